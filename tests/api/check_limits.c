/* check_limits.c - every public function at the edges of its lengths and
 * capacities:
 *  - a length a caller's arithmetic may have wrapped into (above
 *    URIVAL_MAX_INPUT, near 2^31, 2^32 and SIZE_MAX), in every length
 *    argument of every function, is refused with a range error before a
 *    byte is read: the strings given are a few bytes long, so a read past
 *    them is an AddressSanitizer failure;
 *  - every function that writes a string is called with every capacity
 *    from 0 to one past what it needs, into a buffer of exactly that size
 *    (a write past it is an AddressSanitizer failure), and must give the
 *    same status and needed length each time, with the output cut like
 *    snprintf's: the first cap - 1 bytes of the whole result, then NUL. */
#include "config.h"
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"

/* ---- Lengths --------------------------------------------------------- */

static const size_t huge[] = {
    URIVAL_MAX_INPUT + 1,   (size_t)INT32_MAX - 1, (size_t)INT32_MAX,
    (size_t)INT32_MAX + 1,  (size_t)INT32_MAX + 2,
#if SIZE_MAX > UINT32_MAX
    (size_t)UINT32_MAX - 1, (size_t)UINT32_MAX,    (size_t)UINT32_MAX + 1,
    (size_t)UINT32_MAX + 2, SIZE_MAX / 2 + 1,
#endif
    SIZE_MAX / 2,           SIZE_MAX - 1,          SIZE_MAX,
};
#define NHUGE (sizeof huge / sizeof huge[0])

/* One call of one function with one length argument replaced by len (the
 * others are the true lengths of short strings).  Returns 1 when the call
 * refused the length as a range error, as the function documents it. */
typedef int (*length_call)(size_t len);

static char out[256];
static size_t needed;
static urival_error err;

/* A status-returning function refused the length: URIVAL_ERANGE, err says
 * so, and a string output is empty with nothing needed. */
static int range_status(int st)
{
    return st == URIVAL_ERANGE && err.status == URIVAL_ERANGE;
}

static int range_output(int st)
{
    return range_status(st) && out[0] == '\0' && needed == 0;
}

static void reset(void)
{
    memset(out, 'X', sizeof out);
    needed = 12345;
    memset(&err, 0xA5, sizeof err);
}

static int l_match(size_t n)
{
    return range_status(urival_match(URIVAL_RULE_RFC3986_URI, "a:b", n, &err));
}

static int l_parse(size_t n)
{
    urival_uri u;
    return range_status(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, "a:b", n, &u, &err));
}

static int l_iri_parse(size_t n)
{
    urival_uri u;
    return range_status(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, "a:b", n, &u, &err));
}

static int l_iri_to_uri(size_t n)
{
    return range_output(urival_iri_to_uri("a:b", n, 0, out, sizeof out, &needed, &err));
}

static int l_iri_nfc(size_t n)
{
    return range_output(urival_iri_nfc("a:b", n, out, sizeof out, &needed, &err));
}

static int l_iri_resolve_base(size_t n)
{
    return range_output(urival_iri_resolve("a:b", n, "c", 1, 0, out, sizeof out, &needed, &err));
}

static int l_iri_resolve_ref(size_t n)
{
    return range_output(urival_iri_resolve("a:b", 3, "c", n, 0, out, sizeof out, &needed, &err));
}

static int l_iri_normalize(size_t n)
{
    return range_output(urival_iri_normalize("a:b", n, 0, out, sizeof out, &needed, &err));
}

static int l_iri_compare_a(size_t n)
{
    urival_equivalence e;
    return range_status(urival_iri_compare("a:b", n, "a:b", 3, 0, &e, &err));
}

static int l_iri_compare_b(size_t n)
{
    urival_equivalence e;
    return range_status(urival_iri_compare("a:b", 3, "a:b", n, 0, &e, &err));
}

static int l_iri_relativize_base(size_t n)
{
    return range_output(
        urival_iri_relativize("http://a/", n, "http://a/b", 10, out, sizeof out, &needed, &err));
}

static int l_iri_relativize_target(size_t n)
{
    return range_output(
        urival_iri_relativize("http://a/", 9, "http://a/b", n, out, sizeof out, &needed, &err));
}

static int l_uri_to_iri(size_t n)
{
    return range_output(urival_uri_to_iri("a:b", n, 0, out, sizeof out, &needed, &err));
}

static int l_stream_feed(size_t n)
{
    urival_stream st;
    if (urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0) != URIVAL_OK)
        return 0;
    return urival_stream_feed(&st, "a:b", n) == URIVAL_ERANGE;
}

/* The message function quotes its input: a length it cannot trust is
 * refused like any other, before a byte is quoted. */
static int l_error_message(size_t n)
{
    urival_error e;
    if (urival_match(URIVAL_RULE_RFC3986_URI, "a b", 3, &e) != URIVAL_ESYNTAX)
        return 0;
    return urival_error_message(&e, "a b", n, out, sizeof out, &needed) == URIVAL_ERANGE &&
           out[0] == '\0' && needed == 0;
}

static int l_resolve_base(size_t n)
{
    return range_output(urival_resolve("http://a/", n, "b", 1, 0, out, sizeof out, &needed, &err));
}

static int l_resolve_ref(size_t n)
{
    return range_output(urival_resolve("http://a/", 9, "b", n, 0, out, sizeof out, &needed, &err));
}

static int l_remove_dots(size_t n)
{
    int st = urival_remove_dot_segments("/a/../b", n, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

static urival_uri parsed_ab(void)
{
    urival_uri u;
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, "a:b", 3, &u, NULL), URIVAL_OK);
    return u;
}

