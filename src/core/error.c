/* error.c - turning a urival_error into words. */
#include <stdio.h>
#include <string.h>
#include "core/internal.h"
#include "core/message.h"

static int has(const uint32_t *set, unsigned b)
{
    return (set[b / 32] >> (b % 32)) & 1u;
}

static int is_upper(unsigned c)
{
    return c >= 'A' && c <= 'Z';
}

static int is_lower(unsigned c)
{
    return c >= 'a' && c <= 'z';
}

/* Classes named in words, tried in this order on what earlier ones left,
 * so that a set holding every letter reads "a letter, a digit" rather than
 * "a hex digit" and the rest of the alphabet.  A message names characters,
 * not the grammar's rules: a reader of "expected unreserved" has to look
 * the rule up, one of "a letter" does not. */
static const struct {
    const char *name;
    int (*member)(unsigned);
} classes[] = {
    { "a letter", urival__is_alpha },    { "an upper-case letter", is_upper },
    { "a lower-case letter", is_lower }, { "a hex digit", urival__is_hexdig },
    { "a digit", urival__is_digit },
};

/* Which bytes may share a "from" .. "to" range: ASCII order means nothing
 * to a reader among punctuation, so only runs of digits, of one case of
 * letters, or of bytes that are quoted as \xHH anyway are shortened. */
static int range_kind(unsigned b)
{
    if (urival__is_digit(b))
        return 1;
    if (is_upper(b))
        return 2;
    if (is_lower(b))
        return 3;
    return b < 0x20 || b > 0x7e ? 4 : 0;
}

/* Separates the k-th of total items: ", " between, " or " before the last. */
static void item_sep(struct urival__buf *o, size_t k, size_t total)
{
    if (k > 0)
        urival__buf_str(o, k + 1 == total ? " or " : ", ");
}

static void render_expected(const urival_error *err, struct urival__buf *o)
{
    uint32_t left[8];
    unsigned char from[256], to[256];
    size_t named[sizeof classes / sizeof classes[0]];
    size_t n = 0, runs = 0, total, k, i;
    unsigned b;

    memcpy(left, err->expected, sizeof left);
    for (i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        int all = 1;
        for (b = 0; b < 256 && all; b++)
            if (classes[i].member(b) && !has(left, b))
                all = 0;
        if (!all)
            continue;
        named[n++] = i;
        for (b = 0; b < 256; b++)
            if (classes[i].member(b))
                left[b / 32] &= ~((uint32_t)1 << (b % 32));
    }

    /* The rest one by one, in byte order; three or more in a row of one
     * kind as a range. */
    for (b = 0; b < 256; b++) {
        unsigned e = b;
        if (!has(left, b))
            continue;
        while (range_kind(b) != 0 && e + 1 < 256 && has(left, e + 1) &&
               range_kind(e + 1) == range_kind(b))
            e++;
        if (e - b < 2)
            e = b;
        from[runs] = (unsigned char)b;
        to[runs++] = (unsigned char)e;
        b = e;
    }

    total = n + runs + (err->end_ok ? 1u : 0u);
    if (total == 0) {
        urival__buf_str(o, "nothing more");
        return;
    }
    for (k = 0; k < n; k++) {
        item_sep(o, k, total);
        urival__buf_str(o, classes[named[k]].name);
    }
    for (i = 0; i < runs; i++, k++) {
        item_sep(o, k, total);
        urival__buf_quoted(o, &from[i], 1);
        if (to[i] != from[i]) {
            urival__buf_str(o, " to ");
            urival__buf_quoted(o, &to[i], 1);
        }
    }
    if (err->end_ok) {
        item_sep(o, k, total);
        urival__buf_str(o, "end of input");
    }
}

/* The start every message function shares: err and the output checked,
 * the output refused when it overlaps err or the input quoted from (a
 * message written over its own input would quote what it has already
 * overwritten).  A NULL err is a NULL input of non-zero length.  On
 * failure the output is emptied unless it overlaps, and *needed is 0. */
