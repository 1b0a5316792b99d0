/* urn_diag.c - naming the rule in progress where a URN failed, and the
 * words for the URN failures beyond the grammar.
 *
 * As in rfc3986_diag.c: the bytes before the failure are a viable prefix,
 * and URN delimiters are unambiguous in a viable prefix (src/urn/urn_parse.rl
 * says why), so the part in progress can be read off the delimiters seen. */
#include <stdio.h>
#include <string.h>
#include "urn/urn_internal.h"
#include "core/message.h"

/* Last position in s[from..to) holding c, or (size_t)-1. */
static size_t find_last(const unsigned char *s, size_t from, size_t to, unsigned c)
{
    while (to > from)
        if (s[--to] == c)
            return to;
    return (size_t)-1;
}

/* A byte that can begin a pchar. */
static int pchar_start(unsigned c)
{
    return urival__is_unreserved(c) || urival__is_sub_delim(c) || c == ':' || c == '@' || c == '%';
}

/* The parts of every URN and of the draft's URI, in the order they come:
 * a name up to the first ":", then up to the first "?" or "#", then up to
 * the first "#", then the rest. */
enum part { NAME, BODY, QUERY, FRAGMENT };

/* The part of s[from..k) that a failure at k is in, and in *start the
 * first byte of that part. */
static inline enum part part_at(const unsigned char *s, size_t from, size_t k, size_t *start)
{
    size_t colon = urival__find_any(s, from, k, ":"), q, hash;
    *start = from;
    if (colon == k)
        return NAME;
    q = urival__find_any(s, colon + 1, k, "?#");
    *start = colon + 1;
    if (q == k)
        return BODY;
    hash = urival__find_any(s, q, k, "#");
    *start = (hash < k ? hash : q) + 1;
    return hash < k ? FRAGMENT : QUERY;
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
    static const urival_rule rules[] = { URIVAL_RULE_RFC8141_NID, URIVAL_RULE_RFC8141_NSS,
                                         URIVAL_RULE_RFC8141_RQ_COMPONENTS,
                                         URIVAL_RULE_RFC8141_F_COMPONENT };
    struct urival__where w = { URIVAL_RULE_RFC8141_ASSIGNED_NAME, 0 };
    enum part part;
    if (k < 4)
        return w; /* "urn:" */
    part = part_at(s, 4, k, &w.start);
    if (part == QUERY)
        return in_rq(s, w.start - 1, k);
    w.rule = rules[part];
    return w;
}

struct urival__where urival__rfc8141_attribute(urival_rule rule, const unsigned char *s, size_t k)
{
    struct urival__where w = { rule, 0 };

    if (rule == URIVAL_RULE_RFC8141_NAMESTRING || rule == URIVAL_RULE_RFC8141_ASSIGNED_NAME)
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

struct urival__where urival__urn_draft03_attribute(urival_rule rule, const unsigned char *s,
                                                   size_t k)
{
    struct urival__where w = { rule, 0 };
    size_t slash;

    if (rule == URIVAL_RULE_URN_DRAFT03_URI) {
        static const urival_rule rules[] = { URIVAL_RULE_URN_DRAFT03_SCHEME,
                                             URIVAL_RULE_URN_DRAFT03_PATH_ROOTLESS,
                                             URIVAL_RULE_URN_DRAFT03_QUERY,
                                             URIVAL_RULE_URN_DRAFT03_FRAGMENT };
        w.rule = rules[part_at(s, 0, k, &w.start)];
    } else if (rule == URIVAL_RULE_URN_DRAFT03_PATH_ROOTLESS) {
        slash = find_last(s, 0, k, '/');
        if (slash == (size_t)-1)
            w.rule = URIVAL_RULE_URN_DRAFT03_SEGMENT_NZ;
        else
            w.rule = URIVAL_RULE_URN_DRAFT03_SEGMENT, w.start = slash + 1;
    } else if (rule == URIVAL_RULE_URN_DRAFT03_URN_PATH) {
        /* Only a name and a body: an NSS holds no "?" and no "#". */
        w.rule = part_at(s, 0, k, &w.start) == NAME ? URIVAL_RULE_URN_DRAFT03_NID
                                                    : URIVAL_RULE_URN_DRAFT03_NSS;
    } else if (rule == URIVAL_RULE_URN_DRAFT03_URN_QUERY) {
        w = in_query(s, 0, k);
    } else if (rule == URIVAL_RULE_URN_DRAFT03_DIRECTIVE) {
        w = in_directive(s, 0, k);
    }
    return w;
}

/* The whole URN, no rule of its own, goes by the draft's URI (see
 * urn_internal.h). */
struct urival__where urival__urn_draft03_urn_attribute(urival_rule rule, const unsigned char *s,
                                                       size_t k)
{
    static const urival_rule rules[] = { URIVAL_RULE_URN_DRAFT03_NID, URIVAL_RULE_URN_DRAFT03_NSS,
                                         URIVAL_RULE_URN_DRAFT03_URN_QUERY,
                                         URIVAL_RULE_URN_DRAFT03_FRAGMENT };
    struct urival__where w = { rule, 0 };
    enum part part;

    if (k < 3) {
        w.rule = URIVAL_RULE_URN_DRAFT03_SCHEME;
    } else if (k >= 4) {
        part = part_at(s, 4, k, &w.start);
        if (part == QUERY)
            return in_query(s, w.start, k);
        w.rule = rules[part];
    }
    return w;
}

/* ------------------------------------------------------------------------
 * Messages
 * ---------------------------------------------------------------------- */

#define DRAFT "draft-ietf-urnbis-rfc2141bis-urn-03"

/* what, then a space and the input from `from` up to the first byte of
 * `stop` (at most 64 bytes), quoted; what alone when the input is not
 * there (a message made without it reads "the NID is reserved"). */
static void put_named(struct urival__buf *b, const char *what, const unsigned char *s, size_t len,
                      size_t from, const char *stop)
{
    size_t to = from;
    urival__buf_str(b, what);
    if (s == NULL || from >= len)
        return;
    while (to < len && to - from < 64 && strchr(stop, s[to]) == NULL)
        to++;
    urival__buf_str(b, " ");
    urival__buf_quoted(b, s + from, to - from);
}

int urival__urn_message(const urival_error *err, const unsigned char *s, size_t len,
                        struct urival__buf *b)
{
    int draft = err->grammar != NULL &&
                strcmp(err->grammar, urival_rule_grammar(URIVAL_RULE_URN_DRAFT03_URI)) == 0;
    char num[40];

