/* check_contract.c - the output contract every writer owes (include/urival.h,
 * top comment), checked the same way for each:
 *  - an output that overlaps an input (inside it, around it, over either
 *    end) is URIVAL_EINVAL, with nothing read or written: every byte of
 *    the arena that holds the inputs stays as it was; an output that only
 *    touches an input, just before or just after it, is no overlap;
 *  - a flag bit the function does not define is URIVAL_EINVAL, whichever
 *    bit it is;
 *  - a NULL buffer is a length query with cap 0 and URIVAL_EINVAL with any
 *    other cap;
 *  - each refusal leaves 0 in *needed, "" in a buffer of its own, and the
 *    input as it was, byte for byte.
 * A writer is one row of writers[]: the inputs on which it succeeds and a
 * call that takes them from wherever the test puts them.  The functions
 * that write into structs rather than strings follow the table. */
#include "config.h"
#include <check.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

#define MAX_IN 5

/* One input: bytes (not always text) and their length. */
struct input {
    const char *s;
    size_t len;
};

/* Calls the writer on in[0..n) (n is the row's), with flags when it takes
 * any, into (buf, cap, needed). */
typedef int (*writer_call)(const struct input *in, unsigned flags, char *buf, size_t cap,
                           size_t *needed);

struct writer {
    const char *name;
    writer_call call;
    size_t nin;
    struct input in[MAX_IN]; /* inputs on which the call succeeds */
    int takes_flags;
    unsigned flags; /* every bit it defines */
};

static int w_resolve(const struct input *in, unsigned flags, char *buf, size_t cap, size_t *needed)
{
    urival_error err;
    return urival_resolve(in[0].s, in[0].len, in[1].s, in[1].len, flags, buf, cap, needed, &err);
}

static int w_remove_dots(const struct input *in, unsigned flags, char *buf, size_t cap,
                         size_t *needed)
{
    (void)flags;
    return urival_remove_dot_segments(in[0].s, in[0].len, buf, cap, needed);
}

static int w_recompose(const struct input *in, unsigned flags, char *buf, size_t cap,
                       size_t *needed)
{
    urival_uri u;
    (void)flags;
    ck_assert_int_eq(
        urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, in[0].s, in[0].len, &u, NULL),
        URIVAL_OK);
    return urival_uri_recompose(&u, in[0].s, in[0].len, buf, cap, needed);
}

typedef urival_status (*compose_fn)(const urival_uri_texts *p, char *buf, size_t cap,
                                    size_t *needed, urival_error *err);

/* The inputs are the texts of the parts named in order. */
static int compose_parts(compose_fn compose, const struct input *in, size_t n,
                         const urival_uri_part *order, char *buf, size_t cap, size_t *needed)
{
    urival_uri_texts p;
    urival_error err;
    size_t i;
    memset(&p, 0, sizeof p);
    for (i = 0; i < n; i++) {
        p.part[order[i]].ptr = in[i].s;
        p.part[order[i]].len = in[i].len;
        p.part[order[i]].defined = 1;
    }
    return compose(&p, buf, cap, needed, &err);
}

static const urival_uri_part compose_order[] = {
    URIVAL_URI_PART_SCHEME, URIVAL_URI_PART_AUTHORITY, URIVAL_URI_PART_PATH,
    URIVAL_URI_PART_QUERY,  URIVAL_URI_PART_FRAGMENT,
};

/* The authority built from its parts. */
static const urival_uri_part compose_host_order[] = {
    URIVAL_URI_PART_SCHEME, URIVAL_URI_PART_USERINFO, URIVAL_URI_PART_HOST,
    URIVAL_URI_PART_PORT,   URIVAL_URI_PART_PATH,
};

static int w_compose(const struct input *in, unsigned flags, char *buf, size_t cap, size_t *needed)
{
    (void)flags;
    return compose_parts(urival_uri_compose, in, 5, compose_order, buf, cap, needed);
}

static int w_compose_host(const struct input *in, unsigned flags, char *buf, size_t cap,
                          size_t *needed)
{
    (void)flags;
    return compose_parts(urival_uri_compose, in, 5, compose_host_order, buf, cap, needed);
}

static int w_iri_compose(const struct input *in, unsigned flags, char *buf, size_t cap,
                         size_t *needed)
{
    (void)flags;
    return compose_parts(urival_iri_compose, in, 5, compose_order, buf, cap, needed);
}

static int w_iri_compose_host(const struct input *in, unsigned flags, char *buf, size_t cap,
                              size_t *needed)
{
    (void)flags;
    return compose_parts(urival_iri_compose, in, 5, compose_host_order, buf, cap, needed);
}

static int w_normalize(const struct input *in, unsigned flags, char *buf, size_t cap,
                       size_t *needed)
{
    urival_error err;
    return urival_normalize(in[0].s, in[0].len, flags, buf, cap, needed, &err);
}

static int w_relativize(const struct input *in, unsigned flags, char *buf, size_t cap,
                        size_t *needed)
{
    urival_error err;
    (void)flags;
    return urival_relativize(in[0].s, in[0].len, in[1].s, in[1].len, buf, cap, needed, &err);
}

