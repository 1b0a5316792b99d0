/* relativize_cmd.c - urival relativize: the shortest reference from a base
 * to a target. */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static const struct cli_help help = {
    .text = "usage: urival relativize [--iri] [--json | --get FORMAT] [-f FILE]\n"
            "                         BASE [TARGET...]\n\n"
            "Prints, for each target URI, the shortest reference that resolves to\n"
            "exactly that target against BASE (strict RFC 3986 section 5.2), one a\n"
            "line.  Without TARGET arguments or -f, reads one per line from standard\n"
            "input.  BASE and the targets must be URIs; a target that no reference\n"
            "reaches (its path holds dot segments that resolution would remove) is\n"
            "invalid.  A BASE that is none is reported once (--json: one object,\n"
            "its \"in\" \"base\"), and no target is read: exit 1, no output line.\n\n"
            "  --iri             BASE and targets are IRIs (RFC 3987): the reference\n"
            "                    keeps their non-ASCII characters, as UTF-8\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

static int produce(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                   urival_error *err)
{
    const struct refcli_in *base = &job->in[0], *target = &job->in[1];
    if (job->iri)
        return urival_iri_relativize(base->s, base->len, target->s, target->len, buf, cap, needed,
                                     err);
    return urival_relativize(base->s, base->len, target->s, target->len, buf, cap, needed, err);
}

static const struct refcli_cmd relativize = {
    .help = &help,
    .produce = produce,
    .in = { "base", "target" },
    .subject = 1,
    .what = "target",
    .result = "reference",
};

int cmd_relativize(int argc, char **argv)
{
    struct refcli_job job;
    int iri = 0, first;
    const struct cli_opt opts[] = { { "--iri", &iri, NULL }, { NULL, NULL, NULL } };
    first = refcli_start(&job, &relativize, NULL, argc, argv, opts);
    if (first < 0)
        return cli_options_exit(first);
    job.iri = iri;
    if (!refcli_base_ok(&job))
        return EXIT_INVALID;
    return refcli_each(&job, argc, argv, first);
}
