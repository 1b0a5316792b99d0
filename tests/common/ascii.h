/* ascii.h - byte questions the test drivers ask: whether a byte string is
 * ASCII, for the tests that hold the IRI functions to the URI ones on
 * inputs with nothing above 0x7F (an IRI without such a byte is a URI, RFC
 * 3987 section 2.2); a hex digit's value, for the "\xHH" escapes of the
 * vector files.  Header only: the conformance and oracle drivers use it
 * without the tests' helper library. */
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

/* The value of the hex digit c, or -1. */
static inline int hex_digit(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

#endif
