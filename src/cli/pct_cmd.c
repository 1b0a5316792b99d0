/* pct_cmd.c - urival encode and urival decode: percent-encoding (RFC 3986
 * section 2.1) for a component. */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static const char sets_text[] =
    "Components: userinfo, host (reg-name), path, segment, segment-nz-nc,\n"
    "query, fragment, unreserved; decode also takes any (the default).\n";

static void encode_help(FILE *f)
{
    fputs("usage: urival encode --component NAME [--json] [-f FILE] [STRING...]\n\n"
          "Percent-encodes each string for a component: the bytes the component\n"
          "allows stay, every other byte (\"%\" too) becomes %HH.  Without STRING\n"
          "arguments, encodes each line of standard input.\n\n",
          f);
    fputs(sets_text, f);
    fputs("\n  --component NAME  where the text goes\n", f);
    cli_help_io(f, NULL);
    fputs("\nExit status: 0 done, 1 a line too long, 2 usage or I/O error.\n", f);
}

static void decode_help(FILE *f)
{
    fputs("usage: urival decode [--component NAME] [--refuse-nul] [--json] [-f FILE]\n"
          "                     [STRING...]\n\n"
          "Decodes percent-encoding in each string and prints the bytes.  A \"%\"\n"
          "without two hex digits is an error; with --component, so is a byte the\n"
          "component does not allow as itself.  Without STRING arguments, decodes\n"
          "each line of standard input.\n\n",
          f);
    fputs(sets_text, f);
    fputs("\n  --component NAME  check the literal bytes against the component\n"
          "  --refuse-nul      \"%00\" is an error\n",
          f);
    cli_help_io(f, NULL);
    fputs("\nExit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    int decode;
    urival_pct_set set;
    unsigned flags;
    const char *s;
    size_t len;
    urival_error *err;
    struct refcli_job run;
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
    j->s = j->run.in[0].s = s;
    j->len = j->run.in[0].len = len;
    return refcli_run(&j->run);
}

static int run(int argc, char **argv, int decode)
{
    struct job j;
    urival_error err;
    int refuse_nul = 0, first;
    const char *component = NULL, *cmd = decode ? "decode" : "encode";
    struct cli_io io;
    const struct cli_opt decode_opts[] = { { "--component", NULL, &component },
                                           { "--refuse-nul", &refuse_nul, NULL },
                                           { NULL, NULL, NULL } };
    const struct cli_opt encode_opts[] = { { "--component", NULL, &component },
                                           { NULL, NULL, NULL } };
    void (*help)(FILE *) = decode ? decode_help : encode_help;
    memset(&j, 0, sizeof j);
    cli_io_init(&io, cmd);
    first = cli_options(argc, argv, &io, decode ? decode_opts : encode_opts, NULL, help);
    if (first < 0)
        return cli_options_exit(first);
    j.decode = decode;
    j.set = URIVAL_PCT_SET_ANY;
    if (component == NULL && !decode) {
        cli_error("encode: --component is required");
        help(stderr);
        return EXIT_USAGE;
    }
    if (component != NULL && (urival_pct_set_lookup(component, &j.set) != URIVAL_OK ||
                              (!decode && j.set == URIVAL_PCT_SET_ANY))) {
        cli_error("%s: unknown component '%s'", cmd, component);
        fputs(sets_text, stderr);
        return EXIT_USAGE;
    }
    j.flags = refuse_nul ? URIVAL_PCT_FLAG_REFUSE_NUL : 0;
    j.err = &err;
    refcli_job_init(&j.run, &io, produce, &j, &err, "input", "component",
                    decode ? "decoded" : "encoded");
    j.run.subject = 0;
    j.run.what = "input";
    j.run.in[1].s = urival_pct_set_name(j.set);
    j.run.in[1].len = strlen(j.run.in[1].s);
    return cli_each(&io, argc, argv, first, one, &j);
}

int cmd_encode(int argc, char **argv)
{
    return run(argc, argv, 0);
}

int cmd_decode(int argc, char **argv)
{
    return run(argc, argv, 1);
}
