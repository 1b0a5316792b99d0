/* lines.c - the block line reader; see lines.h. */
#define _POSIX_C_SOURCE 200809L /* posix_madvise() */
#include "config.h"             /* first: large files where off_t is 32 bits by default */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/lines.h"

/* The size of a read; a test may make it a variable. */
#ifndef LINES_BLOCK
#define LINES_BLOCK LINES_BLOCK_SIZE
#endif
/* The size of a mapped window; a test may make it a variable (a multiple
 * of the page size). */
#ifndef LINES_MAP_WINDOW
#define LINES_MAP_WINDOW LINES_MAP_WINDOW_SIZE
#endif

void lines_init(struct lines *r, int fd, size_t max_line)
{
    memset(r, 0, sizeof *r);
    r->fd = fd;
    r->max_line = max_line;
}

void lines_free(struct lines *r)
{
    free(r->copy); /* left by a fault in the middle of leave_map() */
    r->copy = NULL;
    free(r->held);
    r->held = NULL;
    r->held_cap = 0;
    free(r->notes);
    r->notes = NULL;
    if (r->mapped)
        munmap(r->buf, r->cap);
    else
        free(r->buf);
    r->buf = NULL;
    r->mapped = 0;
}

unsigned long long lines_consumed(const struct lines *r)
{
    return r->read_total - (r->end - r->start);
}

/* The size a buffer of cap bytes, used bytes of it holding input, grows
 * to so that one more block fits after them.  It doubles, but never past
 * what a line of max_line bytes, its terminator and one block need: a line
 * longer than that is known too long before the buffer must grow again, so
 * a limit of 1 GiB costs about 1 GiB, not 2. */
static size_t capacity_for(const struct lines *r, size_t cap, size_t used)
{
    size_t want = cap < LINES_BLOCK ? 2 * LINES_BLOCK : cap * 2;
    /* In parts mode no more than a block and a byte wait for a read: a
     * line is handed out in blocks as soon as it is known longer than one,
     * and the byte is a "\r" that may be a CRLF's, known only from the
     * byte after it.  Two blocks and a byte hold them and a read. */
    if (r->parts && used <= LINES_BLOCK + 1)
        return 2 * LINES_BLOCK + 1;
    if (want < used + LINES_BLOCK)
        want = used + LINES_BLOCK; /* leaving a mapping: cap is 0 */
    if (!r->parts && r->max_line > 0 && r->max_line <= (size_t)-1 / 4) {
        size_t enough = r->max_line + 2 + LINES_BLOCK;
        if (want > enough && enough >= used + LINES_BLOCK)
            want = enough;
    }
    return want;
}

/* Makes room for at least one more block after r->end, moving the unread
 * part to the front first and growing only when that is not enough. */
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
        want = capacity_for(r, r->cap, r->end);
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

/* ---- mapping ------------------------------------------------------------
 * Mapping pays for input of short lines, and for lines in parts (no more
 * than a block and a byte of them wait for the next window).  A line held
 * whole that a window cannot hold (without parts), and whatever follows
 * the size fstat() gave, go to read() as before, so that a file that grows
 * while it is read is still read to its end, and a line is bounded as
 * lines.h says whichever way its bytes came. */

/* The size of the regular file r reads; -1 for any other kind of file. */
static long long file_size(const struct lines *r)
{
    struct stat st;
    if (fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode))
        return -1;
    return (long long)st.st_size;
}

/* Maps the window of the file that begins with the page holding the file
 * offset `from` and ends at most at `size`, in place of the window mapped
 * before; r->buf[r->start] is then the byte at `from`.  -1, and nothing
 * changed, when mmap() fails or the window would end no later than what
 * the reader holds already. */
static int map_window(struct lines *r, unsigned long long from, unsigned long long size)
{
    const unsigned long long page = (unsigned long long)sysconf(_SC_PAGESIZE);
    const unsigned long long held = r->mapped ? r->map_at + r->end : from;
    unsigned long long base = from - from % page, len = size - base;
    void *m;
    if (len > LINES_MAP_WINDOW)
        len = LINES_MAP_WINDOW;
    if (base + len <= held)
        return -1;
    m = mmap(NULL, (size_t)len, PROT_READ, MAP_PRIVATE, r->fd, (off_t)base);
    if (m == MAP_FAILED)
        return -1;
    (void)posix_madvise(m, (size_t)len, POSIX_MADV_SEQUENTIAL);
    if (r->mapped)
        munmap(r->buf, r->cap);
    r->read_total += base + len - held;
    r->buf = m;
    r->cap = (size_t)len;
    r->start = (size_t)(from - base);
    r->end = (size_t)len;
    r->map_at = base;
    r->mapped = 1;
    return 0;
}

