/* message.c - the words of urival_error_message() for the IRI statuses
 * (core/message.h). */
#include <stdio.h>
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
            size_t n = len - err->offset < 4 ? len - err->offset : 4;
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
