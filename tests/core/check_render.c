/* check_render.c - urival_error_expected() names exactly the expected set.
 *
 * The rendering is read back by an independent parser of its words ("a
 * letter", "\"-\"", "\"0\" to \"5\"", "end of input") and the bytes it
 * names are compared with err.expected: for every invalid row of every
 * recognition table, for every one-byte set and for sets drawn at random.
 * A rendering that names one byte too many or too few fails here. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

struct set {
    uint32_t bits[8];
    int end_ok;
};

static void add(struct set *s, unsigned b)
{
    s->bits[b / 32] |= (uint32_t)1 << (b % 32);
}

static const struct {
    const char *words;
    unsigned lo1, hi1, lo2, hi2, lo3, hi3; /* up to three byte ranges */
} words[] = {
    { "a letter", 'A', 'Z', 'a', 'z', 1, 0 },
    { "an upper-case letter", 'A', 'Z', 1, 0, 1, 0 },
    { "a lower-case letter", 'a', 'z', 1, 0, 1, 0 },
    { "a hex digit", '0', '9', 'A', 'F', 'a', 'f' },
    { "a digit", '0', '9', 1, 0, 1, 0 },
};

static void add_range(struct set *s, unsigned lo, unsigned hi)
{
    for (; lo <= hi; lo++)
        add(s, lo);
}

/* One quoted byte at *p ("x", "\"", "\\", "\xHH"); advances *p. */
static unsigned quoted(const char **p, const char *text)
{
    const char *q = *p;
    unsigned b;
    ck_assert_msg(*q == '"', "no quote at \"%s\" in \"%s\"", q, text);
    q++;
    if (q[0] == '\\' && q[1] == 'x') {
        ck_assert_msg(sscanf(q + 2, "%2x", &b) == 1, "bad \\x in \"%s\"", text);
        ck_assert_msg(b < 0x20 || b > 0x7e, "printable byte as \\x in \"%s\"", text);
        q += 4;
    } else if (q[0] == '\\') {
        b = (unsigned char)q[1];
        ck_assert_msg(b == '"' || b == '\\', "bad escape in \"%s\"", text);
        q += 2;
    } else {
        b = (unsigned char)q[0];
        ck_assert_msg(b >= 0x20 && b < 0x7f && b != '"' && b != '\\', "raw byte in \"%s\"", text);
        q++;
    }
    ck_assert_msg(*q == '"', "unclosed quote in \"%s\"", text);
    *p = q + 1;
    return b;
}

/* The set text names, read word by word. */
static struct set parse(const char *text)
{
    struct set s = { { 0 }, 0 };
    const char *p = text;
    size_t i;
    if (strcmp(text, "nothing more") == 0)
        return s;
    for (;;) {
        int matched = 0;
        for (i = 0; i < sizeof words / sizeof words[0] && !matched; i++) {
            size_t n = strlen(words[i].words);
            if (strncmp(p, words[i].words, n) == 0 && (p[n] == ',' || p[n] == ' ' || !p[n])) {
                add_range(&s, words[i].lo1, words[i].hi1);
                if (words[i].lo2 <= words[i].hi2)
                    add_range(&s, words[i].lo2, words[i].hi2);
                if (words[i].lo3 <= words[i].hi3)
                    add_range(&s, words[i].lo3, words[i].hi3);
                p += n;
                matched = 1;
            }
        }
        if (!matched && strncmp(p, "end of input", 12) == 0) {
            ck_assert_msg(p[12] == '\0', "end of input not last in \"%s\"", text);
            s.end_ok = 1;
            return s;
        }
        if (!matched) {
            unsigned lo = quoted(&p, text), hi = lo;
            if (strncmp(p, " to ", 4) == 0) {
                p += 4;
                hi = quoted(&p, text);
                ck_assert_msg(hi >= lo + 2, "short range in \"%s\"", text);
            }
            add_range(&s, lo, hi);
        }
        if (*p == '\0')
            return s;
        if (strncmp(p, ", ", 2) == 0) {
            p += 2;
            ck_assert_msg(strstr(p, ", ") != NULL || strstr(p, " or ") != NULL,
                          "\", \" before the last item in \"%s\"", text);
        } else {
            ck_assert_msg(strncmp(p, " or ", 4) == 0, "bad separator at \"%s\" in \"%s\"", p, text);
            p += 4;
        }
    }
}

/* err's set rendered and read back must be err's set. */
static void round_trip(const urival_error *err, const char *where)
{
    char text[4096];
    size_t need;
    struct set got;
    ck_assert_int_eq(urival_error_expected(err, text, sizeof text, &need), URIVAL_OK);
    ck_assert_uint_lt(need, sizeof text);
    got = parse(text);
    ck_assert_msg(memcmp(got.bits, err->expected, sizeof got.bits) == 0 &&
                      got.end_ok == (err->end_ok != 0),
                  "%s: \"%s\" names another set", where, text);
}

static const char *const tables[][2] = {
    { "rfc3986_match.tsv", "rfc3986" },         { "rfc3987_match.tsv", "rfc3987" },
    { "rfc1738_match.tsv", "rfc1738" },         { "url-1993_match.tsv", "url-1993" },
    { "url-draft05_match.tsv", "url-draft05" }, { "urn_match.tsv", NULL },
};

