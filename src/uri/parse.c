/* parse.c - urival_uri_parse(): RFC 3986 references into component spans. */
#include <string.h>
#include "core/catalogue.h"
#include "uri/rfc3986_internal.h"
#include "uri/split.h"

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

/* The run and split shared by urival_uri_parse() and urival__uri_spans();
 * out is cleared and its spans filled. */
static urival_status split(urival_rule rule, const unsigned char *p, size_t len, urival_uri *out,
                           urival_error *err)
{
    const struct urival__machine *m = NULL;
    struct urival__split sp;
    size_t index = 0;
    uint32_t row;
    urival_status st = urival__check_input((const char *)p, len);

    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (st == URIVAL_OK && (!urival__parse_takes(rule) || out == NULL))
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    m = urival__machine_of(rule, &index);
    (void)urival__split_init(&sp, rule);
    row = urival__split_run(m, m->entry[index], p, len, 0, &sp);
    if (row == 0 || !urival__is_final(m, row)) {
        if (err != NULL)
            urival__diagnose(rule, p, len, err);
        return URIVAL_ESYNTAX;
    }
    urival__split_spans(&sp, out, len);
    return URIVAL_OK;
}

urival_status urival_uri_parse(urival_rule rule, const char *s, size_t len, urival_uri *out,
                               urival_error *err)
{
    urival_status st = split(rule, (const unsigned char *)s, len, out, err);
    if (st == URIVAL_OK)
        inspect(out, s != NULL ? (const unsigned char *)s : (const unsigned char *)"", len);
    return st;
}

urival_status urival__uri_spans(urival_rule rule, const char *s, size_t len, urival_uri *out,
                                urival_error *err)
{
    const unsigned char *p = s != NULL ? (const unsigned char *)s : (const unsigned char *)"";
    urival_status st = split(rule, (const unsigned char *)s, len, out, err);
    if (st != URIVAL_OK)
        return st;
    if (urival_uri_has(out, URIVAL_URI_PART_HOST) && out->part[URIVAL_URI_PART_HOST].len > 0 &&
        p[out->part[URIVAL_URI_PART_HOST].off] == '[')
        out->host_kind =
            host_kind(p + out->part[URIVAL_URI_PART_HOST].off, out->part[URIVAL_URI_PART_HOST].len);
    if (urival_uri_has(out, URIVAL_URI_PART_PORT))
        read_port(out, p + out->part[URIVAL_URI_PART_PORT].off,
                  out->part[URIVAL_URI_PART_PORT].len);
    return URIVAL_OK;
}

int urival__parse_takes(urival_rule rule)
{
    return rule == URIVAL_RULE_RFC3986_URI || rule == URIVAL_RULE_RFC3986_URI_REFERENCE ||
           rule == URIVAL_RULE_RFC3986_RELATIVE_REF || rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
}

/* For the IRI parser (src/iri/), whose spans come from the same splitter:
 * the same host kind, port and info bits. */
void urival__uri_inspect(urival_uri *u, const unsigned char *s, size_t len)
{
    inspect(u, s, len);
}
