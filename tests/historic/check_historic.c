/* check_historic.c - the historic URL grammars and what is built on them:
 *   tests/data/rfc1738_urls.tsv      urival_rfc1738_parse(), every scheme
 *   tests/data/rfc1738_parts.tsv     the parts it returns
 *   tests/data/rfc1738_match.tsv     urival_match() on rules of rfc1738
 *   tests/data/url-draft05_match.tsv urival_match() on rules of url-draft05
 *   tests/data/url-1993_match.tsv    urival_match() on rules of url-1993
 *   tests/data/url-draft05_resolve.tsv  urival_draft05_resolve(), with every
 *                                    example of the draft's Appendix C
 * and the draft's resolution against a straightforward implementation of
 * its section 5.2 on random references, plus argument checks. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static struct tsv urls, parts, match1738, match05, match93, resolve;

static int bit(const uint32_t *set, unsigned b)
{
    return (set[b / 32] >> (b % 32)) & 1u;
}

static char *decode(const char *field, size_t *len)
{
    char *out = malloc(strlen(field) + 1);
    ck_assert_ptr_nonnull(out);
    *len = tsv_decode(field, out);
    return out;
}

/* The verdict "valid" or "invalid@N" against a status and error. */
static void verdict(const struct tsv_row *r, const char *expect, int st, const urival_error *err,
                    const char *in, size_t len)
{
    char msg[600];
    if (strcmp(expect, "valid") == 0) {
        if (st != URIVAL_OK)
            urival_error_message(err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(st == URIVAL_OK, "line %zu: \"%s\" should be valid: %s", r->line, r->field[1],
                      st == URIVAL_OK ? "" : msg);
    } else {
        size_t want;
        ck_assert_msg(strncmp(expect, "invalid@", 8) == 0, "line %zu: bad verdict %s", r->line,
                      expect);
        want = (size_t)strtoul(expect + 8, NULL, 10);
        ck_assert_msg(st == URIVAL_ESYNTAX, "line %zu: \"%s\" should be invalid", r->line,
                      r->field[1]);
        ck_assert_msg(err->offset == want, "line %zu: \"%s\": offset %zu, want %zu", r->line,
                      r->field[1], err->offset, want);
        ck_assert(err->status == URIVAL_ESYNTAX);
        ck_assert(err->rule != NULL && err->grammar != NULL);
        ck_assert(err->rule_start <= err->offset);
        ck_assert_int_eq(err->at_end, want == len);
        if (want < len)
            ck_assert_msg(!bit(err->expected, (unsigned char)in[want]),
                          "line %zu: the byte found is listed as expected", r->line);
        else
            ck_assert(!err->end_ok);
        urival_error_message(err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(strncmp(msg, "offset ", 7) == 0 && strstr(msg, err->rule) != NULL,
                      "line %zu: message \"%s\"", r->line, msg);
    }
}

/* --- rfc1738_urls.tsv: scheme, input, verdict, section, note ------------- */

static const char *const scheme_names[] = { "other", "ftp",    "http", "gopher", "mailto",  "news",
                                            "nntp",  "telnet", "wais", "file",   "prospero" };

START_TEST(test_urls)
{
    const struct tsv_row *r = &urls.rows[_i];
    urival_rfc1738 u;
    urival_error err;
    size_t len;
    char *in;
    int st;

    ck_assert_msg(r->nfields >= 4, "line %zu: 4 or 5 fields", r->line);
    in = decode(r->field[1], &len);
    st = urival_rfc1738_parse(in, len, &u, &err);
    verdict(r, r->field[2], st, &err, in, len);
    if (st == URIVAL_OK) {
        ck_assert_msg(strcmp(scheme_names[u.scheme], r->field[0]) == 0,
                      "line %zu: scheme %s, want %s", r->line, scheme_names[u.scheme], r->field[0]);
        ck_assert(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEME));
        ck_assert(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEMEPART));
        /* Validation alone agrees. */
        ck_assert_int_eq(urival_rfc1738_parse(in, len, NULL, NULL), URIVAL_OK);
    } else {
        ck_assert_int_eq(u.defined, 0);
        ck_assert_int_eq(urival_rfc1738_parse(in, len, NULL, NULL), URIVAL_ESYNTAX);
        ck_assert_str_eq(err.grammar, "rfc1738");
    }
    free(in);
}
END_TEST

/* --- rfc1738_parts.tsv: input, rule, parts, section ----------------------- */

static int part_by_name(const char *name, size_t n)
{
    int p;
    for (p = 0; p < URIVAL_RFC1738_PART_COUNT; p++) {
        const char *pn = urival_rfc1738_part_name((urival_rfc1738_part)p);
        if (strlen(pn) == n && strncmp(pn, name, n) == 0)
            return p;
    }
    return -1;
}

