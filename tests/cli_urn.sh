#!/bin/sh
# Command-line tests of "urival urn": each case runs urival with arguments
# and standard input, and checks the exit status and the exact standard
# output.  Sections cited are RFC 8141's or draft-03's
# (draft-ietf-urnbis-rfc2141bis-urn-03).
set -u
URIVAL=${URIVAL:-./src/urival}
pass=0 failed=0
tmp=${TMPDIR:-/tmp}/cli-urn-$$.stderr
trap 'rm -f "$tmp"' 0

# case_ NAME STATUS STDIN EXPECTED_STDOUT -- ARGS...
# STDIN is given to printf %b; the expected output is compared literally.
case_() {
    name=$1 want_rc=$2 input=$3 want_out=$4
    shift 5
    out=$(printf '%b' "$input" | "$URIVAL" "$@" 2>"$tmp")
    rc=$?
    if [ "$rc" != "$want_rc" ] || [ "$out" != "$want_out" ]; then
        echo "FAIL: $name (exit $rc, want $want_rc)"
        echo "--- got:"; printf '%s\n' "$out"; echo "--- want:"; printf '%s\n' "$want_out"
        echo "--- stderr:"; cat "$tmp"
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

# case_err NAME STATUS PHRASE -- ARGS...: standard error must hold PHRASE.
case_err() {
    name=$1 want_rc=$2 phrase=$3
    shift 4
    "$URIVAL" "$@" </dev/null >/dev/null 2>"$tmp"
    rc=$?
    if [ "$rc" != "$want_rc" ] || ! grep -q -- "$phrase" "$tmp"; then
        echo "FAIL: $name (exit $rc, want $want_rc; stderr:)"; cat "$tmp"
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

# --- parts (RFC 8141 section 2, the default profile)
case_ "parts" 0 '' \
'NID          example
NSS          a123,z456
r-component  abc
q-component  xyz
f-component  789
kind         reference' -- urn 'urn:example:a123,z456?+abc?=xyz#789'
case_ "assigned name, informal NID (5.2)" 0 '' \
'NID          urn-7 (informal namespace)
NSS          foo/bar
kind         assigned name' -- urn 'URN:urn-7:foo/bar'
case_ "empty f-component" 0 '' \
'NID          ab
NSS          c
f-component  ""
kind         reference' -- urn 'urn:ab:c#'
case_ "two arguments" 0 '' \
'NID          ab
NSS          c
kind         assigned name

NID          cd
NSS          e
kind         assigned name' -- urn urn:ab:c urn:cd:e
case_ "syntax error" 1 '' \
'invalid URN (rfc8141): offset 5: NID: expected ALPHA, DIGIT or "-" after "a", found ":"
  urn:a:b
       ^' -- urn urn:a:b
case_ "reserved NID" 1 '' \
'invalid URN (rfc8141): offset 4: NID: the NID "urn" is reserved and must not be used (reserved since RFC 2141 section 2.1)
  urn:urn:x
      ^' -- urn urn:urn:x
case_ "not an informal NID (5.2)" 1 '' \
'invalid URN (rfc8141): offset 8: NID: the NID "urn-0" begins with "urn-", which only informal NIDs do, and is not "urn-" and a number without leading zeros (RFC 8141 section 5.2)
  urn:urn-0:x
          ^' -- urn urn:urn-0:x
case_ "--assigned" 1 '' \
'invalid URN (rfc8141): offset 8: r-component: an assigned URN has no r-component (RFC 8141 section 2: assigned-name)
  urn:ab:c?+r
          ^' -- urn --assigned 'urn:ab:c?+r'
case_ "standard input, one per line" 1 'urn:ab:c\r\nurn:ab\n' \
'NID          ab
NSS          c
kind         assigned name

invalid URN (rfc8141): offset 6: NID: expected ALPHA, DIGIT, "-" or ":" after "ab", found end of input
  urn:ab
        ^' -- urn
case_ "--json" 0 '' \
'{"input":"urn:urn-7:c?=q","profile":"rfc8141","valid":true,"NID":"urn-7","NSS":"c","q-component":"q","assigned":false,"informal":true}' \
  -- urn --json 'urn:urn-7:c?=q'
case_ "--json error" 1 '' \
'{"input":"urn:ab:c?d","profile":"rfc8141","valid":false,"error":{"status":"syntax error","code":1,"offset":9,"rule":"rq-components","message":"offset 9: rq-components: expected \"+\" or \"=\" after \"?\", found \"d\""}}' \
  -- urn --json 'urn:ab:c?d'

# --- draft03
case_ "draft03 directives (2.3)" 0 '' \
'NID          foo
NSS          a123,456
query        s=I2L&c=ToC
directive    s = I2L
directive    c = ToC
fragment     xyz
kind         reference' -- urn --profile draft03 'urn:foo:a123,456?s=I2L&c=ToC#xyz'
case_ "draft03 slash (2.5.1)" 1 '' \
'invalid URN (draft03): offset 8: NSS: expected unreserved, sub-delims, "#", "%", ":", "?", "@" or end of input after "c", found "/"
  urn:ab:c/d
          ^' -- urn --profile draft03 urn:ab:c/d
case_ "draft03 repeated keyword (2.3)" 1 '' \
'invalid URN (draft03): offset 13: keywd: the registered keyword "s" is used a second time; each registered keyword must not appear more than once (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.3)
  urn:ab:c?s=a&s=b
               ^' -- urn --profile draft03 'urn:ab:c?s=a&s=b'
case_ "draft03 NUL (2.5.3)" 1 '' \
'invalid URN (draft03): offset 7: pct-encoded: "%00" is NUL, which must not be used in a URN, even percent-encoded (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.5.3)
  urn:ab:%00
         ^' -- urn --profile draft03 'urn:ab:%00'
case_ "draft03 --json" 0 '' \
'{"input":"urn:ab:c?s=1&x=","profile":"draft03","valid":true,"NID":"ab","NSS":"c","query":"s=1&x=","directives":[{"keyword":"s","value":"1"},{"keyword":"x","value":""}],"assigned":false,"informal":false}' \
  -- urn --profile draft03 --json 'urn:ab:c?s=1&x='

# --- lexical equivalence (RFC 8141 section 3, draft-03 section 5)
case_ "equal (3.2)" 0 '' 'equivalent' -- urn --equal URN:example:a123,z456 'urn:EXAMPLE:a123,z456?+abc'
case_ "not equal (3.2)" 1 '' 'not equivalent' -- urn --equal urn:example:a123%2Cz456 urn:example:a123,z456
case_ "draft03 step 5a (5.1)" 0 '' 'equivalent' -- urn --equal --profile draft03 'urn:foo:a123,456?x=y' URN:foo:a123,456
case_ "draft03 step 5b (5.1)" 1 '' 'not equivalent' -- urn --equal --profile draft03 --step 5b 'urn:foo:a123,456?x=y' URN:foo:a123,456
case_ "draft03 step 5b reorders" 0 '' 'equivalent' -- urn --equal --profile draft03 --step 5b 'urn:ab:c?s=1&c=2' 'urn:ab:c?c=2&s=1'
case_ "equal, invalid B" 1 '' \
'invalid URN B (rfc8141): offset 8: NSS: expected unreserved, sub-delims, "#", "%", "/", ":", "?", "@" or end of input after "c", found " "
  urn:ab:c d
          ^' -- urn --equal urn:ab:c 'urn:ab:c d'
case_ "equal --json" 0 '' \
'{"a":"urn:ab:c?a=1","b":"urn:AB:c","profile":"draft03","step":"5a","equivalent":true}' \
  -- urn --equal --json --profile draft03 'urn:ab:c?a=1' urn:AB:c
case_ "equal pairs from standard input" 1 'urn:ab:c URN:AB:c\nurn:ab:c\turn:ab:C\n' \
'equivalent
not equivalent' -- urn --equal
case_ "canonical (3.1)" 0 '' 'urn:example:a123%2Cz456' -- urn --canonical 'URN:EXAMPLE:a123%2cz456?=x#y'
case_ "canonical step 5b" 0 '' 'urn:ab:c%2A?c=%2F&s=1' -- urn --canonical --profile draft03 --step 5b 'URN:AB:c%2a?s=1&c=%2f#f'
case_ "canonical --json" 0 '' \
'{"input":"URN:Ab:c","profile":"rfc8141","valid":true,"canonical":"urn:ab:c"}' -- urn --canonical --json URN:Ab:c
case_ "canonical of an invalid URN" 1 '' \
'invalid URN (rfc8141): offset 4: NID: the NID "urn" is reserved and must not be used (reserved since RFC 2141 section 2.1)
  urn:urn:x
      ^' -- urn --canonical urn:urn:x

# --- in running text (draft-03 section 2.5.3)
case_ "extract" 0 'See <urn:ab:c?s=1> and urn:cd:e/f.\n' \
'urn:ab:c
urn:cd:e' -- urn --extract
case_ "extract --json" 1 '' \
'{"offset":1,"urn":"urn:ab:c","valid":true}
{"offset":12,"urn":"urn:urn:x","valid":false,"error":{"status":"the NID \"urn\" is reserved","code":4,"offset":16,"rule":"NID","message":"offset 16: NID: the NID \"urn\" is reserved and must not be used (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.1)"}}' \
  -- urn --extract --json '<urn:ab:c> <urn:urn:x>'
case_ "extract: a pchar after a URN is part of it (2.5.3)" 0 '' 'urn:ab:c)' -- urn --extract '(urn:ab:c)'
case_ "extract, invalid candidate" 1 '' \
'urn:ab:c
invalid URN: offset 14: NID: expected ALPHA, DIGIT or "-" after "a", found ":"
  urn:ab:c urn:a:b
                ^' -- urn --extract 'urn:ab:c urn:a:b'
case_ "extract nothing" 0 '' '' -- urn --extract 'no URN here'

# --- usage
case_err "unknown profile" 2 "unknown profile" -- urn --profile rfc2141 urn:ab:c
case_err "step without draft03" 2 "--step goes with" -- urn --equal --step 5b urn:ab:c urn:ab:c
case_err "step without --equal" 2 "--step goes with" -- urn --profile draft03 --step 5b urn:ab:c
case_err "bad step" 2 "unknown step" -- urn --profile draft03 --equal --step 5c a b
case_err "--equal takes two" 2 "two URNs" -- urn --equal urn:ab:c
case_err "two modes" 2 "exclude each other" -- urn --equal --canonical urn:ab:c urn:ab:c
case_err "unknown option" 2 "unknown option" -- urn --frobnicate
case_ "--help" 0 '' "$("$URIVAL" urn --help)" -- urn --help

echo "cli_urn: $pass passed, $failed failed"
test "$failed" -eq 0
