/* check_engines.c - the vector engines of the recognizer against the
 * scalar one (issue 19, item 2): every field of every row of the tables
 * of tests/data, each also repeated past 100 bytes so that the vector
 * units have room; every line of the benchmark corpora (the .txt files of
 * $srcdir/../shared/corpora, when present); and every prefix of three
 * long URIs beside a page with no access; through every engine this build
 * and CPU have (make check-neon runs it for AArch64).  Compared: the bare
 * run from every rule's entry, and for the references of RFC 3986 the
 * verdict and diagnosis of urival_match(), the spans of
 * urival_uri_parse() and of the stream API (tests/common/engines.h). */
#include <check.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "common/engines.h"
#include "common/padded.h"
#include "common/tsv.h"

static const urival_rule parse_rules[] = { URIVAL_RULE_RFC3986_URI_REFERENCE,
                                           URIVAL_RULE_RFC3986_URI,
                                           URIVAL_RULE_RFC3986_RELATIVE_REF,
                                           URIVAL_RULE_RFC3986_ABSOLUTE_URI };

static size_t inputs, compared, engines;

/* The narrowest vector engine's width (SSE4.2 and NEON: 16 bytes).  A
 * shorter input never enters a vector skip: every engine runs the scalar
 * loop's code on it, so comparing them would only cost time (CI runs this
 * test under the sanitizers at -O0).  Likewise the public calls take an
 * input shorter than URIVAL__VECTOR_MIN with the scalar run whatever the
 * engine.  Such inputs are still counted, and the fields of the tables
 * are also tried repeated past 100 bytes (check_field), where every
 * engine is in play. */
#define NARROWEST_VECTOR 16

/* Every rule's bare run, and the public calls of the parse rules. */
static void check_input(const char *s, size_t len, const char *where, int all_rules)
{
    size_t r, i;
    unsigned e, tried;
    inputs++;
    if (len < NARROWEST_VECTOR)
        return;
    compared++;
    if (all_rules) {
        for (r = 0; r < urival_rule_count(); r++) {
            size_t index;
            const struct urival__machine *m = urival__machine_of((urival_rule)r, &index);
            const unsigned char *p = (const unsigned char *)s;
            uint32_t ref =
                urival__engine_run(URIVAL__ENGINE_SCALAR)(m, m->entry[index], p, p + len);
            for (e = URIVAL__ENGINE_SCALAR + 1; e < URIVAL__ENGINES; e++) {
                urival__run_fn *f = urival__engine_run(e);
                if (f != NULL)
                    ck_assert_msg(f(m, m->entry[index], p, p + len) == ref,
                                  "%s: engine %u, rule %s: run differs", where, e,
                                  urival_rule_name((urival_rule)r));
            }
        }
    }
    if (all_rules && len < URIVAL__VECTOR_MIN)
        return;
    /* A corpus line (all_rules 0) through URI-reference alone: the
     * corpora are large, and every line is a reference. */
    for (i = 0; i < (all_rules ? sizeof parse_rules / sizeof parse_rules[0] : 1); i++) {
        e = engines_differ(parse_rules[i], s, len, i % 2 ? 7 : 64, &tried);
        ck_assert_msg(e == 0, "%s: engine %u differs for %s", where, e,
                      urival_rule_name(parse_rules[i]));
        engines = tried;
    }
}

/* Whether tsv_decode() takes field: some tables hold free text whose
 * backslashes are no escapes; such a field is tried as written. */
static int decodable(const char *f)
{
    if (strcmp(f, "\\e") == 0)
        return 1;
    for (; *f != '\0'; f++) {
        if (*f != '\\')
            continue;
        f++;
        if (*f == 'x' && isxdigit((unsigned char)f[1]) && isxdigit((unsigned char)f[2]))
            f += 2;
        else if (*f != '\\' && *f != 't' && *f != 'n' && *f != 'r')
            return 0;
    }
    return 1;
}

/* The fields tried so far, by hash: the tables share many URIs (about
 * 5,200 distinct fields among 31,000), and an input seen before would give
 * the same results again. */
struct seen {
    struct seen *next;
    size_t len;
    char s[];
};
static struct seen *seen_at[1u << 14];

