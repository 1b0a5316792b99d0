/* utf8.c - well-formed UTF-8 (Unicode 15, table 3-7), for the IRI
 * functions. */
#include "iri/iri_internal.h"

size_t urival__utf8_next(const unsigned char *p, size_t n, uint32_t *cp)
{
    unsigned char b = p[0];
    size_t need, i;
    uint32_t c;
    unsigned char lo = 0x80, hi = 0xBF; /* the second byte's range */

    if (n == 0)
        return 0;
    if (b < 0x80) {
        *cp = b;
        return 1;
    }
    if (b >= 0xC2 && b <= 0xDF) {
        need = 2, c = b & 0x1Fu;
    } else if (b >= 0xE0 && b <= 0xEF) {
        need = 3, c = b & 0x0Fu;
        if (b == 0xE0)
            lo = 0xA0; /* shorter forms are overlong */
        else if (b == 0xED)
            hi = 0x9F; /* ED A0..BF would be surrogates */
    } else if (b >= 0xF0 && b <= 0xF4) {
        need = 4, c = b & 0x07u;
        if (b == 0xF0)
            lo = 0x90; /* overlong */
        else if (b == 0xF4)
            hi = 0x8F; /* above U+10FFFF */
    } else {
        return 0; /* a continuation byte, C0, C1 or F5..FF */
    }
    if (n < need || p[1] < lo || p[1] > hi)
        return 0;
    for (i = 1; i < need; i++) {
        if (p[i] < 0x80 || p[i] > 0xBF)
            return 0;
        c = (c << 6) | (p[i] & 0x3Fu);
    }
    *cp = c;
    return need;
}
