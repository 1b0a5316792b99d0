/* draft05_resolve.c - the resolution algorithm of draft-fielding-url-syntax-05
 * section 5.2 (May 1997), beside RFC 3986's.
 *
 * Step 6 of the draft builds a string buffer, the base path up to its last
 * "/" followed by the reference's path and "?" query, and rewrites it:
 *   d) every "./" whose "." is a complete segment is removed;
 *   e) a final "." segment is removed;
 *   f) "<segment>/../", <segment> a complete segment other than "..", is
 *      removed, leftmost first, until none is left;
 *   g) a final "<segment>/.." is removed.
 * The buffer is never built here.  Read as a list of segments (split at
 * "/", after a leading "/" that is no segment's end), d) and e) drop the
 * "." segments, a final one leaving an empty segment; f) is the matching
 * of parentheses, ".." closing the nearest open segment before it, and its
 * leftmost-first order does not change which pairs match; g) lets a final
 * ".." close one more segment, leaving the "/" before that segment (an
 * empty last segment), and only when some segment before it is still
 * open.  Matching pairs are the same read from either end, so one pass from
 * the right counts the result and another writes it from its end, in
 * constant extra space.  What stays is the unmatched ".." segments, then
 * the unmatched others, joined by "/". */
#include <string.h>
#include "core/buf.h"
#include "historic/historic_internal.h"

/* The components of section 4.4, split where the regular expression of
 * Appendix B splits them:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * but only into a scheme and a site that the grammar's scheme and site
 * rules accept.  Section 4.4 parses a reference "as if it is a
 * generic-URL" by the BNF, with only the choice between a site and a path
 * that begins with "//" ambiguous, which the greedy rule gives to the
 * site.  Where the expression's candidate is no scheme or no site at all,
 * the expression, which Appendix B calls "identical" to the greedy rule,
 * says more than the grammar: "g;x:h" is a rel-path (pchar holds ":", a
 * scheme no ";"), and "//h:x/p" an abs-path ("h:x" is no hostport).  A
 * site followed by a query ("//h?q") stays a site, as the expression and
 * RFC 2396 read it, though the draft's net-path alone would make "//h?q"
 * an abs-path (its query belongs to rel-path only). */
struct comps {
    urival_span scheme, site, path, query, fragment;
    int has_scheme, has_site, has_query, has_fragment;
};

static int delim(unsigned c, const char *set)
{
    return c != '\0' && strchr(set, (int)c) != NULL;
}

static void split(const unsigned char *s, size_t n, struct comps *c)
{
    size_t i = 0, j = 0;
    memset(c, 0, sizeof *c);
    while (j < n && !delim(s[j], ":/?#"))
        j++;
    if (j > 0 && j < n && s[j] == ':' &&
        urival_match(URIVAL_RULE_URL_DRAFT05_SCHEME, (const char *)s, j, NULL) == URIVAL_OK) {
        c->has_scheme = 1;
        c->scheme.len = j;
        i = j + 1;
    }
    j = i + 2;
    while (j < n && !delim(s[j], "/?#"))
        j++;
    if (i + 1 < n && s[i] == '/' && s[i + 1] == '/' &&
        urival_match(URIVAL_RULE_URL_DRAFT05_SITE, (const char *)s + i + 2, j - (i + 2), NULL) ==
            URIVAL_OK) {
        c->has_site = 1;
        c->site.off = i + 2;
        c->site.len = j - (i + 2);
        i = j;
    }
    j = i;
    while (j < n && !delim(s[j], "?#"))
        j++;
    c->path.off = i;
    c->path.len = j - i;
    i = j;
    if (i < n && s[i] == '?') {
        j = i + 1;
        while (j < n && s[j] != '#')
            j++;
        c->has_query = 1;
        c->query.off = i + 1;
        c->query.len = j - (i + 1);
        i = j;
    }
    if (i < n && s[i] == '#') {
        c->has_fragment = 1;
        c->fragment.off = i + 1;
        c->fragment.len = n - (i + 1);
    }
}

/* The buffer of step 6 without building it: p0[0..n0) then p1[0..n1). */
struct vbuf {
    const unsigned char *p0, *p1;
    size_t n0, n1, len;
};

static unsigned char at(const struct vbuf *v, size_t i)
{
    return i < v->n0 ? v->p0[i] : v->p1[i - v->n0];
}

enum kind { NORMAL, DOT, DOTDOT, DROPPED };

static enum kind kind_of(const struct vbuf *v, size_t a, size_t b)
{
    if (b - a == 1 && at(v, a) == '.')
        return DOT;
    if (b - a == 2 && at(v, a) == '.' && at(v, a + 1) == '.')
        return DOTDOT;
    return NORMAL;
}

