/* check_iri_compose.c - urival_iri_compose(): IRI components recomposed
 * (RFC 3986 section 5.3, which RFC 3987 applies to IRIs) and checked
 * against the RFC 3987 rules and section 4.1.
 *
 * Every IRI the parser takes in the IRI tables, and every URI of the
 * RFC 3986 parse table, must come back byte for byte from its components;
 * on ASCII components (generated), the IRI composer must judge as the URI
 * composer does, since the i-rules differ from RFC 3986's only above
 * U+007F; components built by hand show the IRI faults.  Each character
 * of rfc3987_chars.tsv in each component is in check_iri_chars.c. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv iri_table, examples_table, uri_table;

static int call_compose(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    return urival_iri_compose(ctx, buf, cap, needed, NULL);
}

/* s, an IRI reference the parser takes as rule, from its components. */
static void round_trip(const char *s, size_t len, urival_rule rule, size_t line)
{
    urival_uri u;
    urival_uri_texts p;
    char *out = malloc(len + 1), label[64];
    size_t n;
    urival_status st;
    ck_assert(urival_iri_parse(rule, s, len, &u, NULL) == URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&u, s, len, &p), URIVAL_OK);
    st = urival_iri_compose(&p, out, len + 1, &n, NULL);
    ck_assert_msg(st == URIVAL_OK && n == len && memcmp(out, s, len) == 0,
                  "line %zu: status %d, <%s>", line, st, out);
    /* The authority built from its parts gives the same text. */
    if (urival_uri_has(&u, URIVAL_URI_PART_HOST)) {
        p.part[URIVAL_URI_PART_AUTHORITY].defined = 0;
        st = urival_iri_compose(&p, out, len + 1, &n, NULL);
        ck_assert_msg(st == URIVAL_OK && n == len && memcmp(out, s, len) == 0,
                      "line %zu: from host: status %d, <%s>", line, st, out);
    }
    snprintf(label, sizeof label, "line %zu", line);
    check_capacities(label, call_compose, &p, URIVAL_OK, s, len);
    free(out);
}

/* The valid rows of an rfc3987_match.tsv-format table whose rule is one of
 * the four references and which the parser takes (section 4.1 refuses
 * some the grammar takes). */
static void table_row(const struct tsv *t, int i)
{
    const struct tsv_row *r = &t->rows[i];
    urival_rule rule;
    urival_uri u;
    size_t len;
    char *s;
    if (strcmp(r->field[2], "valid") != 0 ||
        (strcmp(r->field[0], "IRI") != 0 && strcmp(r->field[0], "IRI-reference") != 0 &&
         strcmp(r->field[0], "irelative-ref") != 0 && strcmp(r->field[0], "absolute-IRI") != 0))
        return;
    ck_assert(urival_rule_lookup("rfc3987", r->field[0], &rule) == URIVAL_OK);
    s = field_dup(r->field[1], &len);
    if (urival_iri_parse(rule, s, len, &u, NULL) == URIVAL_OK)
        round_trip(s, len, rule, r->line);
    free(s);
}

START_TEST(test_iri_table)
{
    table_row(&iri_table, _i);
}
END_TEST

START_TEST(test_examples_table)
{
    table_row(&examples_table, _i);
}
END_TEST

/* A URI is an IRI: every reference of the RFC 3986 parse table. */
START_TEST(test_uri_table)
{
    const struct tsv_row *r = &uri_table.rows[_i];
    size_t len;
    char *s = field_dup(r->field[1], &len);
    round_trip(s, len, URIVAL_RULE_RFC3987_IRI_REFERENCE, r->line);
    free(s);
}
END_TEST

/* On ASCII components the two composers agree: status, offset and the
 * result, the rule names but for the IRI's "i".  The components of
 * generated references, each replaced at random by one of a few texts
 * that fit some places and not others. */
