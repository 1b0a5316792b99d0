/* pctnorm.c - the normalizing byte iterator; see pctnorm.h. */
#include <string.h>
#include "reference/pctnorm.h"

static const char upper_hex[] = "0123456789ABCDEF";

int urival__hexval(unsigned c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'A' && c <= 'F')
        return (int)(c - 'A' + 10);
    if (c >= 'a' && c <= 'f')
        return (int)(c - 'a' + 10);
    return -1;
}

void urival__pct_iter_init(struct urival__pct_iter *it, const unsigned char *p, size_t n,
                           unsigned mode)
{
    /* A NULL pointer stands only for an empty text. */
    it->p = p;
    it->end = p != NULL ? p + n : p;
    it->mode = mode;
    it->nheld = 0;
    it->next_held = 0;
}

int urival__pct_next(struct urival__pct_iter *it)
{
    unsigned c;
    if (it->next_held < it->nheld)
        return it->held[it->next_held++];
    if (it->p == it->end)
        return -1;
    c = *it->p++;
    /* Only a complete escape is one; input was validated, but a stray "%"
     * near the end must still not make the iterator read past it. */
    if (c == '%' && (it->mode & URIVAL__PCT_NORM) && it->end - it->p >= 2) {
        int hi = urival__hexval(it->p[0]), lo = urival__hexval(it->p[1]);
        if (hi >= 0 && lo >= 0) {
            unsigned v = (unsigned)(hi * 16 + lo);
            it->p += 2;
            if (urival__is_unreserved(v))
                return (int)((it->mode & URIVAL__PCT_LOWER) ? urival__lower(v) : v);
            it->held[0] = (unsigned char)upper_hex[v >> 4];
            it->held[1] = (unsigned char)upper_hex[v & 15];
            it->nheld = 2;
            it->next_held = 0;
            return '%';
        }
    }
    if (c == '%' && (it->mode & URIVAL__PCT_LOWER) && it->end - it->p >= 2 &&
        urival__hexval(it->p[0]) >= 0 && urival__hexval(it->p[1]) >= 0) {
        /* Without NORM an escape passes as written, hex digits included:
         * lower-casing them would be a change NORM did not ask for. */
        it->held[0] = it->p[0];
        it->held[1] = it->p[1];
        it->p += 2;
        it->nheld = 2;
        it->next_held = 0;
        return '%';
    }
    return (int)((it->mode & URIVAL__PCT_LOWER) ? urival__lower(c) : c);
}

size_t urival__pct_plain(const unsigned char *p, size_t n, unsigned mode)
{
    size_t i = 0;
    if ((mode & (URIVAL__PCT_NORM | URIVAL__PCT_LOWER)) == 0)
        return n;
    if (mode & URIVAL__PCT_LOWER) {
        while (i < n && p[i] != '%' && !(p[i] >= 'A' && p[i] <= 'Z'))
            i++;
    } else {
        while (i < n && p[i] != '%')
            i++;
    }
    return i;
}

void urival__pct_write(struct urival__buf *b, size_t pos, const unsigned char *p, size_t n,
                       unsigned mode)
{
    while (n > 0) {
        struct urival__pct_iter it;
        size_t k = urival__pct_plain(p, n, mode), unit;
        int c;
        urival__buf_set_run(b, pos, p, k);
        pos += k;
        p += k;
        n -= k;
        if (n == 0)
            break;
        unit = p[0] == '%' && n >= 3 ? 3 : 1;
        urival__pct_iter_init(&it, p, unit, mode);
        while ((c = urival__pct_next(&it)) >= 0)
            urival__buf_set(b, pos++, (unsigned)c);
        p += unit;
        n -= unit;
    }
}

size_t urival__pct_len(const unsigned char *p, size_t n, unsigned mode)
{
    size_t len = n, i = 0;
    if (!(mode & URIVAL__PCT_NORM))
        return n; /* lower-casing keeps lengths */
    /* As the iterator reads: a complete escape is taken whole, and one of
     * an unreserved byte shrinks to that byte. */
    while (i < n) {
        const unsigned char *q = memchr(p + i, '%', n - i);
        int hi, lo;
        if (q == NULL)
            break;
        i = (size_t)(q - p) + 1;
        if (n - i < 2 || (hi = urival__hexval(p[i])) < 0 || (lo = urival__hexval(p[i + 1])) < 0)
            continue;
        if (urival__is_unreserved((unsigned)(hi * 16 + lo)))
            len -= 2;
        i += 2;
    }
    return len;
}

int urival__pct_iter_same(struct urival__pct_iter *x, struct urival__pct_iter *y)
{
    for (;;) {
        int c = urival__pct_next(x), d = urival__pct_next(y);
        if (c != d)
            return 0;
        if (c < 0)
            return 1;
    }
}

int urival__pct_same(const unsigned char *a, size_t an, unsigned amode, const unsigned char *b,
                     size_t bn, unsigned bmode)
{
    struct urival__pct_iter x, y;
    urival__pct_iter_init(&x, a, an, amode);
    urival__pct_iter_init(&y, b, bn, bmode);
    return urival__pct_iter_same(&x, &y);
}
