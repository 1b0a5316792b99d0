/* internal.h - what the pieces of liburival share and do not export. */
#ifndef URIVAL_INTERNAL_H
#define URIVAL_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include "urival.h"
#include "core/ascii.h"

#define URIVAL_HIDDEN __attribute__((visibility("hidden")))

/* A failure's attribution: the innermost rule in progress and where it
 * began.  An id, not a name, so that a rule renamed or removed in the
 * grammar breaks the build of the code that names it. */
struct urival__where {
    urival_rule rule;
    size_t start;
};

/* Names the innermost rule in progress where a match of rule failed at
 * offset k, outside a percent escape (urival__attribute_by() has ruled
 * that out; err->expected and err->end_ok are already filled). */
typedef struct urival__where urival__attribute_sig(urival_rule rule, const unsigned char *s,
                                                   size_t k);
typedef urival__attribute_sig *urival__attribute_fn;

/* A self-loop as the vector skip reads it (written by tools/ragel2table):
 * the bytes that lead the state back to itself, byte b at bits[(b & 15) +
 * (b >= 0x80 ? 16 : 0)], bit (b >> 4) & 7, so that one 16-entry shuffle
 * by each byte's low nibble classifies a whole vector.  escape: 1 when the
 * machine's escape (vesc, then two bytes of vhex) also comes back to it;
 * plain: 1 when the loop keeps every byte of the machine's plain set
 * (vplain), so that a run of plain bytes is known to stay in it. */
struct urival__vloop {
    uint8_t bits[32];
    uint8_t escape;
    uint8_t plain;
};

/* One grammar's recognizer: the minimal DFA Ragel builds from the grammar
 * machines, with an entry point per rule, as dense tables written by
 * tools/ragel2table.  A state is a row offset (state number << shift) into
 * next; row 0 is the dead state, which only leads to itself.  skip[state]
 * holds the classes that lead a state back to itself. */
struct urival__machine {
    const uint8_t *class_of;        /* byte -> class */
    const uint16_t *next16;         /* transitions, when the rows fit 16 bits */
    const uint32_t *next32;         /* otherwise */
    const uint8_t *final;           /* bitmap over state numbers */
    const uint64_t *skip;           /* self-loop classes of each state */
    const uint32_t *entry;          /* entry row of each rule */
    unsigned shift;                 /* log2 of the padded row width */
    urival__attribute_fn attribute; /* NULL: the rule matched is named */
    /* The vector skip's view of the self-loops: vloop[vloop_of[state]],
     * entry 0 for a state with none. */
    const struct urival__vloop *vloop;
    const uint8_t *vloop_of;
    const uint8_t *vhex;   /* the escape's digits, laid out as vloop bits */
    const uint8_t *vplain; /* the bytes large loops keep (ragel2table), likewise */
    unsigned char vesc;    /* the byte that opens an escape */
};

/* The machine from row over [p, pe): the row it ends in, 0 if it died. */
uint32_t urival__run(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                     const unsigned char *pe) URIVAL_HIDDEN;

/* urival__run() that reports where the state changed: the offset (from p)
 * of each byte that leaves a self-loop, or whose class is in the stop mask
 * (bit c for class c), goes into at[], *count of them.  When at[] holds cap
 * offsets the run stops before the next such byte, and after a noted byte
 * whose class is in the halt mask it stops once that byte is taken; *used
 * is the number of bytes consumed (pe - p unless it stopped), and the run
 * resumes from the row returned at p + *used.  cap must be at least 1. */
uint32_t urival__run_noting(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                            const unsigned char *pe, uint64_t stop, uint64_t halt, uint32_t *at,
                            size_t cap, size_t *count, size_t *used) URIVAL_HIDDEN;

/* Whether the recognizer runs on the AVX2 engine (picked from the CPU, or
 * by the test hook urival__engine_use()).  Other scans of long input that
 * have an AVX2 form follow it, so that a test run on each engine tests
 * each of their forms too. */
int urival__engine_avx2(void) URIVAL_HIDDEN;

/* One byte's step from row (0: dead). */
uint32_t urival__step(const struct urival__machine *m, uint32_t row, unsigned char c) URIVAL_HIDDEN;

/* Whether row is an accepting state.  Inline: every match and parse ends
 * with it. */
