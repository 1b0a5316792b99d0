/* buf.h - the bounded writer behind every function that produces a string,
 * the messages of error.c included.
 *
 * It follows snprintf: every byte asked for is counted, only those that fit
 * are stored, and the buffer always ends with a NUL when it has room for
 * one.  Positions can be written in any order (the path writer fills a
 * reserved stretch from its end), so writes are by position, not appends. */
#ifndef URIVAL_BUF_H
#define URIVAL_BUF_H

#include <stddef.h>
#include <stdint.h>
#include "core/internal.h"

struct urival__buf {
    char *buf;
    size_t cap;
    size_t len;   /* bytes counted so far: the length the result needs */
    int overflow; /* len would have passed SIZE_MAX */
};

/* Checks the (buf, cap) contract of the public functions: a NULL buffer
 * only with cap 0.  Returns URIVAL_OK or URIVAL_EINVAL.  Inline, like the
 * two below: every writer starts with them. */
static inline urival_status urival__buf_init(struct urival__buf *b, char *buf, size_t cap)
{
    b->buf = buf;
    b->cap = buf != NULL ? cap : 0;
    b->len = 0;
    b->overflow = 0;
    return buf == NULL && cap > 0 ? URIVAL_EINVAL : URIVAL_OK;
}

/* 1 when the output buf[0..cap) shares a byte with the input s[0..len).
 * Every writer refuses such an output with URIVAL_EINVAL before it reads
 * or writes a byte: writing over its own input would change what it reads
 * next, and the caller's input is never to be changed. */
static inline int urival__overlaps(const char *buf, size_t cap, const void *s, size_t len)
{
    /* Compared as integers: relational operators on pointers into
     * different objects are undefined in C. */
    uintptr_t o = (uintptr_t)buf, i = (uintptr_t)s;
    if (buf == NULL || s == NULL || cap == 0 || len == 0)
        return 0;
    /* Differences, not sums: a capacity near SIZE_MAX must not wrap. */
    return i >= o ? i - o < cap : o - i < len;
}

/* 1 when *out, a struct or a scalar a function fills (NULL: none), shares
 * a byte with the input in[0..len) (a len above URIVAL_MAX_INPUT is left
 * to the input's own check, URIVAL_ERANGE): such an output is refused with
 * URIVAL_EINVAL before anything is written, as an overlapping buffer is,
 * since clearing it first would change the input it was to describe. */
#define URIVAL__OUT_OVER(out, in, len)                                                             \
    ((out) != NULL && (len) <= URIVAL_MAX_INPUT &&                                                 \
     urival__overlaps((const char *)(out), sizeof *(out), (in), (len)))

/* 1 when err (an error record a function fills, NULL: none) lies over the
 * input in[0..len), and err is then set to NULL: the call is refused with
 * URIVAL_EINVAL and writes its other outputs as for any refusal, never
 * that err, whose record would change the input it describes. */
#define URIVAL__ERR_OVER(err, in, len) (URIVAL__OUT_OVER(err, in, len) ? ((err) = NULL, 1) : 0)

/* The status st of a call, URIVAL_EINVAL where it was URIVAL_OK and *errp
 * lies over the input in[0..len) (*errp then NULL, as URIVAL__ERR_OVER()). */
static inline urival_status urival__err_apart(urival_error **errp, const void *in, size_t len,
                                              urival_status st)
{
    return URIVAL__ERR_OVER(*errp, in, len) && st == URIVAL_OK ? URIVAL_EINVAL : st;
}

/* The output contract of every writer, checked once: urival__buf_init(),
 * then no overlap with any of the n inputs (pointer, length) in in[].
 * Returns URIVAL_OK or URIVAL_EINVAL. */
struct urival__input {
    const void *s;
    size_t len;
};
static inline urival_status urival__buf_open(struct urival__buf *b, char *buf, size_t cap,
                                             const struct urival__input *in, size_t n)
{
    urival_status st = urival__buf_init(b, buf, cap);
    size_t i;
    for (i = 0; st == URIVAL_OK && i < n; i++)
        if (urival__overlaps(buf, cap, in[i].s, in[i].len))
            st = URIVAL_EINVAL;
    return st;
}

/* The start of every writer: each of the n inputs' (pointer, length)
 * contract, then the output's (urival__buf_open()), then verdict, the
 * writer's own judgement of its other arguments (URIVAL_OK, or
 * URIVAL_EINVAL for unknown flag bits, an unknown set, ...).  A failure is
 * recorded in err (when not NULL) and leaves 0 in *needed and "" in buf,
 * except when buf overlaps an input: that "" would change the input. */
urival_status urival__buf_begin(struct urival__buf *b, const struct urival__input *in, size_t n,
                                urival_status verdict, char *buf, size_t cap, size_t *needed,
                                urival_error *err) URIVAL_HIDDEN;

/* Counts n more bytes and returns the position of the first, so that the
 * caller can fill them with urival__buf_set(). */
size_t urival__buf_reserve(struct urival__buf *b, size_t n) URIVAL_HIDDEN;

/* Stores byte c at position pos when pos leaves room for the final NUL. */
void urival__buf_set(struct urival__buf *b, size_t pos, unsigned c) URIVAL_HIDDEN;

/* Stores the n bytes at p from position pos on, as urival__buf_set()
 * stores each. */
void urival__buf_set_run(struct urival__buf *b, size_t pos, const void *p, size_t n) URIVAL_HIDDEN;

/* Appends n bytes. */
void urival__buf_put(struct urival__buf *b, const void *p, size_t n) URIVAL_HIDDEN;

/* Appends one byte. */
void urival__buf_byte(struct urival__buf *b, unsigned c) URIVAL_HIDDEN;

/* Appends the NUL-terminated string s (message text). */
void urival__buf_str(struct urival__buf *b, const char *s) URIVAL_HIDDEN;

/* Appends s[0..n) quoted for a message: printable ASCII as is (with \"
 * and \\), everything else as \xHH, so that no control byte of a hostile
 * input reaches the terminal that shows the message. */
void urival__buf_quoted(struct urival__buf *b, const unsigned char *s, size_t n) URIVAL_HIDDEN;

/* Terminates the output, stores the needed length in *needed (when not
 * NULL), and returns URIVAL_OK, or URIVAL_ERANGE when the length could not
 * be counted (the output is then emptied). */
urival_status urival__buf_finish(struct urival__buf *b, size_t *needed) URIVAL_HIDDEN;

/* Empties the output after a failure: "" in the buffer, 0 in *needed. */
urival_status urival__buf_fail(char *buf, size_t cap, size_t *needed,
                               urival_status status) URIVAL_HIDDEN;

#endif
