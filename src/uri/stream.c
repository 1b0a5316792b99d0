/* stream.c - matching and parsing a string that arrives in chunks.
 *
 * The recognizer's state is one table row, so feeding chunks is the same
 * loop as urival_match() resumed.  With spans the run notes delimiters for
 * the splitter, which keeps its offsets between chunks: the same run and
 * the same split as urival_uri_parse(), whatever the chunks. */
#include <string.h>
#include "core/buf.h"
#include "core/catalogue.h"
#include "uri/rfc3986_internal.h"
#include "uri/split.h"

struct stream {
    const struct urival__machine *m;
    urival_rule rule;
    uint32_t row;    /* recognizer row; 0 once dead */
    uint32_t before; /* the row before the byte it died on */
    size_t total;    /* bytes fed and accepted so far */
    unsigned flags;
    int finished;
    int overflow;          /* a feed passed URIVAL_MAX_INPUT: the stream stays failed */
    unsigned char tail[2]; /* the last two bytes before total */
    size_t ntail;
    struct urival__split sp;
};

typedef char stream_fits[sizeof(struct stream) <= sizeof(urival_stream) ? 1 : -1];

static struct stream *impl(urival_stream *st)
{
    return (struct stream *)(void *)st->opaque_;
}

urival_status urival_stream_init(urival_stream *st, urival_rule rule, unsigned flags)
{
    struct stream *s;
    const struct urival__machine *m;
    size_t index = 0;
    (void)sizeof(stream_fits);
    if (st == NULL || (m = urival__machine_of(rule, &index)) == NULL ||
        (flags & ~URIVAL_STREAM_FLAG_SPANS) != 0)
        return URIVAL_EINVAL;
    if ((flags & URIVAL_STREAM_FLAG_SPANS) && !urival__parse_takes(rule))
        return URIVAL_EINVAL;
    memset(st, 0, sizeof *st);
    s = impl(st);
    s->m = m;
    s->rule = rule;
    s->row = m->entry[index];
    s->flags = flags;
    if (flags & URIVAL_STREAM_FLAG_SPANS)
        (void)urival__split_init(&s->sp, rule);
    return URIVAL_OK;
}

/* Keeps the last two bytes fed, for telling a failure inside a percent
 * escape without the bytes at hand. */
static void keep_tail(struct stream *s, const unsigned char *p, size_t n)
{
    if (n >= 2) {
        s->tail[0] = p[n - 2];
        s->tail[1] = p[n - 1];
        s->ntail = 2;
    } else if (n == 1) {
        s->tail[0] = s->tail[1];
        s->tail[1] = p[0];
        s->ntail = s->ntail < 2 ? s->ntail + 1 : 2;
    }
}

urival_status urival_stream_feed(urival_stream *st, const char *chunk, size_t len)
{
    struct stream *s;
    const unsigned char *p = (const unsigned char *)chunk;
    uint32_t row;
    size_t k;
    /* A chunk over *st would change as the feed writes the state (a
     * length no input can have is the range error below). */
    if (st == NULL || (chunk == NULL && len > 0) || URIVAL__OUT_OVER(st, chunk, len))
        return URIVAL_EINVAL;
    s = impl(st);
    if (s->m == NULL || s->finished)
        return URIVAL_EINVAL;
    if (s->overflow)
        return URIVAL_ERANGE;
    if (s->row == 0)
        return URIVAL_ESYNTAX;
    if (len > URIVAL_MAX_INPUT - s->total) {
        /* Sticky, as a syntax error is: a caller that missed this status
         * must not see the bytes before it finish as a whole string. */
        s->overflow = 1;
        return URIVAL_ERANGE;
    }
    if (len == 0)
        return URIVAL_OK;
    if (s->flags & URIVAL_STREAM_FLAG_SPANS)
        row = urival__split_run(s->m, s->row, p, len, s->total, &s->sp);
    else
        row = urival__run(s->m, s->row, p, p + len);
    if (row != 0) {
        s->row = row;
        s->total += len;
        keep_tail(s, p, len);
        return URIVAL_OK;
    }
    /* Dead somewhere in this chunk: step again to find the byte. */
    row = s->row;
    for (k = 0; k < len; k++) {
        uint32_t nx = urival__step(s->m, row, p[k]);
        if (nx == 0)
            break;
        row = nx;
    }
    keep_tail(s, p, k);
    s->before = row;
    s->row = 0;
    s->total += k;
    return URIVAL_ESYNTAX;
}

static void explain(const struct stream *s, urival_error *err)
{
    memset(err, 0, sizeof *err);
    err->status = URIVAL_ESYNTAX;
    err->offset = s->total;
    err->at_end = s->row != 0;
    urival__row_expected(s->m, s->row != 0 ? s->row : s->before, err);
    {
        /* The kept tail stands in for the bytes before the offset. */
        const unsigned char *tail = s->ntail == 2 ? s->tail : s->tail + 1;
        struct urival__where w = { s->rule, 0 };
        /* The streamed grammar's own escape rule: rfc1738's is "escape". */
        urival_rule escape = urival__grammar_escape[urival__rules[s->rule].grammar];
        if (s->ntail > 0 && urival__in_escape(escape, tail, s->ntail, err, &w))
            w.start += s->total - s->ntail;
        urival__report_where(err, s->rule, w);
    }
}

urival_status urival_stream_finish(urival_stream *st, urival_uri *out, urival_error *err)
{
    struct stream *s;
    if (st == NULL || impl(st)->m == NULL || impl(st)->finished)
        return URIVAL_EINVAL;
    /* *st is what finish reads: an out or err over it is refused, the
     * stream left unfinished, as an output over any input is. */
    if (URIVAL__OUT_OVER(out, st, sizeof *st) || URIVAL__OUT_OVER(err, st, sizeof *st))
        return URIVAL_EINVAL;
    s = impl(st);
    s->finished = 1;
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (s->overflow)
        return urival__refuse(err, URIVAL_ERANGE);
    if (s->row != 0 && urival__is_final(s->m, s->row)) {
        if ((s->flags & URIVAL_STREAM_FLAG_SPANS) && out != NULL)
            urival__split_spans(&s->sp, out, s->total);
        return URIVAL_OK;
    }
    if (err != NULL)
        explain(s, err);
    return URIVAL_ESYNTAX;
}
