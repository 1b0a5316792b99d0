/* refparse.h - what the reference operations share: parsing their inputs
 * and reading components. */
#ifndef URIVAL_REFPARSE_H
#define URIVAL_REFPARSE_H

#include "core/internal.h"

/* A parsed input: the text and its components. */
struct urival__ref {
    const unsigned char *s;
    size_t len;
    urival_uri u;
};

/* Parses s[0..len) as rule into r, spans only (urival__uri_spans()).
 * Returns urival_uri_parse()'s status. */
urival_status urival__ref_parse(struct urival__ref *r, urival_rule rule, const char *s, size_t len,
                                urival_error *err) URIVAL_HIDDEN;

/* Parses a base URI (section 5.2.1: a scheme is required, the fragment is
 * ignored).  URIVAL_EBASE when s is no URI, with err filled as for a
 * syntax error but err->status URIVAL_EBASE; URIVAL_EINVAL, URIVAL_ERANGE
 * for bad arguments. */
urival_status urival__base_parse(struct urival__ref *r, const char *s, size_t len,
                                 urival_error *err) URIVAL_HIDDEN;

/* 1 when component c is defined.  These three are inline: the writers
 * ask them of every component, and out of line they cost a tenth of a
 * normalization. */
static inline int urival__has(const struct urival__ref *r, urival_uri_part c)
{
    return (int)((r->u.defined >> c) & 1u);
}

/* The bytes and length of component c (an empty text when undefined). */
static inline const unsigned char *urival__at(const struct urival__ref *r, urival_uri_part c)
{
    return urival__has(r, c) ? r->s + r->u.part[c].off : r->s;
}

static inline size_t urival__len(const struct urival__ref *r, urival_uri_part c)
{
    return urival__has(r, c) ? r->u.part[c].len : 0;
}

/* Section 5.2.2 (with 5.2.3 and 5.2.4) from parsed components: writes the
 * target of r against base into b; r_scheme says whether r's scheme counts
 * (0 when non-strict resolution dropped it).  Defined in resolve.c; the
 * IRI resolver (src/iri/) uses it on IRI components. */
struct urival__buf;
void urival__resolve_transform(struct urival__buf *b, const struct urival__ref *base,
                               const struct urival__ref *r, int r_scheme) URIVAL_HIDDEN;

/* 1 when component c of a and b are both undefined, or both defined with
 * the same bytes. */
int urival__same(const struct urival__ref *a, const struct urival__ref *b,
                 urival_uri_part c) URIVAL_HIDDEN;

#endif
