/* validate_cmd.c - urival validate: check every line of the inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/lines.h"
#include "cli/newlines.h"

/* The error kinds the summary counts: the rule that could not go on, or
 * "too long"; kinds past the table's size count as "other". */
#define KINDS 48
struct kind {
    const char *name;
    unsigned long long n;
};

struct tally {
    unsigned long long lines, valid, invalid;
    struct kind kind[KINDS + 1];
    size_t nkinds;
};

struct options {
    urival_rule rule;
    int quiet;
    int rfc1738; /* --grammar rfc1738: the rule of each URL's scheme */
    int iri;     /* --iri: urival_iri_parse() for the four reference rules */
    /* --grammar rfc8141 or urn-draft03 alone: urival_urn_parse() with
     * profile urn - 1, whose checks go past the grammar's (0: not) */
    int urn;
};

/* Whether the check is more than a table machine's over the line: the
 * line is then held (up to --max-line-length), neither streamed nor taken
 * a block at a time. */
static int held_check(const struct options *o)
{
    return o->rfc1738 || o->iri || o->urn;
}

/* A line longer than the read block, validated part by part through the
 * stream API and never held: what is kept is bounded, whatever its length.
 * The window is the bytes a report shows around the error (as
 * cli_show_line() would cut the whole line), gathered from `tail` (the
 * bytes just before the part at hand) and the parts as they come. */
#define WINDOW (CLI_SHOW_BEFORE + CLI_SHOW_AFTER)
struct longline {
    urival_stream st;
    const char *name; /* the line's file and number */
    unsigned long long line;
    size_t total; /* bytes of the line so far */
    int failed;   /* the stream refused a byte: err says which */
    int too_long; /* longer than --max-line-length: no longer fed */
    urival_error err;
    char head[LINES_HEAD]; /* the line's first bytes */
    size_t nhead;
    char tail[CLI_SHOW_BEFORE]; /* the last bytes before `total` */
    size_t ntail;
    char win[WINDOW]; /* the line's bytes from win_from on */
    size_t nwin, win_from, win_cap;
};

struct job {
    struct options o;
    struct tally t;
    struct cli_io *io;
    struct longline l;
};

