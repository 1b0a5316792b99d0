/* pctnorm.c - the one-pass normalizer; see pctnorm.h. */
#include <stdint.h>
#include <string.h>
#include "reference/pctnorm.h"

static const char upper_hex[] = "0123456789ABCDEF";

/* A hex digit's value plus one; 0 for any other byte. */
static const unsigned char hex1[256] = {
    ['0'] = 1,  ['1'] = 2,  ['2'] = 3,  ['3'] = 4,  ['4'] = 5,  ['5'] = 6,  ['6'] = 7,  ['7'] = 8,
    ['8'] = 9,  ['9'] = 10, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
    ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16,
};

/* What the "%" at s (left bytes remain) becomes under mode: 0 when it
 * begins no complete escape (a stray byte), 1 when the escape becomes the
 * byte *v (an unreserved one, under NORM), 3 when it stays an escape
 * (of *v).  The one decision, for the writer and the measure alike. */
static inline unsigned escape_kind(const unsigned char *s, size_t left, unsigned mode, unsigned *v)
{
    unsigned hi, lo;
    if (left < 3 || (hi = hex1[s[1]]) == 0 || (lo = hex1[s[2]]) == 0)
        return 0;
    *v = (hi - 1) * 16 + lo - 1;
    return (mode & URIVAL__PCT_NORM) && urival__is_unreserved(*v) ? 1 : 3;
}

/* Writes the escape at s (s[0] is "%", left bytes remain) to d; *used gets
 * the source bytes it took.  Returns the end of what it wrote. */
static inline unsigned char *put_escape(unsigned char *d, const unsigned char *s, size_t left,
                                        unsigned mode, size_t *used)
{
    unsigned v = 0, kind = escape_kind(s, left, mode, &v);
    *used = kind == 0 ? 1 : 3;
    if (kind == 0) {
        *d = '%';
        return d + 1;
    }
    if (kind == 1) {
        *d = (unsigned char)((mode & URIVAL__PCT_LOWER) ? urival__lower(v) : v);
        return d + 1;
    }
    if (!(mode & URIVAL__PCT_NORM)) {
        /* Without NORM an escape passes as written, hex digits included:
         * lower-casing them would be a change NORM did not ask for. */
        memcpy(d, s, 3);
        return d + 3;
    }
    d[0] = '%';
    d[1] = (unsigned char)upper_hex[v >> 4];
    d[2] = (unsigned char)upper_hex[v & 15];
    return d + 3;
}

/* Copies n bytes from s to d with ASCII letters lowered, eight at a time:
 * in each byte below 0x80, bit 7 of (b & 0x7f) + 0x3f says b >= 'A' and of
 * (b & 0x7f) + 0x25 says b > 'Z'; neither sum carries into the next byte,
 * so byte order does not matter.  An upper-case letter gets 0x20. */
static void lower_run(unsigned char *d, const unsigned char *s, size_t n)
{
    const uint64_t ones = 0x0101010101010101u, high = 0x8080808080808080u;
    while (n >= 8) {
        uint64_t x, low7;
        memcpy(&x, s, 8);
        low7 = x & ~high;
        x |= (~x & ((low7 + ones * (0x80 - 'A')) ^ (low7 + ones * (0x7f - 'Z'))) & high) >> 2;
        memcpy(d, &x, 8);
        s += 8;
        d += 8;
        n -= 8;
    }
    while (n-- > 0)
        *d++ = (unsigned char)urival__lower(*s++);
}

/* urival__pct_norm() under URIVAL__PCT_HIGH, byte by byte: only the
 * comparison of IRIs reads it, a chunk at a time. */
static size_t norm_high(unsigned char *dst, const unsigned char *s, size_t n, unsigned mode)
{
    unsigned char *d = dst;
    size_t i = 0, used;
    while (i < n) {
        unsigned c = s[i];
        if (c == '%') {
            d = put_escape(d, s + i, n - i, mode, &used);
            i += used;
            continue;
        }
        if (c >= 0x80) {
            d[0] = '%';
            d[1] = (unsigned char)upper_hex[c >> 4];
            d[2] = (unsigned char)upper_hex[c & 15];
            d += 3;
        } else {
            *d++ = (unsigned char)((mode & URIVAL__PCT_LOWER) ? urival__lower(c) : c);
        }
        i++;
    }
    return (size_t)(d - dst);
}

