/* check_iri_parse.c - urival_iri_parse(): IRI references (RFC 3987) into
 * spans, the checks of section 4.1 and ill-formed UTF-8.
 *
 * The IRI parser reuses RFC 3986's splitter over the rfc3987 recognizer,
 * so on ASCII it must be urival_uri_parse() exactly: every row of
 * tests/data/rfc3986_parse.tsv and a few thousand generated references
 * are parsed both ways and must give the same struct, or fail at the same
 * offset.  The rest are RFC 3987's own examples and the characters and
 * byte strings the section names. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/ascii.h"
#include "common/refcheck.h"
#include "common/tsv.h"

static struct tsv table;

static int iri_rule_of(const char *uri_rule, urival_rule *out)
{
    static const struct {
        const char *name;
        urival_rule rule;
    } map[] = {
        { "URI", URIVAL_RULE_RFC3987_IRI },
        { "URI-reference", URIVAL_RULE_RFC3987_IRI_REFERENCE },
        { "relative-ref", URIVAL_RULE_RFC3987_IRELATIVE_REF },
        { "absolute-URI", URIVAL_RULE_RFC3987_ABSOLUTE_IRI },
    };
    size_t i;
    for (i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(uri_rule, map[i].name) == 0) {
            *out = map[i].rule;
            return 1;
        }
    return 0;
}

static void same_parse(const char *label, urival_rule uri_rule, urival_rule iri_rule, const char *s,
                       size_t len)
{
    urival_uri a, b;
    urival_error ea, eb;
    urival_status sa = urival_uri_parse(uri_rule, s, len, &a, &ea);
    urival_status sb = urival_iri_parse(iri_rule, s, len, &b, &eb);
    int c;

    ck_assert_msg(sa == sb, "%s: uri %d, iri %d", label, sa, sb);
    if (sa != URIVAL_OK) {
        ck_assert_msg(ea.offset == eb.offset && ea.at_end == eb.at_end,
                      "%s: refused at %zu as a URI, at %zu as an IRI", label, ea.offset, eb.offset);
        return;
    }
    ck_assert_msg(a.defined == b.defined, "%s: defined %x, %x", label, a.defined, b.defined);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++)
        if (urival_uri_has(&a, (urival_uri_part)c))
            ck_assert_msg(a.part[c].off == b.part[c].off && a.part[c].len == b.part[c].len,
                          "%s: %s differs", label, urival_uri_part_name((urival_uri_part)c));
    ck_assert_msg(a.host_kind == b.host_kind && a.info == b.info && a.port_number == b.port_number,
                  "%s: host kind, info or port differs", label);
}

START_TEST(test_same_as_uri_table)
{
    const struct tsv_row *r = &table.rows[_i];
    urival_rule uri_rule, iri_rule;
    char label[64];
    size_t len;
    char *s;

    if (r->nfields < 2 || !iri_rule_of(r->field[0], &iri_rule))
        return;
    ck_assert(urival_rule_lookup("rfc3986", r->field[0], &uri_rule) == URIVAL_OK);
    s = field_dup(r->field[1], &len);
    snprintf(label, sizeof label, "rfc3986_parse.tsv line %zu", r->line);
    if (all_ascii(s, len))
        same_parse(label, uri_rule, iri_rule, s, len);
    free(s);
}
END_TEST

/* Generated references, whole and cut short (a prefix is a refusal or a
 * different split more often than not). */
START_TEST(test_same_as_uri_generated)
{
    struct rng g = { 3987 };
    char s[256], label[300];
    int i;
    for (i = 0; i < 4000; i++) {
        size_t n = gen_reference(&g, s, 0), cut = rng_below(&g, (unsigned)n + 1);
        snprintf(label, sizeof label, "<%s>", s);
        same_parse(label, URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_RULE_RFC3987_IRI_REFERENCE, s,
                   n);
        same_parse(label, URIVAL_RULE_RFC3986_URI_REFERENCE, URIVAL_RULE_RFC3987_IRI_REFERENCE, s,
                   cut);
        same_parse(label, URIVAL_RULE_RFC3986_RELATIVE_REF, URIVAL_RULE_RFC3987_IRELATIVE_REF, s,
                   n);
        same_parse(label, URIVAL_RULE_RFC3986_URI, URIVAL_RULE_RFC3987_IRI, s, n);
    }
}
END_TEST

