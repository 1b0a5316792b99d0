/* historic_run.c - running a grammar's recognizer over bytes fed piece by
 * piece, for the historic URL code (see historic_internal.h). */
#include <string.h>
#include "core/catalogue.h"
#include "historic/historic_internal.h"

size_t urival__rule_index(urival_rule rule)
{
    return (size_t)urival__rules[rule].index;
}

void urival__feed_start(struct urival__feed *f, urival_rule rule)
{
    f->m = urival__grammar_machines[urival__rules[rule].grammar];
    f->row = f->m->entry[urival__rule_index(rule)];
}

uint32_t urival__feed_step(const struct urival__machine *m, uint32_t row,
                           unsigned char c)
{
    uint32_t at = row + m->class_of[c];
    return m->next16 != NULL ? m->next16[at] : m->next32[at];
}

int urival__feed(struct urival__feed *f, const unsigned char *p, size_t n)
{
    size_t i;
    uint32_t row = f->row;
    for (i = 0; i < n && row != 0; i++)
        row = urival__feed_step(f->m, row, p[i]);
    f->row = row;
    return row != 0;
}

int urival__row_final(const struct urival__machine *m, uint32_t row)
{
    uint32_t state = row >> m->shift;
    return row != 0 && ((m->final[state / 8] >> (state % 8)) & 1);
}

int urival__feed_accepts(const struct urival__feed *f)
{
    return urival__row_final(f->m, f->row);
}

void urival__row_expected(const struct urival__machine *m, uint32_t row,
                          urival_error *err)
{
    unsigned b;
    memset(err->expected, 0, sizeof err->expected);
    for (b = 0; b < 256; b++)
        if (urival__feed_step(m, row, (unsigned char)b) != 0)
            err->expected[b / 32] |= (uint32_t)1 << (b % 32);
    err->end_ok = urival__row_final(m, row);
}

