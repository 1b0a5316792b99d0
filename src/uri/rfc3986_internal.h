/* rfc3986_internal.h - what the RFC 3986 pieces share. */
#ifndef URIVAL_RFC3986_INTERNAL_H
#define URIVAL_RFC3986_INTERNAL_H

#include "core/internal.h"

/* Where the delimiters of a reference were seen by the parser machine, as
 * offsets plus one (0: not seen).  The components follow from them (see
 * parse.c).  Offsets rather than pointers, so that a reference arriving in
 * chunks (urival_stream_*) is parsed by the same machine. */
struct urival__marks {
    size_t scheme_colon; /* the ":" ending the scheme */
    size_t authority;    /* first byte after "//" */
    size_t at;           /* the "@" ending userinfo */
    size_t port_colon;   /* the ":" before the port */
    size_t path;         /* first byte of path-abempty */
    size_t question;     /* the "?" starting the query */
    size_t hash;         /* the "#" starting the fragment */
};

/* The four rules the parser machine has entry points for. */
enum urival__parse_entry {
    URIVAL__P_URI,
    URIVAL__P_URI_REFERENCE,
    URIVAL__P_RELATIVE_REF,
    URIVAL__P_ABSOLUTE_URI
};

/* The parser machine between chunks. */
struct urival__pstate {
    int cs;      /* Ragel state; 0 once dead */
    size_t done; /* bytes consumed before the next chunk */
    struct urival__marks m;
};

void urival__rfc3986_parse_init(struct urival__pstate *ps,
                                enum urival__parse_entry e) URIVAL_HIDDEN;

/* Feeds bytes [p, pe) to the parser machine; last says no more follow.
 * Returns 0 once the machine is dead (then ps->done is the offset of the
 * byte it died on), else 1. */
int urival__rfc3986_parse_feed(struct urival__pstate *ps, const unsigned char *p,
                               const unsigned char *pe, int last) URIVAL_HIDDEN;

/* The parser entry of a rule; 0 when urival_uri_parse() does not take it. */
int urival__parse_entry(urival_rule rule, enum urival__parse_entry *e) URIVAL_HIDDEN;

/* Fills the spans and defined bits of u from the marks of an accepted
 * input of len bytes. */
void urival__spans(urival_uri *u, size_t len, const struct urival__marks *m) URIVAL_HIDDEN;

urival__attribute_sig urival__rfc3986_attribute URIVAL_HIDDEN;

#endif
