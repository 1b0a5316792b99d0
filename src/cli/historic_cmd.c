/* historic_cmd.c - urival rfc1738: check RFC 1738 URLs against the grammar
 * of their scheme and print their scheme-specific parts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/parts.h"

/* The --get placeholders: the parts (in the order of urival_rfc1738_part),
 * then the rule matched and the URL. */
static const char *const fields[] = {
    "scheme",   "user",       "password",       "host",     "port",    "path",  "type",
    "selector", "search",     "gopher+_string", "database", "address", "group", "article",
    "fields",   "schemepart", "rule",           "url",      NULL
};

static const int field_part[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, CLI_FIELD_EXTRA, CLI_FIELD_URL
};

static const struct cli_help help = {
    .text = "usage: urival rfc1738 [--json | --get FORMAT] [-f FILE] [URL...]\n\n"
            "Checks each URL against the RFC 1738 grammar of its scheme (ftp,\n"
            "http, gopher, mailto, news, nntp, telnet, wais, file, prospero;\n"
            "genericurl for any other; scheme names in any case, section 2.1)\n"
            "and prints the rule it matched and its parts: user, password,\n"
            "host, port, path and its segments, ftp type, gopher selector and\n"
            "search, wais database, prospero fields, ...  Without URL arguments\n"
            "or -f, reads one per line from standard input.  With --get, an invalid\n"
            "URL is reported on standard error and leaves an empty output line.\n\n",
    .fields = fields,
    .exits = CLI_EXITS_EACH,
};

/* The segments and fields of u, a parse of s[0..len), in one array:
 * seg[0..nseg), then the names and the values of the fields, nf each.
 * Returns 0, or -1 when memory ran out (said).  The walkers cannot fail on
 * a parse of s itself, so their status is not looked at: a failure would
 * leave the counts 0. */
static int parts(const urival_rfc1738 *u, const char *s, size_t len, urival_span **a, size_t *nseg,
                 size_t *nf)
{
    (void)urival_rfc1738_segments(u, s, len, NULL, 0, nseg);
    (void)urival_rfc1738_fields(u, s, len, NULL, NULL, 0, nf);
    if ((*a = cli_malloc((*nseg + 2 * *nf + 1) * sizeof **a)) == NULL) {
        cli_oom("rfc1738");
        return -1;
    }
    (void)urival_rfc1738_segments(u, s, len, *a, *nseg, nseg);
    (void)urival_rfc1738_fields(u, s, len, *a + *nseg, *a + *nseg + *nf, *nf, nf);
    return 0;
}

static int print_text(const struct parts_input *in)
{
    const urival_rfc1738 *u = in->parse;
    const char *s = in->s;
    size_t nseg, nf, i;
    urival_span *a;
    int p;
    if (parts(u, s, in->len, &a, &nseg, &nf) != 0)
        return -1;
    printf("%-14s %s\n", "rule", urival_rule_name(u->rule));
    for (p = 0; p < URIVAL_RFC1738_PART_COUNT; p++) {
        if (!urival_rfc1738_has(u, (urival_rfc1738_part)p))
            continue;
        parts_line(14, urival_rfc1738_part_name((urival_rfc1738_part)p), s, u->part[p]);
        putchar('\n');
    }
    for (i = 0; i < nseg; i++) {
        parts_line(14, "segment", s, a[i]);
        putchar('\n');
    }
    for (i = 0; i < nf; i++) {
        parts_line(14, "field", s, a[nseg + i]);
        fputs(" = ", stdout);
        parts_value(s, a[nseg + nf + i]);
        putchar('\n');
    }
    free(a);
    return 0;
}

static int print_json(const struct parts_input *in)
{
    const urival_rfc1738 *u = in->parse;
    const char *s = in->s;
    size_t nseg = 0, nf = 0, i;
    urival_span *a = NULL;
    if (in->ok && parts(u, s, in->len, &a, &nseg, &nf) != 0)
        return -1;
    fputs("{\"input\":", stdout);
    json_string(stdout, s, in->len);
    printf(",\"valid\":%s", in->ok ? "true" : "false");
    if (in->ok) {
        int p;
        printf(",\"rule\":\"%s\"", urival_rule_name(u->rule));
        for (p = 0; p < URIVAL_RFC1738_PART_COUNT; p++)
            if (urival_rfc1738_has(u, (urival_rfc1738_part)p))
                json_field(stdout, urival_rfc1738_part_name((urival_rfc1738_part)p),
                           s + u->part[p].off, u->part[p].len);
        if (nseg > 0) {
            fputs(",\"segments\":[", stdout);
            for (i = 0; i < nseg; i++) {
                if (i > 0)
                    putchar(',');
                json_string(stdout, s + a[i].off, a[i].len);
            }
            putchar(']');
        }
        if (nf > 0) {
            /* "fields" is already the part, as it stands: the pairs get a
             * key of their own (a JSON object with a key twice is read as
             * the last one by most parsers). */
            fputs(",\"field_list\":[", stdout);
            for (i = 0; i < nf; i++) {
                fputs(i > 0 ? ",{\"name\":" : "{\"name\":", stdout);
                json_string(stdout, s + a[nseg + i].off, a[nseg + i].len);
                json_field(stdout, "value", s + a[nseg + nf + i].off, a[nseg + nf + i].len);
                putchar('}');
            }
            putchar(']');
        }
        free(a);
    } else {
        json_syntax_error(stdout, s, in->len, in->err);
    }
    fputs("}\n", stdout);
    return 0;
}

static void print_get(const struct parts_input *in)
{
    const urival_rfc1738 *u = in->parse;
    struct cli_span_view v = { in->s,      in->len,    u->part,
                               u->defined, field_part, urival_rule_name(u->rule) };
    cli_get_print(stdout, in->io->get, fields, cli_span_value, &v);
}

static void print_invalid(FILE *f, const struct parts_input *in)
{
    cli_report_syntax(f, in->io, "invalid URL (rfc1738)", in->s, in->len, in->err);
}

static const struct parts_forms forms = { print_json, print_get, print_text, print_invalid };

/* Returns 1 when s was valid. */
static int one(const char *s, size_t len, void *ctx)
{
    urival_rfc1738 u;
    urival_error err;
    int ok = urival_rfc1738_parse(s, len, &u, &err) == URIVAL_OK;
    return parts_show(ctx, s, len, ok, &u, &err);
}

int cmd_rfc1738(int argc, char **argv)
{
    struct cli_io io;
    struct parts_out out = { &forms, &io, NULL, 0 };
    int first = cli_options(argc, argv, &io, NULL, &help);
    if (first < 0)
        return cli_options_exit(first);
    return cli_each(&io, argc, argv, first, one, &out);
}