static urival_status open_message(struct urival__buf *b, const urival_error *err, const char *input,
                                  size_t len, char *buf, size_t cap, size_t *needed)
{
    const struct urival__input in[2] = { { err, sizeof *err }, { input, len } };
    return urival__buf_begin(b, in, 2, URIVAL_OK, buf, cap, needed, NULL);
}

urival_status urival_error_expected(const urival_error *err, char *buf, size_t cap, size_t *needed)
{
    struct urival__buf b;
    urival_status st = open_message(&b, err, NULL, 0, buf, cap, needed);
    if (st != URIVAL_OK)
        return st;
    render_expected(err, &b);
    return urival__buf_finish(&b, needed);
}

static void offset_head(struct urival__buf *b, size_t offset)
{
    char num[40];
    snprintf(num, sizeof num, "offset %zu: ", offset);
    urival__buf_str(b, num);
}

void urival__message_head(struct urival__buf *b, const urival_error *err)
{
    offset_head(b, err->offset);
    urival__buf_str(b, err->rule != NULL ? err->rule : "?");
    urival__buf_str(b, ": ");
}

/* How much of the failing rule's text a message quotes before eliding. */
#define QUOTE_MAX 24

/* A syntax error: where, in which rule, what could have come instead. */
static void syntax_message(struct urival__buf *b, const urival_error *err, const unsigned char *s,
                           size_t len)
{
    urival__message_head(b, err);
    urival__buf_str(b, "expected ");
    render_expected(err, b);
    if (s != NULL && err->rule_start < err->offset && err->offset <= len) {
        size_t from = err->rule_start;
        urival__buf_str(b, " after ");
        if (err->offset - from > QUOTE_MAX) {
            from = err->offset - QUOTE_MAX;
            urival__buf_str(b, "...");
        }
        urival__buf_quoted(b, s + from, err->offset - from);
    }
    /* Without the input (NULL) only at_end says what was found. */
    if (err->at_end || (s != NULL && err->offset >= len)) {
        urival__buf_str(b, ", found end of input");
    } else if (s != NULL) {
        urival__buf_str(b, ", found ");
        urival__buf_quoted(b, s + err->offset, 1);
    }
#ifdef URIVAL_HAVE_RFC3986
    if (urival__rfc3986_hint(err, s, len, b))
        return;
#endif
#ifdef URIVAL_HAVE_RFC1738
    if (urival__rfc1738_hint(err, s, len, b))
        return;
#endif
    urival__iri_hint(err, s, len, b);
}

/* A status of one family, explained by that family (message.h); 0 for the
 * others. */
static int family_message(const urival_error *err, const unsigned char *s, size_t len,
                          struct urival__buf *b)
{
#ifdef URIVAL_HAVE_RFC8141
    if (urival__urn_message(err, s, len, b))
        return 1;
#endif
    return urival__iri_message(err, s, len, b);
}

urival_status urival_error_message(const urival_error *err, const char *input, size_t len,
                                   char *buf, size_t cap, size_t *needed)
{
    struct urival__buf b;
    const unsigned char *s = (const unsigned char *)input;
    urival_status st = open_message(&b, err, input, len, buf, cap, needed);

    if (st != URIVAL_OK)
        return st;
    if (err->status == URIVAL_ESYNTAX) {
        syntax_message(&b, err, s, len);
    } else if (!family_message(err, s, len, &b)) {
        /* "%00" has a place in the input and a rule, worth saying. */
        if (err->status == URIVAL_ENUL && err->rule != NULL)
            urival__message_head(&b, err);
        else if (err->status == URIVAL_ENUL)
            offset_head(&b, err->offset);
        urival__buf_str(&b, urival_strstatus(err->status));
    }
    return urival__buf_finish(&b, needed);
}

size_t urival__find_any(const unsigned char *s, size_t from, size_t to, const char *set)
{
    for (; from < to; from++)
        if (s[from] != '\0' && strchr(set, s[from]) != NULL)
            return from;
    return to;
}
