/* check_edit.c - editing components (urival_uri_texts_set/_clear, then
 * urival_uri_compose) and query parameters (urival_query_*): each result
 * asserted byte for byte, each refusal by its status and rule. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

/* The texts of s, parsed as a URI-reference (s must outlive them). */
static urival_uri_texts texts_of(const char *s)
{
    urival_uri u;
    urival_uri_texts t;
    ck_assert_int_eq(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, strlen(s), &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_uri_get_texts(&u, s, strlen(s), &t), URIVAL_OK);
    return t;
}

/* One set on s, then compose: the result or the status. */
static urival_status set_one(const char *s, urival_uri_field f, const char *v, unsigned flags,
                             char *out, size_t cap, urival_error *err)
{
    static char store[256];
    urival_uri_texts t = texts_of(s);
    size_t n;
    urival_status st =
        urival_uri_texts_set(&t, f, v, strlen(v), flags, store, sizeof store, &n, err);
    if (st != URIVAL_OK)
        return st;
    ck_assert_uint_lt(n, sizeof store);
    return urival_uri_compose(&t, out, cap, &n, err);
}

static void expect_set(const char *s, urival_uri_field f, const char *v, unsigned flags,
                       const char *want)
{
    char out[256];
    urival_error err;
    ck_assert_int_eq(set_one(s, f, v, flags, out, sizeof out, &err), URIVAL_OK);
    ck_assert_str_eq(out, want);
}

static void expect_refused(const char *s, urival_uri_field f, const char *v, unsigned flags,
                           urival_status st, const char *rule, size_t offset)
{
    char out[256];
    urival_error err;
    ck_assert_int_eq(set_one(s, f, v, flags, out, sizeof out, &err), st);
    ck_assert_ptr_nonnull(err.rule);
    ck_assert_str_eq(err.rule, rule);
    ck_assert_uint_eq(err.offset, offset);
}

#define ENC URIVAL_SET_FLAG_ENCODE

START_TEST(test_set)
{
    expect_set("http://a/b", URIVAL_URI_FIELD_HOST, "example.org", ENC, "http://example.org/b");
    expect_set("http://a/b", URIVAL_URI_FIELD_HOST, "::1", ENC, "http://[::1]/b");
    expect_set("http://a/b", URIVAL_URI_FIELD_HOST, "[v1.x]", ENC, "http://[v1.x]/b");
    expect_set("http://a/b", URIVAL_URI_FIELD_HOST, "a b", ENC, "http://a%20b/b");
    expect_set("http://a/b", URIVAL_URI_FIELD_HOST, "", ENC, "http:///b");
    expect_set("/p", URIVAL_URI_FIELD_HOST, "h", ENC, "//h/p");
    expect_set("http://a/b", URIVAL_URI_FIELD_SCHEME, "HTTPS", ENC, "https://a/b");
    expect_set("http://a/b", URIVAL_URI_FIELD_SCHEME, "HTTPS", 0, "HTTPS://a/b");
    expect_set("http://u:p@a/", URIVAL_URI_FIELD_USER, ":me:", ENC, "http://%3Ame%3A:p@a/");
    expect_set("http://u:p@a/", URIVAL_URI_FIELD_USER, "x:y", 0, "http://x:y@a/");
    expect_set("http://u@a/", URIVAL_URI_FIELD_PASSWORD, "s:e@", ENC, "http://u:s:e%40@a/");
    expect_set("http://a/", URIVAL_URI_FIELD_PASSWORD, "pw", ENC, "http://:pw@a/");
    expect_set("http://a:1/", URIVAL_URI_FIELD_PORT, "", ENC, "http://a:/");
    expect_set("http://a/", URIVAL_URI_FIELD_PORT, "99999", ENC, "http://a:99999/");
    expect_set("http://a", URIVAL_URI_FIELD_PATH, "x y", ENC, "http://a/x%20y");
    expect_set("http://a/", URIVAL_URI_FIELD_PATH, "/a:b@c", 0, "http://a/a:b@c");
    /* "@" and "/" are pchar and path: encoding leaves them, "?" not. */
    expect_set("http://a/", URIVAL_URI_FIELD_PATH, "/u@h/x?", ENC, "http://a/u@h/x%3F");
    expect_set("s:x", URIVAL_URI_FIELD_PATH, "y", ENC, "s:y");
    expect_set("http://a/", URIVAL_URI_FIELD_QUERY, "a=b&c=%d #", ENC,
               "http://a/?a=b&c=%25d%20%23");
    expect_set("http://a/", URIVAL_URI_FIELD_FRAGMENT, "?/#", ENC, "http://a/#?/%23");
    expect_set("http://a/", URIVAL_URI_FIELD_FRAGMENT, "%20", 0, "http://a/#%20");
}
END_TEST