/* An IRI and the components it must have ("-" for undefined). */
struct parse_case {
    urival_rule rule;
    const char *s;
    const char *part[URIVAL_URI_PART_COUNT];
    urival_uri_host_kind host;
};

#define E "\xc3\xa9" /* U+00E9, LATIN SMALL LETTER E WITH ACUTE */

static const struct parse_case parse_cases[] = {
    /* Section 3.1's example of a host name. */
    { URIVAL_RULE_RFC3987_IRI,
      "http://r" E "sum" E ".example.org",
      { "http", "r" E "sum" E ".example.org", "-", "r" E "sum" E ".example.org", "-", "", "-",
        "-" },
      URIVAL_URI_HOST_REGNAME },
    /* Section 3.1: "http://www.example.org/red%09ros&#xE9;#red". */
    { URIVAL_RULE_RFC3987_IRI,
      "http://www.example.org/red%09ros" E "#red",
      { "http", "www.example.org", "-", "www.example.org", "-", "/red%09ros" E, "-", "red" },
      URIVAL_URI_HOST_REGNAME },
    /* Section 3.1: Old Italic letters U+10300 to U+10302. */
    { URIVAL_RULE_RFC3987_IRI,
      "http://example.com/\xf0\x90\x8c\x80\xf0\x90\x8c\x81\xf0\x90\x8c\x82",
      { "http", "example.com", "-", "example.com", "-",
        "/\xf0\x90\x8c\x80\xf0\x90\x8c\x81\xf0\x90\x8c\x82", "-", "-" },
      URIVAL_URI_HOST_REGNAME },
    /* Section 3.1: the validator example, an IRI within a query. */
    { URIVAL_RULE_RFC3987_IRI,
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr" E "sum" E ".example.org",
      { "http", "validator.w3.org", "-", "validator.w3.org", "-", "/check",
        "uri=http%3A%2F%2Fr" E "sum" E ".example.org", "-" },
      URIVAL_URI_HOST_REGNAME },
    /* Section 3.2.1: U+7D0D U+8C46 (Natto) as a host. */
    { URIVAL_RULE_RFC3987_IRI,
      "http://\xe7\xb4\x8d\xe8\xb1\x86.example.org/%E2%80%AE",
      { "http", "\xe7\xb4\x8d\xe8\xb1\x86.example.org", "-", "\xe7\xb4\x8d\xe8\xb1\x86.example.org",
        "-", "/%E2%80%AE", "-", "-" },
      URIVAL_URI_HOST_REGNAME },
    /* iuserinfo, a port, iprivate (U+E000) in the query. */
    { URIVAL_RULE_RFC3987_IRI_REFERENCE,
      "x://j" E ":p@h" E ":8080/a" E "?\xee\x80\x80#\xf3\xa1\x80\x80",
      { "x", "j" E ":p@h" E ":8080", "j" E ":p", "h" E, "8080", "/a" E, "\xee\x80\x80",
        "\xf3\xa1\x80\x80" },
      URIVAL_URI_HOST_REGNAME },
    /* Hosts that are no ireg-name. */
    { URIVAL_RULE_RFC3987_IRI,
      "http://[2001:db8::7]/" E,
      { "http", "[2001:db8::7]", "-", "[2001:db8::7]", "-", "/" E, "-", "-" },
      URIVAL_URI_HOST_IPV6 },
    { URIVAL_RULE_RFC3987_IRI,
      "http://192.0.2.1/" E,
      { "http", "192.0.2.1", "-", "192.0.2.1", "-", "/" E, "-", "-" },
      URIVAL_URI_HOST_IPV4 },
    /* Relative references: a first segment with ucschar and no ":". */
    { URIVAL_RULE_RFC3987_IRELATIVE_REF,
      E "/b?c",
      { "-", "-", "-", "-", "-", E "/b", "c", "-" },
      URIVAL_URI_HOST_NONE },
    { URIVAL_RULE_RFC3987_IRELATIVE_REF,
      "//" E,
      { "-", E, "-", E, "-", "", "-", "-" },
      URIVAL_URI_HOST_REGNAME },
    { URIVAL_RULE_RFC3987_ABSOLUTE_IRI,
      "urn:" E ":x?q",
      { "urn", "-", "-", "-", "-", E ":x", "q", "-" },
      URIVAL_URI_HOST_NONE },
};

