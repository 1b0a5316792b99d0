/* check_resolve.c - reference resolution (RFC 3986 section 5.2).
 *
 * Sources of truth: the published tables of section 5.4
 * (tests/data/rfc3986_resolve.tsv), more cases worked out by hand
 * (tests/data/resolve.tsv), and a literal transcription of the section's
 * pseudocode and two-buffer remove_dot_segments, run against the library
 * on generated pairs and on every short path. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv rfc_table, more_table;

static void run_row(const struct tsv_row *r)
{
    struct resolve_call c = { .fn = urival_resolve };
    char *base, *ref, *want, *got, label[64];
    size_t want_len = 0, off = 0, n;
    int want_st, st;
    urival_error err;

    ck_assert_msg(r->nfields >= 5, "line %zu: expected 6 fields", r->line);
    ck_assert_msg(strcmp(r->field[0], "strict") == 0 || strcmp(r->field[0], "non-strict") == 0,
                  "line %zu: bad mode", r->line);
    base = field_dup(r->field[1], &c.base_len);
    ref = field_dup(r->field[2], &c.ref_len);
    want = malloc(strlen(r->field[3]) + 1);
    expect_field(r->field[3], want, &want_len, &want_st, &off);
    c.base = base;
    c.ref = ref;
    c.flags = strcmp(r->field[0], "non-strict") == 0 ? URIVAL_RESOLVE_FLAG_NON_STRICT : 0;
    got = malloc(want_len + c.base_len + c.ref_len + 64);
    st = urival_resolve(base, c.base_len, ref, c.ref_len, c.flags, got,
                        want_len + c.base_len + c.ref_len + 64, &n, &err);
    ck_assert_msg(st == want_st, "line %zu: status %d (%s), want %d", r->line, st,
                  urival_strstatus(st), want_st);
    if (st == URIVAL_OK)
        ck_assert_msg(n == want_len && memcmp(got, want, n) == 0,
                      "line %zu: <%s> + <%s> = <%s>, want <%s>", r->line, r->field[1], r->field[2],
                      got, want);
    else
        ck_assert_msg(err.offset == off, "line %zu: error offset %zu, want %zu", r->line,
                      err.offset, off);
    snprintf(label, sizeof label, "line %zu", r->line);
    check_capacities(label, call_resolve, &c, want_st, want, want_len);
    free(base);
    free(ref);
    free(want);
    free(got);
}

START_TEST(test_rfc_table)
{
    run_row(&rfc_table.rows[_i]);
}
END_TEST

START_TEST(test_more_table)
{
    run_row(&more_table.rows[_i]);
}
END_TEST

/* Section 5.4's tables must all be there: 23 normal and 20 abnormal
 * examples, "http:g" once for each reading (strict and non-strict). */
START_TEST(test_rfc_table_complete)
{
    size_t i, normal = 0, abnormal = 0;
    for (i = 0; i < rfc_table.nrows; i++) {
        const char *sec = rfc_table.rows[i].field[4];
        normal += strcmp(sec, "5.4.1") == 0;
        abnormal += strcmp(sec, "5.4.2") == 0;
    }
    ck_assert_uint_eq(normal, 23);
    ck_assert_uint_eq(abnormal, 20);
    ck_assert_uint_ge(more_table.nrows, 150);
}
END_TEST

/* ---- the literal transcription ------------------------------------- */

