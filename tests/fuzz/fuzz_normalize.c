/* fuzz_normalize.c - normalization and the comparison ladder (RFC 3986
 * section 6).
 *
 * Input: a flags byte (bit 0 URIVAL_NORMALIZE_FLAG_SCHEME, bit 1
 * URIVAL_NORMALIZE_FLAG_IPV6, bit 2 URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT, bits 3-4 a
 * base), then two references a and b separated by the first "\n".
 * Invariants:
 *  - normalize succeeds exactly on URI-references (a rejection reports
 *    match's offset); its output is a URI-reference that normalizes to
 *    itself, compares equal to the input on the syntax rung (the scheme
 *    rung with URIVAL_NORMALIZE_FLAG_SCHEME), and resolves against a base with
 *    an authority or an absolute path to what the input resolves to, up to
 *    normalization, once the input's segments of encoded dots ("%2E",
 *    ".%2e") are written as the dots they decode to (resolution, section
 *    5.2.4, reads only literal dots; normalization decodes first, 6.2.2.2,
 *    so that input normalizes as the original does); scheme-based
 *    normalization of the syntax-normalized form is that of the input;
 *  - compare is reflexive (simple) and symmetric, and its rungs are exactly
 *    what the header defines: simple when the strings (without fragments
 *    when they are ignored) are equal, syntax when their normalizations
 *    are, scheme when their scheme-based normalizations are, so that a
 *    pair equal on one rung is equal on every rung above;
 *  - urival_scheme_default_port ignores case. */
#include "fuzz_util.h"

static unsigned small;

static int same(const char *a, size_t al, const char *b, size_t bl)
{
    return al == bl && memcmp(a, b, al) == 0;
}

static char *norm(const char *s, size_t n, unsigned flags, size_t *len, int *st)
{
    char *out;
    PRODUCE(*st, out, *len, small++, urival_normalize(s, n, flags, BUF, CAP, &NEED, NULL));
    return out;
}

/* The reference without its fragment (the first "#" begins it). */
static size_t unfragment(const char *s, size_t n)
{
    const char *h = memchr(s, '#', n);
    return h ? (size_t)(h - s) : n;
}

/* s (a URI-reference) with every path segment of encoded dots written as
 * the dots it decodes to (section 2.3), malloc'ed; *len its length. */
static char *literal_dots(const char *s, size_t n, size_t *len)
{
    urival_uri u;
    char *out = fuzz_alloc(n + 1);
    size_t i, k, p, end;
    CHECK(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &u, NULL) == URIVAL_OK);
    p = u.part[URIVAL_URI_PART_PATH].off;
    end = p + u.part[URIVAL_URI_PART_PATH].len;
    memcpy(out, s, p);
    k = p;
    for (i = p; i <= end; i++) {
        size_t e = i, j = i, dots = 0;
        while (e < end && s[e] != '/')
            e++;
        while (j < e && (s[j] == '.' || (e - j >= 3 && s[j] == '%' && s[j + 1] == '2' &&
                                         (s[j + 2] == 'E' || s[j + 2] == 'e')))) {
            j += s[j] == '.' ? 1 : 3;
            dots++;
        }
        if (j == e && (dots == 1 || dots == 2)) {
            memcpy(out + k, "..", dots);
            k += dots;
        } else {
            memcpy(out + k, s + i, e - i);
            k += e - i;
        }
        if (e < end)
            out[k++] = '/';
        i = e;
    }
    memcpy(out + k, s + end, n - end);
    *len = k + n - end;
    return out;
}

static void check_normalize(const char *s, size_t n, unsigned flags, const char *base)
{
    size_t m, k;
    char *out, *twice;
    urival_equivalence e;
    urival_error err, merr;
    int st;
    st = urival_normalize(s, n, flags, NULL, 0, &m, &err);
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_ESYNTAX);
        CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &merr) == URIVAL_ESYNTAX);
        CHECK(err.offset == merr.offset);
        fuzz_check_error(&err, s, n, small++);
        return;
    }
    out = norm(s, n, flags, &m, &st);
    CHECK(st == URIVAL_OK);
    CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, out, m, NULL) == URIVAL_OK);
    twice = norm(out, m, flags, &k, &st);
    CHECK(st == URIVAL_OK && same(out, m, twice, k));
    free(twice);
    CHECK(urival_compare(s, n, out, m, flags & URIVAL_NORMALIZE_FLAG_IPV6, &e, NULL) == URIVAL_OK);
    CHECK(e <= ((flags & URIVAL_NORMALIZE_FLAG_SCHEME) ? URIVAL_COMPARE_RUNG_SCHEME
                                                       : URIVAL_COMPARE_RUNG_SYNTAX));
    if (flags & URIVAL_NORMALIZE_FLAG_SCHEME) {
        char *syn = norm(s, n, flags & ~URIVAL_NORMALIZE_FLAG_SCHEME, &k, &st);
        twice = norm(syn, k, flags, &k, &st);
        CHECK(st == URIVAL_OK && same(out, m, twice, k));
        free(twice);
        free(syn);
    } else {
        /* The same meaning: resolved against a base, the same target. */
        size_t bl = strlen(base), t1l, t2l, n1, n2, ll;
        char *t1, *t2, *n1s, *n2s, *lit = literal_dots(s, n, &ll);
        int s1, s2;
        n1s = norm(lit, ll, flags, &n1, &s1);
        CHECK(s1 == URIVAL_OK && same(n1s, n1, out, m));
        free(n1s);
        PRODUCE(s1, t1, t1l, small++, urival_resolve(base, bl, lit, ll, 0, BUF, CAP, &NEED, NULL));
        PRODUCE(s2, t2, t2l, small++, urival_resolve(base, bl, out, m, 0, BUF, CAP, &NEED, NULL));
        CHECK(s1 == URIVAL_OK && s2 == URIVAL_OK);
        n1s = norm(t1, t1l, flags, &n1, &s1);
        n2s = norm(t2, t2l, flags, &n2, &s2);
        CHECK(s1 == URIVAL_OK && s2 == URIVAL_OK && same(n1s, n1, n2s, n2));
        free(n1s);
        free(n2s);
        free(t1);
        free(t2);
        free(lit);
    }
    free(out);
}

