/* historic_internal.h - what the historic URL pieces share: RFC 1738,
 * the 1997 and 1993 URL drafts, URLs in running text. */
#ifndef URIVAL_HISTORIC_INTERNAL_H
#define URIVAL_HISTORIC_INTERNAL_H

#include "core/internal.h"

/* A recognizer run fed piece by piece: the grammar's DFA (see internal.h)
 * from the entry of one rule.  Feeding pieces lets a caller run a rule over
 * bytes it never copies together: a scheme read in lower case, a URI with
 * the line breaks of running text left out.  row 0 is the dead state. */
struct urival__feed {
    const struct urival__machine *m;
    uint32_t row;
};

/* Starts a run of rule (which must be a valid rule id). */
void urival__feed_start(struct urival__feed *f, urival_rule rule) URIVAL_HIDDEN;

/* The row reached from row by byte c. */
uint32_t urival__feed_step(const struct urival__machine *m, uint32_t row,
                           unsigned char c) URIVAL_HIDDEN;

/* Feeds n bytes; returns 0 once the run is dead, else 1. */
int urival__feed(struct urival__feed *f, const unsigned char *p, size_t n)
    URIVAL_HIDDEN;

/* 1 when the bytes fed so far are a string of the rule. */
int urival__feed_accepts(const struct urival__feed *f) URIVAL_HIDDEN;

/* 1 when the row accepts. */
int urival__row_final(const struct urival__machine *m, uint32_t row)
    URIVAL_HIDDEN;

/* Fills the expected set and end_ok of err from row. */
void urival__row_expected(const struct urival__machine *m, uint32_t row,
                          urival_error *err) URIVAL_HIDDEN;

/* The rule index of a rule id within its grammar's machine. */
size_t urival__rule_index(urival_rule rule) URIVAL_HIDDEN;

#endif
