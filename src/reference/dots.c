/* dots.c - dot-segment removal; see dots.h for the method. */
#include <stdint.h>
#include <string.h>
#include "reference/dots.h"

void urival__path_init(struct urival__path *p, const unsigned char *a, size_t alen,
                       const unsigned char *b, size_t blen)
{
    static const unsigned char none[1] = { 0 };
    p->a = a != NULL ? a : none;
    p->alen = a != NULL ? alen : 0;
    p->b = b != NULL ? b : none;
    p->blen = b != NULL ? blen : 0;
}

static unsigned at(const struct urival__path *p, size_t i)
{
    return i < p->alen ? p->a[i] : p->b[i - p->alen];
}

static size_t path_len(const struct urival__path *p)
{
    /* Both pieces come from inputs of at most URIVAL_MAX_INPUT bytes. */
    return p->alen + p->blen;
}

const unsigned char *urival__unit_bytes(const struct urival__path *p, const struct urival__unit *u)
{
    return u->start < p->alen ? p->a + u->start : p->b + (u->start - p->alen);
}

int urival__dot_kind(const struct urival__path *p, size_t start, size_t end, int decode)
{
    int dots = 0;
    size_t i = start;
    if (end - start > 6)
        return 0;
    while (i < end) {
        if (at(p, i) == '.') {
            i++;
        } else if (decode && at(p, i) == '%' && end - i >= 3 && at(p, i + 1) == '2' &&
                   (at(p, i + 2) == 'E' || at(p, i + 2) == 'e')) {
            i += 3;
        } else {
            return 0;
        }
        dots++;
    }
    return dots == 1 || dots == 2 ? dots : 0;
}

/* End of the segment that starts at i. */
static size_t segment_end(const struct urival__path *p, size_t i, size_t n)
{
    while (i < n && at(p, i) != '/')
        i++;
    return i;
}

void urival__dots_init(struct urival__dots *d, const struct urival__path *p, unsigned flags)
{
    size_t n = path_len(p), i = 0;
    int decode = (flags & URIVAL__DOTS_PCT) != 0;
    d->path = p;
    d->flags = flags;
    d->skip = 0;
    d->last = 1;
    d->done = 0;
    /* Steps 2A and 2D: the leading "./" and "../" of a path that does not
     * begin with "/" go, and so does a whole path of "." or "..".  A
     * relative reference keeps them: they climb from its base. */
    if (!(flags & URIVAL__DOTS_REL)) {
        while (i < n && at(p, i) != '/') {
            size_t e = segment_end(p, i, n);
            if (urival__dot_kind(p, i, e, decode) == 0)
                break;
            i = e < n ? e + 1 : n;
        }
    }
    d->lo = i;
    d->pos = n;
    d->virgin = i == n;
}

/* Start of the segment that ends at end: just past the nearest "/" before
 * it, or lo.  Scanned in the piece itself rather than byte by byte through
 * at(): no segment spans the two pieces, since the first ends with "/". */
static size_t segment_start(const struct urival__path *p, size_t lo, size_t end)
{
    size_t q = end;
    if (q > p->alen) {
        size_t base = p->alen, stop = lo > base ? lo : base;
        while (q > stop && p->b[q - 1 - base] != '/')
            q--;
        if (q > base || q <= lo)
            return q;
    }
    while (q > lo && p->a[q - 1] != '/')
        q--;
    return q;
}