static int seen_before(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    size_t i;
    struct seen **at, *e;
    for (i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    at = &seen_at[h & (sizeof seen_at / sizeof seen_at[0] - 1)];
    for (e = *at; e != NULL; e = e->next)
        if (e->len == len && memcmp(e->s, s, len) == 0)
            return 1;
    e = malloc(sizeof *e + len + 1);
    ck_assert_ptr_nonnull(e);
    memcpy(e->s, s, len);
    e->len = len;
    e->next = *at;
    *at = e;
    return 0;
}

static void seen_free(void)
{
    size_t i;
    for (i = 0; i < sizeof seen_at / sizeof seen_at[0]; i++) {
        while (seen_at[i] != NULL) {
            struct seen *e = seen_at[i];
            seen_at[i] = e->next;
            free(e);
        }
    }
}

/* s, then s repeated to more than 100 bytes, unless s was tried before. */
static void check_field(const char *s, size_t len, const char *where)
{
    char buf[512];
    size_t n = 0;
    if (seen_before(s, len))
        return;
    check_input(s, len, where, 1);
    if (len == 0 || len > 100)
        return;
    while (n <= 100) {
        memcpy(buf + n, s, len);
        n += len;
    }
    check_input(buf, n, where, 1);
}

START_TEST(test_vectors)
{
    const char *srcdir = getenv("srcdir");
    char dir[4096], where[600];
    DIR *d;
    struct dirent *ent;
    size_t files = 0;
    snprintf(dir, sizeof dir, "%s/tests/data", srcdir ? srcdir : ".");
    d = opendir(dir);
    ck_assert_msg(d != NULL, "cannot open %s", dir);
    while ((ent = readdir(d)) != NULL) {
        size_t n = strlen(ent->d_name), i, f;
        struct tsv t;
        if (n < 4 || strcmp(ent->d_name + n - 4, ".tsv") != 0)
            continue;
        tsv_load(&t, ent->d_name);
        for (i = 0; i < t.nrows; i++) {
            for (f = 0; f < t.rows[i].nfields; f++) {
                const char *field = t.rows[i].field[f];
                char *buf = malloc(strlen(field) + 1);
                size_t len;
                ck_assert_ptr_nonnull(buf);
                if (decodable(field)) {
                    len = tsv_decode(field, buf);
                } else {
                    len = strlen(field);
                    memcpy(buf, field, len);
                }
                snprintf(where, sizeof where, "%s:%zu field %zu", ent->d_name, t.rows[i].line,
                         f + 1);
                check_field(buf, len, where);
                free(buf);
            }
        }
        tsv_free(&t);
        files++;
    }
    closedir(d);
    seen_free();
    ck_assert_uint_gt(files, 10);
    printf(
        "check_engines: %zu distinct inputs of %zu tables (%zu of at least %d bytes compared), %zu "
        "engines\n",
        inputs, files, compared, NARROWEST_VECTOR, engines);
}
END_TEST

/* Section 7.3's search for "%00", "%0A" and "%0D" in a long URI has a
 * form for each engine (src/uri/parse.c): an escape at every offset of a
 * URI of about 200 bytes, in each block of each form and in the tail (the
 * SSE2 form's memchr(), the AVX2 form's last, overlapping block), then
 * last or a byte before the end of URIs of every length from 57 to 219
 * bytes, must give every engine the same flags. */
START_TEST(test_pct_control)
{
    static const char *const escapes[] = { "%0A", "%0d", "%00", "%0B", "%250A" };
    char uri[256], where[64];
    size_t e, k, n, tail;
    for (e = 0; e < sizeof escapes / sizeof escapes[0]; e++) {
        for (k = 0; k < 170; k++) {
            n = padded_uri(uri, sizeof uri, k, escapes[e], 170);
            snprintf(where, sizeof where, "%s at %zu", escapes[e], k + 9);
            check_input(uri, n, where, 0);
        }
        for (k = 45; k < 205; k++)
            for (tail = 0; tail < 2; tail++) {
                n = padded_uri(uri, sizeof uri, k, escapes[e], k + tail);
                snprintf(where, sizeof where, "%s last in %zu bytes", escapes[e], n);
                check_input(uri, n, where, 0);
            }
    }
}
END_TEST

/* The window skip's hops: after eight bytes of a loop that keeps the
 * plain set, it steps over up to PLAIN_HOPS bytes that keep the state
 * without being plain (a path's "/", ":" and "@") before it asks for the
 * loop's mask.  Runs of plain letters around every number of such bytes
 * from 0 to 10, in a path, a query and a fragment, at three offsets in the
 * window, must give every engine the same results, for any PLAIN_HOPS up
 * to 9.  The longest input is 149 bytes: all take the window skip. */
START_TEST(test_plain_hops)
{
    static const char *const ends[] = { "", "?q=1", "#f" };
    static const size_t before[] = { 8, 9, 15, 16, 17 }, after[] = { 0, 1, 7, 8 };
    static const size_t pads[] = { 0, 37, 100 };
    char uri[256], where[80];
    size_t k, b, a, pd, e, i, n;
    for (k = 0; k <= 10; k++)
        for (b = 0; b < sizeof before / sizeof before[0]; b++)
            for (a = 0; a < sizeof after / sizeof after[0]; a++)
                for (pd = 0; pd < sizeof pads / sizeof pads[0]; pd++)
                    for (e = 0; e < sizeof ends / sizeof ends[0]; e++) {
                        /* "http://h/", the query or fragment begun (or
                         * not), then the pad and the runs in it. */
                        n = (size_t)snprintf(uri, sizeof uri, "http://h/%s", ends[e]);
                        for (i = 0; i < pads[pd] + before[b]; i++)
                            uri[n++] = (char)('a' + i % 26);
                        for (i = 0; i < k; i++)
                            uri[n++] = "/:@"[i % 3];
                        for (i = 0; i < after[a]; i++)
                            uri[n++] = (char)('z' - i % 26);
                        uri[n++] = ' '; /* leaves every loop */
                        snprintf(where, sizeof where, "%zu hops after %zu+%zu, %zu after, \"%s\"",
                                 k, pads[pd], before[b], after[a], ends[e]);
                        check_input(uri, n, where, 0);
                        check_input(uri, n - 1, where, 0);
                    }
}
END_TEST

/* A mutant of a corpus line, chosen by r: one byte replaced by a byte that
 * ends or breaks a run (a delimiter, "%", a space, a byte above 0x7F), and
 * an escape, good or broken, written over three others.  The corpora hold
 * few invalid lines; their mutants put the engines' error paths (an
 * offset inside a window, a run cut by a bad escape) on real shapes.  One
 * line in two gets one. */
static void mutate(char *line, size_t len, uint32_t r)
{
    static const char breakers[] = "% #?/:@[]\"<>\x80\xff\x7f";
    static const char *const escapes[] = { "%41", "%4g", "%%%", "%2F", "%0A", "%e9" };
    if (len == 0)
        return;
    line[r % len] = breakers[(r >> 8) % (sizeof breakers - 1)];
    if (len >= 3)
        memcpy(line + (r >> 12) % (len - 2), escapes[(r >> 4) % (sizeof escapes / sizeof *escapes)],
               3);
}

START_TEST(test_corpora)
{
    static const char *const names[] = { "web.txt", "files.txt", "docs.txt" };
    const char *srcdir = getenv("srcdir");
    size_t k;
    uint32_t r = 1;
    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        char path[4096], line[65536], where[600];
        size_t lines = 0;
        FILE *f;
        snprintf(path, sizeof path, "%s/../shared/corpora/%s", srcdir ? srcdir : ".", names[k]);
        if ((f = fopen(path, "rb")) == NULL) {
            printf("check_engines: no %s, skipped\n", path);
            continue;
        }
        while (fgets(line, sizeof line, f) != NULL) {
            size_t len = strcspn(line, "\r\n");
            snprintf(where, sizeof where, "%s:%zu", names[k], ++lines);
            check_input(line, len, where, 0);
            if (lines % 2 != 0) /* half of them: a diagnosis costs more than a pass */
                continue;
            r = r * 1103515245u + 12345u;
            mutate(line, len, r);
            snprintf(where, sizeof where, "%s:%zu, mutated (%u)", names[k], lines, (unsigned)r);
            check_input(line, len, where, 0);
        }
        fclose(f);
        printf("check_engines: %s, %zu lines\n", names[k], lines);
    }
}
END_TEST

