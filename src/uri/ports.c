/* ports.c - default ports for scheme-based normalization (RFC 3986
 * section 6.2.3): the port each scheme's defining specification gives when
 * a URI names none.  A missing entry only costs a false negative in
 * comparison; a wrong one would make two different URIs equal, so only
 * ports the specifications state are here. */
#include "core/internal.h"

/* The longest scheme below. */
#define LONGEST 8

static const struct {
    char scheme[LONGEST + 1]; /* NUL-padded: its first LONGEST bytes are the key */
    int port;
} defaults[] = {
    /* in strcmp() order, for the search below */
    { "acap", 674 },      /* RFC 2244 */
    { "coap", 5683 },     /* RFC 7252 section 6.1 */
    { "coaps", 5684 },    /* RFC 7252 section 6.2 */
    { "dict", 2628 },     /* RFC 2229 */
    { "ftp", 21 },        /* RFC 1738 section 3.2 */
    { "gopher", 70 },     /* RFC 4266 */
    { "http", 80 },       /* RFC 9110 section 4.2.1 */
    { "https", 443 },     /* RFC 9110 section 4.2.2 */
    { "imap", 143 },      /* RFC 5092 */
    { "ipp", 631 },       /* RFC 3510 */
    { "ipps", 631 },      /* RFC 7472 */
    { "ldap", 389 },      /* RFC 4516 */
    { "ldaps", 636 },     /* not registered; LDAP over TLS, in common use */
    { "news", 119 },      /* RFC 5538 */
    { "nfs", 2049 },      /* RFC 2224 */
    { "nntp", 119 },      /* RFC 5538 */
    { "pop", 110 },       /* RFC 2384 */
    { "prospero", 1525 }, /* RFC 4157 */
    { "rsync", 873 },     /* RFC 5781 */
    { "rtsp", 554 },      /* RFC 7826 */
    { "rtsps", 322 },     /* RFC 7826 */
    /* Not sip (5060) and sips (5061): RFC 3261 section 19.1.4 says "a URI
     * omitting the optional port component will not match a URI
     * explicitly declaring port 5060". */
    { "snmp", 161 },    /* RFC 4088 */
    { "telnet", 23 },   /* RFC 4248 */
    { "tftp", 69 },     /* RFC 3617 */
    { "tn3270", 23 },   /* RFC 6270 */
    { "vnc", 5900 },    /* RFC 7869 */
    { "wais", 210 },    /* RFC 4156 */
    { "ws", 80 },       /* RFC 6455 section 3 */
    { "wss", 443 },     /* RFC 6455 section 3 */
    { "z39.50r", 210 }, /* RFC 2056 */
    { "z39.50s", 210 }, /* RFC 2056 */
};

/* A name of up to LONGEST bytes, NUL-padded, as one number that orders
 * as strcmp() orders the names: the first byte the most significant. */
static inline uint64_t name_key(const char *name)
{
    const unsigned char *b = (const unsigned char *)name;
    /* Written out so that compilers see one load and a byte swap. */
    return (uint64_t)b[0] << 56 | (uint64_t)b[1] << 48 | (uint64_t)b[2] << 40 |
           (uint64_t)b[3] << 32 | (uint64_t)b[4] << 24 | (uint64_t)b[5] << 16 |
           (uint64_t)b[6] << 8 | (uint64_t)b[7];
}

int urival_scheme_default_port(const char *scheme, size_t len)
{
    char low[LONGEST] = { 0 };
    const size_t n = sizeof defaults / sizeof defaults[0];
    size_t i, at = 0, span = n;
    uint64_t key;
    if (scheme == NULL || len == 0 || len > LONGEST)
        return -1;
    /* Schemes are case-insensitive (section 3.1): the name lowered, and a
     * byte no scheme holds (a NUL among them) matches nothing. */
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)urival__lower((unsigned char)scheme[i]);
        if (!urival__is_scheme_char(c))
            return -1;
        low[i] = (char)c;
    }
    key = name_key(low);
    /* The table is in strcmp() order: a binary search of fixed steps whose
     * choice is a conditional move, not a branch (a branch per step was
     * mispredicted on half the steps: 4% of urival_uri_parse() on URIs of
     * random schemes). */
    while (span > 1) {
        size_t half = span / 2;
        at = name_key(defaults[at + half].scheme) <= key ? at + half : at;
        span -= half;
    }
    return name_key(defaults[at].scheme) == key ? defaults[at].port : -1;
}
