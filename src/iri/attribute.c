/* attribute.c - naming the rule in progress where an RFC 3987 match failed.
 *
 * An IRI has the delimiters of a URI in the same places: section 2.2 only
 * widens the character sets inside the components (ucschar, iprivate), and
 * no byte of a multi-byte UTF-8 sequence is an ASCII delimiter.  So the
 * prefix before the failure splits into components exactly as RFC 3986's
 * attribution splits it, and the component found there is renamed to its
 * IRI counterpart ("path-abempty" -> "ipath-abempty"); the rules section
 * 2.2 restates from RFC 3986 (port, IP-literal, ...) keep their names. */
#include "iri/iri_internal.h"
#include "uri/rfc3986_internal.h"

/* Each RFC 3986 rule the attribution can name, beside its RFC 3987 rule. */
static const urival_rule pairs[][2] = {
    { URIVAL_RULE_RFC3986_URI, URIVAL_RULE_RFC3987_IRI },
    { URIVAL_RULE_RFC3986_HIER_PART, URIVAL_RULE_RFC3987_IHIER_PART },
    { URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_RULE_RFC3987_IRI_REFERENCE },
    { URIVAL_RULE_RFC3986_ABSOLUTE_URI, URIVAL_RULE_RFC3987_ABSOLUTE_IRI },
    { URIVAL_RULE_RFC3986_RELATIVE_REF, URIVAL_RULE_RFC3987_IRELATIVE_REF },
    { URIVAL_RULE_RFC3986_RELATIVE_PART, URIVAL_RULE_RFC3987_IRELATIVE_PART },
    { URIVAL_RULE_RFC3986_AUTHORITY, URIVAL_RULE_RFC3987_IAUTHORITY },
    { URIVAL_RULE_RFC3986_USERINFO, URIVAL_RULE_RFC3987_IUSERINFO },
    { URIVAL_RULE_RFC3986_HOST, URIVAL_RULE_RFC3987_IHOST },
    { URIVAL_RULE_RFC3986_REG_NAME, URIVAL_RULE_RFC3987_IREG_NAME },
    { URIVAL_RULE_RFC3986_PATH_ABEMPTY, URIVAL_RULE_RFC3987_IPATH_ABEMPTY },
    { URIVAL_RULE_RFC3986_PATH_ABSOLUTE, URIVAL_RULE_RFC3987_IPATH_ABSOLUTE },
    { URIVAL_RULE_RFC3986_PATH_NOSCHEME, URIVAL_RULE_RFC3987_IPATH_NOSCHEME },
    { URIVAL_RULE_RFC3986_PATH_ROOTLESS, URIVAL_RULE_RFC3987_IPATH_ROOTLESS },
    { URIVAL_RULE_RFC3986_SEGMENT_NZ_NC, URIVAL_RULE_RFC3987_ISEGMENT_NZ_NC },
    { URIVAL_RULE_RFC3986_QUERY, URIVAL_RULE_RFC3987_IQUERY },
    { URIVAL_RULE_RFC3986_FRAGMENT, URIVAL_RULE_RFC3987_IFRAGMENT },
    { URIVAL_RULE_RFC3986_SCHEME, URIVAL_RULE_RFC3987_SCHEME },
    { URIVAL_RULE_RFC3986_PORT, URIVAL_RULE_RFC3987_PORT },
    { URIVAL_RULE_RFC3986_IP_LITERAL, URIVAL_RULE_RFC3987_IP_LITERAL },
    { URIVAL_RULE_RFC3986_IPVFUTURE, URIVAL_RULE_RFC3987_IPVFUTURE },
    { URIVAL_RULE_RFC3986_IPV6ADDRESS, URIVAL_RULE_RFC3987_IPV6ADDRESS },
};

#define NPAIRS (sizeof pairs / sizeof pairs[0])

/* The counterpart of rule in the other grammar (side 0: RFC 3986, 1: RFC
 * 3987); 0 when it has none. */
static int counterpart(urival_rule rule, int side, urival_rule *out)
{
    size_t i;
    for (i = 0; i < NPAIRS; i++)
        if (pairs[i][side] == rule) {
            *out = pairs[i][!side];
            return 1;
        }
    return 0;
}

struct urival__where urival__rfc3987_attribute(urival_rule rule, const unsigned char *s, size_t k)
{
    struct urival__where w = { rule, 0 };
    urival_rule uri_rule, iri_rule;
    if (!counterpart(rule, 1, &uri_rule))
        return w; /* a rule with no components to tell apart */
    w = urival__rfc3986_attribute(uri_rule, s, k);
    if (!counterpart(w.rule, 0, &iri_rule)) {
        /* Named by RFC 3986 but not in this table: the enclosing rule. */
        w.rule = rule;
        w.start = 0;
        return w;
    }
    w.rule = iri_rule;
    return w;
}
