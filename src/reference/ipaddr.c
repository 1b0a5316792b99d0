/* ipaddr.c - IP address hosts (RFC 3986 section 3.2.2) as bytes, and the
 * canonical IPv6 text of RFC 5952.
 *
 * The grammar decides what is an address (the recognizers of IPv4address
 * and IPv6address, all nine forms); the code below only converts text
 * already known to be valid, yet still checks every count it relies on. */
#include <string.h>
#include "core/buf.h"
#include "reference/pctnorm.h"

static urival_status refuse_syntax(urival_error *err)
{
    /* Unreachable after a successful match; kept so that a disagreement
     * between grammar and converter can never write out of bounds. */
    if (err != NULL) {
        memset(err, 0, sizeof *err);
        err->status = URIVAL_ESYNTAX;
        urival__report_rule(err, URIVAL_RULE_RFC3986_IPV6ADDRESS, 0);
    }
    return URIVAL_ESYNTAX;
}

/* Reads the dotted quad s[0..len), which matched IPv4address. */
static int read_quad(const unsigned char *s, size_t len, unsigned char out[4])
{
    size_t i, k = 0;
    unsigned v = 0, digits = 0;
    for (i = 0; i <= len; i++) {
        if (i == len || s[i] == '.') {
            if (k >= 4 || digits == 0 || v > 255)
                return -1;
            out[k++] = (unsigned char)v;
            v = 0;
            digits = 0;
        } else if (s[i] >= '0' && s[i] <= '9' && digits < 3) {
            v = v * 10 + (unsigned)(s[i] - '0');
            digits++;
        } else {
            return -1;
        }
    }
    return k == 4 ? 0 : -1;
}

/* The arguments of a parse into size bytes at out: the input's contract,
 * and an out that is there and apart from s (the bytes are written while
 * s is still being read). */
static urival_status parse_args(const char *s, size_t len, const unsigned char *out, size_t size,
                                urival_error *err)
{
    urival_status st = urival__check_input(s, len);
    st = urival__err_apart(&err, s, len, st);
    if (st == URIVAL_OK && (out == NULL || urival__overlaps((const char *)out, size, s, len)))
        st = URIVAL_EINVAL;
    return st != URIVAL_OK ? urival__refuse(err, st) : URIVAL_OK;
}

urival_status urival_ipv4_parse(const char *s, size_t len, unsigned char out[4], urival_error *err)
{
    urival_status st = parse_args(s, len, out, 4, err);
    if (st != URIVAL_OK)
        return st;
    st = urival_match(URIVAL_RULE_RFC3986_IPV4ADDRESS, s, len, err);
    if (st != URIVAL_OK)
        return st;
    if (read_quad((const unsigned char *)s, len, out) != 0)
        return refuse_syntax(err);
    return URIVAL_OK;
}

urival_status urival_ipv6_parse(const char *s, size_t len, unsigned char out[16], urival_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned groups[8];
    size_t count = 0, i = 0, k;
    int gap = -1; /* index in groups where "::" stood */
    urival_status st = parse_args(s, len, out, 16, err);

    if (st != URIVAL_OK)
        return st;
    st = urival_match(URIVAL_RULE_RFC3986_IPV6ADDRESS, s, len, err);
    if (st != URIVAL_OK)
        return st;
    if (len >= 2 && p[0] == ':' && p[1] == ':') {
        gap = 0;
        i = 2;
    }
    while (i < len) {
        size_t j = i;
        unsigned v = 0;
        int dotted = 0;
        while (j < len && p[j] != ':') {
            if (p[j] == '.')
                dotted = 1;
            j++;
        }
        if (dotted) {
            unsigned char q[4];
            /* ls32 as an IPv4address: the last two groups. */
            if (j != len || count > 6 || read_quad(p + i, j - i, q) != 0)
                return refuse_syntax(err);
            groups[count++] = (unsigned)q[0] << 8 | q[1];
            groups[count++] = (unsigned)q[2] << 8 | q[3];
            break;
        }
        if (j - i < 1 || j - i > 4 || count >= 8)
            return refuse_syntax(err);
        for (k = i; k < j; k++)
            v = v * 16 + urival__hex_value(p[k]); /* the grammar took it */
        groups[count++] = v;
        i = j;
        if (i < len) {
            if (i + 1 < len && p[i + 1] == ':') {
                if (gap >= 0)
                    return refuse_syntax(err);
                gap = (int)count;
                i += 2;
            } else {
                i += 1;
            }
        }
    }
    if (gap < 0 ? count != 8 : count > 7)
        return refuse_syntax(err);
    memset(out, 0, 16);
    for (k = 0; k < count; k++) {
        /* Groups after the gap go to the end of the address. */
        size_t at = (gap >= 0 && k >= (size_t)gap) ? k + (8 - count) : k;
        out[2 * at] = (unsigned char)(groups[k] >> 8);
        out[2 * at + 1] = (unsigned char)(groups[k] & 0xff);
    }
    return URIVAL_OK;
}

