/* conformance.c - the conformance vectors of ../shared/conformance run
 * through the library, every row of every file.
 *
 * The vectors come from the test suites of other projects (the folder's
 * README.md says which and how); they stay where they are and are read in
 * place, never copied into this tree.  One program, one table of
 * file -> checker (files[] at the end).  Each row is either
 *   passed      urival gives the answer the row expects;
 *   known       urival differs, and the difference is adjudicated: a class
 *               (b) or (c) row of rfc3986_adjudication.tsv (RFC 3986 files)
 *               or a row of urn_verdicts.tsv (URN files); its reason is
 *               printed.  One more reason is the runner's own, stated at
 *               check_relativize(): an expected reference that does not
 *               resolve to the target;
 *   failed      any other difference, and every difference on a class (a)
 *               row (urival was wrong there, and must be right now); the
 *               row's provenance is printed;
 *   unasserted  the row states no RFC answer to check (extract_linkify.tsv
 *               gives "\?" where the source's fuzzy matcher has no RFC 3986
 *               counterpart): it is run, and nothing is compared.
 * A file whose checker needs a grammar family the library was configured
 * without (--disable-urn, --disable-historic) is reported as skipped.
 *
 * Not run: rfc3986_adjudication.tsv and urn_verdicts.tsv (read as the
 * verdicts above), rfc3986_dropped.tsv and rfc3986_sources.tsv (what was
 * left out of the vectors, and the commits read: no vectors), and
 * trurl_map.tsv and trurl_features.tsv, which map trurl's command-line
 * tests onto the urival tool and concern its future features (issue 15),
 * not the library.
 *
 * Escapes in the files: "\xHH" a byte, "\n" "\t" "\r" "\\" as in C, and
 * as a whole field "\?" (nothing asserted) and "\N" (undefined).  Three
 * whole-field markers of the RFC 3986 files: an input "@repeat:S:N" is S
 * written N times; an expected result "@error" asks for a refusal, and
 * "@reparse-keeps-structure" (normalize.tsv) for a normal form that
 * parses with the components the input has and normalizes to itself.  The
 * first line of every file is its header (lines beginning "#" after it
 * are data: "#" is a URI-reference).
 *
 * usage: conformance [DIR]   DIR, else $CONFORMANCE_DIR, else
 * $srcdir/../shared/conformance.  Exit 0 when no row failed, 1 when some
 * did, 77 (skipped) when the folder does not exist, 99 on a broken file. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"
#include "common/ascii.h"

#define MAX_FIELDS 16

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* A file read whole; its lines are split in place. */
struct table {
    char *text;
    char **line;
    size_t nlines;
};

/* One data row: its fields as written (escapes not decoded). */
struct row {
    char *f[MAX_FIELDS];
    size_t n;
    size_t lineno;
};

/* An adjudicated difference: a row of rfc3986_adjudication.tsv (kind,
 * what, class, sections, verdict) or of urn_verdicts.tsv (id, profile,
 * class, why), with whether some data row met it and whether urival still
 * differs there. */
struct known {
    const char *kind, *what, *klass, *why;
    int seen, differs;
};

struct knowns {
    struct table t;
    struct known *k;
    size_t n;
};

static struct knowns adjudication;
#ifdef URIVAL_HAVE_RFC8141
static struct knowns urn_verdicts;
#endif

/* The row being checked and what became of it. */
struct check {
    const char *file;
    const struct row *r;
    int provenance;    /* field of the source, or -1: id, repo@commit:path:line */
    struct known *adj; /* the row's adjudication (RFC 3986 files) */
    int failed, known, unasserted;
    char *mem[2 * MAX_FIELDS];
    size_t nmem;
};

static void die(const char *fmt, ...) PRINTF_LIKE(1, 2);
static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("conformance: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(99);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n > 0 ? n : 1);
    if (p == NULL)
        die("out of memory");
    return p;
}

/* Reads DIR/NAME whole into t; 0 when it cannot be opened. */
static int table_load(struct table *t, const char *dir, const char *name)
{
    char path[4096];
    FILE *fp;
    size_t cap = 1 << 16, len = 0, i, n = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if ((fp = fopen(path, "rb")) == NULL)
        return 0;
    t->text = xmalloc(cap + 1);
    for (;;) {
        size_t got = fread(t->text + len, 1, cap - len, fp);
        len += got;
        if (len < cap)
            break;
        cap *= 2;
        t->text = realloc(t->text, cap + 1);
        if (t->text == NULL)
            die("out of memory");
    }
    if (ferror(fp))
        die("%s: read error", path);
    fclose(fp);
    t->text[len] = '\0';
    for (i = 0; i < len; i++)
        n += t->text[i] == '\n';
    t->line = xmalloc((n + 1) * sizeof *t->line);
    t->nlines = 0;
    for (i = 0; i < len;) {
        char *nl = memchr(t->text + i, '\n', len - i);
        size_t e = nl != NULL ? (size_t)(nl - t->text) : len;
        t->text[e] = '\0';
        t->line[t->nlines++] = t->text + i;
        i = e + 1;
    }
    return 1;
}

static void table_free(struct table *t)
{
    free(t->text);
    free(t->line);
    t->text = NULL;
    t->line = NULL;
}

/* Splits line i of t at tabs into r (the line keeps its bytes). */
static void split(const struct table *t, size_t i, struct row *r)
{
    char *p = t->line[i];
    r->n = 0;
    r->lineno = i + 1;
    for (;;) {
        char *tab = strchr(p, '\t');
        if (r->n < MAX_FIELDS)
            r->f[r->n++] = p;
        if (tab == NULL)
            break;
        *tab = '\0';
        p = tab + 1;
    }
}

/* What a field says. */
enum field_kind { VALUE, UNASSERTED, UNDEFINED };

static enum field_kind field_kind(const char *f)
{
    if (strcmp(f, "\\?") == 0)
        return UNASSERTED;
    if (strcmp(f, "\\N") == 0)
        return UNDEFINED;
    return VALUE;
}