START_TEST(test_ascii_agrees)
{
    static const char *const odd[] = { "",    "a:b", "//x", "/a", "[::1]", "h:80",
                                       "u@h", "a b", "%4",  "80", "x?y",   "#" };
    struct rng g = { 3987 };
    char s[256], a[512], b[512];
    int i;
    for (i = 0; i < 20000; i++) {
        size_t len = gen_reference(&g, s, 0), na, nb;
        urival_uri u;
        urival_uri_texts p;
        urival_error ea, eb;
        urival_status sa, sb;
        unsigned c;
        ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, &u, NULL) ==
                  URIVAL_OK);
        ck_assert_int_eq(urival_uri_get_texts(&u, s, len, &p), URIVAL_OK);
        for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
            unsigned pick = rng_below(&g, 24);
            if (pick < sizeof odd / sizeof odd[0]) {
                p.part[c].ptr = odd[pick];
                p.part[c].len = strlen(odd[pick]);
                p.part[c].defined = 1;
            } else if (pick == 12) {
                p.part[c].defined = 0;
            }
        }
        sa = urival_uri_compose(&p, a, sizeof a, &na, &ea);
        sb = urival_iri_compose(&p, b, sizeof b, &nb, &eb);
        ck_assert_msg(sa == sb, "case %d: URI %d, IRI %d", i, sa, sb);
        if (sa == URIVAL_OK) {
            ck_assert(na == nb && memcmp(a, b, na) == 0);
        } else {
            ck_assert_uint_eq(ea.offset, eb.offset);
            if (ea.rule != NULL && strcmp(ea.rule, "authority") == 0)
                ck_assert_str_eq(eb.rule, "iauthority");
        }
    }
}
END_TEST

/* An authority given whole is judged as urival_iri_parse() judges it in
 * "//" authority: the same status, offset and rule (a bidi formatting
 * character is named from the bytes before the fault, as the parser reads
 * a refused IRI).  Random authorities of pieces that make every kind of
 * fault, and none. */
START_TEST(test_authority_as_parsed)
{
    static const char *const piece[] = { "a",
                                         "0",
                                         ":",
                                         "@",
                                         "[",
                                         "]",
                                         ".",
                                         "\xC3\xA9",
                                         "\xE2\x80\x8E",
                                         "\xE2\x80\xAE",
                                         "%4",
                                         "%41",
                                         "\xC3",
                                         "v1.x",
                                         "::1",
                                         "\xEE\x80\x80" };
    struct rng g = { 4 };
    int i;
    for (i = 0; i < 50000; i++) {
        char auth[64], whole[80], out[96];
        size_t n = 0, k, pieces = rng_below(&g, 7), on;
        urival_uri_texts t;
        urival_uri u;
        urival_error ec, ep;
        urival_status sc, sp;
        for (k = 0; k < pieces; k++) {
            const char *q = piece[rng_below(&g, sizeof piece / sizeof piece[0])];
            memcpy(auth + n, q, strlen(q));
            n += strlen(q);
        }
        memset(&t, 0, sizeof t);
        t.part[URIVAL_URI_PART_AUTHORITY].ptr = auth;
        t.part[URIVAL_URI_PART_AUTHORITY].len = n;
        t.part[URIVAL_URI_PART_AUTHORITY].defined = 1;
        memcpy(whole, "//", 2);
        memcpy(whole + 2, auth, n);
        sc = urival_iri_compose(&t, out, sizeof out, &on, &ec);
        sp = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, whole, n + 2, &u, &ep);
        ck_assert_msg(sc == sp, "case %d <%.*s>: compose %d, parse %d", i, (int)n, auth, sc, sp);
        if (sc == URIVAL_OK) {
            ck_assert(on == n + 2 && memcmp(out, whole, on) == 0);
            continue;
        }
        ck_assert_msg(ec.offset + 2 == ep.offset, "case %d <%.*s>: offset %zu, parse %zu", i,
                      (int)n, auth, ec.offset, ep.offset);
        ck_assert_msg(strcmp(ec.rule, ep.rule) == 0, "case %d <%.*s>: %s, parse %s", i, (int)n,
                      auth, ec.rule, ep.rule);
        if (sc == URIVAL_EIRI_BIDI)
            ck_assert_uint_eq(ec.rule_start + 2, ep.rule_start);
    }
}
END_TEST

