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
    urival_equivalence eq;
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
    /* Normalized, compared with a copy three bytes shorter (every byte
     * read as three through the comparison's fixed chunks) and relativized
     * whole. */
    ck_assert_int_eq(urival_iri_normalize(s, n, 0, NULL, 0, &needed, &err), URIVAL_OK);
    ck_assert_uint_eq(needed, n);
    memcpy(s + n - 3, "%C3", 3);
    ck_assert_int_eq(urival_iri_compare(s, n, s, n - 3, 0, &eq, &err), URIVAL_OK);
    ck_assert_int_eq(eq, URIVAL_COMPARE_RUNG_DIFFERENT);
    ck_assert_int_eq(urival_iri_relativize("x:/", 3, s, n, NULL, 0, &needed, &err), URIVAL_OK);
    ck_assert_uint_eq(needed, n - 3);
    memcpy(s + n - 3, "\xe2\x80\x8e", 3);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, n, &u, &err), URIVAL_EIRI_BIDI);
    ck_assert_uint_eq(err.offset, n - 3);
    memcpy(s + n - 3, "aa\xc3", 3);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, n, &u, &err), URIVAL_EIRI_UTF8);
    ck_assert_uint_eq(err.offset, n - 1);
    free(s);
}
END_TEST

/* The query functions on 16 MiB: one parameter of 16 MiB, and 8 Mi
 * parameters "a" of two bytes each; each is read in one pass (the sort
 * only over the two parameters, as it takes time quadratic in their
 * number). */
