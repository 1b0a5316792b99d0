#!/bin/sh
# Command-line tests: each case runs urival with arguments and standard
# input, and checks the exit status and the exact standard output.
set -u
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
pass=0 failed=0

# case NAME STATUS STDIN EXPECTED_STDOUT -- ARGS...
# STDIN is given to printf %b (so \n, \r and \001 make bytes); the
# expected output is compared literally.
case_() {
    name=$1 want_rc=$2 input=$3 want_out=$4
    shift 5
    out=$(printf '%b' "$input" | "$URIVAL" "$@" 2>cli-stderr.tmp)
    rc=$?
    if [ "$rc" != "$want_rc" ] || [ "$out" != "$want_out" ]; then
        echo "FAIL: $name (exit $rc, want $want_rc)"
        echo "--- got:"; printf '%s\n' "$out"; echo "--- want:"; printf '%s\n' "$want_out"
        echo "--- stderr:"; cat cli-stderr.tmp
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

# case whose standard error must contain a phrase
case_err() {
    name=$1 want_rc=$2 phrase=$3
    shift 4
    "$URIVAL" "$@" </dev/null >/dev/null 2>cli-stderr.tmp
    rc=$?
    if [ "$rc" != "$want_rc" ] || ! grep -q -- "$phrase" cli-stderr.tmp; then
        echo "FAIL: $name (exit $rc, want $want_rc; stderr:)"; cat cli-stderr.tmp
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

case_ "validate all valid" 0 'http://a/\nmailto:x@y\n' '2 lines: 2 valid, 0 invalid' -- validate
case_ "validate reports the bad byte" 1 'http://a/\nhttp://a b/\n' \
'<stdin>:2: offset 8: authority: expected unreserved, sub-delims, "#", "%", "/", ":", "?", "@" or end of input after "a", found " "
  http://a b/
          ^
2 lines: 1 valid, 1 invalid' -- validate
case_ "validate CRLF endings" 0 'http://a/\r\nhttp://b/\r\n' '2 lines: 2 valid, 0 invalid' -- validate
case_ "validate empty input" 0 '' '0 lines: 0 valid, 0 invalid' -- validate
case_ "validate last line without newline" 1 'a:b\nb c' \
'<stdin>:2: offset 1: URI-reference: expected unreserved, sub-delims, "#", "%", "/", ":", "?", "@" or end of input after "b", found " "
  b c
   ^
2 lines: 1 valid, 1 invalid' -- validate
case_ "validate --rule" 1 '::1\n1::2::3\n' \
'<stdin>:2: offset 5: IPv6address: expected HEXDIG after "1::2:", found ":"
  1::2::3
       ^
2 lines: 1 valid, 1 invalid' -- validate --rule IPv6address
case_ "validate --rule grammar:rule" 0 '255\n' '1 lines: 1 valid, 0 invalid' -- validate --rule rfc3986:dec-octet
case_ "validate --quiet" 1 'a b\n' '' -- validate --quiet
case_ "validate control bytes are escaped" 1 'a\001b\n' \
'<stdin>:1: offset 1: URI-reference: expected unreserved, sub-delims, "#", "%", "/", ":", "?", "@" or end of input after "a", found "\x01"
  a\x01b
   ^
1 lines: 0 valid, 1 invalid' -- validate
case_ "validate --max-line-length" 1 'http://a/\nhttp://abcdefghij/\n' \
'<stdin>:2: line of 18 bytes is longer than the limit of 10
2 lines: 1 valid, 1 invalid' -- validate --max-line-length 10
printf 'http://a/\nurn:x:y\n' > cli-input.tmp
case_ "validate a file" 0 '' '2 lines: 2 valid, 0 invalid' -- validate cli-input.tmp
case_ "validate a file and stdin" 0 'x:y\n' '3 lines: 3 valid, 0 invalid' -- validate cli-input.tmp -
rm -f cli-input.tmp
case_err "validate unreadable file" 2 "does-not-exist" -- validate /nonexistent/does-not-exist
case_err "validate unknown rule" 2 "unknown rule 'nosuch'" -- validate --rule nosuch
case_err "validate bad option" 2 "unknown option" -- validate --frobnicate
case_err "validate bad limit" 2 "max-line-length" -- validate --max-line-length 0
case_ "parse components" 0 '' 'scheme     http
authority  u@h:80
userinfo   u
host       h (reg-name)
port       80
path       /p
query      q
fragment   f' -- parse 'http://u@h:80/p?q#f'
case_ "parse empty components" 0 '' 'scheme     x
authority  ""
host       "" (reg-name)
path       ""
query      ""
fragment   ""' -- parse 'x://?#'
case_ "parse --json" 0 '' '{"input":"http://[::1]:8080/a","rule":"URI-reference","valid":true,"scheme":"http","authority":"[::1]:8080","host":"[::1]","port":"8080","path":"/a","host_kind":"IPv6address","port_number":8080,"warnings":["non-default-port"]}' -- parse --json 'http://[::1]:8080/a'
case_ "parse --json invalid" 1 '' '{"input":"a\"b","rule":"URI-reference","valid":false,"error":{"offset":1,"rule":"URI-reference","message":"offset 1: URI-reference: expected unreserved, sub-delims, \"#\", \"%\", \"/\", \":\", \"?\", \"@\" or end of input after \"a\", found \"\\\"\""}}' -- parse --json 'a"b'
case_ "parse --rule URI refuses relative" 1 '' 'invalid URI: offset 0: scheme: expected ALPHA, found "/"
  //a
  ^' -- parse --rule URI //a
case_ "parse shows security warnings" 0 '' 'scheme     http
authority  bank.example:pw@127.1
userinfo   bank.example:pw
host       127.1 (reg-name)
path       /%0A
warning    password-in-userinfo
warning    hostlike-userinfo
warning    numeric-reg-name
warning    pct-encoded-control' -- parse 'http://bank.example:pw@127.1/%0A'
case_ "parse --json security warnings" 0 '' '{"input":"http://u:p@h/","rule":"URI-reference","valid":true,"scheme":"http","authority":"u:p@h","userinfo":"u:p","host":"h","path":"/","host_kind":"reg-name","warnings":["password-in-userinfo"]}' -- parse --json 'http://u:p@h/'
case_ "parse from stdin" 0 'a:b\n' 'scheme     a
path       b' -- parse
case_err "parse --rule must be a reference rule" 2 "must be" -- parse --rule host x
case_ "rules of one grammar" 0 '' "$(printf 'core:%s\n' ALPHA BIT CHAR CR CRLF CTL DIGIT DQUOTE HEXDIG HTAB LF LWSP OCTET SP VCHAR WSP)" -- rules core
case_err "rules of an unknown grammar" 2 "unknown grammar" -- rules nosuch
case_err "unknown command" 2 "unknown command" -- frobnicate
case_ "version" 0 '' "urival $(sed -n 's/^AC_INIT(\[urival\], \[\([^]]*\)\].*/\1/p' "$srcdir/configure.ac")" -- --version

rm -f cli-stderr.tmp
echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
