/* historic_internal.h - what the historic URL pieces share: RFC 1738,
 * the 1997 and 1993 URL drafts, URLs in running text.  They run the
 * grammars' recognizers through the table engine of core/internal.h
 * (urival__feed_*), and each grammar's attribution is declared in its own
 * header. */
#ifndef URIVAL_HISTORIC_INTERNAL_H
#define URIVAL_HISTORIC_INTERNAL_H

#include "core/internal.h"

#endif