/* A long URI of one of three kinds, cap > 700: 0, components of every
 * kind, path segments of 1 to 23 letters and an escape in every third; 1,
 * a path of escapes alone; 2, a path of letters alone.  Its prefixes end
 * in every part of it, a lone "%" and "%4" among them. */
static size_t long_uri(char *buf, size_t cap, unsigned kind)
{
    const char *start = kind == 0 ? "http://user@host.example:8080" : "http://h/";
    size_t n = (size_t)snprintf(buf, cap, "%s", start), i, k;
    for (i = 0; n < 640; i++) {
        if (kind == 1) {
            n += (size_t)snprintf(buf + n, cap - n, i % 2 ? "%%4B" : "%%4a");
            continue;
        }
        if (kind == 2) {
            buf[n++] = (char)('a' + i % 26);
            continue;
        }
        buf[n++] = '/';
        for (k = 0; k < i * 7 % 23 + 1; k++)
            buf[n++] = (char)('a' + (i + k) % 26);
        if (i % 3 == 0)
            n += (size_t)snprintf(buf + n, cap - n, "%%7e");
    }
    if (kind == 0)
        n += (size_t)snprintf(buf + n, cap - n, "?a=b&c=%%20d/?#f!$");
    return n;
}

/* Every prefix of those URIs (of 16 bytes or more: check_input compares
 * no shorter input, which no vector engine takes), placed so that its
 * last byte is a readable page's last, before a page with no access, and
 * again so that its first byte is the first after such a page: a load
 * past either end faults, sanitizers or not (issue 19, item 2;
 * fuzz_engines does the same with fuzzed input).  Every engine must give
 * the scalar one's results. */
