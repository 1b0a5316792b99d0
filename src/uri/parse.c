/* parse.c - urival_uri_parse(): RFC 3986 references into component spans. */
#include <string.h>
#include "core/catalogue.h"
#include "uri/rfc3986_internal.h"

static const char *const component_names[URIVAL_URI_PART_COUNT] = {
    "scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"
};

const char *urival_uri_part_name(urival_uri_part c)
{
    return (unsigned)c < URIVAL_URI_PART_COUNT ? component_names[c] : NULL;
}

const char *urival_uri_host_kind_name(urival_uri_host_kind k)
{
    switch (k) {
    case URIVAL_URI_HOST_IPV4:
        return "IPv4address";
    case URIVAL_URI_HOST_IPV6:
        return "IPv6address";
    case URIVAL_URI_HOST_IPVFUTURE:
        return "IPvFuture";
    case URIVAL_URI_HOST_REGNAME:
        return "reg-name";
    case URIVAL_URI_HOST_NONE:
        break;
    }
    return "none";
}

int urival_uri_has(const urival_uri *u, urival_uri_part c)
{
    return u != NULL && (unsigned)c < URIVAL_URI_PART_COUNT && ((u->defined >> c) & 1u);
}

static void set(urival_uri *u, urival_uri_part c, size_t from, size_t to)
{
    u->part[c].off = from;
    u->part[c].len = to - from;
    u->defined |= 1u << c;
}

/* The components after the authority, from where the path begins and
 * where the "?" and "#" stand (question <= hash <= n, n when absent). */
static void set_tail(urival_uri *u, size_t path, size_t question, size_t hash, size_t n)
{
    set(u, URIVAL_URI_PART_PATH, path, question);
    if (question < hash)
        set(u, URIVAL_URI_PART_QUERY, question + 1, hash);
    if (hash < n)
        set(u, URIVAL_URI_PART_FRAGMENT, hash + 1, n);
}

/* A mark's offset (marks are offsets plus one, 0 when unseen), or dflt. */
static size_t mark_or(size_t mark, size_t dflt)
{
    return mark != 0 ? mark - 1 : dflt;
}

/* Port digits as a number, or URIVAL_URI_INFO_PORT_LARGE once past 65535: the grammar
 * allows any number of digits, TCP does not. */
static void read_port(urival_uri *u, const unsigned char *p, size_t n)
{
    uint32_t v = 0;
    size_t i;
    if (n == 0)
        return;
    for (i = 0; i < n; i++) {
        v = v * 10u + (uint32_t)(p[i] - '0');
        if (v > 65535u) {
            u->info |= URIVAL_URI_INFO_PORT_LARGE;
            return;
        }
    }
    u->info |= URIVAL_URI_INFO_PORT_NUMBER;
    u->port_number = (uint16_t)v;
}

static urival_uri_host_kind host_kind(const unsigned char *h, size_t n)
{
    if (n > 0 && h[0] == '[')
        return (h[1] == 'v' || h[1] == 'V') ? URIVAL_URI_HOST_IPVFUTURE : URIVAL_URI_HOST_IPV6;
    if (n > 0 && urival__is_digit(h[0]) &&
        urival_match(URIVAL_RULE_RFC3986_IPV4ADDRESS, (const char *)h, n, NULL) == URIVAL_OK)
        return URIVAL_URI_HOST_IPV4;
    return URIVAL_URI_HOST_REGNAME;
}

/* A label of a host-like name: letters, digits and hyphens. */
static size_t label_len(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (urival__is_alpha(s[i]) || urival__is_digit(s[i]) || s[i] == '-'))
        i++;
    return i;
}

/* A number the way inet_aton() and friends read one: decimal, octal with a
 * leading 0, or hexadecimal after 0x. */
static int numeric_label(const unsigned char *s, size_t n)
{
    size_t i = 0;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        for (i = 2; i < n; i++)
            if (!urival__is_hexdig(s[i]))
                return 0;
        return 1;
    }
    for (; i < n; i++)
        if (!urival__is_digit(s[i]))
            return 0;
    return n > 0;
}

/* Section 7.4: a reg-name of dot-separated numbers is no IPv4address, yet
 * many resolvers turn it into an address nobody reading the URI expects. */
