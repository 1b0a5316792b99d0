/* check_iri_equiv.c - urival_iri_normalize(), urival_iri_compare() and
 * urival_iri_relativize(): RFC 3987 section 5.3 and relativize on IRIs.
 *
 * RFC 3987's own examples with their published verdicts; on ASCII inputs
 * (the rows of tests/data/normalize.tsv, compare.tsv, relativize.tsv and
 * generated references) each IRI function gives exactly the URI
 * function's result; on generated IRIs normalization is idempotent and
 * commutes with the mapping to URIs (section 3.1), comparison past the
 * simple rung is urival_compare() of the mapped IRIs (section 5.3.2.3's
 * alignment), and relativize round-trips through urival_iri_resolve(). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

#define E "\xc3\xa9"   /* U+00E9 */
#define ACC "\xcc\x81" /* U+0301 combining acute */
#define ROUNDS 3000

static struct tsv tables[3];

static int has_high(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return 1;
    return 0;
}

static unsigned flags_of(const char *f)
{
    unsigned flags = 0;
    if (strstr(f, "scheme") != NULL)
        flags |= URIVAL_NORMALIZE_FLAG_SCHEME;
    if (strstr(f, "ipv6") != NULL)
        flags |= URIVAL_NORMALIZE_FLAG_IPV6;
    if (strstr(f, "ignore-fragment") != NULL)
        flags |= URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT;
    return flags;
}

/* The IRI and URI normalizers agree on s, status and output. */
static void same_normalize(const char *s, size_t n, unsigned flags)
{
    char a[512], b[512];
    size_t na = 1, nb = 2;
    int sa = urival_normalize(s, n, flags, a, sizeof a, &na, NULL);
    int sb = urival_iri_normalize(s, n, flags, b, sizeof b, &nb, NULL);
    ck_assert_msg(sa == sb, "%s: status %d (URI) vs %d (IRI)", s, sa, sb);
    ck_assert_uint_eq(na, nb);
    ck_assert_str_eq(a, b);
}

static void same_compare(const char *x, size_t xn, const char *y, size_t yn, unsigned flags)
{
    urival_equivalence ea, eb;
    int sa = urival_compare(x, xn, y, yn, flags, &ea, NULL);
    int sb = urival_iri_compare(x, xn, y, yn, flags, &eb, NULL);
    ck_assert_msg(sa == sb && ea == eb, "%s vs %s: %d/%d (URI) vs %d/%d (IRI)", x, y, sa, ea, sb,
                  eb);
}

static void same_relativize(const char *b, size_t bn, const char *t, size_t tn)
{
    char x[512], y[512];
    size_t nx = 1, ny = 2;
    int sa = urival_relativize(b, bn, t, tn, x, sizeof x, &nx, NULL);
    int sb = urival_iri_relativize(b, bn, t, tn, y, sizeof y, &ny, NULL);
    ck_assert_msg(sa == sb, "%s, %s: status %d (URI) vs %d (IRI)", b, t, sa, sb);
    ck_assert_uint_eq(nx, ny);
    ck_assert_str_eq(x, y);
}

START_TEST(test_ascii_normalize_table)
{
    const struct tsv_row *r = &tables[0].rows[_i];
    size_t n;
    char *s;
    if (r->nfields < 2)
        return;
    s = field_dup(r->field[1], &n);
    if (!has_high(s, n))
        same_normalize(s, n, flags_of(r->field[0]));
    free(s);
}
END_TEST

START_TEST(test_ascii_compare_table)
{
    const struct tsv_row *r = &tables[1].rows[_i];
    size_t an, bn;
    char *a, *b;
    if (r->nfields < 3)
        return;
    a = field_dup(r->field[1], &an);
    b = field_dup(r->field[2], &bn);
    if (!has_high(a, an) && !has_high(b, bn))
        same_compare(a, an, b, bn, flags_of(r->field[0]));
    free(a);
    free(b);
}
END_TEST

