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
 * moves p over bytes that keep the state (to pe at most); the scalar loop
 * of run.h still takes every transition, so results are the scalar run's
 * by construction.  Loads stay inside [p, pe).
 *
 * Compiled with target attributes, not -mavx2, so that the rest of the
 * library runs on any x86-64 and the engine is chosen at run time.  The
 * AVX2 engine also takes BMI1 and BMI2 (every AVX2 processor from Intel
 * and AMD has them; match.c asks the CPU for all three): the window skip's
 * shifts and counts of trailing ones become one instruction each (3-4%
 * fewer instructions a line, bench/RESULTS.md). */
#include "config.h"
#include <string.h>
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

static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) __m256i
in_set_avx2(__m256i x, __m256i lo, __m256i hi, __m256i bit)
{
    const __m256i flip = _mm256_set1_epi8((char)0x80);
    return _mm256_and_si256(_mm256_or_si256(_mm256_shuffle_epi8(lo, x),
                                            _mm256_shuffle_epi8(hi, _mm256_xor_si256(x, flip))),
                            bit);
}

/* Each byte's bit for its high nibble, the index in_set_avx2() takes. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) __m256i nibble_bits(__m256i x)
{
    const __m256i bitsel =
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)nibble_bit));
    return _mm256_shuffle_epi8(bitsel,
                               _mm256_and_si256(_mm256_srli_epi16(x, 4), _mm256_set1_epi8(0x0f)));
}

/* The bytes of x (bit: nibble_bits(x)) in the set laid out as in struct
 * urival__vloop, a bit each. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint64_t
vector_in_set(__m256i x, __m256i bit, const uint8_t *bits)
{
    const __m256i lo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)bits));
    const __m256i hi = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(bits + 16)));
    return (uint32_t)~_mm256_movemask_epi8(
        _mm256_cmpeq_epi8(in_set_avx2(x, lo, hi, bit), _mm256_setzero_si256()));
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

/* The same, 32 bytes at a time.  The sets are loaded once, before the
 * loop: nibble_bits() and vector_in_set() load them for every vector
 * (2,399 instructions a URI on @gen-1k against 2,248). */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) const unsigned char *
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

/* ---- The window skip (AVX2, input of 32 to URIVAL__WINDOW_MAX bytes).
 *
 * The per-run skip above loads its set and starts a vector for every run,
 * which on a line of 40 to 70 bytes costs more than the three or four
 * runs it holds, and the scalar loop pays a mispredicted branch where each
 * run ends.  Here 64 bytes of input (a window) are loaded once, and
 * classified once against the machine's plain set (the bytes that every
 * large loop but a narrow one keeps: RFC 3986's unreserved and
 * sub-delims).  A run that keeps
 * its state for eight bytes moves to the end of its plain bytes with one
 * count of trailing ones; a few bytes that keep the state without being
 * plain (a path's "/", a query's "=") are stepped over and the plain skip
 * goes on, and a run that has more, or reaches an escape its loop takes,
 * asks for its own loop's bit mask over the window, computed once per
 * loop and window.  A run of fewer than eight bytes stays scalar, so that
 * a line's short scheme costs nothing.  Input shorter than 64 bytes is one
 * window of two overlapping vectors whose masks have no bit past the end;
 * longer input slides the window to the run, but up to 127 bytes the plain
 * bytes of the whole input are classified at the start (two more vectors),
 * so that only a loop's own mask ever slides it; the same vectors tell
 * whether the input holds an escape, and input without one runs a loop
 * that never asks.  It runs more instructions than the scalar loop in less
 * time; where every run of a URI has the same length the scalar loop
 * predicts each run's end, and the skip can still lose (bench/RESULTS.md,
 * "Where the vector skips lose", and @words-N against @rwords-N). */

/* Masks of a window, cached by loop: a line rarely reaches more than three
 * loops (scheme, host, path), and a loop that collides is computed again. */
#define WINDOW_CACHE 4

/* A window is two 32-byte vectors, and its masks are 64-bit words. */
#define WINDOW_BYTES 64

/* Input shorter than this (and longer than a window) has its plain bytes
 * in two words. */
