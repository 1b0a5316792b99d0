/* resolve_cmd.c - urival resolve: references against a base (RFC 3986
 * section 5.2). */
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static const struct cli_help help = {
    .text = "usage: urival resolve [--iri] [--non-strict] [--json | --get FORMAT]\n"
            "                      [-f FILE] BASE [REF...]\n"
            "       urival resolve --draft05 [--strip-dots] [--json | --get FORMAT]\n"
            "                      [-f FILE] BASE [REF...]\n\n"
            "Resolves each reference against BASE (RFC 3986 section 5.2) and prints\n"
            "the target URI, one a line.  Without REF arguments or -f, reads one\n"
            "reference per line from standard input.  BASE must be a URI with a\n"
            "scheme; its fragment is ignored.  Invalid input is reported on standard\n"
            "error.  A BASE that is none is reported once (--json: one object, its\n"
            "\"in\" \"base\"), and no reference is read: exit 1, no output line.\n"
            "With --get, the placeholders are the target's components.\n"
            "A target without an authority whose path would begin with \"//\" is\n"
            "written with \"/.\" before it (\"..//b\" against \"s:/a\" is \"s:/.//b\"):\n"
            "sections 5.2.4 and 5.3 give \"s://b\", which has the authority \"b\".\n\n"
            "  --iri         BASE and references are IRIs (RFC 3987 section 6.5):\n"
            "                non-ASCII characters are kept, as UTF-8\n"
            "  --non-strict  drop a reference's scheme when it is the base's\n"
            "                (\"http:g\" against an http base is \"g\")\n"
            "  --draft05     the algorithm of draft-fielding-url-syntax-05 section\n"
            "                5.2 (1997) instead, as its Appendix C shows it (a reference\n"
            "                to the current document prints as \"(current document)\";\n"
            "                its BASE is an absoluteURL, which has no fragment,\n"
            "                section 5.1; --get fails for a target that is no\n"
            "                RFC 3986 URI, \"1a:/b/g\", whose parts it cannot name)\n"
            "  --strip-dots  with --draft05, also strip leading \".\" and \"..\"\n"
            "                segments, as \"some parsers inappropriately\" did\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

/* The settings of a run: one of the two algorithms. */
struct resolve_settings {
    unsigned flags;
    /* --draft05: urival_draft05_resolve(), with these flags */
    int draft05;
    unsigned draft05_flags;
    /* its info bits, for the last reference */
    unsigned draft05_info;
    int iri; /* --iri: urival_iri_resolve() */
};

static int produce(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                   urival_error *err)
{
    struct resolve_settings *o = job->settings;
    const struct refcli_in *base = &job->in[0], *ref = &job->in[1];
#ifdef URIVAL_HAVE_RFC1738
    if (o->draft05)
        return urival_draft05_resolve(base->s, base->len, ref->s, ref->len, o->draft05_flags, buf,
                                      cap, needed, &o->draft05_info, err);
#endif
    if (o->iri)
        return urival_iri_resolve(base->s, base->len, ref->s, ref->len, o->flags, buf, cap, needed,
                                  err);
    return urival_resolve(base->s, base->len, ref->s, ref->len, o->flags, buf, cap, needed, err);
}

/* A reference to the current document under --draft05. */
static void current_document(const struct refcli_job *job, int json)
{
#ifdef URIVAL_HAVE_RFC1738
    const struct resolve_settings *o = job->settings;
    if (o->draft05 && (o->draft05_info & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT))
        fputs(json ? ",\"current_document\":true" : "(current document)", stdout);
#else
    (void)job, (void)json;
#endif
}

static const struct refcli_cmd resolve = {
    .help = &help,
    .produce = produce,
    .in = { "base", "reference" },
    .subject = 1,
    .what = "reference",
    .result = "target",
    .after = current_document,
};

int cmd_resolve(int argc, char **argv)
{
    struct resolve_settings o = { 0, 0, 0, 0, 0 };
    struct refcli_job job;
    int non_strict = 0, draft05 = 0, strip_dots = 0, first;
    const struct cli_opt opts[] = { { "--non-strict", &non_strict, NULL },
                                    { "--draft05", &draft05, NULL },
                                    { "--strip-dots", &strip_dots, NULL },
                                    { "--iri", &o.iri, NULL },
                                    { NULL, NULL, NULL } };
    first = refcli_start(&job, &resolve, &o, argc, argv, opts);
    if (first < 0)
        return cli_options_exit(first);
    o.flags = non_strict ? URIVAL_RESOLVE_FLAG_NON_STRICT : 0;
    if (strip_dots && !draft05) {
        cli_error("resolve: --strip-dots needs --draft05");
        return EXIT_USAGE;
    }
    if (draft05 && o.iri) {
        cli_error("resolve: --draft05 and --iri exclude each other");
        return EXIT_USAGE;
    }
    job.iri = o.iri;
    if (draft05) {
#ifdef URIVAL_HAVE_RFC1738
        if (non_strict) {
            cli_error("resolve: --draft05 and --non-strict exclude each other");
            return EXIT_USAGE;
        }
        o.draft05 = 1;
        o.draft05_flags = strip_dots ? URIVAL_DRAFT05_FLAG_STRIP_DOTS : 0;
        job.draft05 = 1;
#else
        cli_error("resolve: --draft05: built without the historic grammars");
        return EXIT_USAGE;
#endif
    }
    /* A bad base spoils every reference: it is said once. */
    if (!refcli_base_ok(&job))
        return EXIT_INVALID;
    return refcli_each(&job, argc, argv, first);
}
