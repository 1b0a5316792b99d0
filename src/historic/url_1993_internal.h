/* url_1993_internal.h - what the url-1993 pieces share. */
#ifndef URIVAL_URL_1993_INTERNAL_H
#define URIVAL_URL_1993_INTERNAL_H

#include "historic/historic_internal.h"

/* Failure attribution of grammar url-1993 (see internal.h): inside an
 * escape, "escape"; else the rule matched. */
urival__attribute_sig urival__url_1993_attribute URIVAL_HIDDEN;

#endif
