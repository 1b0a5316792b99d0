/* text.c - inputs read whole, for the commands that find URIs in running
 * text (extract, urn --extract): a URI wrapped across lines inside "<...>"
 * (RFC 3986 Appendix C) is found only in the text around it, never in one
 * of its lines.  See cli.h. */
#include "config.h" /* first: large files where off_t is 32 bits by default */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"

/* Reads all of fd into *buf (malloc'ed); returns 0, or -1 with errno. */
static int slurp(int fd, char **buf, size_t *len)
{
    size_t cap = 65536, n = 0;
    char *b = cli_malloc(cap);
    if (b == NULL) {
        errno = ENOMEM;
        return -1;
    }
    for (;;) {
        ssize_t got;
        if (n == cap) {
            char *nb;
            if (cap > URIVAL_MAX_INPUT) {
                free(b);
                errno = EFBIG;
                return -1;
            }
            nb = cli_realloc(b, cap * 2);
            if (nb == NULL) {
                free(b);
                errno = ENOMEM;
                return -1;
            }
            b = nb;
            cap *= 2;
        }
        got = read(fd, b + n, cap - n);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            free(b);
            return -1;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    if (n > URIVAL_MAX_INPUT) {
        free(b);
        errno = EFBIG;
        return -1;
    }
    *buf = b;
    *len = n;
    return 0;
}

int cli_read_text(struct cli_io *io, const char *path, char **text, size_t *len)
{
    int stdin_ = strcmp(path, "-") == 0;
    int fd = stdin_ ? 0 : open(path, O_RDONLY), rc = -1;
    struct stat st;
    io->name = stdin_ ? "<stdin>" : path;
    if (fd < 0) {
        cli_error_file(io->cmd, path, strerror(errno));
        return -1;
    }
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
        cli_error_file(io->cmd, io->name, strerror(EISDIR));
    else if (slurp(fd, text, len) == 0)
        rc = 0;
    else if (errno == ENOMEM)
        cli_oom(io->cmd);
    else
        cli_error_file(io->cmd, io->name, strerror(errno));
    if (!stdin_)
        close(fd);
    return rc;
}

void cli_position_at(struct cli_position *p, const char *t, size_t len, size_t offset)
{
    size_t i;
    if (offset < p->offset) {
        p->offset = p->line_start = 0;
        p->line = 1;
    }
    for (i = p->offset; i < offset; i++) {
        if (t[i] == '\n' || (t[i] == '\r' && (i + 1 == len || t[i + 1] != '\n'))) {
            p->line++;
            p->line_start = i + 1;
        }
    }
    p->offset = offset;
}