static int l_parts_from_uri(size_t n)
{
    urival_uri u = parsed_ab();
    urival_uri_texts p;
    return urival_uri_get_texts(&u, "a:b", n, &p) == URIVAL_ERANGE;
}

static int l_recompose(size_t n)
{
    urival_uri u = parsed_ab();
    int st = urival_uri_recompose(&u, "a:b", n, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

/* A part longer than any input can be is a range error too. */
static int compose_long_part(urival_status (*compose)(const urival_uri_texts *, char *, size_t,
                                                      size_t *, urival_error *),
                             const char *path, size_t n)
{
    urival_uri_texts p;
    memset(&p, 0, sizeof p);
    p.part[URIVAL_URI_PART_SCHEME].ptr = "a";
    p.part[URIVAL_URI_PART_SCHEME].len = 1;
    p.part[URIVAL_URI_PART_SCHEME].defined = 1;
    p.part[URIVAL_URI_PART_PATH].ptr = path;
    p.part[URIVAL_URI_PART_PATH].len = n;
    p.part[URIVAL_URI_PART_PATH].defined = 1;
    return range_output(compose(&p, out, sizeof out, &needed, &err));
}

static int l_recompose_parts(size_t n)
{
    return compose_long_part(urival_uri_compose, "b", n);
}

static int l_iri_compose_parts(size_t n)
{
    return compose_long_part(urival_iri_compose, "\xC3\xA9", n);
}

static int l_normalize(size_t n)
{
    return range_output(urival_normalize("a:b", n, 0, out, sizeof out, &needed, &err));
}

static int l_scheme_default_port(size_t n)
{
    return urival_scheme_default_port("http", n) == -1;
}

static int l_compare_a(size_t n)
{
    urival_equivalence e;
    return range_status(urival_compare("a:b", n, "a:b", 3, 0, &e, &err));
}

static int l_compare_b(size_t n)
{
    urival_equivalence e;
    return range_status(urival_compare("a:b", 3, "a:b", n, 0, &e, &err));
}

static int l_relativize_base(size_t n)
{
    return range_output(
        urival_relativize("http://a/", n, "http://a/b", 10, out, sizeof out, &needed, &err));
}

static int l_relativize_target(size_t n)
{
    return range_output(
        urival_relativize("http://a/", 9, "http://a/b", n, out, sizeof out, &needed, &err));
}

static int l_pct_encode(size_t n)
{
    int st = urival_pct_encode(URIVAL_PCT_SET_PATH, "a b", n, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

static int l_pct_decode(size_t n)
{
    return range_output(
        urival_pct_decode(URIVAL_PCT_SET_ANY, "a%20b", n, 0, out, sizeof out, &needed, &err));
}

static int l_ipv4_parse(size_t n)
{
    unsigned char a[4];
    return range_status(urival_ipv4_parse("1.2.3.4", n, a, &err));
}

static int l_ipv6_parse(size_t n)
{
    unsigned char a[16];
    return range_status(urival_ipv6_parse("::1", n, a, &err));
}

static int l_field_lookup(size_t n)
{
    urival_uri_field f = URIVAL_URI_FIELD_COUNT;
    return urival_uri_field_lookup("host", n, &f) == URIVAL_ERANGE && f == URIVAL_URI_FIELD_COUNT;
}

/* The texts of URI s (a string that outlives them), for the edits. */
static urival_uri_texts texts_of(const char *s)
{
    urival_uri u;
    urival_uri_texts t;
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, strlen(s), &u, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&u, s, strlen(s), &t), URIVAL_OK);
    return t;
}

/* A refused set leaves the texts as they were. */
static int l_texts_set_value(size_t n)
{
    urival_uri_texts t = texts_of("http://a/");
    const char *host = t.part[URIVAL_URI_PART_HOST].ptr;
    return range_output(urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "b", n, 0, out, sizeof out,
                                             &needed, &err)) &&
           t.part[URIVAL_URI_PART_HOST].ptr == host && t.part[URIVAL_URI_PART_HOST].len == 1;
}

/* A component of the texts longer than any input can be. */
static int l_texts_set_part(size_t n)
{
    urival_uri_texts t = texts_of("http://a/");
    t.part[URIVAL_URI_PART_PATH].len = n;
    return range_output(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "b", 1, 0, out, sizeof out, &needed, &err));
}

/* A refused call clears *param and leaves *pos. */
static int l_query_next(size_t n)
{
    urival_query_param p;
    size_t pos = 0;
    memset(&p, 0xA5, sizeof p);
    return urival_query_next("a=b", n, &pos, &p) == URIVAL_ERANGE && pos == 0 && p.key.off == 0 &&
           p.key.len == 0 && p.value.len == 0 && p.has_value == 0;
}

/* urival_query_param_is() cannot fail: a length it cannot trust is no
 * match (with the true lengths the key matches). */
static int l_query_param_is(size_t n, int which)
{
    urival_query_param p;
    size_t pos = 0;
    if (urival_query_next("a=b", 3, &pos, &p) != URIVAL_OK ||
        urival_query_param_is("a=b", 3, &p, "a", 1) != 1)
        return 0;
    return urival_query_param_is("a=b", which == 0 ? n : 3, &p, "a", which == 1 ? n : 1) == 0;
}

static int l_query_param_is_q(size_t n)
{
    return l_query_param_is(n, 0);
}

static int l_query_param_is_key(size_t n)
{
    return l_query_param_is(n, 1);
}