static int numeric_reg_name(const unsigned char *h, size_t n)
{
    size_t start = 0, i;
    if (n == 0)
        return 0;
    for (i = 0; i <= n; i++) {
        if (i < n && h[i] != '.')
            continue;
        /* One trailing dot ("127.1.") reads the same to a resolver. */
        if (!numeric_label(h + start, i - start) && !(i == n && i == start && i > 0))
            return 0;
        start = i + 1;
    }
    return 1;
}

/* Section 7.6: userinfo whose user part reads as a dotted host name. */
static int hostlike_userinfo(const unsigned char *u, size_t n)
{
    size_t first = label_len(u, n), rest;
    if (first == 0 || first >= n || u[first] != '.')
        return 0;
    rest = label_len(u + first + 1, n - first - 1);
    return rest > 0;
}

/* Section 7.3: an escape that decodes to NUL, CR or LF. */
static int pct_control(const unsigned char *s, size_t n)
{
    const unsigned char *p = s, *end = s + n;
    while ((p = memchr(p, '%', (size_t)(end - p))) != NULL && end - p >= 3) {
        if (p[1] == '0' &&
            (p[2] == '0' || p[2] == 'a' || p[2] == 'A' || p[2] == 'd' || p[2] == 'D'))
            return 1;
        p++;
    }
    return 0;
}

static void security_flags(urival_uri *u, const unsigned char *s, size_t len)
{
    if (urival_uri_has(u, URIVAL_URI_PART_USERINFO)) {
        const unsigned char *ui = s + u->part[URIVAL_URI_PART_USERINFO].off;
        size_t n = u->part[URIVAL_URI_PART_USERINFO].len;
        if (memchr(ui, ':', n) != NULL)
            u->info |= URIVAL_URI_INFO_PASSWORD;
        if (hostlike_userinfo(ui, n))
            u->info |= URIVAL_URI_INFO_HOSTLIKE_USERINFO;
    }
    if (u->host_kind == URIVAL_URI_HOST_REGNAME &&
        numeric_reg_name(s + u->part[URIVAL_URI_PART_HOST].off, u->part[URIVAL_URI_PART_HOST].len))
        u->info |= URIVAL_URI_INFO_NUMERIC_HOST;
    if (pct_control(s, len))
        u->info |= URIVAL_URI_INFO_PCT_CONTROL;
    if ((u->info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) &&
        urival_uri_has(u, URIVAL_URI_PART_SCHEME)) {
        int dflt = urival_scheme_default_port((const char *)s + u->part[URIVAL_URI_PART_SCHEME].off,
                                              u->part[URIVAL_URI_PART_SCHEME].len);
        if (dflt >= 0 &&
            ((u->info & URIVAL_URI_INFO_PORT_LARGE) || u->port_number != (unsigned)dflt))
            u->info |= URIVAL_URI_INFO_NONDEFAULT_PORT;
    }
}

/* Turns the delimiters the parser machine noted into spans of an input of
 * len bytes; see rfc3986_parse.rl for why each delimiter is unambiguous. */
void urival__spans(urival_uri *u, size_t len, const struct urival__marks *m)
{
    size_t path = 0;
    size_t hash = mark_or(m->hash, len), path_end = mark_or(m->question, hash);

    if (m->scheme_colon != 0) {
        set(u, URIVAL_URI_PART_SCHEME, 0, m->scheme_colon - 1);
        path = m->scheme_colon;
    }
    if (m->authority != 0) {
        size_t a = m->authority - 1, host = a;
        size_t a_end = mark_or(m->path, path_end), host_end = a_end;
        set(u, URIVAL_URI_PART_AUTHORITY, a, a_end);
        if (m->at != 0) {
            set(u, URIVAL_URI_PART_USERINFO, a, m->at - 1);
            host = m->at;
        }
        if (m->port_colon != 0) {
            host_end = m->port_colon - 1;
            set(u, URIVAL_URI_PART_PORT, m->port_colon, a_end);
        }
        set(u, URIVAL_URI_PART_HOST, host, host_end);
        path = a_end;
    }
    set_tail(u, path, path_end, hash, len);
}

