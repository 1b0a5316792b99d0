/* fuzz_reference.c - the reference operations (RFC 3986 sections 5 and 6).
 *
 * Input: a flags byte, then a base and a reference separated by the first
 * "\n".  Invariants: a resolved target is a URI; normalizing it (and the
 * reference) gives a URI-reference that normalizes to itself and compares
 * equal to the input on the rung the flags ask; the target is reachable, so
 * relativizing it succeeds and the answer resolves back to it; encoding
 * any bytes for any set decodes back; remove_dot_segments never lengthens. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"

#define CHECK(c) do { if (!(c)) abort(); } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The result of a string-producing call in a buffer of just the size it
 * asks for, so that the sanitizer sees any write past it. */
static char *exact(int st, size_t need)
{
    char *p;
    if (st != URIVAL_OK)
        return NULL;
    p = malloc(need + 1);
    CHECK(p != NULL);
    return p;
}

static void check_normalize(const char *s, size_t n, unsigned flags)
{
    size_t need, again;
    char *out, *twice;
    urival_equivalence e;
    int st = urival_normalize(s, n, flags, NULL, 0, &need, NULL);
    if ((out = exact(st, need)) == NULL)
        return;
    CHECK(urival_normalize(s, n, flags, out, need + 1, &again, NULL) == URIVAL_OK && again == need);
    CHECK(urival_match(URIVAL_RFC3986_URI_REFERENCE, out, need, NULL) == URIVAL_OK);
    twice = malloc(need + 1);
    CHECK(twice != NULL);
    CHECK(urival_normalize(out, need, flags, twice, need + 1, &again, NULL) == URIVAL_OK);
    CHECK(again == need && memcmp(out, twice, need) == 0);
    CHECK(urival_compare(s, n, out, need, flags & URIVAL_NORMALIZE_IPV6, &e, NULL) == URIVAL_OK);
    CHECK(e <= ((flags & URIVAL_NORMALIZE_SCHEME) ? URIVAL_EQUAL_SCHEME : URIVAL_EQUAL_SYNTAX));
    free(twice);
    free(out);
}

static void check_relativize(const char *base, size_t bl, const char *target, size_t tl)
{
    size_t need, n;
    char *rel, *back;
    int st = urival_relativize(base, bl, target, tl, NULL, 0, &need, NULL);
    CHECK(st == URIVAL_OK); /* every target of a resolution is reachable */
    rel = exact(st, need);
    CHECK(urival_relativize(base, bl, target, tl, rel, need + 1, &n, NULL) == URIVAL_OK);
    CHECK(n <= tl);
    back = malloc(tl + 1);
    CHECK(back != NULL);
    CHECK(urival_resolve(base, bl, rel, n, 0, back, tl + 1, &n, NULL) == URIVAL_OK);
    CHECK(n == tl && memcmp(back, target, tl) == 0);
    free(back);
    free(rel);
}

static void check_pct(const char *s, size_t n, unsigned set)
{
    size_t need, m;
    char *enc, *dec;
    set %= URIVAL_PCT_ANY;
    CHECK(urival_pct_encode((urival_pct_set)set, s, n, NULL, 0, &need) == URIVAL_OK);
    enc = exact(URIVAL_OK, need);
    CHECK(urival_pct_encode((urival_pct_set)set, s, n, enc, need + 1, &m) == URIVAL_OK);
    dec = malloc(n + 1);
    CHECK(dec != NULL);
    CHECK(urival_pct_decode((urival_pct_set)set, enc, m, 0, dec, n + 1, &m, NULL) == URIVAL_OK);
    CHECK(m == n && memcmp(dec, s, n) == 0);
    free(dec);
    free(enc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *base, *ref, *nl;
    size_t bl, rl, need, n;
    unsigned flags;
    char *target, *path;
    if (size < 1)
        return 0;
    flags = data[0];
    base = (const char *)data + 1;
    nl = memchr(base, '\n', size - 1);
    bl = nl != NULL ? (size_t)(nl - base) : size - 1;
    ref = nl != NULL ? nl + 1 : base + bl;
    rl = size - 1 - bl - (nl != NULL);

    check_normalize(ref, rl, flags & 3u);
    check_pct(ref, rl, flags >> 4);
    path = malloc(rl + 1);
    CHECK(path != NULL);
    CHECK(urival_remove_dot_segments(ref, rl, path, rl + 1, &n) == URIVAL_OK && n <= rl);
    free(path);
    if (urival_resolve(base, bl, ref, rl, (flags & 4u) ? URIVAL_RESOLVE_NON_STRICT : 0, NULL, 0,
                       &need, NULL) != URIVAL_OK)
        return 0;
    target = exact(URIVAL_OK, need);
    CHECK(urival_resolve(base, bl, ref, rl, (flags & 4u) ? URIVAL_RESOLVE_NON_STRICT : 0, target,
                         need + 1, &n, NULL) == URIVAL_OK && n == need);
    CHECK(urival_match(URIVAL_RFC3986_URI, target, n, NULL) == URIVAL_OK);
    check_normalize(target, n, flags & 3u);
    check_relativize(base, bl, target, n);
    free(target);
    return 0;
}