START_TEST(test_ascii_relativize_table)
{
    const struct tsv_row *r = &tables[2].rows[_i];
    size_t bn, tn;
    char *b, *t;
    if (r->nfields < 2)
        return;
    b = field_dup(r->field[0], &bn);
    t = field_dup(r->field[1], &tn);
    if (!has_high(b, bn) && !has_high(t, tn))
        same_relativize(b, bn, t, tn);
    free(b);
    free(t);
}
END_TEST

START_TEST(test_ascii_generated)
{
    struct rng rng = { 0x5eed1e55u };
    char x[256], y[256];
    int i;
    for (i = 0; i < ROUNDS; i++) {
        size_t xn = gen_reference(&rng, x, 0), yn = gen_reference(&rng, y, GEN_URI);
        unsigned flags = rng_below(&rng, 4);
        same_normalize(x, xn, flags);
        same_compare(x, xn, y, yn, flags);
        same_relativize(y, yn, x, xn);
        if (xn > 0 && rng_below(&rng, 2))
            same_relativize(x, xn, y, yn);
    }
}
END_TEST

/* Section 5.3's examples and the cases its rules decide. */
static const struct {
    const char *a, *b;
    urival_equivalence want;
} ladder[] = {
    /* 5.3.2: "could reasonably consider the following two IRIs equivalent" */
    { "example://a/b/c/%7Bfoo%7D/ros" E, "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
      URIVAL_COMPARE_RUNG_SYNTAX },
    /* 5.3.2.1 */
    { "HTTP://www.EXAMPLE.com/", "http://www.example.com/", URIVAL_COMPARE_RUNG_SYNTAX },
    /* 5.3.2.3: "must resolve to the same resource" */
    { "http://example.org/~user", "http://example.org/%7euser", URIVAL_COMPARE_RUNG_SYNTAX },
    { "http://example.org/%7Euser", "http://example.org/%7euser", URIVAL_COMPARE_RUNG_SYNTAX },
    /* 6.4: the IRI that corresponds to the UTF-8 URI, aligned as 5.3.2.3 says */
    { "http://www.example.org/r%C3%A9sum%C3%A9.html", "http://www.example.org/r" E "sum" E ".html",
      URIVAL_COMPARE_RUNG_SYNTAX },
    { "http://www.example.org/r%c3%a9sum%c3%a9.html", "http://www.example.org/r" E "sum" E ".html",
      URIVAL_COMPARE_RUNG_SYNTAX },
    /* 3.2 and 6.4: a Latin-1 escape is a different URI, so a different IRI */
    { "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r" E "sum" E ".html",
      URIVAL_COMPARE_RUNG_DIFFERENT },
    /* 5.3.2.2: NFC is assumed, not applied, when comparing */
    { "http://www.example.org/r" E "sum" E ".html",
      "http://www.example.org/re" ACC "sume" ACC ".html", URIVAL_COMPARE_RUNG_DIFFERENT },
    /* 5.3.1: character for character */
    { "http://www.example.org/r" E "sum" E ".html", "http://www.example.org/r" E "sum" E ".html",
      URIVAL_COMPARE_RUNG_SIMPLE },
    /* 5.3.3: the four IRIs "equivalent for the http scheme", and one that
     * "cannot be assumed to be equivalent" to them */
    { "http://example.com", "http://example.com/", URIVAL_COMPARE_RUNG_SCHEME },
    { "http://example.com/", "http://example.com:/", URIVAL_COMPARE_RUNG_SCHEME },
    { "http://example.com:/", "http://example.com:80/", URIVAL_COMPARE_RUNG_SCHEME },
    { "http://example.com", "http://example.com:80/", URIVAL_COMPARE_RUNG_SCHEME },
    { "http://example.com/", "http://example.com/?", URIVAL_COMPARE_RUNG_DIFFERENT },
    /* 5.3.4: equivalent only to a protocol that redirects one to the other */
    { "http://example.com/data", "http://example.com/data/", URIVAL_COMPARE_RUNG_DIFFERENT },
    { "http://r" E "sum" E ".example.org", "http://r" E "sum" E ".example.org:/",
      URIVAL_COMPARE_RUNG_SCHEME },
    /* 5.3.3's IDN equivalence is left out: no IDNA in comparison */
    { "http://r" E "sum" E ".example.org", "http://xn--rsum-bpad.example.org",
      URIVAL_COMPARE_RUNG_DIFFERENT },
    /* 5.3.2.1: only ASCII letters of the host fold; U+00C9 is not U+00E9 */
    { "http://R" E "SUM" E ".Example.ORG/", "http://r" E "sum" E ".example.org/",
      URIVAL_COMPARE_RUNG_SYNTAX },
    { "http://r\xc3\x89sum" E ".example.org/", "http://r" E "sum" E ".example.org/",
      URIVAL_COMPARE_RUNG_DIFFERENT },
    { "x:/?q" E "#f" E, "x:/?q%C3%A9#f%c3%a9", URIVAL_COMPARE_RUNG_SYNTAX },
    { "x:/?q\xee\x80\x80", "x:/?q%EE%80%80", URIVAL_COMPARE_RUNG_SYNTAX },
};

