/* refcli.c - see refcli.h. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/refcli.h"

int refcli_produce(const char *cmd, refcli_produce_fn fn, const void *ctx, char **out, size_t *len)
{
    char small[256], *buf;
    size_t need = 0;
    int st = fn(ctx, small, sizeof small, &need);
    *out = NULL;
    *len = 0;
    if (st != URIVAL_OK)
        return st;
    if (need == (size_t)-1 || (buf = cli_malloc(need + 1)) == NULL) {
        cli_oom(cmd);
        return -1;
    }
    if (need < sizeof small) {
        memcpy(buf, small, need + 1);
    } else if ((st = fn(ctx, buf, need + 1, &need)) != URIVAL_OK) {
        free(buf);
        return st;
    }
    *out = buf;
    *len = need;
    return URIVAL_OK;
}

/* The message, and whether err's offset points into s. */
static int explain(const char *s, size_t len, int status, const urival_error *err, char *msg,
                   size_t cap)
{
    if (err != NULL && err->rule != NULL &&
        (err->status == URIVAL_ESYNTAX || err->status == URIVAL_EBASE)) {
        /* A bad base is a syntax error of the base: explain it as one. */
        urival_error e = *err;
        e.status = URIVAL_ESYNTAX;
        urival_error_message(&e, s, len, msg, cap, NULL);
        return 1;
    }
    if (status == URIVAL_ENUL && err != NULL) {
        snprintf(msg, cap, "offset %zu: %s", err->offset, urival_strstatus(status));
        return 1;
    }
    snprintf(msg, cap, "%s", urival_strstatus(status));
    return 0;
}

void refcli_report(const char *cmd, const char *what, const char *s, size_t len, int status,
                   const urival_error *err)
{
    char msg[512];
    int located = explain(s, len, status, err, msg, sizeof msg);
    cli_error("%s: invalid %s: %s", cmd, what, msg);
    if (located) {
        cli_show_at(stderr, s, len, err->offset);
    } else {
        cli_show_line(stderr, s, len, len);
    }
}

void refcli_json_field(const char *name, const char *s, size_t len)
{
    printf(",\"%s\":", name);
    json_string(stdout, s, len);
}

void refcli_json_error(const char *in, const char *s, size_t len, int status,
                       const urival_error *err)
{
    char msg[512];
    int located = explain(s, len, status, err, msg, sizeof msg);
    printf(",\"error\":{\"in\":\"%s\",\"status\":", in);
    json_string(stdout, urival_strstatus(status), strlen(urival_strstatus(status)));
    if (located) {
        printf(",\"offset\":%zu", err->offset);
        if (err->rule != NULL) {
            fputs(",\"rule\":", stdout);
            json_string(stdout, err->rule, strlen(err->rule));
        }
    }
    fputs(",\"message\":", stdout);
    json_string(stdout, msg, strlen(msg));
    putchar('}');
}

int refcli_base_ok(const char *cmd, const char *base, size_t len, int json)
{
    urival_error err;
    if (urival_match(URIVAL_RULE_RFC3986_URI, base, len, &err) == URIVAL_OK)
        return 1;
    if (json) {
        fputs("{\"base\":", stdout);
        json_string(stdout, base, len);
        fputs(",\"valid\":false", stdout);
        refcli_json_error("base", base, len, URIVAL_EBASE, &err);
        fputs("}\n", stdout);
    } else {
        refcli_report(cmd, "base", base, len, URIVAL_EBASE, &err);
    }
    return 0;
}

void refcli_get(const char *fmt, const char *s, size_t len)
{
    urival_uri u;
    struct cli_uri_view v;
    /* What the library wrote is a URI reference: it parses. */
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, &u, NULL) != URIVAL_OK)
        memset(&u, 0, sizeof u);
    v.s = s, v.len = len, v.u = &u;
    cli_get_print(stdout, fmt, cli_uri_fields, cli_uri_value, &v);
}

void refcli_job_init(struct refcli_job *job, struct cli_io *io, refcli_produce_fn produce,
                     const void *ctx, urival_error *err, const char *in0, const char *in1,
                     const char *result)
{
    memset(job, 0, sizeof *job);
    job->io = io;
    job->produce = produce;
    job->ctx = ctx;
    job->err = err;
    job->in[0].name = in0;
    job->in[1].name = in1;
    job->nin = in1 != NULL ? 2 : 1;
    job->subject = job->nin - 1;
    job->what = job->in[job->subject].name;
    job->result = result;
}

int refcli_run(const struct refcli_job *job)
{
    const struct cli_io *io = job->io;
    const struct refcli_in *bad = &job->in[job->subject];
    char *out;
    size_t n, k;
    int st = refcli_produce(io->cmd, job->produce, job->ctx, &out, &n);
    if (st < 0)
        return -1;
    if (st == URIVAL_EBASE)
        bad = &job->in[0];
    if (io->json) {
        for (k = 0; k < job->nin; k++) {
            printf("%s\"%s\":", k == 0 ? "{" : ",", job->in[k].name);
            json_string(stdout, job->in[k].s, job->in[k].len);
        }
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK) {
            refcli_json_field(job->result, out, n);
            if (job->after != NULL)
                job->after(job->ctx, 1);
        } else {
            refcli_json_error(bad->name, bad->s, bad->len, st, job->err);
        }
        fputs("}\n", stdout);
    } else if (st != URIVAL_OK) {
        refcli_report(io->cmd, bad == &job->in[0] && st == URIVAL_EBASE ? "base" : job->what,
                      bad->s, bad->len, st, job->err);
    } else if (io->get != NULL) {
        refcli_get(io->get, out, n);
    } else {
        if (job->after != NULL)
            job->after(job->ctx, 0);
        fwrite(out, 1, n, stdout);
        putchar('\n');
    }
    free(out);
    return st == URIVAL_OK;
}