/* Keeps p (malloc'ed) to be freed with the row. */
static void keep(struct check *c, void *p)
{
    if (c->nmem == sizeof c->mem / sizeof c->mem[0])
        die("%s:%zu: too many buffers", c->file, c->r->lineno);
    c->mem[c->nmem++] = p;
}

/* The bytes a field stands for, in memory freed with the row. */
static char *decode(struct check *c, const char *f, size_t *len)
{
    size_t n = strlen(f), k = 0, i;
    char *out = xmalloc(n + 1);
    keep(c, out);
    for (i = 0; i < n; i++) {
        if (f[i] != '\\' || i + 1 == n) {
            out[k++] = f[i];
            continue;
        }
        switch (f[++i]) {
        case 'x':
            if (hex_digit(f[i + 1]) >= 0 && hex_digit(f[i + 2]) >= 0) { /* f ends with NUL */
                out[k++] = (char)(hex_digit(f[i + 1]) * 16 + hex_digit(f[i + 2]));
                i += 2;
                break;
            }
            die("%s:%zu: broken escape in <%s>", c->file, c->r->lineno, f);
            break;
        case 'n':
            out[k++] = '\n';
            break;
        case 't':
            out[k++] = '\t';
            break;
        case 'r':
            out[k++] = '\r';
            break;
        case '\\':
            out[k++] = '\\';
            break;
        default:
            die("%s:%zu: unknown escape in <%s>", c->file, c->r->lineno, f);
        }
    }
    out[k] = '\0';
    *len = k;
    return out;
}

/* Field i of the row, decoded. */
static char *field(struct check *c, size_t i, size_t *len)
{
    return decode(c, c->r->f[i], len);
}

/* s[0..n) quoted for a report: printable ASCII as it is, "\xHH" else. */
static void put_quoted(const char *s, size_t n)
{
    size_t i;
    putchar('"');
    for (i = 0; i < n; i++) {
        unsigned char b = (unsigned char)s[i];
        if (b < 0x20 || b >= 0x7F || b == '"' || b == '\\')
            printf("\\x%02X", b);
        else
            putchar(b);
    }
    putchar('"');
}

static void put_provenance(const struct check *c)
{
    const struct row *r = c->r;
    if (c->provenance >= 0 && (size_t)c->provenance < r->n)
        printf(" (%s)", r->f[c->provenance]);
    else if (r->n > 4)
        printf(" (%s: %s@%.12s:%s:%s)", r->f[0], r->f[1], r->f[3], r->f[2], r->f[4]);
}

/* Records that urival differs from the row: what is the row (what), what
 * it expects, what urival gives, and the adjudication that covers it, if
 * any. */
static void differ(struct check *c, const char *what, const char *want, size_t wn, const char *got,
                   size_t gn, struct known *k)
{
    int must = k == NULL || strcmp(k->klass, "a") == 0;
    if (k != NULL)
        k->differs = 1;
    if (must)
        c->failed++;
    else
        c->known++;
    printf("#   %s %s:%zu", must ? "FAIL" : "known", c->file, c->r->lineno);
    if (must)
        put_provenance(c);
    printf(": %s: expected ", what);
    if (want != NULL)
        put_quoted(want, wn);
    else
        fputs("(undefined)", stdout);
    fputs(", urival ", stdout);
    if (got != NULL)
        put_quoted(got, gn);
    else
        fputs("(undefined)", stdout);
    if (k != NULL && must)
        printf(" [adjudicated (a): urival must give the RFC's answer]");
    else if (k != NULL)
        printf("\n#     (%s) %s", k->klass, k->why);
    putchar('\n');
}

/* differ() with two C strings. */
static void differ_s(struct check *c, const char *what, const char *want, const char *got,
                     struct known *k)
{
    differ(c, what, want, strlen(want), got, strlen(got), k);
}

static int same(const char *a, size_t an, const char *b, size_t bn)
{
    return an == bn && memcmp(a, b, an) == 0;
}

/* --- The verdicts ---------------------------------------------------- */

static void knowns_load(struct knowns *ks, const char *dir, const char *name, int columns)
{
    size_t i;
    struct row r;
    if (!table_load(&ks->t, dir, name))
        die("%s/%s: %s", dir, name, strerror(errno));
    ks->k = xmalloc(ks->t.nlines * sizeof *ks->k);
    ks->n = 0;
    for (i = 1; i < ks->t.nlines; i++) {
        struct known *k;
        if (ks->t.line[i][0] == '\0')
            continue;
        split(&ks->t, i, &r);
        if (r.n < (size_t)columns)
            die("%s:%zu: %zu fields, expected %d", name, i + 1, r.n, columns);
        k = &ks->k[ks->n++];
        k->kind = r.f[0];
        k->what = r.f[1];
        k->klass = r.f[2];
        k->why = columns == 4 ? r.f[3] : r.f[4];
        k->seen = k->differs = 0;
    }
}

static struct known *find(struct knowns *ks, const char *kind, const char *what)
{
    size_t i;
    for (i = 0; i < ks->n; i++)
        if (strcmp(ks->k[i].kind, kind) == 0 && strcmp(ks->k[i].what, what) == 0) {
            ks->k[i].seen = 1;
            return &ks->k[i];
        }
    return NULL;
}

/* The adjudication of an RFC 3986 row: kind, and "what" built as the
 * adjudication file writes it from the row's fields as written. */
static struct known *adjudicated(const char *kind, const char *fmt, ...) PRINTF_LIKE(2, 3);
static struct known *adjudicated(const char *kind, const char *fmt, ...)
{
    char what[8192];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return find(&adjudication, kind, what);
}

/* --- Writers: a call into a growing buffer --------------------------- */

/* The result of a string-producing call, or its failure status. */
struct out {
    char *s;
    size_t n;
    int st;
};

typedef urival_status (*write_fn)(const void *ctx, char *buf, size_t cap, size_t *needed);

