/* check_noalloc.c - matching, parsing, streaming and extraction never
 * allocate.
 *
 * This program defines malloc, calloc, realloc and free itself; the dynamic
 * linker binds the library's calls (and everyone else's) to them.  While
 * `forbidden` is set, any call fails the test; outside, they pass through
 * to the C library's own allocator.  Under AddressSanitizer, whose
 * allocator must stay in charge, its allocation hooks count instead. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static volatile int forbidden, calls;

#if defined(__SANITIZE_ADDRESS__)
#define URIVAL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define URIVAL_ASAN 1
#endif
#endif

#ifdef URIVAL_ASAN
/* Under AddressSanitizer the allocator is the sanitizer's, which offers
 * hooks on every allocation and release instead of interposition. */
/* The hook installer, declared here as clang's
 * <sanitizer/allocator_interface.h> declares it: gcc ships no such header,
 * though its libasan exports the function too. */
int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void *, size_t),
                                              void (*free_hook)(const volatile void *));

static void on_malloc(const volatile void *p, size_t n)
{
    (void)p, (void)n;
    if (forbidden)
        calls++;
}

static void on_free(const volatile void *p)
{
    (void)p;
    if (forbidden)
        calls++;
}

static void watch_allocator(void)
{
    __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free);
}
#else
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

void *malloc(size_t n)
{
    if (forbidden)
        calls++;
    return __libc_malloc(n);
}

void *calloc(size_t n, size_t k)
{
    if (forbidden)
        calls++;
    return __libc_calloc(n, k);
}

void *realloc(void *p, size_t n)
{
    if (forbidden)
        calls++;
    return __libc_realloc(p, n);
}

void free(void *p)
{
    if (forbidden && p != NULL)
        calls++;
    __libc_free(p);
}

static void watch_allocator(void)
{
}
#endif

static struct tsv table;

START_TEST(test_no_allocation)
{
    size_t i;
    int allocated;
    for (i = 0; i < table.nrows; i++) {
        const struct tsv_row *r = &table.rows[i];
        char in[4096], msg[256], out[256];
        urival_rule rule;
        urival_error err;
        urival_uri u;
        urival_stream st;
        urival_equivalence eq;
        size_t len;
        if (strlen(r->field[1]) >= sizeof in ||
            urival_rule_lookup("rfc3986", r->field[0], &rule) != URIVAL_OK)
            continue;
        len = tsv_decode(r->field[1], in);
        forbidden = 1;
        calls = 0;
        if (urival_match(rule, in, len, &err) != URIVAL_OK)
            urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        (void)urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, in, len, &u, &err);
        (void)urival_stream_init(&st, URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_STREAM_FLAG_SPANS);
        (void)urival_stream_feed(&st, in, len / 2);
        (void)urival_stream_feed(&st, in + len / 2, len - len / 2);
        (void)urival_stream_finish(&st, &u, &err);
        /* The IRI functions on the same inputs (without IDNA, which
         * libidn2 allocates for). */
        if (urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, in, len, &u, &err) != URIVAL_OK)
            urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        (void)urival_iri_to_uri(in, len, 0, out, sizeof out, NULL, &err);
        (void)urival_uri_to_iri(in, len, 0, out, sizeof out, NULL, &err);
        (void)urival_iri_resolve("x:/a/b", 6, in, len, 0, out, sizeof out, NULL, &err);
        (void)urival_iri_normalize(in, len, URIVAL_NORMALIZE_FLAG_SCHEME, out, sizeof out, NULL,
                                   &err);
        (void)urival_iri_compare(in, len, "x:/a/%C3%A9", 11, 0, &eq, &err);
        (void)urival_iri_relativize("x:/a/b", 6, in, len, out, sizeof out, NULL, &err);
        {
            /* Every component the input, each where it stands. */
            urival_uri_texts t;
            int c;
            for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
                t.part[c].ptr = in;
                t.part[c].len = len;
                t.part[c].defined = c != URIVAL_URI_PART_AUTHORITY;
            }
            (void)urival_iri_compose(&t, out, sizeof out, NULL, &err);
            t.part[URIVAL_URI_PART_SCHEME].defined = 0;
            t.part[URIVAL_URI_PART_HOST].defined = 0;
            t.part[URIVAL_URI_PART_USERINFO].defined = 0;
            t.part[URIVAL_URI_PART_PORT].defined = 0;
            (void)urival_iri_compose(&t, out, sizeof out, NULL, &err);
        }
#ifdef URIVAL_HAVE_RFC1738
        /* Extraction, the input as running text. */
        {
            urival_extracted x;
            size_t pos = 0;
            while (urival_extract_scan(in, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &x) ==
                   URIVAL_OK)
                (void)urival_extract_copy(&x, in, len, 0, out, sizeof out, NULL);
        }
#endif
        allocated = calls;
        forbidden = 0;
        ck_assert_msg(allocated == 0, "line %zu: %d allocator calls", r->line, allocated);
    }
}
END_TEST

/* The watch itself works: calls made while forbidden are seen. */
START_TEST(test_interposition_works)
{
    void *p;
    int seen;
    forbidden = 1;
    calls = 0;
    /* The store keeps the compiler from eliding the pair (clang does). */
    p = malloc(16);
    if (p != NULL)
        *(volatile char *)p = 1;
    free(p);
    seen = calls;
    forbidden = 0;
    ck_assert_int_eq(seen, 2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("noalloc");
    TCase *tc = tcase_create("noalloc");
    int failed;
    watch_allocator();
    tsv_load(&table, "rfc3986_match.tsv");
    tcase_add_test(tc, test_interposition_works);
    tcase_add_test(tc, test_no_allocation);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
