/*
 * urival_pg.h - what the files of the PostgreSQL extension share: the
 * bytes of a uri/iri/urn/text argument, the error report of a failed
 * library call, a result written by a library function into a new datum,
 * and what tells a uri from an iri to the functions both have.
 *
 * The extension uses liburival as any program would, through the public
 * header alone (HACKING.md, the layer rule).  Values of the types uri, iri
 * and urn are stored as text is (a varlena of the bytes as given): validation
 * happens once, on input, and every accessor parses again, which costs
 * less than storing spans would in space, and keeps the on-disk form the
 * text a user wrote.
 */
#ifndef URIVAL_PG_H
#define URIVAL_PG_H

#include "postgres.h"
#include "fmgr.h"

#include <urival.h>

/* Bytes of a detoasted varlena argument. */
typedef struct upg_bytes {
    const char *s;
    size_t len;
} upg_bytes;

/* Argument n of the current call, uri, iri, urn or text alike. */
#define UPG_ARG(n) upg_bytes_of(PG_GETARG_TEXT_PP(n))
upg_bytes upg_bytes_of(const text *t);

/* Validates bytes as a type's input would, raising its error when invalid. */
typedef void (*upg_check_fn)(upg_bytes b);

/* Raises the error of a failed library call about input b: SQLSTATE
 * sqlstate, the message "<what>: <urival_error_message()>" (offset, rule,
 * what was expected, what was found), and a DETAIL that quotes the input
 * with a caret under the byte at fault.  A status that is no fault of the
 * input (URIVAL_EINVAL, ...) is an internal error. */
void upg_fail(int sqlstate, const char *what, urival_status st, const urival_error *err,
              upg_bytes b) pg_attribute_noreturn();

/* A library function that writes a string (the snprintf convention of
 * urival.h), called with the arguments held by ctx. */
typedef urival_status (*upg_writer)(const void *ctx, char *buf, size_t cap, size_t *needed,
                                    urival_error *err);

/* Runs w into a new text datum, first with room for guess bytes, once more
 * with the room the first call said it needed.  Returns NULL with *st and
 * *err set when w fails. */
text *upg_write_text(upg_writer w, const void *ctx, size_t guess, urival_status *st,
                     urival_error *err);

/* The generic input, receive and cast functions of a type stored as text:
 * the bytes are checked by check, then kept as they are. */
Datum upg_type_in(FunctionCallInfo fcinfo, upg_check_fn check);
Datum upg_type_recv(FunctionCallInfo fcinfo, upg_check_fn check);
Datum upg_type_from_text(FunctionCallInfo fcinfo, upg_check_fn check);

/* Defines TYPE_in and TYPE_from_text (the cast from text) of a type whose
 * values check accepts. */
#define UPG_TYPE_TEXT_FUNCTIONS(type, check)                                                       \
    PG_FUNCTION_INFO_V1(type##_in);                                                                \
    Datum type##_in(PG_FUNCTION_ARGS)                                                              \
    {                                                                                              \
        return upg_type_in(fcinfo, check);                                                         \
    }                                                                                              \
    PG_FUNCTION_INFO_V1(type##_from_text);                                                         \
    Datum type##_from_text(PG_FUNCTION_ARGS)                                                       \
    {                                                                                              \
        return upg_type_from_text(fcinfo, check);                                                  \
    }

/* ... and TYPE_recv, for a type whose binary form is its bytes. */
#define UPG_TYPE_FUNCTIONS(type, check)                                                            \
    UPG_TYPE_TEXT_FUNCTIONS(type, check)                                                           \
    PG_FUNCTION_INFO_V1(type##_recv);                                                              \
    Datum type##_recv(PG_FUNCTION_ARGS)                                                            \
    {                                                                                              \
        return upg_type_recv(fcinfo, check);                                                       \
    }

/* A text datum holding b.s[off .. off + len). */
text *upg_text(upg_bytes b, size_t off, size_t len);

/* The rule named by argument n ("rule" or "grammar:rule", as
 * urival_rule_lookup() reads names; an unknown one is an error), looked up
 * again only when the name differs from the last call's. */
urival_rule upg_rule_arg(FunctionCallInfo fcinfo, int n);

/* Raises feature_not_supported: what needs a piece (libidn2,
 * libunistring; package is its Debian development package) this build of
 * liburival lacks (urival_iri_features()). */
void upg_unavailable(const char *what, const char *piece, const char *package)
    pg_attribute_noreturn();

/* Raises feature_not_supported when b holds a byte beyond ASCII and the
 * database's encoding is not UTF8: liburival reads an IRI as UTF-8, and
 * such bytes in any other encoding would be read as other characters.
 * ASCII reads alike in every server encoding, so an ASCII iri (a uri cast
 * to iri, or a dumped one loaded again) is one everywhere. */
void upg_require_utf8(upg_bytes b);

/* The same for out, in with escapes decoded (uri_to_iri()): the offset
 * said is that of the escape in in that out holds decoded. */
void upg_require_utf8_decoded(upg_bytes in, upg_bytes out);

/* A uri or an iri: how a stored value of the type parses, and the words
 * of its errors.  Both parse into a urival_uri with the same signature. */
typedef struct upg_kind {
    const char *type;  /* "uri", "iri" */
    const char *upper; /* "URI", "IRI" */
    urival_status (*parse)(urival_rule rule, const char *s, size_t len, urival_uri *out,
                           urival_error *err);
    urival_rule rule; /* the type's rule, a reference */
} upg_kind;
extern const upg_kind upg_uri;
extern const upg_kind upg_iri;

/* Parses a stored value of kind k into *u; a failure means a value that
 * came in some other way than through the type's input (data corrupted). */
void upg_parse_stored(const upg_kind *k, upg_bytes b, urival_uri *u);

#endif
