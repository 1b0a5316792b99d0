/* fuzz_parse.c - urival_uri_parse() on the four RFC 3986 reference rules, and
 * the IP address readers and writers.
 *
 * Input: one byte chooses the rule, the rest is the string.  Invariants:
 *  - parse accepts exactly what urival_match accepts, and a rejection's
 *    report is match's (offset, at_end, expected set), with *out cleared;
 *  - the spans lie inside the input, in order, and put back together by
 *    RFC 3986 section 5.3 give the input back byte for byte; the authority
 *    is userinfo "@" host ":" port; the host kind agrees with the grammar;
 *  - the port number and flags are what the port digits say; the password
 *    and percent-encoded control flags are what the input holds;
 *  - an IPv4 or IPv6 host reads as an address, and the address written out
 *    reads back as the same bytes (IPv4: as the same text);
 *  - urival_ipv4_parse and urival_ipv6_parse on the whole string accept
 *    exactly IPv4address and IPv6address; their _format output is bounded,
 *    matches the rule, and reads back as the same bytes;
 *  - the streaming parser, another route to the same spans (Ragel actions
 *    rather than the split), fed the input in two chunks, agrees on the
 *    verdict and on every span (the stream target cuts it finer). */
#include "fuzz_util.h"

/* An address read from s (or NULL), written out and read back. */
static void check_ip(const char *s, size_t n, int six, unsigned small)
{
    unsigned char a[16], b[16];
    urival_error err;
    char *text;
    size_t tl;
    int st;
    urival_rule rule = six ? URIVAL_RULE_RFC3986_IPV6ADDRESS : URIVAL_RULE_RFC3986_IPV4ADDRESS;
    st = six ? urival_ipv6_parse(s, n, a, &err) : urival_ipv4_parse(s, n, a, &err);
    CHECK((st == URIVAL_OK) == (urival_match(rule, s, n, NULL) == URIVAL_OK));
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_ESYNTAX && err.status == URIVAL_ESYNTAX);
        fuzz_check_error(&err, s, n, small);
        return;
    }
    if (six)
        PRODUCE(st, text, tl, small, urival_ipv6_format(a, BUF, CAP, &NEED));
    else
        PRODUCE(st, text, tl, small, urival_ipv4_format(a, BUF, CAP, &NEED));
    CHECK(tl <= (six ? 45u : 15u));
    CHECK(urival_match(rule, text, tl, NULL) == URIVAL_OK);
    memset(b, 0xA5, sizeof b);
    CHECK((six ? urival_ipv6_parse(text, tl, b, NULL) : urival_ipv4_parse(text, tl, b, NULL)) ==
          URIVAL_OK);
    CHECK(memcmp(a, b, six ? 16 : 4) == 0);
    if (!six)
        CHECK(tl == n && memcmp(text, s, n) == 0);
    free(text);
}

static const urival_rule rules[] = { URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_RULE_RFC3986_URI,
                                     URIVAL_RULE_RFC3986_RELATIVE_REF,
                                     URIVAL_RULE_RFC3986_ABSOLUTE_URI };

/* Appends component c with its delimiters, as section 5.3 does. */
static size_t put(char *out, size_t n, const char *pre, const char *s, const urival_uri *u,
                  urival_uri_part c, const char *post)
{
    size_t k;
    if (!urival_uri_has(u, c))
        return n;
    k = strlen(pre);
    memcpy(out + n, pre, k);
    n += k;
    memcpy(out + n, s + u->part[c].off, u->part[c].len);
    n += u->part[c].len;
    k = strlen(post);
    memcpy(out + n, post, k);
    return n + k;
}

