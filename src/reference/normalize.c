/* normalize.c - syntax- and scheme-based normalization (RFC 3986 section
 * 6.2.2 and 6.2.3); the decisions are made in normplan.c. */
#include "core/buf.h"
#include "reference/normplan.h"
#include "reference/pctnorm.h"

static void put_mode(struct urival__buf *b, const struct urival__ref *r, urival_uri_part c,
                     unsigned mode)
{
    const unsigned char *p = urival__at(r, c);
    size_t n = urival__len(r, c), at = urival__buf_reserve(b, urival__pct_len(p, n, mode));
    if (!b->overflow)
        urival__pct_write(b, at, p, n, mode);
}

urival_status urival_normalize(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                               size_t *needed, urival_error *err)
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
    if ((st = urival__plan_make(&p, s, len, flags, err)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
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
        else
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
