/*
 * common.c - the pieces every function of the extension uses: arguments as
 * bytes, error reports, results written into new datums, the generic
 * input functions of the types, and what a uri and an iri differ in.
 */
#include "urival_pg.h"

#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/memutils.h" /* MaxAllocSize */

PG_MODULE_MAGIC;

/* How much of the input the DETAIL quotes before and after the byte at
 * fault: enough to recognise it, never a page of text for a long value. */
#define QUOTE_BEFORE 60
#define QUOTE_AFTER 20

/* psql and the server log print a detail after "DETAIL:  "; the caret
 * line is indented by as much so that it stands under the byte at fault. */
#define DETAIL_PREFIX_WIDTH 9

upg_bytes upg_bytes_of(const text *t)
{
    upg_bytes b;
    b.s = VARDATA_ANY(t);
    b.len = VARSIZE_ANY_EXHDR(t);
    return b;
}

text *upg_text(upg_bytes b, size_t off, size_t len)
{
    return cstring_to_text_with_len(b.s + off, (int)len);
}

/* The input around offset, bytes other than printable ASCII as \xHH, and a
 * caret line under the byte at offset (after the last byte when the input
 * ended too early). */
static char *caret_detail(upg_bytes b, size_t offset)
{
    StringInfoData out;
    size_t from = offset > QUOTE_BEFORE ? offset - QUOTE_BEFORE : 0;
    size_t to = b.len - offset > QUOTE_AFTER ? offset + QUOTE_AFTER : b.len;
    size_t i;
    int column = -1;

    initStringInfo(&out);
    if (from > 0)
        appendStringInfoString(&out, "...");
    for (i = from; i < to; i++) {
        unsigned char c = (unsigned char)b.s[i];
        if (i == offset)
            column = out.len;
        if (c >= 0x20 && c < 0x7f)
            appendStringInfoChar(&out, (char)c);
        else
            appendStringInfo(&out, "\\x%02X", c);
    }
    if (column < 0)
        column = out.len;
    if (to < b.len)
        appendStringInfoString(&out, "...");
    appendStringInfo(&out, "\n%*s^", DETAIL_PREFIX_WIDTH + column, "");
    return out.data;
}

/* The library's one-line explanation of err, quoting b. */
static char *explain(const urival_error *err, upg_bytes b)
{
    char small[256];
    size_t needed = 0;
    char *msg;

    if (urival_error_message(err, b.s, b.len, small, sizeof small, &needed) != URIVAL_OK)
        elog(ERROR, "urival: urival_error_message failed");
    if (needed < sizeof small)
        return pstrdup(small);
    msg = palloc(needed + 1);
    if (urival_error_message(err, b.s, b.len, msg, needed + 1, &needed) != URIVAL_OK)
        elog(ERROR, "urival: urival_error_message failed");
    return msg;
}

void upg_fail(int sqlstate, const char *what, urival_status st, const urival_error *err,
              upg_bytes b)
{
    urival_error syntax;

    switch (st) {
    case URIVAL_EINVAL:
    case URIVAL_ERANGE:
    case URIVAL_ENOT_FOUND:
    case URIVAL_OK:
        elog(ERROR, "urival: unexpected status \"%s\" for %s", urival_strstatus(st), what);
        break;
    case URIVAL_EUNAVAILABLE:
        /* callers ask urival_iri_features() first and name the piece */
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("%s: %s", what, urival_strstatus(st))));
        break;
    default:
        break;
    }
    /* urival.h: an error about a base carries URIVAL_EBASE; as a syntax
     * error it is explained in full (offset, rule, expected). */
    syntax = *err;
    if (st == URIVAL_EBASE)
        syntax.status = URIVAL_ESYNTAX;
    ereport(ERROR, (errcode(sqlstate), errmsg("%s: %s", what, explain(&syntax, b)),
                    errdetail("%s", caret_detail(b, syntax.offset))));
    pg_unreachable();
}

