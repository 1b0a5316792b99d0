/* lines.h - reading lines of any length from a file, in big blocks. */
#ifndef URIVAL_CLI_LINES_H
#define URIVAL_CLI_LINES_H

#include <stddef.h>

/* The size of a read. */
#define LINES_BLOCK_SIZE ((size_t)1 << 20)

/* How many bytes of a line too long to keep lines_next() keeps from its
 * start, for a report to quote: a bounded window, never the line. */
#define LINES_HEAD 80

/* How much of a regular file the reader maps at a time, when asked to map
 * (a multiple of any page size). */
#define LINES_MAP_WINDOW_SIZE ((size_t)16 << 20)

/* A line reader over one file descriptor.  It reads 1 MiB blocks and hands
 * out lines as views into its buffer, so memory stays constant for a file
 * of short lines whatever its size.  A longer line is, by the reader's
 * mode, either held whole up to max_line (the buffer grows to about
 * max_line plus two blocks, no further) or, with `parts` set, handed out
 * in parts of one block each but the last, so that memory stays bounded by
 * the block whatever the line.  In parts mode no line longer than a block
 * is ever handed out whole, not even one the buffer or a mapped window
 * holds whole: the parts a caller sees depend on the line alone, not on
 * where a read or a window ended.  The "\n" that ends a line is dropped, and
 * unless keep_cr is set so is a "\r" before it (or a "\r" that ends the
 * input).
 *
 * With `map` set, a regular file is mapped instead, a 16 MiB window at a
 * time, and the lines are views into the mapping: the kernel copies
 * nothing.  Without parts, a line the window holds is then handed out
 * whole whatever its length (its bytes are the file's pages, not memory
 * the reader allocates); where a window would not hold the line it must
 * (more than half a window pending), the reader goes on with read() from
 * there (in parts mode no more than a block and a byte are ever pending,
 * so a long line goes on in the next window).  At the end of what fstat()
 * said the file held, the reader goes on with read(), so that a file that
 * grows is still read to its end.  A file found
 * shorter than what was mapped of it is a read error, LINES_ESHRANK; one
 * that shrinks under the mapping raises SIGBUS on the next access to a
 * page past its new end, which a caller that maps must catch
 * (cli_each_file() does). */
struct lines {
    int fd;
    char *buf;
    size_t cap;      /* allocated size of buf */
    size_t start;    /* first byte not yet handed out */
    size_t end;      /* one past the last byte read */
    size_t max_line; /* longest line kept whole; 0 means no limit */
    int parts;       /* hand a line longer than a block out in parts */
    int keep_cr;     /* keep a "\r" before "\n": the bytes between two LFs */
    int in_part;     /* a line is being handed out in parts */
    int map;    /* map if the file allows (set before the first call; the first fill clears it) */
    int mapped; /* buf is a window of the file mapped, cap bytes long */
    unsigned long long map_at; /* offset in the file of buf[0] while mapped */
    char *copy;                /* leave_map()'s new buffer while the mapping is copied into it */
    /* The caller's (input.c), freed with the reader: its copy of a line
     * out of the buffer, the notes of a block's parts. */
    char *held;
    size_t held_cap;
    void *notes;
    int eof;
    /* lines_block()'s: buf[nl_tail..end) holds no "\n" (while
     * nl_tail_known, which every fill clears), so that a window's
     * unfinished last line is searched once, not once a long line. */
    size_t nl_tail;
    int nl_tail_known;
    int error;                     /* errno of a failed read, LINES_ESHRANK, or 0 */
    unsigned long long number;     /* number of the last line returned */
    unsigned long long read_total; /* bytes read from fd so far */
    char head[LINES_HEAD];         /* the start of a line too long */
};

/* r->error when the file turned out shorter than what was mapped of it. */
#define LINES_ESHRANK (-1)

/* Outcome of lines_next() and lines_part(). */
enum line_status { LINE_OK, LINE_TOO_LONG, LINE_END, LINE_ERROR, LINE_PART };

void lines_init(struct lines *r, int fd, size_t max_line);
void lines_free(struct lines *r);

/* Gets the next line into *line and *len.  LINE_TOO_LONG: the line
 * exceeds max_line; *len is its full length (without its terminator) and
 * *line holds at least its first min(max_line, LINES_HEAD) bytes (without
 * parts the rest may have been skipped without being held; with parts
 * such a line is at most a block and *line is all of it).  LINE_PART
 * (only with parts): the line is longer than a block, whatever max_line
 * (the caller compares); *line and *len are its first block, and
 * lines_part() gives the rest.  LINE_END at end of input, LINE_ERROR when
 * reading failed (r->error says why) or memory ran out (r->error is
 * ENOMEM).  A line whose parts were not all taken is skipped. */
enum line_status lines_next(struct lines *r, const char **line, size_t *len);

/* The next part of a line that lines_next() began with LINE_PART:
 * LINE_PART for a block with more to come, LINE_OK for the last part (1 to
 * a block's bytes), LINE_ERROR as lines_next().  Put together the parts
 * give the line (without its terminator). */
enum line_status lines_part(struct lines *r, const char **part, size_t *len);

/* The whole lines the buffer holds next, for a caller that splits them
 * itself (a call per block instead of one per line, for validate --quiet):
 * s[0..n), at least one line, ends with the last "\n" the buffer holds and
 * is consumed; the caller splits it at each "\n", drops the "\r" before it
 * unless keep_cr, compares each length with max_line, and adds the lines
 * to r->number.  In parts mode the lines are cut before one longer than
 * a block.  LINE_END when the next line is not whole in the buffer after a
 * read, or is to come in parts: the input's last line without "\n", a line
 * longer than a block, or the end; lines_next() then takes it, as it takes
 * a line left in parts.  LINE_ERROR as lines_next(). */
enum line_status lines_block(struct lines *r, const char **s, size_t *n);

/* The bytes of input consumed so far: the lines handed out, with their
 * terminators, and the parts of a line handed out. */
unsigned long long lines_consumed(const struct lines *r);

#endif
