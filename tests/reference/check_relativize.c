/* check_relativize.c - making references relative: the shortest reference
 * that resolves back to the target.
 *
 * tests/data/relativize.tsv gives cases worked out by hand.  The property
 * test resolves every answer again on 100,000 generated pairs and more;
 * a brute-force search over every shorter reference on a small alphabet
 * checks "shortest" on a sample. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

struct relativize_call {
    const char *base, *target;
    size_t base_len, target_len;
};

static int call_relativize(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct relativize_call *c = ctx;
    return urival_relativize(c->base, c->base_len, c->target, c->target_len, buf, cap, needed,
                             NULL);
}

/* resolve(base, ref) == target, byte for byte. */
static int resolves_to(const char *base, size_t bl, const char *ref, size_t rl, const char *target,
                       size_t tl)
{
    char out[2048];
    size_t n;
    if (urival_resolve(base, bl, ref, rl, 0, out, sizeof out, &n, NULL) != URIVAL_OK)
        return 0;
    return n == tl && memcmp(out, target, n) == 0;
}

START_TEST(test_table)
{
    const struct tsv_row *r = &table.rows[_i];
    struct relativize_call c;
    char *base, *target, *want, got[1024], label[64];
    size_t want_len = 0, off = 0, n;
    int want_st, st;
    urival_error err;

    ck_assert_msg(r->nfields >= 4, "line %zu: expected 5 fields", r->line);
    base = field_dup(r->field[0], &c.base_len);
    target = field_dup(r->field[1], &c.target_len);
    want = malloc(strlen(r->field[2]) + 1);
    expect_field(r->field[2], want, &want_len, &want_st, &off);
    c.base = base;
    c.target = target;
    st = urival_relativize(base, c.base_len, target, c.target_len, got, sizeof got, &n, &err);
    ck_assert_msg(st == want_st, "line %zu: status %d (%s), want %d", r->line, st,
                  urival_strstatus(st), want_st);
    if (st == URIVAL_OK) {
        ck_assert_msg(n == want_len && memcmp(got, want, n) == 0,
                      "line %zu: <%s> from <%s> is <%s>, want <%s>", r->line, target, base, got,
                      want);
        ck_assert_msg(resolves_to(base, c.base_len, got, n, target, c.target_len),
                      "line %zu: <%s> does not resolve back", r->line, got);
    } else if (st != URIVAL_EUNREACHABLE) {
        ck_assert_msg(err.offset == off, "line %zu: offset %zu, want %zu", r->line, err.offset,
                      off);
    }
    snprintf(label, sizeof label, "line %zu", r->line);
    check_capacities(label, call_relativize, &c, want_st, want, want_len);
    free(base);
    free(target);
    free(want);
}
END_TEST

START_TEST(test_table_size)
{
    ck_assert_uint_ge(table.nrows, 50);
}
END_TEST

/* 100,000 pairs whose target is reachable (it is the resolution of a
 * generated reference) must come back exactly; 20,000 more with targets
 * drawn freely must come back or be truly unreachable: not the base's
 * path, and not their own resolution. */
START_TEST(test_property)
{
    struct rng r = { 31337 };
    char base[256], ref[256], target[1024], rel[1024];
    size_t checked = 0, unreachable = 0;
    int i;
    for (i = 0; i < 120000; i++) {
        size_t bl = gen_reference(&r, base, GEN_URI), tl, n;
        int st, free_target = i >= 100000;
        if (free_target) {
            tl = gen_reference(&r, target, GEN_URI);
        } else {
            size_t rl = gen_reference(&r, ref, 0);
            ck_assert_int_eq(urival_resolve(base, bl, ref, rl, 0, target, sizeof target, &tl, NULL),
                             URIVAL_OK);
        }
        st = urival_relativize(base, bl, target, tl, rel, sizeof rel, &n, NULL);
        if (st == URIVAL_EUNREACHABLE && free_target) {
            ck_assert_msg(!resolves_to(base, bl, target, tl, target, tl) &&
                              !resolves_to(base, bl, "", 0, target, tl),
                          "<%s> from <%s> is reachable", target, base);
            unreachable++;
            continue;
        }
        ck_assert_msg(st == URIVAL_OK, "<%s> from <%s>: %s", target, base, urival_strstatus(st));
        ck_assert_msg(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, rel, n, NULL) == URIVAL_OK,
                      "<%s> from <%s> is <%s>, no URI-reference", target, base, rel);
        ck_assert_msg(n <= tl, "<%s> from <%s> is <%s>, longer than the target", target, base, rel);
        ck_assert_msg(resolves_to(base, bl, rel, n, target, tl),
                      "<%s> from <%s> is <%s>, which does not resolve back", target, base, rel);
        checked++;
    }
    ck_assert_uint_ge(checked, 100000);
    ck_assert_uint_gt(unreachable, 0);
}
END_TEST

