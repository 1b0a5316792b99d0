/* parse_cmd.c - urival parse: print the components of URI references. */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"

static void help(FILE *f)
{
    fputs("usage: urival parse [--rule NAME] [--json | --get FORMAT] [-f FILE] [URI...]\n\n"
          "Takes each URI reference apart (RFC 3986 section 3) and prints its\n"
          "components: undefined ones are left out, empty ones shown as \"\".\n"
          "Without URI arguments or -f, reads one per line from standard input.\n"
          "With --get, an invalid input is reported on standard error.\n\n"
          "  --rule NAME       URI-reference (default), URI, relative-ref or\n"
          "                    absolute-URI\n",
          f);
    cli_help_io(f, cli_uri_fields);
    fputs("\nExit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

/* The security flags of urival_uri_parse() by name, for both output forms. */
static const struct {
    unsigned flag;
    const char *name;
} security[] = {
    { URIVAL_URI_INFO_PASSWORD, "password-in-userinfo" },
    { URIVAL_URI_INFO_HOSTLIKE_USERINFO, "hostlike-userinfo" },
    { URIVAL_URI_INFO_NUMERIC_HOST, "numeric-reg-name" },
    { URIVAL_URI_INFO_PCT_CONTROL, "pct-encoded-control" },
    { URIVAL_URI_INFO_NONDEFAULT_PORT, "non-default-port" },
};
#define NSECURITY (sizeof security / sizeof security[0])

static void print_text(const char *s, size_t len, const urival_uri *u)
{
    size_t k;
    int c;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        const urival_span *sp = &u->part[c];
        if (!urival_uri_has(u, (urival_uri_part)c))
            continue;
        printf("%-10s ", urival_uri_part_name((urival_uri_part)c));
        if (sp->len == 0)
            fputs("\"\"", stdout);
        else
            fwrite(s + sp->off, 1, sp->len, stdout);
        if (c == URIVAL_URI_PART_HOST)
            printf(" (%s)", urival_uri_host_kind_name(u->host_kind));
        if (c == URIVAL_URI_PART_PORT && (u->info & URIVAL_URI_INFO_PORT_LARGE))
            fputs(" (larger than 65535)", stdout);
        putchar('\n');
    }
    for (k = 0; k < NSECURITY; k++)
        if (u->info & security[k].flag)
            printf("%-10s %s\n", "warning", security[k].name);
    (void)len;
}

static void print_json(const char *s, size_t len, const urival_uri *u, const urival_error *err,
                       int ok, urival_rule rule)
{
    int c;
    fputs("{\"input\":", stdout);
    json_string(stdout, s, len);
    printf(",\"rule\":\"%s\",\"valid\":%s", urival_rule_name(rule), ok ? "true" : "false");
    if (ok) {
        for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
            if (!urival_uri_has(u, (urival_uri_part)c))
                continue;
            printf(",\"%s\":", urival_uri_part_name((urival_uri_part)c));
            json_string(stdout, s + u->part[c].off, u->part[c].len);
        }
        if (u->host_kind != URIVAL_URI_HOST_NONE)
            printf(",\"host_kind\":\"%s\"", urival_uri_host_kind_name(u->host_kind));
        if (u->info & URIVAL_URI_INFO_PORT_NUMBER)
            printf(",\"port_number\":%u", (unsigned)u->port_number);
        {
            size_t k, n = 0;
            for (k = 0; k < NSECURITY; k++)
                if (u->info & security[k].flag)
                    printf("%s\"%s\"", n++ ? "," : ",\"warnings\":[", security[k].name);
            if (n > 0)
                putchar(']');
        }
    } else {
        json_syntax_error(stdout, s, len, err);
    }
    fputs("}\n", stdout);
}

struct job {
    urival_rule rule;
    const struct cli_io *io;
    unsigned long long n; /* inputs so far */
};

/* Returns 1 when s was valid. */
static int parse_one(const char *s, size_t len, void *ctx)
{
    struct job *j = ctx;
    urival_uri u;
    urival_error err;
    int ok = urival_uri_parse(j->rule, s, len, &u, &err) == URIVAL_OK;
    if (j->io->json) {
        print_json(s, len, &u, &err, ok, j->rule);
    } else if (ok && j->io->get != NULL) {
        cli_get_uri(stdout, j->io->get, s, len, &u);
    } else {
        FILE *f = j->io->get != NULL ? stderr : stdout;
        if (j->n++ > 0 && j->io->get == NULL)
            putchar('\n');
        if (ok) {
            print_text(s, len, &u);
        } else {
            char what[64];
            snprintf(what, sizeof what, "invalid %s", urival_rule_name(j->rule));
            cli_report_syntax(f, j->io, what, s, len, &err);
        }
    }
    return ok;
}

int cmd_parse(int argc, char **argv)
{
    struct job j = { URIVAL_RULE_RFC3986_URI_REFERENCE, NULL, 0 };
    struct cli_io io;
    const char *rule = NULL;
    const struct cli_opt opts[] = { { "--rule", NULL, &rule }, { NULL, NULL, NULL } };
    int first;
    first = cli_options(argc, argv, &io, opts, cli_uri_fields, help);
    if (first < 0)
        return cli_options_exit(first);
    if (rule != NULL) {
        if (cli_rule(rule, &j.rule) != 0)
            return EXIT_USAGE;
        if (j.rule != URIVAL_RULE_RFC3986_URI && j.rule != URIVAL_RULE_RFC3986_URI_REFERENCE &&
            j.rule != URIVAL_RULE_RFC3986_RELATIVE_REF &&
            j.rule != URIVAL_RULE_RFC3986_ABSOLUTE_URI) {
            cli_error("parse: --rule must be URI-reference, URI, relative-ref or absolute-URI");
            return EXIT_USAGE;
        }
    }
    j.io = &io;
    return cli_each(&io, argc, argv, first, parse_one, &j);
}
