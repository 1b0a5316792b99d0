/* query.h - what edit.c shares with query.c. */
#ifndef URIVAL_REFERENCE_QUERY_H
#define URIVAL_REFERENCE_QUERY_H

#include "core/buf.h"

/* Writes byte c as "%XX", upper-case hex digits (section 2.1: producers
 * should use them). */
void urival__put_escaped(struct urival__buf *b, unsigned c) URIVAL_HIDDEN;

#endif
