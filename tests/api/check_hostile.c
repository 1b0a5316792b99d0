/* check_hostile.c - input chosen to break URI code: truncations
 * of every vector of every grammar at every length (uriparser's
 * CVE-2018-20721 was a read past "//[::44.1"), a 100 MB single-line URI,
 * lengths near the limits of size_t, int and unsigned, and authorities
 * holding "#", "%2F" or "\". */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static int is_reference_rule(urival_rule r)
{
    return r == URIVAL_RULE_RFC3986_URI || r == URIVAL_RULE_RFC3986_URI_REFERENCE ||
           r == URIVAL_RULE_RFC3986_RELATIVE_REF || r == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
}

/* The vector tables of every grammar built.  Each row: rule, input,
 * "valid" or "invalid@OFFSET"; urn_match.tsv puts the grammar first. */
static const struct {
    const char *file;
    const char *grammar; /* NULL: in the row's first field */
} tables[] = {
    { "rfc3986_match.tsv", "rfc3986" },
#ifdef URIVAL_HAVE_RFC8141
    { "urn_match.tsv", NULL },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "rfc1738_match.tsv", "rfc1738" },
    { "url-draft05_match.tsv", "url-draft05" },
    { "url-1993_match.tsv", "url-1993" },
#endif
};
#define NTABLES (sizeof tables / sizeof tables[0])
static struct tsv loaded[NTABLES];

/* Every prefix of a string is matched from a buffer of exactly its length,
 * so that a sanitizer sees any read past it.  A prefix of a viable string
 * is viable: it is valid, or fails at its end; past the first bad byte the
 * failure stays at that byte.  _i counts the rows of all tables. */
START_TEST(test_truncations)
{
    size_t t = 0, i = (size_t)_i;
    const struct tsv_row *r;
    char *const *f;
    urival_rule rule;
    char *full;
    size_t len, k, bad = (size_t)-1;
    while (i >= loaded[t].nrows)
        i -= loaded[t++].nrows;
    r = &loaded[t].rows[i];
    f = tables[t].grammar != NULL ? r->field : r->field + 1;
    ck_assert_msg(urival_rule_lookup(tables[t].grammar ? tables[t].grammar : r->field[0], f[0],
                                     &rule) == URIVAL_OK,
                  "%s:%zu: no rule %s", tables[t].file, r->line, f[0]);
    full = malloc(strlen(f[1]) + 1);
    len = tsv_decode(f[1], full);
    if (strncmp(f[2], "invalid@", 8) == 0)
        bad = (size_t)strtoul(f[2] + 8, NULL, 10);
    for (k = 0; k <= len; k++) {
        char *pre = malloc(k ? k : 1);
        urival_error err;
        urival_uri u;
        int st;
        memcpy(pre, full, k);
        st = urival_match(rule, pre, k, &err);
        if (bad == (size_t)-1 || k <= bad) {
            ck_assert_msg(st == URIVAL_OK || (err.at_end && err.offset == k),
                          "%s:%zu: prefix %zu fails inside at %zu", tables[t].file, r->line, k,
                          err.offset);
        } else {
            ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == bad,
                          "%s:%zu: prefix %zu fails at %zu, want %zu", tables[t].file, r->line, k,
                          err.offset, bad);
        }
        if (is_reference_rule(rule))
            ck_assert_int_eq(urival_uri_parse(rule, pre, k, &u, NULL), st);
        free(pre);
    }
    free(full);
}
END_TEST

START_TEST(test_100mb_uri)
{
    const size_t n = (size_t)100 << 20;
    char *s = malloc(n);
    urival_uri u;
    urival_error err;
    ck_assert_ptr_nonnull(s);
    memcpy(s, "http://example.com/", 19);
    memset(s + 19, 'a', n - 19);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, s, n, &err), URIVAL_OK);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, n, &u, &err), URIVAL_OK);
    ck_assert_uint_eq(u.part[URIVAL_URI_PART_PATH].off, 18);
    ck_assert_uint_eq(u.part[URIVAL_URI_PART_PATH].len, n - 18);
    s[n - 1] = ' ';
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, s, n, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, n - 1);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, n, &u, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, n - 1);
    free(s);
}
END_TEST

/* An IRI of 16 MiB of non-ASCII characters: parsed whole, a bidi
 * formatting character found at its very end, and mapped to a URI three
 * bytes to each of the two. */
START_TEST(test_16mb_iri)
{
    const size_t n = (size_t)16 << 20;
    char *s = malloc(n);
    size_t i, needed = 0;
    urival_uri u;
    urival_error err;
    ck_assert_ptr_nonnull(s);
    memcpy(s, "x:/", 3);
    for (i = 3; i + 2 <= n; i += 2)
        memcpy(s + i, "\xc3\xa9", 2);
    s[n - 1] = 'a';
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, n, &u, &err), URIVAL_OK);
    ck_assert_uint_eq(u.part[URIVAL_URI_PART_PATH].len, n - 2);
    ck_assert_int_eq(urival_iri_to_uri(s, n, 0, NULL, 0, &needed, &err), URIVAL_OK);
    ck_assert_uint_eq(needed, 4 + (n - 4) / 2 * 6);
    memcpy(s + n - 3, "\xe2\x80\x8e", 3);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, n, &u, &err), URIVAL_EIRI_BIDI);
    ck_assert_uint_eq(err.offset, n - 3);
    memcpy(s + n - 3, "aa\xc3", 3);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, n, &u, &err), URIVAL_EIRI_UTF8);
    ck_assert_uint_eq(err.offset, n - 1);
    free(s);
}
END_TEST