int urival__dots_next(struct urival__dots *d, struct urival__unit *u)
{
    const struct urival__path *p = d->path;
    int rel = (d->flags & URIVAL__DOTS_REL) != 0;

    while (!d->done) {
        size_t end = d->pos, q = segment_start(p, d->lo, end), start;
        int slash, kind, final = d->last;
        if (q > d->lo) {
            start = q;
            slash = 1;
            d->pos = q - 1;
        } else if (end > d->lo) {
            /* The first segment, not led by "/".  Past step 2A it is no dot
             * segment; a relative reference's may be, and counts as led by
             * the "/" that ends its base's directory. */
            start = d->lo;
            slash = rel;
            d->done = 1;
        } else {
            d->done = 1; /* an absolute path's empty first segment */
            break;
        }
        d->last = 0;
        if (final && (d->flags & URIVAL__DOTS_OPEN))
            continue;
        kind = urival__dot_kind(p, start, end, (d->flags & URIVAL__DOTS_PCT) != 0);
        if (final && kind != 0) {
            /* A final "." or ".." leaves an empty segment after whatever it
             * does; that segment is rightmost, so it always survives. */
            if (kind == 2)
                d->skip++;
            u->start = u->end = end;
            u->slash = 1;
            return 1;
        }
        if (kind == 2) {
            d->skip++;
        } else if (kind == 0) {
            if (d->skip == 0) {
                u->start = start;
                u->end = end;
                u->slash = slash;
                return 1;
            }
            d->skip--;
        }
    }
    return 0;
}

void urival__unit_reader(struct urival__pct_reader *r, const struct urival__path *p,
                         const struct urival__unit *u, unsigned mode)
{
    urival__pct_reader_init(r, urival__unit_bytes(p, u), u->end - u->start, mode);
}

static size_t unit_len(const struct urival__path *p, const struct urival__unit *u, unsigned flags)
{
    if (!(flags & URIVAL__DOTS_PCT))
        return u->end - u->start;
    return urival__pct_len(urival__unit_bytes(p, u), u->end - u->start, URIVAL__PCT_NORM);
}

/* Writes a unit's segment at pos as urival__unit_iter() reads it. */
static void unit_write(struct urival__buf *b, size_t pos, const struct urival__path *p,
                       const struct urival__unit *u, unsigned flags)
{
    urival__pct_write(b, pos, urival__unit_bytes(p, u), u->end - u->start,
                      (flags & URIVAL__DOTS_PCT) ? URIVAL__PCT_NORM : 0);
}

static int unit_has_colon(const struct urival__path *p, const struct urival__unit *u)
{
    size_t i;
    for (i = u->start; i < u->end; i++)
        if (at(p, i) == ':')
            return 1;
    return 0;
}

/* 1 when the segment at s (end at end) begins like a dot segment: "." or,
 * with pct, "%2E"; such a segment is looked at whole. */
static int dot_led(const unsigned char *s, const unsigned char *end, int pct)
{
    return s < end && (s[0] == '.' || (pct && s[0] == '%' && end - s >= 3 && s[1] == '2' &&
                                       (s[2] == 'E' || s[2] == 'e')));
}

/* 1 when the piece s[0..n) holds a "." or ".." segment (with pct, one
 * spelt with "%2E" too).  A piece without "%" is searched for its "."
 * bytes, one with "%" for its "/" bytes: either way a segment is looked at
 * only where it begins like a dot segment, so a path of escapes is not
 * read byte by byte. */
int urival__has_dot_segment(const unsigned char *s, size_t n, int pct)
{
    const unsigned char *end = s + n, *seg = s, *slash;
    unsigned target = pct && memchr(s, '%', n) != NULL ? '/' : '.';
    if (n == 0)
        return 0;
    if (target == '.') {
        const unsigned char *dot = s;
        while ((dot = memchr(dot, '.', (size_t)(end - dot))) != NULL) {
            if (dot == s || dot[-1] == '/') {
                seg = dot;
                break;
            }
            dot++;
        }
        if (dot == NULL)
            return 0;
    }
    for (;;) {
        if (dot_led(seg, end, pct)) {
            struct urival__path one;
            slash = memchr(seg, '/', (size_t)(end - seg));
            urival__path_init(&one, NULL, 0, seg, (size_t)((slash ? slash : end) - seg));
            if (urival__dot_kind(&one, 0, one.blen, pct) != 0)
                return 1;
        } else {
            slash = seg < end ? memchr(seg, '/', (size_t)(end - seg)) : NULL;
        }
        if (slash == NULL)
            return 0;
        seg = slash + 1;
    }
}