START_TEST(test_refused)
{
    expect_refused("http://a/", URIVAL_URI_FIELD_SCHEME, "1x", ENC, URIVAL_ESYNTAX, "scheme", 0);
    expect_refused("http://a/", URIVAL_URI_FIELD_HOST, "fe80::1%eth0", ENC, URIVAL_ESYNTAX,
                   "IPv6address", 7);
    expect_refused("http://a/", URIVAL_URI_FIELD_HOST, "a b", 0, URIVAL_ESYNTAX, "host", 1);
    expect_refused("http://a/", URIVAL_URI_FIELD_PORT, "8o", ENC, URIVAL_ESYNTAX, "port", 1);
    expect_refused("http://a/", URIVAL_URI_FIELD_QUERY, "a b", 0, URIVAL_ESYNTAX, "query", 1);
    expect_refused("mailto:x", URIVAL_URI_FIELD_USER, "u", ENC, URIVAL_EINVAL, "authority", 0);
    expect_refused("mailto:x", URIVAL_URI_FIELD_PASSWORD, "p", ENC, URIVAL_EINVAL, "authority", 0);
    expect_refused("mailto:x", URIVAL_URI_FIELD_PORT, "80", ENC, URIVAL_EINVAL, "authority", 0);
    expect_refused("mailto:x", URIVAL_URI_FIELD_PORT, "1", ENC, URIVAL_EINVAL, "authority", 0);
    /* Judged by compose: the path where it stands. */
    expect_refused("mailto:x", URIVAL_URI_FIELD_HOST, "h", ENC, URIVAL_ESYNTAX, "path-abempty", 0);
    expect_refused("mailto:x", URIVAL_URI_FIELD_PATH, "//x", ENC, URIVAL_ESYNTAX, "path-absolute",
                   1);
}
END_TEST

START_TEST(test_clear)
{
    const char *s = "http://u:p@h:8/p?q#f";
    char out[128];
    size_t n;
    urival_error err;
    urival_uri_texts t = texts_of(s);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_PASSWORD), URIVAL_OK);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_QUERY), URIVAL_OK);
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "http://u@h:8/p#f");
    /* A host cleared with a user and port left is refused by compose. */
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_HOST), URIVAL_OK);
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, &err), URIVAL_EINVAL);
    ck_assert_str_eq(err.rule, "authority");
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_USER), URIVAL_OK);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_PORT), URIVAL_OK);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_PATH), URIVAL_OK);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_SCHEME), URIVAL_OK);
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "#f");
    ck_assert_int_eq(urival_uri_texts_clear(NULL, URIVAL_URI_FIELD_PATH), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_texts_clear(&t, URIVAL_URI_FIELD_COUNT), URIVAL_EINVAL);
}
END_TEST

