/*
 * urival_pg.h - what the files of the PostgreSQL extension share: the
 * bytes of a uri/urn/text argument, the error report of a failed library
 * call, and a result written by a library function into a new datum.
 *
 * The extension uses liburival as any program would, through the public
 * header alone (HACKING.md, the layer rule).  Values of the types uri and
 * urn are stored as text is (a varlena of the bytes as given): validation
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

/* Argument n of the current call, uri, urn or text alike. */
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

/* Defines TYPE_in, TYPE_recv and TYPE_from_text (the cast from text) of a
 * type whose values check accepts. */
#define UPG_TYPE_FUNCTIONS(type, check)                                                            \
    PG_FUNCTION_INFO_V1(type##_in);                                                                \
    Datum type##_in(PG_FUNCTION_ARGS)                                                              \
    {                                                                                              \
        return upg_type_in(fcinfo, check);                                                         \
    }                                                                                              \
    PG_FUNCTION_INFO_V1(type##_recv);                                                              \
    Datum type##_recv(PG_FUNCTION_ARGS)                                                            \
    {                                                                                              \
        return upg_type_recv(fcinfo, check);                                                       \
    }                                                                                              \
    PG_FUNCTION_INFO_V1(type##_from_text);                                                         \
    Datum type##_from_text(PG_FUNCTION_ARGS)                                                       \
    {                                                                                              \
        return upg_type_from_text(fcinfo, check);                                                  \
    }

/* A text datum holding b.s[off .. off + len). */
text *upg_text(upg_bytes b, size_t off, size_t len);

#endif
