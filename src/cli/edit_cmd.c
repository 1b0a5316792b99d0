/* edit_cmd.c - urival edit: set, clear and add to the components of URI
 * references (trurl's --set, --append query=, --qtrim, --sort-query),
 * every edit through the library (urival_uri_texts_set(),
 * urival_query_*()) and the result written and checked by
 * urival_uri_compose(), then parsed again before it is printed. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"

static const struct cli_help help = {
    .text = "usage: urival edit [--set NAME=VALUE]... [--set NAME:=VALUE]... [--clear NAME]...\n"
            "                   [--append query=KEY[=VALUE]]... [--remove-param KEY]...\n"
            "                   [--sort-query] [--json | --get FORMAT] [-f FILE] [URI...]\n\n"
            "Prints each URI reference edited.  NAME is scheme, user, password, host,\n"
            "port, path, query or fragment.  NAME=VALUE takes VALUE as a person writes\n"
            "it: bytes the component cannot hold are percent-encoded (\"%\" too), the\n"
            "scheme is written in lower case, an IPv6 host gets its brackets, a path\n"
            "under an authority its leading \"/\", a port must be 0 to 65535.\n"
            "NAME:=VALUE takes VALUE as it stands: it must match the component's rule\n"
            "(user:=U:P is the whole userinfo, the password P included; a path under\n"
            "an authority still gets its leading \"/\").\n"
            "An empty VALUE sets an empty component (\"http://a:/\"); --clear removes\n"
            "it (user takes the password with it; host takes the authority, refused\n"
            "while a user, password or port is left).  A host on a reference without\n"
            "authority adds \"//\"; user, password and port need a host.\n\n"
            "Order: every --clear, then every --set (scheme, host, port, user,\n"
            "password, path, query, fragment, whatever their order on the command\n"
            "line; a component may be named once), then each --remove-param, each\n"
            "--append (in the order given), then --sort-query; the result is checked\n"
            "as a whole.  Query parameters are KEY=VALUE joined by \"&\"; --remove-param\n"
            "compares decoded keys and leaves a query without the key as written;\n"
            "a query whose parameters --remove-param removed all of is removed (an\n"
            "empty one, \"?\", stays).  A removal or a sort drops empty parameters\n"
            "(\"a&&b&\" is \"a&b\").  An input that is no URI-reference, or an edit\n"
            "that cannot apply, is reported on standard error (naming the component\n"
            "and its rule) and leaves an empty output line.  With --json, the result\n"
            "and its query's parameters (\"params\", as parse --json writes them).\n\n"
            "  --set NAME=VALUE      set a component, percent-encoding VALUE\n"
            "  --set NAME:=VALUE     set a component to VALUE as it stands\n"
            "  --clear NAME          remove a component\n"
            "  --append query=K[=V]  add a query parameter (K and V encoded)\n"
            "  --remove-param K      remove every query parameter whose key is K\n"
            "  --sort-query          sort the query parameters by key\n",
    .fields = cli_uri_fields,
    .exits = CLI_EXITS_EACH,
};

/* The edits of the command line. */
struct edits {
    const char *set[URIVAL_URI_FIELD_COUNT]; /* values, NULL when not set */
    const char *set_arg[URIVAL_URI_FIELD_COUNT];
    int raw[URIVAL_URI_FIELD_COUNT]; /* NAME:=VALUE */
    int clear[URIVAL_URI_FIELD_COUNT];
    const char **remove, **append;
    size_t nremove, nappend;
    int sort;
    struct cli_io io;
};

/* The order --set applies in: the authority's host before what needs it,
 * the path after the authority that decides its leading "/". */
static const urival_uri_field set_order[URIVAL_URI_FIELD_COUNT] = {
    URIVAL_URI_FIELD_SCHEME, URIVAL_URI_FIELD_HOST,     URIVAL_URI_FIELD_PORT,
    URIVAL_URI_FIELD_USER,   URIVAL_URI_FIELD_PASSWORD, URIVAL_URI_FIELD_PATH,
    URIVAL_URI_FIELD_QUERY,  URIVAL_URI_FIELD_FRAGMENT,
};

