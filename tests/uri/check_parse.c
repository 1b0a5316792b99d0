/* check_parse.c - urival_uri_parse() spans.
 *
 * Two sources of truth: tests/data/rfc3986_parse.tsv, whose rows give every
 * component by hand, and the Appendix B regular expression of RFC 3986,
 * run by the C library's own POSIX regex engine over every valid reference
 * of tests/data/rfc3986_match.tsv: for a valid reference the grammar's
 * components and the regular expression's split must be the same. */
#include <check.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/padded.h"
#include "common/tsv.h"
#include "urival.h"

static struct tsv parse_table, match_table;
static regex_t appendix_b;

/* Field order of rfc3986_parse.tsv after rule and input. */
static const urival_uri_part order[] = { URIVAL_URI_PART_SCHEME,   URIVAL_URI_PART_AUTHORITY,
                                         URIVAL_URI_PART_USERINFO, URIVAL_URI_PART_HOST,
                                         URIVAL_URI_PART_PORT,     URIVAL_URI_PART_PATH,
                                         URIVAL_URI_PART_QUERY,    URIVAL_URI_PART_FRAGMENT };

static void check_component(size_t line, const char *in, const urival_uri *u, urival_uri_part c,
                            int defined, const char *want, size_t want_len)
{
    const char *name = urival_uri_part_name(c);
    ck_assert_msg(urival_uri_has(u, c) == defined, "line %zu: %s should be %s", line, name,
                  defined ? "defined" : "undefined");
    if (!defined)
        return;
    ck_assert_msg(u->part[c].len == want_len && memcmp(in + u->part[c].off, want, want_len) == 0,
                  "line %zu: %s is \"%.*s\", want \"%.*s\"", line, name, (int)u->part[c].len,
                  in + u->part[c].off, (int)want_len, want);
}

START_TEST(test_parse_row)
{
    const struct tsv_row *r = &parse_table.rows[_i];
    urival_rule rule;
    urival_uri u;
    urival_error err;
    char *in, *val;
    size_t len, i;

    ck_assert_msg(r->nfields >= 11, "line %zu: expected 12 fields", r->line);
    ck_assert(urival_rule_lookup("rfc3986", r->field[0], &rule) == URIVAL_OK);
    in = malloc(strlen(r->field[1]) + 1);
    val = malloc(strlen(r->field[1]) + 2);
    len = tsv_decode(r->field[1], in);
    ck_assert_msg(urival_uri_parse(rule, in, len, &u, &err) == URIVAL_OK,
                  "line %zu: %s does not parse", r->line, r->field[1]);
    for (i = 0; i < 8; i++) {
        const char *f = r->field[2 + i];
        int defined = f[0] == '=';
        size_t n = 0;
        ck_assert_msg(defined || strcmp(f, "-") == 0, "line %zu: bad field %s", r->line, f);
        if (defined && f[1] != '\0')
            n = tsv_decode(f + 1, val);
        check_component(r->line, in, &u, order[i], defined, val, n);
    }
    ck_assert_msg(strcmp(urival_uri_host_kind_name(u.host_kind), r->field[10]) == 0,
                  "line %zu: host kind %s, want %s", r->line,
                  urival_uri_host_kind_name(u.host_kind), r->field[10]);
    free(in);
    free(val);
}
END_TEST

/* The authority split that Appendix B leaves to the reader: userinfo up to
 * the first "@", then the host (bracketed, or up to the last ":"), then the
 * port. */
static void split_authority(const char *a, size_t n, const char **host, size_t *host_len,
                            const char **port, int *has_port, int *has_user, size_t *user_len)
{
    const char *at = memchr(a, '@', n), *h = a, *end = a + n, *colon = NULL, *p;
    *has_user = at != NULL;
    if (at != NULL) {
        *user_len = (size_t)(at - a);
        h = at + 1;
    }
    p = h;
    if (p < end && *p == '[') {
        const char *close = memchr(p, ']', (size_t)(end - p));
        ck_assert(close != NULL);
        p = close + 1;
    }
    for (; p < end; p++)
        if (*p == ':')
            colon = p;
    *host = h;
    *host_len = (size_t)((colon ? colon : end) - h);
    *has_port = colon != NULL;
    *port = colon ? colon + 1 : end;
}

/* A component as the regular expression found it: undefined when its
 * subexpression did not take part in the match. */