#define TWO_WINDOWS_MAX 128

/* A window keeps its place and its plain bits, not its bytes: the few
 * masks a line asks for load them again (from L1), and a window that asks
 * for none costs no vector stores. */
struct window {
    const unsigned char *at; /* its first byte */
    size_t start;            /* where it begins, from the run's start */
    unsigned second;         /* the offset of its second vector: 32, less in a short input */
    uint64_t plain;          /* the bytes of the machine's plain set */
    uint8_t loop[WINDOW_CACHE];
    uint64_t mask[WINDOW_CACHE];
};

/* The window's two vectors, and each byte's bit for its high nibble. */
struct window_bytes {
    __m256i x[2], bit[2];
};

static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) void
window_bytes(struct window_bytes *b, const struct window *w)
{
    b->x[0] = _mm256_loadu_si256((const __m256i *)w->at);
    b->x[1] = _mm256_loadu_si256((const __m256i *)(w->at + w->second));
    b->bit[0] = nibble_bits(b->x[0]);
    b->bit[1] = nibble_bits(b->x[1]);
}

/* The window's bytes in the set laid out as in struct urival__vloop. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint64_t
window_in_set(const struct window *w, const struct window_bytes *b, const uint8_t *bits)
{
    return vector_in_set(b->x[0], b->bit[0], bits) | vector_in_set(b->x[1], b->bit[1], bits)
                                                         << w->second;
}

/* The bytes of x that are the machine's escape byte, 0xff each. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) __m256i
escape_bytes(const struct urival__machine *m, __m256i x)
{
    return _mm256_cmpeq_epi8(x, _mm256_set1_epi8((char)m->vesc));
}

/* Whether x or y holds the machine's escape byte. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) int
escape_in(const struct urival__machine *m, __m256i x, __m256i y)
{
    return _mm256_movemask_epi8(_mm256_or_si256(escape_bytes(m, x), escape_bytes(m, y))) != 0;
}

/* The window at start, 32 + second bytes (second <= 32) from at; whether
 * those bytes hold an escape. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) int
window_load(struct window *w, const struct urival__machine *m, const unsigned char *at,
            size_t start, unsigned second)
{
    struct window_bytes b;
    w->at = at;
    w->start = start;
    w->second = second;
    window_bytes(&b, w);
    w->plain = window_in_set(w, &b, m->vplain);
    memset(w->loop, 0, sizeof w->loop);
    return escape_in(m, b.x[0], b.x[1]);
}

/* The mask of loop vi over the window: a bit for each byte that keeps the
 * state, escapes with both digits in the window included. */
static __attribute__((noinline, target("avx2,bmi,bmi2"))) uint64_t
window_mask(const struct urival__machine *m, struct window *w, unsigned vi)
{
    const struct urival__vloop *v = &m->vloop[vi];
    struct window_bytes b;
    uint64_t in;
    window_bytes(&b, w);
    in = window_in_set(w, &b, v->bits);
    if (v->escape) {
        uint64_t e = (uint64_t)(uint32_t)_mm256_movemask_epi8(escape_bytes(m, b.x[0])) |
                     (uint64_t)(uint32_t)_mm256_movemask_epi8(escape_bytes(m, b.x[1])) << w->second;
        if (e != 0) {
            uint64_t h = window_in_set(w, &b, m->vhex);
            e &= (h >> 1) & (h >> 2);
            in |= e | e << 1 | e << 2;
        }
    }
    w->loop[vi % WINDOW_CACHE] = (uint8_t)vi;
    w->mask[vi % WINDOW_CACHE] = in;
    return in;
}

static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint64_t
window_get(const struct urival__machine *m, struct window *w, unsigned vi)
{
    return w->loop[vi % WINDOW_CACHE] == vi ? w->mask[vi % WINDOW_CACHE] : window_mask(m, w, vi);
}