static int w_pct_encode(const struct input *in, unsigned flags, char *buf, size_t cap,
                        size_t *needed)
{
    (void)flags;
    return urival_pct_encode(URIVAL_PCT_SET_PATH, in[0].s, in[0].len, buf, cap, needed);
}

static int w_pct_decode(const struct input *in, unsigned flags, char *buf, size_t cap,
                        size_t *needed)
{
    urival_error err;
    return urival_pct_decode(URIVAL_PCT_SET_ANY, in[0].s, in[0].len, flags, buf, cap, needed, &err);
}

static int w_ipv4_format(const struct input *in, unsigned flags, char *buf, size_t cap,
                         size_t *needed)
{
    (void)flags;
    return urival_ipv4_format((const unsigned char *)in[0].s, buf, cap, needed);
}

static int w_ipv6_format(const struct input *in, unsigned flags, char *buf, size_t cap,
                         size_t *needed)
{
    (void)flags;
    return urival_ipv6_format((const unsigned char *)in[0].s, buf, cap, needed);
}

/* The message of a failed match of the input, which it quotes. */
static int w_error_message(const struct input *in, unsigned flags, char *buf, size_t cap,
                           size_t *needed)
{
    urival_error err;
    (void)flags;
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, in[0].s, in[0].len, &err),
                     URIVAL_ESYNTAX);
    return urival_error_message(&err, in[0].s, in[0].len, buf, cap, needed);
}

#ifdef URIVAL_HAVE_RFC8141
static int w_urn_canonical(const struct input *in, unsigned flags, char *buf, size_t cap,
                           size_t *needed)
{
    urival_error err;
    return urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, flags, in[0].s, in[0].len, buf, cap,
                                needed, &err);
}
#endif

#ifdef URIVAL_HAVE_RFC1738
static int w_draft05_resolve(const struct input *in, unsigned flags, char *buf, size_t cap,
                             size_t *needed)
{
    urival_error err;
    unsigned info;
    return urival_draft05_resolve(in[0].s, in[0].len, in[1].s, in[1].len, flags, buf, cap, needed,
                                  &info, &err);
}

/* The first URI found in the input, copied out. */
static int w_extract_copy(const struct input *in, unsigned flags, char *buf, size_t cap,
                          size_t *needed)
{
    urival_extracted f;
    size_t pos = 0;
    ck_assert_int_eq(urival_extract_next(in[0].s, in[0].len, &pos, &f), URIVAL_OK);
    return urival_extract_copy(&f, in[0].s, in[0].len, flags, buf, cap, needed);
}
#endif

#define IN(lit)                                                                                    \
    {                                                                                              \
        lit, sizeof lit - 1                                                                        \
    }

static const struct writer writers[] = {
    { "urival_resolve",
      w_resolve,
      2,
      { IN("http://a/b/c/d;p?q"), IN("../g/./h?y#f") },
      1,
      URIVAL_RESOLVE_FLAG_NON_STRICT },
    { "urival_remove_dot_segments", w_remove_dots, 1, { IN("/a/b/../c/./d") }, 0, 0 },
    { "urival_uri_recompose", w_recompose, 1, { IN("http://u@h:80/p?q#f") }, 0, 0 },
    { "urival_uri_compose",
      w_compose,
      5,
      { IN("http"), IN("user@host:8080"), IN("/p/q"), IN("q=1"), IN("frag") },
      0,
      0 },
    { "urival_uri_compose (host)",
      w_compose_host,
      5,
      { IN("http"), IN("user"), IN("host"), IN("8080"), IN("/p/q") },
      0,
      0 },
    { "urival_iri_compose",
      w_iri_compose,
      5,
      { IN("http"), IN("us\xC3\xA9r@h\xC3\xB4st:8080"), IN("/p\xC3\xA9/q"), IN("q=\xC3\xA9"),
        IN("fr\xC3\xA4g") },
      0,
      0 },
    { "urival_iri_compose (host)",
      w_iri_compose_host,
      5,
      { IN("http"), IN("us\xC3\xA9r"), IN("h\xC3\xB4st"), IN("8080"), IN("/p\xC3\xA9/q") },
      0,
      0 },
    { "urival_normalize",
      w_normalize,
      1,
      { IN("HTTP://Ex%61mple.COM:80/a/./b/../c?Q#F") },
      1,
      URIVAL_NORMALIZE_FLAG_SCHEME | URIVAL_NORMALIZE_FLAG_IPV6 },
    { "urival_relativize",
      w_relativize,
      2,
      { IN("http://a/b/c/d;p?q"), IN("http://a/b/g/h?y#z") },
      0,
      0 },
    { "urival_pct_encode", w_pct_encode, 1, { IN("a b/c%d\xc3\xbc") }, 0, 0 },
    { "urival_pct_decode",
      w_pct_decode,
      1,
      { IN("a%20b%2Fc%C3%BC") },
      1,
      URIVAL_PCT_FLAG_REFUSE_NUL },
    { "urival_ipv4_format", w_ipv4_format, 1, { IN("\xc0\x00\x02\x01") }, 0, 0 },
    { "urival_ipv6_format",
      w_ipv6_format,
      1,
      { IN("\x20\x01\x0d\xb8\x00\x00\x00\x00\x00\x00\xff\xff\xc0\x00\x02\x01") },
      0,
      0 },
    { "urival_error_message", w_error_message, 1, { IN("http://a/b c") }, 0, 0 },
#ifdef URIVAL_HAVE_RFC8141
    { "urival_urn_canonical",
      w_urn_canonical,
      1,
      { IN("URN:Foo:a%2cb") },
      1,
      URIVAL_URN_FLAG_ASSIGNED | URIVAL_URN_FLAG_STEP_5B },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "urival_draft05_resolve",
      w_draft05_resolve,
      2,
      { IN("http://a/b/c/d;p?q"), IN("../../../g") },
      1,
      URIVAL_DRAFT05_FLAG_STRIP_DOTS },
    { "urival_extract_copy",
      w_extract_copy,
      1,
      { IN("see <URL:http://a/b-\n  c/d> now") },
      1,
      URIVAL_EXTRACT_FLAG_DROP_HYPHEN },
