/* urn_cmd.c - urival urn: take URNs apart, compare them, print their
 * canonical form, find them in text (RFC 8141 and the seed draft
 * draft-ietf-urnbis-rfc2141bis-urn-03). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/parts.h"

enum mode { M_PARSE, M_EQUAL, M_CANONICAL, M_EXTRACT };

struct opts {
    enum mode mode;
    urival_urn_profile profile;
    unsigned flags; /* URIVAL_URN_FLAG_ASSIGNED, URIVAL_URN_FLAG_STEP_5B */
    int json;
    unsigned long long found; /* --extract: the URNs found, valid or not */
    struct cli_position at;   /* --extract: where the last URN found stands */
    /* Taking URNs apart: the forms, with this struct as their ctx. */
    struct parts_out out;
};

/* The --get placeholders: the parts (query and fragment are draft03's
 * names of the q- and f-component), then the whole input. */
static const char *const fields[] = { "nid",   "nss",      "rcomponent", "qcomponent", "fcomponent",
                                      "query", "fragment", "url",        NULL };

static const int field_part[] = { URIVAL_URN_PART_NID, URIVAL_URN_PART_NSS, URIVAL_URN_PART_R,
                                  URIVAL_URN_PART_Q,   URIVAL_URN_PART_F,   URIVAL_URN_PART_Q,
                                  URIVAL_URN_PART_F,   CLI_FIELD_URL };

static const struct cli_help help = {
    .text = "usage: urival urn [--profile rfc8141|draft03] [--assigned] [--json | --get FORMAT]\n"
            "                  [-f FILE] [URN...]\n"
            "       urival urn --equal [--profile P] [--step 5a|5b] [--assigned] [--json] A B\n"
            "       urival urn --canonical [--profile P] [--step 5a|5b] [--json] [URN...]\n"
            "       urival urn --extract [--profile P] [--assigned] [--json] [-f FILE]\n"
            "                  [TEXT...]\n\n"
            "Takes URNs apart into NID, NSS and components, with the checks beyond\n"
            "the grammar (reserved NID \"urn\", informal NIDs, %00, repeated query\n"
            "keywords).  Without arguments or -f, reads one input per line from\n"
            "standard input (for --equal, two URNs a line, separated by spaces or tabs).\n"
            "With --get, --canonical or --equal, an invalid input is reported on\n"
            "standard error and leaves an empty output line; so is, with --step 5b,\n"
            "a valid one of more directives than 1024 (\"cannot canonicalize\",\n"
            "\"cannot compare\"; --json: \"valid\":true with the error, or\n"
            "\"unordered\" in place of \"invalid\").\n\n"
            "  --profile P   rfc8141 (RFC 8141, the default) or draft03\n"
            "                (draft-ietf-urnbis-rfc2141bis-urn-03; also by its\n"
            "                grammar's ID, urn-draft03)\n"
            "  --assigned    the URN must be an assigned name: no r-, q- or\n"
            "                f-component, no query or fragment (with --extract,\n"
            "                rfc8141 only: a URN found with one is invalid)\n"
            "  --equal A B   lexical equivalence: exit 0 when equivalent, 1 when not\n"
            "  --canonical   the form lexical equivalence compares\n"
            "  --step S      draft03 section 5: 5a drops the query (default), 5b\n"
            "                keeps it with its directives ordered by keyword\n"
            "  --extract     the URNs in running text: for rfc8141 the URIs of\n"
            "                scheme \"urn\" that 'urival extract' finds (the sentence's\n"
            "                punctuation left out); for draft03 each ends at the\n"
            "                first excluded character (its section 2.5.3); reads\n"
            "                -f FILE or standard input whole, as 'urival extract'\n"
            "                does, and says where each invalid one stands\n"
            "                (LINE:COLUMN), its offsets counted in the URN\n",
    .fields = fields,
    .exits = "0 all valid (or equivalent), 1 some invalid (or not\n"
             "equivalent; with --extract, one found invalid, or none found at\n"
             "all, as 'urival extract' says), 2 usage or I/O error.",
};

