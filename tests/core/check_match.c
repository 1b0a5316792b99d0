/* check_match.c - urival_match() against tests/data/rfc3986_match.tsv
 * (the row check is tests/common/matchrow.c, shared with the rfc3987
 * table).  Every row is its own test, so a failure names its line. */
#include <check.h>
#include "common/matchrow.h"

static struct tsv table;

START_TEST(test_row)
{
    match_row_check(&table.rows[_i], "rfc3986");
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
