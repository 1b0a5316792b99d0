/* url_draft05_internal.h - what the url-draft05 pieces share. */
#ifndef URIVAL_URL_DRAFT05_INTERNAL_H
#define URIVAL_URL_DRAFT05_INTERNAL_H

#include "historic/historic_internal.h"

/* Failure attribution of grammar url-draft05 (see internal.h): inside an
 * escape, "escaped" (the draft's name for it); else the rule matched. */
urival__attribute_sig urival__url_draft05_attribute URIVAL_HIDDEN;

#endif