static int l_query_append(size_t n, int which)
{
    int st = urival_query_append("a=b", which == 0 ? n : 3, "k", which == 1 ? n : 1, "v",
                                 which == 2 ? n : 1, 0, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

static int l_query_append_q(size_t n)
{
    return l_query_append(n, 0);
}

static int l_query_append_key(size_t n)
{
    return l_query_append(n, 1);
}

static int l_query_append_value(size_t n)
{
    return l_query_append(n, 2);
}

static int l_query_remove_q(size_t n)
{
    int st = urival_query_remove("a=b&c", n, "a", 1, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

static int l_query_remove_key(size_t n)
{
    int st = urival_query_remove("a=b&c", 5, "a", n, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

static int l_query_sort(size_t n)
{
    int st = urival_query_sort("b&a", n, out, sizeof out, &needed);
    return st == URIVAL_ERANGE && out[0] == '\0' && needed == 0;
}

#ifdef URIVAL_HAVE_RFC8141
static int l_urn_parse(size_t n)
{
    urival_urn u;
    return range_status(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a:b", n, &u, &err));
}

static int l_urn_canonical(size_t n)
{
    return range_output(urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a:b", n, out,
                                             sizeof out, &needed, &err));
}

static int l_urn_equal_a(size_t n)
{
    int eq = 7;
    return range_status(
        urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a:b", n, "urn:a:b", 7, &eq, &err));
}

static int l_urn_equal_b(size_t n)
{
    int eq = 7;
    return range_status(
        urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a:b", 7, "urn:a:b", n, &eq, &err));
}

static int l_urn_extract(size_t n)
{
    size_t s, e;
    urival_urn u;
    return range_status(urival_urn_extract("urn:a:b", n, &s, &e, &u, &err));
}

static int l_urn_next_directive(size_t n)
{
    urival_urn u;
    urival_urn_directive d;
    size_t cursor = 0;
    if (urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:c?d=e", 12, &u, NULL) != URIVAL_OK)
        return 0;
    return urival_urn_next_directive(&u, "urn:ab:c?d=e", n, &cursor, &d) == URIVAL_ERANGE &&
           cursor == 0;
}
#endif

#ifdef URIVAL_HAVE_RFC1738
static int l_rfc1738_parse(size_t n)
{
    urival_rfc1738 u;
    return range_status(urival_rfc1738_parse("http://a/", n, &u, &err));
}

static int l_draft05_base(size_t n)
{
    unsigned info;
    return range_output(
        urival_draft05_resolve("http://a/", n, "b", 1, 0, out, sizeof out, &needed, &info, &err));
}

static int l_draft05_ref(size_t n)
{
    unsigned info;
    return range_output(
        urival_draft05_resolve("http://a/", 9, "b", n, 0, out, sizeof out, &needed, &info, &err));
}

static int l_extract_next(size_t n)
{
    size_t pos = 0;
    urival_extracted f;
    return urival_extract_next("see http://a/ here", n, &pos, &f) == URIVAL_ERANGE && pos == 0;
}

static int l_extract_scan(size_t n)
{
    size_t pos = 0;
    urival_extracted f;
    return urival_extract_scan("see http://a/ here", n, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES,
                               &f) == URIVAL_ERANGE &&
           pos == 0;
}

static int l_extract_copy(size_t n)
{
    static const char text[] = "see http://a/ here";
    size_t pos = 0;
    urival_extracted f;
    if (urival_extract_next(text, sizeof text - 1, &pos, &f) != URIVAL_OK)
        return 0;
    return urival_extract_copy(&f, text, n, 0, out, sizeof out, &needed) == URIVAL_ERANGE &&
           out[0] == '\0' && needed == 0;
}

/* The span walkers: a parse of the short string, its length replaced. */
static int l_rfc1738_walk(size_t n, int fields)
{
    static const char s[] = "prospero://h/a/b;f=v";
    urival_rfc1738 u;
    urival_span a[4], b[4];
    size_t count = 99;
    int st;
    if (urival_rfc1738_parse(s, sizeof s - 1, &u, NULL) != URIVAL_OK)
        return 0;
    st = fields ? urival_rfc1738_fields(&u, s, n, a, b, 4, &count)
                : urival_rfc1738_segments(&u, s, n, a, 4, &count);
    return st == URIVAL_ERANGE && count == 0;
}

static int l_rfc1738_segments(size_t n)
{
    return l_rfc1738_walk(n, 0);
}

static int l_rfc1738_fields(size_t n)
{
    return l_rfc1738_walk(n, 1);
}
#endif

static const struct {
    const char *name;
    length_call call;
} length_calls[] = {
    { "urival_match", l_match },
    { "urival_uri_parse", l_parse },
    { "urival_stream_feed", l_stream_feed },
    { "urival_iri_parse", l_iri_parse },
    { "urival_iri_to_uri", l_iri_to_uri },
    { "urival_uri_to_iri", l_uri_to_iri },
    { "urival_iri_nfc", l_iri_nfc },
    { "urival_iri_resolve (base)", l_iri_resolve_base },
    { "urival_iri_resolve (ref)", l_iri_resolve_ref },
    { "urival_iri_normalize", l_iri_normalize },
    { "urival_iri_compare (a)", l_iri_compare_a },
    { "urival_iri_compare (b)", l_iri_compare_b },
    { "urival_iri_relativize (base)", l_iri_relativize_base },
    { "urival_iri_relativize (target)", l_iri_relativize_target },
    { "urival_error_message", l_error_message },
    { "urival_resolve (base)", l_resolve_base },
    { "urival_resolve (ref)", l_resolve_ref },
    { "urival_remove_dot_segments", l_remove_dots },
    { "urival_uri_get_texts", l_parts_from_uri },
    { "urival_uri_recompose", l_recompose },
    { "urival_uri_compose (a part)", l_recompose_parts },
    { "urival_iri_compose (a part)", l_iri_compose_parts },
    { "urival_normalize", l_normalize },
    { "urival_scheme_default_port", l_scheme_default_port },
    { "urival_compare (a)", l_compare_a },
    { "urival_compare (b)", l_compare_b },
    { "urival_relativize (base)", l_relativize_base },
    { "urival_relativize (target)", l_relativize_target },
    { "urival_pct_encode", l_pct_encode },
    { "urival_pct_decode", l_pct_decode },
    { "urival_ipv4_parse", l_ipv4_parse },
    { "urival_ipv6_parse", l_ipv6_parse },
    { "urival_uri_field_lookup", l_field_lookup },
    { "urival_uri_texts_set (value)", l_texts_set_value },
    { "urival_uri_texts_set (a part)", l_texts_set_part },
    { "urival_query_next", l_query_next },
    { "urival_query_param_is (q)", l_query_param_is_q },
    { "urival_query_param_is (key)", l_query_param_is_key },
    { "urival_query_append (q)", l_query_append_q },
    { "urival_query_append (key)", l_query_append_key },
    { "urival_query_append (value)", l_query_append_value },
    { "urival_query_remove (q)", l_query_remove_q },
    { "urival_query_remove (key)", l_query_remove_key },
    { "urival_query_sort", l_query_sort },
#ifdef URIVAL_HAVE_RFC8141
    { "urival_urn_parse", l_urn_parse },
    { "urival_urn_canonical", l_urn_canonical },
    { "urival_urn_equal (a)", l_urn_equal_a },
    { "urival_urn_equal (b)", l_urn_equal_b },
    { "urival_urn_extract", l_urn_extract },
    { "urival_urn_next_directive", l_urn_next_directive },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "urival_rfc1738_parse", l_rfc1738_parse },
    { "urival_rfc1738_segments", l_rfc1738_segments },
    { "urival_rfc1738_fields", l_rfc1738_fields },
    { "urival_draft05_resolve (base)", l_draft05_base },
    { "urival_draft05_resolve (ref)", l_draft05_ref },
    { "urival_extract_next", l_extract_next },
    { "urival_extract_scan", l_extract_scan },
    { "urival_extract_copy", l_extract_copy },
#endif
};
#define NLENGTH_CALLS (sizeof length_calls / sizeof length_calls[0])

/* _i runs over every (function, length) pair. */
START_TEST(test_huge_length)
{
    size_t f = (size_t)_i / NHUGE, k = (size_t)_i % NHUGE;
    reset();
    if (!length_calls[f].call(huge[k]))
        ck_abort_msg("%s with length %zu: not refused as a range error", length_calls[f].name,
                     huge[k]);
}
END_TEST

/* ---- Capacities ------------------------------------------------------ */

/* One string-producing call: writes into buf[0..cap), stores the length
 * of the whole result in *n, returns its status (URIVAL_OK for the
 * functions that return a length instead). */
typedef int (*producer)(char *buf, size_t cap, size_t *n);

static int p_error_message(char *buf, size_t cap, size_t *n)
{
    urival_error e;
    static const char s[] = "http://a b/%zz";
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, s, sizeof s - 1, &e), URIVAL_ESYNTAX);
    return urival_error_message(&e, s, sizeof s - 1, buf, cap, n);
}

static int p_error_expected(char *buf, size_t cap, size_t *n)
{
    urival_error e;
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "http://[::1", 11, &e), URIVAL_ESYNTAX);
    return urival_error_expected(&e, buf, cap, n);
}

static int p_resolve(char *buf, size_t cap, size_t *n)
{
    return urival_resolve("http://a/b/c/d;p?q", 18, "../../g?y#s", 11, 0, buf, cap, n, NULL);
}

/* A failure: no output at all, whatever the capacity. */
static int p_resolve_no_base(char *buf, size_t cap, size_t *n)
{
    return urival_resolve("b/c", 3, "g", 1, 0, buf, cap, n, NULL);
}

static int p_remove_dots(char *buf, size_t cap, size_t *n)
{
    return urival_remove_dot_segments("/a/b/c/./../../g/", 17, buf, cap, n);
}

static int p_recompose(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "http://u@h:80/p/q?x=1#f";
    urival_uri u;
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI, s, sizeof s - 1, &u, NULL),
                     URIVAL_OK);
    return urival_uri_recompose(&u, s, sizeof s - 1, buf, cap, n);
}

static int p_recompose_parts(char *buf, size_t cap, size_t *n)
{
    urival_uri_texts p = texts_of("ftp://[::1]:21/pub?a#b");
    return urival_uri_compose(&p, buf, cap, n, NULL);
}

static int p_iri_compose_parts(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "ftp://us\xC3\xA9r@[::1]:21/p\xC3\xA9?a\xEE\x80\x80#b\xC3\xA9";
    urival_uri u;
    urival_uri_texts p;
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, sizeof s - 1, &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&u, s, sizeof s - 1, &p), URIVAL_OK);
    return urival_iri_compose(&p, buf, cap, n, NULL);
}

