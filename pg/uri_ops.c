/*
 * uri_ops.c - the reference operations on uri values (RFC 3986) and on
 * iri values (RFC 3987 sections 5.3 and 6.5, the same operations applied
 * to IRIs): normalization and equivalence, resolution and its inverse,
 * relativization.
 */
#include "urival_pg.h"

#include "utils/builtins.h"

/* Room for a result before the library says how much it needs: most
 * results are about as long as their inputs. */
#define SLACK 16

/* The library's functions for one type: the IRI ones take and give the
 * same arguments as the URI ones. */
typedef struct ops {
    const upg_kind *kind;
    urival_status (*normalize)(const char *s, size_t len, unsigned flags, char *buf, size_t cap,
                               size_t *needed, urival_error *err);
    urival_status (*resolve)(const char *base, size_t base_len, const char *ref, size_t ref_len,
                             unsigned flags, char *buf, size_t cap, size_t *needed,
                             urival_error *err);
    urival_status (*relativize)(const char *base, size_t base_len, const char *target,
                                size_t target_len, char *buf, size_t cap, size_t *needed,
                                urival_error *err);
    urival_status (*compare)(const char *a, size_t alen, const char *b, size_t blen, unsigned flags,
                             urival_equivalence *result, urival_error *err);
} ops;

static const ops uri_ops = { &upg_uri, urival_normalize, urival_resolve, urival_relativize,
                             urival_compare };
static const ops iri_ops = { &upg_iri, urival_iri_normalize, urival_iri_resolve,
                             urival_iri_relativize, urival_iri_compare };

/* The arguments of a writing library call, for upg_write_text(). */
typedef struct call {
    const ops *o;
    upg_bytes a;
    upg_bytes b;
    unsigned flags;
} call;

static urival_status normalize(const void *ctx, char *buf, size_t cap, size_t *needed,
                               urival_error *err)
{
    const call *c = ctx;
    return c->o->normalize(c->a.s, c->a.len, c->flags, buf, cap, needed, err);
}

static urival_status resolve(const void *ctx, char *buf, size_t cap, size_t *needed,
                             urival_error *err)
{
    const call *c = ctx;
    return c->o->resolve(c->a.s, c->a.len, c->b.s, c->b.len, c->flags, buf, cap, needed, err);
}

static urival_status relativize(const void *ctx, char *buf, size_t cap, size_t *needed,
                                urival_error *err)
{
    const call *c = ctx;
    return c->o->relativize(c->a.s, c->a.len, c->b.s, c->b.len, buf, cap, needed, err);
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

/* The two arguments of the current call, for the type's functions. */
static call args2(FunctionCallInfo fcinfo, const ops *o)
{
    call c;

    c.o = o;
    c.a = UPG_ARG(0);
    c.b = UPG_ARG(1);
    c.flags = 0;
    return c;
}

/* TYPE_normalize(u, level): syntax-based normalization (RFC 3986 6.2.2,
 * RFC 3987 5.3.2), and with level 'scheme' scheme-based normalization too
 * (6.2.3, 5.3.3). */
static Datum normalize_call(FunctionCallInfo fcinfo, const ops *o)
{
    call c;
    urival_status st;
    urival_error err;
    text *out;

    c.o = o;
    c.a = UPG_ARG(0);
    c.b.s = NULL;
    c.b.len = 0;
    c.flags = level_named(PG_GETARG_TEXT_PP(1), false) == URIVAL_COMPARE_RUNG_SCHEME
                  ? URIVAL_NORMALIZE_FLAG_SCHEME
                  : 0;
    out = upg_write_text(normalize, &c, c.a.len + SLACK, &st, &err);
    if (out == NULL)
        upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, psprintf("%s_normalize", o->kind->type), st, &err,
                 c.a);
    PG_RETURN_TEXT_P(out);
}

