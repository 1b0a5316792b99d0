/* bench.c - how fast urival and its peers validate and parse URIs.
 *
 * Loads each corpus (one URI per line) into memory, then for every
 * operation and implementation times whole passes over the corpus and
 * reports the median, minimum and maximum nanoseconds per URI of the
 * rounds, MB/s and how many lines the implementation accepted.  Peers are
 * measured in the same process and run, so the ratios are fair on a shared
 * machine; instruction counts come from running one measurement alone under
 * callgrind (make bench-instr), which repeats exactly whatever else the
 * machine does.
 *
 * Operations: match (URI-reference), match-uri, parse (with spans),
 * normalize (parse + normalize, written out), resolve (against the fixed
 * base of RFC 3986 section 5.4, written out), compare (each line against
 * its normal form, made before the clock starts, so that the ladder reads
 * both whole), relativize (each line as a target against the line before
 * it as base, written out); with the rfc3987 grammar also match-iri
 * (urival_match() with IRI-reference, beside match's URI-reference) and
 * parse-iri (urival_iri_parse(), beside parse's urival_uri_parse()).
 *
 * usage: urival-bench [--rounds N] [--only IMPL/OP] [--generated] FILE|@ID|@iri:FILE...
 * where @ID is one generated corpus: @gen-16, @gen-48 (short URIs), @gen-128, @words-8,
 * @words-12, @words-16 (URIs of words of one length), @rwords-8, @rwords-12, @rwords-16
 * (the same with each word but the port's up to two letters longer or shorter at random),
 * @gen-1k,
 * @gen-64k, @gen-1m (URIs drawn from the grammar), @esc-1k, @esc-64k, @esc-1m (a path of escapes),
 * or @iri:FILE, FILE's lines made non-ASCII IRIs (see to_iri()).
 */
#include "config.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "urival.h"
#ifdef HAVE_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef HAVE_LIBCURL
#include <curl/curl.h>
#endif
#ifdef HAVE_GLIB
#include <glib.h>
#endif
#ifdef HAVE_BOOST_URL
#include "boost_url.h"
#endif

struct corpus {
    const char *name;
    char *text;
    const char **line;
    size_t *len;
    size_t n, bytes;
    /* each line's normal form (the line itself when it has none), made on
     * the first compare */
    char **norm;
    size_t *norm_len;
};

/* One measured operation: returns 1 when the implementation accepted s. */
typedef int (*op_fn)(const char *s, size_t len);
/* One measured operation on two inputs (compare, relativize). */
typedef int (*op2_fn)(const char *a, size_t alen, const char *b, size_t blen);

/* The floor: a per-byte table lookup over the input, which any validator
 * that reads every byte must at least do. */
static unsigned char class_table[256];
static volatile unsigned sink;

static int floor_scan(const char *s, size_t len)
{
    unsigned acc = 0;
    size_t i;
    for (i = 0; i < len; i++)
        acc |= class_table[(unsigned char)s[i]];
    sink = acc;
    return acc == 0;
}

static int urival_match_ref(const char *s, size_t len)
{
    return urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, NULL) == URIVAL_OK;
}

static int urival_match_uri(const char *s, size_t len)
{
    return urival_match(URIVAL_RULE_RFC3986_URI, s, len, NULL) == URIVAL_OK;
}

static int urival_parse_ref(const char *s, size_t len)
{
    urival_uri u;
    int ok = urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, &u, NULL) == URIVAL_OK;
    sink = (unsigned)u.part[URIVAL_URI_PART_PATH].len;
    return ok;
}

#if URIVAL_HAVE_RFC3987
static int urival_match_iri(const char *s, size_t len)
{
    return urival_match(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, len, NULL) == URIVAL_OK;
}

static int urival_parse_iri(const char *s, size_t len)
{
    urival_uri u;
    int ok = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, len, &u, NULL) == URIVAL_OK;
    sink = (unsigned)u.part[URIVAL_URI_PART_PATH].len;
    return ok;
}
#endif

/* Output of the operations that write a URI (a generated URI is at most
 * 1 MiB and neither operation lengthens it much). */
