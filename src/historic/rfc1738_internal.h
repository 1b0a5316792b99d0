/* rfc1738_internal.h - what the RFC 1738 pieces share. */
#ifndef URIVAL_RFC1738_INTERNAL_H
#define URIVAL_RFC1738_INTERNAL_H

#include "historic/historic_internal.h"

/* Failure attribution of grammar rfc1738 (see internal.h): inside an escape,
 * "escape"; inside a scheme rule (ftpurl, httpurl, ...), the part of the
 * scheme in progress ("login", "host", "port", "fpath", "ftptype", "search",
 * ...); else the rule matched. */
urival__attribute_sig urival__rfc1738_attribute URIVAL_HIDDEN;

#endif
