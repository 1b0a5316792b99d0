/* check_stream.c - the streaming API gives what the one-shot calls give,
 * whatever the chunks: every vector of tests/data/rfc3986_match.tsv and
 * every line of the shared corpora, split at every position and fed a byte
 * at a time. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static struct tsv table;

/* What the one-shot calls say of a string, worked out once for all its
 * splits. */
struct oneshot {
    urival_rule rule;
    int parse; /* the rule is one urival_uri_parse() takes */
    int want;
    urival_error err;
    urival_uri uri;
};

static void oneshot_of(struct oneshot *o, urival_rule rule, const char *s, size_t len)
{
    o->rule = rule;
    o->parse = rule == URIVAL_RULE_RFC3986_URI_REFERENCE || rule == URIVAL_RULE_RFC3986_URI ||
               rule == URIVAL_RULE_RFC3986_RELATIVE_REF || rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
    o->want = urival_match(rule, s, len, &o->err);
    if (o->want == URIVAL_OK && o->parse)
        ck_assert(urival_uri_parse(rule, s, len, &o->uri, NULL) == URIVAL_OK);
}

/* Streams s in chunks (split at cut, or byte by byte when cut is (size_t)-1)
 * and compares everything with what the one-shot calls said. */
static void compare(const struct oneshot *o, const char *s, size_t len, size_t cut,
                    const char *where)
{
    urival_stream st;
    urival_error got;
    const urival_error *one = &o->err;
    urival_uri u2;
    int st_feed = URIVAL_OK, fin;
    size_t i;

    ck_assert_int_eq(urival_stream_init(&st, o->rule, o->parse ? URIVAL_STREAM_FLAG_SPANS : 0),
                     URIVAL_OK);
    if (cut == (size_t)-1) {
        for (i = 0; i < len; i++)
            st_feed = urival_stream_feed(&st, s + i, 1);
    } else {
        st_feed = urival_stream_feed(&st, s, cut);
        if (st_feed == URIVAL_OK)
            st_feed = urival_stream_feed(&st, s + cut, len - cut);
        else
            ck_assert_int_eq(urival_stream_feed(&st, s + cut, len - cut), URIVAL_ESYNTAX);
    }
    fin = urival_stream_finish(&st, &u2, &got);
    ck_assert_msg(fin == o->want, "%s: stream verdict %d, one-shot %d", where, fin, o->want);
    if (o->want != URIVAL_OK) {
        ck_assert_msg(got.offset == one->offset, "%s: offset %zu, one-shot %zu", where, got.offset,
                      one->offset);
        ck_assert_int_eq(got.at_end, one->at_end);
        ck_assert_int_eq(got.end_ok, one->end_ok);
        ck_assert(memcmp(got.expected, one->expected, sizeof got.expected) == 0);
        ck_assert_int_eq(st_feed == URIVAL_ESYNTAX, !one->at_end);
        /* Inside an escape the stream names the grammar's escape rule, as
         * urival_match() does (RFC 1738's "escape", draft-05's "escaped"). */
        if (strcmp(one->rule, "pct-encoded") == 0 || strcmp(one->rule, "escape") == 0 ||
            strcmp(one->rule, "escaped") == 0) {
            ck_assert_str_eq(got.rule, one->rule);
            ck_assert_uint_eq(got.rule_start, one->rule_start);
        }
        return;
    }
    if (!o->parse)
        return;
    ck_assert_msg(o->uri.defined == u2.defined, "%s: defined 0x%x, one-shot 0x%x", where,
                  u2.defined, o->uri.defined);
    for (i = 0; i < URIVAL_URI_PART_COUNT; i++)
        if (o->uri.defined & (1u << i))
            ck_assert_msg(o->uri.part[i].off == u2.part[i].off &&
                              o->uri.part[i].len == u2.part[i].len,
                          "%s: %s differs", where, urival_uri_part_name((urival_uri_part)i));
}

START_TEST(test_vectors)
{
    const struct tsv_row *r = &table.rows[_i];
    urival_rule rule;
    char *in, where[64];
    size_t len, cut;
    struct oneshot o;
    ck_assert(urival_rule_lookup("rfc3986", r->field[0], &rule) == URIVAL_OK);
    in = malloc(strlen(r->field[1]) + 1);
    len = tsv_decode(r->field[1], in);
    snprintf(where, sizeof where, "rfc3986_match.tsv:%zu", r->line);
    oneshot_of(&o, rule, in, len);
    for (cut = 0; cut <= len; cut++)
        compare(&o, in, len, cut, where);
    compare(&o, in, len, (size_t)-1, where);
    free(in);
}
END_TEST