/* Section 5.2.4, step by step, with two string buffers. */
static size_t naive_rds(const char *path, size_t n, char *out)
{
    char *in = malloc(n + 1);
    size_t il = n, ol = 0;
    memcpy(in, path, n);
#define STARTS(s) (il >= strlen(s) && memcmp(in, s, strlen(s)) == 0)
#define IS(s) (il == strlen(s) && memcmp(in, s, il) == 0)
#define DROP(k) (memmove(in, in + (k), il - (k)), il -= (k))
    while (il > 0) {
        if (STARTS("../")) {
            DROP(3);
        } else if (STARTS("./")) {
            DROP(2);
        } else if (STARTS("/./")) {
            DROP(2);
        } else if (IS("/.")) {
            il = 1;
        } else if (STARTS("/../") || IS("/..")) {
            if (STARTS("/../"))
                DROP(3);
            else
                il = 1;
            while (ol > 0 && out[ol - 1] != '/')
                ol--;
            if (ol > 0)
                ol--;
        } else if (IS(".") || IS("..")) {
            il = 0;
        } else {
            size_t k = in[0] == '/' ? 1 : 0;
            while (k < il && in[k] != '/')
                k++;
            memcpy(out + ol, in, k);
            ol += k;
            DROP(k);
        }
    }
#undef STARTS
#undef IS
#undef DROP
    free(in);
    return ol;
}

/* Section 5.2.2 as written, recomposed by 5.3, with the library's one
 * addition: "/." before a path beginning "//" when there is no authority. */