static void put_decimal(struct urival__buf *b, unsigned v)
{
    char d[3];
    int n = 0;
    do {
        d[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0 && n < 3);
    while (n > 0)
        urival__buf_byte(b, (unsigned char)d[--n]);
}

static void put_quad(struct urival__buf *b, const unsigned char *a)
{
    int i;
    for (i = 0; i < 4; i++) {
        if (i > 0)
            urival__buf_byte(b, '.');
        put_decimal(b, a[i]);
    }
}

urival_status urival_ipv4_format(const unsigned char addr[4], char *buf, size_t cap, size_t *needed)
{
    const struct urival__input in = { addr, 4 };
    struct urival__buf b;
    urival_status st = urival__buf_begin(&b, &in, 1, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    put_quad(&b, addr);
    return urival__buf_finish(&b, needed);
}

static void put_hex16(struct urival__buf *b, unsigned v)
{
    static const char hex[] = "0123456789abcdef";
    int shift, started = 0;
    for (shift = 12; shift >= 0; shift -= 4) {
        unsigned d = (v >> shift) & 15u;
        if (d != 0 || started || shift == 0) {
            urival__buf_byte(b, (unsigned char)hex[d]);
            started = 1;
        }
    }
}

urival_status urival_ipv6_format(const unsigned char addr[16], char *buf, size_t cap,
                                 size_t *needed)
{
    static const unsigned char mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
    static const unsigned char translated[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0 };
    const struct urival__input in = { addr, 16 };
    struct urival__buf b;
    unsigned g[8];
    int best = -1, best_len = 0, i, fields = 8;
    size_t k;
    urival_status st = urival__buf_begin(&b, &in, 1, URIVAL_OK, buf, cap, needed, NULL);

    if (st != URIVAL_OK)
        return st;
    for (k = 0; k < 8; k++)
        g[k] = (unsigned)addr[2 * k] << 8 | addr[2 * k + 1];
    /* RFC 5952 section 5: mixed notation where a well-known prefix of
     * the RFCs it names shows the embedding, the IPv4-mapped ::ffff:0:0/96
     * of RFC 4291 and the IPv4-translated ::ffff:0:0:0/96 of RFC 2765
     * (not RFC 4291's deprecated IPv4-compatible ::/96, which holds ::1). */
    if (memcmp(addr, mapped, sizeof mapped) == 0 ||
        memcmp(addr, translated, sizeof translated) == 0)
        fields = 6;
    /* Section 4.2: the longest run of zero fields, the first of equals,
     * and never a single field. */
    for (i = 0; i < fields;) {
        int j = i;
        while (j < fields && g[j] == 0)
            j++;
        if (j - i > best_len) {
            best = i;
            best_len = j - i;
        }
        i = j > i ? j : i + 1;
    }
    if (best_len < 2)
        best = -1;
    for (i = 0; i < fields; i++) {
        if (i == best) {
            urival__buf_put(&b, "::", 2);
            i += best_len - 1;
            continue;
        }
        if (i > 0 && i != best + best_len)
            urival__buf_byte(&b, ':');
        put_hex16(&b, g[i]);
    }
    if (fields == 6) {
        if (best + best_len != 6)
            urival__buf_byte(&b, ':');
        put_quad(&b, addr + 12);
    }
    return urival__buf_finish(&b, needed);
}
