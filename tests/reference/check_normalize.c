/* check_normalize.c - normalization (RFC 3986 sections 6.2.2 and 6.2.3).
 *
 * tests/data/normalize.tsv gives cases worked out by hand; generated
 * references check the promises that no table can: the output is a
 * URI-reference, normalizing it again changes nothing, and it means what
 * the input meant (resolved against the same base, both normalize the
 * same). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

struct normalize_call {
    const char *s;
    size_t len;
    unsigned flags;
};

static int call_normalize(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct normalize_call *c = ctx;
    return urival_normalize(c->s, c->len, c->flags, buf, cap, needed, NULL);
}

static unsigned parse_flags(const char *f, size_t line)
{
    if (strcmp(f, "syntax") == 0)
        return 0;
    if (strcmp(f, "scheme") == 0)
        return URIVAL_NORMALIZE_FLAG_SCHEME;
    if (strcmp(f, "syntax+ipv6") == 0)
        return URIVAL_NORMALIZE_FLAG_IPV6;
    if (strcmp(f, "scheme+ipv6") == 0)
        return URIVAL_NORMALIZE_FLAG_SCHEME | URIVAL_NORMALIZE_FLAG_IPV6;
    ck_abort_msg("line %zu: bad flags %s", line, f);
    return 0;
}

START_TEST(test_table)
{
    const struct tsv_row *r = &table.rows[_i];
    struct normalize_call c;
    char *in, *want, *got, label[64];
    size_t want_len = 0, off = 0, n, again;
    int want_st, st;
    urival_error err;

    ck_assert_msg(r->nfields >= 4, "line %zu: expected 5 fields", r->line);
    c.flags = parse_flags(r->field[0], r->line);
    in = field_dup(r->field[1], &c.len);
    c.s = in;
    want = malloc(strlen(r->field[2]) + 1);
    expect_field(r->field[2], want, &want_len, &want_st, &off);
    got = malloc(3 * c.len + 64);
    st = urival_normalize(in, c.len, c.flags, got, 3 * c.len + 64, &n, &err);
    ck_assert_msg(st == want_st, "line %zu: status %d, want %d", r->line, st, want_st);
    if (st == URIVAL_OK) {
        char *twice = malloc(n + 64);
        ck_assert_msg(n == want_len && memcmp(got, want, n) == 0,
                      "line %zu: <%s> normalizes to <%s>, want <%s>", r->line, r->field[1], got,
                      want);
        ck_assert_int_eq(urival_normalize(got, n, c.flags, twice, n + 64, &again, NULL), URIVAL_OK);
        ck_assert_msg(again == n && memcmp(twice, got, n) == 0, "line %zu: not idempotent: %s",
                      r->line, twice);
        free(twice);
    } else {
        ck_assert_msg(err.offset == off, "line %zu: offset %zu, want %zu", r->line, err.offset,
                      off);
    }
    snprintf(label, sizeof label, "line %zu", r->line);
    check_capacities(label, call_normalize, &c, want_st, want, want_len);
    free(in);
    free(want);
    free(got);
}
END_TEST

START_TEST(test_table_size)
{
    ck_assert_uint_ge(table.nrows, 100);
}
END_TEST

static const unsigned all_flags[] = { 0, URIVAL_NORMALIZE_FLAG_SCHEME, URIVAL_NORMALIZE_FLAG_IPV6,
                                      URIVAL_NORMALIZE_FLAG_SCHEME | URIVAL_NORMALIZE_FLAG_IPV6 };

/* Valid output, with the same kind of reference, that normalizes to
 * itself. */