#endif
};
#define NWRITERS (sizeof writers / sizeof writers[0])

/* The inputs live in one arena, each GAP bytes after the last, so that an
 * output may be put anywhere around them; its untouched bytes are
 * FILLER. */
#define GAP 64
#define FILLER 0x5A
static char arena[MAX_IN * (GAP + 128) + GAP];
static char snapshot[sizeof arena];

/* Lays out the row's inputs in the arena; in[] points at them there. */
static void place(const struct writer *w, struct input *in)
{
    size_t i, at = GAP;
    memset(arena, FILLER, sizeof arena);
    for (i = 0; i < w->nin; i++) {
        ck_assert_uint_le(at + w->in[i].len + GAP, sizeof arena);
        memcpy(arena + at, w->in[i].s, w->in[i].len);
        in[i].s = arena + at;
        in[i].len = w->in[i].len;
        at += w->in[i].len + GAP;
    }
    memcpy(snapshot, arena, sizeof arena);
}

static void inputs_unchanged(const struct writer *w, const struct input *in, const char *what)
{
    size_t i;
    for (i = 0; i < w->nin; i++)
        ck_assert_msg(memcmp(in[i].s, w->in[i].s, in[i].len) == 0, "%s, %s: input %zu changed",
                      w->name, what, i);
}

/* The call must be refused: URIVAL_EINVAL, 0 needed, "" in out when it is
 * a buffer apart from the inputs, and the inputs as they were. */
static void refused(const struct writer *w, const struct input *in, unsigned flags, char *buf,
                    size_t cap, int apart, const char *what)
{
    size_t needed = 12345;
    int st;
    if (apart && buf != NULL)
        memset(buf, 'X', cap);
    st = w->call(in, flags, buf, cap, &needed);
    ck_assert_msg(st == URIVAL_EINVAL, "%s, %s: status %d", w->name, what, st);
    ck_assert_msg(needed == 0, "%s, %s: needed %zu", w->name, what, needed);
    if (apart && buf != NULL && cap > 0)
        ck_assert_msg(buf[0] == '\0', "%s, %s: output not emptied", w->name, what);
    if (!apart)
        ck_assert_msg(memcmp(arena, snapshot, sizeof arena) == 0, "%s, %s: arena written", w->name,
                      what);
    inputs_unchanged(w, in, what);
}

/* What the row's call gives into a buffer of its own. */
static size_t baseline(const struct writer *w, const struct input *in)
{
    char out[512];
    size_t needed = 12345, n0;
    ck_assert_int_eq(w->call(in, w->flags, out, sizeof out, &needed), URIVAL_OK);
    ck_assert_msg(needed > 0 && needed < sizeof out, "%s: needed %zu", w->name, needed);
    n0 = needed;
    needed = 12345;
    ck_assert_int_eq(w->call(in, w->flags, NULL, 0, &needed), URIVAL_OK);
    ck_assert_msg(needed == n0, "%s: NULL buffer, cap 0: needed %zu, want %zu", w->name, needed,
                  n0);
    inputs_unchanged(w, in, "baseline");
    return n0;
}

START_TEST(test_null_buffer)
{
    const struct writer *w = &writers[_i];
    static const size_t caps[] = { 1, 2, 100, SIZE_MAX };
    struct input in[MAX_IN];
    size_t k;
    place(w, in);
    (void)baseline(w, in);
    for (k = 0; k < sizeof caps / sizeof caps[0]; k++)
        refused(w, in, w->flags, NULL, caps[k], 1, "NULL buffer with cap > 0");
}
END_TEST

