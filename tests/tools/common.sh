# Sourced by the tests of the grammar tools (tests/tools/*.test).
#
# The automake harness runs tests from the build directory with $srcdir set
# to the source tree; run by hand from the source tree, they work out
# $srcdir themselves.  Temporary files go to a fresh mktemp directory,
# never to the source tree, which is read-only under make distcheck.

if test -z "$srcdir"; then
  srcdir=`dirname "$0"`/../..
fi
TOOLS=$srcdir/tools
SHARED=${URIVAL_SHARED:-$srcdir/../shared}

# The build writes the configured programs and its GRAMMAR_IDS here
# (tools/tools.mk); values from the environment win.
if test -f tests/tools/config.sh; then
  save_PYTHON3=$PYTHON3 save_RAGEL=$RAGEL save_GRAMMAR_IDS=$GRAMMAR_IDS
  . ./tests/tools/config.sh
  PYTHON3=${save_PYTHON3:-$PYTHON3}
  RAGEL=${save_RAGEL:-$RAGEL}
  GRAMMAR_IDS=${save_GRAMMAR_IDS:-$GRAMMAR_IDS}
fi

# configure leaves "no" in PYTHON3 and RAGEL when the program is missing.
PYTHON=${PYTHON3:-python3}
test "x$PYTHON" = xno && PYTHON=python3
RAGEL=${RAGEL:-ragel}
test "x$RAGEL" = xno && RAGEL=ragel
export RAGEL

skip () {
  echo "SKIP: $*"
  exit 77
}

fail () {
  echo "FAIL: $*"
  exit 1
}

# These tests read the source tree and the configured grammars, never the
# compiler's flags: a CI that runs make check in several builds sets
# URIVAL_TOOLS_ONCE in all but one with every grammar (.ci/run does).
test -n "$URIVAL_TOOLS_ONCE" &&
  skip "URIVAL_TOOLS_ONCE is set: another build of the same run tests the grammar tools"
command -v "$PYTHON" >/dev/null 2>&1 || skip "$PYTHON is not installed"
# No __pycache__ in the source tree.
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE

need_ragel () {
  command -v "$RAGEL" >/dev/null 2>&1 || skip "$RAGEL is not installed"
}

need_shared () {
  test -f "$SHARED/specs/rfc3986.txt" ||
    skip "../shared (the specifications) is absent: $SHARED"
}

tmp=`mktemp -d "${TMPDIR:-/tmp}/urival-tools.XXXXXX"` || fail "mktemp"
trap 'rm -rf "$tmp"' 0