START_TEST(test_ladder)
{
    urival_equivalence got = URIVAL_COMPARE_RUNG_SIMPLE, back = URIVAL_COMPARE_RUNG_SIMPLE;
    const char *a = ladder[_i].a, *b = ladder[_i].b;
    ck_assert_int_eq(urival_iri_compare(a, strlen(a), b, strlen(b), 0, &got, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_iri_compare(b, strlen(b), a, strlen(a), 0, &back, NULL), URIVAL_OK);
    ck_assert_msg(got == ladder[_i].want, "%s vs %s: %s", a, b, urival_equivalence_name(got));
    ck_assert_int_eq(got, back);
}
END_TEST

struct norm_call {
    const char *s;
    size_t len;
    unsigned flags;
};

static int call_normalize(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct norm_call *c = ctx;
    return urival_iri_normalize(c->s, c->len, c->flags, buf, cap, needed, NULL);
}

static const struct {
    const char *in;
    unsigned flags;
    const char *want;
} normal[] = {
    /* 5.3.2: the second IRI of the example, normalized */
    { "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", 0, "example://a/b/c/%7Bfoo%7D/ros%C3%A9" },
    /* 5.3.2.3: an escaped ucschar stays escaped; its hex digits go up */
    { "http://www.example.org/r%c3%a9sum%c3%a9.html", 0,
      "http://www.example.org/r%C3%A9sum%C3%A9.html" },
    { "http://www.example.org/r" E "sum" E ".html", 0,
      "http://www.example.org/r" E "sum" E ".html" },
    { "http://example.org/%7euser", 0, "http://example.org/~user" },
    /* 5.3.2.1: ASCII letters of scheme and host only */
    { "HTTP://R\xc3\x89sum" E ".Example.ORG/P" E "?Q" E "#F", 0,
      "http://r\xc3\x89sum" E ".example.org/P" E "?Q" E "#F" },
    /* 5.3.2.2: no character normalization */
    { "x:/re" ACC "sume" ACC, 0, "x:/re" ACC "sume" ACC },
    /* 5.3.2.4 */
    { "x:/" E "/./../" E "/%2E/" E, 0, "x:/" E "/" E },
    /* 5.3.3 */
    { "http://" E ".example:80", URIVAL_NORMALIZE_FLAG_SCHEME, "http://" E ".example/" },
    { "http://" E ".example:80", 0, "http://" E ".example:80" },
};

START_TEST(test_normalize)
{
    struct norm_call c = { normal[_i].in, strlen(normal[_i].in), normal[_i].flags };
    check_capacities(c.s, call_normalize, &c, URIVAL_OK, normal[_i].want, strlen(normal[_i].want));
}
END_TEST

static const struct {
    const char *base, *target, *want;
} relative[] = {
    { "http://r" E "sum" E ".example.org/a/b/c",
      "http://r" E "sum" E ".example.org/a/" E "t" E "?q" E, "../" E "t" E "?q" E },
    { "http://r" E "sum" E ".example.org/a/b/c", "http://\xe7\xb4\x8d.example.org/x",
      "//\xe7\xb4\x8d.example.org/x" },
    { "x:/" E "/" E "/" E, "x:/" E "/" E "?\xee\x80\x80#f", "../" E "?\xee\x80\x80#f" },
    { "x:/" E "?q", "x:/" E "?q#" E, "#" E },
    { "x:/a/b", "x:/a/" E ":" E, "./" E ":" E },
};

START_TEST(test_relativize)
{
    char got[256], back[256];
    size_t n, m;
    const char *b = relative[_i].base, *t = relative[_i].target;
    ck_assert_int_eq(urival_iri_relativize(b, strlen(b), t, strlen(t), got, sizeof got, &n, NULL),
                     URIVAL_OK);
    ck_assert_str_eq(got, relative[_i].want);
    ck_assert_int_eq(urival_iri_resolve(b, strlen(b), got, n, 0, back, sizeof back, &m, NULL),
                     URIVAL_OK);
    ck_assert_str_eq(back, t);
}
END_TEST

/* A generated reference with "e" turned into U+00E9 where an IRI allows
 * it: after the scheme and outside an IP-literal.  0 when the result is no
 * IRI-reference. */
static size_t iri_of(const char *s, size_t n, char *out, size_t cap)
{
    size_t i, k = 0, start = strcspn(s, ":/?#");
    int bracket = 0;
    urival_uri u;
    if (start >= n || s[start] != ':')
        start = 0;
    for (i = 0; i < n && k + 3 < cap; i++) {
        bracket = s[i] == '[' ? 1 : s[i] == ']' ? 0 : bracket;
        if (s[i] == 'e' && i > start && !bracket) {
            memcpy(out + k, E, 2);
            k += 2;
        } else {
            out[k++] = s[i];
        }
    }
    out[k] = '\0';
    if (urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, out, k, &u, NULL) != URIVAL_OK)
        return 0;
    return k;
}

