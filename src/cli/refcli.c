/* refcli.c - see refcli.h. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/refcli.h"

/* Runs job's library call into a buffer that grows to the length it needs;
 * *out is then NUL-terminated and the caller frees it.  Returns the call's
 * status, or -1 when memory ran out (said on standard error). */
static int produce(struct refcli_job *job, char **out, size_t *len)
{
    char small[256], *buf;
    size_t need = 0;
    int st = job->cmd->produce(job, small, sizeof small, &need, &job->err);
    *out = NULL;
    *len = 0;
    if (st != URIVAL_OK)
        return st;
    if (need == (size_t)-1 || (buf = cli_malloc(need + 1)) == NULL) {
        cli_oom(job->io.cmd);
        return -1;
    }
    if (need < sizeof small) {
        memcpy(buf, small, need + 1);
    } else if ((st = job->cmd->produce(job, buf, need + 1, &need, &job->err)) != URIVAL_OK) {
        free(buf);
        return st;
    }
    *out = buf;
    *len = need;
    return URIVAL_OK;
}

/* The message (held by m: cli_message_done()), and in *located whether
 * err's offset points into s. */
static const char *explain(const char *s, size_t len, int status, const urival_error *err,
                           struct cli_message *m, int *located)
{
    *located = 1;
    m->big = NULL;
    if (err != NULL && err->rule != NULL &&
        (err->status == URIVAL_EIRI_BIDI || err->status == URIVAL_EIRI_UTF8 ||
         err->status == URIVAL_EIRI_IDNA || err->status == URIVAL_EIRI_NFC ||
         err->status == URIVAL_ENUL)) {
        /* The checks of RFC 3987 beyond the grammar, a refused "%00": the
         * library's words, its offset first. */
        return cli_message(m, err, s, len);
    }
    if (err != NULL && err->rule != NULL &&
        (err->status == URIVAL_ESYNTAX || err->status == URIVAL_EBASE)) {
        /* A bad base is a syntax error of the base: explain it as one. */
        urival_error e = *err;
        e.status = URIVAL_ESYNTAX;
        return cli_message(m, &e, s, len);
    }
    *located = 0;
    snprintf(m->small, sizeof m->small, "%s", urival_strstatus(status));
    return m->small;
}

void refcli_report(const struct cli_io *io, const char *what, const char *s, size_t len, int status,
                   const urival_error *err)
{
    struct cli_message m;
    int located;
    const char *msg = explain(s, len, status, err, &m, &located);
    cli_report_head(io);
    fprintf(stderr, "invalid %s: %s\n", what, msg);
    cli_message_done(&m);
    if (located) {
        cli_show_at(stderr, s, len, err->offset);
    } else {
        cli_show_line(stderr, s, len, len);
    }
}

void refcli_json_error(const char *in, const char *s, size_t len, int status,
                       const urival_error *err)
{
    struct cli_message m;
    int located;
    const char *msg = explain(s, len, status, err, &m, &located);
    printf(",\"error\":{\"in\":\"%s\",\"status\":", in);
    json_string(stdout, urival_strstatus(status), strlen(urival_strstatus(status)));
    if (located) {
        printf(",\"offset\":%zu", err->offset);
        if (err->rule != NULL) {
            json_field_str(stdout, "rule", err->rule);
        }
    }
    json_field_str(stdout, "message", msg);
    cli_message_done(&m);
    putchar('}');
}

int refcli_start(struct refcli_job *job, const struct refcli_cmd *cmd, void *settings, int argc,
                 char **argv, const struct cli_opt *opts)
{
    int first;
    memset(job, 0, sizeof *job);
    job->cmd = cmd;
    job->settings = settings;
    first = cli_options(argc, argv, &job->io, opts, cmd->help);
    job->io.one_line = 1;
    if (first < 0 || cmd->subject == 0)
        return first;
    if (first >= argc) {
        cli_error("%s: a base URI is required", job->io.cmd);
        cli_help_hint(job->io.cmd);
        return CLI_BAD;
    }
    job->in[0].s = argv[first];
    job->in[0].len = strlen(argv[first]);
    return first + 1;
}

