/* fuzz_iri.c - the IRI functions (RFC 3987): urival_iri_parse(),
 * urival_iri_to_uri(), urival_uri_to_iri() and, with libunistring,
 * urival_iri_nfc().
 *
 * Input: a byte choosing the rule (low two bits: IRI-reference, IRI,
 * irelative-ref, absolute-IRI) and seeding the small capacities, then the
 * string.  Invariants (the three of issue 18 first):
 *  - parse agrees with match: a parse succeeds exactly when the rule
 *    matches and no bidi formatting character stands in the string; a
 *    refusal by the grammar is URIVAL_ESYNTAX at match's offset or
 *    URIVAL_EIRI_UTF8 at or before it; the spans lie in the input and
 *    recompose it, and each component matches its own rule (iuserinfo,
 *    ihost, ipath, ...); on ASCII the parse is urival_uri_parse()'s
 *    exactly;
 *  - the URI mapping of an IRI-reference is always a URI-reference, and a
 *    fixed point of the mapping; an input it refuses is refused as the
 *    parser refuses it;
 *  - IRI -> URI -> IRI gives back an input without "%" byte for byte, an
 *    NFC one included; any input comes back as a fixed point of the round
 *    trip whose URI is the input's on the syntax rung; with libunistring,
 *    the NFC form of every IRI-reference comes back unchanged and in NFC
 *    (without it, only the byte-for-byte identity can be checked: which
 *    inputs are in NFC is then unknown);
 *  - the IRI mapping of a URI-reference is an IRI-reference that maps back
 *    to a URI equal to the input on the syntax rung of the ladder;
 *  - IDNA, when built in, changes only a host of non-ASCII characters,
 *    into a reg-name (no IPv4 address) of LDH labels (none empty but the
 *    root where the host ended in a separator, none beginning or ending
 *    with "-"), or refuses it at the host; its result is a fixed point;
 *  - NFC, when built in, gives an IRI-reference in NFC, a fixed point, and
 *    urival_iri_is_nfc() says 1 exactly for inputs it leaves unchanged;
 *  - split at its first "\n" into a base and a reference:
 *    urival_iri_normalize() succeeds exactly on an IRI-reference, gives
 *    an IRI-reference, a fixed point, equal to the input on the simple or
 *    syntax rung, urival_normalize()'s on ASCII; urival_iri_compare() is
 *    symmetric, simple exactly for the same bytes, urival_compare()'s on
 *    ASCII; urival_iri_resolve() gives an IRI, urival_resolve()'s on
 *    ASCII, and urival_iri_relativize() of it a reference no longer than
 *    it or the reference, which resolves back to it;
 *  - split at each "\t" into components (scheme, authority, userinfo,
 *    host, port, path, query, fragment; the seed byte's bits leave some
 *    undefined): urival_iri_compose() succeeds exactly when each defined
 *    component is what it is checked for, and then gives what
 *    urival_iri_parse() takes back into the same components; on ASCII it
 *    is urival_uri_compose(), status, result and offset;
 *  - every output obeys the capacity protocol (fuzz_util.h) and every
 *    error report is sane. */
#include "fuzz_util.h"
#include "../common/ascii.h"

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

/* Each defined component of a parsed IRI matches the rfc3987 rule that
 * section 2.2 gives it (the part of "parse agrees with match" that the
 * whole-string verdict cannot see: where the splitter drew the lines). */
