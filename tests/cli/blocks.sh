#!/bin/sh
# validate's reports when a file's lines are checked a block at a time, on
# several threads: tests/cli/blocks.py compares them, line for line, with
# those of validate --json, which checks line by line.
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
python=${PYTHON3:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "blocks: no $python: skipped"; exit 77; }
exec "$python" "$srcdir/tests/cli/blocks.py" "$URIVAL"
