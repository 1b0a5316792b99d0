#!/bin/sh
# Code size of the library and of its machines, and the CLI's throughput on
# a large file made by repeating the corpora.
# usage: footprint.sh CORPUS...
set -eu
lib=src/.libs/liburival.so
if [ -f "$lib" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    cp "$lib" "$tmp/lib.so" && strip "$tmp/lib.so"
    printf '\nfootprint\n  stripped liburival.so: %s bytes\n' "$(wc -c < "$tmp/lib.so")"
    for o in src/.libs/liburival_la-*_match.o src/.libs/liburival_la-*_parse.o; do
        [ -f "$o" ] && printf '  %-45s text %s bytes\n' "${o#src/.libs/liburival_la-}" \
            "$(size "$o" | awk 'NR == 2 {print $1}')"
    done
fi
[ $# -gt 0 ] || exit 0
big=${tmp:-$(mktemp -d)}/big.txt
i=0
while [ $i -lt 8 ]; do cat "$@"; i=$((i + 1)); done > "$big"
bytes=$(wc -c < "$big")
start=$(date +%s.%N)
src/urival validate --quiet "$big" || true
end=$(date +%s.%N)
awk -v b="$bytes" -v s="$start" -v e="$end" \
    'BEGIN { printf "  urival validate on %.0f MB: %.1f MB/s\n", b / 1e6, b / 1e6 / (e - s) }'
