/* urn_diag.c - naming the rule in progress where a URN failed, and the
 * words for the URN failures beyond the grammar.
 *
 * As in rfc3986_diag.c: the bytes before the failure are a viable prefix,
 * and URN delimiters are unambiguous in a viable prefix (src/urn/urn_parse.rl
 * says why), so the part in progress can be read off the delimiters seen. */
#include <stdio.h>
#include <string.h>
#include "urn/urn_internal.h"
#include "core/out.h"


/* Last position in s[from..to) holding c, or (size_t)-1. */
static size_t find_last(const unsigned char *s, size_t from, size_t to,
                        unsigned c)
{
    while (to > from)
        if (s[--to] == c)
            return to;
    return (size_t)-1;
}

/* A byte that can begin a pchar. */
static int pchar_start(unsigned c)
{
    return urival__is_unreserved(c) || urival__is_sub_delim(c) || c == ':' ||
           c == '@' || c == '%';
}

/* RFC 8141 rq-components from the "?" at q, failure at k. */
static struct urival__where in_rq(const unsigned char *s, size_t q, size_t k)
{
    struct urival__where w = { URIVAL_RULE_RFC8141_RQ_COMPONENTS, q };
    size_t i;
    if (k <= q + 1)
        return w;
    if (s[q + 1] == '=') {
        w.rule = URIVAL_RULE_RFC8141_Q_COMPONENT, w.start = q + 2;
        return w;
    }
    /* "?+": the q-component begins at the first "?=" a pchar follows. */
    w.rule = URIVAL_RULE_RFC8141_R_COMPONENT, w.start = q + 2;
    for (i = q + 2; i + 2 < k; i++)
        if (s[i] == '?' && s[i + 1] == '=' && pchar_start(s[i + 2])) {
            w.rule = URIVAL_RULE_RFC8141_Q_COMPONENT, w.start = i + 2;
            break;
        }
    return w;
}

/* RFC 8141 namestring (or assigned-name), failure at k. */
static struct urival__where in_namestring(const unsigned char *s, size_t k)
{
    struct urival__where w = { URIVAL_RULE_RFC8141_ASSIGNED_NAME, 0 };
    size_t colon, q, hash;
    if (k < 4)
        return w; /* "urn:" */
    colon = urival__find_any(s, 4, k, ":");
    if (colon == k) {
        w.rule = URIVAL_RULE_RFC8141_NID, w.start = 4;
        return w;
    }
    q = urival__find_any(s, colon + 1, k, "?#");
    if (q == k) {
        w.rule = URIVAL_RULE_RFC8141_NSS, w.start = colon + 1;
        return w;
    }
    hash = urival__find_any(s, q, k, "#");
    if (hash < k) {
        w.rule = URIVAL_RULE_RFC8141_F_COMPONENT, w.start = hash + 1;
        return w;
    }
    return in_rq(s, q, k);
}

struct urival__where urival__rfc8141_attribute(urival_rule rule,
                                               const unsigned char *s,
                                               size_t k,
                                               const urival_error *err)
{
    struct urival__where w = { rule, 0 };

    if (urival__in_escape(URIVAL_RULE_RFC3986_PCT_ENCODED, s, k, err, &w))
        return w;
    if (rule == URIVAL_RULE_RFC8141_NAMESTRING ||
        rule == URIVAL_RULE_RFC8141_ASSIGNED_NAME)
        w = in_namestring(s, k);
    else if (rule == URIVAL_RULE_RFC8141_RQ_COMPONENTS && k > 0)
        w = in_rq(s, 0, k);
    return w;
}

/* draft-03 directive beginning at d, failure at k. */
static struct urival__where in_directive(const unsigned char *s, size_t d, size_t k)
{
    struct urival__where w = { URIVAL_RULE_URN_DRAFT03_KEYWD, d };
    size_t eq = urival__find_any(s, d, k, "=");
    if (eq < k)
        w.rule = URIVAL_RULE_URN_DRAFT03_VALUE, w.start = eq + 1;
    return w;
}