static int span_is(const char *s, const urival_span *sp, const char *v, size_t n)
{
    return sp->len == n && memcmp(s + sp->off, v, n) == 0;
}

START_TEST(test_parts)
{
    const struct tsv_row *r = &parts.rows[_i];
    urival_rfc1738 u;
    urival_error err;
    urival_span seg[32], names[8], values[8];
    size_t len, nseg, nfields, iseg = 0, ifield = 0;
    unsigned listed = 0;
    const char *tok;
    char *in;
    const char *colon;
    int flags_ip = 0;

    ck_assert_msg(r->nfields == 4, "line %zu: 4 fields", r->line);
    in = decode(r->field[0], &len);
    ck_assert_msg(urival_rfc1738_parse(in, len, &u, &err) == URIVAL_OK,
                  "line %zu: %s should be valid", r->line, r->field[0]);
    ck_assert_str_eq(urival_rule_name(u.rule), r->field[1]);
    ck_assert_str_eq(urival_rule_grammar(u.rule), "rfc1738");
    ck_assert_int_eq(urival_rfc1738_segments(&u, in, len, seg, 32, &nseg), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_fields(&u, in, len, names, values, 8, &nfields), URIVAL_OK);
    for (tok = r->field[2]; *tok != '\0';) {
        const char *end = strchr(tok, ' '), *eq;
        size_t n;
        if (end == NULL)
            end = tok + strlen(tok);
        eq = memchr(tok, '=', (size_t)(end - tok));
        ck_assert_msg(eq != NULL, "line %zu: bad token", r->line);
        n = (size_t)(end - eq - 1);
        if ((size_t)(eq - tok) == 7 && strncmp(tok, "segment", 7) == 0) {
            ck_assert_msg(iseg < nseg && span_is(in, &seg[iseg], eq + 1, n),
                          "line %zu: segment %zu", r->line, iseg);
            iseg++;
        } else if ((size_t)(eq - tok) == 5 && strncmp(tok, "field", 5) == 0) {
            const char *eq2 = memchr(eq + 1, '=', n);
            ck_assert(eq2 != NULL);
            ck_assert_msg(ifield < nfields &&
                              span_is(in, &names[ifield], eq + 1, (size_t)(eq2 - eq - 1)) &&
                              span_is(in, &values[ifield], eq2 + 1, (size_t)(end - eq2 - 1)),
                          "line %zu: field %zu", r->line, ifield);
            ifield++;
        } else if ((size_t)(eq - tok) == 5 && strncmp(tok, "flags", 5) == 0) {
            flags_ip = 1;
        } else {
            int p = part_by_name(tok, (size_t)(eq - tok));
            ck_assert_msg(p >= 0, "line %zu: unknown part", r->line);
            ck_assert_msg(urival_rfc1738_has(&u, (urival_rfc1738_part)p),
                          "line %zu: part %s undefined", r->line,
                          urival_rfc1738_part_name((urival_rfc1738_part)p));
            ck_assert_msg(span_is(in, &u.part[p], eq + 1, n), "line %zu: part %s is \"%.*s\"",
                          r->line, urival_rfc1738_part_name((urival_rfc1738_part)p),
                          (int)u.part[p].len, in + u.part[p].off);
            listed |= 1u << p;
        }
        tok = *end == ' ' ? end + 1 : end;
    }
    ck_assert_msg(iseg == nseg, "line %zu: %zu segments, %zu listed", r->line, nseg, iseg);
    ck_assert_msg(ifield == nfields, "line %zu: %zu fields, %zu listed", r->line, nfields, ifield);
    ck_assert_int_eq(flags_ip, (u.info & URIVAL_RFC1738_INFO_IP_SCHEMEPART) != 0);
    /* The scheme-specific part is all after the first ":"; every other
     * defined part is listed. */
    colon = memchr(in, ':', len);
    ck_assert(colon != NULL);
    ck_assert(span_is(in, &u.part[URIVAL_RFC1738_PART_SCHEMEPART], colon + 1,
                      len - (size_t)(colon + 1 - in)));
    listed |= 1u << URIVAL_RFC1738_PART_SCHEMEPART;
    ck_assert_msg(u.defined == listed, "line %zu: defined %#x, listed %#x", r->line, u.defined,
                  listed);
    free(in);
}
END_TEST

/* --- *_match.tsv: rule, input, verdict, section, note --------------------- */

static void match_row(const struct tsv_row *r, const char *grammar)
{
    urival_rule rule;
    urival_error err;
    size_t len;
    char *in;
    ck_assert_msg(r->nfields >= 4, "line %zu: 4 or 5 fields", r->line);
    ck_assert_msg(urival_rule_lookup(grammar, r->field[0], &rule) == URIVAL_OK,
                  "line %zu: unknown rule %s", r->line, r->field[0]);
    in = decode(r->field[1], &len);
    verdict(r, r->field[2], urival_match(rule, in, len, &err), &err, in, len);
    free(in);
}

