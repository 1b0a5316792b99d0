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
#include <stdio.h>
#include <string.h>
#include "core/catalogue.h"
#include "core/message.h"
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
    if (rule == URIVAL_RULE_RFC3986_HOST || rule == URIVAL_RULE_RFC3986_IP_LITERAL)
        return in_host(s, 0, k, rule);
    if (!urival__split_init(&sp, rule))
        return where(rule, 0);
    /* Every byte of the prefix, not only those the recognizer notes: the
     * diagnosis runs once, after the failure, and has the bytes at hand. */
    (void)urival__split_bytes(&sp, s, 0, k, URIVAL__SPLIT_FRAGMENT);
    return in_split(&sp, rule, s, k);
}

/* ---- Hints: the reason behind a failure whose offset is right but whose
 * cause is not the byte there alone. ---- */

enum hint {
    HINT_NONE,
    HINT_ZONE,         /* "%" in an IPv6 address */
    HINT_DOUBLE_COLON, /* a second "::" */
    HINT_PORT,         /* inside a port */
    HINT_PORT_OR_USER, /* a ":" and no digits after it, no "@" yet */
    HINT_SECOND_AT,    /* an "@" in the host */
    HINT_SCHEME_COLON, /* a ":" after a scheme-like first segment */
    HINT_NOT_SCHEME,   /* a ":" after a first segment that is no scheme */
    HINT_SECOND_HASH,  /* a "#" in the fragment */
    HINT_BRACKET,      /* "[" or "]" outside an IP literal */
    HINT_NEVER         /* a byte no part of a URI takes */
};

/* How much of the input a hint quotes. */
#define HINT_QUOTE_MAX 24

static void quote_capped(struct urival__buf *b, const unsigned char *s, size_t from, size_t to)
{
    int cut = to - from > HINT_QUOTE_MAX;
    urival__buf_quoted(b, s + from, cut ? HINT_QUOTE_MAX : to - from);
    if (cut)
        urival__buf_str(b, "...");
}

/* Whether err names rule, or in an IRI its counterpart: RFC 3987 section
 * 2.2 names each rule it changes after the RFC 3986 one with an "i"
 * before it (ipath-abempty, ihost, ifragment) and keeps the others
 * (port, IPv6address). */
static int is_rule(const urival_error *err, urival_rule rule)
{
    const char *name = urival__rules[rule].name;
    if (strcmp(err->rule, name) == 0)
        return 1;
    return err->rule[0] == 'i' && strcmp(err->grammar, "rfc3987") == 0 &&
           strcmp(err->rule + 1, name) == 0;
}

/* Neither unreserved nor reserved nor the "%" of an escape. */
static int never_in_uri(unsigned c)
{
    return !urival__is_unreserved(c) && !urival__is_sub_delim(c) && c != '%' &&
           (c == 0 || strchr(":/?#[]@", (int)c) == NULL);
}

/* The ":" after the host of the authority s[a..k) when what follows it is
 * not all digits (so it begins no port), else k.  The host begins after
 * the first "@", which ends a userinfo (*user is then 1: that ":" can
 * only have begun a port), and the colons of an IP literal are its own. */
static size_t portless_colon(const unsigned char *s, size_t a, size_t k, int *user)
{
    const unsigned char *c, *close, *at = a < k ? memchr(s + a, '@', k - a) : NULL;
    size_t i;
    *user = at != NULL;
    if (at != NULL)
        a = (size_t)(at - s) + 1;
    close = a < k && s[a] == '[' ? memchr(s + a, ']', k - a) : NULL;
    if (close != NULL)
        a = (size_t)(close - s) + 1;
    c = memchr(s + a, ':', k - a);
    if (c == NULL)
        return k;
    for (i = (size_t)(c - s) + 1; i < k; i++)
        if (!urival__is_digit(s[i]))
            return (size_t)(c - s);
    return k;
}

static int is_scheme(const unsigned char *s, size_t from, size_t to)
{
    size_t i;
    if (from == to || !urival__is_alpha(s[from]))
        return 0;
    for (i = from + 1; i < to; i++)
        if (!urival__is_scheme_char(s[i]))
            return 0;
    return 1;
}

