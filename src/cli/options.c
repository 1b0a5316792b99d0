/* options.c - the options of a command, those of every command that reads
 * inputs (-f, --json, --get, --max-line-length, --keep-cr) among them, and its
 * --help. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

static void io_init(struct cli_io *io, const char *cmd)
{
    memset(io, 0, sizeof *io);
    io->cmd = cmd;
    io->max_line = URIVAL_MAX_INPUT;
}

int cli_count_arg(const struct cli_io *io, const char *opt, const char *arg, unsigned long long max,
                  unsigned long long *out)
{
    char *end;
    unsigned long long v;
    errno = 0;
    v = strtoull(arg, &end, 10);
    if (errno != 0 || *end != '\0' || arg[0] < '0' || arg[0] > '9' || v == 0 || v > max) {
        cli_error("%s: %s takes a number from 1 to %llu", io->cmd, opt, max);
        return -1;
    }
    *out = v;
    return 0;
}

static int max_line_arg(struct cli_io *io, const char *arg)
{
    unsigned long long v;
    if (cli_count_arg(io, "--max-line-length", arg, URIVAL_MAX_INPUT, &v) != 0)
        return -1;
    io->max_line = (size_t)v;
    return 0;
}

/* Moves argv[i..i+n) to argv[at..at+n), shifting argv[at..i) after them. */
static void rotate(char **argv, int at, int i, int n)
{
    while (n-- > 0) {
        char *a = argv[i];
        int k;
        for (k = i; k > at; k--)
            argv[k] = argv[k - 1];
        argv[at++] = a;
        i++;
    }
}

int cli_options(int argc, char **argv, struct cli_io *io, const struct cli_opt *opts,
                const struct cli_help *help)
{
    const char *cmd = argv[0], *const *fields = help->fields;
    int i, first = 1; /* the positional arguments so far: argv[first..i) */
    if (io != NULL)
        io_init(io, cmd);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const struct cli_opt *o;
        const char **value = NULL;
        int *flag = NULL, took;
        size_t len = cli_option_len(a);
        /* "--name=value", as getopt_long takes it */
        const char *given = a[len] == '=' ? a + len + 1 : NULL;
        if (strcmp(a, "--") == 0) {
            /* The rest is positional: "--" goes before what came before. */
            rotate(argv, first, i, 1);
            first++;
            break;
        }
        if (a[0] != '-' || a[1] == '\0')
            continue;
        if (cli_is_option(a, len, "--help") || cli_is_option(a, len, "-h")) {
            if (given != NULL) {
                cli_error("%s: --help takes no value", cmd);
                cli_help_hint(cmd);
                return CLI_BAD;
            }
            cli_help_print(stdout, help);
            return CLI_HELP;
        }
        for (o = opts; o != NULL && o->name != NULL; o++)
            if (cli_is_option(a, len, o->name))
                break;
        if (o != NULL && o->name != NULL) {
            flag = o->flag, value = o->value;
        } else if (io != NULL && (cli_is_option(a, len, "-f") || cli_is_option(a, len, "--file"))) {
            value = &io->file;
        } else if (io != NULL && cli_is_option(a, len, "--json")) {
            flag = &io->json;
        } else if (io != NULL && cli_is_option(a, len, "--keep-cr")) {
            flag = &io->keep_cr;
        } else if (io != NULL && cli_is_option(a, len, "--raw")) {
            flag = &cli_raw;
        } else if (io != NULL && fields != NULL && cli_is_option(a, len, "--get")) {
            value = &io->get;
        } else if (io != NULL && cli_is_option(a, len, "--max-line-length")) {
            value = &io->max_arg;
        }
        if ((flag == NULL && value == NULL) || (value != NULL && given == NULL && i + 1 >= argc)) {
            cli_error("%s: %s: %.*s", cmd,
                      flag == NULL && value == NULL ? "unknown option" : "missing argument",
                      (int)len, a);
            cli_help_hint(cmd);
            return CLI_BAD;
        }
        if (flag != NULL && given != NULL) {
            cli_error("%s: %.*s takes no value", cmd, (int)len, a);
            cli_help_hint(cmd);
            return CLI_BAD;
        }
        /* A second value would silently replace the first: a second -f
         * would leave the first file unread, its lines uncounted. */
        if (value != NULL && *value != NULL) {
            cli_error("%s: %.*s given twice; it takes one value", cmd, (int)len, a);
            cli_help_hint(cmd);
            return CLI_BAD;
        }
        if (value != NULL)
            *value = given != NULL ? given : argv[i + 1];
        else
            *flag = 1;
        /* Options go before the positional arguments met so far. */
        took = value != NULL && given == NULL ? 2 : 1;
        rotate(argv, first, i, took);
        first += took;
        i += took - 1;
    }
    i = first;
    if (io == NULL)
        return i;
    if (io->max_arg != NULL && max_line_arg(io, io->max_arg) != 0)
        return CLI_BAD;
    if (io->get != NULL) {
        if (io->json) {
            cli_error("%s: --get and --json exclude each other", cmd);
            return CLI_BAD;
        }
        if (cli_get_check(cmd, io->get, fields) != 0)
            return CLI_BAD;
        io->one_line = 1;
    }
    return i;
}