static int p_normalize(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "HTTP://Ex%61mple.COM:80/%7efoo/./a/../b%2f?Q#F";
    return urival_normalize(s, sizeof s - 1, URIVAL_NORMALIZE_FLAG_SCHEME, buf, cap, n, NULL);
}

static int p_normalize_invalid(char *buf, size_t cap, size_t *n)
{
    return urival_normalize("http://a b/", 11, 0, buf, cap, n, NULL);
}

static int p_iri_to_uri(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "http://r\xc3\xa9sum\xc3\xa9.example.org/\xf0\x90\x8c\x80?\xee\x80\x80";
    return urival_iri_to_uri(s, sizeof s - 1, 0, buf, cap, n, NULL);
}

static int p_iri_normalize(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "HTTP://R\xc3\xa9sum\xc3\xa9.ORG:80/%7e\xc3\xa9/./a/../b%c3%a9?Q#F";
    return urival_iri_normalize(s, sizeof s - 1, URIVAL_NORMALIZE_FLAG_SCHEME, buf, cap, n, NULL);
}

static int p_iri_relativize(char *buf, size_t cap, size_t *n)
{
    static const char b[] = "http://a/\xc3\xa9/c/d;p?q", t[] = "http://a/\xc3\xa9/g/h?y#\xc3\xa9";
    return urival_iri_relativize(b, sizeof b - 1, t, sizeof t - 1, buf, cap, n, NULL);
}

