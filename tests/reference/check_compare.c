/* check_compare.c - the comparison ladder (RFC 3986 section 6.2).
 *
 * tests/data/compare.tsv gives pairs worked out by hand.  On generated
 * pairs, urival_compare() (which compares without allocating) must agree
 * with the definition: equal strings, else equal syntax-based normal
 * forms, else equal scheme-based normal forms. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

static unsigned parse_flags(const char *f, size_t line)
{
    if (strcmp(f, "-") == 0)
        return 0;
    if (strcmp(f, "ignore-fragment") == 0)
        return URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT;
    if (strcmp(f, "ipv6") == 0)
        return URIVAL_NORMALIZE_FLAG_IPV6;
    if (strcmp(f, "ignore-fragment+ipv6") == 0)
        return URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT | URIVAL_NORMALIZE_FLAG_IPV6;
    ck_abort_msg("line %zu: bad flags %s", line, f);
    return 0;
}

static urival_equivalence rung(const char *name, size_t line)
{
    int e;
    for (e = URIVAL_COMPARE_RUNG_SIMPLE; e <= URIVAL_COMPARE_RUNG_DIFFERENT; e++)
        if (strcmp(name, urival_equivalence_name((urival_equivalence)e)) == 0)
            return (urival_equivalence)e;
    ck_abort_msg("line %zu: bad rung %s", line, name);
    return URIVAL_COMPARE_RUNG_DIFFERENT;
}

START_TEST(test_table)
{
    const struct tsv_row *r = &table.rows[_i];
    unsigned flags;
    char *a, *b, want[64];
    size_t al, bl, wl = 0, off = 0;
    int want_st, st;
    urival_equivalence got = URIVAL_COMPARE_RUNG_SIMPLE, back = URIVAL_COMPARE_RUNG_SIMPLE;
    urival_error err;

    ck_assert_msg(r->nfields >= 5, "line %zu: expected 6 fields", r->line);
    flags = parse_flags(r->field[0], r->line);
    a = field_dup(r->field[1], &al);
    b = field_dup(r->field[2], &bl);
    expect_field(r->field[3], want, &wl, &want_st, &off);
    st = urival_compare(a, al, b, bl, flags, &got, &err);
    ck_assert_msg(st == want_st, "line %zu: status %d, want %d", r->line, st, want_st);
    if (st == URIVAL_OK) {
        ck_assert_msg(got == rung(want, r->line), "line %zu: <%s> <%s>: %s, want %s", r->line, a, b,
                      urival_equivalence_name(got), want);
        /* Equivalence is symmetric. */
        ck_assert_int_eq(urival_compare(b, bl, a, al, flags, &back, NULL), URIVAL_OK);
        ck_assert_int_eq(back, got);
    } else {
        ck_assert_int_eq(got, URIVAL_COMPARE_RUNG_DIFFERENT);
        ck_assert_msg(err.offset == off, "line %zu: offset %zu, want %zu", r->line, err.offset,
                      off);
    }
    free(a);
    free(b);
}
END_TEST

START_TEST(test_table_size)
{
    ck_assert_uint_ge(table.nrows, 50);
}
END_TEST

/* The definition, with buffers: normalize both, compare the strings (up to
 * the fragment when it is ignored). */
static urival_equivalence by_definition(const char *a, size_t al, const char *b, size_t bl,
                                        unsigned flags)
{
    static const unsigned steps[2] = { 0, URIVAL_NORMALIZE_FLAG_SCHEME };
    char na[2048], nb[2048];
    size_t i, x, y;
    int ignore = (flags & URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT) != 0;
    const char *ha, *hb;
    x = ignore && (ha = memchr(a, '#', al)) != NULL ? (size_t)(ha - a) : al;
    y = ignore && (hb = memchr(b, '#', bl)) != NULL ? (size_t)(hb - b) : bl;
    if (x == y && memcmp(a, b, x) == 0)
        return URIVAL_COMPARE_RUNG_SIMPLE;
    for (i = 0; i < 2; i++) {
        unsigned nf = steps[i] | (flags & URIVAL_NORMALIZE_FLAG_IPV6);
        ck_assert_int_eq(urival_normalize(a, al, nf, na, sizeof na, &x, NULL), URIVAL_OK);
        ck_assert_int_eq(urival_normalize(b, bl, nf, nb, sizeof nb, &y, NULL), URIVAL_OK);
        if (ignore) {
            x = (ha = memchr(na, '#', x)) != NULL ? (size_t)(ha - na) : x;
            y = (hb = memchr(nb, '#', y)) != NULL ? (size_t)(hb - nb) : y;
        }
        if (x == y && memcmp(na, nb, x) == 0)
            return i == 0 ? URIVAL_COMPARE_RUNG_SYNTAX : URIVAL_COMPARE_RUNG_SCHEME;
    }
    return URIVAL_COMPARE_RUNG_DIFFERENT;
}

