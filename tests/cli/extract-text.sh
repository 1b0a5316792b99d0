#!/bin/sh
# The real-text table tests/data/extract_text.tsv through `urival extract`
# and `urival urn --extract` (tests/cli/extract_text.py says how).
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
python=${PYTHON3:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "extract-text: no $python: skipped"; exit 77; }
exec "$python" "$srcdir/tests/cli/extract_text.py" "$URIVAL" "$srcdir"