static int p_uri_to_iri(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "http://www.example.org/D%C3%BCrst%FC%e2%80%ae?%EE%80%80";
    return urival_uri_to_iri(s, sizeof s - 1, 0, buf, cap, n, NULL);
}

static int p_iri_error_message(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "x:a\xe2\x80\x8e";
    urival_uri u;
    urival_error e;
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, s, sizeof s - 1, &u, &e),
                     URIVAL_EIRI_BIDI);
    return urival_error_message(&e, s, sizeof s - 1, buf, cap, n);
}

static int p_relativize(char *buf, size_t cap, size_t *n)
{
    return urival_relativize("http://a/b/c/d;p?q", 18, "http://a/b/g/h?y#z", 18, buf, cap, n, NULL);
}

static int p_pct_encode(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "a b/\xc3\xbc%?#";
    return urival_pct_encode(URIVAL_PCT_SET_PATH, s, sizeof s - 1, buf, cap, n);
}

static int p_pct_decode(char *buf, size_t cap, size_t *n)
{
    return urival_pct_decode(URIVAL_PCT_SET_ANY, "a%20b%2Fc%C3%BC", 15, 0, buf, cap, n, NULL);
}

static int p_ipv4_format(char *buf, size_t cap, size_t *n)
{
    static const unsigned char a[4] = { 192, 0, 2, 255 };
    return urival_ipv4_format(a, buf, cap, n);
}

static int p_ipv6_format(char *buf, size_t cap, size_t *n)
{
    static const unsigned char a[16] = { 0x20, 0x01, 0x0d, 0xb8, 0,    0, 0, 0,
                                         0,    0,    0xff, 0xff, 0xc0, 0, 2, 1 };
    return urival_ipv6_format(a, buf, cap, n);
}

/* A new host for "http://u@a:1/p", percent-encoded where reg-name needs
 * it. */
static int p_texts_set(char *buf, size_t cap, size_t *n)
{
    urival_uri_texts t = texts_of("http://u@a:1/p");
    return urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "ex ample.org", 12,
                                URIVAL_SET_FLAG_ENCODE, buf, cap, n, NULL);
}

/* A failure: a port that is no port. */
static int p_texts_set_invalid(char *buf, size_t cap, size_t *n)
{
    urival_uri_texts t = texts_of("http://a/");
    return urival_uri_texts_set(&t, URIVAL_URI_FIELD_PORT, "8o", 2, 0, buf, cap, n, NULL);
}

static int p_query_append(char *buf, size_t cap, size_t *n)
{
    return urival_query_append("a=1&", 4, "k&=", 3, "v w+", 4, 0, buf, cap, n);
}

static int p_query_remove(char *buf, size_t cap, size_t *n)
{
    return urival_query_remove("a=1&&b=2&%61=3&c", 16, "a", 1, buf, cap, n);
}

static int p_query_sort(char *buf, size_t cap, size_t *n)
{
    return urival_query_sort("c=1&b&a=2&&%61=3&B=4", 20, buf, cap, n);
}

#ifdef URIVAL_HAVE_RFC8141
static int p_urn_canonical(char *buf, size_t cap, size_t *n)
{
    static const char s[] = "URN:Example:a%7e%41b?+r?=q#f";
    return urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, sizeof s - 1, buf, cap, n, NULL);
}

/* The message of a URN status beyond the grammar. */
static int p_urn_error_message(char *buf, size_t cap, size_t *n)
{
    urival_error e;
    urival_urn u;
    ck_assert_int_ne(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:urn:x", 9, &u, &e),
                     URIVAL_OK);
    return urival_error_message(&e, "urn:urn:x", 9, buf, cap, n);
}
#endif

#ifdef URIVAL_HAVE_RFC1738
static int p_draft05(char *buf, size_t cap, size_t *n)
{
    unsigned info;
    return urival_draft05_resolve("http://a/b/c/d;p?q#f", 20, "../../g", 7, 0, buf, cap, n, &info,
                                  NULL);
}

static int p_extract_copy(char *buf, size_t cap, size_t *n)
{
    static const char text[] = "see <http://a.example/long-\n   path/x> here";
    size_t pos = 0;
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(text, sizeof text - 1, &pos, &f), URIVAL_OK);
    return urival_extract_copy(&f, text, sizeof text - 1, 0, buf, cap, n);
}
#endif

