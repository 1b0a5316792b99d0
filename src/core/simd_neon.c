/* simd_neon.c - the table run with its self-loop skip done 16 bytes at a
 * time on AArch64 (Advanced SIMD, part of every AArch64 CPU, so no run-time
 * check).  The method is simd_x86.c's: each state's self-loop as a byte set
 * from the generator, classified with two table look-ups by low nibble and
 * a bit picked by high nibble, the machine's escape taken as a unit; the
 * scalar loop of run.h takes every transition.  Loads stay inside [p, pe). */
#include "config.h"
#include "core/run.h"

#if URIVAL_SIMD_NEON
#include <arm_neon.h>

/* Bit i & 7 for high nibble i: the bit of struct urival__vloop to test. */
static const uint8_t nibble_bit[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };

/* Four bits per byte, set where the byte of v is zero: NEON has no
 * movemask, a narrowing shift gives one 64-bit mask instead. */
static inline uint64_t zero_bytes(uint8x16_t v)
{
    uint8x16_t z = vceqzq_u8(v);
    return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(z), 4)), 0);
}

/* The bits of the bytes of x in the set (lo, hi): a look-up gives 0 for an
 * index of 16 or more, so x & 0x8f answers for bytes below 0x80 from lo
 * and (x ^ 0x80) & 0x8f for the others from hi. */
static inline uint8x16_t in_set(uint8x16_t x, uint8x16_t lo, uint8x16_t hi, uint8x16_t bit)
{
    const uint8x16_t keep = vdupq_n_u8(0x8f);
    uint8x16_t a = vqtbl1q_u8(lo, vandq_u8(x, keep));
    uint8x16_t b = vqtbl1q_u8(hi, vandq_u8(veorq_u8(x, vdupq_n_u8(0x80)), keep));
    return vandq_u8(vorrq_u8(a, b), bit);
}

static inline const unsigned char *skip_neon(const struct urival__machine *m,
                                             const struct urival__vloop *v, const unsigned char *p,
                                             const unsigned char *pe)
{
    const uint8x16_t lo = vld1q_u8(v->bits), hi = vld1q_u8(v->bits + 16);
    const uint8x16_t hlo = vld1q_u8(m->vhex), hhi = vld1q_u8(m->vhex + 16);
    const uint8x16_t bitsel = vld1q_u8(nibble_bit), pct = vdupq_n_u8(m->vesc);
    while (pe - p >= 16) {
        const uint8x16_t x = vld1q_u8(p);
        const uint8x16_t bit = vqtbl1q_u8(bitsel, vshrq_n_u8(x, 4));
        uint64_t out = zero_bytes(in_set(x, lo, hi, bit));
        unsigned at;
        if (out != 0 && v->escape) {
            uint64_t h = ~zero_bytes(in_set(x, hlo, hhi, bit));
            uint64_t e = ~zero_bytes(vceqq_u8(x, pct));
            e &= (h >> 4) & (h >> 8);
            out &= ~(e | e << 4 | e << 8);
        }
        if (out == 0) {
            p += 16;
            continue;
        }
        at = (unsigned)__builtin_ctzll(out) / 4;
        p += at;
        /* An escape among the last two bytes is judged from the next
         * vector, which starts at it. */
        if (at == 0 || at < 14 || !v->escape)
            break;
    }
    return p;
}

/* As on x86: only where the first byte stays in the loop. */
#define VSKIP_NEON()                                                                               \
    if (pe - p >= 16) {                                                                            \
        unsigned vi = m->vloop_of[row >> shift];                                                   \
        if (vi != 0 && (IN_LOOP(0) || (m->vloop[vi].escape && p[0] == m->vesc)))                   \
            p = skip_neon(m, &m->vloop[vi], p, pe);                                                \
    }

static ALWAYS_INLINE uint32_t run_neon(const struct urival__machine *m, uint32_t row,
                                       const unsigned char *p, const unsigned char *pe)
{
    RUN_BODY(VSKIP_NEON);
}

uint32_t urival__run_neon(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                          const unsigned char *pe)
{
    if (pe - p < URIVAL__SKIP_MIN)
        return urival__run_plain(m, row, p, pe);
    return run_neon(m, row, p, pe);
}
#else
/* ISO C wants a declaration in every file. */
typedef int urival__no_simd_neon;
#endif
