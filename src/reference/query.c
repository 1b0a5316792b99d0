/* query.c - the parameters of a query: key=value pairs joined by "&".
 * RFC 3986 gives the query no inner syntax (section 3.4); this reading is
 * the one HTML forms and most servers share, without the form encoding's
 * "+" for a space. */
#include <string.h>
#include "core/ascii.h"
#include "core/buf.h"
#include "reference/pctnorm.h"
#include "reference/query.h"

urival_status urival_query_next(const char *q, size_t len, size_t *pos, urival_query_param *param)
{
    urival_status st = urival__check_input(q, len);
    size_t at, end;
    const char *eq;
    int over = URIVAL__OUT_OVER(param, q, len) || URIVAL__OUT_OVER(pos, q, len) ||
               (param != NULL && pos != NULL &&
                urival__overlaps((const char *)param, sizeof *param, pos, sizeof *pos));
    /* Cleared first: a refused call leaves no stale parameter; but an
     * output over an input is refused (after a length's ERANGE) and never
     * cleared. */
    if (param != NULL && !over)
        memset(param, 0, sizeof *param);
    if (st != URIVAL_OK)
        return st;
    if (over)
        return URIVAL_EINVAL;
    if (pos == NULL || param == NULL)
        return URIVAL_EINVAL;
    at = *pos;
    /* Empty parameters are no parameters. */
    while (at < len && q[at] == '&')
        at++;
    if (at >= len) {
        *pos = len;
        return URIVAL_ENOT_FOUND;
    }
    {
        const char *amp = memchr(q + at, '&', len - at);
        end = amp != NULL ? (size_t)(amp - q) : len;
    }
    param->key.off = at;
    eq = memchr(q + at, '=', end - at);
    if (eq != NULL) {
        param->key.len = (size_t)(eq - q) - at;
        param->value.off = (size_t)(eq - q) + 1;
        param->value.len = end - param->value.off;
        param->has_value = 1;
    } else {
        param->key.len = end - at;
        param->value.off = end;
    }
    *pos = end;
    return URIVAL_OK;
}

/* Compares a[0..an), decoded, with b[0..bn), decoded when b_encoded: <0, 0,
 * >0 as memcmp, a shorter prefix first. */
static int decoded_cmp(const char *a, size_t an, const char *b, size_t bn, int b_encoded)
{
    size_t i = 0, j = 0;
    while (i < an && j < bn) {
        unsigned x = urival__decoded_byte((const unsigned char *)a, an, &i);
        unsigned y = b_encoded ? urival__decoded_byte((const unsigned char *)b, bn, &j)
                               : (unsigned char)b[j++];
        if (x != y)
            return x < y ? -1 : 1;
    }
    return i < an ? 1 : j < bn ? -1 : 0;
}

int urival_query_param_is(const char *q, size_t len, const urival_query_param *param,
                          const char *key, size_t klen)
{
    if (urival__check_input(q, len) != URIVAL_OK || urival__check_input(key, klen) != URIVAL_OK ||
        param == NULL || param->key.off > len || param->key.len > len - param->key.off)
        return 0;
    return decoded_cmp(q + param->key.off, param->key.len, key, klen, 0) == 0;
}

/* Writes text as a parameter's key or value: the bytes a query holds as
 * themselves (pchar "/" "?") but for "&", "=", "+", the rest as "%XX". */
void urival__put_escaped(struct urival__buf *b, unsigned c)
{
    static const char hex[] = "0123456789ABCDEF";
    urival__buf_byte(b, '%');
    urival__buf_byte(b, (unsigned)hex[(c >> 4) & 15]);
    urival__buf_byte(b, (unsigned)hex[c & 15]);
}

static void put_param_text(struct urival__buf *b, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned c = (unsigned char)s[i];
        int lit = urival__is_unreserved(c) || urival__is_sub_delim(c) || c == ':' || c == '@' ||
                  c == '/' || c == '?';
        if (lit && c != '&' && c != '=' && c != '+')
            urival__buf_byte(b, c);
        else
            urival__put_escaped(b, c);
    }
}

urival_status urival_query_append(const char *q, size_t len, const char *key, size_t klen,
                                  const char *value, size_t vlen, unsigned flags, char *buf,
                                  size_t cap, size_t *needed)
{
    const struct urival__input in[3] = { { q, len }, { key, klen }, { value, vlen } };
    struct urival__buf b;
    urival_status st = urival__buf_begin(
        &b, in, 3, (flags & ~URIVAL_QUERY_FLAG_KEY_ONLY) ? URIVAL_EINVAL : URIVAL_OK, buf, cap,
        needed, NULL);
    if (st != URIVAL_OK)
        return st;
    urival__buf_put(&b, q, len);
    if (len > 0 && q[len - 1] != '&')
        urival__buf_byte(&b, '&');
    put_param_text(&b, key, klen);
    if (!(flags & URIVAL_QUERY_FLAG_KEY_ONLY)) {
        urival__buf_byte(&b, '=');
        put_param_text(&b, value, vlen);
    }
    return urival__buf_finish(&b, needed);
}

