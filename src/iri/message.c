/* message.c - the words of urival_error_message() for the IRI statuses
 * (core/message.h). */
#include <stdio.h>
#include <string.h>
#include "core/message.h"
#include "iri/iri_internal.h"

static const char *bidi_name(uint32_t c)
{
    switch (c) {
    case 0x200E:
        return "LEFT-TO-RIGHT MARK (LRM)";
    case 0x200F:
        return "RIGHT-TO-LEFT MARK (RLM)";
    case 0x202A:
        return "LEFT-TO-RIGHT EMBEDDING (LRE)";
    case 0x202B:
        return "RIGHT-TO-LEFT EMBEDDING (RLE)";
    case 0x202C:
        return "POP DIRECTIONAL FORMATTING (PDF)";
    case 0x202D:
        return "LEFT-TO-RIGHT OVERRIDE (LRO)";
    default:
        return "RIGHT-TO-LEFT OVERRIDE (RLO)";
    }
}

/* What keeps c out of an IRI where it stands, or NULL for a character
 * the IRI grammar takes elsewhere (ucschar: only the place is wrong). */
static const char *why_not(uint32_t c, const char *rule)
{
    if (c < 0xA0)
        return "a C1 control character, which no IRI holds";
    if ((c & 0xFFFEu) == 0xFFFEu || (c >= 0xFDD0 && c <= 0xFDEF))
        return "a noncharacter, which no IRI holds";
    if ((c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000)
        return strcmp(rule, "iquery") == 0 ? NULL
                                           : "a private-use character, which an IRI holds only"
                                             " in its query, as iprivate";
    if ((c >= 0xFFF0 && c <= 0xFFFD) || (c >= 0xE0000 && c <= 0xE0FFF))
        return "not among the characters an IRI holds";
    return NULL;
}

int urival__iri_hint(const urival_error *err, const unsigned char *s, size_t len,
                     struct urival__buf *b)
{
    size_t k = err->offset, at = k, n, i;
    uint32_t c;
    const char *why;
    if (s == NULL || k >= len || s[k] < 0x80 || err->rule == NULL || err->grammar == NULL ||
        strcmp(err->grammar, "rfc3987") != 0)
        return 0;
    /* The character the failing byte belongs to: the grammar reads UTF-8
     * a byte at a time and fails inside a sequence it cannot finish. */
    while (at > 0 && k - at < 3 && (s[at] & 0xC0) == 0x80)
        at--;
    n = urival__utf8_next(s + at, len - at, &c);
    if (n < 2 || at + n <= k || (why = why_not(c, err->rule)) == NULL)
        return 0;
    {
        char cp[32];
        snprintf(cp, sizeof cp, "U+%04X", (unsigned)c);
        urival__buf_str(b, "; hint: ");
        urival__buf_str(b, cp);
        urival__buf_str(b, " (from offset ");
        snprintf(cp, sizeof cp, "%zu", at);
        urival__buf_str(b, cp);
        urival__buf_str(b, ") is ");
        urival__buf_str(b, why);
        urival__buf_str(b, " (RFC 3987 section 2.2); write it as \"");
        for (i = 0; i < n; i++) {
            snprintf(cp, sizeof cp, "%%%02X", (unsigned)s[at + i]);
            urival__buf_str(b, cp);
        }
        urival__buf_str(b, "\"");
    }
    return 1;
}

int urival__iri_message(const urival_error *err, const unsigned char *s, size_t len,
                        struct urival__buf *b)
{
    /* The input quoted is the caller's and may be any bytes: read within
     * len only. */
    int here = s != NULL && err->offset < len;
    uint32_t c = 0;

    switch (err->status) {
    case URIVAL_EIRI_BIDI:
        urival__message_head(b, err);
        if (here && urival__utf8_next(s + err->offset, len - err->offset, &c) == 3 &&
            urival__is_bidi_format(c)) {
            char cp[16];
            snprintf(cp, sizeof cp, "U+%04X ", (unsigned)c);
            urival__buf_str(b, cp);
            urival__buf_str(b, bidi_name(c));
            urival__buf_str(b, " is");
        } else {
            urival__buf_str(b, "here stands");
        }
        urival__buf_str(b, " a bidirectional formatting character, which an IRI must not"
                           " hold (RFC 3987 section 4.1)");
        return 1;
    case URIVAL_EIRI_UTF8:
        urival__message_head(b, err);
        urival__buf_str(b, "not well-formed UTF-8");
        if (here) {
            /* The byte and the continuation bytes after it (up to four in
             * all), not the next character, which may well be good. */
            size_t n = 1;
            while (n < 4 && n < len - err->offset && (s[err->offset + n] & 0xC0) == 0x80)
                n++;
            urival__buf_str(b, ": ");
            urival__buf_quoted(b, s + err->offset, n);
        }
        urival__buf_str(b, " (an IRI is read as characters in UTF-8, RFC 3987 section 2.2)");
        return 1;
    case URIVAL_EIRI_IDNA:
        urival__message_head(b, err);
        urival__buf_str(b, "the host is no name IDNA converts to A-labels (RFC 3987 section 3.1)");
        return 1;
    case URIVAL_EIRI_NFC:
        urival__message_head(b, err);
        if (here && urival__utf8_next(s + err->offset, len - err->offset, &c) > 0) {
            char cp[16];
            snprintf(cp, sizeof cp, "U+%04X", (unsigned)c);
            urival__buf_str(b, "normalization form C changes the text from ");
            urival__buf_str(b, cp);
            urival__buf_str(b, " on");
        } else {
            urival__buf_str(b, "normalization form C changes the text from here on");
        }
        urival__buf_str(b, " into characters that make no IRI-reference (RFC 3987 sections 3.1"
                           " and 5.3.2.2: in NFC a character may become ASCII, or compose with"
                           " an ASCII one)");
        return 1;
    default:
        return 0;
    }
}
