#!/bin/sh
# Command-line tests of the historic URL grammars: urival validate
# --grammar, urival extract, urival rfc1738.  Each case runs urival with
# arguments and standard input, and checks the exit status and the exact
# standard output.
set -u
srcdir=${srcdir:-.}
URIVAL=${URIVAL:-./src/urival}
pass=0 failed=0
tmp=${TMPDIR:-/tmp}/cli-historic.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' 0

# check NAME STATUS STDIN EXPECTED_STDOUT -- ARGS...
# STDIN is given to printf %b; the expected output is compared literally.
check() {
    name=$1 want_rc=$2 input=$3 want_out=$4
    shift 5
    out=$(printf '%b' "$input" | "$URIVAL" "$@" 2>"$tmp/stderr")
    rc=$?
    if [ "$rc" != "$want_rc" ] || [ "$out" != "$want_out" ]; then
        echo "FAIL: $name (exit $rc, want $want_rc)"
        echo "--- got:"; printf '%s\n' "$out"; echo "--- want:"; printf '%s\n' "$want_out"
        echo "--- stderr:"; cat "$tmp/stderr"
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

# check_err NAME STATUS PHRASE -- ARGS...: standard error holds PHRASE
check_err() {
    name=$1 want_rc=$2 phrase=$3
    shift 4
    "$URIVAL" "$@" </dev/null >/dev/null 2>"$tmp/stderr"
    rc=$?
    if [ "$rc" != "$want_rc" ] || ! grep -q -- "$phrase" "$tmp/stderr"; then
        echo "FAIL: $name (exit $rc, want $want_rc; stderr:)"; cat "$tmp/stderr"
        failed=$((failed + 1))
    else
        pass=$((pass + 1))
    fi
}

# --- urival validate --grammar ---------------------------------------------

check "rfc1738: every scheme by its rule" 1 \
'ftp://host/a;type=d\nFTP://h/\nhttp://h/a?b/c\nx-foo:bar\n' \
'<stdin>:3: offset 12: search: expected sub-delims, ALPHA, DIGIT, "%", "-", ".", ":", "@", "_" or end of input after "b", found "/"
  http://h/a?b/c
              ^
4 lines: 3 valid, 1 invalid' -- validate --grammar rfc1738
check "rfc1738: the seed's examples" 0 \
'ftp://myname@host.dom/%2Fetc/motd\nnews:*\nfile://vms.host.edu/disk$user/my/notes/note12345.txt\nprospero://host.dom//pros/name\nftp://info.cern.ch/pub/www/doc;type=d\n' \
'5 lines: 5 valid, 0 invalid' -- validate --grammar rfc1738
check "rfc1738: an ftp URL is no genericurl" 1 'ftp:foo\n' \
'<stdin>:1: offset 4: ftpurl: expected "/" after "ftp:", found "f"
  ftp:foo
      ^
1 lines: 0 valid, 1 invalid' -- validate --grammar rfc1738
check "rfc1738: --rule in the grammar" 0 'a.b\n' '1 lines: 1 valid, 0 invalid' \
  -- validate --grammar rfc1738 --rule hostname
check "rfc1738: --rule with the grammar's own host" 1 '1.2.3\n' \
'<stdin>:1: offset 5: host: expected ALPHA, DIGIT, "-" or "." after "1.2.3", found end of input
  1.2.3
       ^
1 lines: 0 valid, 1 invalid' -- validate --grammar rfc1738 --rule host
check "url-draft05: URL-reference" 1 'g;x=1/../y\n\n#s\nhttp://a/b c\n' \
'<stdin>:4: offset 10: URL-reference: expected unreserved, sub-delims, "#", "%", "/", ":", "?", "@" or end of input after "http://a/b", found " "
  http://a/b c
            ^
4 lines: 3 valid, 1 invalid' -- validate --grammar url-draft05
check "url-1993: fragmentaddress" 1 'http://h/a b\nhttp://h//\n' \
'<stdin>:2: offset 9: fragmentaddress: expected ALPHA, DIGIT, %x20-2E, ":", ";", "?", "@", "_" or end of input after "http://h/", found "/"
  http://h//
           ^
2 lines: 1 valid, 1 invalid' -- validate --grammar url-1993
check "url-1993: the escape names itself" 1 'http://h/%g\n' \
'<stdin>:1: offset 10: escape: expected HEXDIG after "%", found "g"
  http://h/%g
            ^
1 lines: 0 valid, 1 invalid' -- validate --grammar url-1993
check "rfc3986 by --grammar: URI-reference" 0 'http://a/b\n../c\n' '2 lines: 2 valid, 0 invalid' -- validate --grammar rfc3986
check "--rule alone is unchanged" 0 '255\n' '1 lines: 1 valid, 0 invalid' -- validate --rule rfc3986:dec-octet
check_err "unknown grammar" 2 "unknown grammar 'nope'" -- validate --grammar nope
check_err "unknown rule in a grammar" 2 "no rule 'nope' in grammar rfc1738" -- validate --grammar rfc1738 --rule nope

# --- urival extract ---------------------------------------------------------

check "extract: delimited and bare" 0 'see <URL:ftp://a/b\n  /c> and http://x/y.\n' \
'<stdin>:1:10: ftp://a/b/c
<stdin>:2:11: http://x/y' -- extract
check "extract --json" 0 'see <URL:ftp://a/b\n  /c> and http://x/y.\n' \
'{"file":"<stdin>","line":1,"column":10,"start":4,"end":24,"uri":"ftp://a/b/c","delimiter":"angle","url_prefix":true,"whitespace":true,"hyphen_break":false}
{"file":"<stdin>","line":2,"column":11,"start":29,"end":39,"uri":"http://x/y","delimiter":"none","url_prefix":false,"whitespace":false,"hyphen_break":false}' -- extract --json
check "extract: a hyphen at a line break" 0 '<http://a/very-\n   long/path>\n' \
'<stdin>:1:2: http://a/very-long/path' -- extract
check "extract --drop-hyphen" 0 '<http://a/very-\n   long/path>\n' \
'<stdin>:1:2: http://a/verylong/path' -- extract --drop-hyphen
check "extract: nothing found" 1 'nothing here\n' '' -- extract
check "extract: CRLF lines" 0 'a\r\nb <http://h/>\r\n' '<stdin>:2:4: http://h/' -- extract
printf 'x http://a/\n' >"$tmp/one.txt"
printf '\n\n(http://b/)\n' >"$tmp/two.txt"
check "extract: files" 0 '' \
"$tmp/one.txt:1:3: http://a/
$tmp/two.txt:3:2: http://b/" -- extract "$tmp/one.txt" "$tmp/two.txt"
check_err "extract: a missing file" 2 "No such file" -- extract "$tmp/none.txt"
check_err "extract: unknown option" 2 "unknown option" -- extract --frob

# RFC 3986 Appendix C, as published.
check "extract: RFC 3986 Appendix C" 0 \
'      Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n      but you can probably pick it up from <ftp://foo.example.\n      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>.\n' \
'<stdin>:1:35: http://www.w3.org/Addressing/
<stdin>:2:45: ftp://foo.example.com/rfc/
<stdin>:3:40: http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING' -- extract

# The seeds themselves, when they are there.
seeds=${URIVAL_SHARED:-$srcdir/../shared}/seeds
if [ -f "$seeds/002_3376c89374b224fa.txt" ]; then
    n=$("$URIVAL" extract "$seeds/002_3376c89374b224fa.txt" | wc -l)
    if [ "$n" -eq 30 ]; then pass=$((pass + 1)); else
        echo "FAIL: RFC 1738 seed: $n URIs, want 30"; failed=$((failed + 1)); fi
    out=$("$URIVAL" extract "$seeds/002_3376c89374b224fa.txt" | grep Gopher+)
    if [ "$out" = "$seeds/002_3376c89374b224fa.txt:643:20: ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt" ]; then
        pass=$((pass + 1)); else echo "FAIL: RFC 1738 seed reference [2]: $out"; failed=$((failed + 1)); fi
fi

# --- urival rfc1738 ---------------------------------------------------------

check "rfc1738: parts" 0 '' \
'rule           ftpurl
scheme         ftp
user           myname
host           host.dom
path           %2Fetc/motd
schemepart     //myname@host.dom/%2Fetc/motd
segment        %2Fetc
segment        motd' -- rfc1738 'ftp://myname@host.dom/%2Fetc/motd'
check "rfc1738: gopher+ and prospero fields" 0 '' \
'rule           gopherurl
scheme         gopher
host           h
type           7
selector       sel
search         srch
gopher+_string +
schemepart     //h/7sel%09srch%09+

rule           prosperourl
scheme         prospero
host           h
path           x
fields         ;a=1
schemepart     //h/x;a=1
segment        x
field          a = 1' -- rfc1738 'gopher://h/7sel%09srch%09+' 'prospero://h/x;a=1'
check "rfc1738 --json" 1 '' \
'{"input":"ftp://u@h/a/b;type=i","valid":true,"rule":"ftpurl","scheme":"ftp","user":"u","host":"h","path":"a/b","type":"i","schemepart":"//u@h/a/b;type=i","segments":["a","b"]}
{"input":"gopher://h/1%0","valid":false,"error":{"offset":14,"rule":"escape","message":"offset 14: escape: expected HEXDIG after \"%0\", found end of input"}}' \
  -- rfc1738 --json 'ftp://u@h/a/b;type=i' 'gopher://h/1%0'
check "rfc1738: standard input, invalid" 1 'WAIS://h/d/t\n' \
'invalid: offset 12: wtype: expected ALPHA, DIGIT, "!", "$", "%", %x27-2F or "_" after "t", found end of input
  WAIS://h/d/t
              ^' -- rfc1738

# --- urival resolve --legacy draft05 (the draft's Appendix C) ---------------

check "resolve --legacy draft05: Appendix C.1 and C.2" 0 \
'g:h\ng\n./g\ng/\n/g\n//g\n?y\ng?y\n#s\ng#s\ng?y#s\n;x\ng;x\ng;x?y#s\n.\n./\n..\n../\n../g\n../..\n../../\n../../g\n\n../../../g\n../../../../g\n/./g\n/../g\ng.\n.g\ng..\n..g\n./../g\n./g/.\ng/./h\ng/../h\ng;x=1/./y\ng;x=1/../y\ng?y/./x\ng?y/../x\ng#s/./x\ng#s/../x\nhttp:g\nhttp:\n' \
'g:h
http://a/b/c/g
http://a/b/c/g
http://a/b/c/g/
http://a/g
http://g
http://a/b/c/?y
http://a/b/c/g?y
(current document)#s
http://a/b/c/g#s
http://a/b/c/g?y#s
http://a/b/c/;x
http://a/b/c/g;x
http://a/b/c/g;x?y#s
http://a/b/c/
http://a/b/c/
http://a/b/
http://a/b/
http://a/b/g
http://a/
http://a/
http://a/g
(current document)
http://a/../g
http://a/../../g
http://a/./g
http://a/../g
http://a/b/c/g.
http://a/b/c/.g
http://a/b/c/g..
http://a/b/c/..g
http://a/b/g
http://a/b/c/g/
http://a/b/c/g/h
http://a/b/c/h
http://a/b/c/g;x=1/y
http://a/b/c/y
http://a/b/c/g?y/x
http://a/b/c/x
http://a/b/c/g#s/./x
http://a/b/c/g#s/../x
http:g
http:' -- resolve --legacy draft05 'http://a/b/c/d;p?q'
check "resolve --legacy draft05-strip-dots" 0 '' 'http://a/b/c
http://a/g' -- resolve --legacy draft05-strip-dots 'http://a/b/c/d;p?q' 'http://a/../b/c' '../../../g'
check "resolve --legacy --json" 0 '' \
'{"base":"http://a/b/c/d;p?q","reference":"#s","valid":true,"target":"#s","current_document":true}' \
  -- resolve --legacy draft05 --json 'http://a/b/c/d;p?q' '#s'
check_err "resolve --legacy: an unknown draft" 2 "draft05 or draft05-strip-dots" \
  -- resolve --legacy draft04 'http://a/' g

echo "cli_historic: $pass passed, $failed failed"
[ "$failed" -eq 0 ]
