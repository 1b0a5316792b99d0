/* historic_diag.c - naming the rule in progress where a match of the 1997
 * or the 1993 URL draft failed: their percent escapes are rules of their
 * own names; otherwise the rule matched is named.  (RFC 1738's attribution,
 * which knows the parts of each scheme, is in rfc1738.c.) */
#include "historic/url_draft05_internal.h"
#include "historic/url_1993_internal.h"

struct urival__where urival__url_draft05_attribute(urival_rule rule,
                                                   const unsigned char *s,
                                                   size_t k,
                                                   const urival_error *err)
{
    return urival__attribute_escape(URIVAL_RULE_URL_DRAFT05_ESCAPED, rule, s,
                                    k, err);
}

struct urival__where urival__url_1993_attribute(urival_rule rule,
                                                const unsigned char *s,
                                                size_t k,
                                                const urival_error *err)
{
    return urival__attribute_escape(URIVAL_RULE_URL_1993_ESCAPE, rule, s, k,
                                    err);
}
