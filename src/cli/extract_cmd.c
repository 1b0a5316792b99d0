/* extract_cmd.c - urival extract: find the URI references in running text
 * (RFC 3986 Appendix C, RFC 1738 appendix). */
#include "config.h" /* first: large files where off_t is 32 bits by default */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/json.h"

static const struct cli_help help = {
    .text = "usage: urival extract [--iri] [--json] [--drop-hyphen] [--raw] [-f FILE] [FILE...]\n\n"
            "Finds every URI reference in the text of the files (standard input\n"
            "when none, or '-') and prints one per line with its position:\n"
            "  FILE:LINE:COLUMN: URI\n"
            "LINE and COLUMN (1-based, COLUMN in bytes) are where the URI itself\n"
            "begins.  URIs are recognized in <...> and <URL:...> (whitespace and\n"
            "line breaks inside are removed) and bare in the text, where a final\n"
            "'.', ',', ')' and the like belong to the sentence (see README.md).\n"
            "A line break after a '-' continues a URI on the next line, unless,\n"
            "outside <...>, that line begins a URI of its own (\"ftp://...\").\n"
            "A scheme followed by a word with a letter above U+007F in it (an IRI,\n"
            "http://www.b\\xc3\\xbcrger.de) is no RFC 3986 URI: it is reported on\n"
            "standard error, whole, with where RFC 3986 refuses it; in <...>, the\n"
            "whole text inside is (whitespace removed).\n\n"
            "  --json          one JSON object per URI: file, line, column, start\n"
            "                  and end of the match (byte offsets), uri, valid, and\n"
            "                  its delimiters;\n"
            "                  an IRI candidate has valid false and an error\n"
            "  --iri           find IRIs (RFC 3987) too: such a word is found, as a\n"
            "                  URI is, when it is an IRI; else it is reported with\n"
            "                  where RFC 3987 refuses it\n"
            "  --drop-hyphen   read a hyphen before a line break inside a URI as\n"
            "                  the typesetter's, not the URI's, unless the URI\n"
            "                  would be none without them (all stay then)\n"
            "  -f, --file FILE a file to read, as FILE is\n"
            "  --raw           on a terminal too, write URIs and file names as they\n"
            "                  are (else controls, bidi formatting characters and\n"
            "                  bad UTF-8 as \\xHH)\n\n"
            "Exit status: 0 some URI found, 1 none, 2 usage or I/O error.\n",
};

static const char *delimiter(unsigned flags)
{
    return (flags & URIVAL_EXTRACT_INFO_ANGLE) ? "angle" : "none";
}

/* The rule a match of info is held to: after "URL:" any reference, else a
 * URI (an IRI with iri). */
static urival_rule rule_of(unsigned info, int iri)
{
    if (info & URIVAL_EXTRACT_INFO_URL_PREFIX)
        return iri ? URIVAL_RULE_RFC3987_IRI_REFERENCE : URIVAL_RULE_RFC3986_URI_REFERENCE;
    return iri ? URIVAL_RULE_RFC3987_IRI : URIVAL_RULE_RFC3986_URI;
}

/* An IRI candidate, uri[0..ulen) found at line:column of name with info:
 * not an RFC 3986 URI, and where RFC 3986 refuses it (its first byte
 * above 0x7F, or a byte before that no URI holds there). */
static void not_uri(const char *name, unsigned long long line, size_t column, const char *uri,
                    size_t ulen, unsigned info, int json, int iri)
{
    urival_error err;
    urival_uri u;
    struct cli_message m;
    if (iri)
        (void)urival_iri_parse(rule_of(info, 1), uri, ulen, &u, &err);
    else
        (void)urival_match(rule_of(info, 0), uri, ulen, &err);
    if (json) {
        json_syntax_error(stdout, uri, ulen, &err);
        return;
    }
    cli_put_name(stderr, name);
    fprintf(stderr,
            iri ? ":%llu:%zu: not an IRI (RFC 3987): %s\n"
                : ":%llu:%zu: not an RFC 3986 URI (an IRI, RFC 3987): %s\n",
            line, column, cli_message(&m, &err, uri, ulen));
    cli_message_done(&m);
    cli_show_at(stderr, uri, ulen, err.offset);
}

/* Adds the number of URIs found to *found; returns -1 when memory ran
 * out, else 0. */
