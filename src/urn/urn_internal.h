/* urn_internal.h - what the URN pieces share (RFC 8141 and the seed draft
 * draft-ietf-urnbis-rfc2141bis-urn-03). */
#ifndef URIVAL_URN_INTERNAL_H
#define URIVAL_URN_INTERNAL_H

#include "core/internal.h"

/* Where the delimiters of a URN were seen by a parser machine of
 * src/urn/urn_parse.rl; each NULL until seen.  The parts follow from them (see
 * urn.c). */
struct urival__urn_marks {
    const unsigned char *nid_colon; /* the ":" ending the NID */
    const unsigned char *r;         /* rfc8141: first byte after "?+" */
    /* rfc8141: first byte after the "?=" that begins the q-component (a
     * candidate until q_fixed); draft03: first byte after the "?" */
    const unsigned char *q;
    int q_fixed;               /* rfc8141: a q-component did begin at q */
    const unsigned char *hash; /* the "#" */
    size_t amps;               /* draft03: "&" between directives */
};

/* Runs the parser machine of RFC 8141 namestring over [p, pe), noting
 * delimiters into *m (cleared first).  Returns the state the run ended in:
 * the input is a namestring when it is urival__rfc8141_parse_final or
 * above.  On a byte with no transition the state is 0 and *consumed the
 * byte's offset, else the whole length. */
int urival__rfc8141_parse_run(const unsigned char *p, const unsigned char *pe,
                              struct urival__urn_marks *m, size_t *consumed) URIVAL_HIDDEN;
extern const int urival__rfc8141_parse_final URIVAL_HIDDEN;

/* Runs the parser machine of a draft-03 URN (the draft's URI with urn-path
 * and urn-query superimposed, which no rule of the grammar joins) from state
 * cs over [p, pe), noting delimiters into *m (not cleared: m->amps counts
 * on).  Start from urival__urn_draft03_parse_entry; the URN is accepted in
 * states from urival__urn_draft03_parse_final on.  Returns the end state as
 * above.  Any state can be resumed, which the failure diagnosis uses. */
int urival__urn_draft03_exec(int cs, const unsigned char *p, const unsigned char *pe,
                             struct urival__urn_marks *m, size_t *consumed) URIVAL_HIDDEN;
extern const int urival__urn_draft03_parse_entry URIVAL_HIDDEN;
extern const int urival__urn_draft03_parse_final URIVAL_HIDDEN;

/* Failure attribution (see internal.h) of the catalogue rules of the two
 * grammars. */
urival__attribute_sig urival__rfc8141_attribute URIVAL_HIDDEN;
urival__attribute_sig urival__urn_draft03_attribute URIVAL_HIDDEN;

/* The same for the draft-03 URN above, with the one exception to naming a
 * catalogue rule: the URN as a whole, which no catalogue rule is, goes by
 * URIVAL_RULE_URN_DRAFT03_URI (err->rule "URI"), the draft's URI that it
 * narrows, although that rule's own recognizer takes more; the caller
 * passes that rule to urival__attribute_by(). */
urival__attribute_sig urival__urn_draft03_urn_attribute URIVAL_HIDDEN;

#endif
