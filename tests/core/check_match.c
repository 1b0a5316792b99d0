/* check_match.c - urival_match() against tests/data/rfc3986_match.tsv.
 *
 * Each row names a rule, an input and the verdict: "valid", or
 * "invalid@N" where N is the offset of the first byte that cannot begin
 * any valid continuation (the input length when the input could still be
 * completed).  Every row is its own test, so a failure names its line. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static struct tsv table;

static int bit(const uint32_t *set, unsigned b)
{
    return (set[b / 32] >> (b % 32)) & 1u;
}

START_TEST(test_row)
{
    const struct tsv_row *r = &table.rows[_i];
    urival_rule rule;
    urival_error err;
    char *in, msg[600];
    size_t len;
    int st;

    ck_assert_msg(r->nfields >= 4, "line %zu: expected 4 or 5 fields", r->line);
    ck_assert_msg(urival_rule_lookup("rfc3986", r->field[0], &rule) == URIVAL_OK,
                  "line %zu: unknown rule %s", r->line, r->field[0]);
    in = malloc(strlen(r->field[1]) + 1);
    len = tsv_decode(r->field[1], in);
    st = urival_match(rule, in, len, &err);
    if (strcmp(r->field[2], "valid") == 0) {
        if (st != URIVAL_OK)
            urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(st == URIVAL_OK, "line %zu: %s \"%s\" should be valid: %s", r->line,
                      r->field[0], r->field[1], st == URIVAL_OK ? "" : msg);
    } else {
        size_t want;
        ck_assert_msg(strncmp(r->field[2], "invalid@", 8) == 0, "line %zu: bad verdict %s", r->line,
                      r->field[2]);
        want = (size_t)strtoul(r->field[2] + 8, NULL, 10);
        ck_assert_msg(st == URIVAL_ESYNTAX, "line %zu: %s \"%s\" should be invalid", r->line,
                      r->field[0], r->field[1]);
        ck_assert_msg(err.offset == want, "line %zu: %s \"%s\": offset %zu, want %zu", r->line,
                      r->field[0], r->field[1], err.offset, want);
        /* The explanation must agree with the verdict. */
        ck_assert(err.status == URIVAL_ESYNTAX);
        ck_assert(err.rule != NULL && err.grammar != NULL);
        ck_assert(err.rule_start <= err.offset);
        ck_assert_int_eq(err.at_end, want == len);
        if (want < len)
            ck_assert_msg(!bit(err.expected, (unsigned char)in[want]),
                          "line %zu: the byte found is listed as expected", r->line);
        else
            ck_assert(!err.end_ok);
        urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(strncmp(msg, "offset ", 7) == 0 && strstr(msg, err.rule) != NULL,
                      "line %zu: message \"%s\"", r->line, msg);
    }
    free(in);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("match");
    TCase *tc = tcase_create("rfc3986_match.tsv");
    int failed;

    tsv_load(&table, "rfc3986_match.tsv");
    tcase_add_loop_test(tc, test_row, 0, (int)table.nrows);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