static char out_buf[1 << 22];
/* The fixed base of the "resolve" operation: RFC 3986 section 5.4's. */
static const char base_uri[] = "http://a/b/c/d;p?q";

static int urival_normalize_op(const char *s, size_t len)
{
    size_t n = 0;
    int ok = urival_normalize(s, len, 0, out_buf, sizeof out_buf, &n, NULL) == URIVAL_OK;
    sink = (unsigned)n;
    return ok;
}

static int urival_resolve_op(const char *s, size_t len)
{
    size_t n = 0;
    int ok = urival_resolve(base_uri, sizeof base_uri - 1, s, len, 0, out_buf, sizeof out_buf, &n,
                            NULL) == URIVAL_OK;
    sink = (unsigned)n;
    return ok;
}

static int urival_compare_op(const char *a, size_t alen, const char *b, size_t blen)
{
    urival_equivalence e = URIVAL_COMPARE_RUNG_DIFFERENT;
    int ok = urival_compare(a, alen, b, blen, 0, &e, NULL) == URIVAL_OK;
    sink = (unsigned)e;
    return ok && e != URIVAL_COMPARE_RUNG_DIFFERENT;
}

static int urival_relativize_op(const char *base, size_t base_len, const char *s, size_t len)
{
    size_t n = 0;
    int ok =
        urival_relativize(base, base_len, s, len, out_buf, sizeof out_buf, &n, NULL) == URIVAL_OK;
    sink = (unsigned)n;
    return ok;
}

#ifdef HAVE_BOOST_URL
static int boost_normalize_op(const char *s, size_t len)
{
    return boost_url_normalize(s, len, out_buf, sizeof out_buf);
}

static int boost_resolve_op(const char *s, size_t len)
{
    return boost_url_resolve(s, len, out_buf, sizeof out_buf);
}
#endif

#ifdef HAVE_URIPARSER
static UriUriA uriparser_base;

static int uriparser_normalize(const char *s, size_t len)
{
    UriUriA uri;
    const char *err;
    int ok;
    if (uriParseSingleUriExA(&uri, s, s + len, &err) != URI_SUCCESS)
        return 0;
    ok = uriNormalizeSyntaxA(&uri) == URI_SUCCESS &&
         uriToStringA(out_buf, &uri, (int)sizeof out_buf, NULL) == URI_SUCCESS;
    uriFreeUriMembersA(&uri);
    return ok;
}

static int uriparser_resolve(const char *s, size_t len)
{
    UriUriA ref, abs;
    const char *err;
    int ok;
    if (uriParseSingleUriExA(&ref, s, s + len, &err) != URI_SUCCESS)
        return 0;
    ok = uriAddBaseUriA(&abs, &ref, &uriparser_base) == URI_SUCCESS;
    if (ok) {
        ok = uriToStringA(out_buf, &abs, (int)sizeof out_buf, NULL) == URI_SUCCESS;
        uriFreeUriMembersA(&abs);
    }
    uriFreeUriMembersA(&ref);
    return ok;
}

/* uriparser compares parsed URIs member by member: normalized first, for
 * the syntax-based ladder. */
static int uriparser_compare(const char *a, size_t alen, const char *b, size_t blen)
{
    UriUriA x, y;
    const char *err;
    int same = 0;
    if (uriParseSingleUriExA(&x, a, a + alen, &err) != URI_SUCCESS)
        return 0;
    if (uriParseSingleUriExA(&y, b, b + blen, &err) == URI_SUCCESS) {
        same = uriNormalizeSyntaxA(&x) == URI_SUCCESS && uriNormalizeSyntaxA(&y) == URI_SUCCESS &&
               uriEqualsUriA(&x, &y);
        uriFreeUriMembersA(&y);
    }
    uriFreeUriMembersA(&x);
    return same;
}

