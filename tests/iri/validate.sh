#!/bin/sh
# urival validate on the rfc3987 grammar: reached through the catalogue by
# --grammar rfc3987 (its first rule, IRI) and --rule rfc3987:NAME, with the
# offset and the expected bytes of a rejection.  Run from the build tree.
urival=./src/urival
test -x "$urival" || { echo "FAIL: $urival is not built"; exit 1; }
tmp=`mktemp -d "${TMPDIR:-/tmp}/urival-iri.XXXXXX"` || exit 99
trap 'rm -rf "$tmp"' 0
fail () { echo "FAIL: $*"; exit 1; }

# RFC 3987 section 3.1's r&#xE9;sum&#xE9; and the host of issue 18, valid;
# U+E000 (iprivate) in a path and a UTF-8 surrogate, not.
printf 'http://r\303\251sum\303\251.example.org\nhttps://m\303\274nchen.example/\nhttp://a/\356\200\200\nhttp://a/\355\240\200\n' >"$tmp/in"
"$urival" validate --grammar rfc3987 "$tmp/in" >"$tmp/out" 2>&1
test $? = 1 || { cat "$tmp/out"; fail "--grammar rfc3987: exit status $?, want 1"; }
grep -q '^.*:3: offset 9: ipath-abempty: expected .*"\\xC2" to "\\xED", "\\xEF" to "\\xF3" or end of input' "$tmp/out" ||
  { cat "$tmp/out"; fail "--grammar rfc3987: line 3 should fail at offset 9 in ipath-abempty"; }
grep -q '^.*:4: offset 10: ipath-abempty: expected "\\x80" to "\\x9F" after' "$tmp/out" ||
  { cat "$tmp/out"; fail "--grammar rfc3987: line 4 should fail at offset 10"; }
grep -q '^4 lines: 2 valid, 2 invalid (ipath-abempty: 2)$' "$tmp/out" ||
  { cat "$tmp/out"; fail "--grammar rfc3987: summary"; }

# iprivate is allowed in iquery, nowhere else.
printf '\356\200\200\n' >"$tmp/private"
"$urival" validate --rule rfc3987:iquery "$tmp/private" >"$tmp/out" 2>&1 ||
  { cat "$tmp/out"; fail "--rule rfc3987:iquery should accept U+E000"; }
"$urival" validate --grammar rfc3987 --rule ifragment -q "$tmp/private"
test $? = 1 || fail "--grammar rfc3987 --rule ifragment should refuse U+E000"
"$urival" validate --rule rfc3987:nosuch "$tmp/private" >/dev/null 2>&1
test $? = 2 || fail "--rule rfc3987:nosuch should be a usage error"
echo "urival validate reaches the rfc3987 grammar"