static void regex_component(size_t line, const char *in, const urival_uri *u, urival_uri_part c,
                            const regmatch_t *m)
{
    int defined = m->rm_so >= 0;
    check_component(line, in, u, c, defined, defined ? in + m->rm_so : in,
                    defined ? (size_t)(m->rm_eo - m->rm_so) : 0);
}

/* Parses in[0..len), a valid reference of rule, and checks every span
 * against the regular expression of Appendix B. */
static void check_regex(size_t line, urival_rule rule, const char *in, size_t len)
{
    urival_uri u;
    regmatch_t m[10];
    ck_assert(urival_uri_parse(rule, in, len, &u, NULL) == URIVAL_OK);
    ck_assert(regexec(&appendix_b, in, 10, m, 0) == 0);
    regex_component(line, in, &u, URIVAL_URI_PART_SCHEME, &m[2]);
    regex_component(line, in, &u, URIVAL_URI_PART_AUTHORITY, &m[4]);
    regex_component(line, in, &u, URIVAL_URI_PART_PATH, &m[5]);
    regex_component(line, in, &u, URIVAL_URI_PART_QUERY, &m[7]);
    regex_component(line, in, &u, URIVAL_URI_PART_FRAGMENT, &m[9]);
    if (m[4].rm_so >= 0) {
        const char *host, *port;
        size_t host_len, user_len = 0;
        int has_port, has_user;
        split_authority(in + m[4].rm_so, (size_t)(m[4].rm_eo - m[4].rm_so), &host, &host_len, &port,
                        &has_port, &has_user, &user_len);
        check_component(line, in, &u, URIVAL_URI_PART_USERINFO, has_user, in + m[4].rm_so,
                        user_len);
        check_component(line, in, &u, URIVAL_URI_PART_HOST, 1, host, host_len);
        check_component(line, in, &u, URIVAL_URI_PART_PORT, has_port, port,
                        has_port ? (size_t)(in + m[4].rm_eo - port) : 0);
    } else {
        ck_assert(!urival_uri_has(&u, URIVAL_URI_PART_USERINFO) &&
                  !urival_uri_has(&u, URIVAL_URI_PART_HOST) &&
                  !urival_uri_has(&u, URIVAL_URI_PART_PORT) && u.host_kind == URIVAL_URI_HOST_NONE);
    }
}

/* The ways test_appendix_b lengthens a valid reference: none; a fragment
 * of 20 escapes (more state changes than the split notes at once); and to
 * 128 bytes or more, where the parser recognizes the reference first and
 * splits its bytes afterwards: a fragment of 50 escapes, a path of 150
 * bytes, a query of 150 bytes (each only where the reference has none
 * after it). */
enum { AS_IS, FRAGMENT_20, FRAGMENT_50, LONG_PATH, LONG_QUERY, LENGTHENINGS };

/* Every valid reference, and the same lengthened. */
START_TEST(test_appendix_b)
{
    const struct tsv_row *r = &match_table.rows[_i / LENGTHENINGS];
    const int lengthen = _i % LENGTHENINGS;
    urival_rule rule;
    char *in;
    size_t len;

    if (strcmp(r->field[2], "valid") != 0)
        return;
    if (strcmp(r->field[0], "URI") != 0 && strcmp(r->field[0], "URI-reference") != 0 &&
        strcmp(r->field[0], "relative-ref") != 0 && strcmp(r->field[0], "absolute-URI") != 0)
        return;
    ck_assert(urival_rule_lookup("rfc3986", r->field[0], &rule) == URIVAL_OK);
    in = malloc(strlen(r->field[1]) + 160);
    len = tsv_decode(r->field[1], in);
    if (lengthen != AS_IS) {
        size_t k;
        int hash = memchr(in, '#', len) != NULL, question = memchr(in, '?', len) != NULL;
        if (hash || (lengthen == LONG_PATH && question) ||
            ((lengthen == FRAGMENT_20 || lengthen == FRAGMENT_50) &&
             rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI)) {
            free(in);
            return;
        }
        if (lengthen == FRAGMENT_20 || lengthen == FRAGMENT_50) {
            in[len++] = '#';
            for (k = 0; k < (lengthen == FRAGMENT_20 ? 20u : 50u); k++, len += 3)
                memcpy(in + len, "%41", 3);
        } else {
            if (lengthen == LONG_PATH)
                in[len++] = '/';
            else if (!question)
                in[len++] = '?';
            memset(in + len, lengthen == LONG_PATH ? 'p' : 'q', 150);
            len += 150;
        }
    }
    in[len] = '\0'; /* valid references hold no NUL, so regexec sees it all */
    check_regex(r->line, rule, in, len);
    free(in);
}
END_TEST

