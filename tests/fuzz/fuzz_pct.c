/* fuzz_pct.c - percent-encoding and decoding (RFC 3986 section 2.1).
 *
 * Input: a byte choosing the set (low four bits, modulo the set count) and
 * URIVAL_PCT_FLAG_REFUSE_NUL (bit 4), a byte seeding the small capacities,
 * then the string.  Invariants:
 *  - encode: the length is the input's plus two for every byte outside the
 *    set; the output is a string of the set's RFC 3986 rule (userinfo,
 *    reg-name, segments of a path, segment, segment-nz-nc, query,
 *    fragment, unreserved or pct-encoded), its escapes in upper case; it
 *    decodes back to the input (refusing NUL exactly when the input holds
 *    a NUL byte); URIVAL_PCT_SET_ANY and unknown sets are refused;
 *  - decode of any string: success gives the input's length less two per
 *    escape, and what the "any" set gives; it encodes and decodes back to
 *    itself; a rejection by a set but not by "any" is at a literal byte
 *    outside the set; a broken escape is reported at its first non-HEXDIG
 *    (or the end); URIVAL_ENUL only when refused, at a "%00";
 *  - set names look up to themselves;
 *  - every output obeys the capacity protocol (fuzz_util.h). */
#include "fuzz_util.h"

static unsigned small;

