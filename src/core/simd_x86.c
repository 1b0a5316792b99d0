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

/* The bits of the bytes of x that belong to the set laid out as in struct
 * urival__vloop (lo: its first 16 bytes, hi: its last 16), given each
 * byte's bit for its high nibble.  A shuffle gives 0 where the index byte
 * has its top bit set, so lo answers for bytes below 0x80 and hi, through
 * x ^ 0x80, for the others. */
#define X86_IN_SET(pre, x, lo, hi, bit, top)                                                       \
    pre##_and_si##top(pre##_or_si##top(pre##_shuffle_epi8((lo), (x)),                              \
                                       pre##_shuffle_epi8((hi), pre##_xor_si##top((x), flip))),    \
                      (bit))

/* One skip: the engine's register width W (16 or 32 bytes) and intrinsic
 * prefix; returns the first byte at or after p that leaves the loop of v,
 * or where fewer than W bytes remain.  A "%" among the last two bytes of
 * a vector cannot be judged there: the skip stops at it, and goes on from
 * it with the next vector, where its digits are in view. */
#define X86_SKIP_BODY(W, pre, vec, load, bcast, top)                                               \
    const vec lo = bcast(v->bits), hi = bcast(v->bits + 16);                                       \
    const vec hlo = bcast(m->vhex), hhi = bcast(m->vhex + 16);                                     \
    const vec flip = pre##_set1_epi8((char)0x80), low4 = pre##_set1_epi8(0x0f);                    \
    const vec pct = pre##_set1_epi8((char)m->vesc), zero = pre##_setzero_si##top();                \
    const vec bitsel = bcast(nibble_bit);                                                          \
    while (pe - p >= W) {                                                                          \
        const vec x = load((const void *)p);                                                       \
        const vec bit =                                                                            \
            pre##_shuffle_epi8(bitsel, pre##_and_si##top(pre##_srli_epi16(x, 4), low4));           \
        uint32_t out = (uint32_t)pre##_movemask_epi8(                                              \
            pre##_cmpeq_epi8(X86_IN_SET(pre, x, lo, hi, bit, top), zero));                         \
        unsigned at;                                                                               \
        if (W == 16)                                                                               \
            out &= 0xffffu;                                                                        \
        if (out != 0 && v->escape) {                                                               \
            uint32_t h = ~(uint32_t)pre##_movemask_epi8(                                           \
                pre##_cmpeq_epi8(X86_IN_SET(pre, x, hlo, hhi, bit, top), zero));                   \
            uint32_t e = (uint32_t)pre##_movemask_epi8(pre##_cmpeq_epi8(x, pct));                  \
            if (W == 16)                                                                           \
                h &= 0xffffu;                                                                      \
            e &= (h >> 1) & (h >> 2);                                                              \
            out &= ~(e | e << 1 | e << 2);                                                         \
        }                                                                                          \
        if (out == 0) {                                                                            \
            p += W;                                                                                \
            continue;                                                                              \
        }                                                                                          \
        at = (unsigned)__builtin_ctz(out);                                                         \
        p += at;                                                                                   \
        if (at == 0 || at < W - 2 || !v->escape)                                                   \
            break;                                                                                 \
    }                                                                                              \
    return p

/* Bit i & 7 for high nibble i: the bit of struct urival__vloop to test. */
static const uint8_t nibble_bit[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };

#define LOAD128(a) _mm_loadu_si128((const __m128i *)(a))
#define LOAD256(a) _mm256_loadu_si256((const __m256i *)(a))
#define BCAST256(a) _mm256_broadcastsi128_si256(LOAD128(a))

static inline __attribute__((always_inline, target("sse4.2"))) const unsigned char *
skip_sse42(const struct urival__machine *m, const struct urival__vloop *v, const unsigned char *p,
           const unsigned char *pe)
{
    X86_SKIP_BODY(16, _mm, __m128i, LOAD128, LOAD128, 128);
}

static inline __attribute__((always_inline, target("avx2"))) const unsigned char *
skip_avx2(const struct urival__machine *m, const struct urival__vloop *v, const unsigned char *p,
          const unsigned char *pe)
{
    X86_SKIP_BODY(32, _mm256, __m256i, LOAD256, BCAST256, 256);
}

/* Only where the state loops and its first byte stays in the loop (or
 * opens an escape the loop takes): a state left at once costs no vector
 * set-up. */
#define VSKIP(W, fn)                                                                               \
    if (pe - p >= W) {                                                                             \
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
