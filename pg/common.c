/*
 * common.c - the pieces every function of the extension uses: arguments as
 * bytes, error reports, results written into new datums, and the generic
 * input functions of the two types.
 */
#include "urival_pg.h"

#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "utils/builtins.h"

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
    size_t cap = guess + 1;
    size_t needed = 0;
    text *out = palloc(VARHDRSZ + cap);

    *st = w(ctx, VARDATA(out), cap, &needed, err);
    if (*st == URIVAL_OK && needed >= cap) {
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
