/* rfc3986_diag.c - naming the rule in progress where an RFC 3986 match
 * failed.
 *
 * The recognizer knows where a string stops being viable but not which rule
 * it was in: a DFA state mixes many rules.  The prefix before the failure is
 * viable, though, and RFC 3986 delimiters are unambiguous in a viable prefix
 * (Appendix B relies on the same fact), so the component in progress can be
 * read off the delimiters already seen.  Where the prefix still leaves two
 * readings open (userinfo or host before an "@"; scheme or path before a
 * ":"), the enclosing rule is named instead of guessing. */
#include "uri/rfc3986_internal.h"

/* Inside a host beginning at h, failure at k. */
static struct urival__where in_host(const unsigned char *s, size_t h, size_t k,
                                    urival_rule host_rule)
{
    struct urival__where w = { host_rule, h };
    if (h < k && s[h] == '[') {
        size_t close = urival__find_any(s, h, k, "]");
        if (close == k) {
            if (k == h + 1)
                w.rule = URIVAL_RULE_RFC3986_IP_LITERAL;
            else if (s[h + 1] == 'v' || s[h + 1] == 'V')
                w.rule = URIVAL_RULE_RFC3986_IPVFUTURE, w.start = h + 1;
            else
                w.rule = URIVAL_RULE_RFC3986_IPV6ADDRESS, w.start = h + 1;
        }
    }
    return w;
}

/* Inside an authority beginning at a, failure at k. */
static struct urival__where in_authority(const unsigned char *s, size_t a, size_t k)
{
    struct urival__where w = { URIVAL_RULE_RFC3986_AUTHORITY, a };
    size_t at = urival__find_any(s, a, k, "@");
    size_t h = at < k ? at + 1 : a;
    size_t colon;

    if (h < k && s[h] == '[') {
        size_t close = urival__find_any(s, h, k, "]");
        if (close == k)
            return in_host(s, h, k, URIVAL_RULE_RFC3986_HOST);
        colon = urival__find_any(s, close, k, ":");
        if (colon < k)
            w.rule = URIVAL_RULE_RFC3986_PORT, w.start = colon + 1;
        return w;
    }
    colon = urival__find_any(s, h, k, ":");
    if (at < k) {
        /* The "@" has settled it: host, then maybe a port. */
        if (colon < k)
            w.rule = URIVAL_RULE_RFC3986_PORT, w.start = colon + 1;
        else
            w.rule = URIVAL_RULE_RFC3986_HOST, w.start = h;
    }
    return w;
}

/* Inside a hier-part or relative-part beginning at pos, failure at k, with
 * no "?" or "#" seen yet. */
static struct urival__where in_part(const unsigned char *s, size_t pos, size_t k, int has_scheme)
{
    struct urival__where w = { has_scheme ? URIVAL_RULE_RFC3986_HIER_PART
                                          : URIVAL_RULE_RFC3986_RELATIVE_PART,
                               pos };
    if (k == pos)
        return w;
    if (s[pos] == '/') {
        if (k == pos + 1)
            return w; /* "/" begins path-absolute and "//" alike */
        if (s[pos + 1] == '/') {
            size_t slash = urival__find_any(s, pos + 2, k, "/");
            if (slash < k)
                w.rule = URIVAL_RULE_RFC3986_PATH_ABEMPTY, w.start = slash;
            else
                w = in_authority(s, pos + 2, k);
            return w;
        }
        w.rule = URIVAL_RULE_RFC3986_PATH_ABSOLUTE;
        return w;
    }
    if (has_scheme)
        w.rule = URIVAL_RULE_RFC3986_PATH_ROOTLESS;
    else if (urival__find_any(s, pos, k, "/") == k)
        w.rule = URIVAL_RULE_RFC3986_SEGMENT_NZ_NC;
    else
        w.rule = URIVAL_RULE_RFC3986_PATH_NOSCHEME;
    return w;
}

/* After the scheme (if any), starting at pos. */
static struct urival__where in_rest(const unsigned char *s, size_t pos, size_t k, int has_scheme)
{
    struct urival__where w;
    size_t q = urival__find_any(s, pos, k, "?#");
    if (q < k) {
        size_t hash = s[q] == '#' ? q : urival__find_any(s, q, k, "#");
        w.rule = hash < k ? URIVAL_RULE_RFC3986_FRAGMENT : URIVAL_RULE_RFC3986_QUERY;
        w.start = (hash < k ? hash : q) + 1;
        return w;
    }
    return in_part(s, pos, k, has_scheme);
}

static struct urival__where in_reference(urival_rule rule, const unsigned char *s, size_t k)
{
    struct urival__where w = { rule, 0 };
    size_t first = urival__find_any(s, 0, k, ":/?#");
    int needs_scheme = rule == URIVAL_RULE_RFC3986_URI || rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI;

    if (rule == URIVAL_RULE_RFC3986_RELATIVE_REF)
        return in_rest(s, 0, k, 0);
    if (first < k && s[first] == ':')
        return in_rest(s, first + 1, k, 1);
    if (needs_scheme) {
        w.rule = URIVAL_RULE_RFC3986_SCHEME;
        return w;
    }
    /* URI-reference */
    if (first < k)
        return in_rest(s, 0, k, 0);
    if (k > 0 && urival__is_alpha(s[0])) {
        size_t i;
        for (i = 1; i < k && urival__is_scheme_char(s[i]); i++)
            ;
        if (i == k)
            return w; /* scheme or first path segment: both still open */
    }
    w.rule = k > 0 ? URIVAL_RULE_RFC3986_SEGMENT_NZ_NC : rule;
    return w;
}

struct urival__where urival__rfc3986_attribute(urival_rule rule, const unsigned char *s, size_t k)
{
    switch (rule) {
    case URIVAL_RULE_RFC3986_URI:
    case URIVAL_RULE_RFC3986_ABSOLUTE_URI:
    case URIVAL_RULE_RFC3986_URI_REFERENCE:
    case URIVAL_RULE_RFC3986_RELATIVE_REF:
        return in_reference(rule, s, k);
    case URIVAL_RULE_RFC3986_HIER_PART:
        return in_part(s, 0, k, 1);
    case URIVAL_RULE_RFC3986_RELATIVE_PART:
        return in_part(s, 0, k, 0);
    case URIVAL_RULE_RFC3986_AUTHORITY:
        return in_authority(s, 0, k);
    case URIVAL_RULE_RFC3986_HOST:
    case URIVAL_RULE_RFC3986_IP_LITERAL:
        return in_host(s, 0, k, rule);
    default: {
        struct urival__where w = { rule, 0 };
        return w;
    }
    }
}
