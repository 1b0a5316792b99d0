#!/bin/sh
# run-oracle.sh - differential test of urival against an independent ABNF
# engine (the `abnf` package from the npm registry and JavaScript regular
# expressions), on every grammar/*.abnf.
#
# Usage: run-oracle.sh [N]
#   N  strings per grammar (default: $ORACLE_N, else 20000)
#
# Run from the top build directory, as `make check` does; srcdir (exported by
# the automake test harness) names the source tree, which is only read.
# The npm packages pinned in tests/oracle/package-lock.json are installed with
# `npm ci` into tests/oracle/npm/ under the build directory (or
# $ORACLE_WORKDIR) and reused while the lock file is unchanged.
#
# Environment:
#   ORACLE_N             strings per grammar
#   ORACLE_SEED          seed of the generator (default "urival")
#   ORACLE_GRAMMARS      space-separated grammar ids (default: every file)
#   ORACLE_DRIVER        the C driver (default ./tests/oracle/oracle-driver)
#   ORACLE_CHECK_ERRORS  1 (default): also check the error report of every
#                        rejected string (offset, at_end, end_ok, expected
#                        set) against the engine's automaton; 0: membership only
#   ORACLE_DRIVER_FLAGS  extra driver flags, e.g. --max-fail 100
#   ORACLE_WORKDIR       where npm installs (default ./tests/oracle/npm)
#
# Exit status: 0 agreement; 1 a disagreement, a wrong error report, a grammar
# or rule missing from urival, a grammar the engine cannot compile, or a
# failed self-test; 77 (skip) when node or npm is absent or `npm ci` fails;
# 99 a hard error (the driver is not built, ...).

set -u

me=run-oracle.sh
N=${1:-${ORACLE_N:-20000}}
if [ -z "${srcdir:-}" ]; then
  srcdir=$(cd "$(dirname "$0")/../.." && pwd)
fi
here=$srcdir/tests/oracle
driver=${ORACLE_DRIVER:-./tests/oracle/oracle-driver}
work=${ORACLE_WORKDIR:-$(pwd)/tests/oracle/npm}

skip() {
  echo "$me: SKIP: $*"
  exit 77
}
hard() {
  echo "$me: ERROR: $*"
  exit 99
}

command -v node >/dev/null 2>&1 ||
  skip "node is not installed (the oracle needs Node.js >= 20 and npm)"
command -v npm >/dev/null 2>&1 ||
  skip "npm is not installed (the oracle needs Node.js >= 20 and npm)"
echo "$me: node $(node --version), npm $(npm --version 2>/dev/null)"

# Install the pinned packages, once per lock file.
mkdir -p "$work" || hard "cannot create $work"
if cmp -s "$here/package-lock.json" "$work/.installed-lock" &&
   [ -f "$work/node_modules/abnf/package.json" ]; then
  echo "$me: npm packages already installed in $work"
else
  rm -f "$work/package.json" "$work/package-lock.json" "$work/.installed-lock"
  cp "$here/package.json" "$here/package-lock.json" "$work/" ||
    hard "cannot copy package.json and package-lock.json into $work"
  chmod u+w "$work/package.json" "$work/package-lock.json"
  if [ -z "${HOME:-}" ] || [ ! -w "${HOME:-/nonexistent}" ]; then
    npm_config_cache=$work/.npm-cache
    export npm_config_cache
  fi
  echo "$me: npm ci in $work"
  # --prefer-offline: reuse npm's cache; the retry options make an
  # unreachable registry fail in seconds rather than minutes.
  if ! (cd "$work" && npm ci --prefer-offline --no-audit --no-fund \
          --ignore-scripts --loglevel=error --fetch-retries=1 \
          --fetch-retry-mintimeout=2000 --fetch-retry-maxtimeout=10000 \
          --fetch-timeout=60000); then
    skip "'npm ci' failed in $work: the npm registry is unreachable or the" \
         "lock file cannot be installed"
  fi
  cp "$here/package-lock.json" "$work/.installed-lock"
fi
modules=$work/node_modules

[ -x "$driver" ] || hard "the driver $driver is not built (make check builds it)"

# The engine checks itself on known strings before it judges urival.
node "$here/selftest.mjs" --grammar-dir "$srcdir/grammar" --modules "$modules" ||
  { echo "$me: FAIL: the ABNF engine's self-test failed"; exit 1; }

driver_flags=${ORACLE_DRIVER_FLAGS:-}
if [ "${ORACLE_CHECK_ERRORS:-1}" != 0 ]; then
  driver_flags="--check-errors $driver_flags"
fi

set --
for g in ${ORACLE_GRAMMARS:-}; do
  set -- "$@" --grammar "$g"
done

start=$(date +%s)
# shellcheck disable=SC2086 # driver_flags is a list of flags
node "$here/oracle.mjs" --grammar-dir "$srcdir/grammar" --modules "$modules" \
  -n "$N" --seed "${ORACLE_SEED:-urival}" "$@" \
  --driver "$driver" $driver_flags
rc=$?
echo "$me: $N strings per grammar in $(( $(date +%s) - start )) s, exit $rc"
case $rc in
  0) exit 0 ;;
  1) echo "$me: FAIL: urival and the ABNF engine disagree (see above)"; exit 1 ;;
  2) echo "$me: FAIL: a grammar could not be compiled, a grammar or rule is" \
       "missing from urival's catalogue, or a case was malformed (see above)"
     exit 1 ;;
  3) echo "$me: FAIL: the ABNF engine contradicts itself (an oracle bug)"; exit 1 ;;
  *) exit 99 ;;
esac
