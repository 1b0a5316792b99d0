/* fuzz_urn.c - URN parsing, the lexical-equivalence form and equivalence,
 * under both profiles (RFC 8141 and draft-ietf-urnbis-rfc2141bis-urn-03).
 *
 * Input: a flags byte (bit 0 the draft03 profile, bit 1
 * URIVAL_URN_FLAG_ASSIGNED, bit 2 URIVAL_URN_FLAG_STEP_5B), then two strings a and b
 * separated by the first "\n".  Invariants:
 *  - parse: the parts lie inside the input in order ("urn:" NID ":" NSS,
 *    then r, q, f behind their delimiters); NID and NSS are strings of the
 *    profile's NID and NSS rules, r, q and f of theirs; the reference flag
 *    says whether any of them is there, and with URIVAL_URN_FLAG_ASSIGNED such
 *    a URN is refused as URIVAL_EURN_NOT_ASSIGNED and nothing else
 *    changes; the informal flag marks exactly the rfc8141 NIDs "urn-...";
 *    rfc8141 rejects with URIVAL_ESYNTAX exactly what its
 *    namestring rule rejects, at the same offset; the draft03 directives
 *    walk the query, as many as ndirectives, each keyword "=" value;
 *    failures clear *out and report a bounded message;
 *  - canonical: succeeds exactly when parse does (URIVAL_URN_FLAG_STEP_5B only
 *    with draft03), is never longer than the input, is itself a valid URN
 *    whose form is itself (idempotent), and obeys the capacity protocol;
 *  - equal: reflexive, symmetric, true of a URN and its form, and exactly
 *    "the forms are the same string"; an invalid input reports its own
 *    parse failure, a's first. */
#include "fuzz_util.h"

#ifdef URIVAL_HAVE_RFC8141

static unsigned small;

static int same(const char *a, size_t al, const char *b, size_t bl)
{
    return al == bl && memcmp(a, b, al) == 0;
}

static int rule_ok(urival_rule r, const char *s, const urival_span *sp)
{
    return urival_match(r, s + sp->off, sp->len, NULL) == URIVAL_OK;
}

static char *form(urival_urn_profile p, unsigned flags, const char *s, size_t n, size_t *len)
{
    char *out;
    int st;
    urival_error err;
    PRODUCE(st, out, *len, small++, urival_urn_canonical(p, flags, s, n, BUF, CAP, &NEED, &err));
    if (st == URIVAL_OK)
        CHECK(err.status == URIVAL_OK);
    else
        CHECK(err.status != URIVAL_OK);
    return out;
}

