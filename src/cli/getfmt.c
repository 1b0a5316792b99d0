/* getfmt.c - --get FORMAT, as trurl has it: {name} is a component,
 * {:name} the component percent-decoded, "{{" a literal "{", "}}" a
 * literal "}", and \n, \t, \r, \\ are escapes. */
#include <string.h>
#include "cli/cli.h"

/* The placeholder at fmt (just after "{"): its field index, whether it
 * is to be decoded, and where the format goes on after "}".  Returns -1
 * for an unterminated or unknown placeholder. */
static long placeholder(const char *fmt, const char *const *fields, int *decode, const char **next)
{
    const char *close = strchr(fmt, '}');
    size_t n, i;
    *decode = fmt[0] == ':';
    if (*decode)
        fmt++;
    if (close == NULL || close < fmt)
        return -1;
    n = (size_t)(close - fmt);
    *next = close + 1;
    for (i = 0; fields[i] != NULL; i++)
        if (strlen(fields[i]) == n && memcmp(fields[i], fmt, n) == 0)
            return (long)i;
    return -1;
}

int cli_get_check(const char *cmd, const char *fmt, const char *const *fields)
{
    const char *p = fmt;
    while ((p = strchr(p, '{')) != NULL) {
        const char *next;
        int decode;
        if (p[1] == '{') {
            p += 2;
            continue;
        }
        if (placeholder(p + 1, fields, &decode, &next) < 0) {
            const char *close = strchr(p, '}');
            size_t i;
            if (close == NULL)
                cli_error("%s: --get: '{' without '}' (\"{{\" is a literal '{')", cmd);
            else
                cli_error("%s: --get: unknown placeholder %.*s", cmd, (int)(close - p + 1), p);
            fputs("placeholders:", stderr);
            for (i = 0; fields[i] != NULL; i++)
                fprintf(stderr, " {%s}", fields[i]);
            fputc('\n', stderr);
            return -1;
        }
        p = next;
    }
    return 0;
}

/* Writes s[0..len), decoding "%HH" where decode is set, by the library's
 * own decoder: a piece at a time through a fixed buffer, each piece ending
 * before an escape it would cut.  A piece that does not decode (a "%" no
 * escape follows, possible in no valid component) is written as it is. */
static void put_value(FILE *f, const char *s, size_t len, int decode)
{
    char out[4096];
    size_t at = 0;
    if (!decode) {
        cli_put_text(f, s, len);
        return;
    }
    while (at < len) {
        size_t n = len - at < sizeof out - 1 ? len - at : sizeof out - 1, got;
        if (at + n < len) { /* do not cut "%HH" */
            if (s[at + n - 1] == '%')
                n -= 1;
            else if (s[at + n - 2] == '%')
                n -= 2;
        }
        if (urival_pct_decode(URIVAL_PCT_SET_ANY, s + at, n, 0, out, sizeof out, &got, NULL) ==
            URIVAL_OK)
            cli_put_text(f, out, got);
        else
            cli_put_text(f, s + at, n);
        at += n;
    }
}

void cli_get_print(FILE *f, const char *fmt, const char *const *fields, cli_get_fn value,
                   const void *ctx)
{
    const char *p = fmt;
    while (*p != '\0') {
        if (*p == '{' && p[1] == '{') {
            fputc('{', f), p += 2;
        } else if (*p == '}' && p[1] == '}') {
            fputc('}', f), p += 2;
        } else if (*p == '{') {
            const char *next, *v;
            int decode;
            size_t len = 0;
            long i = placeholder(p + 1, fields, &decode, &next);
            if (i < 0) /* checked before: cannot happen */
                break;
            v = value((size_t)i, &len, ctx);
            if (v != NULL)
                put_value(f, v, len, decode);
            p = next;
        } else if (*p == '\\' && p[1] != '\0' && strchr("ntr\\", p[1]) != NULL) {
            fputc(p[1] == 'n' ? '\n' : p[1] == 't' ? '\t' : p[1] == 'r' ? '\r' : '\\', f);
            p += 2;
        } else {
            fputc(*p++, f);
        }
    }
    fputc('\n', f);
}

/* ---- the fields of a URI reference -------------------------------------- */

enum { F_USER = URIVAL_URI_PART_COUNT, F_PASSWORD, F_URL, F_HOST_KIND };

const char *const cli_uri_fields[] = { "scheme", "authority", "userinfo", "host", "port",
                                       "path",   "query",     "fragment", "user", "password",
                                       "url",    "host_kind", NULL };

/* The ctx of uri_value. */
struct uri_view {
    const char *s;
    size_t len;
    const urival_uri *u;
};

static const char *uri_value(size_t i, size_t *len, const void *ctx)
{
    const struct uri_view *v = ctx;
    const urival_uri *u = v->u;
    const char *ui, *colon;
    if (i < URIVAL_URI_PART_COUNT) {
        if (!urival_uri_has(u, (urival_uri_part)i))
            return NULL;
        *len = u->part[i].len;
        return v->s + u->part[i].off;
    }
    if (i == F_URL) {
        *len = v->len;
        return v->s;
    }
    if (i == F_HOST_KIND) {
        const char *k =
            u->host_kind == URIVAL_URI_HOST_NONE ? NULL : urival_uri_host_kind_name(u->host_kind);
        *len = k != NULL ? strlen(k) : 0;
        return k;
    }
    /* user and password: userinfo split at its first ":". */
    if (!urival_uri_has(u, URIVAL_URI_PART_USERINFO))
        return NULL;
    ui = v->s + u->part[URIVAL_URI_PART_USERINFO].off;
    colon = memchr(ui, ':', u->part[URIVAL_URI_PART_USERINFO].len);
    if (i == F_USER) {
        *len = colon != NULL ? (size_t)(colon - ui) : u->part[URIVAL_URI_PART_USERINFO].len;
        return ui;
    }
    if (colon == NULL)
        return NULL;
    *len = u->part[URIVAL_URI_PART_USERINFO].len - (size_t)(colon - ui) - 1;
    return colon + 1;
}

void cli_get_uri(FILE *f, const char *fmt, const char *s, size_t len, const urival_uri *u)
{
    struct uri_view v;
    v.s = s, v.len = len, v.u = u;
    cli_get_print(f, fmt, cli_uri_fields, uri_value, &v);
}

const char *cli_span_value(size_t i, size_t *len, const void *ctx)
{
    const struct cli_span_view *v = ctx;
    int p = v->map[i];
    if (p == CLI_FIELD_URL) {
        *len = v->len;
        return v->s;
    }
    if (p == CLI_FIELD_EXTRA) {
        *len = v->extra != NULL ? strlen(v->extra) : 0;
        return v->extra;
    }
    if (!((v->defined >> p) & 1u))
        return NULL;
    *len = v->part[p].len;
    return v->s + v->part[p].off;
}
