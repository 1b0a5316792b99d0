/*
 * iri_type.c - the type iri (an RFC 3987 IRI-reference, read as UTF-8),
 * iri_is_valid(), the mappings between IRIs and URIs (section 3) and
 * Unicode normalization form C (sections 3.1 and 5.3.2.2).
 *
 * A value is UTF-8 only in a database whose encoding is UTF8: everywhere
 * else the bytes of a character beyond ASCII are another encoding's, and
 * reading them as UTF-8 would accept and refuse the wrong strings.  Every
 * function that makes an iri out of bytes not already an iri's refuses
 * such bytes in such a database, and takes ASCII, which every server
 * encoding reads alike: the iri there are the ASCII ones (a uri cast to
 * iri among them), and what iri_out prints, iri_in takes back (a dump
 * loads again).
 */
#include "urival_pg.h"

#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"

/* The rule of the type: RFC 3987 section 2.2, an IRI or a relative
 * reference, and the checks of section 4.1 (no bidi formatting). */
#define IRI_RULE URIVAL_RULE_RFC3987_IRI_REFERENCE

/* Room for a mapped result before the library says how much it needs:
 * every byte above 0x7F becomes three ("%HH"). */
#define MAPPED_GUESS(len) (3 * (len) + 16)

static void iri_check(upg_bytes b)
{
    urival_uri u;
    urival_error err;
    urival_status st;

    upg_require_utf8(b);
    st = urival_iri_parse(IRI_RULE, b.s, b.len, &u, &err);
    if (st != URIVAL_OK)
        upg_fail(ERRCODE_INVALID_TEXT_REPRESENTATION, "invalid input syntax for type iri", st, &err,
                 b);
}

UPG_TYPE_TEXT_FUNCTIONS(iri, iri_check)

/* The binary form is text's: the characters in the client encoding.  With
 * client_encoding UTF8 the bytes are checked as they came, so that one
 * that is no UTF-8 is reported with its offset, as any other refusal. */
PG_FUNCTION_INFO_V1(iri_recv);
Datum iri_recv(PG_FUNCTION_ARGS)
{
    StringInfo msg = (StringInfo)PG_GETARG_POINTER(0);
    upg_bytes b;
    int n = 0;

    if (pg_get_client_encoding() == PG_UTF8)
        return upg_type_recv(fcinfo, iri_check);
    b.s = pq_getmsgtext(msg, msg->len - msg->cursor, &n);
    b.len = (size_t)n;
    iri_check(b);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(b.s, n));
}

/* iri_is_valid(text [, rule]): whether the text is an iri, or with a rule
 * (IRI, IRI-reference, irelative-ref, absolute-IRI), an instance of that
 * rule of RFC 3987 that also passes the checks of section 4.1. */
PG_FUNCTION_INFO_V1(iri_is_valid);
Datum iri_is_valid(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    urival_rule rule = IRI_RULE;
    urival_uri u;

    /* The rule first, as uri_is_valid() does: a rule no call could take is
     * the caller's error in any database, the encoding only in this one. */
    if (PG_NARGS() > 1) {
        rule = upg_rule_arg(fcinfo, 1);
        if (rule != URIVAL_RULE_RFC3987_IRI && rule != URIVAL_RULE_RFC3987_IRI_REFERENCE &&
            rule != URIVAL_RULE_RFC3987_IRELATIVE_REF && rule != URIVAL_RULE_RFC3987_ABSOLUTE_IRI)
            ereport(
                ERROR,
                (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                 errmsg("iri_is_valid takes no rule \"%s\"", text_to_cstring(PG_GETARG_TEXT_PP(1))),
                 errhint("The rules are \"IRI\", \"IRI-reference\", \"irelative-ref\" and "
                         "\"absolute-IRI\"; uri_is_valid(text, rule) matches any rule.")));
    }
    upg_require_utf8(b);
    PG_RETURN_BOOL(urival_iri_parse(rule, b.s, b.len, &u, NULL) == URIVAL_OK);
}

/* The arguments of a mapping, for upg_write_text(). */
typedef struct mapping {
    upg_bytes in;
    unsigned flags;
} mapping;

static urival_status to_uri(const void *ctx, char *buf, size_t cap, size_t *needed,
                            urival_error *err)
{
    const mapping *m = ctx;
    return urival_iri_to_uri(m->in.s, m->in.len, m->flags, buf, cap, needed, err);
}

static urival_status to_iri(const void *ctx, char *buf, size_t cap, size_t *needed,
                            urival_error *err)
{
    const mapping *m = ctx;
    return urival_uri_to_iri(m->in.s, m->in.len, m->flags, buf, cap, needed, err);
}