START_TEST(test_16mb_query)
{
    const size_t n = (size_t)16 << 20;
    char *q = malloc(n), *out = malloc(n + 1);
    urival_query_param p;
    size_t pos = 0, needed = 0, count = 0;
    ck_assert_ptr_nonnull(q);
    ck_assert_ptr_nonnull(out);
    /* "k=vvv...v&a=1": the long value first. */
    memcpy(q, "k=", 2);
    memset(q + 2, 'v', n - 6);
    memcpy(q + n - 4, "&a=1", 4);
    ck_assert_int_eq(urival_query_next(q, n, &pos, &p), URIVAL_OK);
    ck_assert_uint_eq(p.value.off, 2);
    ck_assert_uint_eq(p.value.len, n - 6);
    ck_assert_int_eq(urival_query_param_is(q, n, &p, "k", 1), 1);
    ck_assert_int_eq(urival_query_next(q, n, &pos, &p), URIVAL_OK);
    ck_assert_int_eq(urival_query_param_is(q, n, &p, "a", 1), 1);
    ck_assert_int_eq(urival_query_next(q, n, &pos, &p), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_query_remove(q, n, "k", 1, out, n + 1, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, 3);
    ck_assert_str_eq(out, "a=1");
    ck_assert_int_eq(urival_query_sort(q, n, out, n + 1, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, n);
    ck_assert(memcmp(out, "a=1&k=vvv", 9) == 0);
    ck_assert_uint_eq(strlen(out), n);
    /* A key of 16 MiB of escapes against a short key: no match, no read
     * past q. */
    memset(q, 'a', n);
    {
        size_t i;
        for (i = 0; i + 3 <= n; i += 3)
            memcpy(q + i, "%61", 3);
    }
    pos = 0;
    ck_assert_int_eq(urival_query_next(q, n, &pos, &p), URIVAL_OK);
    ck_assert_uint_eq(p.key.len, n);
    ck_assert_int_eq(urival_query_param_is(q, n, &p, "aaaa", 4), 0);
    /* "a&a&...": every parameter removed, appended after. */
    {
        size_t i;
        for (i = 0; i < n; i += 2)
            memcpy(q + i, "a&", 2);
    }
    pos = 0;
    while (urival_query_next(q, n, &pos, &p) == URIVAL_OK)
        count++;
    ck_assert_uint_eq(count, n / 2);
    ck_assert_int_eq(urival_query_remove(q, n, "a", 1, out, n + 1, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, 0);
    ck_assert_int_eq(urival_query_append(q, n, "b", 1, "c", 1, 0, NULL, 0, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, n + 3); /* no "&" after the final "&" */
    free(q);
    free(out);
}
END_TEST

/* 2^17 parameters in reverse order (768 KiB), sorted in the buffer, and
 * sized (cap 0) in one pass.  The selection sort that sorted before the
 * buffer was room to sort in took a pass over the query per parameter:
 * about an hour for these (an 8 KiB query took 0.3 s, a 128 KiB one
 * 100 s), where the test's 600 s timeout is the bound.  A buffer of 64
 * bytes still takes the selection sort, a pass for each of the 11
 * parameters it shows. */
START_TEST(test_sort_many)
{
    const size_t k = (size_t)1 << 17, w = 6;
    char *q = malloc(k * w), *out = malloc(k * w);
    size_t i, len = 0, needed = 0, pos = 0;
    urival_query_param p;
    static const char hex[] = "0123456789abcdef";
    ck_assert_ptr_nonnull(q);
    ck_assert_ptr_nonnull(out);
    for (i = 0; i < k; i++) {
        size_t v = k - 1 - i, d; /* 1ffff ... 0, as five hex digits and "&" */
        for (d = 0; d < w - 1; d++)
            q[len++] = hex[(v >> (4 * (w - 2 - d))) & 15];
        q[len++] = '&';
    }
    ck_assert_int_eq(urival_query_sort(q, len, out, k * w, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, len - 1);
    for (i = 0; i < k; i++) {
        char want[8];
        size_t d;
        for (d = 0; d < w - 1; d++)
            want[d] = hex[(i >> (4 * (w - 2 - d))) & 15];
        ck_assert_int_eq(urival_query_next(out, needed, &pos, &p), URIVAL_OK);
        ck_assert_int_eq(urival_query_param_is(out, needed, &p, want, w - 1), 1);
    }
    needed = 0;
    ck_assert_int_eq(urival_query_sort(q, len, NULL, 0, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, len - 1);
    needed = 0;
    ck_assert_int_eq(urival_query_sort(q, len, out, 64, &needed), URIVAL_OK);
    ck_assert_uint_eq(needed, len - 1);
    ck_assert_str_eq(out, "00000&00001&00002&00003&00004&00005&00006&00007&00008&00009&000");
    free(q);
    free(out);
}
END_TEST

/* urival_uri_texts_set() with a value of 16 MiB: every byte encoded, or
 * taken as it stands up to a bad last byte. */
START_TEST(test_16mb_set)
{
    const size_t n = (size_t)16 << 20;
    char *v = malloc(n);
    urival_uri u;
    urival_uri_texts t;
    urival_error err;
    size_t needed = 0;
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "http://a/", 9, &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&u, "http://a/", 9, &t), URIVAL_OK);
    memset(v, ' ', n);
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_QUERY, v, n, URIVAL_SET_FLAG_ENCODE,
                                          NULL, 0, &needed, &err),
                     URIVAL_OK);
    ck_assert_uint_eq(needed, 3 * n);
    ck_assert_int_eq(t.part[URIVAL_URI_PART_QUERY].defined, 0); /* not written: *t as it was */
    memset(v, 'a', n);
    v[n - 1] = ' ';
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, v, n, 0, NULL, 0, &needed, &err),
        URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, n - 1);
    ck_assert_uint_eq(needed, 0);
    free(v);
}
END_TEST

#ifdef URIVAL_HAVE_RFC1738
/* urival_extract_scan() over 16 MiB: schemes without a URI, "(" and "<"
 * without an end, and a word of non-ASCII letters after a scheme, each
 * read in time linear in the text (the 600 s timeout is the bound). */
