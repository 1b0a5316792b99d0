/* fuzz_match.c - urival_match() on every rule of every grammar, held to a
 * second build of the same machines by Ragel's own -T0 code generator.
 *
 * Input: two bytes choose the rule, the rest is the string.  Invariants:
 * both builds give the same verdict; a rejection's offset is where the
 * -T0 machine died (or the length, when the input ended too early); the
 * byte found there is not among the expected ones; the message is bounded
 * by the capacity given. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "t0.h"
#include "urival.h"

#define CHECK(c) do { if (!(c)) abort(); } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The T0 grammar and rule index of a catalogue rule. */
static void locate(urival_rule rule, const struct t0_grammar **g, size_t *index)
{
    size_t gi, first = 0;
    const char *name = urival_rule_grammar(rule);
    for (gi = 0; gi < urival_grammar_count(); gi++) {
        size_t count = t0_grammars[gi].count;
        if (strcmp(urival_grammar_name(gi), name) == 0) {
            *g = &t0_grammars[gi];
            *index = (size_t)rule - first;
            return;
        }
        first += count;
    }
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_rule rule;
    const struct t0_grammar *g;
    const unsigned char *s;
    size_t len, index, consumed = 0;
    urival_error err;
    char msg[64];
    int st, t0;

    if (size < 2)
        return 0;
    rule = (urival_rule)(((size_t)data[0] << 8 | data[1]) % urival_rule_count());
    s = data + 2;
    len = size - 2;
    locate(rule, &g, &index);
    st = urival_match(rule, (const char *)s, len, &err);
    t0 = g->run(g->entries[index], s, s + len, &consumed);
    CHECK((st == URIVAL_OK) == (t0 == 1));
    if (st == URIVAL_OK)
        return 0;
    CHECK(st == URIVAL_ESYNTAX && err.status == URIVAL_ESYNTAX);
    CHECK(err.offset == (t0 == -1 ? consumed : len));
    CHECK(err.at_end == (err.offset == len));
    CHECK(err.rule != NULL && err.rule_start <= err.offset);
    if (err.offset < len)
        CHECK(((err.expected[s[err.offset] / 32] >> (s[err.offset] % 32)) & 1u) == 0);
    memset(msg, 'X', sizeof msg);
    CHECK(urival_error_message(&err, (const char *)s, len, msg, sizeof msg - 8) > 0);
    CHECK(memcmp(msg + sizeof msg - 8, "XXXXXXXX", 8) == 0);
    return 0;
}