START_TEST(test_unknown_flags)
{
    const struct writer *w = &writers[_i];
    struct input in[MAX_IN];
    char out[512], what[64];
    unsigned bit;
    if (!w->takes_flags)
        return;
    place(w, in);
    (void)baseline(w, in);
    /* Every bit of unsigned, the top one included, that the function does
     * not define: alone, and beside every bit it does. */
    for (bit = 1; bit != 0; bit <<= 1) {
        if (w->flags & bit)
            continue;
        snprintf(what, sizeof what, "flag 0x%x", bit);
        refused(w, in, bit, out, sizeof out, 1, what);
        refused(w, in, bit | w->flags, out, sizeof out, 1, what);
    }
    refused(w, in, UINT_MAX, out, sizeof out, 1, "every flag");
}
END_TEST

START_TEST(test_overlap)
{
    const struct writer *w = &writers[_i];
    struct input in[MAX_IN];
    size_t i;
    place(w, in);
    (void)baseline(w, in);
    for (i = 0; i < w->nin; i++) {
        /* Positions are offsets into the arena: p is the input's start. */
        size_t p = (size_t)(in[i].s - arena), L = in[i].len;
        const struct {
            const char *what;
            size_t at, cap;
        } over[] = {
            { "output is the input", p, L },
            { "output inside the input", p + L / 2, 1 },
            { "input inside the output", p - 4, L + 8 },
            { "output over the input's start", p - 4, 5 },
            { "output over the input's end", p + L - 1, 8 },
            { "output from the input's start on", p, L + 8 },
            { "output up to the input's end", p - 8, L + 8 },
        };
        size_t k;
        for (k = 0; k < sizeof over / sizeof over[0]; k++) {
            char what[96];
            snprintf(what, sizeof what, "input %zu: %s", i, over[k].what);
            place(w, in);
            refused(w, in, w->flags, arena + over[k].at, over[k].cap, 0, what);
            /* Refused for its flags too: the overlap still keeps the "" of
             * the refusal out of the input. */
            if (w->takes_flags) {
                place(w, in);
                refused(w, in, ~w->flags, arena + over[k].at, over[k].cap, 0, what);
            }
        }
    }
}
END_TEST

/* *needed is an output as buf is: one over any byte of an input is
 * refused, nothing written to it or to the input (it was written, and the
 * input with it, while buf was checked alone). */
START_TEST(test_needed_overlap)
{
    const struct writer *w = &writers[_i];
    struct input in[MAX_IN];
    char out[256];
    size_t i;
    place(w, in);
    (void)baseline(w, in);
    for (i = 0; i < w->nin; i++) {
        /* The size_t that holds the input's first byte, and its last. */
        uintptr_t first = (uintptr_t)in[i].s & ~(uintptr_t)(sizeof(size_t) - 1);
        uintptr_t last = ((uintptr_t)in[i].s + in[i].len - 1) & ~(uintptr_t)(sizeof(size_t) - 1);
        uintptr_t at[2];
        int k;
        at[0] = first;
        at[1] = last;
        if (in[i].len == 0)
            continue;
        for (k = 0; k < 2; k++) {
            place(w, in);
            ck_assert_msg(w->call(in, w->flags, out, sizeof out, (size_t *)at[k]) == URIVAL_EINVAL,
                          "%s, input %zu: *needed over its %s byte taken", w->name, i,
                          k == 0 ? "first" : "last");
            inputs_unchanged(w, in, "*needed over the input");
            /* buf over the input as well: neither is written. */
            place(w, in);
            ck_assert_int_eq(w->call(in, w->flags, (char *)in[i].s, in[i].len, (size_t *)at[k]),
                             URIVAL_EINVAL);
            inputs_unchanged(w, in, "buf and *needed over the input");
        }
    }
}
END_TEST

/* An output ending just before an input, or beginning just after it, is
 * apart from it: the call succeeds, cut to the capacity, and the input
 * stays. */
START_TEST(test_adjacent)
{
    const struct writer *w = &writers[_i];
    struct input in[MAX_IN];
    size_t i, n0;
    place(w, in);
    n0 = baseline(w, in);
    for (i = 0; i < w->nin; i++) {
        size_t p = (size_t)(in[i].s - arena), L = in[i].len, cap = GAP / 2, needed;
        size_t at[2];
        int k;
        at[0] = p - cap;
        at[1] = p + L;
        for (k = 0; k < 2; k++) {
            place(w, in);
            needed = 12345;
            ck_assert_msg(w->call(in, w->flags, arena + at[k], cap, &needed) == URIVAL_OK,
                          "%s, input %zu: adjacent output %s refused", w->name, i,
                          k == 0 ? "before" : "after");
            ck_assert_uint_eq(needed, n0);
            ck_assert_uint_eq(strlen(arena + at[k]), n0 < cap ? n0 : cap - 1);
            inputs_unchanged(w, in, "adjacent output");
        }
    }
}
END_TEST

/* ---- Writers into structs and the struct inputs of writers ------------ */

