/* check_iri_chars.c - the characters of RFC 3987 section 2.2, one by one,
 * in every component that takes characters above U+007F:
 *   tests/data/rfc3987_chars.tsv   char, a verdict for each of iuserinfo,
 *                                  ireg-name, isegment, iquery, ifragment,
 *                                  section, note
 * (the format is in tests/data/README-rfc3987.md).  Each character stands between
 * "a" and "b" in a component of an IRI, and goes through urival_match()
 * on the component's own rule and on the whole IRI, urival_iri_parse(),
 * urival_iri_compose(), urival_iri_to_uri() and, percent-encoded, urival_uri_to_iri(): a
 * character the component takes is kept, encoded and decoded back; one it
 * does not take is refused where the table says, and stays encoded the
 * other way (section 3.2, steps 3 and 4); urival_iri_compose() with the
 * character in the component given alone judges it as the parser does. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"
#include "common/tsv.h"

static struct tsv table;

/* Where a component's character goes: prefix "a" X "b" suffix, parsed as
 * rule; the path has three places, one for each kind of segment. */
struct place {
    int column;         /* the table's verdict field for the component */
    const char *own;    /* the component's rule in grammar/rfc3987.abnf */
    const char *prefix; /* ends with the "a" before the character */
    const char *suffix; /* begins with the "b" after it */
    urival_rule rule;
    const char *bidi_rule; /* the component a section 4.1 refusal names */
    /* The rule in progress a refusal by the grammar or by the UTF-8 check
     * names: before the "@" the authority could still be a userinfo or a
     * host, so the authority is named. */
    const char *syntax_rule;
    urival_uri_part part; /* the component, for urival_iri_compose() */
};

static const struct place places[] = {
    { 1, "iuserinfo", "s://a", "b@h/", URIVAL_RULE_RFC3987_IRI, "iuserinfo", "iauthority",
      URIVAL_URI_PART_USERINFO },
    { 2, "ireg-name", "s://a", "b/", URIVAL_RULE_RFC3987_IRI, "ireg-name", "iauthority",
      URIVAL_URI_PART_HOST },
    { 3, "isegment", "s://h/a", "b", URIVAL_RULE_RFC3987_IRI, "ipath-abempty", "ipath-abempty",
      URIVAL_URI_PART_PATH },
    { 3, "isegment-nz", "s:a", "b", URIVAL_RULE_RFC3987_IRI, "ipath-rootless", "ipath-rootless",
      URIVAL_URI_PART_PATH },
    { 3, "isegment-nz-nc", "a", "b/c", URIVAL_RULE_RFC3987_IRELATIVE_REF, "ipath-noscheme",
      "isegment-nz-nc", URIVAL_URI_PART_PATH },
    { 4, "iquery", "s://h/?a", "b", URIVAL_RULE_RFC3987_IRI, "iquery", "iquery",
      URIVAL_URI_PART_QUERY },
    { 5, "ifragment", "s://h/#a", "b", URIVAL_RULE_RFC3987_IRI, "ifragment", "ifragment",
      URIVAL_URI_PART_FRAGMENT },
};

#define NPLACES (sizeof places / sizeof places[0])

/* The bytes of the first field: "U+XXXX" in the plain 1- to 4-byte
 * scheme (so surrogates and code points past U+10FFFF get the bytes a
 * careless encoder would write), or the bytes themselves. */