/* draft-03 urn-query beginning at q, failure at k. */
static struct urival__where in_query(const unsigned char *s, size_t q, size_t k)
{
    size_t amp = find_last(s, q, k, '&');
    return in_directive(s, amp == (size_t)-1 ? q : amp + 1, k);
}

struct urival__where urival__urn_draft03_attribute(urival_rule rule,
                                                   const unsigned char *s,
                                                   size_t k,
                                                   const urival_error *err)
{
    struct urival__where w = { rule, 0 };
    size_t colon, q, slash;

    if (urival__in_escape(URIVAL_RULE_RFC3986_PCT_ENCODED, s, k, err, &w))
        return w;
    if (rule == URIVAL_RULE_URN_DRAFT03_URI) {
        colon = urival__find_any(s, 0, k, ":");
        if (colon == k) {
            w.rule = URIVAL_RULE_URN_DRAFT03_SCHEME;
        } else if ((q = urival__find_any(s, colon + 1, k, "?#")) == k) {
            w.rule = URIVAL_RULE_URN_DRAFT03_PATH_ROOTLESS, w.start = colon + 1;
        } else {
            size_t hash = urival__find_any(s, q, k, "#");
            w.rule = hash < k ? URIVAL_RULE_URN_DRAFT03_FRAGMENT
                              : URIVAL_RULE_URN_DRAFT03_QUERY;
            w.start = (hash < k ? hash : q) + 1;
        }
    } else if (rule == URIVAL_RULE_URN_DRAFT03_PATH_ROOTLESS) {
        slash = find_last(s, 0, k, '/');
        if (slash == (size_t)-1)
            w.rule = URIVAL_RULE_URN_DRAFT03_SEGMENT_NZ;
        else
            w.rule = URIVAL_RULE_URN_DRAFT03_SEGMENT, w.start = slash + 1;
    } else if (rule == URIVAL_RULE_URN_DRAFT03_URN_PATH) {
        colon = urival__find_any(s, 0, k, ":");
        if (colon == k)
            w.rule = URIVAL_RULE_URN_DRAFT03_NID;
        else
            w.rule = URIVAL_RULE_URN_DRAFT03_NSS, w.start = colon + 1;
    } else if (rule == URIVAL_RULE_URN_DRAFT03_URN_QUERY) {
        w = in_query(s, 0, k);
    } else if (rule == URIVAL_RULE_URN_DRAFT03_DIRECTIVE) {
        w = in_directive(s, 0, k);
    }
    return w;
}

/* The whole URN, no rule of its own, goes by the draft's URI (see
 * urn_internal.h). */
struct urival__where urival__urn_draft03_urn_attribute(const unsigned char *s,
                                                       size_t k,
                                                       const urival_error *err)
{
    struct urival__where w = { URIVAL_RULE_URN_DRAFT03_URI, 0 };
    size_t colon, q, hash;

    if (urival__in_escape(URIVAL_RULE_RFC3986_PCT_ENCODED, s, k, err, &w))
        return w;
    if (k < 3) {
        w.rule = URIVAL_RULE_URN_DRAFT03_SCHEME;
    } else if (k >= 4) {
        colon = urival__find_any(s, 4, k, ":");
        if (colon == k) {
            w.rule = URIVAL_RULE_URN_DRAFT03_NID, w.start = 4;
        } else if ((q = urival__find_any(s, colon + 1, k, "?#")) == k) {
            w.rule = URIVAL_RULE_URN_DRAFT03_NSS, w.start = colon + 1;
        } else if ((hash = urival__find_any(s, q, k, "#")) < k) {
            w.rule = URIVAL_RULE_URN_DRAFT03_FRAGMENT, w.start = hash + 1;
        } else {
            w = in_query(s, q + 1, k);
        }
    }
    return w;
}

/* ------------------------------------------------------------------------
 * Messages
 * ---------------------------------------------------------------------- */

#define DRAFT "draft-ietf-urnbis-rfc2141bis-urn-03"

/* Short names for the bounded writer of out.h, shared with error.c. */
#define out urival__out
#define put urival__put
#define puts_ urival__puts
#define put_quoted urival__put_quoted

/* The input from `from` up to the first byte of `stop` (at most 64 bytes),
 * quoted; nothing when the input is not there. */