/* What a pass from the right learns. */
struct tally {
    size_t open;    /* unmatched segments other than ".." */
    size_t pending; /* unmatched ".." (they stay, in front) */
    size_t bytes;   /* bytes of the unmatched other segments */
};

/* One pass over the segments from the right, in [start, v->len), treating
 * the last segment as the buffer's last (is_end) or as followed by "/",
 * with a virtual empty segment after them all when extra_empty.  When o is
 * not NULL, writes the unmatched segments so that the last ends at `pos`,
 * each with the "/" before it unless it is the first of the n_out
 * remaining. */
static struct tally pass(const struct vbuf *v, size_t start, size_t end, int is_end,
                         int extra_empty, struct urival__buf *o, size_t pos, size_t n_out)
{
    struct tally t = { 0, 0, 0 };
    size_t b = end, written = 0;
    int last = 1;

    if (extra_empty) {
        t.open++;
        written++;
        if (o != NULL && written < n_out)
            urival__buf_set(o, --pos, '/');
    }
    for (;;) {
        size_t a = b;
        enum kind k;
        while (a > start && at(v, a - 1) != '/')
            a--;
        k = kind_of(v, a, b);
        if (k == DOT && !(last && is_end))
            k = DROPPED; /* d) */
        if (k == DOTDOT) {
            t.pending++;
        } else if (k == NORMAL || k == DOT) {
            /* e): a final "." is an empty last segment */
            size_t n = k == DOT ? 0 : b - a;
            if (t.pending > 0) {
                t.pending--;
            } else {
                t.open++;
                t.bytes += n;
                if (o != NULL) {
                    size_t i;
                    for (i = n; i > 0; i--)
                        urival__buf_set(o, --pos, at(v, a + i - 1));
                    written++;
                    if (written < n_out)
                        urival__buf_set(o, --pos, '/');
                }
            }
        }
        if (a == start)
            break;
        b = a - 1;
        last = 0;
    }
    return t;
}

/* Resolves step 6's buffer and appends the result to o.  The segments
 * are written from the result's end, so its length is counted first and
 * reserved. */
static void merge(const struct vbuf *v, int strip, struct urival__buf *o)
{
    int root = v->len > 0 && at(v, 0) == '/';
    size_t start = root ? 1 : 0, end = v->len, lastb, n_out, len;
    int extra = 0;
    struct tally t;

    /* The rewriting can make a buffer begin with "/": ".//x" loses its "./"
     * to d), "y/..//x" its "y/../" to f), and both are then "/x", whose "/"
     * ends no segment any more (as in "/b/c/../../../g", whose result keeps
     * its "/..").  That happens where everything before an empty segment is
     * gone: a pass from the left, counting the open segments and the ".."
     * that stay, finds it. */
    if (!root) {
        size_t a = 0, b, open = 0, dots = 0;
        for (;;) {
            enum kind k;
            for (b = a; b < end && at(v, b) != '/'; b++)
                ;
            if (b == end)
                break; /* the last segment never becomes a root */
            k = kind_of(v, a, b);
            if (k == DOTDOT) {
                if (open > 0)
                    open--;
                else
                    dots++;
            } else if (k == NORMAL && b == a && open == 0 && dots == 0) {
                root = 1;
                start = b + 1;
                break;
            } else if (k == NORMAL) {
                open++;
            }
            a = b + 1;
        }
    }
    /* g): a final ".." closes a segment when one before it is still open. */
    lastb = end;
    while (lastb > start && at(v, lastb - 1) != '/')
        lastb--;
    if (kind_of(v, lastb, end) == DOTDOT && lastb > start) {
        t = pass(v, start, lastb - 1, 0, 0, NULL, 0, 0);
        extra = t.open > 0;
    }
    t = pass(v, start, end, 1, extra, NULL, 0, 0);
    if (strip && root)
        t.pending = 0; /* the leading ".." of an absolute path */
    n_out = t.open + t.pending;
    /* Only stripping can leave no segment at all: "/../.." is then "/". */
    len = (size_t)root + t.bytes + 2 * t.pending + (n_out > 0 ? n_out - 1 : 0);
    {
        size_t off = urival__buf_reserve(o, len), pos = off + len, i;
        (void)pass(v, start, end, 1, extra, o, pos, n_out);
        /* The ".." in front, after the root. */
        pos = off + (size_t)root;
        for (i = 0; i < t.pending; i++) {
            urival__buf_set(o, pos++, '.');
            urival__buf_set(o, pos++, '.');
            if (i + 1 < n_out)
                urival__buf_set(o, pos++, '/');
        }
        if (root)
            urival__buf_set(o, off, '/');
    }
}

/* A path written as it is, or with URIVAL_DRAFT05_FLAG_STRIP_DOTS without its
 * leading "." and ".." segments. */