/* The first fill of a reader that may map: 1 when the file is regular,
 * has bytes after its offset, and maps; 0 leaves it to read(). */
static int map_first(struct lines *r)
{
    long long size = file_size(r);
    off_t at;
    if (size <= 0 || (at = lseek(r->fd, 0, SEEK_CUR)) < 0 || at >= size)
        return 0;
    return map_window(r, (unsigned long long)at, (unsigned long long)size) == 0;
}

/* Run just before leave_map() copies from the mapping; a test cuts the
 * file there. */
#ifndef LINES_BEFORE_LEAVE_COPY
#define LINES_BEFORE_LEAVE_COPY() ((void)0)
#endif

/* Leaves the mapping for read(): the bytes not yet handed out move to a
 * buffer, sized as make_room() would, and the file offset to the end of
 * what was mapped. */
static int leave_map(struct lines *r)
{
    size_t pending = r->end - r->start, want = capacity_for(r, 0, pending);
    char *nb;
    if (lseek(r->fd, (off_t)(r->map_at + r->end), SEEK_SET) < 0) {
        r->error = errno;
        return -1;
    }
    if ((nb = cli_malloc(want)) == NULL) {
        r->error = ENOMEM;
        return -1;
    }
    r->copy = nb; /* the copy may fault: lines_free() then frees it */
    LINES_BEFORE_LEAVE_COPY();
    memcpy(nb, r->buf + r->start, pending);
    r->copy = NULL;
    munmap(r->buf, r->cap);
    r->mapped = 0;
    r->buf = nb;
    r->cap = want;
    r->start = 0;
    r->end = pending;
    return 0;
}

/* More input while mapped: the next window, from the page holding the
 * first byte not handed out, when the file has grown past what is held
 * and what is pending fills at most half a window (more is a long line
 * held whole, which only a reader without parts holds); else the reader
 * leaves the mapping.  1: a window; 0: read() from here
 * on; -1: failed (a file now shorter than what was mapped of it). */
static int map_more(struct lines *r)
{
    long long size;
    errno = 0;
    size = file_size(r);
    /* Cut within the mapping's last page, a file raises no SIGBUS: the
     * rest of the page reads as zeros, which must not pass for its bytes.
     * Without its size, that cannot be told. */
    if (size < 0) {
        r->error = errno != 0 ? errno : EIO;
        return -1;
    }
    if ((unsigned long long)size < r->map_at + r->end) {
        r->error = LINES_ESHRANK;
        return -1;
    }
    if ((unsigned long long)size > r->map_at + r->end &&
        r->end - r->start <= LINES_MAP_WINDOW / 2 &&
        map_window(r, r->map_at + r->start, (unsigned long long)size) == 0)
        return 1;
    return leave_map(r) == 0 ? 0 : -1;
}