int cli_options_exit(int r)
{
    return r == CLI_HELP ? EXIT_VALID : EXIT_USAGE;
}

static int has_field(const char *const *fields, const char *name)
{
    for (; *fields != NULL; fields++)
        if (strcmp(*fields, name) == 0)
            return 1;
    return 0;
}

size_t cli_option_len(const char *a)
{
    const char *eq = a[0] == '-' && a[1] == '-' ? strchr(a, '=') : NULL;
    return eq != NULL ? (size_t)(eq - a) : strlen(a);
}

int cli_is_option(const char *a, size_t len, const char *name)
{
    return strlen(name) == len && memcmp(a, name, len) == 0;
}

void cli_help_hint(const char *cmd)
{
    if (cmd == NULL)
        fputs("urival: try 'urival --help', which lists the commands\n", stderr);
    else
        fprintf(stderr, "urival: try 'urival %s --help'\n", cmd);
}

void cli_help_print(FILE *f, const struct cli_help *help)
{
    const char *const *fields = help->fields;
    size_t i, col;
    fputs(help->text, f);
    if (help->options != NULL)
        fputs(help->options, f);
    if (help->exits == NULL)
        return;
    fputs("  -f, --file FILE   read inputs from FILE, one a line (\"-\": standard input)\n"
          "  --json            one JSON object per input\n",
          f);
    if (fields != NULL) {
        fputs("  --get FORMAT      print FORMAT for each valid input, its placeholders\n"
              "                    replaced ({name} decoded, {:name} as it is, \"{{\" a brace;\n"
              "                    \\n \\t \\r \\\\ escapes, another backslash an error):\n"
              "                   ",
              f);
        for (i = 0, col = 19; fields[i] != NULL; i++) {
            size_t w = strlen(fields[i]) + 3;
            if (col + w > 78) {
                fputs("\n                   ", f);
                col = 19;
            }
            fprintf(f, " {%s}", fields[i]);
            col += w;
        }
        fputs("\n                    {must:name} fails an input without the component", f);
        if (has_field(fields, "scheme") && has_field(fields, "port"))
            fputs(";\n                    {default:port} the scheme's default port where "
                  "none\n                    is given",
                  f);
        if (has_field(fields, "query"))
            fputs(";\n                    {query:KEY} the first value of parameter KEY,\n"
                  "                    {query-all:KEY} all of them",
                  f);
        fputc('\n', f);
    }
    fputs("  --max-line-length N  a longer line is reported as invalid\n"
          "  --keep-cr         an input is the bytes between two LFs, a CR before LF\n"
          "                    included (by default one CR before LF, or at the end\n"
          "                    of the input, is dropped, so CRLF files read as LF)\n"
          "  --raw             on a terminal too, write decoded bytes and file names\n"
          "                    as they are (else controls, bidi formatting\n"
          "                    characters and bad UTF-8 as \\xHH)\n",
          f);
    fprintf(f, "\nExit status: %s\n", help->exits);
}