static size_t naive_resolve(const char *b, const char *r, unsigned flags, char *out)
{
    urival_uri bu, ru;
    char *path = malloc(strlen(b) + strlen(r) + 8), *merged = malloc(strlen(b) + strlen(r) + 8);
    const char *ts, *ta = NULL, *tq = NULL, *tf = NULL;
    size_t tsl, tal = 0, tql = 0, tfl = 0, pl, n = 0;
    int r_scheme;
#define P(s, u, c) ((s) + (u).part[c].off)
#define L(u, c) ((u).part[c].len)
#define HAS(u, c) urival_uri_has(&(u), c)
    ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI, b, strlen(b), &bu, NULL) == URIVAL_OK);
    ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, r, strlen(r), &ru, NULL) ==
              URIVAL_OK);
    r_scheme = HAS(ru, URIVAL_URI_PART_SCHEME);
    if (r_scheme && (flags & URIVAL_RESOLVE_FLAG_NON_STRICT) &&
        L(ru, URIVAL_URI_PART_SCHEME) == L(bu, URIVAL_URI_PART_SCHEME)) {
        size_t i;
        int same = 1;
        for (i = 0; i < L(ru, URIVAL_URI_PART_SCHEME); i++) {
            char x = P(r, ru, URIVAL_URI_PART_SCHEME)[i], y = P(b, bu, URIVAL_URI_PART_SCHEME)[i];
            if ((x | 0x20) != (y | 0x20))
                same = 0;
        }
        if (same)
            r_scheme = 0;
    }
    if (r_scheme) {
        ts = P(r, ru, URIVAL_URI_PART_SCHEME), tsl = L(ru, URIVAL_URI_PART_SCHEME);
        if (HAS(ru, URIVAL_URI_PART_AUTHORITY))
            ta = P(r, ru, URIVAL_URI_PART_AUTHORITY), tal = L(ru, URIVAL_URI_PART_AUTHORITY);
        pl = naive_rds(P(r, ru, URIVAL_URI_PART_PATH), L(ru, URIVAL_URI_PART_PATH), path);
        if (HAS(ru, URIVAL_URI_PART_QUERY))
            tq = P(r, ru, URIVAL_URI_PART_QUERY), tql = L(ru, URIVAL_URI_PART_QUERY);
    } else {
        if (HAS(ru, URIVAL_URI_PART_AUTHORITY)) {
            ta = P(r, ru, URIVAL_URI_PART_AUTHORITY), tal = L(ru, URIVAL_URI_PART_AUTHORITY);
            pl = naive_rds(P(r, ru, URIVAL_URI_PART_PATH), L(ru, URIVAL_URI_PART_PATH), path);
            if (HAS(ru, URIVAL_URI_PART_QUERY))
                tq = P(r, ru, URIVAL_URI_PART_QUERY), tql = L(ru, URIVAL_URI_PART_QUERY);
        } else {
            if (L(ru, URIVAL_URI_PART_PATH) == 0) {
                memcpy(path, P(b, bu, URIVAL_URI_PART_PATH), L(bu, URIVAL_URI_PART_PATH));
                pl = L(bu, URIVAL_URI_PART_PATH);
                if (HAS(ru, URIVAL_URI_PART_QUERY))
                    tq = P(r, ru, URIVAL_URI_PART_QUERY), tql = L(ru, URIVAL_URI_PART_QUERY);
                else if (HAS(bu, URIVAL_URI_PART_QUERY))
                    tq = P(b, bu, URIVAL_URI_PART_QUERY), tql = L(bu, URIVAL_URI_PART_QUERY);
            } else {
                if (P(r, ru, URIVAL_URI_PART_PATH)[0] == '/') {
                    pl = naive_rds(P(r, ru, URIVAL_URI_PART_PATH), L(ru, URIVAL_URI_PART_PATH),
                                   path);
                } else {
                    /* 5.2.3 */
                    size_t ml;
                    if (HAS(bu, URIVAL_URI_PART_AUTHORITY) && L(bu, URIVAL_URI_PART_PATH) == 0) {
                        merged[0] = '/';
                        ml = 1;
                    } else {
                        const char *bp = P(b, bu, URIVAL_URI_PART_PATH);
                        ml = L(bu, URIVAL_URI_PART_PATH);
                        while (ml > 0 && bp[ml - 1] != '/')
                            ml--;
                        memcpy(merged, bp, ml);
                    }
                    memcpy(merged + ml, P(r, ru, URIVAL_URI_PART_PATH),
                           L(ru, URIVAL_URI_PART_PATH));
                    pl = naive_rds(merged, ml + L(ru, URIVAL_URI_PART_PATH), path);
                }
                if (HAS(ru, URIVAL_URI_PART_QUERY))
                    tq = P(r, ru, URIVAL_URI_PART_QUERY), tql = L(ru, URIVAL_URI_PART_QUERY);
            }
            if (HAS(bu, URIVAL_URI_PART_AUTHORITY))
                ta = P(b, bu, URIVAL_URI_PART_AUTHORITY), tal = L(bu, URIVAL_URI_PART_AUTHORITY);
        }
        ts = P(b, bu, URIVAL_URI_PART_SCHEME), tsl = L(bu, URIVAL_URI_PART_SCHEME);
    }
    if (HAS(ru, URIVAL_URI_PART_FRAGMENT))
        tf = P(r, ru, URIVAL_URI_PART_FRAGMENT), tfl = L(ru, URIVAL_URI_PART_FRAGMENT);
    memcpy(out, ts, tsl), n = tsl;
    out[n++] = ':';
    if (ta != NULL) {
        memcpy(out + n, "//", 2), n += 2;
        memcpy(out + n, ta, tal), n += tal;
    } else if (pl >= 2 && path[0] == '/' && path[1] == '/') {
        memcpy(out + n, "/.", 2), n += 2;
    }
    memcpy(out + n, path, pl), n += pl;
    if (tq != NULL) {
        out[n++] = '?';
        memcpy(out + n, tq, tql), n += tql;
    }
    if (tf != NULL) {
        out[n++] = '#';
        memcpy(out + n, tf, tfl), n += tfl;
    }
    out[n] = '\0';
    free(path);
    free(merged);
    return n;
#undef P
#undef L
#undef HAS
}

/* Every path of up to 10 bytes over "a", "." and "/": the library's
 * remove_dot_segments is the section's, byte for byte. */
START_TEST(test_rds_exhaustive)
{
    static const char alphabet[] = "a./";
    char path[16], want[32], got[32];
    size_t len, total = 0;
    for (len = 0; len <= 10; len++) {
        unsigned long count = 1, k, i;
        for (i = 0; i < len; i++)
            count *= 3;
        for (k = 0; k < count; k++) {
            unsigned long v = k;
            size_t wl, gl;
            for (i = 0; i < len; i++, v /= 3)
                path[i] = alphabet[v % 3];
            wl = naive_rds(path, len, want);
            ck_assert_int_eq(urival_remove_dot_segments(path, len, got, sizeof got, &gl),
                             URIVAL_OK);
            ck_assert_msg(gl == wl && memcmp(got, want, wl) == 0, "rds(%.*s) = %.*s, want %.*s",
                          (int)len, path, (int)gl, got, (int)wl, want);
            total++;
        }
    }
    ck_assert_uint_eq(total, 88573);
}
END_TEST

