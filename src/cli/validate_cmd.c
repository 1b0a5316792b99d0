/* validate_cmd.c - urival validate: check every line of the inputs. */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"

/* The error kinds the summary counts: the rule that could not go on, or
 * "too long"; kinds past the table's size count as "other". */
#define KINDS 48
struct kind {
    const char *name;
    unsigned long long n;
};

struct tally {
    unsigned long long lines, valid, invalid;
    struct kind kind[KINDS + 1];
    size_t nkinds;
};

struct options {
    urival_rule rule;
    int quiet;
    int rfc1738; /* --grammar rfc1738: the rule of each URL's scheme */
};

struct job {
    struct options o;
    struct tally t;
    struct cli_io *io;
};

static const struct cli_help help = {
    .text = "usage: urival validate [--rule [GRAMMAR:]NAME] [--grammar ID] [--quiet]\n"
            "                       [--json] [--max-line-length N] [-f FILE] [FILE...]\n\n"
            "Checks each line of the files (or standard input, or '-') against a\n"
            "rule, URI-reference of RFC 3986 unless --rule names another.  Prints\n"
            "each invalid line with its number, the offset of the first bad byte,\n"
            "a caret under it and why, then a summary: the lines, how many were\n"
            "valid and invalid, and the invalid ones by the rule that failed (or\n"
            "\"too long\").  CRLF endings are accepted.  A file of any size is read\n"
            "in constant memory; when standard error is a terminal and the input a\n"
            "regular file, a progress bar there shows the rate and time left.\n\n"
            "  --rule NAME             the ABNF rule, e.g. URI or rfc3986:IPv6address\n"
            "  --grammar ID            the top rule of a grammar: rfc3986 URI-reference,\n"
            "                          url-draft05 URL-reference, url-1993\n"
            "                          fragmentaddress, rfc1738 the rule of each URL's\n"
            "                          scheme (genericurl for other schemes; scheme\n"
            "                          names in any case); with --rule, the rule of\n"
            "                          that grammar ('urival rules ID' lists them)\n"
            "  -q, --quiet             print nothing; only the exit status tells\n"
            "  --json                  one JSON object per line, valid or not: file,\n"
            "                          line, input, valid, and the error's offset,\n"
            "                          rule, kind and message; the summary goes to\n"
            "                          standard error\n"
            "  -f, --file FILE         a file to check, as FILE is\n"
            "  --max-line-length N     report lines longer than N bytes as invalid\n"
            "                          (default and largest: 1073741824)\n\n"
            "Exit status: 0 all lines valid, 1 some invalid, 2 usage or I/O error.\n",
};

static void count_kind(struct tally *t, const char *name)
{
    size_t i;
    for (i = 0; i < t->nkinds; i++)
        if (t->kind[i].name == name || strcmp(t->kind[i].name, name) == 0)
            break;
    if (i == t->nkinds) {
        if (t->nkinds == KINDS) {
            i = KINDS;
            t->kind[i].name = "other";
        } else {
            t->kind[i].name = name;
            t->nkinds++;
        }
    }
    t->kind[i].n++;
}

static void json_head(const struct cli_io *io, const char *line, size_t len, int valid)
{
    cli_progress_pause();
    cli_json_line_head(io, line, len);
    printf(",\"valid\":%s", valid ? "true" : "false");
}

static const char *kind_of(const urival_error *err)
{
    return err->rule != NULL ? err->rule : urival_strstatus(err->status);
}

static void report(const struct cli_io *io, const char *line, size_t len, const urival_error *err)
{
    char msg[512];
    urival_error_message(err, line, len, msg, sizeof msg, NULL);
    if (io->json) {
        const char *kind = kind_of(err);
        json_head(io, line, len, 0);
        printf(",\"error\":{\"offset\":%zu,\"rule\":", err->offset);
        if (err->rule != NULL)
            json_string(stdout, err->rule, strlen(err->rule));
        else
            fputs("null", stdout);
        json_field_str(stdout, "kind", kind);
        json_field_str(stdout, "message", msg);
        fputs("}}\n", stdout);
        return;
    }
    cli_progress_pause();
    cli_where(stdout, io);
    printf("%s\n", msg);
    cli_show_at(stdout, line, len, err->offset);
}