static urival_text text(const char *s)
{
    urival_text p = { s, s != NULL ? strlen(s) : 0, s != NULL };
    return p;
}

/* The components in the order of urival_uri_part's composing fields. */
struct parts {
    const char *scheme, *authority, *userinfo, *host, *port, *path, *query, *fragment;
};

/* Recomposes the components; want is the result, or NULL with the
 * status, the rule and the offset of the failure. */
static void compose_case(struct parts c, urival_status want_st, const char *want, const char *rule,
                         size_t off)
{
    urival_uri_texts p;
    urival_uri u;
    char out[128];
    size_t n;
    urival_error err;
    urival_status st;
    p.part[URIVAL_URI_PART_SCHEME] = text(c.scheme);
    p.part[URIVAL_URI_PART_AUTHORITY] = text(c.authority);
    p.part[URIVAL_URI_PART_USERINFO] = text(c.userinfo);
    p.part[URIVAL_URI_PART_HOST] = text(c.host);
    p.part[URIVAL_URI_PART_PORT] = text(c.port);
    p.part[URIVAL_URI_PART_PATH] = text(c.path);
    p.part[URIVAL_URI_PART_QUERY] = text(c.query);
    p.part[URIVAL_URI_PART_FRAGMENT] = text(c.fragment);
    st = urival_iri_compose(&p, out, sizeof out, &n, &err);
    ck_assert_msg(st == want_st, "%s: status %d, want %d", want ? want : rule, st, want_st);
    if (st == URIVAL_OK) {
        ck_assert_str_eq(out, want);
        ck_assert_uint_eq(n, strlen(want));
        /* What urival_iri_parse() takes back. */
        ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, out, n, &u, NULL),
                         URIVAL_OK);
        check_capacities(want, call_compose, &p, URIVAL_OK, want, strlen(want));
    } else {
        ck_assert_str_eq(out, "");
        ck_assert_uint_eq(n, 0);
        ck_assert_uint_eq(err.status, want_st);
        ck_assert_str_eq(err.rule, rule);
        ck_assert_uint_eq(err.offset, off);
    }
}

#define E_ACUTE "\xC3\xA9"     /* U+00E9 */
#define LRM "\xE2\x80\x8E"     /* U+200E, section 4.1 */
#define RLO "\xE2\x80\xAE"     /* U+202E, section 4.1 */
#define PRIVATE "\xEE\x80\x80" /* U+E000, iprivate */

