/* urn_internal.h - what the URN pieces share (RFC 8141 and the seed draft
 * draft-ietf-urnbis-rfc2141bis-urn-03). */
#ifndef URIVAL_URN_INTERNAL_H
#define URIVAL_URN_INTERNAL_H

#include "core/internal.h"

/* Where the delimiters of a URN were seen by a parser machine of
 * src/urn/urn_parse.rl, as offsets plus one (0: not seen), the convention of
 * the RFC 3986 parser machine (uri/rfc3986_internal.h).  The parts follow
 * from them (see urn.c). */
struct urival__urn_marks {
    size_t nid_colon; /* the ":" ending the NID */
    size_t r;         /* rfc8141: first byte after "?+" */
    /* rfc8141: first byte after the "?=" that begins the q-component (a
     * candidate until q_fixed); draft03: first byte after the "?" */
    size_t q;
    int q_fixed; /* rfc8141: a q-component did begin at q */
    size_t hash; /* the "#" */
    size_t amps; /* draft03: "&" between directives */
};

/* A parser machine between feeds.  Both machines of urn_parse.rl, RFC 8141
 * namestring (G = rfc8141) and the draft-03 URN (G = urn_draft03: the
 * draft's URI with urn-path and urn-query superimposed, which no rule of
 * the grammar joins), keep their state in it and are driven alike:
 *
 *   urival__G_parse_init(ps)          the entry state, no marks
 *   urival__G_parse_feed(ps, p, pe)   the bytes [p, pe), noting delimiters
 *                                     into ps->m; 0 once the machine is dead
 *                                     (then ps->done is the offset of the
 *                                     byte it died on), else 1
 *   urival__G_parse_finish(ps)        1 when the bytes fed so far are
 *                                     accepted
 *
 * Any state can be resumed, also one set in ps->cs by hand, which the
 * failure diagnosis uses to try bytes one by one. */
struct urival__urn_parser {
    int cs;      /* Ragel state; 0 once dead */
    size_t done; /* bytes fed before the next chunk */
    struct urival__urn_marks m;
};

void urival__rfc8141_parse_init(struct urival__urn_parser *ps) URIVAL_HIDDEN;
int urival__rfc8141_parse_feed(struct urival__urn_parser *ps, const unsigned char *p,
                               const unsigned char *pe) URIVAL_HIDDEN;
int urival__rfc8141_parse_finish(const struct urival__urn_parser *ps) URIVAL_HIDDEN;

void urival__urn_draft03_parse_init(struct urival__urn_parser *ps) URIVAL_HIDDEN;
int urival__urn_draft03_parse_feed(struct urival__urn_parser *ps, const unsigned char *p,
                                   const unsigned char *pe) URIVAL_HIDDEN;
int urival__urn_draft03_parse_finish(const struct urival__urn_parser *ps) URIVAL_HIDDEN;

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