static void check_components(const urival_uri *u, const char *s)
{
    static const struct {
        urival_uri_part part;
        urival_rule rule;
    } own[] = {
        { URIVAL_URI_PART_SCHEME, URIVAL_RULE_RFC3987_SCHEME },
        { URIVAL_URI_PART_AUTHORITY, URIVAL_RULE_RFC3987_IAUTHORITY },
        { URIVAL_URI_PART_USERINFO, URIVAL_RULE_RFC3987_IUSERINFO },
        { URIVAL_URI_PART_HOST, URIVAL_RULE_RFC3987_IHOST },
        { URIVAL_URI_PART_PORT, URIVAL_RULE_RFC3987_PORT },
        { URIVAL_URI_PART_PATH, URIVAL_RULE_RFC3987_IPATH },
        { URIVAL_URI_PART_QUERY, URIVAL_RULE_RFC3987_IQUERY },
        { URIVAL_URI_PART_FRAGMENT, URIVAL_RULE_RFC3987_IFRAGMENT },
    };
    size_t i;
    for (i = 0; i < sizeof own / sizeof own[0]; i++)
        if (urival_uri_has(u, own[i].part))
            CHECK(urival_match(own[i].rule, s + u->part[own[i].part].off, u->part[own[i].part].len,
                               NULL) == URIVAL_OK);
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
        /* The first fault: a bidi character the grammar took, ill-formed
         * UTF-8 at or before the byte refused, or that byte. */
        CHECK(st == URIVAL_ESYNTAX || st == URIVAL_EIRI_UTF8 || st == URIVAL_EIRI_BIDI);
        if (st == URIVAL_ESYNTAX)
            CHECK(err.offset == merr.offset);
        else if (st == URIVAL_EIRI_UTF8)
            CHECK(err.offset <= merr.offset);
        else
            CHECK(err.offset < merr.offset && has_bidi(s + err.offset, 3));
    }
    if (st != URIVAL_OK) {
        CHECK(!has_bidi(s, err.offset));
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
    check_components(&u, s);
    if (all_ascii(s, n)) {
        CHECK(urival_uri_parse(uri_rules[which], s, n, &v, NULL) == URIVAL_OK);
        CHECK(memcmp(u.part, v.part, sizeof u.part) == 0 && u.defined == v.defined &&
              u.host_kind == v.host_kind && u.info == v.info && u.port_number == v.port_number);
    }
}

/* IRI -> URI -> IRI: a malloc'ed result (its length in *len), or NULL
 * when either mapping refuses. */
static char *round_trip(const char *s, size_t n, size_t *len)
{
    char *uri, *iri;
    size_t ulen;
    if (urival_iri_to_uri(s, n, 0, NULL, 0, &ulen, NULL) != URIVAL_OK)
        return NULL;
    uri = fuzz_alloc(ulen + 1);
    CHECK(urival_iri_to_uri(s, n, 0, uri, ulen + 1, &ulen, NULL) == URIVAL_OK);
    if (urival_uri_to_iri(uri, ulen, 0, NULL, 0, len, NULL) != URIVAL_OK) {
        free(uri);
        return NULL;
    }
    iri = fuzz_alloc(*len + 1);
    CHECK(urival_uri_to_iri(uri, ulen, 0, iri, *len + 1, len, NULL) == URIVAL_OK);
    free(uri);
    return iri;
}

static void check_to_uri(const char *s, size_t n, unsigned small)
{
    char *uri, *again, *iri, *iri2;
    size_t len, len2, len3, len4;
    int st, st2, st3, pst;
    urival_error err, perr;
    urival_uri u;
    urival_equivalence eq;

    PRODUCE(st, uri, len, small, urival_iri_to_uri(s, n, 0, BUF, CAP, &NEED, &err));
    pst = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, n, &u, &perr);
    CHECK(st == pst);
    if (st != URIVAL_OK) {
        /* Refused as the parser refuses it. */
        CHECK(err.status == st && err.offset == perr.offset);
        return;
    }
    /* The URI mapping is always a URI, and a fixed point of the mapping. */
    CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, uri, len, NULL) == URIVAL_OK);
    PRODUCE(st2, again, len2, small >> 3, urival_iri_to_uri(uri, len, 0, BUF, CAP, &NEED, NULL));
    CHECK(st2 == URIVAL_OK && len2 == len && memcmp(again, uri, len) == 0);
    free(again);
    /* IRI -> URI -> IRI.  Without "%" the input comes back byte for byte
     * (so an input in NFC comes back in NFC, with or without
     * libunistring); with "%" it may come back with escapes of ucschar
     * decoded and hex digits in upper case, a fixed point of the round
     * trip with the same URI on the syntax rung. */
    PRODUCE(st3, iri, len3, small >> 2, urival_uri_to_iri(uri, len, 0, BUF, CAP, &NEED, NULL));
    CHECK(st3 == URIVAL_OK);
    if (memchr(s, '%', n) == NULL)
        CHECK(len3 == n && memcmp(iri, s, n) == 0);
    iri2 = round_trip(iri, len3, &len4);
    CHECK(iri2 != NULL && len4 == len3 && memcmp(iri2, iri, len3) == 0);
    free(iri2);
    CHECK(urival_iri_to_uri(iri, len3, 0, NULL, 0, &len4, NULL) == URIVAL_OK);
    again = fuzz_alloc(len4 + 1);
    CHECK(urival_iri_to_uri(iri, len3, 0, again, len4 + 1, &len4, NULL) == URIVAL_OK);
    CHECK(urival_compare(again, len4, uri, len, 0, &eq, NULL) == URIVAL_OK);
    CHECK(eq == URIVAL_COMPARE_RUNG_SIMPLE || eq == URIVAL_COMPARE_RUNG_SYNTAX);
    free(again);
    free(iri);
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