static int field_arg(const char *opt, const char *name, size_t n, urival_uri_field *f)
{
    if (urival_uri_field_lookup(name, n, f) == URIVAL_OK)
        return 0;
    cli_error("edit: %s: unknown component '%.*s' (scheme, user, password, host, port, path, "
              "query, fragment)",
              opt, (int)n, name);
    return -1;
}

/* Takes "--set NAME[:]=VALUE" into e.  Returns 0, or -1 after saying why. */
static int take_set(struct edits *e, const char *arg)
{
    const char *eq = strchr(arg, '=');
    size_t n;
    int raw;
    urival_uri_field f;
    if (eq == NULL || eq == arg) {
        cli_error("edit: --set takes NAME=VALUE or NAME:=VALUE, not '%s'", arg);
        return -1;
    }
    n = (size_t)(eq - arg);
    raw = arg[n - 1] == ':';
    if (field_arg("--set", arg, raw ? n - 1 : n, &f) != 0)
        return -1;
    if (e->set[f] != NULL || e->clear[f]) {
        cli_error("edit: %s named twice: one --set or --clear a component",
                  urival_uri_field_name(f));
        return -1;
    }
    e->set[f] = eq + 1;
    e->set_arg[f] = arg;
    e->raw[f] = raw;
    return 0;
}

static int take_clear(struct edits *e, const char *arg)
{
    urival_uri_field f;
    if (field_arg("--clear", arg, strlen(arg), &f) != 0)
        return -1;
    if (e->set[f] != NULL || e->clear[f]) {
        cli_error("edit: %s named twice: one --set or --clear a component",
                  urival_uri_field_name(f));
        return -1;
    }
    e->clear[f] = 1;
    return 0;
}

/* Takes the edit options out of argv[1..argc) (before a "--") into e and
 * the others into rest[], which gets argv[0] first.  Returns the count of
 * rest, or -1 after saying why. */
static int take_edits(struct edits *e, int argc, char **argv, char **rest)
{
    int i, n = 0;
    rest[n++] = argv[0];
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        /* "--set=path=/x" is "--set path=/x", as for every option. */
        size_t len = cli_option_len(a);
        int takes = cli_is_option(a, len, "--set") || cli_is_option(a, len, "--clear") ||
                    cli_is_option(a, len, "--append") || cli_is_option(a, len, "--remove-param");
        if (strcmp(a, "--") == 0) {
            while (i < argc)
                rest[n++] = argv[i++];
            break;
        }
        if (cli_is_option(a, len, "--sort-query")) {
            if (a[len] == '=') {
                cli_error("edit: --sort-query takes no value");
                return -1;
            }
            e->sort = 1;
            continue;
        }
        if (!takes) {
            rest[n++] = argv[i];
            continue;
        }
        if (a[len] == '=') {
            v = a + len + 1;
        } else if (i + 1 >= argc) {
            cli_error("edit: missing argument: %s", a);
            return -1;
        } else {
            v = argv[++i];
        }
        if (cli_is_option(a, len, "--set")) {
            if (take_set(e, v) != 0)
                return -1;
        } else if (cli_is_option(a, len, "--clear")) {
            if (take_clear(e, v) != 0)
                return -1;
        } else if (cli_is_option(a, len, "--append")) {
            if (strncmp(v, "query=", 6) != 0) {
                cli_error("edit: --append takes query=KEY or query=KEY=VALUE, not '%s'", v);
                return -1;
            }
            e->append[e->nappend++] = v + 6;
        } else {
            e->remove[e->nremove++] = v;
        }
    }
    /* user:=U:P is the whole userinfo (urival_uri_texts_set()): a password
     * set or cleared beside it would silently drop its ":P". */
    if (e->set[URIVAL_URI_FIELD_USER] != NULL && e->raw[URIVAL_URI_FIELD_USER] &&
        strchr(e->set[URIVAL_URI_FIELD_USER], ':') != NULL &&
        (e->set[URIVAL_URI_FIELD_PASSWORD] != NULL || e->clear[URIVAL_URI_FIELD_PASSWORD])) {
        cli_error("edit: --set %s sets the password too (the user ends at the first \":\"); "
                  "it and a --set or --clear of password exclude each other",
                  e->set_arg[URIVAL_URI_FIELD_USER]);
        return -1;
    }
    return n;
}

