/* refcli.c - see refcli.h. */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "lines.h"
#include "refcli.h"

int refcli_each(int argc, char **argv, int first, const char *cmd, refcli_each_fn fn,
                void *ctx)
{
    int bad = 0, i;
    if (first < argc) {
        for (i = first; i < argc; i++)
            bad |= !fn(argv[i], strlen(argv[i]), ctx);
    } else {
        struct lines r;
        const char *line;
        size_t len;
        enum line_status st;
        lines_init(&r, 0, 0);
        while ((st = lines_next(&r, &line, &len)) == LINE_OK)
            bad |= !fn(line, len, ctx);
        lines_free(&r);
        if (st == LINE_ERROR) {
            cli_error("%s: <stdin>: read error", cmd);
            return EXIT_USAGE;
        }
    }
    return bad ? EXIT_INVALID : EXIT_VALID;
}

int refcli_produce(refcli_produce_fn fn, const void *ctx, char **out, size_t *len)
{
    char small[256], *buf;
    size_t need = 0;
    int st = fn(ctx, small, sizeof small, &need);
    *out = NULL;
    *len = 0;
    if (st != URIVAL_OK)
        return st;
    if (need == (size_t)-1 || (buf = malloc(need + 1)) == NULL)
        return URIVAL_ERANGE;
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
        urival_error_message(&e, s, len, msg, cap);
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
        size_t col = cli_show_line(stderr, s, len, err->offset);
        cli_show_caret(stderr, col);
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
    if (urival_match(URIVAL_RFC3986_URI, base, len, &err) == URIVAL_OK)
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

int refcli_options(int argc, char **argv, const char *cmd, const struct refcli_opt *opts,
                   void (*help)(FILE *))
{
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const struct refcli_opt *o;
        if (strcmp(a, "--") == 0)
            return i + 1;
        if (a[0] != '-' || a[1] == '\0')
            return i;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return REFCLI_HELP;
        }
        for (o = opts; o->name != NULL; o++)
            if (strcmp(a, o->name) == 0)
                break;
        if (o->name == NULL || (o->value != NULL && i + 1 >= argc)) {
            cli_error("%s: unknown option or missing argument: %s", cmd, a);
            help(stderr);
            return REFCLI_BAD;
        }
        if (o->value != NULL)
            *o->value = argv[++i];
        else
            *o->flag = 1;
    }
    return i;
}

int refcli_options_exit(int r)
{
    return r == REFCLI_HELP ? EXIT_VALID : EXIT_USAGE;
}
