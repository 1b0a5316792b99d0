#!/bin/sh
# Runs every fuzz target for a bounded time from seeds made of the vector
# tables: make fuzz-smoke (all targets, FUZZ_SECONDS each) or
# make fuzz T=NAME SECONDS=N (one or more targets, long).
# usage: smoke.sh SECONDS TARGET...
# FUZZ_RUN in the environment: a command that runs the programs (make
# check-neon's qemu-aarch64); FUZZ_OPTIONS: more libFuzzer options.
#
# Any crash, sanitizer report, leak, timeout or broken invariant fails the
# run (exit 1) after the other targets have had their turn; the input that
# did it is kept under $FUZZ_ARTIFACTS (make sets tests/fuzz/artifacts in the
# build directory) and its path printed, with the command that replays it.
set -u
run=${FUZZ_RUN:-}
options=${FUZZ_OPTIONS:-}
seconds=$1
shift
srcdir=${srcdir:-.}
artifacts=${FUZZ_ARTIFACTS:-fuzz-artifacts}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$artifacts" && artifacts=$(cd "$artifacts" && pwd) || exit 1
$run src/urival rules > "$work/rules.txt" || { echo "fuzz: src/urival rules failed" >&2; exit 1; }
# One target: its report goes to $work/T.out, and $work/T.failed marks a
# failure, so that targets can run side by side.
run_one() {
    t=$1
    corpus="$work/corpus-$t"
    if [ ! -x "./tests/fuzz/fuzz-$t" ]; then
        echo "FUZZ FAILED: $t: no ./tests/fuzz/fuzz-$t" >"$work/$t.failed"
        return
    fi
    python3 "$srcdir/tests/fuzz/seeds.py" "$srcdir/tests/data" "$corpus" "$t" \
        "$work/rules.txt" >"$work/$t.out" 2>"$work/$t.failed" || return
    rm -f "$work/$t.failed"
    echo "fuzz: $t for $seconds s" >>"$work/$t.out"
    # shellcheck disable=SC2086 # $run and $options are words, or nothing
    if $run ./tests/fuzz/fuzz-"$t" -max_total_time="$seconds" -timeout=30 -print_final_stats=1 \
        $options -artifact_prefix="$artifacts/$t." "$corpus" >"$work/$t.log" 2>&1; then
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$t.log" |
            sed "s/^/  $t: /" >>"$work/$t.out"
        return
    fi
    {
        echo "FUZZ FAILED: $t"
        grep -E "INVARIANT FAILED|ERROR: |SUMMARY" "$work/$t.log" | head -5
        echo "--- last lines of the log:"
        tail -40 "$work/$t.log"
        # libFuzzer names the input after what went wrong and its hash,
        # after the prefix given above.
        for f in $(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$work/$t.log"); do
            echo "reproducer: $f"
            echo "replay:     ${run:+$run }./tests/fuzz/fuzz-$t $f"
            od -c "$f" | head -20
        done
    } >"$work/$t.failed"
}

# As many targets at once as there are processors (FUZZ_JOBS overrides):
# each is one process, and CI's two cores would otherwise idle half the
# smoke run.  Reports are printed in the order of the targets.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
running=0
for t in "$@"; do
    run_one "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait
failed=
for t in "$@"; do
    cat "$work/$t.out" 2>/dev/null
    if [ -f "$work/$t.failed" ]; then
        cat "$work/$t.failed" >&2
        failed="$failed $t"
    fi
done
if [ -n "$failed" ]; then
    echo "FUZZ FAILED:$failed" >&2
    exit 1
fi
echo "fuzz: all targets passed"
