/* normalize_cmd.c - urival normalize: URI references in normal form (RFC
 * 3986 sections 6.2.2 and 6.2.3). */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival normalize [--scheme] [--ipv6-canonical] [--json | --get FORMAT]\n"
          "                        [-f FILE] [URI...]\n\n"
          "Prints each URI reference in normal form, one a line: scheme and host in\n"
          "lower case, percent-encoding of unreserved characters decoded and of\n"
          "the rest in upper-case hex, dot segments removed (RFC 3986 6.2.2).\n"
          "Without URI arguments or -f, reads one per line from standard input.\n"
          "Invalid input is reported on standard error.\n\n"
          "  --scheme          also scheme-based normalization (6.2.3): an empty or\n"
          "                    default port goes, an empty http(s)/ws(s) path is \"/\"\n"
          "  --ipv6-canonical  IPv6 hosts in the RFC 5952 text form\n",
          f);
    cli_help_io(f, cli_uri_fields);
    fputs("\nExit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    unsigned flags;
    const char *s;
    size_t len;
    urival_error *err;
    struct refcli_job run;
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
    return urival_normalize(j->s, j->len, j->flags, buf, cap, needed, j->err);
}

static int normalize_one(const char *s, size_t len, void *ctx)
{
    struct job *j = ctx;
    j->s = s;
    j->len = len;
    j->run.in[0].s = s;
    j->run.in[0].len = len;
    return refcli_run(&j->run);
}

int cmd_normalize(int argc, char **argv)
{
    struct job j;
    urival_error err;
    struct cli_io io;
    int scheme = 0, ipv6 = 0, first;
    const struct cli_opt opts[] = { { "--scheme", &scheme, NULL },
                                    { "--ipv6-canonical", &ipv6, NULL },
                                    { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    cli_io_init(&io, "normalize");
    first = cli_options(argc, argv, &io, opts, cli_uri_fields, help);
    if (first < 0)
        return cli_options_exit(first);
    j.flags = (scheme ? URIVAL_NORMALIZE_FLAG_SCHEME : 0) | (ipv6 ? URIVAL_NORMALIZE_FLAG_IPV6 : 0);
    refcli_job_init(&j.run, &io, produce, &j, &err, "input", NULL, "normalized");
    j.run.what = "URI-reference";
    j.err = &err;
    return cli_each(&io, argc, argv, first, normalize_one, &j);
}