static const struct cli_help help = {
    .text = "usage: urival validate [--iri] [--rule [GRAMMAR:]NAME] [--grammar ID] [--quiet]\n"
            "                       [--jobs N] [--json] [--max-line-length N] [--keep-cr]\n"
            "                       [--raw] [-f FILE] [FILE...]\n\n"
            "Checks each line of the files (or standard input, or '-') against a\n"
            "rule, URI-reference of RFC 3986 unless --rule names another.  Prints\n"
            "each invalid line with its number, the offset of the first bad byte,\n"
            "a caret under it and why, then a summary: the lines, how many were\n"
            "valid and invalid, and the invalid ones by the rule that failed (or\n"
            "\"too long\").  One CR before each LF (or at the end of the input) is\n"
            "dropped, so CRLF files read as LF ones; --keep-cr checks exactly the\n"
            "bytes between two LFs.  Memory is bounded by the 1 MiB read block, not\n"
            "by the line: a longer line is checked as it is read, through the\n"
            "stream API, and a report shows a window of it around the error and\n"
            "names the rule checked (or the escape's), not a rule nested deeper\n"
            "(--iri and --grammar rfc1738, rfc8141, urn-draft03 without --rule\n"
            "hold each line, up to --max-line-length).  When standard error is a\n"
            "terminal and the input a regular file, a progress bar there shows the\n"
            "rate and time left.  Without --json (or those) a regular file is\n"
            "mapped, 16 MiB at a time; one that shrinks while it is checked is an\n"
            "error (exit 2); each block of 512 KiB or more has its lines checked\n"
            "in parts on up to --jobs threads, invalid ones reported in order.\n\n",
    .options = "  --rule NAME             the ABNF rule, e.g. URI or rfc3986:IPv6address\n"
               "  --grammar ID            the top rule of a grammar: rfc3986 URI-reference,\n"
               "                          rfc3987 IRI-reference, url-draft05 URL-reference,\n"
               "                          url-1993 fragmentaddress, rfc1738 the rule of\n"
               "                          each URL's scheme (any case; genericurl for others),\n"
               "                          rfc8141 and urn-draft03 a URN as 'urival urn\n"
               "                          --profile ID' checks it; with --rule, the rule\n"
               "                          of that grammar ('urival rules ID' lists them;\n"
               "                          core, RFC 5234's, only with --rule)\n"
               "  --iri                   IRIs (RFC 3987): the rule is IRI-reference, or\n"
               "                          the rfc3987 counterpart of --rule (URI is IRI,\n"
               "                          host is ihost, port is port); IRI-reference,\n"
               "                          IRI, irelative-ref and absolute-IRI also refuse\n"
               "                          bidirectional formatting characters (section\n"
               "                          4.1) and name bytes that are not UTF-8 as such;\n"
               "                          a line is held whole, up to --max-line-length\n"
               "  -q, --quiet             report no line and no count (--json neither);\n"
               "                          the exit status tells.  Usage and I/O errors\n"
               "                          are still said on standard error\n"
               "  --jobs N                the threads that check a file's lines (one with\n"
               "                          --json or a check that holds each line), 1 to\n"
               "                          64, invalid lines reported in order after each\n"
               "                          block; by default the processors this\n"
               "                          process may run on, at most 8 and at most its\n"
               "                          CPU quota (cgroup cpu.max, cfs_quota_us) gives\n"
               "                          (one in a build without threads); a pipe's reads\n"
               "                          bring 64 KiB (its usual buffer), too few to\n"
               "                          cut: one thread\n"
               "  --json                  one JSON object per line, valid or not: file,\n"
               "                          line, input, valid, and the error's offset,\n"
               "                          rule, kind and message; the summary goes to\n"
               "                          standard error; for a line longer than the\n"
               "                          read block, input is a window of it, with\n"
               "                          truncated, input_offset and length\n"
               "  -f, --file FILE         a file to check, as FILE is\n"
               "  --max-line-length N     report lines longer than N bytes as invalid\n"
               "                          (default and largest: 1073741824)\n"
               "  --keep-cr               keep a CR before LF as part of the line\n"
               "  --raw                   on a terminal too, write bytes as they are\n\n"
               "Exit status: 0 all lines valid, 1 some invalid, 2 usage or I/O error.\n",
};

/* Adds n lines to the invalid ones of kind name. */
static void count_kind(struct tally *t, const char *name, unsigned long long n)
{
    size_t i;
    for (i = 0; i < t->nkinds; i++)
        if (t->kind[i].name == name || strcmp(t->kind[i].name, name) == 0)
            break;
    if (i == t->nkinds) {
        if (t->nkinds == KINDS) {
            i = KINDS;
            t->kind[i].name = "other";
        } else {
            t->kind[i].name = name;
            t->nkinds++;
        }
    }
    t->kind[i].n += n;
}

static const char *kind_of(const urival_error *err)
{
    return err->rule != NULL ? err->rule : urival_strstatus(err->status);
}

/* What a report has of a line: s[0..n), its bytes from offset `from`, of
 * `total`; all of it (from 0, n == total) unless the line was too long to
 * hold. */
struct view {
    const char *s;
    size_t n, from, total;
};

static void view_head(const struct cli_io *io, const struct view *v, int valid)
{
    cli_progress_pause();
    if (v->n == v->total)
        cli_json_line_head(io, v->s, v->n);
    else
        cli_json_window_head(io, v->s, v->n, v->from, v->total);
    printf(",\"valid\":%s", valid ? "true" : "false");
}

/* The message of err for a window of the line: urival_error_message() on
 * the window, its offsets moved into it (the window keeps the bytes the
 * message quotes: up to 24 before the offset and the one at it), then the
 * line's own offset put back at the head. */
struct window_message {
    struct cli_message in; /* the window's message */
    char *text;            /* the line's, when in it is not */
};