START_TEST(test_against_transcription)
{
    struct rng r = { 20240501 };
    char base[256], ref[256], want[1024], got[1024];
    int i;
    for (i = 0; i < 50000; i++) {
        unsigned flags = (i & 1) ? URIVAL_RESOLVE_FLAG_NON_STRICT : 0;
        size_t bl = gen_reference(&r, base, GEN_URI), rl = gen_reference(&r, ref, 0), wl, gl;
        urival_uri u;
        wl = naive_resolve(base, ref, flags, want);
        ck_assert_int_eq(urival_resolve(base, bl, ref, rl, flags, got, sizeof got, &gl, NULL),
                         URIVAL_OK);
        ck_assert_msg(gl == wl && strcmp(got, want) == 0, "<%s> + <%s> = <%s>, want <%s>", base,
                      ref, got, want);
        /* The target is a URI, and its components are where 5.3 put them. */
        ck_assert_msg(urival_uri_parse(URIVAL_RULE_RFC3986_URI, got, gl, &u, NULL) == URIVAL_OK,
                      "<%s> + <%s> = <%s> is no URI", base, ref, got);
    }
}
END_TEST

/* ---- hostile input ---------------------------------------------------- */

static char *repeat(const char *prefix, const char *unit, size_t times, const char *suffix,
                    size_t *len)
{
    size_t pl = strlen(prefix), ul = strlen(unit), sl = strlen(suffix), i;
    char *s = malloc(pl + ul * times + sl + 1);
    ck_assert(s != NULL);
    memcpy(s, prefix, pl);
    for (i = 0; i < times; i++)
        memcpy(s + pl + i * ul, unit, ul);
    memcpy(s + pl + ul * times, suffix, sl + 1);
    *len = pl + ul * times + sl;
    return s;
}

/* A million "../" (and a million segments to climb out of) must be linear:
 * a quadratic remover would take hours, this takes milliseconds.  Nothing
 * is timed; the test simply could not finish otherwise. */
