#!/bin/sh
# Command-line tests of the reference subcommands: resolve, normalize,
# compare, relativize, encode, decode.  Each case runs urival with arguments
# and standard input, and checks the exit status and the exact standard
# output (and, for case_err, a phrase of standard error).
set -u
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
pass=0 failed=0
tmp=cli-reference-stderr.tmp

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

# case_err NAME STATUS PHRASE -- ARGS...: standard error must hold PHRASE
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

B='http://a/b/c/d;p?q'

# resolve (RFC 3986 section 5.2; examples of 5.4)
case_ "resolve arguments" 0 '' 'http://a/b/c/g
http://a/b/c/d;p?y
http://a/g' -- resolve "$B" g '?y' ../../../g
case_ "resolve standard input" 0 'g;x?y#s\n\n..\r\n' 'http://a/b/c/g;x?y#s
http://a/b/c/d;p?q
http://a/b/' -- resolve "$B"
case_ "resolve strict" 0 '' 'http:g' -- resolve "$B" http:g
case_ "resolve --non-strict" 0 '' 'http://a/b/c/g' -- resolve --non-strict "$B" http:g
case_ "resolve keeps a path a path" 0 '' 'foo:/.//evil' -- resolve foo:/a/b ..//evil
case_ "resolve --json" 0 '' '{"base":"http://a/b","reference":"../g","valid":true,"target":"http://a/g"}' -- resolve --json http://a/b ../g
case_ "resolve an invalid reference" 1 '' 'http://a/c' -- resolve http://a/b 'a b' c
case_err "resolve says why" 1 'invalid reference: offset 1' -- resolve http://a/b 'a b'
case_ "resolve --json invalid" 1 '' '{"base":"http://a/b","reference":"%z","valid":false,"error":{"in":"reference","status":"syntax error","offset":1,"rule":"pct-encoded","message":"offset 1: pct-encoded: expected HEXDIG after \"%\", found \"z\""}}' -- resolve --json http://a/b %z
case_err "resolve a base without scheme" 1 'invalid base: offset 0: scheme' -- resolve //a/b g
case_ "resolve --json bad base" 1 '' '{"base":"/a","valid":false,"error":{"in":"base","status":"the base is not a URI with a scheme","offset":0,"rule":"scheme","message":"offset 0: scheme: expected ALPHA, found \"/\""}}' -- resolve --json /a g
case_err "resolve without base" 2 'base URI is required' -- resolve
case_err "resolve bad option" 2 'unknown option' -- resolve --frobnicate "$B" g
case_ "resolve -- before a reference" 0 '' 'http://a/b/c/-g' -- resolve -- "$B" -g

# normalize (sections 6.2.2, 6.2.3)
case_ "normalize syntax" 0 '' 'example://a/b/c/%7Bfoo%7D' -- normalize 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'
case_ "normalize keeps the default port" 0 '' 'http://example.com:80' -- normalize 'HTTP://Example.COM:80'
case_ "normalize --scheme" 0 '' 'http://example.com/' -- normalize --scheme 'HTTP://Example.COM:80'
case_ "normalize --ipv6-canonical" 0 '' 'http://[2001:db8::1]/' -- normalize --ipv6-canonical 'http://[2001:DB8:0:0:0:0:0:1]/'
case_ "normalize relative" 0 '' './b:c
../x' -- normalize a/../b:c ../y/../x
case_ "normalize standard input" 0 'HTTP://A/%2e/x\n\n./b\n' 'http://a/%2E/x

b' -- normalize
case_ "normalize --json" 0 '' '{"input":"s:/a/..//b","valid":true,"normalized":"s:/.//b"}' -- normalize --json 's:/a/..//b'
case_ "normalize invalid" 1 '' 'a:b' -- normalize 'a b' a:b
case_err "normalize says why" 1 'invalid URI-reference: offset 1' -- normalize 'a b'