static void check_compare(const char *a, size_t al, const char *b, size_t bl, unsigned flags)
{
    urival_equivalence e, r, self;
    urival_error err;
    unsigned ip = flags & URIVAL_NORMALIZE_FLAG_IPV6;
    int st = urival_compare(a, al, b, bl, flags, &e, &err);
    int aok = urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, a, al, NULL) == URIVAL_OK;
    int bok = urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, b, bl, NULL) == URIVAL_OK;
    size_t an, bn, na, nb;
    char *x, *y;
    int s1, s2, syntax, scheme;
    CHECK((st == URIVAL_OK) == (aok && bok));
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_ESYNTAX && e == URIVAL_COMPARE_RUNG_DIFFERENT);
        fuzz_check_error(&err, aok ? b : a, aok ? bl : al, small++);
        return;
    }
    CHECK(urival_compare(b, bl, a, al, flags, &r, NULL) == URIVAL_OK && r == e);
    CHECK(urival_compare(a, al, a, al, flags, &self, NULL) == URIVAL_OK &&
          self == URIVAL_COMPARE_RUNG_SIMPLE);
    an = (flags & URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT) ? unfragment(a, al) : al;
    bn = (flags & URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT) ? unfragment(b, bl) : bl;
    x = norm(a, an, ip, &na, &s1);
    y = norm(b, bn, ip, &nb, &s2);
    CHECK(s1 == URIVAL_OK && s2 == URIVAL_OK);
    syntax = same(x, na, y, nb);
    free(x);
    free(y);
    x = norm(a, an, ip | URIVAL_NORMALIZE_FLAG_SCHEME, &na, &s1);
    y = norm(b, bn, ip | URIVAL_NORMALIZE_FLAG_SCHEME, &nb, &s2);
    CHECK(s1 == URIVAL_OK && s2 == URIVAL_OK);
    scheme = same(x, na, y, nb);
    free(x);
    free(y);
    CHECK((e == URIVAL_COMPARE_RUNG_SIMPLE) == same(a, an, b, bn));
    CHECK((e <= URIVAL_COMPARE_RUNG_SYNTAX) == syntax);
    CHECK((e <= URIVAL_COMPARE_RUNG_SCHEME) == scheme);
    CHECK(urival_equivalence_name(e) != NULL);
}

static void check_port(const char *s, size_t n)
{
    urival_uri u;
    char up[64];
    size_t i, k;
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &u, NULL) != URIVAL_OK ||
        !urival_uri_has(&u, URIVAL_URI_PART_SCHEME))
        return;
    k = u.part[URIVAL_URI_PART_SCHEME].len < sizeof up ? u.part[URIVAL_URI_PART_SCHEME].len
                                                       : sizeof up;
    for (i = 0; i < k; i++)
        up[i] = (char)(s[i] >= 'a' && s[i] <= 'z'   ? s[i] - 32
                       : s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32
                                                    : s[i]);
    CHECK(urival_scheme_default_port(s, k) == urival_scheme_default_port(up, k));
    CHECK(urival_scheme_default_port(s, k) >= -1 && urival_scheme_default_port(s, k) <= 65535);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const bases[] = { "http://h/b/c/d;p?q", "foo:/x/y/z", "http://h",
                                         "s://u@[::1]:8/%7E/a/" };
    const char *a, *b;
    size_t al, bl;
    unsigned flags;
    if (size < 1)
        return 0;
    flags = data[0];
    small = flags * 13u + (unsigned)size;
    fuzz_split((const char *)data + 1, size - 1, &a, &al, &b, &bl);
    check_normalize(a, al, flags & 3u, bases[(flags >> 3) & 3u]);
    check_normalize(b, bl, (flags ^ 1u) & 3u, bases[(flags >> 5) & 3u]);
    check_compare(a, al, b, bl,
                  (flags & URIVAL_NORMALIZE_FLAG_IPV6) |
                      ((flags & 4u) ? URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT : 0));
    check_port(a, al);
    return 0;
}