START_TEST(test_match1738)
{
    match_row(&match1738.rows[_i], "rfc1738");
}
END_TEST
START_TEST(test_match05)
{
    match_row(&match05.rows[_i], "url-draft05");
}
END_TEST
START_TEST(test_match93)
{
    match_row(&match93.rows[_i], "url-1993");
}
END_TEST

/* --- url-draft05_resolve.tsv: base, ref, result, flags, section -------- */

START_TEST(test_resolve)
{
    const struct tsv_row *r = &resolve.rows[_i];
    static const char current[] = "(current document)";
    urival_error err;
    char *base, *ref, out[512], small[8];
    size_t blen, rlen, needed, needed2;
    unsigned info;
    const char *want;
    unsigned flags;
    int st;

    ck_assert_msg(r->nfields == 5, "line %zu: 5 fields", r->line);
    base = decode(r->field[0], &blen);
    ref = decode(r->field[1], &rlen);
    flags = strcmp(r->field[3], "strip") == 0 ? URIVAL_DRAFT05_FLAG_STRIP_DOTS : 0;
    st =
        urival_draft05_resolve(base, blen, ref, rlen, flags, out, sizeof out, &needed, &info, &err);
    ck_assert_msg(st == URIVAL_OK, "line %zu: status %d", r->line, st);
    want = r->field[2];
    if (strncmp(want, current, sizeof current - 1) == 0) {
        ck_assert_msg(info & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT,
                      "line %zu: not the current document", r->line);
        want += sizeof current - 1;
    } else {
        ck_assert_msg(info == 0, "line %zu: flagged the current document", r->line);
    }
    ck_assert_msg(strcmp(out, want) == 0, "line %zu: %s against %s gives \"%s\", want \"%s\"",
                  r->line, r->field[1], r->field[0], out, want);
    ck_assert_uint_eq(needed, strlen(want));
    /* snprintf semantics: a short buffer holds the start, NUL-terminated. */
    st = urival_draft05_resolve(base, blen, ref, rlen, flags, small, sizeof small, &needed2, NULL,
                                NULL);
    ck_assert_int_eq(st, URIVAL_OK);
    ck_assert_uint_eq(needed2, needed);
    ck_assert(strlen(small) == (needed < sizeof small ? needed : sizeof small - 1));
    ck_assert(strncmp(small, want, strlen(small)) == 0);
    st = urival_draft05_resolve(base, blen, ref, rlen, flags, NULL, 0, &needed2, NULL, NULL);
    ck_assert_int_eq(st, URIVAL_OK);
    ck_assert_uint_eq(needed2, needed);
    free(base);
    free(ref);
}
END_TEST

/* --- The algorithm of section 5.2 written out, on random references ------
 * A plain implementation with string buffers, step by step as the draft
 * words it, to compare with the library's constant-space one. */

struct comps {
    const char *scheme, *site, *path, *query, *fragment;
    size_t ls, lsi, lp, lq, lf;
};

/* Is s[0..n) a site of the draft's grammar?  Written for the random
 * references below, whose parts hold no "@", ":", "-" or digit: then a
 * site is empty or a hostname, dot-separated labels of letters, the last
 * one (toplabel) not empty. */
static int is_site(const char *s, size_t n)
{
    size_t i, label = 0;
    for (i = 0; i < n; i++) {
        if (s[i] == '.') {
            if (label == 0)
                return 0;
            label = 0;
        } else if ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')) {
            label++;
        } else {
            return 0;
        }
    }
    return n == 0 || label > 0;
}

/* Section 4.4: the four components where Appendix B's expression puts
 * them, when the grammar lets them be one (a site here; the scheme
 * candidates are all schemes). */
static void split(const char *s, struct comps *c)
{
    size_t n = strlen(s), i = 0, j = strcspn(s, ":/?#");
    memset(c, 0, sizeof *c);
    if (j > 0 && s[j] == ':') {
        c->scheme = s;
        c->ls = j;
        i = j + 1;
    }
    if (s[i] == '/' && s[i + 1] == '/' && is_site(s + i + 2, strcspn(s + i + 2, "/?#"))) {
        c->site = s + i + 2;
        c->lsi = strcspn(s + i + 2, "/?#");
        i += 2 + c->lsi;
    }
    c->path = s + i;
    c->lp = strcspn(s + i, "?#");
    i += c->lp;
    if (s[i] == '?') {
        c->query = s + i + 1;
        c->lq = strcspn(s + i + 1, "#");
        i += 1 + c->lq;
    }
    if (s[i] == '#') {
        c->fragment = s + i + 1;
        c->lf = n - i - 1;
    }
}

/* Is buf[a..b) a complete segment?  A segment begins at the start of the
 * buffer (unless that is a "/") or after a "/", and ends at a "/" or the
 * end. */
