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
    int rfc1738; /* --grammar rfc1738: the rule of each URL's scheme */
};

static void help(FILE *f)
{
    fputs("usage: urival validate [--rule [GRAMMAR:]NAME] [--grammar ID] [--quiet]\n"
          "                       [--max-line-length N] [FILE...]\n\n"
          "Checks each line of the files (or standard input, or '-') against a\n"
          "rule, URI-reference of RFC 3986 unless --rule names another.  Prints\n"
          "each invalid line with its number, the offset of the first bad byte,\n"
          "a caret under it and why, then a summary.  CRLF endings are accepted.\n\n"
          "  --rule NAME             the ABNF rule, e.g. URI or rfc3986:IPv6address\n"
          "  --grammar ID            the top rule of a grammar: rfc3986 URI-reference,\n"
          "                          url-draft05 URL-reference, url-1993\n"
          "                          fragmentaddress, rfc1738 the rule of each URL's\n"
          "                          scheme (genericurl for other schemes; scheme\n"
          "                          names in any case); with --rule, the rule of\n"
          "                          that grammar ('urival rules ID' lists them)\n"
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
        if ((o->rfc1738 ? urival_rfc1738_parse(line, len, NULL, &err)
                        : urival_match(o->rule, line, len, &err)) == URIVAL_OK) {
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

/* --grammar ID, with or without --rule NAME: the rule of that grammar, its
 * top rule, or for rfc1738 the scheme-aware check.  Returns 0 on success. */
static int grammar_rule(const char *grammar, const char *rule_arg,
                        struct options *o)
{
    static const struct {
        const char *grammar, *rule;
    } top[] = {
        { "rfc3986", "URI-reference" },
        { "url-draft05", "URL-reference" },
        { "url-1993", "fragmentaddress" },
    };
    size_t i, n = urival_grammar_count();
    for (i = 0; i < n; i++)
        if (strcmp(urival_grammar_name(i), grammar) == 0)
            break;
    if (i == n) {
        cli_error("unknown grammar '%s' ('urival rules' lists them)", grammar);
        return -1;
    }
    if (rule_arg != NULL && strchr(rule_arg, ':') != NULL)
        return cli_rule(rule_arg, &o->rule);
    if (rule_arg != NULL) {
        if (urival_rule_lookup(grammar, rule_arg, &o->rule) != URIVAL_OK) {
            cli_error("no rule '%s' in grammar %s ('urival rules %s' lists them)",
                      rule_arg, grammar, grammar);
            return -1;
        }
        return 0;
    }
    if (strcmp(grammar, "rfc1738") == 0) {
        o->rfc1738 = 1;
        return 0;
    }
    for (i = 0; i < sizeof top / sizeof top[0]; i++)
        if (strcmp(top[i].grammar, grammar) == 0)
            return urival_rule_lookup(grammar, top[i].rule, &o->rule) ==
                           URIVAL_OK ? 0 : -1;
    /* Any other grammar: its first rule, the top of its file. */
    for (i = 0; i < urival_rule_count(); i++) {
        if (strcmp(urival_rule_grammar((urival_rule)i), grammar) == 0) {
            o->rule = (urival_rule)i;
            return 0;
        }
    }
    return -1;
}

int cmd_validate(int argc, char **argv)
{
    struct options o = { URIVAL_RFC3986_URI_REFERENCE, 0, URIVAL_MAX_INPUT, 0 };
    const char *grammar = NULL, *rule_arg = NULL;
    struct tally t = { 0, 0, 0 };
    int i, io_error = 0, files = 0;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return EXIT_VALID;
        } else if (strcmp(a, "--rule") == 0 && i + 1 < argc) {
            rule_arg = argv[++i];
        } else if (strcmp(a, "--grammar") == 0 && i + 1 < argc) {
            grammar = argv[++i];
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
    if (grammar != NULL) {
        if (grammar_rule(grammar, rule_arg, &o) != 0)
            return EXIT_USAGE;
    } else if (rule_arg != NULL && cli_rule(rule_arg, &o.rule) != 0) {
        return EXIT_USAGE;
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
