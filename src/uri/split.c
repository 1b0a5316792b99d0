/* split.c - the one reading of RFC 3986's delimiters (see split.h). */
#include "uri/split.h"

const uint8_t urival__split_delim[256] = {
    [':'] = URIVAL__D_COLON, ['/'] = URIVAL__D_SLASH, ['?'] = URIVAL__D_QUESTION,
    ['#'] = URIVAL__D_HASH,  ['@'] = URIVAL__D_AT,    [']'] = URIVAL__D_CLOSE
};

int urival__split_init(struct urival__split *sp, urival_rule rule)
{
    *sp = (struct urival__split){ URIVAL__SPLIT_SCHEME, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    sp->question = sp->hash = (size_t)-1; /* not seen */
    switch (rule) {
    case URIVAL_RULE_RFC3986_URI:
    case URIVAL_RULE_RFC3986_URI_REFERENCE:
    case URIVAL_RULE_RFC3986_ABSOLUTE_URI:
        return 1;
    case URIVAL_RULE_RFC3986_RELATIVE_REF:
    case URIVAL_RULE_RFC3986_RELATIVE_PART:
    case URIVAL_RULE_RFC3986_HIER_PART:
        sp->phase = URIVAL__SPLIT_PART;
        return 1;
    case URIVAL_RULE_RFC3986_AUTHORITY:
        sp->phase = URIVAL__SPLIT_AUTHORITY;
        sp->has_authority = 1;
        return 1;
    default:
        return 0;
    }
}