static size_t char_bytes(const char *field, char *out)
{
    unsigned long c;
    unsigned char *o = (unsigned char *)out;
    if (strncmp(field, "U+", 2) != 0)
        return tsv_decode(field, out);
    c = strtoul(field + 2, NULL, 16);
    if (c < 0x800) {
        o[0] = (unsigned char)(0xC0 | c >> 6);
        o[1] = (unsigned char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        o[0] = (unsigned char)(0xE0 | c >> 12);
        o[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (c & 0x3F));
        return 3;
    }
    o[0] = (unsigned char)(0xF0 | c >> 18);
    o[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
    o[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
    o[3] = (unsigned char)(0x80 | (c & 0x3F));
    return 4;
}

/* A verdict: "valid", "bidi", "invalid@K" or "utf8@K" with K the byte of
 * the character at which the grammar stops (its length when the bytes are
 * a proper prefix of a character, refused at the "b" after them). */
enum verdict { V_VALID, V_BIDI, V_INVALID, V_UTF8 };

static enum verdict read_verdict(const char *f, size_t *k, size_t line)
{
    if (strcmp(f, "valid") == 0)
        return V_VALID;
    if (strcmp(f, "bidi") == 0)
        return V_BIDI;
    if (strncmp(f, "invalid@", 8) == 0) {
        *k = (size_t)strtoul(f + 8, NULL, 10);
        return V_INVALID;
    }
    ck_assert_msg(strncmp(f, "utf8@", 5) == 0, "line %zu: bad verdict %s", line, f);
    *k = (size_t)strtoul(f + 5, NULL, 10);
    return V_UTF8;
}

/* s[0..n) percent-encoded with upper-case hex digits. */
static size_t pct(const char *s, size_t n, char *out)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        unsigned char b = (unsigned char)s[i];
        out[o++] = '%';
        out[o++] = hex[b >> 4];
        out[o++] = hex[b & 15];
    }
    return o;
}

/* urival_iri_compose() of the components of whole[0..n), the character
 * (cn bytes at offset at) inside component pl->part, given whole: the
 * verdict's fault at the character's place in that component, or whole
 * itself.  The components are read from whole with an "x" in place of the
 * character; userinfo and host build the authority. */
static void check_compose(const struct place *pl, const char *label, const char *whole, size_t n,
                          size_t at, size_t cn, enum verdict v, size_t k)
{
    char plain[64], out[64];
    size_t pn = n - cn + 1, on, c, in;
    urival_uri u;
    urival_uri_texts t;
    urival_error err;
    urival_status st;

    memcpy(plain, whole, at);
    plain[at] = 'x';
    memcpy(plain + at + 1, whole + at + cn, n - at - cn);
    ck_assert(urival_iri_parse(pl->rule, plain, pn, &u, NULL) == URIVAL_OK);
    ck_assert(urival_uri_get_texts(&u, plain, pn, &t) == URIVAL_OK);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        size_t off = (size_t)(t.part[c].ptr - plain);
        if (!t.part[c].defined)
            continue;
        if (off <= at && at < off + t.part[c].len)
            t.part[c].len += cn - 1; /* holds the character */
        else if (off > at)
            off += cn - 1;
        t.part[c].ptr = whole + off;
    }
    if (pl->part == URIVAL_URI_PART_USERINFO || pl->part == URIVAL_URI_PART_HOST)
        t.part[URIVAL_URI_PART_AUTHORITY].defined = 0;
    in = at - (size_t)(t.part[pl->part].ptr - whole);
    st = urival_iri_compose(&t, out, sizeof out, &on, &err);
    switch (v) {
    case V_VALID:
        ck_assert_msg(st == URIVAL_OK && on == n && memcmp(out, whole, n) == 0,
                      "%s: compose %d <%s>", label, st, out);
        break;
    case V_BIDI:
        ck_assert_msg(st == URIVAL_EIRI_BIDI && err.offset == in, "%s: compose %d at %zu", label,
                      st, err.offset);
        ck_assert_str_eq(err.rule, pl->bidi_rule);
        break;
    case V_INVALID:
        ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == in + k, "%s: compose %d at %zu", label,
                      st, err.offset);
        break;
    case V_UTF8:
        ck_assert_msg(st == URIVAL_EIRI_UTF8 && err.offset == in, "%s: compose %d at %zu", label,
                      st, err.offset);
        break;
    }
}

