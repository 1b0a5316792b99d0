/* rfc3986_diag.c - naming the rule in progress where an RFC 3986 match
 * failed.
 *
 * The recognizer knows where a string stops being viable but not which rule
 * it was in: a DFA state mixes many rules.  The prefix before the failure is
 * viable, though, so the splitter (split.h) reads its delimiters as it
 * would for a parse, and the component in progress follows from where the
 * split stands.  Where the prefix still leaves two readings open (userinfo
 * or host before an "@"; scheme or path before a ":"), the enclosing rule
 * is named instead of guessing. */
#include <string.h>
#include "uri/rfc3986_internal.h"
#include "uri/split.h"

static struct urival__where where(urival_rule rule, size_t start)
{
    struct urival__where w = { rule, start };
    return w;
}

/* Inside a host beginning at h, failure at k: an IP-literal not yet closed
 * says which of its two forms it is; otherwise the host rule stands. */
static struct urival__where in_host(const unsigned char *s, size_t h, size_t k,
                                    urival_rule host_rule)
{
    if (h < k && s[h] == '[' && memchr(s + h, ']', k - h) == NULL) {
        if (k == h + 1)
            return where(URIVAL_RULE_RFC3986_IP_LITERAL, h);
        if (s[h + 1] == 'v' || s[h + 1] == 'V')
            return where(URIVAL_RULE_RFC3986_IPVFUTURE, h + 1);
        return where(URIVAL_RULE_RFC3986_IPV6ADDRESS, h + 1);
    }
    return where(host_rule, h);
}

/* Inside the authority, no "/", "?" or "#" since it began. */
static struct urival__where in_authority(const struct urival__split *sp, const unsigned char *s,
                                         size_t k)
{
    size_t h = sp->has_at ? sp->at + 1 : sp->a;
    if (h < k && s[h] == '[') {
        if (memchr(s + h, ']', k - h) == NULL)
            return in_host(s, h, k, URIVAL_RULE_RFC3986_HOST);
        /* Closed: a ":" after it can only begin the port. */
        return sp->has_colon ? where(URIVAL_RULE_RFC3986_PORT, sp->colon + 1)
                             : where(URIVAL_RULE_RFC3986_AUTHORITY, sp->a);
    }
    if (!sp->has_at)
        return where(URIVAL_RULE_RFC3986_AUTHORITY, sp->a); /* userinfo or host */
    return sp->has_colon ? where(URIVAL_RULE_RFC3986_PORT, sp->colon + 1)
                         : where(URIVAL_RULE_RFC3986_HOST, h);
}

/* In the path of a part that did not begin with "//". */
static struct urival__where in_path(const struct urival__split *sp, const unsigned char *s,
                                    size_t k, int rootless)
{
    size_t pos = sp->rest;
    if (s[pos] == '/')
        return where(URIVAL_RULE_RFC3986_PATH_ABSOLUTE, pos);
    if (rootless)
        return where(URIVAL_RULE_RFC3986_PATH_ROOTLESS, pos);
    if (memchr(s + pos, '/', k - pos) == NULL)
        return where(URIVAL_RULE_RFC3986_SEGMENT_NZ_NC, pos);
    return where(URIVAL_RULE_RFC3986_PATH_NOSCHEME, pos);
}

/* Before the first delimiter. */
static struct urival__where in_scheme(urival_rule rule, const unsigned char *s, size_t k)
{
    size_t i;
    if (rule != URIVAL_RULE_RFC3986_URI_REFERENCE)
        return where(URIVAL_RULE_RFC3986_SCHEME, 0); /* URI, absolute-URI */
    if (k == 0)
        return where(rule, 0);
    if (urival__is_alpha(s[0])) {
        for (i = 1; i < k && urival__is_scheme_char(s[i]); i++)
            ;
        if (i == k)
            return where(rule, 0); /* a scheme or a first segment: both still open */
    }
    return where(URIVAL_RULE_RFC3986_SEGMENT_NZ_NC, 0);
}

static struct urival__where in_split(const struct urival__split *sp, urival_rule rule,
                                     const unsigned char *s, size_t k)
{
    int rootless = sp->has_scheme || rule == URIVAL_RULE_RFC3986_HIER_PART;
    urival_rule part = rootless ? URIVAL_RULE_RFC3986_HIER_PART : URIVAL_RULE_RFC3986_RELATIVE_PART;

    switch (sp->phase) {
    case URIVAL__SPLIT_SCHEME:
        return in_scheme(rule, s, k);
    case URIVAL__SPLIT_PART:
        if (k == sp->rest)
            return where(part, sp->rest);
        return in_path(sp, s, k, rootless);
    case URIVAL__SPLIT_SLASH:
        if (k == sp->rest + 1)
            return where(part, sp->rest); /* "/" begins path-absolute and "//" alike */
        return in_path(sp, s, k, rootless);
    case URIVAL__SPLIT_AUTHORITY:
        return in_authority(sp, s, k);
    case URIVAL__SPLIT_PATH:
        if (sp->has_authority)
            return where(URIVAL_RULE_RFC3986_PATH_ABEMPTY, sp->a_end);
        return in_path(sp, s, k, rootless);
    case URIVAL__SPLIT_QUERY:
        return where(URIVAL_RULE_RFC3986_QUERY, sp->question + 1);
    case URIVAL__SPLIT_FRAGMENT:
        break;
    }
    return where(URIVAL_RULE_RFC3986_FRAGMENT, sp->hash + 1);
}

struct urival__where urival__rfc3986_attribute(urival_rule rule, const unsigned char *s, size_t k)
{
    struct urival__split sp;
    size_t i;
    if (rule == URIVAL_RULE_RFC3986_HOST || rule == URIVAL_RULE_RFC3986_IP_LITERAL)
        return in_host(s, 0, k, rule);
    if (!urival__split_init(&sp, rule))
        return where(rule, 0);
    /* Every byte of the prefix, not only those the recognizer notes: the
     * diagnosis runs once, after the failure, and has the bytes at hand. */
    for (i = 0; i < k && sp.phase != URIVAL__SPLIT_FRAGMENT; i++)
        urival__split_byte(&sp, s[i], i);
    return in_split(&sp, rule, s, k);
}
