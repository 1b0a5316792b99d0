/* run.h - the table loop, shared by the scalar run (match.c) and the
 * vector ones (simd_x86.c, simd_neon.c), which differ only in how a run of
 * self-looping bytes is skipped.  Internal to src/core. */
#ifndef URIVAL_RUN_H
#define URIVAL_RUN_H

#include "core/internal.h"

#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define OUT_OF_LINE __attribute__((noinline, cold))
#else
#define ALWAYS_INLINE inline
#define OUT_OF_LINE
#endif

/* The hot loop.  Where the state loops on itself (inside a segment, a
 * query, a host name), bytes are only classified, each test independent of
 * the last, until one leaves the loop; only then is a transition taken.
 * The tests run eight bytes at a time while eight remain, so that the end
 * of the input is checked once per eight bytes, not per byte.  The dead row
 * leads to itself, so one test per transition suffices.
 * Before the scalar tests, vskip() may move p over a run of bytes that keep
 * the state (the vector engines); the scalar tests then find where the run
 * ends and take the transition, so the vector code never steps. */
/* The unrolled tests read as lines of four; clang-format would not keep them. */
/* clang-format off */
#define IN_LOOP(k) (((loop >> (c = cls[p[k]])) & 1u) != 0)
#define LEAVE_AT(k)                                                      \
    if (!IN_LOOP(k)) {                                                   \
        p += (k);                                                        \
        break;                                                           \
    }
/* record names a macro, called before every transition (NO_NOTE: none);
 * it may move p over bytes that keep the state and `continue`, taking no
 * transition. */
#define NO_NOTE() ((void)0)
/* vskip names a macro run once per state reached (NO_VSKIP: none). */
#define NO_VSKIP() ((void)0)
/* after names a macro run after every transition (NO_NOTE: none). */
/* eight names a macro run after each eight bytes that keep the state
 * (NO_NOTE: none): a run that long may be skipped to its end, and where
 * the byte at p leaves the state (c its class) the macro may `break` to
 * take its transition, as LEAVE_AT does. */
#define RUN_LOOP_EIGHT(next, record, keep, vskip, after, eight)          \
    while (p < pe) {                                                     \
        uint64_t loop = skip[row >> shift] & (keep);                     \
        unsigned c;                                                      \
        vskip();                                                         \
        for (;;) {                                                       \
            if (pe - p >= 8) {                                           \
                LEAVE_AT(0) LEAVE_AT(1) LEAVE_AT(2) LEAVE_AT(3)          \
                LEAVE_AT(4) LEAVE_AT(5) LEAVE_AT(6) LEAVE_AT(7)          \
                p += 8;                                                  \
                eight();                                                 \
            } else if (p == pe) {                                        \
                return row;                                              \
            } else if (IN_LOOP(0)) {                                     \
                p++;                                                     \
            } else {                                                     \
                break;                                                   \
            }                                                            \
        }                                                                \
        record();                                                        \
        p++;                                                             \
        row = (next)[row + c];                                           \
        if (row == 0)                                                    \
            return 0;                                                    \
        after();                                                         \
    }
#define RUN_LOOP(next, record, keep, vskip, after)                       \
    RUN_LOOP_EIGHT(next, record, keep, vskip, after, NO_NOTE)
/* clang-format on */

/* A run function: the body of urival__run() with the skip vskip (and
 * record and eight, RUN_LOOP_EIGHT's), for the 16-bit and the 32-bit
 * transition tables. */
#define RUN_BODY_HOOKS(record, vskip, eight)                                                       \
    const uint8_t *cls = m->class_of;                                                              \
    const uint64_t *skip = m->skip;                                                                \
    const unsigned shift = m->shift;                                                               \
    if (m->next16 != NULL) {                                                                       \
        const uint16_t *next = m->next16;                                                          \
        RUN_LOOP_EIGHT(next, record, ~(uint64_t)0, vskip, NO_NOTE, eight)                          \
    } else {                                                                                       \
        const uint32_t *next = m->next32;                                                          \
        RUN_LOOP_EIGHT(next, record, ~(uint64_t)0, vskip, NO_NOTE, eight)                          \
    }                                                                                              \
    return row
#define RUN_BODY(vskip) RUN_BODY_HOOKS(NO_NOTE, vskip, NO_NOTE)

/* The plain table run: the scalar engine, and every engine's run of input
 * too short for its vectors. */
static ALWAYS_INLINE uint32_t urival__run_plain(const struct urival__machine *m, uint32_t row,
                                                const unsigned char *p, const unsigned char *pe)
{
    RUN_BODY(NO_VSKIP);
}

/* The engines of urival__run().  Which ones a build has: URIVAL_SIMD
 * (config.h, configure --disable-simd turns it off) and the target. */
#ifndef URIVAL_SIMD
#define URIVAL_SIMD 0
#endif
#if URIVAL_SIMD && defined(__x86_64__) && defined(__GNUC__)
#define URIVAL_SIMD_X86 1
#else
#define URIVAL_SIMD_X86 0
#endif
#if URIVAL_SIMD && defined(__aarch64__) && defined(__ARM_NEON)
#define URIVAL_SIMD_NEON 1
#else
#define URIVAL_SIMD_NEON 0
#endif
#if !URIVAL_SIMD_X86 && !URIVAL_SIMD_NEON
#undef URIVAL_SIMD
#define URIVAL_SIMD 0
#endif

enum {
    URIVAL__ENGINE_SCALAR,
    URIVAL__ENGINE_SSE42,
    URIVAL__ENGINE_AVX2,
    URIVAL__ENGINE_NEON,
    URIVAL__ENGINES
};

/* Inputs shorter than this stay with the inlined scalar run and cost no
 * call: no vector engine does anything with them. */
#define URIVAL__VECTOR_MIN 32

/* The per-run skip pays from this length on: on the corpora's short lines
 * (45 to 71 bytes on average) its set-up, repeated for each run, cost more
 * than the runs it skipped (505 instructions per URI on web.txt from 32
 * bytes on, 429 from 64, 424 scalar).  Shorter input runs scalar, or on
 * the window skip where the engine has one (AVX2). */
#define URIVAL__SKIP_MIN 64

/* The AVX2 engine's window skip takes input shorter than this: it
 * classifies 64 bytes at once for each loop that a run of eight bytes or
 * more stays in, and pays where runs are a few dozen bytes long. */
#define URIVAL__WINDOW_MAX 256

typedef uint32_t urival__run_fn(const struct urival__machine *m, uint32_t row,
                                const unsigned char *p, const unsigned char *pe);

urival__run_fn urival__run_sse42 URIVAL_HIDDEN;
urival__run_fn urival__run_avx2 URIVAL_HIDDEN;
urival__run_fn urival__run_neon URIVAL_HIDDEN;

/* The run of engine e, or NULL when this build or this CPU lacks it. */
urival__run_fn *urival__engine_run(unsigned e) URIVAL_HIDDEN;

/* A test hook: makes urival__run() and urival_match() use engine e from now
 * on (0 when there is no such engine here).  The library never calls it:
 * it picks the best engine once, on first use. */
int urival__engine_use(unsigned e) URIVAL_HIDDEN;

#endif
