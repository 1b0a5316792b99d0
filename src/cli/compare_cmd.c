/* compare_cmd.c - urival compare: where two URI references meet on the
 * comparison ladder of RFC 3986 section 6.2. */
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/refcli.h"

static const struct cli_help help = {
    .text = "usage: urival compare [--iri] [--ignore-fragment] [--ipv6-canonical]\n"
            "                      [--level RUNG] [--json] [-f FILE] [A B]\n\n"
            "Compares two URI references on the ladder of RFC 3986 section 6.2 and\n"
            "prints the first rung on which they are equal: \"simple\" (the same\n"
            "string), \"syntax\" (the same after syntax-based normalization), \"scheme\"\n"
            "(the same only after scheme-based normalization), or \"different\".\n"
            "Without A and B, reads pairs from -f FILE or standard input, one pair a\n"
            "line, the two separated by spaces or tabs.\n\n"
            "  --ignore-fragment  leave fragments out (section 6.1)\n"
            "  --ipv6-canonical   read IPv6 hosts as addresses (RFC 5952)\n"
            "  --level RUNG       simple, syntax or scheme (the default): the highest\n"
            "                     rung that still counts as equivalent\n"
            "  --iri              A and B are IRI references (RFC 3987 section 5.3):\n"
            "                     \"simple\" is byte for byte; past it a non-ASCII\n"
            "                     character and its percent-encoded UTF-8 are equal;\n"
            "                     no Unicode normalization (see 'urival iri --nfc')\n",
    .exits = "0 every pair equivalent, 1 some pair not (or invalid),\n"
             "2 usage or I/O error.",
};

struct job {
    unsigned flags;
    urival_equivalence level;
    struct cli_io *io;
    int iri; /* --iri */
};

static int compare_pair(const char *a, size_t al, const char *b, size_t bl, void *ctx)
{
    const struct job *j = ctx;
    urival_equivalence e = URIVAL_COMPARE_RUNG_DIFFERENT;
    urival_error err;
    urival_uri u;
    int st = j->iri ? urival_iri_compare(a, al, b, bl, j->flags, &e, &err)
                    : urival_compare(a, al, b, bl, j->flags, &e, &err);
    /* The library reports the first invalid input; say which. */
    int first_bad =
        st != URIVAL_OK &&
        (j->iri ? urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, a, al, &u, NULL)
                : urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, a, al, NULL)) != URIVAL_OK;
    const char *name = urival_equivalence_name(e);
    if (j->io->json) {
        fputs("{\"a\":", stdout);
        json_string(stdout, a, al);
        json_field(stdout, "b", b, bl);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK)
            printf(",\"equivalence\":\"%s\",\"equivalent\":%s", name,
                   e <= j->level ? "true" : "false");
        else
            refcli_json_error(first_bad ? "a" : "b", first_bad ? a : b, first_bad ? al : bl, st,
                              &err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        puts(name);
    } else {
        cli_no_result(j->io);
        refcli_report(j->io, j->iri ? "IRI-reference" : "URI-reference", first_bad ? a : b,
                      first_bad ? al : bl, st, &err);
    }
    return st == URIVAL_OK && e <= j->level;
}

/* A line holds A, white space, then B (white space may begin and end it). */
static int compare_line(const char *s, size_t len, void *ctx)
{
    size_t a, alen, b, blen;
    if (!cli_split_pair(s, len, &a, &alen, &b, &blen)) {
        struct job *j = ctx;
        cli_bad_pair_line(j->io, j->iri ? "two IRI references" : "two URI references", s, len);
        return 0;
    }
    return compare_pair(s + a, alen, s + b, blen, ctx);
}

static int parse_level(const char *name, urival_equivalence *out)
{
    int e;
    for (e = URIVAL_COMPARE_RUNG_SIMPLE; e < URIVAL_COMPARE_RUNG_DIFFERENT; e++) {
        if (strcmp(name, urival_equivalence_name((urival_equivalence)e)) == 0) {
            *out = (urival_equivalence)e;
            return 0;
        }
    }
    return -1;
}

int cmd_compare(int argc, char **argv)
{
    struct job j;
    struct cli_io io;
    int ignore = 0, ipv6 = 0, first;
    const char *level = NULL;
    const struct cli_opt opts[] = { { "--ignore-fragment", &ignore, NULL },
                                    { "--ipv6-canonical", &ipv6, NULL },
                                    { "--level", NULL, &level },
                                    { "--iri", &j.iri, NULL },
                                    { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    j.level = URIVAL_COMPARE_RUNG_SCHEME;
    if (level != NULL && parse_level(level, &j.level) != 0) {
        cli_error("compare: --level must be simple, syntax or scheme");
        return EXIT_USAGE;
    }
    j.flags = (ignore ? URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT : 0) |
              (ipv6 ? URIVAL_NORMALIZE_FLAG_IPV6 : 0);
    j.io = &io;
    io.one_line = 1;
    if (argc - first != 0 && argc - first != 2) {
        cli_error("compare: give two URI references, or none to read pairs from a file or "
                  "standard input");
        cli_help_hint("compare");
        return EXIT_USAGE;
    }
    if (argc - first == 2) {
        return cli_pair_args(&io, argv + first, compare_pair, compare_line, &j);
    }
    return cli_each(&io, argc, argv, argc, compare_line, &j);
}
