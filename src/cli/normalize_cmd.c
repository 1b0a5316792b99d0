/* normalize_cmd.c - urival normalize: URI references in normal form (RFC
 * 3986 sections 6.2.2 and 6.2.3). */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static const struct cli_help help = {
    .text = "usage: urival normalize [--iri] [--scheme] [--ipv6-canonical]\n"
            "                        [--json | --get FORMAT] [-f FILE] [URI...]\n\n"
            "Prints each URI reference in normal form, one a line: scheme and host in\n"
            "lower case, percent-encoding of unreserved characters decoded and of\n"
            "the rest in upper-case hex, dot segments removed (RFC 3986 6.2.2).\n"
            "Without URI arguments or -f, reads one per line from standard input.\n"
            "Invalid input is reported on standard error (with FILE:LINE for a line\n"
            "of a file) and leaves an empty output line, so lines stay in step.\n\n"
            "  --scheme          also scheme-based normalization (6.2.3): an empty or\n"
            "                    default port goes, an empty http(s)/ws(s) path is \"/\",\n"
            "                    file://localhost/ is file:///\n"
            "  --ipv6-canonical  IPv6 hosts in the RFC 5952 text form\n"
            "  --iri             the inputs are IRI references (RFC 3987 5.3.2): the\n"
            "                    same rules, non-ASCII characters kept as they are\n"
            "                    (no case change, no Unicode normalization; see\n"
            "                    'urival iri --nfc'), escapes of them kept\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

static int produce(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                   urival_error *err)
{
    const unsigned *flags = job->settings;
    if (job->iri)
        return urival_iri_normalize(job->in[0].s, job->in[0].len, *flags, buf, cap, needed, err);
    return urival_normalize(job->in[0].s, job->in[0].len, *flags, buf, cap, needed, err);
}

static const struct refcli_cmd normalize = {
    .help = &help,
    .produce = produce,
    .in = { "input" },
    .what = "URI-reference",
    .result = "normalized",
};

/* The same under --iri, the inputs named as what they must be. */
static const struct refcli_cmd normalize_iri = {
    .help = &help,
    .produce = produce,
    .in = { "input" },
    .what = "IRI-reference",
    .result = "normalized",
};

int cmd_normalize(int argc, char **argv)
{
    struct refcli_job job;
    unsigned flags = 0;
    int scheme = 0, ipv6 = 0, iri = 0, first;
    const struct cli_opt opts[] = { { "--scheme", &scheme, NULL },
                                    { "--ipv6-canonical", &ipv6, NULL },
                                    { "--iri", &iri, NULL },
                                    { NULL, NULL, NULL } };
    first = refcli_start(&job, &normalize, &flags, argc, argv, opts);
    if (first < 0)
        return cli_options_exit(first);
    if (iri)
        job.cmd = &normalize_iri, job.iri = 1;
    flags = (scheme ? URIVAL_NORMALIZE_FLAG_SCHEME : 0) | (ipv6 ? URIVAL_NORMALIZE_FLAG_IPV6 : 0);
    return refcli_each(&job, argc, argv, first);
}
