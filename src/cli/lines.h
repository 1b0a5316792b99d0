/* lines.h - reading lines of any length from a file, in big blocks. */
#ifndef URIVAL_CLI_LINES_H
#define URIVAL_CLI_LINES_H

#include <stddef.h>

/* A line reader over one file descriptor.  It reads 1 MiB blocks and hands
 * out lines as views into its buffer, which grows only when one line does
 * not fit, so memory stays constant for a file of short lines whatever its
 * size.  The "\n" that ends a line is dropped, and so is a "\r" before it
 * (or a "\r" that ends the input). */
struct lines {
    int fd;
    char *buf;
    char *head;      /* first max_line bytes of a line too long to keep */
    size_t cap;      /* allocated size of buf */
    size_t start;    /* first byte not yet handed out */
    size_t end;      /* one past the last byte read */
    size_t max_line; /* longest line kept whole; 0 means no limit */
    int eof;
    int error;                     /* errno of a failed read, or 0 */
    unsigned long long number;     /* number of the last line returned */
    unsigned long long read_total; /* bytes read from fd so far */
};

/* Outcome of lines_next(). */
enum line_status { LINE_OK, LINE_TOO_LONG, LINE_END, LINE_ERROR };

void lines_init(struct lines *r, int fd, size_t max_line);
void lines_free(struct lines *r);

/* Gets the next line into *line and *len.  LINE_TOO_LONG: the line exceeds
 * max_line; *len is its full length (without its terminator) and *line
 * holds at least its first max_line bytes (the rest may have been skipped
 * unread).  LINE_END at end of input, LINE_ERROR when reading failed
 * (r->error says why) or memory ran out (r->error is ENOMEM). */
enum line_status lines_next(struct lines *r, const char **line, size_t *len);

/* The bytes of input consumed so far: the lines handed out, with their
 * terminators. */
unsigned long long lines_consumed(const struct lines *r);

#endif
