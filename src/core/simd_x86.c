/* simd_x86.c - the table run with its self-loop skip done 16 (SSE4.2) or
 * 32 (AVX2) bytes at a time.
 *
 * Each state's self-loop is a byte set the generator wrote from the
 * machine's own classes (struct urival__vloop).  A vector of input bytes
 * is classified against it with two 16-entry shuffles: the low nibble of a
 * byte picks a table byte, the high nibble picks the bit in it.  The
 * machine's escape ("%" HEXDIG HEXDIG, found by the generator) counts as
 * part of the run in states it leads back to, so that a percent-encoded
 * path is one run, not a transition every few bytes.  The vector code only
 * moves p over bytes that keep the state; the scalar loop of run.h still
 * takes every transition and handles the last bytes, so results are the
 * scalar run's by construction.  Loads stay inside [p, pe).
 *
 * Compiled with target attributes, not -mavx2, so that the rest of the
 * library runs on any x86-64 and the engine is chosen at run time. */
#include "config.h"
#include "core/run.h"

#if URIVAL_SIMD_X86
#include <immintrin.h>

/* Bit i & 7 for high nibble i: the bit of struct urival__vloop to test. */
static const uint8_t nibble_bit[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };

/* The end of one vector's step, alike for both widths: out has a bit for
 * each of the w bytes at *p that leaves the loop; when the loop takes the
 * escape, e has the escape bytes and h the escape's digits.  An escape
 * whose two digits follow it stays in the run.  Moves *p to the first
 * byte that leaves, or past the vector; returns 1 when the skip ends.  A
 * "%" among the last two bytes of a vector cannot be judged there: the
 * skip stops at it and goes on from it with the next vector, where its
 * digits are in view. */
static inline int step_end(const unsigned char **p, unsigned w, uint32_t out, int escape,
                           uint32_t e, uint32_t h)
{
    unsigned at;
    if (out != 0 && escape) {
        e &= (h >> 1) & (h >> 2);
        out &= ~(e | e << 1 | e << 2);
    }
    if (out == 0) {
        *p += w;
        return 0;
    }
    at = (unsigned)__builtin_ctz(out);
    *p += at;
    return at == 0 || at < w - 2 || !escape;
}

/* The bytes of x that belong to the set laid out as in struct
 * urival__vloop (lo: its first 16 bytes, hi: its last 16), 0 where a byte
 * does not, given each byte's bit for its high nibble.  A shuffle gives 0
 * where the index byte has its top bit set, so lo answers for bytes below
 * 0x80 and hi, through x ^ 0x80, for the others. */
static inline __attribute__((always_inline, target("sse4.2"))) __m128i
in_set_sse42(__m128i x, __m128i lo, __m128i hi, __m128i bit)
{
    const __m128i flip = _mm_set1_epi8((char)0x80);
    return _mm_and_si128(
        _mm_or_si128(_mm_shuffle_epi8(lo, x), _mm_shuffle_epi8(hi, _mm_xor_si128(x, flip))), bit);
}

static inline __attribute__((always_inline, target("avx2"))) __m256i
in_set_avx2(__m256i x, __m256i lo, __m256i hi, __m256i bit)
{
    const __m256i flip = _mm256_set1_epi8((char)0x80);
    return _mm256_and_si256(_mm256_or_si256(_mm256_shuffle_epi8(lo, x),
                                            _mm256_shuffle_epi8(hi, _mm256_xor_si256(x, flip))),
                            bit);
}

/* One skip, 16 bytes at a time: the first byte at or after p that leaves
 * the loop of v, or where fewer than 16 bytes remain. */