static void produce(struct check *c, struct out *o, write_fn fn, const void *ctx)
{
    size_t need = 0, cap = 256;
    char *buf = xmalloc(cap);
    urival_status st = fn(ctx, buf, cap, &need);
    if (st == URIVAL_OK && need >= cap) {
        free(buf);
        cap = need + 1;
        buf = xmalloc(cap);
        st = fn(ctx, buf, cap, &need);
    }
    keep(c, buf);
    o->s = buf;
    o->n = st == URIVAL_OK ? need : 0;
    o->st = (int)st;
}

struct two {
    const char *a;
    size_t an;
    const char *b;
    size_t bn;
    unsigned flags;
};

static urival_status w_resolve(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct two *x = ctx;
    return urival_resolve(x->a, x->an, x->b, x->bn, x->flags, buf, cap, needed, NULL);
}

static urival_status w_relativize(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct two *x = ctx;
    return urival_relativize(x->a, x->an, x->b, x->bn, buf, cap, needed, NULL);
}

static urival_status w_normalize(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct two *x = ctx;
    return urival_normalize(x->a, x->an, x->flags, buf, cap, needed, NULL);
}

static urival_status w_dots(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct two *x = ctx;
    return urival_remove_dot_segments(x->a, x->an, buf, cap, needed);
}

/* --- RFC 3986 ---------------------------------------------------------- */

/* An input field: "@repeat:S:N" is S written N times, anything else the
 * field decoded. */
static char *input(struct check *c, size_t i, size_t *len)
{
    const char *f = c->r->f[i], *colon;
    char *out, *end;
    size_t n, k, times;
    if (strncmp(f, "@repeat:", 8) != 0 || (colon = strrchr(f + 8, ':')) == NULL)
        return field(c, i, len);
    n = (size_t)(colon - (f + 8));
    times = (size_t)strtoul(colon + 1, &end, 10);
    if (*end != '\0' || n == 0 || times > URIVAL_MAX_INPUT / n)
        die("%s:%zu: bad %s", c->file, c->r->lineno, f);
    out = xmalloc(n * times + 1);
    for (k = 0; k < times; k++)
        memcpy(out + k * n, f + 8, n);
    out[n * times] = '\0';
    keep(c, out);
    *len = n * times;
    return out;
}

static int is_error(const char *f)
{
    return strcmp(f, "@error") == 0;
}

/* Compares a string-producing call with an expected field ("@error": any
 * refusal) and reports a difference as what. */
static void expect_out(struct check *c, const struct out *o, size_t want_field, const char *what)
{
    const char *f = c->r->f[want_field];
    size_t wn = 0;
    const char *want = is_error(f) ? f : field(c, want_field, &wn);
    const char *got = o->st == URIVAL_OK ? o->s : urival_strstatus((urival_status)o->st);
    size_t gn = o->st == URIVAL_OK ? o->n : strlen(got);
    if (is_error(f)) {
        if (o->st == URIVAL_OK)
            differ(c, what, "(an error)", strlen("(an error)"), got, gn, c->adj);
        return;
    }
    if (o->st != URIVAL_OK || !same(o->s, o->n, want, wn))
        differ(c, what, want, wn, got, gn, c->adj);
}

/* Error offsets the sources state, and how many urival's equal. */
static size_t offsets, offsets_equal;

/* validity.tsv: input, rule, expected (1/0), the source's error offset,
 * source, rfc_claim, note.  The rule is an RFC 3986 rule, matched whole.
 * A source's error offset counts in its own way (some name where the
 * failing part began): it is not asserted, and a different one is noted. */
static void check_validity(struct check *c)
{
    const struct row *r = c->r;
    size_t n;
    char *s = input(c, 0, &n), what[256];
    urival_rule rule;
    urival_error err;
    int want = strcmp(r->f[2], "1") == 0, got;
    c->adj = adjudicated("validity", "%s %s", r->f[1], r->f[0]);
    snprintf(what, sizeof what, "%s %.200s", r->f[1], r->f[0]);
    if (urival_rule_lookup("rfc3986", r->f[1], &rule) != URIVAL_OK) {
        differ_s(c, what, "an RFC 3986 rule", "no such rule", NULL);
        return;
    }
    got = urival_match(rule, s, n, &err) == URIVAL_OK;
    if (!got && !want && r->f[3][0] != '\0') {
        offsets++;
        if (err.offset == (size_t)strtoul(r->f[3], NULL, 10))
            offsets_equal++;
        else
            printf("#   note %s:%zu: %s: the source's error offset %s, urival's %zu\n", c->file,
                   r->lineno, what, r->f[3], err.offset);
    }
    if (got != want)
        differ_s(c, what, want ? "valid" : "invalid", got ? "valid" : "invalid", c->adj);
}

/* components.tsv: input, scheme, authority, userinfo, host, port, path,
 * query, fragment, host_kind, source, rfc_claim, note.  "*" asserts
 * nothing, "+" that the component is defined, "\N" that it is not. */
static void check_components(struct check *c)
{
    static const urival_uri_part parts[8] = { URIVAL_URI_PART_SCHEME,   URIVAL_URI_PART_AUTHORITY,
                                              URIVAL_URI_PART_USERINFO, URIVAL_URI_PART_HOST,
                                              URIVAL_URI_PART_PORT,     URIVAL_URI_PART_PATH,
                                              URIVAL_URI_PART_QUERY,    URIVAL_URI_PART_FRAGMENT };
    const struct row *r = c->r;
    size_t n, i;
    char *s = input(c, 0, &n), what[256];
    urival_uri u;
    c->adj = adjudicated("components", "%s", r->f[0]);
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &u, NULL) != URIVAL_OK) {
        snprintf(what, sizeof what, "URI-reference %s", r->f[0]);
        differ_s(c, what, "valid", "invalid", c->adj);
        return;
    }
    for (i = 0; i < 8; i++) {
        const char *f = r->f[1 + i];
        urival_uri_part p = parts[i];
        int has = urival_uri_has(&u, p);
        const char *got = has ? s + u.part[p].off : NULL, *want;
        size_t gn = has ? u.part[p].len : 0, wn = 0;
        if (strcmp(f, "*") == 0)
            continue;
        snprintf(what, sizeof what, "%s of %s", urival_uri_part_name(p), r->f[0]);
        if (strcmp(f, "+") == 0) {
            if (!has)
                differ(c, what, "(defined)", strlen("(defined)"), NULL, 0, c->adj);
            continue;
        }
        want = field_kind(f) == UNDEFINED ? NULL : field(c, 1 + i, &wn);
        if ((want == NULL) != (got == NULL) || (want != NULL && !same(want, wn, got, gn)))
            differ(c, what, want, wn, got, gn, c->adj);
    }
    if (strcmp(r->f[9], "*") != 0) {
        const char *kind = urival_uri_host_kind_name(u.host_kind);
        if (strcmp(kind, r->f[9]) != 0) {
            snprintf(what, sizeof what, "host kind of %s", r->f[0]);
            differ_s(c, what, r->f[9], kind, c->adj);
        }
    }
}

