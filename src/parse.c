/* parse.c - urival_parse(): RFC 3986 references into component spans. */
#include <string.h>
#include "catalogue.h"
#include "rfc3986_internal.h"

static const char *const component_names[URIVAL_COMPONENT_COUNT] = {
    "scheme", "authority", "userinfo", "host", "port", "path", "query",
    "fragment"
};

const char *urival_component_name(urival_component c)
{
    return (unsigned)c < URIVAL_COMPONENT_COUNT ? component_names[c] : NULL;
}

const char *urival_host_kind_name(urival_host_kind k)
{
    switch (k) {
    case URIVAL_HOST_IPV4: return "IPv4address";
    case URIVAL_HOST_IPV6: return "IPv6address";
    case URIVAL_HOST_IPVFUTURE: return "IPvFuture";
    case URIVAL_HOST_REGNAME: return "reg-name";
    case URIVAL_HOST_NONE: break;
    }
    return "none";
}

int urival_uri_has(const urival_uri *u, urival_component c)
{
    return u != NULL && (unsigned)c < URIVAL_COMPONENT_COUNT &&
           ((u->defined >> c) & 1u);
}

static void set(urival_uri *u, urival_component c, const unsigned char *base,
                const unsigned char *from, const unsigned char *to)
{
    u->part[c].off = (size_t)(from - base);
    u->part[c].len = (size_t)(to - from);
    u->defined |= 1u << c;
}

static const unsigned char *first_of(const unsigned char *a,
                                     const unsigned char *b,
                                     const unsigned char *c)
{
    return a != NULL ? a : b != NULL ? b : c;
}

/* Port digits as a number, or URIVAL_PORT_LARGE once past 65535: the grammar
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
            u->flags |= URIVAL_PORT_LARGE;
            return;
        }
    }
    u->flags |= URIVAL_PORT_NUMBER;
    u->port_number = (uint16_t)v;
}

static urival_host_kind host_kind(const unsigned char *h, size_t n)
{
    if (n > 0 && h[0] == '[')
        return (h[1] == 'v' || h[1] == 'V') ? URIVAL_HOST_IPVFUTURE
                                            : URIVAL_HOST_IPV6;
    if (urival_match(URIVAL_RFC3986_IPV4ADDRESS, (const char *)h, n, NULL) ==
        URIVAL_OK)
        return URIVAL_HOST_IPV4;
    return URIVAL_HOST_REGNAME;
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
        if (p[1] == '0' && (p[2] == '0' || p[2] == 'a' || p[2] == 'A' ||
                            p[2] == 'd' || p[2] == 'D'))
            return 1;
        p++;
    }
    return 0;
}

static void security_flags(urival_uri *u, const unsigned char *s, size_t len)
{
    if (urival_uri_has(u, URIVAL_USERINFO)) {
        const unsigned char *ui = s + u->part[URIVAL_USERINFO].off;
        size_t n = u->part[URIVAL_USERINFO].len;
        if (memchr(ui, ':', n) != NULL)
            u->flags |= URIVAL_FLAG_PASSWORD;
        if (hostlike_userinfo(ui, n))
            u->flags |= URIVAL_FLAG_HOSTLIKE_USERINFO;
    }
    if (u->host_kind == URIVAL_HOST_REGNAME &&
        numeric_reg_name(s + u->part[URIVAL_HOST].off, u->part[URIVAL_HOST].len))
        u->flags |= URIVAL_FLAG_NUMERIC_HOST;
    if (pct_control(s, len))
        u->flags |= URIVAL_FLAG_PCT_CONTROL;
}

/* Turns the delimiters the parser machine noted into spans; see
 * rfc3986_parse.rl for why each delimiter is unambiguous. */
static void spans(urival_uri *u, const unsigned char *s, const unsigned char *end,
                  const struct urival__marks *m)
{
    const unsigned char *rest = s, *path_end, *path;

    path_end = first_of(m->question, m->hash, end);
    if (m->scheme_colon != NULL) {
        set(u, URIVAL_SCHEME, s, s, m->scheme_colon);
        rest = m->scheme_colon + 1;
    }
    path = rest;
    if (m->authority != NULL) {
        const unsigned char *a = m->authority, *host = a, *host_end;
        const unsigned char *a_end = m->path != NULL ? m->path : path_end;
        set(u, URIVAL_AUTHORITY, s, a, a_end);
        if (m->at != NULL) {
            set(u, URIVAL_USERINFO, s, a, m->at);
            host = m->at + 1;
        }
        host_end = a_end;
        if (m->port_colon != NULL) {
            host_end = m->port_colon;
            set(u, URIVAL_PORT, s, m->port_colon + 1, a_end);
            read_port(u, m->port_colon + 1, (size_t)(a_end - m->port_colon - 1));
        }
        set(u, URIVAL_HOST, s, host, host_end);
        u->host_kind = host_kind(host, (size_t)(host_end - host));
        path = a_end;
    }
    set(u, URIVAL_PATH, s, path, path_end);
    if (m->question != NULL)
        set(u, URIVAL_QUERY, s, m->question + 1, m->hash != NULL ? m->hash : end);
    if (m->hash != NULL)
        set(u, URIVAL_FRAGMENT, s, m->hash + 1, end);
}

int urival_parse(urival_rule rule, const char *s, size_t len, urival_uri *out,
                 urival_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    struct urival__marks m;
    enum urival__parse_entry e = URIVAL__P_URI;
    int st = urival__check_input(s, len);

    if (out != NULL)
        memset(out, 0, sizeof *out);
    switch (rule) {
    case URIVAL_RFC3986_URI: e = URIVAL__P_URI; break;
    case URIVAL_RFC3986_URI_REFERENCE: e = URIVAL__P_URI_REFERENCE; break;
    case URIVAL_RFC3986_RELATIVE_REF: e = URIVAL__P_RELATIVE_REF; break;
    case URIVAL_RFC3986_ABSOLUTE_URI: e = URIVAL__P_ABSOLUTE_URI; break;
    default:
        if (st == URIVAL_OK)
            st = URIVAL_EINVAL;
        break;
    }
    if (st == URIVAL_OK && out == NULL)
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    if (!urival__rfc3986_parse_run(e, p, p + len, &m))
        /* The slow path: the recognizer explains the failure. */
        return urival_match(rule, s, len, err);
    spans(out, p, p + len, &m);
    security_flags(out, p, len);
    return URIVAL_OK;
}