/* The window of input of len >= WINDOW_BYTES (at base) that starts at
 * offset at, or ends with the input. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) void
window_from(struct window *w, const struct urival__machine *m, const unsigned char *base, size_t at,
            size_t len)
{
    size_t start = at < len - WINDOW_BYTES ? at : len - WINDOW_BYTES;
    window_load(w, m, base + start, start, 32);
}

/* Input of WINDOW_BYTES or more: from p (before pe), over the bytes of loop vi,
 * moving the window along when the run reaches its end, or an escape that
 * its end cuts in two. */
static __attribute__((noinline, target("avx2,bmi,bmi2"))) const unsigned char *
window_skip(const struct urival__machine *m, struct window *w, unsigned vi,
            const unsigned char *base, const unsigned char *p, const unsigned char *pe)
{
    const size_t len = (size_t)(pe - base);
    if ((size_t)(p - base) - w->start >= WINDOW_BYTES)
        window_from(w, m, base, (size_t)(p - base), len);
    for (;;) {
        size_t at = (size_t)(p - base), end = w->start + WINDOW_BYTES;
        uint64_t rest = ~(window_get(m, w, vi) >> (at - w->start));
        p = rest != 0 ? p + __builtin_ctzll(rest) : base + end;
        at = (size_t)(p - base);
        /* The run ends inside the window, unless at a "%" among its last
         * two bytes, which a window starting there judges (the input's
         * own last two bytes are judged). */
        if (at < end && (at + 2 < end || end == len || *p != m->vesc))
            return p;
        if (p == pe)
            return p;
        window_from(w, m, base, at, len);
    }
}

/* The skip over the bytes of loop vi from p (before pe). */
#define WINDOW_SKIP(vi)                                                                            \
    p = one_window ? p + __builtin_ctzll(~(window_get(m, w, vi) >> (p - base)))                    \
                   : window_skip(m, w, vi, base, p, pe)

/* The plain bytes of x, a bit each. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint64_t
plain_bits(const struct urival__machine *m, __m256i x)
{
    return vector_in_set(x, nibble_bits(x), m->vplain);
}

/* Input of 65 to 127 bytes: the plain bytes of the whole input in two
 * words, lo for the first 64 and hi for the rest, so that no plain run
 * needs the window to slide. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) const unsigned char *
plain_end2(uint64_t lo, uint64_t hi, const unsigned char *base, const unsigned char *p)
{
    size_t off = (size_t)(p - base);
    if (off < WINDOW_BYTES) {
        uint64_t rest = ~(lo >> off);
        if (rest != 0 && (size_t)__builtin_ctzll(rest) < WINDOW_BYTES - off)
            return p + __builtin_ctzll(rest);
        return base + WINDOW_BYTES + __builtin_ctzll(~hi);
    }
    return p + __builtin_ctzll(~(hi >> (off - WINDOW_BYTES)));
}

/* How many bytes that keep the state without being plain the eight hook
 * steps over before it asks for the loop's own mask: a trade between the
 * corpora's paths, whose "/" a hop passes, and URIs of short words, which
 * lose what a mask costs.  2 measured best before the plain set took in
 * the sub-delimiters; since, 4 takes 3% to 6% off the corpora's
 * instructions and time (on Cascade Lake; Zen 3 found it within noise of
 * 2 before that change); RESULTS.md.  -DPLAIN_HOPS=N to measure. */
#ifndef PLAIN_HOPS
#define PLAIN_HOPS 4
#endif

/* The end of the run of plain bytes from p as far as the window shows it:
 * the window's end where they reach it (the caller then tests the byte
 * there as any other, and a plain byte there costs a hop), NULL where p is
 * past the window or at its first byte with every byte after it plain.
 * Telling the window's end apart cost more instructions than the byte's
 * test it saves. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) const unsigned char *
plain_end(const struct window *w, const unsigned char *base, const unsigned char *p)
{
    size_t off = (size_t)(p - base) - w->start;
    uint64_t rest;
    if (off >= WINDOW_BYTES)
        return NULL;
    rest = ~(w->plain >> off); /* ones from the window's end on */
    return rest != 0 ? p + __builtin_ctzll(rest) : NULL;
}

