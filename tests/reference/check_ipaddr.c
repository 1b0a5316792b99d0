/* check_ipaddr.c - IP address hosts as bytes (RFC 3986 section 3.2.2) and
 * the RFC 5952 text form, from tests/data/ipaddr.tsv, and round trips over
 * generated addresses. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

struct format_call {
    const unsigned char *addr;
    int v6;
};

static int call_format(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct format_call *c = ctx;
    return c->v6 ? urival_ipv6_format(c->addr, buf, cap, needed)
                 : urival_ipv4_format(c->addr, buf, cap, needed);
}

static void hex_bytes(const char *hex, unsigned char *out, size_t n)
{
    size_t i;
    ck_assert_uint_eq(strlen(hex), 2 * n);
    for (i = 0; i < n; i++) {
        unsigned v;
        ck_assert(sscanf(hex + 2 * i, "%2x", &v) == 1);
        out[i] = (unsigned char)v;
    }
}

START_TEST(test_table)
{
    const struct tsv_row *r = &table.rows[_i];
    int v6 = strcmp(r->field[0], "ipv6") == 0, want_st, st;
    size_t size = v6 ? 16 : 4, wl = 0, off = 0, n;
    unsigned char got[16], want[16];
    char field[64], text[64], label[64];
    urival_error err;
    struct format_call c;

    ck_assert_msg(r->nfields >= 5, "line %zu: expected 6 fields", r->line);
    ck_assert_msg(v6 || strcmp(r->field[0], "ipv4") == 0, "line %zu: bad kind", r->line);
    if (v6)
        st = urival_ipv6_parse(r->field[1], strlen(r->field[1]), got, &err);
    else
        st = urival_ipv4_parse(r->field[1], strlen(r->field[1]), got, &err);
    if (expect_field(r->field[2], field, &wl, &want_st, &off)) {
        ck_assert_msg(st == URIVAL_OK, "line %zu: %s", r->line, urival_strstatus(st));
        hex_bytes(field, want, size);
        ck_assert_msg(memcmp(got, want, size) == 0, "line %zu: wrong bytes", r->line);
        st = v6 ? urival_ipv6_format(got, text, sizeof text, &n)
                : urival_ipv4_format(got, text, sizeof text, &n);
        ck_assert_msg(st == URIVAL_OK, "line %zu: format %d", r->line, st);
        ck_assert_msg(strcmp(text, r->field[3]) == 0 && n == strlen(text),
                      "line %zu: text %s, want %s", r->line, text, r->field[3]);
        c.addr = got;
        c.v6 = v6;
        snprintf(label, sizeof label, "line %zu", r->line);
        check_capacities(label, call_format, &c, URIVAL_OK, r->field[3], strlen(r->field[3]));
    } else {
        ck_assert_msg(st == want_st && err.offset == off, "line %zu: status %d offset %zu", r->line,
                      st, err.offset);
    }
}
END_TEST

/* Random addresses, rich in zero fields and IPv4-mapped ones: the
 * canonical text is lower case, reads back as the same bytes, and formats
 * to itself. */
START_TEST(test_round_trip)
{
    struct rng r = { 6 };
    int i;
    for (i = 0; i < 100000; i++) {
        unsigned char a[16], b[16];
        char text[64], again[64];
        size_t n, k;
        for (k = 0; k < 16; k += 2) {
            unsigned v = rng_below(&r, 3) == 0 ? (unsigned)rng_next(&r) & 0xffff : 0;
            a[k] = (unsigned char)(v >> 8);
            a[k + 1] = (unsigned char)v;
        }
        if (rng_below(&r, 8) == 0) {
            memset(a, 0, 10);
            a[10] = a[11] = 0xff;
        }
        ck_assert_int_eq(urival_ipv6_format(a, text, sizeof text, &n), URIVAL_OK);
        ck_assert_uint_le(n, 45);
        ck_assert_msg(urival_ipv6_parse(text, n, b, NULL) == URIVAL_OK, "%s", text);
        ck_assert_msg(memcmp(a, b, 16) == 0, "%s", text);
        ck_assert_int_eq(urival_ipv6_format(b, again, sizeof again, &k), URIVAL_OK);
        ck_assert_uint_eq(k, n);
        ck_assert_str_eq(text, again);
        ck_assert(strpbrk(text, "ABCDEF") == NULL);
    }
}
END_TEST

START_TEST(test_arguments)
{
    unsigned char a[16];
    urival_error err;
    char out[8];
    ck_assert_int_eq(urival_ipv6_parse("::", 2, NULL, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_ipv4_parse("1.2.3.4", 7, NULL, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_ipv6_parse(NULL, 2, a, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_ipv6_parse("::", URIVAL_MAX_INPUT + 1, a, &err), URIVAL_ERANGE);
    ck_assert_int_eq(urival_ipv4_parse("1.2.3.4\0", 8, a, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 7);
    size_t n = 99;
    ck_assert_int_eq(urival_ipv6_format(NULL, out, sizeof out, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_str_eq(out, "");
    n = 99;
    ck_assert_int_eq(urival_ipv4_format(a, NULL, 5, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_ipv4_format(NULL, out, sizeof out, NULL), URIVAL_EINVAL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ipaddr");
    TCase *rows = tcase_create("ipaddr.tsv");
    TCase *gen = tcase_create("generated");
    int failed;

    tsv_load(&table, "ipaddr.tsv");
    tcase_add_loop_test(rows, test_table, 0, (int)table.nrows);
    tcase_add_test(rows, test_arguments);
    tcase_add_test(gen, test_round_trip);
    suite_add_tcase(s, rows);
    suite_add_tcase(s, gen);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
