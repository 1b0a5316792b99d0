/* relativize_cmd.c - urival relativize: the shortest reference from a base
 * to a target. */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival relativize [--json] BASE [TARGET...]\n\n"
          "Prints, for each target URI, the shortest reference that resolves to\n"
          "exactly that target against BASE (strict RFC 3986 section 5.2), one a\n"
          "line.  Without TARGET arguments, reads one per line from standard input.\n"
          "BASE and the targets must be URIs; a target that no reference reaches\n"
          "(its path holds dot segments that resolution would remove) is invalid.\n\n"
          "  --json   one JSON object per target\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    const char *base;
    size_t base_len;
    int json;
    const char *target;
    size_t target_len;
    urival_error *err;
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
    return urival_relativize(j->base, j->base_len, j->target, j->target_len, buf, cap, needed,
                             j->err);
}

static int relativize_one(const char *target, size_t len, void *ctx)
{
    struct job *j = ctx;
    char *out;
    size_t n;
    int st;
    j->target = target;
    j->target_len = len;
    st = refcli_produce(produce, j, &out, &n);
    if (j->json) {
        fputs("{\"base\":", stdout);
        json_string(stdout, j->base, j->base_len);
        refcli_json_field("target", target, len);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK)
            refcli_json_field("reference", out, n);
        else
            refcli_json_error(st == URIVAL_EBASE ? "base" : "target",
                              st == URIVAL_EBASE ? j->base : target,
                              st == URIVAL_EBASE ? j->base_len : len, st, j->err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        fwrite(out, 1, n, stdout);
        putchar('\n');
    } else if (st == URIVAL_EBASE) {
        refcli_report("relativize", "base", j->base, j->base_len, st, j->err);
    } else {
        refcli_report("relativize", "target", target, len, st, j->err);
    }
    free(out);
    return st == URIVAL_OK;
}

int cmd_relativize(int argc, char **argv)
{
    struct job j;
    urival_error err;
    int json = 0, first;
    const struct refcli_opt opts[] = { { "--json", &json, NULL }, { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    first = refcli_options(argc, argv, "relativize", opts, help);
    if (first < 0)
        return refcli_options_exit(first);
    if (first >= argc) {
        cli_error("relativize: a base URI is required");
        help(stderr);
        return EXIT_USAGE;
    }
    j.base = argv[first];
    j.base_len = strlen(j.base);
    j.json = json;
    j.err = &err;
    if (!refcli_base_ok("relativize", j.base, j.base_len, json))
        return EXIT_INVALID;
    return refcli_each(argc, argv, first + 1, "relativize", relativize_one, &j);
}