static const char *window_message(const struct view *v, const urival_error *err,
                                  struct window_message *w)
{
    urival_error e = *err;
    char head[48];
    const char *in;
    size_t hl, cap;
    e.offset -= v->from;
    e.rule_start = e.rule_start > v->from ? e.rule_start - v->from : 0;
    in = cli_message(&w->in, &e, v->s, v->n);
    hl = (size_t)snprintf(head, sizeof head, "offset %zu: ", e.offset);
    cap = strlen(in) + 80; /* room for either frame below */
    w->text = cli_malloc(cap);
    if (w->text == NULL) {
        cli_oom("validate");
        return in;
    }
    if (strncmp(in, head, hl) == 0)
        snprintf(w->text, cap, "offset %zu: %s", err->offset, in + hl);
    else /* a message of another form: say how to read its offsets */
        snprintf(w->text, cap, "%s (offsets from byte %zu of the line)", in, v->from);
    return w->text;
}

static void report(const struct cli_io *io, const struct view *v, const urival_error *err)
{
    struct window_message w;
    const char *msg;
    w.text = NULL;
    if (v->n == v->total)
        msg = cli_message(&w.in, err, v->s, v->n);
    else
        msg = window_message(v, err, &w);
    if (io->json) {
        const char *kind = kind_of(err);
        view_head(io, v, 0);
        printf(",\"error\":{\"offset\":%zu,\"rule\":", err->offset);
        if (err->rule != NULL)
            json_string(stdout, err->rule, strlen(err->rule));
        else
            fputs("null", stdout);
        json_field_str(stdout, "kind", kind);
        json_field_str(stdout, "message", msg);
        fputs("}}\n", stdout);
    } else {
        cli_progress_pause();
        cli_where(stdout, io);
        printf("%s\n", msg);
        if (v->n == v->total)
            cli_show_at(stdout, v->s, v->n, err->offset);
        else
            cli_show_window(stdout, v->s, v->n, v->from, v->total, err->offset);
    }
    cli_message_done(&w.in);
    free(w.text);
}

/* Counts a line's verdict, and reports it as the options ask.  err is
 * NULL for a valid line, and &undiagnosed for an invalid one that --quiet
 * left undiagnosed (nothing reads its rule). */
static const urival_error undiagnosed;

static int verdict(struct job *j, const struct view *v, const urival_error *err)
{
    j->t.lines++;
    if (err == NULL) {
        j->t.valid++;
        if (j->io->json) {
            view_head(j->io, v, 1);
            fputs("}\n", stdout);
        }
        return 1;
    }
    j->t.invalid++;
    if (err == &undiagnosed)
        return 0;
    count_kind(&j->t, kind_of(err), 1);
    if (!j->o.quiet)
        report(j->io, v, err);
    return 0;
}

static int check_line(const char *line, size_t len, void *ctx)
{
    struct job *j = ctx;
    struct view v = { line, len, 0, len };
    urival_error err;
    int st;
    urival_uri u;
    urival_error *ep = &err;
    /* With nothing to print (--quiet, which turns --json off) only the
     * verdict counts: the library then skips the diagnosis of an invalid
     * line. */
    if (j->o.quiet)
        ep = NULL;
#ifdef URIVAL_HAVE_RFC1738
    if (j->o.rfc1738)
        st = urival_rfc1738_parse(line, len, NULL, ep);
    else
#endif
#ifdef URIVAL_HAVE_RFC8141
        if (j->o.urn) {
        urival_urn urn;
        st = urival_urn_parse((urival_urn_profile)(j->o.urn - 1), 0, line, len, &urn, ep);
    } else
#endif
        if (j->o.iri)
        st = urival_iri_parse(j->o.rule, line, len, &u, ep);
    else
        st = urival_match(j->o.rule, line, len, ep);
    if (st != URIVAL_OK && ep == NULL)
        return verdict(j, &v, &undiagnosed);
    if (len > LINES_BLOCK_SIZE) {
        /* Held, since it fit in the buffer, but shown as a line read in
         * parts would be: what is echoed depends on the length alone. */
        size_t at = st == URIVAL_OK ? 0 : err.offset;
        v.from = at - (at < CLI_SHOW_BEFORE ? at : CLI_SHOW_BEFORE);
        v.s = line + v.from;
        v.n = len - v.from < WINDOW ? len - v.from : WINDOW;
        if (st == URIVAL_OK && v.n > LINES_HEAD)
            v.n = LINES_HEAD;
    }
    return verdict(j, &v, st == URIVAL_OK ? NULL : &err);
}

