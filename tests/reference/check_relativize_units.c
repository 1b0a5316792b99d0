/* check_relativize_units.c - the directory's units against the target's,
 * as relativize compares them forward (by common prefix and counts of
 * "/"): the cases where a unit boundary falls at the end of the shared
 * bytes, where the count is capped by the target's own units, rootless
 * paths, empty segments and runs of "/" longer than one eight-byte step.
 * Each answer was worked out by hand from sections 5.2.2-5.2.4, and is
 * also resolved back to its target. */
#include <check.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static const struct {
    const char *base, *target, *want;
} cases[] = {
    /* the directory "//": its one unit is "/" and the target shares it */
    { "http://h//x", "http://h//y", "y" },
    /* the target is the directory without its "/": capped at its own
     * units less one, then "../b" (as short as "/a/b", and tried first) */
    { "http://h/a/b/c", "http://h/a/b", "../b" },
    /* rootless: the first unit has no "/" */
    { "foo:a/b/c", "foo:a/b/d", "d" },
    { "foo:a/b/c", "foo:a/d", "../d" },
    /* nothing shared in a rootless path: a relative path would climb out
     * of it, so only the target itself will do */
    { "foo:a/b/c", "foo:x/y", "foo:x/y" },
    /* an authority with an empty path: the directory is "/", no unit */
    { "http://h", "http://h/a", "a" },
    /* the shared bytes end inside a segment ("b" against "bc") */
    { "http://h/a/b/c", "http://h/a/bc/d", "../bc/d" },
    /* more than eight shared bytes, the mismatch in the second word */
    { "http://h/abcdefgh/ijklmnop/q", "http://h/abcdefgh/ijklmnoX/r", "../ijklmnoX/r" },
    /* eight "/" in the directory, nine in the target */
    { "http://h/////////x", "http://h/////////y", "y" },
    /* a directory with a dot segment goes through the iterator */
    { "http://h/a/./b/c", "http://h/a/b/d", "d" },
    /* a shorter target: "/a/" beats "../.." */
    { "http://h/a/b/c/d", "http://h/a/", "/a/" },
};

START_TEST(test_case)
{
    const char *b = cases[_i].base, *t = cases[_i].target, *want = cases[_i].want;
    char out[256], back[256];
    size_t n = 0, m = 0;
    ck_assert_int_eq(urival_relativize(b, strlen(b), t, strlen(t), out, sizeof out, &n, NULL),
                     URIVAL_OK);
    ck_assert_msg(n == strlen(want) && strcmp(out, want) == 0, "%s -> %s: got %s, want %s", b, t,
                  out, want);
    ck_assert_int_eq(urival_resolve(b, strlen(b), out, n, 0, back, sizeof back, &m, NULL),
                     URIVAL_OK);
    ck_assert_msg(m == strlen(t) && strcmp(back, t) == 0, "%s resolves back to %s, not %s", out,
                  back, t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("relativize_units");
    TCase *tc = tcase_create("cases");
    tcase_add_loop_test(tc, test_case, 0, (int)(sizeof cases / sizeof cases[0]));
    suite_add_tcase(s, tc);
    return run_suite(s);
}