static const struct {
    const char *name;
    producer call;
} producers[] = {
    { "urival_error_message", p_error_message },
    { "urival_error_expected", p_error_expected },
    { "urival_resolve", p_resolve },
    { "urival_resolve (no base)", p_resolve_no_base },
    { "urival_remove_dot_segments", p_remove_dots },
    { "urival_uri_recompose", p_recompose },
    { "urival_uri_compose", p_recompose_parts },
    { "urival_iri_compose", p_iri_compose_parts },
    { "urival_normalize", p_normalize },
    { "urival_normalize (invalid)", p_normalize_invalid },
    { "urival_relativize", p_relativize },
    { "urival_iri_to_uri", p_iri_to_uri },
    { "urival_iri_normalize", p_iri_normalize },
    { "urival_iri_relativize", p_iri_relativize },
    { "urival_uri_to_iri", p_uri_to_iri },
    { "urival_error_message (IRI)", p_iri_error_message },
    { "urival_pct_encode", p_pct_encode },
    { "urival_pct_decode", p_pct_decode },
    { "urival_ipv4_format", p_ipv4_format },
    { "urival_ipv6_format", p_ipv6_format },
    { "urival_uri_texts_set", p_texts_set },
    { "urival_uri_texts_set (invalid)", p_texts_set_invalid },
    { "urival_query_append", p_query_append },
    { "urival_query_remove", p_query_remove },
    { "urival_query_sort", p_query_sort },
#ifdef URIVAL_HAVE_RFC8141
    { "urival_urn_canonical", p_urn_canonical },
    { "urival_error_message (URN)", p_urn_error_message },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "urival_draft05_resolve", p_draft05 },
    { "urival_extract_copy", p_extract_copy },
#endif
};
#define NPRODUCERS (sizeof producers / sizeof producers[0])

START_TEST(test_capacities)
{
    const char *name = producers[_i].name;
    producer call = producers[_i].call;
    char full[1024], nul_probe = 'X';
    size_t n_full = 77, n, cap;
    int st_full = call(full, sizeof full, &n_full), st;

    ck_assert_msg(n_full < sizeof full, "%s: result too long for the test", name);
    if (st_full != URIVAL_OK) {
        /* A failure writes "" and needs nothing. */
        ck_assert_msg(full[0] == '\0' && n_full == 0, "%s: failure left output", name);
    } else {
        ck_assert_msg(n_full > 0 && strlen(full) == n_full, "%s: length %zu", name, n_full);
    }
    /* cap 0 with a NULL buffer, and with a buffer that must stay as is. */
    n = 77;
    st = call(NULL, 0, &n);
    ck_assert_msg(st == st_full && n == n_full, "%s, cap 0, NULL: %d %zu", name, st, n);
    st = call(&nul_probe, 0, &n);
    ck_assert_msg(st == st_full && n == n_full && nul_probe == 'X', "%s, cap 0: wrote", name);
    for (cap = 1; cap <= n_full + 1; cap++) {
        char *buf = malloc(cap);
        size_t keep = n_full < cap - 1 ? n_full : cap - 1;
        ck_assert_ptr_nonnull(buf);
        memset(buf, 'X', cap);
        n = 77;
        st = call(buf, cap, &n);
        ck_assert_msg(st == st_full && n == n_full, "%s, cap %zu: status %d, needed %zu", name, cap,
                      st, n);
        ck_assert_msg(memcmp(buf, full, keep) == 0 && buf[keep] == '\0',
                      "%s, cap %zu: not the result cut like snprintf", name, cap);
        free(buf);
    }
}
END_TEST

/* The span writers: every count of slots from 0 to one past the number of
 * spans, in an array of exactly that many. */
#ifdef URIVAL_HAVE_RFC1738
static void span_sweep(const char *s, int fields)
{
    urival_rfc1738 u;
    urival_span full[16], fullv[16];
    size_t total, cap, k, n = strlen(s), got;
    ck_assert_int_eq(urival_rfc1738_parse(s, n, &u, NULL), URIVAL_OK);
    ck_assert_int_eq(fields ? urival_rfc1738_fields(&u, s, n, full, fullv, 16, &total)
                            : urival_rfc1738_segments(&u, s, n, full, 16, &total),
                     URIVAL_OK);
    ck_assert_uint_gt(total, 1);
    ck_assert_uint_lt(total, 16);
    for (cap = 0; cap <= total + 1; cap++) {
        urival_span *a = cap ? malloc(cap * sizeof *a) : NULL;
        urival_span *b = cap ? malloc(cap * sizeof *b) : NULL;
        ck_assert_int_eq(fields ? urival_rfc1738_fields(&u, s, n, a, b, cap, &got)
                                : urival_rfc1738_segments(&u, s, n, a, cap, &got),
                         URIVAL_OK);
        ck_assert_uint_eq(got, total);
        for (k = 0; k < cap && k < total; k++) {
            ck_assert_uint_eq(a[k].off, full[k].off);
            ck_assert_uint_eq(a[k].len, full[k].len);
            if (fields) {
                ck_assert_uint_eq(b[k].off, fullv[k].off);
                ck_assert_uint_eq(b[k].len, fullv[k].len);
            }
        }
        free(a);
        free(b);
    }
}

START_TEST(test_span_capacities)
{
    span_sweep("ftp://h/a/b%2Fc/d;type=i", 0);
    span_sweep("prospero://h:1525/a/b;f1=v1;f2=v2;f3=", 1);
}
END_TEST
#endif