/* resolve.tsv: base, ref, expected, mode (strict / non-strict), source,
 * rfc_claim, note. */
static void check_resolve(struct check *c)
{
    const struct row *r = c->r;
    struct two x;
    struct out o;
    char what[512];
    x.a = input(c, 0, &x.an);
    x.b = input(c, 1, &x.bn);
    if (strcmp(r->f[3], "strict") == 0)
        x.flags = 0;
    else if (strcmp(r->f[3], "non-strict") == 0)
        x.flags = URIVAL_RESOLVE_FLAG_NON_STRICT;
    else
        die("%s:%zu: mode %s", c->file, r->lineno, r->f[3]);
    snprintf(what, sizeof what, "%s + %s [%s]", r->f[0], r->f[1], r->f[3]);
    c->adj = adjudicated("resolve", "%s", what);
    produce(c, &o, w_resolve, &x);
    expect_out(c, &o, 2, what);
}

/* The parts whose presence is a reference's structure. */
static int same_structure(const urival_uri *a, const urival_uri *b)
{
    int p;
    for (p = 0; p < URIVAL_URI_PART_COUNT; p++)
        if (p != URIVAL_URI_PART_PATH &&
            urival_uri_has(a, (urival_uri_part)p) != urival_uri_has(b, (urival_uri_part)p))
            return 0;
    return 1;
}

/* normalize.tsv: input, expected, mode (syntax: section 6.2.2; scheme:
 * 6.2.2 and 6.2.3; ipv6: 6.2.2 and RFC 5952 hosts), source, rfc_claim,
 * note. */
static void check_normalize(struct check *c)
{
    const struct row *r = c->r;
    struct two x = { NULL, 0, NULL, 0, 0 }, again;
    struct out o, o2;
    urival_uri u, v;
    char what[512];
    x.a = input(c, 0, &x.an);
    if (strcmp(r->f[2], "syntax") == 0)
        x.flags = 0;
    else if (strcmp(r->f[2], "scheme") == 0)
        x.flags = URIVAL_NORMALIZE_FLAG_SCHEME;
    else if (strcmp(r->f[2], "ipv6") == 0)
        x.flags = URIVAL_NORMALIZE_FLAG_IPV6;
    else
        die("%s:%zu: mode %s", c->file, r->lineno, r->f[2]);
    snprintf(what, sizeof what, "%s [%s]", r->f[0], r->f[2]);
    c->adj = adjudicated("normalize", "%s", what);
    produce(c, &o, w_normalize, &x);
    if (strcmp(r->f[1], "@reparse-keeps-structure") != 0) {
        expect_out(c, &o, 1, what);
        return;
    }
    if (o.st == URIVAL_OK) {
        again = x;
        again.a = o.s;
        again.an = o.n;
        produce(c, &o2, w_normalize, &again);
        if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, x.a, x.an, &u, NULL) == URIVAL_OK &&
            urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, o.s, o.n, &v, NULL) == URIVAL_OK &&
            same_structure(&u, &v) && o2.st == URIVAL_OK && same(o.s, o.n, o2.s, o2.n))
            return;
    }
    differ(c, what, "a normal form of the same structure",
           strlen("a normal form of the same structure"),
           o.st == URIVAL_OK ? o.s : urival_strstatus((urival_status)o.st),
           o.st == URIVAL_OK ? o.n : strlen(urival_strstatus((urival_status)o.st)), c->adj);
}

/* compare.tsv: a, b, expected (equal / different), level (simple: the
 * same string, section 6.2.1; syntax: the same after 6.2.2), source,
 * rfc_claim, note. */
static void check_compare(struct check *c)
{
    const struct row *r = c->r;
    urival_equivalence e = URIVAL_COMPARE_RUNG_DIFFERENT, top;
    size_t an, bn;
    char *a = input(c, 0, &an), *b = input(c, 1, &bn), what[512];
    int want = strcmp(r->f[2], "equal") == 0, got;
    urival_status st;
    const char *name;
    if (strcmp(r->f[3], "simple") == 0)
        top = URIVAL_COMPARE_RUNG_SIMPLE;
    else if (strcmp(r->f[3], "syntax") == 0)
        top = URIVAL_COMPARE_RUNG_SYNTAX;
    else if (strcmp(r->f[3], "scheme") == 0)
        top = URIVAL_COMPARE_RUNG_SCHEME;
    else
        die("%s:%zu: level %s", c->file, r->lineno, r->f[3]);
    c->adj = adjudicated("compare", "%s vs %s", r->f[0], r->f[1]);
    st = urival_compare(a, an, b, bn, 0, &e, NULL);
    got = st == URIVAL_OK && e <= top;
    if (got != want) {
        snprintf(what, sizeof what, "%s vs %s at %s", r->f[0], r->f[1], r->f[3]);
        name = st == URIVAL_OK ? urival_equivalence_name(e) : urival_strstatus(st);
        differ_s(c, what, r->f[2], name, c->adj);
    }
}