/* TYPE_resolve(base, ref): the target of ref against base (5.2, strict). */
static Datum resolve_call(FunctionCallInfo fcinfo, const ops *o)
{
    call c = args2(fcinfo, o);
    urival_status st;
    urival_error err;
    text *out = upg_write_text(resolve, &c, c.a.len + c.b.len + SLACK, &st, &err);
    urival_uri u;

    if (out != NULL)
        PG_RETURN_TEXT_P(out);
    /* an IRI base refused for its characters (UTF-8, bidi) is no
     * URIVAL_EBASE: the base's own parse tells which input is at fault */
    if (st == URIVAL_EBASE || o->kind->parse(o->kind->rule, c.a.s, c.a.len, &u, NULL) != URIVAL_OK)
        upg_fail(ERRCODE_INVALID_PARAMETER_VALUE,
                 psprintf("invalid base %s for %s_resolve", o->kind->upper, o->kind->type), st,
                 &err, c.a);
    upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, psprintf("%s_resolve", o->kind->type), st, &err, c.b);
}

/* TYPE_relativize(base, target): the shortest reference that resolves to
 * target against base; NULL when none does. */
static Datum relativize_call(FunctionCallInfo fcinfo, const ops *o)
{
    call c = args2(fcinfo, o);
    urival_status st;
    urival_error err;
    text *out = upg_write_text(relativize, &c, c.b.len + SLACK, &st, &err);
    urival_uri u;

    if (out != NULL)
        PG_RETURN_TEXT_P(out);
    if (st == URIVAL_EUNREACHABLE)
        PG_RETURN_NULL();
    if (st == URIVAL_EBASE || o->kind->parse(o->kind->rule, c.a.s, c.a.len, &u, NULL) != URIVAL_OK)
        upg_fail(ERRCODE_INVALID_PARAMETER_VALUE,
                 psprintf("invalid base %s for %s_relativize", o->kind->upper, o->kind->type), st,
                 &err, c.a);
    upg_fail(ERRCODE_INVALID_PARAMETER_VALUE,
             psprintf("invalid target %s for %s_relativize", o->kind->upper, o->kind->type), st,
             &err, c.b);
}

/* TYPE_equivalent(a, b, level): equal on the comparison ladder (RFC 3986
 * section 6.2, RFC 3987 section 5.3) at level or below ('simple', 'syntax',
 * 'scheme'). */
static Datum equivalent_call(FunctionCallInfo fcinfo, const ops *o)
{
    call c = args2(fcinfo, o);
    urival_equivalence level = level_named(PG_GETARG_TEXT_PP(2), true);
    urival_equivalence rung;
    urival_error err;
    urival_status st = o->compare(c.a.s, c.a.len, c.b.s, c.b.len, 0, &rung, &err);
    urival_uri u;

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_DATA_CORRUPTED, psprintf("stored %s is invalid", o->kind->type), st, &err,
                 o->kind->parse(o->kind->rule, c.a.s, c.a.len, &u, NULL) == URIVAL_OK ? c.b : c.a);
    PG_RETURN_BOOL(rung <= level);
}

#define OPS_FUNCTION(name, call)                                                                   \
    PG_FUNCTION_INFO_V1(name);                                                                     \
    Datum name(PG_FUNCTION_ARGS)                                                                   \
    {                                                                                              \
        return call;                                                                               \
    }

OPS_FUNCTION(uri_normalize, normalize_call(fcinfo, &uri_ops))
OPS_FUNCTION(uri_resolve, resolve_call(fcinfo, &uri_ops))
OPS_FUNCTION(uri_relativize, relativize_call(fcinfo, &uri_ops))
OPS_FUNCTION(uri_equivalent, equivalent_call(fcinfo, &uri_ops))
OPS_FUNCTION(iri_normalize, normalize_call(fcinfo, &iri_ops))
OPS_FUNCTION(iri_resolve, resolve_call(fcinfo, &iri_ops))
OPS_FUNCTION(iri_relativize, relativize_call(fcinfo, &iri_ops))
OPS_FUNCTION(iri_equivalent, equivalent_call(fcinfo, &iri_ops))