START_TEST(test_table_rows)
{
    struct tsv t;
    size_t r, checked = 0;
    tsv_load(&t, tables[_i][0]);
    for (r = 0; r < t.nrows; r++) {
        const struct tsv_row *row = &t.rows[r];
        /* urn_match.tsv names the grammar in a first field of its own. */
        size_t f = tables[_i][1] == NULL ? 1 : 0;
        const char *grammar = f ? row->field[0] : tables[_i][1];
        urival_rule rule;
        urival_error err;
        char *in, where[300];
        size_t len;
        if (row->nfields < f + 3 || strncmp(row->field[f + 2], "invalid", 7) != 0)
            continue;
        if (urival_rule_lookup(grammar, row->field[f], &rule) != URIVAL_OK)
            continue; /* a grammar this build leaves out */
        in = malloc(strlen(row->field[f + 1]) + 1);
        ck_assert_ptr_nonnull(in);
        len = tsv_decode(row->field[f + 1], in);
        ck_assert_int_eq(urival_match(rule, in, len, &err), URIVAL_ESYNTAX);
        snprintf(where, sizeof where, "%s line %zu", tables[_i][0], row->line);
        round_trip(&err, where);
        free(in);
        checked++;
    }
    ck_assert_uint_gt(checked, 0);
    tsv_free(&t);
}
END_TEST

START_TEST(test_one_byte_sets)
{
    urival_error err;
    char where[40];
    memset(&err, 0, sizeof err);
    err.status = URIVAL_ESYNTAX;
    err.expected[_i / 32] = (uint32_t)1 << (_i % 32);
    snprintf(where, sizeof where, "byte %d", _i);
    round_trip(&err, where);
    err.end_ok = 1;
    round_trip(&err, where);
}
END_TEST

START_TEST(test_random_sets)
{
    /* A fixed generator (xorshift), so that a failure can be replayed;
     * densities from sparse to full, so runs, classes and their remnants
     * all occur. */
    uint32_t x = 2463534242u;
    int n, b;
    for (n = 0; n < 20000; n++) {
        urival_error err;
        char where[40];
        unsigned density = (unsigned)n % 9;
        memset(&err, 0, sizeof err);
        err.status = URIVAL_ESYNTAX;
        for (b = 0; b < 256; b++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            if (x % 8 < density)
                err.expected[b / 32] |= (uint32_t)1 << (b % 32);
        }
        err.end_ok = (int)(x >> 31);
        snprintf(where, sizeof where, "random set %d", n);
        round_trip(&err, where);
    }
}
END_TEST

static void expect_rendering(const char *bytes, size_t n, int end_ok, const char *want)
{
    urival_error err;
    char text[1024];
    size_t i;
    memset(&err, 0, sizeof err);
    err.status = URIVAL_ESYNTAX;
    err.end_ok = end_ok;
    for (i = 0; i < n; i++) {
        unsigned char b = (unsigned char)bytes[i];
        err.expected[b / 32] |= (uint32_t)1 << (b % 32);
    }
    ck_assert_int_eq(urival_error_expected(&err, text, sizeof text, NULL), URIVAL_OK);
    ck_assert_str_eq(text, want);
}

#define LOWER "abcdefghijklmnopqrstuvwxyz"
#define UPPER "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

START_TEST(test_renderings)
{
    expect_rendering("", 0, 0, "nothing more");
    expect_rendering("", 0, 1, "end of input");
    expect_rendering("-./", 3, 0, "\"-\", \".\" or \"/\"");
    expect_rendering("0123456789abcdefABCDEF", 22, 0, "a hex digit");
    expect_rendering("0123456789abcdefABCDEF:]", 24, 1,
                     "a hex digit, \":\", \"]\" or end of input");
    expect_rendering(LOWER UPPER "0123456789+-.", 65, 0,
                     "a letter, a digit, \"+\", \"-\" or \".\"");
    expect_rendering(LOWER "0123456789", 36, 0, "a lower-case letter or a digit");
    expect_rendering(UPPER, 26, 0, "an upper-case letter");
    expect_rendering("012345", 6, 1, "\"0\" to \"5\" or end of input");
    expect_rendering("01", 2, 0, "\"0\" or \"1\"");
    expect_rendering("vV", 2, 0, "\"V\" or \"v\"");
    expect_rendering("\"\\ \t", 4, 0, "\"\\x09\", \" \", \"\\\"\" or \"\\\\\"");
    expect_rendering("\x80\x81\x82\x83\xC2", 5, 0, "\"\\x80\" to \"\\x83\" or \"\\xC2\"");
    /* A run of punctuation stays a list: ASCII order means nothing there. */
    expect_rendering("$%&'()*", 7, 0, "\"$\", \"%\", \"&\", \"'\", \"(\", \")\" or \"*\"");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("render");
    TCase *tc = tcase_create("expected");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_table_rows, 0, (int)(sizeof tables / sizeof tables[0]));
    tcase_add_loop_test(tc, test_one_byte_sets, 0, 256);
    tcase_add_test(tc, test_random_sets);
    tcase_add_test(tc, test_renderings);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