/* Lengths a caller's arithmetic may have wrapped into: refused before any
 * byte is read (the buffer here is one byte long). */
START_TEST(test_huge_lengths)
{
    static const size_t lens[] = { URIVAL_MAX_INPUT + 1,   (size_t)INT32_MAX,
                                   (size_t)INT32_MAX + 1,  (size_t)UINT32_MAX,
                                   (size_t)UINT32_MAX + 1, SIZE_MAX / 2,
                                   SIZE_MAX - 1,           SIZE_MAX };
    size_t i;
    for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        urival_error err;
        urival_uri u;
        urival_stream st;
        ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a", lens[i], &err), URIVAL_ERANGE);
        ck_assert_int_eq(err.status, URIVAL_ERANGE);
        ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a", lens[i], &u, &err),
                         URIVAL_ERANGE);
        ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
        ck_assert_int_eq(urival_stream_feed(&st, "a", lens[i]), URIVAL_ERANGE);
        ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, "a", lens[i], &u, &err),
                         URIVAL_ERANGE);
        ck_assert_int_eq(urival_iri_to_uri("a", lens[i], 0, NULL, 0, NULL, &err), URIVAL_ERANGE);
        ck_assert_int_eq(urival_uri_to_iri("a", lens[i], 0, NULL, 0, NULL, &err), URIVAL_ERANGE);
    }
    /* At the limit itself the length is taken: the streams add up. */
    {
        urival_stream st;
        ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
        ck_assert_int_eq(urival_stream_feed(&st, "a", 1), URIVAL_OK);
        ck_assert_int_eq(urival_stream_feed(&st, "a", URIVAL_MAX_INPUT), URIVAL_ERANGE);
    }
}
END_TEST

/* "#", "%2F" and "\" near an authority split exactly where the grammar
 * does, or make the reference invalid; never another split. */
START_TEST(test_authority_tricks)
{
    static const struct {
        const char *in;
        const char *authority; /* NULL: invalid */
        const char *host;
        const char *fragment; /* NULL: undefined */
    } cases[] = {
        { "http://a#b@c/", "a", "a", "b@c/" },
        { "http://a%2Fb@c/", "a%2Fb@c", "c", NULL },
        { "http://a%2F/", "a%2F", "a%2F", NULL },
        { "http://good.example%23@evil.example/", "good.example%23@evil.example", "evil.example",
          NULL },
        { "http://a\\b/", NULL, NULL, NULL },
        { "http://evil.example\\@good.example/", NULL, NULL, NULL },
        { "http://a?b@c/", "a", "a", NULL },
        { "http://[::1]#x@y", "[::1]", "[::1]", "x@y" },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_uri u;
        size_t n = strlen(cases[i].in);
        int st = urival_uri_parse(URIVAL_RULE_RFC3986_URI, cases[i].in, n, &u, NULL);
        if (cases[i].authority == NULL) {
            ck_assert_msg(st == URIVAL_ESYNTAX, "%s should be invalid", cases[i].in);
            continue;
        }
        ck_assert_msg(st == URIVAL_OK, "%s should parse", cases[i].in);
        ck_assert_uint_eq(u.part[URIVAL_URI_PART_AUTHORITY].len, strlen(cases[i].authority));
        ck_assert(memcmp(cases[i].in + u.part[URIVAL_URI_PART_AUTHORITY].off, cases[i].authority,
                         u.part[URIVAL_URI_PART_AUTHORITY].len) == 0);
        ck_assert(memcmp(cases[i].in + u.part[URIVAL_URI_PART_HOST].off, cases[i].host,
                         strlen(cases[i].host)) == 0);
        ck_assert_uint_eq(u.part[URIVAL_URI_PART_HOST].len, strlen(cases[i].host));
        ck_assert_int_eq(urival_uri_has(&u, URIVAL_URI_PART_FRAGMENT), cases[i].fragment != NULL);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("hostile");
    int failed;
    tcase_set_timeout(tc, 600);
    size_t t, rows = 0;
    for (t = 0; t < NTABLES; t++) {
        tsv_load(&loaded[t], tables[t].file);
        rows += loaded[t].nrows;
    }
    tcase_add_loop_test(tc, test_truncations, 0, (int)rows);
    tcase_add_test(tc, test_100mb_uri);
    tcase_add_test(tc, test_16mb_iri);
    tcase_add_test(tc, test_huge_lengths);
    tcase_add_test(tc, test_authority_tricks);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    for (t = 0; t < NTABLES; t++)
        tsv_free(&loaded[t]);
    return failed;
}
