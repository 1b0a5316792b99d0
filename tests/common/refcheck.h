/* refcheck.h - what the tests of the reference operations share: the
 * capacity sweep that guards every string-producing function, a seeded
 * generator of URI references, and the "=value" / "!status@offset"
 * expectations of their tables (tests/data/README-reference.md). */
#ifndef URIVAL_TESTS_REFCHECK_H
#define URIVAL_TESTS_REFCHECK_H

#include <stddef.h>
#include <stdint.h>
#include "urival.h"

/* A string-producing call under test, as urival_resolve() and the rest
 * are: write into buf (cap bytes), store the length needed. */
typedef int (*produce_fn)(const void *ctx, char *buf, size_t cap, size_t *needed);

/* Calls fn with a NULL buffer and cap 0, then with every capacity from 0
 * to the needed length + 1, each buffer followed by canary bytes and
 * pre-filled with a pattern: the status must be want_status every time,
 * the length needed want_len, the buffer the longest prefix of want that
 * fits followed by a NUL, and no byte after that NUL may change.  label
 * names the case in failure messages. */
void check_capacities(const char *label, produce_fn fn, const void *ctx, int want_status,
                      const char *want, size_t want_len);

/* A resolution under check_capacities(): fn is urival_resolve() or
 * urival_iri_resolve(), which take the same arguments. */
typedef urival_status (*resolve_fn)(const char *base, size_t base_len, const char *ref,
                                    size_t ref_len, unsigned flags, char *buf, size_t cap,
                                    size_t *needed, urival_error *err);
struct resolve_call {
    resolve_fn fn;
    const char *base, *ref;
    size_t base_len, ref_len;
    unsigned flags;
};

/* A produce_fn for a struct resolve_call. */
int call_resolve(const void *ctx, char *buf, size_t cap, size_t *needed);

/* An expectation field: "=VALUE" (decoded into value, length *len) or
 * "!NAME@OFFSET" with NAME one of esyntax, ebase, eunreachable, enul
 * (status and offset stored).  Returns 1 for a value, 0 for an error; a
 * malformed field ends the test run. */
int expect_field(const char *field, char *value, size_t *len, int *status, size_t *offset);

/* A field decoded with tsv_decode() into a fresh buffer (free it). */
char *field_dup(const char *field, size_t *len);

/* The deterministic generator (splitmix64), so that failures reproduce. */
struct rng {
    uint64_t state;
};
uint64_t rng_next(struct rng *r);
unsigned rng_below(struct rng *r, unsigned n);

/* What gen_reference() may produce. */
#define GEN_URI 0x1u             /* a scheme always */
#define GEN_NO_ENCODED_DOTS 0x2u /* no "%2E" segments */

/* Writes a random URI reference (valid, NUL-terminated, < 200 bytes) into
 * out, drawn from small alphabets so that equal and nearly equal components
 * come up often. */
size_t gen_reference(struct rng *r, char *out, unsigned flags);

#endif
