#!/bin/sh
# The command-line tests: the case tables tests/cli/*.cases (arguments,
# standard input, expected standard output, standard error and exit
# status), run by tests/cli/run.py, which describes their format.
# URIVAL names the program to run (make check-valgrind wraps it).
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
exec "${PYTHON3:-python3}" "$srcdir/tests/cli/run.py" "$URIVAL" "$srcdir" \
    "$srcdir"/tests/cli/*.cases