/* Long references whose "?" and "#" could be misread: a "?" in the query
 * and in the fragment, an empty query and fragment, a fragment without a
 * query, a path alone, and each of those at 128 bytes or more, where the
 * parser reads the bytes after the recognizer (the "#" looked for from
 * the end). */
START_TEST(test_long_delimiters)
{
    static const struct {
        const char *before, *after; /* around the path's padding */
    } shapes[] = {
        { "http://u@h:1/", "?q?r/#f?g/h" },
        { "x:", "#a?b" },
        { "//h/", "?#" },
        { "a:/", "" },
        { "", "?x#" },
        { "", "#/?#" },
        { "x:", "??#?" },
        { "//[::1]:80/", "#" },
    };
    char in[256];
    size_t k, n;
    for (n = 0; n <= 150; n += 150) {
        for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
            size_t b = strlen(shapes[k].before), a = strlen(shapes[k].after), len = b + n + a;
            const char *hash;
            memcpy(in, shapes[k].before, b);
            memset(in + b, 'p', n);
            memcpy(in + b + n, shapes[k].after, a + 1);
            hash = strchr(in, '#');
            if (hash != NULL && strchr(hash + 1, '#') != NULL) {
                /* two "#": no reference; parse must refuse it */
                urival_uri u;
                ck_assert_int_eq(
                    urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, in, len, &u, NULL),
                    URIVAL_ESYNTAX);
                continue;
            }
            check_regex(0, URIVAL_RULE_RFC3986_URI_REFERENCE, in, len);
        }
    }
}
END_TEST

/* Long references whose scheme and authority hold delimiters at every
 * place in a 16-byte block: the parser reads the bytes up to the path a
 * block at a time where SSE2 is there (parse.c, split_head()).  Each
 * shape is filled in at its "*" with pad letters, for pads of 0 to 47,
 * and padded after its end to 128 bytes or more where it can take bytes
 * there (a path, query or fragment); the authority-only shapes are long
 * enough from their pads and tails. */
START_TEST(test_long_head)
{
    static const struct {
        const char *shape, *tail;
    } shapes[] = {
        { "s*://u*:pw@h*:8080/", "p" },
        { "//u*@[::1]:*/", "p" },
        { "//u*@[::1]/", "p" },
        { "//[v1.x*]:0", "" },
        { "s*:x*:y/", "p" },
        { "s*://h*?", "q" },
        { "s*://h*#", "f" },
        { "s*://u*@h*", "" },
        { "p*/a:b@c", "d" },
        { "?*:/@", "q" },
        { "#*:/?@", "f" },
        { "s*:/*", "p" },
        { "s*:*@*:*", "p" },
    };
    char in[512];
    size_t k, pad;
    for (k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        for (pad = 0; pad < 48; pad++) {
            const char *c;
            size_t len = 0;
            for (c = shapes[k].shape; *c != '\0'; c++) {
                if (*c != '*') {
                    in[len++] = *c;
                } else if (c > shapes[k].shape && c[-1] == ':' && c[1] == '/') {
                    memset(in + len, '7', pad); /* a port's digits */
                    len += pad;
                } else {
                    memset(in + len, 'a', pad);
                    len += pad;
                }
            }
            /* To 128 bytes or more; an authority-only shape gets more of
             * its last pad instead, which it can take. */
            while (len < 140) {
                char more = shapes[k].tail[0] != '\0' ? shapes[k].tail[0] : in[len - 1];
                in[len++] = more;
            }
            in[len] = '\0';
            check_regex(0, URIVAL_RULE_RFC3986_URI_REFERENCE, in, len);
        }
    }
}
END_TEST

START_TEST(test_port_numbers)
{
    static const struct {
        const char *in;
        unsigned flags;
        unsigned number;
    } cases[] = {
        { "http://a:80/", URIVAL_URI_INFO_PORT_NUMBER, 80 },
        { "http://a:0", URIVAL_URI_INFO_PORT_NUMBER, 0 },
        { "http://a:00080", URIVAL_URI_INFO_PORT_NUMBER, 80 },
        { "http://a:65535", URIVAL_URI_INFO_PORT_NUMBER, 65535 },
        { "http://a:65536", URIVAL_URI_INFO_PORT_LARGE, 0 },
        { "http://a:99999999999999999999999", URIVAL_URI_INFO_PORT_LARGE, 0 },
        { "http://a:/", 0, 0 },
        { "http://a/", 0, 0 },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_uri u;
        ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI, cases[i].in, strlen(cases[i].in), &u,
                                   NULL) == URIVAL_OK);
        ck_assert_msg((u.info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) ==
                          cases[i].flags,
                      "%s: flags %u", cases[i].in, u.info);
        ck_assert_uint_eq(u.port_number, cases[i].number);
    }
}
END_TEST

