/* check_iri_map.c - urival_iri_to_uri() and urival_uri_to_iri(), RFC 3987
 * sections 3.1 and 3.2, on the sections' own examples with their published
 * results, then the properties the sections state: the mapping to URIs is
 * the identity on URIs and idempotent, and a URI converted to an IRI maps
 * back to itself (but for the case of hex digits and decoded unreserved
 * characters).  Every case also goes through the capacity sweep. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/refcheck.h"
#include "common/tsv.h"

#define E "\xc3\xa9" /* U+00E9 */

struct map_call {
    int to_iri;
    const char *s;
    size_t len;
    unsigned flags;
};

static int call_map(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct map_call *c = ctx;
    if (c->to_iri)
        return urival_uri_to_iri(c->s, c->len, c->flags, buf, cap, needed, NULL);
    return urival_iri_to_uri(c->s, c->len, c->flags, buf, cap, needed, NULL);
}

/* Runs one mapping: the status, the result, and the capacity sweep. */
static void check_map(int to_iri, const char *in, unsigned flags, urival_status want_st,
                      const char *want, size_t want_off)
{
    struct map_call c = { to_iri, in, strlen(in), flags };
    char got[512], label[600];
    size_t n = 99;
    urival_error err;
    urival_status st = to_iri ? urival_uri_to_iri(in, c.len, flags, got, sizeof got, &n, &err)
                              : urival_iri_to_uri(in, c.len, flags, got, sizeof got, &n, &err);

    snprintf(label, sizeof label, "%s <%s>", to_iri ? "to IRI" : "to URI", in);
    ck_assert_msg(st == want_st, "%s: status %d, want %d", label, st, want_st);
    if (st == URIVAL_OK) {
        ck_assert_msg(strcmp(got, want) == 0, "%s: got <%s>, want <%s>", label, got, want);
        ck_assert_uint_eq(n, strlen(want));
    } else {
        ck_assert_msg(err.status == want_st && err.offset == want_off,
                      "%s: err status %d offset %zu", label, err.status, err.offset);
        ck_assert_uint_eq(n, 0);
        ck_assert_str_eq(got, "");
    }
    check_capacities(label, call_map, &c, want_st, st == URIVAL_OK ? want : "",
                     st == URIVAL_OK ? strlen(want) : 0);
}