static void check_urn(const char *s, size_t n, const urival_urn *u, urival_urn_profile p)
{
    static const urival_rule rfc[] = { URIVAL_RULE_RFC8141_NID, URIVAL_RULE_RFC8141_NSS,
                                       URIVAL_RULE_RFC8141_R_COMPONENT,
                                       URIVAL_RULE_RFC8141_Q_COMPONENT,
                                       URIVAL_RULE_RFC8141_F_COMPONENT };
    static const urival_rule draft[] = { URIVAL_RULE_URN_DRAFT03_NID, URIVAL_RULE_URN_DRAFT03_NSS,
                                         URIVAL_RULE_URN_DRAFT03_NID,
                                         URIVAL_RULE_URN_DRAFT03_URN_QUERY,
                                         URIVAL_RULE_URN_DRAFT03_FRAGMENT };
    static const char *const delim[] = { ":", ":", "?+", "?=", "#" };
    size_t i, end = 3, cursor = 0, count = 0;
    urival_urn_directive d;
    CHECK(u->profile == p);
    CHECK(n >= 4 && (s[0] | 32) == 'u' && (s[1] | 32) == 'r' && (s[2] | 32) == 'n');
    CHECK(urival_urn_has(u, URIVAL_URN_PART_NID) && urival_urn_has(u, URIVAL_URN_PART_NSS));
    CHECK(((u->info & URIVAL_URN_INFO_REFERENCE) != 0) ==
          (urival_urn_has(u, URIVAL_URN_PART_R) || urival_urn_has(u, URIVAL_URN_PART_Q) ||
           urival_urn_has(u, URIVAL_URN_PART_F)));
    for (i = 0; i < URIVAL_URN_PART_COUNT; i++) {
        const urival_span *sp = &u->part[i];
        const char *dl = delim[i];
        if (!urival_urn_has(u, (urival_urn_part)i))
            continue;
        CHECK(urival_urn_part_name(p, (urival_urn_part)i) != NULL);
        if (p == URIVAL_URN_PROFILE_DRAFT03 && i == URIVAL_URN_PART_Q)
            dl = "?";
        CHECK(p == URIVAL_URN_PROFILE_RFC8141 || i != URIVAL_URN_PART_R);
        CHECK(sp->off >= end + strlen(dl) && sp->off <= n && sp->len <= n - sp->off);
        CHECK(memcmp(s + sp->off - strlen(dl), dl, strlen(dl)) == 0);
        if (i <= URIVAL_URN_PART_NSS)
            CHECK(sp->off == end + 1);
        CHECK(rule_ok(p == URIVAL_URN_PROFILE_RFC8141 ? rfc[i] : draft[i], s, sp));
        end = sp->off + sp->len;
    }
    CHECK(end == n);
    if (p == URIVAL_URN_PROFILE_RFC8141) {
        const urival_span *nid = &u->part[URIVAL_URN_PART_NID];
        CHECK(u->ndirectives == 0);
        CHECK(((u->info & URIVAL_URN_INFO_INFORMAL) != 0) ==
              (nid->len > 4 && (s[nid->off] | 32) == 'u' && (s[nid->off + 1] | 32) == 'r' &&
               (s[nid->off + 2] | 32) == 'n' && s[nid->off + 3] == '-'));
        CHECK(urival_match(URIVAL_RULE_RFC8141_NAMESTRING, s, n, NULL) == URIVAL_OK);
    } else {
        CHECK(!(u->info & URIVAL_URN_INFO_INFORMAL));
    }
    while (urival_urn_next_directive(u, s, n, &cursor, &d) == URIVAL_OK) {
        const urival_span *q = &u->part[URIVAL_URN_PART_Q];
        CHECK(p == URIVAL_URN_PROFILE_DRAFT03 && count < u->ndirectives);
        CHECK(d.keyword.len > 0 && d.keyword.off >= q->off &&
              d.value.off + d.value.len <= q->off + q->len);
        CHECK(d.value.off == d.keyword.off + d.keyword.len + 1 && s[d.value.off - 1] == '=');
        CHECK(rule_ok(URIVAL_RULE_URN_DRAFT03_KEYWD, s, &d.keyword));
        CHECK(rule_ok(URIVAL_RULE_URN_DRAFT03_VALUE, s, &d.value));
        count++;
    }
    CHECK(count == u->ndirectives);
}

/* Parses s every way, checks what holds, returns the plain verdict. */
static int check_parse(urival_urn_profile p, const char *s, size_t n)
{
    urival_urn u, ua;
    urival_error err, aerr, merr;
    int st, sa;
    char *msg;
    size_t ml;
    memset(&u, 0x5A, sizeof u);
    st = urival_urn_parse(p, 0, s, n, &u, &err);
    sa = urival_urn_parse(p, URIVAL_URN_FLAG_ASSIGNED, s, n, &ua, &aerr);
    if (p == URIVAL_URN_PROFILE_RFC8141) {
        int m = urival_match(URIVAL_RULE_RFC8141_NAMESTRING, s, n, &merr);
        CHECK((st == URIVAL_ESYNTAX) == (m != URIVAL_OK));
        if (st == URIVAL_ESYNTAX)
            CHECK(err.offset == merr.offset);
    }
    if (st != URIVAL_OK) {
        CHECK(u.defined == 0 && u.info == 0);
        CHECK(err.status == st && err.offset <= n && err.rule != NULL);
        CHECK(err.rule_start <= err.offset);
        PRODUCE(sa, msg, ml, small++, urival_error_message(&err, s, n, BUF, CAP, &NEED));
        CHECK(ml > 0);
        free(msg);
        CHECK(urival_strstatus(st) != NULL);
        return st;
    }
    check_urn(s, n, &u, p);
    if (u.info & URIVAL_URN_INFO_REFERENCE) {
        CHECK(sa == URIVAL_EURN_NOT_ASSIGNED && aerr.offset <= n);
    } else {
        CHECK(sa == URIVAL_OK && memcmp(&u, &ua, sizeof u) == 0);
        CHECK(urival_match(p == URIVAL_URN_PROFILE_RFC8141 ? URIVAL_RULE_RFC8141_ASSIGNED_NAME
                                                           : URIVAL_RULE_URN_DRAFT03_URI,
                           s, n, NULL) == URIVAL_OK);
    }
    return st;
}