static void print_error_text(FILE *f, const char *what, const char *s, size_t len,
                             const urival_error *err)
{
    struct cli_message m;
    fprintf(f, "%s: %s\n", what, cli_message(&m, err, s, len));
    cli_message_done(&m);
    if (err->status != URIVAL_EINVAL && err->status != URIVAL_ERANGE &&
        err->status != URIVAL_ENOT_FOUND)
        cli_show_at(f, s, len, err->offset);
}

static void print_error_json(const char *s, size_t len, const urival_error *err)
{
    struct cli_message m;
    const char *rule = err->rule != NULL ? err->rule : "";
    fputs(",\"error\":{\"status\":", stdout);
    json_string(stdout, urival_strstatus(err->status), strlen(urival_strstatus(err->status)));
    printf(",\"code\":%d,\"offset\":%zu,\"rule\":", err->status, err->offset);
    json_string(stdout, rule, strlen(rule));
    json_field_str(stdout, "message", cli_message(&m, err, s, len));
    cli_message_done(&m);
    putchar('}');
}

/* What an error report of URN which (" A", " B" or "") opens with: a URN
 * over step 5b's limit of directives is valid, only not put in order. */
static void failure_what(char *what, size_t n, const char *verb, const char *which,
                         const struct opts *o, const urival_error *err)
{
    const char *profile = urival_urn_profile_name(o->profile);
    if (err->status == URIVAL_EURN_TOO_MANY_DIRECTIVES)
        snprintf(what, n, "cannot %s URN%s (%s)", verb, which, profile);
    else
        snprintf(what, n, "invalid URN%s (%s)", which, profile);
}

static int parse_text(const struct parts_input *in)
{
    const urival_urn *u = in->parse;
    const char *s = in->s;
    int p;
    for (p = 0; p < URIVAL_URN_PART_COUNT; p++) {
        if (!urival_urn_has(u, (urival_urn_part)p))
            continue;
        parts_line(12, urival_urn_part_name(u->profile, (urival_urn_part)p), s, u->part[p]);
        if (p == URIVAL_URN_PART_NID && (u->info & URIVAL_URN_INFO_INFORMAL))
            fputs(" (informal namespace)", stdout);
        putchar('\n');
        if (p == URIVAL_URN_PART_Q && u->profile == URIVAL_URN_PROFILE_DRAFT03) {
            urival_urn_directive d;
            size_t cursor = 0;
            while (urival_urn_next_directive(u, s, in->len, &cursor, &d) == URIVAL_OK) {
                printf("%-12s ", "directive");
                fwrite(s + d.keyword.off, 1, d.keyword.len, stdout);
                fputs(" = ", stdout);
                parts_value(s, d.value);
                putchar('\n');
            }
        }
    }
    printf("%-12s %s\n", "kind",
           (u->info & URIVAL_URN_INFO_REFERENCE) ? "reference" : "assigned name");
    return 0;
}

static void print_parts_json(const urival_urn *u, const char *s, size_t len)
{
    int p;
    for (p = 0; p < URIVAL_URN_PART_COUNT; p++) {
        if (urival_urn_has(u, (urival_urn_part)p))
            json_field(stdout, urival_urn_part_name(u->profile, (urival_urn_part)p),
                       s + u->part[p].off, u->part[p].len);
    }
    if (u->profile == URIVAL_URN_PROFILE_DRAFT03 && urival_urn_has(u, URIVAL_URN_PART_Q)) {
        urival_urn_directive d;
        size_t cursor = 0;
        int n = 0;
        fputs(",\"directives\":[", stdout);
        while (urival_urn_next_directive(u, s, len, &cursor, &d) == URIVAL_OK) {
            fputs(n++ > 0 ? ",{\"keyword\":" : "{\"keyword\":", stdout);
            json_string(stdout, s + d.keyword.off, d.keyword.len);
            json_field(stdout, "value", s + d.value.off, d.value.len);
            putchar('}');
        }
        putchar(']');
    }
    printf(",\"assigned\":%s,\"informal\":%s",
           (u->info & URIVAL_URN_INFO_REFERENCE) ? "false" : "true",
           (u->info & URIVAL_URN_INFO_INFORMAL) ? "true" : "false");
}

