/* validate.c - urival validate: check every line of the inputs. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"
#include "lines.h"

struct tally {
    unsigned long long lines, valid, invalid;
};

struct options {
    urival_rule rule;
    int quiet;
    size_t max_line;
};

static void help(FILE *f)
{
    fputs("usage: urival validate [--rule [GRAMMAR:]NAME] [--quiet]\n"
          "                       [--max-line-length N] [FILE...]\n\n"
          "Checks each line of the files (or standard input, or '-') against a\n"
          "rule, URI-reference of RFC 3986 unless --rule names another.  Prints\n"
          "each invalid line with its number, the offset of the first bad byte,\n"
          "a caret under it and why, then a summary.  CRLF endings are accepted.\n\n"
          "  --rule NAME             the ABNF rule, e.g. URI or rfc3986:IPv6address\n"
          "  --quiet                 print nothing; only the exit status tells\n"
          "  --max-line-length N     report lines longer than N bytes as invalid\n"
          "                          (default and largest: 1073741824)\n\n"
          "Exit status: 0 all lines valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

static void report(const char *name, struct lines *r, const char *line,
                   size_t len, const urival_error *err)
{
    char msg[512];
    size_t col;
    urival_error_message(err, line, len, msg, sizeof msg);
    printf("%s:%llu: %s\n", name, r->number, msg);
    col = cli_show_line(stdout, line, len, err->offset);
    cli_show_caret(stdout, col);
}

/* Returns 0, or -1 after an I/O error was reported. */
static int validate_fd(int fd, const char *name, const struct options *o,
                       struct tally *t)
{
    struct lines r;
    const char *line;
    size_t len;
    enum line_status st;
    int rc = 0;

    lines_init(&r, fd, o->max_line);
    while ((st = lines_next(&r, &line, &len)) != LINE_END) {
        urival_error err;
        if (st == LINE_ERROR) {
            cli_error("%s: %s", name, strerror(r.error));
            rc = -1;
            break;
        }
        t->lines++;
        if (st == LINE_TOO_LONG) {
            t->invalid++;
            if (!o->quiet)
                printf("%s:%llu: line of %zu bytes is longer than the limit of %zu\n",
                       name, r.number, len, o->max_line);
            continue;
        }
        if (urival_match(o->rule, line, len, &err) == URIVAL_OK) {
            t->valid++;
        } else {
            t->invalid++;
            if (!o->quiet)
                report(name, &r, line, len, &err);
        }
    }
    lines_free(&r);
    return rc;
}

int cmd_validate(int argc, char **argv)
{
    struct options o = { URIVAL_RFC3986_URI_REFERENCE, 0, URIVAL_MAX_INPUT };
    struct tally t = { 0, 0, 0 };
    int i, io_error = 0, files = 0;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return EXIT_VALID;
        } else if (strcmp(a, "--rule") == 0 && i + 1 < argc) {
            if (cli_rule(argv[++i], &o.rule) != 0)
                return EXIT_USAGE;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
            o.quiet = 1;
        } else if (strcmp(a, "--max-line-length") == 0 && i + 1 < argc) {
            char *end;
            unsigned long long v;
            errno = 0;
            v = strtoull(argv[++i], &end, 10);
            if (errno != 0 || *end != '\0' || argv[i][0] == '-' || v == 0 ||
                v > URIVAL_MAX_INPUT) {
                cli_error("--max-line-length takes a number from 1 to %zu", URIVAL_MAX_INPUT);
                return EXIT_USAGE;
            }
            o.max_line = (size_t)v;
        } else if (strcmp(a, "--") == 0) {
            i++;
            break;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_error("validate: unknown option or missing argument: %s", a);
            help(stderr);
            return EXIT_USAGE;
        } else {
            break;
        }
    }
    for (; i < argc || files == 0; i++) {
        const char *path = i < argc ? argv[i] : "-";
        int fd;
        files++;
        if (strcmp(path, "-") == 0) {
            if (validate_fd(0, "<stdin>", &o, &t) != 0)
                io_error = 1;
        } else if ((fd = open(path, O_RDONLY)) < 0) {
            cli_error("%s: %s", path, strerror(errno));
            io_error = 1;
        } else {
            if (validate_fd(fd, path, &o, &t) != 0)
                io_error = 1;
            close(fd);
        }
        if (i >= argc)
            break;
    }
    if (!o.quiet)
        printf("%llu lines: %llu valid, %llu invalid\n", t.lines, t.valid, t.invalid);
    if (io_error)
        return EXIT_USAGE;
    return t.invalid > 0 ? EXIT_INVALID : EXIT_VALID;
}
