/* ascii.h - whether a byte string is ASCII, for the tests that hold the
 * IRI functions to the URI ones on inputs with nothing above 0x7F (an
 * IRI without such a byte is a URI, RFC 3987 section 2.2). */
#ifndef URIVAL_TESTS_ASCII_H
#define URIVAL_TESTS_ASCII_H

#include <stddef.h>

static inline int all_ascii(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return 0;
    return 1;
}

#endif
