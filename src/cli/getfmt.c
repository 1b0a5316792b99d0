/* getfmt.c - --get FORMAT, as trurl has it: {name} is a component
 * percent-decoded, {:name} the component as it stands; {default:port},
 * {must:name}, {query:key} and {query-all:key}; "{{" a literal "{", "}}"
 * a literal "}", a lone brace an error; \n, \t, \r, \\ are escapes. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

/* What a placeholder asks for. */
enum ph_kind { PH_FIELD, PH_MUST, PH_DEFAULT_PORT, PH_QUERY, PH_QUERY_ALL };

struct ph {
    enum ph_kind kind;
    int raw;         /* {:...}: as it stands */
    long field;      /* index into the fields; for the query kinds, "query" */
    const char *key; /* {query:KEY} */
    size_t klen;
    const char *next; /* the format after "}" */
};

/* The index of name[0..n) among fields, or -1. */
static long field_index(const char *const *fields, const char *name, size_t n)
{
    size_t i;
    for (i = 0; fields[i] != NULL; i++)
        if (strlen(fields[i]) == n && memcmp(fields[i], name, n) == 0)
            return (long)i;
    return -1;
}

/* 1 when body[0..n) begins with the NUL-terminated word. */
static int starts(const char *body, size_t n, const char *word)
{
    size_t w = strlen(word);
    return n >= w && memcmp(body, word, w) == 0;
}

/* Reads the placeholder at fmt (just after "{") into *ph.  Returns 0, or
 * -1 for an unterminated or unknown placeholder. */
static int placeholder(const char *fmt, const char *const *fields, struct ph *ph)
{
    const char *close = strchr(fmt, '}'), *body = fmt;
    size_t n;
    memset(ph, 0, sizeof *ph);
    if (close == NULL)
        return -1;
    ph->next = close + 1;
    if (*body == ':')
        ph->raw = 1, body++;
    if (body > close)
        return -1;
    n = (size_t)(close - body);
    if (starts(body, n, "must:")) {
        ph->kind = PH_MUST;
        ph->field = field_index(fields, body + 5, n - 5);
    } else if (n == 12 && memcmp(body, "default:port", 12) == 0) {
        /* The scheme decides the default: both must exist. */
        ph->kind = PH_DEFAULT_PORT;
        ph->field = field_index(fields, "port", 4);
        if (field_index(fields, "scheme", 6) < 0)
            ph->field = -1;
    } else if (starts(body, n, "query:") || starts(body, n, "query-all:")) {
        size_t w = starts(body, n, "query:") ? 6 : 10;
        ph->kind = w == 6 ? PH_QUERY : PH_QUERY_ALL;
        ph->field = field_index(fields, "query", 5);
        ph->key = body + w;
        ph->klen = n - w;
    } else {
        ph->field = field_index(fields, body, n);
    }
    return ph->field < 0 ? -1 : 0;
}

int cli_get_check(const char *cmd, const char *fmt, const char *const *fields)
{
    const char *p = fmt;
    for (; *p != '\0'; p++) {
        struct ph ph;
        if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
            p++;
            continue;
        }
        if (*p == '}') {
            cli_error("%s: --get: offset %zu: lone '}' (\"}}\" is a literal '}')", cmd,
                      (size_t)(p - fmt));
            return -1;
        }
        /* The escapes print_get() knows; any other "\" would be printed as
         * it stands, where a user meant something ("\0", "\e"). */
        if (*p == '\\') {
            unsigned char c = (unsigned char)p[1];
            if (c == '\0') {
                cli_error("%s: --get: offset %zu: a '\\' ends the format (\"\\\\\" is a "
                          "literal '\\')",
                          cmd, (size_t)(p - fmt));
                return -1;
            }
            if (strchr("ntr\\", c) == NULL) {
                char what[32]; /* the escape as a terminal can show it */
                if (c > 0x20 && c < 0x7f)
                    snprintf(what, sizeof what, " \"\\%c\"", c);
                else
                    snprintf(what, sizeof what, ": '\\' before \\x%02X", c);
                cli_error("%s: --get: offset %zu: unknown escape%s (\\n, \\t, \\r; \"\\\\\" is a "
                          "literal '\\')",
                          cmd, (size_t)(p - fmt), what);
                return -1;
            }
            p++;
            continue;
        }
        if (*p != '{')
            continue;
        if (placeholder(p + 1, fields, &ph) < 0) {
            const char *close = strchr(p, '}');
            size_t i;
            if (close == NULL)
                cli_error("%s: --get: offset %zu: '{' without '}' (\"{{\" is a literal '{')", cmd,
                          (size_t)(p - fmt));
            else
                cli_error("%s: --get: offset %zu: unknown placeholder %.*s", cmd, (size_t)(p - fmt),
                          (int)(close - p + 1), p);
            fputs("placeholders:", stderr);
            for (i = 0; fields[i] != NULL; i++)
                fprintf(stderr, " {%s}", fields[i]);
            fputs(", each also as {:name} (as it stands), {must:name}", stderr);
            if (field_index(fields, "port", 4) >= 0 && field_index(fields, "scheme", 6) >= 0)
                fputs(", {default:port}", stderr);
            if (field_index(fields, "query", 5) >= 0)
                fputs(", {query:KEY}, {query-all:KEY}", stderr);
            fputc('\n', stderr);
            return -1;
        }
        p = ph.next - 1;
    }
    return 0;
}

