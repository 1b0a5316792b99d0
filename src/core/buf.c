/* buf.c - the bounded writer; see buf.h. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "core/buf.h"

urival_status urival__buf_begin(struct urival__buf *b, const struct urival__input *in, size_t n,
                                urival_status verdict, char *buf, size_t cap, size_t *needed,
                                urival_error *err)
{
    urival_status st = URIVAL_OK;
    for (size_t i = 0; st == URIVAL_OK && i < n; i++)
        st = urival__check_input(in[i].s, in[i].len);
    /* *needed and *err are outputs as buf is: one over an input is refused
     * and left alone, since writing it would change that input. */
    for (size_t i = 0; st == URIVAL_OK && i < n; i++)
        if (URIVAL__OUT_OVER(needed, in[i].s, in[i].len) ||
            URIVAL__OUT_OVER(err, in[i].s, in[i].len)) {
            /* buf is left unchecked, so left alone: it may lie over an
             * input too. */
            needed = NULL;
            err = NULL;
            buf = NULL;
            cap = 0;
            st = URIVAL_EINVAL;
        }
    if (st == URIVAL_OK && (st = urival__buf_open(b, buf, cap, in, n)) != URIVAL_OK) {
        /* The output is NULL or lies over an input: nothing may go there. */
        buf = NULL;
        cap = 0;
    }
    if (st == URIVAL_OK)
        st = verdict;
    if (st == URIVAL_OK)
        return URIVAL_OK;
    urival__refuse(err, st);
    return urival__buf_fail(buf, cap, needed, st);
}

size_t urival__buf_reserve(struct urival__buf *b, size_t n)
{
    size_t at = b->len;
    if (n > SIZE_MAX - b->len) {
        b->overflow = 1;
        b->len = SIZE_MAX;
    } else {
        b->len += n;
    }
    return at;
}

void urival__buf_set(struct urival__buf *b, size_t pos, unsigned c)
{
    /* cap - 1 is kept for the NUL; cap 0 stores nothing at all. */
    if (b->cap > 0 && pos < b->cap - 1)
        b->buf[pos] = (char)c;
}

void urival__buf_set_run(struct urival__buf *b, size_t pos, const void *p, size_t n)
{
    if (b->cap == 0 || pos >= b->cap - 1)
        return;
    if (n > b->cap - 1 - pos)
        n = b->cap - 1 - pos;
    memcpy(b->buf + pos, p, n);
}

void urival__buf_put(struct urival__buf *b, const void *p, size_t n)
{
    size_t at = urival__buf_reserve(b, n);
    /* n == 0 may come with p NULL (an empty, defined component), which
     * memcpy() must not be given even for no bytes. */
    if (n == 0 || b->overflow || b->cap == 0 || at >= b->cap - 1)
        return;
    if (n > b->cap - 1 - at)
        n = b->cap - 1 - at;
    memcpy(b->buf + at, p, n);
}

void urival__buf_byte(struct urival__buf *b, unsigned c)
{
    size_t at = urival__buf_reserve(b, 1);
    if (!b->overflow)
        urival__buf_set(b, at, c);
}

void urival__buf_str(struct urival__buf *b, const char *s)
{
    urival__buf_put(b, s, strlen(s));
}

void urival__buf_quoted(struct urival__buf *b, const unsigned char *s, size_t n)
{
    char tmp[8];
    urival__buf_byte(b, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned c = s[i];
        if (c == '"' || c == '\\') {
            urival__buf_byte(b, '\\');
            urival__buf_byte(b, c);
        } else if (c >= 0x20 && c < 0x7f) {
            urival__buf_byte(b, c);
        } else {
            snprintf(tmp, sizeof tmp, "\\x%02X", c);
            urival__buf_put(b, tmp, 4);
        }
    }
    urival__buf_byte(b, '"');
}

urival_status urival__buf_finish(struct urival__buf *b, size_t *needed)
{
    if (b->overflow)
        return urival__buf_fail(b->buf, b->cap, needed, URIVAL_ERANGE);
    if (b->cap > 0)
        b->buf[b->len < b->cap ? b->len : b->cap - 1] = '\0';
    if (needed != NULL)
        *needed = b->len;
    return URIVAL_OK;
}

urival_status urival__buf_fail(char *buf, size_t cap, size_t *needed, urival_status status)
{
    if (buf != NULL && cap > 0)
        buf[0] = '\0';
    if (needed != NULL)
        *needed = 0;
    return status;
}
