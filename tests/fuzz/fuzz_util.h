/* fuzz_util.h - what the fuzz targets share: CHECK, and the output
 * capacity protocol every string-producing function of urival.h follows.
 *
 * PRODUCE(st, out, outlen, small, CALL) runs CALL, an expression that may
 * use BUF, CAP and NEED (a size_t for the length the call reports), three
 * times:
 *   1. BUF NULL, CAP 0: learns the status and the length needed;
 *   2. BUF of exactly NEED + 1 bytes: the whole result, NUL-terminated;
 *   3. BUF of exactly small % (NEED + 2) bytes (0 gets a 1-byte canary):
 *      a truncated result, as snprintf truncates.
 * Every buffer is malloc'ed at exactly its capacity, so AddressSanitizer
 * reports any write past it.  Checks: the three calls agree on the status
 * and the length; a failure reports length 0 and leaves "" in a buffer with
 * room for it; cap 0 writes nothing; a truncated result is the beginning of
 * the whole one, NUL-terminated.  st gets the status, out a malloc'ed copy
 * of the whole result (NULL after a failure), outlen its length.
 *
 * For a function that returns the length instead of a status, write CALL
 * as (NEED = f(..., BUF, CAP), 0). */
#ifndef URIVAL_FUZZ_UTIL_H
#define URIVAL_FUZZ_UTIL_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"

#define CHECK(c)                                                                                   \
    do {                                                                                           \
        if (!(c))                                                                                  \
            fuzz_fail(#c, __FILE__, __LINE__);                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#include <stdio.h>
static inline void fuzz_fail(const char *what, const char *file, int line)
{
    fprintf(stderr, "\nINVARIANT FAILED: %s:%d: %s\n", file, line, what);
    abort();
}

static inline void *fuzz_alloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    CHECK(p != NULL);
    return p;
}

#define PRODUCE(st, out, outlen, small, CALL)                                                      \
    do {                                                                                           \
        char *BUF = NULL;                                                                          \
        size_t CAP = 0, NEED = 12345, need0_, cap_;                                                \
        int st_;                                                                                   \
        char canary_;                                                                              \
        (st) = (CALL);                                                                             \
        need0_ = NEED;                                                                             \
        if ((st) != URIVAL_OK)                                                                     \
            CHECK(need0_ == 0);                                                                    \
        CAP = need0_ + 1;                                                                          \
        BUF = fuzz_alloc(CAP);                                                                     \
        memset(BUF, 'Q', CAP);                                                                     \
        NEED = 12345;                                                                              \
        st_ = (CALL);                                                                              \
        CHECK(st_ == (st) && NEED == need0_ && BUF[need0_] == '\0');                               \
        (out) = BUF;                                                                               \
        (outlen) = need0_;                                                                         \
        if ((st) != URIVAL_OK) {                                                                   \
            free(BUF);                                                                             \
            (out) = NULL;                                                                          \
        }                                                                                          \
        cap_ = (size_t)(small) % (need0_ + 2);                                                     \
        if (cap_ == 0) {                                                                           \
            canary_ = 'Z';                                                                         \
            BUF = &canary_;                                                                        \
            CAP = 0;                                                                               \
        } else {                                                                                   \
            BUF = fuzz_alloc(cap_);                                                                \
            memset(BUF, 'Q', cap_);                                                                \
            CAP = cap_;                                                                            \
        }                                                                                          \
        NEED = 12345;                                                                              \
        st_ = (CALL);                                                                              \
        CHECK(st_ == (st) && NEED == need0_);                                                      \
        if (cap_ == 0) {                                                                           \
            CHECK(canary_ == 'Z');                                                                 \
        } else {                                                                                   \
            size_t keep_ = need0_ < cap_ - 1 ? need0_ : cap_ - 1;                                  \
            CHECK(BUF[keep_] == '\0');                                                             \
            if ((out) != NULL)                                                                     \
                CHECK(memcmp(BUF, (out), keep_) == 0);                                             \
            free(BUF);                                                                             \
        }                                                                                          \
    } while (0)

/* The error report of a failed match, parse or check: sane fields, and
 * both message writers bounded by the capacity they are given. */
static inline void fuzz_check_error(const urival_error *err, const char *s, size_t len,
                                    unsigned small)
{
    int st;
    char *msg;
    size_t n;
    CHECK(err->offset <= len);
    CHECK(err->rule_start <= err->offset);
    CHECK(err->rule != NULL);
    PRODUCE(st, msg, n, small, urival_error_message(err, s, len, BUF, CAP, &NEED));
    CHECK(st == 0 && n > 0 && strlen(msg) == n);
    free(msg);
    PRODUCE(st, msg, n, small >> 4, urival_error_expected(err, BUF, CAP, &NEED));
    CHECK(st == 0 && strlen(msg) == n);
    free(msg);
}

/* Bytes of a tiny PRNG, for chunk sizes and the like. */
static inline unsigned fuzz_rand(uint32_t *state)
{
    *state = *state * 1103515245u + 12345u;
    return (unsigned)(*state >> 16);
}

/* Splits data[0..size) at the first "\n": the part before, the part after. */
static inline void fuzz_split(const char *s, size_t n, const char **a, size_t *al, const char **b,
                              size_t *bl)
{
    const char *nl = memchr(s, '\n', n);
    *a = s;
    *al = nl ? (size_t)(nl - s) : n;
    *b = nl ? nl + 1 : s + n;
    *bl = nl ? n - *al - 1 : 0;
}

/* The whole of a target whose grammars the library was configured without
 * (configure --disable-urn, --disable-historic): it builds, runs and has
 * nothing to check. */
#define FUZZ_NOTHING_BUILT                                                                         \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                                   \
    {                                                                                              \
        (void)data;                                                                                \
        (void)size;                                                                                \
        return 0;                                                                                  \
    }

#endif
