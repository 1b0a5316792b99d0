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

/* A rule named "grammar:rule" or "rule" (searched in every grammar, in
 * the library's order), as urival_rule_lookup() reads names. */
static urival_rule rule_named(const text *name)
{
    char *s = text_to_cstring(name);
    char *colon = strchr(s, ':');
    const char *grammar = NULL;
    const char *rule = s;
    urival_rule id;

    if (colon != NULL) {
        *colon = '\0';
        grammar = s;
        rule = colon + 1;
    }
    if (urival_rule_lookup(grammar, rule, &id) != URIVAL_OK)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("unknown rule \"%s\"", text_to_cstring(name)),
                        errhint("Name a rule as \"rule\" or \"grammar:rule\", for example "
                                "\"URI\" or \"rfc3986:absolute-URI\".")));
    pfree(s);
    return id;
}

/* uri_is_valid(text [, rule]): the rule's verdict, never an error about the
 * text itself.  The named rule is looked up once per query (fn_extra). */
PG_FUNCTION_INFO_V1(uri_is_valid);
Datum uri_is_valid(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_rule rule = URI_RULE;

    if (PG_NARGS() > 1) {
        urival_rule *cached = fcinfo->flinfo->fn_extra;
        if (cached != NULL) {
            rule = *cached;
        } else {
            rule = rule_named(PG_GETARG_TEXT_PP(1));
            /* a constant rule (or a parameter) is the same on every row */
            if (get_fn_expr_arg_stable(fcinfo->flinfo, 1)) {
                cached = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, sizeof *cached);
                *cached = rule;
                fcinfo->flinfo->fn_extra = cached;
            }
        }
    }
    PG_RETURN_BOOL(urival_match(rule, b.s, b.len, NULL) == URIVAL_OK);
}
