/* check_recompose.c - component recomposition (RFC 3986 section 5.3).
 *
 * Every valid reference of the parse and match tables, and generated ones,
 * must recompose byte for byte, from spans and from a component struct;
 * component structs built by hand must be checked against the rules. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv parse_table, match_table;

struct recompose_call {
    const urival_uri *u;
    const char *s;
    size_t len;
    const urival_uri_texts *parts;
};

static int call_recompose(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct recompose_call *c = ctx;
    if (c->parts != NULL)
        return urival_uri_compose(c->parts, buf, cap, needed, NULL);
    return urival_uri_recompose(c->u, c->s, c->len, buf, cap, needed);
}

static int reference_rule(const char *name, urival_rule *rule)
{
    if (strcmp(name, "URI") != 0 && strcmp(name, "URI-reference") != 0 &&
        strcmp(name, "relative-ref") != 0 && strcmp(name, "absolute-URI") != 0)
        return 0;
    ck_assert(urival_rule_lookup("rfc3986", name, rule) == URIVAL_OK);
    return 1;
}

/* Both ways must give s back; with sweep, under every capacity too. */
static void round_trip(const char *s, size_t len, urival_rule rule, size_t line, int sweep)
{
    urival_uri u;
    urival_uri_texts p;
    struct recompose_call c = { &u, s, len, NULL };
    char *out = malloc(len + 1), label[64];
    size_t n;
    ck_assert(urival_uri_parse(rule, s, len, &u, NULL) == URIVAL_OK);
    ck_assert_int_eq(urival_uri_recompose(&u, s, len, out, len + 1, &n), URIVAL_OK);
    ck_assert_msg(n == len && memcmp(out, s, len) == 0, "line %zu: spans give <%s>", line, out);
    ck_assert_int_eq(urival_uri_get_texts(&u, s, len, &p), URIVAL_OK);
    ck_assert_int_eq(urival_uri_compose(&p, out, len + 1, &n, NULL), URIVAL_OK);
    ck_assert_msg(n == len && memcmp(out, s, len) == 0, "line %zu: parts give <%s>", line, out);
    if (sweep) {
        snprintf(label, sizeof label, "line %zu spans", line);
        check_capacities(label, call_recompose, &c, URIVAL_OK, s, len);
        c.parts = &p;
        snprintf(label, sizeof label, "line %zu parts", line);
        check_capacities(label, call_recompose, &c, URIVAL_OK, s, len);
    }
    free(out);
}

START_TEST(test_parse_table)
{
    const struct tsv_row *r = &parse_table.rows[_i];
    urival_rule rule;
    size_t len;
    char *s = field_dup(r->field[1], &len);
    ck_assert(reference_rule(r->field[0], &rule));
    round_trip(s, len, rule, r->line, 1);
    free(s);
}
END_TEST

START_TEST(test_match_table)
{
    const struct tsv_row *r = &match_table.rows[_i];
    urival_rule rule;
    size_t len;
    char *s;
    if (strcmp(r->field[2], "valid") != 0 || !reference_rule(r->field[0], &rule))
        return;
    s = field_dup(r->field[1], &len);
    round_trip(s, len, rule, r->line, 0);
    free(s);
}
END_TEST

START_TEST(test_generated)
{
    struct rng r = { 3 };
    char s[256];
    int i;
    for (i = 0; i < 20000; i++) {
        size_t n = gen_reference(&r, s, 0);
        round_trip(s, n, URIVAL_RULE_RFC3986_URI_REFERENCE, (size_t)i, 0);
    }
}
END_TEST

static urival_text text(const char *s)
{
    urival_text p = { s, s != NULL ? strlen(s) : 0, s != NULL };
    return p;
}

/* Recomposes the given components; want is the result, or NULL with the
 * status and the rule and offset of the failure. */
static void compose_case(const char *scheme, const char *authority, const char *userinfo,
                         const char *host, const char *port, const char *path, const char *query,
                         const char *fragment, int want_st, const char *want, const char *rule,
                         size_t off)
{
    urival_uri_texts p;
    struct recompose_call c = { NULL, NULL, 0, &p };
    char out[128];
    size_t n;
    urival_error err;
    int st;
    p.part[URIVAL_URI_PART_SCHEME] = text(scheme);
    p.part[URIVAL_URI_PART_AUTHORITY] = text(authority);
    p.part[URIVAL_URI_PART_USERINFO] = text(userinfo);
    p.part[URIVAL_URI_PART_HOST] = text(host);
    p.part[URIVAL_URI_PART_PORT] = text(port);
    p.part[URIVAL_URI_PART_PATH] = text(path);
    p.part[URIVAL_URI_PART_QUERY] = text(query);
    p.part[URIVAL_URI_PART_FRAGMENT] = text(fragment);
    st = urival_uri_compose(&p, out, sizeof out, &n, &err);
    ck_assert_msg(st == want_st, "%s: status %d, want %d", want ? want : rule, st, want_st);
    if (st == URIVAL_OK) {
        ck_assert_str_eq(out, want);
        check_capacities(want, call_recompose, &c, URIVAL_OK, want, strlen(want));
    } else if (rule != NULL) {
        ck_assert_str_eq(err.rule, rule);
        ck_assert_uint_eq(err.offset, off);
    }
}