static int too_long(struct cli_io *io, const char *head, size_t len, void *ctx)
{
    struct job *j = ctx;
    j->t.lines++;
    j->t.invalid++;
    count_kind(&j->t, "too long", 1);
    if (j->o.quiet)
        return 0;
    if (io->json) {
        cli_json_too_long(io, head, len);
    } else {
        cli_progress_pause();
        cli_where(stdout, io);
        printf("line of %zu bytes is longer than the limit of %zu\n", len, io->max_line);
    }
    return 0;
}

/* io->block's loop: the lines of s[0..n) split here, with no call per
 * line to get them, each given its verdict alone by urival_match()
 * without the diagnosis.  With notes (a constant where inlined), an
 * invalid line or one longer than max_line is noted for check_line() or
 * too_long() to report and count, and the call stops before a line that
 * finds the notes full.  It reads io and the job and writes only *c: with
 * --jobs above 1 it runs on several threads at once, each over its part
 * of a block. */
#if defined(__GNUC__)
#define BLOCK_INLINE inline __attribute__((always_inline))
#else
#define BLOCK_INLINE inline
#endif
static BLOCK_INLINE void block_lines(const struct cli_io *io, const char *s, size_t n,
                                     const struct job *j, struct cli_block_count *c,
                                     const int notes)
{
    struct newlines nl;
    size_t at = 0;
    /* Counted here, not in *c, which the bytes read could alias. */
    unsigned long long lines = 0, valid = 0, overlong = 0;
    newlines_start(&nl, s, n);
    while (at < n) {
        /* The block ends in "\n" (lines_block()): every line has one. */
        const char *end = newlines_next(&nl, at);
        size_t len = (size_t)(end - (s + at));
        if (len > 0 && end[-1] == '\r' && !io->keep_cr)
            len--;
        if (!notes) {
            if (len > io->max_line)
                overlong++; /* invalid, as too_long() counts it */
            else if (urival_match(j->o.rule, s + at, len, NULL) == URIVAL_OK)
                valid++;
        } else if (len <= io->max_line && urival_match(j->o.rule, s + at, len, NULL) == URIVAL_OK) {
            valid++;
        } else if (c->nnotes < c->max_notes) {
            struct cli_block_note *note = &c->notes[c->nnotes++];
            note->at = at;
            note->len = len;
            note->before = lines;
        } else {
            c->rest = n - at;
            break;
        }
        lines++;
        at = (size_t)(end - s) + 1;
    }
    c->lines += lines;
    c->valid += valid;
    c->too_long += overlong;
}

/* io->block for --quiet: nothing is printed, so a line
 * needs its verdict alone. */
static void quiet_block(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                        struct cli_block_count *c)
{
    block_lines(io, s, n, ctx, c, 0);
}

/* The invalid lines a part of a block may leave to be reported before it
 * stops, its rest then taken on the calling thread: with 2 MiB parts
 * (--jobs 8) of about 32,000 of the corpora's lines, 4,096 keeps the
 * parts at once while up to one line in eight is invalid; 96 KiB a part. */
#define REPORT_NOTES 4096

/* io->block without --quiet or --json: only invalid lines are printed,
 * and they are noted, to be checked again with the diagnosis and reported
 * by check_line() (or too_long()) in line order. */
static void report_block(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                         struct cli_block_count *c)
{
    block_lines(io, s, n, ctx, c, 1);
}

/* Appends to buf (of cap bytes, *n used) what fits of s[0..len). */
static void keep(char *buf, size_t *n, size_t cap, const char *s, size_t len)
{
    size_t k = cap - *n < len ? cap - *n : len;
    memcpy(buf + *n, s, k);
    *n += k;
}

/* Adds to the window the bytes of s[0..n), the line's bytes from offset
 * at, that come next in it. */
static void window_take(struct longline *l, const char *s, size_t n, size_t at)
{
    size_t next = l->win_from + l->nwin;
    if (next >= at && next - at < n)
        keep(l->win, &l->nwin, l->win_cap, s + (next - at), n - (next - at));
}

/* The stream has failed, or the line ended: the window starts up to
 * CLI_SHOW_BEFORE bytes before the error, from what tail and the part
 * s[0..n) (which begins at offset `at`) hold. */
