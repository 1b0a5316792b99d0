/* map.c - IRI to URI and URI to IRI (RFC 3987 sections 3.1 and 3.2). */
#include "config.h"
#include <string.h>
#ifdef HAVE_LIBIDN2
#include <idn2.h>
#include <stdlib.h>
#endif
#include "core/buf.h"
#include "iri/iri_internal.h"

unsigned urival_iri_features(void)
{
    unsigned f = 0;
#ifdef HAVE_LIBIDN2
    f |= URIVAL_IRI_FEATURE_IDNA;
#endif
#ifdef HAVE_LIBUNISTRING
    f |= URIVAL_IRI_FEATURE_NFC;
#endif
    return f;
}

static const char hex_upper[] = "0123456789ABCDEF";

/* Section 3.1, step 2: "For each character in 'ucschar' or 'iprivate',
 * apply steps 2.1 through 2.3": its UTF-8 octets (2.1), each as "%HH"
 * (2.2), in place of the character (2.3).  The IRI is valid UTF-8 and
 * holds non-ASCII only in ucschar and iprivate, so every byte above 0x7F
 * is one of those octets and the rest is copied. */
static void encode_run(struct urival__buf *b, const unsigned char *s, size_t from, size_t to)
{
    while (from < to) {
        size_t ascii = from;
        while (ascii < to && s[ascii] < 0x80)
            ascii++;
        urival__buf_put(b, s + from, ascii - from);
        for (from = ascii; from < to && s[from] >= 0x80; from++) {
            unsigned char esc[3] = { '%', (unsigned char)hex_upper[s[from] >> 4],
                                     (unsigned char)hex_upper[s[from] & 0xF] };
            urival__buf_put(b, esc, 3);
        }
    }
}

#ifdef HAVE_LIBIDN2
/* The checks of RFC 3490's ToASCII (section 4.1) that libidn2 does not
 * make as that section does, on what it returned for the whole name:
 * step 3, UseSTD3ASCIIRules: "(a) Verify the absence of non-LDH ASCII
 * code points" and "(b) Verify the absence of leading and trailing
 * hyphen-minus"; and step 8: "Verify that the number of code points is in
 * the range 1 to 63 inclusive" (libidn2 refuses a label over 63, but
 * returns a label that the mapping emptied, so "a.<U+00AD>.b" came back
 * as "a..b" and a host of U+00AD alone as no host at all).  A final "."
 * ends the name (the root) and is no empty label where the input ended in
 * a label separator too (root_ok); else the mapping emptied the last
 * label.  The output is ASCII, and an A-label keeps its label's ASCII code
 * points as they are, so a non-LDH one shows there too; a U-label's own
 * hyphens are hidden in its A-label, and libidn2 refuses one that begins
 * or ends with "-" itself.  Step 3 is checked here and not left to
 * libidn2's IDN2_USE_STD3_ASCII_RULES because libidn2 2.3 (Debian 12)
 * drops such code points instead of refusing them: "a_b" became "ab",
 * and U+00A0, mapped to a space, vanished. */
static int to_ascii_labels(const char *name, int root_ok)
{
    const char *s, *label = name;
    for (s = name;; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '.' || c == '\0') {
            if (s == label && !(c == '\0' && label > name && root_ok))
                return 0; /* empty, and not the root after a final "." */
            if (s > label && (label[0] == '-' || s[-1] == '-'))
                return 0;
            if (c == '\0')
                return 1;
            label = s + 1;
        } else if (!urival__is_alpha(c) && !urival__is_digit(c) && c != '-') {
            return 0;
        }
    }
}

/* Whether the A-labels of a name hold U+2260, U+226E or U+226F, which UTS
 * #46 marks "disallowed_STD3_valid": valid but for UseSTD3ASCIIRules, as
 * their decompositions hold "=", "<" and ">".  Without
 * IDN2_USE_STD3_ASCII_RULES (see to_ascii_labels()) libidn2 converts them,
 * and the check of the ASCII result cannot see them; nor can a look at the
 * input alone, where "=" or U+FF1C before U+0338 composes into one.  So
 * the labels are read back: what they hold is what the mapping made. */