static int check_line(const char *line, size_t len, void *ctx)
{
    struct job *j = ctx;
    urival_error err;
    int st;
    j->t.lines++;
#ifdef URIVAL_HAVE_RFC1738
    if (j->o.rfc1738)
        st = urival_rfc1738_parse(line, len, NULL, &err);
    else
#endif
        st = urival_match(j->o.rule, line, len, &err);
    if (st == URIVAL_OK) {
        j->t.valid++;
        if (j->io->json) {
            json_head(j->io, line, len, 1);
            fputs("}\n", stdout);
        }
        return 1;
    }
    j->t.invalid++;
    count_kind(&j->t, kind_of(&err));
    if (!j->o.quiet)
        report(j->io, line, len, &err);
    return 0;
}

static int too_long(struct cli_io *io, const char *head, size_t len, void *ctx)
{
    struct job *j = ctx;
    j->t.lines++;
    j->t.invalid++;
    count_kind(&j->t, "too long");
    if (j->o.quiet)
        return 0;
    if (io->json) {
        cli_json_too_long(io, head, len);
    } else {
        cli_progress_pause();
        cli_where(stdout, io);
        printf("line of %zu bytes is longer than the limit of %zu\n", len, io->max_line);
    }
    return 0;
}

/* The summary line: "N lines: V valid, I invalid (kind: n, ...)", the
 * kinds from the most frequent. */
static void summary(FILE *f, struct tally *t)
{
    size_t i, k;
    fprintf(f, "%llu lines: %llu valid, %llu invalid", t->lines, t->valid, t->invalid);
    if (t->kind[KINDS].n > 0)
        t->kind[t->nkinds++] = t->kind[KINDS];
    /* Few kinds: an insertion sort, most frequent first, then by name. */
    for (i = 1; i < t->nkinds; i++) {
        struct kind x = t->kind[i];
        for (k = i; k > 0 && (t->kind[k - 1].n < x.n ||
                              (t->kind[k - 1].n == x.n && strcmp(t->kind[k - 1].name, x.name) > 0));
             k--)
            t->kind[k] = t->kind[k - 1];
        t->kind[k] = x;
    }
    for (i = 0; i < t->nkinds; i++)
        fprintf(f, "%s%s: %llu", i == 0 ? " (" : ", ", t->kind[i].name, t->kind[i].n);
    fputs(t->nkinds > 0 ? ")\n" : "\n", f);
}

/* --grammar ID, with or without --rule NAME: the rule of that grammar, its
 * top rule, or for rfc1738 the scheme-aware check.  Returns 0 on success. */
static int grammar_rule(const char *grammar, const char *rule_arg, struct options *o)
{
    static const struct {
        const char *grammar, *rule;
    } top[] = {
        { "rfc3986", "URI-reference" },
        { "url-draft05", "URL-reference" },
        { "url-1993", "fragmentaddress" },
    };
    size_t i;
    if (!cli_grammar_known(grammar)) {
        cli_error("unknown grammar '%s' ('urival rules' lists them)", grammar);
        return -1;
    }
    if (rule_arg != NULL && strchr(rule_arg, ':') != NULL)
        return cli_rule(rule_arg, &o->rule);
    if (rule_arg != NULL) {
        if (urival_rule_lookup(grammar, rule_arg, &o->rule) != URIVAL_OK) {
            cli_error("no rule '%s' in grammar %s ('urival rules %s' lists them)", rule_arg,
                      grammar, grammar);
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
            return urival_rule_lookup(grammar, top[i].rule, &o->rule) == URIVAL_OK ? 0 : -1;
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
    struct job j;
    struct cli_io io;
    const char *grammar = NULL, *rule_arg = NULL;
    int first, i, rc = EXIT_VALID;
    const struct cli_opt opts[] = { { "--rule", NULL, &rule_arg },
                                    { "--grammar", NULL, &grammar },
                                    { "--quiet", &j.o.quiet, NULL },
                                    { "-q", &j.o.quiet, NULL },
                                    { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    j.o.rule = URIVAL_RULE_RFC3986_URI_REFERENCE;
    first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    if (grammar != NULL) {
        if (grammar_rule(grammar, rule_arg, &j.o) != 0)
            return EXIT_USAGE;
    } else if (rule_arg != NULL && cli_rule(rule_arg, &j.o.rule) != 0) {
        return EXIT_USAGE;
    }
    j.io = &io;
    io.too_long = too_long;
    io.progress = !j.o.quiet;
    for (i = first; i < argc; i++)
        rc = cli_worse(rc, cli_each_file(&io, argv[i], check_line, &j));
    if (io.file != NULL)
        rc = cli_worse(rc, cli_each_file(&io, io.file, check_line, &j));
    if (first >= argc && io.file == NULL)
        rc = cli_each_file(&io, "-", check_line, &j);
    if (!j.o.quiet) {
        if (io.json)
            fflush(stdout);
        summary(io.json ? stderr : stdout, &j.t);
    }
    return rc;
}
