/*
 * uri_ops.c - the reference operations of RFC 3986 on uri values:
 * normalization and equivalence (section 6), resolution (section 5.2) and
 * its inverse, relativization.
 */
#include "urival_pg.h"

#include "utils/builtins.h"

/* Room for a result before the library says how much it needs: most
 * results are about as long as their inputs. */
#define SLACK 16

/* The arguments of a writing library call, for upg_write_text(). */
typedef struct call {
    upg_bytes a;
    upg_bytes b;
    unsigned flags;
} call;

static urival_status normalize(const void *ctx, char *buf, size_t cap, size_t *needed,
                               urival_error *err)
{
    const call *c = ctx;
    return urival_normalize(c->a.s, c->a.len, c->flags, buf, cap, needed, err);
}

static urival_status resolve(const void *ctx, char *buf, size_t cap, size_t *needed,
                             urival_error *err)
{
    const call *c = ctx;
    return urival_resolve(c->a.s, c->a.len, c->b.s, c->b.len, c->flags, buf, cap, needed, err);
}

static urival_status relativize(const void *ctx, char *buf, size_t cap, size_t *needed,
                                urival_error *err)
{
    const call *c = ctx;
    return urival_relativize(c->a.s, c->a.len, c->b.s, c->b.len, buf, cap, needed, err);
}

/* The levels of section 6.2 a caller may name, as urival_equivalence_name()
 * spells them; "simple" is allowed only where asked (comparison). */
static urival_equivalence level_named(const text *name, bool simple_allowed)
{
    char *s = text_to_cstring(name);
    urival_equivalence e;

    for (e = simple_allowed ? URIVAL_COMPARE_RUNG_SIMPLE : URIVAL_COMPARE_RUNG_SYNTAX;
         e < URIVAL_COMPARE_RUNG_DIFFERENT; e++)
        if (strcmp(s, urival_equivalence_name(e)) == 0)
            return e;
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("unknown level \"%s\"", s),
                    errhint(simple_allowed ? "The levels are \"simple\", \"syntax\" and \"scheme\"."
                                           : "The levels are \"syntax\" and \"scheme\".")));
    pg_unreachable();
}

/* The result of a call, or the error about the argument it names. */
static text *result(upg_writer w, const call *c, const char *what_a, const char *what_b)
{
    urival_status st;
    urival_error err;
    text *out = upg_write_text(w, c, c->a.len + c->b.len + SLACK, &st, &err);

    if (out != NULL)
        return out;
    if (st == URIVAL_EBASE || what_b == NULL)
        upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, what_a, st, &err, c->a);
    upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, what_b, st, &err, c->b);
}

/* uri_normalize(u, level): syntax-based normalization (6.2.2), and with
 * level 'scheme' scheme-based normalization too (6.2.3). */
PG_FUNCTION_INFO_V1(uri_normalize);
Datum uri_normalize(PG_FUNCTION_ARGS)
{
    call c;

    c.a = UPG_ARG(0);
    c.b.s = NULL;
    c.b.len = 0;
    c.flags = level_named(PG_GETARG_TEXT_PP(1), false) == URIVAL_COMPARE_RUNG_SCHEME
                  ? URIVAL_NORMALIZE_FLAG_SCHEME
                  : 0;
    PG_RETURN_TEXT_P(result(normalize, &c, "uri_normalize", NULL));
}

/* uri_resolve(base, ref): the target of ref against base (5.2, strict). */
PG_FUNCTION_INFO_V1(uri_resolve);
Datum uri_resolve(PG_FUNCTION_ARGS)
{
    call c;

    c.a = UPG_ARG(0);
    c.b = UPG_ARG(1);
    c.flags = 0;
    PG_RETURN_TEXT_P(result(resolve, &c, "invalid base URI for uri_resolve", "uri_resolve"));
}

/* uri_relativize(base, target): the shortest reference that resolves to
 * target against base; NULL when none does. */
PG_FUNCTION_INFO_V1(uri_relativize);
Datum uri_relativize(PG_FUNCTION_ARGS)
{
    call c;
    urival_status st;
    urival_error err;
    text *out;

    c.a = UPG_ARG(0);
    c.b = UPG_ARG(1);
    c.flags = 0;
    out = upg_write_text(relativize, &c, c.b.len + SLACK, &st, &err);
    if (out != NULL)
        PG_RETURN_TEXT_P(out);
    if (st == URIVAL_EUNREACHABLE)
        PG_RETURN_NULL();
    if (st == URIVAL_EBASE)
        upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, "invalid base URI for uri_relativize", st, &err,
                 c.a);
    upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, "invalid target URI for uri_relativize", st, &err,
             c.b);
}

/* uri_equivalent(a, b, level): equal on the comparison ladder of section
 * 6.2 at level or below ('simple' 6.2.1, 'syntax' 6.2.2, 'scheme' 6.2.3). */
PG_FUNCTION_INFO_V1(uri_equivalent);
Datum uri_equivalent(PG_FUNCTION_ARGS)
{
    upg_bytes a = UPG_ARG(0);
    upg_bytes b = UPG_ARG(1);
    urival_equivalence level = level_named(PG_GETARG_TEXT_PP(2), true);
    urival_equivalence rung;
    urival_error err;
    urival_status st = urival_compare(a.s, a.len, b.s, b.len, 0, &rung, &err);

    if (st != URIVAL_OK)
        upg_fail(
            ERRCODE_DATA_CORRUPTED, "stored uri is invalid", st, &err,
            urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, a.s, a.len, NULL) == URIVAL_OK ? b : a);
    PG_RETURN_BOOL(rung <= level);
}