static int uriparser_relativize(const char *base, size_t base_len, const char *s, size_t len)
{
    UriUriA b, t, r;
    const char *err;
    int ok = 0;
    if (uriParseSingleUriExA(&b, base, base + base_len, &err) != URI_SUCCESS)
        return 0;
    if (uriParseSingleUriExA(&t, s, s + len, &err) == URI_SUCCESS) {
        if (uriRemoveBaseUriA(&r, &t, &b, URI_FALSE) == URI_SUCCESS) {
            ok = uriToStringA(out_buf, &r, (int)sizeof out_buf, NULL) == URI_SUCCESS;
            uriFreeUriMembersA(&r);
        }
        uriFreeUriMembersA(&t);
    }
    uriFreeUriMembersA(&b);
    return ok;
}

static int uriparser_parse(const char *s, size_t len)
{
    UriUriA uri;
    const char *err;
    int ok = uriParseSingleUriExA(&uri, s, s + len, &err) == URI_SUCCESS;
    if (ok)
        uriFreeUriMembersA(&uri);
    return ok;
}
#endif

#ifdef HAVE_LIBCURL
static CURLU *curl_handle;
/* curl_url_set wants a C string: the copy is part of what using it costs. */
static char curl_buf[1 << 21];

static int curl_parse(const char *s, size_t len)
{
    if (len >= sizeof curl_buf)
        return 0;
    memcpy(curl_buf, s, len);
    curl_buf[len] = '\0';
    return curl_url_set(curl_handle, CURLUPART_URL, curl_buf, CURLU_NON_SUPPORT_SCHEME) ==
           CURLUE_OK;
}
#endif

#ifdef HAVE_LIBCURL
static CURLU *curl_base;

/* curl normalizes as it parses; getting the URL back writes it out. */
static int curl_normalize(const char *s, size_t len)
{
    char *u = NULL;
    if (!curl_parse(s, len) || curl_url_get(curl_handle, CURLUPART_URL, &u, 0) != CURLUE_OK)
        return 0;
    curl_free(u);
    return 1;
}

/* A URL set on a handle that holds one is resolved against it. */
static int curl_resolve(const char *s, size_t len)
{
    CURLU *h;
    char *u = NULL;
    int ok;
    if (len >= sizeof curl_buf || (h = curl_url_dup(curl_base)) == NULL)
        return 0;
    memcpy(curl_buf, s, len);
    curl_buf[len] = '\0';
    ok = curl_url_set(h, CURLUPART_URL, curl_buf, CURLU_NON_SUPPORT_SCHEME) == CURLUE_OK &&
         curl_url_get(h, CURLUPART_URL, &u, 0) == CURLUE_OK;
    curl_free(u);
    curl_url_cleanup(h);
    return ok;
}
#endif

#ifdef HAVE_GLIB
static char glib_buf[1 << 21];

static const char *glib_cstr(const char *s, size_t len)
{
    if (len >= sizeof glib_buf)
        return NULL;
    memcpy(glib_buf, s, len);
    glib_buf[len] = '\0';
    return glib_buf;
}

static int glib_is_valid(const char *s, size_t len)
{
    const char *c = glib_cstr(s, len);
    return c != NULL && g_uri_is_valid(c, G_URI_FLAGS_NONE, NULL);
}

static int glib_normalize(const char *s, size_t len)
{
    const char *c = glib_cstr(s, len);
    GUri *u = c ? g_uri_parse(c, G_URI_FLAGS_SCHEME_NORMALIZE, NULL) : NULL;
    char *out;
    if (u == NULL)
        return 0;
    out = g_uri_to_string(u);
    g_free(out);
    g_uri_unref(u);
    return out != NULL;
}

static int glib_resolve(const char *s, size_t len)
{
    const char *c = glib_cstr(s, len);
    char *out = c ? g_uri_resolve_relative(base_uri, c, G_URI_FLAGS_NONE, NULL) : NULL;
    g_free(out);
    return out != NULL;
}

static int glib_parse(const char *s, size_t len)
{
    const char *c = glib_cstr(s, len);
    GUri *u = c ? g_uri_parse(c, G_URI_FLAGS_NONE, NULL) : NULL;
    if (u == NULL)
        return 0;
    g_uri_unref(u);
    return 1;
}
#endif

/* Which implementations answer which operation; the first of each
 * operation is urival, the reference for the ratios. */