/* relativize.tsv: base, target, expected, source, rfc_claim, note.
 * urival's reference must resolve back to the target (strict resolution,
 * byte for byte, as urival_relativize() promises); any such reference no
 * longer than the expected one is right too.  A source may also route to
 * a URI only equivalent to the target (Ruby reads hosts without case):
 * when the expected reference resolves to another string than the target,
 * the two answer different questions, and the row is a known difference
 * with that reason rather than a failure. */
static void check_relativize(struct check *c)
{
    const struct row *r = c->r;
    struct two x = { NULL, 0, NULL, 0, 0 }, back;
    struct out o, t, w;
    size_t wn;
    char *want, what[512];
    x.a = input(c, 0, &x.an);
    x.b = input(c, 1, &x.bn);
    want = field(c, 2, &wn);
    snprintf(what, sizeof what, "%s -> %s", r->f[0], r->f[1]);
    c->adj = adjudicated("relativize", "%s", what);
    produce(c, &o, w_relativize, &x);
    if (o.st == URIVAL_OK && same(o.s, o.n, want, wn))
        return;
    back = x;
    if (o.st == URIVAL_OK) {
        back.b = o.s;
        back.bn = o.n;
        produce(c, &t, w_resolve, &back);
        if (t.st == URIVAL_OK && same(t.s, t.n, x.b, x.bn)) {
            if (o.n <= wn)
                return;
            back.b = want;
            back.bn = wn;
            produce(c, &w, w_resolve, &back);
            if (c->adj == NULL && w.st == URIVAL_OK && !same(w.s, w.n, x.b, x.bn)) {
                c->known++;
                printf("#   known %s:%zu: %s: expected ", c->file, r->lineno, what);
                put_quoted(want, wn);
                fputs(", urival ", stdout);
                put_quoted(o.s, o.n);
                fputs("\n#     (runner) the expected reference resolves to ", stdout);
                put_quoted(w.s, w.n);
                puts(", not to the target: the source routes to an equivalent URI, "
                     "urival_relativize() to the target itself");
                return;
            }
        }
    }
    differ(c, what, want, wn, o.st == URIVAL_OK ? o.s : urival_strstatus((urival_status)o.st),
           o.st == URIVAL_OK ? o.n : strlen(urival_strstatus((urival_status)o.st)), c->adj);
}

/* remove_dot_segments.tsv: input, expected, source, rfc_claim, note. */
static void check_dots(struct check *c)
{
    struct two x = { NULL, 0, NULL, 0, 0 };
    struct out o;
    x.a = input(c, 0, &x.an);
    c->adj = adjudicated("remove_dot_segments", "%s", c->r->f[0]);
    produce(c, &o, w_dots, &x);
    expect_out(c, &o, 1, c->r->f[0]);
}

/* --- URNs --------------------------------------------------------------- */

#ifdef URIVAL_HAVE_RFC8141

/* The profiles a source's mode is checked under: RFC 2141 is the syntax
 * both RFC 8141 and the draft replaced, so an RFC 2141 row is checked
 * under both; a SCIM row (RFC 7643 names) under RFC 8141, whose URNs they
 * are. */
struct profile_run {
    urival_urn_profile profile;
    unsigned flags;
};

static size_t profiles_of(struct check *c, const char *mode, struct profile_run *p)
{
    if (strcmp(mode, "rfc8141") == 0 || strcmp(mode, "scim") == 0) {
        p[0].profile = URIVAL_URN_PROFILE_RFC8141;
        p[0].flags = 0;
        return 1;
    }
    if (strcmp(mode, "rfc2141") == 0) {
        p[0].profile = URIVAL_URN_PROFILE_RFC8141;
        p[1].profile = URIVAL_URN_PROFILE_DRAFT03;
        p[0].flags = p[1].flags = 0;
        return 2;
    }
    if (strncmp(mode, "draft03", 7) == 0) {
        p[0].profile = URIVAL_URN_PROFILE_DRAFT03;
        p[0].flags = strcmp(mode, "draft03-5b") == 0 ? URIVAL_URN_FLAG_STEP_5B : 0;
        return 1;
    }
    die("%s:%zu: mode %s", c->file, c->r->lineno, mode);
    return 0;
}

static int same_ci(const char *a, size_t an, const char *b, size_t bn)
{
    size_t i;
    if (an != bn)
        return 0;
    for (i = 0; i < an; i++) {
        int x = (unsigned char)a[i], y = (unsigned char)b[i];
        if (x >= 'A' && x <= 'Z')
            x += 32;
        if (y >= 'A' && y <= 'Z')
            y += 32;
        if (x != y)
            return 0;
    }
    return 1;
}

static struct known *urn_verdict(const struct check *c, urival_urn_profile profile)
{
    return find(&urn_verdicts, c->r->f[0], urival_urn_profile_name(profile));
}

static int has_flag(const char *flags, const char *name)
{
    size_t n = strlen(name);
    const char *p = flags;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == flags || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
            return 1;
        p += n;
    }
    return 0;
}

/* urn_parse.tsv: id, repo, path, commit, line, mode, input, valid, nid,
 * nss, r-, q-, f-component, flags, note.  Flags: nss-decoded (the source
 * gives the NSS percent-decoded), r-nocase (the r-component with its hex
 * digits in another case), informal / not-informal (RFC 8141 section 5.2),
 * nid-wrapped, nss-wrapped, scim (how the source tested it: nothing to
 * do here). */
