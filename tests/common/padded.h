/* padded.h - a URI with one piece at a chosen offset of a long path, for
 * the tests that move an escape across the blocks of a vector search
 * (tests/uri/check_parse.c, tests/core/check_engines.c). */
#ifndef URIVAL_TESTS_PADDED_H
#define URIVAL_TESTS_PADDED_H

#include <stdio.h>
#include <string.h>

/* Writes "http://h/", k bytes "a", piece, then bytes "b" up to `total`
 * bytes of padding in all, into buf of cap bytes; returns the length.
 * k <= total < cap - 9 - strlen(piece). */
static inline size_t padded_uri(char *buf, size_t cap, size_t k, const char *piece, size_t total)
{
    size_t n = (size_t)snprintf(buf, cap, "http://h/"), p = strlen(piece);
    memset(buf + n, 'a', k);
    n += k;
    memcpy(buf + n, piece, p);
    n += p;
    memset(buf + n, 'b', total - k);
    n += total - k;
    buf[n] = '\0';
    return n;
}

#endif
