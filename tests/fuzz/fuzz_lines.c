/* fuzz_lines.c - the CLI's block line reader (src/cli/lines.c) under
 * libFuzzer.  The first two bytes choose the block size (so that lines
 * cross block boundaries, as they do in big files), the mode (bit 6 of the
 * first: lines longer than a block in parts; bit 7: --keep-cr) and
 * max_line; the third whether the file is mapped (bit 0), in windows of
 * how many pages (2 to 5: bits 4 and 5), and how many times the rest is
 * repeated to make the file (1 to 8: bits 1 to 3), so that lines cross
 * windows as they cross blocks, and (bit 6) a block 129 times as big and
 * more, up to 8,319 bytes, so that half a window or more is a block; the file is read from a temporary file.
 * Invariants:
 *   - the lines, each with the terminator it had ("\n", and unless keep_cr
 *     "\r\n", or at the end of input "\r" or nothing), put together give
 *     the input back; with keep_cr a line is exactly the bytes between
 *     two LFs;
 *   - a line is handed out whole (LINE_OK) only when it is no longer than
 *     max_line; a longer one is LINE_TOO_LONG with its true length and at
 *     least its first min(max_line, LINES_HEAD) bytes, or, in parts mode
 *     and longer than a block, LINE_PART;
 *   - in parts mode, a line is handed out in parts exactly when it is
 *     longer than a block (never whole, also when the buffer or a window
 *     holds it whole), every part but the last is one block, the last is
 *     1 to a block's bytes, put together they give the line, and the
 *     buffer never passes two blocks and a byte whatever the line (memory
 *     bounded by the block); without parts, and with a max_line, it never passes what
 *     a line of max_line bytes, its terminator and a block need;
 *   - a line left in parts is skipped, and the next one is still right;
 *   - the line numbers count up from 1 and lines_consumed() is the end of
 *     the line just returned;
 *   - with bit 7 of the second byte set, lines_block() is asked first each
 *     time, as validate --quiet does: what it hands out is the input from
 *     where the last line ended, ends in "\n", and split at each "\n"
 *     gives the lines lines_next() would have given, none longer than a
 *     block in parts mode; lines_next() takes whatever it leaves. */
#define _POSIX_C_SOURCE 200809L
#include "config.h" /* as lines.c has it, before any system header */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static size_t fuzz_block, fuzz_window;
#define LINES_BLOCK fuzz_block
#define LINES_MAP_WINDOW fuzz_window
#include "../../src/cli/lines.c"

/* lines.c allocates through the tool's allocator; here it is malloc. */
void *cli_malloc(size_t n)
{
    return malloc(n);
}

void *cli_realloc(void *p, size_t n)
{
    return realloc(p, n);
}

/* The length of the line at in[pos..n) and of its terminator. */
static size_t body_of(const char *in, size_t n, size_t pos, int keep_cr, size_t *term)
{
    size_t body = pos;
    while (body < n && in[body] != '\n')
        body++;
    *term = body < n ? 1 : 0;
    if (!keep_cr && body > pos && in[body - 1] == '\r')
        body--, ++*term;
    return body - pos;
}

/* Checks a block from lines_block(), b[0..len), against the input from
 * *pos on, line by line as a caller splits it; moves *pos and *number past
 * its lines.  Aborts on a difference. */
static void check_block(const char *in, size_t n, size_t *pos, int keep_cr, int parts,
                        const char *b, size_t len, unsigned long long *number)
{
    const char *end = b + len;
    if (len == 0 || b[len - 1] != '\n' || len > n - *pos || memcmp(b, in + *pos, len) != 0)
        abort();
    while (b < end) {
        const char *nl = memchr(b, '\n', (size_t)(end - b));
        size_t line = (size_t)(nl - b), term, body;
        if (line > 0 && nl[-1] == '\r' && !keep_cr)
            line--;
        body = body_of(in, n, *pos, keep_cr, &term);
        if (line != body || *pos + body + term > n || in[*pos + body + term - 1] != '\n' ||
            (parts && body > fuzz_block))
            abort();
        *pos += body + term;
        ++*number;
        b = nl + 1;
    }
}

