/* resolve_cmd.c - urival resolve: references against a base (RFC 3986
 * section 5.2). */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival resolve [--non-strict | --draft05 [--strip-dots]]\n"
          "                      [--json | --get FORMAT] [-f FILE] BASE [REF...]\n\n"
          "Resolves each reference against BASE (RFC 3986 section 5.2) and prints\n"
          "the target URI, one a line.  Without REF arguments or -f, reads one\n"
          "reference per line from standard input.  BASE must be a URI with a\n"
          "scheme; its fragment is ignored.  Invalid input is reported on standard\n"
          "error.  With --get, the placeholders are the target's components.\n\n"
          "  --non-strict  drop a reference's scheme when it is the base's\n"
          "                (\"http:g\" against an http base is \"g\")\n"
          "  --draft05     the algorithm of draft-fielding-url-syntax-05 section\n"
          "                5.2 (1997) instead, as its Appendix C shows it (a reference\n"
          "                to the current document prints as \"(current document)\")\n"
          "  --strip-dots  with --draft05, also strip leading \".\" and \"..\"\n"
          "                segments, as \"some parsers inappropriately\" did\n",
          f);
    cli_help_io(f, cli_uri_fields);
    fputs("\nExit status: 0 all valid, 1 some invalid, 2 usage or I/O error.\n", f);
}

struct job {
    const char *base;
    size_t base_len;
    unsigned flags;
    const char *ref;
    size_t ref_len;
    urival_error *err;
    int draft05;            /* --draft05: urival_draft05_resolve() */
    unsigned draft05_flags; /* its flags */
    unsigned *draft05_info; /* its info bits, for the last reference */
    struct refcli_job run;
};

static int produce(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct job *j = ctx;
#ifdef URIVAL_HAVE_RFC1738
    if (j->draft05)
        return urival_draft05_resolve(j->base, j->base_len, j->ref, j->ref_len, j->draft05_flags,
                                      buf, cap, needed, j->draft05_info, j->err);
#endif
    return urival_resolve(j->base, j->base_len, j->ref, j->ref_len, j->flags, buf, cap, needed,
                          j->err);
}

/* A reference to the current document under --draft05. */
static void current_document(const void *ctx, int json)
{
#ifdef URIVAL_HAVE_RFC1738
    const struct job *j = ctx;
    if (j->draft05 && (*j->draft05_info & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT))
        fputs(json ? ",\"current_document\":true" : "(current document)", stdout);
#else
    (void)ctx, (void)json;
#endif
}

static int resolve_one(const char *ref, size_t len, void *ctx)
{
    struct job *j = ctx;
    j->ref = j->run.in[1].s = ref;
    j->ref_len = j->run.in[1].len = len;
    return refcli_run(&j->run);
}

int cmd_resolve(int argc, char **argv)
{
    struct job j;
    urival_error err;
    struct cli_io io;
    int non_strict = 0, draft05 = 0, strip_dots = 0, first;
#ifdef URIVAL_HAVE_RFC1738
    unsigned draft05_info = 0;
#endif
    const struct cli_opt opts[] = { { "--non-strict", &non_strict, NULL },
                                    { "--draft05", &draft05, NULL },
                                    { "--strip-dots", &strip_dots, NULL },
                                    { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    cli_io_init(&io, "resolve");
    first = cli_options(argc, argv, &io, opts, cli_uri_fields, help);
    if (first < 0)
        return cli_options_exit(first);
    if (first >= argc) {
        cli_error("resolve: a base URI is required");
        help(stderr);
        return EXIT_USAGE;
    }
    refcli_job_init(&j.run, &io, produce, &j, &err, "base", "reference", "target");
    j.run.after = current_document;
    j.base = j.run.in[0].s = argv[first];
    j.base_len = j.run.in[0].len = strlen(j.base);
    j.flags = non_strict ? URIVAL_RESOLVE_FLAG_NON_STRICT : 0;
    j.err = &err;
    if (strip_dots && !draft05) {
        cli_error("resolve: --strip-dots needs --draft05");
        return EXIT_USAGE;
    }
    if (draft05) {
#ifdef URIVAL_HAVE_RFC1738
        if (non_strict) {
            cli_error("resolve: --draft05 and --non-strict exclude each other");
            return EXIT_USAGE;
        }
        j.draft05 = 1;
        j.draft05_info = &draft05_info;
        j.draft05_flags = strip_dots ? URIVAL_DRAFT05_FLAG_STRIP_DOTS : 0;
        /* The draft's base is its absoluteURL: each reference reports it. */
        return cli_each(&io, argc, argv, first + 1, resolve_one, &j);
#else
        cli_error("resolve: --draft05: built without the historic grammars");
        return EXIT_USAGE;
#endif
    }
    /* A bad base spoils every reference: it is said once. */
    if (!refcli_base_ok("resolve", j.base, j.base_len, io.json))
        return EXIT_INVALID;
    return cli_each(&io, argc, argv, first + 1, resolve_one, &j);
}
