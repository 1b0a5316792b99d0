/* recompose.c - component recomposition (RFC 3986 section 5.3). */
#include <string.h>
#include "core/buf.h"
#include "reference/refparse.h"

/* A span of u is usable only when it lies inside s[0..len). */
static int spans_inside(const urival_uri *u, size_t len)
{
    int c;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (!urival_uri_has(u, (urival_uri_part)c))
            continue;
        if (u->part[c].off > len || u->part[c].len > len - u->part[c].off)
            return 0;
    }
    return 1;
}

urival_status urival_uri_get_texts(const urival_uri *u, const char *s, size_t len,
                                   urival_uri_texts *out)
{
    urival_status st = urival__check_input(s, len);
    int c, clash;
    /* out is cleared first: lying over u or s, it would change them. */
    clash = out == NULL ||
            (st == URIVAL_OK && (urival__overlaps((char *)out, sizeof *out, s, len) ||
                                 urival__overlaps((char *)out, sizeof *out, u, sizeof *u)));
    if (!clash)
        memset(out, 0, sizeof *out);
    if (st != URIVAL_OK)
        return st;
    if (u == NULL || clash || !spans_inside(u, len))
        return URIVAL_EINVAL;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (!urival_uri_has(u, (urival_uri_part)c))
            continue;
        out->part[c].ptr = s + u->part[c].off;
        out->part[c].len = u->part[c].len;
        out->part[c].defined = 1;
    }
    return URIVAL_OK;
}

/* The five components of section 5.3, each written after its delimiter. */
static void compose(struct urival__buf *b, const urival_text *scheme, const urival_text *authority,
                    const urival_text *path, const urival_text *query, const urival_text *fragment)
{
    if (scheme->defined) {
        urival__buf_put(b, scheme->ptr, scheme->len);
        urival__buf_byte(b, ':');
    }
    if (authority->defined) {
        urival__buf_put(b, "//", 2);
        urival__buf_put(b, authority->ptr, authority->len);
    }
    urival__buf_put(b, path->ptr, path->len);
    if (query->defined) {
        urival__buf_byte(b, '?');
        urival__buf_put(b, query->ptr, query->len);
    }
    if (fragment->defined) {
        urival__buf_byte(b, '#');
        urival__buf_put(b, fragment->ptr, fragment->len);
    }
}

