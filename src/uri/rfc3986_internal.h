/* rfc3986_internal.h - what the RFC 3986 pieces share. */
#ifndef URIVAL_RFC3986_INTERNAL_H
#define URIVAL_RFC3986_INTERNAL_H

#include "core/internal.h"

/* Whether urival_uri_parse() and the stream's spans take rule: the four
 * references. */
int urival__parse_takes(urival_rule rule) URIVAL_HIDDEN;

/* urival_uri_parse() without what only its callers read: the spans, the
 * port number, and the host kind of an IP-literal alone (any other host is
 * left URIVAL_URI_HOST_NONE); no info bit but the port's.  The reference
 * operations (src/reference/) read nothing else, and the inspection
 * skipped (security bits, IPv4 recognition) cost them a fifth of their
 * time. */
urival_status urival__uri_spans(urival_rule rule, const char *s, size_t len, urival_uri *out,
                                urival_error *err) URIVAL_HIDDEN;

/* Runs the table machine of rule over p[0..len) whole, with the splitter
 * reading RFC 3986's delimiters as for split_as, and fills out's spans: 1,
 * or 0 when the machine refuses p (out then untouched).  The IRI parser
 * (src/iri/) runs RFC 3987's machines through it: IRIs have the same
 * ASCII delimiters. */
int urival__split_whole(urival_rule rule, urival_rule split_as, const unsigned char *p, size_t len,
                        urival_uri *out) URIVAL_HIDDEN;

/* What urival_uri_parse() reads once the spans are known: the host kind,
 * the port number and the info bits of u, a parse of s[0..len). */
void urival__uri_inspect(urival_uri *u, const unsigned char *s, size_t len) URIVAL_HIDDEN;

urival__attribute_sig urival__rfc3986_attribute URIVAL_HIDDEN;

#endif
