#!/bin/sh
# The C program shown in README.md is examples/readme-example.c, word for
# word, and it does what the README says it does.
set -u
srcdir=${srcdir:-.}
prog=./examples/readme-example
fail() { echo "FAIL: $*"; exit 1; }

# The README holds the program verbatim between its ```c fence and the next.
awk '/^```c$/{on=1;next} /^```$/{if(on){exit}} on' "$srcdir/README.md" > readme-example.extracted
cmp -s readme-example.extracted "$srcdir/examples/readme-example.c" ||
    fail "README.md's C example differs from examples/readme-example.c"
rm -f readme-example.extracted

out=$($prog) || fail "example exited $?"
want='scheme: http
authority: user@example.com:8080
userinfo: user
host: example.com
port: 8080
path: /a/b
query: q
fragment: top'
[ "$out" = "$want" ] || fail "unexpected output: $out"

out=$($prog 'http://a/%zz'); rc=$?
[ $rc -eq 1 ] || fail "invalid input exited $rc"
[ "$out" = 'invalid: offset 10: pct-encoded: expected a hex digit after "%", found "z"' ] ||
    fail "unexpected error output: $out"
echo "PASS: README example"
