/* historic_diag.c - naming the rule in progress where a match of the 1997
 * or the 1993 URL draft failed: their percent escapes are rules of their
 * own names; otherwise the rule matched is named.  (RFC 1738's attribution,
 * which knows the parts of each scheme, is in rfc1738.c.) */
#include "historic/url_draft05_internal.h"
#include "historic/url_1993_internal.h"

void urival__url_draft05_attribute(const char *rule, const unsigned char *s,
                                   size_t k, urival_error *err)
{
    urival__attribute_escape("escaped", rule, s, k, err);
}

void urival__url_1993_attribute(const char *rule, const unsigned char *s,
                                size_t k, urival_error *err)
{
    urival__attribute_escape("escape", rule, s, k, err);
}
