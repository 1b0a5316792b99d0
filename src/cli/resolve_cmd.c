/* resolve_cmd.c - urival resolve: references against a base (RFC 3986
 * section 5.2). */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival resolve [--non-strict | --legacy draft05] [--json] BASE [REF...]\n\n"
          "Resolves each reference against BASE (RFC 3986 section 5.2) and prints\n"
          "the target URI, one a line.  Without REF arguments, reads one reference\n"
          "per line from standard input.  BASE must be a URI with a scheme; its\n"
          "fragment is ignored.  Invalid input is reported on standard error.\n\n"
          "  --non-strict  drop a reference's scheme when it is the base's\n"
          "                (\"http:g\" against an http base is \"g\")\n"
          "  --legacy draft05  the algorithm of draft-fielding-url-syntax-05 section\n"
          "                5.2 (1997) instead, as its Appendix C shows it (a reference\n"
          "                to the current document prints as \"(current document)\");\n"
          "                draft05-strip-dots also strips leading \".\" and \"..\"\n"
          "                segments, as \"some parsers inappropriately\" did\n"
          "  --json        one JSON object per reference\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    const char *base;
    size_t base_len;
    unsigned flags;
    int json;
    const char *ref;
    size_t ref_len;
    urival_error *err;
    int legacy;              /* --legacy: urival_resolve_draft05() */
    unsigned legacy_options; /* its options */
    unsigned *legacy_result; /* its result flags, for the last reference */
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
    if (j->legacy)
        return urival_resolve_draft05(j->base, j->base_len, j->ref, j->ref_len,
                                      j->legacy_options, buf, cap, needed,
                                      j->legacy_result, j->err);
    return urival_resolve(j->base, j->base_len, j->ref, j->ref_len, j->flags, buf, cap, needed,
                          j->err);
}

static int resolve_one(const char *ref, size_t len, void *ctx)
{
    struct job *j = ctx;
    char *out;
    size_t n;
    int st;
    j->ref = ref;
    j->ref_len = len;
    st = refcli_produce(produce, j, &out, &n);
    if (j->json) {
        fputs("{\"base\":", stdout);
        json_string(stdout, j->base, j->base_len);
        refcli_json_field("reference", ref, len);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK) {
            refcli_json_field("target", out, n);
            if (j->legacy && (*j->legacy_result & URIVAL_DRAFT05_CURRENT_DOCUMENT))
                fputs(",\"current_document\":true", stdout);
        } else if (st == URIVAL_EBASE)
            refcli_json_error("base", j->base, j->base_len, st, j->err);
        else
            refcli_json_error("reference", ref, len, st, j->err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        if (j->legacy && (*j->legacy_result & URIVAL_DRAFT05_CURRENT_DOCUMENT))
            fputs("(current document)", stdout);
        fwrite(out, 1, n, stdout);
        putchar('\n');
    } else if (st == URIVAL_EBASE) {
        refcli_report("resolve", "base", j->base, j->base_len, st, j->err);
    } else {
        refcli_report("resolve", "reference", ref, len, st, j->err);
    }
    free(out);
    return st == URIVAL_OK;
}

int cmd_resolve(int argc, char **argv)
{
    struct job j;
    urival_error err;
    int non_strict = 0, json = 0, first;
    const char *legacy = NULL;
    unsigned legacy_result = 0;
    const struct refcli_opt opts[] = {
        { "--non-strict", &non_strict, NULL }, { "--json", &json, NULL },
        { "--legacy", NULL, &legacy }, { NULL, NULL, NULL }
    };
    memset(&j, 0, sizeof j);
    first = refcli_options(argc, argv, "resolve", opts, help);
    if (first < 0)
        return refcli_options_exit(first);
    if (first >= argc) {
        cli_error("resolve: a base URI is required");
        help(stderr);
        return EXIT_USAGE;
    }
    j.base = argv[first];
    j.base_len = strlen(j.base);
    j.flags = non_strict ? URIVAL_RESOLVE_NON_STRICT : 0;
    j.json = json;
    j.err = &err;
    if (legacy != NULL) {
        if (non_strict || (strcmp(legacy, "draft05") != 0 &&
                           strcmp(legacy, "draft05-strip-dots") != 0)) {
            cli_error("resolve: --legacy takes draft05 or draft05-strip-dots, without --non-strict");
            return EXIT_USAGE;
        }
        j.legacy = 1;
        j.legacy_result = &legacy_result;
        j.legacy_options = strcmp(legacy, "draft05") == 0 ? 0 : URIVAL_DRAFT05_STRIP_DOTS;
        /* The draft's base is its absoluteURL: each reference reports it. */
        return refcli_each(argc, argv, first + 1, "resolve", resolve_one, &j);
    }
    /* A bad base spoils every reference: it is said once. */
    if (!refcli_base_ok("resolve", j.base, j.base_len, json))
        return EXIT_INVALID;
    return refcli_each(argc, argv, first + 1, "resolve", resolve_one, &j);
}