    switch (err->status) {
    case URIVAL_EURN_RESERVED_NID:
    case URIVAL_EURN_INFORMAL_NID:
    case URIVAL_EURN_NUL:
    case URIVAL_EURN_REPEATED_KEYWORD:
    case URIVAL_EURN_NOT_ASSIGNED:
    case URIVAL_EURN_TOO_MANY_DIRECTIVES:
        break;
    case URIVAL_ENOT_FOUND:
        urival__buf_str(b, "no URN in the text (a URN begins with \"urn:\")");
        return 1;
    default:
        return 0;
    }
    urival__message_head(b, err);
    switch (err->status) {
    case URIVAL_EURN_RESERVED_NID:
        put_named(b, "the NID", s, len, err->rule_start, ":");
        urival__buf_str(b, " is reserved and must not be used (");
        urival__buf_str(b, draft ? DRAFT " section 2.1" : "reserved since RFC 2141 section 2.1");
        urival__buf_str(b, ")");
        break;
    case URIVAL_EURN_INFORMAL_NID:
        put_named(b, "the NID", s, len, err->rule_start, ":");
        urival__buf_str(b, " begins with \"urn-\", which only informal NIDs do, and is"
                           " not \"urn-\" followed by a positive number without leading"
                           " zeros (RFC 8141 section 5.2)");
        break;
    case URIVAL_EURN_NUL:
        urival__buf_str(b, "\"%00\" is NUL, which must not be used in a URN, even"
                           " percent-encoded (" DRAFT " section 2.5.3)");
        break;
    case URIVAL_EURN_REPEATED_KEYWORD:
        put_named(b, "the registered keyword", s, len, err->rule_start, "=");
        urival__buf_str(b, " is used a second time; each registered keyword must not"
                           " appear more than once (" DRAFT " section 2.3)");
        break;
    case URIVAL_EURN_NOT_ASSIGNED:
        urival__buf_str(b, "an assigned URN has no ");
        urival__buf_str(b, err->rule != NULL ? err->rule : "component");
        if (!draft)
            urival__buf_str(b, " (RFC 8141 section 2: assigned-name)");
        else if (err->rule != NULL &&
                 strcmp(err->rule, urival_rule_name(URIVAL_RULE_URN_DRAFT03_FRAGMENT)) == 0)
            urival__buf_str(b, "; it can only be added in a reference (" DRAFT " section 2.4)");
        else
            urival__buf_str(b, "; it can only be added in a reference (" DRAFT " section 2.3)");
        break;
    case URIVAL_EURN_TOO_MANY_DIRECTIVES:
        snprintf(num, sizeof num, "%d", URIVAL_URN_MAX_DIRECTIVES);
        urival__buf_str(b, "step 5b reorders at most ");
        urival__buf_str(b, num);
        urival__buf_str(b, " directives (URIVAL_URN_MAX_DIRECTIVES)");
        break;
    default: /* the other statuses returned above */
        break;
    }
    return 1;
}
