#!/bin/sh
# Code size of the library and of its machines, and the CLI's throughput
# (one thread, and its default --jobs) and peak memory on a large file (BENCH_CLI_MB megabytes, 1024 by default)
# made by repeating the corpora, next to the library's own throughput on
# the same lines.
# usage: footprint.sh CORPUS...   (from the build directory)
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
lib=src/.libs/liburival.so
if [ -f "$lib" ]; then
    cp "$lib" "$tmp/lib.so" && strip "$tmp/lib.so"
    printf '\nfootprint\n  stripped liburival.so: %s bytes\n' "$(wc -c < "$tmp/lib.so")"
    for o in gen/.libs/liburival_la-*_match.o gen/.libs/liburival_la-*_parse.o; do
        [ -f "$o" ] && printf '  %-45s text %s bytes\n' "${o#gen/.libs/liburival_la-}" \
            "$(size "$o" | awk 'NR == 2 {print $1}')"
    done
fi
[ $# -gt 0 ] || exit 0

# One pass of the corpora, then the big file made of as many passes as
# reach the size asked for.
cat "$@" > "$tmp/pass.txt"
want=$(( ${BENCH_CLI_MB:-1024} * 1000000 ))
pass=$(wc -c < "$tmp/pass.txt")
n=$(( (want + pass - 1) / pass ))
i=0
while [ $i -lt $n ]; do cat "$tmp/pass.txt"; i=$((i + 1)); done > "$tmp/big.txt"
bytes=$(wc -c < "$tmp/big.txt")

lib_mbs=$(bench/urival-bench --rounds 3 --only urival/match "$tmp/pass.txt" |
    awk '$1 == "match" && $2 == "urival" {print $6}')
rss=
# One thread, then as many as validate takes by default (--jobs).
start=$(date +%s.%N)
src/urival validate --quiet --jobs 1 "$tmp/big.txt" || true
mid=$(date +%s.%N)
if [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M -o "$tmp/rss" src/urival validate --quiet "$tmp/big.txt" || true
    rss=$(tail -n 1 "$tmp/rss")
else
    src/urival validate --quiet "$tmp/big.txt" || true
fi
end=$(date +%s.%N)
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
printf '\nCLI against the library, same lines\n'
line() { printf '  %-42s %12s\n' "$1" "$2"; }
line 'library, urival_match:' "$(printf '%.1f MB/s' "$lib_mbs")"
line "urival validate --quiet --jobs 1, $((bytes / 1000000)) MB:" \
    "$(awk -v b="$bytes" -v s="$start" -v e="$mid" 'BEGIN { printf "%.1f MB/s", b / 1e6 / (e - s) }')"
line "urival validate --quiet, $jobs processors:" \
    "$(awk -v b="$bytes" -v s="$mid" -v e="$end" 'BEGIN { printf "%.1f MB/s", b / 1e6 / (e - s) }')"
[ -z "$rss" ] || line 'urival validate peak memory:' "$rss KiB"