static int extract(const char *name, const char *t, size_t len, int json, unsigned flags,
                   int want_iri, unsigned long long *found)
{
    struct cli_position at = { 0, 1, 0 };
    size_t pos = 0, cap = 0;
    char *uri = NULL;
    unsigned long long n = 0;
    urival_extracted f;

    /* Text read whole is never above URIVAL_MAX_INPUT (slurp() refuses
     * it), so any status but URIVAL_OK means the text is done. */
    while (urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f) == URIVAL_OK) {
        size_t ulen = 0, column;
        /* An IRI candidate; under --iri, bad is 1 only when it is no IRI. */
        int iri = (f.info & URIVAL_EXTRACT_INFO_IRI) != 0, bad = iri;
        urival_uri u;
        (void)urival_extract_copy(&f, t, len, flags, NULL, 0, &ulen);
        if (ulen + 1 > cap) {
            char *nb = cli_realloc(uri, ulen + 1);
            if (nb == NULL) {
                free(uri);
                cli_oom("extract");
                return -1;
            }
            uri = nb;
            cap = ulen + 1;
        }
        (void)urival_extract_copy(&f, t, len, flags, uri, cap, NULL);
        cli_position_at(&at, t, len, f.uri_start);
        column = f.uri_start - at.line_start + 1;
        if (iri && want_iri)
            bad = urival_iri_parse(rule_of(f.info, 1), uri, ulen, &u, NULL) != URIVAL_OK;
        n += !bad;
        if (json) {
            fputs("{\"file\":", stdout);
            json_string(stdout, name, strlen(name));
            printf(",\"line\":%llu,\"column\":%zu,\"start\":%zu,\"end\":%zu,"
                   "\"uri\":",
                   at.line, column, f.start, f.end);
            json_string(stdout, uri, ulen);
            printf(",\"valid\":%s", bad ? "false" : "true");
            if (want_iri)
                printf(",\"iri\":%s", iri ? "true" : "false");
            if (bad)
                not_uri(name, at.line, column, uri, ulen, f.info, 1, want_iri);
            printf(",\"delimiter\":\"%s\",\"url_prefix\":%s,\"whitespace\":%s,"
                   "\"hyphen_break\":%s}\n",
                   delimiter(f.info), (f.info & URIVAL_EXTRACT_INFO_URL_PREFIX) ? "true" : "false",
                   (f.info & URIVAL_EXTRACT_INFO_WHITESPACE) ? "true" : "false",
                   (f.info & URIVAL_EXTRACT_INFO_HYPHEN_BREAK) ? "true" : "false");
        } else if (bad) {
            not_uri(name, at.line, column, uri, ulen, f.info, 0, want_iri);
        } else {
            cli_put_name(stdout, name);
            printf(":%llu:%zu: ", at.line, column);
            cli_put_text(stdout, uri, ulen);
            putchar('\n');
        }
    }
    free(uri);
    *found += n;
    return 0;
}

/* Returns 0, or -1 after an error was said. */
static int extract_file(struct cli_io *io, const char *path, unsigned flags, int iri,
                        unsigned long long *found)
{
    char *text;
    size_t len;
    int rc;
    if (cli_read_text(io, path, &text, &len) != 0)
        return -1;
    rc = extract(io->name, text, len, io->json, flags, iri, found);
    free(text);
    return rc;
}

int cmd_extract(int argc, char **argv)
{
    struct cli_io io;
    int first, i, drop = 0, iri = 0, rc = 0;
    unsigned long long found = 0;
    const struct cli_opt opts[] = { { "--drop-hyphen", &drop, NULL },
                                    { "--iri", &iri, NULL },
                                    { NULL, NULL, NULL } };
    unsigned flags;

    first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    if (io.max_arg != NULL || io.keep_cr) {
        cli_error("extract: reads whole texts: %s does not apply",
                  io.max_arg != NULL ? "--max-line-length" : "--keep-cr");
        return EXIT_USAGE;
    }
    flags = drop ? URIVAL_EXTRACT_FLAG_DROP_HYPHEN : 0;
    for (i = first; i < argc; i++)
        rc |= extract_file(&io, argv[i], flags, iri, &found);
    if (io.file != NULL)
        rc |= extract_file(&io, io.file, flags, iri, &found);
    if (first >= argc && io.file == NULL)
        rc |= extract_file(&io, "-", flags, iri, &found);
    if (rc != 0)
        return EXIT_USAGE;
    return found > 0 ? EXIT_VALID : EXIT_INVALID;
}
