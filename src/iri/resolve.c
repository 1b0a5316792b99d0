/* resolve.c - resolution of IRI references (RFC 3987 section 6.5).
 *
 * Section 6.5: "the algorithms of [RFC3986] can be applied directly,
 * treating the characters additionally allowed in IRI references in the
 * same way that unreserved characters are in URI references."  The
 * reference layer's section 5.2.2 (urival__resolve_transform()) works on
 * component spans and bytes alone, and only "/", "." and ".." matter to
 * its dot removal, so the IRI parser's spans go to it unchanged. */
#include "core/buf.h"
#include "iri/iri_internal.h"
#include "reference/refparse.h"

urival_status urival_iri_resolve(const char *base, size_t base_len, const char *ref, size_t ref_len,
                                 unsigned flags, char *buf, size_t cap, size_t *needed,
                                 urival_error *err)
{
    const struct urival__input in[2] = { { base, base_len }, { ref, ref_len } };
    struct urival__ref b, r;
    struct urival__buf out;
    urival_status st;
    int r_scheme;

    st = urival__buf_begin(
        &out, in, 2, (flags & ~URIVAL_RESOLVE_FLAG_NON_STRICT) != 0 ? URIVAL_EINVAL : URIVAL_OK,
        buf, cap, needed, err);
    if (st != URIVAL_OK)
        return st;
    b.s = (const unsigned char *)(base != NULL ? base : "");
    b.len = base_len;
    r.s = (const unsigned char *)(ref != NULL ? ref : "");
    r.len = ref_len;
    /* Section 5.2.1: the base must be an IRI, with a scheme; its
     * fragment is ignored (5.1). */
    st = urival_iri_parse(URIVAL_RULE_RFC3987_IRI, base, base_len, &b.u, err);
    if (st == URIVAL_ESYNTAX) {
        if (err != NULL)
            err->status = URIVAL_EBASE;
        st = URIVAL_EBASE;
    }
    if (st != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    b.u.defined &= ~(1u << URIVAL_URI_PART_FRAGMENT);
    st = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, ref, ref_len, &r.u, err);
    if (st != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    r_scheme = urival__has(&r, URIVAL_URI_PART_SCHEME);
    /* Non-strict (section 5.2.2): a scheme equal to the base's, in any
     * case (section 3.1), is dropped. */
    if (r_scheme && (flags & URIVAL_RESOLVE_FLAG_NON_STRICT) &&
        urival__len(&r, URIVAL_URI_PART_SCHEME) == urival__len(&b, URIVAL_URI_PART_SCHEME) &&
        urival__eq_ci(urival__at(&r, URIVAL_URI_PART_SCHEME),
                      urival__at(&b, URIVAL_URI_PART_SCHEME),
                      urival__len(&r, URIVAL_URI_PART_SCHEME)))
        r_scheme = 0;
    urival__resolve_transform(&out, &b, &r, r_scheme);
    return urival__buf_finish(&out, needed);
}