/* Writes parameter p of q as written, after "&" unless it is the first. */
static void put_param(struct urival__buf *b, const char *q, const urival_query_param *p, int *first)
{
    size_t end = p->has_value ? p->value.off + p->value.len : p->key.off + p->key.len;
    if (!*first)
        urival__buf_byte(b, '&');
    *first = 0;
    urival__buf_put(b, q + p->key.off, end - p->key.off);
}

urival_status urival_query_remove(const char *q, size_t len, const char *key, size_t klen,
                                  char *buf, size_t cap, size_t *needed)
{
    const struct urival__input in[2] = { { q, len }, { key, klen } };
    struct urival__buf b;
    urival_query_param p;
    size_t pos = 0;
    int first = 1;
    urival_status st = urival__buf_begin(&b, in, 2, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    while (urival_query_next(q, len, &pos, &p) == URIVAL_OK)
        if (!urival_query_param_is(q, len, &p, key, klen))
            put_param(&b, q, &p, &first);
    return urival__buf_finish(&b, needed);
}

/* Orders parameters by decoded key, then by position: p before r? */
static int before(const char *q, const urival_query_param *p, const urival_query_param *r)
{
    int c = decoded_cmp(q + p->key.off, p->key.len, q + r->key.off, r->key.len, 1);
    return c < 0 || (c == 0 && p->key.off < r->key.off);
}

/* ---- The sort in the caller's buffer.
 *
 * The library never allocates, and the query is the caller's, read-only;
 * but a buffer with room for the whole result (and its NUL) is room to
 * sort in.  The parameters are copied there, each followed by "&" (the
 * last one's in the NUL's place), and sorted in place as records: a
 * natural merge sort whose merges rotate (the recursive in-place merge of
 * std::inplace_merge without a buffer, made a loop over a bounded stack),
 * stable, and O(n log^2 n) in the query's length n where the selection
 * sort below is quadratic (an 8 KB query took 0.3 s, a 128 KB one 100 s).
 * A record is found only by scanning for its "&", so cuts are chosen by
 * counting records and bounds are found by halving bytes; either costs
 * the bytes of its range, as the rotation does. */

/* One past the "&" that ends the record at s (before e). */
static size_t rec_end(const char *w, size_t s, size_t e)
{
    return (size_t)((const char *)memchr(w + s, '&', e - s) - w) + 1;
}

/* The start of the record that holds byte at, in a range from s. */
static size_t rec_start(const char *w, size_t s, size_t at)
{
    while (at > s && w[at - 1] != '&')
        at--;
    return at;
}

/* The records in w[s..e). */
static size_t rec_count(const char *w, size_t s, size_t e)
{
    size_t n = 0;
    const char *p = w + s, *end = w + e;
    while (p < end && (p = memchr(p, '&', (size_t)(end - p))) != NULL) {
        n++;
        p++;
    }
    return n;
}

/* The start of record k (from 0) of w[s..e), which has more than k. */
static size_t rec_nth(const char *w, size_t s, size_t e, size_t k)
{
    while (k-- > 0)
        s = rec_end(w, s, e);
    return s;
}

/* The length of the key of the record at s. */
static size_t rec_key(const char *w, size_t s)
{
    size_t i = s;
    while (w[i] != '=' && w[i] != '&')
        i++;
    return i - s;
}

/* The decoded keys of the records at x and y compared: <0, 0, >0. */
static int rec_cmp(const char *w, size_t x, size_t y)
{
    return decoded_cmp(w + x, rec_key(w, x), w + y, rec_key(w, y), 1);
}

/* The first record of w[lo..hi) whose key is not below the key of the
 * record at k (upper: above it), or hi.  Halves the bytes, not the
 * records: each probe moves to the start of the record it falls in. */
static size_t rec_bound(const char *w, size_t lo, size_t hi, size_t k, int upper)
{
    while (lo < hi) {
        size_t r = rec_start(w, lo, lo + (hi - lo) / 2);
        int c = rec_cmp(w, r, k);
        if (upper ? c <= 0 : c < 0)
            lo = rec_end(w, r, hi);
        else
            hi = r;
    }
    return lo;
}

static void reverse(char *w, size_t a, size_t b)
{
    while (a + 1 < b) {
        char t = w[a];
        w[a++] = w[--b];
        w[b] = t;
    }
}

/* Turns w[a..m) w[m..b) into w[m..b) w[a..m); returns where w[a..m) now
 * starts. */
static size_t rotate(char *w, size_t a, size_t m, size_t b)
{
    reverse(w, a, m);
    reverse(w, m, b);
    reverse(w, a, b);
    return a + (b - m);
}

/* Merges the sorted runs w[a..m) and w[m..b), stably.  Each step cuts the
 * run with more records at its middle record, finds where that record's
 * key falls in the other run, and rotates the two stretches between into
 * place: two merges of fewer records each remain.  The one with more bytes
 * waits on the stack while the other, at most half the range, is done:
 * after k waiting merges the range in hand has at most 2^-k of the
 * URIVAL_MAX_INPUT + 1 bytes (2^30 + 1), and one of fewer than six bytes
 * (three records, "a&b&c&") is never cut, so at most 28 ever wait. */
static void rec_merge(char *w, size_t a, size_t m, size_t b)
{
    struct {
        size_t a, m, b;
    } stack[32];
    size_t depth = 0;
    for (;;) {
        if (a < m && m < b) {
            size_t na = rec_count(w, a, m), nb = rec_count(w, m, b), ca, cb, nm;
            if (na == 1 && nb == 1) {
                if (rec_cmp(w, m, a) < 0)
                    (void)rotate(w, a, m, b);
            } else {
                if (na > nb) {
                    ca = rec_nth(w, a, m, na / 2);
                    cb = rec_bound(w, m, b, ca, 0);
                } else {
                    cb = rec_nth(w, m, b, nb / 2);
                    ca = rec_bound(w, a, m, cb, 1);
                }
                nm = rotate(w, ca, m, cb);
                /* Now w[a..ca) w[ca..nm) are the records before the cut
                 * (from the first run, then the second), w[nm..cb)
                 * w[cb..b) those from it on. */
                if (nm - a > b - nm) {
                    stack[depth].a = a;
                    stack[depth].m = ca;
                    stack[depth].b = nm;
                    a = nm;
                    m = cb;
                } else {
                    stack[depth].a = nm;
                    stack[depth].m = cb;
                    stack[depth].b = b;
                    m = ca;
                    b = nm;
                }
                depth++;
                continue;
            }
        }
        if (depth == 0)
            return;
        depth--;
        a = stack[depth].a;
        m = stack[depth].m;
        b = stack[depth].b;
    }
}

/* The end of the run of records in order from s (before n). */
static size_t run_end(const char *w, size_t s, size_t n)
{
    size_t r = s, e = rec_end(w, s, n);
    while (e < n && rec_cmp(w, e, r) >= 0) {
        r = e;
        e = rec_end(w, e, n);
    }
    return e;
}

/* Sorts the records of w[0..n), each ending with "&": merges neighbouring
 * runs until one is left, which halves the runs on every pass. */
static void rec_sort(char *w, size_t n)
{
    for (;;) {
        size_t s = 0, m;
        int merged = 0;
        while (s < n && (m = run_end(w, s, n)) < n) {
            size_t e = run_end(w, m, n);
            rec_merge(w, s, m, e);
            merged = 1;
            s = e;
        }
        if (!merged)
            return;
    }
}

urival_status urival_query_sort(const char *q, size_t len, char *buf, size_t cap, size_t *needed)
{
    const struct urival__input in[1] = { { q, len } };
    struct urival__buf b;
    urival_query_param prev, p, best;
    size_t pos, total = 0;
    int first = 1, have_prev = 0;
    urival_status st = urival__buf_begin(&b, in, 1, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    /* The result's length: its parameters' and the "&"s between them. */
    pos = 0;
    while (urival_query_next(q, len, &pos, &p) == URIVAL_OK) {
        total += (first ? 0 : 1) +
                 (p.has_value ? p.value.off + p.value.len : p.key.off + p.key.len) - p.key.off;
        first = 0;
    }
    if (total > 0 && b.cap > total) {
        /* Room for the whole result: the parameters in their order, then
         * sorted where they stand (above). */
        pos = 0;
        first = 1;
        while (urival_query_next(q, len, &pos, &p) == URIVAL_OK)
            put_param(&b, q, &p, &first);
        b.buf[total] = '&';
        rec_sort(b.buf, total + 1);
        return urival__buf_finish(&b, needed);
    }
    /* No room for it all: the parameters that fit, by a selection sort
     * that keeps only the last parameter written (each round writes the
     * least parameter after it), then the count of the rest.  It stops
     * once the buffer is full, so that sizing a result (cap 0) takes one
     * pass; a result cut short takes a pass over the query per parameter
     * it shows. */
    first = 1;
    while (b.cap > 0 && b.len + 1 < b.cap) {
        int found = 0;
        pos = 0;
        while (urival_query_next(q, len, &pos, &p) == URIVAL_OK) {
            if (have_prev && !before(q, &prev, &p))
                continue;
            if (!found || before(q, &p, &best)) {
                best = p;
                found = 1;
            }
        }
        if (!found)
            break;
        put_param(&b, q, &best, &first);
        prev = best;
        have_prev = 1;
    }
    (void)urival__buf_reserve(&b, total - b.len);
    return urival__buf_finish(&b, needed);
}