static size_t to_uri(const char *s, size_t n, char *out, size_t cap)
{
    size_t m = 0;
    ck_assert_int_eq(urival_iri_to_uri(s, n, 0, out, cap, &m, NULL), URIVAL_OK);
    return m;
}

START_TEST(test_generated_iris)
{
    struct rng rng = { 0x1a1a5eedu };
    char g[256], h[256], x[512], y[512], nx[512], nn[512], ux[1536], uy[1536], un[1536];
    char wn[1536], rel[512], back[512];
    int i, tried = 0;
    for (i = 0; i < ROUNDS; i++) {
        size_t gn = gen_reference(&rng, g, 0), hn = gen_reference(&rng, h, GEN_URI);
        size_t xn = iri_of(g, gn, x, sizeof x), yn = iri_of(h, hn, y, sizeof y), k, m, uxn, uyn;
        unsigned flags = rng_below(&rng, 4);
        urival_equivalence got, want, near;
        if (xn == 0 || yn == 0)
            continue;
        tried++;
        /* Idempotent, and the same as normalizing the mapped URI. */
        ck_assert_int_eq(urival_iri_normalize(x, xn, flags, nx, sizeof nx, &k, NULL), URIVAL_OK);
        ck_assert_int_eq(urival_iri_normalize(nx, k, flags, nn, sizeof nn, &m, NULL), URIVAL_OK);
        ck_assert_str_eq(nn, nx);
        uxn = to_uri(x, xn, ux, sizeof ux);
        ck_assert_int_eq(urival_normalize(ux, uxn, flags, wn, sizeof wn, &m, NULL), URIVAL_OK);
        (void)to_uri(nx, k, un, sizeof un);
        ck_assert_str_eq(un, wn);
        /* Past the simple rung, urival_compare() of the mapped IRIs. */
        near = (flags & URIVAL_NORMALIZE_FLAG_SCHEME) ? URIVAL_COMPARE_RUNG_SCHEME
                                                      : URIVAL_COMPARE_RUNG_SYNTAX;
        flags &= URIVAL_NORMALIZE_FLAG_IPV6;
        uyn = to_uri(y, yn, uy, sizeof uy);
        ck_assert_int_eq(urival_iri_compare(x, xn, y, yn, flags, &got, NULL), URIVAL_OK);
        ck_assert_int_eq(urival_compare(ux, uxn, uy, uyn, flags, &want, NULL), URIVAL_OK);
        if (want == URIVAL_COMPARE_RUNG_SIMPLE && !(xn == yn && memcmp(x, y, xn) == 0))
            want = URIVAL_COMPARE_RUNG_SYNTAX;
        ck_assert_msg(got == want, "%s vs %s", x, y);
        ck_assert_int_eq(urival_iri_compare(x, xn, nx, k, flags, &got, NULL), URIVAL_OK);
        ck_assert_int_le(got, near);
        ck_assert_int_eq(urival_iri_compare(x, xn, ux, uxn, flags, &got, NULL), URIVAL_OK);
        ck_assert_int_le(got, URIVAL_COMPARE_RUNG_SYNTAX);
        /* resolve(base, relativize(base, t)) == t */
        if (urival_iri_relativize(y, yn, x, xn, rel, sizeof rel, &k, NULL) == URIVAL_OK) {
            ck_assert_int_eq(urival_iri_resolve(y, yn, rel, k, 0, back, sizeof back, &m, NULL),
                             URIVAL_OK);
            ck_assert_msg(m == xn && memcmp(back, x, xn) == 0, "%s against %s: %s gives %s", x, y,
                          rel, back);
        }
    }
    ck_assert_int_gt(tried, ROUNDS / 4);
}
END_TEST

