/* newlines.h - the "\n"s of a block of lines, found 64 bytes at a time.
 *
 * validate --quiet splits each block the reader hands it at every "\n".
 * With a memchr() call per line, the search cost about as much as a tenth
 * of the recognizer on the corpora's lines of 40 to 70 bytes: most of a
 * call's work is its set-up, for a line that ends within its first vector.
 * Here one pass over 64 bytes gives a mask of their "\n"s, and a line's end
 * is the mask's lowest bit.  SSE2 is part of x86-64; elsewhere, and for
 * the last bytes of a block that do not fill 64, memchr() does the work. */
#ifndef URIVAL_CLI_NEWLINES_H
#define URIVAL_CLI_NEWLINES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>
#define NEWLINES_SSE2 1
#else
#define NEWLINES_SSE2 0
#endif

/* A search over s[0..n): at is the offset of the 64 bytes mask describes,
 * mask's bit i set for each "\n" at s[at + i] not yet handed out. */
struct newlines {
    const char *s;
    size_t n, at;
    uint64_t mask;
};

#if NEWLINES_SSE2
/* Bit i set where s[i] is "\n", for i < 64: s[0..64) must be readable. */
static inline uint64_t newlines_mask(const char *s)
{
    const __m128i lf = _mm_set1_epi8('\n');
    uint64_t m0 = (unsigned)_mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)s), lf));
    uint64_t m1 = (unsigned)_mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(s + 16)), lf));
    uint64_t m2 = (unsigned)_mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(s + 32)), lf));
    uint64_t m3 = (unsigned)_mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(s + 48)), lf));
    return m0 | m1 << 16 | m2 << 32 | m3 << 48;
}
#endif

static inline void newlines_start(struct newlines *nl, const char *s, size_t n)
{
    nl->s = s;
    nl->n = n;
    nl->at = 0;
#if NEWLINES_SSE2
    nl->mask = n >= 64 ? newlines_mask(s) : 0;
#else
    nl->mask = 0;
#endif
}

/* The next "\n" at or after s[from], or NULL when there is none; from is
 * 0, then one past the "\n" returned last.  Once the 64-byte pieces run
 * out (fewer than 64 bytes after the last), memchr() goes on from `from`:
 * every "\n" before it has been handed out. */
static inline const char *newlines_next(struct newlines *nl, size_t from)
{
#if NEWLINES_SSE2
    while (nl->mask == 0 && nl->n - nl->at >= 128) {
        nl->at += 64;
        nl->mask = newlines_mask(nl->s + nl->at);
    }
    if (nl->mask != 0) {
        size_t i = nl->at + (size_t)__builtin_ctzll(nl->mask);
        nl->mask &= nl->mask - 1;
        return nl->s + i;
    }
#endif
    return from < nl->n ? memchr(nl->s + from, '\n', nl->n - from) : NULL;
}

#endif