static const struct impl {
    const char *op;
    const char *name;
    op_fn fn;
    op2_fn fn2;
} impls[] = {
    { "match", "urival", urival_match_ref, NULL },
    { "match", "floor", floor_scan, NULL },
#ifdef HAVE_URIPARSER
    { "match", "uriparser", uriparser_parse, NULL },
#endif
#ifdef HAVE_GLIB
    { "match", "glib", glib_is_valid, NULL },
#endif
#ifdef HAVE_LIBCURL
    { "match", "curl", curl_parse, NULL },
#endif
    { "match-uri", "urival", urival_match_uri, NULL },
#if URIVAL_HAVE_RFC3987
    { "match-iri", "urival", urival_match_iri, NULL },
#endif
    { "parse", "urival", urival_parse_ref, NULL },
#ifdef HAVE_URIPARSER
    { "parse", "uriparser", uriparser_parse, NULL },
#endif
#ifdef HAVE_GLIB
    { "parse", "glib", glib_parse, NULL },
#endif
#ifdef HAVE_LIBCURL
    { "parse", "curl", curl_parse, NULL },
#endif
#if URIVAL_HAVE_RFC3987
    { "parse-iri", "urival", urival_parse_iri, NULL },
#endif
    { "normalize", "urival", urival_normalize_op, NULL },
#ifdef HAVE_URIPARSER
    { "normalize", "uriparser", uriparser_normalize, NULL },
#endif
#ifdef HAVE_GLIB
    { "normalize", "glib", glib_normalize, NULL },
#endif
#ifdef HAVE_LIBCURL
    { "normalize", "curl", curl_normalize, NULL },
#endif
#ifdef HAVE_BOOST_URL
    { "normalize", "boost", boost_normalize_op, NULL },
#endif
    { "resolve", "urival", urival_resolve_op, NULL },
#ifdef HAVE_URIPARSER
    { "resolve", "uriparser", uriparser_resolve, NULL },
#endif
#ifdef HAVE_GLIB
    { "resolve", "glib", glib_resolve, NULL },
#endif
#ifdef HAVE_LIBCURL
    { "resolve", "curl", curl_resolve, NULL },
#endif
#ifdef HAVE_BOOST_URL
    { "resolve", "boost", boost_resolve_op, NULL },
#endif
    { "compare", "urival", NULL, urival_compare_op },
#ifdef HAVE_URIPARSER
    { "compare", "uriparser", NULL, uriparser_compare },
#endif
#ifdef HAVE_BOOST_URL
    { "compare", "boost", NULL, boost_url_compare },
#endif
    { "relativize", "urival", NULL, urival_relativize_op },
#ifdef HAVE_URIPARSER
    { "relativize", "uriparser", NULL, uriparser_relativize },
#endif
};
#define NIMPLS (sizeof impls / sizeof impls[0])

static void load(struct corpus *c, const char *path)
{
    FILE *f = fopen(path, "rb");
    long size;
    size_t i, cap = 1024, start = 0;
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "urival-bench: cannot read %s\n", path);
        exit(2);
    }
    c->name = path;
    c->text = malloc((size_t)size + 1);
    c->line = malloc(cap * sizeof *c->line);
    c->len = malloc(cap * sizeof *c->len);
    if (!c->text || !c->line || !c->len || fread(c->text, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "urival-bench: cannot load %s\n", path);
        exit(2);
    }
    fclose(f);
    c->n = c->bytes = 0;
    c->norm = NULL;
    c->norm_len = NULL;
    for (i = 0; i <= (size_t)size; i++) {
        if (i < (size_t)size && c->text[i] != '\n')
            continue;
        if (i > start) {
            if (c->n == cap) {
                cap *= 2;
                c->line = realloc(c->line, cap * sizeof *c->line);
                c->len = realloc(c->len, cap * sizeof *c->len);
                if (!c->line || !c->len)
                    exit(2);
            }
            c->line[c->n] = c->text + start;
            c->len[c->n] = i - start;
            c->bytes += i - start;
            c->n++;
        }
        start = i + 1;
    }
}