/* ---- one input ------------------------------------------------------------ */

/* The buffers the texts of one input point into. */
struct store {
    char *buf[URIVAL_URI_FIELD_COUNT + 4];
    size_t n;
};

static void store_free(struct store *st)
{
    while (st->n > 0)
        free(st->buf[--st->n]);
}

/* A new buffer of n + 1 bytes in st, or NULL (said). */
static char *store_new(struct store *st, size_t n)
{
    char *b;
    if (st->n >= sizeof st->buf / sizeof st->buf[0] || n == (size_t)-1 ||
        (b = cli_malloc(n + 1)) == NULL) {
        cli_oom("edit");
        return NULL;
    }
    st->buf[st->n++] = b;
    return b;
}

/* The component a rule of urival_uri_compose()'s checks belongs to. */
static const char *component_of(const char *rule)
{
    if (rule == NULL)
        return "URI";
    if (strncmp(rule, "path", 4) == 0)
        return "path";
    return rule;
}

/* Says why an edit failed: arg is the argument of --set ("host=a b") or
 * NULL for the whole result, component the one at fault (NULL: the one
 * err->rule belongs to); s[0..len) the text err's offset points into. */
static void edit_fail(const struct cli_io *io, const char *arg, const char *component,
                      const char *s, size_t len, urival_status st, const urival_error *err,
                      const char *why)
{
    struct cli_message m;
    const char *msg = m.small;
    int located = st == URIVAL_ESYNTAX && err != NULL && err->rule != NULL;
    m.big = NULL;
    if (why != NULL)
        msg = why;
    else if (located)
        msg = cli_message(&m, err, s, len);
    else if (st == URIVAL_EINVAL && err != NULL && err->rule != NULL &&
             strcmp(err->rule, "authority") == 0)
        snprintf(m.small, sizeof m.small,
                 "authority: %s needs a host (authority = [ userinfo \"@\" ] host "
                 "[ \":\" port ])%s",
                 arg != NULL ? "a user, password or port" : "the user, password or port left",
                 arg != NULL ? ": --set host too"
                             : ": --clear them too, or --set host= for an empty host");
    else
        msg = urival_strstatus(st);
    if (io->json) {
        fputs(",\"valid\":false,\"error\":{", stdout);
        /* "set": the --set argument that failed, null for the result. */
        fputs("\"set\":", stdout);
        if (arg != NULL)
            json_string(stdout, arg, strlen(arg));
        else
            fputs("null", stdout);
        if (located) {
            json_field_str(stdout, "component",
                           component != NULL ? component : component_of(err->rule));
            json_field_str(stdout, "rule", err->rule);
            printf(",\"offset\":%zu", err->offset);
        } else if (err != NULL && err->rule != NULL) {
            json_field_str(stdout, "rule", err->rule);
        }
        json_field_str(stdout, "message", msg);
        fputs("}}\n", stdout);
        cli_message_done(&m);
        return;
    }
    cli_no_result(io);
    cli_report_head(io);
    if (arg != NULL) {
        fputs("--set ", stderr);
        cli_put_text(stderr, arg, strlen(arg));
        fputs(": ", stderr);
    } else if (located)
        fprintf(stderr, "the result's %s: ", component_of(err->rule));
    else
        fputs("the result: ", stderr);
    fprintf(stderr, "%s\n", msg);
    cli_message_done(&m);
    if (located)
        cli_show_at(stderr, s, len, err->offset);
}

/* Does a host value end in ":" and digits, after a ":" that is its only
 * one ("example.org:8080") or after an IP literal ("[::1]:80")?  Then it
 * holds a port, which urival reads as part of an IPv6 address: the message
 * says where that failed, a hint what was meant. */
