#!/bin/sh
# `man 3 F` opens a page for every public function F: the header's
# URIVAL_API declarations and the pages of gen/man/man3 (written by
# tools/gen-man, installed by the Makefile's hooks) are the same set, page
# for function.  A function added to the header without a page, or a page
# left behind by a function removed or renamed, fails.  The names are read
# from the header here with sed, independently of gen-man's own parser.
set -u
srcdir=${srcdir:-.}
header=$srcdir/include/urival.h
dir=gen/man/man3
test -f gen/man/man3.stamp || dir=$srcdir/gen/man/man3
test -d "$dir" || { echo "FAIL: no $dir: the pages were not generated"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every declaration starts a line with URIVAL_API and names the function
# before its first "(" (the macro's own #define does not start the line).
sed -n 's/^URIVAL_API[^(]*[ *]\(urival_[A-Za-z0-9_]*\)[ ]*(.*/\1/p' "$header" |
    sort -u >"$tmp/functions"
total=$(wc -l <"$tmp/functions")
test "$total" -gt 0 || { echo "FAIL: no URIVAL_API function found in $header"; exit 1; }
(cd "$dir" && ls) | sed -n 's/^\(urival_.*\)\.3$/\1/p' | sort >"$tmp/pages"

bad=0
for f in $(comm -23 "$tmp/functions" "$tmp/pages"); do
    echo "FAIL: $f is declared in include/urival.h but has no page in $dir"
    bad=1
done
for f in $(comm -13 "$tmp/functions" "$tmp/pages"); do
    echo "FAIL: $dir/$f.3 documents no function of include/urival.h"
    bad=1
done
# Each page is the function's own: its title and its NAME line say so, and
# its synopsis holds the declaration.
for f in $(comm -12 "$tmp/functions" "$tmp/pages"); do
    p=$dir/$f.3
    upper=$(printf '%s' "$f" | tr 'a-z' 'A-Z')
    head -n 1 "$p" | grep -q "^\.TH $upper 3 " ||
        { echo "FAIL: $p: its .TH line does not name $upper"; bad=1; }
    sed -n '/^\.SH NAME/{n;p;}' "$p" | grep -q "\(^\|, \)$f\(,\| \\\\-\)" ||
        { echo "FAIL: $p: its NAME line does not name $f"; bad=1; }
    grep -q "^\.B .*[ *]$f(" "$p" ||
        { echo "FAIL: $p: no declaration of $f in its synopsis"; bad=1; }
done
# The page renders, when man is at hand to say so.
if command -v man >/dev/null 2>&1 && man -l /dev/null >/dev/null 2>&1; then
    f=$(head -n 1 "$tmp/functions")
    man -l "$dir/$f.3" 2>/dev/null | grep -q "$f" ||
        { echo "FAIL: man -l $dir/$f.3 does not show $f"; bad=1; }
fi
# The generator follows the header: on a header where one function is
# renamed and another removed, a run over the current pages leaves the
# renamed function's page, and no page for either old name.
python=${PYTHON3:-python3}
if command -v "$python" >/dev/null 2>&1; then
    set -- $(head -n 2 "$tmp/functions")
    sed -e "s/\\<$1(/$1_renamed(/" -e "/^URIVAL_API.*[ *]$2(/d" "$header" >"$tmp/urival.h"
    cp -R "$dir" "$tmp/man3" && chmod -R u+w "$tmp/man3"
    PYTHONDONTWRITEBYTECODE=1 "$python" "$srcdir/tools/gen-man" functions \
        "$tmp/urival.h" "$tmp/man3" || { echo "FAIL: tools/gen-man functions"; bad=1; }
    test -f "$tmp/man3/$1_renamed.3" ||
        { echo "FAIL: gen-man wrote no page for a renamed function"; bad=1; }
    for gone in "$1" "$2"; do
        test ! -f "$tmp/man3/$gone.3" ||
            { echo "FAIL: gen-man left the page of $gone, gone from the header"; bad=1; }
    done
fi
# A page places its function in the header's section (the SS line after
# DESCRIPTION), and carries the types and constants its text names.
section_of() {
    sed -n '/^\.SS /{s/^\.SS //p;q;}' "$dir/$1.3"
}
case $(section_of urival_iri_nfc) in
IRIs) ;;
*) echo "FAIL: urival_iri_nfc.3 is not in the IRI section: $(section_of urival_iri_nfc)"; bad=1 ;;
esac
case $(section_of urival_normalize) in
"Reference operations") ;;
*) echo "FAIL: urival_normalize.3 is not among the reference operations"; bad=1 ;;
esac
for want in "urival_uri_parse rule_start" "urival_uri_parse URIVAL_URI_INFO_PASSWORD" \
    "urival_uri_parse URIVAL_URI_HOST_IPV6" "urival_normalize URIVAL_NORMALIZE_FLAG_SCHEME" \
    "urival_match URIVAL_EINVAL"; do
    set -- $want
    grep -q "$2" "$dir/$1.3" || { echo "FAIL: $1.3 does not show $2"; bad=1; }
done
lib=$(dirname "$dir")/liburival.3
test -f "$lib" || lib=$srcdir/gen/man/liburival.3
if test -f "$lib"; then
    grep -q '^\.SH CONVENTIONS' "$lib" || { echo "FAIL: $lib has no CONVENTIONS"; bad=1; }
    grep -q 'define URIVAL_MAX_INPUT' "$lib" || { echo "FAIL: $lib lacks URIVAL_MAX_INPUT"; bad=1; }
    # A section's title is its name as the header writes it, not its first
    # line cut short ("Editing: one component ... and the").
    grep -q '^\.SH Editing$' "$lib" || { echo "FAIL: $lib has no section Editing"; bad=1; }
fi
# A page's NAME line is its comment's first sentence, whole: not cut at a
# ":" inside a parenthesis.
grep -q 'Reads an IPv4address (section 3.2.2: four dec-octets' "$dir/urival_ipv4_parse.3" ||
    { echo "FAIL: urival_ipv4_parse.3's NAME is cut short"; bad=1; }
test "$bad" = 0 || exit 1
echo "PASS: $total functions, a page in $dir for each and no other"