/* RFC 3986 section 7.6's warning holds for internationalized names too:
 * a userinfo that reads as a host name, in letters above U+007F. */
START_TEST(test_hostlike_userinfo)
{
    urival_uri u;
    static const char *const hostlike = "http://b"
                                        "\xc3\xa4"
                                        "nk.example@evil.example/";
    static const char *const plain = "http://\xc3\xa4"
                                     "lice@example.com/";
    ck_assert_int_eq(
        urival_iri_parse(URIVAL_RULE_RFC3987_IRI, hostlike, strlen(hostlike), &u, NULL), URIVAL_OK);
    ck_assert_uint_eq(u.info & URIVAL_URI_INFO_HOSTLIKE_USERINFO,
                      URIVAL_URI_INFO_HOSTLIKE_USERINFO);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, plain, strlen(plain), &u, NULL),
                     URIVAL_OK);
    ck_assert_uint_eq(u.info & URIVAL_URI_INFO_HOSTLIKE_USERINFO, 0);
}
END_TEST

START_TEST(test_examples)
{
    const struct parse_case *c = &parse_cases[_i];
    size_t len = strlen(c->s);
    urival_uri u;
    urival_error err;
    int p;
    urival_status st = urival_iri_parse(c->rule, c->s, len, &u, &err);

    ck_assert_msg(st == URIVAL_OK, "case %d: status %d at %zu", _i, st, err.offset);
    for (p = 0; p < URIVAL_URI_PART_COUNT; p++) {
        const char *want = c->part[p];
        if (strcmp(want, "-") == 0) {
            ck_assert_msg(!urival_uri_has(&u, (urival_uri_part)p), "case %d: %s defined", _i,
                          urival_uri_part_name((urival_uri_part)p));
            continue;
        }
        ck_assert_msg(urival_uri_has(&u, (urival_uri_part)p), "case %d: no %s", _i,
                      urival_uri_part_name((urival_uri_part)p));
        ck_assert_msg(u.part[p].len == strlen(want) &&
                          memcmp(c->s + u.part[p].off, want, u.part[p].len) == 0,
                      "case %d: %s is <%.*s>", _i, urival_uri_part_name((urival_uri_part)p),
                      (int)u.part[p].len, c->s + u.part[p].off);
    }
    ck_assert_int_eq(u.host_kind, c->host);
    if (urival_uri_has(&u, URIVAL_URI_PART_PORT))
        ck_assert_uint_eq(u.port_number, 8080);
}
END_TEST

/* A refusal: the status, the offset and the rule named. */
struct refusal {
    urival_rule rule;
    const char *s;
    size_t len; /* 0: strlen */
    urival_status status;
    size_t offset;
    const char *rule_name;
};