static const struct {
    const char *iri, *uri;
} to_uri_cases[] = {
    /* Section 3.1, step 2 on a host. */
    { "http://r" E "sum" E ".example.org", "http://r%C3%A9sum%C3%A9.example.org" },
    /* Section 3.1: existing escapes are not encoded further. */
    { "http://www.example.org/red%09ros" E "#red", "http://www.example.org/red%09ros%C3%A9#red" },
    /* Section 3.1: characters outside the BMP. */
    { "http://example.com/\xf0\x90\x8c\x80\xf0\x90\x8c\x81\xf0\x90\x8c\x82",
      "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82" },
    /* Section 3.1: the validator example. */
    { "http://validator.w3.org/check?uri=http%3A%2F%2Fr" E "sum" E ".example.org",
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org" },
    /* Section 3.2.1's IRI with the Natto host maps back to its URI with
     * the general mapping. */
    { "http://\xe7\xb4\x8d\xe8\xb1\x86.example.org/%E2%80%AE",
      "http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE" },
    /* Sections 6.4 and 7.4: a file name exposed in UTF-8. */
    { "http://www.example.org/r" E "sum" E ".html",
      "http://www.example.org/r%C3%A9sum%C3%A9.html" },
    /* The authors' addresses: "the percent-encoded form of an IRI". */
    { "http://www.w3.org/People/D\xc3\xbcrst/", "http://www.w3.org/People/D%C3%BCrst/" },
    /* Every component; iprivate in the query. */
    { "x://" E "@" E ":1/" E "?" E "\xee\x80\x80#" E,
      "x://%C3%A9@%C3%A9:1/%C3%A9?%C3%A9%EE%80%80#%C3%A9" },
    /* The last code points of ucschar and iprivate. */
    { "x:\xf3\xad\xbf\xbd?\xf4\x8f\xbf\xbd", "x:%F3%AD%BF%BD?%F4%8F%BF%BD" },
    /* The identity on URIs (section 3.1: "an identity transformation for
     * URIs"), lower-case escapes included. */
    { "http://a/b%c3%a9?q=%2f#f", "http://a/b%c3%a9?q=%2f#f" },
    { "", "" },
    { "//[v1.x]:80/..;/?#", "//[v1.x]:80/..;/?#" },
};

START_TEST(test_to_uri)
{
    char once[512];
    size_t n;
    check_map(0, to_uri_cases[_i].iri, 0, URIVAL_OK, to_uri_cases[_i].uri, 0);
    /* Idempotent: "applying the mapping a second time will not change
     * anything". */
    check_map(0, to_uri_cases[_i].uri, 0, URIVAL_OK, to_uri_cases[_i].uri, 0);
    /* The result is a URI-reference. */
    ck_assert_int_eq(urival_iri_to_uri(to_uri_cases[_i].iri, strlen(to_uri_cases[_i].iri), 0, once,
                                       sizeof once, &n, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, once, n, NULL), URIVAL_OK);
}
END_TEST

START_TEST(test_to_uri_refused)
{
    check_map(0, "http://a/\xe2\x80\xae", 0, URIVAL_EIRI_BIDI, NULL, 9);
    check_map(0, "http://a/\xc3", 0, URIVAL_EIRI_UTF8, NULL, 9);
    check_map(0, "http://a/ b", 0, URIVAL_ESYNTAX, NULL, 9);
    check_map(0, "x:/\xee\x80\x80", 0, URIVAL_ESYNTAX, NULL, 3); /* iprivate in a path */
    check_map(0, "x:a", 2, URIVAL_EINVAL, NULL, 0);
}
END_TEST

/* Section 3.1's A-labels, with libidn2; without it the flag is refused. */
START_TEST(test_to_uri_idna)
{
    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_IDNA)) {
        check_map(0, "http://r" E "sum" E ".example.org", URIVAL_IRI_FLAG_IDNA, URIVAL_EUNAVAILABLE,
                  NULL, 0);
        return;
    }
    check_map(0, "http://r" E "sum" E ".example.org", URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://xn--rsum-bpad.example.org", 0);
    /* Only the host: the rest goes through step 2 as ever. */
    check_map(0, "http://u" E "@r" E "sum" E ".example.org:8/" E "?" E, URIVAL_IRI_FLAG_IDNA,
              URIVAL_OK, "http://u%C3%A9@xn--rsum-bpad.example.org:8/%C3%A9?%C3%A9", 0);
    /* Section 3.2.1's Natto host, the other way. */
    check_map(0, "http://\xe7\xb4\x8d\xe8\xb1\x86.example.org/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://xn--99zt52a.example.org/", 0);
    /* An ASCII host is left as written (no case mapping), and so are IP
     * addresses. */
    check_map(0, "http://Example.ORG/" E, URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://Example.ORG/%C3%A9", 0);
    check_map(0, "http://[::1]/" E, URIVAL_IRI_FLAG_IDNA, URIVAL_OK, "http://[::1]/%C3%A9", 0);
    /* A percent-encoded host, and names IDNA refuses: a label that begins
     * with a combining mark (U+0301, RFC 5891 section 4.2.3.2), and U+2488
     * DIGIT ONE FULL STOP, which STD3 rules refuse. */
    check_map(0, "http://r%C3%A9" E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0,
              "http://\xcc\x81"
              "a/",
              URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0,
              "http://u@a\xe2\x92\x88"
              "b/",
              URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 9);
    /* UseSTD3ASCIIRules (RFC 3490 section 4.1, step 3) refuses what is
     * not a letter, digit or "-" once mapped, never drops it: "_" and "!"
     * (an ireg-name may hold both), U+00A0 and U+3000, which map to a
     * space, U+2474, which maps to "(1)", and a label ending in "-". */
    check_map(0, "http://a_b." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://u@a!b." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 9);
    check_map(0, "http://a\xc2\xa0" E ".example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://\xc2\xa0.example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://a\xe3\x80\x80" E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://a\xe2\x91\xb4" E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E "-.example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* The same for an ASCII label beside a mapped one (which the mapping
     * leaves as it is), ending or beginning with "-". */
    check_map(0, "http://a-." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://-a." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* What the mapping removes by its table (RFC 3454 table B.1, UTS #46
     * "ignored") is gone by the specification: U+00AD SOFT HYPHEN. */
    check_map(0, "http://r" E "su\xc2\xadm" E ".example.org/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://xn--rsum-bpad.example.org/", 0);
    /* But a label it empties is refused (RFC 3490 section 4.1, step 8:
     * "in the range 1 to 63"), and so is a host it empties, or an empty
     * label as written; a final "." (the root) is no label. */
    check_map(0, "http://" E ".\xc2\xad.example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://\xc2\xad/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E "..example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E ".example./", URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://xn--9ca.example./", 0);
    check_map(0, "http://" E "\xe3\x80\x82/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK, "http://xn--9ca./",
              0); /* U+3002 IDEOGRAPHIC FULL STOP, a separator too */
    check_map(0, "http://" E ".\xc2\xad/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* Full-width digits map to ASCII ones: a name that would come out as
     * an IPv4 address (RFC 3986 section 3.2.2) is refused. */
    check_map(0, "http://\xef\xbc\x91\xef\xbc\x92\xef\xbc\x97.0.0.1/", URIVAL_IRI_FLAG_IDNA,
              URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://127.0.0.\xef\xbc\x91/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* ... and so is any whose last label is digits, which a resolver reads
     * as an address too (RFC 3696 section 2): with the root's ".", fewer
     * than four numbers, one number. */
    check_map(0, "http://\xef\xbc\x91\xef\xbc\x92\xef\xbc\x97.0.0.1./", URIVAL_IRI_FLAG_IDNA,
              URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://1.2.\xef\xbc\x93/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://\xef\xbc\x91/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E ".123/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* ... or "0x" and hex digits, which inet_aton() reads as a number too */
    check_map(0, "http://\xef\xbc\x91\xef\xbc\x92\xef\xbc\x97.0.0.0x1/", URIVAL_IRI_FLAG_IDNA,
              URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://\xef\xbc\x90x7f000001/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E ".0x/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://" E ".0xg/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK, "http://xn--9ca.0xg/", 0);
    check_map(0, "http://1" E ".example/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK,
              "http://xn--1-bga.example/", 0); /* digits in another label are fine */
    check_map(0, "http://" E ".a1/", URIVAL_IRI_FLAG_IDNA, URIVAL_OK, "http://xn--9ca.a1/", 0);
    /* UseSTD3ASCIIRules refuses U+2260, U+226E and U+226F (UTS #46:
     * disallowed_STD3_valid), however they are written: "=" or U+FF1C
     * FULLWIDTH LESS-THAN SIGN before U+0338 composes into one. */
    check_map(0, "http://\xe2\x89\xa0.example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://a\xe2\x89\xae" E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://\xe2\x89\xaf/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0,
              "http://a=\xcc\xb8"
              "b/",
              URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0,
              "http://a\xef\xbc\x9c\xcc\xb8"
              "b/",
              URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://xn--1ch." E "/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    /* An escaped host is refused whole, not left as it was: the name it
     * spells would have become A-labels. */
    check_map(0, "http://r%C3%A9sum%C3%A9.example/", URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL,
              7);
    check_map(0, "http://a%2Db.example/" E, URIVAL_IRI_FLAG_IDNA, URIVAL_EIRI_IDNA, NULL, 7);
    check_map(0, "http://r%C3%A9sum%C3%A9.example/", 0, URIVAL_OK,
              "http://r%C3%A9sum%C3%A9.example/", 0); /* without the flag: as it is */
}
END_TEST

static const struct {
    const char *uri, *iri;
} to_iri_cases[] = {
    /* Section 3.2.1, the three examples with their step-5 results. */
    { "http://www.example.org/D%C3%BCrst", "http://www.example.org/D\xc3\xbcrst" },
    { "http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst" },
    { "http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE" },
    /* Section 6.4: the UTF-8 URI of a file name, and a Latin-1 path with
     * a UTF-8 fragment, where only the fragment converts. */
    { "http://www.example.org/r%C3%A9sum%C3%A9.html",
      "http://www.example.org/r" E "sum" E ".html" },
    { "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9",
      "http://www.example.org/r%E9sum%E9.xml#r" E "sum" E },
    /* The authors' addresses. */
    { "http://www.w3.org/People/D%C3%BCrst/", "http://www.w3.org/People/D\xc3\xbcrst/" },
    /* Section 3.2: iso-8859-1 is not guessed. */
    { "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html" },
    /* Step 2: unreserved decoded; "%", reserved and what URIs do not allow
     * stay, as written. */
    { "x:%41%7e%2F%2f%20%25%3A%40%22", "x:A~%2F%2f%20%25%3A%40%22" },
    /* Every component that takes escapes; lower-case hex too. */
    { "x://%c3%a9@%C3%A9:1/%C3%A9?%C3%A9#%C3%A9", "x://" E "@" E ":1/" E "?" E "#" E },
    /* iprivate (U+E000, U+F0000) only in the query (section 2.2). */
    { "x:%EE%80%80?%EE%80%80%F3%B0%80%80#%EE%80%80",
      "x:%EE%80%80?\xee\x80\x80\xf3\xb0\x80\x80#%EE%80%80" },
    /* Step 3: no strictly legal UTF-8 sequence; each byte again "%HH". */
    { "x:%C3%28", "x:%C3%28" },       /* cut short by "(" */
    { "x:%C3%41", "x:%C3A" },         /* cut short by "A", which step 2 decodes */
    { "x:%C0%80", "x:%C0%80" },       /* overlong */
    { "x:%ed%a0%80", "x:%ED%A0%80" }, /* surrogate */
    { "x:%F4%90%80%80", "x:%F4%90%80%80" },
    { "x:%80%C3%A9%BF", "x:%80" E "%BF" },
    { "x:%C3", "x:%C3" },
    { "x:%E2%82", "x:%E2%82" },
    /* Step 4: well-formed, but no ucschar (U+0080, U+FFFE, U+1FFFE) or a
     * bidi formatting character. */
    { "x:%C2%80", "x:%C2%80" },
    { "x:%EF%BF%BE", "x:%EF%BF%BE" },
    { "x:%F0%9F%BF%BE", "x:%F0%9F%BF%BE" },
    { "x:%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD",
      "x:%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD" },
    /* Neighbours that are ucschar: U+00A0, U+200D, U+2066. */
    { "x:%C2%A0%E2%80%8D%E2%81%A6", "x:\xc2\xa0\xe2\x80\x8d\xe2\x81\xa6" },
    /* Outside the BMP: the first ucschar of plane 1 and of plane 14. */
    { "x:%F0%90%80%80%F3%A1%80%80", "x:\xf0\x90\x80\x80\xf3\xa1\x80\x80" },
    /* A plain URI is itself. */
    { "http://a/b/c/d;p?q", "http://a/b/c/d;p?q" },
    { "", "" },
};

START_TEST(test_to_iri)
{
    const char *uri = to_iri_cases[_i].uri, *iri = to_iri_cases[_i].iri;
    char back[512];
    size_t n;
    urival_uri u;

    check_map(1, uri, 0, URIVAL_OK, iri, 0);
    /* The result is an IRI-reference, with no bidi character. */
    ck_assert_int_eq(
        urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, iri, strlen(iri), &u, NULL), URIVAL_OK);
    /* And it "maps back to the URI used as an input" but for the case of
     * escapes and decoded unreserved characters. */
    ck_assert_int_eq(urival_iri_to_uri(iri, strlen(iri), 0, back, sizeof back, &n, NULL),
                     URIVAL_OK);
    {
        urival_equivalence eq;
        ck_assert_int_eq(urival_compare(back, n, uri, strlen(uri), 0, &eq, NULL), URIVAL_OK);
        ck_assert_msg(eq <= URIVAL_COMPARE_RUNG_SYNTAX, "<%s> back as <%s>", uri, back);
    }
}
END_TEST

START_TEST(test_to_iri_refused)
{
    check_map(1, "x:" E, 0, URIVAL_ESYNTAX, NULL, 2);
    check_map(1, "x:%4", 0, URIVAL_ESYNTAX, NULL, 4);
    check_map(1, "x:a", 1, URIVAL_EINVAL, NULL, 0);
}
END_TEST

struct nfc_call {
    const char *s;
};

static int call_nfc(const void *ctx, char *buf, size_t cap, size_t *needed)
{
    const struct nfc_call *c = ctx;
    return urival_iri_nfc(c->s, strlen(c->s), buf, cap, needed, NULL);
}

/* Normalization form C (sections 3.1 step 1b, 5.3.2.2), with libunistring;
 * without it, URIVAL_EUNAVAILABLE. */
START_TEST(test_nfc)
{
    static const struct {
        const char *in, *nfc;
    } cases[] = {
        /* e and U+0301 COMBINING ACUTE ACCENT are U+00E9. */
        { "x:e\xcc\x81", "x:" E },
        /* Section 3.1's note: "Vi&#xEA;&#x323;t Nam" is "Vi&#x1EC7;t Nam". */
        { "x:Vi\xc3\xaa\xcc\xa3t", "x:Vi\xe1\xbb\x87t" },
        /* A CJK compatibility ideograph, U+F900, is U+8C48. */
        { "x:\xef\xa4\x80", "x:\xe8\xb1\x88" },
        /* Composition across an ASCII delimiter: "=" U+0338 is U+2260. */
        { "x:?a=\xcc\xb8\x62", "x:?a\xe2\x89\xa0\x62" }, /* \x62 is "b" */
        { "http://r" E "sum" E ".example.org/", "http://r" E "sum" E ".example.org/" },
        { "", "" },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct nfc_call c = { cases[i].in };
        int is = -1;
        char got[64];
        size_t n;
        if (!(urival_iri_features() & URIVAL_IRI_FEATURE_NFC)) {
            ck_assert_int_eq(urival_iri_nfc(c.s, strlen(c.s), got, sizeof got, &n, NULL),
                             URIVAL_EUNAVAILABLE);
            ck_assert_int_eq(urival_iri_is_nfc(c.s, strlen(c.s), &is, NULL), URIVAL_EUNAVAILABLE);
            ck_assert_int_eq(is, 0);
            continue;
        }
        check_capacities(cases[i].in, call_nfc, &c, URIVAL_OK, cases[i].nfc, strlen(cases[i].nfc));
        ck_assert_int_eq(urival_iri_is_nfc(c.s, strlen(c.s), &is, NULL), URIVAL_OK);
        ck_assert_int_eq(is, strcmp(cases[i].in, cases[i].nfc) == 0);
        ck_assert_int_eq(urival_iri_is_nfc(cases[i].nfc, strlen(cases[i].nfc), &is, NULL),
                         URIVAL_OK);
        ck_assert_int_eq(is, 1);
    }
    if (urival_iri_features() & URIVAL_IRI_FEATURE_NFC) {
        urival_error err;
        int is = 1;
        ck_assert_int_eq(urival_iri_is_nfc("x:a b", 5, &is, &err), URIVAL_ESYNTAX);
        ck_assert_int_eq(is, 0);
        ck_assert_uint_eq(err.offset, 3);
        ck_assert_int_eq(urival_iri_is_nfc("x:a", 3, NULL, NULL), URIVAL_EINVAL);
        /* U+1FEF GREEK VARIA is "`" (U+0060) in NFC: the input is no NFC
         * IRI, and its NFC form is no IRI at all. */
        ck_assert_int_eq(urival_iri_is_nfc("x:\xe1\xbf\xaf", 5, &is, &err), URIVAL_OK);
        ck_assert_int_eq(is, 0);
        ck_assert_int_eq(urival_iri_nfc("x:\xe1\xbf\xaf", 5, NULL, 0, NULL, &err), URIVAL_EIRI_NFC);
        ck_assert_int_eq(err.status, URIVAL_EIRI_NFC);
        ck_assert_uint_eq(err.offset, 2);         /* U+1FEF's first byte, in the input */
        ck_assert_str_eq(err.rule, "ihier-part"); /* what "x:`" fails */
        /* "A" and U+0301 compose to U+00C1, which no "%" HEXDIG HEXDIG
         * holds: from the "A" on, at its offset in the input, with the
         * rule the normalized form fails and the message to say so. */
        {
            static const char in[] = "http://a/%4A\xcc\x81";
            char msg[320];
            ck_assert_int_eq(urival_iri_nfc(in, sizeof in - 1, NULL, 0, NULL, &err),
                             URIVAL_EIRI_NFC);
            ck_assert_uint_eq(err.offset, 11);
            ck_assert_str_eq(err.rule, "pct-encoded");
            ck_assert_int_eq(urival_error_message(&err, in, sizeof in - 1, msg, sizeof msg, NULL),
                             URIVAL_OK);
            ck_assert_str_eq(msg, "offset 11: pct-encoded: normalization form C changes the text"
                                  " from U+0041 on into characters that make no IRI-reference"
                                  " (RFC 3987 sections 3.1 and 5.3.2.2: in NFC a character may"
                                  " become ASCII, or compose with an ASCII one)");
        }
        /* U+037E GREEK QUESTION MARK is ";" (U+003B): an IRI still. */
        {
            char got[8];
            size_t n;
            ck_assert_int_eq(urival_iri_nfc("x:a\xcd\xbe", 5, got, sizeof got, &n, NULL),
                             URIVAL_OK);
            ck_assert_str_eq(got, "x:a;");
        }
    }
}
END_TEST

START_TEST(test_arguments)
{
    char buf[8] = "zz";
    size_t n = 5;
    const char *s = "x:%C3%A9";
    ck_assert_int_eq(urival_iri_to_uri(NULL, 1, 0, buf, sizeof buf, &n, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_to_iri(s, 8, 0, NULL, 4, &n, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_uri_to_iri(s, URIVAL_MAX_INPUT + 1, 0, buf, sizeof buf, &n, NULL),
                     URIVAL_ERANGE);
    /* An output over the input is refused and left untouched. */
    {
        char over[16] = "x:%C3%A9";
        ck_assert_int_eq(urival_uri_to_iri(over, 8, 0, over + 2, 10, &n, NULL), URIVAL_EINVAL);
        ck_assert_str_eq(over, "x:%C3%A9");
        ck_assert_int_eq(urival_iri_to_uri(over, 8, 0, over, 16, &n, NULL), URIVAL_EINVAL);
    }
    ck_assert_uint_eq(urival_iri_features() & ~(URIVAL_IRI_FEATURE_IDNA | URIVAL_IRI_FEATURE_NFC),
                      0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("iri_map");
    TCase *tc = tcase_create("iri_map");
    tcase_add_loop_test(tc, test_to_uri, 0, (int)(sizeof to_uri_cases / sizeof to_uri_cases[0]));
    tcase_add_test(tc, test_to_uri_refused);
    tcase_add_test(tc, test_to_uri_idna);
    tcase_add_loop_test(tc, test_to_iri, 0, (int)(sizeof to_iri_cases / sizeof to_iri_cases[0]));
    tcase_add_test(tc, test_to_iri_refused);
    tcase_add_test(tc, test_nfc);
    tcase_add_test(tc, test_arguments);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