text *upg_write_text(upg_writer w, const void *ctx, size_t guess, urival_status *st,
                     urival_error *err)
{
    /* The most a value can hold: the guess is capped there (an IRI's URI
     * is guessed at three times its length, which a long ASCII one never
     * needs), and a result longer than that is an error of its own. */
    const size_t most = MaxAllocSize - VARHDRSZ - 1;
    size_t cap = (guess < most ? guess : most) + 1;
    size_t needed = 0;
    text *out = palloc(VARHDRSZ + cap);

    *st = w(ctx, VARDATA(out), cap, &needed, err);
    if (*st == URIVAL_OK && needed >= cap) {
        if (needed > most)
            ereport(ERROR,
                    (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                     errmsg("urival: a result of %zu bytes is longer than a value can be", needed),
                     errdetail("PostgreSQL holds at most %zu bytes in a value.", most)));
        cap = needed + 1;
        out = repalloc(out, VARHDRSZ + cap);
        *st = w(ctx, VARDATA(out), cap, &needed, err);
    }
    if (*st != URIVAL_OK) {
        pfree(out);
        return NULL;
    }
    SET_VARSIZE(out, VARHDRSZ + needed);
    return out;
}

Datum upg_type_in(FunctionCallInfo fcinfo, upg_check_fn check)
{
    const char *s = PG_GETARG_CSTRING(0);
    upg_bytes b;

    b.s = s;
    b.len = strlen(s);
    check(b);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(b.s, (int)b.len));
}

/* The binary form is the bytes themselves, all of the message. */
Datum upg_type_recv(FunctionCallInfo fcinfo, upg_check_fn check)
{
    StringInfo msg = (StringInfo)PG_GETARG_POINTER(0);
    upg_bytes b;

    b.s = msg->data + msg->cursor;
    b.len = (size_t)(msg->len - msg->cursor);
    check(b);
    msg->cursor = msg->len;
    PG_RETURN_TEXT_P(cstring_to_text_with_len(b.s, (int)b.len));
}

/* The text is kept as it is: both types are stored as text is. */
Datum upg_type_from_text(FunctionCallInfo fcinfo, upg_check_fn check)
{
    text *t = PG_GETARG_TEXT_PP(0);

    check(upg_bytes_of(t));
    PG_RETURN_TEXT_P(t);
}

/* The order of the types (byteacmp's: memcmp over the common prefix, the
 * shorter first), for max() and min(), which text's would give in the
 * collation's order and as text. */
static int byte_order(const text *a, const text *b)
{
    size_t la = VARSIZE_ANY_EXHDR(a), lb = VARSIZE_ANY_EXHDR(b);
    int c = memcmp(VARDATA_ANY(a), VARDATA_ANY(b), la < lb ? la : lb);
    return c != 0 ? c : (la > lb) - (la < lb);
}

PG_FUNCTION_INFO_V1(urival_larger);
Datum urival_larger(PG_FUNCTION_ARGS)
{
    text *a = PG_GETARG_TEXT_PP(0), *b = PG_GETARG_TEXT_PP(1);
    PG_RETURN_TEXT_P(byte_order(a, b) >= 0 ? a : b);
}

PG_FUNCTION_INFO_V1(urival_smaller);
Datum urival_smaller(PG_FUNCTION_ARGS)
{
    text *a = PG_GETARG_TEXT_PP(0), *b = PG_GETARG_TEXT_PP(1);
    PG_RETURN_TEXT_P(byte_order(a, b) <= 0 ? a : b);
}

void upg_unavailable(const char *what, const char *piece, const char *package)
{
    ereport(ERROR,
            (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
             errmsg("%s needs liburival built with %s", what, piece),
             errhint("Build liburival with configure --with-%s (Debian: %s).", piece, package)));
    pg_unreachable();
}

