/* historic_cmd.c - urival rfc1738: check RFC 1738 URLs against the grammar
 * of their scheme and print their scheme-specific parts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "lines.h"

static void help(FILE *f)
{
    fputs("usage: urival rfc1738 [--json] [URL...]\n\n"
          "Checks each URL against the RFC 1738 grammar of its scheme (ftp,\n"
          "http, gopher, mailto, news, nntp, telnet, wais, file, prospero;\n"
          "genericurl for any other; scheme names in any case, section 2.1)\n"
          "and prints the rule it matched and its parts: user, password,\n"
          "host, port, path and its segments, ftp type, gopher selector and\n"
          "search, wais database, prospero fields, ...  Without URL arguments,\n"
          "reads one per line from standard input.\n\n"
          "  --json   one JSON object per URL\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

static void show(const char *s, const urival_span *sp)
{
    if (sp->len == 0)
        fputs("\"\"", stdout);
    else
        fwrite(s + sp->off, 1, sp->len, stdout);
}

static void print_text(const char *s, const urival_rfc1738_url *u)
{
    size_t nseg, nf, i;
    int p;
    printf("%-14s %s\n", "rule", urival_rule_name(u->rule));
    for (p = 0; p < URIVAL_URLPART_COUNT; p++) {
        if (!urival_rfc1738_has(u, (urival_url_part)p))
            continue;
        printf("%-14s ", urival_url_part_name((urival_url_part)p));
        show(s, &u->part[p]);
        putchar('\n');
    }
    nseg = urival_rfc1738_segments(s, u, NULL, 0);
    if (nseg > 0) {
        urival_span *seg = malloc(nseg * sizeof *seg);
        if (seg != NULL) {
            urival_rfc1738_segments(s, u, seg, nseg);
            for (i = 0; i < nseg; i++) {
                printf("%-14s ", "segment");
                show(s, &seg[i]);
                putchar('\n');
            }
        }
        free(seg);
    }
    nf = urival_rfc1738_fields(s, u, NULL, NULL, 0);
    if (nf > 0) {
        urival_span *name = malloc(nf * sizeof *name);
        urival_span *value = malloc(nf * sizeof *value);
        if (name != NULL && value != NULL) {
            urival_rfc1738_fields(s, u, name, value, nf);
            for (i = 0; i < nf; i++) {
                printf("%-14s ", "field");
                show(s, &name[i]);
                fputs(" = ", stdout);
                show(s, &value[i]);
                putchar('\n');
            }
        }
        free(name);
        free(value);
    }
}

static void print_json(const char *s, size_t len, const urival_rfc1738_url *u,
                       const urival_error *err, int ok)
{
    fputs("{\"input\":", stdout);
    json_string(stdout, s, len);
    printf(",\"valid\":%s", ok ? "true" : "false");
    if (ok) {
        size_t nseg = urival_rfc1738_segments(s, u, NULL, 0);
        size_t nf = urival_rfc1738_fields(s, u, NULL, NULL, 0), i;
        urival_span *a = malloc((nseg + 2 * nf + 1) * sizeof *a);
        int p;
        printf(",\"rule\":\"%s\"", urival_rule_name(u->rule));
        for (p = 0; p < URIVAL_URLPART_COUNT; p++) {
            if (!urival_rfc1738_has(u, (urival_url_part)p))
                continue;
            printf(",\"%s\":", urival_url_part_name((urival_url_part)p));
            json_string(stdout, s + u->part[p].off, u->part[p].len);
        }
        if (a != NULL && nseg > 0) {
            urival_rfc1738_segments(s, u, a, nseg);
            fputs(",\"segments\":[", stdout);
            for (i = 0; i < nseg; i++) {
                if (i > 0)
                    putchar(',');
                json_string(stdout, s + a[i].off, a[i].len);
            }
            putchar(']');
        }
        if (a != NULL && nf > 0) {
            urival_rfc1738_fields(s, u, a, a + nf, nf);
            fputs(",\"fields\":[", stdout);
            for (i = 0; i < nf; i++) {
                fputs(i > 0 ? ",{\"name\":" : "{\"name\":", stdout);
                json_string(stdout, s + a[i].off, a[i].len);
                fputs(",\"value\":", stdout);
                json_string(stdout, s + a[nf + i].off, a[nf + i].len);
                putchar('}');
            }
            putchar(']');
        }
        free(a);
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
static int one(const char *s, size_t len, int json)
{
    urival_rfc1738_url u;
    urival_error err;
    int ok = urival_rfc1738_parse(s, len, &u, &err) == URIVAL_OK;
    if (json) {
        print_json(s, len, &u, &err, ok);
    } else if (ok) {
        print_text(s, &u);
    } else {
        char msg[512];
        size_t col;
        urival_error_message(&err, s, len, msg, sizeof msg);
        printf("invalid: %s\n", msg);
        col = cli_show_line(stdout, s, len, err.offset);
        cli_show_caret(stdout, col);
    }
    return ok;
}

int cmd_rfc1738(int argc, char **argv)
{
    int i, json = 0, bad = 0, n = 0;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return EXIT_VALID;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (strcmp(a, "--") == 0) {
            i++;
            break;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_error("rfc1738: unknown option: %s", a);
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
            bad |= !one(argv[i], strlen(argv[i]), json);
        }
    } else {
        struct lines r;
        const char *line;
        size_t len;
        enum line_status st;
        lines_init(&r, 0, URIVAL_MAX_INPUT);
        while ((st = lines_next(&r, &line, &len)) == LINE_OK) {
            if (!json && n++ > 0)
                putchar('\n');
            bad |= !one(line, len, json);
        }
        lines_free(&r);
        if (st == LINE_ERROR) {
            cli_error("<stdin>: %s", strerror(r.error));
            return EXIT_USAGE;
        }
    }
    return bad ? EXIT_INVALID : EXIT_VALID;
}
