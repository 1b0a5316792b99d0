/* iri_cmd.c - urival iri: IRIs (RFC 3987) taken apart, mapped to URIs
 * (section 3.1) and back (section 3.2), put in NFC. */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/refcli.h"

static const struct cli_help help = {
    .text = "usage: urival iri [--rule NAME] [--json | --get FORMAT] [-f FILE] [IRI...]\n"
            "       urival iri --to-uri [--idna] [--json | --get FORMAT] [-f FILE] [IRI...]\n"
            "       urival iri --from-uri [--json | --get FORMAT] [-f FILE] [URI...]\n"
            "       urival iri --nfc [--json | --get FORMAT] [-f FILE] [IRI...]\n"
            "       urival iri --features\n\n"
            "Reads IRI references (RFC 3987) in UTF-8.  By default takes each apart\n"
            "as 'urival parse --iri' does: its components, the non-ASCII characters\n"
            "as they are.  An IRI holds no bidirectional formatting character (LRM,\n"
            "RLM, LRE, RLE, LRO, RLO, PDF; section 4.1) and no byte that is not\n"
            "well-formed UTF-8: either is an error at its offset.  The other forms\n"
            "print one line per input; an invalid one is reported on standard\n"
            "error (with FILE:LINE for a line of a file) and leaves an empty line.\n"
            "Without arguments or -f, reads one per line from standard input.  On\n"
            "a terminal, non-ASCII characters are written as they are; controls, the\n"
            "bidirectional formatting characters an IRI may hold (U+061C, U+2066 to\n"
            "U+2069) and bytes that are not UTF-8 as \\xHH (but under --raw).  JSON\n"
            "keeps UTF-8.\n\n"
            "  --rule NAME       IRI-reference (default), IRI, irelative-ref or\n"
            "                    absolute-IRI (or their RFC 3986 names)\n"
            "  --to-uri          the URI of each IRI (section 3.1): the UTF-8 of each\n"
            "                    non-ASCII character percent-encoded\n"
            "  --idna            with --to-uri, a host name with non-ASCII characters\n"
            "                    as IDNA A-labels (xn--...) instead, one with an\n"
            "                    escape refused; needs a library built with libidn2\n"
            "                    (see --features)\n"
            "  --from-uri        the IRI of each URI reference (section 3.2): escapes\n"
            "                    of UTF-8 characters an IRI may hold are decoded;\n"
            "                    escapes of ASCII delimiters, of bytes that are not\n"
            "                    UTF-8 and of bidirectional formatting characters\n"
            "                    stay\n"
            "  --nfc             each IRI in Unicode normalization form C (section\n"
            "                    5.3.2.2 assumes it before comparing); needs a\n"
            "                    library built with libunistring (see --features)\n"
            "  --features        print which optional pieces the library has:\n"
            "                    \"idna yes\" or \"idna no\", \"nfc yes\" or \"nfc no\"\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

static int to_uri(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                  urival_error *err)
{
    const unsigned *flags = job->settings;
    return urival_iri_to_uri(job->in[0].s, job->in[0].len, *flags, buf, cap, needed, err);
}

static int from_uri(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
                    urival_error *err)
{
    return urival_uri_to_iri(job->in[0].s, job->in[0].len, 0, buf, cap, needed, err);
}

static int nfc(const struct refcli_job *job, char *buf, size_t cap, size_t *needed,
               urival_error *err)
{
    return urival_iri_nfc(job->in[0].s, job->in[0].len, buf, cap, needed, err);
}

static const struct refcli_cmd cmd_to_uri = {
    .help = &help,
    .produce = to_uri,
    .in = { "iri" },
    .what = "IRI-reference",
    .result = "uri",
};

static const struct refcli_cmd cmd_from_uri = {
    .help = &help,
    .produce = from_uri,
    .in = { "uri" },
    .what = "URI-reference",
    .result = "iri",
};

static const struct refcli_cmd cmd_nfc = {
    .help = &help,
    .produce = nfc,
    .in = { "iri" },
    .what = "IRI-reference",
    .result = "nfc",
};

/* Says that this build lacks what an option needs; returns EXIT_USAGE. */
static int unavailable(const char *option, const char *library, const char *with)
{
    cli_error("iri: %s: this build of liburival has no %s (configure %s)", option, library, with);
    return EXIT_USAGE;
}

int cmd_iri(int argc, char **argv)
{
    struct refcli_job job;
    const struct refcli_cmd *form = NULL;
    const char *rule_arg = NULL;
    unsigned flags = 0, have = urival_iri_features();
    int to = 0, from = 0, idna = 0, norm = 0, features = 0, first;
    const struct cli_opt opts[] = {
        { "--rule", NULL, &rule_arg }, { "--to-uri", &to, NULL }, { "--idna", &idna, NULL },
        { "--from-uri", &from, NULL }, { "--nfc", &norm, NULL },  { "--features", &features, NULL },
        { NULL, NULL, NULL }
    };
    urival_rule rule;
    /* refcli_start() reads every option; the form is chosen after. */
    first = refcli_start(&job, &cmd_to_uri, &flags, argc, argv, opts);
    if (first < 0)
        return cli_options_exit(first);
    if (to + from + norm + features > 1) {
        cli_error("iri: --to-uri, --from-uri, --nfc and --features exclude each other");
        return EXIT_USAGE;
    }
    if (idna && !to) {
        cli_error("iri: --idna needs --to-uri");
        return EXIT_USAGE;
    }
    if (rule_arg != NULL && (to || from || norm || features)) {
        cli_error("iri: --rule goes only with the parse (no --to-uri, --from-uri or --nfc)");
        return EXIT_USAGE;
    }
    if (features) {
        if (first < argc || job.io.file != NULL || job.io.json || job.io.get != NULL) {
            cli_error("iri: --features takes no input and no other option");
            return EXIT_USAGE;
        }
        printf("idna %s\nnfc %s\n", have & URIVAL_IRI_FEATURE_IDNA ? "yes" : "no",
               have & URIVAL_IRI_FEATURE_NFC ? "yes" : "no");
        return EXIT_VALID;
    }
    if (idna && !(have & URIVAL_IRI_FEATURE_IDNA))
        return unavailable("--idna", "libidn2", "--with-libidn2");
    if (norm && !(have & URIVAL_IRI_FEATURE_NFC))
        return unavailable("--nfc", "libunistring", "--with-libunistring");
    flags = idna ? URIVAL_IRI_FLAG_IDNA : 0;
    form = to ? &cmd_to_uri : from ? &cmd_from_uri : norm ? &cmd_nfc : NULL;
    if (form != NULL) {
        job.cmd = form;
        return refcli_each(&job, argc, argv, first);
    }
    /* The parse writes a block per input, not a line. */
    job.io.one_line = job.io.get != NULL;
    if (cli_parse_rule("iri", rule_arg, 1, &rule) != 0)
        return EXIT_USAGE;
    return cli_parse_run(&job.io, rule, argc, argv, first);
}