static const struct refusal refusals[] = {
    /* Section 4.1: each of the seven formatting characters, in each
     * component where ucschar may stand. */
    { URIVAL_RULE_RFC3987_IRI, "http://a/\xe2\x80\x8e", 0, URIVAL_EIRI_BIDI, 9, "ipath-abempty" },
    { URIVAL_RULE_RFC3987_IRI, "http://a/b?\xe2\x80\x8f", 0, URIVAL_EIRI_BIDI, 11, "iquery" },
    { URIVAL_RULE_RFC3987_IRI, "http://a/#\xe2\x80\xaa", 0, URIVAL_EIRI_BIDI, 10, "ifragment" },
    { URIVAL_RULE_RFC3987_IRI, "http://\xe2\x80\xab/", 0, URIVAL_EIRI_BIDI, 7, "ireg-name" },
    { URIVAL_RULE_RFC3987_IRI, "http://u\xe2\x80\xac@h/", 0, URIVAL_EIRI_BIDI, 8, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI_REFERENCE, "a\xe2\x80\xad", 0, URIVAL_EIRI_BIDI, 1,
      "ipath-noscheme" },
    { URIVAL_RULE_RFC3987_IRI, "x:" E "\xe2\x80\xae" E, 0, URIVAL_EIRI_BIDI, 4, "ipath-rootless" },
    /* The first of two. */
    { URIVAL_RULE_RFC3987_IRI, "x:a\xe2\x80\x8e?\xe2\x80\x8e", 0, URIVAL_EIRI_BIDI, 3,
      "ipath-rootless" },
    /* The path's own alternative, as a syntax error there names it. */
    { URIVAL_RULE_RFC3987_IRI_REFERENCE, "/a\xe2\x80\x8e", 0, URIVAL_EIRI_BIDI, 2,
      "ipath-absolute" },
    /* The first fault wins: one before a syntax error or ill-formed bytes
     * is reported in the component the bytes before the fault place it. */
    { URIVAL_RULE_RFC3987_IRI, "http://a/\xe2\x80\x8e b", 0, URIVAL_EIRI_BIDI, 9, "ipath-abempty" },
    { URIVAL_RULE_RFC3987_IRI, "http://u\xe2\x80\xac@h:x/", 0, URIVAL_EIRI_BIDI, 8, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI, "http://\xe2\x80\xab/a b", 0, URIVAL_EIRI_BIDI, 7, "ireg-name" },
    { URIVAL_RULE_RFC3987_IRI, "http://h\xe2\x80\x8e[", 0, URIVAL_EIRI_BIDI, 8, "ireg-name" },
    /* before an "@": after a ":" only userinfo holds one (a port is digits) */
    { URIVAL_RULE_RFC3987_IRI, "http://u:p\xe2\x80\x8e x", 0, URIVAL_EIRI_BIDI, 10, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI, "http://u:p\xe2\x80\x8e", 0, URIVAL_EIRI_BIDI, 10, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI, "http://a:1\xe2\x80\x8e x", 0, URIVAL_EIRI_BIDI, 10, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI_REFERENCE, "//u:p\xe2\x80\x8e x", 0, URIVAL_EIRI_BIDI, 5,
      "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI, "http://u:p\xe2\x80\x8e@h:x", 0, URIVAL_EIRI_BIDI, 10, "iuserinfo" },
    { URIVAL_RULE_RFC3987_IRI, "http://a/?q\xe2\x80\x8e#f#", 0, URIVAL_EIRI_BIDI, 11, "iquery" },
    { URIVAL_RULE_RFC3987_IRI, "x:a\xe2\x80\x8e?b\xff", 0, URIVAL_EIRI_BIDI, 3, "ipath-rootless" },
    { URIVAL_RULE_RFC3987_IRI_REFERENCE, "a\xe2\x80\xad b", 0, URIVAL_EIRI_BIDI, 1,
      "ipath-noscheme" },
    { URIVAL_RULE_RFC3987_ABSOLUTE_IRI, "x:/a\xe2\x80\xad#", 0, URIVAL_EIRI_BIDI, 4,
      "ipath-absolute" },
    /* ... and one after them is not. */
    { URIVAL_RULE_RFC3987_IRI, "x:a b\xe2\x80\x8e", 0, URIVAL_ESYNTAX, 3, NULL },
    { URIVAL_RULE_RFC3987_IRI, "x:a\xff\xe2\x80\x8e", 0, URIVAL_EIRI_UTF8, 3, NULL },
    /* Ill-formed UTF-8: where the sequence begins. */
    { URIVAL_RULE_RFC3987_IRI, "x:a\xc0\x80", 0, URIVAL_EIRI_UTF8, 3, NULL },    /* overlong */
    { URIVAL_RULE_RFC3987_IRI, "x:a\xc1\xbf", 0, URIVAL_EIRI_UTF8, 3, NULL },    /* overlong */
    { URIVAL_RULE_RFC3987_IRI, "x:\xe0\x80\x80", 0, URIVAL_EIRI_UTF8, 2, NULL }, /* overlong */
    { URIVAL_RULE_RFC3987_IRI, "x:\xf0\x80\x80\x80", 0, URIVAL_EIRI_UTF8, 2, NULL },
    { URIVAL_RULE_RFC3987_IRI, "x:\xed\xa0\x80", 0, URIVAL_EIRI_UTF8, 2, NULL },     /* D800 */
    { URIVAL_RULE_RFC3987_IRI, "x:\xed\xbf\xbf", 0, URIVAL_EIRI_UTF8, 2, NULL },     /* DFFF */
    { URIVAL_RULE_RFC3987_IRI, "x:ab\xc3", 0, URIVAL_EIRI_UTF8, 4, NULL },           /* cut */
    { URIVAL_RULE_RFC3987_IRI, "x:\xe2\x82", 0, URIVAL_EIRI_UTF8, 2, NULL },         /* cut */
    { URIVAL_RULE_RFC3987_IRI, "x:\xc3(", 0, URIVAL_EIRI_UTF8, 2, NULL },            /* cut */
    { URIVAL_RULE_RFC3987_IRI, "x:\xf4\x90\x80\x80", 0, URIVAL_EIRI_UTF8, 2, NULL }, /* >10FFFF */
    { URIVAL_RULE_RFC3987_IRI, "x:\xf5\x80\x80\x80", 0, URIVAL_EIRI_UTF8, 2, NULL },
    { URIVAL_RULE_RFC3987_IRI, "x:\xff", 0, URIVAL_EIRI_UTF8, 2, NULL },
    { URIVAL_RULE_RFC3987_IRI, "x:\x80", 0, URIVAL_EIRI_UTF8, 2, NULL }, /* continuation */
    { URIVAL_RULE_RFC3987_IRI, "http://h/p#\xc3", 0, URIVAL_EIRI_UTF8, 11, NULL },
    /* Well-formed, but not what the grammar takes there: a syntax error. */
    { URIVAL_RULE_RFC3987_IRI, "x:\xef\xbf\xbe", 0, URIVAL_ESYNTAX, 4, NULL },  /* U+FFFE */
    { URIVAL_RULE_RFC3987_IRI, "x:\xc2\x80", 0, URIVAL_ESYNTAX, 3, NULL },      /* U+0080 */
    { URIVAL_RULE_RFC3987_IRI, "x:/\xee\x80\x80", 0, URIVAL_ESYNTAX, 3, NULL }, /* iprivate */
    { URIVAL_RULE_RFC3987_IRI, "x:a b", 0, URIVAL_ESYNTAX, 3, NULL },
    /* A syntax error before ill-formed bytes is the syntax error. */
    { URIVAL_RULE_RFC3987_IRI, "x:a b\xff", 0, URIVAL_ESYNTAX, 3, NULL },
    { URIVAL_RULE_RFC3987_IRI, E ":x", 0, URIVAL_ESYNTAX, 0, NULL }, /* no scheme */
    { URIVAL_RULE_RFC3987_IRI, "x:a\0b", 5, URIVAL_ESYNTAX, 3, NULL },
};

START_TEST(test_refusals)
{
    const struct refusal *c = &refusals[_i];
    size_t len = c->len != 0 ? c->len : strlen(c->s);
    urival_uri u;
    urival_error err;
    urival_status st = urival_iri_parse(c->rule, c->s, len, &u, &err);

    ck_assert_msg(st == c->status, "case %d: status %d, want %d", _i, st, c->status);
    ck_assert_msg(urival_iri_parse(c->rule, c->s, len, &u, NULL) == st,
                  "case %d: another status without err", _i);
    ck_assert_msg(err.status == c->status, "case %d: err.status %d", _i, err.status);
    ck_assert_msg(err.offset == c->offset, "case %d: offset %zu, want %zu", _i, err.offset,
                  c->offset);
    ck_assert_msg(err.rule != NULL && err.rule_start <= err.offset, "case %d: no rule", _i);
    if (c->rule_name != NULL)
        ck_assert_str_eq(err.rule, c->rule_name);
    if (c->rule_name != NULL && strcmp(c->rule_name, "iuserinfo") == 0)
        ck_assert_uint_eq(err.rule_start, (size_t)(strstr(c->s, "//") + 2 - c->s));
    ck_assert_uint_eq(u.defined, 0);
    ck_assert_uint_eq(u.part[URIVAL_URI_PART_PATH].len, 0);
}
END_TEST

/* Characters next to the forbidden ones stay allowed: U+200D (ZERO WIDTH
 * JOINER) and U+2066 (LEFT-TO-RIGHT ISOLATE, which section 4.1 does not
 * list: it came to Unicode later), U+2010 and U+202F. */
START_TEST(test_bidi_neighbours)
{
    static const char *const ok[] = {
        "x:\xe2\x80\x8d", "x:\xe2\x81\xa6", "x:\xe2\x80\x90", "x:\xe2\x80\xaf", "x:\xe2\x80\xa9",
    };
    urival_uri u;
    size_t i;
    for (i = 0; i < sizeof ok / sizeof ok[0]; i++)
        ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, ok[i], strlen(ok[i]), &u, NULL),
                         URIVAL_OK);
}
END_TEST

