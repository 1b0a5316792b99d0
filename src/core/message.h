/* message.h - what urival_error_message() (error.c) shares with the
 * families whose own statuses it explains. */
#ifndef URIVAL_MESSAGE_H
#define URIVAL_MESSAGE_H

#include <stddef.h>
#include "core/buf.h"

/* Writes "offset N: rule: ", the way every message about a place in the
 * input begins, so that all of them read alike. */
void urival__message_head(struct urival__buf *b, const urival_error *err) URIVAL_HIDDEN;

#ifdef URIVAL_HAVE_RFC3986
/* The hint an RFC 3986 syntax error (or an RFC 3987 one, whose rules are
 * the same under "i" names; for an RFC 8141 one only the hint for a byte
 * no URI holds) adds to its message, when the byte at
 * err->offset is right but the reason is not that byte alone (a port that
 * is not digits, a ":" that would make a scheme, a second "#", an IPv6
 * zone identifier...): writes "; hint: " and the reason into b and returns
 * 1, or writes nothing and returns 0.  s is the failed input s[0..len), or
 * NULL, which gives no hint: every hint reads the input around the
 * failure.  Defined in src/uri/rfc3986_diag.c, beside the attribution it
 * builds on; declared here for the reason given for urival__urn_message
 * below. */
int urival__rfc3986_hint(const urival_error *err, const unsigned char *s, size_t len,
                         struct urival__buf *b) URIVAL_HIDDEN;
#endif

#ifdef URIVAL_HAVE_RFC8141
/* The explanation of a URN status (URIVAL_EURN_*, and URIVAL_ENOT_FOUND,
 * which only urival_urn_extract() returns), with the section each rule
 * comes from.  s is the failed input s[0..len), or NULL to quote nothing.
 * Returns 1 after writing it into b, 0 without writing anything for a
 * status of no family (urival_error_message() explains those itself).
 *
 * Defined in src/urn/urn_diag.c, beside the rules it names, yet declared
 * here: core may not include a family's headers (tests/api/layers.sh), and
 * one message function explains every status.  urival_rules.h defines
 * URIVAL_HAVE_RFC8141 exactly when the URN family is built, so a library
 * configured with --disable-urn neither declares nor calls it. */
int urival__urn_message(const urival_error *err, const unsigned char *s, size_t len,
                        struct urival__buf *b) URIVAL_HIDDEN;
#endif

#ifdef URIVAL_HAVE_RFC1738
/* The hint an RFC 1738 syntax error adds where the prose of section 3.4.1,
 * not the BNF, refused the byte: the "A" or "D" of "%0A" or "%0D" in a
 * gopher selector, whose expected set alone reads like a grammar that has
 * no such rule.  1 after writing "; hint: " and the reason into b, else 0.
 * Defined in src/historic/rfc1738.c, beside the check (gopher_prose()). */
int urival__rfc1738_hint(const urival_error *err, const unsigned char *s, size_t len,
                         struct urival__buf *b) URIVAL_HIDDEN;
#endif

/* The hint an RFC 3987 syntax error whose byte belongs to a well-formed
 * character no IRI holds there (a noncharacter, a C1 control, private use
 * outside the query) adds to its message: "; hint: " and which character,
 * from which offset, why, and its escapes; 1 after writing it, else 0.
 * Defined in src/iri/message.c, declared here as the others are. */
int urival__iri_hint(const urival_error *err, const unsigned char *s, size_t len,
                     struct urival__buf *b) URIVAL_HIDDEN;

/* The explanation of an IRI status (URIVAL_EIRI_*), as urival__urn_message()
 * explains a URN's: 1 after writing it into b, 0 for any other status.
 * Defined in src/iri/message.c and declared here for the same reason. */
int urival__iri_message(const urival_error *err, const unsigned char *s, size_t len,
                        struct urival__buf *b) URIVAL_HIDDEN;

#endif