static void window_open(struct longline *l, const char *s, size_t n, size_t at)
{
    size_t before = l->err.offset < CLI_SHOW_BEFORE ? l->err.offset : CLI_SHOW_BEFORE;
    l->win_from = l->err.offset - before;
    l->nwin = 0;
    l->win_cap = before + CLI_SHOW_AFTER;
    window_take(l, l->tail, l->ntail, at - l->ntail);
    window_take(l, s, n, at);
}

/* Keeps the last bytes of the line fed so far in tail. */
static void keep_tail(struct longline *l, const char *s, size_t n)
{
    if (n >= CLI_SHOW_BEFORE) {
        memcpy(l->tail, s + n - CLI_SHOW_BEFORE, CLI_SHOW_BEFORE);
        l->ntail = CLI_SHOW_BEFORE;
        return;
    }
    if (l->ntail + n > CLI_SHOW_BEFORE) {
        size_t drop = l->ntail + n - CLI_SHOW_BEFORE;
        memmove(l->tail, l->tail + drop, l->ntail - drop);
        l->ntail -= drop;
    }
    memcpy(l->tail + l->ntail, s, n);
    l->ntail += n;
}

/* Feeds the next part, s[0..n) at offset `at`, to the stream. */
static void feed_part(struct job *j, struct longline *l, const char *s, size_t n, size_t at)
{
    if (urival_stream_feed(&l->st, s, n) != URIVAL_ESYNTAX)
        return;
    l->failed = 1;
    urival_stream_finish(&l->st, NULL, &l->err);
    if (at == 0) {
        /* The byte at fault is in the part that begins the line, so
         * urival_match() over that part sees everything the whole line
         * would show it up to that byte, and names the rule nested
         * deepest, as it does for a line held whole. */
        urival_error whole;
        if (urival_match(j->o.rule, s, n, &whole) == URIVAL_ESYNTAX &&
            whole.offset == l->err.offset)
            l->err = whole;
    }
    window_open(l, s, n, at);
}

/* io->part: a line longer than the read block, as it comes.  What is kept
 * is bounded (struct longline); the stream API gives the verdict and the
 * error offset the whole line would have, and the rule nested deepest
 * when the error is in the first part (else the rule validated, or
 * pct-encoded inside an escape: see urival_stream_finish()). */
static int check_part(struct cli_io *io, const char *s, size_t n, int last, void *ctx)
{
    struct job *j = ctx;
    struct longline *l = &j->l;
    size_t at;
    /* The first part (no part is empty), or the first
     * of a line after one a read error cut short. */
    if (l->total == 0 || l->line != io->line || l->name != io->name) {
        memset(l, 0, sizeof *l);
        l->line = io->line;
        l->name = io->name;
        if (urival_stream_init(&l->st, j->o.rule, 0) != URIVAL_OK) {
            cli_error("%s: cannot stream rule %s", io->cmd, urival_rule_name(j->o.rule));
            return -1;
        }
    }
    at = l->total;
    keep(l->head, &l->nhead, sizeof l->head, s, n);
    l->total += n;
    if (!l->too_long && l->total > io->max_line)
        l->too_long = 1;
    if (!l->failed && !l->too_long)
        feed_part(j, l, s, n, at);
    else if (l->failed)
        window_take(l, s, n, at);
    if (!last) {
        keep_tail(l, s, n);
        return 1;
    }
    {
        int rc;
        struct view v = { NULL, 0, 0, l->total };
        if (l->too_long) {
            rc = too_long(io, l->head, l->total, ctx);
        } else if (!l->failed && urival_stream_finish(&l->st, NULL, &l->err) == URIVAL_OK) {
            v.s = l->head, v.n = l->nhead;
            rc = verdict(j, &v, NULL);
        } else {
            if (!l->failed) /* failed at the end: the window ends there */
                window_open(l, s, n, at);
            v.s = l->win, v.n = l->nwin, v.from = l->win_from;
            rc = verdict(j, &v, &l->err);
        }
        memset(l, 0, sizeof *l);
        return rc;
    }
}

/* The summary line: "N lines: V valid, I invalid (kind: n, ...)", the
 * kinds from the most frequent. */