static void check_urn_parse(struct check *c)
{
    static const urival_urn_part parts[5] = { URIVAL_URN_PART_NID, URIVAL_URN_PART_NSS,
                                              URIVAL_URN_PART_R, URIVAL_URN_PART_Q,
                                              URIVAL_URN_PART_F };
    const struct row *r = c->r;
    struct profile_run pr[2];
    size_t np = profiles_of(c, r->f[5], pr), i, j, n;
    char *s = field(c, 6, &n), what[512];
    int want = strcmp(r->f[7], "1") == 0;
    for (i = 0; i < np; i++) {
        urival_urn u;
        const char *pn = urival_urn_profile_name(pr[i].profile);
        int got = urival_urn_parse(pr[i].profile, 0, s, n, &u, NULL) == URIVAL_OK;
        struct known *k = urn_verdict(c, pr[i].profile);
        if (got != want) {
            snprintf(what, sizeof what, "%s [%s]", r->f[6], pn);
            differ_s(c, what, want ? "valid" : "invalid", got ? "valid" : "invalid", k);
            continue;
        }
        if (!got)
            continue;
        for (j = 0; j < 5; j++) {
            const char *f = r->f[8 + j];
            urival_urn_part p = parts[j];
            int has = urival_urn_has(&u, p), ok;
            const char *got_s = has ? s + u.part[p].off : NULL, *want_s;
            size_t gn = has ? u.part[p].len : 0, wn = 0;
            if (field_kind(f) == UNASSERTED)
                continue;
            want_s = field_kind(f) == UNDEFINED ? NULL : field(c, 8 + j, &wn);
            if (p == URIVAL_URN_PART_NSS && has && has_flag(r->f[13], "nss-decoded")) {
                char *dec = xmalloc(gn + 1);
                keep(c, dec);
                if (urival_pct_decode(URIVAL_PCT_SET_ANY, got_s, gn, 0, dec, gn + 1, &gn, NULL) !=
                    URIVAL_OK)
                    die("%s:%zu: NSS not decoded", c->file, r->lineno);
                got_s = dec;
            }
            if ((want_s == NULL) != (got_s == NULL))
                ok = 0;
            else if (want_s == NULL)
                ok = 1;
            else if (p == URIVAL_URN_PART_R && has_flag(r->f[13], "r-nocase"))
                ok = same_ci(want_s, wn, got_s, gn);
            else
                ok = same(want_s, wn, got_s, gn);
            if (!ok) {
                snprintf(what, sizeof what, "%s of %s [%s]",
                         urival_urn_part_name(URIVAL_URN_PROFILE_RFC8141, p), r->f[6], pn);
                differ(c, what, want_s, wn, got_s, gn, k);
            }
        }
        if (pr[i].profile == URIVAL_URN_PROFILE_RFC8141 &&
            (has_flag(r->f[13], "informal") || has_flag(r->f[13], "not-informal"))) {
            int informal = (u.info & URIVAL_URN_INFO_INFORMAL) != 0;
            int want_informal = has_flag(r->f[13], "informal");
            if (informal != want_informal) {
                snprintf(what, sizeof what, "NID kind of %s [%s]", r->f[6], pn);
                differ_s(c, what, want_informal ? "informal" : "formal",
                         informal ? "informal" : "formal", k);
            }
        }
    }
}

/* urn_equal.tsv: id, repo, path, commit, line, mode, a, b, equal (1/0),
 * note.  A URN that is not valid under the profile is equivalent to
 * nothing. */
static void check_urn_equal(struct check *c)
{
    const struct row *r = c->r;
    struct profile_run pr[2];
    size_t np = profiles_of(c, r->f[5], pr), i, an, bn;
    char *a = field(c, 6, &an), *b = field(c, 7, &bn), what[512];
    int want = strcmp(r->f[8], "1") == 0;
    for (i = 0; i < np; i++) {
        int eq = 0;
        urival_status st = urival_urn_equal(pr[i].profile, pr[i].flags, a, an, b, bn, &eq, NULL);
        int got = st == URIVAL_OK && eq;
        if (got != want) {
            const char *g = st != URIVAL_OK ? urival_strstatus(st) : eq ? "equal" : "not equal";
            snprintf(what, sizeof what, "%s vs %s [%s%s]", r->f[6], r->f[7],
                     urival_urn_profile_name(pr[i].profile),
                     pr[i].flags & URIVAL_URN_FLAG_STEP_5B ? ", step 5b" : "");
            differ_s(c, what, want ? "equal" : "not equal", g, urn_verdict(c, pr[i].profile));
        }
    }
}

#endif /* URIVAL_HAVE_RFC8141 */

/* --- RFC 1738 and URLs in running text ------------------------------- */

#ifdef URIVAL_HAVE_RFC1738

/* The rule of an RFC 1738 parse as the files name it: the scheme's rule,
 * "waisurl" for each of the three forms of a wais URL. */
static const char *rfc1738_rule(const urival_rfc1738 *u)
{
    if (u->rule == URIVAL_RULE_RFC1738_WAISDATABASE || u->rule == URIVAL_RULE_RFC1738_WAISINDEX ||
        u->rule == URIVAL_RULE_RFC1738_WAISDOC)
        return "waisurl";
    return urival_rule_name(u->rule);
}

/* Reads the next JSON string at *p (a flat object of strings is all the
 * files hold) into out (cap bytes); 0 when there is none. */
static int json_string(const char **p, char *out, size_t cap)
{
    const char *s = *p;
    size_t k = 0;
    while (*s == ' ')
        s++;
    if (*s++ != '"')
        return 0;
    while (*s != '"') {
        int ch = (unsigned char)*s++;
        if (ch == '\0')
            return 0;
        if (ch == '\\') {
            ch = (unsigned char)*s++;
            if (ch == 'u') {
                int v = 0, i;
                for (i = 0; i < 4; i++) {
                    if (hex_digit(s[i]) < 0)
                        return 0;
                    v = v * 16 + hex_digit(s[i]);
                }
                if (v >= 0x80)
                    return 0;
                ch = v;
                s += 4;
            } else if (ch == 'n') {
                ch = '\n';
            } else if (ch == 't') {
                ch = '\t';
            } else if (ch != '"' && ch != '\\' && ch != '/') {
                return 0;
            }
        }
        if (k + 1 >= cap)
            return 0;
        out[k++] = (char)ch;
    }
    out[k] = '\0';
    *p = s + 1;
    return 1;
}

static int rfc1738_part(const char *name, urival_rfc1738_part *p)
{
    int i;
    for (i = 0; i < URIVAL_RFC1738_PART_COUNT; i++)
        if (strcmp(urival_rfc1738_part_name((urival_rfc1738_part)i), name) == 0) {
            *p = (urival_rfc1738_part)i;
            return 1;
        }
    return 0;
}