START_TEST(test_refusals)
{
    char buf[64];
    size_t n = 9;
    urival_error err;
    urival_equivalence e = URIVAL_COMPARE_RUNG_SIMPLE;
    ck_assert_int_eq(urival_iri_normalize("x:\xe2\x80\x8e", 5, 0, buf, sizeof buf, &n, &err),
                     URIVAL_EIRI_BIDI);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_iri_normalize("a\xc3", 2, 0, buf, sizeof buf, &n, &err),
                     URIVAL_EIRI_UTF8);
    ck_assert_int_eq(urival_iri_normalize("x:a", 3, 0x8000u, buf, sizeof buf, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_iri_compare("x:a", 3, "a b", 3, 0, &e, &err), URIVAL_ESYNTAX);
    ck_assert_int_eq(e, URIVAL_COMPARE_RUNG_DIFFERENT);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_int_eq(urival_iri_relativize(E, 2, "x:a", 3, buf, sizeof buf, &n, &err),
                     URIVAL_EBASE);
    ck_assert_int_eq(urival_iri_relativize("x:a", 3, E, 2, buf, sizeof buf, &n, &err),
                     URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_iri_relativize("x:/a", 4, "x:/a/./" E, 9, buf, sizeof buf, &n, &err),
                     URIVAL_EUNREACHABLE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_equiv");
    TCase *tc = tcase_create("iri_equiv");
    int failed;

    tsv_load(&tables[0], "normalize.tsv");
    tsv_load(&tables[1], "compare.tsv");
    tsv_load(&tables[2], "relativize.tsv");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_ascii_normalize_table, 0, (int)tables[0].nrows);
    tcase_add_loop_test(tc, test_ascii_compare_table, 0, (int)tables[1].nrows);
    tcase_add_loop_test(tc, test_ascii_relativize_table, 0, (int)tables[2].nrows);
    tcase_add_test(tc, test_ascii_generated);
    tcase_add_loop_test(tc, test_ladder, 0, (int)(sizeof ladder / sizeof ladder[0]));
    tcase_add_loop_test(tc, test_normalize, 0, (int)(sizeof normal / sizeof normal[0]));
    tcase_add_loop_test(tc, test_relativize, 0, (int)(sizeof relative / sizeof relative[0]));
    tcase_add_test(tc, test_generated_iris);
    tcase_add_test(tc, test_refusals);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&tables[0]);
    tsv_free(&tables[1]);
    tsv_free(&tables[2]);
    return failed;
}