START_TEST(test_compare)
{
    union {
        urival_equivalence e[16];
        char s[64];
    } mem;
    urival_equivalence e;
    urival_error err;
    unsigned bit;
    const unsigned defined = URIVAL_NORMALIZE_FLAG_IPV6 | URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT;
    for (bit = 1; bit != 0; bit <<= 1) {
        if (defined & bit)
            continue;
        e = URIVAL_COMPARE_RUNG_SIMPLE;
        ck_assert_int_eq(urival_compare("a:b", 3, "a:b", 3, bit, &e, &err), URIVAL_EINVAL);
        ck_assert_int_eq(e, URIVAL_COMPARE_RUNG_DIFFERENT);
        ck_assert_int_eq(err.status, URIVAL_EINVAL);
    }
    ck_assert_int_eq(urival_compare("a:b#f", 5, "a:b", 3, defined, &e, &err), URIVAL_OK);
    ck_assert_int_eq(e, URIVAL_COMPARE_RUNG_SIMPLE);
    /* *result over either text. */
    /* *result over either text (e[k] is at byte k * sizeof e[0]). */
    memset(mem.s, 'b', sizeof mem.s);
    memcpy(mem.s, "a:", 2);
    ck_assert_int_eq(urival_compare(mem.s, 19, "a:b", 3, 0, &mem.e[1], &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_compare("a:b", 3, mem.s, 19, 0, &mem.e[0], &err), URIVAL_EINVAL);
    ck_assert(memcmp(mem.s, "a:bbbbbbbbbbbbbbbbb", 19) == 0);
    ck_assert_int_eq(urival_compare(mem.s, 3, "a:b", 3, 0, &mem.e[15], &err), URIVAL_OK);
    ck_assert_int_eq(mem.e[15], URIVAL_COMPARE_RUNG_SIMPLE);
}
END_TEST

START_TEST(test_ip_parse)
{
    char s[32] = "192.0.2.1";
    char six[48] = "2001:db8::1:2:3:4:5";
    urival_error err;
    ck_assert_int_eq(urival_ipv4_parse(s, 9, (unsigned char *)s + 2, &err), URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_str_eq(s, "192.0.2.1");
    ck_assert_int_eq(urival_ipv4_parse(s, 9, (unsigned char *)s + 9, &err), URIVAL_OK);
    ck_assert_int_eq(urival_ipv6_parse(six, 19, (unsigned char *)six + 10, &err), URIVAL_EINVAL);
    ck_assert(memcmp(six, "2001:db8::1:2:3:4:5", 19) == 0);
    memcpy(six + 32, "::1", 3);
    ck_assert_int_eq(urival_ipv6_parse(six + 32, 3, (unsigned char *)six, &err), URIVAL_OK);
}
END_TEST

START_TEST(test_texts)
{
    union {
        urival_uri_texts t;
        char s[sizeof(urival_uri_texts)];
    } mem;
    union {
        urival_uri u;
        urival_uri_texts t;
    } both;
    urival_uri u;
    urival_uri_texts p;
    const size_t len = sizeof mem.s < 40 ? sizeof mem.s : 40;
    memset(mem.s, 'a', sizeof mem.s);
    memcpy(mem.s, "a:", 2);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, mem.s, len, &u, NULL), URIVAL_OK);
    /* out over s, and over u. */
    ck_assert_int_eq(urival_uri_get_texts(&u, mem.s, len, &mem.t), URIVAL_EINVAL);
    ck_assert(mem.s[0] == 'a' && mem.s[1] == ':' && mem.s[len - 1] == 'a');
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a:", 2, &both.u, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&both.u, "a:", 2, &both.t), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_get_texts(&u, mem.s, len, &p), URIVAL_OK);
}
END_TEST

