/* parse_cmd.c - urival parse: print the components of URI references. */
#include <stdio.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "lines.h"

static void help(FILE *f)
{
    fputs("usage: urival parse [--rule NAME] [--json] [URI...]\n\n"
          "Takes each URI reference apart (RFC 3986 section 3) and prints its\n"
          "components: undefined ones are left out, empty ones shown as \"\".\n"
          "Without URI arguments, reads one per line from standard input.\n\n"
          "  --rule NAME   URI-reference (default), URI, relative-ref or absolute-URI\n"
          "  --json        one JSON object per input\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

/* The security flags of urival_parse() by name, for both output forms. */
static const struct {
    unsigned flag;
    const char *name;
} security[] = {
    { URIVAL_FLAG_PASSWORD, "password-in-userinfo" },
    { URIVAL_FLAG_HOSTLIKE_USERINFO, "hostlike-userinfo" },
    { URIVAL_FLAG_NUMERIC_HOST, "numeric-reg-name" },
    { URIVAL_FLAG_PCT_CONTROL, "pct-encoded-control" },
    { URIVAL_FLAG_NONDEFAULT_PORT, "non-default-port" },
};
#define NSECURITY (sizeof security / sizeof security[0])

static void print_text(const char *s, size_t len, const urival_uri *u)
{
    size_t k;
    int c;
    for (c = 0; c < URIVAL_COMPONENT_COUNT; c++) {
        const urival_span *sp = &u->part[c];
        if (!urival_uri_has(u, (urival_component)c))
            continue;
        printf("%-10s ", urival_component_name((urival_component)c));
        if (sp->len == 0)
            fputs("\"\"", stdout);
        else
            fwrite(s + sp->off, 1, sp->len, stdout);
        if (c == URIVAL_HOST)
            printf(" (%s)", urival_host_kind_name(u->host_kind));
        if (c == URIVAL_PORT && (u->flags & URIVAL_PORT_LARGE))
            fputs(" (larger than 65535)", stdout);
        putchar('\n');
    }
    for (k = 0; k < NSECURITY; k++)
        if (u->flags & security[k].flag)
            printf("%-10s %s\n", "warning", security[k].name);
    (void)len;
}

static void print_json(const char *s, size_t len, const urival_uri *u,
                       const urival_error *err, int ok, urival_rule rule)
{
    int c;
    fputs("{\"input\":", stdout);
    json_string(stdout, s, len);
    printf(",\"rule\":\"%s\",\"valid\":%s", urival_rule_name(rule), ok ? "true" : "false");
    if (ok) {
        for (c = 0; c < URIVAL_COMPONENT_COUNT; c++) {
            if (!urival_uri_has(u, (urival_component)c))
                continue;
            printf(",\"%s\":", urival_component_name((urival_component)c));
            json_string(stdout, s + u->part[c].off, u->part[c].len);
        }
        if (u->host_kind != URIVAL_HOST_NONE)
            printf(",\"host_kind\":\"%s\"", urival_host_kind_name(u->host_kind));
        if (u->flags & URIVAL_PORT_NUMBER)
            printf(",\"port_number\":%u", (unsigned)u->port_number);
        {
            size_t k, n = 0;
            for (k = 0; k < NSECURITY; k++)
                if (u->flags & security[k].flag)
                    printf("%s\"%s\"", n++ ? "," : ",\"warnings\":[", security[k].name);
            if (n > 0)
                putchar(']');
        }
    } else {
        char msg[512];
        urival_error_message(err, s, len, msg, sizeof msg);
        printf(",\"error\":{\"offset\":%zu,\"rule\":", err->offset);
        json_string(stdout, err->rule, strlen(err->rule));
        fputs(",\"message\":", stdout);
        json_string(stdout, msg, strlen(msg));
        putchar('}');
    }
    fputs("}\n", stdout);
}

/* Returns 1 when s was valid. */
static int parse_one(const char *s, size_t len, urival_rule rule, int json)
{
    urival_uri u;
    urival_error err;
    int ok = urival_parse(rule, s, len, &u, &err) == URIVAL_OK;
    if (json) {
        print_json(s, len, &u, &err, ok, rule);
    } else if (ok) {
        print_text(s, len, &u);
    } else {
        char msg[512];
        size_t col;
        urival_error_message(&err, s, len, msg, sizeof msg);
        printf("invalid %s: %s\n", urival_rule_name(rule), msg);
        col = cli_show_line(stdout, s, len, err.offset);
        cli_show_caret(stdout, col);
    }
    return ok;
}

int cmd_parse(int argc, char **argv)
{
    urival_rule rule = URIVAL_RFC3986_URI_REFERENCE;
    int i, json = 0, bad = 0, n = 0;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return EXIT_VALID;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (strcmp(a, "--rule") == 0 && i + 1 < argc) {
            if (cli_rule(argv[++i], &rule) != 0)
                return EXIT_USAGE;
            if (rule != URIVAL_RFC3986_URI && rule != URIVAL_RFC3986_URI_REFERENCE &&
                rule != URIVAL_RFC3986_RELATIVE_REF && rule != URIVAL_RFC3986_ABSOLUTE_URI) {
                cli_error("parse: --rule must be URI-reference, URI, relative-ref or absolute-URI");
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--") == 0) {
            i++;
            break;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_error("parse: unknown option or missing argument: %s", a);
            help(stderr);
            return EXIT_USAGE;
        } else {
            break;
        }
    }
    if (i < argc) {
        for (; i < argc; i++, n++) {
            if (!json && n > 0)
                putchar('\n');
            bad |= !parse_one(argv[i], strlen(argv[i]), rule, json);
        }
    } else {
        struct lines r;
        const char *line;
        size_t len;
        enum line_status st;
        lines_init(&r, 0, 0);
        while ((st = lines_next(&r, &line, &len)) == LINE_OK) {
            if (!json && n++ > 0)
                putchar('\n');
            bad |= !parse_one(line, len, rule, json);
        }
        lines_free(&r);
        if (st == LINE_ERROR) {
            cli_error("<stdin>: read error");
            return EXIT_USAGE;
        }
    }
    return bad ? EXIT_INVALID : EXIT_VALID;
}
