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

urival_status urival_query_sort(const char *q, size_t len, char *buf, size_t cap, size_t *needed)
{
    const struct urival__input in[1] = { { q, len } };
    struct urival__buf b;
    urival_query_param prev, p, best;
    size_t pos;
    int first = 1, have_prev = 0;
    urival_status st = urival__buf_begin(&b, in, 1, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    /* A selection sort that keeps only the last parameter written: each
     * round writes the least parameter after it, in constant space. */
    for (;;) {
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
    return urival__buf_finish(&b, needed);
}