static int fill(struct lines *r)
{
    ssize_t n;
    r->nl_tail_known = 0; /* the buffer may move, grow or be another window */
    if (r->mapped) {
        int rc = map_more(r);
        if (rc != 0)
            return rc > 0 ? 0 : -1;
    } else if (r->map) {
        r->map = 0; /* asked once, at the first fill */
        if (map_first(r))
            return 0;
    }
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

static size_t at_most(size_t n, size_t max)
{
    return n < max ? n : max;
}

/* In parts mode, the next part of a line whose first n bytes (up to its
 * "\n" when `whole`) are at p: the line's last part when they are all of
 * it and no longer than a block, else its next block.  0 when neither can
 * be told yet (more input is needed). */
static size_t next_part(const struct lines *r, const char *p, size_t n, int whole, int *last)
{
    size_t body = strip_cr(r, p, n);
    *last = 0;
    /* Without its end in view, a "\r" last may be the CR of a CRLF: the
     * line is known longer than a block only from the bytes before it. */
    if (body > LINES_BLOCK)
        return LINES_BLOCK;
    *last = whole;
    return whole ? body : 0;
}

enum line_status lines_part(struct lines *r, const char **part, size_t *len)
{
    for (;;) {
        size_t avail = r->end - r->start;
        const char *p = r->buf + r->start;
        /* A block and two bytes tell whether the line ends within a
         * block: a mapped window's rest is not searched for each part. */
        size_t look = at_most(avail, LINES_BLOCK + 2);
        const char *nl = look > 0 ? memchr(p, '\n', look) : NULL;
        int whole = nl != NULL || (r->eof && look == avail), last;
        size_t n = nl != NULL ? (size_t)(nl - p) : look;
        size_t k = next_part(r, p, n, whole, &last);
        if (last) {
            r->start += n + (nl != NULL ? 1 : 0);
            *part = p;
            *len = k;
            r->in_part = 0;
            return LINE_OK;
        }
        if (k > 0) {
            r->start += k;
            *part = p;
            *len = k;
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
        /* In parts mode a block and two bytes without "\n" make a line
         * long enough for parts: no need to search the rest. */
        size_t look = r->parts ? at_most(avail, LINES_BLOCK + 2) : avail;
        char *nl =
            look > scanned ? memchr(r->buf + r->start + scanned, '\n', look - scanned) : NULL;
        if (nl != NULL || (r->eof && avail > 0 && look == avail)) {
            size_t n = nl ? (size_t)(nl - (r->buf + r->start)) : avail;
            if (r->parts && strip_cr(r, r->buf + r->start, n) > LINES_BLOCK) {
                /* Whole in the buffer or the mapping, yet handed out as a
                 * line that is not: a block at a time from its start, so
                 * that the caller sees the same pieces wherever a read or
                 * a window happened to end. */
                r->in_part = 1;
                r->number++;
                return lines_part(r, line, len);
            }
            *line = r->buf + r->start;
            r->start += n + (nl ? 1 : 0);
            n = strip_cr(r, *line, n);
            *len = n;
            r->number++;
            return r->max_line > 0 && n > r->max_line ? LINE_TOO_LONG : LINE_OK;
        }
        if (r->eof && look == avail)
            return LINE_END;
        scanned = look;
        if (r->parts && look > LINES_BLOCK && strip_cr(r, r->buf + r->start, look) > LINES_BLOCK) {
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

/* In parts mode, where p[0..k) (whole lines) must be cut so that no line
 * longer than a block is handed out in it: before the first such line, or
 * k.  Such a line holds a whole stretch of half a block that begins at a
 * multiple of half a block and has no "\n" (any run of more than a block
 * does), so one search a half block finds it: a few bytes each among short
 * lines, and only a line of half a block or more is measured. */
static size_t before_long_line(const struct lines *r, const char *p, size_t k)
{
    const size_t half = LINES_BLOCK / 2 > 0 ? LINES_BLOCK / 2 : 1;
    size_t at;
    for (at = 0; at < k && k - at >= half; at += half) {
        size_t from = at, to;
        if (memchr(p + at, '\n', half) != NULL)
            continue;
        while (from > 0 && p[from - 1] != '\n')
            from--;
        /* p[k - 1] is a "\n", after this stretch. */
        to = (size_t)((const char *)memchr(p + at + half, '\n', k - at - half) - p);
        if (strip_cr(r, p + from, to - from) > LINES_BLOCK)
            return from;
        at = to - to % half; /* the stretch that holds the "\n" has one */
    }
    return k;
}

enum line_status lines_block(struct lines *r, const char **s, size_t *n)
{
    size_t scanned = 0; /* bytes from r->start known to hold no "\n" */
    if (r->in_part)
        return LINE_END;
    for (;;) {
        size_t avail = r->end - r->start, k = avail;
        const char *p = avail > 0 ? r->buf + r->start : NULL; /* no buffer before a read */
        if (r->nl_tail_known && avail > 0)
            k = r->nl_tail > r->start ? r->nl_tail - r->start : 0;
        /* The last "\n" of a block is near its end: a search backwards
         * costs the last line's bytes, not the block's. */
        while (k > scanned && p[k - 1] != '\n')
            k--;
        if (avail > 0) {
            r->nl_tail = r->start + k;
            r->nl_tail_known = 1;
        }
        if (k > scanned && r->parts && (k = before_long_line(r, p, k)) == 0)
            return LINE_END; /* a line longer than a block: lines_next()'s */
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
