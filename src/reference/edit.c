/* edit.c - one component of a URI reference set or cleared, on the
 * components as text (urival_uri_texts); urival_uri_compose() checks and
 * writes the whole. */
#include <string.h>
#include "core/ascii.h"
#include "core/buf.h"
#include "reference/query.h"

static const char *const field_names[URIVAL_URI_FIELD_COUNT] = {
    "scheme", "user", "password", "host", "port", "path", "query", "fragment",
};

const char *urival_uri_field_name(urival_uri_field f)
{
    return (unsigned)f < URIVAL_URI_FIELD_COUNT ? field_names[f] : NULL;
}

urival_status urival_uri_field_lookup(const char *name, size_t len, urival_uri_field *out)
{
    urival_status st = urival__check_input(name, len);
    unsigned i;
    if (st != URIVAL_OK)
        return st;
    if (out == NULL || URIVAL__OUT_OVER(out, name, len))
        return URIVAL_EINVAL;
    for (i = 0; i < URIVAL_URI_FIELD_COUNT; i++) {
        if (strlen(field_names[i]) == len && memcmp(field_names[i], name, len) == 0) {
            *out = (urival_uri_field)i;
            return URIVAL_OK;
        }
    }
    return URIVAL_ENOT_FOUND;
}

/* The part of urival_uri_texts a field lives in. */
static urival_uri_part part_of(urival_uri_field f)
{
    static const urival_uri_part parts[URIVAL_URI_FIELD_COUNT] = {
        URIVAL_URI_PART_SCHEME, URIVAL_URI_PART_USERINFO, URIVAL_URI_PART_USERINFO,
        URIVAL_URI_PART_HOST,   URIVAL_URI_PART_PORT,     URIVAL_URI_PART_PATH,
        URIVAL_URI_PART_QUERY,  URIVAL_URI_PART_FRAGMENT,
    };
    return parts[f];
}

/* The user and the password of a userinfo text: the user ends at the
 * first ":", the password (has_pw) follows it. */
struct userinfo {
    const char *user, *pw;
    size_t ulen, pwlen;
    int has_pw;
};

static struct userinfo split_userinfo(const urival_text *ui)
{
    struct userinfo r = { "", "", 0, 0, 0 };
    const char *colon;
    if (!ui->defined || ui->ptr == NULL)
        return r;
    r.user = ui->ptr;
    colon = memchr(ui->ptr, ':', ui->len);
    r.ulen = colon != NULL ? (size_t)(colon - ui->ptr) : ui->len;
    if (colon != NULL) {
        r.has_pw = 1;
        r.pw = colon + 1;
        r.pwlen = ui->len - r.ulen - 1;
    }
    return r;
}

/* Writes value[0..len) into b, each byte the component cannot hold as
 * itself percent-encoded when encode is set: unreserved and sub-delims
 * always pass, ":" when keep_colon (not in a user nor a reg-name), "@" "/"
 * in a path, and "?" too in a query or fragment (section 3.3 to 3.5).
 * urival_pct_encode() writes to a buffer of its own, so its sets are not
 * reused here: a user is the one set it lacks. */
enum { AS_USERINFO, AS_PATH, AS_QUERY };
static void put_value(struct urival__buf *b, const char *v, size_t len, int encode, int keep_colon,
                      int as)
{
    size_t i;
    for (i = 0; i < len; i++) {
        unsigned c = (unsigned char)v[i];
        int lit = urival__is_unreserved(c) || urival__is_sub_delim(c);
        if (c == ':')
            lit = keep_colon;
        else if (as == AS_PATH) /* path: pchar "/" */
            lit = lit || c == '@' || c == '/';
        else if (as == AS_QUERY) /* query, fragment: pchar "/" "?" */
            lit = lit || c == '@' || c == '/' || c == '?';
        if (!encode || lit)
            urival__buf_byte(b, c);
        else
            urival__put_escaped(b, c);
    }
}

/* value must match rule; err offsets into value. */
static urival_status must_match(urival_rule rule, const char *v, size_t len, urival_error *err)
{
    return urival_match(rule, v, len, err);
}

/* Checks the value of field f and writes the component's new text into b
 * (a user or password with the other half of the userinfo). */
