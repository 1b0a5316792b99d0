#!/bin/sh
# Runs every fuzz target for a bounded time from seeds made of the vector
# tables: make fuzz-smoke (all targets, FUZZ_SECONDS each) or
# make fuzz T=NAME SECONDS=N (one target, long).
# usage: smoke.sh SECONDS TARGET...
set -eu
seconds=$1
shift
srcdir=${srcdir:-.}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src/urival rules > "$work/rules.txt"
for t in "$@"; do
    corpus="$work/corpus-$t"
    python3 "$srcdir/tests/fuzz/seeds.py" "$srcdir/tests/data" "$corpus" "$t" "$work/rules.txt"
    echo "fuzz: $t for $seconds s"
    ./tests/fuzz/fuzz-"$t" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$work/crash-$t-" "$corpus" 2>"$work/$t.log" || {
        tail -40 "$work/$t.log"
        for f in "$work"/crash-"$t"-*; do
            [ -f "$f" ] && { echo "reproducer: $f"; od -c "$f" | head -20; }
        done
        exit 1
    }
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$t.log" | sed "s/^/  $t: /"
done
echo "fuzz: all targets passed"
