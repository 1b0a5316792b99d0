/* fuzz_iri.c - the IRI functions (RFC 3987): urival_iri_parse(),
 * urival_iri_to_uri(), urival_uri_to_iri() and, with libunistring,
 * urival_iri_nfc().
 *
 * Input: a byte choosing the rule (low two bits: IRI-reference, IRI,
 * irelative-ref, absolute-IRI) and seeding the small capacities, then the
 * string.  Invariants:
 *  - parse agrees with match: a parse succeeds exactly when the rule
 *    matches and no bidi formatting character stands in the string; a
 *    refusal by the grammar is URIVAL_ESYNTAX at match's offset or
 *    URIVAL_EIRI_UTF8 at or before it; the spans lie in the input and
 *    recompose it; on ASCII the parse is urival_uri_parse()'s exactly;
 *  - the URI mapping of an IRI-reference is a URI-reference, a fixed point
 *    of the mapping, and, for an IRI without "%", maps back to the IRI
 *    itself (IRI -> URI -> IRI);
 *  - the IRI mapping of a URI-reference is an IRI-reference that maps back
 *    to a URI equal to the input on the syntax rung of the ladder;
 *  - NFC, when built in, gives an IRI-reference in NFC;
 *  - every output obeys the capacity protocol (fuzz_util.h) and every
 *    error report is sane. */
#include "fuzz_util.h"

static const urival_rule iri_rules[4] = { URIVAL_RULE_RFC3987_IRI_REFERENCE,
                                          URIVAL_RULE_RFC3987_IRI,
                                          URIVAL_RULE_RFC3987_IRELATIVE_REF,
                                          URIVAL_RULE_RFC3987_ABSOLUTE_IRI };
static const urival_rule uri_rules[4] = { URIVAL_RULE_RFC3986_URI_REFERENCE,
                                          URIVAL_RULE_RFC3986_URI, URIVAL_RULE_RFC3986_RELATIVE_REF,
                                          URIVAL_RULE_RFC3986_ABSOLUTE_URI };

static int has_bidi(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i + 2 < n; i++)
        if ((unsigned char)s[i] == 0xE2 && (unsigned char)s[i + 1] == 0x80 &&
            ((unsigned char)s[i + 2] == 0x8E || (unsigned char)s[i + 2] == 0x8F ||
             ((unsigned char)s[i + 2] >= 0xAA && (unsigned char)s[i + 2] <= 0xAE)))
            return 1;
    return 0;
}

static int ascii(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return 0;
    return 1;
}

static void check_parse(unsigned which, const char *s, size_t n, unsigned small)
{
    urival_uri u, v;
    urival_error err, merr;
    int st = urival_iri_parse(iri_rules[which], s, n, &u, &err);
    int mst = urival_match(iri_rules[which], s, n, &merr);

    if (mst == URIVAL_OK) {
        CHECK(st == (has_bidi(s, n) ? URIVAL_EIRI_BIDI : URIVAL_OK));
    } else {
        CHECK(st == URIVAL_ESYNTAX || st == URIVAL_EIRI_UTF8);
        if (st == URIVAL_ESYNTAX)
            CHECK(err.offset == merr.offset);
        else
            CHECK(err.offset <= merr.offset);
    }
    if (st != URIVAL_OK) {
        CHECK(err.status == st && u.defined == 0);
        fuzz_check_error(&err, s, n, small);
        return;
    }
    {
        char *back;
        size_t len;
        int rst;
        PRODUCE(rst, back, len, small, urival_uri_recompose(&u, s, n, BUF, CAP, &NEED));
        CHECK(rst == URIVAL_OK && len == n && memcmp(back, s, n) == 0);
        free(back);
    }
    if (ascii(s, n)) {
        CHECK(urival_uri_parse(uri_rules[which], s, n, &v, NULL) == URIVAL_OK);
        CHECK(memcmp(u.part, v.part, sizeof u.part) == 0 && u.defined == v.defined &&
              u.host_kind == v.host_kind && u.info == v.info && u.port_number == v.port_number);
    }
}

static void check_to_uri(const char *s, size_t n, unsigned small)
{
    char *uri, *again, *iri;
    size_t len, len2, len3;
    int st, st2, st3;
    urival_error err;
    urival_uri u;

    PRODUCE(st, uri, len, small, urival_iri_to_uri(s, n, 0, BUF, CAP, &NEED, NULL));
    CHECK((st == URIVAL_OK) ==
          (urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, n, &u, &err) == URIVAL_OK));
    if (st != URIVAL_OK)
        return;
    CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, uri, len, NULL) == URIVAL_OK);
    PRODUCE(st2, again, len2, small >> 3, urival_iri_to_uri(uri, len, 0, BUF, CAP, &NEED, NULL));
    CHECK(st2 == URIVAL_OK && len2 == len && memcmp(again, uri, len) == 0);
    free(again);
    if (memchr(s, '%', n) == NULL) {
        PRODUCE(st3, iri, len3, small >> 2, urival_uri_to_iri(uri, len, 0, BUF, CAP, &NEED, NULL));
        CHECK(st3 == URIVAL_OK && len3 == n && memcmp(iri, s, n) == 0);
        free(iri);
    }
    free(uri);
}

static void check_to_iri(const char *s, size_t n, unsigned small)
{
    char *iri, *uri;
    size_t len, len2;
    int st, st2;
    urival_uri u;
    urival_equivalence eq;

    PRODUCE(st, iri, len, small, urival_uri_to_iri(s, n, 0, BUF, CAP, &NEED, NULL));
    CHECK((st == URIVAL_OK) ==
          (urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, NULL) == URIVAL_OK));
    if (st != URIVAL_OK)
        return;
    CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, iri, len, &u, NULL) == URIVAL_OK);
    PRODUCE(st2, uri, len2, small >> 1, urival_iri_to_uri(iri, len, 0, BUF, CAP, &NEED, NULL));
    CHECK(st2 == URIVAL_OK);
    CHECK(urival_compare(uri, len2, s, n, 0, &eq, NULL) == URIVAL_OK);
    CHECK(eq == URIVAL_COMPARE_RUNG_SIMPLE || eq == URIVAL_COMPARE_RUNG_SYNTAX);
    free(uri);
    free(iri);
}

static void check_nfc(const char *s, size_t n, unsigned small)
{
    char *out;
    size_t len;
    int st, is = -1;
    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_NFC))
        return;
    PRODUCE(st, out, len, small, urival_iri_nfc(s, n, BUF, CAP, &NEED, NULL));
    if (st != URIVAL_OK)
        return;
    CHECK(urival_iri_is_nfc(out, len, &is, NULL) == URIVAL_OK && is == 1);
    free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s;
    size_t n;
    unsigned small;
    if (size < 1)
        return 0;
    small = data[0] >> 2;
    s = (const char *)data + 1;
    n = size - 1;
    check_parse(data[0] & 3u, s, n, small);
    check_to_uri(s, n, small);
    check_to_iri(s, n, small);
    check_nfc(s, n, small);
    return 0;
}