static int host_with_port(const char *v, size_t len)
{
    const char *close = len > 0 && v[0] == '[' ? memchr(v, ']', len) : NULL;
    const char *colon = close != NULL ? close + 1 : memchr(v, ':', len);
    size_t k;
    if (colon == NULL || colon == v || colon == v + len || *colon != ':' ||
        memchr(colon + 1, ':', len - (size_t)(colon + 1 - v)))
        return 0;
    k = (size_t)(colon + 1 - v);
    if (k == len)
        return 0;
    for (; k < len; k++)
        if (v[k] < '0' || v[k] > '9')
            return 0;
    return 1;
}

/* Sets field f of *t from the command line.  Returns 1, 0 (said), -1. */
static int apply_set(const struct edits *e, urival_uri_texts *t, urival_uri_field f,
                     struct store *st)
{
    const char *v = e->set[f];
    size_t vlen = strlen(v), need = 0;
    unsigned flags = e->raw[f] ? 0 : URIVAL_SET_FLAG_ENCODE;
    urival_error err;
    urival_status s = urival_uri_texts_set(t, f, v, vlen, flags, NULL, 0, &need, &err);
    char *b;
    /* The number, not the digits: "000080" is 80 (strtoul() gives
     * ULONG_MAX for one too big to hold, above 65535 too). */
    if (s == URIVAL_OK && f == URIVAL_URI_FIELD_PORT && !e->raw[f] && vlen > 0 &&
        strtoul(v, NULL, 10) > 65535) {
        edit_fail(&e->io, e->set_arg[f], "port", v, vlen, URIVAL_ERANGE, NULL,
                  "port: above 65535, which no TCP or UDP port is (port:= takes any digits, "
                  "as RFC 3986 section 3.2.3 does)");
        return 0;
    }
    if (s == URIVAL_ESYNTAX && f == URIVAL_URI_FIELD_HOST && host_with_port(v, vlen)) {
        struct cli_message m;
        const char *msg = cli_message(&m, &err, v, vlen);
        const char *hint = strstr(msg, "; hint: ") != NULL
                               ? "; also, a host holds no port: --set host= without it and "
                                 "--set port= the digits"
                               : "; hint: a host holds no port: --set host= without it and "
                                 "--set port= the digits";
        size_t n = strlen(msg) + strlen(hint) + 1;
        char *why = cli_malloc(n);
        if (why != NULL)
            snprintf(why, n, "%s%s", msg, hint);
        cli_message_done(&m);
        if (why == NULL)
            return -1;
        edit_fail(&e->io, e->set_arg[f], "host", v, vlen, s, &err, why);
        free(why);
        return 0;
    }
    if (s != URIVAL_OK) {
        edit_fail(&e->io, e->set_arg[f], urival_uri_field_name(f), v, vlen, s, &err, NULL);
        return 0;
    }
    if ((b = store_new(st, need)) == NULL)
        return -1;
    s = urival_uri_texts_set(t, f, v, vlen, flags, b, need + 1, &need, &err);
    return s == URIVAL_OK ? 1 : -1;
}

/* Runs a query writer into a new buffer of st: which 0 remove, 1 append,
 * 2 sort, with arg its argument.  Returns the new text or NULL (said). */
static char *query_op(int which, const char *q, size_t qlen, const char *arg, struct store *st,
                      size_t *len)
{
    const char *key = arg, *val = "", *eq;
    size_t klen = arg != NULL ? strlen(arg) : 0, vlen = 0, need = 0;
    unsigned flags = URIVAL_QUERY_FLAG_KEY_ONLY;
    char *b = NULL;
    int pass;
    if (which == 1 && arg != NULL && (eq = strchr(arg, '=')) != NULL) {
        klen = (size_t)(eq - arg);
        val = eq + 1;
        vlen = strlen(val);
        flags = 0;
    }
    for (pass = 0; pass < 2; pass++) {
        size_t cap = pass == 0 ? 0 : need + 1;
        urival_status s;
        if (pass == 1 && (b = store_new(st, need)) == NULL)
            return NULL;
        if (which == 0)
            s = urival_query_remove(q, qlen, key, klen, b, cap, &need);
        else if (which == 1)
            s = urival_query_append(q, qlen, key, klen, val, vlen, flags, b, cap, &need);
        else
            s = urival_query_sort(q, qlen, b, cap, &need);
        if (s != URIVAL_OK) {
            cli_error("edit: %s", urival_strstatus(s));
            return NULL;
        }
    }
    *len = need;
    return b;
}

