/* matchrow.c - see matchrow.h. */
#include "common/matchrow.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"

static int bit(const uint32_t *set, unsigned b)
{
    return (set[b / 32] >> (b % 32)) & 1u;
}

void match_row_check(const struct tsv_row *r, const char *grammar)
{
    urival_rule rule;
    urival_error err;
    char *in, msg[600];
    size_t len, want;
    urival_status st;

    ck_assert_msg(r->nfields >= 4, "line %zu: expected 4 or 5 fields", r->line);
    ck_assert_msg(urival_rule_lookup(grammar, r->field[0], &rule) == URIVAL_OK,
                  "line %zu: unknown rule %s:%s", r->line, grammar, r->field[0]);
    in = malloc(strlen(r->field[1]) + 1);
    ck_assert_ptr_nonnull(in);
    len = tsv_decode(r->field[1], in);
    st = urival_match(rule, in, len, &err);
    if (strcmp(r->field[2], "valid") == 0) {
        if (st != URIVAL_OK)
            urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(st == URIVAL_OK, "line %zu: %s \"%s\" should be valid: %s", r->line,
                      r->field[0], r->field[1], st == URIVAL_OK ? "" : msg);
    } else {
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
        ck_assert_str_eq(err.grammar, grammar);
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
