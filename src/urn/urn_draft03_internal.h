/* urn_draft03_internal.h - included by the generated recognizer of grammar
 * "urn-draft03" (src/urn-draft03_match.rl) for its failure attribution,
 * which lives with the other URN code (urn_diag.c). */
#ifndef URIVAL_URN_DRAFT03_INTERNAL_H
#define URIVAL_URN_DRAFT03_INTERNAL_H

#include "urn/urn_internal.h"

#endif