/* ToASCII's checks on a host that IDNA wrote (map.c's to_ascii_labels(),
 * restated): labels of letters, digits and "-", none empty but the root
 * after a final "." where the IRI's host ended in a separator (root_ok),
 * none beginning or ending with "-". */
static int ldh_name(const char *s, size_t n, int root_ok)
{
    size_t i, start = 0;
    for (i = 0; i <= n; i++) {
        if (i == n || s[i] == '.') {
            if (i == start && !(i == n && start > 0 && root_ok))
                return 0;
            if (i > start && (s[start] == '-' || s[i - 1] == '-'))
                return 0;
            start = i + 1;
        } else if (!((unsigned)(s[i] | 0x20) - 'a' < 26u || (unsigned)s[i] - '0' < 10u ||
                     s[i] == '-')) {
            return 0;
        }
    }
    return 1;
}

/* Whether an ireg-name ends in a label separator: ".", U+3002, U+FF0E or
 * U+FF61 (RFC 3490 section 3.1). */
static int ends_in_dot(const char *h, size_t n)
{
    return (n > 0 && h[n - 1] == '.') || (n >= 3 && (memcmp(h + n - 3, "\xe3\x80\x82", 3) == 0 ||
                                                     memcmp(h + n - 3, "\xef\xbc\x8e", 3) == 0 ||
                                                     memcmp(h + n - 3, "\xef\xbd\xa1", 3) == 0));
}

/* IDNA, when built in: the mapping with URIVAL_IRI_FLAG_IDNA is the one
 * without it but for a host of non-ASCII characters, which becomes a name
 * of LDH labels or is refused (URIVAL_EIRI_IDNA at the host), never
 * anything else, and a host with an escape, which is refused; the result
 * is a URI-reference, and a fixed point. */
