/* t0.h - the second build of the recognizers (Ragel -T0), for fuzzing. */
#ifndef URIVAL_FUZZ_T0_H
#define URIVAL_FUZZ_T0_H

#include <stddef.h>

/* Runs from entry state cs over [p, pe): 1 accepted, 0 input ended in a
 * non-final state, -1 died at *consumed. */
typedef int (*t0_run_fn)(int cs, const unsigned char *p, const unsigned char *pe, size_t *consumed);

struct t0_grammar {
    t0_run_fn run;
    const int *entries; /* entry state of each rule, in catalogue order */
    size_t count;
};

/* In catalogue grammar order (GRAMMAR_IDS). */
extern const struct t0_grammar t0_grammars[];
extern const size_t t0_grammar_count;

#endif