START_TEST(test_generated_idempotent)
{
    struct rng r = { 77 };
    char in[256], out[1024], again[1024];
    int i;
    for (i = 0; i < 40000; i++) {
        unsigned flags = all_flags[i % 4];
        size_t n = gen_reference(&r, in, 0), on, an;
        urival_uri u, v;
        ck_assert_int_eq(urival_normalize(in, n, flags, out, sizeof out, &on, NULL), URIVAL_OK);
        ck_assert_msg(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, out, on, &v, NULL) ==
                          URIVAL_OK,
                      "<%s> normalizes to <%s>, no URI-reference", in, out);
        ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, in, n, &u, NULL) ==
                  URIVAL_OK);
        ck_assert_msg(urival_uri_has(&u, URIVAL_URI_PART_SCHEME) ==
                              urival_uri_has(&v, URIVAL_URI_PART_SCHEME) &&
                          urival_uri_has(&u, URIVAL_URI_PART_AUTHORITY) ==
                              urival_uri_has(&v, URIVAL_URI_PART_AUTHORITY) &&
                          urival_uri_has(&u, URIVAL_URI_PART_QUERY) ==
                              urival_uri_has(&v, URIVAL_URI_PART_QUERY) &&
                          urival_uri_has(&u, URIVAL_URI_PART_FRAGMENT) ==
                              urival_uri_has(&v, URIVAL_URI_PART_FRAGMENT),
                      "<%s> normalizes to <%s>: components appear or vanish", in, out);
        ck_assert_int_eq(urival_normalize(out, on, flags, again, sizeof again, &an, NULL),
                         URIVAL_OK);
        ck_assert_msg(an == on && strcmp(again, out) == 0, "<%s> -> <%s> -> <%s>", in, out, again);
    }
}
END_TEST

/* s with every path segment of encoded dots ("%2E", ".%2e", ...) written
 * as the dots it decodes to (section 2.3: the same characters), into out;
 * returns the length. */
static size_t literal_dots(const char *s, size_t n, char *out)
{
    urival_uri u;
    size_t i, k = 0, p, end;
    ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &u, NULL) == URIVAL_OK);
    p = u.part[URIVAL_URI_PART_PATH].off;
    end = p + u.part[URIVAL_URI_PART_PATH].len;
    memcpy(out, s, p);
    k = p;
    for (i = p; i <= end; i++) {
        size_t e = i, j, dots = 0;
        while (e < end && s[e] != '/')
            e++;
        for (j = i; j < e; dots++)
            if (s[j] == '.')
                j++;
            else if (e - j >= 3 && memcmp(s + j, "%2", 2) == 0 && (s[j + 2] | 32) == 'e')
                j += 3;
            else
                break;
        if (j == e && (dots == 1 || dots == 2)) {
            memcpy(out + k, "..", dots);
            k += dots;
        } else {
            memcpy(out + k, s + i, e - i);
            k += e - i;
        }
        if (e < end)
            out[k++] = '/';
        i = e;
    }
    memcpy(out + k, s + end, n - end);
    k += n - end;
    out[k] = '\0';
    return k;
}

/* The meaning of a reference is its target: against any base with an
 * authority or an absolute path, a reference and its normal form resolve
 * to targets with the same normal form.  Resolution (section 5.2.4) reads
 * only literal dots, where normalization first decodes "%2E" (6.2.2.2):
 * so the promise is for a base and a reference whose encoded dots are
 * written as the dots they are (section 2.3), which normalize as the
 * encoded ones do. */
