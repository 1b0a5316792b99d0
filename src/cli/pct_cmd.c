/* pct_cmd.c - urival encode and urival decode: percent-encoding (RFC 3986
 * section 2.1) for a component. */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "refcli.h"

static const char sets_text[] =
    "Components: userinfo, host (reg-name), path, segment, segment-nz-nc,\n"
    "query, fragment, unreserved; decode also takes any (the default).\n";

static void encode_help(FILE *f)
{
    fputs("usage: urival encode --component NAME [--json] [STRING...]\n\n"
          "Percent-encodes each string for a component: the bytes the component\n"
          "allows stay, every other byte (\"%\" too) becomes %HH.  Without STRING\n"
          "arguments, encodes each line of standard input.\n\n", f);
    fputs(sets_text, f);
    fputs("\n  --component NAME  where the text goes\n"
          "  --json            one JSON object per input\n\n"
          "Exit status: 0 done, 2 usage or I/O error.\n", f);
}

static void decode_help(FILE *f)
{
    fputs("usage: urival decode [--component NAME] [--refuse-nul] [--json] [STRING...]\n\n"
          "Decodes percent-encoding in each string and prints the bytes.  A \"%\"\n"
          "without two hex digits is an error; with --component, so is a byte the\n"
          "component does not allow as itself.  Without STRING arguments, decodes\n"
          "each line of standard input.\n\n", f);
    fputs(sets_text, f);
    fputs("\n  --component NAME  check the literal bytes against the component\n"
          "  --refuse-nul      \"%00\" is an error\n"
          "  --json            one JSON object per input\n\n"
          "Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    int decode;
    urival_pct_set set;
    unsigned flags;
    int json;
    const char *s;
    size_t len;
    urival_error *err;
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
    if (j->decode)
        return urival_pct_decode(j->set, j->s, j->len, j->flags, buf, cap, needed, j->err);
    return urival_pct_encode(j->set, j->s, j->len, buf, cap, needed);
}

static int one(const char *s, size_t len, void *ctx)
{
    struct job *j = ctx;
    char *out;
    size_t n;
    int st;
    j->s = s;
    j->len = len;
    st = refcli_produce(produce, j, &out, &n);
    if (j->json) {
        const char *set = urival_pct_set_name(j->set);
        fputs("{\"input\":", stdout);
        json_string(stdout, s, len);
        refcli_json_field("component", set, strlen(set));
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK)
            refcli_json_field(j->decode ? "decoded" : "encoded", out, n);
        else
            refcli_json_error("input", s, len, st, j->err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        fwrite(out, 1, n, stdout);
        putchar('\n');
    } else {
        refcli_report(j->decode ? "decode" : "encode", "input", s, len, st, j->err);
    }
    free(out);
    return st == URIVAL_OK;
}

static int run(int argc, char **argv, int decode)
{
    struct job j;
    urival_error err;
    int json = 0, refuse_nul = 0, first;
    const char *component = NULL, *cmd = decode ? "decode" : "encode";
    const struct refcli_opt decode_opts[] = {
        { "--component", NULL, &component }, { "--refuse-nul", &refuse_nul, NULL },
        { "--json", &json, NULL }, { NULL, NULL, NULL }
    };
    const struct refcli_opt encode_opts[] = {
        { "--component", NULL, &component }, { "--json", &json, NULL }, { NULL, NULL, NULL }
    };
    void (*help)(FILE *) = decode ? decode_help : encode_help;
    memset(&j, 0, sizeof j);
    first = refcli_options(argc, argv, cmd, decode ? decode_opts : encode_opts, help);
    if (first < 0)
        return refcli_options_exit(first);
    j.decode = decode;
    j.set = URIVAL_PCT_ANY;
    if (component == NULL && !decode) {
        cli_error("encode: --component is required");
        help(stderr);
        return EXIT_USAGE;
    }
    if (component != NULL && (urival_pct_set_lookup(component, &j.set) != URIVAL_OK ||
                              (!decode && j.set == URIVAL_PCT_ANY))) {
        cli_error("%s: unknown component '%s'", cmd, component);
        fputs(sets_text, stderr);
        return EXIT_USAGE;
    }
    j.flags = refuse_nul ? URIVAL_DECODE_REFUSE_NUL : 0;
    j.json = json;
    j.err = &err;
    return refcli_each(argc, argv, first, cmd, one, &j);
}

int cmd_encode(int argc, char **argv)
{
    return run(argc, argv, 0);
}

int cmd_decode(int argc, char **argv)
{
    return run(argc, argv, 1);
}