/* Section 7 and RFC 1738 section 6: flagged, never rejected. */
START_TEST(test_security_flags)
{
    static const struct {
        const char *in;
        unsigned flags;
    } cases[] = {
        { "http://user:pass@example.com/", URIVAL_URI_INFO_PASSWORD }, /* 3.2.1 */
        { "ftp://user:@example.com/", URIVAL_URI_INFO_PASSWORD },      /* 3.2.1 */
        { "http://user@example.com/", 0 },
        { "http://127.1/", URIVAL_URI_INFO_NUMERIC_HOST },      /* 7.4 */
        { "http://0x7f.1/", URIVAL_URI_INFO_NUMERIC_HOST },     /* 7.4 */
        { "http://2130706433/", URIVAL_URI_INFO_NUMERIC_HOST }, /* 7.4 */
        { "http://0177.0.0.1/", URIVAL_URI_INFO_NUMERIC_HOST }, /* 7.4 */
        { "http://1.2.3.256/", URIVAL_URI_INFO_NUMERIC_HOST },  /* 7.4 */
        { "http://127.0.0.1./", URIVAL_URI_INFO_NUMERIC_HOST }, /* 7.4 */
        /* Escapes read as what they decode to: 127.0.0.1, 127.1, 0x7f.1. */
        { "http://%31%32%37.0.0.1/", URIVAL_URI_INFO_NUMERIC_HOST },
        { "http://127%2E1/", URIVAL_URI_INFO_NUMERIC_HOST },
        { "http://0%78%37f.1/", URIVAL_URI_INFO_NUMERIC_HOST },
        { "http://%31.example/", 0 },
        { "http://%41.1/", 0 },     /* "A.1" */
        { "http://1%2E%2E2/", 0 },  /* "1..2": an empty label */
        { "http://127.0.0.1/", 0 }, /* IPv4address */
        { "http://1.example/", 0 },
        { "http://0x7g.1/", 0 },
        { "http://1x7f.1/", 0 }, /* "x" makes hex only after a leading "0" */
        { "http://./", 0 },
        { "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
          URIVAL_URI_INFO_HOSTLIKE_USERINFO }, /* 7.6 */
        { "http://www.bank.example:x@evil.example/",
          URIVAL_URI_INFO_HOSTLIKE_USERINFO | URIVAL_URI_INFO_PASSWORD }, /* 7.6 */
        { "http://b%C3%A4nk.example@evil.example/",
          URIVAL_URI_INFO_HOSTLIKE_USERINFO }, /* 7.6, an IDN's escapes (RFC 3987 3.1) */
        { "http://alice@example.com/", 0 },
        { "http://a.@example.com/", 0 },
        { "http://example.com/a%0D%0AHeader:x", URIVAL_URI_INFO_PCT_CONTROL }, /* 7.3 */
        { "http://example.com/?q=%00", URIVAL_URI_INFO_PCT_CONTROL },          /* 7.3 */
        { "http://example.com/#%0a", URIVAL_URI_INFO_PCT_CONTROL },            /* 7.3 */
        { "http://example.com/%0F%20", 0 },
        { "http://example.com/%", 0 },
        { "http://example.com:8080/", URIVAL_URI_INFO_NONDEFAULT_PORT }, /* 1738 6 */
        { "http://example.com:80/", 0 },
        { "HTTPS://example.com:443/", 0 },
        { "https://example.com:80/", URIVAL_URI_INFO_NONDEFAULT_PORT },
        { "ftp://example.com:2121/", URIVAL_URI_INFO_NONDEFAULT_PORT },
        { "http://example.com:99999/", URIVAL_URI_INFO_NONDEFAULT_PORT },
        { "http://example.com:/", 0 },
        { "foo://example.com:8080/", 0 }, /* no default */
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_uri u;
        size_t n = strlen(cases[i].in);
        int st = urival_uri_parse(URIVAL_RULE_RFC3986_URI, cases[i].in, n, &u, NULL);
        if (strcmp(cases[i].in, "http://example.com/%") == 0) {
            ck_assert_int_eq(st, URIVAL_ESYNTAX);
            continue;
        }
        ck_assert_msg(st == URIVAL_OK, "%s does not parse", cases[i].in);
        ck_assert_msg((u.info & ~(URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) ==
                          cases[i].flags,
                      "%s: flags 0x%x, want 0x%x", cases[i].in, u.info, cases[i].flags);
    }
}
END_TEST

/* Section 7.3 in long URIs, which are searched sixteen bytes at a time
 * (parse.c): each escape at every offset from a block's start, so that
 * the "%" and the "0" fall in one block and in two. */
START_TEST(test_pct_control_long)
{
    static const struct {
        const char *esc;
        unsigned flag;
    } escapes[] = {
        { "%00", URIVAL_URI_INFO_PCT_CONTROL },
        { "%0A", URIVAL_URI_INFO_PCT_CONTROL },
        { "%0a", URIVAL_URI_INFO_PCT_CONTROL },
        { "%0D", URIVAL_URI_INFO_PCT_CONTROL },
        { "%0d", URIVAL_URI_INFO_PCT_CONTROL },
        { "%0B", 0 },
        { "%1A", 0 },
        { "%250A", 0 },
        { "%0F%20", 0 },
        { "%3000", 0 },
    };
    /* The escape at every offset of a URI of about 160 bytes: in each
     * 64-byte block, across the blocks' ends, and in the bytes after the
     * last block (one more block that overlaps it with AVX2, one "%" at a
     * time without); then last, or a byte before the end, in URIs of
     * every length from 57 to 220 bytes (by escape), so that the last
     * block falls at every offset from the one before it. */
    char uri[256];
    size_t e, k, n, tail;
    for (e = 0; e < sizeof escapes / sizeof escapes[0]; e++) {
        for (k = 0; k < 150; k++) {
            urival_uri u;
            n = padded_uri(uri, sizeof uri, k, escapes[e].esc, 150);
            ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, uri, n, &u, NULL),
                             URIVAL_OK);
            ck_assert_msg((u.info & URIVAL_URI_INFO_PCT_CONTROL) == escapes[e].flag,
                          "%s: flags 0x%x", uri, u.info);
        }
        for (k = 45; k < 205; k++)
            for (tail = 0; tail < 2; tail++) {
                urival_uri u;
                n = padded_uri(uri, sizeof uri, k, escapes[e].esc, k + tail);
                ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, uri, n, &u, NULL),
                                 URIVAL_OK);
                ck_assert_msg((u.info & URIVAL_URI_INFO_PCT_CONTROL) == escapes[e].flag,
                              "%s: flags 0x%x", uri, u.info);
            }
    }
}
END_TEST