/* The same for input of WINDOW_BYTES or more, sliding the window along. */
static __attribute__((noinline, target("avx2,bmi,bmi2"))) const unsigned char *
plain_slide(const struct urival__machine *m, struct window *w, const unsigned char *base,
            const unsigned char *p, const unsigned char *pe)
{
    const size_t len = (size_t)(pe - base);
    const unsigned char *q;
    if ((size_t)(p - base) - w->start < WINDOW_BYTES)
        p = base + w->start + WINDOW_BYTES; /* plain to the window's end */
    while (p < pe) {
        window_from(w, m, base, (size_t)(p - base), len);
        if ((q = plain_end(w, base, p)) != NULL)
            return q;
        p = base + w->start + WINDOW_BYTES;
    }
    return pe;
}

/* The end of the plain run from p (before pe) in whichever form run_window
 * has the plain bits (see there). */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) const unsigned char *
plain_skip(const struct urival__machine *m, struct window *w, uint64_t lo, uint64_t hi,
           const unsigned char *base, const unsigned char *p, const unsigned char *pe,
           const int one_window, const int two_windows)
{
    const unsigned char *q;
    if (two_windows)
        return plain_end2(lo, hi, base, p);
    q = plain_end(w, base, p);
    return q != NULL ? q : one_window ? p : plain_slide(m, w, base, p, pe);
}

/* After eight bytes that keep the state, in a loop that keeps the plain
 * set: over the plain bytes, then over up to PLAIN_HOPS bytes that keep
 * the state without being plain, then the loop's own mask.  Where the
 * plain bytes end at a byte that leaves the loop, the break takes its
 * transition at once, as LEAVE_AT would, instead of testing the byte
 * again in the scalar loop (3-27 fewer instructions a line; testing the
 * byte after the eight that way too, before the plain skip, cost time).  A loop
 * without the plain set (a port's digits) stays scalar: its runs are
 * short, and a mask for each cost more than it saved. */
#define WINDOW_AFTER_EIGHT()                                                                       \
    if (p < pe) {                                                                                  \
        unsigned vi = m->vloop_of[row >> shift];                                                   \
        int leaves = 0;                                                                            \
        if (vi != 0 && m->vloop[vi].plain) {                                                       \
            unsigned hops = PLAIN_HOPS;                                                            \
            for (;;) {                                                                             \
                p = plain_skip(m, w, plain_lo, plain_hi, base, p, pe, one_window, two_windows);    \
                if (p == pe)                                                                       \
                    break;                                                                         \
                if (!IN_LOOP(0)) {                                                                 \
                    leaves = 1;                                                                    \
                    break;                                                                         \
                }                                                                                  \
                if (hops-- == 0) {                                                                 \
                    WINDOW_SKIP(vi);                                                               \
                    break;                                                                         \
                }                                                                                  \
                p++;                                                                               \
            }                                                                                      \
        }                                                                                          \
        if (leaves)                                                                                \
            break; /* to the transition at p, its class in c */                                    \
    }

/* Before the transition that an escape would take: where the state's loop
 * takes escapes, the escape is skipped with the run around it.  The
 * scalar loop would take three transitions and start counting eight bytes
 * again, so that a run with an escape every few bytes would never reach
 * the skip.  An escape without its two digits is left to the transition. */
#define WINDOW_AT_ESCAPE()                                                                         \
    if (c == escape_class) {                                                                       \
        unsigned vi = m->vloop_of[row >> shift];                                                   \
        if (vi != 0 && m->vloop[vi].escape) {                                                      \
            const unsigned char *from = p;                                                         \
            WINDOW_SKIP(vi);                                                                       \
            if (p != from)                                                                         \
                continue;                                                                          \
        }                                                                                          \
    }

/* The table run over a loaded window.  escapes: whether the input may
 * hold the escape byte; without one, no transition asks whether it is one (a
 * compare and a branch at every transition, which lines of short runs
 * feel: bench/RESULTS.md). */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint32_t
