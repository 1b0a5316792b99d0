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

/* What a reader reads s as. */
/* a reference (URI-reference, IRI-reference) */
#define URIVAL__READ_REF 0
/* a base (section 5.2.1: a scheme required, the fragment ignored,
 * URIVAL_EBASE for a base that is not one) */
#define URIVAL__READ_BASE 1
/* a whole identifier with a scheme, fragment kept (relativize's target) */
#define URIVAL__READ_FULL 2

/* Reads s as kind (URIVAL__READ_*) into *r: RFC 3986's parse for URIs,
 * RFC 3987's for IRIs (src/iri/). */
typedef urival_status (*urival__ref_reader)(struct urival__ref *r, int kind, const char *s,
                                            size_t len, urival_error *err);

/* The URI reader (resolve.c). */
urival_status urival__read_uri(struct urival__ref *r, int kind, const char *s, size_t len,
                               urival_error *err) URIVAL_HIDDEN;

/* urival_resolve() with the inputs read by read: RFC 3986's parse for
 * URIs; the IRI resolver (src/iri/) gives RFC 3987's, since section 5.2.2
 * on components is byte-generic and RFC 3987 section 6.5 applies it to
 * IRIs directly.  Defined in resolve.c. */
urival_status urival__resolve_by(urival__ref_reader read, const char *base, size_t base_len,
                                 const char *ref, size_t ref_len, unsigned flags, char *buf,
                                 size_t cap, size_t *needed, urival_error *err) URIVAL_HIDDEN;

/* urival_compare() with the inputs read by read; extra is a mode bit
 * (URIVAL__PCT_HIGH for IRIs) added to every text the syntax and scheme
 * rungs compare.  Defined in compare.c. */
urival_status urival__compare_by(urival__ref_reader read, unsigned extra, const char *a,
                                 size_t alen, const char *b, size_t blen, unsigned flags,
                                 urival_equivalence *result, urival_error *err) URIVAL_HIDDEN;

/* urival_relativize() with the inputs read by read (the base as
 * URIVAL__READ_BASE, the target as URIVAL__READ_FULL).  Defined in
 * relativize.c. */
urival_status urival__relativize_by(urival__ref_reader read, const char *base, size_t base_len,
                                    const char *target, size_t target_len, char *buf, size_t cap,
                                    size_t *needed, urival_error *err) URIVAL_HIDDEN;

/* urival_normalize() with the input read by read.  Defined in
 * normalize.c. */
urival_status urival__normalize_by(urival__ref_reader read, const char *s, size_t len,
                                   unsigned flags, char *buf, size_t cap, size_t *needed,
                                   urival_error *err) URIVAL_HIDDEN;

/* The rules urival__compose_by() checks components against: RFC 3986's
 * for URIs, RFC 3987's i-rules for IRIs (src/iri/), whose delimiters are
 * the same, so one recomposition (section 5.3) serves both. */
struct urival__compose_rules {
    urival_rule scheme, userinfo, host, port, authority;
    urival_rule path_abempty, path_empty, path_absolute, path_rootless, path_noscheme;
    urival_rule query, fragment;
};

/* Checks s[0..len) against rule, as urival_match() does for URIs; the IRI
 * check adds section 4.1 of RFC 3987 (err->offset relative to s). */
typedef urival_status (*urival__component_check)(urival_rule rule, const char *s, size_t len,
                                                 urival_error *err);

/* urival_uri_compose() with the components checked by check against the
 * rules of r.  Defined in recompose.c. */
urival_status urival__compose_by(const struct urival__compose_rules *r,
                                 urival__component_check check, const urival_uri_texts *p,
                                 char *buf, size_t cap, size_t *needed,
                                 urival_error *err) URIVAL_HIDDEN;

/* 1 when component c of a and b are both undefined, or both defined with
 * the same bytes. */
int urival__same(const struct urival__ref *a, const struct urival__ref *b,
                 urival_uri_part c) URIVAL_HIDDEN;

#endif
