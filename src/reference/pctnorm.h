/* pctnorm.h - reading a component through percent-encoding normalization
 * (RFC 3986 sections 6.2.2.1 and 6.2.2.2), one byte at a time.
 *
 * Normalization and comparison both read components through this
 * iterator, so that what urival_compare() calls equal is exactly what
 * urival_normalize() writes the same, and comparison needs no buffer. */
#ifndef URIVAL_PCTNORM_H
#define URIVAL_PCTNORM_H

#include <stddef.h>
#include "core/buf.h"
#include "core/internal.h"

/* Modes; 0 reads the bytes unchanged. */
/* "%xx" of an unreserved byte becomes the byte, other escapes get upper-case
 * hex digits */
#define URIVAL__PCT_NORM 0x1u
/* letters to lower case (scheme, host); an escape's hex digits are not
 * letters here */
#define URIVAL__PCT_LOWER 0x2u

struct urival__pct_iter {
    const unsigned char *p, *end;
    unsigned mode;
    unsigned char held[2]; /* hex digits still to give after a "%" */
    unsigned nheld, next_held;
};

void urival__pct_iter_init(struct urival__pct_iter *it, const unsigned char *p, size_t n,
                           unsigned mode) URIVAL_HIDDEN;

/* The next byte of the normalized text, or -1 at its end. */
int urival__pct_next(struct urival__pct_iter *it) URIVAL_HIDDEN;

/* How many bytes at the start of p[0..n) the iterator gives back as they
 * stand: up to the first "%", or letter to lower, its mode may change. */
size_t urival__pct_plain(const unsigned char *p, size_t n, unsigned mode) URIVAL_HIDDEN;

/* Writes the normalized text of p[0..n) into b from position pos on (a
 * stretch the caller reserved, urival__pct_len() bytes long): runs the
 * mode leaves alone are copied whole, and each escape (or letter to lower)
 * goes through the iterator alone, which then decides as it would over
 * the whole text, since it never looks past an escape's two digits. */
void urival__pct_write(struct urival__buf *b, size_t pos, const unsigned char *p, size_t n,
                       unsigned mode) URIVAL_HIDDEN;

/* The length of the normalized text of p[0..n). */
size_t urival__pct_len(const unsigned char *p, size_t n, unsigned mode) URIVAL_HIDDEN;

/* 1 when the two iterators yield the same bytes to their ends (both are
 * consumed). */
int urival__pct_iter_same(struct urival__pct_iter *x, struct urival__pct_iter *y) URIVAL_HIDDEN;

/* 1 when the two texts read the same under their modes. */
int urival__pct_same(const unsigned char *a, size_t an, unsigned amode, const unsigned char *b,
                     size_t bn, unsigned bmode) URIVAL_HIDDEN;

/* The value of a hex digit, or -1. */
int urival__hexval(unsigned c) URIVAL_HIDDEN;

#endif