START_TEST(test_generated_meaning)
{
    struct rng r = { 4242 };
    char gbase[256], gref[256], base[256], ref[256], nref[1024], t1[2048], t2[2048], n1[2048],
        n2[2048];
    int i, tried = 0;
    for (i = 0; tried < 40000; i++) {
        unsigned flags = all_flags[i % 4];
        size_t bl = gen_reference(&r, gbase, GEN_URI), rl = gen_reference(&r, gref, 0), nl, l1, l2,
               m1, m2;
        urival_uri bu;
        ck_assert(urival_uri_parse(URIVAL_RULE_RFC3986_URI, gbase, bl, &bu, NULL) == URIVAL_OK);
        if (!urival_uri_has(&bu, URIVAL_URI_PART_AUTHORITY) &&
            (bu.part[URIVAL_URI_PART_PATH].len == 0 ||
             gbase[bu.part[URIVAL_URI_PART_PATH].off] != '/'))
            continue;
        tried++;
        bl = literal_dots(gbase, bl, base);
        ck_assert_int_eq(urival_normalize(gref, rl, flags, nref, sizeof nref, &nl, NULL),
                         URIVAL_OK);
        rl = literal_dots(gref, rl, ref);
        ck_assert_int_eq(urival_normalize(ref, rl, flags, n1, sizeof n1, &m1, NULL), URIVAL_OK);
        ck_assert_msg(m1 == nl && strcmp(n1, nref) == 0, "<%s> normalizes to <%s>, <%s> to <%s>",
                      gref, nref, ref, n1);
        ck_assert_int_eq(urival_resolve(base, bl, ref, rl, 0, t1, sizeof t1, &l1, NULL), URIVAL_OK);
        ck_assert_int_eq(urival_resolve(base, bl, nref, nl, 0, t2, sizeof t2, &l2, NULL),
                         URIVAL_OK);
        ck_assert_int_eq(urival_normalize(t1, l1, flags, n1, sizeof n1, &m1, NULL), URIVAL_OK);
        ck_assert_int_eq(urival_normalize(t2, l2, flags, n2, sizeof n2, &m2, NULL), URIVAL_OK);
        ck_assert_msg(m1 == m2 && strcmp(n1, n2) == 0,
                      "base <%s>: <%s> gives <%s>, its normal form <%s> gives <%s>", base, ref, n1,
                      nref, n2);
    }
}
END_TEST

/* Resolution removes only the literal "." and ".." (section 5.2.4) and
 * normalizes nothing; normalizing its target then decodes "%2E" (2.3,
 * 6.2.2.2) and removes the segments that are dots after all (6.2.2.3). */
START_TEST(test_resolve_then_normalize)
{
    static const char base[] = "http://a/b/c/d;p?q";
    static const struct {
        const char *ref, *target, *normal;
    } cases[] = {
        { "%2E%2E", "http://a/b/c/%2E%2E", "http://a/b/" },
        { "%2e%2e/g", "http://a/b/c/%2e%2e/g", "http://a/b/g" },
        { ".%2E/g", "http://a/b/c/.%2E/g", "http://a/b/g" },
        { "%2E/g", "http://a/b/c/%2E/g", "http://a/b/c/g" },
        { "g/%2E%2E/h", "http://a/b/c/g/%2E%2E/h", "http://a/b/c/h" },
        { "/%2E%2E/g", "http://a/%2E%2E/g", "http://a/g" },
        { "../g", "http://a/b/g", "http://a/b/g" },
        /* The literal ".." pops the segment "%2E" as it pops any other: the
         * reference's own normal form, "../g", names another target. */
        { "%2E/../g", "http://a/b/c/g", "http://a/b/c/g" },
    };
    char t[128], n[128];
    size_t i, tl, nl;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_int_eq(urival_resolve(base, strlen(base), cases[i].ref, strlen(cases[i].ref), 0,
                                        t, sizeof t, &tl, NULL),
                         URIVAL_OK);
        ck_assert_str_eq(t, cases[i].target);
        ck_assert_int_eq(urival_normalize(t, tl, 0, n, sizeof n, &nl, NULL), URIVAL_OK);
        ck_assert_str_eq(n, cases[i].normal);
    }
    ck_assert_int_eq(urival_normalize("%2E/../g", 8, 0, n, sizeof n, &nl, NULL), URIVAL_OK);
    ck_assert_str_eq(n, "../g");
}
END_TEST

