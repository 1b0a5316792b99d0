/* tsv.h - reading the test vector tables of tests/data. */
#ifndef URIVAL_TESTS_TSV_H
#define URIVAL_TESTS_TSV_H

#include <stddef.h>

#include "ck_quiet.h"

#define TSV_MAX_FIELDS 16

/* One line of a table: fields split at tabs, as written (not decoded). */
struct tsv_row {
    char *field[TSV_MAX_FIELDS];
    size_t nfields;
    size_t line; /* 1-based line number in the file */
};

/* A whole table in memory. */
struct tsv {
    char *text;
    struct tsv_row *rows;
    size_t nrows;
};

/* Loads tests/data/NAME from $srcdir (or "."): aborts the test run with a
 * message if it cannot, since a missing table must never pass silently. */
void tsv_load(struct tsv *t, const char *name);
void tsv_free(struct tsv *t);

/* Decodes a field written with the escapes of tests/data/README.md
 * (\\ \t \n \r \xHH, and \e alone for the empty string) into out, which
 * must hold strlen(field) bytes.  Returns the decoded length. */
size_t tsv_decode(const char *field, char *out);

/* Runs a Check suite in one process (fork is slow for thousands of table
 * rows, and a failed row still reports its line) and returns the exit
 * status for the test driver. */
struct Suite;
int run_suite(struct Suite *s);

#endif
