/* relativize.c - the shortest reference that resolves to a target.
 *
 * Resolution (section 5.2.2) gives five shapes of reference, and each
 * shape's shortest member follows from the components:
 *   empty path  "", "#f", "?q": the base's path, and its query unless given;
 *   relative    climb with ".." from the base's directory, then descend;
 *   absolute    the target's path;
 *   network     "//" authority and path;
 *   full        the target itself.
 * All shapes that apply are measured, and the shortest is written (the
 * first of equals, in that order).  Every path a reference can produce has
 * no dot segments (section 5.2.4 removes them), apart from the "/." that
 * resolve.c puts before a path beginning "//"; a target path with others
 * is reachable only as the base's own path. */
#include <stdint.h>
#include <string.h>
#include "core/buf.h"
#include "reference/dots.h"
#include "reference/refparse.h"

enum shape { EMPTY_PATH, RELATIVE, ABSOLUTE, NETWORK, FULL, SHAPES };

/* The target's path as a resolution produces it, before the "/." guard. */
struct target_path {
    const unsigned char *p;
    size_t len;
    int stable; /* no dot segments: some reference produces it */
};

/* The relative-path shape: "../" ups times (or "./"), then p[from..]. */
struct climb {
    size_t ups;
    size_t from;
    int dot_slash; /* "./" in front */
    int last_dots; /* nothing to descend into: "." or ".." ends it */
};

static void target_path(struct target_path *x, const struct urival__ref *t)
{
    x->p = urival__at(t, URIVAL_URI_PART_PATH);
    x->len = urival__len(t, URIVAL_URI_PART_PATH);
    if (!urival__has(t, URIVAL_URI_PART_AUTHORITY) && x->len >= 4 && memcmp(x->p, "/.//", 4) == 0) {
        x->p += 2;
        x->len -= 2;
    }
    x->stable = !urival__has_dot_segment(x->p, x->len, 0);
}

/* Reads a plain path's units right to left, as dots.c hands them out:
 * "/"-led segments, and a "/"-less first one when the path is rootless. */
struct units {
    const unsigned char *p;
    size_t pos;
    int done;
};

static int next_unit(struct units *it, struct urival__unit *u)
{
    size_t q = it->pos;
    if (it->done)
        return 0;
    while (q > 0 && it->p[q - 1] != '/')
        q--;
    if (q > 0) {
        u->start = q;
        u->end = it->pos;
        u->slash = 1;
        it->pos = q - 1;
        return 1;
    }
    it->done = 1;
    if (it->pos == 0)
        return 0; /* an absolute path's empty first segment, or no path */
    u->start = 0;
    u->end = it->pos;
    u->slash = 0;
    return 1;
}

static size_t count_units(const unsigned char *p, size_t n)
{
    struct units it = { p, n, 0 };
    struct urival__unit u;
    size_t k = 0;
    while (next_unit(&it, &u))
        k++;
    return k;
}

static int same_unit(const struct urival__path *dp, const struct urival__unit *du,
                     const unsigned char *x, const struct urival__unit *xu)
{
    return du->slash == xu->slash && du->end - du->start == xu->end - xu->start &&
           memcmp(urival__unit_bytes(dp, du), x + xu->start, xu->end - xu->start) == 0;
}

static int has_colon(const unsigned char *p, size_t n)
{
    return memchr(p, ':', n) != NULL;
}

/* The number of "/" bytes in p[0..n), eight bytes a step: each byte that
 * is "/" becomes zero, each zero byte a one in its low bit (exactly: no
 * carry crosses a byte), and one multiplication sums the ones. */
static size_t count_slashes(const unsigned char *p, size_t n)
{
    const uint64_t slashes = 0x2f2f2f2f2f2f2f2fu, low7 = 0x7f7f7f7f7f7f7f7fu;
    size_t c = 0, i = 0;
    for (; n - i >= 8; i += 8) {
        uint64_t w, t;
        memcpy(&w, p + i, 8);
        w ^= slashes;
        t = (~(((w & low7) + low7) | w) >> 7) & 0x0101010101010101u;
        c += (size_t)((t * 0x0101010101010101u) >> 56);
    }
    for (; i < n; i++)
        c += p[i] == '/';
    return c;
}

