/* iri_internal.h - what the IRI pieces (RFC 3987) share: reading UTF-8 and
 * the classes of code points section 2.2 and section 4.1 name. */
#ifndef URIVAL_IRI_INTERNAL_H
#define URIVAL_IRI_INTERNAL_H

#include "core/internal.h"

/* The length (1 to 4) of the well-formed UTF-8 sequence at p[0..n), its
 * code point in *cp; 0 when no well-formed sequence begins there.
 * Well-formed is Unicode's table 3-7: the shortest form, no surrogate,
 * nothing above U+10FFFF, which are also the only sequences the grammar's
 * ucschar and iprivate take. */
size_t urival__utf8_next(const unsigned char *p, size_t n, uint32_t *cp) URIVAL_HIDDEN;

/* The component in progress where an RFC 3987 match failed (attribute.c). */
urival__attribute_sig urival__rfc3987_attribute URIVAL_HIDDEN;

/* Checks one component, s[0..len), against rule, an RFC 3987 rule, with
 * section 4.1's check beyond the grammar, as urival_iri_parse() checks a
 * whole IRI: URIVAL_OK, URIVAL_ESYNTAX (err as urival_match() fills it),
 * URIVAL_EIRI_UTF8 or URIVAL_EIRI_BIDI, the first fault reported, err's
 * offsets relative to s (iri.c).  A urival__component_check of
 * urival_iri_compose(). */
urival_status urival__iri_check(urival_rule rule, const char *s, size_t len,
                                urival_error *err) URIVAL_HIDDEN;

/* ucschar of section 2.2. */
static inline int urival__is_ucschar(uint32_t c)
{
    if (c < 0x10000)
        return (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFDCF) ||
               (c >= 0xFDF0 && c <= 0xFFEF);
    /* %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD: every plane
     * from 1 to 14 but its last two code points, plane 14 from E1000. */
    return c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD && !(c >= 0xE0000 && c < 0xE1000);
}

/* iprivate of section 2.2: %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD. */
static inline int urival__is_iprivate(uint32_t c)
{
    return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) ||
           (c >= 0x100000 && c <= 0x10FFFD);
}

/* The bidirectional formatting characters section 4.1 forbids: LRM
 * U+200E, RLM U+200F, LRE U+202A, RLE U+202B, PDF U+202C, LRO U+202D, RLO
 * U+202E. */
static inline int urival__is_bidi_format(uint32_t c)
{
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E);
}

#endif