static inline int urival__is_final(const struct urival__machine *m, uint32_t row)
{
    uint32_t state = row >> m->shift;
    return (m->final[state / 8] >> (state % 8)) & 1;
}

/* A recognizer run fed piece by piece: the grammar's DFA from the entry of
 * one rule.  Feeding pieces lets a caller run a rule over bytes it never
 * copies together: a scheme read in lower case, a URI with the line breaks
 * of running text left out.  row 0 is the dead state. */
struct urival__feed {
    const struct urival__machine *m;
    uint32_t row;
};

/* Starts a run of rule (which must be a valid rule id). */
void urival__feed_start(struct urival__feed *f, urival_rule rule) URIVAL_HIDDEN;

/* Feeds n bytes; returns 0 once the run is dead, else 1. */
int urival__feed(struct urival__feed *f, const unsigned char *p, size_t n) URIVAL_HIDDEN;

/* 1 when the bytes fed so far are a string of the rule. */
int urival__feed_accepts(const struct urival__feed *f) URIVAL_HIDDEN;

/* Fills the expected set and end_ok of err from row: every byte with a way
 * on, and whether the input may end there. */
void urival__row_expected(const struct urival__machine *m, uint32_t row,
                          urival_error *err) URIVAL_HIDDEN;

/* The machine and rule index of a valid rule id. */
const struct urival__machine *urival__machine_of(urival_rule rule, size_t *index) URIVAL_HIDDEN;

/* Checks the (pointer, length) contract shared by every entry point. */
static inline urival_status urival__check_input(const char *s, size_t len)
{
    if (len > URIVAL_MAX_INPUT)
        return URIVAL_ERANGE;
    if (s == NULL && len != 0)
        return URIVAL_EINVAL;
    return URIVAL_OK;
}

/* Records a non-syntax failure status in err (when not NULL) and returns
 * it, so that every entry point refuses arguments the same way. */
urival_status urival__refuse(urival_error *err, urival_status status);

/* First position in s[from..to) holding one of the bytes of set (NUL is
 * never one), or to. */
size_t urival__find_any(const unsigned char *s, size_t from, size_t to,
                        const char *set) URIVAL_HIDDEN;

/* Fills err for a failed match of rule over s[0..len). */
void urival__diagnose(urival_rule rule, const unsigned char *s, size_t len,
                      urival_error *err) URIVAL_HIDDEN;

/* The one place an attribution becomes err->rule, err->rule_start and
 * err->grammar (that of the rule matched, which a rule borrowed from
 * another grammar, as pct-encoded is, does not change), all from the
 * catalogue. */
void urival__report_where(urival_error *err, urival_rule matched,
                          struct urival__where w) URIVAL_HIDDEN;

/* urival__report_where() for a failure named by the rule that failed
 * itself, which began at start: the checks outside the recognizers. */
void urival__report_rule(urival_error *err, urival_rule rule, size_t start) URIVAL_HIDDEN;

/* Names and reports where a match of rule that failed at k stood: inside a
 * percent escape that has begun, the grammar's escape rule (its "; escape:"
 * header line, urival__grammar_escape); elsewhere what fn says of the
 * grammar's structure, or the rule matched itself when fn is NULL.  The
 * escape comes first for every grammar, so no attributor checks it. */
void urival__attribute_by(urival_rule rule, urival__attribute_fn fn, const unsigned char *s,
                          size_t k, urival_error *err) URIVAL_HIDDEN;

/* urival__attribute_by() with the attributor of rule's grammar (the
 * machine's, NULL for a grammar without one). */
void urival__attribute(urival_rule rule, const unsigned char *s, size_t k,
                       urival_error *err) URIVAL_HIDDEN;

/* When the failure at k is inside a "%" HEXDIG HEXDIG escape that has
 * begun (nothing but HEXDIG may follow, and the escape's "%" stands at k - 1
 * or k - 2), names the escape rule given (pct-encoded, RFC 1738's escape,
 * ...) in *w and returns 1.  The stream parser calls it on the bytes it
 * keeps. */
int urival__in_escape(urival_rule escape, const unsigned char *s, size_t k, const urival_error *err,
                      struct urival__where *w) URIVAL_HIDDEN;

#endif