static int std3_hidden(const char *ascii)
{
    uint32_t *u = NULL, *c;
    int found = 0;
    if (idn2_to_unicode_8z4z(ascii, &u, 0) != IDN2_OK || u == NULL) {
        idn2_free(u);
        return 1; /* what cannot be read back is refused */
    }
    for (c = u; *c != 0 && !found; c++)
        found = *c == 0x2260 || *c == 0x226E || *c == 0x226F;
    idn2_free(u);
    return found;
}

/* Whether a name's last label (before a final "." of the root) is a
 * number: all digits, or "0x" and hex digits.  No host name's is (RFC 3696
 * section 2: a top-level domain name is not all-numeric; RFC 1123 section
 * 2.1), and resolvers (inet_aton(), and the URL parsers of browsers) read
 * such a name as an address: "127.0.0.1.", "1.2.3", "1", "0x7f000001".
 * The mapping takes full-width digits, letters and dots to ASCII ones. */
static int numeric_top_label(const char *name, size_t n)
{
    size_t end = n > 0 && name[n - 1] == '.' ? n - 1 : n, i = end, start;
    while (i > 0 && name[i - 1] != '.')
        i--;
    start = i;
    if (end - start >= 2 && name[start] == '0' &&
        (name[start + 1] == 'x' || name[start + 1] == 'X')) {
        for (i = start + 2; i < end && urival__is_hexdig((unsigned char)name[i]); i++)
            ;
        return i == end;
    }
    for (i = start; i < end && urival__is_digit((unsigned char)name[i]); i++)
        ;
    return start < end && i == end;
}

/* Whether the ireg-name h[0..n) ends in one of the label separators of
 * RFC 3490 section 3.1: "." and U+3002, U+FF0E, U+FF61. */
static int ends_in_separator(const unsigned char *h, size_t n)
{
    static const unsigned char dots[3][3] = { { 0xE3, 0x80, 0x82 },
                                              { 0xEF, 0xBC, 0x8E },
                                              { 0xEF, 0xBD, 0xA1 } };
    size_t i;
    if (n > 0 && h[n - 1] == '.')
        return 1;
    for (i = 0; i < 3; i++)
        if (n >= 3 && memcmp(h + n - 3, dots[i], 3) == 0)
            return 1;
    return 0;
}
#endif

/* The A-labels of an ireg-name with non-ASCII characters, written into b;
 * URIVAL_EIRI_IDNA when libidn2 refuses it, URIVAL_EUNAVAILABLE without
 * libidn2. */
static urival_status idna_host(struct urival__buf *b, const unsigned char *h, size_t n)
{
#ifdef HAVE_LIBIDN2
    /* libidn2 reads a NUL-terminated string; a host name fits 253 octets
     * as A-labels (RFC 1034 section 3.1), and a label of 63 octets of
     * A-label holds at most 63 characters of 4 UTF-8 bytes each, so an
     * ireg-name longer than this copy can hold is no DNS name anyway. */
    char name[1024];
    char *ascii = NULL;
    size_t an;
    int rc;
    if (n >= sizeof name || memchr(h, '%', n) != NULL || memchr(h, '\0', n) != NULL)
        return URIVAL_EIRI_IDNA;
    memcpy(name, h, n);
    name[n] = '\0';
    /* Section 3.1: "with the flag UseSTD3ASCIIRules set to TRUE": the
     * flag's checks are to_ascii_labels() and std3_hidden(), on the
     * result.  What comes back must also still be a reg-name, whatever the
     * library mapped: the result of this function is a URI.  And no
     * address: a name whose last label is digits (numeric_top_label())
     * takes in every IPv4address (RFC 3986 section 3.2.2: "If host matches
     * the rule for IPv4address, then it should be considered an IPv4
     * address literal and not a reg-name"). */
    rc = idn2_to_ascii_8z(name, &ascii, IDN2_NONTRANSITIONAL);
    an = rc == IDN2_OK && ascii != NULL ? strlen(ascii) : 0;
    if (rc != IDN2_OK || ascii == NULL || !to_ascii_labels(ascii, ends_in_separator(h, n)) ||
        urival_match(URIVAL_RULE_RFC3986_REG_NAME, ascii, an, NULL) != URIVAL_OK ||
        numeric_top_label(ascii, an) || std3_hidden(ascii)) {
        idn2_free(ascii);
        return URIVAL_EIRI_IDNA;
    }
    urival__buf_put(b, ascii, an);
    idn2_free(ascii);
    return URIVAL_OK;
#else
    (void)b, (void)h, (void)n;
    return URIVAL_EUNAVAILABLE;
#endif
}

