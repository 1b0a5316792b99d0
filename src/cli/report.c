/* report.c - messages for a person: errors, and an input shown with a
 * caret under the byte at fault, in colour on a terminal. */
#include <stdarg.h>
#include <stdio.h>
#include "cli/cli.h"

int cli_color_out, cli_color_err;

#define RED "\033[1;31m"
#define PLAIN "\033[0m"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("urival: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static int colored(const FILE *f)
{
    return (f == stdout && cli_color_out) || (f == stderr && cli_color_err);
}

/* How many bytes of context a shown line keeps on each side of the mark. */
#define SHOW_BEFORE 60
#define SHOW_AFTER 20

size_t cli_show_line(FILE *f, const char *str, size_t len, size_t mark)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t from = 0, to = len, col = 0, i;
    if (mark > SHOW_BEFORE)
        from = mark - SHOW_BEFORE;
    if (len - mark > SHOW_AFTER && mark < len)
        to = mark + SHOW_AFTER;
    fputs("  ", f);
    if (from > 0) {
        fputs("...", f);
        col += 3;
    }
    for (i = from; i < to; i++) {
        if (i == mark)
            break;
        if (s[i] >= 0x20 && s[i] < 0x7f)
            fputc(s[i], f), col++;
        else
            fprintf(f, "\\x%02X", s[i]), col += 4;
    }
    for (; i < to; i++) {
        int hl = i == mark && colored(f);
        if (hl)
            fputs(RED, f);
        if (s[i] >= 0x20 && s[i] < 0x7f)
            fputc(s[i], f);
        else
            fprintf(f, "\\x%02X", s[i]);
        if (hl)
            fputs(PLAIN, f);
    }
    if (to < len)
        fputs("...", f);
    fputc('\n', f);
    return col;
}

void cli_show_caret(FILE *f, size_t column)
{
    if (colored(f))
        fprintf(f, "  %*s" RED "^" PLAIN "\n", (int)column, "");
    else
        fprintf(f, "  %*s^\n", (int)column, "");
}

void cli_show_at(FILE *f, const char *s, size_t len, size_t mark)
{
    cli_show_caret(f, cli_show_line(f, s, len, mark));
}

void cli_where(FILE *f, const struct cli_io *io)
{
    if (io != NULL && io->name != NULL) {
        cli_put_name(f, io->name);
        fprintf(f, ":%llu: ", io->line);
    }
}

void cli_no_result(const struct cli_io *io)
{
    if (!io->json)
        putchar('\n');
}

void cli_report_syntax(FILE *f, const struct cli_io *io, const char *what, const char *s,
                       size_t len, const urival_error *err)
{
    char msg[512];
    urival_error_message(err, s, len, msg, sizeof msg, NULL);
    cli_where(f, io);
    fprintf(f, "%s: %s\n", what, msg);
    cli_show_at(f, s, len, err->offset);
}
