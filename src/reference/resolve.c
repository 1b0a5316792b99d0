/* resolve.c - reference resolution (RFC 3986 section 5.2). */
#include <string.h>
#include "core/buf.h"
#include "reference/dots.h"
#include "reference/refparse.h"

static void put_part(struct urival__buf *b, const struct urival__ref *r, urival_uri_part c)
{
    urival__buf_put(b, urival__at(r, c), urival__len(r, c));
}

/* Schemes are case-insensitive (section 3.1), so non-strict resolution
 * drops "HTTP:" against an "http" base as well. */
static int same_scheme(const struct urival__ref *a, const struct urival__ref *b)
{
    size_t n = urival__len(a, URIVAL_URI_PART_SCHEME);
    return n == urival__len(b, URIVAL_URI_PART_SCHEME) &&
           urival__eq_ci(urival__at(a, URIVAL_URI_PART_SCHEME),
                         urival__at(b, URIVAL_URI_PART_SCHEME), n);
}

/* remove_dot_segments of path pieces, written where the target's path
 * goes; guarded when the target has no authority. */
static void put_dotless(struct urival__buf *b, const unsigned char *a, size_t alen,
                        const unsigned char *p, size_t plen, int has_authority)
{
    struct urival__path path;
    urival__path_init(&path, a, alen, p, plen);
    urival__path_write(b, &path, has_authority ? 0 : URIVAL__PW_GUARD);
}

/* Section 5.2.2, with merge (5.2.3) done by handing the base's directory
 * and the reference's path to the dot remover as two pieces. */
static void transform(struct urival__buf *b, const struct urival__ref *base,
                      const struct urival__ref *r, int r_scheme)
{
    const unsigned char *rp = urival__at(r, URIVAL_URI_PART_PATH);
    size_t rplen = urival__len(r, URIVAL_URI_PART_PATH);
    const struct urival__ref *auth =
        r_scheme || urival__has(r, URIVAL_URI_PART_AUTHORITY) ? r : base;
    const struct urival__ref *query = r;

    put_part(b, r_scheme ? r : base, URIVAL_URI_PART_SCHEME);
    urival__buf_byte(b, ':');
    if (urival__has(auth, URIVAL_URI_PART_AUTHORITY)) {
        urival__buf_put(b, "//", 2);
        put_part(b, auth, URIVAL_URI_PART_AUTHORITY);
    }
    if (auth == r) {
        put_dotless(b, NULL, 0, rp, rplen, urival__has(r, URIVAL_URI_PART_AUTHORITY));
    } else if (rplen == 0) {
        put_part(b, base, URIVAL_URI_PART_PATH);
        if (!urival__has(r, URIVAL_URI_PART_QUERY))
            query = base;
    } else if (rp[0] == '/') {
        put_dotless(b, NULL, 0, rp, rplen, urival__has(base, URIVAL_URI_PART_AUTHORITY));
    } else {
        const unsigned char *bp = urival__at(base, URIVAL_URI_PART_PATH);
        size_t bplen = urival__len(base, URIVAL_URI_PART_PATH), dir = bplen;
        if (urival__has(base, URIVAL_URI_PART_AUTHORITY) && bplen == 0) {
            bp = (const unsigned char *)"/";
            dir = 1;
        } else {
            while (dir > 0 && bp[dir - 1] != '/')
                dir--;
        }
        put_dotless(b, bp, dir, rp, rplen, urival__has(base, URIVAL_URI_PART_AUTHORITY));
    }
    if (urival__has(query, URIVAL_URI_PART_QUERY)) {
        urival__buf_byte(b, '?');
        put_part(b, query, URIVAL_URI_PART_QUERY);
    }
    if (urival__has(r, URIVAL_URI_PART_FRAGMENT)) {
        urival__buf_byte(b, '#');
        put_part(b, r, URIVAL_URI_PART_FRAGMENT);
    }
}

urival_status urival__resolve_by(urival__ref_reader read, const char *base, size_t base_len,
                                 const char *ref, size_t ref_len, unsigned flags, char *buf,
                                 size_t cap, size_t *needed, urival_error *err)
{
    const struct urival__input in[2] = { { base, base_len }, { ref, ref_len } };
    struct urival__ref b, r;
    struct urival__buf out;
    urival_status st;
    int r_scheme;

    if ((st = urival__buf_begin(&out, in, 2,
                                (flags & ~URIVAL_RESOLVE_FLAG_NON_STRICT) != 0 ? URIVAL_EINVAL
                                                                               : URIVAL_OK,
                                buf, cap, needed, err)) != URIVAL_OK)
        return st;
    if ((st = read(&b, 1, base, base_len, err)) != URIVAL_OK ||
        (st = read(&r, 0, ref, ref_len, err)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    r_scheme = urival__has(&r, URIVAL_URI_PART_SCHEME);
    if (r_scheme && (flags & URIVAL_RESOLVE_FLAG_NON_STRICT) && same_scheme(&r, &b))
        r_scheme = 0;
    transform(&out, &b, &r, r_scheme);
    return urival__buf_finish(&out, needed);
}

static urival_status read_uri(struct urival__ref *r, int is_base, const char *s, size_t len,
                              urival_error *err)
{
    return is_base ? urival__base_parse(r, s, len, err)
                   : urival__ref_parse(r, URIVAL_RULE_RFC3986_URI_REFERENCE, s, len, err);
}

urival_status urival_resolve(const char *base, size_t base_len, const char *ref, size_t ref_len,
                             unsigned flags, char *buf, size_t cap, size_t *needed,
                             urival_error *err)
{
    return urival__resolve_by(read_uri, base, base_len, ref, ref_len, flags, buf, cap, needed, err);
}

urival_status urival_remove_dot_segments(const char *path, size_t len, char *buf, size_t cap,
                                         size_t *needed)
{
    const struct urival__input in = { path, len };
    struct urival__buf out;
    struct urival__path p;
    urival_status st = urival__buf_begin(&out, &in, 1, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    urival__path_init(&p, NULL, 0, (const unsigned char *)path, len);
    urival__path_write(&out, &p, 0);
    return urival__buf_finish(&out, needed);
}