/* The messages say what and where. */
START_TEST(test_messages)
{
    static const struct {
        const char *s;
        const char *msg;
    } cases[] = {
        { "http://a/b\xe2\x80\xae",
          "offset 10: ipath-abempty: U+202E RIGHT-TO-LEFT OVERRIDE (RLO) is a bidirectional "
          "formatting character, which an IRI must not hold (RFC 3987 section 4.1)" },
        /* The bad bytes alone, not the good character after them. */
        { "http://a/b\xc3(", "offset 10: ipath-abempty: not well-formed UTF-8: \"\\xC3\" (an IRI "
                             "is read as characters in UTF-8, RFC 3987 section 2.2)" },
        { "http://a/b\xf0\x9f\x98\xc3\xa9",
          "offset 10: ipath-abempty: not well-formed UTF-8: \"\\xF0\\x9F\\x98\" (an IRI "
          "is read as characters in UTF-8, RFC 3987 section 2.2)" },
        { "http://a/b\xed\xa0\x80@", "offset 10: ipath-abempty: not well-formed UTF-8: "
                                     "\"\\xED\\xA0\\x80\" (an IRI is read as characters in "
                                     "UTF-8, RFC 3987 section 2.2)" },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_uri u;
        urival_error err;
        char msg[256];
        size_t n = strlen(cases[i].s);
        ck_assert_int_ne(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, cases[i].s, n, &u, &err),
                         URIVAL_OK);
        ck_assert_int_eq(urival_error_message(&err, cases[i].s, n, msg, sizeof msg, NULL),
                         URIVAL_OK);
        ck_assert_str_eq(msg, cases[i].msg);
    }
}
END_TEST