static void check_forms(urival_urn_profile p, unsigned flags, const char *a, size_t al,
                        const char *b, size_t bl, int ast, int bst)
{
    size_t fa, fb, ff;
    char *xa, *xb, *xx;
    int eq, eq2, st;
    urival_error err;
    int aok = ast == URIVAL_OK, bok = bst == URIVAL_OK;
    int bad = (flags & URIVAL_URN_FLAG_STEP_5B) && p == URIVAL_URN_PROFILE_RFC8141;
    if (flags & URIVAL_URN_FLAG_ASSIGNED) {
        urival_urn u;
        aok = urival_urn_parse(p, URIVAL_URN_FLAG_ASSIGNED, a, al, &u, NULL) == URIVAL_OK;
        bok = urival_urn_parse(p, URIVAL_URN_FLAG_ASSIGNED, b, bl, &u, NULL) == URIVAL_OK;
    }
    xa = form(p, flags, a, al, &fa);
    xb = form(p, flags, b, bl, &fb);
    st = urival_urn_equal(p, flags, a, al, b, bl, &eq, &err);
    if (bad) {
        CHECK(xa == NULL && xb == NULL && st == URIVAL_EINVAL);
        return;
    }
    CHECK((xa != NULL) == aok || (aok && (flags & URIVAL_URN_FLAG_STEP_5B)));
    CHECK((xb != NULL) == bok || (bok && (flags & URIVAL_URN_FLAG_STEP_5B)));
    CHECK((st == URIVAL_OK) == (xa != NULL && xb != NULL));
    if (xa != NULL) {
        CHECK(fa <= al);
        xx = form(p, flags, xa, fa, &ff);
        CHECK(xx != NULL && same(xx, ff, xa, fa));
        free(xx);
        CHECK(urival_urn_equal(p, flags, a, al, xa, fa, &eq2, NULL) == URIVAL_OK && eq2 == 1);
        CHECK(urival_urn_equal(p, flags, a, al, a, al, &eq2, NULL) == URIVAL_OK && eq2 == 1);
        CHECK(memcmp(xa, "urn:", 4) == 0);
    }
    if (st == URIVAL_OK) {
        CHECK(eq == same(xa, fa, xb, fb));
        CHECK(urival_urn_equal(p, flags, b, bl, a, al, &eq2, NULL) == URIVAL_OK && eq2 == eq);
    } else if (xa == NULL) {
        CHECK(err.offset <= al);
    } else {
        CHECK(err.offset <= bl);
    }
    free(xa);
    free(xb);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *a, *b;
    size_t al, bl;
    urival_urn_profile p;
    unsigned flags;
    int ast, bst;
    if (size < 1)
        return 0;
    p = (data[0] & 1u) ? URIVAL_URN_PROFILE_DRAFT03 : URIVAL_URN_PROFILE_RFC8141;
    flags = ((data[0] & 2u) ? URIVAL_URN_FLAG_ASSIGNED : 0) |
            ((data[0] & 4u) ? URIVAL_URN_FLAG_STEP_5B : 0);
    small = data[0] * 31u + (unsigned)size;
    CHECK(urival_urn_profile_name(p) != NULL);
    fuzz_split((const char *)data + 1, size - 1, &a, &al, &b, &bl);
    ast = check_parse(p, a, al);
    bst = check_parse(p, b, bl);
    check_forms(p, flags, a, al, b, bl, ast, bst);
    return 0;
}

#else
FUZZ_NOTHING_BUILT /* configured without URNs */
#endif