START_TEST(test_corpora)
{
    static const char *const names[] = { "web.txt", "files.txt", "docs.txt" };
    const char *srcdir = getenv("srcdir");
    size_t k, lines = 0;
    for (k = 0; k < 3; k++) {
        char path[4096], line[8192];
        FILE *f;
        snprintf(path, sizeof path, "%s/../shared/corpora/%s", srcdir ? srcdir : ".", names[k]);
        if ((f = fopen(path, "r")) == NULL) {
            printf("check_stream: %s absent: corpus test skipped\n", path);
            continue;
        }
        while (fgets(line, sizeof line, f) != NULL) {
            size_t len = strcspn(line, "\n"), cut;
            /* Every split of every line of the small corpora; a sample of
             * the large one, to keep make check short. */
            struct oneshot o;
            if (k == 2 && lines++ % 16 != 0)
                continue;
            oneshot_of(&o, URIVAL_RULE_RFC3986_URI_REFERENCE, line, len);
            for (cut = 0; cut <= len; cut++)
                compare(&o, line, len, cut, names[k]);
        }
        fclose(f);
    }
}
END_TEST

START_TEST(test_contract)
{
    urival_stream st;
    urival_error err;
    ck_assert_int_eq(urival_stream_init(NULL, URIVAL_RULE_RFC3986_URI, 0), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_END, 0), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_HOST, URIVAL_STREAM_FLAG_SPANS),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0x100), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, NULL, 1), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_feed(&st, NULL, 0), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, "http:", 5), URIVAL_OK);
    /* A chunk of a length no stream takes after "http:", which the call
     * never reads.  It starts just past st: a gigabyte claimed from a
     * string literal reaches over st wherever the stack lies within 1 GiB
     * above the program's data (qemu-user's layout, make check-neon), and
     * a chunk over the state is refused as such (URIVAL_EINVAL) first. */
    ck_assert_int_eq(urival_stream_feed(&st, (const char *)(&st + 1), URIVAL_MAX_INPUT),
                     URIVAL_ERANGE);
    /* The stream stays failed: "http:" alone is no URI of the bytes given. */
    ck_assert_int_eq(urival_stream_feed(&st, "//a", 3), URIVAL_ERANGE);
    err.status = URIVAL_OK;
    ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_ERANGE);
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
    ck_assert_int_eq(urival_stream_init(&st, URIVAL_RULE_RFC3986_URI, 0), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, "http:", 5), URIVAL_OK);
    ck_assert_int_eq(urival_stream_feed(&st, "//a b", 5), URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_stream_feed(&st, "c", 1), URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 8);
    ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_stream_feed(&st, "c", 1), URIVAL_EINVAL);
}
END_TEST

#ifdef URIVAL_HAVE_RFC1738
/* A broken escape of a historic grammar is its own escape rule, as
 * urival_match() names it: there is no pct-encoded in RFC 1738. */
START_TEST(test_historic_escape)
{
    static const struct {
        urival_rule rule;
        const char *s;
    } broken[] = {
        { URIVAL_RULE_RFC1738_HTTPURL, "http://h/a%z" },
        { URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, "http://h/a%4" },
        { URIVAL_RULE_URL_1993_FRAGMENTADDRESS, "http://h/a%g1" },
    };
    size_t k;
    for (k = 0; k < sizeof broken / sizeof broken[0]; k++) {
        urival_stream st;
        urival_error err, one;
        size_t len = strlen(broken[k].s);
        ck_assert_int_eq(urival_match(broken[k].rule, broken[k].s, len, &one), URIVAL_ESYNTAX);
        ck_assert_int_eq(urival_stream_init(&st, broken[k].rule, 0), URIVAL_OK);
        (void)urival_stream_feed(&st, broken[k].s, len);
        ck_assert_int_eq(urival_stream_finish(&st, NULL, &err), URIVAL_ESYNTAX);
        ck_assert_str_eq(err.rule, one.rule);
        ck_assert_str_ne(err.rule, "pct-encoded");
        ck_assert_uint_eq(err.offset, one.offset);
        ck_assert_uint_eq(err.rule_start, one.rule_start);
    }
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("stream");
    TCase *tc = tcase_create("stream");
    int failed;
    tcase_set_timeout(tc, 600);
    tsv_load(&table, "rfc3986_match.tsv");
    tcase_add_loop_test(tc, test_vectors, 0, (int)table.nrows);
    tcase_add_test(tc, test_corpora);
    tcase_add_test(tc, test_contract);
#ifdef URIVAL_HAVE_RFC1738
    tcase_add_test(tc, test_historic_escape);
#endif
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