/* The query edits on *t.  Returns 1, or -1 (said). */
/* 1 when query q[0..len) has a parameter whose decoded key is key. */
static int has_param(const char *q, size_t len, const char *key)
{
    size_t pos = 0;
    urival_query_param param;
    while (urival_query_next(q, len, &pos, &param) == URIVAL_OK)
        if (urival_query_param_is(q, len, &param, key, strlen(key)))
            return 1;
    return 0;
}

static int apply_query(const struct edits *e, urival_uri_texts *t, struct store *st)
{
    urival_text *q = &t->part[URIVAL_URI_PART_QUERY];
    const char *text = q->defined && q->ptr != NULL ? q->ptr : "";
    size_t len = q->defined ? q->len : 0, k, was_len = len;
    int shrink = 0, was_defined = q->defined, changed = 0;
    /* Buffers are taken as they go and freed with the input: at most
     * nremove + nappend + 1, so the store is used for one only, the last. */
    for (k = 0; k < e->nremove + e->nappend + (e->sort ? 1 : 0); k++) {
        int which = k < e->nremove ? 0 : k < e->nremove + e->nappend ? 1 : 2;
        const char *arg = which == 0 ? e->remove[k] : which == 1 ? e->append[k - e->nremove] : NULL;
        size_t n = 0;
        char *b;
        /* A key the query lacks leaves it as written: rewriting it would
         * drop its empty parameters ("?&" is no "?", section 6.2). */
        if (which == 0 && !has_param(text, len, arg))
            continue;
        /* No query, nothing to sort: none is added. */
        if (which == 2 && !q->defined)
            continue;
        b = query_op(which, text, len, arg, st, &n);
        if (b == NULL)
            return -1;
        /* The text before is no longer needed: free it when it is ours. */
        if (st->n >= 2 && text == st->buf[st->n - 2]) {
            free(st->buf[st->n - 2]);
            st->buf[st->n - 2] = b;
            st->n--;
        }
        text = b, len = n;
        /* Only a removal empties a query away, an append undoes that, a
         * sort changes nothing of it ("?&" sorted is "?": its empty
         * parameters go, the query stays). */
        if (which != 2)
            shrink = which == 0;
        q->defined = 1;
        changed = 1;
    }
    if (!changed)
        return 1;
    q->ptr = text;
    q->len = len;
    /* A query whose parameters were all removed goes with them; one that
     * had none ("?", or no query) stays as it was: nothing was removed. */
    if (len == 0 && shrink)
        q->defined = was_len == 0 && was_defined;
    return 1;
}

/* Writes the result out[0..n), parsed into *u, in the form asked for;
 * returns 0 when a {must:name} of --get was undefined (said), -1 when
 * memory ran out (said), else 1. */
static int print_result(const struct edits *e, const char *out, size_t n, const urival_uri *u)
{
    if (e->io.json) {
        fputs(",\"valid\":true", stdout);
        json_field(stdout, "result", out, n);
        if (urival_uri_has(u, URIVAL_URI_PART_QUERY) &&
            json_params(stdout, "edit", out + u->part[URIVAL_URI_PART_QUERY].off,
                        u->part[URIVAL_URI_PART_QUERY].len) != 0)
            return -1;
        fputs("}\n", stdout);
    } else if (e->io.get != NULL) {
        cli_get_context(&e->io);
        return cli_get_uri(stdout, e->io.get, out, n, u);
    } else {
        cli_put_text(stdout, out, n);
        putchar('\n');
    }
    return 1;
}