START_TEST(test_struct_inputs)
{
    urival_uri_texts p;
    urival_uri u;
    char out[64];
    size_t needed = 12345;
    const char *s = "http://h/p";
    /* The output over the components struct, or over the parse. */
    memset(&p, 0, sizeof p);
    p.part[URIVAL_URI_PART_PATH].ptr = "a";
    p.part[URIVAL_URI_PART_PATH].len = 1;
    p.part[URIVAL_URI_PART_PATH].defined = 1;
    ck_assert_int_eq(urival_uri_compose(&p, (char *)&p + 8, 8, &needed, NULL), URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    ck_assert_int_eq(urival_uri_compose(&p, out, sizeof out, &needed, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "a");
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, strlen(s), &u, NULL), URIVAL_OK);
    needed = 12345;
    ck_assert_int_eq(urival_uri_recompose(&u, s, strlen(s), (char *)&u, 4, &needed), URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    ck_assert_int_eq(urival_uri_recompose(&u, s, strlen(s), out, sizeof out, &needed), URIVAL_OK);
    ck_assert_str_eq(out, s);
}
END_TEST

/* A struct or scalar output over the input is refused like a buffer over
 * it, before anything is written: clearing the output first would change
 * the input (a valid URI parsed as invalid, the caller's text cut). */
union arena {
    urival_uri uri;
    urival_query_param param;
    size_t z;
    int i;
    urival_rule rule;
    urival_pct_set set;
    urival_uri_field field;
#ifdef URIVAL_HAVE_RFC8141
    urival_urn urn;
    urival_urn_directive directive;
#endif
#ifdef URIVAL_HAVE_RFC1738
    urival_rfc1738 url;
    urival_span span[4];
    urival_extracted found;
#endif
    char c[512];
};

/* The arena holds text alone: the input whose start the output lies over. */
static const char *hold(union arena *a, const char *text)
{
    memset(a, 'x', sizeof *a);
    memcpy(a->c, text, strlen(text) + 1);
    return a->c;
}

static void kept(const union arena *a, const char *text)
{
    ck_assert_str_eq(a->c, text);
}

START_TEST(test_struct_outputs)
{
    static const char uri[] = "http://example.com/some/long/path?q#f";
    static const char query[] = "a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&j=10&k=11&l=12&m=13&n=14";
    union arena a;
    urival_error err;
    size_t pos = 0;
    const char *s;

    s = hold(&a, uri);
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, strlen(uri), &a.uri, &err),
                     URIVAL_EINVAL);
    kept(&a, uri);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    s = hold(&a, uri);
    ck_assert_int_eq(
        urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, strlen(uri), &a.uri, &err),
        URIVAL_EINVAL);
    kept(&a, uri);
    s = hold(&a, query);
    pos = 0;
    ck_assert_int_eq(urival_query_next(s, strlen(query), &pos, &a.param), URIVAL_EINVAL);
    kept(&a, query);
    if (urival_iri_features() & URIVAL_IRI_FEATURE_NFC) {
        s = hold(&a, uri);
        ck_assert_int_eq(urival_iri_is_nfc(s, strlen(uri), &a.i, &err), URIVAL_EINVAL);
        kept(&a, uri);
    }
#ifdef URIVAL_HAVE_RFC8141
    {
        static const char urn[] = "urn:example:a123,z456?s=one&c=two&x=three";
        urival_urn u;
        size_t cursor = 0, start, end;
        s = hold(&a, urn);
        ck_assert_int_eq(
            urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, s, strlen(urn), &a.urn, &err),
            URIVAL_EINVAL);
        kept(&a, urn);
        ck_assert_int_eq(urival_urn_extract(s, strlen(urn), &start, &end, &a.urn, &err),
                         URIVAL_EINVAL);
        kept(&a, urn);
        ck_assert_int_eq(urival_urn_extract(s, strlen(urn), &a.z, &end, &u, &err), URIVAL_EINVAL);
        kept(&a, urn);
        ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(urn), urn,
                                          strlen(urn), &a.i, &err),
                         URIVAL_EINVAL);
        kept(&a, urn);
        /* A length's ERANGE comes first, whichever input the output is over. */
        ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(urn), urn,
                                          URIVAL_MAX_INPUT + 1, &a.i, &err),
                         URIVAL_ERANGE);
        ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, urn, URIVAL_MAX_INPUT + 1,
                                          s, strlen(urn), &a.i, &err),
                         URIVAL_ERANGE);
        kept(&a, urn);
        ck_assert_int_eq(
            urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, urn, strlen(urn), &u, &err), URIVAL_OK);
        ck_assert_int_eq(urival_urn_next_directive(&u, s, strlen(urn), &cursor, &a.directive),
                         URIVAL_EINVAL);
        kept(&a, urn);
        /* Apart from the input, the same calls do their work. */
        ck_assert_int_eq(urival_urn_next_directive(&u, urn, strlen(urn), &cursor, &a.directive),
                         URIVAL_OK);
        ck_assert_uint_eq(a.directive.keyword.len, 1);
    }
#endif
#ifdef URIVAL_HAVE_RFC1738
    {
        static const char url[] = "ftp://user:pw@host.example/a/b/c/d/e/f;type=i";
        static const char text[] = "see http://example.com/a/very/long/path/segment/here ok";
        urival_rfc1738 u;
        size_t count = 9;
        s = hold(&a, text);
        ck_assert_int_eq(urival_extract_scan(s, strlen(text), &pos, 0, &a.found), URIVAL_EINVAL);
        kept(&a, text);
        ck_assert_int_eq(urival_extract_next(s, strlen(text), &a.z, &(urival_extracted){ 0 }),
                         URIVAL_EINVAL);
        kept(&a, text);
        pos = 0;
        ck_assert_int_eq(urival_extract_scan(text, strlen(text), &pos, 0, &a.found), URIVAL_OK);
        s = hold(&a, url);
        ck_assert_int_eq(urival_rfc1738_parse(s, strlen(url), &a.url, &err), URIVAL_EINVAL);
        kept(&a, url);
        ck_assert_int_eq(urival_rfc1738_parse(url, strlen(url), &u, &err), URIVAL_OK);
        ck_assert_int_eq(urival_rfc1738_segments(&u, s, strlen(url), a.span, 4, &count),
                         URIVAL_EINVAL);
        kept(&a, url);
        ck_assert_int_eq(urival_rfc1738_segments(&u, url, strlen(url), a.span, 4, &count),
                         URIVAL_OK);
        ck_assert_uint_eq(count, 6);
        {
            /* urival_draft05_resolve()'s *info is an output too. */
            static const char ref[] = "g/h";
            char out[64];
            s = hold(&a, ref);
            ck_assert_int_eq(urival_draft05_resolve("http://a/b/c", 12, s, strlen(ref), 0, out,
                                                    sizeof out, NULL, (unsigned *)(void *)&a.i,
                                                    &err),
                             URIVAL_EINVAL);
            kept(&a, ref);
        }
    }
