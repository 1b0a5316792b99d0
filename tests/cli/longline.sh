#!/bin/sh
# Memory bounded by the read block, not by the line (issue 15, item 5):
# tests/cli/longline.py checks lines of tens of MiB under an address-space
# limit (or, under a sanitizer, by peak RSS), and that later lines are
# still checked and counted.
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
python=${PYTHON3:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "longline: no $python: skipped"; exit 77; }
exec "$python" "$srcdir/tests/cli/longline.py" "$URIVAL"