static int hexdig(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

static int in_set(urival_pct_set set, unsigned char c)
{
    size_t n;
    char tmp[1];
    char enc[4];
    tmp[0] = (char)c;
    CHECK(urival_pct_encode(set, tmp, 1, enc, sizeof enc, &n) == URIVAL_OK);
    return n == 1;
}

/* Is s[0..n) a string of the set's rule? */
static int matches_rule(urival_pct_set set, const char *s, size_t n)
{
    size_t i, start = 0;
    switch (set) {
    case URIVAL_PCT_SET_USERINFO:
        return urival_match(URIVAL_RULE_RFC3986_USERINFO, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_HOST:
        return urival_match(URIVAL_RULE_RFC3986_REG_NAME, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_PATH:
        for (i = 0; i <= n; i++) {
            if (i < n && s[i] != '/')
                continue;
            if (urival_match(URIVAL_RULE_RFC3986_SEGMENT, s + start, i - start, NULL) != URIVAL_OK)
                return 0;
            start = i + 1;
        }
        return 1;
    case URIVAL_PCT_SET_SEGMENT:
        return urival_match(URIVAL_RULE_RFC3986_SEGMENT, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_SEGMENT_NC:
        return n == 0 || urival_match(URIVAL_RULE_RFC3986_SEGMENT_NZ_NC, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_QUERY:
        return urival_match(URIVAL_RULE_RFC3986_QUERY, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_FRAGMENT:
        return urival_match(URIVAL_RULE_RFC3986_FRAGMENT, s, n, NULL) == URIVAL_OK;
    case URIVAL_PCT_SET_UNRESERVED:
        for (i = 0; i < n; i++) {
            if (s[i] == '%') {
                if (i + 3 > n)
                    return 0;
                if (urival_match(URIVAL_RULE_RFC3986_PCT_ENCODED, s + i, 3, NULL) != URIVAL_OK)
                    return 0;
                i += 2;
            } else if (urival_match(URIVAL_RULE_RFC3986_UNRESERVED, s + i, 1, NULL) != URIVAL_OK) {
                return 0;
            }
        }
        return 1;
    default:
        return 0;
    }
}

static char *decode(urival_pct_set set, const char *s, size_t n, unsigned flags, size_t *m, int *st,
                    urival_error *err)
{
    char *out;
    PRODUCE(*st, out, *m, small++, urival_pct_decode(set, s, n, flags, BUF, CAP, &NEED, err));
    return out;
}

static void check_encode(urival_pct_set set, const char *s, size_t n)
{
    size_t need, m, i, outside = 0;
    char *enc, *dec;
    urival_error err;
    int st;
    PRODUCE(st, enc, need, small++, urival_pct_encode(set, s, n, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK);
    for (i = 0; i < n; i++)
        outside += !in_set(set, (unsigned char)s[i]);
    CHECK(need == n + 2 * outside);
    CHECK(matches_rule(set, enc, need));
    for (i = 0; i < need; i++)
        if (enc[i] == '%')
            CHECK(i + 2 < need && hexdig(enc[i + 1]) && hexdig(enc[i + 2]) &&
                  !(enc[i + 1] >= 'a') && !(enc[i + 2] >= 'a'));
    dec = decode(set, enc, need, 0, &m, &st, &err);
    CHECK(st == URIVAL_OK && m == n && memcmp(dec, s, n) == 0);
    free(dec);
    dec = decode(set, enc, need, URIVAL_PCT_FLAG_REFUSE_NUL, &m, &st, &err);
    CHECK((st == URIVAL_ENUL) == (memchr(s, '\0', n) != NULL));
    if (st == URIVAL_ENUL)
        CHECK(err.offset + 3 <= need && memcmp(enc + err.offset, "%00", 3) == 0);
    free(dec);
    free(enc);
}

static void check_decode(urival_pct_set set, const char *s, size_t n, unsigned flags)
{
    size_t m, ma, i, escapes = 0, k;
    char *dec, *any, *enc, *again;
    urival_error err, aerr, nerr;
    int st, sta;
    dec = decode(set, s, n, flags, &m, &st, &err);
    any = decode(URIVAL_PCT_SET_ANY, s, n, flags, &ma, &sta, &aerr);
    if (st == URIVAL_OK) {
        CHECK(sta == URIVAL_OK && m == ma && memcmp(dec, any, m) == 0);
        for (i = 0; i < n; i++)
            if (s[i] == '%')
                escapes++;
        CHECK(m == n - 2 * escapes);
        if (set != URIVAL_PCT_SET_ANY) {
            PRODUCE(st, enc, k, small++, urival_pct_encode(set, dec, m, BUF, CAP, &NEED));
            CHECK(st == URIVAL_OK);
            again = decode(set, enc, k, 0, &k, &st, NULL);
            CHECK(st == URIVAL_OK && k == m && memcmp(again, dec, m) == 0);
            free(again);
            free(enc);
        }
        if (flags & URIVAL_PCT_FLAG_REFUSE_NUL)
            for (i = 0; i + 2 < n; i++)
                CHECK(!(s[i] == '%' && s[i + 1] == '0' && s[i + 2] == '0'));
    } else if (st == URIVAL_ESYNTAX) {
        CHECK(err.status == URIVAL_ESYNTAX);
        fuzz_check_error(&err, s, n, small++);
        if (sta == URIVAL_OK) {
            /* Only the set can have refused it: a literal byte. */
            CHECK(set != URIVAL_PCT_SET_ANY && err.offset < n && s[err.offset] != '%' &&
                  !in_set(set, (unsigned char)s[err.offset]));
        }
    } else {
        CHECK(st == URIVAL_ENUL && (flags & URIVAL_PCT_FLAG_REFUSE_NUL));
        CHECK(err.offset + 3 <= n && memcmp(s + err.offset, "%00", 3) == 0);
        free(dec);
        dec = decode(set, s, n, flags & ~URIVAL_PCT_FLAG_REFUSE_NUL, &m, &st, &nerr);
        CHECK(st == URIVAL_OK || nerr.offset > err.offset);
    }
    if (sta == URIVAL_ESYNTAX) {
        size_t o = aerr.offset;
        CHECK(o <= n);
        /* A broken escape: a "%" one or two bytes before, no HEXDIG at o. */
        CHECK((o >= 1 && s[o - 1] == '%') || (o >= 2 && s[o - 2] == '%' && hexdig(s[o - 1])));
        CHECK(o == n || !hexdig(s[o]));
        CHECK(st != URIVAL_OK);
    }
    free(dec);
    free(any);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_pct_set set, back;
    const char *s;
    size_t n;
    unsigned flags;
    if (size < 2)
        return 0;
    set = (urival_pct_set)((data[0] & 15u) % URIVAL_PCT_SET_COUNT);
    flags = (data[0] & 0x10u) ? URIVAL_PCT_FLAG_REFUSE_NUL : 0;
    small = data[1];
    s = (const char *)data + 2;
    n = size - 2;
    CHECK(urival_pct_set_lookup(urival_pct_set_name(set), &back) == URIVAL_OK && back == set);
    CHECK(urival_pct_set_name(URIVAL_PCT_SET_COUNT) == NULL);
    if (set == URIVAL_PCT_SET_ANY)
        CHECK(urival_pct_encode(set, s, n, NULL, 0, &n) == URIVAL_EINVAL && n == 0);
    else
        check_encode(set, s, n);
    n = size - 2;
    check_decode(set, s, n, flags);
    return 0;
}