static void json_head(const char *s, size_t len, const struct opts *o)
{
    fputs("{\"input\":", stdout);
    json_string(stdout, s, len);
    printf(",\"profile\":\"%s\"", urival_urn_profile_name(o->profile));
}

static int parse_json(const struct parts_input *in)
{
    json_head(in->s, in->len, in->ctx);
    printf(",\"valid\":%s", in->ok ? "true" : "false");
    if (in->ok)
        print_parts_json(in->parse, in->s, in->len);
    else
        print_error_json(in->s, in->len, in->err);
    fputs("}\n", stdout);
    return 0;
}

static void parse_get(const struct parts_input *in)
{
    const urival_urn *u = in->parse;
    struct cli_span_view v = { in->s, in->len, u->part, u->defined, field_part, NULL };
    cli_get_print(stdout, in->io->get, fields, cli_span_value, &v);
}

static void parse_invalid(FILE *f, const struct parts_input *in)
{
    const struct opts *o = in->ctx;
    char what[64];
    snprintf(what, sizeof what, "invalid URN (%s)", urival_urn_profile_name(o->profile));
    cli_where(f, in->io);
    print_error_text(f, what, in->s, in->len, in->err);
}

static const struct parts_forms parse_forms = { parse_json, parse_get, parse_text, parse_invalid };

/* Returns 1 when s was a valid URN. */
static int parse_one(const char *s, size_t len, struct opts *o)
{
    urival_urn u;
    urival_error err;
    int ok = urival_urn_parse(o->profile, o->flags, s, len, &u, &err) == URIVAL_OK;
    return parts_show(&o->out, s, len, ok, &u, &err);
}

static int canonical_one(const char *s, size_t len, const struct opts *o)
{
    urival_error err;
    size_t n = 0;
    char *buf;
    if (urival_urn_canonical(o->profile, o->flags, s, len, NULL, 0, &n, &err) != URIVAL_OK) {
        if (o->json) {
            json_head(s, len, o);
            fputs(err.status == URIVAL_EURN_TOO_MANY_DIRECTIVES ? ",\"valid\":true"
                                                                : ",\"valid\":false",
                  stdout);
            print_error_json(s, len, &err);
            fputs("}\n", stdout);
        } else {
            char what[64];
            failure_what(what, sizeof what, "canonicalize", "", o, &err);
            cli_no_result(o->out.io);
            cli_report_head(o->out.io);
            print_error_text(stderr, what, s, len, &err);
        }
        return 0;
    }
    if ((buf = cli_malloc(n + 1)) == NULL) {
        cli_oom("urn");
        return -1;
    }
    urival_urn_canonical(o->profile, o->flags, s, len, buf, n + 1, NULL, &err);
    if (o->json) {
        json_head(s, len, o);
        fputs(",\"valid\":true,\"canonical\":", stdout);
        json_string(stdout, buf, n);
        fputs("}\n", stdout);
    } else {
        fwrite(buf, 1, n, stdout);
        putchar('\n');
    }
    free(buf);
    return 1;
}

