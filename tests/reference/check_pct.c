/* check_pct.c - percent-encoding and decoding (RFC 3986 section 2.1) for
 * each component's set, from tests/data/pct.tsv, and exhaustively over
 * every byte. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

struct pct_call {
    int decode;
    urival_pct_set set;
    const char *s;
    size_t len;
    unsigned flags;
};

static int call_pct(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct pct_call *c = ctx;
    if (c->decode)
        return urival_pct_decode(c->set, c->s, c->len, c->flags, buf, cap, needed, NULL);
    return urival_pct_encode(c->set, c->s, c->len, buf, cap, needed);
}

START_TEST(test_table)
{
    const struct tsv_row *r = &table.rows[_i];
    struct pct_call c;
    char *in, *want, *got, label[64];
    size_t want_len = 0, off = 0, n;
    int want_st, st;
    urival_error err;

    ck_assert_msg(r->nfields >= 5, "line %zu: expected 6 fields", r->line);
    c.decode = strncmp(r->field[0], "decode", 6) == 0;
    c.flags = strcmp(r->field[0], "decode-refuse-nul") == 0 ? URIVAL_PCT_FLAG_REFUSE_NUL : 0;
    ck_assert_msg(c.decode || strcmp(r->field[0], "encode") == 0, "line %zu: bad op", r->line);
    ck_assert_msg(urival_pct_set_lookup(r->field[1], &c.set) == URIVAL_OK, "line %zu: bad set",
                  r->line);
    in = field_dup(r->field[2], &c.len);
    c.s = in;
    want = malloc(strlen(r->field[3]) + 1);
    expect_field(r->field[3], want, &want_len, &want_st, &off);
    got = malloc(3 * c.len + 8);
    if (c.decode)
        st = urival_pct_decode(c.set, in, c.len, c.flags, got, 3 * c.len + 8, &n, &err);
    else
        st = urival_pct_encode(c.set, in, c.len, got, 3 * c.len + 8, &n);
    ck_assert_msg(st == want_st, "line %zu: status %d, want %d", r->line, st, want_st);
    if (st == URIVAL_OK)
        ck_assert_msg(n == want_len && memcmp(got, want, n) == 0, "line %zu: got <%.*s>", r->line,
                      (int)n, got);
    else
        ck_assert_msg(err.offset == off && (int)err.status == st, "line %zu: offset %zu, want %zu",
                      r->line, err.offset, off);
    snprintf(label, sizeof label, "line %zu", r->line);
    check_capacities(label, call_pct, &c, want_st, want, want_len);
    free(in);
    free(want);
    free(got);
}
END_TEST

/* Every byte, for every set: a byte stays literal exactly when the set's
 * rule matches it, the result always matches the rule, and decoding gives
 * the byte back. */
START_TEST(test_every_byte)
{
    static const urival_rule rules[] = {
        URIVAL_RULE_RFC3986_USERINFO,      URIVAL_RULE_RFC3986_REG_NAME,
        URIVAL_RULE_RFC3986_PATH_ABEMPTY,  URIVAL_RULE_RFC3986_SEGMENT,
        URIVAL_RULE_RFC3986_SEGMENT_NZ_NC, URIVAL_RULE_RFC3986_QUERY,
        URIVAL_RULE_RFC3986_FRAGMENT,      URIVAL_RULE_RFC3986_UNRESERVED,
    };
    unsigned set, b;
    for (set = 0; set < URIVAL_PCT_SET_ANY; set++) {
        for (b = 0; b < 256; b++) {
            /* path-abempty wants its "/" first, so path bytes go after one */
            int path = set == URIVAL_PCT_SET_PATH;
            char in[1] = { (char)b }, probe[8] = { '/', (char)b }, out[8], back[4];
            size_t n, m;
            int literal = b != '%' && urival_match(rules[set], path ? probe : in, path ? 2 : 1,
                                                   NULL) == URIVAL_OK;
            ck_assert_int_eq(urival_pct_encode((urival_pct_set)set, in, 1, out, sizeof out, &n),
                             URIVAL_OK);
            ck_assert_msg(n == (literal ? 1u : 3u), "set %s byte %02X: %s",
                          urival_pct_set_name((urival_pct_set)set), b, out);
            memcpy(probe + 1, out, n);
            if (set != URIVAL_PCT_SET_UNRESERVED)
                ck_assert_msg(urival_match(rules[set], path ? probe : out, path ? n + 1 : n,
                                           NULL) == URIVAL_OK,
                              "set %s byte %02X: %s is no %s",
                              urival_pct_set_name((urival_pct_set)set), b, out,
                              urival_rule_name(rules[set]));
            ck_assert_int_eq(
                urival_pct_decode((urival_pct_set)set, out, n, 0, back, sizeof back, &m, NULL),
                URIVAL_OK);
            ck_assert(m == 1 && (unsigned char)back[0] == b);
        }
    }
}
END_TEST