size_t urival__pct_norm(unsigned char *dst, const unsigned char *s, size_t n, unsigned mode)
{
    unsigned char *d = dst;
    size_t i = 0, used;

    if (n == 0)
        return 0;
    if (mode & URIVAL__PCT_HIGH)
        return norm_high(dst, s, n, mode);
    if (!(mode & (URIVAL__PCT_NORM | URIVAL__PCT_LOWER))) {
        memcpy(dst, s, n);
        return n;
    }
    if (!(mode & URIVAL__PCT_LOWER)) {
        /* Runs without "%" are copied whole; a run of escapes is read
         * escape after escape without a search between them. */
        while (i < n) {
            const unsigned char *q = memchr(s + i, '%', n - i);
            size_t k = q != NULL ? (size_t)(q - s) - i : n - i;
            memcpy(d, s + i, k);
            d += k;
            i += k;
            while (i < n && s[i] == '%') {
                d = put_escape(d, s + i, n - i, mode, &used);
                i += used;
            }
        }
        return (size_t)(d - dst);
    }
    /* Scheme and host: runs without "%" are lowered letter by letter. */
    while (i < n) {
        const unsigned char *q = memchr(s + i, '%', n - i);
        size_t e = q != NULL ? (size_t)(q - s) : n;
        lower_run(d, s + i, e - i);
        d += e - i;
        i = e;
        while (i < n && s[i] == '%') {
            d = put_escape(d, s + i, n - i, mode, &used);
            i += used;
        }
    }
    return (size_t)(d - dst);
}

size_t urival__pct_cut(const unsigned char *s, size_t n, size_t max)
{
    if (n <= max)
        return n;
    if (s[max - 2] == '%')
        return max - 2;
    if (s[max - 1] == '%')
        return max - 1;
    return max;
}

/* urival__pct_put() when the caller's buffer may be too short: a piece
 * at a time through the bounded writer.  Out of line, so that the common
 * case sets up no array. */
static void put_pieces(struct urival__buf *b, const unsigned char *p, size_t n, unsigned mode)
{
    unsigned char tmp[256];
    while (n > 0) {
        size_t k = urival__pct_cut(p, n, sizeof tmp);
        urival__buf_put(b, tmp, urival__pct_norm(tmp, p, k, mode));
        p += k;
        n -= k;
    }
}

void urival__pct_put(struct urival__buf *b, const unsigned char *p, size_t n, unsigned mode)
{
    size_t at = b->len;
    if (!b->overflow && at < b->cap && n <= b->cap - 1 - at)
        b->len = at + urival__pct_norm((unsigned char *)b->buf + at, p, n, mode);
    else
        put_pieces(b, p, n, mode);
}

void urival__pct_write(struct urival__buf *b, size_t pos, const unsigned char *p, size_t n,
                       unsigned mode)
{
    unsigned char tmp[256];
    if (pos < b->cap && n <= b->cap - 1 - pos) {
        (void)urival__pct_norm((unsigned char *)b->buf + pos, p, n, mode);
        return;
    }
    while (n > 0) {
        size_t k = urival__pct_cut(p, n, sizeof tmp), w = urival__pct_norm(tmp, p, k, mode);
        urival__buf_set_run(b, pos, tmp, w);
        pos += w;
        p += k;
        n -= k;
    }
}

size_t urival__pct_len(const unsigned char *p, size_t n, unsigned mode)
{
    size_t len = n, i = 0;
    if (!(mode & URIVAL__PCT_NORM))
        return n; /* lower-casing keeps lengths */
    /* Only an escape that becomes its byte changes the length. */
    while (i < n) {
        const unsigned char *q = memchr(p + i, '%', n - i);
        unsigned v, kind;
        if (q == NULL)
            break;
        i = (size_t)(q - p);
        kind = escape_kind(q, n - i, mode, &v);
        if (kind == 1)
            len -= 2;
        i += kind == 0 ? 1 : 3;
    }
    return len;
}

void urival__pct_reader_init(struct urival__pct_reader *r, const unsigned char *p, size_t n,
                             unsigned mode)
{
    r->p = p;
    r->left = p != NULL ? n : 0; /* a NULL pointer stands only for an empty text */
    r->mode = mode;
    r->have = r->at = 0;
}

/* 1 when normalized text is ready in the chunk, 0 at the end. */
static int fill(struct urival__pct_reader *r)
{
    size_t k;
    if (r->at < r->have)
        return 1;
    if (r->left == 0)
        return 0;
    /* Under HIGH every source byte may become three. */
    k = urival__pct_cut(r->p, r->left,
                        (r->mode & URIVAL__PCT_HIGH) ? sizeof r->chunk / 3 : sizeof r->chunk);
    r->have = urival__pct_norm(r->chunk, r->p, k, r->mode);
    r->at = 0;
    r->p += k;
    r->left -= k;
    return 1;
}

int urival__pct_reader_same(struct urival__pct_reader *x, struct urival__pct_reader *y)
{
    for (;;) {
        int fx = fill(x), fy = fill(y);
        size_t k;
        if (!fx || !fy)
            return fx == fy;
        k = x->have - x->at < y->have - y->at ? x->have - x->at : y->have - y->at;
        if (memcmp(x->chunk + x->at, y->chunk + y->at, k) != 0)
            return 0;
        x->at += k;
        y->at += k;
    }
}

int urival__pct_same(const unsigned char *a, size_t an, unsigned amode, const unsigned char *b,
                     size_t bn, unsigned bmode)
{
    struct urival__pct_reader x, y;
    urival__pct_reader_init(&x, a, an, amode);
    urival__pct_reader_init(&y, b, bn, bmode);
    return urival__pct_reader_same(&x, &y);
}