/* The common case, a path with no dot segment, is written as it stands
 * (through the normalizer under URIVAL__DOTS_PCT), in one forward pass.
 * An open directory (its last segment goes) and a path a guard must
 * protect ("//" at its start) take the general way, and so does a
 * relative reference's path outside normalization (its first "/" is the
 * base's); in normalization a relative path without dot segments is its
 * own normal form, its first segment having no ":" by the grammar. */
int urival__path_plain(const struct urival__path *p, unsigned flags)
{
    int pct = (flags & URIVAL__DOTS_PCT) != 0;
    if ((flags & URIVAL__DOTS_OPEN) || ((flags & URIVAL__DOTS_REL) && !pct))
        return 0;
    if ((flags & URIVAL__PW_GUARD) && path_len(p) >= 2 && at(p, 0) == '/' && at(p, 1) == '/')
        return 0;
    return !urival__has_dot_segment(p->a, p->alen, pct) &&
           !urival__has_dot_segment(p->b, p->blen, pct);
}

/* "." is 1, ".." is 2, any other segment 0: the kinds of
 * urival__dot_kind() once escapes are normalized ("%2E" is then ".", and
 * without decoding it is no dot). */
static int literal_dot_kind(const unsigned char *s, size_t n)
{
    return (n == 1 && s[0] == '.') || (n == 2 && s[0] == '.' && s[1] == '.') ? (int)n : 0;
}

static size_t literal_segment_end(const unsigned char *s, size_t i, size_t n)
{
    const unsigned char *q = memchr(s + i, '/', n - i);
    return q != NULL ? (size_t)(q - s) : n;
}

/* Section 5.2.4 on s[0..n), written over itself: the output buffer is the
 * input's start, which the input never falls behind (each segment moves
 * towards the start or goes), so one forward pass does it.  The stretch up
 * to the next segment led by "/." moves as one block: only such segments
 * are looked at, and a byte taken back by ".." is looked at once more.
 * Returns the output's length. */
static size_t remove_dots_in_place(unsigned char *s, size_t n)
{
    size_t r = 0, w = 0, e, q;
    const unsigned char *dot;
    int kind;

    /* 2A and 2D: a path that does not begin with "/" loses its leading
     * "./" and "../", and a whole path of "." or "..". */
    while (r < n && s[r] != '/') {
        e = literal_segment_end(s, r, n);
        if (literal_dot_kind(s + r, e - r) == 0)
            break;
        r = e < n ? e + 1 : n;
    }
    /* 2E: the first segment, not led by "/". */
    if (r < n && s[r] != '/') {
        e = literal_segment_end(s, r, n);
        memmove(s, s + r, e - r);
        w = e - r;
        r = e;
    }
    /* The others, each led by its "/" (s[r] is "/" here). */
    while (r < n) {
        for (dot = memchr(s + r + 1, '.', n - r - 1); dot != NULL && dot[-1] != '/';
             dot = memchr(dot + 1, '.', n - (size_t)(dot + 1 - s)))
            ;
        q = dot != NULL ? (size_t)(dot - s) - 1 : n;
        if (w != r)
            memmove(s + w, s + r, q - r);
        w += q - r;
        r = q;
        if (r == n)
            break;
        e = literal_segment_end(s, r + 1, n);
        kind = literal_dot_kind(s + r + 1, e - r - 1);
        if (kind == 0) {
            /* 2E: a segment that only begins with "." moves whole. */
            memmove(s + w, s + r, e - r);
            w += e - r;
        } else {
            /* 2C: "/.." removes the output's last segment and the "/"
             * before it, if any. */
            if (kind == 2) {
                while (w > 0 && s[w - 1] != '/')
                    w--;
                if (w > 0)
                    w--;
            }
            /* 2B and 2C: a final "/." or "/.." becomes "/", which 2E
             * then moves to the output. */
            if (e == n)
                s[w++] = '/';
        }
        r = e;
    }
    return w;
}