START_TEST(test_parse_errors)
{
    urival_uri u;
    urival_error err;
    /* A relative reference is no URI, and a URI with a fragment no
     * absolute-URI: the parse reports where, like urival_match(). */
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "//a/b", 5, &u, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert_str_eq(err.rule, "scheme");
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_ABSOLUTE_URI, "a:b#c", 5, &u, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 3);
    ck_assert_uint_eq(u.defined, 0);
    /* Only the four reference rules parse. */
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_HOST, "a", 1, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a:", 2, NULL, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, NULL, 2, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a:", URIVAL_MAX_INPUT + 1, &u, &err),
        URIVAL_ERANGE);
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("parse");
    TCase *rows = tcase_create("rfc3986_parse.tsv");
    TCase *regex = tcase_create("appendix B");
    TCase *misc = tcase_create("ports and errors");
    int failed;

    tsv_load(&parse_table, "rfc3986_parse.tsv");
    tsv_load(&match_table, "rfc3986_match.tsv");
    if (regcomp(&appendix_b, "^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?",
                REG_EXTENDED) != 0)
        return 99;
    tcase_add_loop_test(rows, test_parse_row, 0, (int)parse_table.nrows);
    tcase_add_loop_test(regex, test_appendix_b, 0, LENGTHENINGS * (int)match_table.nrows);
    tcase_add_test(regex, test_long_delimiters);
    tcase_add_test(regex, test_long_head);
    tcase_add_test(misc, test_port_numbers);
    tcase_add_test(misc, test_parse_errors);
    tcase_add_test(misc, test_security_flags);
    tcase_add_test(misc, test_pct_control_long);
    suite_add_tcase(s, rows);
    suite_add_tcase(s, regex);
    suite_add_tcase(s, misc);
    failed = run_suite(s);
    regfree(&appendix_b);
    tsv_free(&parse_table);
    tsv_free(&match_table);
    return failed;
}
