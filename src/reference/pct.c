/* pct.c - percent-encoding and decoding of component text (RFC 3986
 * section 2.1), for each component's set of literal bytes. */
#include <string.h>
#include "core/buf.h"
#include "reference/pctnorm.h"

static const struct {
    const char *name; /* the set's name for people and the tool */
    urival_rule rule; /* the RFC 3986 rule whose bytes it is */
} sets[URIVAL_PCT_SET_COUNT] = {
    { "userinfo", URIVAL_RULE_RFC3986_USERINFO },
    { "host", URIVAL_RULE_RFC3986_REG_NAME },
    { "path", URIVAL_RULE_RFC3986_PATH },
    { "segment", URIVAL_RULE_RFC3986_SEGMENT },
    { "segment-nz-nc", URIVAL_RULE_RFC3986_SEGMENT_NZ_NC },
    { "query", URIVAL_RULE_RFC3986_QUERY },
    { "fragment", URIVAL_RULE_RFC3986_FRAGMENT },
    { "unreserved", URIVAL_RULE_RFC3986_UNRESERVED },
    /* Every literal byte passes "any": its rule is never reported. */
    { "any", URIVAL_RULE_RFC3986_PCT_ENCODED },
};

const char *urival_pct_set_name(urival_pct_set set)
{
    return (unsigned)set < URIVAL_PCT_SET_COUNT ? sets[set].name : NULL;
}

urival_status urival_pct_set_lookup(const char *name, urival_pct_set *out)
{
    unsigned i;
    /* The name's NUL counts: an out over it would change where it ends. */
    if (name == NULL || out == NULL || URIVAL__OUT_OVER(out, name, strlen(name) + 1))
        return URIVAL_EINVAL;
    for (i = 0; i < URIVAL_PCT_SET_COUNT; i++) {
        if (strcmp(name, sets[i].name) == 0) {
            *out = (urival_pct_set)i;
            return URIVAL_OK;
        }
    }
    return URIVAL_EINVAL;
}

/* Bytes each rule allows as themselves (section 3 and Appendix A). */
static int literal(urival_pct_set set, unsigned c)
{
    int pchar_extra = urival__is_sub_delim(c) || c == ':' || c == '@';
    if (set == URIVAL_PCT_SET_ANY)
        return 1;
    if (urival__is_unreserved(c))
        return 1;
    switch (set) {
    case URIVAL_PCT_SET_USERINFO:
        return urival__is_sub_delim(c) || c == ':';
    case URIVAL_PCT_SET_HOST:
        return urival__is_sub_delim(c);
    case URIVAL_PCT_SET_PATH:
        return pchar_extra || c == '/';
    case URIVAL_PCT_SET_SEGMENT:
        return pchar_extra;
    case URIVAL_PCT_SET_SEGMENT_NC:
        return urival__is_sub_delim(c) || c == '@';
    case URIVAL_PCT_SET_QUERY:
    case URIVAL_PCT_SET_FRAGMENT:
        return pchar_extra || c == '/' || c == '?';
    default:
        return 0;
    }
}

urival_status urival_pct_encode(urival_pct_set set, const char *s, size_t len, char *buf,
                                size_t cap, size_t *needed)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *p = (const unsigned char *)s;
    const struct urival__input in = { s, len };
    struct urival__buf b;
    size_t i;
    urival_status st = urival__buf_begin(
        &b, &in, 1,
        (unsigned)set >= URIVAL_PCT_SET_COUNT || set == URIVAL_PCT_SET_ANY ? URIVAL_EINVAL
                                                                           : URIVAL_OK,
        buf, cap, needed, NULL);

    if (st != URIVAL_OK)
        return st;
    for (i = 0; i < len; i++) {
        unsigned c = p[i];
        if (c != '%' && literal(set, c)) {
            urival__buf_byte(&b, c);
        } else {
            char e[3];
            e[0] = '%';
            e[1] = hex[c >> 4];
            e[2] = hex[c & 15];
            urival__buf_put(&b, e, 3);
        }
    }
    return urival__buf_finish(&b, needed);
}

static void expect(urival_error *err, int (*member)(unsigned))
{
    unsigned c;
    for (c = 0; c < 256; c++)
        if (member(c))
            err->expected[c / 32] |= (uint32_t)1 << (c % 32);
}

/* A broken escape: the byte at k (or the end) is no HEXDIG. */
static urival_status broken_escape(urival_error *err, size_t pct, size_t k, size_t len)
{
    if (err != NULL) {
        memset(err, 0, sizeof *err);
        err->status = URIVAL_ESYNTAX;
        err->offset = k;
        urival__report_rule(err, URIVAL_RULE_RFC3986_PCT_ENCODED, pct);
        err->at_end = k >= len;
        expect(err, urival__is_hexdig);
    }
    return URIVAL_ESYNTAX;
}

/* A literal byte the set does not allow. */
static urival_status not_in_set(urival_error *err, urival_pct_set set, size_t k)
{
    unsigned c;
    if (err != NULL) {
        memset(err, 0, sizeof *err);
        err->status = URIVAL_ESYNTAX;
        err->offset = k;
        urival__report_rule(err, sets[set].rule, 0);
        err->end_ok = 1;
        for (c = 0; c < 256; c++)
            if (c == '%' || literal(set, c))
                err->expected[c / 32] |= (uint32_t)1 << (c % 32);
    }
    return URIVAL_ESYNTAX;
}

static urival_status nul_refused(urival_error *err, size_t k)
{
    if (err != NULL) {
        memset(err, 0, sizeof *err);
        err->status = URIVAL_ENUL;
        err->offset = k;
        urival__report_rule(err, URIVAL_RULE_RFC3986_PCT_ENCODED, k);
    }
    return URIVAL_ENUL;
}

urival_status urival_pct_decode(urival_pct_set set, const char *s, size_t len, unsigned flags,
                                char *buf, size_t cap, size_t *needed, urival_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    const struct urival__input in = { s, len };
    struct urival__buf b;
    size_t i = 0;
    urival_status st = urival__buf_begin(&b, &in, 1,
                                         (unsigned)set >= URIVAL_PCT_SET_COUNT ||
                                                 (flags & ~URIVAL_PCT_FLAG_REFUSE_NUL)
                                             ? URIVAL_EINVAL
                                             : URIVAL_OK,
                                         buf, cap, needed, err);

    if (st != URIVAL_OK)
        return st;
    while (i < len) {
        unsigned c = p[i];
        if (c == '%') {
            unsigned v = 0;
            if (i + 1 >= len || !urival__is_hexdig(p[i + 1]))
                st = broken_escape(err, i, i + 1, len);
            else if (i + 2 >= len || !urival__is_hexdig(p[i + 2]))
                st = broken_escape(err, i, i + 2, len);
            else if ((v = urival__hex_value(p[i + 1]) * 16u + urival__hex_value(p[i + 2])) == 0 &&
                     (flags & URIVAL_PCT_FLAG_REFUSE_NUL))
                st = nul_refused(err, i);
            if (st != URIVAL_OK)
                return urival__buf_fail(buf, cap, needed, st);
            urival__buf_byte(&b, v);
            i += 3;
        } else if (!literal(set, c)) {
            return urival__buf_fail(buf, cap, needed, not_in_set(err, set, i));
        } else {
            urival__buf_byte(&b, c);
            i++;
        }
    }
    return urival__buf_finish(&b, needed);
}