static void check_idna(const char *s, size_t n, unsigned small)
{
    char *out, *plain, *again;
    size_t len, plen, len2;
    int st, pst, st2, escaped;
    urival_error err;
    urival_uri u, pu, ou;
    const urival_span *h;
    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_IDNA))
        return;
    PRODUCE(st, out, len, small,
            urival_iri_to_uri(s, n, URIVAL_IRI_FLAG_IDNA, BUF, CAP, &NEED, &err));
    PRODUCE(pst, plain, plen, small >> 4, urival_iri_to_uri(s, n, 0, BUF, CAP, &NEED, NULL));
    if (pst != URIVAL_OK) {
        CHECK(st == pst);
        return;
    }
    CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, n, &u, NULL) == URIVAL_OK);
    h = &u.part[URIVAL_URI_PART_HOST];
    escaped = memchr(s + h->off, '%', h->len) != NULL;
    if (u.host_kind != URIVAL_URI_HOST_REGNAME || (all_ascii(s + h->off, h->len) && !escaped)) {
        CHECK(st == URIVAL_OK && len == plen && memcmp(out, plain, plen) == 0);
    } else if (st != URIVAL_OK) {
        CHECK(st == URIVAL_EIRI_IDNA && err.status == st && err.offset == h->off);
    } else {
        CHECK(!escaped);
        /* The same bytes around the host as the plain mapping's. */
        CHECK(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, plain, plen, &pu, NULL) ==
              URIVAL_OK);
        CHECK(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, out, len, &ou, NULL) ==
              URIVAL_OK);
        CHECK(ou.host_kind == URIVAL_URI_HOST_REGNAME);
        CHECK(ou.part[URIVAL_URI_PART_HOST].off == pu.part[URIVAL_URI_PART_HOST].off);
        CHECK(memcmp(out, plain, pu.part[URIVAL_URI_PART_HOST].off) == 0);
        CHECK(len - ou.part[URIVAL_URI_PART_HOST].off - ou.part[URIVAL_URI_PART_HOST].len ==
              plen - pu.part[URIVAL_URI_PART_HOST].off - pu.part[URIVAL_URI_PART_HOST].len);
        CHECK(memcmp(out + ou.part[URIVAL_URI_PART_HOST].off + ou.part[URIVAL_URI_PART_HOST].len,
                     plain + pu.part[URIVAL_URI_PART_HOST].off + pu.part[URIVAL_URI_PART_HOST].len,
                     plen - pu.part[URIVAL_URI_PART_HOST].off -
                         pu.part[URIVAL_URI_PART_HOST].len) == 0);
        CHECK(ldh_name(out + ou.part[URIVAL_URI_PART_HOST].off, ou.part[URIVAL_URI_PART_HOST].len,
                       ends_in_dot(s + h->off, h->len)));
    }
    if (st == URIVAL_OK) {
        CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, out, len, NULL) == URIVAL_OK);
        PRODUCE(st2, again, len2, small >> 3,
                urival_iri_to_uri(out, len, URIVAL_IRI_FLAG_IDNA, BUF, CAP, &NEED, NULL));
        CHECK(st2 == URIVAL_OK && len2 == len && memcmp(again, out, len) == 0);
        free(again);
    }
    free(out);
    free(plain);
}

/* NFC, when built in: the NFC form of an IRI-reference is one, in NFC,
 * a fixed point, and comes back unchanged from IRI -> URI -> IRI when it
 * holds no "%" (the round trip keeps NFC).  Without libunistring both
 * functions refuse every input with URIVAL_EUNAVAILABLE, and the NFC part
 * of the round trip is the byte-for-byte identity of check_to_uri(). */
static void check_nfc(const char *s, size_t n, unsigned small)
{
    char *out, *again, *back;
    size_t len, len2, len3;
    int st, st2, is = -1;
    urival_uri u;
    if (!(urival_iri_features() & URIVAL_IRI_FEATURE_NFC)) {
        CHECK(urival_iri_is_nfc(s, n, &is, NULL) == URIVAL_EUNAVAILABLE && is == 0);
        return;
    }
    PRODUCE(st, out, len, small, urival_iri_nfc(s, n, BUF, CAP, &NEED, NULL));
    if (urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, n, &u, NULL) != URIVAL_OK) {
        CHECK(st != URIVAL_OK);
        return;
    }
    if (st != URIVAL_OK) {
        /* An NFC form that is no IRI (U+1FEF is "`"): never in NFC, then;
         * the error at a character of the input, whose bytes up to there
         * normalization left alone. */
        urival_error err;
        CHECK(st == URIVAL_EIRI_NFC);
        CHECK(urival_iri_nfc(s, n, NULL, 0, NULL, &err) == URIVAL_EIRI_NFC && err.offset < n &&
              ((unsigned char)s[err.offset] & 0xC0) != 0x80 && err.rule != NULL);
        CHECK(urival_iri_is_nfc(s, n, &is, NULL) == URIVAL_OK && is == 0);
        return;
    }
    CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, out, len, &u, NULL) == URIVAL_OK);
    CHECK(urival_iri_is_nfc(out, len, &is, NULL) == URIVAL_OK && is == 1);
    CHECK(urival_iri_is_nfc(s, n, &is, NULL) == URIVAL_OK);
    CHECK(is == (len == n && memcmp(out, s, n) == 0));
    PRODUCE(st2, again, len2, small >> 1, urival_iri_nfc(out, len, BUF, CAP, &NEED, NULL));
    CHECK(st2 == URIVAL_OK && len2 == len && memcmp(again, out, len) == 0);
    free(again);
    if (memchr(out, '%', len) == NULL) {
        back = round_trip(out, len, &len3);
        CHECK(back != NULL && len3 == len && memcmp(back, out, len) == 0);
        CHECK(urival_iri_is_nfc(back, len3, &is, NULL) == URIVAL_OK && is == 1);
        free(back);
    }
    free(out);
}

