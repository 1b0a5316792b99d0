/* check_plainnorm.c - urival_normalize() against the plain reference of
 * tests/fuzz/plain_norm.h (RFC 3986 section 6.2.2 step by step), over a
 * deterministic set: every field of the RFC 3986 tables of tests/data,
 * every field of ../shared/conformance's tables when they are there, and
 * references generated from the pieces normalization cares about (dots,
 * encoded dots, escapes of both cases, colons, empty segments).  The same
 * differential as the fuzz target tests/fuzz/fuzz_plainnorm.c, so that
 * make check runs it without libFuzzer.  For each valid reference it also
 * checks the output contract (the needed length, and a truncated output
 * being the start of the whole) and that compare puts the input and its
 * normal form on the syntax rung or better. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "fuzz/plain_norm.h"

static size_t compared;

/* At most this much of a reference in a message (Check's are bounded). */
#define SHOWN(n) ((int)((n) > 200 ? 200 : (n)))

/* 1 when s was a URI-reference (and so was compared). */
static int differ(const char *s, size_t n)
{
    size_t want_len = 0, need = 0, need2 = 0, cap;
    char *want = plain_normalize(s, n, &want_len), *got, *part;
    urival_equivalence e = URIVAL_COMPARE_RUNG_DIFFERENT;
    int st = urival_normalize(s, n, 0, NULL, 0, &need, NULL);

    if (want == NULL) {
        ck_assert_msg(st == URIVAL_ESYNTAX, "\"%.*s\": status %d for no URI-reference", SHOWN(n), s,
                      st);
        return 0;
    }
    ck_assert_msg(st == URIVAL_OK, "\"%.*s\": status %d", SHOWN(n), s, st);
    got = malloc(need + 1);
    ck_assert_ptr_nonnull(got);
    ck_assert_int_eq(urival_normalize(s, n, 0, got, need + 1, &need2, NULL), URIVAL_OK);
    ck_assert_msg(need == want_len && need2 == need && memcmp(got, want, need) == 0 &&
                      got[need] == '\0',
                  "\"%.*s\": normalize gives \"%.*s\", the plain steps \"%.200s\"", SHOWN(n), s,
                  SHOWN(need), got, want);
    /* A buffer of half the length: the start of the whole, NUL-ended. */
    cap = need / 2 + 1;
    part = malloc(cap);
    ck_assert_ptr_nonnull(part);
    ck_assert_int_eq(urival_normalize(s, n, 0, part, cap, &need2, NULL), URIVAL_OK);
    ck_assert_msg(need2 == need && memcmp(part, want, cap - 1) == 0 && part[cap - 1] == '\0',
                  "\"%.*s\": truncated output", SHOWN(n), s);
    ck_assert_int_eq(urival_compare(s, n, want, want_len, 0, &e, NULL), URIVAL_OK);
    ck_assert_msg(e <= URIVAL_COMPARE_RUNG_SYNTAX, "\"%.*s\": compare says %d", SHOWN(n), s, e);
    free(part);
    free(got);
    free(want);
    compared++;
    return 1;
}

/* Every field of a table of tests/data, decoded. */
static void table(const char *name)
{
    struct tsv t;
    size_t i, k;
    tsv_load(&t, name);
    for (i = 0; i < t.nrows; i++) {
        for (k = 0; k < t.rows[i].nfields; k++) {
            char *buf = malloc(strlen(t.rows[i].field[k]) + 1);
            ck_assert_ptr_nonnull(buf);
            differ(buf, tsv_decode(t.rows[i].field[k], buf));
            free(buf);
        }
    }
    tsv_free(&t);
}

START_TEST(test_tables)
{
    static const char *const names[] = { "rfc3986_match.tsv", "rfc3986_parse.tsv",
                                         "normalize.tsv",     "compare.tsv",
                                         "resolve.tsv",       "rfc3986_resolve.tsv",
                                         "relativize.tsv" };
    size_t i, before = compared;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        table(names[i]);
    ck_assert_msg(compared - before > 500, "only %zu references in the tables", compared - before);
}
END_TEST