START_TEST(test_guard_pages)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE), len, n;
    unsigned kind;
    char uri[1024], where[64];
    unsigned char *map =
        mmap(NULL, 3 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert(map != MAP_FAILED);
    ck_assert_int_eq(mprotect(map, page, PROT_NONE), 0);
    ck_assert_int_eq(mprotect(map + 2 * page, page, PROT_NONE), 0);
    ck_assert_uint_ge(page, sizeof uri);
    for (kind = 0; kind < 3; kind++) {
        n = long_uri(uri, sizeof uri, kind);
        for (len = 1; len <= n; len++) {
            unsigned char *before_guard = map + 2 * page - len, *after_guard = map + page;
            memcpy(before_guard, uri, len);
            snprintf(where, sizeof where, "kind %u, %zu bytes before a guard page", kind, len);
            check_input((const char *)before_guard, len, where, 0);
            memcpy(after_guard, uri, len);
            snprintf(where, sizeof where, "kind %u, %zu bytes after a guard page", kind, len);
            check_input((const char *)after_guard, len, where, 0);
        }
    }
    ck_assert_int_eq(munmap(map, 3 * page), 0);
}
END_TEST

/* Whether byte b is in a set laid out as struct urival__vloop's bits. */
static int in_vset(const uint8_t *bits, unsigned b)
{
    return (bits[(b & 15) + (b >= 0x80 ? 16 : 0)] >> ((b >> 4) & 7)) & 1;
}

static unsigned vset_size(const uint8_t *bits)
{
    unsigned b, n = 0;
    for (b = 0; b < 256; b++)
        n += (unsigned)in_vset(bits, b);
    return n;
}

/* The plain set the AVX2 window skip moves over (tools/ragel2table): for
 * every state reachable from a rule's entry, its loop keeps every plain
 * byte where it is flagged; every loop of 32 bytes or more keeps them all
 * or has no byte outside them (the set's definition: such a narrow loop,
 * RFC 3986's scheme, is left out of it); every loop that keeps them all is
 * flagged, and so every loop of 32 bytes or more but the narrow ones
 * (else it would lose the skip); and the set is empty or of 16 bytes or
 * more.  The vector engines skip plain bytes in a flagged loop without
 * looking at the loop, so a wrong flag would skip a byte that leaves the
 * state. */
