#!/bin/sh
# What gets installed, the shared library and the tool, carries the link
# hardening configure chose (configure.ac, HARDEN_LDFLAGS and HARDEN_CFLAGS):
#   full RELRO: a GNU_RELRO segment, and every symbol bound at load
#     (BIND_NOW in FLAGS, or NOW in FLAGS_1), so no GOT entry stays writable;
#   -fcf-protection: every object compiled for the library and the tool is
#     marked IBT and SHSTK; the linked files are too, when the C library's
#     start files are marked as well (configure found out: HARDEN_CF_LINKED).
# The environment comes from Makefile.am's AM_TESTS_ENVIRONMENT.
set -u
READELF=${READELF:-readelf}
[ "$READELF" != no ] && command -v "$READELF" >/dev/null 2>&1 ||
    { echo "SKIP: readelf not found"; exit 77; }
la=src/liburival.la
[ -f "$la" ] || { echo "SKIP: $la not built"; exit 77; }
dlname=$(sed -n "s/^dlname='\(.*\)'$/\1/p" "$la")
[ -n "$dlname" ] || { echo "SKIP: static-only build, no shared library"; exit 77; }
lib=src/.libs/liburival.so
# libtool leaves a wrapper script in src/, the real program in src/.libs/
# (named lt-urival once the wrapper has run it in place).
tool=
for f in src/.libs/urival src/.libs/lt-urival; do
    [ -f "$f" ] && { tool=$f; break; }
done
[ -f "$lib" ] && [ -n "$tool" ] ||
    { echo "SKIP: no shared library and program under src/.libs"; exit 77; }

fail=0
bad() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok: $*"; }

case " ${HARDEN_LDFLAGS:-} " in
*" -Wl,-z,relro "*) relro=yes ;;
*) relro=no; echo "note: configure did not choose -Wl,-z,relro" ;;
esac
case " ${HARDEN_LDFLAGS:-} " in
*" -Wl,-z,now "*) now=yes ;;
*) now=no; echo "note: configure did not choose -Wl,-z,now" ;;
esac

for f in "$lib" "$tool"; do
    if [ "$relro" = yes ]; then
        if "$READELF" -lW "$f" | grep -q 'GNU_RELRO'; then
            ok "$f has a GNU_RELRO segment"
        else
            bad "$f has no GNU_RELRO segment"
        fi
    fi
    if [ "$now" = yes ]; then
        if "$READELF" -dW "$f" | grep -E '\((FLAGS|BIND_NOW)\)' | grep -q 'BIND_NOW' ||
           "$READELF" -dW "$f" | grep -E '\(FLAGS_1\)' | grep -qw 'NOW'; then
            ok "$f binds every symbol at load"
        else
            bad "$f binds lazily (no BIND_NOW, no FLAGS_1 NOW)"
        fi
    fi
done

has_cet() { "$READELF" -nW "$1" 2>/dev/null | grep 'x86 feature' | grep 'IBT' | grep -q 'SHSTK'; }
if [ "${HARDEN_CF_PROTECTION:-no}" = yes ]; then
    objs=$(find src gen -name '*.o' 2>/dev/null)
    [ -n "$objs" ] || bad "no object files found under src/ and gen/"
    n=0
    for o in $objs; do
        n=$((n + 1))
        has_cet "$o" || bad "$o is not marked IBT and SHSTK"
    done
    ok "$n objects checked for IBT and SHSTK marks"
    if [ "${HARDEN_CF_LINKED:-no}" = yes ]; then
        for f in "$lib" "$tool"; do
            if has_cet "$f"; then
                ok "$f is marked IBT and SHSTK"
            else
                bad "$f is not marked IBT and SHSTK"
            fi
        done
    else
        echo "note: the C library's start files carry no IBT/SHSTK marks, so no linked file can"
    fi
else
    echo "note: configure did not choose -fcf-protection"
fi
[ "$fail" -eq 0 ] && echo "PASS"
exit "$fail"