static int seg_start(const char *buf, size_t a)
{
    return a == 0 ? buf[0] != '/' : buf[a - 1] == '/';
}

static void erase(char *buf, size_t at, size_t n)
{
    memmove(buf + at, buf + at + n, strlen(buf + at + n) + 1);
}

static void step6(char *buf)
{
    size_t i, n;
    int again;
    /* d) every "./" whose "." is a complete segment */
    for (i = 0; buf[i] != '\0';) {
        if (buf[i] == '.' && buf[i + 1] == '/' && seg_start(buf, i))
            erase(buf, i, 2);
        else
            i++;
    }
    /* e) a final "." segment */
    n = strlen(buf);
    if (n > 0 && buf[n - 1] == '.' && seg_start(buf, n - 1))
        buf[n - 1] = '\0';
    /* f) "<segment>/../", leftmost first, until none */
    do {
        again = 0;
        n = strlen(buf);
        for (i = 0; i < n; i++) {
            size_t e;
            if (!seg_start(buf, i))
                continue;
            e = i + strcspn(buf + i, "/");
            if (buf[e] != '/' || (e - i == 2 && strncmp(buf + i, "..", 2) == 0))
                continue;
            if (strncmp(buf + e, "/../", 4) == 0) {
                erase(buf, i, e - i + 4);
                again = 1;
                break;
            }
        }
    } while (again);
    /* g) a final "<segment>/.." */
    n = strlen(buf);
    if (n >= 3 && strcmp(buf + n - 3, "/..") == 0) {
        size_t e = n - 3, a = e;
        while (a > 0 && buf[a - 1] != '/')
            a--;
        if (seg_start(buf, a) && !(e - a == 2 && strncmp(buf + a, "..", 2) == 0))
            buf[a] = '\0';
    }
}

/* Returns a malloc'ed result, "(cd)" and the reference for step 2. */
static char *reference_resolve(const char *base, const char *ref)
{
    struct comps b, r;
    size_t cap = strlen(base) + strlen(ref) + 16;
    char *out = malloc(cap), *buf = malloc(cap);
    const char *site;
    size_t lsite;
    int has_site;
    ck_assert(out != NULL && buf != NULL);
    split(base, &b);
    split(ref, &r);
    if (r.lp == 0 && !r.scheme && !r.site && !r.query) {
        snprintf(out, cap, "(cd)%s", ref);
    } else if (r.scheme) {
        snprintf(out, cap, "%s", ref);
    } else {
        has_site = r.site != NULL || b.site != NULL;
        site = r.site ? r.site : b.site;
        lsite = r.site ? r.lsi : b.lsi;
        if (r.site || (r.lp > 0 && r.path[0] == '/')) {
            snprintf(buf, cap, "%.*s%s%.*s", (int)r.lp, r.path, r.query ? "?" : "", (int)r.lq,
                     r.query ? r.query : "");
        } else {
            size_t keep = b.lp;
            while (keep > 0 && b.path[keep - 1] != '/')
                keep--;
            snprintf(buf, cap, "%.*s%.*s%s%.*s", (int)keep, b.path, (int)r.lp, r.path,
                     r.query ? "?" : "", (int)r.lq, r.query ? r.query : "");
            step6(buf);
        }
        snprintf(out, cap, "%.*s:%s%.*s%s%s%.*s", (int)b.ls, b.scheme, has_site ? "//" : "",
                 (int)lsite, has_site ? site : "", buf, r.fragment ? "#" : "", (int)r.lf,
                 r.fragment ? r.fragment : "");
    }
    free(buf);
    return out;
}

START_TEST(test_resolve_random)
{
    static const char *const ref_parts[] = { "a", "b", ".", "..", "/", "?", ";", "#" };
    static const char *const base_parts[] = { "x", "y", ".", "..", "/", "/" };
    unsigned long seed = 20240601ul;
    int n, k;
    for (n = 0; n < 30000; n++) {
        char base[64], ref[64], out[256];
        size_t needed;
        unsigned result;
        char *want;
        int len;
        strcpy(base, (n % 3) ? "http://h/" : "s:");
        len = (int)((seed = seed * 1103515245ul + 12345ul) >> 16) % 12;
        for (k = 0; k < len; k++) {
            seed = seed * 1103515245ul + 12345ul;
            strcat(base, base_parts[(seed >> 16) % 6]);
        }
        ref[0] = '\0';
        len = (int)((seed = seed * 1103515245ul + 12345ul) >> 16) % 12;
        for (k = 0; k < len; k++) {
            seed = seed * 1103515245ul + 12345ul;
            strcat(ref, ref_parts[(seed >> 16) % (n % 2 ? 8 : 7)]);
        }
        /* Only references the draft's grammar accepts ("#" once). */
        if (strchr(ref, '#') != NULL && strchr(strchr(ref, '#') + 1, '#') != NULL)
            continue;
        ck_assert_int_eq(urival_draft05_resolve(base, strlen(base), ref, strlen(ref), 0, out,
                                                sizeof out, &needed, &result, NULL),
                         URIVAL_OK);
        want = reference_resolve(base, ref);
        if (result & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT) {
            ck_assert_msg(strncmp(want, "(cd)", 4) == 0 && strcmp(want + 4, out) == 0,
                          "\"%s\" against \"%s\": current document \"%s\", want %s", ref, base, out,
                          want);
        } else {
            ck_assert_msg(strcmp(want, out) == 0, "\"%s\" against \"%s\": \"%s\", want \"%s\"", ref,
                          base, out, want);
        }
        ck_assert_uint_eq(needed, strlen(out));
        free(want);
    }
}
END_TEST

