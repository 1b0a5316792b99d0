#!/bin/sh
# Allocation failure in the command-line tool: tests/cli/urival-failalloc is
# urival built so that its N-th allocation fails when URIVAL_FAILALLOC=N.
# For each command below, N runs from 1 up until the run no longer meets a
# failure; every run that does must exit 2 saying "out of memory", with
# nothing from a sanitizer or valgrind, and every other run must give the
# output of an ordinary run.
set -u
srcdir=${srcdir:-.}
PROG=${URIVAL_FAILALLOC_PROG:-./tests/cli/urival-failalloc}
tmp=${TMPDIR:-/tmp}/cli-failalloc.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' 0
pass=0 failed=0

# try NAME STDIN ARGS...: STDIN is given to printf %b.
try() {
    name=$1 input=$2
    shift 2
    printf '%b' "$input" > "$tmp/in"
    URIVAL_FAILALLOC=0 "$PROG" "$@" < "$tmp/in" > "$tmp/want" 2> "$tmp/want-err"
    want_rc=$?
    n=1 failures=0
    while [ $n -le 64 ]; do
        URIVAL_FAILALLOC=$n "$PROG" "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
        rc=$?
        if grep -q -i 'sanitizer\|runtime error\|leak' "$tmp/err"; then
            echo "FAIL: $name: allocation $n:"; cat "$tmp/err"
            failed=$((failed + 1)); return
        fi
        if grep -q 'out of memory' "$tmp/err"; then
            if [ $rc -ne 2 ]; then
                echo "FAIL: $name: allocation $n failed: exit $rc, want 2"
                failed=$((failed + 1)); return
            fi
            failures=$((failures + 1))
        elif [ $rc -ne $want_rc ] || ! cmp -s "$tmp/out" "$tmp/want"; then
            echo "FAIL: $name: allocation $n failed unnoticed (exit $rc, want $want_rc)"
            cat "$tmp/err"
            failed=$((failed + 1)); return
        else
            break
        fi
        n=$((n + 1))
    done
    if [ $failures -eq 0 ]; then
        echo "FAIL: $name: no allocation to fail"
        failed=$((failed + 1)); return
    fi
    pass=$((pass + 1))
}

try "validate" 'http://a/\na b\n' validate
try "validate a long line" 'http://a/\nhttp://abcdefghijklmnop/\n' validate --max-line-length 10
try "validate --json" 'a b\n' validate --json
try "parse" 'http://a/\n' parse
try "parse -f" '' parse -f "$srcdir/configure.ac"
try "parse --json params" '' parse --json 'http://a/?k=v&x'
try "normalize" '' normalize 'HTTP://A/%7e/./b' 'c/../d'
try "resolve" 'g\n../h\n' resolve http://a/b/c
try "relativize" '' relativize http://a/b/c http://a/b/d
try "compare" 'http://a/ HTTP://A/\n' compare
try "iri --to-uri" 'http://\0303\0274/\n' iri --to-uri
try "iri --from-uri" '' iri --from-uri 'http://a/%C3%BC'
try "iri parse -f" '' iri --json -f "$srcdir/configure.ac"
try "resolve --iri" '../\0303\0251\n' resolve --iri http://a/b/c
# A message longer than 512 bytes (RFC 3987's list for a relative path's
# first segment) is put together in memory of its own.
try "iri, a long message" '\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200\0360\0237\0230\0200:\n' iri
try "encode" 'a b\n' encode --component query
try "decode" '' decode --json 'a%20b'
try "edit" 'http://a/?x=1\nnot a uri\n' edit --set host=h --set user=u --set path=p --remove-param x --append query=k=v --sort-query
try "edit --json" '' edit --json --set port=1 --clear fragment 'http://a/#f' 'x:y'
try "edit --json params" '' edit --json --set port=1 'http://a/?k=v&x'
if "$PROG" urn --help >/dev/null 2>&1; then
    try "urn --canonical" '' urn --canonical 'URN:Example:A%2c'
    try "urn" 'urn:a:b\n' urn
    try "urn --extract" 'see <urn:ab:c\n  d> and urn:urn:x\n' urn --extract --profile draft03
fi
if "$PROG" rfc1738 --help >/dev/null 2>&1; then
    try "extract" 'see <http://a/b> and http://c/d.\n' extract
    try "extract --json" 'see <URL:http://a/\n  b>\n' extract --json
    try "rfc1738" '' rfc1738 'ftp://u@h/a/b;type=d' 'prospero://h/p;a=b;c=d'
    try "rfc1738 --json" '' rfc1738 --json 'ftp://u@h/a/b;type=d'
fi

echo "cli-failalloc: $pass passed, $failed failed"
[ "$failed" -eq 0 ]
