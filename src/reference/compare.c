/* compare.c - the comparison ladder of RFC 3986 section 6.2, without
 * allocating: the components of two plans (normplan.h) are read through
 * the normalizer (pctnorm.h) a chunk at a time side by side, the paths
 * unit by unit from their ends. */
#include <string.h>
#include "core/buf.h"
#include "reference/normplan.h"

const char *urival_equivalence_name(urival_equivalence e)
{
    switch (e) {
    case URIVAL_COMPARE_RUNG_SIMPLE:
        return "simple";
    case URIVAL_COMPARE_RUNG_SYNTAX:
        return "syntax";
    case URIVAL_COMPARE_RUNG_SCHEME:
        return "scheme";
    case URIVAL_COMPARE_RUNG_DIFFERENT:
        return "different";
    }
    return NULL;
}

static int same_text(const struct urival__ref *a, const struct urival__ref *b, urival_uri_part c,
                     unsigned mode)
{
    if (urival__has(a, c) != urival__has(b, c))
        return 0;
    return urival__pct_same(urival__at(a, c), urival__len(a, c), mode, urival__at(b, c),
                            urival__len(b, c), mode);
}

static int same_host(const struct urival__plan *a, const struct urival__plan *b, unsigned extra)
{
    const unsigned char *x = (const unsigned char *)a->ip6, *y = (const unsigned char *)b->ip6;
    size_t xn = a->ip6len, yn = b->ip6len;
    unsigned xm = extra, ym = extra;
    if (xn == 0 && !a->empty_host) {
        x = urival__at(&a->r, URIVAL_URI_PART_HOST);
        xn = urival__len(&a->r, URIVAL_URI_PART_HOST);
        xm |= URIVAL__MODE_HOST;
    }
    if (yn == 0 && !b->empty_host) {
        y = urival__at(&b->r, URIVAL_URI_PART_HOST);
        yn = urival__len(&b->r, URIVAL_URI_PART_HOST);
        ym |= URIVAL__MODE_HOST;
    }
    return urival__pct_same(x, xn, xm, y, yn, ym);
}

static int same_port(const struct urival__plan *a, const struct urival__plan *b)
{
    if (a->keep_port != b->keep_port)
        return 0;
    return !a->keep_port || urival__same(&a->r, &b->r, URIVAL_URI_PART_PORT);
}

static int same_unit(const struct urival__path *pa, const struct urival__unit *ua,
                     const struct urival__path *pb, const struct urival__unit *ub, unsigned extra)
{
    struct urival__pct_reader x, y;
    urival__unit_reader(&x, pa, ua, URIVAL__MODE_TEXT | extra);
    urival__unit_reader(&y, pb, ub, URIVAL__MODE_TEXT | extra);
    return urival__pct_reader_same(&x, &y);
}

/* The dot-free paths, unit by unit from the right: equal units and, for
 * relative references, as many ".." kept, make equal output. */
static int same_path(const struct urival__plan *a, const struct urival__plan *b, unsigned extra)
{
    struct urival__dots da, db;
    struct urival__unit ua, ub;
    if ((a->path_flags ^ b->path_flags) & URIVAL__DOTS_REL)
        return 0;
    urival__dots_init(&da, &a->path, a->path_flags);
    urival__dots_init(&db, &b->path, b->path_flags);
    for (;;) {
        int ha = urival__dots_next(&da, &ua), hb = urival__dots_next(&db, &ub);
        if (ha != hb)
            return 0;
        if (!ha)
            return da.skip == db.skip || !(a->path_flags & URIVAL__DOTS_REL);
        if (ua.slash != ub.slash || !same_unit(&a->path, &ua, &b->path, &ub, extra))
            return 0;
    }
}

