/* normalize.c - syntax- and scheme-based normalization (RFC 3986 section
 * 6.2.2 and 6.2.3); the decisions are made in normplan.c. */
#include "core/buf.h"
#include "reference/normplan.h"
#include "reference/pctnorm.h"

static void put_mode(struct urival__buf *b, const struct urival__ref *r, urival_uri_part c,
                     unsigned mode)
{
    urival__pct_put(b, urival__at(r, c), urival__len(r, c), mode);
}

/* 1 when every component is written in its place in s: the port stays,
 * the host is no IPv6 text to rewrite, the path is the input's and plain
 * (dots.h).  Then the normal form is s normalized piece by piece, in as
 * few pieces as the modes allow: the delimiters between components read
 * the same in every mode. */
static int in_place(const struct urival__plan *p)
{
    const struct urival__ref *r = &p->r;
    return p->ip6len == 0 && !p->empty_host &&
           p->keep_port == urival__has(r, URIVAL_URI_PART_PORT) &&
           p->path.b == urival__at(r, URIVAL_URI_PART_PATH) &&
           p->path.blen == urival__len(r, URIVAL_URI_PART_PATH) &&
           urival__path_plain(&p->path, p->path_flags);
}

/* s normalized piece by piece: up to the host (scheme, "://" and
 * userinfo's "@") lowered, userinfo not, the host lowered, the rest not;
 * the scheme holds no "%", so NORM does not touch it. */
static void put_in_place(struct urival__buf *b, const struct urival__ref *r)
{
    size_t at = 0;
    if (urival__has(r, URIVAL_URI_PART_USERINFO)) {
        size_t u = r->u.part[URIVAL_URI_PART_USERINFO].off;
        urival__pct_put(b, r->s, u, URIVAL__MODE_HOST);
        urival__pct_put(b, r->s + u, r->u.part[URIVAL_URI_PART_HOST].off - u, URIVAL__MODE_TEXT);
        at = r->u.part[URIVAL_URI_PART_HOST].off;
    }
    if (urival__has(r, URIVAL_URI_PART_HOST)) {
        size_t h = r->u.part[URIVAL_URI_PART_HOST].off + r->u.part[URIVAL_URI_PART_HOST].len;
        urival__pct_put(b, r->s + at, h - at, URIVAL__MODE_HOST);
        at = h;
    } else if (urival__has(r, URIVAL_URI_PART_SCHEME)) {
        at = r->u.part[URIVAL_URI_PART_SCHEME].len;
        urival__pct_put(b, r->s, at, URIVAL__MODE_SCHEME);
    }
    urival__pct_put(b, r->s + at, r->len - at, URIVAL__MODE_TEXT);
}

urival_status urival__normalize_by(urival__ref_reader read, const char *s, size_t len,
                                   unsigned flags, char *buf, size_t cap, size_t *needed,
                                   urival_error *err)
{
    struct urival__plan p;
    struct urival__buf b;
    const struct urival__ref *r = &p.r;
    const struct urival__input in = { s, len };
    urival_status st = urival__buf_begin(
        &b, &in, 1,
        (flags & ~(URIVAL_NORMALIZE_FLAG_SCHEME | URIVAL_NORMALIZE_FLAG_IPV6)) != 0 ? URIVAL_EINVAL
                                                                                    : URIVAL_OK,
        buf, cap, needed, err);

    if (st != URIVAL_OK)
        return st;
    if ((st = urival__plan_make(&p, read, s, len, flags, err)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    if (in_place(&p)) {
        put_in_place(&b, r);
        return urival__buf_finish(&b, needed);
    }
    if (urival__has(r, URIVAL_URI_PART_SCHEME)) {
        put_mode(&b, r, URIVAL_URI_PART_SCHEME, URIVAL__MODE_SCHEME);
        urival__buf_byte(&b, ':');
    }
    if (urival__has(r, URIVAL_URI_PART_AUTHORITY)) {
        urival__buf_put(&b, "//", 2);
        if (urival__has(r, URIVAL_URI_PART_USERINFO)) {
            put_mode(&b, r, URIVAL_URI_PART_USERINFO, URIVAL__MODE_TEXT);
            urival__buf_byte(&b, '@');
        }
        if (p.ip6len > 0)
            urival__buf_put(&b, p.ip6, p.ip6len);
        else if (!p.empty_host)
            put_mode(&b, r, URIVAL_URI_PART_HOST, URIVAL__MODE_HOST);
        if (p.keep_port) {
            urival__buf_byte(&b, ':');
            put_mode(&b, r, URIVAL_URI_PART_PORT, 0);
        }
    }
    urival__path_write(&b, &p.path, p.path_flags);
    if (urival__has(r, URIVAL_URI_PART_QUERY)) {
        urival__buf_byte(&b, '?');
        put_mode(&b, r, URIVAL_URI_PART_QUERY, URIVAL__MODE_TEXT);
    }
    if (urival__has(r, URIVAL_URI_PART_FRAGMENT)) {
        urival__buf_byte(&b, '#');
        put_mode(&b, r, URIVAL_URI_PART_FRAGMENT, URIVAL__MODE_TEXT);
    }
    return urival__buf_finish(&b, needed);
}

urival_status urival_normalize(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                               size_t *needed, urival_error *err)
{
    return urival__normalize_by(urival__read_uri, s, len, flags, buf, cap, needed, err);
}