/* The first byte of b beyond ASCII, or b.len. */
static size_t first_non_ascii(upg_bytes b)
{
    size_t i = 0;
    while (i < b.len && (unsigned char)b.s[i] < 0x80)
        i++;
    return i;
}

/* Refuses an iri beyond ASCII in a database of another encoding, saying
 * where: "the WHAT at offset N WHY". */
static void refuse_non_utf8(const char *what, size_t offset, const char *why)
{
    ereport(ERROR,
            (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
             errmsg("an iri beyond ASCII needs a database of encoding UTF8, not %s",
                    GetDatabaseEncodingName()),
             errdetail("liburival reads an IRI as characters in UTF-8 (RFC 3987 section 2.2); "
                       "the %s at offset %zu %s.",
                       what, offset, why),
             errhint("Create the database with ENCODING 'UTF8' (from TEMPLATE template0 when "
                     "template1 has another encoding).")));
}

void upg_require_utf8(upg_bytes b)
{
    size_t i;
    if (GetDatabaseEncoding() == PG_UTF8)
        return;
    if ((i = first_non_ascii(b)) < b.len)
        refuse_non_utf8("byte", i, "is not ASCII");
}

void upg_require_utf8_decoded(upg_bytes in, upg_bytes out)
{
    size_t i, j = 0, o = 0;
    if (GetDatabaseEncoding() == PG_UTF8 || (i = first_non_ascii(out)) == out.len)
        return;
    /* out is in with some escapes decoded (one byte for three) and the
     * other bytes as they were: walk both to the escape that gave out[i]. */
    while (o < i && j < in.len) {
        if (in.s[j] == '%') {
            o += out.s[o] == '%' ? 3 : 1; /* kept, or decoded */
            j += 3;
        } else {
            o++;
            j++;
        }
    }
    if (o == i && j < in.len && in.s[j] == '%')
        refuse_non_utf8("escape", j, "decodes to a byte beyond ASCII");
    refuse_non_utf8("result's byte", i, "is not ASCII");
}

const upg_kind upg_uri = { "uri", "URI", urival_uri_parse, URIVAL_RULE_RFC3986_URI_REFERENCE };
const upg_kind upg_iri = { "iri", "IRI", urival_iri_parse, URIVAL_RULE_RFC3987_IRI_REFERENCE };

void upg_parse_stored(const upg_kind *k, upg_bytes b, urival_uri *u)
{
    urival_error err;
    urival_status st = k->parse(k->rule, b.s, b.len, u, &err);

    if (st != URIVAL_OK)
        upg_fail(ERRCODE_DATA_CORRUPTED, psprintf("stored %s is invalid", k->type), st, &err, b);
}

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

/* The rule an argument named last: a name that looked up is short. */
typedef struct rule_cache {
    urival_rule rule;
    size_t len;
    char name[FLEXIBLE_ARRAY_MEMBER];
} rule_cache;

urival_rule upg_rule_arg(FunctionCallInfo fcinfo, int n)
{
    text *arg = PG_GETARG_TEXT_PP(n);
    upg_bytes b = upg_bytes_of(arg);
    rule_cache *cached = fcinfo->flinfo->fn_extra;
    urival_rule rule;

    /* Compared with the name each call, not trusted to stay: a PL/pgSQL
     * variable is a parameter that get_fn_expr_arg_stable() calls stable,
     * yet the same call site sees another value on the next call. */
    if (cached != NULL && cached->len == b.len && memcmp(cached->name, b.s, b.len) == 0)
        return cached->rule;
    rule = rule_named(arg);
    if (cached == NULL || cached->len < b.len) {
        if (cached != NULL)
            pfree(cached);
        cached = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, offsetof(rule_cache, name) + b.len);
        fcinfo->flinfo->fn_extra = cached;
    }
    cached->rule = rule;
    cached->len = b.len;
    memcpy(cached->name, b.s, b.len);
    return rule;
}
