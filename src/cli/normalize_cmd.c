/* normalize_cmd.c - urival normalize: URI references in normal form (RFC
 * 3986 sections 6.2.2 and 6.2.3). */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival normalize [--scheme] [--ipv6-canonical] [--json] [URI...]\n\n"
          "Prints each URI reference in normal form, one a line: scheme and host in\n"
          "lower case, percent-encoding of unreserved characters decoded and of\n"
          "the rest in upper-case hex, dot segments removed (RFC 3986 6.2.2).\n"
          "Without URI arguments, reads one per line from standard input.\n"
          "Invalid input is reported on standard error.\n\n"
          "  --scheme          also scheme-based normalization (6.2.3): an empty or\n"
          "                    default port goes, an empty http(s)/ws(s) path is \"/\"\n"
          "  --ipv6-canonical  IPv6 hosts in the RFC 5952 text form\n"
          "  --json            one JSON object per input\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    unsigned flags;
    int json;
    const char *s;
    size_t len;
    urival_error *err;
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
    return urival_normalize(j->s, j->len, j->flags, buf, cap, needed, j->err);
}

static int normalize_one(const char *s, size_t len, void *ctx)
{
    struct job *j = ctx;
    char *out;
    size_t n;
    int st;
    j->s = s;
    j->len = len;
    st = refcli_produce(produce, j, &out, &n);
    if (j->json) {
        fputs("{\"input\":", stdout);
        json_string(stdout, s, len);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK)
            refcli_json_field("normalized", out, n);
        else
            refcli_json_error("input", s, len, st, j->err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        fwrite(out, 1, n, stdout);
        putchar('\n');
    } else {
        refcli_report("normalize", "URI-reference", s, len, st, j->err);
    }
    free(out);
    return st == URIVAL_OK;
}

int cmd_normalize(int argc, char **argv)
{
    struct job j;
    urival_error err;
    int scheme = 0, ipv6 = 0, json = 0, first;
    const struct refcli_opt opts[] = {
        { "--scheme", &scheme, NULL }, { "--ipv6-canonical", &ipv6, NULL },
        { "--json", &json, NULL }, { NULL, NULL, NULL }
    };
    memset(&j, 0, sizeof j);
    first = refcli_options(argc, argv, "normalize", opts, help);
    if (first < 0)
        return refcli_options_exit(first);
    j.flags = (scheme ? URIVAL_NORMALIZE_SCHEME : 0) | (ipv6 ? URIVAL_NORMALIZE_IPV6 : 0);
    j.json = json;
    j.err = &err;
    return refcli_each(argc, argv, first, "normalize", normalize_one, &j);
}
