/* ck_quiet.h - Check's assertions, silent while they pass.
 *
 * Check's ck_assert_msg() reports every assertion that passes to its
 * runner (_mark_point(): a flushed write(2) per call), so that a test that
 * crashes can be said to have passed line N.  The suite's loops assert
 * millions of times (check_plainnorm 1.2 million writes, check_stream tens
 * of millions): most of a sanitizer build's `make check` was spent in the
 * kernel.  Here an assertion calls into Check only when it fails, with the
 * same message; what is lost is that last-passed line for a crash, which
 * the sanitizers' stack trace gives better.  Every ck_assert_*() macro of
 * check.h expands through ck_assert_msg(), so all of them take this form.
 *
 * Included by tsv.h, which every Check program of the suite includes; the
 * include guard of check.h keeps a later #include <check.h> from undoing
 * it. */
#ifndef URIVAL_TESTS_CK_QUIET_H
#define URIVAL_TESTS_CK_QUIET_H

#include <check.h>

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                                                   \
    ((expr) ? (void)0                                                                              \
            : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", __VA_ARGS__))

#endif