/* The length of the longest common prefix of a[0..n) and b[0..n). */
static size_t common_prefix(const unsigned char *a, const unsigned char *b, size_t n)
{
    size_t i = 0;
    for (; n - i >= 8; i += 8) {
        uint64_t u, v;
        memcpy(&u, a + i, 8);
        memcpy(&v, b + i, 8);
        if (u != v)
            break;
    }
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

/* Where the unit after the first j of x begins, its "/" left out. */
static size_t unit_start(const unsigned char *x, size_t len, size_t j)
{
    size_t q;
    if (j == 0)
        return len > 0 && x[0] == '/';
    for (q = 1; q < len; q++)
        if (x[q] == '/' && --j == 0)
            return q + 1;
    return len;
}

/* The directory's units and the target's compared from the left, for a
 * directory with no dot segment, whose units are its segments as they
 * stand: the common byte prefix holds the units both share, a "/" in it
 * past the first byte ending one of them, and where the prefix stops both
 * may end a unit too.  Stores the directory's units in *k, the target's
 * in *n and how many from the left both share, at most limit, in *j, and
 * returns where the target's next unit begins. */
static size_t shared_units(const unsigned char *d, size_t dlen, const unsigned char *x, size_t xlen,
                           size_t *k, size_t *n, size_t *j)
{
    size_t m = dlen < xlen ? dlen : xlen, pre, shared, limit, q;
    size_t l = common_prefix(d, x, m);
    int ends;

    pre = count_slashes(x, l);
    *k = pre + count_slashes(d + l, dlen - l) + (dlen > 0 && d[0] != '/');
    *n = pre + count_slashes(x + l, xlen - l) + (xlen > 0 && x[0] != '/');
    if (*n == 0)
        return 0;
    limit = *k < *n - 1 ? *k : *n - 1;
    ends = l > 0 && (l == dlen || d[l] == '/') && (l == xlen || x[l] == '/');
    shared = l > 0 ? pre - (x[0] == '/') + (size_t)ends : 0;
    if (shared > limit) {
        *j = limit;
        return unit_start(x, xlen, limit);
    }
    *j = shared;
    if (ends)
        return l + 1; /* x[l] is "/": had x ended there, shared would pass limit */
    q = l;
    while (q > 0 && x[q - 1] != '/')
        q--;
    return q > 0 ? q : (size_t)(xlen > 0 && x[0] == '/');
}

/* The shortest relative path that, merged with the base's path and rid of
 * dot segments, gives x.  Returns its length, or 0 when there is none. */
static size_t relative_path(const struct urival__ref *b, const struct target_path *x,
                            struct climb *c)
{
    const unsigned char *bp = urival__at(b, URIVAL_URI_PART_PATH);
    size_t dir = urival__len(b, URIVAL_URI_PART_PATH), k = 0, n, limit, i, j, seg_end;
    struct urival__path dpath;
    struct urival__dots d;
    struct urival__unit du, xu;
    struct units xs;

    memset(c, 0, sizeof *c);
    if (urival__has(b, URIVAL_URI_PART_AUTHORITY) && dir == 0) {
        bp = (const unsigned char *)"/";
        dir = 1;
    } else {
        while (dir > 0 && bp[dir - 1] != '/')
            dir--;
    }
    if (dir > 0 && !urival__has_dot_segment(bp, dir, 0)) {
        /* The common case, forward: the directory's units are its
         * segments, the empty one after its last "/" left out. */
        c->from = shared_units(bp, dir - 1, x->p, x->len, &k, &n, &j);
        if (n == 0)
            return 0; /* a merged path never comes out empty */
    } else {
        urival__path_init(&dpath, NULL, 0, bp, dir);
        urival__dots_init(&d, &dpath, URIVAL__DOTS_OPEN);
        if (d.virgin) {
            /* The directory vanishes in step 2A, so the reference's own
             * path is read from scratch: its first segment stays "/"-less. */
            if (x->len == 0) {
                c->last_dots = 1; /* "." */
                return 1;
            }
            if (x->p[0] == '/') {
                /* Step 2A takes a "./" in front away and leaves the rest
                 * as it stands: against "s:a", "./" "//x" is as short as
                 * the absolute "/." "//x", and more relative. */
                c->dot_slash = 1;
                return x->len + 2;
            }
            seg_end = 0;
            while (seg_end < x->len && x->p[seg_end] != '/')
                seg_end++;
            c->dot_slash = has_colon(x->p, seg_end);
            return x->len + (c->dot_slash ? 2u : 0u);
        }
        while (urival__dots_next(&d, &du))
            k++;
        n = count_units(x->p, x->len);
        if (n == 0)
            return 0; /* a merged path never comes out empty */
        limit = k < n - 1 ? k : n - 1;

        /* j: how many of the directory's units, from the left, the
         * target keeps; the first mismatch below limit decides it. */
        urival__dots_init(&d, &dpath, URIVAL__DOTS_OPEN);
        xs.p = x->p;
        xs.pos = x->len;
        xs.done = 0;
        for (i = k; i > limit; i--)
            urival__dots_next(&d, &du);
        c->from = x->len;
        for (i = n; i > limit; i--) {
            next_unit(&xs, &xu);
            c->from = xu.start;
        }
        j = limit;
        for (i = limit; i > 0; i--) {
            urival__dots_next(&d, &du);
            next_unit(&xs, &xu);
            if (!same_unit(&dpath, &du, x->p, &xu)) {
                j = i - 1;
                c->from = xu.start;
            }
        }
    }
    if (j == 0 && x->p[0] != '/')
        return 0; /* the first segment would be pushed after a "/" */
    c->ups = k - j;
    if (c->from == x->len) {
        /* Only the empty final segment to add: "." or ".." says it. */
        c->last_dots = 1;
        return c->ups == 0 ? 1 : 3 * c->ups - 1;
    }
    seg_end = c->from;
    while (seg_end < x->len && x->p[seg_end] != '/')
        seg_end++;
    c->dot_slash =
        c->ups == 0 && (seg_end == c->from || has_colon(x->p + c->from, seg_end - c->from));
    return 3 * c->ups + (c->dot_slash ? 2u : 0u) + (x->len - c->from);
}

static void put_part(struct urival__buf *out, const struct urival__ref *r, urival_uri_part c,
                     const char *delim)
{
    if (!urival__has(r, c))
        return;
    urival__buf_put(out, delim, 1);
    urival__buf_put(out, urival__at(r, c), urival__len(r, c));
}

static size_t part_len(const struct urival__ref *r, urival_uri_part c)
{
    return urival__has(r, c) ? 1 + urival__len(r, c) : 0;
}

urival_status urival__relativize_by(urival__ref_reader read, const char *base, size_t base_len,
                                    const char *target, size_t target_len, char *buf, size_t cap,
                                    size_t *needed, urival_error *err)
{
    struct urival__ref b, t;
    struct urival__buf out;
    struct target_path x;
    struct climb c;
    size_t len[SHAPES], qf, i;
    int ok[SHAPES], best = -1, same_sa, own_query;
    const struct urival__input in[2] = { { base, base_len }, { target, target_len } };
    urival_status st;

    if ((st = urival__buf_begin(&out, in, 2, URIVAL_OK, buf, cap, needed, err)) != URIVAL_OK)
        return st;
    if ((st = read(&b, URIVAL__READ_BASE, base, base_len, err)) != URIVAL_OK ||
        (st = read(&t, URIVAL__READ_FULL, target, target_len, err)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);

    target_path(&x, &t);
    qf = part_len(&t, URIVAL_URI_PART_QUERY) + part_len(&t, URIVAL_URI_PART_FRAGMENT);
    same_sa = urival__same(&b, &t, URIVAL_URI_PART_SCHEME) &&
              urival__same(&b, &t, URIVAL_URI_PART_AUTHORITY);
    memset(ok, 0, sizeof ok);

    /* Without a path the reference keeps the base's path, and its query
     * too unless it brings one. */
    own_query = !urival__same(&b, &t, URIVAL_URI_PART_QUERY);
    ok[EMPTY_PATH] = same_sa && urival__same(&b, &t, URIVAL_URI_PART_PATH) &&
                     (!own_query || urival__has(&t, URIVAL_URI_PART_QUERY));
    len[EMPTY_PATH] = (own_query ? part_len(&t, URIVAL_URI_PART_QUERY) : 0) +
                      part_len(&t, URIVAL_URI_PART_FRAGMENT);
    if (x.stable) {
        size_t rel = same_sa ? relative_path(&b, &x, &c) : 0;
        ok[RELATIVE] = rel > 0;
        len[RELATIVE] = rel + qf;
        ok[ABSOLUTE] = same_sa && x.len > 0 && x.p[0] == '/';
        len[ABSOLUTE] = x.len + (x.len >= 2 && x.p[1] == '/' ? 2u : 0u) + qf;
        ok[NETWORK] = urival__same(&b, &t, URIVAL_URI_PART_SCHEME) &&
                      urival__has(&t, URIVAL_URI_PART_AUTHORITY);
        len[NETWORK] = 2 + urival__len(&t, URIVAL_URI_PART_AUTHORITY) + x.len + qf;
        ok[FULL] = 1;
        len[FULL] = t.len;
    }
    for (i = 0; i < SHAPES; i++)
        if (ok[i] && (best < 0 || len[i] < len[best]))
            best = (int)i;
    if (best < 0) {
        urival__refuse(err, URIVAL_EUNREACHABLE);
        return urival__buf_fail(buf, cap, needed, URIVAL_EUNREACHABLE);
    }

    switch ((enum shape)best) {
    case EMPTY_PATH:
        if (own_query)
            put_part(&out, &t, URIVAL_URI_PART_QUERY, "?");
        break;
    case RELATIVE:
        if (c.dot_slash)
            urival__buf_put(&out, "./", 2);
        for (i = 0; i < c.ups; i++)
            urival__buf_put(&out, c.last_dots && i + 1 == c.ups ? ".." : "../",
                            c.last_dots && i + 1 == c.ups ? 2 : 3);
        if (c.last_dots && c.ups == 0)
            urival__buf_byte(&out, '.');
        if (!c.last_dots)
            urival__buf_put(&out, x.p + c.from, x.len - c.from);
        put_part(&out, &t, URIVAL_URI_PART_QUERY, "?");
        break;
    case ABSOLUTE:
        if (x.len >= 2 && x.p[1] == '/')
            urival__buf_put(&out, "/.", 2);
        urival__buf_put(&out, x.p, x.len);
        put_part(&out, &t, URIVAL_URI_PART_QUERY, "?");
        break;
    case NETWORK:
        urival__buf_put(&out, "//", 2);
        urival__buf_put(&out, urival__at(&t, URIVAL_URI_PART_AUTHORITY),
                        urival__len(&t, URIVAL_URI_PART_AUTHORITY));
        urival__buf_put(&out, x.p, x.len);
        put_part(&out, &t, URIVAL_URI_PART_QUERY, "?");
        break;
    case FULL:
    case SHAPES:
        urival__buf_put(&out, t.s, t.len);
        return urival__buf_finish(&out, needed);
    }
    put_part(&out, &t, URIVAL_URI_PART_FRAGMENT, "#");
    return urival__buf_finish(&out, needed);
}

urival_status urival_relativize(const char *base, size_t base_len, const char *target,
                                size_t target_len, char *buf, size_t cap, size_t *needed,
                                urival_error *err)
{
    return urival__relativize_by(urival__read_uri, base, base_len, target, target_len, buf, cap,
                                 needed, err);
}