/* The lines of c made IRIs that are not ASCII: past the scheme and
 * outside "[...]", every "o" becomes U+00F6 and every "u" U+00FC (two
 * UTF-8 bytes each; neither letter is a hex digit, so no escape changes).
 * Each is a letter of iunreserved where the ASCII one stood, so a line
 * that was a URI-reference stays an IRI-reference. */
static void to_iri(struct corpus *c)
{
    char *text = malloc(2 * c->bytes + 1), *o = text;
    size_t i, j;
    if (text == NULL)
        exit(2);
    c->bytes = 0;
    for (i = 0; i < c->n; i++) {
        const char *s = c->line[i];
        size_t n = c->len[i], skip = strcspn(s, ":/?#");
        int bracket = 0;
        char *start = o;
        if (skip >= n || s[skip] != ':')
            skip = 0;
        for (j = 0; j < n; j++) {
            if (s[j] == '[')
                bracket = 1;
            else if (s[j] == ']')
                bracket = 0;
            if (j >= skip && !bracket && (s[j] == 'o' || s[j] == 'u')) {
                *o++ = (char)0xC3;
                *o++ = (char)(s[j] == 'o' ? 0xB6 : 0xBC);
            } else {
                *o++ = s[j];
            }
        }
        c->line[i] = start;
        c->len[i] = (size_t)(o - start);
        c->bytes += c->len[i];
    }
    /* c->line pointed into the old text, now copied; the old text goes. */
    free(c->text);
    c->text = text;
}

/* Deterministic long URIs, derived from RFC 3986's ABNF: each is a URI
 * whose every piece is a random choice among the alternatives of its rule,
 * from a fixed seed, so that every run measures the same bytes:
 *   scheme    = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 *   authority = [ userinfo "@" ] host [ ":" port ], host a reg-name, an
 *               IPv4address or an IP-literal
 *   segment   = *pchar, pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
 *   query, fragment = *( pchar / "/" / "?" )
 * Every URI made is checked with urival_match() before it is used. */
static uint32_t rng_state = 2463534242u;

static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static char pick(const char *set)
{
    return set[rng() % strlen(set)];
}

#define ALPHA "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#define DIGIT "0123456789"
#define UNRESERVED ALPHA DIGIT "-._~"
#define SUB_DELIMS "!$&'()*+,;="

/* One pchar (or, with extra, one of its bytes too) at p; returns its length. */
static size_t put_pchar(char *p, const char *extra)
{
    switch (rng() % 8) {
    case 0:
        return (size_t)sprintf(p, "%%%02X", (unsigned)(rng() & 0xff));
    case 1:
        p[0] = pick(SUB_DELIMS);
        return 1;
    case 2:
        p[0] = pick(extra[0] != '\0' ? extra : ":@");
        return 1;
    default:
        p[0] = pick(UNRESERVED);
        return 1;
    }
}

static size_t put_uri(char *p, size_t target)
{
    size_t n = 0, k;
    p[n++] = pick(ALPHA);
    for (k = rng() % 8; k > 0; k--)
        p[n++] = pick(ALPHA DIGIT "+-.");
    n += (size_t)sprintf(p + n, "://");
    if (rng() % 2) {
        for (k = 1 + rng() % 8; k > 0; k--)
            n += put_pchar(p + n, ":");
        p[n++] = '@';
    }
    switch (rng() % 3) {
    case 0:
        n += (size_t)sprintf(p + n, "%u.%u.%u.%u", rng() % 256, rng() % 256, rng() % 256,
                             rng() % 256);
        break;
    case 1:
        n += (size_t)sprintf(p + n, "[2001:db8::%x:%x]", rng() & 0xffff, rng() & 0xffff);
        break;
    default:
        for (k = 1 + rng() % 16; k > 0; k--)
            p[n++] = pick(UNRESERVED SUB_DELIMS);
    }
    if (rng() % 2)
        n += (size_t)sprintf(p + n, ":%u", rng() % 65536);
    /* The path takes most of the length; query and fragment the rest. */
    while (n + 40 < target) {
        p[n++] = '/';
        for (k = rng() % 24; k > 0 && n + 40 < target; k--)
            n += put_pchar(p + n, "");
    }
    p[n++] = '?';
    while (n + 12 < target)
        n += put_pchar(p + n, ":@/?");
    p[n++] = '#';
    while (n < target)
        n += put_pchar(p + n, ":@/?");
    return n;
}