static int same(const char *a, size_t al, const char *b, size_t bl)
{
    return al == bl && (al == 0 || memcmp(a, b, al) == 0);
}

/* The reference operations of RFC 3987 (resolution, normalization,
 * comparison, relativization) on s split at its first "\n" into a base
 * and a reference. */
static void check_reference_ops(const char *s, size_t n, unsigned small)
{
    const char *base, *ref;
    size_t bl, rl, tl, nl, nl2, ul, rel_l, back_l;
    char *target, *norm, *norm2, *uri, *rel, *back;
    urival_error err;
    urival_equivalence eq, eq2;
    urival_uri u;
    int st, st2, ref_ok;
    fuzz_split(s, n, &base, &bl, &ref, &rl);
    ref_ok = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, ref, rl, &u, NULL) == URIVAL_OK;

    /* Normalization: an IRI-reference, a fixed point, equal to the input
     * on the syntax rung at least; on ASCII, urival_normalize()'s. */
    PRODUCE(st, norm, nl, small, urival_iri_normalize(ref, rl, 0, BUF, CAP, &NEED, &err));
    CHECK((st == URIVAL_OK) == ref_ok);
    if (st == URIVAL_OK) {
        CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, norm, nl, &u, NULL) == URIVAL_OK);
        PRODUCE(st2, norm2, nl2, small >> 1,
                urival_iri_normalize(norm, nl, 0, BUF, CAP, &NEED, &err));
        CHECK(st2 == URIVAL_OK && same(norm, nl, norm2, nl2));
        free(norm2);
        CHECK(urival_iri_compare(ref, rl, norm, nl, 0, &eq, &err) == URIVAL_OK);
        CHECK(eq == URIVAL_COMPARE_RUNG_SIMPLE || eq == URIVAL_COMPARE_RUNG_SYNTAX);
        if (all_ascii(ref, rl)) {
            PRODUCE(st2, norm2, nl2, small >> 2,
                    urival_normalize(ref, rl, 0, BUF, CAP, &NEED, &err));
            CHECK(st2 == URIVAL_OK && same(norm, nl, norm2, nl2));
            free(norm2);
        }
        /* The syntax rung is equality of the normal forms' URIs. */
        PRODUCE(st2, uri, ul, small >> 3, urival_iri_to_uri(norm, nl, 0, BUF, CAP, &NEED, &err));
        CHECK(st2 == URIVAL_OK);
        free(uri);
        free(norm);
    } else {
        CHECK(norm == NULL &&
              (st == URIVAL_ESYNTAX || st == URIVAL_EIRI_UTF8 || st == URIVAL_EIRI_BIDI));
    }

    /* Comparison: reflexive on the simple rung, symmetric. */
    st = urival_iri_compare(base, bl, ref, rl, 0, &eq, &err);
    st2 = urival_iri_compare(ref, rl, base, bl, 0, &eq2, &err);
    CHECK((st == URIVAL_OK) == (st2 == URIVAL_OK));
    CHECK(eq == eq2);
    if (st == URIVAL_OK) {
        CHECK((eq == URIVAL_COMPARE_RUNG_SIMPLE) == same(base, bl, ref, rl));
        if (all_ascii(base, bl) && all_ascii(ref, rl))
            CHECK(urival_compare(base, bl, ref, rl, 0, &eq2, &err) == URIVAL_OK && eq2 == eq);
        CHECK(urival_iri_compare(ref, rl, ref, rl, 0, &eq, &err) == URIVAL_OK &&
              eq == URIVAL_COMPARE_RUNG_SIMPLE);
    }

    /* Resolution: an IRI, urival_resolve()'s on ASCII; relativizing it
     * gives a reference that resolves back to it. */
    PRODUCE(st, target, tl, small >> 4,
            urival_iri_resolve(base, bl, ref, rl, 0, BUF, CAP, &NEED, &err));
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_EBASE || st == URIVAL_ESYNTAX || st == URIVAL_EIRI_UTF8 ||
              st == URIVAL_EIRI_BIDI);
        CHECK(st != URIVAL_ESYNTAX || !ref_ok);
        return;
    }
    CHECK(ref_ok);
    CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI, target, tl, &u, NULL) == URIVAL_OK);
    if (all_ascii(base, bl) && all_ascii(ref, rl)) {
        char *t2;
        size_t t2l;
        PRODUCE(st2, t2, t2l, small >> 5,
                urival_resolve(base, bl, ref, rl, 0, BUF, CAP, &NEED, &err));
        CHECK(st2 == URIVAL_OK && same(target, tl, t2, t2l));
        free(t2);
    }
    /* Every target of a resolution is reachable, by a reference no longer
     * than the one that led there, nor than the target. */
    PRODUCE(st, rel, rel_l, small >> 6,
            urival_iri_relativize(base, bl, target, tl, BUF, CAP, &NEED, &err));
    CHECK(st == URIVAL_OK && rel_l <= tl && rel_l <= rl);
    PRODUCE(st2, back, back_l, small >> 7,
            urival_iri_resolve(base, bl, rel, rel_l, 0, BUF, CAP, &NEED, &err));
    CHECK(st2 == URIVAL_OK && same(back, back_l, target, tl));
    free(back);
    free(rel);
    free(target);
}

