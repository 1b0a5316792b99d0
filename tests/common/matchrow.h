/* matchrow.h - one runner for the recognition tables (rfc3986_match.tsv,
 * rfc3987_match.tsv): each row names a rule, an input and the verdict,
 * "valid" or "invalid@N" where N is the offset of the first byte that
 * cannot begin any valid continuation (the input length when the input
 * could still be completed). */
#ifndef URIVAL_TESTS_MATCHROW_H
#define URIVAL_TESTS_MATCHROW_H

#include "common/tsv.h"

/* Checks one row of a table against urival_match() with the rules of
 * grammar: the verdict, the offset, and an explanation that agrees with
 * it (status, rule of that grammar, at_end, an expected set without the
 * byte found, a message naming the rule).  Fails the current Check test
 * with the row's line number. */
void match_row_check(const struct tsv_row *r, const char *grammar);

#endif
