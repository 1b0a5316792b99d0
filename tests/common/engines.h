/* engines.h - one input through every engine of the recognizer, for the
 * tests that hold the vector engines to the scalar one (tests/core/
 * check_engines.c, tests/fuzz/fuzz_engines.c).
 *
 * engines_differ() runs urival_match() (with its diagnosis),
 * urival_uri_parse() and the stream API (in chunks, with spans where the
 * rule parses) once per engine, the engine forced through the library's
 * test hook (urival__engine_use(), src/core/run.h), and compares every
 * output field with the scalar engine's; it also compares the bare runs
 * (urival__engine_run()) from the rule's entry.  Header-only, so that the
 * fuzz targets, which build outside libtool, need no extra object.  The
 * program must link the library statically: the hook is hidden. */
#ifndef URIVAL_TESTS_ENGINES_H
#define URIVAL_TESTS_ENGINES_H

#include <string.h>
#include "urival.h"
#include "core/run.h"

struct engine_out {
    uint32_t row;
    urival_status match, parse, feed, finish;
    urival_error merr, perr, serr;
    urival_uri uri, suri;
};

static inline int engines_parses(urival_rule rule)
{
    return rule == URIVAL_RULE_RFC3986_URI_REFERENCE || rule == URIVAL_RULE_RFC3986_URI ||
           rule == URIVAL_RULE_RFC3986_RELATIVE_REF || rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
}

static inline void engines_run(unsigned e, urival_rule rule, const char *s, size_t len,
                               size_t chunk, struct engine_out *o)
{
    const struct urival__machine *m;
    urival_stream st;
    size_t index, fed = 0;
    unsigned flags = engines_parses(rule) ? URIVAL_STREAM_FLAG_SPANS : 0;
    const unsigned char *p = (const unsigned char *)(s != NULL ? s : "");

    memset(o, 0, sizeof *o);
    m = urival__machine_of(rule, &index);
    o->row = urival__engine_run(e)(m, m->entry[index], p, p + len);
    urival__engine_use(e);
    o->match = urival_match(rule, s, len, &o->merr);
    o->parse = urival_uri_parse(rule, s, len, &o->uri, &o->perr);
    o->feed = urival_stream_init(&st, rule, flags);
    while (o->feed == URIVAL_OK && fed < len) {
        size_t n = len - fed < chunk ? len - fed : chunk;
        o->feed = urival_stream_feed(&st, s + fed, n);
        fed += n;
    }
    o->finish = urival_stream_finish(&st, &o->suri, &o->serr);
    urival__engine_use(URIVAL__ENGINE_SCALAR);
}

static inline int engines_same_error(const urival_error *a, const urival_error *b)
{
    return a->status == b->status && a->offset == b->offset && a->rule_start == b->rule_start &&
           a->rule == b->rule && a->grammar == b->grammar && a->at_end == b->at_end &&
           a->end_ok == b->end_ok && memcmp(a->expected, b->expected, sizeof a->expected) == 0;
}

static inline int engines_same_uri(const urival_uri *a, const urival_uri *b)
{
    size_t c;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++)
        if (a->part[c].off != b->part[c].off || a->part[c].len != b->part[c].len)
            return 0;
    return a->defined == b->defined && a->host_kind == b->host_kind && a->info == b->info &&
           a->port_number == b->port_number;
}

/* The first engine (URIVAL__ENGINE_*) whose results differ from the
 * scalar engine's on s, or 0 when all agree.  *tried counts the engines
 * this build and CPU have, the scalar one included. */
static inline unsigned engines_differ(urival_rule rule, const char *s, size_t len, size_t chunk,
                                      unsigned *tried)
{
    struct engine_out ref, o;
    unsigned e;
    engines_run(URIVAL__ENGINE_SCALAR, rule, s, len, chunk, &ref);
    *tried = 1;
    for (e = URIVAL__ENGINE_SCALAR + 1; e < URIVAL__ENGINES; e++) {
        if (urival__engine_run(e) == NULL)
            continue;
        ++*tried;
        engines_run(e, rule, s, len, chunk, &o);
        if (o.row != ref.row || o.match != ref.match || o.parse != ref.parse ||
            o.feed != ref.feed || o.finish != ref.finish ||
            !engines_same_error(&o.merr, &ref.merr) || !engines_same_error(&o.perr, &ref.perr) ||
            !engines_same_error(&o.serr, &ref.serr) || !engines_same_uri(&o.uri, &ref.uri) ||
            !engines_same_uri(&o.suri, &ref.suri))
            return e;
    }
    return 0;
}

#endif