/* ---- The other arguments of the edit, query and scan functions ------- */

/* A refused writer: status st, "" in out, nothing needed. */
static void refused(int st, int want, const char *what)
{
    ck_assert_msg(st == want && out[0] == '\0' && needed == 0, "%s: status %d, needed %zu", what,
                  st, needed);
}

START_TEST(test_edit_arguments)
{
    urival_uri_texts t;
    urival_uri_field f = URIVAL_URI_FIELD_HOST;
    urival_query_param p;
    size_t pos = 0;
    char q[32];

    /* Names: every field by its name and back; nothing else. */
    for (f = URIVAL_URI_FIELD_SCHEME; f < URIVAL_URI_FIELD_COUNT; f++) {
        urival_uri_field g = URIVAL_URI_FIELD_COUNT;
        const char *name = urival_uri_field_name(f);
        ck_assert_ptr_nonnull(name);
        ck_assert_int_eq(urival_uri_field_lookup(name, strlen(name), &g), URIVAL_OK);
        ck_assert_int_eq(g, f);
    }
    ck_assert_ptr_null(urival_uri_field_name(URIVAL_URI_FIELD_COUNT));
    ck_assert_ptr_null(urival_uri_field_name((urival_uri_field)-1));
    ck_assert_int_eq(urival_uri_field_lookup("Host", 4, &f), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_uri_field_lookup("hostx", 4, &f), URIVAL_OK);
    ck_assert_int_eq(f, URIVAL_URI_FIELD_HOST);
    ck_assert_int_eq(urival_uri_field_lookup("", 0, &f), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_uri_field_lookup(NULL, 4, &f), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_field_lookup("host", 4, NULL), URIVAL_EINVAL);

    /* Set: NULL texts, NULL value with a length, unknown field or flag,
     * NULL buf with a capacity, a buf over the value or over a component. */
    t = texts_of("http://a/");
    reset();
    refused(urival_uri_texts_set(NULL, URIVAL_URI_FIELD_HOST, "b", 1, 0, out, sizeof out, &needed,
                                 &err),
            URIVAL_EINVAL, "set NULL texts");
    reset();
    refused(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, NULL, 1, 0, out, sizeof out, &needed, &err),
        URIVAL_EINVAL, "set NULL value");
    reset();
    refused(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_COUNT, "b", 1, 0, out, sizeof out, &needed, &err),
        URIVAL_EINVAL, "set unknown field");
    reset();
    refused(urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "b", 1, 0x2u, out, sizeof out, &needed,
                                 &err),
            URIVAL_EINVAL, "set unknown flag");
    needed = 7;
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "b", 1, 0, NULL, 4, &needed, &err),
        URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    memcpy(q, "example", 8);
    needed = 7;
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, q, 7, 0, q + 3, sizeof q - 3,
                                          &needed, &err),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    {
        /* The buffer over the text of a component of *t. */
        char copy[] = "http://host/path";
        t = texts_of(copy);
        needed = 7;
        ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_QUERY, "q", 1, 0, copy + 12, 4,
                                              &needed, &err),
                         URIVAL_EINVAL);
        ck_assert_uint_eq(needed, 0);
        ck_assert_str_eq(copy + 12, "path");
    }
    /* A port without a host. */
    {
        t = texts_of("x:y");
        reset();
        refused(urival_uri_texts_set(&t, URIVAL_URI_FIELD_PORT, "1", 1, 0, out, sizeof out, &needed,
                                     &err),
                URIVAL_EINVAL, "set port without host");
        ck_assert_int_eq(err.status, URIVAL_EINVAL);
        ck_assert_str_eq(err.rule, "authority");
    }

    /* Clear: NULL texts, an unknown field. */
    t = texts_of("http://a/");
    ck_assert_int_eq(urival_uri_texts_clear(NULL, URIVAL_URI_FIELD_HOST), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_COUNT), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_texts_clear(&t, (urival_uri_field)-1), URIVAL_EINVAL);
    ck_assert_int_eq(t.part[URIVAL_URI_PART_HOST].defined, 1);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_HOST), URIVAL_OK);
    ck_assert_int_eq(t.part[URIVAL_URI_PART_HOST].defined, 0);

    /* Next and param_is: NULL arguments, spans outside the query. */
    memset(&p, 0xA5, sizeof p);
    ck_assert_int_eq(urival_query_next(NULL, 3, &pos, &p), URIVAL_EINVAL);
    ck_assert_uint_eq(p.key.len, 0);
    ck_assert_int_eq(urival_query_next("a=b", 3, NULL, &p), URIVAL_EINVAL);
    ck_assert_int_eq(urival_query_next("a=b", 3, &pos, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_query_next(NULL, 0, &pos, &p), URIVAL_ENOT_FOUND);
    pos = 4; /* past the end: nothing left */
    ck_assert_int_eq(urival_query_next("a=b", 3, &pos, &p), URIVAL_ENOT_FOUND);
    ck_assert_uint_eq(pos, 3);
    pos = 0;
    ck_assert_int_eq(urival_query_next("&a=b", 4, &pos, &p), URIVAL_OK);
    ck_assert_int_eq(urival_query_param_is("&a=b", 4, &p, "a", 1), 1);
    ck_assert_int_eq(urival_query_param_is(NULL, 4, &p, "a", 1), 0);
    ck_assert_int_eq(urival_query_param_is("&a=b", 4, NULL, "a", 1), 0);
    ck_assert_int_eq(urival_query_param_is("&a=b", 4, &p, NULL, 1), 0);
    ck_assert_int_eq(urival_query_param_is("&a=b", 1, &p, "a", 1), 0); /* key past q */
    p.key.off = 5;
    ck_assert_int_eq(urival_query_param_is("&a=b", 4, &p, "a", 1), 0);
    p.key.off = 1, p.key.len = (size_t)-1;
    ck_assert_int_eq(urival_query_param_is("&a=b", 4, &p, "a", 1), 0);

    /* Append, remove, sort: NULL with a length, NULL buf with a capacity,
     * a buf over an input, an unknown flag. */
    reset();
    refused(urival_query_append(NULL, 1, "k", 1, "v", 1, 0, out, sizeof out, &needed),
            URIVAL_EINVAL, "append NULL q");
    reset();
    refused(urival_query_append("a", 1, NULL, 1, "v", 1, 0, out, sizeof out, &needed),
            URIVAL_EINVAL, "append NULL key");
    reset();
    refused(urival_query_append("a", 1, "k", 1, NULL, 1, 0, out, sizeof out, &needed),
            URIVAL_EINVAL, "append NULL value");
    reset();
    refused(urival_query_append("a", 1, "k", 1, "v", 1, 0x2u, out, sizeof out, &needed),
            URIVAL_EINVAL, "append unknown flag");
    reset();
    ck_assert_int_eq(urival_query_append("a", 1, "k", 1, NULL, 0, URIVAL_QUERY_FLAG_KEY_ONLY, out,
                                         sizeof out, &needed),
                     URIVAL_OK);
    ck_assert_str_eq(out, "a&k");
    needed = 7;
    ck_assert_int_eq(urival_query_append("a", 1, "k", 1, "v", 1, 0, NULL, 8, &needed),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    memcpy(q, "a=1&b=2", 8);
    needed = 7;
    ck_assert_int_eq(urival_query_append(q, 7, "k", 1, "v", 1, 0, q + 7, sizeof q - 7, &needed),
                     URIVAL_OK); /* just after the input: no overlap */
    ck_assert_str_eq(q, "a=1&b=2a=1&b=2&k=v");
    memcpy(q, "a=1&b=2", 8);
    needed = 7;
    ck_assert_int_eq(urival_query_append(q, 7, "k", 1, "v", 1, 0, q + 6, sizeof q - 6, &needed),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    needed = 7;
    ck_assert_int_eq(urival_query_remove(q, 7, "a", 1, q + 2, sizeof q - 2, &needed),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    memcpy(q, "b=2&a=1", 8);
    needed = 7;
    ck_assert_int_eq(urival_query_sort(q, 7, q, sizeof q, &needed), URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    ck_assert_str_eq(q, "b=2&a=1"); /* an input is never written */
    reset();
    refused(urival_query_remove(NULL, 1, "a", 1, out, sizeof out, &needed), URIVAL_EINVAL,
            "remove NULL q");
    reset();
    refused(urival_query_remove("a", 1, NULL, 1, out, sizeof out, &needed), URIVAL_EINVAL,
            "remove NULL key");
    reset();
    refused(urival_query_sort(NULL, 1, out, sizeof out, &needed), URIVAL_EINVAL, "sort NULL q");
    reset();
    ck_assert_int_eq(urival_query_sort(NULL, 0, out, sizeof out, &needed), URIVAL_OK);
    ck_assert_str_eq(out, "");

#ifdef URIVAL_HAVE_RFC1738
    {
        urival_extracted x;
        /* Scan: unknown flags, NULL text with a length, NULL pos or out, *pos
         * past the end; out cleared each time. */
        pos = 0;
        memset(&x, 0xA5, sizeof x);
        ck_assert_int_eq(urival_extract_scan("see http://a/", 13, &pos, 0x4u, &x), URIVAL_EINVAL);
        ck_assert_uint_eq(x.start, 0);
        ck_assert_uint_eq(x.end, 0);
        ck_assert_uint_eq(pos, 0);
        memset(&x, 0xA5, sizeof x);
        ck_assert_int_eq(urival_extract_scan(NULL, 13, &pos, 0, &x), URIVAL_EINVAL);
        ck_assert_uint_eq(x.end, 0);
        ck_assert_int_eq(urival_extract_scan("see http://a/", 13, NULL, 0, &x), URIVAL_EINVAL);
        ck_assert_int_eq(urival_extract_scan("see http://a/", 13, &pos, 0, NULL), URIVAL_EINVAL);
        pos = 14;
        memset(&x, 0xA5, sizeof x);
        ck_assert_int_eq(urival_extract_scan("see http://a/", 13, &pos, 0, &x), URIVAL_EINVAL);
        ck_assert_uint_eq(x.end, 0);
        pos = 0;
        ck_assert_int_eq(urival_extract_scan(NULL, 0, &pos, 0, &x), URIVAL_ENOT_FOUND);
        ck_assert_int_eq(
            urival_extract_scan("see http://a/", 13, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &x),
            URIVAL_OK);
        ck_assert_uint_eq(x.start, 4);
        ck_assert_uint_eq(x.end, 13);
        ck_assert_uint_eq(pos, 13);
    }
#endif
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("limits");
    TCase *tc = tcase_create("limits");
    tcase_add_loop_test(tc, test_huge_length, 0, (int)(NLENGTH_CALLS * NHUGE));
    tcase_add_loop_test(tc, test_capacities, 0, (int)NPRODUCERS);
    tcase_add_test(tc, test_edit_arguments);
#ifdef URIVAL_HAVE_RFC1738
    tcase_add_test(tc, test_span_capacities);
#endif
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    int failed;
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