/* The RFC 3986 hints, for the same mistakes in an IRI ("i" rules), and
 * none that says "never" of a byte above 0x7F, which begins characters
 * an IRI holds elsewhere; but a well-formed character no IRI holds where
 * it stands is named, from its first byte, with why and its escapes
 * (section 2.2: ucschar, iprivate only in a query); a ucschar where the
 * grammar takes none (a scheme, an IP literal) gets no hint. */
START_TEST(test_hints)
{
    static const struct {
        urival_rule rule;
        const char *s;
        const char *hint; /* NULL: no hint */
    } cases[] = {
        { URIVAL_RULE_RFC3987_IRI, "http://" E "/a b",
          "; hint: \" \" is never allowed in an IRI; write it as \"%20\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://" E ":8x/",
          "; hint: a port is digits only, so \":8x\" could only be part of a userinfo, which "
          "needs an \"@\" after it" },
        { URIVAL_RULE_RFC3987_IRI, "http://u@" E "@h/",
          "; hint: the userinfo ends at the first \"@\"; write any other \"@\" as \"%40\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/#" E "#",
          "; hint: a fragment cannot hold a second \"#\"; write it as \"%23\"" },
        { URIVAL_RULE_RFC3987_IRELATIVE_REF, E ":b",
          "; hint: \"\\xC3\\xA9\" is not a scheme (a letter, then letters, digits, \"+\", "
          "\"-\" or \".\"), and the first segment of a relative path cannot hold \":\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://[fe80::1%25" E "]/",
          "; hint: an IPv6 zone identifier (\"%25\" and a zone) is not allowed in an IRI: RFC "
          "9844 took it out when it obsoleted RFC 6874" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/\xee\x80\x80",
          "; hint: U+E000 (from offset 9) is a private-use character, which an IRI holds only "
          "in its query, as iprivate (RFC 3987 section 2.2); write it as \"%EE%80%80\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/#\xf3\xb0\x80\x80",
          "; hint: U+F0000 (from offset 10) is a private-use character, which an IRI holds "
          "only in its query, as iprivate (RFC 3987 section 2.2); write it as "
          "\"%F3%B0%80%80\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/\xef\xbf\xbe",
          "; hint: U+FFFE (from offset 9) is a noncharacter, which no IRI holds (RFC 3987 "
          "section 2.2); write it as \"%EF%BF%BE\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/?\xef\xb7\x90",
          "; hint: U+FDD0 (from offset 10) is a noncharacter, which no IRI holds (RFC 3987 "
          "section 2.2); write it as \"%EF%B7%90\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://\xc2\x85/",
          "; hint: U+0085 (from offset 7) is a C1 control character, which no IRI holds (RFC "
          "3987 section 2.2); write it as \"%C2%85\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/\xef\xbf\xb9",
          "; hint: U+FFF9 (from offset 9) is not among the characters an IRI holds (RFC 3987 "
          "section 2.2); write it as \"%EF%BF%B9\"" },
        { URIVAL_RULE_RFC3987_IRI, "http://h/\xf3\xa0\x80\x81",
          "; hint: U+E0001 (from offset 9) is not among the characters an IRI holds (RFC 3987 "
          "section 2.2); write it as \"%F3%A0%80%81\"" },
        { URIVAL_RULE_RFC3987_IRI, "ht" E "tp://h/", NULL },
        { URIVAL_RULE_RFC3987_IRI, "http://[" E "]/", NULL },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        urival_uri u;
        urival_error err;
        char msg[512];
        size_t n = strlen(cases[i].s), m;
        const char *h;
        ck_assert_int_eq(urival_iri_parse(cases[i].rule, cases[i].s, n, &u, &err), URIVAL_ESYNTAX);
        ck_assert_int_eq(urival_error_message(&err, cases[i].s, n, msg, sizeof msg, NULL),
                         URIVAL_OK);
        h = strstr(msg, "; hint: ");
        if (cases[i].hint == NULL) {
            ck_assert_msg(h == NULL, "%s: unexpected hint in %s", cases[i].s, msg);
            continue;
        }
        m = strlen(cases[i].hint);
        ck_assert_msg(strlen(msg) >= m && strcmp(msg + strlen(msg) - m, cases[i].hint) == 0,
                      "%s: %s", cases[i].s, msg);
    }
}
END_TEST