static urival_status nfc(const void *ctx, char *buf, size_t cap, size_t *needed, urival_error *err)
{
    const mapping *m = ctx;
    return urival_iri_nfc(m->in.s, m->in.len, buf, cap, needed, err);
}

/* iri_to_uri(i [, idna]): section 3.1, every ucschar and iprivate as the
 * "%HH" of its UTF-8; with idna, a non-ASCII ireg-name as A-labels. */
PG_FUNCTION_INFO_V1(iri_to_uri);
Datum iri_to_uri(PG_FUNCTION_ARGS)
{
    mapping m;
    urival_status st;
    urival_error err;
    text *out;

    m.in = UPG_ARG(0);
    m.flags = PG_NARGS() > 1 && PG_GETARG_BOOL(1) ? URIVAL_IRI_FLAG_IDNA : 0;
    if ((m.flags & URIVAL_IRI_FLAG_IDNA) && !(urival_iri_features() & URIVAL_IRI_FEATURE_IDNA))
        upg_unavailable("iri_to_uri with idna (IDNA A-labels)", "libidn2", "libidn2-dev");
    out = upg_write_text(to_uri, &m, MAPPED_GUESS(m.in.len), &st, &err);
    if (out == NULL)
        upg_fail(st == URIVAL_EIRI_IDNA ? ERRCODE_INVALID_PARAMETER_VALUE : ERRCODE_DATA_CORRUPTED,
                 st == URIVAL_EIRI_IDNA ? "iri_to_uri" : "stored iri is invalid", st, &err, m.in);
    PG_RETURN_TEXT_P(out);
}

/* uri_to_iri(u): section 3.2, the escapes of characters an IRI may hold
 * decoded, every other escape kept. */
PG_FUNCTION_INFO_V1(uri_to_iri);
Datum uri_to_iri(PG_FUNCTION_ARGS)
{
    mapping m;
    urival_status st;
    urival_error err;
    text *out;

    m.in = UPG_ARG(0);
    m.flags = 0;
    out = upg_write_text(to_iri, &m, m.in.len, &st, &err);
    if (out == NULL)
        upg_fail(ERRCODE_DATA_CORRUPTED, "stored uri is invalid", st, &err, m.in);
    upg_require_utf8_decoded(m.in, upg_bytes_of(out));
    PG_RETURN_TEXT_P(out);
}

/* The arguments are right, so the one URIVAL_EINVAL left is memory that
 * libunistring could not get. */
static void nfc_out_of_memory(void)
{
    ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"),
                    errdetail("libunistring could not normalize an iri.")));
}

/* iri_nfc(i): i in Unicode normalization form C. */
PG_FUNCTION_INFO_V1(iri_nfc);
Datum iri_nfc(PG_FUNCTION_ARGS)
{
    mapping m;
    urival_status st;
    urival_error err;
    urival_uri u;
    text *out;

    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_NFC))
        upg_unavailable("iri_nfc (Unicode normalization form C)", "libunistring",
                        "libunistring-dev");
    m.in = UPG_ARG(0);
    m.flags = 0;
    out = upg_write_text(nfc, &m, m.in.len + 16, &st, &err);
    if (out != NULL)
        PG_RETURN_TEXT_P(out);
    if (st == URIVAL_EINVAL)
        nfc_out_of_memory();
    upg_parse_stored(&upg_iri, m.in, &u);
    /* URIVAL_EIRI_NFC: the input's normalization form C is no IRI, from
     * the character the error points at on. */
    upg_fail(ERRCODE_INVALID_PARAMETER_VALUE, "iri_nfc", st, &err, m.in);
    pg_unreachable();
}

/* iri_is_nfc(i): whether iri_nfc(i) is i.  A value whose normalization
 * form C is no IRI differs from that form: false. */
PG_FUNCTION_INFO_V1(iri_is_nfc);
Datum iri_is_nfc(PG_FUNCTION_ARGS)
{
    upg_bytes b = UPG_ARG(0);
    int is_nfc = 0;
    urival_status st;
    urival_error err;
    urival_uri u;

    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_NFC))
        upg_unavailable("iri_is_nfc (Unicode normalization form C)", "libunistring",
                        "libunistring-dev");
    st = urival_iri_is_nfc(b.s, b.len, &is_nfc, &err);
    if (st == URIVAL_EINVAL)
        nfc_out_of_memory();
    if (st != URIVAL_OK)
        upg_parse_stored(&upg_iri, b, &u);
    PG_RETURN_BOOL(is_nfc != 0);
}
