/* catalogue.h - the rule table generated from the grammar files. */
#ifndef URIVAL_CATALOGUE_H
#define URIVAL_CATALOGUE_H

#include "core/internal.h"

struct urival__rule_info {
    const char *name; /* ABNF rule name */
    int grammar;      /* index into urival__grammar_ids */
    int index;        /* rule index within its grammar */
};

extern const char *const urival__grammar_ids[] URIVAL_HIDDEN;
extern const size_t urival__grammar_total URIVAL_HIDDEN;
extern const struct urival__rule_info urival__rules[] URIVAL_HIDDEN;
extern const size_t urival__rule_total URIVAL_HIDDEN;
extern const struct urival__machine *const urival__grammar_machines[] URIVAL_HIDDEN;
/* Each grammar's percent escape (the "; escape:" line of its header): the
 * rule a failure inside a begun escape is attributed to. */
extern const urival_rule urival__grammar_escape[] URIVAL_HIDDEN;

/* The recognizer of each grammar, urival__m_<grammar>, is defined in the
 * generated gen/<grammar>_match.c and declared in the generated
 * catalogue.c, the only file that needs them all. */

#endif
