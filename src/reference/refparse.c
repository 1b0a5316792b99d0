/* refparse.c - parsed inputs of the reference operations; see refparse.h. */
#include <string.h>
#include "reference/refparse.h"
#include "uri/rfc3986_internal.h"

urival_status urival__ref_parse(struct urival__ref *r, urival_rule rule, const char *s, size_t len,
                                urival_error *err)
{
    urival_status st = urival__uri_spans(rule, s, len, &r->u, err);
    r->s = (const unsigned char *)(s != NULL ? s : "");
    r->len = st == URIVAL_OK ? len : 0;
    return st;
}

urival_status urival__base_parse(struct urival__ref *r, const char *s, size_t len,
                                 urival_error *err)
{
    urival_status st = urival__ref_parse(r, URIVAL_RULE_RFC3986_URI, s, len, err);
    if (st == URIVAL_ESYNTAX) {
        /* err keeps the syntax diagnosis (offset, rule, expected); its
         * status says which input it is about, as the return value does. */
        if (err != NULL)
            err->status = URIVAL_EBASE;
        return URIVAL_EBASE;
    }
    if (st == URIVAL_OK)
        r->u.defined &= ~(1u << URIVAL_URI_PART_FRAGMENT); /* section 5.1 */
    return st;
}

int urival__same(const struct urival__ref *a, const struct urival__ref *b, urival_uri_part c)
{
    if (urival__has(a, c) != urival__has(b, c))
        return 0;
    return urival__len(a, c) == urival__len(b, c) &&
           memcmp(urival__at(a, c), urival__at(b, c), urival__len(a, c)) == 0;
}
