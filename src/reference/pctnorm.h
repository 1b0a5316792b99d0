/* pctnorm.h - case and percent-encoding normalization of a component
 * (RFC 3986 sections 6.2.2.1 and 6.2.2.2), in one forward pass.
 *
 * urival__pct_norm() is the one normalizer: urival_normalize() writes
 * through it straight into the caller's buffer, and urival_compare() reads
 * both sides through it a chunk at a time, so that what compare calls
 * equal is exactly what normalize writes the same, and comparison needs no
 * buffer that grows with its input.  Normalization never lengthens a text
 * (an escape stays three bytes or becomes one), so a destination as long
 * as the source always has room. */
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
/* a byte above 0x7F reads as its "%HH" (upper-case hex digits): an IRI's
 * text as its URI (RFC 3987 section 3.1) reads it, which is how section
 * 5.3.2.3 aligns the percent-encoding of two IRIs before they are
 * compared.  The text may grow threefold, so only readers take this mode
 * (urival__pct_reader_init()), never the writers. */
#define URIVAL__PCT_HIGH 0x4u

/* Writes the normalized text of s[0..n) to dst (room for n bytes, 3n
 * under URIVAL__PCT_HIGH) and returns its length.  Only a complete escape ("%" and two hex digits
 * within s) is one; a stray "%" is an ordinary byte, so that text cut with
 * urival__pct_cut() reads the same piece by piece as whole. */
size_t urival__pct_norm(unsigned char *dst, const unsigned char *s, size_t n,
                        unsigned mode) URIVAL_HIDDEN;

/* The length of a first piece of s[0..n), at most max (max >= 3), that
 * cuts no escape. */
size_t urival__pct_cut(const unsigned char *s, size_t n, size_t max) URIVAL_HIDDEN;

/* Appends the normalized text of p[0..n) to b: into the caller's buffer
 * directly when it has room for n more bytes, else a piece at a time
 * through the bounded writer. */
void urival__pct_put(struct urival__buf *b, const unsigned char *p, size_t n,
                     unsigned mode) URIVAL_HIDDEN;

/* Writes the normalized text of p[0..n) into b from position pos on (a
 * stretch the caller reserved, urival__pct_len() bytes long). */
void urival__pct_write(struct urival__buf *b, size_t pos, const unsigned char *p, size_t n,
                       unsigned mode) URIVAL_HIDDEN;

/* The length of the normalized text of p[0..n). */
size_t urival__pct_len(const unsigned char *p, size_t n, unsigned mode) URIVAL_HIDDEN;

/* A text read through urival__pct_norm() a chunk at a time. */
#define URIVAL__PCT_CHUNK 64
struct urival__pct_reader {
    const unsigned char *p;
    size_t left; /* source bytes not yet normalized */
    unsigned mode;
    size_t have, at; /* chunk[at..have) is normalized text not yet read */
    unsigned char chunk[URIVAL__PCT_CHUNK];
};

void urival__pct_reader_init(struct urival__pct_reader *r, const unsigned char *p, size_t n,
                             unsigned mode) URIVAL_HIDDEN;

/* 1 when the two readers give the same text to their ends (both are
 * consumed). */
int urival__pct_reader_same(struct urival__pct_reader *x,
                            struct urival__pct_reader *y) URIVAL_HIDDEN;

/* 1 when the two texts read the same under their modes. */
int urival__pct_same(const unsigned char *a, size_t an, unsigned amode, const unsigned char *b,
                     size_t bn, unsigned bmode) URIVAL_HIDDEN;

#endif
