/* error.c - turning a urival_error into words. */
#include <stdio.h>
#include <string.h>
#include "core/internal.h"
#include "core/out.h"

/* Short names for the bounded writer of out.h. */
#define out urival__out
#define put urival__put
#define puts_ urival__puts
#define put_quoted urival__put_quoted
#define finish urival__finish

static int has(const uint32_t *set, unsigned b)
{
    return (set[b / 32] >> (b % 32)) & 1u;
}

/* Named classes tried before single bytes, largest first, so that a set is
 * described the way the grammar would name it. */
static const struct {
    const char *name;
    int (*member)(unsigned);
} classes[] = {
    { "unreserved", urival__is_unreserved },
    { "sub-delims", urival__is_sub_delim },
    { "ALPHA", urival__is_alpha },
    { "HEXDIG", urival__is_hexdig },
    { "DIGIT", urival__is_digit },
};

static size_t render_expected(const urival_error *err, struct out *o)
{
    uint32_t left[8];
    const char *names[16];
    char single[256][12];
    size_t n = 0, i;
    unsigned b;

    memcpy(left, err->expected, sizeof left);
    for (i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        int all = 1;
        for (b = 0; b < 256 && all; b++)
            if (classes[i].member(b) && !has(left, b))
                all = 0;
        if (!all)
            continue;
        names[n++] = classes[i].name;
        for (b = 0; b < 256; b++)
            if (classes[i].member(b))
                left[b / 32] &= ~((uint32_t)1 << (b % 32));
    }

    /* Remaining bytes one by one, runs of three or more as a %x range. */
    {
        size_t singles = 0, total, k;
        for (b = 0; b < 256; b++) {
            unsigned e = b;
            if (!has(left, b))
                continue;
            while (e + 1 < 256 && has(left, e + 1))
                e++;
            if (e - b >= 2) {
                snprintf(single[singles++], sizeof single[0], "%%x%02X-%02X", b, e);
                b = e;
                continue;
            }
            for (; b <= e; b++) {
                if (b > 0x20 && b < 0x7f)
                    snprintf(single[singles++], sizeof single[0], "\"%c\"", (int)b);
                else
                    snprintf(single[singles++], sizeof single[0], "%%x%02X", b);
            }
            b = e;
        }
        total = n + singles + (err->end_ok ? 1u : 0u);
        if (total == 0) {
            puts_(o, "nothing more");
            return o->len;
        }
        for (k = 0; k < total; k++) {
            const char *word = k < n ? names[k]
                             : k < n + singles ? single[k - n]
                             : "end of input";
            if (k > 0)
                puts_(o, k + 1 == total ? " or " : ", ");
            puts_(o, word);
        }
    }
    return o->len;
}

size_t urival_error_expected(const urival_error *err, char *buf, size_t cap)
{
    struct out o = { buf, cap, 0 };
    if (err == NULL || (buf == NULL && cap > 0))
        return 0;
    render_expected(err, &o);
    finish(&o);
    return o.len;
}

/* How much of the failing rule's text a message quotes before eliding. */
#define QUOTE_MAX 24

size_t urival_error_message(const urival_error *err, const char *input,
                            size_t len, char *buf, size_t cap)
{
    struct out o = { buf, cap, 0 };
    char num[32];
    const unsigned char *s = (const unsigned char *)input;

    if (err == NULL || (buf == NULL && cap > 0))
        return 0;
    if (len > URIVAL_MAX_INPUT) /* a length no input can have: quote nothing */
        s = NULL;
    if (err->status != URIVAL_ESYNTAX) {
        puts_(&o, urival_strstatus(err->status));
        finish(&o);
        return o.len;
    }
    snprintf(num, sizeof num, "offset %zu: ", err->offset);
    puts_(&o, num);
    puts_(&o, err->rule != NULL ? err->rule : "?");
    puts_(&o, ": expected ");
    render_expected(err, &o);
    if (s != NULL && err->rule_start < err->offset && err->offset <= len) {
        size_t from = err->rule_start;
        puts_(&o, " after ");
        if (err->offset - from > QUOTE_MAX) {
            from = err->offset - QUOTE_MAX;
            puts_(&o, "...");
        }
        put_quoted(&o, s + from, err->offset - from);
    }
    if (err->at_end || s == NULL || err->offset >= len) {
        puts_(&o, ", found end of input");
    } else {
        puts_(&o, ", found ");
        put_quoted(&o, s + err->offset, 1);
    }
    finish(&o);
    return o.len;
}

int urival__in_pct(const unsigned char *s, size_t k, const urival_error *err,
                   size_t *start)
{
    unsigned b;
    /* Only when nothing but HEXDIG could follow: then the machine is inside
     * an escape, not merely after a "%" that some grammar allows alone. */
    for (b = 0; b < 256; b++)
        if (has(err->expected, b) != urival__is_hexdig(b))
            return 0;
    if (err->end_ok)
        return 0;
    if (k >= 1 && s[k - 1] == '%') {
        *start = k - 1;
        return 1;
    }
    if (k >= 2 && s[k - 2] == '%' && urival__is_hexdig(s[k - 1])) {
        *start = k - 2;
        return 1;
    }
    return 0;
}

void urival__attribute_plain(const char *rule, const unsigned char *s,
                             size_t k, urival_error *err)
{
    size_t start;
    if (urival__in_pct(s, k, err, &start)) {
        err->rule = "pct-encoded";
        err->rule_start = start;
        return;
    }
    err->rule = rule;
    err->rule_start = 0;
}

size_t urival__find_any(const unsigned char *s, size_t from, size_t to, const char *set)
{
    for (; from < to; from++)
        if (s[from] != '\0' && strchr(set, s[from]) != NULL)
            return from;
    return to;
}