/* Takes the parts after the first, part[0..len), checking each against
 * the line at want[0..body) and its size (a block, the last 1 to a
 * block); returns the total, or aborts. */
static size_t take_parts(struct lines *r, const char *want, size_t body, const char *part,
                         size_t len)
{
    size_t got = 0;
    enum line_status st = LINE_PART;
    for (;;) {
        if (len == 0 || len > fuzz_block || (st == LINE_PART && len != fuzz_block))
            abort();
        if (len > body - got || memcmp(part, want + got, len) != 0)
            abort();
        got += len;
        if (st == LINE_OK)
            return got;
        st = lines_part(r, &part, &len);
        if (st != LINE_PART && st != LINE_OK)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *in;
    size_t n, pos = 0, max_line, repeat, i;
    struct lines r;
    const char *line;
    size_t len;
    enum line_status st;
    unsigned long long number = 0;
    int parts, keep_cr, blocks, map;
    FILE *f;

    if (size < 3)
        return 0;
    fuzz_block = 1 + data[0] % 64;
    if (data[2] & 0x40) /* blocks of up to 8 KiB: as big as half a window or more */
        fuzz_block = fuzz_block * 129 + data[2] % 64;
    parts = (data[0] >> 6) & 1;
    keep_cr = (data[0] >> 7) & 1;
    max_line = data[1] % 4 == 0 ? 0 : 1 + data[1] / 4 % 40;
    blocks = (data[1] >> 7) & 1;
    map = data[2] & 1;
    repeat = 1 + (data[2] >> 1) % 8;
    fuzz_window = (2 + (size_t)((data[2] >> 4) & 3)) * (size_t)sysconf(_SC_PAGESIZE);
    n = (size - 3) * repeat;
    if ((in = malloc(n + 1)) == NULL)
        abort();
    for (i = 0; i < repeat; i++)
        memcpy(in + i * (size - 3), data + 3, size - 3);

    f = tmpfile();
    if (f == NULL || (n > 0 && fwrite(in, 1, n, f) != n) || fflush(f) != 0 ||
        fseek(f, 0, SEEK_SET) != 0)
        abort();
    lines_init(&r, fileno(f), max_line);
    r.map = map;
    r.parts = parts;
    r.keep_cr = keep_cr;
    for (;;) {
        size_t term, body;
        int left = 0;
        while (blocks && (st = lines_block(&r, &line, &len)) == LINE_OK) {
            check_block(in, n, &pos, keep_cr, parts, line, len, &number);
            r.number = number;
            if (lines_consumed(&r) != pos)
                abort();
        }
        if (blocks && st != LINE_END)
            abort();
        if ((st = lines_next(&r, &line, &len)) == LINE_END)
            break;
        if (st == LINE_ERROR)
            abort();
        if (r.number != ++number)
            abort();
        body = body_of(in, n, pos, keep_cr, &term);
        if (st == LINE_PART) {
            if (!parts || body <= fuzz_block)
                abort();
            /* Every third line or so is left in parts, to be skipped. */
            if ((number + data[1]) % 3 == 0) {
                if (len != fuzz_block || memcmp(line, in + pos, len) != 0)
                    abort();
                left = 1;
            } else if (take_parts(&r, in + pos, body, line, len) != body) {
                abort();
            }
        } else if (len != body || (parts && len > fuzz_block)) {
            abort();
        } else if (st == LINE_OK) {
            if (max_line > 0 && len > max_line)
                abort();
            if (memcmp(line, in + pos, len) != 0)
                abort();
        } else if (st == LINE_TOO_LONG) {
            size_t head = max_line < LINES_HEAD ? max_line : LINES_HEAD;
            if (max_line == 0 || len <= max_line || memcmp(line, in + pos, head) != 0)
                abort();
        }
        pos += body + term;
        if (!left && lines_consumed(&r) != pos)
            abort();
        /* A mapped window is the file's, not memory the reader holds. */
        if (!r.mapped && r.cap > 2 * fuzz_block + (size_t)parts &&
            (parts || (max_line > 0 && r.cap > max_line + 2 + fuzz_block)))
            abort();
    }
    if (pos != n)
        abort();
    lines_free(&r);
    fclose(f);
    free(in);
    return 0;
}
