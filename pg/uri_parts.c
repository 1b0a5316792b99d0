/*
 * uri_parts.c - the components of a uri (RFC 3986 section 3) and of an
 * iri (RFC 3987 section 2.2, the same components with non-ASCII
 * characters in them): NULL when a component is undefined, '' when it is
 * defined and empty (section 5.3 of RFC 3986 tells the two apart).
 */
#include "urival_pg.h"

#include "utils/builtins.h"

static Datum part(FunctionCallInfo fcinfo, const upg_kind *k, urival_uri_part p)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;

    upg_parse_stored(k, b, &u);
    if (!urival_uri_has(&u, p))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(upg_text(b, u.part[p].off, u.part[p].len));
}

/* The alternative of "host" the host is ("IPv4address", "IPv6address",
 * "IPvFuture", "reg-name"; an ireg-name is "reg-name" too), NULL without
 * an authority. */
static Datum host_kind(FunctionCallInfo fcinfo, const upg_kind *k)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;

    upg_parse_stored(k, b, &u);
    if (!urival_uri_has(&u, URIVAL_URI_PART_HOST))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(urival_uri_host_kind_name(u.host_kind)));
}

/* The port as a number: NULL when undefined or empty ("http://a:/", which
 * RFC 3986 allows).  A port is any run of digits; one above what integer
 * holds is an error, never a wrapped number. */
static Datum port(FunctionCallInfo fcinfo, const upg_kind *k)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;
    int64 value = 0;
    size_t i;

    upg_parse_stored(k, b, &u);
    if (!urival_uri_has(&u, URIVAL_URI_PART_PORT) || u.part[URIVAL_URI_PART_PORT].len == 0)
        PG_RETURN_NULL();
    if (u.info & URIVAL_URI_INFO_PORT_NUMBER)
        PG_RETURN_INT32(u.port_number);
    for (i = 0; i < u.part[URIVAL_URI_PART_PORT].len; i++) {
        value = value * 10 + (b.s[u.part[URIVAL_URI_PART_PORT].off + i] - '0');
        if (value > PG_INT32_MAX)
            ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                            errmsg("port \"%s\" is out of range for type integer",
                                   text_to_cstring(upg_text(b, u.part[URIVAL_URI_PART_PORT].off,
                                                            u.part[URIVAL_URI_PART_PORT].len)))));
    }
    PG_RETURN_INT32((int32)value);
}

#define PART_FUNCTION(name, call)                                                                  \
    PG_FUNCTION_INFO_V1(name);                                                                     \
    Datum name(PG_FUNCTION_ARGS)                                                                   \
    {                                                                                              \
        return call;                                                                               \
    }

/* TYPE_scheme(TYPE), ..., TYPE_port(TYPE) for the type uri or iri. */
#define PART_FUNCTIONS(type)                                                                       \
    PART_FUNCTION(type##_scheme, part(fcinfo, &upg_##type, URIVAL_URI_PART_SCHEME))                \
    PART_FUNCTION(type##_authority, part(fcinfo, &upg_##type, URIVAL_URI_PART_AUTHORITY))          \
    PART_FUNCTION(type##_userinfo, part(fcinfo, &upg_##type, URIVAL_URI_PART_USERINFO))            \
    PART_FUNCTION(type##_host, part(fcinfo, &upg_##type, URIVAL_URI_PART_HOST))                    \
    PART_FUNCTION(type##_path, part(fcinfo, &upg_##type, URIVAL_URI_PART_PATH))                    \
    PART_FUNCTION(type##_query, part(fcinfo, &upg_##type, URIVAL_URI_PART_QUERY))                  \
    PART_FUNCTION(type##_fragment, part(fcinfo, &upg_##type, URIVAL_URI_PART_FRAGMENT))            \
    PART_FUNCTION(type##_host_kind, host_kind(fcinfo, &upg_##type))                                \
    PART_FUNCTION(type##_port, port(fcinfo, &upg_##type))

PART_FUNCTIONS(uri)
PART_FUNCTIONS(iri)