/* One input through the edits: 1 when it came out, 0 when it or an edit
 * was invalid, -1 when memory ran out. */
static int edit_one(const char *s, size_t len, void *ctx)
{
    struct edits *e = ctx;
    struct store st = { { NULL }, 0 };
    urival_uri u, check;
    urival_uri_texts t;
    urival_error err;
    urival_status status;
    size_t need = 0, k;
    char *out;
    int r = 1;
    if (e->io.json) {
        if (e->io.name != NULL)
            cli_json_line_head(&e->io, s, len);
        else
            fputs("{\"input\":", stdout), json_string(stdout, s, len);
    }
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, &u, &err) != URIVAL_OK) {
        if (e->io.json) {
            fputs(",\"valid\":false", stdout);
            json_syntax_error(stdout, s, len, &err);
            fputs("}\n", stdout);
            return 0;
        }
        cli_no_result(&e->io);
        fputs("urival: edit: ", stderr);
        cli_report_syntax(stderr, &e->io, "invalid URI-reference", s, len, &err);
        return 0;
    }
    if (urival_uri_get_texts(&u, s, len, &t) != URIVAL_OK)
        return -1;
    for (k = 0; k < URIVAL_URI_FIELD_COUNT; k++)
        if (e->clear[k])
            urival_uri_texts_clear(&t, (urival_uri_field)k);
    for (k = 0; r == 1 && k < URIVAL_URI_FIELD_COUNT; k++)
        if (e->set[set_order[k]] != NULL)
            r = apply_set(e, &t, set_order[k], &st);
    if (r == 1)
        r = apply_query(e, &t, &st);
    if (r == 1) {
        status = urival_uri_compose(&t, NULL, 0, &need, &err);
        if (status != URIVAL_OK) {
            const urival_text *p = &t.part[URIVAL_URI_PART_PATH];
            /* err->offset is into the component its rule names. */
            for (k = 0; k < URIVAL_URI_PART_COUNT; k++) {
                const char *name = urival_uri_part_name((urival_uri_part)k);
                if (err.rule != NULL && t.part[k].defined &&
                    strcmp(component_of(err.rule), name) == 0)
                    p = &t.part[k];
            }
            edit_fail(&e->io, NULL, NULL, p->ptr != NULL ? p->ptr : "", p->len, status, &err, NULL);
            r = 0;
        } else if ((out = store_new(&st, need)) == NULL) {
            r = -1;
        } else if (urival_uri_compose(&t, out, need + 1, &need, &err) != URIVAL_OK ||
                   urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, out, need, &check, &err) !=
                       URIVAL_OK) {
            /* urival_uri_compose() promises a URI-reference: say it if not. */
            cli_error("edit: internal error: the result does not parse");
            r = -1;
        } else {
            r = print_result(e, out, need, &check);
        }
    }
    store_free(&st);
    return r;
}

int cmd_edit(int argc, char **argv)
{
    struct edits e;
    char **rest;
    int n, first, rc;
    memset(&e, 0, sizeof e);
    rest = cli_malloc(((size_t)argc + 1) * sizeof *rest);
    e.remove = cli_malloc((size_t)argc * sizeof *e.remove);
    e.append = cli_malloc((size_t)argc * sizeof *e.append);
    if (rest == NULL || e.remove == NULL || e.append == NULL) {
        cli_oom("edit");
        rc = EXIT_USAGE;
        goto done;
    }
    if ((n = take_edits(&e, argc, argv, rest)) < 0) {
        cli_help_hint("edit");
        rc = EXIT_USAGE;
        goto done;
    }
    rest[n] = NULL;
    first = cli_options(n, rest, &e.io, NULL, &help);
    if (first < 0) {
        rc = cli_options_exit(first);
        goto done;
    }
    e.io.one_line = 1;
    rc = cli_each(&e.io, n, rest, first, edit_one, &e);
done:
    free(rest);
    free(e.remove);
    free(e.append);
    return rc;
}