/* The RFC's verdict on an RFC 1738 URL: valid (1/0), the rule of its
 * scheme, and for rfc1738_peers.tsv the parts (a JSON object of part
 * name -> text; parts not named are not asserted). */
static void check_rfc1738(struct check *c, size_t in, size_t valid, size_t rule, size_t parts)
{
    const struct row *r = c->r;
    size_t n;
    char *s = field(c, in, &n), what[512];
    urival_rfc1738 u;
    int want = strcmp(r->f[valid], "1") == 0;
    int got = urival_rfc1738_parse(s, n, &u, NULL) == URIVAL_OK;
    const char *json, *name;
    if (got != want) {
        snprintf(what, sizeof what, "RFC 1738 URL %s", r->f[in]);
        differ_s(c, what, want ? "valid" : "invalid", got ? "valid" : "invalid", NULL);
        return;
    }
    if (!got)
        return;
    name = rfc1738_rule(&u);
    if (strcmp(name, r->f[rule]) != 0) {
        snprintf(what, sizeof what, "rule of %s", r->f[in]);
        differ_s(c, what, r->f[rule], name, NULL);
    }
    if (parts == 0)
        return;
    json = r->f[parts];
    while (*json == ' ')
        json++;
    if (*json++ != '{')
        die("%s:%zu: parts are no JSON object", c->file, r->lineno);
    for (;;) {
        char key[64], value[1024];
        urival_rfc1738_part p;
        while (*json == ' ' || *json == ',')
            json++;
        if (*json == '}')
            break;
        if (!json_string(&json, key, sizeof key))
            die("%s:%zu: broken parts", c->file, r->lineno);
        while (*json == ' ' || *json == ':')
            json++;
        if (!json_string(&json, value, sizeof value))
            die("%s:%zu: broken parts", c->file, r->lineno);
        if (!rfc1738_part(key, &p)) {
            snprintf(what, sizeof what, "part \"%s\" of %s: urival has no such part", key,
                     r->f[in]);
            differ(c, what, value, strlen(value), NULL, 0, NULL);
            continue;
        }
        if (!urival_rfc1738_has(&u, p) ||
            !same(value, strlen(value), s + u.part[p].off, u.part[p].len)) {
            snprintf(what, sizeof what, "%s of %s", key, r->f[in]);
            differ(c, what, value, strlen(value),
                   urival_rfc1738_has(&u, p) ? s + u.part[p].off : NULL,
                   urival_rfc1738_has(&u, p) ? u.part[p].len : 0, NULL);
        }
    }
}

/* rfc1738_peers.tsv: id, repo, path, commit, line, input, what the source
 * asserts, rfc_valid, rfc_rule, rfc_parts, note. */
static void check_rfc1738_peers(struct check *c)
{
    check_rfc1738(c, 5, 7, 8, 9);
}

/* rfc1738_libwww.tsv: id, repo, path, commit, line, input, libwww's parts
 * (its own reading, not the RFC's), rfc_rule, rfc_valid, note. */
static void check_rfc1738_libwww(struct check *c)
{
    check_rfc1738(c, 5, 8, 7, 0);
}

/* extract_linkify.tsv: id, repo, path, commit, line, text, what
 * linkify-it finds, what RFC 3986 Appendix C extraction finds (every URI,
 * in order, separated by a space; "\?" where the source's fuzzy matcher
 * has no RFC counterpart), note.  Every text is extracted from; only an
 * RFC answer is compared. */
static void check_extract(struct check *c)
{
    const struct row *r = c->r;
    size_t n, pos = 0, k = 0, wn = 0, cap;
    char *text = field(c, 5, &n), *found, *want = NULL;
    urival_extracted ex;
    if (field_kind(r->f[7]) != UNASSERTED)
        want = field(c, 7, &wn);
    cap = 2 * n + 2; /* every URI found, a space after each */
    found = xmalloc(cap);
    keep(c, found);
    while (urival_extract_next(text, n, &pos, &ex) == URIVAL_OK) {
        size_t len = 0;
        if (k > 0)
            found[k++] = ' ';
        if (urival_extract_copy(&ex, text, n, 0, found + k, cap - k, &len) != URIVAL_OK ||
            len >= cap - k)
            die("%s:%zu: extract_copy", c->file, r->lineno);
        k += len;
    }
    found[k] = '\0';
    if (want == NULL)
        c->unasserted = 1;
    else if (!same(found, k, want, wn))
        differ(c, "URIs in the text", want, wn, found, k, NULL);
}

#endif /* URIVAL_HAVE_RFC1738 */

/* --- The table of files ------------------------------------------------ */

struct file {
    const char *name;
    size_t fields;                 /* at least this many per row */
    int provenance;                /* the field that names the source, or -1 */
    void (*check)(struct check *); /* NULL: the library lacks the family */
    const char *lacks;             /* why check is NULL */
};

#ifdef URIVAL_HAVE_RFC8141
#define URN_CHECK(f) f, NULL
#else
#define URN_CHECK(f) NULL, "the library was configured --disable-urn: no urival_urn_*"
#endif
#ifdef URIVAL_HAVE_RFC1738
#define HISTORIC_CHECK(f) f, NULL
#else
#define HISTORIC_CHECK(f)                                                                          \
    NULL, "the library was configured --disable-historic: no urival_rfc1738_* or urival_extract_*"
#endif

static const struct file files[] = {
    { "validity.tsv", 7, 4, check_validity, NULL },
    { "components.tsv", 13, 10, check_components, NULL },
    { "resolve.tsv", 7, 4, check_resolve, NULL },
    { "normalize.tsv", 6, 3, check_normalize, NULL },
    { "compare.tsv", 7, 4, check_compare, NULL },
    { "relativize.tsv", 6, 3, check_relativize, NULL },
    { "remove_dot_segments.tsv", 5, 2, check_dots, NULL },
    { "urn_parse.tsv", 15, -1, URN_CHECK(check_urn_parse) },
    { "urn_equal.tsv", 10, -1, URN_CHECK(check_urn_equal) },
    { "rfc1738_peers.tsv", 11, -1, HISTORIC_CHECK(check_rfc1738_peers) },
    { "rfc1738_libwww.tsv", 10, -1, HISTORIC_CHECK(check_rfc1738_libwww) },
    { "extract_linkify.tsv", 9, -1, HISTORIC_CHECK(check_extract) },
};