static void check_place(const struct tsv_row *r, const struct place *pl, const char *ch, size_t cn)
{
    char whole[64], uri[96], mapped[128], label[160];
    char comp[16];
    size_t pre = strlen(pl->prefix), suf = strlen(pl->suffix), n, un, mn, k = 0;
    size_t at = pre; /* the character's first byte in whole */
    enum verdict v = read_verdict(r->field[pl->column], &k, r->line);
    urival_rule own;
    urival_error err;
    urival_uri u;
    urival_status st;

    snprintf(label, sizeof label, "line %zu (%s) in %s", r->line, r->field[0], pl->own);
    ck_assert(urival_rule_lookup("rfc3987", pl->own, &own) == URIVAL_OK);

    /* The component's own rule on "a" X "b". */
    comp[0] = 'a';
    memcpy(comp + 1, ch, cn);
    comp[1 + cn] = 'b';
    st = urival_match(own, comp, cn + 2, &err);
    if (v == V_VALID || v == V_BIDI) {
        ck_assert_msg(st == URIVAL_OK, "%s: %s refuses it at %zu", label, pl->own, err.offset);
    } else {
        ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == 1 + k,
                      "%s: %s gives %d at %zu, want a refusal at %zu", label, pl->own, st,
                      err.offset, 1 + k);
        ck_assert_str_eq(err.rule, pl->own);
    }

    /* The whole IRI. */
    memcpy(whole, pl->prefix, pre);
    memcpy(whole + pre, ch, cn);
    memcpy(whole + pre + cn, pl->suffix, suf);
    n = pre + cn + suf;
    st = urival_match(pl->rule, whole, n, &err);
    if (v == V_VALID || v == V_BIDI)
        ck_assert_msg(st == URIVAL_OK, "%s: the IRI is refused at %zu", label, err.offset);
    else
        ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == at + k,
                      "%s: match gives %d at %zu, want %zu", label, st, err.offset, at + k);

    st = urival_iri_parse(pl->rule, whole, n, &u, &err);
    switch (v) {
    case V_VALID:
        ck_assert_msg(st == URIVAL_OK, "%s: parse %d at %zu", label, st, err.offset);
        break;
    case V_BIDI:
        ck_assert_msg(st == URIVAL_EIRI_BIDI && err.offset == at, "%s: parse %d at %zu", label, st,
                      err.offset);
        ck_assert_str_eq(err.rule, pl->bidi_rule);
        break;
    case V_INVALID:
        ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == at + k, "%s: parse %d at %zu", label,
                      st, err.offset);
        ck_assert_str_eq(err.rule, pl->syntax_rule);
        break;
    case V_UTF8:
        /* Reported where the ill-formed sequence begins, not where the
         * grammar stopped. */
        ck_assert_msg(st == URIVAL_EIRI_UTF8 && err.offset == at, "%s: parse %d at %zu", label, st,
                      err.offset);
        ck_assert_str_eq(err.rule, pl->syntax_rule);
        break;
    }

    check_compose(pl, label, whole, n, at, cn, v, k);

    /* Section 3.1 encodes exactly the character; section 3.2 decodes the
     * encoded form back only where the component takes it. */
    memcpy(uri, pl->prefix, pre);
    un = pre + pct(ch, cn, uri + pre);
    memcpy(uri + un, pl->suffix, suf);
    un += suf;
    st = urival_iri_to_uri(whole, n, 0, mapped, sizeof mapped, &mn, &err);
    if (v == V_VALID) {
        ck_assert_msg(st == URIVAL_OK && mn == un && memcmp(mapped, uri, un) == 0,
                      "%s: to URI %d <%.*s>", label, st, (int)mn, mapped);
    } else {
        ck_assert_msg(st != URIVAL_OK && err.offset == (v == V_INVALID ? at + k : at),
                      "%s: to URI %d at %zu", label, st, err.offset);
    }
    st = urival_uri_to_iri(uri, un, 0, mapped, sizeof mapped, &mn, NULL);
    ck_assert_msg(st == URIVAL_OK, "%s: to IRI %d", label, st);
    if (v == V_VALID)
        ck_assert_msg(mn == n && memcmp(mapped, whole, n) == 0, "%s: to IRI <%.*s>", label, (int)mn,
                      mapped);
    else
        ck_assert_msg(mn == un && memcmp(mapped, uri, un) == 0, "%s: to IRI <%.*s>", label, (int)mn,
                      mapped);
}

START_TEST(test_char)
{
    const struct tsv_row *r = &table.rows[_i];
    char ch[32];
    size_t cn, i;

    ck_assert_msg(r->nfields == 8, "line %zu: %zu fields, want 8", r->line, r->nfields);
    ck_assert_msg(strlen(r->field[0]) < sizeof ch, "line %zu: too long", r->line);
    cn = char_bytes(r->field[0], ch);
    for (i = 0; i < NPLACES; i++)
        check_place(r, &places[i], ch, cn);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_chars");
    TCase *tc = tcase_create("rfc3987_chars.tsv");
    int failed;

    tsv_load(&table, "rfc3987_chars.tsv");
    tcase_add_loop_test(tc, test_char, 0, (int)table.nrows);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
