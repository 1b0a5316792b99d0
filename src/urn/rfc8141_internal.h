/* rfc8141_internal.h - included by the generated recognizer of grammar
 * "rfc8141" (src/rfc8141_match.rl) for its failure attribution, which
 * lives with the other URN code (urn_diag.c). */
#ifndef URIVAL_RFC8141_INTERNAL_H
#define URIVAL_RFC8141_INTERNAL_H

#include "urn/urn_internal.h"

#endif