static inline __attribute__((always_inline, target("sse4.2"))) const unsigned char *
skip_sse42(const struct urival__machine *m, const struct urival__vloop *v, const unsigned char *p,
           const unsigned char *pe)
{
    const __m128i lo = _mm_loadu_si128((const __m128i *)v->bits);
    const __m128i hi = _mm_loadu_si128((const __m128i *)(v->bits + 16));
    const __m128i hlo = _mm_loadu_si128((const __m128i *)m->vhex);
    const __m128i hhi = _mm_loadu_si128((const __m128i *)(m->vhex + 16));
    const __m128i bitsel = _mm_loadu_si128((const __m128i *)nibble_bit);
    const __m128i low4 = _mm_set1_epi8(0x0f), zero = _mm_setzero_si128();
    const __m128i pct = _mm_set1_epi8((char)m->vesc);
    int done = 0;
    while (!done && pe - p >= 16) {
        const __m128i x = _mm_loadu_si128((const __m128i *)p);
        const __m128i bit = _mm_shuffle_epi8(bitsel, _mm_and_si128(_mm_srli_epi16(x, 4), low4));
        uint32_t out =
            (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(in_set_sse42(x, lo, hi, bit), zero));
        uint32_t e = 0, h = 0;
        if (out != 0 && v->escape) {
            h = ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(in_set_sse42(x, hlo, hhi, bit), zero)) &
                0xffffu;
            e = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, pct));
        }
        done = step_end(&p, 16, out, v->escape, e, h);
    }
    return p;
}

/* The same, 32 bytes at a time. */
static inline __attribute__((always_inline, target("avx2"))) const unsigned char *
skip_avx2(const struct urival__machine *m, const struct urival__vloop *v, const unsigned char *p,
          const unsigned char *pe)
{
    const __m256i lo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)v->bits));
    const __m256i hi =
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(v->bits + 16)));
    const __m256i hlo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)m->vhex));
    const __m256i hhi =
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(m->vhex + 16)));
    const __m256i bitsel =
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)nibble_bit));
    const __m256i low4 = _mm256_set1_epi8(0x0f), zero = _mm256_setzero_si256();
    const __m256i pct = _mm256_set1_epi8((char)m->vesc);
    int done = 0;
    while (!done && pe - p >= 32) {
        const __m256i x = _mm256_loadu_si256((const __m256i *)p);
        const __m256i bit =
            _mm256_shuffle_epi8(bitsel, _mm256_and_si256(_mm256_srli_epi16(x, 4), low4));
        uint32_t out =
            (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(in_set_avx2(x, lo, hi, bit), zero));
        uint32_t e = 0, h = 0;
        if (out != 0 && v->escape) {
            h = ~(uint32_t)_mm256_movemask_epi8(
                _mm256_cmpeq_epi8(in_set_avx2(x, hlo, hhi, bit), zero));
            e = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, pct));
        }
        done = step_end(&p, 32, out, v->escape, e, h);
    }
    return p;
}

/* Only where the state loops and its first byte stays in the loop (or
 * opens an escape the loop takes): a state left at once costs no vector
 * set-up. */
#define VSKIP(W, fn)                                                                               \
    if (pe - p >= (W)) {                                                                           \
        unsigned vi = m->vloop_of[row >> shift];                                                   \
        if (vi != 0 && (IN_LOOP(0) || (m->vloop[vi].escape && p[0] == m->vesc)))                   \
            p = fn(m, &m->vloop[vi], p, pe);                                                       \
    }
#define VSKIP_SSE42() VSKIP(16, skip_sse42)
#define VSKIP_AVX2() VSKIP(32, skip_avx2)

__attribute__((target("sse4.2"))) uint32_t urival__run_sse42(const struct urival__machine *m,
                                                             uint32_t row, const unsigned char *p,
                                                             const unsigned char *pe)
{
    RUN_BODY(VSKIP_SSE42);
}

__attribute__((target("avx2"))) uint32_t urival__run_avx2(const struct urival__machine *m,
                                                          uint32_t row, const unsigned char *p,
                                                          const unsigned char *pe)
{
    RUN_BODY(VSKIP_AVX2);
}
#else
/* ISO C wants a declaration in every file. */
typedef int urival__no_simd_x86;
#endif
