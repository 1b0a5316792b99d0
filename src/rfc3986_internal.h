/* rfc3986_internal.h - what the RFC 3986 pieces share. */
#ifndef URIVAL_RFC3986_INTERNAL_H
#define URIVAL_RFC3986_INTERNAL_H

#include "internal.h"

/* Where the delimiters of a reference were seen by the parser machine; each
 * NULL until seen.  The components follow from them (see parse.c). */
struct urival__marks {
    const unsigned char *scheme_colon; /* the ":" ending the scheme */
    const unsigned char *authority;    /* first byte after "//" */
    const unsigned char *at;           /* the "@" ending userinfo */
    const unsigned char *port_colon;   /* the ":" before the port */
    const unsigned char *path;         /* first byte of path-abempty */
    const unsigned char *question;     /* the "?" starting the query */
    const unsigned char *hash;         /* the "#" starting the fragment */
};

/* The four rules the parser machine has entry points for. */
enum urival__parse_entry {
    URIVAL__P_URI,
    URIVAL__P_URI_REFERENCE,
    URIVAL__P_RELATIVE_REF,
    URIVAL__P_ABSOLUTE_URI
};

/* Runs the parser machine for entry e over [p, pe), recording delimiters
 * into *m.  Returns 1 when the whole input is accepted. */
int urival__rfc3986_parse_run(enum urival__parse_entry e,
                              const unsigned char *p, const unsigned char *pe,
                              struct urival__marks *m) URIVAL_HIDDEN;

void urival__rfc3986_attribute(const char *rule, const unsigned char *s,
                               size_t k, urival_error *err) URIVAL_HIDDEN;

#endif
