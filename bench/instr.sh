#!/bin/sh
# Instructions per URI (and per byte) for every implementation and
# operation of urival-bench, counted by callgrind inside the measured loop
# only, so the count is the same on any machine, loaded or not.
# usage: instr.sh BENCH-PROGRAM CORPUS...
#   a CORPUS is a file, or @ID for one of urival-bench's generated corpora
#   (@esc-64k: a 64 KB path of escapes; see bench/bench.c)
#   INSTR_ONLY=REGEX in the environment keeps the IMPL/OP pairs it matches
set -eu
bench=$1
shift
command -v valgrind >/dev/null || { echo "instr.sh: valgrind is needed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ids=$("$bench" --rounds 1 /dev/null | awk 'NR > 3 && $1 != "op" {print $2 "/" $1}' |
    grep -E -- "${INSTR_ONLY:-.}" || true)
for corpus in "$@"; do
    header=
    ref= refop=
    for id in $ids; do
        out="$tmp/cg.out"
        valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
            --toggle-collect=bench_measure "$bench" --rounds 1 --only "$id" "$corpus" \
            >"$tmp/stdout" 2>/dev/null
        # "NAME: N URIs, X MB, mean M B": the corpus as the program loaded it.
        set -- $(sed -n 's/.*: \([0-9]*\) URIs, .*mean \([0-9]*\) B$/\1 \2/p' "$tmp/stdout")
        lines=$1 mean=$2
        if [ -z "$header" ]; then
            printf '\n%s: %s URIs, mean %s B\n  %-10s %-10s %12s %10s %9s\n' "$corpus" "$lines" \
                "$mean" op impl "instr/URI" "instr/B" "x urival"
            header=yes
        fi
        total=$(sed -n 's/^summary: *//p; s/^totals: *//p' "$out" | head -n 1 | awk '{print $1}')
        per=$(awk -v t="$total" -v n="$lines" 'BEGIN { printf "%.0f", n ? t / n : 0 }')
        perb=$(awk -v p="$per" -v m="$mean" 'BEGIN { printf "%.1f", m ? p / m : 0 }')
        impl=${id%/*} op=${id#*/}
        if [ "$impl" = urival ] || [ "$op" != "$refop" ]; then
            ref=$per refop=$op
        fi
        ratio=$(awk -v a="$per" -v b="$ref" 'BEGIN { printf "%.2f", b ? a / b : 1 }')
        printf '  %-10s %-10s %12s %10s %9s\n' "$op" "$impl" "$per" "$perb" "$ratio"
    done
done