/* A broken escape: the rule pct-encoded, begun at its "%", failing at
 * the first byte that is no HEXDIG, at the end of the input or before it. */
START_TEST(test_broken_escape)
{
    static const struct {
        const char *s;
        size_t offset;
        int at_end;
    } rows[] = { { "a%4", 3, 1 }, { "a%4z", 3, 0 }, { "a%", 2, 1 }, { "a%z4", 2, 0 } };
    size_t i;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        urival_error err;
        char out[16];
        size_t n;
        ck_assert_int_eq(urival_pct_decode(URIVAL_PCT_SET_ANY, rows[i].s, strlen(rows[i].s), 0, out,
                                           sizeof out, &n, &err),
                         URIVAL_ESYNTAX);
        ck_assert_str_eq(err.rule, "pct-encoded");
        ck_assert_uint_eq(err.rule_start, 1);
        ck_assert_uint_eq(err.offset, rows[i].offset);
        ck_assert_int_eq(err.at_end, rows[i].at_end);
    }
}
END_TEST

START_TEST(test_names_and_arguments)
{
    urival_pct_set s;
    char out[8];
    size_t n = 7;
    urival_error err;
    unsigned i;
    for (i = 0; i < URIVAL_PCT_SET_COUNT; i++) {
        ck_assert_int_eq(urival_pct_set_lookup(urival_pct_set_name((urival_pct_set)i), &s),
                         URIVAL_OK);
        ck_assert_uint_eq(s, i);
    }
    ck_assert_ptr_null(urival_pct_set_name(URIVAL_PCT_SET_COUNT));
    ck_assert_int_eq(urival_pct_set_lookup("nosuch", &s), URIVAL_EINVAL);
    ck_assert_int_eq(urival_pct_set_lookup(NULL, &s), URIVAL_EINVAL);
    ck_assert_int_eq(urival_pct_encode(URIVAL_PCT_SET_ANY, "a", 1, out, sizeof out, &n),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_pct_encode(URIVAL_PCT_SET_COUNT, "a", 1, out, sizeof out, &n),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_pct_encode(URIVAL_PCT_SET_PATH, NULL, 1, out, sizeof out, &n),
                     URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_pct_encode(URIVAL_PCT_SET_PATH, "a", URIVAL_MAX_INPUT + 1, out, sizeof out, &n),
        URIVAL_ERANGE);
    ck_assert_int_eq(urival_pct_decode(URIVAL_PCT_SET_ANY, "a", URIVAL_MAX_INPUT + 1, 0, out,
                                       sizeof out, &n, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
    ck_assert_int_eq(urival_pct_decode((urival_pct_set)99, "a", 1, 0, out, sizeof out, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_pct_decode(URIVAL_PCT_SET_ANY, "a", 1, 0, NULL, 3, &n, &err),
                     URIVAL_EINVAL);
    /* The error explains itself like a match failure. */
    ck_assert_int_eq(
        urival_pct_decode(URIVAL_PCT_SET_ANY, "ab%4z", 5, 0, out, sizeof out, &n, &err),
        URIVAL_ESYNTAX);
    {
        char msg[128];
        urival_error_message(&err, "ab%4z", 5, msg, sizeof msg, NULL);
        ck_assert_str_eq(msg,
                         "offset 4: pct-encoded: expected a hex digit after \"%4\", found \"z\"");
        /* A refused "%00" says where, as a syntax error does. */
        ck_assert_int_eq(urival_pct_decode(URIVAL_PCT_SET_ANY, "a%00", 4,
                                           URIVAL_PCT_FLAG_REFUSE_NUL, out, sizeof out, &n, &err),
                         URIVAL_ENUL);
        urival_error_message(&err, "a%00", 4, msg, sizeof msg, NULL);
        ck_assert_str_eq(msg, "offset 1: pct-encoded: percent-encoded NUL (%00) refused");
        err.rule = NULL;
        urival_error_message(&err, "a%00", 4, msg, sizeof msg, NULL);
        ck_assert_str_eq(msg, "offset 1: percent-encoded NUL (%00) refused");
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("pct");
    TCase *rows = tcase_create("pct.tsv");
    TCase *bytes = tcase_create("bytes");
    int failed;

    tsv_load(&table, "pct.tsv");
    tcase_add_loop_test(rows, test_table, 0, (int)table.nrows);
    tcase_add_test(bytes, test_every_byte);
    tcase_add_test(bytes, test_names_and_arguments);
    tcase_add_test(bytes, test_broken_escape);
    suite_add_tcase(s, rows);
    suite_add_tcase(s, bytes);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
