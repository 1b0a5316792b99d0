/* fuzz_match.c - urival_match() on every rule of every grammar, held to a
 * second build of the same machines by Ragel's own -T0 code generator.
 *
 * Input: two bytes choose the rule (their value modulo the rule count, so
 * every rule of every grammar is reachable), the rest is the string.
 * Invariants:
 *  - both builds give the same verdict;
 *  - a rejection's offset is where the -T0 machine died (or the length,
 *    when the input ended too early), at_end says which;
 *  - end_ok is the -T0 verdict on the bytes before the offset, and the
 *    expected set is exactly the bytes with which the -T0 machine survives
 *    one byte past those (checked for all 256 bytes on short prefixes, for
 *    the byte found there always);
 *  - the messages are bounded by the capacity given (see fuzz_util.h);
 *  - the rule's name and grammar look it up again. */
#include "fuzz_util.h"
#include "t0.h"

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
            CHECK(*index < count);
            return;
        }
        first += count;
    }
    abort();
}

/* Does the -T0 machine survive s[0..off) followed by byte b? */
static int t0_survives(const struct t0_grammar *g, size_t index, size_t off, unsigned char *scratch,
                       unsigned b)
{
    size_t consumed = 0;
    scratch[off] = (unsigned char)b;
    return g->run(g->entries[index], scratch, scratch + off + 1, &consumed) != -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_rule rule, again;
    const struct t0_grammar *g;
    const unsigned char *s;
    size_t len, index, consumed = 0;
    urival_error err;
    int st, t0;

    if (size < 2)
        return 0;
    CHECK(urival_rule_name((urival_rule)urival_rule_count()) == NULL);
    rule = (urival_rule)(((size_t)data[0] << 8 | data[1]) % urival_rule_count());
    s = data + 2;
    len = size - 2;
    locate(rule, &g, &index);
    CHECK(urival_rule_lookup(urival_rule_grammar(rule), urival_rule_name(rule), &again) ==
              URIVAL_OK &&
          again == rule);
    st = urival_match(rule, (const char *)s, len, &err);
    t0 = g->run(g->entries[index], s, s + len, &consumed);
    CHECK((st == URIVAL_OK) == (t0 == 1));
    if (st == URIVAL_OK)
        return 0;
    CHECK(st == URIVAL_ESYNTAX && err.status == URIVAL_ESYNTAX);
    CHECK(err.offset == (t0 == -1 ? consumed : len));
    CHECK(err.at_end == (err.offset == len));
    CHECK(err.grammar != NULL);
    fuzz_check_error(&err, (const char *)s, len, len ? s[len / 2] : 0);
    if (err.offset < len)
        CHECK(((err.expected[s[err.offset] / 32] >> (s[err.offset] % 32)) & 1u) == 0);
    /* end_ok and the expected set, against the -T0 machine. */
    {
        unsigned char *scratch = fuzz_alloc(err.offset + 1);
        unsigned b;
        memcpy(scratch, s, err.offset);
        consumed = 0;
        CHECK(err.end_ok ==
              (g->run(g->entries[index], scratch, scratch + err.offset, &consumed) == 1));
        for (b = 0; b < 256; b++) {
            int in = (err.expected[b / 32] >> (b % 32)) & 1u;
            if (err.offset > 512 && b != (len ? s[len - 1] : 0) && b != 'a' && b != '%')
                continue; /* long prefixes: a sample, to keep the pace */
            CHECK(in == t0_survives(g, index, err.offset, scratch, b));
        }
        free(scratch);
    }
    return 0;
}