/* What needs the bytes of the components: host kind, port number, flags. */
static void inspect(urival_uri *u, const unsigned char *s, size_t len)
{
    if (urival_uri_has(u, URIVAL_URI_PART_HOST)) {
        const urival_span *h = &u->part[URIVAL_URI_PART_HOST];
        u->host_kind = host_kind(s + h->off, h->len);
    }
    if (urival_uri_has(u, URIVAL_URI_PART_PORT))
        read_port(u, s + u->part[URIVAL_URI_PART_PORT].off, u->part[URIVAL_URI_PART_PORT].len);
    security_flags(u, s, len);
}

int urival__parse_entry(urival_rule rule, enum urival__parse_entry *e)
{
    switch (rule) {
    case URIVAL_RULE_RFC3986_URI:
        *e = URIVAL__P_URI;
        return 1;
    case URIVAL_RULE_RFC3986_URI_REFERENCE:
        *e = URIVAL__P_URI_REFERENCE;
        return 1;
    case URIVAL_RULE_RFC3986_RELATIVE_REF:
        *e = URIVAL__P_RELATIVE_REF;
        return 1;
    case URIVAL_RULE_RFC3986_ABSOLUTE_URI:
        *e = URIVAL__P_ABSOLUTE_URI;
        return 1;
    default:
        return 0;
    }
}

/* Position of the first c in s[from, to), or to. */
static size_t find(const unsigned char *s, size_t from, size_t to, int c)
{
    const unsigned char *hit = from < to ? memchr(s + from, c, to - from) : NULL;
    return hit != NULL ? (size_t)(hit - s) : to;
}

/* The authority's inner split, s[a, a_end): userinfo ends at its only "@";
 * the port starts at the last ":" outside an IP-literal, whose own colons
 * come before its "]". */
static void split_authority(urival_uri *u, const unsigned char *s, size_t a, size_t a_end)
{
    size_t at = find(s, a, a_end, '@'), h = a, q;
    set(u, URIVAL_URI_PART_AUTHORITY, a, a_end);
    if (at < a_end) {
        h = at + 1;
        set(u, URIVAL_URI_PART_USERINFO, a, at);
    }
    for (q = a_end; q > h && s[q - 1] != ':' && s[q - 1] != ']'; q--)
        ;
    if (q > h && s[q - 1] == ':') {
        set(u, URIVAL_URI_PART_HOST, h, q - 1);
        set(u, URIVAL_URI_PART_PORT, q, a_end);
    } else {
        set(u, URIVAL_URI_PART_HOST, h, a_end);
    }
}

/* The split of a long reference, by memchr, which the C library runs many
 * bytes at a time: the same places as split() below finds. */
static void split_long(urival_uri *u, const unsigned char *s, size_t n, urival_rule rule)
{
    size_t i, rest = 0, hash = find(s, 0, n, '#'), question = find(s, 0, hash, '?');
    if (rule != URIVAL_RULE_RFC3986_RELATIVE_REF && n > 0 && urival__is_alpha(s[0])) {
        for (i = 1; i < n && urival__is_scheme_char(s[i]); i++)
            ;
        if (i < n && s[i] == ':') {
            set(u, URIVAL_URI_PART_SCHEME, 0, i);
            rest = i + 1;
        }
    }
    if (question - rest >= 2 && s[rest] == '/' && s[rest + 1] == '/') {
        size_t a_end = find(s, rest + 2, question, '/');
        split_authority(u, s, rest + 2, a_end);
        rest = a_end;
    }
    set_tail(u, rest, question, hash, n);
}

/* The bytes the split stops at; everything else is skipped by one table
 * load and test. */
enum { D_NONE, D_COLON, D_SLASH, D_QUESTION, D_HASH, D_AT, D_CLOSE };
static const uint8_t delim[256] = { [':'] = D_COLON, ['/'] = D_SLASH, ['?'] = D_QUESTION,
                                    ['#'] = D_HASH,  ['@'] = D_AT,    [']'] = D_CLOSE };

/* Splits a reference the recognizer has accepted, in one pass over its
 * delimiters.  For a valid reference the components are where Appendix B's
 * regular expression puts them: the scheme ends at a ":" before any "/",
 * "?" or "#"; "//" opens the authority up to the next of those; the first
 * "#" opens the fragment and the first "?" before it the query; in the
 * authority, userinfo ends at its only "@", and the port starts at the last
 * ":" outside an IP-literal.  Only the npos offsets of at_pos are looked
 * at: the bytes where the recognizer changed state, as every delimiter does
 * but the query's "?".  The parser machine of rfc3986_parse.rl marks
 * the same places for a reference that arrives in chunks; the tests hold the
 * two to each other on every vector and corpus line. */