int refcli_base_ok(const struct refcli_job *job)
{
    const struct refcli_in *base = &job->in[0];
    urival_error err;
    urival_uri u;
    int st;
#ifdef URIVAL_HAVE_RFC1738
    if (job->draft05)
        st = urival_match(URIVAL_RULE_URL_DRAFT05_ABSOLUTEURL, base->s, base->len, &err);
    else
#endif
        st = job->iri ? urival_iri_parse(URIVAL_RULE_RFC3987_IRI, base->s, base->len, &u, &err)
                      : urival_match(URIVAL_RULE_RFC3986_URI, base->s, base->len, &err);
    if (st == URIVAL_OK)
        return 1;
    if (st == URIVAL_ESYNTAX)
        st = URIVAL_EBASE;
    if (job->io.json) {
        fputs("{\"base\":", stdout);
        json_string(stdout, base->s, base->len);
        fputs(",\"valid\":false", stdout);
        refcli_json_error("base", base->s, base->len, st, &err);
        fputs("}\n", stdout);
    } else {
        refcli_report(&job->io, "base", base->s, base->len, st, &err);
    }
    return 0;
}

/* For --get: prints the format with the fields of the result; 0 when a
 * {must:name} was undefined, else 1. */
static int get_result(const struct cli_io *io, const char *fmt, const char *s, size_t len)
{
    urival_uri u;
    /* What the library wrote is a URI reference, or under --iri an IRI
     * reference: one of the two parses.  A draft-05 target need be
     * neither ("1a:/b/g", "x://h:x/p"): its components are not RFC 3986's,
     * and an empty line and an error say so, where empty placeholders
     * would pass for undefined components. */
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, &u, NULL) != URIVAL_OK &&
        urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, len, &u, NULL) != URIVAL_OK) {
        putchar('\n');
        cli_report_head(io);
        fputs("--get: the result is no RFC 3986 URI reference, so it has no components: ", stderr);
        cli_put_text(stderr, s, len);
        fputc('\n', stderr);
        return 0;
    }
    cli_get_context(io);
    return cli_get_uri(stdout, fmt, s, len, &u);
}

/* One input through the command: 1 when it succeeded, 0 when not, -1 when
 * memory ran out. */
static int run_one(const char *s, size_t len, void *ctx)
{
    struct refcli_job *job = ctx;
    const struct refcli_cmd *cmd = job->cmd;
    const struct cli_io *io = &job->io;
    size_t nin = cmd->in[1] != NULL ? 2 : 1, k;
    /* A failure is the subject's, unless it is the base's. */
    size_t bad;
    char *out;
    size_t n;
    int st;
    job->in[cmd->subject].s = s;
    job->in[cmd->subject].len = len;
    if ((st = produce(job, &out, &n)) < 0)
        return -1;
    bad = st == URIVAL_EBASE ? 0 : cmd->subject;
    if (io->json) {
        for (k = 0; k < nin; k++) {
            printf("%s\"%s\":", k == 0 ? "{" : ",", cmd->in[k]);
            json_string(stdout, job->in[k].s, job->in[k].len);
        }
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK) {
            json_field(stdout, cmd->result, out, n);
            if (cmd->after != NULL)
                cmd->after(job, 1);
        } else {
            refcli_json_error(cmd->in[bad], job->in[bad].s, job->in[bad].len, st, &job->err);
        }
        fputs("}\n", stdout);
    } else if (st != URIVAL_OK) {
        cli_no_result(io);
        refcli_report(io, st == URIVAL_EBASE ? "base" : cmd->what, job->in[bad].s, job->in[bad].len,
                      st, &job->err);
    } else if (io->get != NULL) {
        if (!get_result(io, io->get, out, n))
            st = URIVAL_EINVAL; /* said: the input counts as invalid */
    } else {
        if (cmd->after != NULL)
            cmd->after(job, 0);
        cli_put_text(stdout, out, n);
        putchar('\n');
    }
    free(out);
    return st == URIVAL_OK;
}

int refcli_each(struct refcli_job *job, int argc, char **argv, int first)
{
    return cli_each(&job->io, argc, argv, first, run_one, job);
}