/* --- Arguments and edges --------------------------------------------------- */

START_TEST(test_resolve_errors)
{
    urival_error err;
    char out[64];
    size_t needed = 99;
    const char *base = "http://a/b/c/d;p?q";
    ck_assert_int_eq(urival_draft05_resolve(base, strlen(base), "g h", 3, 0, out, sizeof out,
                                            &needed, NULL, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 1);
    ck_assert_str_eq(err.grammar, "url-draft05");
    ck_assert_str_eq(out, "");
    ck_assert_uint_eq(needed, 0);
    ck_assert_int_eq(
        urival_draft05_resolve("../a", 4, "g", 1, 0, out, sizeof out, &needed, NULL, &err),
        URIVAL_EBASE);
    ck_assert_int_eq(err.status, URIVAL_EBASE);
    ck_assert_uint_eq(err.offset, 2); /* "." is a scheme character */
    ck_assert_int_eq(
        urival_draft05_resolve("http://a/#f", 11, "g", 1, 0, out, sizeof out, &needed, NULL, &err),
        URIVAL_EBASE);
    ck_assert_int_eq(
        urival_draft05_resolve(NULL, 1, "g", 1, 0, out, sizeof out, &needed, NULL, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(urival_draft05_resolve(base, strlen(base), "g", 1, 0x80, out, sizeof out,
                                            &needed, NULL, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_draft05_resolve(base, strlen(base), "g", 1, 0, NULL, 4, &needed, NULL, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(urival_draft05_resolve(base, strlen(base), "g", URIVAL_MAX_INPUT + 1, 0, out,
                                            sizeof out, &needed, NULL, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(err.status, URIVAL_ERANGE);
}
END_TEST

/* The output contract: an output overlapping base or ref, unknown flags
 * and a NULL buffer with room are refused before a byte is written, with
 * "" left and nothing reported. */
START_TEST(test_resolve_contract)
{
    char text[64] = "http://a/b/c/d;p?q";
    char out[64];
    size_t bl = strlen(text), needed = 99;
    unsigned info = 99;
    urival_error err;
    /* ref lives in the same array as base; the output then overlaps each. */
    memcpy(text + 32, "../g", 5);
    ck_assert_int_eq(
        urival_draft05_resolve(text, bl, text + 32, 4, 0, text + 34, 20, &needed, &info, &err),
        URIVAL_EINVAL);
    ck_assert_uint_eq(needed, 0);
    ck_assert_uint_eq(info, 0);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_str_eq(text + 32, "../g");
    ck_assert_int_eq(
        urival_draft05_resolve(text, bl, text + 32, 4, 0, text + 10, 4, &needed, NULL, NULL),
        URIVAL_EINVAL);
    ck_assert_str_eq(text, "http://a/b/c/d;p?q"); /* base untouched, not even "" */
    /* Adjacent is not overlapping. */
    ck_assert_int_eq(
        urival_draft05_resolve(text, bl, text + 32, 4, 0, text + 36, 28, &needed, NULL, NULL),
        URIVAL_OK);
    ck_assert_str_eq(text + 36, "http://a/b/g");
    info = 99;
    needed = 99;
    strcpy(out, "x");
    ck_assert_int_eq(
        urival_draft05_resolve(text, bl, "#s", 2, 0x2u, out, sizeof out, &needed, &info, NULL),
        URIVAL_EINVAL);
    ck_assert_str_eq(out, "");
    ck_assert_uint_eq(needed, 0);
    ck_assert_uint_eq(info, 0);
    ck_assert_int_eq(urival_draft05_resolve(text, bl, "#s", 2, 0, NULL, 1, &needed, &info, NULL),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_draft05_resolve(text, bl, "#s", 2, 0, NULL, 0, &needed, &info, NULL),
                     URIVAL_OK);
    ck_assert_uint_eq(needed, 2);
    ck_assert_uint_eq(info, URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT);
}
END_TEST

/* A heap copy of s[0..n) exactly n bytes long, so that ASan sees a read
 * past its end. */
static char *exact(const char *s, size_t n)
{
    char *p = malloc(n > 0 ? n : 1);
    ck_assert_ptr_nonnull(p);
    memcpy(p, s, n);
    return p;
}

/* The walkers read the string through u's spans: a struct parsed from a
 * longer string must be refused, not followed past the end of this one. */
START_TEST(test_rfc1738_walk_contract)
{
    const char *p = "prospero://host/path/to/x;a=1;bb=22";
    urival_rfc1738 u, forged;
    urival_span seg[8], nm[4], val[4];
    size_t n = 99, full = strlen(p), k;
    char *h;

    ck_assert_int_eq(urival_rfc1738_parse(p, full, &u, NULL), URIVAL_OK);
    /* Every shorter string, down to empty: some span ends past it. */
    for (k = 0; k < full; k++) {
        h = exact(p, k);
        n = 99;
        ck_assert_int_eq(urival_rfc1738_segments(&u, h, k, seg, 8, &n), URIVAL_EINVAL);
        ck_assert_uint_eq(n, 0);
        n = 99;
        ck_assert_int_eq(urival_rfc1738_fields(&u, h, k, nm, val, 4, &n), URIVAL_EINVAL);
        ck_assert_uint_eq(n, 0);
        free(h);
    }
    /* The exact string is fine. */
    h = exact(p, full);
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, full, seg, 8, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, nm, val, 4, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 2);
    /* Only the path and fields are walked, but every defined span is
     * checked: a forged one far out is refused too, without wrapping. */
    forged = u;
    forged.part[URIVAL_RFC1738_PART_HOST].off = (size_t)-1;
    forged.part[URIVAL_RFC1738_PART_HOST].len = 2;
    ck_assert_int_eq(urival_rfc1738_segments(&forged, h, full, seg, 8, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_fields(&forged, h, full, nm, val, 4, &n), URIVAL_EINVAL);
    /* Bad arguments. */
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, full, NULL, 1, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, NULL, val, 1, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, nm, NULL, 1, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_segments(NULL, h, full, seg, 8, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, full, seg, 8, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, nm, val, 4, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_segments(&u, NULL, full, seg, 8, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, URIVAL_MAX_INPUT + 1, seg, 8, &n),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, URIVAL_MAX_INPUT + 1, nm, val, 4, &n),
                     URIVAL_ERANGE);
    free(h);
}
END_TEST

/* An output array over the text is refused whatever its cap: one so large
 * that cap * sizeof (urival_span) wraps to 0 hid the overlap, and the walk
 * wrote its spans over the text it was reading. */
START_TEST(test_rfc1738_walk_cap_wraps)
{
    const char *p = "prospero://host/path/to/x;a=1;bb=22";
    const size_t wraps = SIZE_MAX / sizeof(urival_span) + 1; /* * 16 is 0 */
    urival_span room[8], other[8], *big;
    char *h = (char *)room, copy[64];
    urival_rfc1738 u;
    size_t n = 99, full = strlen(p);

    ck_assert_uint_le(full, sizeof room);
    memcpy(h, p, full);
    memcpy(copy, p, full);
    ck_assert_int_eq(urival_rfc1738_parse(h, full, &u, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, full, room + 1, wraps, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 99); /* refused before any output is written */
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, room + 1, other, wraps, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_fields(&u, h, full, other, room, wraps, &n), URIVAL_EINVAL);
    ck_assert_mem_eq(h, copy, full);
    /* An array of the len + 1 spans a walk could reach at most, apart from
     * the text, takes any cap beyond: the walk writes 3 spans. */
    big = malloc((full + 1) * sizeof *big);
    ck_assert_ptr_nonnull(big);
    ck_assert_int_eq(urival_rfc1738_segments(&u, h, full, big, wraps, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    free(big);
}
END_TEST

START_TEST(test_rfc1738_api)
{
    urival_rfc1738 u;
    urival_error err;
    urival_span seg[2], nm[1], val[1];
    const char *s = "ftp://h/a/b/c";
    const char *p = "prospero://h/x;a=1;b=2;c=3";
    size_t n;
    int i;

    ck_assert_int_eq(urival_rfc1738_parse(NULL, 1, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(urival_rfc1738_parse(s, URIVAL_MAX_INPUT + 1, &u, &err), URIVAL_ERANGE);
    ck_assert_int_eq(urival_rfc1738_parse(NULL, 0, &u, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 0);
    ck_assert(err.at_end);
    /* Segments: the count, whatever the room. */
    ck_assert_int_eq(urival_rfc1738_parse(s, strlen(s), &u, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_segments(&u, s, strlen(s), seg, 2, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert(span_is(s, &seg[0], "a", 1) && span_is(s, &seg[1], "b", 1));
    ck_assert_int_eq(urival_rfc1738_segments(&u, s, strlen(s), NULL, 0, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(urival_rfc1738_fields(&u, s, strlen(s), nm, val, 1, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_rfc1738_parse(p, strlen(p), &u, NULL), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_fields(&u, p, strlen(p), nm, val, 1, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert(span_is(p, &nm[0], "a", 1) && span_is(p, &val[0], "1", 1));
    ck_assert_int_eq(urival_rfc1738_fields(&u, p, strlen(p), NULL, NULL, 0, &n), URIVAL_OK);
    ck_assert_uint_eq(n, 3);
    /* Names. */
    ck_assert_str_eq(urival_rfc1738_part_name(URIVAL_RFC1738_PART_GOPHER_PLUS), "gopher+_string");
    ck_assert_ptr_null(urival_rfc1738_part_name(URIVAL_RFC1738_PART_COUNT));
    ck_assert_ptr_null(urival_rfc1738_part_name((urival_rfc1738_part)-1));
    for (i = 0; i < URIVAL_RFC1738_PART_COUNT; i++)
        ck_assert_ptr_nonnull(urival_rfc1738_part_name((urival_rfc1738_part)i));
    ck_assert(!urival_rfc1738_has(NULL, URIVAL_RFC1738_PART_HOST));
    ck_assert(!urival_rfc1738_has(&u, URIVAL_RFC1738_PART_COUNT));
}
END_TEST

/* The part in progress is named where a scheme's rule fails. */
START_TEST(test_rfc1738_attribution)
{
    static const struct {
        const char *input, *rule;
        size_t start;
    } cases[] = {
        { "ftp://host.dom/a;type=x", "ftptype", 22 },
        { "ftp://host.dom:ab/", "login", 6 },
        { "ftp://u@host:x/", "port", 13 },
        { "ftp://u@ho_st/", "host", 8 },
        { "ftp://host.dom/a b", "fpath", 15 },
        { "ftp://host.dom/a;b", "ftpurl", 0 },
        { "http://host/a?b/c", "search", 14 },
        { "http://host/a b", "hpath", 12 },
        { "HTTP://host:x", "port", 12 },
        { "gopher://host/1 x", "selector", 15 },
        { "gopher://host/1a%09b%09c d", "gopher-plus-string", 23 },
        { "wais://host/d;b", "database", 12 },
        { "wais://host/d/t/p?", "wpath", 16 },
        { "prospero://h/x;a=b=c", "fieldspec", 14 },
        { "news:a@-b", "article", 5 },
        { "nntp://h/g/x", "digits", 11 },
        { "mailto:a b", "encoded822addr", 7 },
        { "ftp://h/%zz", "escape", 8 },
        { "x_y:z", "scheme", 0 },
        { "foo:a b", "schemepart", 4 },
        { "fTp://h/ x", "fpath", 8 },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_error err;
        ck_assert_int_eq(urival_rfc1738_parse(cases[i].input, strlen(cases[i].input), NULL, &err),
                         URIVAL_ESYNTAX);
        ck_assert_msg(strcmp(err.rule, cases[i].rule) == 0 && err.rule_start == cases[i].start,
                      "%s: rule %s at %zu, want %s at %zu", cases[i].input, err.rule,
                      err.rule_start, cases[i].rule, cases[i].start);
    }
}
END_TEST

/* Section 2.1 in the error report: where the scheme is read in lower case,
 * upper case letters are expected too. */
START_TEST(test_rfc1738_case_expected)
{
    urival_error err;
    ck_assert_int_eq(urival_rfc1738_parse("FT", 2, NULL, &err), URIVAL_ESYNTAX);
    ck_assert(err.at_end);
    ck_assert(bit(err.expected, 'P') && bit(err.expected, 'p'));
    ck_assert(bit(err.expected, ':'));
    ck_assert_int_eq(urival_rfc1738_parse("ftp://H/", 8, NULL, &err), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_parse("ftp://h/A", 9, NULL, &err), URIVAL_OK);
    ck_assert_int_eq(urival_rfc1738_parse("http://h/a?B;", 13, NULL, &err), URIVAL_OK);
}
END_TEST

/* Section 3.4.1 in the error report: once the first "%09" ends a gopher
 * selector, only the search's bytes are expected (no "/" or "?", which
 * the grammar alone would take as more selector), and after "%0" in the
 * selector no "a" or "d", whatever byte is found. */
START_TEST(test_rfc1738_gopher_expected)
{
    static const char *const search[] = { "gopher://h/1%09|", "gopher://h/1%09/",
                                          "gopher://h/1a%09b|", "gopher://h/1a%09b?" };
    static const char *const escape[] = { "gopher://h/1%0,", "gopher://h/1%0", "gopher://h/1%0A",
                                          "gopher://h/1ab%0d" };
    urival_error err;
    size_t i;
    for (i = 0; i < sizeof search / sizeof search[0]; i++) {
        const char *u = search[i];
        ck_assert_int_eq(urival_rfc1738_parse(u, strlen(u), NULL, &err), URIVAL_ESYNTAX);
        ck_assert_uint_eq(err.offset, strlen(u) - 1);
        ck_assert_str_eq(err.rule, "search");
        ck_assert_msg(!bit(err.expected, '/') && !bit(err.expected, '?'), "%s", u);
        ck_assert(bit(err.expected, ';') && bit(err.expected, '%') && err.end_ok);
    }
    for (i = 0; i < sizeof escape / sizeof escape[0]; i++) {
        const char *u = escape[i];
        unsigned b;
        ck_assert_int_eq(urival_rfc1738_parse(u, strlen(u), NULL, &err), URIVAL_ESYNTAX);
        ck_assert_uint_eq(err.offset, strchr(u + 11, '%') - u + 2);
        for (b = 0; b < 256; b++)
            ck_assert_msg(bit(err.expected, b) ==
                              (b != 0 && strchr("0123456789bcefBCEF", (int)b) != NULL),
                          "%s: byte %u", u, b);
    }
    /* Neither narrowing applies outside the selector: a gopher type, a
     * search and a gopher+_string take any escape and their own bytes. */
    ck_assert_int_eq(urival_rfc1738_parse("gopher://h/%0,", 14, NULL, &err), URIVAL_ESYNTAX);
    ck_assert(bit(err.expected, 'a') && bit(err.expected, 'D'));
    ck_assert_int_eq(urival_rfc1738_parse("gopher://h/1%09a%0,", 19, NULL, &err), URIVAL_ESYNTAX);
    ck_assert(bit(err.expected, 'a') && bit(err.expected, 'D'));
    ck_assert_int_eq(urival_rfc1738_parse("gopher://h/1%09a%09|", 20, NULL, &err), URIVAL_ESYNTAX);
    ck_assert(bit(err.expected, '/') && bit(err.expected, '?'));
}
END_TEST

/* The other grammars' escapes carry their own names in errors. */
START_TEST(test_escape_names)
{
    urival_error err;
    ck_assert_int_eq(urival_match(URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, "a%4x", 4, &err),
                     URIVAL_ESYNTAX);
    ck_assert_str_eq(err.rule, "escaped");
    ck_assert_uint_eq(err.rule_start, 1);
    ck_assert_int_eq(urival_match(URIVAL_RULE_URL_1993_FRAGMENTADDRESS, "http://h/%g", 11, &err),
                     URIVAL_ESYNTAX);
    ck_assert_str_eq(err.rule, "escape");
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC1738_XCHAR, "%", 1, &err), URIVAL_ESYNTAX);
    ck_assert_str_eq(err.rule, "escape");
    ck_assert_int_eq(urival_match(URIVAL_RULE_URL_1993_PATH, "a b/c?", 6, &err), URIVAL_ESYNTAX);
    ck_assert_str_eq(err.rule, "path");
}
END_TEST

static void loop(Suite *s, const char *name, const TTest *t, struct tsv *table, const char *file)
{
    TCase *tc = tcase_create(name);
    tsv_load(table, file);
    tcase_add_loop_test(tc, t, 0, (int)table->nrows);
    suite_add_tcase(s, tc);
}

int main(void)
{
    Suite *s = suite_create("historic");
    TCase *tc = tcase_create("api");
    int failed;

    loop(s, "rfc1738_urls.tsv", test_urls, &urls, "rfc1738_urls.tsv");
    loop(s, "rfc1738_parts.tsv", test_parts, &parts, "rfc1738_parts.tsv");
    loop(s, "rfc1738_match.tsv", test_match1738, &match1738, "rfc1738_match.tsv");
    loop(s, "url-draft05_match.tsv", test_match05, &match05, "url-draft05_match.tsv");
    loop(s, "url-1993_match.tsv", test_match93, &match93, "url-1993_match.tsv");
    loop(s, "url-draft05_resolve.tsv", test_resolve, &resolve, "url-draft05_resolve.tsv");
    tcase_add_test(tc, test_resolve_random);
    tcase_add_test(tc, test_resolve_errors);
    tcase_add_test(tc, test_resolve_contract);
    tcase_add_test(tc, test_rfc1738_api);
    tcase_add_test(tc, test_rfc1738_walk_contract);
    tcase_add_test(tc, test_rfc1738_walk_cap_wraps);
    tcase_add_test(tc, test_rfc1738_attribution);
    tcase_add_test(tc, test_rfc1738_case_expected);
    tcase_add_test(tc, test_rfc1738_gopher_expected);
    tcase_add_test(tc, test_escape_names);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&urls);
    tsv_free(&parts);
    tsv_free(&match1738);
    tsv_free(&match05);
    tsv_free(&match93);
    tsv_free(&resolve);
    return failed;
}