START_TEST(test_parts)
{
    /* Section 5.3: undefined and empty differ. */
    compose_case("http", "a", NULL, NULL, NULL, "/b", "", "", URIVAL_OK, "http://a/b?#", NULL, 0);
    compose_case("http", "a", NULL, NULL, NULL, "/b", NULL, NULL, URIVAL_OK, "http://a/b", NULL, 0);
    compose_case(NULL, "", NULL, NULL, NULL, "", NULL, NULL, URIVAL_OK, "//", NULL, 0);
    compose_case(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, URIVAL_OK, "", NULL, 0);
    compose_case("s", NULL, NULL, NULL, NULL, NULL, NULL, "f", URIVAL_OK, "s:#f", NULL, 0);
    /* An authority from its parts. */
    compose_case("http", NULL, "u", "h", "8080", "/p", NULL, NULL, URIVAL_OK, "http://u@h:8080/p",
                 NULL, 0);
    compose_case("http", NULL, NULL, "[::1]", "", "", NULL, NULL, URIVAL_OK, "http://[::1]:", NULL,
                 0);
    compose_case(NULL, NULL, NULL, "", NULL, "/x", NULL, NULL, URIVAL_OK, "///x", NULL, 0);
    /* The authority wins over its parts. */
    compose_case("http", "a", "u", "h", "1", "", NULL, NULL, URIVAL_OK, "http://a", NULL, 0);
    /* Each component where it stands (section 3.3). */
    compose_case("s", NULL, NULL, NULL, NULL, "//x", NULL, NULL, URIVAL_ESYNTAX, NULL,
                 "path-absolute", 1);
    compose_case(NULL, NULL, NULL, NULL, NULL, "a:b", NULL, NULL, URIVAL_ESYNTAX, NULL,
                 "path-noscheme", 1);
    compose_case("s", NULL, NULL, NULL, NULL, "a:b", NULL, NULL, URIVAL_OK, "s:a:b", NULL, 0);
    compose_case("http", "a", NULL, NULL, NULL, "b", NULL, NULL, URIVAL_ESYNTAX, NULL,
                 "path-abempty", 0);
    compose_case("1a", NULL, NULL, NULL, NULL, "", NULL, NULL, URIVAL_ESYNTAX, NULL, "scheme", 0);
    compose_case("http", "a b", NULL, NULL, NULL, "", NULL, NULL, URIVAL_ESYNTAX, NULL, "authority",
                 1);
    compose_case("http", NULL, NULL, "a", "8x", "", NULL, NULL, URIVAL_ESYNTAX, NULL, "port", 1);
    compose_case("http", "a", NULL, NULL, NULL, "", "#", NULL, URIVAL_ESYNTAX, NULL, "query", 0);
    compose_case("http", "a", NULL, NULL, NULL, "", NULL, "#", URIVAL_ESYNTAX, NULL, "fragment", 0);
    /* A userinfo or port without a host has nowhere to go. */
    compose_case("http", NULL, "u", NULL, NULL, "", NULL, NULL, URIVAL_EINVAL, NULL, NULL, 0);
    compose_case("http", NULL, NULL, NULL, "80", "", NULL, NULL, URIVAL_EINVAL, NULL, NULL, 0);
}
END_TEST

START_TEST(test_arguments)
{
    urival_uri u;
    urival_uri_texts p;
    char out[16];
    size_t n = 5;
    ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a:b", 3, &u, NULL) == URIVAL_OK);
    /* Spans that do not fit the text given are refused, not followed. */
    ck_assert_int_eq(urival_uri_recompose(&u, "a:", 2, out, sizeof out, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    u.part[URIVAL_URI_PART_PATH].off = (size_t)-1;
    ck_assert_int_eq(urival_uri_recompose(&u, "a:b", 3, out, sizeof out, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_get_texts(&u, "a:b", 3, &p), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_recompose(NULL, "a:b", 3, out, sizeof out, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_compose(NULL, out, sizeof out, &n, NULL), URIVAL_EINVAL);
    memset(&p, 0, sizeof p);
    p.part[URIVAL_URI_PART_QUERY].defined = 1;
    p.part[URIVAL_URI_PART_QUERY].len = 3; /* with a NULL pointer */
    ck_assert_int_eq(urival_uri_compose(&p, out, sizeof out, &n, NULL), URIVAL_EINVAL);
    p.part[URIVAL_URI_PART_QUERY].ptr = "abc";
    p.part[URIVAL_URI_PART_QUERY].len = URIVAL_MAX_INPUT + 1;
    ck_assert_int_eq(urival_uri_compose(&p, out, sizeof out, &n, NULL), URIVAL_ERANGE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("recompose");
    TCase *tables = tcase_create("tables");
    TCase *parts = tcase_create("parts");
    int failed;

    tsv_load(&parse_table, "rfc3986_parse.tsv");
    tsv_load(&match_table, "rfc3986_match.tsv");
    tcase_add_loop_test(tables, test_parse_table, 0, (int)parse_table.nrows);
    tcase_add_loop_test(tables, test_match_table, 0, (int)match_table.nrows);
    tcase_add_test(tables, test_generated);
    tcase_add_test(parts, test_parts);
    tcase_add_test(parts, test_arguments);
    suite_add_tcase(s, tables);
    suite_add_tcase(s, parts);
    failed = run_suite(s);
    tsv_free(&parse_table);
    tsv_free(&match_table);
    return failed;
}