/* Returns 1 when a and b are equivalent. */
static int equal_one(const char *a, size_t alen, const char *b, size_t blen, void *ctx)
{
    const struct opts *o = ctx;
    urival_error err;
    int eq = 0, st, first = 0;
    const char *step = o->profile == URIVAL_URN_PROFILE_DRAFT03
                           ? ((o->flags & URIVAL_URN_FLAG_STEP_5B) ? "5b" : "5a")
                           : NULL;

    /* urival_urn_equal() fails for a when a is invalid, else for b; a is
     * invalid when its equivalence with itself fails too (a parse alone
     * would not apply step 5b's limit on the directives). */
    st = urival_urn_equal(o->profile, o->flags, a, alen, b, blen, &eq, &err);
    if (st != URIVAL_OK) {
        int self;
        urival_error e;
        first = urival_urn_equal(o->profile, o->flags, a, alen, a, alen, &self, &e) != URIVAL_OK;
        /* An a over step 5b's limit is valid: an invalid b is the news. */
        if (first && e.status == URIVAL_EURN_TOO_MANY_DIRECTIVES &&
            urival_urn_equal(o->profile, o->flags, b, blen, b, blen, &self, &e) != URIVAL_OK &&
            e.status != URIVAL_EURN_TOO_MANY_DIRECTIVES) {
            first = 0;
            err = e;
        }
    }
    if (o->json) {
        fputs("{\"a\":", stdout);
        json_string(stdout, a, alen);
        json_field(stdout, "b", b, blen);
        printf(",\"profile\":\"%s\"", urival_urn_profile_name(o->profile));
        if (step != NULL)
            printf(",\"step\":\"%s\"", step);
        if (st == URIVAL_OK) {
            printf(",\"equivalent\":%s}\n", eq ? "true" : "false");
        } else {
            printf(",\"%s\":\"%s\"",
                   err.status == URIVAL_EURN_TOO_MANY_DIRECTIVES ? "unordered" : "invalid",
                   first ? "a" : "b");
            print_error_json(first ? a : b, first ? alen : blen, &err);
            fputs("}\n", stdout);
        }
    } else if (st == URIVAL_OK) {
        puts(eq ? "equivalent" : "not equivalent");
    } else {
        char what[64];
        failure_what(what, sizeof what, "compare", first ? " A" : " B", o, &err);
        cli_no_result(o->out.io);
        cli_report_head(o->out.io);
        print_error_text(stderr, what, first ? a : b, first ? alen : blen, &err);
    }
    return st == URIVAL_OK && eq;
}

/* One URN found at offset `at` of the text t[0..tlen), urn[0..n) (the
 * same bytes, or a copy without the whitespace of a wrapped one): printed,
 * or its error, whose offsets are into the URN, located in the text by
 * line and column as 'urival extract' locates a URI.  The error was found
 * in urn[0..seen), the URN and maybe bytes after it (the one that ended a
 * draft-03 candidate too early), which its message quotes.  Returns 1
 * when valid. */
static int extract_show(const char *t, size_t tlen, size_t at, const char *urn, size_t n,
                        size_t seen, int st, const urival_error *err, struct opts *o)
{
    const struct cli_io *io = o->out.io;
    size_t column;
    o->found++;
    cli_position_at(&o->at, t, tlen, at);
    column = at - o->at.line_start + 1;
    if (o->json) {
        fputs("{\"file\":", stdout);
        if (io->name != NULL)
            json_string(stdout, io->name, strlen(io->name));
        else
            fputs("null", stdout);
        printf(",\"line\":%llu,\"column\":%zu,\"offset\":%zu,\"urn\":", o->at.line, column, at);
        json_string(stdout, urn, n);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st != URIVAL_OK)
            print_error_json(urn, seen, err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        fwrite(urn, 1, n, stdout);
        putchar('\n');
    } else {
        if (io->name != NULL) {
            cli_put_name(stderr, io->name);
            putc(':', stderr);
        }
        fprintf(stderr, "%llu:%zu: ", o->at.line, column);
        print_error_text(stderr, "invalid URN", urn, seen, err);
    }
    return st == URIVAL_OK;
}

#ifdef URIVAL_HAVE_RFC1738
/* RFC 8141 names no textual delimiting of its own: the URNs are the URIs
 * with scheme "urn" that 'urival extract' finds (RFC 3986 Appendix C, the
 * sentence's punctuation given back), so both commands agree on any text.
 * Returns 0 when a candidate was invalid, -1 when memory ran out. */
static int extract_rfc8141(const char *s, size_t len, struct opts *o)
{
    size_t pos = 0;
    int ok = 1;
    urival_extracted f;
    /* An IRI candidate of scheme "urn" is an invalid URN here, as it is
     * no URI to 'urival extract': both say so, neither cuts it. */
    while (urival_extract_scan(s, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f) == URIVAL_OK) {
        urival_urn u;
        urival_error err;
        int st;
        const char *b = s + f.uri_start;
        char *buf = NULL;
        if (f.len != f.uri_end - f.uri_start) {
            /* Whitespace inside <...>, in the scheme too ("<ur" at a
             * line's end): the URN is the copy without it. */
            if ((buf = cli_malloc(f.len + 1)) == NULL) {
                cli_oom("urn");
                return -1;
            }
            (void)urival_extract_copy(&f, s, len, 0, buf, f.len + 1, NULL);
            b = buf;
        }
        if (f.len >= 4 && (b[0] | 0x20) == 'u' && (b[1] | 0x20) == 'r' && (b[2] | 0x20) == 'n' &&
            b[3] == ':') {
            st = urival_urn_parse(o->profile, o->flags, b, f.len, &u, &err);
            ok &= extract_show(s, len, f.uri_start, b, f.len, f.len, st, &err, o);
        }
        free(buf);
    }
    return ok;
}
#endif

