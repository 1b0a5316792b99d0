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
#include <string.h>
#include "uri/rfc3986_internal.h"


static int scheme_char(unsigned c)
{
    return urival__is_alpha(c) || urival__is_digit(c) || c == '+' || c == '-' ||
           c == '.';
}

/* Inside a host beginning at h, failure at k. */
static struct urival__where in_host(const unsigned char *s, size_t h, size_t k,
                            const char *host_rule)
{
    struct urival__where w = { host_rule, h };
    if (h < k && s[h] == '[') {
        size_t close = urival__find_any(s, h, k, "]");
        if (close == k) {
            if (k == h + 1)
                w.rule = "IP-literal";
            else if (s[h + 1] == 'v' || s[h + 1] == 'V')
                w.rule = "IPvFuture", w.start = h + 1;
            else
                w.rule = "IPv6address", w.start = h + 1;
        }
    }
    return w;
}

/* Inside an authority beginning at a, failure at k. */
static struct urival__where in_authority(const unsigned char *s, size_t a, size_t k)
{
    struct urival__where w = { "authority", a };
    size_t at = urival__find_any(s, a, k, "@");
    size_t h = at < k ? at + 1 : a;
    size_t colon;

    if (h < k && s[h] == '[') {
        size_t close = urival__find_any(s, h, k, "]");
        if (close == k)
            return in_host(s, h, k, "host");
        colon = urival__find_any(s, close, k, ":");
        if (colon < k)
            w.rule = "port", w.start = colon + 1;
        return w;
    }
    colon = urival__find_any(s, h, k, ":");
    if (at < k) {
        /* The "@" has settled it: host, then maybe a port. */
        if (colon < k)
            w.rule = "port", w.start = colon + 1;
        else
            w.rule = "host", w.start = h;
    }
    return w;
}

/* Inside a hier-part or relative-part beginning at pos, failure at k, with
 * no "?" or "#" seen yet. */
static struct urival__where in_part(const unsigned char *s, size_t pos, size_t k,
                            int has_scheme)
{
    struct urival__where w = { has_scheme ? "hier-part" : "relative-part", pos };
    if (k == pos)
        return w;
    if (s[pos] == '/') {
        if (k == pos + 1)
            return w; /* "/" begins path-absolute and "//" alike */
        if (s[pos + 1] == '/') {
            size_t slash = urival__find_any(s, pos + 2, k, "/");
            if (slash < k)
                w.rule = "path-abempty", w.start = slash;
            else
                w = in_authority(s, pos + 2, k);
            return w;
        }
        w.rule = "path-absolute";
        return w;
    }
    if (has_scheme)
        w.rule = "path-rootless";
    else if (urival__find_any(s, pos, k, "/") == k)
        w.rule = "segment-nz-nc";
    else
        w.rule = "path-noscheme";
    return w;
}

/* After the scheme (if any), starting at pos. */
static struct urival__where in_rest(const unsigned char *s, size_t pos, size_t k,
                            int has_scheme)
{
    struct urival__where w;
    size_t q = urival__find_any(s, pos, k, "?#");
    if (q < k) {
        size_t hash = s[q] == '#' ? q : urival__find_any(s, q, k, "#");
        w.rule = hash < k ? "fragment" : "query";
        w.start = (hash < k ? hash : q) + 1;
        return w;
    }
    return in_part(s, pos, k, has_scheme);
}

static struct urival__where in_reference(const char *rule, const unsigned char *s,
                                 size_t k)
{
    struct urival__where w = { rule, 0 };
    size_t first = urival__find_any(s, 0, k, ":/?#");
    int needs_scheme = strcmp(rule, "URI") == 0 || strcmp(rule, "absolute-URI") == 0;

    if (strcmp(rule, "relative-ref") == 0)
        return in_rest(s, 0, k, 0);
    if (first < k && s[first] == ':')
        return in_rest(s, first + 1, k, 1);
    if (needs_scheme) {
        w.rule = "scheme";
        return w;
    }
    /* URI-reference */
    if (first < k)
        return in_rest(s, 0, k, 0);
    if (k > 0 && urival__is_alpha(s[0])) {
        size_t i;
        for (i = 1; i < k && scheme_char(s[i]); i++)
            ;
        if (i == k)
            return w; /* scheme or first path segment: both still open */
    }
    w.rule = k > 0 ? "segment-nz-nc" : rule;
    return w;
}

void urival__rfc3986_attribute(const char *rule, const unsigned char *s,
                               size_t k, urival_error *err)
{
    struct urival__where w = { rule, 0 };
    size_t start;

    if (urival__in_pct(s, k, err, &start)) {
        err->rule = "pct-encoded";
        err->rule_start = start;
        return;
    }
    if (strcmp(rule, "URI") == 0 || strcmp(rule, "absolute-URI") == 0 ||
        strcmp(rule, "URI-reference") == 0 || strcmp(rule, "relative-ref") == 0)
        w = in_reference(rule, s, k);
    else if (strcmp(rule, "hier-part") == 0)
        w = in_part(s, 0, k, 1);
    else if (strcmp(rule, "relative-part") == 0)
        w = in_part(s, 0, k, 0);
    else if (strcmp(rule, "authority") == 0)
        w = in_authority(s, 0, k);
    else if (strcmp(rule, "host") == 0 || strcmp(rule, "IP-literal") == 0)
        w = in_host(s, 0, k, rule);
    err->rule = w.rule;
    err->rule_start = w.start;
}