static void summary(FILE *f, struct tally *t)
{
    size_t i, k;
    fprintf(f, "%llu lines: %llu valid, %llu invalid", t->lines, t->valid, t->invalid);
    if (t->kind[KINDS].n > 0)
        t->kind[t->nkinds++] = t->kind[KINDS];
    /* Few kinds: an insertion sort, most frequent first, then by name. */
    for (i = 1; i < t->nkinds; i++) {
        struct kind x = t->kind[i];
        for (k = i; k > 0 && (t->kind[k - 1].n < x.n ||
                              (t->kind[k - 1].n == x.n && strcmp(t->kind[k - 1].name, x.name) > 0));
             k--)
            t->kind[k] = t->kind[k - 1];
        t->kind[k] = x;
    }
    for (i = 0; i < t->nkinds; i++)
        fprintf(f, "%s%s: %llu", i == 0 ? " (" : ", ", t->kind[i].name, t->kind[i].n);
    fputs(t->nkinds > 0 ? ")\n" : "\n", f);
}

/* --iri: the rule of RFC 3987 that stands for rule, by name: "URI" in a
 * name is "IRI", another name takes an "i" when RFC 3987 has it so, or
 * stays.  Returns 0, or -1 after saying there is none. */
static int iri_rule(struct options *o)
{
    const char *name = urival_rule_name(o->rule), *g = urival_rule_grammar(o->rule);
    const char *uri = strstr(name, "URI");
    char buf[96];
    if (strcmp(g, "rfc3987") == 0)
        goto found;
    if (strcmp(g, "rfc3986") == 0 && strlen(name) < sizeof buf - 2) {
        if (uri != NULL)
            snprintf(buf, sizeof buf, "%.*sIRI%s", (int)(uri - name), name, uri + 3);
        else
            snprintf(buf, sizeof buf, "i%s", name);
        if (urival_rule_lookup("rfc3987", buf, &o->rule) == URIVAL_OK ||
            urival_rule_lookup("rfc3987", name, &o->rule) == URIVAL_OK)
            goto found;
    }
    cli_error("validate: --iri: rule %s:%s has no counterpart in RFC 3987", g, name);
    return -1;
found:
    /* urival_iri_parse() takes the four references; the other rules are
     * the grammar alone (urival_match()). */
    o->iri = o->rule == URIVAL_RULE_RFC3987_IRI_REFERENCE || o->rule == URIVAL_RULE_RFC3987_IRI ||
             o->rule == URIVAL_RULE_RFC3987_IRELATIVE_REF ||
             o->rule == URIVAL_RULE_RFC3987_ABSOLUTE_IRI;
    return 0;
}

/* --grammar ID, with or without --rule NAME: the rule of that grammar, its
 * top rule, or for rfc1738 the scheme-aware check.  Returns 0 on success. */
static int grammar_rule(const char *grammar, const char *rule_arg, struct options *o)
{
    static const struct {
        const char *grammar, *rule;
    } top[] = {
        { "rfc3986", "URI-reference" },
        { "rfc3987", "IRI-reference" },
        { "url-draft05", "URL-reference" },
        { "url-1993", "fragmentaddress" },
    };
    size_t i;
    const char *asked = grammar;
    grammar = cli_grammar(asked);
    if (grammar == NULL) {
        cli_error("validate: unknown grammar '%s' ('urival rules --grammars' lists them)", asked);
        return -1;
    }
    if (rule_arg != NULL && strchr(rule_arg, ':') != NULL) {
        if (cli_rule("validate", rule_arg, &o->rule) != 0)
            return -1;
        if (strcmp(urival_rule_grammar(o->rule), grammar) != 0) {
            cli_error("validate: --rule %s is not of --grammar %s", rule_arg, grammar);
            return -1;
        }
        return 0;
    }
    if (rule_arg != NULL) {
        if (urival_rule_lookup(grammar, rule_arg, &o->rule) != URIVAL_OK) {
            cli_error("validate: no rule '%s' in grammar %s ('urival rules %s' lists them)",
                      rule_arg, grammar, grammar);
            return -1;
        }
        return 0;
    }
    if (strcmp(grammar, "rfc1738") == 0) {
        o->rfc1738 = 1;
        return 0;
    }
#ifdef URIVAL_HAVE_RFC8141
    /* A URN is more than either grammar says: the NID "urn" is reserved,
     * and draft-03 gives its URN only in prose over the generic URI
     * (section 2), so its grammar file's first rule is that URI. */
    if (strcmp(grammar, "rfc8141") == 0 || strcmp(grammar, "urn-draft03") == 0) {
        o->urn = 1 + (strcmp(grammar, "rfc8141") == 0 ? URIVAL_URN_PROFILE_RFC8141
                                                      : URIVAL_URN_PROFILE_DRAFT03);
        return 0;
    }
#endif
    for (i = 0; i < sizeof top / sizeof top[0]; i++)
        if (strcmp(top[i].grammar, grammar) == 0)
            return urival_rule_lookup(grammar, top[i].rule, &o->rule) == URIVAL_OK ? 0 : -1;
    /* core: RFC 5234's core rules (ALPHA, DIGIT, HEXDIG, ...), which the
     * other grammars use; none of them is the grammar's whole. */
    cli_error("validate: grammar %s has no top rule: name one with --rule ('urival rules %s' "
              "lists them)",
              grammar, grammar);
    return -1;
}

