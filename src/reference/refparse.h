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

/* Reads the base (is_base: section 5.2.1, a scheme required, the fragment
 * ignored, EBASE for a base that is not one) or the reference into *r. */
typedef urival_status (*urival__ref_reader)(struct urival__ref *r, int is_base, const char *s,
                                            size_t len, urival_error *err);

/* urival_resolve() with the inputs read by read: RFC 3986's parse for
 * URIs; the IRI resolver (src/iri/) gives RFC 3987's, since section 5.2.2
 * on components is byte-generic and RFC 3987 section 6.5 applies it to
 * IRIs directly.  Defined in resolve.c. */
urival_status urival__resolve_by(urival__ref_reader read, const char *base, size_t base_len,
                                 const char *ref, size_t ref_len, unsigned flags, char *buf,
                                 size_t cap, size_t *needed, urival_error *err) URIVAL_HIDDEN;

/* 1 when component c of a and b are both undefined, or both defined with
 * the same bytes. */
int urival__same(const struct urival__ref *a, const struct urival__ref *b,
                 urival_uri_part c) URIVAL_HIDDEN;

#endif