/* Section 6.2.2.2 then 6.2.2.3 (or 5.2.4 alone, without URIVAL__DOTS_PCT)
 * in the caller's buffer, when it has room for the whole path and a guard
 * (the output is never longer than the input): the path is written
 * through the normalizer as it stands, one pass, then its dot segments
 * removed over it, another pass that moves blocks and reads only the
 * segments led by "/.".  The cost per byte is the plain copy's, dot
 * segments or not.  Returns 0, having written nothing, when the general
 * writer must do it: no room, a relative reference's path (its leading
 * ".." are kept, not dropped), an open directory, or a first piece that
 * does not end a segment (an escape could straddle the two). */
static int path_forward(struct urival__buf *b, const struct urival__path *p, unsigned flags)
{
    size_t n = path_len(p), o;
    unsigned mode = (flags & URIVAL__DOTS_PCT) ? URIVAL__PCT_NORM : 0;
    unsigned char *out;

    if ((flags & (URIVAL__DOTS_REL | URIVAL__DOTS_OPEN)) || b->overflow || b->len >= b->cap ||
        b->cap - 1 - b->len < n || b->cap - 1 - b->len - n < 2 ||
        (p->alen > 0 && p->a[p->alen - 1] != '/'))
        return 0;
    out = (unsigned char *)b->buf + b->len;
    o = urival__pct_norm(out, p->a, p->alen, mode);
    o += urival__pct_norm(out + o, p->b, p->blen, mode);
    o = remove_dots_in_place(out, o);
    if ((flags & URIVAL__PW_GUARD) && o >= 2 && out[0] == '/' && out[1] == '/') {
        memmove(out + 2, out, o);
        out[0] = '/';
        out[1] = '.';
        o += 2;
    }
    b->len += o;
    return 1;
}

void urival__path_write(struct urival__buf *b, const struct urival__path *p, unsigned flags)
{
    struct urival__dots d;
    struct urival__unit u, first = { 0, 0, 0 };
    size_t total = 0, count = 0, kept_up, i, pos, seen = 0;
    int rel = (flags & URIVAL__DOTS_REL) != 0, saturated = 0;

    if (path_forward(b, p, flags))
        return;
    if (urival__path_plain(p, flags)) {
        unsigned mode = (flags & URIVAL__DOTS_PCT) ? URIVAL__PCT_NORM : 0;
        urival__pct_put(b, p->a, p->alen, mode);
        urival__pct_put(b, p->b, p->blen, mode);
        return;
    }
    /* Pass 1: measure, and find the leftmost unit, which decides the
     * guards. */
    urival__dots_init(&d, p, flags);
    while (urival__dots_next(&d, &u)) {
        size_t n = unit_len(p, &u, flags) + (u.slash ? 1u : 0u);
        if (n > SIZE_MAX - total)
            saturated = 1;
        else
            total += n;
        count++;
        first = u;
    }
    if (saturated) {
        b->overflow = 1;
        return;
    }
    kept_up = rel ? d.skip : 0;
    for (i = 0; i < kept_up; i++)
        urival__buf_put(b, "../", 3);
    if (rel && count > 0) {
        total--; /* the leftmost unit's "/" is the base's, not ours */
        if (kept_up == 0 && (first.start == first.end || unit_has_colon(p, &first)))
            urival__buf_put(b, "./", 2);
    } else if ((flags & URIVAL__PW_GUARD) && count >= 2 && first.slash &&
               first.start == first.end) {
        urival__buf_put(b, "/.", 2);
    }

    /* Pass 2: fill the reserved stretch from its end. */
    pos = urival__buf_reserve(b, total);
    if (b->overflow)
        return;
    pos += total;
    urival__dots_init(&d, p, flags);
    while (urival__dots_next(&d, &u)) {
        size_t n = unit_len(p, &u, flags);
        seen++;
        pos -= n;
        unit_write(b, pos, p, &u, flags);
        if (u.slash && !(rel && seen == count))
            urival__buf_set(b, --pos, '/');
    }
}