static int same_plan(const struct urival__plan *a, const struct urival__plan *b, unsigned flags,
                     unsigned extra)
{
    const struct urival__ref *x = &a->r, *y = &b->r;
    if (!same_text(x, y, URIVAL_URI_PART_SCHEME, URIVAL__MODE_SCHEME | extra))
        return 0;
    if (urival__has(x, URIVAL_URI_PART_AUTHORITY) != urival__has(y, URIVAL_URI_PART_AUTHORITY))
        return 0;
    if (urival__has(x, URIVAL_URI_PART_AUTHORITY) &&
        (!same_text(x, y, URIVAL_URI_PART_USERINFO, URIVAL__MODE_TEXT | extra) ||
         !same_host(a, b, extra) || !same_port(a, b)))
        return 0;
    if (!same_path(a, b, extra) ||
        !same_text(x, y, URIVAL_URI_PART_QUERY, URIVAL__MODE_TEXT | extra))
        return 0;
    return (flags & URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT) ||
           same_text(x, y, URIVAL_URI_PART_FRAGMENT, URIVAL__MODE_TEXT | extra);
}

/* Section 6.2.1, up to the fragment when it is ignored. */
static int same_string(const struct urival__ref *a, const struct urival__ref *b, unsigned flags)
{
    size_t an = a->len, bn = b->len;
    if (flags & URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT) {
        if (urival__has(a, URIVAL_URI_PART_FRAGMENT))
            an = a->u.part[URIVAL_URI_PART_FRAGMENT].off - 1;
        if (urival__has(b, URIVAL_URI_PART_FRAGMENT))
            bn = b->u.part[URIVAL_URI_PART_FRAGMENT].off - 1;
    }
    return an == bn && memcmp(a->s, b->s, an) == 0;
}

urival_status urival__compare_by(urival__ref_reader read, unsigned extra, const char *a,
                                 size_t alen, const char *b, size_t blen, unsigned flags,
                                 urival_equivalence *result, urival_error *err)
{
    struct urival__ref ra, rb;
    struct urival__plan pa, pb;
    unsigned ip6 = flags & URIVAL_NORMALIZE_FLAG_IPV6;
    urival_status st = urival__check_input(a, alen);
    int clash, err_over;

    if (st == URIVAL_OK)
        st = urival__check_input(b, blen);
    err_over =
        st == URIVAL_OK && (URIVAL__ERR_OVER(err, a, alen) || URIVAL__ERR_OVER(err, b, blen));
    /* *result is written first, so one that lies over a or b would change
     * the text before it is read. */
    clash = result == NULL ||
            (st == URIVAL_OK && (urival__overlaps((char *)result, sizeof *result, a, alen) ||
                                 urival__overlaps((char *)result, sizeof *result, b, blen)));
    if (!clash)
        *result = URIVAL_COMPARE_RUNG_DIFFERENT;
    if (st == URIVAL_OK &&
        (clash || err_over ||
         (flags & ~(URIVAL_NORMALIZE_FLAG_IPV6 | URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT))))
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if ((st = read(&ra, URIVAL__READ_REF, a, alen, err)) != URIVAL_OK ||
        (st = read(&rb, URIVAL__READ_REF, b, blen, err)) != URIVAL_OK)
        return st;
    if (same_string(&ra, &rb, flags)) {
        *result = URIVAL_COMPARE_RUNG_SIMPLE;
        return URIVAL_OK;
    }
    urival__plan_ref(&pa, &ra, ip6);
    urival__plan_ref(&pb, &rb, ip6);
    if (same_plan(&pa, &pb, flags, extra)) {
        *result = URIVAL_COMPARE_RUNG_SYNTAX;
        return URIVAL_OK;
    }
    urival__plan_ref(&pa, &ra, ip6 | URIVAL_NORMALIZE_FLAG_SCHEME);
    urival__plan_ref(&pb, &rb, ip6 | URIVAL_NORMALIZE_FLAG_SCHEME);
    if (same_plan(&pa, &pb, flags, extra))
        *result = URIVAL_COMPARE_RUNG_SCHEME;
    return URIVAL_OK;
}

urival_status urival_compare(const char *a, size_t alen, const char *b, size_t blen, unsigned flags,
                             urival_equivalence *result, urival_error *err)
{
    return urival__compare_by(urival__read_uri, 0, a, alen, b, blen, flags, result, err);
}
