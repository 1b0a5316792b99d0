/* resolve.c - resolution of IRI references (RFC 3987 section 6.5).
 *
 * Section 6.5: "the algorithms of [RFC3986] can be applied directly,
 * treating the characters additionally allowed in IRI references in the
 * same way that unreserved characters are in URI references."  The
 * reference layer's section 5.2.2 (urival__resolve_by()) works on
 * component spans and bytes alone, and only "/", "." and ".." matter to
 * its dot removal, so the IRI parser's spans go to it unchanged. */
#include "iri/iri_internal.h"
#include "reference/refparse.h"

/* The base (section 5.2.1: an IRI, with a scheme; its fragment is ignored,
 * 5.1) or the reference, as RFC 3987 reads them. */
static urival_status read_iri(struct urival__ref *r, int is_base, const char *s, size_t len,
                              urival_error *err)
{
    urival_status st;
    r->s = (const unsigned char *)(s != NULL ? s : "");
    r->len = len;
    st = urival_iri_parse(is_base ? URIVAL_RULE_RFC3987_IRI : URIVAL_RULE_RFC3987_IRI_REFERENCE, s,
                          len, &r->u, err);
    if (is_base && st == URIVAL_ESYNTAX) {
        if (err != NULL)
            err->status = URIVAL_EBASE;
        st = URIVAL_EBASE;
    }
    if (is_base && st == URIVAL_OK)
        r->u.defined &= ~(1u << URIVAL_URI_PART_FRAGMENT);
    return st;
}

urival_status urival_iri_resolve(const char *base, size_t base_len, const char *ref, size_t ref_len,
                                 unsigned flags, char *buf, size_t cap, size_t *needed,
                                 urival_error *err)
{
    return urival__resolve_by(read_iri, base, base_len, ref, ref_len, flags, buf, cap, needed, err);
}