/* A URI whose path is nothing but escapes of random bytes, the worst case
 * of percent-encoding normalization: "http://h/" then "%XX" to the size. */
static size_t put_escapes(char *p, size_t target)
{
    size_t n = (size_t)sprintf(p, "http://h/");
    while (n + 3 <= target)
        n += (size_t)sprintf(p + n, "%%%02X", (unsigned)(rng() & 0xff));
    return n;
}

/* A short URI, 16 or 48 bytes (issue 19: the vector engines must not slow
 * short input down): a scheme of one to four letters, ":", then pchars,
 * an escape only where it fits, to exactly target bytes. */
static size_t put_short(char *p, size_t target)
{
    size_t n = 0, k;
    for (k = 1 + rng() % 4; k > 0; k--)
        p[n++] = pick(ALPHA);
    p[n++] = ':';
    while (n < target) {
        if (n + 3 <= target && rng() % 8 == 0)
            n += (size_t)sprintf(p + n, "%%%02X", (unsigned)(rng() & 0xff));
        else
            p[n++] = pick(UNRESERVED SUB_DELIMS ":@");
    }
    return n;
}

/* Letters (or digits) at p, w of them; returns w. */
static size_t put_word(char *p, size_t w, const char *from)
{
    size_t k;
    for (k = 0; k < w; k++)
        p[k] = pick(from);
    return w;
}

/* A URI whose every component is a word of w lower-case letters (the port
 * w digits, at most four, a port every peer takes):
 * scheme://user@host:port/path?query#fragment.  Every run ends
 * at the same place on every line, so the scalar loop predicts each end;
 * the shape on which a vector skip gains least (bench/RESULTS.md, "Where
 * the vector skips lose").  With spread, each word but the port's is w -
 * spread to w + spread letters, drawn at random: the same bytes, runs
 * whose ends the scalar loop cannot predict. */
static size_t put_words(char *p, size_t w, size_t spread)
{
    static const char lower[] = "abcdefghijklmnopqrstuvwxyz";
    static const char *const before[] = { "", "://", "@", ":", "/", "?", "#" };
    size_t n = 0, k;
    for (k = 0; k < sizeof before / sizeof before[0]; k++) {
        n += (size_t)sprintf(p + n, "%s", before[k]);
        if (k == 3)
            n += put_word(p + n, w < 4 ? w : 4, DIGIT);
        else
            n += put_word(p + n, w - spread + (spread ? rng() % (2 * spread + 1) : 0), lower);
    }
    return n;
}

