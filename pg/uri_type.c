/*
 * uri_type.c - the type uri (an RFC 3986 URI-reference, strict) and
 * uri_is_valid(), the same check for CHECK constraints on text columns.
 */
#include "urival_pg.h"

#include "utils/builtins.h"

/* The rule of the type: RFC 3986 section 4.1, a URI or a relative
 * reference, exactly as the ABNF says. */
#define URI_RULE URIVAL_RULE_RFC3986_URI_REFERENCE

static void uri_check(upg_bytes b)
{
    urival_error err;
    urival_status st = urival_match(URI_RULE, b.s, b.len, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_INVALID_TEXT_REPRESENTATION, "invalid input syntax for type uri", st, &err,
                 b);
}

UPG_TYPE_FUNCTIONS(uri, uri_check)

/* uri_is_valid(text [, rule]): the rule's verdict, never an error about the
 * text itself.  The named rule is looked up when it changes (fn_extra).  A
 * rule of RFC 3987 reads UTF-8, as the type iri does, and refuses what it
 * refuses: bytes beyond ASCII in a database of another encoding. */
PG_FUNCTION_INFO_V1(uri_is_valid);
Datum uri_is_valid(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_rule rule = URI_RULE;

    if (PG_NARGS() > 1) {
        rule = upg_rule_arg(fcinfo, 1);
        if (strcmp(urival_rule_grammar(rule), "rfc3987") == 0)
            upg_require_utf8(b);
    }
    PG_RETURN_BOOL(urival_match(rule, b.s, b.len, NULL) == URIVAL_OK);
}
