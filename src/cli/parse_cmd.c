/* parse_cmd.c - urival parse: print the components of URI references. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/parts.h"

static const struct cli_help help = {
    .text = "usage: urival parse [--iri] [--rule NAME] [--json | --get FORMAT] [-f FILE]\n"
            "                    [URI...]\n\n"
            "Takes each URI reference apart (RFC 3986 section 3) and prints its\n"
            "components: undefined ones are left out, empty ones shown as \"\".\n"
            "Without URI arguments or -f, reads one per line from standard input.\n"
            "With --get, an invalid input is reported on standard error and leaves\n"
            "an empty output line.\n\n"
            "  --rule NAME       URI-reference (default), URI, relative-ref or\n"
            "                    absolute-URI (IRI-reference, IRI, irelative-ref or\n"
            "                    absolute-IRI mean --iri too)\n"
            "  --iri             the inputs are IRIs (RFC 3987), as 'urival iri' takes\n"
            "                    them: the rule is IRI-reference, or the counterpart\n"
            "                    of --rule (IRI, irelative-ref, absolute-IRI); values\n"
            "                    keep their non-ASCII characters, as UTF-8\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

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

static int print_text(const struct parts_input *in)
{
    const urival_uri *u = in->parse;
    size_t k;
    int c;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (!urival_uri_has(u, (urival_uri_part)c))
            continue;
        parts_line(10, urival_uri_part_name((urival_uri_part)c), in->s, u->part[c]);
        if (c == URIVAL_URI_PART_HOST)
            printf(" (%s)", urival_uri_host_kind_name(u->host_kind));
        if (c == URIVAL_URI_PART_PORT && (u->info & URIVAL_URI_INFO_PORT_LARGE))
            fputs(" (larger than 65535)", stdout);
        putchar('\n');
    }
    for (k = 0; k < NSECURITY; k++)
        if (u->info & security[k].flag)
            printf("%-10s %s\n", "warning", security[k].name);
    return 0;
}

static int print_json(const struct parts_input *in)
{
    const urival_rule *rule = in->ctx;
    const urival_uri *u = in->parse;
    int c;
    fputs("{\"input\":", stdout);
    json_string(stdout, in->s, in->len);
    printf(",\"rule\":\"%s\",\"valid\":%s", urival_rule_name(*rule), in->ok ? "true" : "false");
    if (in->ok) {
        for (c = 0; c < URIVAL_URI_PART_COUNT; c++)
            if (urival_uri_has(u, (urival_uri_part)c))
                json_field(stdout, urival_uri_part_name((urival_uri_part)c), in->s + u->part[c].off,
                           u->part[c].len);
        if (u->host_kind != URIVAL_URI_HOST_NONE)
            printf(",\"host_kind\":\"%s\"", urival_uri_host_kind_name(u->host_kind));
        if (u->info & URIVAL_URI_INFO_PORT_NUMBER)
            printf(",\"port_number\":%u", (unsigned)u->port_number);
        if (u->info & URIVAL_URI_INFO_PORT_LARGE)
            fputs(",\"port_large\":true", stdout); /* no port_number: above 65535 */
        if (urival_uri_has(u, URIVAL_URI_PART_QUERY) &&
            json_params(stdout, "parse", in->s + u->part[URIVAL_URI_PART_QUERY].off,
                        u->part[URIVAL_URI_PART_QUERY].len) != 0)
            return -1;
        {
            size_t k, n = 0;
            for (k = 0; k < NSECURITY; k++)
                if (u->info & security[k].flag)
                    printf("%s\"%s\"", n++ ? "," : ",\"warnings\":[", security[k].name);
            if (n > 0)
                putchar(']');
        }
    } else {
        json_syntax_error(stdout, in->s, in->len, in->err);
    }
    fputs("}\n", stdout);
    return 0;
}

static void print_get(const struct parts_input *in)
{
    cli_get_uri(stdout, in->io->get, in->s, in->len, in->parse);
}

static void print_invalid(FILE *f, const struct parts_input *in)
{
    const urival_rule *rule = in->ctx;
    char what[64];
    snprintf(what, sizeof what, "invalid %s", urival_rule_name(*rule));
    cli_report_syntax(f, in->io, what, in->s, in->len, in->err);
}

static const struct parts_forms forms = { print_json, print_get, print_text, print_invalid };

/* The four rules parse takes, each with its RFC 3987 counterpart. */
static const struct {
    urival_rule uri, iri;
} parse_rules[] = {
    { URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_RULE_RFC3987_IRI_REFERENCE },
    { URIVAL_RULE_RFC3986_URI, URIVAL_RULE_RFC3987_IRI },
    { URIVAL_RULE_RFC3986_RELATIVE_REF, URIVAL_RULE_RFC3987_IRELATIVE_REF },
    { URIVAL_RULE_RFC3986_ABSOLUTE_URI, URIVAL_RULE_RFC3987_ABSOLUTE_IRI },
};

static int is_iri(urival_rule r)
{
    size_t i;
    for (i = 0; i < sizeof parse_rules / sizeof parse_rules[0]; i++)
        if (r == parse_rules[i].iri)
            return 1;
    return 0;
}

/* Returns 1 when s was valid. */
static int parse_one(const char *s, size_t len, void *ctx)
{
    struct parts_out *out = ctx;
    const urival_rule *rule = out->ctx;
    urival_uri u;
    urival_error err;
    int ok = (is_iri(*rule) ? urival_iri_parse(*rule, s, len, &u, &err)
                            : urival_uri_parse(*rule, s, len, &u, &err)) == URIVAL_OK;
    return parts_show(out, s, len, ok, &u, &err);
}

int cli_parse_rule(const char *cmd, const char *arg, int iri, urival_rule *out)
{
    size_t i;
    urival_rule r = URIVAL_RULE_RFC3986_URI_REFERENCE;
    if (arg != NULL && cli_rule(cmd, arg, &r) != 0)
        return -1;
    for (i = 0; i < sizeof parse_rules / sizeof parse_rules[0]; i++) {
        if (r == parse_rules[i].uri || r == parse_rules[i].iri) {
            /* A rule of RFC 3987 named without --iri means it too. */
            *out = iri || r == parse_rules[i].iri ? parse_rules[i].iri : parse_rules[i].uri;
            return 0;
        }
    }
    cli_error("%s: --rule must be URI-reference, URI, relative-ref or absolute-URI, or their "
              "RFC 3987 counterparts IRI-reference, IRI, irelative-ref or absolute-IRI",
              cmd);
    return -1;
}

int cli_parse_run(struct cli_io *io, urival_rule rule, int argc, char **argv, int first)
{
    struct parts_out out = { &forms, io, &rule, 0 };
    return cli_each(io, argc, argv, first, parse_one, &out);
}

int cmd_parse(int argc, char **argv)
{
    urival_rule rule;
    struct cli_io io;
    const char *rule_arg = NULL;
    int iri = 0;
    const struct cli_opt opts[] = { { "--rule", NULL, &rule_arg },
                                    { "--iri", &iri, NULL },
                                    { NULL, NULL, NULL } };
    int first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    if (cli_parse_rule("parse", rule_arg, iri, &rule) != 0)
        return EXIT_USAGE;
    return cli_parse_run(&io, rule, argc, argv, first);
}