static void split(urival_uri *u, const unsigned char *s, size_t n, urival_rule rule,
                  const uint32_t *at_pos, size_t npos)
{
    enum {
        BEFORE_SCHEME,
        PART,
        AUTHORITY,
        PATH,
        QUERY
    } phase = rule == URIVAL_RULE_RFC3986_RELATIVE_REF ? PART : BEFORE_SCHEME;
    size_t i, k, rest = 0, a = 0, at = 0, colon = 0, question = n, hash = n;
    int has_at = 0, has_colon = 0;

    for (k = 0; k < npos; k++) {
        unsigned d;
        i = at_pos[k];
        if (i < a && phase == AUTHORITY)
            continue; /* the second "/" of "//", already taken */
        d = delim[s[i]];
        if (d == D_NONE)
            continue;
        if (phase == BEFORE_SCHEME) {
            /* The first delimiter: a ":" here can only end a scheme. */
            phase = PART;
            if (d == D_COLON) {
                set(u, URIVAL_URI_PART_SCHEME, 0, i);
                rest = i + 1;
                continue;
            }
        }
        if (phase == PART) {
            if (i == rest && d == D_SLASH && i + 1 < n && s[i + 1] == '/') {
                phase = AUTHORITY;
                a = i + 2;
                continue;
            }
            phase = PATH;
        }
        if (phase == AUTHORITY) {
            switch (d) {
            case D_AT:
                at = i;
                has_at = 1;
                has_colon = 0;
                continue;
            case D_COLON:
                colon = i;
                has_colon = 1;
                continue;
            case D_CLOSE:
                has_colon = 0;
                continue; /* an IP-literal's colons */
            default:
                break;
            }
            /* "/", "?" or "#": the authority ends. */
            set(u, URIVAL_URI_PART_AUTHORITY, a, i);
            rest = i;
            phase = PATH;
        }
        if (phase == PATH && d == D_QUESTION) {
            question = i;
            phase = QUERY;
        } else if (d == D_HASH) {
            hash = i;
            break;
        }
    }
    if (phase == AUTHORITY) {
        set(u, URIVAL_URI_PART_AUTHORITY, a, n);
        rest = n;
    }
    if (urival_uri_has(u, URIVAL_URI_PART_AUTHORITY)) {
        size_t h = has_at ? at + 1 : a;
        if (has_at)
            set(u, URIVAL_URI_PART_USERINFO, a, at);
        if (has_colon) {
            set(u, URIVAL_URI_PART_HOST, h, colon);
            set(u, URIVAL_URI_PART_PORT, colon + 1, rest);
        } else {
            set(u, URIVAL_URI_PART_HOST, h, rest);
        }
    }
    if (question == n) {
        /* The recognizer need not tell a path from a query ("?" is allowed
         * in both once a query has begun, so the two states are one), so
         * the first "?" may have taken no transition: look for it. */
        const unsigned char *q = rest < hash ? memchr(s + rest, '?', hash - rest) : NULL;
        if (q != NULL)
            question = (size_t)(q - s);
    }
    if (question > hash)
        question = hash;
    set_tail(u, rest, question, hash, n);
}

urival_status urival_uri_parse(urival_rule rule, const char *s, size_t len, urival_uri *out,
                               urival_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    enum urival__parse_entry e;
    urival_status st = urival__check_input(s, len);

    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (st == URIVAL_OK && (!urival__parse_entry(rule, &e) || out == NULL))
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    {
        /* Most references change state a few dozen times at most; a longer
         * one is split by looking at every byte instead. */
        uint32_t at_pos[48];
        size_t index, count;
        const struct urival__machine *m = urival__machine_of(rule, &index);
        uint32_t row = urival__run_noting(m, m->entry[index], p, p + len, 0, at_pos,
                                          sizeof at_pos / sizeof at_pos[0], &count);
        if (row == 0 || !urival__is_final(m, row)) {
            if (err != NULL)
                urival__diagnose(rule, p, len, err);
            return URIVAL_ESYNTAX;
        }
        if (count <= sizeof at_pos / sizeof at_pos[0])
            split(out, p, len, rule, at_pos, count);
        else
            split_long(out, p, len, rule);
    }
    inspect(out, p, len);
    return URIVAL_OK;
}