/* A reference nearly like s: letters in other case, an unreserved byte
 * percent-encoded, a "./" or ":80" slipped in, or its own normal form. */
static size_t mutate(struct rng *r, const char *s, size_t n, char *out)
{
    size_t i, k = 0, at = n > 0 ? rng_below(r, (unsigned)n) : 0;
    unsigned how = rng_below(r, 6);
    for (i = 0; i < n && k < 500; i++) {
        char c = s[i];
        if (how == 0 && rng_below(r, 3) == 0 && c >= 'a' && c <= 'z')
            c = (char)(c - 32);
        if (how == 1 && i == at && ((c >= 'a' && c <= 'z') || c == '~')) {
            k += (size_t)sprintf(out + k, rng_below(r, 2) ? "%%%02X" : "%%%02x", (unsigned)c);
            continue;
        }
        if (how == 2 && i == at && c == '/') {
            memcpy(out + k, "/.", 2);
            k += 2;
        }
        out[k++] = c;
    }
    out[k] = '\0';
    if (how == 3) {
        const char *slash = strstr(out, "//");
        if (slash != NULL) {
            const char *end = slash + 2 + strcspn(slash + 2, "/?#");
            size_t pos = (size_t)(end - out);
            if (memchr(slash, ':', (size_t)(end - slash)) == NULL) {
                memmove(out + pos + 3, out + pos, k - pos + 1);
                memcpy(out + pos, ":80", 3);
                k += 3;
            }
        }
    }
    if (how == 4 && urival_normalize(s, n, rng_below(r, 2) ? URIVAL_NORMALIZE_FLAG_SCHEME : 0, out,
                                     500, &k, NULL) != URIVAL_OK)
        k = 0;
    return k;
}

START_TEST(test_generated)
{
    struct rng r = { 99 };
    char a[256], b[512];
    int i, counted[5] = { 0 };
    for (i = 0; i < 60000; i++) {
        static const unsigned flag_sets[] = { 0, URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT,
                                              URIVAL_NORMALIZE_FLAG_IPV6 };
        unsigned flags = flag_sets[i % 3];
        size_t al = gen_reference(&r, a, (i & 4) ? GEN_URI : 0), bl;
        urival_equivalence got, want;
        if (rng_below(&r, 6) == 5)
            bl = gen_reference(&r, b, (i & 4) ? GEN_URI : 0);
        else
            bl = mutate(&r, a, al, b);
        if (urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, b, bl, NULL) != URIVAL_OK)
            continue;
        want = by_definition(a, al, b, bl, flags);
        ck_assert_int_eq(urival_compare(a, al, b, bl, flags, &got, NULL), URIVAL_OK);
        ck_assert_msg(got == want, "<%s> <%s> flags %u: %s, by definition %s", a, b, flags,
                      urival_equivalence_name(got), urival_equivalence_name(want));
        counted[got]++;
    }
    /* The generator must reach every rung, or the test proves little. */
    for (i = URIVAL_COMPARE_RUNG_SIMPLE; i <= URIVAL_COMPARE_RUNG_DIFFERENT; i++)
        ck_assert_msg(counted[i] > 200, "rung %s reached %d times",
                      urival_equivalence_name((urival_equivalence)i), counted[i]);
}
END_TEST

START_TEST(test_arguments)
{
    urival_equivalence e = URIVAL_COMPARE_RUNG_SIMPLE;
    urival_error err;
    ck_assert_int_eq(urival_compare("a", 1, "a", 1, 0, NULL, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_compare(NULL, 1, "a", 1, 0, &e, &err), URIVAL_EINVAL);
    ck_assert_int_eq(e, URIVAL_COMPARE_RUNG_DIFFERENT);
    ck_assert_int_eq(urival_compare("a", URIVAL_MAX_INPUT + 1, "a", 1, 0, &e, &err), URIVAL_ERANGE);
    ck_assert_int_eq(urival_compare("a", 1, "a", (size_t)-1, 0, &e, &err), URIVAL_ERANGE);
    ck_assert_int_eq(urival_compare(NULL, 0, "", 0, 0, &e, &err), URIVAL_OK);
    ck_assert_int_eq(e, URIVAL_COMPARE_RUNG_SIMPLE);
    ck_assert_int_eq(urival_compare("a\0", 2, "a", 1, 0, &e, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_ptr_null(urival_equivalence_name((urival_equivalence)0));
    ck_assert_str_eq(urival_equivalence_name(URIVAL_COMPARE_RUNG_SCHEME), "scheme");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("compare");
    TCase *rows = tcase_create("compare.tsv");
    TCase *gen = tcase_create("generated");
    int failed;

    tsv_load(&table, "compare.tsv");
    tcase_add_loop_test(rows, test_table, 0, (int)table.nrows);
    tcase_add_test(rows, test_table_size);
    tcase_add_test(rows, test_arguments);
    tcase_add_test(gen, test_generated);
    suite_add_tcase(s, rows);
    suite_add_tcase(s, gen);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
