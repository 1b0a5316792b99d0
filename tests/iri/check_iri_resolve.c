/* check_iri_resolve.c - urival_iri_resolve(), RFC 3987 section 6.5: the
 * resolution of RFC 3986 "applied directly".
 *
 * Every example of RFC 3986 section 5.4 (tests/data/rfc3986_resolve.tsv)
 * and every case of tests/data/resolve.tsv must give the published target
 * through the IRI resolver too; on IRIs, resolving commutes with the
 * mapping to URIs (section 3.1): to_uri(resolve(base, ref)) is
 * resolve(to_uri(base), to_uri(ref)). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv tables[2];

static void table_row(const struct tsv_row *r, const char *name)
{
    struct resolve_call c = { .fn = urival_iri_resolve };
    char *base, *ref, *want, label[80];
    size_t want_len = 0, off = 0;
    int want_st;

    if (r->nfields < 4)
        return;
    base = field_dup(r->field[1], &c.base_len);
    ref = field_dup(r->field[2], &c.ref_len);
    c.base = base;
    c.ref = ref;
    c.flags = strcmp(r->field[0], "non-strict") == 0 ? URIVAL_RESOLVE_FLAG_NON_STRICT : 0;
    want = malloc(strlen(r->field[3]) + 1);
    expect_field(r->field[3], want, &want_len, &want_st, &off);
    snprintf(label, sizeof label, "%s line %zu", name, r->line);
    check_capacities(label, call_resolve, &c, want_st, want_st == URIVAL_OK ? want : "",
                     want_st == URIVAL_OK ? want_len : 0);
    free(base);
    free(ref);
    free(want);
}

START_TEST(test_rfc3986_examples)
{
    table_row(&tables[0].rows[_i], "rfc3986_resolve.tsv");
}
END_TEST

START_TEST(test_resolve_table)
{
    table_row(&tables[1].rows[_i], "resolve.tsv");
}
END_TEST

#define E "\xc3\xa9" /* U+00E9 */

static const struct {
    const char *base, *ref, *target;
} iri_cases[] = {
    { "http://r" E "sum" E ".example.org/a/b/c", "../" E "t" E "?q" E,
      "http://r" E "sum" E ".example.org/a/" E "t" E "?q" E },
    { "http://r" E "sum" E ".example.org/a/b/c", "//\xe7\xb4\x8d\xe8\xb1\x86.example.org/./x",
      "http://\xe7\xb4\x8d\xe8\xb1\x86.example.org/x" },
    { "x:/" E "/" E "/" E, "./../" E "?\xee\x80\x80#f", "x:/" E "/" E "?\xee\x80\x80#f" },
    { "x:/" E "?q#f", "", "x:/" E "?q" },
    { "x:/" E "?q", "#" E, "x:/" E "?q#" E },
    { "x:/a", ".//" E, "x:/.//" E },
};

START_TEST(test_iris)
{
    const char *base = iri_cases[_i].base, *ref = iri_cases[_i].ref;
    char got[256], ub[256], ur[256], ut[256], want_uri[256];
    size_t n, nb, nr, nt, nw;
    struct resolve_call c = { urival_iri_resolve, base, ref, strlen(base), strlen(ref), 0 };

    check_capacities(base, call_resolve, &c, URIVAL_OK, iri_cases[_i].target,
                     strlen(iri_cases[_i].target));
    ck_assert_int_eq(
        urival_iri_resolve(base, c.base_len, ref, c.ref_len, 0, got, sizeof got, &n, NULL),
        URIVAL_OK);
    /* Resolution commutes with the mapping to URIs. */
    ck_assert_int_eq(urival_iri_to_uri(base, c.base_len, 0, ub, sizeof ub, &nb, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_iri_to_uri(ref, c.ref_len, 0, ur, sizeof ur, &nr, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_resolve(ub, nb, ur, nr, 0, want_uri, sizeof want_uri, &nw, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_iri_to_uri(got, n, 0, ut, sizeof ut, &nt, NULL), URIVAL_OK);
    ck_assert_str_eq(ut, want_uri);
}
END_TEST

START_TEST(test_refusals)
{
    char buf[64];
    size_t n;
    urival_error err;
    ck_assert_int_eq(urival_iri_resolve(E, 2, "a", 1, 0, buf, sizeof buf, &n, &err), URIVAL_EBASE);
    ck_assert_int_eq(err.status, URIVAL_EBASE);
    ck_assert_int_eq(urival_iri_resolve("x:\xe2\x80\x8e", 5, "a", 1, 0, buf, sizeof buf, &n, &err),
                     URIVAL_EIRI_BIDI);
    ck_assert_uint_eq(err.offset, 2);
    ck_assert_int_eq(urival_iri_resolve("x:a", 3, "a\xc3", 2, 0, buf, sizeof buf, &n, &err),
                     URIVAL_EIRI_UTF8);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_int_eq(urival_iri_resolve("x:a", 3, "a b", 3, 0, buf, sizeof buf, &n, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_int_eq(urival_iri_resolve("x:a", 3, "b", 1, 4, buf, sizeof buf, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(n, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_resolve");
    TCase *tc = tcase_create("iri_resolve");
    int failed;

    tsv_load(&tables[0], "rfc3986_resolve.tsv");
    tsv_load(&tables[1], "resolve.tsv");
    tcase_add_loop_test(tc, test_rfc3986_examples, 0, (int)tables[0].nrows);
    tcase_add_loop_test(tc, test_resolve_table, 0, (int)tables[1].nrows);
    tcase_add_loop_test(tc, test_iris, 0, (int)(sizeof iri_cases / sizeof iri_cases[0]));
    tcase_add_test(tc, test_refusals);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&tables[0]);
    tsv_free(&tables[1]);
    return failed;
}