/* Prints every URN of the text; returns 0 when a candidate was invalid,
 * -1 when memory ran out. */
static int extract_one(const char *s, size_t len, struct opts *o)
{
    size_t pos = 0, start, end;
    int ok = 1, st;
    urival_urn u;
    urival_error err;

    o->at.offset = o->at.line_start = 0;
    o->at.line = 1;
#ifdef URIVAL_HAVE_RFC1738
    if (o->profile == URIVAL_URN_PROFILE_RFC8141)
        return extract_rfc8141(s, len, o);
#endif
    while ((st = urival_urn_extract(s + pos, len - pos, &start, &end, &u, &err)) !=
           URIVAL_ENOT_FOUND) {
        size_t at = pos + start, n = end - start;
        if (st == URIVAL_EINVAL || st == URIVAL_ERANGE) {
            cli_error("urn: %s", urival_strstatus(st));
            return -1;
        }
        if (st != URIVAL_OK) {
            /* Offsets into the URN, not into what was left of the text. */
            err.offset = err.offset > start ? err.offset - start : 0;
            err.rule_start = err.rule_start > start ? err.rule_start - start : 0;
        }
        {
            /* The message quotes the byte that ended the candidate too
             * early, never the lines after it. */
            size_t seen = n;
            if (st != URIVAL_OK && err.offset + 1 > seen)
                seen = err.offset + 1;
            ok &=
                extract_show(s, len, at, s + at, n, seen < len - at ? seen : len - at, st, &err, o);
        }
        pos += end > 0 ? end : 1;
    }
    return ok;
}

/* --extract: each TEXT argument, then -f FILE or standard input read
 * whole (as 'urival extract' reads it, so that an RFC 8141 URN wrapped
 * inside "<...>" is found whole; draft03's ends at its first excluded
 * character, a line break too).  Returns the exit status. */
static int extract_texts(struct cli_io *io, int argc, char **argv, int first, struct opts *o)
{
    int rc = EXIT_VALID, i, r;
    const char *path = io->file != NULL ? io->file : first >= argc ? "-" : NULL;
    for (i = first; i < argc; i++) {
        io->name = NULL;
        r = extract_one(argv[i], strlen(argv[i]), o);
        if (r < 0)
            return EXIT_USAGE;
        if (r == 0)
            rc = EXIT_INVALID;
    }
    if (path != NULL) {
        char *text;
        size_t len;
        if (cli_read_text(io, path, &text, &len) != 0)
            return EXIT_USAGE;
        r = extract_one(text, len, o);
        free(text);
        if (r < 0)
            return EXIT_USAGE;
        if (r == 0)
            rc = EXIT_INVALID;
    }
    /* As 'urival extract' and grep: text without a URN is a miss. */
    return rc == EXIT_VALID && o->found == 0 ? EXIT_INVALID : rc;
}

static int run_one(const char *s, size_t len, void *ctx)
{
    struct opts *o = ctx;
    switch (o->mode) {
    case M_CANONICAL:
        return canonical_one(s, len, o);
    case M_EXTRACT: /* extract_texts() */
    case M_EQUAL: {
        size_t a, alen, b, blen;
        if (!cli_split_pair(s, len, &a, &alen, &b, &blen)) {
            cli_bad_pair_line(o->out.io, "two URNs", s, len);
            return 0;
        }
        return equal_one(s + a, alen, s + b, blen, o);
    }
    case M_PARSE:
        break;
    }
    return parse_one(s, len, o);
}