/* Port number and flags, worked out again from the bytes. */
static void check_flags(const urival_uri *u, const char *s, size_t len)
{
    const urival_span *p = &u->part[URIVAL_URI_PART_PORT];
    unsigned long v = 0;
    size_t i;
    int ctl = 0;
    if (urival_uri_has(u, URIVAL_URI_PART_PORT) && p->len > 0) {
        for (i = 0; i < p->len && v <= 65535; i++)
            v = v * 10 + (unsigned long)(s[p->off + i] - '0');
        if (v <= 65535)
            CHECK((u->info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) ==
                      URIVAL_URI_INFO_PORT_NUMBER &&
                  u->port_number == v);
        else
            CHECK((u->info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) ==
                  URIVAL_URI_INFO_PORT_LARGE);
    } else {
        CHECK((u->info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE |
                          URIVAL_URI_INFO_NONDEFAULT_PORT)) == 0);
    }
    if (u->info & URIVAL_URI_INFO_NONDEFAULT_PORT) {
        int d = urival_scheme_default_port(s + u->part[URIVAL_URI_PART_SCHEME].off,
                                           u->part[URIVAL_URI_PART_SCHEME].len);
        CHECK(urival_uri_has(u, URIVAL_URI_PART_SCHEME) && d >= 0 &&
              ((u->info & URIVAL_URI_INFO_PORT_LARGE) || u->port_number != (unsigned)d));
    }
    CHECK(((u->info & URIVAL_URI_INFO_PASSWORD) != 0) ==
          (urival_uri_has(u, URIVAL_URI_PART_USERINFO) &&
           memchr(s + u->part[URIVAL_URI_PART_USERINFO].off, ':',
                  u->part[URIVAL_URI_PART_USERINFO].len) != NULL));
    CHECK(!(u->info & URIVAL_URI_INFO_HOSTLIKE_USERINFO) ||
          urival_uri_has(u, URIVAL_URI_PART_USERINFO));
    CHECK(!(u->info & URIVAL_URI_INFO_NUMERIC_HOST) || u->host_kind == URIVAL_URI_HOST_REGNAME);
    for (i = 0; i + 2 < len; i++)
        if (s[i] == '%' && s[i + 1] == '0' && strchr("0aAdD", s[i + 2]) != NULL && s[i + 2])
            ctl = 1;
    CHECK(((u->info & URIVAL_URI_INFO_PCT_CONTROL) != 0) == ctl);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_rule rule;
    urival_uri u;
    urival_error perr, merr;
    const char *s;
    size_t len, n = 0, c;
    char *out;
    int st;

    if (size < 1)
        return 0;
    rule = rules[data[0] % 4];
    s = (const char *)data + 1;
    len = size - 1;
    check_ip(s, len, 0, size);
    check_ip(s, len, 1, size);
    memset(&u, 0x5A, sizeof u);
    st = urival_uri_parse(rule, s, len, &u, &perr);
    CHECK((st == URIVAL_OK) == (urival_match(rule, s, len, &merr) == URIVAL_OK));
    if (st != URIVAL_OK) {
        static const urival_uri zero;
        CHECK(st == URIVAL_ESYNTAX && perr.status == URIVAL_ESYNTAX);
        CHECK(perr.offset == merr.offset && perr.at_end == merr.at_end &&
              perr.end_ok == merr.end_ok &&
              memcmp(perr.expected, merr.expected, sizeof merr.expected) == 0);
        CHECK(memcmp(&u, &zero, sizeof u) == 0 || (u.defined == 0 && u.info == 0));
        fuzz_check_error(&perr, s, len, size);
    }
    {
        urival_stream stream;
        urival_uri su;
        size_t cut = len ? data[size - 1] % (len + 1) : 0;
        CHECK(urival_stream_init(&stream, rule, URIVAL_STREAM_FLAG_SPANS) == URIVAL_OK);
        (void)urival_stream_feed(&stream, s, cut);
        (void)urival_stream_feed(&stream, s + cut, len - cut);
        CHECK((urival_stream_finish(&stream, &su, NULL) == URIVAL_OK) == (st == URIVAL_OK));
        if (st == URIVAL_OK) {
            CHECK(su.defined == u.defined);
            for (c = 0; c < URIVAL_URI_PART_COUNT; c++)
                if (u.defined & (1u << c))
                    CHECK(su.part[c].off == u.part[c].off && su.part[c].len == u.part[c].len);
        }
    }
    if (st != URIVAL_OK)
        return 0;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++)
        if (urival_uri_has(&u, (urival_uri_part)c))
            CHECK(u.part[c].off <= len && u.part[c].len <= len - u.part[c].off);
    CHECK(urival_uri_has(&u, URIVAL_URI_PART_PATH));
    out = malloc(len + 8);
    CHECK(out != NULL);
    n = put(out, n, "", s, &u, URIVAL_URI_PART_SCHEME, ":");
    n = put(out, n, "//", s, &u, URIVAL_URI_PART_AUTHORITY, "");
    n = put(out, n, "", s, &u, URIVAL_URI_PART_PATH, "");
    n = put(out, n, "?", s, &u, URIVAL_URI_PART_QUERY, "");
    n = put(out, n, "#", s, &u, URIVAL_URI_PART_FRAGMENT, "");
    CHECK(n == len && memcmp(out, s, len) == 0);
    if (urival_uri_has(&u, URIVAL_URI_PART_AUTHORITY)) {
        size_t m = 0;
        const urival_span *h = &u.part[URIVAL_URI_PART_HOST];
        m = put(out, m, "", s, &u, URIVAL_URI_PART_USERINFO, "@");
        m = put(out, m, "", s, &u, URIVAL_URI_PART_HOST, "");
        m = put(out, m, ":", s, &u, URIVAL_URI_PART_PORT, "");
        CHECK(m == u.part[URIVAL_URI_PART_AUTHORITY].len &&
              memcmp(out, s + u.part[URIVAL_URI_PART_AUTHORITY].off, m) == 0);
        switch (u.host_kind) {
        case URIVAL_URI_HOST_IPV4:
            check_ip(s + h->off, h->len, 0, size);
            CHECK(urival_match(URIVAL_RULE_RFC3986_IPV4ADDRESS, s + h->off, h->len, NULL) == 0);
            break;
        case URIVAL_URI_HOST_IPV6:
            check_ip(s + h->off + 1, h->len - 2, 1, size);
            /* fall through */
        case URIVAL_URI_HOST_IPVFUTURE:
            CHECK(urival_match(URIVAL_RULE_RFC3986_IP_LITERAL, s + h->off, h->len, NULL) == 0);
            CHECK(urival_match(u.host_kind == URIVAL_URI_HOST_IPV6 ? URIVAL_RULE_RFC3986_IPV6ADDRESS
                                                                   : URIVAL_RULE_RFC3986_IPVFUTURE,
                               s + h->off + 1, h->len - 2, NULL) == 0);
            break;
        case URIVAL_URI_HOST_REGNAME:
            CHECK(urival_match(URIVAL_RULE_RFC3986_REG_NAME, s + h->off, h->len, NULL) == 0);
            CHECK(urival_match(URIVAL_RULE_RFC3986_IPV4ADDRESS, s + h->off, h->len, NULL) != 0);
            break;
        case URIVAL_URI_HOST_NONE:
            abort();
        }
    } else {
        CHECK(u.host_kind == URIVAL_URI_HOST_NONE);
    }
    check_flags(&u, s, len);
    free(out);
    return 0;
}