/* urival_iri_compose() on s cut at each TAB into the components, in
 * urival_uri_part order; bit k of undefined leaves component k out (the
 * path is always there). */
static void check_compose(const char *s, size_t n, unsigned undefined, unsigned small)
{
    urival_uri_texts t;
    urival_error err, uerr;
    urival_uri u;
    char *out, *uout;
    size_t len, ulen, at = 0;
    int st, ust, c, built;
    memset(&t, 0, sizeof t);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        const char *tab = at < n ? memchr(s + at, '\t', n - at) : NULL;
        size_t end = tab != NULL ? (size_t)(tab - s) : n;
        if (at > n) /* past the last TAB: empty */
            at = end = n;
        t.part[c].ptr = s + at;
        t.part[c].len = end - at;
        t.part[c].defined = c == URIVAL_URI_PART_PATH || !((undefined >> c) & 1u);
        at = end + 1;
    }
    PRODUCE(st, out, len, small, urival_iri_compose(&t, BUF, CAP, &NEED, &err));
    CHECK(st == URIVAL_OK || st == URIVAL_ESYNTAX || st == URIVAL_EIRI_UTF8 ||
          st == URIVAL_EIRI_BIDI || st == URIVAL_EINVAL);
    if (all_ascii(s, n)) {
        PRODUCE(ust, uout, ulen, small, urival_uri_compose(&t, BUF, CAP, &NEED, &uerr));
        CHECK(ust == st);
        if (st == URIVAL_OK)
            CHECK(ulen == len && memcmp(uout, out, len) == 0);
        else if (st == URIVAL_ESYNTAX)
            CHECK(uerr.offset == err.offset);
        free(uout);
    }
    if (st != URIVAL_OK) {
        CHECK(err.status == st);
        return;
    }
    CHECK(urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, out, len, &u, NULL) == URIVAL_OK);
    built = !t.part[URIVAL_URI_PART_AUTHORITY].defined && t.part[URIVAL_URI_PART_HOST].defined;
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        const urival_text *want = &t.part[c];
        int authority_part =
            c == URIVAL_URI_PART_USERINFO || c == URIVAL_URI_PART_HOST || c == URIVAL_URI_PART_PORT;
        /* A whole authority stands for its parts, and parts for it. */
        if ((authority_part && !built) || (c == URIVAL_URI_PART_AUTHORITY && built))
            continue;
        CHECK(urival_uri_has(&u, (urival_uri_part)c) == want->defined ||
              (c == URIVAL_URI_PART_PATH && want->len == 0));
        if (want->defined)
            CHECK(u.part[c].len == want->len &&
                  memcmp(out + u.part[c].off, want->ptr, want->len) == 0);
    }
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
    check_idna(s, n, small);
    check_nfc(s, n, small);
    check_reference_ops(s, n, small);
    check_compose(s, n, data[0], small);
    return 0;
}