/* Whether s[a..k-1) already holds a "::", so that the ":" found after the
 * ":" at k-1 would make a second. */
static int has_double_colon(const unsigned char *s, size_t a, size_t k)
{
    size_t i;
    if (k < a + 1 || s[k - 1] != ':')
        return 0;
    for (i = a; i + 2 < k; i++)
        if (s[i] == ':' && s[i + 1] == ':')
            return 1;
    return 0;
}

/* Whether the failure lies inside an IP literal, where a bracket is in
 * its place and the fault is what came before it. */
static int in_literal(const urival_error *err)
{
    static const urival_rule inside[] = {
        URIVAL_RULE_RFC3986_IP_LITERAL,  URIVAL_RULE_RFC3986_IPVFUTURE,
        URIVAL_RULE_RFC3986_IPV6ADDRESS, URIVAL_RULE_RFC3986_H16,
        URIVAL_RULE_RFC3986_LS32,        URIVAL_RULE_RFC3986_IPV4ADDRESS,
        URIVAL_RULE_RFC3986_DEC_OCTET,
    };
    size_t i;
    for (i = 0; i < sizeof inside / sizeof inside[0]; i++)
        if (is_rule(err, inside[i]))
            return 1;
    return 0;
}

/* Whether the byte at k of an RFC 8141 URN (err->grammar says so) stands
 * in its NID or its "urn:" (the first four bytes of the rules that begin
 * with it).  Told by the rule, not by the bytes: a long line's message may
 * be given a window of them.  By name: a build may leave RFC 8141 out,
 * and its rule ids with it. */
static int in_urn_nid(const urival_error *err, size_t a, size_t k)
{
    if (strcmp(err->rule, "NID") == 0)
        return 1;
    return a == 0 && k < 4 &&
           (strcmp(err->rule, "assigned-name") == 0 || strcmp(err->rule, "namestring") == 0);
}

/* found is s[k], or -1 at the end of the input. */
static enum hint choose(const urival_error *err, const unsigned char *s, size_t a, size_t k,
                        int found)
{
    int user;
    if (is_rule(err, URIVAL_RULE_RFC3986_IPV6ADDRESS) && found == '%')
        return HINT_ZONE;
    if (is_rule(err, URIVAL_RULE_RFC3986_IPV6ADDRESS) && found == ':' && has_double_colon(s, a, k))
        return HINT_DOUBLE_COLON;
    if (is_rule(err, URIVAL_RULE_RFC3986_PORT))
        return HINT_PORT;
    if (is_rule(err, URIVAL_RULE_RFC3986_AUTHORITY) && portless_colon(s, a, k, &user) < k)
        return user ? HINT_PORT : HINT_PORT_OR_USER;
    if (is_rule(err, URIVAL_RULE_RFC3986_HOST) && found == '@')
        return HINT_SECOND_AT;
    /* path-noscheme as a rule of its own (a path checked alone, as a
     * component given to urival_uri_compose()) fails where its
     * segment-nz-nc would: a ":" there is always in the first segment. */
    if ((is_rule(err, URIVAL_RULE_RFC3986_SEGMENT_NZ_NC) ||
         is_rule(err, URIVAL_RULE_RFC3986_PATH_NOSCHEME)) &&
        found == ':')
        return is_scheme(s, a, k) ? HINT_SCHEME_COLON : HINT_NOT_SCHEME;
    if (is_rule(err, URIVAL_RULE_RFC3986_FRAGMENT) && found == '#')
        return HINT_SECOND_HASH;
    if ((found == '[' || found == ']') && !in_literal(err))
        return HINT_BRACKET;
    if (found >= 0 && never_in_uri((unsigned)found))
        return HINT_NEVER;
    return HINT_NONE;
}

