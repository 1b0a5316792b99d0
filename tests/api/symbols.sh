#!/bin/sh
# The shared library exports the urival_ API and nothing else: every other
# symbol has hidden visibility, so no internal name can clash with, or be
# interposed by, a program's own.
set -u
lib=src/.libs/liburival.so
[ -f "$lib" ] || { echo "SKIP: no shared library built ($lib)"; exit 77; }
command -v nm >/dev/null || { echo "SKIP: nm not found"; exit 77; }
exported=$(nm -D --defined-only "$lib" | awk '{print $3}')
[ -n "$exported" ] || { echo "FAIL: no exported symbols at all"; exit 1; }
stray=$(printf '%s\n' "$exported" | grep -v '^urival_' || true)
if [ -n "$stray" ]; then
    echo "FAIL: exported symbols outside the urival_ prefix:"
    printf '%s\n' "$stray"
    exit 1
fi
echo "PASS: $(printf '%s\n' "$exported" | wc -l) symbols, all urival_*"
