/* relativize_cmd.c - urival relativize: the shortest reference from a base
 * to a target. */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival relativize [--json | --get FORMAT] [-f FILE] BASE [TARGET...]\n\n"
          "Prints, for each target URI, the shortest reference that resolves to\n"
          "exactly that target against BASE (strict RFC 3986 section 5.2), one a\n"
          "line.  Without TARGET arguments or -f, reads one per line from standard\n"
          "input.  BASE and the targets must be URIs; a target that no reference\n"
          "reaches (its path holds dot segments that resolution would remove) is\n"
          "invalid.\n\n",
          f);
    cli_help_io(f, cli_uri_fields);
    fputs("\nExit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    const char *base;
    size_t base_len;
    const char *target;
    size_t target_len;
    urival_error *err;
    struct refcli_job run;
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
    j->target = j->run.in[1].s = target;
    j->target_len = j->run.in[1].len = len;
    return refcli_run(&j->run);
}

int cmd_relativize(int argc, char **argv)
{
    struct job j;
    urival_error err;
    struct cli_io io;
    int first;
    memset(&j, 0, sizeof j);
    cli_io_init(&io, "relativize");
    first = cli_options(argc, argv, &io, NULL, cli_uri_fields, help);
    if (first < 0)
        return cli_options_exit(first);
    if (first >= argc) {
        cli_error("relativize: a base URI is required");
        help(stderr);
        return EXIT_USAGE;
    }
    refcli_job_init(&j.run, &io, produce, &j, &err, "base", "target", "reference");
    j.base = j.run.in[0].s = argv[first];
    j.base_len = j.run.in[0].len = strlen(j.base);
    j.err = &err;
    if (!refcli_base_ok("relativize", j.base, j.base_len, io.json))
        return EXIT_INVALID;
    return cli_each(&io, argc, argv, first + 1, relativize_one, &j);
}
