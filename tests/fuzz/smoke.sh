#!/bin/sh
# Runs every fuzz target for a bounded time from seeds made of the vector
# tables: make fuzz-smoke (all targets, FUZZ_SECONDS each) or
# make fuzz T=NAME SECONDS=N (one or more targets, long).
# usage: smoke.sh SECONDS TARGET...
#
# Any crash, sanitizer report, leak, timeout or broken invariant fails the
# run (exit 1) after the other targets have had their turn; the input that
# did it is kept under $FUZZ_ARTIFACTS (make sets tests/fuzz/artifacts in the
# build directory) and its path printed, with the command that replays it.
set -u
seconds=$1
shift
srcdir=${srcdir:-.}
artifacts=${FUZZ_ARTIFACTS:-fuzz-artifacts}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$artifacts" && artifacts=$(cd "$artifacts" && pwd) || exit 1
src/urival rules > "$work/rules.txt" || { echo "fuzz: src/urival rules failed" >&2; exit 1; }
failed=
for t in "$@"; do
    corpus="$work/corpus-$t"
    if [ ! -x "./tests/fuzz/fuzz-$t" ]; then
        echo "FUZZ FAILED: $t: no ./tests/fuzz/fuzz-$t" >&2
        failed="$failed $t"
        continue
    fi
    python3 "$srcdir/tests/fuzz/seeds.py" "$srcdir/tests/data" "$corpus" "$t" \
        "$work/rules.txt" || { failed="$failed $t"; continue; }
    echo "fuzz: $t for $seconds s"
    if ./tests/fuzz/fuzz-"$t" -max_total_time="$seconds" -timeout=30 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" >"$work/$t.log" 2>&1; then
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$t.log" |
            sed "s/^/  $t: /"
        continue
    fi
    failed="$failed $t"
    {
        echo "FUZZ FAILED: $t"
        grep -E "INVARIANT FAILED|ERROR: |SUMMARY" "$work/$t.log" | head -5
        echo "--- last lines of the log:"
        tail -40 "$work/$t.log"
        # libFuzzer names the input after what went wrong and its hash.
        for f in $(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$work/$t.log"); do
            kept="$artifacts/$(basename "$f" | sed "s/^\([a-z-]*\)-/\1-$t-/")"
            mv "$f" "$kept" 2>/dev/null || kept=$f
            echo "reproducer: $kept"
            echo "replay:     ./tests/fuzz/fuzz-$t $kept"
            od -c "$kept" | head -20
        done
    } >&2
done
if [ -n "$failed" ]; then
    echo "FUZZ FAILED:$failed" >&2
    exit 1
fi
echo "fuzz: all targets passed"
