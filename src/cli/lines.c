/* lines.c - the block line reader; see lines.h. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/lines.h"

/* The size of a read; a test may make it a variable. */
#ifndef LINES_BLOCK
#define LINES_BLOCK LINES_BLOCK_SIZE
#endif

void lines_init(struct lines *r, int fd, size_t max_line)
{
    memset(r, 0, sizeof *r);
    r->fd = fd;
    r->max_line = max_line;
}

void lines_free(struct lines *r)
{
    free(r->buf);
    r->buf = NULL;
}

unsigned long long lines_consumed(const struct lines *r)
{
    return r->read_total - (r->end - r->start);
}

/* Makes room for at least one more block after r->end, moving the unread
 * part to the front first and growing only when that is not enough.  The
 * buffer doubles, but never past what a line of max_line bytes, its
 * terminator and one block need: a line longer than that is known too long
 * before the buffer must grow again, so a limit of 1 GiB costs about 1 GiB,
 * not 2. */
static int make_room(struct lines *r)
{
    size_t pending = r->end - r->start;
    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, pending);
        r->start = 0;
        r->end = pending;
    }
    if (r->cap - r->end < LINES_BLOCK) {
        size_t want;
        char *nb;
        if (r->cap > (size_t)-1 / 4 - LINES_BLOCK) {
            r->error = ENOMEM;
            return -1;
        }
        want = r->cap < LINES_BLOCK ? 2 * LINES_BLOCK : r->cap * 2;
        if (!r->parts && r->max_line > 0 && r->max_line <= (size_t)-1 / 4) {
            size_t enough = r->max_line + 2 + LINES_BLOCK;
            if (want > enough && enough >= r->end + LINES_BLOCK)
                want = enough;
        }
        nb = cli_realloc(r->buf, want);
        if (nb == NULL) {
            r->error = ENOMEM;
            return -1;
        }
        r->buf = nb;
        r->cap = want;
    }
    return 0;
}

static int fill(struct lines *r)
{
    ssize_t n;
    if (make_room(r) != 0)
        return -1;
    do
        n = read(r->fd, r->buf + r->end, r->cap - r->end);
    while (n < 0 && errno == EINTR);
    if (n < 0) {
        r->error = errno;
        return -1;
    }
    if (n == 0)
        r->eof = 1;
    r->end += (size_t)n;
    r->read_total += (unsigned long long)n;
    return 0;
}

/* The length of a line's last n bytes once its terminator is known: one
 * less when they end in the "\r" of a CRLF (or of the input's end) that is
 * not kept. */
static size_t strip_cr(const struct lines *r, const char *s, size_t n)
{
    return n > 0 && s[n - 1] == '\r' && !r->keep_cr ? n - 1 : n;
}

/* Discards input up to and including the next newline, adding what it
 * skips to *skipped; *last is the last byte before the newline (or the
 * end of input), for a "\r" to be left out of the count. */
static int skip_rest(struct lines *r, unsigned long long *skipped, char *last)
{
    for (;;) {
        size_t avail = r->end - r->start;
        char *nl = memchr(r->buf + r->start, '\n', avail);
        size_t n = nl != NULL ? (size_t)(nl - (r->buf + r->start)) : avail;
        if (n > 0)
            *last = r->buf[r->start + n - 1];
        *skipped += n;
        r->start += n;
        if (nl != NULL) {
            r->start++;
            return 0;
        }
        if (r->eof)
            return 0;
        if (fill(r) != 0)
            return -1;
    }
}

enum line_status lines_part(struct lines *r, const char **part, size_t *len)
{
    for (;;) {
        size_t avail = r->end - r->start;
        const char *p = r->buf + r->start;
        const char *nl = avail > 0 ? memchr(p, '\n', avail) : NULL;
        if (nl != NULL || r->eof) {
            size_t n = nl != NULL ? (size_t)(nl - p) : avail;
            r->start += n + (nl != NULL ? 1 : 0);
            *part = p;
            *len = strip_cr(r, p, n);
            r->in_part = 0;
            return LINE_OK;
        }
        /* A "\r" at the end of what was read may be the CR of a CRLF: it
         * waits in the buffer until the next byte says. */
        if (strip_cr(r, p, avail) > 0) {
            *part = p;
            *len = strip_cr(r, p, avail);
            r->start += *len;
            return LINE_PART;
        }
        if (fill(r) != 0)
            return LINE_ERROR;
    }
}

enum line_status lines_next(struct lines *r, const char **line, size_t *len)
{
    size_t scanned = 0;
    if (r->in_part) {
        /* The caller left a line in parts: skip what is left of it. */
        unsigned long long skipped = 0;
        char last = 0;
        r->in_part = 0;
        if (skip_rest(r, &skipped, &last) != 0)
            return LINE_ERROR;
    }
    for (;;) {
        size_t avail = r->end - r->start;
        char *nl =
            avail > scanned ? memchr(r->buf + r->start + scanned, '\n', avail - scanned) : NULL;
        if (nl != NULL || (r->eof && avail > 0)) {
            size_t n = nl ? (size_t)(nl - (r->buf + r->start)) : avail;
            *line = r->buf + r->start;
            r->start += n + (nl ? 1 : 0);
            n = strip_cr(r, *line, n);
            *len = n;
            r->number++;
            return r->max_line > 0 && n > r->max_line ? LINE_TOO_LONG : LINE_OK;
        }
        if (r->eof)
            return LINE_END;
        scanned = avail;
        if (r->parts && avail >= LINES_BLOCK) {
            /* Longer than a block: handed out as it comes, never held. */
            r->in_part = 1;
            r->number++;
            return lines_part(r, line, len);
        }
        if (!r->parts && r->max_line > 0 && avail > r->max_line + 1) {
            /* Too long: keep the start for the report, skip the rest
             * without ever holding it. */
            unsigned long long total = r->max_line;
            size_t head = r->max_line < LINES_HEAD ? r->max_line : LINES_HEAD;
            char last = r->buf[r->start + r->max_line - 1];
            memcpy(r->head, r->buf + r->start, head);
            r->start += r->max_line;
            if (skip_rest(r, &total, &last) != 0)
                return LINE_ERROR;
            if (last == '\r' && !r->keep_cr)
                total--;
            *line = r->head;
            *len = total > (size_t)-1 ? (size_t)-1 : (size_t)total;
            r->number++;
            return LINE_TOO_LONG;
        }
        if (fill(r) != 0)
            return LINE_ERROR;
    }
}

enum line_status lines_block(struct lines *r, const char **s, size_t *n)
{
    size_t scanned = 0; /* bytes from r->start known to hold no "\n" */
    if (r->in_part)
        return LINE_END;
    for (;;) {
        size_t avail = r->end - r->start, k = avail;
        const char *p = avail > 0 ? r->buf + r->start : NULL; /* no buffer before a read */
        /* The last "\n" of a block is near its end: a search backwards
         * costs the last line's bytes, not the block's. */
        while (k > scanned && p[k - 1] != '\n')
            k--;
        if (k > scanned) {
            *s = p;
            *n = k;
            r->start += k;
            return LINE_OK;
        }
        /* Without parts, a line past max_line is lines_next()'s to skip
         * before the buffer grows for it. */
        if (r->eof || avail >= LINES_BLOCK ||
            (!r->parts && r->max_line > 0 && avail > r->max_line + 1))
            return LINE_END;
        scanned = avail;
        if (fill(r) != 0)
            return LINE_ERROR;
    }
}