/* The conformance tables hold their fields as written, tab-separated. */
START_TEST(test_conformance)
{
    static const char *const names[] = {
        "normalize.tsv",           "compare.tsv",  "resolve.tsv",    "relativize.tsv",
        "remove_dot_segments.tsv", "validity.tsv", "components.tsv", "rfc3986_adjudication.tsv"
    };
    const char *dir = getenv("CONFORMANCE_DIR");
    char path[4096], line[65536];
    size_t i, before = compared;
    if (dir == NULL || dir[0] == '\0') {
        printf("check_plainnorm: CONFORMANCE_DIR not set: conformance vectors not used\n");
        return;
    }
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        FILE *f;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if ((f = fopen(path, "r")) == NULL) {
            printf("check_plainnorm: %s absent: not used\n", path);
            continue;
        }
        while (fgets(line, sizeof line, f) != NULL) {
            char *p = line, *tab;
            if (line[0] == '#')
                continue;
            line[strcspn(line, "\r\n")] = '\0';
            for (;;) {
                tab = strchr(p, '\t');
                differ(p, tab != NULL ? (size_t)(tab - p) : strlen(p));
                if (tab == NULL)
                    break;
                p = tab + 1;
            }
        }
        fclose(f);
    }
    printf("check_plainnorm: %zu references from %s\n", compared - before, dir);
}
END_TEST

/* Prefixes, up to three segments, suffixes: every combination. */
START_TEST(test_generated)
{
    static const char *const pre[] = { "",   "/",   "//Ho%2dST",  "HTTP://Ex%41mple.COM:80",
                                       "s:", "S:/", "//u%7eSer@h" };
    static const char *const seg[] = { "a",   "A",   ".",   "..",  "%2E", "%2e", ".%2e", "%41",
                                       "%7e", "%3a", "%3A", "%2F", "%c3", "b:c", "",     "%2E%2E" };
    static const char *const post[] = { "", "?Q%7e/..", "#F%2e%2F" };
    const size_t np = sizeof pre / sizeof pre[0], ns = sizeof seg / sizeof seg[0],
                 nq = sizeof post / sizeof post[0];
    char s[256];
    size_t a, b, c, d, q, count, before = compared;
    for (a = 0; a < np; a++)
        for (count = 0; count <= 3; count++)
            for (b = 0; b < (count > 0 ? ns : 1); b++)
                for (c = 0; c < (count > 1 ? ns : 1); c++)
                    for (d = 0; d < (count > 2 ? ns : 1); d++)
                        for (q = 0; q < nq; q++) {
                            size_t n = (size_t)snprintf(s, sizeof s, "%s", pre[a]);
                            const size_t idx[3] = { b, c, d };
                            size_t k;
                            for (k = 0; k < count; k++)
                                n += (size_t)snprintf(s + n, sizeof s - n, "%s%s",
                                                      k > 0 || pre[a][0] != '\0' ? "/" : "",
                                                      seg[idx[k]]);
                            n += (size_t)snprintf(s + n, sizeof s - n, "%s", post[q]);
                            differ(s, n);
                        }
    ck_assert_msg(compared - before > 50000, "only %zu generated references", compared - before);
}
END_TEST

/* Every string of up to five bytes from an alphabet of each byte the
 * reading of the components tells apart (a letter and a hex digit, a digit,
 * every delimiter, "%", the brackets, a byte no rule takes): normalize
 * parses through the quick reading of src/uri/parse.c, the plain steps
 * through urival_match and their own split, so the verdicts and the spans
 * (through the normal forms) are held equal on all of them. */
START_TEST(test_short)
{
    static const char alphabet[] = "a1:/?#@%[].- ";
    const size_t na = sizeof alphabet - 1;
    char s[5];
    size_t n, k, total, before = compared;
    for (n = 0; n <= sizeof s; n++) {
        for (total = 1, k = 0; k < n; k++)
            total *= na;
        while (total-- > 0) {
            size_t v = total;
            for (k = 0; k < n; k++, v /= na)
                s[k] = alphabet[v % na];
            differ(s, n);
        }
    }
    ck_assert_msg(compared - before > 10000, "only %zu short references", compared - before);
}
END_TEST

/* A long path of escapes, dots among them: the writers that go a piece at
 * a time (buffers shorter than the input) meet escapes cut at a piece's
 * end. */
START_TEST(test_long)
{
    size_t n = 0, i;
    char *s = malloc(20000);
    ck_assert_ptr_nonnull(s);
    n += (size_t)sprintf(s, "http://H/");
    for (i = 0; n < 19000; i++)
        n += (size_t)sprintf(s + n, i % 7 == 3 ? "/%%2e%%2E/" : "%%%02x", (unsigned)(i * 37 % 256));
    ck_assert(differ(s, n));
    free(s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("plainnorm");
    TCase *tc = tcase_create("normalize against the plain steps");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_tables);
    tcase_add_test(tc, test_conformance);
    tcase_add_test(tc, test_generated);
    tcase_add_test(tc, test_short);
    tcase_add_test(tc, test_long);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