START_TEST(test_million_dot_dot)
{
    size_t rl, bl, n;
    char *ref = repeat("", "../", 1000000, "g", &rl);
    char *base = repeat("http://a", "/s", 1000000, "/x", &bl);
    char out[64];
    ck_assert_int_eq(urival_resolve("http://a/b/c", 12, ref, rl, 0, out, sizeof out, &n, NULL),
                     URIVAL_OK);
    ck_assert_str_eq(out, "http://a/g");
    /* Against a base as deep as the climb, it ends at the root too. */
    ck_assert_int_eq(urival_resolve(base, bl, ref, rl, 0, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "http://a/g");
    free(ref);
    ref = repeat("", "../", 999999, "g", &rl);
    ck_assert_int_eq(urival_resolve(base, bl, ref, rl, 0, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "http://a/s/g");
    free(ref);
    ref = repeat("/", "./", 1000000, "", &rl);
    ck_assert_int_eq(urival_resolve("s:x", 3, ref, rl, 0, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "s:/");
    free(ref);
    free(base);
}
END_TEST

START_TEST(test_hostile_arguments)
{
    char out[32];
    size_t n = 99;
    urival_error err;
    /* Lengths beyond the limit are refused before a byte is read: the
     * pointers here are valid for 1 byte only. */
    ck_assert_int_eq(
        urival_resolve("a:", URIVAL_MAX_INPUT + 1, "g", 1, 0, out, sizeof out, &n, &err),
        URIVAL_ERANGE);
    ck_assert_uint_eq(n, 0);
    ck_assert_str_eq(out, "");
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
    ck_assert_int_eq(urival_resolve("a:b", 3, "g", (size_t)-1, 0, out, sizeof out, &n, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_remove_dot_segments("/", URIVAL_MAX_INPUT + 1, out, sizeof out, &n),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_resolve(NULL, 3, "g", 1, 0, out, sizeof out, &n, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_resolve("a:b", 3, NULL, 1, 0, out, sizeof out, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_resolve("a:b", 3, "g", 1, 0, NULL, 4, &n, &err), URIVAL_EINVAL);
    /* A NULL reference of length 0 is the empty reference. */
    ck_assert_int_eq(urival_resolve("a:b?q", 5, NULL, 0, 0, out, sizeof out, &n, &err), URIVAL_OK);
    ck_assert_str_eq(out, "a:b?q");
    /* needed may be NULL. */
    ck_assert_int_eq(urival_resolve("a:b", 3, "c", 1, 0, out, sizeof out, NULL, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "a:c");
    /* NUL bytes are invalid input, never terminators. */
    ck_assert_int_eq(urival_resolve("a:b\0c", 5, "g", 1, 0, out, sizeof out, &n, &err),
                     URIVAL_EBASE);
    ck_assert_uint_eq(err.offset, 3);
    /* err says which input failed, and how, as a syntax error would. */
    ck_assert_int_eq(err.status, URIVAL_EBASE);
    ck_assert_ptr_nonnull(err.rule);
    ck_assert_uint_eq(err.rule_start, 2);
    ck_assert_int_eq(urival_resolve("a:b", 3, "g\0", 2, 0, out, sizeof out, &n, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_int_eq(urival_remove_dot_segments("/a\0/../b", 8, out, sizeof out, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 2);
    ck_assert(memcmp(out, "/b", 3) == 0);
    ck_assert_int_eq(urival_remove_dot_segments(NULL, 0, out, sizeof out, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 0);
}
END_TEST

struct rds_call {
    const char *p;
    size_t n;
};

static int call_rds(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct rds_call *c = ctx;
    return urival_remove_dot_segments(c->p, c->n, buf, cap, needed);
}

START_TEST(test_rds_capacities)
{
    static const char *const cases[][2] = {
        { "/a/b/c/./../../g", "/a/g" },
        { "mid/content=5/../6", "mid/6" },
        { "a/..//x", "//x" },
        { "../..", "" },
        { "/", "/" },
        { "x/y/.", "x/y/" },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rds_call c = { cases[i][0], strlen(cases[i][0]) };
        check_capacities(cases[i][0], call_rds, &c, URIVAL_OK, cases[i][1], strlen(cases[i][1]));
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("resolve");
    TCase *rfc = tcase_create("rfc3986_resolve.tsv");
    TCase *more = tcase_create("resolve.tsv");
    TCase *props = tcase_create("transcription");
    TCase *hostile = tcase_create("hostile");
    int failed;

    tsv_load(&rfc_table, "rfc3986_resolve.tsv");
    tsv_load(&more_table, "resolve.tsv");
    tcase_add_loop_test(rfc, test_rfc_table, 0, (int)rfc_table.nrows);
    tcase_add_test(rfc, test_rfc_table_complete);
    tcase_add_loop_test(more, test_more_table, 0, (int)more_table.nrows);
    tcase_add_test(props, test_rds_exhaustive);
    tcase_add_test(props, test_against_transcription);
    tcase_add_test(hostile, test_million_dot_dot);
    tcase_add_test(hostile, test_hostile_arguments);
    tcase_add_test(hostile, test_rds_capacities);
    tcase_set_timeout(props, 600);
    tcase_set_timeout(hostile, 600);
    suite_add_tcase(s, rfc);
    suite_add_tcase(s, more);
    suite_add_tcase(s, props);
    suite_add_tcase(s, hostile);
    failed = run_suite(s);
    tsv_free(&rfc_table);
    tsv_free(&more_table);
    return failed;
}
