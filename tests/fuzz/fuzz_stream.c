/* fuzz_stream.c - the streaming interface, cut into random chunks, against
 * the one-shot calls.
 *
 * Input: two bytes choose the rule (any rule of any grammar), one byte seeds
 * the chunk sizes (and, for the four rules urival_uri_parse takes, asks for
 * spans), the rest is the string.  Invariants:
 *  - each feed returns URIVAL_OK exactly while the bytes fed so far can still
 *    begin a string of the rule, that is while they end at or before the
 *    offset urival_match reports (all of them when the string is valid or
 *    ends too early), and URIVAL_ESYNTAX from the feed that passes it on;
 *  - finish gives match's verdict, and for a rejection its offset, at_end,
 *    end_ok and expected set; err->rule is the streamed rule or
 *    "pct-encoded";
 *  - with URIVAL_STREAM_FLAG_SPANS, a success gives urival_uri_parse's defined bits
 *    and spans;
 *  - empty feeds change nothing, and a stream for an unknown rule, or for
 *    spans of a rule that does not parse, is refused. */
#include "fuzz_util.h"

static const urival_rule parse_rules[] = { URIVAL_RULE_RFC3986_URI_REFERENCE,
                                           URIVAL_RULE_RFC3986_URI,
                                           URIVAL_RULE_RFC3986_RELATIVE_REF,
                                           URIVAL_RULE_RFC3986_ABSOLUTE_URI };

/* The escape rule of rule's grammar, which a stream names inside an
 * escape (each grammar header's "; escape:" line). */
static const char *escape_rule(urival_rule rule)
{
    const char *g = urival_rule_grammar(rule);
    if (strcmp(g, "rfc1738") == 0 || strcmp(g, "url-1993") == 0)
        return "escape";
    return strcmp(g, "url-draft05") == 0 ? "escaped" : "pct-encoded";
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_rule rule;
    urival_stream st;
    urival_error merr, serr;
    urival_uri u, su;
    const char *s;
    size_t len, fed = 0, i;
    uint32_t seed;
    int spans = 0, m, f, dead = 0;

    if (size < 3)
        return 0;
    rule = (urival_rule)(((size_t)data[0] << 8 | data[1]) % urival_rule_count());
    seed = data[2];
    s = (const char *)data + 3;
    len = size - 3;
    for (i = 0; i < 4; i++)
        if (rule == parse_rules[i])
            spans = (data[2] & 1) != 0;
    CHECK(urival_stream_init(&st, (urival_rule)urival_rule_count(), 0) == URIVAL_EINVAL);
    if (!spans) {
        int parses = 0;
        for (i = 0; i < 4; i++)
            parses |= rule == parse_rules[i];
        CHECK((urival_stream_init(&st, rule, URIVAL_STREAM_FLAG_SPANS) == URIVAL_OK) == parses);
    }
    CHECK(urival_stream_init(&st, rule, spans ? URIVAL_STREAM_FLAG_SPANS : 0) == URIVAL_OK);

    m = urival_match(rule, s, len, &merr);
    while (fed < len) {
        /* Mostly short chunks, sometimes empty ones, sometimes the rest. */
        unsigned r = fuzz_rand(&seed);
        size_t n = (r & 7) == 0 ? len - fed : (r >> 3) % 9;
        if (n > len - fed)
            n = len - fed;
        f = urival_stream_feed(&st, s + fed, n);
        fed += n;
        if (m == URIVAL_OK || merr.at_end || fed <= merr.offset) {
            CHECK(f == URIVAL_OK);
        } else {
            CHECK(f == URIVAL_ESYNTAX);
            dead = 1;
        }
    }
    CHECK(m != URIVAL_OK || !dead);
    memset(&su, 0x5A, sizeof su);
    f = urival_stream_finish(&st, spans ? &su : NULL, &serr);
    CHECK(f == m);
    if (m != URIVAL_OK) {
        CHECK(m == URIVAL_ESYNTAX && serr.status == URIVAL_ESYNTAX);
        CHECK(serr.offset == merr.offset && serr.at_end == merr.at_end &&
              serr.end_ok == merr.end_ok &&
              memcmp(serr.expected, merr.expected, sizeof merr.expected) == 0);
        CHECK(serr.rule != NULL && (strcmp(serr.rule, urival_rule_name(rule)) == 0 ||
                                    strcmp(serr.rule, escape_rule(rule)) == 0));
        fuzz_check_error(&serr, s, len, seed);
        return 0;
    }
    if (spans) {
        CHECK(urival_uri_parse(rule, s, len, &u, NULL) == URIVAL_OK);
        CHECK(su.defined == u.defined);
        for (i = 0; i < URIVAL_URI_PART_COUNT; i++)
            if (u.defined & (1u << i))
                CHECK(su.part[i].off == u.part[i].off && su.part[i].len == u.part[i].len);
    }
    return 0;
}
