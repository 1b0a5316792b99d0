#!/bin/sh
# The command-line tests: the case tables tests/cli/*.cases (arguments,
# standard input, expected standard output, standard error and exit
# status), run by tests/cli/run.py, which describes their format.
# URIVAL names the program to run (make check-valgrind wraps it).
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
python=${PYTHON3:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "cli: no $python: skipped"; exit 77; }
exec "$python" "$srcdir/tests/cli/run.py" "$URIVAL" "$srcdir" "$srcdir"/tests/cli/*.cases