static urival_status write_field(struct urival__buf *b, const urival_uri_texts *t,
                                 urival_uri_field f, const char *v, size_t len, int encode,
                                 urival_error *err)
{
    const int has_authority =
        t->part[URIVAL_URI_PART_HOST].defined || t->part[URIVAL_URI_PART_AUTHORITY].defined;
    struct userinfo ui = split_userinfo(&t->part[URIVAL_URI_PART_USERINFO]);
    urival_status st = URIVAL_OK;
    size_t i;
    switch (f) {
    case URIVAL_URI_FIELD_SCHEME:
        if ((st = must_match(URIVAL_RULE_RFC3986_SCHEME, v, len, err)) != URIVAL_OK)
            return st;
        for (i = 0; i < len; i++) {
            unsigned c = (unsigned char)v[i];
            urival__buf_byte(b, encode && c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
        }
        return URIVAL_OK;
    case URIVAL_URI_FIELD_USER:
        if (!encode && (st = must_match(URIVAL_RULE_RFC3986_USERINFO, v, len, err)) != URIVAL_OK)
            return st;
        put_value(b, v, len, encode, 0, AS_USERINFO);
        /* A raw user with ":" holds both halves; otherwise keep the password. */
        if (ui.has_pw && (encode || len == 0 || memchr(v, ':', len) == NULL)) {
            urival__buf_byte(b, ':');
            urival__buf_put(b, ui.pw, ui.pwlen);
        }
        return URIVAL_OK;
    case URIVAL_URI_FIELD_PASSWORD:
        if (!encode && (st = must_match(URIVAL_RULE_RFC3986_USERINFO, v, len, err)) != URIVAL_OK)
            return st;
        urival__buf_put(b, ui.user, ui.ulen);
        urival__buf_byte(b, ':');
        put_value(b, v, len, encode, 1, AS_USERINFO);
        return URIVAL_OK;
    case URIVAL_URI_FIELD_HOST: {
        /* v may be NULL when len is 0: memchr() is not given it. */
        int colon = len > 0 && memchr(v, ':', len) != NULL;
        if (len > 0 && v[0] == '[')
            st = must_match(URIVAL_RULE_RFC3986_IP_LITERAL, v, len, err);
        else if (colon && encode)
            st = must_match(URIVAL_RULE_RFC3986_IPV6ADDRESS, v, len, err);
        else if (!encode)
            st = must_match(URIVAL_RULE_RFC3986_HOST, v, len, err);
        if (st != URIVAL_OK)
            return st;
        if (len > 0 && v[0] == '[') {
            urival__buf_put(b, v, len);
        } else if (colon) {
            urival__buf_byte(b, '[');
            urival__buf_put(b, v, len);
            urival__buf_byte(b, ']');
        } else {
            /* reg-name or IPv4address: an IPv4address is all reg-name bytes. */
            put_value(b, v, len, encode, 0, AS_USERINFO);
        }
        return URIVAL_OK;
    }
    case URIVAL_URI_FIELD_PORT:
        if ((st = must_match(URIVAL_RULE_RFC3986_PORT, v, len, err)) != URIVAL_OK)
            return st;
        urival__buf_put(b, v, len);
        return URIVAL_OK;
    case URIVAL_URI_FIELD_PATH:
        if (!encode && (st = must_match(URIVAL_RULE_RFC3986_PATH, v, len, err)) != URIVAL_OK)
            return st;
        if (has_authority && len > 0 && v[0] != '/')
            urival__buf_byte(b, '/');
        put_value(b, v, len, encode, 1, AS_PATH);
        return URIVAL_OK;
    case URIVAL_URI_FIELD_QUERY:
    case URIVAL_URI_FIELD_FRAGMENT:
        if (!encode && (st = must_match(f == URIVAL_URI_FIELD_QUERY ? URIVAL_RULE_RFC3986_QUERY
                                                                    : URIVAL_RULE_RFC3986_FRAGMENT,
                                        v, len, err)) != URIVAL_OK)
            return st;
        put_value(b, v, len, encode, 1, AS_QUERY);
        return URIVAL_OK;
    default:
        return URIVAL_EINVAL;
    }
}

urival_status urival_uri_texts_set(urival_uri_texts *t, urival_uri_field f, const char *value,
                                   size_t len, unsigned flags, char *buf, size_t cap,
                                   size_t *needed, urival_error *err)
{
    /* *t too: a buf over it would change the texts being read. */
    struct urival__input in[2 + URIVAL_URI_PART_COUNT] = { { value, len }, { t, sizeof *t } };
    struct urival__buf b;
    size_t n = 2;
    urival_status st, verdict = URIVAL_OK;
    int c;
    if (t == NULL) /* refused, and the output cleared, as for any bad argument */
        return urival__buf_begin(&b, in, 1, URIVAL_EINVAL, buf, cap, needed, err);
    /* A value over *t would change as a success writes *t. */
    if ((unsigned)f >= URIVAL_URI_FIELD_COUNT || (flags & ~URIVAL_SET_FLAG_ENCODE) ||
        URIVAL__OUT_OVER(t, value, len))
        verdict = URIVAL_EINVAL;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (t->part[c].defined) {
            if (urival__check_input(t->part[c].ptr, t->part[c].len) != URIVAL_OK)
                verdict = URIVAL_EINVAL;
            in[n].s = t->part[c].ptr;
            in[n++].len = t->part[c].len;
        }
    }
    if ((st = urival__buf_begin(&b, in, n, verdict, buf, cap, needed, err)) != URIVAL_OK)
        return st;
    /* User, password and port stand in an authority, which a host makes. */
    if ((f == URIVAL_URI_FIELD_USER || f == URIVAL_URI_FIELD_PASSWORD ||
         f == URIVAL_URI_FIELD_PORT) &&
        !t->part[URIVAL_URI_PART_HOST].defined) {
        urival__refuse(err, URIVAL_EINVAL);
        if (err != NULL)
            urival__report_rule(err, URIVAL_RULE_RFC3986_AUTHORITY, 0);
        return urival__buf_fail(buf, cap, needed, URIVAL_EINVAL);
    }
    if ((st = write_field(&b, t, f, value, len, (flags & URIVAL_SET_FLAG_ENCODE) != 0, err)) !=
        URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    if ((st = urival__buf_finish(&b, needed)) != URIVAL_OK)
        return st;
    if (b.len < cap) {
        urival_uri_part p = part_of(f);
        t->part[p].ptr = buf;
        t->part[p].len = b.len;
        t->part[p].defined = 1;
        /* The authority is built again from its parts. */
        if (p == URIVAL_URI_PART_USERINFO || p == URIVAL_URI_PART_HOST || p == URIVAL_URI_PART_PORT)
            t->part[URIVAL_URI_PART_AUTHORITY].defined = 0;
    }
    if (err != NULL)
        err->status = URIVAL_OK;
    return URIVAL_OK;
}

urival_status urival_uri_texts_clear(urival_uri_texts *t, urival_uri_field f)
{
    static const urival_text undefined = { NULL, 0, 0 };
    urival_text *ui;
    if (t == NULL || (unsigned)f >= URIVAL_URI_FIELD_COUNT)
        return URIVAL_EINVAL;
    ui = &t->part[URIVAL_URI_PART_USERINFO];
    switch (f) {
    case URIVAL_URI_FIELD_PATH:
        t->part[URIVAL_URI_PART_PATH].ptr = "";
        t->part[URIVAL_URI_PART_PATH].len = 0;
        t->part[URIVAL_URI_PART_PATH].defined = 1;
        return URIVAL_OK;
    case URIVAL_URI_FIELD_PASSWORD:
        if (ui->defined && ui->ptr != NULL)
            ui->len = split_userinfo(ui).ulen;
        break;
    case URIVAL_URI_FIELD_HOST:
        t->part[URIVAL_URI_PART_HOST] = undefined;
        break;
    default:
        t->part[part_of(f)] = undefined;
        break;
    }
    if (f != URIVAL_URI_FIELD_SCHEME && f != URIVAL_URI_FIELD_QUERY &&
        f != URIVAL_URI_FIELD_FRAGMENT)
        t->part[URIVAL_URI_PART_AUTHORITY] = undefined;
    return URIVAL_OK;
}