START_TEST(test_set_contract)
{
    const char *s = "http://a/";
    urival_uri_texts t = texts_of(s), before;
    char small[4], buf[64];
    size_t n = 99;
    urival_error err;
    before = t;
    /* Too small: the length is told, *t unchanged. */
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "example", 7, ENC, small,
                                          sizeof small, &n, &err),
                     URIVAL_OK);
    ck_assert_uint_eq(n, 7);
    ck_assert_str_eq(small, "exa");
    ck_assert(memcmp(&t, &before, sizeof t) == 0);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "x", 1, ENC, NULL, 0, &n, &err), URIVAL_OK);
    ck_assert_uint_eq(n, 1);
    /* Refusals. */
    ck_assert_int_eq(
        urival_uri_texts_set(NULL, URIVAL_URI_FIELD_HOST, "x", 1, ENC, buf, sizeof buf, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_COUNT, "x", 1, ENC, buf, sizeof buf, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "x", 1, 0x2u, buf, sizeof buf, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, NULL, 1, ENC, buf, sizeof buf, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "x", URIVAL_MAX_INPUT + 1, ENC,
                                          buf, sizeof buf, &n, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, "x", 1, ENC, buf, sizeof buf, &n, &err),
        URIVAL_OK);
    /* buf over a component's text (now buf itself, the host) is refused. */
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_PATH, "y", 1, ENC, buf, sizeof buf, &n, &err),
        URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    /* buf over *t itself. */
    ck_assert_int_eq(urival_uri_texts_set(&t, URIVAL_URI_FIELD_PATH, "y", 1, ENC, (char *)&t,
                                          sizeof t, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_str_eq(t.part[URIVAL_URI_PART_HOST].ptr, "x");
}
END_TEST

/* (NULL, 0) is an empty text wherever one is taken: an empty host set,
 * a query defined and empty composed. */
START_TEST(test_null_empty)
{
    urival_uri_texts t = texts_of("http://a/b");
    char buf[64], out[64];
    size_t n;
    urival_error err;
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_HOST, NULL, 0, 0, buf, sizeof buf, &n, &err),
        URIVAL_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, &err), URIVAL_OK);
    ck_assert_str_eq(out, "http:///b");
    /* An empty user, as it stands, keeps the password. */
    t = texts_of("http://u:p@a/");
    ck_assert_int_eq(
        urival_uri_texts_set(&t, URIVAL_URI_FIELD_USER, NULL, 0, 0, buf, sizeof buf, &n, &err),
        URIVAL_OK);
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, &err), URIVAL_OK);
    ck_assert_str_eq(out, "http://:p@a/");
    memset(&t, 0, sizeof t);
    t.part[URIVAL_URI_PART_SCHEME] = (urival_text){ "s", 1, 1 };
    t.part[URIVAL_URI_PART_QUERY] = (urival_text){ NULL, 0, 1 };
    ck_assert_int_eq(urival_uri_compose(&t, out, sizeof out, &n, &err), URIVAL_OK);
    ck_assert_str_eq(out, "s:?");
    ck_assert_uint_eq(n, 3);
}
END_TEST

START_TEST(test_field_names)
{
    urival_uri_field f;
    int i;
    for (i = 0; i < URIVAL_URI_FIELD_COUNT; i++) {
        const char *name = urival_uri_field_name((urival_uri_field)i);
        ck_assert_ptr_nonnull(name);
        ck_assert_int_eq(urival_uri_field_lookup(name, strlen(name), &f), URIVAL_OK);
        ck_assert_int_eq(f, i);
    }
    ck_assert_ptr_null(urival_uri_field_name(URIVAL_URI_FIELD_COUNT));
    ck_assert_int_eq(urival_uri_field_lookup("Host", 4, &f), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_uri_field_lookup("hos", 3, &f), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_uri_field_lookup("host", 4, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_field_lookup(NULL, 1, &f), URIVAL_EINVAL);
}
END_TEST

/* The parameters of q as "key|value;" (a key alone without "|"). */
static void params_of(const char *q, const char *want)
{
    char got[256] = "";
    size_t pos = 0, len = strlen(q);
    urival_query_param p;
    urival_status st;
    while ((st = urival_query_next(q, len, &pos, &p)) == URIVAL_OK) {
        size_t at = strlen(got);
        if (p.has_value)
            snprintf(got + at, sizeof got - at, "%.*s|%.*s;", (int)p.key.len, q + p.key.off,
                     (int)p.value.len, q + p.value.off);
        else
            snprintf(got + at, sizeof got - at, "%.*s;", (int)p.key.len, q + p.key.off);
    }
    ck_assert_int_eq(st, URIVAL_ENOT_FOUND);
    ck_assert_uint_eq(pos, len);
    ck_assert_str_eq(got, want);
}

START_TEST(test_query_next)
{
    params_of("", "");
    params_of("&&&", "");
    params_of("a=1&b&c=&=d&e=f=g", "a|1;b;c|;|d;e|f=g;");
    params_of("&a+b=%20&", "a+b|%20;");
    {
        size_t pos = 0;
        urival_query_param p;
        ck_assert_int_eq(urival_query_next("a", 1, NULL, &p), URIVAL_EINVAL);
        ck_assert_int_eq(urival_query_next("a", 1, &pos, NULL), URIVAL_EINVAL);
        ck_assert_int_eq(urival_query_next(NULL, 1, &pos, &p), URIVAL_EINVAL);
        ck_assert_int_eq(urival_query_next(NULL, 0, &pos, &p), URIVAL_ENOT_FOUND);
    }
}
END_TEST

START_TEST(test_query_param_is)
{
    const char *q = "a%20b=1&%zz=2&A=3";
    size_t pos = 0, len = strlen(q);
    urival_query_param p;
    ck_assert_int_eq(urival_query_next(q, len, &pos, &p), URIVAL_OK);
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "a b", 3), 1);
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "a%20b", 5), 0);
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "a ", 2), 0);
    ck_assert_int_eq(urival_query_next(q, len, &pos, &p), URIVAL_OK);
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "%zz", 3), 1);
    ck_assert_int_eq(urival_query_next(q, len, &pos, &p), URIVAL_OK);
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "a", 1), 0);
    ck_assert_int_eq(urival_query_param_is(q, len, NULL, "A", 1), 0);
    p.key.off = len;
    p.key.len = 1;
    ck_assert_int_eq(urival_query_param_is(q, len, &p, "A", 1), 0);
}
END_TEST