int cmd_urn(int argc, char **argv)
{
    struct cli_io io;
    struct opts o = { M_PARSE,     URIVAL_URN_PROFILE_RFC8141,    0, 0, 0,
                      { 0, 1, 0 }, { &parse_forms, &io, NULL, 0 } };
    int equal = 0, canonical = 0, extract = 0, assigned = 0, first;
    const char *profile = NULL, *step = NULL;
    const struct cli_opt opts[] = { { "--assigned", &assigned, NULL },
                                    { "--equal", &equal, NULL },
                                    { "--canonical", &canonical, NULL },
                                    { "--extract", &extract, NULL },
                                    { "--profile", NULL, &profile },
                                    { "--step", NULL, &step },
                                    { NULL, NULL, NULL } };
    first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    o.json = io.json;
    o.out.ctx = &o;
    if (assigned)
        o.flags |= URIVAL_URN_FLAG_ASSIGNED;
    if (profile != NULL) {
        if (strcmp(profile, "rfc8141") == 0)
            o.profile = URIVAL_URN_PROFILE_RFC8141;
        else if (strcmp(profile, "draft03") == 0 || strcmp(profile, "urn-draft03") == 0)
            o.profile = URIVAL_URN_PROFILE_DRAFT03; /* the profile's name, its grammar's ID */
        else {
            cli_error("urn: unknown profile '%s' (rfc8141, or draft03 or urn-draft03)", profile);
            return EXIT_USAGE;
        }
    }
    if (step != NULL) {
        if (strcmp(step, "5b") == 0)
            o.flags |= URIVAL_URN_FLAG_STEP_5B;
        else if (strcmp(step, "5a") != 0) {
            cli_error("urn: unknown step '%s' (5a or 5b)", step);
            return EXIT_USAGE;
        }
    }
    if (equal + canonical + extract > 1) {
        cli_error("urn: --equal, --canonical and --extract exclude each other");
        return EXIT_USAGE;
    }
    o.mode = equal ? M_EQUAL : canonical ? M_CANONICAL : extract ? M_EXTRACT : M_PARSE;
    io.one_line |= o.mode == M_EQUAL || o.mode == M_CANONICAL;
    if (step != NULL &&
        (o.profile != URIVAL_URN_PROFILE_DRAFT03 || (o.mode != M_EQUAL && o.mode != M_CANONICAL))) {
        cli_error("urn: --step goes with --profile draft03 and --equal or --canonical");
        return EXIT_USAGE;
    }
#ifndef URIVAL_HAVE_RFC1738
    if (o.mode == M_EXTRACT && o.profile != URIVAL_URN_PROFILE_DRAFT03) {
        cli_error("urn: --extract for RFC 8141 delimits URNs as 'urival extract' does, which "
                  "this build leaves out (configure --disable-historic): give --profile draft03");
        return EXIT_USAGE;
    }
#endif
    if (o.mode == M_EXTRACT && assigned && o.profile == URIVAL_URN_PROFILE_DRAFT03) {
        cli_error("urn: --extract --profile draft03 ends each URN before \"?\" and \"#\", "
                  "so finds assigned names only; --assigned adds nothing");
        return EXIT_USAGE;
    }
    if (io.get != NULL && o.mode != M_PARSE) {
        cli_error("urn: --get goes with taking URNs apart, not with --equal, --canonical "
                  "or --extract");
        return EXIT_USAGE;
    }
    if (o.mode == M_EQUAL && first < argc) {
        if (argc - first != 2) {
            cli_error("urn --equal: give two URNs, A and B");
            return EXIT_USAGE;
        }
        return cli_pair_args(&io, argv + first, equal_one, run_one, &o);
    }
    if (o.mode == M_EXTRACT) {
        if (io.max_arg != NULL || io.keep_cr) {
            cli_error("urn: --extract reads whole texts: %s does not apply",
                      io.max_arg != NULL ? "--max-line-length" : "--keep-cr");
            return EXIT_USAGE;
        }
        return extract_texts(&io, argc, argv, first, &o);
    }
    return cli_each(&io, argc, argv, first, run_one, &o);
}