int cmd_validate(int argc, char **argv)
{
    struct job j;
    struct cli_io io;
    const char *grammar = NULL, *rule_arg = NULL, *jobs_arg = NULL;
    int first, i, rc = EXIT_VALID, iri = 0;
    const struct cli_opt opts[] = { { "--rule", NULL, &rule_arg },
                                    { "--grammar", NULL, &grammar },
                                    { "--quiet", &j.o.quiet, NULL },
                                    { "-q", &j.o.quiet, NULL },
                                    { "--iri", &iri, NULL },
                                    { "--jobs", NULL, &jobs_arg },
                                    { NULL, NULL, NULL } };
    memset(&j, 0, sizeof j);
    j.o.rule = URIVAL_RULE_RFC3986_URI_REFERENCE;
    first = cli_options(argc, argv, &io, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    if (j.o.quiet)
        io.json = 0; /* nothing is printed, JSON neither */
    if (grammar != NULL) {
        if (grammar_rule(grammar, rule_arg, &j.o) != 0)
            return EXIT_USAGE;
    } else if (rule_arg != NULL && cli_rule("validate", rule_arg, &j.o.rule) != 0) {
        return EXIT_USAGE;
    }
    if (jobs_arg != NULL && cli_jobs_arg(&io, jobs_arg) != 0)
        return EXIT_USAGE;
    if (iri && (j.o.rfc1738 || j.o.urn || iri_rule(&j.o) != 0)) {
        if (j.o.rfc1738 || j.o.urn)
            cli_error("validate: --iri and --grammar %s exclude each other", grammar);
        return EXIT_USAGE;
    }
    j.io = &io;
    io.too_long = too_long;
    /* The rfc1738 check picks its rule by the scheme and has no stream,
     * nor have the URN checks and those of RFC 3987 beyond the grammar:
     * their lines are held, up to --max-line-length. */
    if (!held_check(&j.o))
        io.part = check_part;
    if (!held_check(&j.o) && !io.json) {
        io.block = j.o.quiet ? quiet_block : report_block;
        if (!j.o.quiet)
            io.block_notes = REPORT_NOTES;
        /* Only blocks are cut into parts: the processors are asked for
         * only where they may be used. */
        if (jobs_arg == NULL)
            io.jobs = cli_default_jobs();
    }
    io.progress = !j.o.quiet;
    for (i = first; i < argc; i++)
        rc = cli_worse(rc, cli_each_file(&io, argv[i], check_line, &j));
    if (io.file != NULL)
        rc = cli_worse(rc, cli_each_file(&io, io.file, check_line, &j));
    if (first >= argc && io.file == NULL)
        rc = cli_each_file(&io, "-", check_line, &j);
    /* What the blocks found, into the tally the other lines went to. */
    j.t.lines += io.blocks.lines;
    j.t.valid += io.blocks.valid;
    j.t.invalid += io.blocks.lines - io.blocks.valid;
    if (io.blocks.too_long > 0)
        count_kind(&j.t, "too long", io.blocks.too_long);
    if (!j.o.quiet) {
        if (io.json)
            fflush(stdout);
        summary(io.json ? stderr : stdout, &j.t);
    }
    return rc;
}