START_TEST(test_query_writers)
{
    char out[128];
    size_t n;
    ck_assert_int_eq(urival_query_append("", 0, "k", 1, "v w", 3, 0, out, sizeof out, &n),
                     URIVAL_OK);
    ck_assert_str_eq(out, "k=v%20w");
    ck_assert_int_eq(urival_query_append("a=1", 3, "&=+#%", 5, "", 0, 0, out, sizeof out, &n),
                     URIVAL_OK);
    ck_assert_str_eq(out, "a=1&%26%3D%2B%23%25=");
    ck_assert_int_eq(urival_query_append("a=1&", 4, "k", 1, NULL, 0, URIVAL_QUERY_FLAG_KEY_ONLY,
                                         out, sizeof out, &n),
                     URIVAL_OK);
    ck_assert_str_eq(out, "a=1&k");
    ck_assert_int_eq(urival_query_append("", 0, "k", 1, NULL, 0, 0x2u, out, sizeof out, &n),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_query_remove("x=1&&y=2&x&X=3", 14, "x", 1, out, sizeof out, &n),
                     URIVAL_OK);
    ck_assert_str_eq(out, "y=2&X=3");
    ck_assert_int_eq(urival_query_remove("x=1", 3, "x", 1, out, sizeof out, &n), URIVAL_OK);
    ck_assert_str_eq(out, "");
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_query_sort("b=1&a=2&&%61=0&a=1&", 19, out, sizeof out, &n), URIVAL_OK);
    ck_assert_str_eq(out, "a=2&%61=0&a=1&b=1");
    ck_assert_int_eq(urival_query_sort("", 0, out, sizeof out, &n), URIVAL_OK);
    ck_assert_str_eq(out, "");
    /* No query at all: (NULL, 0), as the header allows. */
    ck_assert_int_eq(urival_query_append(NULL, 0, "k", 1, "v", 1, 0, out, sizeof out, &n),
                     URIVAL_OK);
    ck_assert_str_eq(out, "k=v");
    /* Short buffers: the length is told, the start written. */
    ck_assert_int_eq(urival_query_sort("b&a", 3, out, 2, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_str_eq(out, "a");
    /* Overlap with the input is refused. */
    {
        char q[8] = "b&a";
        ck_assert_int_eq(urival_query_sort(q, 3, q, sizeof q, &n), URIVAL_EINVAL);
        ck_assert_str_eq(q, "b&a");
    }
}
END_TEST

/* The key of parameter p of q decoded, as a reader of the parameters
 * decodes it ("%HH" with two hex digits; the random keys below have no
 * other "%"), into out; its length. */
static size_t decoded_key(const char *q, const urival_query_param *p, unsigned char *out)
{
    size_t i, n = 0;
    for (i = 0; i < p->key.len; i++) {
        const char *c = q + p->key.off + i;
        if (*c == '%') {
            char hex[3] = { c[1], c[2], '\0' };
            out[n++] = (unsigned char)strtoul(hex, NULL, 16);
            i += 2;
        } else {
            out[n++] = (unsigned char)*c;
        }
    }
    return n;
}

/* Random queries against a sort written from the header's words: the
 * parameters ordered by decoded key, byte by byte, a shorter key first,
 * equal keys in their order, empty parameters gone.  Keys are drawn from a
 * few that decode alike ("a", "%61", "%61%62", "ab"), so that stability
 * shows; each value is the parameter's place.  Every capacity from 0 to one
 * past the length gives the result's start, as snprintf() would. */
START_TEST(test_query_sort_random)
{
    static const char *const keys[] = { "a",   "%61", "b",  "%62", "ab",  "a%62",   "%61%62", "A",
                                        "%41", "",    "ba", "~",   "%7E", "%C3%A9", "z" };
    uint64_t seed = 12345;
    int round;
    for (round = 0; round < 800; round++) {
        char q[800], want[800], out[800];
        urival_query_param prm[64], tmp;
        unsigned char ka[32], kb[32];
        size_t len = 0, np = 0, pos = 0, i, j, wl = 0, n, cap;
        int k, count;
        seed = seed * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
        count = (int)((seed >> 33) % 40);
        for (k = 0; k < count; k++) {
            seed = seed * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
            if ((seed >> 40) % 8 == 0)
                q[len++] = '&'; /* an empty parameter */
            len += (size_t)sprintf(q + len, "%s", keys[(seed >> 33) % 15]);
            if ((seed >> 50) % 4 != 0)
                len += (size_t)sprintf(q + len, "=%d", k);
            if (k + 1 < count || (seed >> 45) % 2 == 0)
                q[len++] = '&';
        }
        while (urival_query_next(q, len, &pos, &prm[np]) == URIVAL_OK)
            np++;
        /* Insertion sort: stable, and plainly right. */
        for (i = 1; i < np; i++) {
            tmp = prm[i];
            for (j = i; j > 0; j--) {
                size_t la = decoded_key(q, &prm[j - 1], ka), lb = decoded_key(q, &tmp, kb);
                int c = memcmp(ka, kb, la < lb ? la : lb);
                if (c < 0 || (c == 0 && la <= lb))
                    break;
                prm[j] = prm[j - 1];
            }
            prm[j] = tmp;
        }
        for (i = 0; i < np; i++) {
            size_t end = prm[i].has_value ? prm[i].value.off + prm[i].value.len
                                          : prm[i].key.off + prm[i].key.len;
            if (i > 0)
                want[wl++] = '&';
            memcpy(want + wl, q + prm[i].key.off, end - prm[i].key.off);
            wl += end - prm[i].key.off;
        }
        want[wl] = '\0';
        for (cap = 0; cap <= wl + 1; cap++) {
            memset(out, 'X', sizeof out);
            n = 0;
            ck_assert_int_eq(urival_query_sort(q, len, cap ? out : NULL, cap, &n), URIVAL_OK);
            ck_assert_uint_eq(n, wl);
            if (cap > 0) {
                size_t shown = cap - 1 < wl ? cap - 1 : wl;
                ck_assert_msg(memcmp(out, want, shown) == 0 && out[shown] == '\0',
                              "%.*s: cap %zu gives %s, want %s", (int)len, q, cap, out, want);
                ck_assert(out[shown + 1] == 'X' || shown + 1 >= cap);
            }
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("edit");
    TCase *tc = tcase_create("edit");
    tcase_add_test(tc, test_set);
    tcase_add_test(tc, test_refused);
    tcase_add_test(tc, test_clear);
    tcase_add_test(tc, test_set_contract);
    tcase_add_test(tc, test_null_empty);
    tcase_add_test(tc, test_field_names);
    tcase_add_test(tc, test_query_next);
    tcase_add_test(tc, test_query_param_is);
    tcase_add_test(tc, test_query_writers);
    tcase_add_test(tc, test_query_sort_random);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
