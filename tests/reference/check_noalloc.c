/* check_ref_noalloc.c - the reference operations never allocate.
 *
 * Comparison must not (its requirements name urival_compare() outright), and
 * none of resolution, normalization, relativization, recomposition,
 * percent-encoding or the address functions needs to: they write into the
 * caller's buffer or compare in place.  The program counts allocator calls
 * while the library runs: it supplies malloc and friends itself, passing
 * them on to the C library's allocator; under AddressSanitizer, which must
 * keep its own allocator, it counts through the sanitizer's hooks. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

static volatile int watching;
static volatile long seen;

#if defined(__SANITIZE_ADDRESS__)
#define REF_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REF_UNDER_ASAN 1
#endif
#endif

#ifdef REF_UNDER_ASAN
/* The hook installer, declared here as clang's
 * <sanitizer/allocator_interface.h> declares it: gcc ships no such header,
 * though its libasan exports the function too. */
int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void *, size_t),
                                              void (*free_hook)(const volatile void *));

static void count_alloc(const volatile void *p, size_t n)
{
    (void)p;
    (void)n;
    seen += watching;
}

static void count_free(const volatile void *p)
{
    (void)p;
    seen += watching;
}

static void start_counting(void)
{
    __sanitizer_install_malloc_and_free_hooks(count_alloc, count_free);
}
#else
/* glibc's allocator under its own names, so that ours can hand over. */
void *__libc_malloc(size_t);
void *__libc_calloc(size_t, size_t);
void *__libc_realloc(void *, size_t);
void __libc_free(void *);

void *malloc(size_t n)
{
    seen += watching;
    return __libc_malloc(n);
}

void *calloc(size_t n, size_t size)
{
    seen += watching;
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t n)
{
    seen += watching;
    return __libc_realloc(p, n);
}

void free(void *p)
{
    if (p != NULL)
        seen += watching;
    __libc_free(p);
}

static void start_counting(void)
{
}
#endif

/* The edits of the texts p of reference b (and the query functions on
 * b's bytes as a query), with a as the new value: every field set (as it
 * stands and encoded) and cleared, its name looked up. */
static void edit(const urival_uri_texts *p, const char *b, size_t bl, const char *a, size_t al)
{
    char out[1024];
    size_t n, pos = 0;
    urival_error err;
    urival_query_param q;
    int f;
    for (f = 0; f <= URIVAL_URI_FIELD_COUNT; f++) {
        urival_uri_texts t = *p;
        urival_uri_field g;
        const char *name = urival_uri_field_name((urival_uri_field)f);
        if (name != NULL)
            (void)urival_uri_field_lookup(name, strlen(name), &g);
        (void)urival_uri_texts_set(&t, (urival_uri_field)f, a, al, 0, out, sizeof out, &n, &err);
        (void)urival_uri_compose(&t, NULL, 0, &n, &err);
        t = *p;
        (void)urival_uri_texts_set(&t, (urival_uri_field)f, a, al, URIVAL_SET_FLAG_ENCODE, out,
                                   sizeof out, &n, &err);
        (void)urival_uri_texts_clear(&t, (urival_uri_field)f);
        (void)urival_uri_compose(&t, NULL, 0, &n, &err);
    }
    while (urival_query_next(b, bl, &pos, &q) == URIVAL_OK)
        (void)urival_query_param_is(b, bl, &q, a, al);
    (void)urival_query_append(b, bl, a, al, b, bl, 0, out, sizeof out, &n);
    (void)urival_query_remove(b, bl, "a", 1, out, sizeof out, &n);
    (void)urival_query_sort(b, bl, out, sizeof out, &n);
}

/* Every operation on one pair of references, with buffers on the stack. */
static void exercise(const char *a, size_t al, const char *b, size_t bl)
{
    char out[1024];
    size_t n;
    urival_equivalence e;
    urival_error err;
    urival_uri u;
    unsigned char ip[16];
    (void)urival_resolve(a, al, b, bl, 0, out, sizeof out, &n, &err);
    (void)urival_resolve(a, al, b, bl, URIVAL_RESOLVE_FLAG_NON_STRICT, out, 7, &n, &err);
    (void)urival_normalize(b, bl, URIVAL_NORMALIZE_FLAG_SCHEME | URIVAL_NORMALIZE_FLAG_IPV6, out,
                           sizeof out, &n, &err);
    (void)urival_compare(a, al, b, bl, URIVAL_NORMALIZE_FLAG_IPV6, &e, &err);
    (void)urival_compare(b, bl, a, al, URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT, &e, &err);
    (void)urival_relativize(a, al, b, bl, out, sizeof out, &n, &err);
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, b, bl, &u, &err) == URIVAL_OK) {
        urival_uri_texts p;
        (void)urival_uri_recompose(&u, b, bl, out, sizeof out, &n);
        (void)urival_uri_get_texts(&u, b, bl, &p);
        (void)urival_uri_compose(&p, out, sizeof out, &n, &err);
        edit(&p, b, bl, a, al);
        if (u.host_kind == URIVAL_URI_HOST_IPV6 &&
            urival_ipv6_parse(b + u.part[URIVAL_URI_PART_HOST].off + 1,
                              u.part[URIVAL_URI_PART_HOST].len - 2, ip, &err) == URIVAL_OK)
            (void)urival_ipv6_format(ip, out, sizeof out, &n);
    }
    (void)urival_pct_encode(URIVAL_PCT_SET_SEGMENT, b, bl, out, sizeof out, &n);
    (void)urival_pct_decode(URIVAL_PCT_SET_ANY, b, bl, URIVAL_PCT_FLAG_REFUSE_NUL, out, sizeof out,
                            &n, &err);
    (void)urival_remove_dot_segments(b, bl, out, sizeof out, &n);
}

START_TEST(test_generated)
{
    struct rng r = { 8 };
    char a[256], b[256];
    int i;
    for (i = 0; i < 20000; i++) {
        size_t al = gen_reference(&r, a, GEN_URI), bl = gen_reference(&r, b, i & 1 ? GEN_URI : 0);
        long calls;
        watching = 1;
        seen = 0;
        exercise(a, al, b, bl);
        watching = 0;
        calls = seen;
        ck_assert_msg(calls == 0, "<%s> <%s>: %ld allocator calls", a, b, calls);
    }
}
END_TEST

/* Invalid input goes down the error paths, which must not allocate
 * either. */
START_TEST(test_errors)
{
    static const char *const bad[] = { "a b", "%z", "//a", "\x01", "http://[::1", "a:%00" };
    size_t i, j;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        for (j = 0; j < sizeof bad / sizeof bad[0]; j++) {
            long calls;
            watching = 1;
            seen = 0;
            exercise(bad[i], strlen(bad[i]), bad[j], strlen(bad[j]));
            exercise("http://a/b", 10, bad[j], strlen(bad[j]));
            watching = 0;
            calls = seen;
            ck_assert_msg(calls == 0, "<%s> <%s>: %ld allocator calls", bad[i], bad[j], calls);
        }
    }
}
END_TEST

/* The count works: an allocation while watching is seen. */
START_TEST(test_counter_sees)
{
    void *volatile p;
    long calls;
    watching = 1;
    seen = 0;
    p = malloc(32);
    free(p);
    watching = 0;
    calls = seen;
    ck_assert_int_ge(calls, 1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("reference operations allocate nothing");
    TCase *tc = tcase_create("noalloc");
    start_counting();
    tcase_add_test(tc, test_counter_sees);
    tcase_add_test(tc, test_generated);
    tcase_add_test(tc, test_errors);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