#endif
    /* Apart from the input, the same calls do their work. */
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, uri, strlen(uri), &a.uri, &err),
                     URIVAL_OK);
}
END_TEST

/* The lookups by name fill a scalar too: one over the name (or over a
 * NUL-terminated name's NUL, which says where it ends) is refused, and one
 * just past it is not. */
START_TEST(test_lookup_outputs)
{
    union arena a;
    urival_rule rule;
    const char *s;

    /* "path" and its NUL take bytes 0 to 4; an int from byte 8 is apart. */
    s = hold(&a, "path");
    ck_assert_int_eq(urival_pct_set_lookup(s, &a.set), URIVAL_EINVAL);
    kept(&a, "path");
    ck_assert_int_eq(urival_pct_set_lookup(s, (urival_pct_set *)(void *)(a.c + 4)), URIVAL_EINVAL);
    kept(&a, "path");
    ck_assert_int_eq(urival_pct_set_lookup(s, (urival_pct_set *)(void *)(a.c + 8)), URIVAL_OK);
    ck_assert_str_eq(urival_pct_set_name(*(urival_pct_set *)(void *)(a.c + 8)), "path");

    /* A field's name is name[0..len): the byte after it is no input. */
    s = hold(&a, "host");
    ck_assert_int_eq(urival_uri_field_lookup(s, 4, &a.field), URIVAL_EINVAL);
    kept(&a, "host");
    ck_assert_int_eq(urival_uri_field_lookup(s, 4, (urival_uri_field *)(void *)(a.c + 4)),
                     URIVAL_OK);
    ck_assert_int_eq(*(urival_uri_field *)(void *)(a.c + 4), URIVAL_URI_FIELD_HOST);

    /* urival_rule_lookup(): over the name, over the grammar, or past both. */
    s = hold(&a, "URI");
    ck_assert_int_eq(urival_rule_lookup("rfc3986", s, &a.rule), URIVAL_EINVAL);
    kept(&a, "URI");
    ck_assert_int_eq(urival_rule_lookup(NULL, s, &a.rule), URIVAL_EINVAL);
    kept(&a, "URI");
    ck_assert_int_eq(urival_rule_lookup(NULL, s, (urival_rule *)(void *)a.c), URIVAL_EINVAL);
    kept(&a, "URI");
    s = hold(&a, "rfc3986");
    ck_assert_int_eq(urival_rule_lookup(s, "URI", &a.rule), URIVAL_EINVAL);
    kept(&a, "rfc3986");
    ck_assert_int_eq(urival_rule_lookup(s, "URI", (urival_rule *)(void *)(a.c + 8)), URIVAL_OK);
    ck_assert_int_eq(*(urival_rule *)(void *)(a.c + 8), URIVAL_RULE_RFC3986_URI);
    ck_assert_int_eq(urival_rule_lookup(s, "URI", &rule), URIVAL_OK);
    ck_assert_int_eq(rule, URIVAL_RULE_RFC3986_URI);
}
END_TEST

/* *err is an output too: every function that takes one refuses it over
 * an input before writing it (an invalid input's diagnosis was written
 * over the input it described).  The writers' err goes through the check
 * test_needed_overlap proves for *needed. */