run_window_loop(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                const unsigned char *pe, struct window *w, uint64_t plain_lo, uint64_t plain_hi,
                const int one_window, const int two_windows, const int escapes)
{
    const unsigned char *const base = p;
    /* The class, not the byte: the loop has it in a register (a class
     * that "%" shares with other bytes only costs a skip that finds none). */
    const unsigned escape_class = m->class_of[m->vesc];
    if (escapes) {
        RUN_BODY_HOOKS(WINDOW_AT_ESCAPE, NO_VSKIP, WINDOW_AFTER_EIGHT);
    } else {
        RUN_BODY_HOOKS(NO_NOTE, NO_VSKIP, WINDOW_AFTER_EIGHT);
    }
}

/* 32 <= pe - p < URIVAL__WINDOW_MAX.  one_window when pe - p <
 * WINDOW_BYTES, two_windows from WINDOW_BYTES + 1 to TWO_WINDOWS_MAX - 1
 * (the plain bits of the whole input in plain_lo and plain_hi); constants
 * where it is inlined, so that each case is compiled on its own. */
static inline __attribute__((always_inline, target("avx2,bmi,bmi2"))) uint32_t
run_window(const struct urival__machine *m, uint32_t row, const unsigned char *p,
           const unsigned char *pe, const int one_window, const int two_windows)
{
    const size_t len = (size_t)(pe - p);
    struct window w;
    uint64_t plain_lo = 0, plain_hi = 0;
    int escapes = window_load(&w, m, p, 0, one_window ? (unsigned)(pe - p) - 32 : 32);
    if (two_windows) {
        /* The last 64 bytes' plain bits, moved down to start at offset
         * 64 (len is 65 to 127: a shift of 1 to 63). */
        const __m256i x = _mm256_loadu_si256((const __m256i *)(pe - 64));
        const __m256i y = _mm256_loadu_si256((const __m256i *)(pe - 32));
        uint64_t tail = plain_bits(m, x) | plain_bits(m, y) << 32;
        plain_lo = w.plain;
        plain_hi = tail >> (128 - len);
        escapes |= escape_in(m, x, y);
    } else if (len > WINDOW_BYTES) {
        escapes = 1; /* past the window: not known, and not worth a pass */
    }
    if (escapes)
        return run_window_loop(m, row, p, pe, &w, plain_lo, plain_hi, one_window, two_windows, 1);
    return run_window_loop(m, row, p, pe, &w, plain_lo, plain_hi, one_window, two_windows, 0);
}

static inline __attribute__((always_inline, target("sse4.2"))) uint32_t
run_sse42(const struct urival__machine *m, uint32_t row, const unsigned char *p,
          const unsigned char *pe)
{
    RUN_BODY(VSKIP_SSE42);
}

/* Out of line: a function of its own keeps the skip's blocks together
 * (inlined beside the window's loops, gcc placed the escape test of every
 * vector a kilobyte from the rest: @gen-1k 4% slower). */
static __attribute__((noinline, target("avx2,bmi,bmi2"))) uint32_t
run_avx2(const struct urival__machine *m, uint32_t row, const unsigned char *p,
         const unsigned char *pe)
{
    RUN_BODY(VSKIP_AVX2);
}

__attribute__((target("sse4.2"))) uint32_t urival__run_sse42(const struct urival__machine *m,
                                                             uint32_t row, const unsigned char *p,
                                                             const unsigned char *pe)
{
    if (pe - p < URIVAL__SKIP_MIN)
        return urival__run_plain(m, row, p, pe);
    return run_sse42(m, row, p, pe);
}

__attribute__((target("avx2,bmi,bmi2"))) uint32_t urival__run_avx2(const struct urival__machine *m,
                                                                   uint32_t row,
                                                                   const unsigned char *p,
                                                                   const unsigned char *pe)
{
    if (pe - p < URIVAL__VECTOR_MIN)
        return urival__run_plain(m, row, p, pe);
    if (pe - p < WINDOW_BYTES)
        return run_window(m, row, p, pe, 1, 0);
    if (pe - p > WINDOW_BYTES && pe - p < TWO_WINDOWS_MAX)
        return run_window(m, row, p, pe, 0, 1);
    if (pe - p < URIVAL__WINDOW_MAX)
        return run_window(m, row, p, pe, 0, 0);
    return run_avx2(m, row, p, pe);
}
#else
/* ISO C wants a declaration in every file. */
typedef int urival__no_simd_x86;
#endif
