#!/bin/sh
# Instructions per URI for every implementation and operation of
# urival-bench, counted by callgrind inside the measured loop only, so the
# count is the same on any machine, loaded or not.
# usage: instr.sh BENCH-PROGRAM CORPUS...
set -eu
bench=$1
shift
command -v valgrind >/dev/null || { echo "instr.sh: valgrind is needed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ids=$("$bench" --rounds 1 /dev/null | awk 'NR > 3 && $1 != "op" {print $2 "/" $1}')
for corpus in "$@"; do
    lines=$(grep -c '' "$corpus")
    printf '\n%s: %s URIs\n  %-10s %-10s %12s %9s\n' "$corpus" "$lines" op impl "instr/URI" "x urival"
    ref=
    for id in $ids; do
        out="$tmp/cg.out"
        valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
            --toggle-collect=bench_measure "$bench" --rounds 1 --only "$id" "$corpus" \
            >/dev/null 2>&1
        total=$(sed -n 's/^summary: *//p; s/^totals: *//p' "$out" | head -n 1 | awk '{print $1}')
        per=$(awk -v t="$total" -v n="$lines" 'BEGIN { printf "%.0f", t / n }')
        impl=${id%/*} op=${id#*/}
        [ "$impl" = urival ] && ref=$per
        ratio=$(awk -v a="$per" -v b="${ref:-$per}" 'BEGIN { printf "%.2f", a / b }')
        printf '  %-10s %-10s %12s %9s\n' "$op" "$impl" "$per" "$ratio"
    done
done