START_TEST(test_arguments)
{
    urival_uri u;
    urival_error err;
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3986_URI, "a:b", 3, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IPATH, "a", 1, &u, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, "a:b", 3, NULL, NULL),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, NULL, 1, &u, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_iri_parse(URIVAL_RULE_RFC3987_IRI, "a:b", URIVAL_MAX_INPUT + 1, &u, NULL),
        URIVAL_ERANGE);
    /* The empty string is an irelative-ref and an IRI-reference, no IRI. */
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, NULL, 0, &u, NULL),
                     URIVAL_OK);
    ck_assert_uint_eq(u.defined, 1u << URIVAL_URI_PART_PATH);
    ck_assert_int_eq(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, "", 0, &u, &err), URIVAL_ESYNTAX);
    ck_assert(err.at_end);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_parse");
    TCase *tc = tcase_create("iri_parse");
    int failed;

    tsv_load(&table, "rfc3986_parse.tsv");
    tcase_add_loop_test(tc, test_same_as_uri_table, 0, (int)table.nrows);
    tcase_add_test(tc, test_same_as_uri_generated);
    tcase_add_loop_test(tc, test_examples, 0, (int)(sizeof parse_cases / sizeof parse_cases[0]));
    tcase_add_loop_test(tc, test_refusals, 0, (int)(sizeof refusals / sizeof refusals[0]));
    tcase_add_test(tc, test_bidi_neighbours);
    tcase_add_test(tc, test_messages);
    tcase_add_test(tc, test_hints);
    tcase_add_test(tc, test_arguments);
    tcase_add_test(tc, test_hostlike_userinfo);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    tsv_free(&table);
    return failed;
}