static void put_until(struct out *o, const unsigned char *s, size_t len,
                      size_t from, const char *stop)
{
    size_t to = from;
    if (s == NULL || from >= len)
        return;
    while (to < len && to - from < 64 && strchr(stop, s[to]) == NULL)
        to++;
    put_quoted(o, s + from, to - from);
}

size_t urival_urn_error_message(const urival_error *err, const char *input,
                                size_t len, char *buf, size_t cap)
{
    struct out o = { buf, cap, 0 };
    const unsigned char *s = (const unsigned char *)input;
    int draft = err != NULL && err->grammar != NULL &&
                strcmp(err->grammar,
                       urival_rule_grammar(URIVAL_RULE_URN_DRAFT03_URI)) == 0;
    char num[40];

    if (err == NULL || (buf == NULL && cap > 0))
        return 0;
    if (len > URIVAL_MAX_INPUT) { /* a length no input can have: quote nothing */
        input = NULL;
        s = NULL;
        len = 0;
    }
    switch (err->status) {
    case URIVAL_EURN_RESERVED_NID:
    case URIVAL_EURN_INFORMAL_NID:
    case URIVAL_EURN_NUL:
    case URIVAL_EURN_REPEATED_KEYWORD:
    case URIVAL_EURN_NOT_ASSIGNED:
    case URIVAL_EURN_TOO_MANY_DIRECTIVES:
        break;
    case URIVAL_ENOT_FOUND:
        puts_(&o, "no URN in the text (a URN begins with \"urn:\")");
        goto done;
    default:
        return urival_error_message(err, input, len, buf, cap);
    }
    snprintf(num, sizeof num, "offset %zu: ", err->offset);
    puts_(&o, num);
    puts_(&o, err->rule != NULL ? err->rule : "?");
    puts_(&o, ": ");
    switch (err->status) {
    case URIVAL_EURN_RESERVED_NID:
        puts_(&o, "the NID ");
        put_until(&o, s, len, err->rule_start, ":");
        puts_(&o, " is reserved and must not be used (");
        puts_(&o, draft ? DRAFT " section 2.1" : "reserved since RFC 2141 section 2.1");
        puts_(&o, ")");
        break;
    case URIVAL_EURN_INFORMAL_NID:
        puts_(&o, "the NID ");
        put_until(&o, s, len, err->rule_start, ":");
        puts_(&o, " begins with \"urn-\", which only informal NIDs do, and is"
                  " not \"urn-\" and a number without leading zeros (RFC 8141"
                  " section 5.2)");
        break;
    case URIVAL_EURN_NUL:
        puts_(&o, "\"%00\" is NUL, which must not be used in a URN, even"
                  " percent-encoded (" DRAFT " section 2.5.3)");
        break;
    case URIVAL_EURN_REPEATED_KEYWORD:
        puts_(&o, "the registered keyword ");
        put_until(&o, s, len, err->rule_start, "=");
        puts_(&o, " is used a second time; each registered keyword must not"
                  " appear more than once (" DRAFT " section 2.3)");
        break;
    case URIVAL_EURN_NOT_ASSIGNED:
        puts_(&o, "an assigned URN has no ");
        puts_(&o, err->rule != NULL ? err->rule : "component");
        if (!draft)
            puts_(&o, " (RFC 8141 section 2: assigned-name)");
        else if (err->rule != NULL &&
                 strcmp(err->rule,
                        urival_rule_name(URIVAL_RULE_URN_DRAFT03_FRAGMENT)) == 0)
            puts_(&o, "; it can only be added in a reference (" DRAFT
                      " section 2.4)");
        else
            puts_(&o, "; it can only be added in a reference (" DRAFT
                      " section 2.3)");
        break;
    case URIVAL_EURN_TOO_MANY_DIRECTIVES:
        snprintf(num, sizeof num, "%d", URIVAL_URN_MAX_DIRECTIVES);
        puts_(&o, "step 5b reorders at most ");
        puts_(&o, num);
        puts_(&o, " directives (URIVAL_URN_MAX_DIRECTIVES)");
        break;
    default: /* the other statuses returned above */
        break;
    }
done:
    if (cap > 0)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}