/* Files of the folder that hold no vectors for the library. */
static const char *const not_run[] = {
    "rfc3986_adjudication.tsv", "urn_verdicts.tsv", "rfc3986_dropped.tsv",
    "rfc3986_sources.tsv",      "trurl_map.tsv",    "trurl_features.tsv",
};

struct tally {
    size_t rows, passed, known, failed, unasserted;
};

/* Rows adjudicated class (a), and how many of them failed. */
static size_t class_a, class_a_failed;

static int run_file(const char *dir, const struct file *f, size_t number)
{
    struct table t;
    struct tally n = { 0, 0, 0, 0, 0 };
    size_t i;
    if (f->check == NULL) {
        printf("ok %zu - %s # SKIP %s\n", number, f->name, f->lacks);
        return 0;
    }
    if (!table_load(&t, dir, f->name)) {
        printf("not ok %zu - %s: cannot be read: %s\n", number, f->name, strerror(errno));
        return 1;
    }
    for (i = 1; i < t.nlines; i++) {
        struct row r;
        struct check c;
        size_t m;
        if (t.line[i][0] == '\0' && i + 1 == t.nlines)
            break;
        split(&t, i, &r);
        if (r.n < f->fields)
            die("%s:%zu: %zu fields, expected %zu", f->name, r.lineno, r.n, f->fields);
        memset(&c, 0, sizeof c);
        c.file = f->name;
        c.r = &r;
        c.provenance = f->provenance;
        f->check(&c);
        for (m = 0; m < c.nmem; m++)
            free(c.mem[m]);
        if (c.adj != NULL && strcmp(c.adj->klass, "a") == 0) {
            class_a++;
            class_a_failed += c.failed != 0;
        }
        n.rows++;
        if (c.failed)
            n.failed++;
        else if (c.known)
            n.known++;
        else if (c.unasserted)
            n.unasserted++;
        else
            n.passed++;
    }
    table_free(&t);
    printf("%s %zu - %s: %zu rows, %zu passed, %zu known differences, %zu failures",
           n.failed ? "not ok" : "ok", number, f->name, n.rows, n.passed, n.known, n.failed);
    if (n.unasserted)
        printf(", %zu with no RFC answer to compare", n.unasserted);
    putchar('\n');
    return n.failed != 0;
}

/* Notes files of the folder that no checker reads and none is known to
 * skip: new vectors want a checker. */
static void note_unknown(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    size_t i;
    if (d == NULL)
        return;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        int known = 0;
        if (n < 4 || strcmp(e->d_name + n - 4, ".tsv") != 0)
            continue;
        for (i = 0; i < sizeof files / sizeof files[0]; i++)
            known |= strcmp(files[i].name, e->d_name) == 0;
        for (i = 0; i < sizeof not_run / sizeof not_run[0]; i++)
            known |= strcmp(not_run[i], e->d_name) == 0;
        if (!known)
            printf("# %s: no checker for this file (tests/conformance/conformance.c)\n", e->d_name);
    }
    closedir(d);
}

/* What became of the verdicts: every entry should meet a row, and a class
 * (b) or (c) difference that urival no longer shows is worth a look. */
static void note_verdicts(const struct knowns *ks, const char *name)
{
    size_t i, unseen = 0, gone = 0;
    for (i = 0; i < ks->n; i++) {
        if (!ks->k[i].seen) {
            unseen++;
            printf("# %s: \"%s %s\" meets no row\n", name, ks->k[i].kind, ks->k[i].what);
        } else if (!ks->k[i].differs && strcmp(ks->k[i].klass, "a") != 0) {
            gone++;
            printf("# %s: \"%s %s\" (%s) no longer differs\n", name, ks->k[i].kind, ks->k[i].what,
                   ks->k[i].klass);
        }
    }
    printf("# %s: %zu entries, %zu meet no row, %zu no longer differ\n", name, ks->n, unseen, gone);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : getenv("CONFORMANCE_DIR");
    char fallback[4096];
    DIR *d;
    size_t i, nfiles = sizeof files / sizeof files[0];
    int failed = 0;

    if (dir == NULL || dir[0] == '\0') {
        const char *srcdir = getenv("srcdir");
        snprintf(fallback, sizeof fallback, "%s/../shared/conformance",
                 srcdir != NULL && srcdir[0] != '\0' ? srcdir : ".");
        dir = fallback;
    }
    if ((d = opendir(dir)) == NULL) {
        printf("1..0 # SKIP no conformance vectors at %s (%s); set CONFORMANCE_DIR to their "
               "folder\n",
               dir, strerror(errno));
        return 77;
    }
    closedir(d);
    printf("# conformance vectors: %s\n", dir);
    knowns_load(&adjudication, dir, "rfc3986_adjudication.tsv", 5);
#ifdef URIVAL_HAVE_RFC8141
    knowns_load(&urn_verdicts, dir, "urn_verdicts.tsv", 4);
#endif
    printf("1..%zu\n", nfiles);
    for (i = 0; i < nfiles; i++)
        failed |= run_file(dir, &files[i], i + 1);
    note_unknown(dir);
    note_verdicts(&adjudication, "rfc3986_adjudication.tsv");
    printf("# rows adjudicated class (a), where urival was wrong: %zu, %zu of them failing\n",
           class_a, class_a_failed);
    printf("# error offsets stated by validity.tsv: %zu, %zu equal to urival's\n", offsets,
           offsets_equal);
    table_free(&adjudication.t);
    free(adjudication.k);
#ifdef URIVAL_HAVE_RFC8141
    note_verdicts(&urn_verdicts, "urn_verdicts.tsv");
    table_free(&urn_verdicts.t);
    free(urn_verdicts.k);
#endif
    return failed ? 1 : 0;
}