static void copy_path(const unsigned char *p, size_t n, int strip, struct urival__buf *o)
{
    size_t j = 0;
    if (strip && n > 0 && p[0] == '/') {
        for (;;) {
            size_t e = j + 1, segn;
            while (e < n && p[e] != '/')
                e++;
            segn = e - (j + 1);
            if (!((segn == 1 && p[j + 1] == '.') ||
                  (segn == 2 && p[j + 1] == '.' && p[j + 2] == '.')))
                break;
            if (e == n) {
                urival__buf_byte(o, '/');
                return;
            }
            j = e;
        }
    }
    urival__buf_put(o, p + j, n - j);
}

urival_status urival_draft05_resolve(const char *base_str, size_t base_len, const char *ref_str,
                                     size_t ref_len, unsigned flags, char *buf, size_t cap,
                                     size_t *needed, unsigned *info, urival_error *err)
{
    const unsigned char *base = (const unsigned char *)base_str;
    const unsigned char *ref = (const unsigned char *)ref_str;
    const struct urival__input in[2] = { { base_str, base_len }, { ref_str, ref_len } };
    struct urival__buf o;
    int strip = (flags & URIVAL_DRAFT05_FLAG_STRIP_DOTS) != 0;
    urival_status st;
    struct comps b, r;
    /* *info is an output too: over an input it is refused, not cleared. */
    int info_over =
        URIVAL__OUT_OVER(info, base_str, base_len) || URIVAL__OUT_OVER(info, ref_str, ref_len);

    if (info != NULL && !info_over)
        *info = 0;
    if ((st = urival__buf_begin(&o, in, 2,
                                (flags & ~URIVAL_DRAFT05_FLAG_STRIP_DOTS) != 0 || info_over
                                    ? URIVAL_EINVAL
                                    : URIVAL_OK,
                                buf, cap, needed, err)) != URIVAL_OK)
        return st;
    if (base == NULL)
        base = (const unsigned char *)"";
    if (ref == NULL)
        ref = (const unsigned char *)"";
    if (urival_match(URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, (const char *)ref, ref_len, err) !=
        URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, URIVAL_ESYNTAX);
    if (urival_match(URIVAL_RULE_URL_DRAFT05_ABSOLUTEURL, (const char *)base, base_len, err) !=
        URIVAL_OK) {
        if (err != NULL)
            err->status = URIVAL_EBASE;
        return urival__buf_fail(buf, cap, needed, URIVAL_EBASE);
    }
    split(base, base_len, &b);
    split(ref, ref_len, &r);

    if (r.path.len == 0 && !r.has_scheme && !r.has_site && !r.has_query) {
        /* 2) a reference to the current document */
        if (info != NULL)
            *info |= URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT;
        urival__buf_put(&o, ref, ref_len);
    } else if (r.has_scheme && !strip) {
        /* 3) an absolute URL */
        urival__buf_put(&o, ref, ref_len);
    } else {
        const unsigned char *site_src = r.has_scheme || r.has_site ? ref : base;
        const struct comps *site = r.has_scheme || r.has_site ? &r : &b;
        const unsigned char *scheme_src = r.has_scheme ? ref : base;
        const struct comps *scheme = r.has_scheme ? &r : &b;
        int relative = !r.has_scheme && !r.has_site && !(r.path.len > 0 && ref[r.path.off] == '/');
        /* 7) scheme ":" ["//" site] path ["?" query] ["#" fragment] */
        urival__buf_put(&o, scheme_src + scheme->scheme.off, scheme->scheme.len);
        urival__buf_byte(&o, ':');
        if (site->has_site) {
            urival__buf_put(&o, "//", 2);
            urival__buf_put(&o, site_src + site->site.off, site->site.len);
        }
        if (relative) {
            /* 6) merge with the base path, query included */
            struct vbuf v;
            size_t keep = b.path.len;
            while (keep > 0 && base[b.path.off + keep - 1] != '/')
                keep--;
            v.p0 = base + b.path.off;
            v.n0 = keep;
            v.p1 = ref + r.path.off;
            v.n1 = r.path.len + (r.has_query ? 1 + r.query.len : 0);
            v.len = v.n0 + v.n1;
            merge(&v, strip, &o);
        } else {
            /* 3), 4), 5): the reference's own path and query */
            copy_path(ref + r.path.off, r.path.len, strip, &o);
            if (r.has_query) {
                urival__buf_byte(&o, '?');
                urival__buf_put(&o, ref + r.query.off, r.query.len);
            }
        }
        if (r.has_fragment) {
            urival__buf_byte(&o, '#');
            urival__buf_put(&o, ref + r.fragment.off, r.fragment.len);
        }
    }
    if (err != NULL)
        memset(err, 0, sizeof *err);
    return urival__buf_finish(&o, needed);
}