/* Small URIs over a small alphabet, so that every shorter reference can be
 * tried. */
static size_t tiny_uri(struct rng *r, char *out)
{
    static const char *const schemes[] = { "s", "t" };
    static const char *const hosts[] = { "a", "b", "" };
    static const char *const segs[] = { "a", "b", "", "a", "b", ".", ".." };
    for (;;) {
        size_t n = 0;
        unsigned k = rng_below(r, 4), i;
        int authority = rng_below(r, 2) == 0, rootless = rng_below(r, 3) == 0;
        n += (size_t)sprintf(out + n, "%s:", schemes[rng_below(r, 2)]);
        if (authority)
            n += (size_t)sprintf(out + n, "//%s", hosts[rng_below(r, 3)]);
        for (i = 0; i < k; i++)
            n += (size_t)sprintf(out + n, "%s%s", i == 0 && rootless && !authority ? "" : "/",
                                 segs[rng_below(r, 7)]);
        if (rng_below(r, 4) == 0)
            n += (size_t)sprintf(out + n, "?%s", rng_below(r, 2) ? "a" : "");
        if (rng_below(r, 4) == 0)
            n += (size_t)sprintf(out + n, "#%s", rng_below(r, 2) ? "b" : "");
        if (urival_match(URIVAL_RULE_RFC3986_URI, out, n, NULL) == URIVAL_OK)
            return n;
    }
}

START_TEST(test_shortest)
{
    static const char alphabet[] = "ab/.:?#st";
    const size_t k = sizeof alphabet - 1;
    struct rng r = { 5 };
    char base[64], target[128], rel[128], cand[8];
    int pairs = 0;
    while (pairs < 400) {
        size_t bl = tiny_uri(&r, base), tl, n, len, idx, count, i;
        if (rng_below(&r, 2) == 0) {
            tl = tiny_uri(&r, target);
        } else {
            char ref[64];
            size_t rl = tiny_uri(&r, ref);
            /* a relative reference: drop the scheme */
            rl -= 2;
            memmove(ref, ref + 2, rl + 1);
            if (urival_resolve(base, bl, ref, rl, 0, target, sizeof target, &tl, NULL) != URIVAL_OK)
                continue;
        }
        if (urival_relativize(base, bl, target, tl, rel, sizeof rel, &n, NULL) != URIVAL_OK ||
            n > 5)
            continue;
        pairs++;
        for (len = 0; len < n; len++) {
            for (count = 1, i = 0; i < len; i++)
                count *= k;
            for (idx = 0; idx < count; idx++) {
                size_t v = idx;
                for (i = 0; i < len; i++, v /= k)
                    cand[i] = alphabet[v % k];
                ck_assert_msg(!resolves_to(base, bl, cand, len, target, tl),
                              "<%s> from <%s>: <%.*s> is shorter than <%s>", target, base, (int)len,
                              cand, rel);
            }
        }
    }
}
END_TEST

START_TEST(test_arguments)
{
    char out[16];
    size_t n;
    urival_error err;
    ck_assert_int_eq(
        urival_relativize("a:", URIVAL_MAX_INPUT + 1, "a:", 2, out, sizeof out, &n, &err),
        URIVAL_ERANGE);
    ck_assert_int_eq(urival_relativize("a:", 2, "a:", (size_t)-1, out, sizeof out, &n, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_relativize(NULL, 2, "a:", 2, out, sizeof out, &n, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_relativize("a:", 2, "a:", 2, NULL, 2, &n, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_relativize("a:b", 3, "a:b\0", 4, out, sizeof out, &n, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 3);
    ck_assert_int_eq(urival_relativize("a:b", 3, "a:c", 3, out, sizeof out, NULL, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "c");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("relativize");
    TCase *rows = tcase_create("relativize.tsv");
    TCase *gen = tcase_create("generated");
    int failed;

    tsv_load(&table, "relativize.tsv");
    tcase_add_loop_test(rows, test_table, 0, (int)table.nrows);
    tcase_add_test(rows, test_table_size);
    tcase_add_test(rows, test_arguments);
    tcase_add_test(gen, test_property);
    tcase_add_test(gen, test_shortest);
    suite_add_tcase(s, rows);
    suite_add_tcase(s, gen);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