# compare (section 6.2)
case_ "compare simple" 0 '' 'simple' -- compare http://a/ http://a/
case_ "compare syntax" 0 '' 'syntax' -- compare HTTP://A/ http://a/
case_ "compare scheme" 0 '' 'scheme' -- compare http://a http://a:80/
case_ "compare different" 1 '' 'different' -- compare http://a/b http://a/c
case_ "compare --level syntax" 1 '' 'scheme' -- compare --level syntax http://a http://a:80/
case_ "compare --level simple" 1 '' 'syntax' -- compare --level simple http://A/ http://a/
case_ "compare --ignore-fragment" 0 '' 'simple' -- compare --ignore-fragment 'http://a/#x' 'http://a/#y'
case_ "compare --ipv6-canonical" 0 '' 'syntax' -- compare --ipv6-canonical 'http://[::1]/' 'http://[0:0::1]/'
case_ "compare pairs on standard input" 1 'http://a/ HTTP://a/\nhttp://a\t\thttp://b\n' 'syntax
different' -- compare
case_ "compare --json" 0 '' '{"a":"http://a","b":"http://a/","valid":true,"equivalence":"scheme","equivalent":true}' -- compare --json http://a http://a/
case_ "compare --json invalid second" 1 '' '{"a":"a","b":"a b","valid":false,"error":{"in":"b","status":"syntax error","offset":1,"rule":"URI-reference","message":"offset 1: URI-reference: expected unreserved, sub-delims, \"#\", \"%\", \"/\", \":\", \"?\", \"@\" or end of input after \"a\", found \" \""}}' -- compare --json a 'a b'
case_ "compare a line with one reference" 1 'http://a\n' '' -- compare
case_err "compare one argument" 2 'give two URI references' -- compare http://a
case_err "compare bad level" 2 'simple, syntax or scheme' -- compare --level nosuch a b

# relativize
case_ "relativize" 0 '' 'g
..

//g
?y' -- relativize "$B" http://a/b/c/g http://a/b/ "$B" http://g 'http://a/b/c/d;p?y'
case_ "relativize standard input" 0 'http://a/b/c/g:h\n' './g:h' -- relativize "$B"
case_ "relativize --json" 0 '' '{"base":"http://a/b","target":"http://a/c","valid":true,"reference":"c"}' -- relativize --json http://a/b http://a/c
case_err "relativize unreachable" 1 'no reference resolves to the target' -- relativize http://a/b http://a/./c
case_err "relativize a relative target" 1 'invalid target: offset 1' -- relativize http://a/b c

# encode, decode (section 2.1)
case_ "encode query" 0 '' 'a%20b&c=d?%23' -- encode --component query 'a b&c=d?#'
case_ "encode segment" 0 '' 'a%2Fb:c' -- encode --component segment a/b:c
case_ "encode segment-nz-nc" 0 '' 'a%2Fb%3Ac' -- encode --component segment-nz-nc a/b:c
case_ "encode standard input" 0 'caf\303\251 100%\n' 'caf%C3%A9%20100%25' -- encode --component path
case_ "encode --json" 0 '' '{"input":"a b","component":"userinfo","valid":true,"encoded":"a%20b"}' -- encode --json --component userinfo 'a b'
case_err "encode needs a component" 2 'component is required' -- encode x
case_err "encode unknown component" 2 "unknown component 'nosuch'" -- encode --component nosuch x
case_ "decode" 0 '' 'a b
~' -- decode a%20b %7E
case_ "decode standard input" 0 'caf%C3%A9\n' 'café' -- decode
case_ "decode --refuse-nul" 1 '' 'x' -- decode --refuse-nul a%00 x
case_err "decode says where" 1 'offset 1: percent-encoded NUL' -- decode --refuse-nul a%00
case_ "decode broken escape" 1 '' '' -- decode %4z
case_ "decode --component" 1 '' '' -- decode --component query 'a b'
case_ "decode --json" 1 '' '{"input":"%","component":"any","valid":false,"error":{"in":"input","status":"syntax error","offset":1,"rule":"pct-encoded","message":"offset 1: pct-encoded: expected HEXDIG after \"%\", found end of input"}}' -- decode --json %
case_ "decode --json NUL" 0 '' '{"input":"%00","component":"any","valid":true,"decoded":"\u0000"}' -- decode --json %00

# --help for each
for cmd in resolve normalize compare relativize encode decode; do
    case_ "$cmd --help" 0 '' "$("$URIVAL" "$cmd" --help)" -- "$cmd" --help
    "$URIVAL" "$cmd" --help | grep -q "^usage: urival $cmd" || {
        echo "FAIL: $cmd --help shows no usage"; failed=$((failed + 1)); }
done

rm -f "$tmp"
echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
