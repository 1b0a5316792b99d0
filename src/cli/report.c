/* report.c - messages for a person: errors, and an input shown with a
 * caret under the byte at fault, in colour on a terminal. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* cli_show_line() over s[0..len), itself perhaps a window of a longer
 * line: cut_before and cut_after say the line goes on beyond it, and
 * earn the "..." a cut of the window's own would.  *shown_from and
 * *shown_to get the bytes printed, [from, to) of s. */
static size_t show(FILE *f, const char *str, size_t len, size_t mark, int cut_before, int cut_after,
                   size_t *shown_from, size_t *shown_to)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t from = 0, to = len, col = 0, i;
    if (mark > CLI_SHOW_BEFORE)
        from = mark - CLI_SHOW_BEFORE;
    if (len - mark > CLI_SHOW_AFTER && mark < len)
        to = mark + CLI_SHOW_AFTER;
    fputs("  ", f);
    if (from > 0 || cut_before) {
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
    if (to < len || cut_after)
        fputs("...", f);
    fputc('\n', f);
    *shown_from = from;
    *shown_to = to;
    return col;
}

size_t cli_show_line(FILE *f, const char *s, size_t len, size_t mark)
{
    size_t from, to;
    return show(f, s, len, mark, 0, 0, &from, &to);
}

void cli_show_window(FILE *f, const char *s, size_t n, size_t from, size_t total, size_t mark)
{
    size_t a, b, at = mark >= from && mark - from <= n ? mark - from : n;
    cli_show_caret(f, show(f, s, n, at, from > 0, from + n < total, &a, &b));
    if (b > a)
        fprintf(f, "  (line is %zu bytes; showing bytes %zu-%zu)\n", total, from + a, from + b - 1);
    else
        fprintf(f, "  (line is %zu bytes; showing none, the error is at its end)\n", total);
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

void cli_report_head(const struct cli_io *io)
{
    fprintf(stderr, "urival: %s: ", io->cmd);
    cli_where(stderr, io);
}

void cli_no_result(const struct cli_io *io)
{
    if (!io->json)
        putchar('\n');
}

const char *cli_message(struct cli_message *m, const urival_error *err, const char *s, size_t len)
{
    size_t need = 0;
    m->big = NULL;
    if (urival_error_message(err, s, len, m->small, sizeof m->small, &need) != URIVAL_OK ||
        need < sizeof m->small)
        return m->small;
    m->big = cli_malloc(need + 1);
    if (m->big != NULL && urival_error_message(err, s, len, m->big, need + 1, &need) == URIVAL_OK)
        return m->big;
    free(m->big);
    m->big = NULL;
    cli_oom(NULL);
    memcpy(m->small + sizeof m->small - 4, "...", 4);
    return m->small;
}

void cli_message_done(struct cli_message *m)
{
    free(m->big);
    m->big = NULL;
}

void cli_report_syntax(FILE *f, const struct cli_io *io, const char *what, const char *s,
                       size_t len, const urival_error *err)
{
    struct cli_message m;
    cli_where(f, io);
    fprintf(f, "%s: %s\n", what, cli_message(&m, err, s, len));
    cli_message_done(&m);
    cli_show_at(f, s, len, err->offset);
}
