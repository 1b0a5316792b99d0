/* check_iri_match.c - the rfc3987 grammar through urival_match():
 *   tests/data/rfc3987_match.tsv      rule, input, verdict, section, note
 *   tests/data/rfc3987_examples.tsv   the same, for the rest of the RFC's
 *                                     examples (the bidi IRIs of section
 *                                     4.4, sections 5.2, 6.4, 7.4, ...)
 * The examples of RFC 3987, the first and last code point of each ucschar
 * and iprivate range and the ones just outside, and byte strings that are
 * not UTF-8 (overlong forms, surrogates, truncated characters, bytes that
 * never occur).  A rejection must come with the offset the table states,
 * a rule, and an expected set that does not hold the byte found. */
#include <check.h>
#include <string.h>
#include "common/matchrow.h"
#include "urival.h"

static struct tsv table, examples;

START_TEST(test_match)
{
    match_row_check(&table.rows[_i], "rfc3987");
}
END_TEST

START_TEST(test_examples)
{
    match_row_check(&examples.rows[_i], "rfc3987");
}
END_TEST

/* The grammar's rules are all in the catalogue, under their published
 * names, and the generated ids name them. */
START_TEST(test_catalogue)
{
    static const char *const names[] = {
        "IRI",
        "ihier-part",
        "IRI-reference",
        "absolute-IRI",
        "irelative-ref",
        "irelative-part",
        "iauthority",
        "iuserinfo",
        "ihost",
        "ireg-name",
        "ipath",
        "ipath-abempty",
        "ipath-absolute",
        "ipath-noscheme",
        "ipath-rootless",
        "ipath-empty",
        "isegment",
        "isegment-nz",
        "isegment-nz-nc",
        "ipchar",
        "iquery",
        "ifragment",
        "iunreserved",
        "ucschar",
        "iprivate",
        "scheme",
        "port",
        "IP-literal",
        "IPvFuture",
        "IPv6address",
        "h16",
        "ls32",
        "IPv4address",
        "dec-octet",
        "pct-encoded",
        "unreserved",
        "reserved",
        "gen-delims",
        "sub-delims",
    };
    size_t i, n = 0;
    urival_rule r;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        ck_assert_msg(urival_rule_lookup("rfc3987", names[i], &r) == URIVAL_OK, "no rule %s",
                      names[i]);
        ck_assert_str_eq(urival_rule_name(r), names[i]);
    }
    for (i = 0; i < urival_rule_count(); i++)
        n += strcmp(urival_rule_grammar((urival_rule)i), "rfc3987") == 0;
    ck_assert_uint_eq(n, sizeof names / sizeof names[0]);
    ck_assert_str_eq(urival_rule_name(URIVAL_RULE_RFC3987_IRI_REFERENCE), "IRI-reference");
    ck_assert_str_eq(urival_rule_grammar(URIVAL_RULE_RFC3987_UCSCHAR), "rfc3987");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri");
    TCase *tc = tcase_create("rfc3987_match.tsv");
    TCase *ex = tcase_create("rfc3987_examples.tsv");
    TCase *api = tcase_create("catalogue");
    int failed;

    tsv_load(&table, "rfc3987_match.tsv");
    tcase_add_loop_test(tc, test_match, 0, (int)table.nrows);
    suite_add_tcase(s, tc);
    tsv_load(&examples, "rfc3987_examples.tsv");
    tcase_add_loop_test(ex, test_examples, 0, (int)examples.nrows);
    suite_add_tcase(s, ex);
    tcase_add_test(api, test_catalogue);
    suite_add_tcase(s, api);
    failed = run_suite(s);
    tsv_free(&table);
    tsv_free(&examples);
    return failed;
}