static char *repeat(const char *prefix, const char *unit, size_t times, size_t *len)
{
    size_t pl = strlen(prefix), ul = strlen(unit), i;
    char *s = malloc(pl + ul * times + 1);
    ck_assert(s != NULL);
    memcpy(s, prefix, pl);
    for (i = 0; i < times; i++)
        memcpy(s + pl + i * ul, unit, ul);
    s[pl + ul * times] = '\0';
    *len = pl + ul * times;
    return s;
}

START_TEST(test_hostile)
{
    char out[64];
    size_t n, len;
    urival_error err;
    char *s = repeat("http://a/", "../", 1000000, &len);
    ck_assert_int_eq(urival_normalize(s, len, 0, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "http://a/");
    free(s);
    s = repeat("", "../", 1000000, &len);
    ck_assert_int_eq(urival_normalize(s, len, 0, NULL, 0, &n, NULL), URIVAL_OK);
    ck_assert_uint_eq(n, len); /* a relative reference keeps its climb */
    free(s);
    s = repeat("a", "/b/..", 1000000, &len);
    ck_assert_int_eq(urival_normalize(s, len, 0, out, sizeof out, &n, NULL), URIVAL_OK);
    ck_assert_str_eq(out, "a/");
    free(s);
    ck_assert_int_eq(urival_normalize("a:", URIVAL_MAX_INPUT + 1, 0, out, sizeof out, &n, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_normalize(NULL, 1, 0, out, sizeof out, &n, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_normalize("a:", 2, 0, NULL, 1, &n, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_normalize(NULL, 0, 0, out, sizeof out, &n, &err), URIVAL_OK);
    ck_assert_str_eq(out, "");
    ck_assert_int_eq(urival_normalize("a:\0b", 4, 0, out, sizeof out, &n, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 2);
}
END_TEST

/* Every default port the library knows, as the scheme's specification
 * gives it (RFC 9110 4.2, RFC 6455 3, RFC 7252 6, RFC 1738 3, ...). */
static const struct {
    const char *scheme;
    int port;
} published[] = {
    { "acap", 674 },  { "coap", 5683 },     { "coaps", 5684 },  { "dict", 2628 },
    { "ftp", 21 },    { "gopher", 70 },     { "http", 80 },     { "https", 443 },
    { "imap", 143 },  { "ipp", 631 },       { "ipps", 631 },    { "ldap", 389 },
    { "ldaps", 636 }, { "news", 119 },      { "nfs", 2049 },    { "nntp", 119 },
    { "pop", 110 },   { "prospero", 1525 }, { "rsync", 873 },   { "rtsp", 554 },
    { "rtsps", 322 }, { "snmp", 161 },      { "telnet", 23 },   { "tftp", 69 },
    { "tn3270", 23 }, { "vnc", 5900 },      { "wais", 210 },    { "ws", 80 },
    { "wss", 443 },   { "z39.50r", 210 },   { "z39.50s", 210 },
};

/* The table above searched one entry after another: "https" without
 * its "s" is "http". */
static int published_port(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < sizeof published / sizeof published[0]; i++)
        if (strlen(published[i].scheme) == n && memcmp(published[i].scheme, s, n) == 0)
            return published[i].port;
    return -1;
}

/* A buffer too short for a component is written a piece of 256 bytes at
 * a time, and a piece never ends inside an escape: with "%7e%41" at every
 * place around the first piece's end, and a scheme and host of upper-case
 * letters longer than eight (lowered eight at a time, "Z" the last
 * letter), every capacity gives the start of the whole result. */
START_TEST(test_pieces)
{
    size_t k;
    for (k = 230; k < 262; k++) {
        char in[700], want[700], out[700];
        size_t len, wl, n, cap;
        len = (size_t)sprintf(in, "HTTPZZZZZZZZ://AZAZAZAZAZAZ.ZZ/%0*d%%7e%%41%0*d", (int)k, 0, 300,
                              0);
        wl = (size_t)sprintf(want, "httpzzzzzzzz://azazazazazaz.zz/%0*d~A%0*d", (int)k, 0, 300, 0);
        ck_assert_int_eq(urival_normalize(in, len, 0, out, sizeof out, &n, NULL), URIVAL_OK);
        ck_assert_str_eq(out, want);
        ck_assert_uint_eq(n, wl);
        for (cap = 1; cap <= wl; cap++) {
            memset(out, 'X', sizeof out);
            ck_assert_int_eq(urival_normalize(in, len, 0, out, cap, &n, NULL), URIVAL_OK);
            ck_assert_uint_eq(n, wl);
            ck_assert_msg(strlen(out) == cap - 1 && memcmp(out, want, cap - 1) == 0,
                          "k %zu, cap %zu: %s", k, cap, out);
        }
    }
}
END_TEST

START_TEST(test_default_ports_published)
{
    const char *sch = published[_i].scheme;
    size_t n = strlen(sch), k;
    char up[16], longer[16];
    for (k = 0; k < n; k++)
        up[k] = (char)(sch[k] >= 'a' && sch[k] <= 'z' ? sch[k] - 'a' + 'A' : sch[k]);
    memcpy(longer, sch, n);
    longer[n] = 'x';
    ck_assert_int_eq(urival_scheme_default_port(sch, n), published[_i].port);
    ck_assert_int_eq(urival_scheme_default_port(up, n), published[_i].port);
    /* A prefix or an extension of a known scheme is another scheme. */
    ck_assert_int_eq(urival_scheme_default_port(sch, n - 1), published_port(sch, n - 1));
    ck_assert_int_eq(urival_scheme_default_port(longer, n + 1), -1);
}
END_TEST

START_TEST(test_default_ports)
{
    ck_assert_int_eq(urival_scheme_default_port("http", 4), 80);
    ck_assert_int_eq(urival_scheme_default_port("HTTPS", 5), 443);
    ck_assert_int_eq(urival_scheme_default_port("z39.50s", 7), 210);
    ck_assert_int_eq(urival_scheme_default_port("http", 3), -1);
    ck_assert_int_eq(urival_scheme_default_port("httpx", 5), -1);
    ck_assert_int_eq(urival_scheme_default_port("", 0), -1);
    ck_assert_int_eq(urival_scheme_default_port(NULL, 4), -1);
    ck_assert_int_eq(urival_scheme_default_port("h\0tp", 4), -1);
    ck_assert_int_eq(urival_scheme_default_port("http\0", 5), -1);
    ck_assert_int_eq(urival_scheme_default_port("PrOsPeRo", 8), 1525);
    ck_assert_int_eq(urival_scheme_default_port("prosperox", 9), -1);
    ck_assert_int_eq(urival_scheme_default_port("a", 1), -1);
    ck_assert_int_eq(urival_scheme_default_port("zzz", 3), -1);
    /* RFC 3261 19.1.4: naming 5060 is not naming none */
    ck_assert_int_eq(urival_scheme_default_port("sip", 3), -1);
    ck_assert_int_eq(urival_scheme_default_port("sips", 4), -1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("normalize");
    TCase *rows = tcase_create("normalize.tsv");
    TCase *gen = tcase_create("generated");
    TCase *misc = tcase_create("hostile and ports");
    int failed;

    tsv_load(&table, "normalize.tsv");
    tcase_add_loop_test(rows, test_table, 0, (int)table.nrows);
    tcase_add_test(rows, test_table_size);
    tcase_add_test(gen, test_generated_idempotent);
    tcase_add_test(gen, test_generated_meaning);
    tcase_add_test(rows, test_resolve_then_normalize);
    tcase_add_test(misc, test_hostile);
    tcase_add_test(misc, test_pieces);
    tcase_add_test(misc, test_default_ports);
    tcase_add_loop_test(misc, test_default_ports_published, 0,
                        (int)(sizeof published / sizeof published[0]));
    suite_add_tcase(s, rows);
    suite_add_tcase(s, gen);
    suite_add_tcase(s, misc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