START_TEST(test_16mb_scan)
{
    const size_t n = (size_t)16 << 20;
    char *s = malloc(n);
    size_t pos, i, found;
    urival_extracted x;
    ck_assert_ptr_nonnull(s);
    /* "http:" again and again: one run of URI bytes, no URI found in it
     * except as a whole. */
    for (i = 0; i + 5 <= n; i += 5)
        memcpy(s + i, "http:", 5);
    memset(s + i, ' ', n - i);
    pos = found = 0;
    while (urival_extract_scan(s, n, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &x) == URIVAL_OK)
        found++;
    ck_assert_uint_eq(pos, n);
    ck_assert_uint_le(found, 1);
    /* "<" then text without ">". */
    memset(s, 'a', n);
    s[0] = '<';
    memcpy(s + 1, "http://", 7);
    pos = 0;
    ck_assert_int_eq(urival_extract_scan(s, n, &pos, 0, &x), URIVAL_OK); /* the run after "<" */
    ck_assert_uint_eq(x.uri_start, 1);
    ck_assert_uint_eq(x.uri_end, n);
    /* "(" "http://a/" again and again. */
    for (i = 0; i + 10 <= n; i += 10)
        memcpy(s + i, "(http://a/", 10);
    memset(s + i, ' ', n - i);
    pos = found = 0;
    while (urival_extract_scan(s, n, &pos, 0, &x) == URIVAL_OK)
        found++;
    ck_assert_uint_eq(pos, n);
    ck_assert_uint_ge(found, 1);
    /* One IRI candidate of 16 MiB: found whole with the flag, passed over
     * without. */
    memcpy(s, "see http://x", 12);
    for (i = 12; i + 2 <= n; i += 2)
        memcpy(s + i, "\xc3\xa9", 2);
    memset(s + i, ' ', n - i);
    pos = 0;
    ck_assert_int_eq(urival_extract_scan(s, n, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &x),
                     URIVAL_OK);
    ck_assert(x.info & URIVAL_EXTRACT_INFO_IRI);
    ck_assert_uint_eq(x.uri_start, 4);
    ck_assert_uint_eq(x.uri_end, i);
    pos = 0;
    ck_assert_int_eq(urival_extract_scan(s, n, &pos, 0, &x), URIVAL_ENOT_FOUND);
    ck_assert_uint_eq(pos, n);
    free(s);
}
END_TEST
#endif

/* Lengths a caller's arithmetic may have wrapped into: refused before any
 * byte is read (the buffer here is one byte long).  UINT32_MAX + 1 is a
 * length only where size_t is wider than 32 bits (it is 0 where not). */
START_TEST(test_huge_lengths)
{
    static const size_t lens[] = {
        URIVAL_MAX_INPUT + 1,
        (size_t)INT32_MAX,
        (size_t)INT32_MAX + 1,
        (size_t)UINT32_MAX,
#if SIZE_MAX > UINT32_MAX
        (size_t)UINT32_MAX + 1,
#endif
        SIZE_MAX / 2,
        SIZE_MAX - 1,
        SIZE_MAX
    };
    size_t i;
    for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        urival_error err;
        urival_uri u;
        urival_stream st;
        urival_equivalence eq;
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
        ck_assert_int_eq(urival_iri_normalize("a", lens[i], 0, NULL, 0, NULL, &err), URIVAL_ERANGE);
        ck_assert_int_eq(urival_iri_compare("a", lens[i], "a", 1, 0, &eq, &err), URIVAL_ERANGE);
        ck_assert_int_eq(urival_iri_relativize("a:", 2, "a", lens[i], NULL, 0, NULL, &err),
                         URIVAL_ERANGE);
    }
    /* At the limit itself the length is taken: the streams add up. */
    {
        urival_stream st;
        ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
        ck_assert_int_eq(urival_stream_feed(&st, "a", 1), URIVAL_OK);
        /* From just past st, never over it whatever the address layout
         * (tests/uri/check_stream.c, test_contract, says why). */
        ck_assert_int_eq(urival_stream_feed(&st, (const char *)(&st + 1), URIVAL_MAX_INPUT),
                         URIVAL_ERANGE);
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
    tcase_add_test(tc, test_16mb_query);
    tcase_add_test(tc, test_sort_many);
    tcase_add_test(tc, test_16mb_set);
#ifdef URIVAL_HAVE_RFC1738
    tcase_add_test(tc, test_16mb_scan);
#endif
    tcase_add_test(tc, test_huge_lengths);
    tcase_add_test(tc, test_authority_tricks);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    for (t = 0; t < NTABLES; t++)
        tsv_free(&loaded[t]);
    return failed;
}