/* The number of bytes at the end of b[0..n) that begin a UTF-8 sequence
 * longer than what is there (0 to 3): a lead byte and the continuation
 * bytes after it, which the next piece may complete. */
static size_t utf8_open_tail(const unsigned char *b, size_t n)
{
    size_t i, need;
    for (i = 1; i <= 3 && i <= n; i++) {
        unsigned c = b[n - i];
        if (c >= 0x80 && c <= 0xBF)
            continue; /* a continuation byte: look further back */
        need = c >= 0x80 ? cli_utf8_lead((unsigned char)c) : 0;
        return need > i ? i : 0;
    }
    return 0;
}

/* Writes s[0..len), decoding "%HH" where decode is set, by the library's
 * own decoder: a piece at a time through a fixed buffer, each piece ending
 * before an escape it would cut.  A piece that does not decode (a "%" no
 * escape follows, possible in no valid component) is written as it is.
 * The bytes of a UTF-8 character a piece's end cuts are held back and
 * written with the next piece, so that cli_put_text() sees the character
 * whole (on a terminal it would otherwise show each part as \xHH). */
static void put_value(FILE *f, const char *s, size_t len, int decode)
{
    char out[4096];
    size_t at = 0, carry = 0;
    if (!decode) {
        cli_put_text(f, s, len);
        return;
    }
    while (at < len) {
        size_t room = sizeof out - 1 - carry, n = len - at < room ? len - at : room, got, keep;
        if (at + n < len) { /* do not cut "%HH" */
            if (s[at + n - 1] == '%')
                n -= 1;
            else if (s[at + n - 2] == '%')
                n -= 2;
        }
        if (urival_pct_decode(URIVAL_PCT_SET_ANY, s + at, n, 0, out + carry, sizeof out - carry,
                              &got, NULL) != URIVAL_OK) {
            cli_put_text(f, out, carry);
            cli_put_text(f, s + at, n);
            carry = 0;
            at += n;
            continue;
        }
        at += n;
        got += carry;
        keep = at < len ? utf8_open_tail((const unsigned char *)out, got) : 0;
        cli_put_text(f, out, got - keep);
        memmove(out, out + got - keep, keep);
        carry = keep;
    }
    cli_put_text(f, out, carry);
}

/* Fields that are no component, never decoded: the whole input, names. */
static int never_decoded(const char *name)
{
    return strcmp(name, "url") == 0 || strcmp(name, "host_kind") == 0 || strcmp(name, "rule") == 0;
}

/* Writes the values of the parameters of q[0..qlen) whose key is key,
 * the first (all: every one, a space between). */
static void put_params(FILE *f, const char *q, size_t qlen, const struct ph *ph, int all)
{
    urival_query_param p;
    size_t pos = 0;
    int n = 0;
    while (urival_query_next(q, qlen, &pos, &p) == URIVAL_OK) {
        if (!urival_query_param_is(q, qlen, &p, ph->key, ph->klen))
            continue;
        if (n++ > 0)
            fputc(' ', f);
        put_value(f, q + p.value.off, p.value.len, !ph->raw);
        if (!all)
            return;
    }
}

