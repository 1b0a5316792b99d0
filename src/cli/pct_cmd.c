/* pct_cmd.c - urival encode and urival decode: percent-encoding (RFC 3986
 * section 2.1) for a component. */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

/* The components, for the help and after an unknown one. */
#define SETS_TEXT                                                                                  \
    "Components: userinfo, host (reg-name), path, segment, segment-nz-nc,\n"                       \
    "query, fragment, unreserved; decode also takes any (the default).\n"

static const struct cli_help encode_help = {
    .text = "usage: urival encode --component NAME [--json] [-f FILE] [STRING...]\n\n"
            "Percent-encodes each string for a component: the bytes the component\n"
            "allows stay, every other byte (\"%\" too) becomes %HH.  Without STRING\n"
            "arguments, encodes each line of standard input.\n\n" SETS_TEXT
            "\n  --component NAME  where the text goes\n",
    .exits = "0 done, 1 a line too long, 2 usage or I/O error.",
};

static const struct cli_help decode_help = {
    .text = "usage: urival decode [--component NAME] [--refuse-nul] [--json] [-f FILE]\n"
            "                     [STRING...]\n\n"
            "Decodes percent-encoding in each string and prints the bytes.  A \"%\"\n"
            "without two hex digits is an error; with --component, so is a byte the\n"
            "component does not allow as itself.  Without STRING arguments, decodes\n"
            "each line of standard input.\n\n" SETS_TEXT
            "\n  --component NAME  check the literal bytes against the component\n"
            "  --refuse-nul      \"%00\" is an error\n",
    .exits = CLI_EXITS_EACH,
};

/* The settings of a run. */
struct pct_settings {
    urival_pct_set set;
    unsigned flags;
};

static int encode(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                  urival_error *err)
{
    const struct pct_settings *o = job->settings;
    (void)err;
    return urival_pct_encode(o->set, job->in[0].s, job->in[0].len, buf, cap, needed);
}

static int decode(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                  urival_error *err)
{
    const struct pct_settings *o = job->settings;
    return urival_pct_decode(o->set, job->in[0].s, job->in[0].len, o->flags, buf, cap, needed, err);
}

/* The component's name is the object's second input. */
static const struct refcli_cmd encoder = {
    .help = &encode_help,
    .produce = encode,
    .in = { "input", "component" },
    .what = "input",
    .result = "encoded",
};
static const struct refcli_cmd decoder = {
    .help = &decode_help,
    .produce = decode,
    .in = { "input", "component" },
    .what = "input",
    .result = "decoded",
};

static int run(int argc, char **argv, const struct refcli_cmd *cmd)
{
    struct refcli_job job;
    struct pct_settings o = { URIVAL_PCT_SET_ANY, 0 };
    int refuse_nul = 0, first, decoding = cmd == &decoder;
    const char *component = NULL;
    const struct cli_opt decode_opts[] = { { "--component", NULL, &component },
                                           { "--refuse-nul", &refuse_nul, NULL },
                                           { NULL, NULL, NULL } };
    const struct cli_opt encode_opts[] = { { "--component", NULL, &component },
                                           { NULL, NULL, NULL } };
    first = refcli_start(&job, cmd, &o, argc, argv, decoding ? decode_opts : encode_opts);
    if (first < 0)
        return cli_options_exit(first);
    if (component == NULL && !decoding) {
        cli_error("encode: --component is required");
        cli_help_hint("encode");
        return EXIT_USAGE;
    }
    if (component != NULL && (urival_pct_set_lookup(component, &o.set) != URIVAL_OK ||
                              (!decoding && o.set == URIVAL_PCT_SET_ANY))) {
        cli_error("%s: unknown component '%s'", job.io.cmd, component);
        fputs(SETS_TEXT, stderr);
        return EXIT_USAGE;
    }
    o.flags = refuse_nul ? URIVAL_PCT_FLAG_REFUSE_NUL : 0;
    job.in[1].s = urival_pct_set_name(o.set);
    job.in[1].len = strlen(job.in[1].s);
    return refcli_each(&job, argc, argv, first);
}

int cmd_encode(int argc, char **argv)
{
    return run(argc, argv, &encoder);
}

int cmd_decode(int argc, char **argv)
{
    return run(argc, argv, &decoder);
}
