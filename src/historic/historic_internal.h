/* historic_internal.h - what the historic URL pieces share: RFC 1738,
 * the 1997 and 1993 URL drafts, URLs in running text.  They run the
 * grammars' recognizers through the table engine of core/internal.h
 * (urival__feed_*). */
#ifndef URIVAL_HISTORIC_INTERNAL_H
#define URIVAL_HISTORIC_INTERNAL_H

#include "core/internal.h"

/* Failure attribution of grammar rfc1738 (see core/internal.h): inside a
 * scheme rule (ftpurl, httpurl, ...), the part of the scheme in progress
 * ("login", "host", "port", "fpath", "ftptype", "search", ...); else the
 * rule matched.  The drafts of 1997 and 1993 need none: outside their
 * escapes (the catalogue's) they name the rule matched. */
urival__attribute_sig urival__rfc1738_attribute URIVAL_HIDDEN;

#endif
