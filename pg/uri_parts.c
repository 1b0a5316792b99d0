/*
 * uri_parts.c - the components of a uri (RFC 3986 section 3): NULL when a
 * component is undefined, '' when it is defined and empty (section 5.3
 * tells the two apart).
 */
#include "urival_pg.h"

#include "utils/builtins.h"

/* Parses a stored uri.  Every stored value was checked on input, so a
 * failure here means a value that came in some other way. */
static void parse(upg_bytes b, urival_uri *u)
{
    urival_error err;
    urival_status st = urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, b.s, b.len, u, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_DATA_CORRUPTED, "stored uri is invalid", st, &err, b);
}

static Datum part(FunctionCallInfo fcinfo, urival_uri_part p)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;

    parse(b, &u);
    if (!urival_uri_has(&u, p))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(upg_text(b, u.part[p].off, u.part[p].len));
}

#define PART_FUNCTION(name, p)                                                                     \
    PG_FUNCTION_INFO_V1(name);                                                                     \
    Datum name(PG_FUNCTION_ARGS)                                                                   \
    {                                                                                              \
        return part(fcinfo, p);                                                                    \
    }

PART_FUNCTION(uri_scheme, URIVAL_URI_PART_SCHEME)
PART_FUNCTION(uri_authority, URIVAL_URI_PART_AUTHORITY)
PART_FUNCTION(uri_userinfo, URIVAL_URI_PART_USERINFO)
PART_FUNCTION(uri_host, URIVAL_URI_PART_HOST)
PART_FUNCTION(uri_path, URIVAL_URI_PART_PATH)
PART_FUNCTION(uri_query, URIVAL_URI_PART_QUERY)
PART_FUNCTION(uri_fragment, URIVAL_URI_PART_FRAGMENT)

/* The alternative of "host" the host is ("IPv4address", "IPv6address",
 * "IPvFuture", "reg-name"), NULL without an authority. */
PG_FUNCTION_INFO_V1(uri_host_kind);
Datum uri_host_kind(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;

    parse(b, &u);
    if (!urival_uri_has(&u, URIVAL_URI_PART_HOST))
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(urival_uri_host_kind_name(u.host_kind)));
}

/* The port as a number: NULL when undefined or empty ("http://a:/", which
 * RFC 3986 allows).  A port is any run of digits; one above what integer
 * holds is an error, never a wrapped number. */
PG_FUNCTION_INFO_V1(uri_port);
Datum uri_port(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_uri u;
    int64 value = 0;
    size_t i;

    parse(b, &u);
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
