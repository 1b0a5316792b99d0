/* rfc3986_internal.h - what the RFC 3986 pieces share. */
#ifndef URIVAL_RFC3986_INTERNAL_H
#define URIVAL_RFC3986_INTERNAL_H

#include "core/internal.h"

/* Whether urival_uri_parse() and the stream's spans take rule: the four
 * references. */
int urival__parse_takes(urival_rule rule) URIVAL_HIDDEN;

urival__attribute_sig urival__rfc3986_attribute URIVAL_HIDDEN;

#endif
