/* resolve.c - the reference operations on IRIs: resolution (RFC 3987
 * section 6.5), normalization and comparison (section 5.3), relativize,
 * and recomposition from components (RFC 3986 section 5.3, whose
 * delimiters an IRI shares: the URI composer with the i-rules).
 *
 * Section 6.5: "the algorithms of [RFC3986] can be applied directly,
 * treating the characters additionally allowed in IRI references in the
 * same way that unreserved characters are in URI references."  The
 * reference layer's operations work on component spans and bytes alone,
 * and only "/", ".", "..", ":" and ASCII escapes matter to them, so the
 * IRI parser's spans go to them unchanged through read_iri().
 *
 * Section 5.3.2 asks for nothing more of normalization: case (5.3.2.1)
 * touches only ASCII letters, in the scheme and the host, and escapes' hex
 * digits; percent-encoding normalization (5.3.2.3) decodes only escapes of
 * "an unreserved character, as described in section 2.3 of [RFC3986]",
 * ASCII ones, which is what the URI normalizer does; character
 * normalization (5.3.2.2) is assumed done, not applied ("Equivalence of
 * IRIs MUST rely on the assumption that IRIs are appropriately
 * pre-character-normalized").  The one IRI-specific piece is comparison:
 * 5.3.2.3 aligns the percent-encoding of two IRIs "by converting both IRIs
 * to URIs (see section 3.1)", which the comparison's readers do on the fly
 * (URIVAL__PCT_HIGH) past the simple-string rung, the one rung 5.3.1
 * forbids to map. */
#include "iri/iri_internal.h"
#include "reference/pctnorm.h"
#include "reference/refparse.h"

/* The base (section 5.2.1: an IRI, with a scheme; its fragment is ignored,
 * 5.1), a reference, or a whole IRI, as RFC 3987 reads them. */
static urival_status read_iri(struct urival__ref *r, int kind, const char *s, size_t len,
                              urival_error *err)
{
    int is_base = kind == URIVAL__READ_BASE;
    urival_status st;
    r->s = (const unsigned char *)(s != NULL ? s : "");
    r->len = len;
    st = urival_iri_parse(kind == URIVAL__READ_REF ? URIVAL_RULE_RFC3987_IRI_REFERENCE
                                                   : URIVAL_RULE_RFC3987_IRI,
                          s, len, &r->u, err);
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

urival_status urival_iri_normalize(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                                   size_t *needed, urival_error *err)
{
    return urival__normalize_by(read_iri, s, len, flags, buf, cap, needed, err);
}

urival_status urival_iri_compare(const char *a, size_t alen, const char *b, size_t blen,
                                 unsigned flags, urival_equivalence *result, urival_error *err)
{
    return urival__compare_by(read_iri, URIVAL__PCT_HIGH, a, alen, b, blen, flags, result, err);
}

urival_status urival_iri_relativize(const char *base, size_t base_len, const char *target,
                                    size_t target_len, char *buf, size_t cap, size_t *needed,
                                    urival_error *err)
{
    return urival__relativize_by(read_iri, base, base_len, target, target_len, buf, cap, needed,
                                 err);
}

urival_status urival_iri_compose(const urival_uri_texts *p, char *buf, size_t cap, size_t *needed,
                                 urival_error *err)
{
    static const struct urival__compose_rules rules = {
        URIVAL_RULE_RFC3987_SCHEME,         URIVAL_RULE_RFC3987_IUSERINFO,
        URIVAL_RULE_RFC3987_IHOST,          URIVAL_RULE_RFC3987_PORT,
        URIVAL_RULE_RFC3987_IAUTHORITY,     URIVAL_RULE_RFC3987_IPATH_ABEMPTY,
        URIVAL_RULE_RFC3987_IPATH_EMPTY,    URIVAL_RULE_RFC3987_IPATH_ABSOLUTE,
        URIVAL_RULE_RFC3987_IPATH_ROOTLESS, URIVAL_RULE_RFC3987_IPATH_NOSCHEME,
        URIVAL_RULE_RFC3987_IQUERY,         URIVAL_RULE_RFC3987_IFRAGMENT,
    };
    return urival__compose_by(&rules, urival__iri_check, p, buf, cap, needed, err);
}
