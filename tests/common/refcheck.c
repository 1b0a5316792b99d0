/* refcheck.c - see refcheck.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

#define CANARY 16
#define PATTERN 0xA5

static void sweep_one(const char *label, size_t cap, char *mem, const char *want, size_t want_len)
{
    size_t keep = want_len < cap ? want_len : (cap > 0 ? cap - 1 : 0), i;
    if (cap > 0) {
        ck_assert_msg(memcmp(mem, want, keep) == 0 && mem[keep] == '\0',
                      "%s: cap %zu: wrong prefix or no NUL", label, cap);
        keep++;
    }
    for (i = keep; i < cap + CANARY; i++)
        ck_assert_msg((unsigned char)mem[i] == PATTERN,
                      "%s: cap %zu: byte %zu written (needed %zu)", label, cap, i, want_len);
}

void check_capacities(const char *label, produce_fn fn, const void *ctx, int want_status,
                      const char *want, size_t want_len)
{
    size_t cap, needed = 12345;
    int st = fn(ctx, NULL, 0, &needed);
    ck_assert_msg(st == want_status, "%s: NULL buffer: status %d, want %d", label, st, want_status);
    ck_assert_msg(needed == (st == URIVAL_OK ? want_len : 0), "%s: NULL buffer: needed %zu", label,
                  needed);
    for (cap = 0; cap <= want_len + 1; cap++) {
        char *mem = malloc(cap + CANARY);
        ck_assert(mem != NULL);
        memset(mem, PATTERN, cap + CANARY);
        needed = 12345;
        st = fn(ctx, mem, cap, &needed);
        ck_assert_msg(st == want_status, "%s: cap %zu: status %d, want %d", label, cap, st,
                      want_status);
        if (st == URIVAL_OK) {
            ck_assert_msg(needed == want_len, "%s: cap %zu: needed %zu, want %zu", label, cap,
                          needed, want_len);
            sweep_one(label, cap, mem, want, want_len);
        } else {
            ck_assert_msg(needed == 0, "%s: cap %zu: needed %zu after failure", label, cap, needed);
            sweep_one(label, cap, mem, "", 0);
        }
        free(mem);
    }
}

char *field_dup(const char *field, size_t *len)
{
    char *out = malloc(strlen(field) + 1);
    ck_assert(out != NULL);
    *len = tsv_decode(field, out);
    out[*len] = '\0';
    return out;
}

int expect_field(const char *field, char *value, size_t *len, int *status, size_t *offset)
{
    static const struct {
        const char *name;
        int status;
    } names[] = {
        { "esyntax", URIVAL_ESYNTAX },
        { "ebase", URIVAL_EBASE },
        { "eunreachable", URIVAL_EUNREACHABLE },
        { "enul", URIVAL_ENUL },
    };
    size_t i;
    if (field[0] == '=') {
        *len = field[1] != '\0' ? tsv_decode(field + 1, value) : 0;
        value[*len] = '\0';
        *status = URIVAL_OK;
        return 1;
    }
    if (field[0] == '!') {
        for (i = 0; i < sizeof names / sizeof names[0]; i++) {
            size_t n = strlen(names[i].name);
            if (strncmp(field + 1, names[i].name, n) == 0 && field[1 + n] == '@') {
                *status = names[i].status;
                *offset = (size_t)strtoul(field + 2 + n, NULL, 10);
                return 0;
            }
        }
    }
    fprintf(stderr, "bad expectation field: %s\n", field);
    exit(99);
}

uint64_t rng_next(struct rng *r)
{
    uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

unsigned rng_below(struct rng *r, unsigned n)
{
    return (unsigned)(rng_next(r) % n);
}

#define PICK(r, list) (list[rng_below(r, (unsigned)(sizeof list / sizeof list[0]))])

static void add(char *out, size_t *n, const char *s)
{
    size_t k = strlen(s);
    if (*n + k < 200) {
        memcpy(out + *n, s, k);
        *n += k;
    }
    out[*n] = '\0';
}

size_t gen_reference(struct rng *r, char *out, unsigned flags)
{
    static const char *const schemes[] = { "http", "HTTP", "https", "s", "foo", "urn" };
    static const char *const hosts[] = { "a",    "A",   "b",        "",      "u@a",
                                         "a:80", "a:",  "a:8080",   "[::1]", "[0:0::1]",
                                         "%61",  "a.b", "u:p@A:443" };
    static const char *const segs[] = { "a",   "b",   "A", "",    ".",   "..",  "..",     ".",
                                        "c:d", "%61", "~", "%7e", "g;x", "%2E", "%2e%2E", "b" };
    static const char *const queries[] = { "", "q", "y", "%71", "a/./b" };
    static const char *const frags[] = { "", "f", "s", "%66" };
    for (;;) {
        size_t n = 0;
        int scheme = (flags & GEN_URI) || rng_below(r, 3) == 0;
        int authority = rng_below(r, 3) == 0;
        unsigned k = rng_below(r, 6), i, shape = rng_below(r, 3);
        out[0] = '\0';
        if (scheme) {
            add(out, &n, PICK(r, schemes));
            add(out, &n, ":");
        }
        if (authority) {
            add(out, &n, "//");
            add(out, &n, PICK(r, hosts));
        }
        /* shape 0: absolute path, 1: rootless, 2: as drawn */
        for (i = 0; i < k; i++) {
            const char *s = PICK(r, segs);
            if ((flags & GEN_NO_ENCODED_DOTS) && strstr(s, "%2") != NULL)
                s = "b";
            if (i > 0 || shape == 0 || authority)
                add(out, &n, "/");
            add(out, &n, s);
        }
        if (rng_below(r, 3) == 0) {
            add(out, &n, "?");
            add(out, &n, PICK(r, queries));
        }
        if (rng_below(r, 4) == 0) {
            add(out, &n, "#");
            add(out, &n, PICK(r, frags));
        }
        if (urival_uri_parse((flags & GEN_URI) ? URIVAL_RULE_RFC3986_URI
                                               : URIVAL_RULE_RFC3986_URI_REFERENCE,
                             out, n, &(urival_uri){ 0 }, NULL) == URIVAL_OK)
            return n;
    }
}

int call_resolve(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct resolve_call *c = ctx;
    return c->fn(c->base, c->base_len, c->ref, c->ref_len, c->flags, buf, cap, needed, NULL);
}