int urival__rfc3986_hint(const urival_error *err, const unsigned char *s, size_t len,
                         struct urival__buf *b)
{
    size_t k = err->offset, a = err->rule_start;
    int found, iri, urn, user;
    const char *whole;            /* "a URI" or "an IRI", as the hints name it */
    const char *unescaped = NULL; /* why HINT_NEVER offers no escape */
    enum hint h;
    char enc[8];

    if (s == NULL || k > len || a > k || err->rule == NULL || err->grammar == NULL)
        return 0;
    /* The IRI grammar has the URI's rules under their own names, so every
     * hint applies; a URN (RFC 8141) is a URI, but its rules are its own:
     * only what a URI never holds is worth a hint there. */
    iri = strcmp(err->grammar, "rfc3987") == 0;
    urn = strcmp(err->grammar, "rfc8141") == 0;
    whole = iri ? "an IRI" : "a URI";
    if (!iri && !urn && strcmp(err->grammar, "rfc3986") != 0)
        return 0;
    found = k < len ? s[k] : -1;
    h = choose(err, s, a, k, found);
    /* In an IRI a byte above 0x7F may begin a character it holds
     * elsewhere (iprivate only in a query): no "never" there. */
    if ((urn && h != HINT_NEVER) || (iri && h == HINT_NEVER && found >= 0x80))
        h = HINT_NONE;
    if (h == HINT_NEVER && urn && in_urn_nid(err, a, k))
        unescaped = "\"urn:\" and the NID take no percent-encoding (RFC 8141 section 2)";
    else if (h == HINT_NEVER && !urn && strcmp(err->rule, "scheme") == 0)
        unescaped = "a scheme takes no percent-encoding (RFC 3986 section 3.1)";
    if (h == HINT_NONE)
        return 0;
    urival__buf_str(b, "; hint: ");
    switch (h) {
    case HINT_ZONE:
        urival__buf_str(b, "an IPv6 zone identifier (\"%25\" and a zone) is not allowed in ");
        urival__buf_str(b, whole);
        urival__buf_str(b, ": RFC 9844 took it out when it obsoleted RFC 6874");
        break;
    case HINT_DOUBLE_COLON:
        urival__buf_str(b, "an IPv6 address holds at most one \"::\"");
        break;
    case HINT_PORT:
        urival__buf_str(b, "a port is digits only");
        break;
    case HINT_PORT_OR_USER:
        urival__buf_str(b, "a port is digits only, so ");
        quote_capped(b, s, portless_colon(s, a, k, &user), k);
        urival__buf_str(b, " could only be part of a userinfo, which needs an \"@\" after it");
        break;
    case HINT_SECOND_AT:
        urival__buf_str(b, "the userinfo ends at the first \"@\"; write any other \"@\" as "
                           "\"%40\"");
        break;
    case HINT_SCHEME_COLON:
        urival__buf_str(b, "this \":\" would make ");
        quote_capped(b, s, a, k);
        urival__buf_str(b, " a scheme, which a relative reference has not; begin the path "
                           "with \"./\"");
        break;
    case HINT_NOT_SCHEME:
        quote_capped(b, s, a, k);
        urival__buf_str(b, " is not a scheme (a letter, then letters, digits, \"+\", \"-\" "
                           "or \".\"), and the first segment of a relative path cannot hold "
                           "\":\"");
        break;
    case HINT_SECOND_HASH:
        urival__buf_str(b, "a fragment cannot hold a second \"#\"; write it as \"%23\"");
        break;
    case HINT_BRACKET:
        urival__buf_str(b, "\"[\" and \"]\" only enclose an IP literal host; elsewhere write "
                           "them as \"%5B\" and \"%5D\"");
        break;
    case HINT_NEVER:
    case HINT_NONE:
        urival__buf_quoted(b, s + k, 1);
        urival__buf_str(b, " is never allowed in ");
        urival__buf_str(b, whole);
        if (unescaped != NULL) {
            urival__buf_str(b, ", and ");
            urival__buf_str(b, unescaped);
            break;
        }
        snprintf(enc, sizeof enc, "\"%%%02X\"", (unsigned)found);
        urival__buf_str(b, "; write it as ");
        urival__buf_str(b, enc);
        break;
    }
    return 1;
}