START_TEST(test_parts)
{
    /* Non-ASCII characters are written as given, in every component that
     * takes them; iprivate only in the query (section 2.2). */
    compose_case((struct parts){ "http", NULL, "r" E_ACUTE, "caf" E_ACUTE ".example", "8080",
                                 "/" E_ACUTE, "q=" E_ACUTE PRIVATE, E_ACUTE },
                 URIVAL_OK,
                 "http://r" E_ACUTE "@caf" E_ACUTE ".example:8080/" E_ACUTE "?q=" E_ACUTE PRIVATE
                 "#" E_ACUTE,
                 NULL, 0);
    compose_case((struct parts){ "s", "u" E_ACUTE "@h" E_ACUTE, NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_OK, "s://u" E_ACUTE "@h" E_ACUTE, NULL, 0);
    compose_case((struct parts){ NULL, NULL, NULL, NULL, NULL, E_ACUTE "/b", NULL, NULL },
                 URIVAL_OK, E_ACUTE "/b", NULL, 0);
    compose_case((struct parts){ "s", NULL, NULL, NULL, NULL, "a:" E_ACUTE, NULL, NULL }, URIVAL_OK,
                 "s:a:" E_ACUTE, NULL, 0);
    compose_case((struct parts){ NULL, NULL, NULL, "[::1]", NULL, "/" E_ACUTE, NULL, NULL },
                 URIVAL_OK, "//[::1]/" E_ACUTE, NULL, 0);
    /* No escape is decoded or added. */
    compose_case((struct parts){ "s", NULL, NULL, NULL, NULL, "%C3%A9" E_ACUTE, NULL, NULL },
                 URIVAL_OK, "s:%C3%A9" E_ACUTE, NULL, 0);

    /* Where each component stands (RFC 3986 section 3.3, the i-rules). */
    compose_case((struct parts){ "s", NULL, NULL, NULL, NULL, "//" E_ACUTE, NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "ipath-absolute", 1);
    compose_case((struct parts){ NULL, NULL, NULL, NULL, NULL, E_ACUTE ":b", NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "ipath-noscheme", 2);
    compose_case((struct parts){ "s", "h", NULL, NULL, NULL, E_ACUTE, NULL, NULL }, URIVAL_ESYNTAX,
                 NULL, "ipath-abempty", 0);
    compose_case((struct parts){ "s" E_ACUTE, NULL, NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "scheme", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", E_ACUTE, "", NULL, NULL }, URIVAL_ESYNTAX,
                 NULL, "port", 0);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/" PRIVATE, NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "ipath-abempty", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "", NULL, PRIVATE }, URIVAL_ESYNTAX,
                 NULL, "ifragment", 0);
    compose_case((struct parts){ "s", NULL, NULL, "[" E_ACUTE "]", NULL, "", NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "IP-literal", 1);

    /* Section 4.1: no bidirectional formatting character, named as
     * urival_iri_parse() names it, the offset in the component. */
    compose_case((struct parts){ "s", NULL, NULL, "a" LRM "b", NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ireg-name", 1);
    compose_case((struct parts){ "s", NULL, "u" RLO, "h", NULL, "", NULL, NULL }, URIVAL_EIRI_BIDI,
                 NULL, "iuserinfo", 1);
    compose_case((struct parts){ "s", "u" RLO "@h", NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "iuserinfo", 1);
    compose_case((struct parts){ "s", "u@h" RLO, NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ireg-name", 3);
    compose_case((struct parts){ "s", "h" RLO ":80", NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ireg-name", 1);
    /* Read from the bytes before the fault: after the last ":" with no
     * "@" it can only be a userinfo's (a port is digits); an "@" past the
     * fault ("[" refused) makes nothing a userinfo. */
    compose_case((struct parts){ "s", "x:0" LRM, NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "iuserinfo", 3);
    compose_case((struct parts){ "s", "a" LRM "[@b", NULL, NULL, NULL, "", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ireg-name", 1);
    compose_case((struct parts){ "s", NULL, NULL, NULL, NULL, "/a/" LRM, NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ipath-absolute", 3);
    compose_case((struct parts){ "s", NULL, NULL, NULL, NULL, LRM, NULL, NULL }, URIVAL_EIRI_BIDI,
                 NULL, "ipath-rootless", 0);
    compose_case((struct parts){ NULL, NULL, NULL, NULL, NULL, "a" LRM, NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ipath-noscheme", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/", "q" LRM, NULL }, URIVAL_EIRI_BIDI,
                 NULL, "iquery", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/", NULL, LRM }, URIVAL_EIRI_BIDI,
                 NULL, "ifragment", 0);

    /* The first fault in a component is reported: a formatting character
     * before a syntax error or ill-formed UTF-8, and either before a
     * formatting character. */
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a" LRM "b c", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ipath-abempty", 2);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a" LRM "\xC3", NULL, NULL },
                 URIVAL_EIRI_BIDI, NULL, "ipath-abempty", 2);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a b" LRM, NULL, NULL },
                 URIVAL_ESYNTAX, NULL, "ipath-abempty", 2);
    /* Ill-formed UTF-8 where it begins, not where the grammar stops. */
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a", "x\xC3", NULL },
                 URIVAL_EIRI_UTF8, NULL, "iquery", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a", "x\xC3z" LRM, NULL },
                 URIVAL_EIRI_UTF8, NULL, "iquery", 1);
    compose_case((struct parts){ "s", NULL, NULL, "h", NULL, "/a", "x\xC0\xAF", NULL },
                 URIVAL_EIRI_UTF8, NULL, "iquery", 1);
    /* The components in order: the scheme's fault before the path's. */
    compose_case((struct parts){ "1", NULL, NULL, NULL, NULL, LRM, NULL, NULL }, URIVAL_ESYNTAX,
                 NULL, "scheme", 0);
    compose_case((struct parts){ "s", NULL, NULL, "h" LRM, NULL, "/", "\xFF", NULL },
                 URIVAL_EIRI_BIDI, NULL, "ireg-name", 1);

    /* A userinfo or port without a host has nowhere to go. */
    compose_case((struct parts){ "s", NULL, "u" E_ACUTE, NULL, NULL, "", NULL, NULL },
                 URIVAL_EINVAL, NULL, "iauthority", 0);
    compose_case((struct parts){ "s", NULL, NULL, NULL, "80", "", NULL, NULL }, URIVAL_EINVAL, NULL,
                 "iauthority", 0);
}
END_TEST

START_TEST(test_arguments)
{
    urival_uri_texts p;
    char out[16], big[8];
    size_t n = 5;
    ck_assert_int_eq(urival_iri_compose(NULL, out, sizeof out, &n, NULL), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    memset(&p, 0, sizeof p);
    p.part[URIVAL_URI_PART_QUERY].defined = 1;
    p.part[URIVAL_URI_PART_QUERY].len = 3; /* with a NULL pointer */
    ck_assert_int_eq(urival_iri_compose(&p, out, sizeof out, &n, NULL), URIVAL_EINVAL);
    p.part[URIVAL_URI_PART_QUERY].ptr = "abc";
    p.part[URIVAL_URI_PART_QUERY].len = URIVAL_MAX_INPUT + 1;
    ck_assert_int_eq(urival_iri_compose(&p, out, sizeof out, &n, NULL), URIVAL_ERANGE);
    /* The output over a component's text, or over the struct. */
    memcpy(big, "a" E_ACUTE "b", 5);
    p.part[URIVAL_URI_PART_QUERY].ptr = big;
    p.part[URIVAL_URI_PART_QUERY].len = 4;
    n = 5;
    ck_assert_int_eq(urival_iri_compose(&p, big + 3, 4, &n, NULL), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert(memcmp(big, "a" E_ACUTE "b", 4) == 0);
    ck_assert_int_eq(urival_iri_compose(&p, (char *)&p, sizeof p, &n, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_iri_compose(&p, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "?a" E_ACUTE "b");
    /* A buffer too small: the length needed, the start written. */
    ck_assert_int_eq(urival_iri_compose(&p, out, 3, &n, NULL), URIVAL_OK);
    ck_assert_uint_eq(n, 5);
    ck_assert_str_eq(out, "?a");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_compose");
    TCase *tables = tcase_create("tables");
    TCase *parts = tcase_create("parts");
    int failed;

    tsv_load(&iri_table, "rfc3987_match.tsv");
    tsv_load(&examples_table, "rfc3987_examples.tsv");
    tsv_load(&uri_table, "rfc3986_parse.tsv");
    tcase_add_loop_test(tables, test_iri_table, 0, (int)iri_table.nrows);
    tcase_add_loop_test(tables, test_examples_table, 0, (int)examples_table.nrows);
    tcase_add_loop_test(tables, test_uri_table, 0, (int)uri_table.nrows);
    tcase_add_test(tables, test_ascii_agrees);
    tcase_add_test(tables, test_authority_as_parsed);
    tcase_add_test(parts, test_parts);
    tcase_add_test(parts, test_arguments);
    suite_add_tcase(s, tables);
    suite_add_tcase(s, parts);
    failed = run_suite(s);
    tsv_free(&iri_table);
    tsv_free(&examples_table);
    tsv_free(&uri_table);
    return failed;
}