static void generate(struct corpus *c, const char *name, size_t target, size_t count, int escapes)
{
    size_t i, per = (escapes >= 3 ? 7 * (target + 2) + 12 : target) + 64;
    c->name = name;
    c->text = malloc(per * count);
    c->line = malloc(count * sizeof *c->line);
    c->len = malloc(count * sizeof *c->len);
    if (!c->text || !c->line || !c->len)
        exit(2);
    c->n = count;
    c->bytes = 0;
    c->norm = NULL;
    c->norm_len = NULL;
    for (i = 0; i < count; i++) {
        char *p = c->text + i * per;
        size_t n = escapes == 4   ? put_words(p, target, 2)
                   : escapes == 3 ? put_words(p, target, 0)
                   : escapes == 2 ? put_short(p, target)
                   : escapes      ? put_escapes(p, target)
                                  : put_uri(p, target);
        if (urival_match(URIVAL_RULE_RFC3986_URI, p, n, NULL) != URIVAL_OK) {
            fprintf(stderr, "urival-bench: generated URI %zu is invalid\n", i);
            exit(2);
        }
        c->line[i] = p;
        c->len[i] = n;
        c->bytes += n;
    }
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The normal form of every line, the other input of compare. */
static void prepare_norm(struct corpus *c)
{
    size_t i;
    if (c->norm != NULL)
        return;
    c->norm = malloc((c->n ? c->n : 1) * sizeof *c->norm);
    c->norm_len = malloc((c->n ? c->n : 1) * sizeof *c->norm_len);
    if (!c->norm || !c->norm_len)
        exit(2);
    for (i = 0; i < c->n; i++) {
        size_t n = 0;
        c->norm[i] = (char *)c->line[i];
        c->norm_len[i] = c->len[i];
        if (urival_normalize(c->line[i], c->len[i], 0, out_buf, sizeof out_buf, &n, NULL) !=
                URIVAL_OK ||
            (c->norm[i] = malloc(n + 1)) == NULL)
            continue;
        memcpy(c->norm[i], out_buf, n + 1);
        c->norm_len[i] = n;
    }
}

/* The measured loop; callgrind collects inside this function only.  A
 * two-input operation pairs each line with its normal form (compare) or
 * takes the line before it as base (relativize). */
size_t bench_measure(const struct impl *im, const struct corpus *c) __attribute__((noinline));
size_t bench_measure(const struct impl *im, const struct corpus *c)
{
    size_t i, ok = 0;
    if (im->fn != NULL) {
        for (i = 0; i < c->n; i++)
            ok += (size_t)im->fn(c->line[i], c->len[i]);
    } else if (strcmp(im->op, "compare") == 0) {
        for (i = 0; i < c->n; i++)
            ok += (size_t)im->fn2(c->line[i], c->len[i], c->norm[i], c->norm_len[i]);
    } else {
        for (i = 0; i < c->n; i++)
            ok += (size_t)im->fn2(c->line[i ? i - 1 : 0], c->len[i ? i - 1 : 0], c->line[i],
                                  c->len[i]);
    }
    return ok;
}

static void run(const struct corpus *c, int rounds, const char *only)
{
    double ref_median = 0;
    size_t k;
    printf("\n%s: %zu URIs, %.2f MB, mean %.0f B\n", c->name, c->n, (double)c->bytes / 1e6,
           c->n ? (double)c->bytes / (double)c->n : 0.0);
    printf("  %-10s %-10s %10s %10s %10s %9s %8s %10s\n", "op", "impl", "median ns", "min ns",
           "max ns", "MB/s", "x urival", "accepted");
    for (k = 0; k < NIMPLS; k++) {
        char id[64];
        double t[64], median;
        size_t ok = 0;
        int r;
        snprintf(id, sizeof id, "%s/%s", impls[k].name, impls[k].op);
        if (only != NULL && strcmp(only, id) != 0)
            continue;
        if (strcmp(impls[k].op, "compare") == 0)
            prepare_norm((struct corpus *)c);
        for (r = 0; r < rounds; r++) {
            double t0 = now_ns();
            ok = bench_measure(&impls[k], c);
            t[r] = (now_ns() - t0) / (double)(c->n ? c->n : 1);
        }
        qsort(t, (size_t)rounds, sizeof t[0], cmp_double);
        median = t[rounds / 2];
        if (strcmp(impls[k].name, "urival") == 0)
            ref_median = median;
        printf("  %-10s %-10s %10.1f %10.1f %10.1f %9.1f %8.2f %10zu\n", impls[k].op, impls[k].name,
               median, t[0], t[rounds - 1],
               (double)c->bytes / (double)(c->n ? c->n : 1) / median * 1e3,
               ref_median > 0 ? median / ref_median : 1.0, ok);
    }
}

/* The generated corpora: --generated runs them all, an argument "@ID" one. */
static const struct gen {
    const char *id, *name;
    size_t size, count;
    int escapes; /* 1: a path of escapes (put_escapes), 2: short (put_short), 3: words of
                    size letters (put_words), 4: words of size - 2 to size + 2 letters */
} gens[] = {
    { "gen-16", "generated 16 B", 16, 65536, 2 },
    { "gen-48", "generated 48 B", 48, 65536, 2 },
    { "gen-128", "generated 128 B", 128, 16384, 0 },
    { "words-8", "generated words of 8", 8, 16384, 3 },
    { "words-12", "generated words of 12", 12, 16384, 3 },
    { "words-16", "generated words of 16", 16, 16384, 3 },
    { "rwords-8", "generated words of 6 to 10", 8, 16384, 4 },
    { "rwords-12", "generated words of 10 to 14", 12, 16384, 4 },
    { "rwords-16", "generated words of 14 to 18", 16, 16384, 4 },
    { "gen-1k", "generated 1 KB", 1024, 4096, 0 },
    { "gen-64k", "generated 64 KB", 65536, 64, 0 },
    { "gen-1m", "generated 1 MB", 1 << 20, 4, 0 },
    { "esc-1k", "generated 1 KB all-escape", 1024, 4096, 1 },
    { "esc-64k", "generated 64 KB all-escape", 65536, 64, 1 },
    { "esc-1m", "generated 1 MB all-escape", 1 << 20, 4, 1 },
};

static void run_generated(const struct gen *g, int rounds, const char *only)
{
    struct corpus c;
    /* The same bytes whichever corpora ran before. */
    rng_state = 2463534242u;
    generate(&c, g->name, g->size, g->count, g->escapes);
    run(&c, rounds, only);
}

int main(int argc, char **argv)
{
    int rounds = 7, i, generated = 0;
    const char *only = NULL;
    unsigned b;
    size_t k;

    for (b = 0; b < 256; b++)
        class_table[b] = (b < 0x21 || b > 0x7e) ? 1 : 0;
#ifdef HAVE_LIBCURL
    curl_handle = curl_url();
    curl_base = curl_url();
    if (curl_handle == NULL || curl_base == NULL ||
        curl_url_set(curl_base, CURLUPART_URL, base_uri, 0) != CURLUE_OK) {
        fprintf(stderr, "urival-bench: libcurl cannot set the base URI\n");
        return 2;
    }
#endif
#ifdef HAVE_URIPARSER
    {
        const char *err;
        if (uriParseSingleUriA(&uriparser_base, base_uri, &err) != URI_SUCCESS) {
            fprintf(stderr, "urival-bench: uriparser cannot parse the base URI\n");
            return 2;
        }
    }
#endif
    for (i = 1; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
            rounds = atoi(argv[++i]);
            if (rounds < 1 || rounds > 64) {
                fprintf(stderr, "urival-bench: --rounds takes 1 to 64\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) {
            only = argv[++i];
        } else if (strcmp(argv[i], "--generated") == 0) {
            generated = 1;
        } else {
            fprintf(stderr, "usage: urival-bench [--rounds N] [--only IMPL/OP] [--generated] "
                            "FILE|@ID|@iri:FILE...\n");
            return 2;
        }
    }
    printf("urival %s; peers:%s%s%s%s\n", urival_version(),
#ifdef HAVE_URIPARSER
           " uriparser",
#else
           "",
#endif
#ifdef HAVE_GLIB
           " glib",
#else
           "",
#endif
#ifdef HAVE_LIBCURL
           " curl",
#else
           "",
#endif
#ifdef HAVE_BOOST_URL
           " boost"
#else
           ""
#endif
    );
    for (; i < argc; i++) {
        struct corpus c;
        if (argv[i][0] == '@' && strncmp(argv[i], "@iri:", 5) != 0) {
            for (k = 0; k < sizeof gens / sizeof gens[0]; k++)
                if (strcmp(argv[i] + 1, gens[k].id) == 0)
                    break;
            if (k == sizeof gens / sizeof gens[0]) {
                fprintf(stderr, "urival-bench: no generated corpus %s\n", argv[i]);
                return 2;
            }
            run_generated(&gens[k], rounds, only);
            continue;
        }
        if (strncmp(argv[i], "@iri:", 5) == 0) {
            load(&c, argv[i] + 5);
            to_iri(&c);
            c.name = argv[i];
        } else {
            load(&c, argv[i]);
        }
        run(&c, rounds, only);
    }
    if (generated)
        for (k = 0; k < sizeof gens / sizeof gens[0]; k++)
            run_generated(&gens[k], rounds, only);
#ifdef HAVE_LIBCURL
    curl_url_cleanup(curl_handle);
    curl_url_cleanup(curl_base);
#endif
#ifdef HAVE_URIPARSER
    uriFreeUriMembersA(&uriparser_base);
#endif
    return 0;
}