/* Whether the IDNA flag takes the ireg-name s[0..n): one with a non-ASCII
 * character, or with an escape, which IDNA cannot convert (an escaped
 * name such as "r%C3%A9sum%C3%A9" is refused, never left as it was while
 * the name it spells would become A-labels). */
static int idna_takes(const unsigned char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (s[i] >= 0x80 || s[i] == '%')
            return 1;
    return 0;
}

/* The start both mappings share: the writer's contract and the verdict on
 * the flags (urival__buf_begin()), then the input parsed by parse as rule into
 * *u.  Returns URIVAL_OK, or the failure already written out. */
typedef urival_status parse_fn(urival_rule rule, const char *s, size_t len, urival_uri *out,
                               urival_error *err);
static urival_status begin(struct urival__buf *b, const char *s, size_t len, urival_status verdict,
                           parse_fn *parse, urival_rule rule, urival_uri *u, char *buf, size_t cap,
                           size_t *needed, urival_error *err)
{
    const struct urival__input in[] = { { s, len } };
    urival_status st = urival__buf_begin(b, in, 1, verdict, buf, cap, needed, err);
    if (st != URIVAL_OK)
        return st;
    st = parse(rule, s, len, u, err);
    if (st != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    return URIVAL_OK;
}

urival_status urival_iri_to_uri(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                                size_t *needed, urival_error *err)
{
    const unsigned char *p = s != NULL ? (const unsigned char *)s : (const unsigned char *)"";
    struct urival__buf b;
    urival_uri u;
    size_t from = 0;
    urival_status st;

    /* A flag the build cannot honour is refused before the input is
     * read, like a flag it does not know. */
    if (flags & ~URIVAL_IRI_FLAG_IDNA)
        st = URIVAL_EINVAL;
    else if ((flags & URIVAL_IRI_FLAG_IDNA) && !(urival_iri_features() & URIVAL_IRI_FEATURE_IDNA))
        st = URIVAL_EUNAVAILABLE;
    else
        st = URIVAL_OK;
    st = begin(&b, s, len, st, urival_iri_parse, URIVAL_RULE_RFC3987_IRI_REFERENCE, &u, buf, cap,
               needed, err);
    if (st != URIVAL_OK)
        return st;
    if ((flags & URIVAL_IRI_FLAG_IDNA) && u.host_kind == URIVAL_URI_HOST_REGNAME &&
        idna_takes(p + u.part[URIVAL_URI_PART_HOST].off, u.part[URIVAL_URI_PART_HOST].len)) {
        /* Section 3.1: the conversion of the ireg-name comes "before step
         * 2", so the A-labels replace the host and step 2 encodes the
         * rest. */
        const urival_span *h = &u.part[URIVAL_URI_PART_HOST];
        encode_run(&b, p, 0, h->off);
        st = idna_host(&b, p + h->off, h->len);
        if (st != URIVAL_OK) {
            if (err != NULL) {
                urival__refuse(err, st);
                err->offset = h->off;
                urival__report_rule(err, URIVAL_RULE_RFC3987_IREG_NAME, h->off);
            }
            return urival__buf_fail(buf, cap, needed, st);
        }
        from = h->off + h->len;
    }
    encode_run(&b, p, from, len);
    return urival__buf_finish(&b, needed);
}

/* Section 3.2, step 2 leaves encoded "those corresponding to '%',
 * characters in 'reserved', and characters in US-ASCII not allowed in
 * URIs": of ASCII, only unreserved is decoded. */
/* The byte of the escape at s[i] ("%" HEXDIG HEXDIG) when s[0..n) holds
 * one there, else -1. */
static int escape_at(const unsigned char *s, size_t n, size_t i)
{
    if (i + 2 >= n || s[i] != '%' || !urival__is_hexdig(s[i + 1]) || !urival__is_hexdig(s[i + 2]))
        return -1;
    return (int)(urival__hex_value(s[i + 1]) * 16 + urival__hex_value(s[i + 2]));
}

/* Steps 2 to 4 on the escapes that begin at s[i]: the number of input
 * bytes (3 per escape) decoded into the character written to b, or 0 when
 * the escape at i stays as written.  Step 3: "Re-percent-encode any octet
 * produced in step 2 that is not part of a strictly legal UTF-8 octet
 * sequence"; step 4: "... that in UTF-8 represent characters that are not
 * appropriate according to sections 2.2, 4.1, and 6.1": no ucschar (nor
 * iprivate, outside the query), or a bidi formatting character.  Of
 * section 6.1 this takes what it says IRIs must not hold; its other advice
 * ("should not") asks no encoding. */
static size_t decode_at(struct urival__buf *b, const unsigned char *s, size_t n, size_t i,
                        int in_query)
{
    unsigned char bytes[4];
    size_t k, count;
    uint32_t c;
    int v = escape_at(s, n, i);

    if (v < 0)
        return 0;
    if (v < 0x80) {
        if (!urival__is_unreserved((unsigned)v))
            return 0;
        urival__buf_byte(b, (unsigned)v);
        return 3;
    }
    for (count = 0; count < 4; count++) {
        int w = escape_at(s, n, i + 3 * count);
        if (w < 0)
            break;
        bytes[count] = (unsigned char)w;
    }
    k = urival__utf8_next(bytes, count, &c);
    if (k < 2 || urival__is_bidi_format(c) ||
        !(urival__is_ucschar(c) || (in_query && urival__is_iprivate(c))))
        return 0;
    urival__buf_put(b, bytes, k);
    return 3 * k;
}

urival_status urival_uri_to_iri(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                                size_t *needed, urival_error *err)
{
    const unsigned char *p = s != NULL ? (const unsigned char *)s : (const unsigned char *)"";
    struct urival__buf b;
    urival_uri u;
    size_t i = 0, q_from = 0, q_to = 0;
    /* Step 1 asks for the URI as US-ASCII octets; a URI-reference is
     * nothing else. */
    urival_status st = begin(&b, s, len, flags == 0 ? URIVAL_OK : URIVAL_EINVAL, urival_uri_parse,
                             URIVAL_RULE_RFC3986_URI_REFERENCE, &u, buf, cap, needed, err);
    if (st != URIVAL_OK)
        return st;
    if (urival_uri_has(&u, URIVAL_URI_PART_QUERY)) {
        q_from = u.part[URIVAL_URI_PART_QUERY].off;
        q_to = q_from + u.part[URIVAL_URI_PART_QUERY].len;
    }
    while (i < len) {
        const unsigned char *pct = memchr(p + i, '%', len - i);
        size_t at = pct != NULL ? (size_t)(pct - p) : len, used;
        urival__buf_put(&b, p + i, at - i);
        if (at == len)
            break;
        /* Escapes are contiguous, with no delimiter between them, so a
         * character's escapes all lie in the component of its first. */
        used = decode_at(&b, p, len, at, at >= q_from && at < q_to);
        if (used == 0) {
            /* Step 2 decodes every escape of a byte above 0x7F and steps 3
             * and 4 encode again those that must stay: in upper case, as
             * section 3.2.1 shows ("%e2%80%ae" becomes "%E2%80%AE").  An
             * escape step 2 leaves alone is copied as written. */
            unsigned char esc[3] = { '%', p[at + 1], p[at + 2] };
            int v = escape_at(p, len, at);
            if (v >= 0x80) {
                esc[1] = (unsigned char)hex_upper[v >> 4];
                esc[2] = (unsigned char)hex_upper[v & 0xF];
            }
            urival__buf_put(&b, esc, 3);
            used = 3;
        }
        i = at + used;
    }
    return urival__buf_finish(&b, needed);
}