START_TEST(test_err_overlap)
{
    static const char bad[] = "urn:%zz:x\xC3";
    _Alignas(urival_error) char text[2 * sizeof(urival_error)];
    urival_error *over = (urival_error *)text;
    const size_t n = sizeof bad - 1;
    int k;
    for (k = 0; k < 15; k++) {
        urival_equivalence eq = (urival_equivalence)77;
        urival_uri u;
        urival_status st;
        memset(text, 0, sizeof text);
        memcpy(text, bad, n);
        switch (k) {
        case 0:
            st = urival_match(URIVAL_RULE_RFC3986_URI, text, n, over);
            break;
        case 1:
            st = urival_uri_parse(URIVAL_RULE_RFC3986_URI, text, n, NULL, over);
            break;
        case 2:
            st = urival_iri_parse(URIVAL_RULE_RFC3987_IRI, text, n, NULL, over);
            break;
#ifdef URIVAL_HAVE_RFC8141
        case 3:
            st = urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, text, n, NULL, over);
            break;
#endif
#ifdef URIVAL_HAVE_RFC1738
        case 4:
            st = urival_rfc1738_parse(text, n, NULL, over);
            break;
#endif
        case 5:
            st = urival_compare(text, n, "a:b", 3, 0, &eq, over);
            break;
        case 6:
            st = urival_compare("a:b", 3, text, n, 0, &eq, over);
            break;
        case 7:
            st = urival_iri_compare("a:b", 3, text, n, 0, &eq, over);
            break;
#ifdef URIVAL_HAVE_RFC8141
        case 8: {
            size_t start, end;
            urival_urn un;
            st = urival_urn_extract(text, n, &start, &end, &un, over);
            break;
        }
        case 9: {
            int eqv;
            st = urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:%", 5, text, n, &eqv, over);
            break;
        }
#endif
        case 10: /* refused before the rule is looked at */
            st = urival_match((urival_rule)100000, text, n, over);
            break;
        case 11: /* an out over the input too: err still not written */
            st = urival_ipv4_parse(text, n, (unsigned char *)text + 4, over);
            break;
        case 12:
            st = urival_iri_is_nfc(text, n, (int *)(text + 8), over);
            break;
        case 13: /* a separate out is cleared, as on any refusal */
            memset(&u, 0x5a, sizeof u);
            st = urival_uri_parse(URIVAL_RULE_RFC3986_URI, text, n, &u, over);
            ck_assert_uint_eq(u.defined, 0);
            break;
        case 14: /* *result says "different", as on any failure */
            st = urival_compare(text, n, "a:b", 3, 0, &eq, over);
            ck_assert_int_eq(eq, URIVAL_COMPARE_RUNG_DIFFERENT);
            break;
        default:
            continue;
        }
        ck_assert_msg(st == URIVAL_EINVAL, "call %d: %d", k, (int)st);
        ck_assert_msg(memcmp(text, bad, n) == 0, "call %d wrote over its input", k);
    }
}
END_TEST

/* A stream's finish reads *st: an out or err over it is refused and the
 * stream stays unfinished, its verdict still to be had. */
START_TEST(test_stream_finish_overlap)
{
    _Alignas(urival_uri) _Alignas(urival_error) urival_stream st;
    urival_error err;
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, "a b", 3), URIVAL_ESYNTAX); /* dead at " " */
    ck_assert_int_eq(urival_stream_finish(&st, NULL, (urival_error *)&st), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_finish(&st, (urival_uri *)&st, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 1);
}
END_TEST

/* A feed writes *st: a chunk that lies over it is refused and the stream
 * goes on as before, from the bytes fed so far. */
START_TEST(test_stream_feed_overlap)
{
    urival_stream st;
    urival_error err;
    urival_stream st_copy;
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, "http:", 5), URIVAL_OK);
    memcpy(&st_copy, &st, sizeof st);
    ck_assert_int_eq(urival_stream_feed(&st, (const char *)&st, 8), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_feed(&st, (const char *)&st + sizeof st - 1, 4), URIVAL_EINVAL);
    ck_assert(memcmp(&st, &st_copy, sizeof st) == 0);
    ck_assert_int_eq(urival_stream_feed(&st, "//a/b", 5), URIVAL_OK);
    ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_OK);
}
END_TEST

/* urival_uri_texts_set() writes *t on success: a value over it is refused
 * and *t left as it was. */
START_TEST(test_texts_set_value_over_texts)
{
    urival_uri_texts t, before;
    char out[64];
    size_t needed = 5;
    memset(&t, 0, sizeof t);
    t.part[URIVAL_URI_PART_PATH].ptr = "/p";
    t.part[URIVAL_URI_PART_PATH].len = 2;
    t.part[URIVAL_URI_PART_PATH].defined = 1;
    memcpy(&before, &t, sizeof t);
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_QUERY, (const char *)&t, 4, 0, out,
                                          sizeof out, &needed, NULL),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    ck_assert(memcmp(&t, &before, sizeof t) == 0);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_QUERY, "q", 1, 0, out, sizeof out, &needed, NULL),
        URIVAL_OK);
    ck_assert_str_eq(t.part[URIVAL_URI_PART_QUERY].ptr, "q");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("contract");
    TCase *tw = tcase_create("writers");
    TCase *ts = tcase_create("structs");

    tcase_add_loop_test(tw, test_null_buffer, 0, (int)NWRITERS);
    tcase_add_loop_test(tw, test_unknown_flags, 0, (int)NWRITERS);
    tcase_add_loop_test(tw, test_overlap, 0, (int)NWRITERS);
    tcase_add_loop_test(tw, test_adjacent, 0, (int)NWRITERS);
    tcase_add_loop_test(tw, test_needed_overlap, 0, (int)NWRITERS);
    tcase_add_test(ts, test_compare);
    tcase_add_test(ts, test_ip_parse);
    tcase_add_test(ts, test_texts);
    tcase_add_test(ts, test_struct_inputs);
    tcase_add_test(ts, test_struct_outputs);
    tcase_add_test(ts, test_err_overlap);
    tcase_add_test(ts, test_lookup_outputs);
    tcase_add_test(ts, test_stream_finish_overlap);
    tcase_add_test(ts, test_stream_feed_overlap);
    tcase_add_test(ts, test_texts_set_value_over_texts);
    suite_add_tcase(s, tw);
    suite_add_tcase(s, ts);
    return run_suite(s);
}