/* Writes placeholder ph; returns 0, or -1 when {must:name} is undefined. */
static int put_placeholder(FILE *f, const struct ph *ph, const char *const *fields,
                           cli_get_fn value, const void *ctx)
{
    size_t len = 0;
    const char *v = value((size_t)ph->field, &len, ctx);
    switch (ph->kind) {
    case PH_MUST:
        if (v == NULL)
            return -1;
        /* fall through */
    case PH_FIELD:
        if (v != NULL)
            put_value(f, v, len, !ph->raw && !never_decoded(fields[ph->field]));
        return 0;
    case PH_DEFAULT_PORT:
        if (v != NULL && len > 0) {
            put_value(f, v, len, 0);
        } else {
            size_t slen = 0;
            const char *scheme = value((size_t)field_index(fields, "scheme", 6), &slen, ctx);
            int port = scheme != NULL ? urival_scheme_default_port(scheme, slen) : -1;
            if (port >= 0)
                fprintf(f, "%d", port);
        }
        return 0;
    case PH_QUERY:
    case PH_QUERY_ALL:
        if (v != NULL)
            put_params(f, v, len, ph, ph->kind == PH_QUERY_ALL);
        return 0;
    }
    return 0;
}

/* The name of the first {must:name} placeholder of fmt that is undefined,
 * or NULL. */
static const char *must_missing(const char *fmt, const char *const *fields, cli_get_fn value,
                                const void *ctx)
{
    const char *p = fmt;
    while ((p = strchr(p, '{')) != NULL) {
        struct ph ph;
        size_t len;
        if (p[1] == '{') {
            p += 2;
            continue;
        }
        if (placeholder(p + 1, fields, &ph) < 0) /* checked before */
            return NULL;
        if (ph.kind == PH_MUST && value((size_t)ph.field, &len, ctx) == NULL)
            return fields[ph.field];
        p = ph.next;
    }
    return NULL;
}

/* The input being printed, for the location of a {must:name} report, and
 * whether the last print succeeded (see cli_get_context()). */
static const struct cli_io *get_io;
static int get_last_ok = 1;

void cli_get_context(const struct cli_io *io)
{
    get_io = io;
    get_last_ok = 1;
}

int cli_get_last_ok(void)
{
    return get_last_ok;
}

int cli_get_print(FILE *f, const char *fmt, const char *const *fields, cli_get_fn value,
                  const void *ctx)
{
    const char *p = fmt, *missing = must_missing(fmt, fields, value, ctx);
    if (missing != NULL) {
        /* Nothing of the format, as trurl: an empty line keeps the place. */
        fputc('\n', f);
        fprintf(stderr, "urival: %s: ", get_io != NULL ? get_io->cmd : "get");
        if (get_io != NULL)
            cli_where(stderr, get_io);
        fprintf(stderr, "--get: {must:%s}: %s is undefined\n", missing, missing);
        get_last_ok = 0;
        return 0;
    }
    get_last_ok = 1;
    while (*p != '\0') {
        if (*p == '{' && p[1] == '{') {
            fputc('{', f), p += 2;
        } else if (*p == '}' && p[1] == '}') {
            fputc('}', f), p += 2;
        } else if (*p == '{') {
            struct ph ph;
            if (placeholder(p + 1, fields, &ph) < 0) /* checked before: cannot happen */
                break;
            put_placeholder(f, &ph, fields, value, ctx);
            p = ph.next;
        } else if (*p == '\\' && p[1] != '\0' && strchr("ntr\\", p[1]) != NULL) {
            fputc(p[1] == 'n' ? '\n' : p[1] == 't' ? '\t' : p[1] == 'r' ? '\r' : '\\', f);
            p += 2;
        } else {
            fputc(*p++, f);
        }
    }
    fputc('\n', f);
    return 1;
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

int cli_get_uri(FILE *f, const char *fmt, const char *s, size_t len, const urival_uri *u)
{
    struct uri_view v;
    v.s = s, v.len = len, v.u = u;
    return cli_get_print(f, fmt, cli_uri_fields, uri_value, &v);
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
