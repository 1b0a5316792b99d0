/*
 * urn_type.c - the type urn (RFC 8141) and its functions.  A library
 * configured without URNs (configure --disable-urn) has no URN parser: the
 * type's functions then say so instead of accepting anything.
 */
#include "urival_pg.h"

#include "utils/builtins.h"

#ifdef URIVAL_HAVE_RFC8141

#define PROFILE URIVAL_URN_PROFILE_RFC8141

static void urn_check(upg_bytes b)
{
    urival_urn u;
    urival_error err;
    urival_status st = urival_urn_parse(PROFILE, 0, b.s, b.len, &u, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_INVALID_TEXT_REPRESENTATION, "invalid input syntax for type urn", st, &err,
                 b);
}

/* A stored urn's part p, NULL when undefined. */
static Datum part(FunctionCallInfo fcinfo, urival_urn_part p)
{
    upg_bytes b = UPG_ARG(0);
    urival_urn u;
    urival_error err;
    urival_status st = urival_urn_parse(PROFILE, 0, b.s, b.len, &u, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_DATA_CORRUPTED, "stored urn is invalid", st, &err, b);
    if (!urival_urn_has(&u, p))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(upg_text(b, u.part[p].off, u.part[p].len));
}

static urival_status canonical(const void *ctx, char *buf, size_t cap, size_t *needed,
                               urival_error *err)
{
    const upg_bytes *b = ctx;
    return urival_urn_canonical(PROFILE, 0, b->s, b->len, buf, cap, needed, err);
}

/* urn_canonical(u): the form of section 3.1, equal for exactly the URNs
 * lexically equivalent to u. */
PG_FUNCTION_INFO_V1(urn_canonical);
Datum urn_canonical(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_status st;
    urival_error err;
    text *out = upg_write_text(canonical, &b, b.len, &st, &err);

    if (out == NULL)
        upg_fail(ERRCODE_DATA_CORRUPTED, "stored urn is invalid", st, &err, b);
    PG_RETURN_TEXT_P(out);
}

/* urn_equivalent(a, b): lexical equivalence (section 3.1). */
PG_FUNCTION_INFO_V1(urn_equivalent);
Datum urn_equivalent(PG_FUNCTION_ARGS)
{
    upg_bytes a = UPG_ARG(0);
    upg_bytes b = UPG_ARG(1);
    int equal = 0;
    urival_error err;
    urival_status st = urival_urn_equal(PROFILE, 0, a.s, a.len, b.s, b.len, &equal, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_DATA_CORRUPTED, "stored urn is invalid", st, &err, a);
    PG_RETURN_BOOL(equal != 0);
}

#else /* !URIVAL_HAVE_RFC8141 */

static void urn_check(upg_bytes b)
{
    (void)b;
    ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("liburival was built without URNs (configure --disable-urn)")));
}

static Datum part(FunctionCallInfo fcinfo, int p)
{
    (void)p;
    urn_check(UPG_ARG(0));
    PG_RETURN_NULL();
}

PG_FUNCTION_INFO_V1(urn_canonical);
Datum urn_canonical(PG_FUNCTION_ARGS)
{
    return part(fcinfo, 0);
}

PG_FUNCTION_INFO_V1(urn_equivalent);
Datum urn_equivalent(PG_FUNCTION_ARGS)
{
    return part(fcinfo, 0);
}

#define URIVAL_URN_PART_NID 0
#define URIVAL_URN_PART_NSS 1

#endif /* URIVAL_HAVE_RFC8141 */

UPG_TYPE_FUNCTIONS(urn, urn_check)

PG_FUNCTION_INFO_V1(urn_nid);
Datum urn_nid(PG_FUNCTION_ARGS)
{
    return part(fcinfo, URIVAL_URN_PART_NID);
}

PG_FUNCTION_INFO_V1(urn_nss);
Datum urn_nss(PG_FUNCTION_ARGS)
{
    return part(fcinfo, URIVAL_URN_PART_NSS);
}