START_TEST(test_plain_set)
{
    size_t r, machines = 0;
    const struct urival__machine *done[16];
    for (r = 0; r < urival_rule_count(); r++) {
        size_t index, k, head = 0, tail = 0, cap = 1 << 16;
        unsigned nclasses = 0, b;
        uint32_t *queue;
        unsigned char *seen;
        const struct urival__machine *m = urival__machine_of((urival_rule)r, &index);
        for (k = 0; k < machines && done[k] != m; k++)
            ;
        if (k < machines)
            continue;
        ck_assert_uint_lt(machines, sizeof done / sizeof done[0]);
        done[machines++] = m;
        for (b = 0; b < 256; b++)
            if (m->class_of[b] + 1u > nclasses)
                nclasses = m->class_of[b] + 1u;
        /* ragel2table leaves out a plain set under 16 bytes. */
        ck_assert_msg(vset_size(m->vplain) == 0 || vset_size(m->vplain) >= 16,
                      "rule %s: a plain set of %u bytes", urival_rule_name((urival_rule)r),
                      vset_size(m->vplain));
        queue = malloc(cap * sizeof *queue);
        seen = calloc(cap, 1);
        ck_assert(queue != NULL && seen != NULL);
        /* Every state from every entry of this machine, breadth first. */
        for (k = 0; k < urival_rule_count(); k++) {
            size_t i;
            if (urival__machine_of((urival_rule)k, &i) != m || seen[m->entry[i] >> m->shift])
                continue;
            seen[m->entry[i] >> m->shift] = 1;
            queue[tail++] = m->entry[i];
        }
        while (head < tail) {
            uint32_t row = queue[head++];
            unsigned c, vi = m->vloop_of[row >> m->shift];
            if (vi != 0) {
                const uint8_t *bits = m->vloop[vi].bits;
                unsigned keeps_plain = 1, narrow = 1;
                for (b = 0; b < 256; b++) {
                    if (in_vset(m->vplain, b) && !in_vset(bits, b))
                        keeps_plain = 0;
                    if (in_vset(bits, b) && !in_vset(m->vplain, b))
                        narrow = 0;
                }
                narrow = narrow && !keeps_plain;
                ck_assert_msg(keeps_plain || !m->vloop[vi].plain,
                              "rule %s: loop %u flagged plain without every plain byte",
                              urival_rule_name((urival_rule)r), vi);
                ck_assert_msg(keeps_plain || narrow || vset_size(bits) < 32,
                              "rule %s: loop %u of %u bytes lacks a plain byte",
                              urival_rule_name((urival_rule)r), vi, vset_size(bits));
                ck_assert_msg(!keeps_plain || m->vloop[vi].plain || vset_size(m->vplain) == 0,
                              "rule %s: loop %u keeps the plain set but is not flagged",
                              urival_rule_name((urival_rule)r), vi);
                /* A large loop without the flag would lose the skip after
                 * eight bytes: a grammar whose large loops share fewer
                 * than 16 bytes needs another plain set (ragel2table). */
                ck_assert_msg(m->vloop[vi].plain || narrow || vset_size(bits) < 32,
                              "rule %s: loop %u of %u bytes has no plain skip",
                              urival_rule_name((urival_rule)r), vi, vset_size(bits));
            }
            for (c = 0; c < nclasses; c++) {
                uint32_t to = m->next16 != NULL ? m->next16[row + c] : m->next32[row + c];
                ck_assert_uint_lt(to >> m->shift, cap);
                if (!seen[to >> m->shift]) {
                    seen[to >> m->shift] = 1;
                    queue[tail++] = to;
                }
            }
        }
        free(queue);
        free(seen);
    }
    /* The core rules and RFC 3986 are in every build (configure can leave
     * the others out). */
    ck_assert_uint_ge(machines, 2);
}
END_TEST

/* RFC 3986's plain set, from its ABNF: the loops of 32 bytes or more are
 * the scheme's (ALPHA / DIGIT / "+" / "-" / "."), the reg-name's, the
 * userinfo's and pchar's with "/" and "?" (unreserved / sub-delims and
 * some of ":" "@" "/" "?"), and IPvFuture's; the scheme's bytes are all
 * unreserved or sub-delims, so the scheme's loop is left out and the set
 * is the others' common part, unreserved / sub-delims. */
START_TEST(test_plain_set_rfc3986)
{
    size_t index;
    unsigned b;
    const struct urival__machine *m = urival__machine_of(URIVAL_RULE_RFC3986_URI_REFERENCE, &index);
    for (b = 0; b < 256; b++) {
        int unreserved = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') ||
                         (b >= '0' && b <= '9') || (b != 0 && strchr("-._~", (int)b) != NULL);
        int sub_delim = b != 0 && strchr("!$&'()*+,;=", (int)b) != NULL;
        ck_assert_msg(in_vset(m->vplain, b) == (unreserved || sub_delim), "byte 0x%02x", b);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engines");
    TCase *tc = tcase_create("scalar and vector");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, test_vectors);
    tcase_add_test(tc, test_pct_control);
    tcase_add_test(tc, test_plain_hops);
    tcase_add_test(tc, test_corpora);
    tcase_add_test(tc, test_guard_pages);
    tcase_add_test(tc, test_plain_set);
    tcase_add_test(tc, test_plain_set_rfc3986);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