urival_status urival_uri_recompose(const urival_uri *u, const char *s, size_t len, char *buf,
                                   size_t cap, size_t *needed)
{
    const struct urival__input in[2] = { { s, len }, { u, sizeof *u } };
    urival_uri_texts p;
    struct urival__buf b;
    urival_status st = urival__buf_begin(&b, in, 2, URIVAL_OK, buf, cap, needed, NULL);
    if (st != URIVAL_OK)
        return st;
    if ((st = urival_uri_get_texts(u, s, len, &p)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    compose(&b, &p.part[URIVAL_URI_PART_SCHEME], &p.part[URIVAL_URI_PART_AUTHORITY],
            &p.part[URIVAL_URI_PART_PATH], &p.part[URIVAL_URI_PART_QUERY],
            &p.part[URIVAL_URI_PART_FRAGMENT]);
    return urival__buf_finish(&b, needed);
}

static urival_status check_rule(urival__component_check check, urival_rule rule,
                                const urival_text *p, urival_error *err)
{
    if (!p->defined)
        return URIVAL_OK;
    return check(rule, p->ptr, p->len, err);
}

/* The rule the path must match where it stands (section 3.3): after an
 * authority it must be empty or begin with "/"; without one it must not
 * begin with "//"; without a scheme either, its first segment holds no
 * ":". */
static urival_rule path_rule(const struct urival__compose_rules *r, const urival_uri_texts *p,
                             int has_authority)
{
    const urival_text *path = &p->part[URIVAL_URI_PART_PATH];
    if (has_authority)
        return r->path_abempty;
    if (path->len == 0)
        return r->path_empty;
    if (path->ptr[0] == '/')
        return r->path_absolute;
    return p->part[URIVAL_URI_PART_SCHEME].defined ? r->path_rootless : r->path_noscheme;
}

urival_status urival__compose_by(const struct urival__compose_rules *r,
                                 urival__component_check check, const urival_uri_texts *p,
                                 char *buf, size_t cap, size_t *needed, urival_error *err)
{
    static const urival_text undefined = { NULL, 0, 0 };
    struct urival__input in[1 + URIVAL_URI_PART_COUNT] = { { p, sizeof *p } };
    urival_text path;
    struct urival__buf b;
    size_t n = 1;
    urival_status st;
    int c, built;

    if (p == NULL) /* refused as every NULL input of non-zero length is */
        return urival__buf_begin(&b, in, 0, URIVAL_EINVAL, buf, cap, needed, err);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (p->part[c].defined) {
            in[n].s = p->part[c].ptr;
            in[n++].len = p->part[c].len;
        }
    }
    if ((st = urival__buf_begin(&b, in, n, URIVAL_OK, buf, cap, needed, err)) != URIVAL_OK)
        return st;
    built = !p->part[URIVAL_URI_PART_AUTHORITY].defined && p->part[URIVAL_URI_PART_HOST].defined;
    if (!p->part[URIVAL_URI_PART_AUTHORITY].defined && !p->part[URIVAL_URI_PART_HOST].defined &&
        (p->part[URIVAL_URI_PART_USERINFO].defined || p->part[URIVAL_URI_PART_PORT].defined)) {
        /* err->rule names the rule that puts them after a host. */
        urival__refuse(err, URIVAL_EINVAL);
        if (err != NULL)
            urival__report_rule(err, r->authority, 0);
        return urival__buf_fail(buf, cap, needed, URIVAL_EINVAL);
    }
    /* An undefined path is an empty one: the path always exists. */
    path = p->part[URIVAL_URI_PART_PATH];
    if (!path.defined || path.ptr == NULL || path.len == 0) {
        path.ptr = "";
        path.len = 0;
        path.defined = 1;
    }
    {
        urival_uri_texts q = *p;
        q.part[URIVAL_URI_PART_PATH] = path;
        st = check_rule(check, r->scheme, &q.part[URIVAL_URI_PART_SCHEME], err);
        if (st == URIVAL_OK && built) {
            st = check_rule(check, r->userinfo, &q.part[URIVAL_URI_PART_USERINFO], err);
            if (st == URIVAL_OK)
                st = check_rule(check, r->host, &q.part[URIVAL_URI_PART_HOST], err);
            if (st == URIVAL_OK)
                st = check_rule(check, r->port, &q.part[URIVAL_URI_PART_PORT], err);
        } else if (st == URIVAL_OK) {
            st = check_rule(check, r->authority, &q.part[URIVAL_URI_PART_AUTHORITY], err);
        }
        if (st == URIVAL_OK)
            st = check_rule(check,
                            path_rule(r, &q, built || q.part[URIVAL_URI_PART_AUTHORITY].defined),
                            &path, err);
        if (st == URIVAL_OK)
            st = check_rule(check, r->query, &q.part[URIVAL_URI_PART_QUERY], err);
        if (st == URIVAL_OK)
            st = check_rule(check, r->fragment, &q.part[URIVAL_URI_PART_FRAGMENT], err);
        if (st != URIVAL_OK)
            return urival__buf_fail(buf, cap, needed, st);
    }
    if (built) {
        if (p->part[URIVAL_URI_PART_SCHEME].defined) {
            urival__buf_put(&b, p->part[URIVAL_URI_PART_SCHEME].ptr,
                            p->part[URIVAL_URI_PART_SCHEME].len);
            urival__buf_byte(&b, ':');
        }
        urival__buf_put(&b, "//", 2);
        if (p->part[URIVAL_URI_PART_USERINFO].defined) {
            urival__buf_put(&b, p->part[URIVAL_URI_PART_USERINFO].ptr,
                            p->part[URIVAL_URI_PART_USERINFO].len);
            urival__buf_byte(&b, '@');
        }
        urival__buf_put(&b, p->part[URIVAL_URI_PART_HOST].ptr, p->part[URIVAL_URI_PART_HOST].len);
        if (p->part[URIVAL_URI_PART_PORT].defined) {
            urival__buf_byte(&b, ':');
            urival__buf_put(&b, p->part[URIVAL_URI_PART_PORT].ptr,
                            p->part[URIVAL_URI_PART_PORT].len);
        }
        compose(&b, &undefined, &undefined, &path, &p->part[URIVAL_URI_PART_QUERY],
                &p->part[URIVAL_URI_PART_FRAGMENT]);
    } else {
        compose(&b, &p->part[URIVAL_URI_PART_SCHEME], &p->part[URIVAL_URI_PART_AUTHORITY], &path,
                &p->part[URIVAL_URI_PART_QUERY], &p->part[URIVAL_URI_PART_FRAGMENT]);
    }
    return urival__buf_finish(&b, needed);
}

urival_status urival_uri_compose(const urival_uri_texts *p, char *buf, size_t cap, size_t *needed,
                                 urival_error *err)
{
    static const struct urival__compose_rules rules = {
        URIVAL_RULE_RFC3986_SCHEME,        URIVAL_RULE_RFC3986_USERINFO,
        URIVAL_RULE_RFC3986_HOST,          URIVAL_RULE_RFC3986_PORT,
        URIVAL_RULE_RFC3986_AUTHORITY,     URIVAL_RULE_RFC3986_PATH_ABEMPTY,
        URIVAL_RULE_RFC3986_PATH_EMPTY,    URIVAL_RULE_RFC3986_PATH_ABSOLUTE,
        URIVAL_RULE_RFC3986_PATH_ROOTLESS, URIVAL_RULE_RFC3986_PATH_NOSCHEME,
        URIVAL_RULE_RFC3986_QUERY,         URIVAL_RULE_RFC3986_FRAGMENT,
    };
    return urival__compose_by(&rules, urival_match, p, buf, cap, needed, err);
}
