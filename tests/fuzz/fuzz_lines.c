/* fuzz_lines.c - the CLI's block line reader (src/cli/lines.c) under
 * libFuzzer.  The first two bytes choose the block size (so that lines
 * cross block boundaries, as they do in big files) and max_line; the rest
 * is the input, read from a temporary file.  Invariants:
 *   - the lines, each with the terminator it had ("\n", "\r\n", or at the
 *     end of input "\r" or nothing), put together give the input back;
 *   - a line is handed out whole (LINE_OK) only when it is no longer than
 *     max_line; a longer one is LINE_TOO_LONG with its true length and at
 *     least its first max_line bytes;
 *   - the line numbers count up from 1 and lines_consumed() is the end of
 *     the line just returned. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static size_t fuzz_block;
#define LINES_BLOCK fuzz_block
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *in;
    size_t n, pos = 0, max_line;
    struct lines r;
    const char *line;
    size_t len;
    enum line_status st;
    unsigned long long number = 0;
    FILE *f;

    if (size < 2)
        return 0;
    fuzz_block = 1 + data[0] % 64;
    max_line = data[1] % 4 == 0 ? 0 : 1 + data[1] / 4 % 40;
    in = (const char *)data + 2;
    n = size - 2;

    f = tmpfile();
    if (f == NULL || (n > 0 && fwrite(in, 1, n, f) != n) || fflush(f) != 0 ||
        fseek(f, 0, SEEK_SET) != 0)
        abort();
    lines_init(&r, fileno(f), max_line);
    while ((st = lines_next(&r, &line, &len)) != LINE_END) {
        size_t body, term;
        if (st == LINE_ERROR)
            abort();
        if (r.number != ++number)
            abort();
        /* The line's body: up to the newline, without a "\r" before it. */
        body = pos;
        while (body < n && in[body] != '\n')
            body++;
        term = body < n ? 1 : 0;
        if (body > pos && in[body - 1] == '\r')
            body--, term++;
        body -= pos;
        if (len != body)
            abort();
        if (st == LINE_OK) {
            if (max_line > 0 && len > max_line)
                abort();
            if (memcmp(line, in + pos, len) != 0)
                abort();
        } else if (st == LINE_TOO_LONG) {
            if (max_line == 0 || len <= max_line || memcmp(line, in + pos, max_line) != 0)
                abort();
        }
        pos += len + term;
        if (lines_consumed(&r) != pos)
            abort();
    }
    if (pos != n)
        abort();
    lines_free(&r);
    fclose(f);
    return 0;
}
