/* check_urn.c - URNs: RFC 8141 and draft-ietf-urnbis-rfc2141bis-urn-03.
 *
 * Tables in tests/data (escapes as in tests/data/README.md; every value was
 * worked out by hand from grammar/rfc8141.abnf, grammar/urn-draft03.abnf
 * and the sections each row cites):
 *
 * urn_vectors.tsv: profile, options, input, expect, NID, NSS, r, q, f,
 *   flags, section.  profile is rfc8141 or draft03; options "-" or
 *   "assigned" (URIVAL_URN_FLAG_ASSIGNED).  expect is "valid", or KIND@N/RULE:
 *   the status (invalid = URIVAL_ESYNTAX, reserved, informal, nul,
 *   repeated, assigned = the URIVAL_EURN_ codes), the offset and the rule
 *   urival_urn_parse() reports.  The part fields are "-" for an undefined
 *   part and "=" and the value for a defined one (r is rfc8141's
 *   r-component, q its q-component or the draft's query, f the
 *   f-component or fragment); flags are "-" or a list of "informal",
 *   "reference".
 * urn_equiv.tsv: profile, step ("-", "5a" or "5b"), A, B, "equal" or
 *   "different", the canonical form of A ("-": not given), section.
 * urn_text.tsv: text, results of urival_urn_extract() called again from
 *   the end of each result ("none", or "S-E" for a URN, "S-E!KIND@N" for
 *   an invalid candidate, separated by spaces), section.
 * urn_match.tsv: grammar, rule, input, "valid" or "invalid@N", section:
 *   the URN rules matched alone through urival_match().
 *
 * Beyond the tables: every row is checked against the grammar rules too
 * (an RFC 8141 URN is an RFC 3986 URI, a draft-03 URN the draft's URI with
 * its NID, NSS and query in their rules), every byte value is tried in
 * the NSS and in running text, and the API contracts are tested. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static struct tsv vectors, equiv, text, matches;

static urival_urn_profile profile_of(const char *f)
{
    if (strcmp(f, "rfc8141") == 0)
        return URIVAL_URN_PROFILE_RFC8141;
    ck_assert_msg(strcmp(f, "draft03") == 0, "bad profile %s", f);
    return URIVAL_URN_PROFILE_DRAFT03;
}

static int status_of(const char *kind, size_t n)
{
    static const struct {
        const char *name;
        int status;
    } kinds[] = {
        { "invalid", URIVAL_ESYNTAX },
        { "reserved", URIVAL_EURN_RESERVED_NID },
        { "informal", URIVAL_EURN_INFORMAL_NID },
        { "nul", URIVAL_EURN_NUL },
        { "repeated", URIVAL_EURN_REPEATED_KEYWORD },
        { "assigned", URIVAL_EURN_NOT_ASSIGNED },
    };
    size_t i;
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strlen(kinds[i].name) == n && strncmp(kinds[i].name, kind, n) == 0)
            return kinds[i].status;
    ck_abort_msg("bad expectation kind %.*s", (int)n, kind);
    return -1;
}

/* Parses "KIND@N" or "KIND@N/RULE". */
static void expectation(const char *f, int *status, size_t *offset, const char **rule)
{
    const char *at = strchr(f, '@'), *slash;
    ck_assert_msg(at != NULL, "bad expectation %s", f);
    *status = status_of(f, (size_t)(at - f));
    *offset = strtoul(at + 1, NULL, 10);
    slash = strchr(at, '/');
    *rule = slash != NULL ? slash + 1 : NULL;
}

static char *decode(const char *field, size_t *len)
{
    char *out = malloc(strlen(field) + 1);
    ck_assert(out != NULL);
    *len = tsv_decode(field, out);
    return out;
}

static void check_part(const struct tsv_row *r, const char *in, const urival_urn *u,
                       urival_urn_part p, const char *f)
{
    const char *name = urival_urn_part_name(u->profile, p);
    size_t n;
    char *want;
    if (strcmp(f, "-") == 0) {
        ck_assert_msg(!urival_urn_has(u, p), "line %zu: %s should be undefined", r->line,
                      name != NULL ? name : "part");
        return;
    }
    ck_assert_msg(f[0] == '=', "line %zu: bad part field %s", r->line, f);
    ck_assert_msg(urival_urn_has(u, p), "line %zu: %s should be defined", r->line, name);
    want = decode(f[1] != '\0' ? f + 1 : "\\e", &n);
    ck_assert_msg(u->part[p].len == n && memcmp(in + u->part[p].off, want, n) == 0,
                  "line %zu: %s is \"%.*s\", want \"%.*s\"", r->line, name, (int)u->part[p].len,
                  in + u->part[p].off, (int)n, want);
    free(want);
}

/* The parts agree with the grammar rules they come from. */
/* When part p of u is defined, its text matches the rule. */
static void part_matches(const urival_urn *u, urival_urn_part p, urival_rule rule, const char *in)
{
    if (urival_urn_has(u, p))
        ck_assert(urival_match(rule, in + u->part[p].off, u->part[p].len, NULL) == URIVAL_OK);
}

static void cross_check(const struct tsv_row *r, const char *in, size_t len, const urival_urn *u)
{
    const urival_span nid = u->part[URIVAL_URN_PART_NID], nss = u->part[URIVAL_URN_PART_NSS];
    if (u->profile == URIVAL_URN_PROFILE_RFC8141) {
        urival_uri uri;
        ck_assert_msg(urival_match(URIVAL_RULE_RFC8141_NAMESTRING, in, len, NULL) == URIVAL_OK,
                      "line %zu: not a namestring", r->line);
        ck_assert(urival_match(URIVAL_RULE_RFC8141_NID, in + nid.off, nid.len, NULL) == URIVAL_OK);
        ck_assert(urival_match(URIVAL_RULE_RFC8141_NSS, in + nss.off, nss.len, NULL) == URIVAL_OK);
        part_matches(u, URIVAL_URN_PART_R, URIVAL_RULE_RFC8141_R_COMPONENT, in);
        part_matches(u, URIVAL_URN_PART_Q, URIVAL_RULE_RFC8141_Q_COMPONENT, in);
        /* An RFC 8141 URN is an RFC 3986 URI: scheme, then a rootless
         * path from the NID to the end of the NSS or r-component. */
        ck_assert_msg(urival_uri_parse(URIVAL_RULE_RFC3986_URI, in, len, &uri, NULL) == URIVAL_OK,
                      "line %zu: not an RFC 3986 URI", r->line);
        ck_assert(uri.part[URIVAL_URI_PART_SCHEME].len == 3);
        ck_assert(uri.part[URIVAL_URI_PART_PATH].off == nid.off);
        ck_assert_msg(urival_uri_has(&uri, URIVAL_URI_PART_FRAGMENT) ==
                          urival_urn_has(u, URIVAL_URN_PART_F),
                      "line %zu: fragments differ", r->line);
    } else {
        ck_assert_msg(urival_match(URIVAL_RULE_URN_DRAFT03_URI, in, len, NULL) == URIVAL_OK,
                      "line %zu: not the draft's URI", r->line);
        ck_assert(urival_match(URIVAL_RULE_URN_DRAFT03_NID, in + nid.off, nid.len, NULL) ==
                  URIVAL_OK);
        ck_assert(urival_match(URIVAL_RULE_URN_DRAFT03_NSS, in + nss.off, nss.len, NULL) ==
                  URIVAL_OK);
        ck_assert(urival_match(URIVAL_RULE_URN_DRAFT03_URN_PATH, in + nid.off,
                               nss.off + nss.len - nid.off, NULL) == URIVAL_OK);
        part_matches(u, URIVAL_URN_PART_Q, URIVAL_RULE_URN_DRAFT03_URN_QUERY, in);
        part_matches(u, URIVAL_URN_PART_F, URIVAL_RULE_URN_DRAFT03_FRAGMENT, in);
    }
}

START_TEST(test_vector)
{
    const struct tsv_row *r = &vectors.rows[_i];
    urival_urn_profile profile;
    unsigned flags;
    urival_urn u;
    urival_error err;
    size_t len;
    char *in;
    int st;

    ck_assert_msg(r->nfields == 11, "line %zu: expected 11 fields", r->line);
    profile = profile_of(r->field[0]);
    flags = strcmp(r->field[1], "assigned") == 0 ? URIVAL_URN_FLAG_ASSIGNED : 0;
    in = decode(r->field[2], &len);
    st = urival_urn_parse(profile, flags, in, len, &u, &err);
    if (strcmp(r->field[3], "valid") == 0) {
        char msg[512];
        urival_error_message(&err, in, len, msg, sizeof msg, NULL);
        ck_assert_msg(st == URIVAL_OK, "line %zu: %s: %s", r->line, r->field[2], msg);
        ck_assert(err.status == URIVAL_OK);
        ck_assert(u.profile == profile);
        check_part(r, in, &u, URIVAL_URN_PART_NID, r->field[4]);
        check_part(r, in, &u, URIVAL_URN_PART_NSS, r->field[5]);
        check_part(r, in, &u, URIVAL_URN_PART_R, r->field[6]);
        check_part(r, in, &u, URIVAL_URN_PART_Q, r->field[7]);
        check_part(r, in, &u, URIVAL_URN_PART_F, r->field[8]);
        ck_assert_msg(!!(u.info & URIVAL_URN_INFO_INFORMAL) ==
                          (strstr(r->field[9], "informal") != NULL),
                      "line %zu: informal flag", r->line);
        ck_assert_msg(!!(u.info & URIVAL_URN_INFO_REFERENCE) ==
                          (strstr(r->field[9], "reference") != NULL),
                      "line %zu: reference flag", r->line);
        cross_check(r, in, len, &u);
    } else {
        int want;
        size_t offset;
        const char *rule;
        expectation(r->field[3], &want, &offset, &rule);
        ck_assert_msg(st == want && (int)err.status == want,
                      "line %zu: %s: status %d (%s), want %d", r->line, r->field[2], st,
                      urival_strstatus(st), want);
        ck_assert_msg(err.offset == offset, "line %zu: %s: offset %zu, want %zu", r->line,
                      r->field[2], err.offset, offset);
        ck_assert_msg(rule == NULL || strcmp(err.rule, rule) == 0, "line %zu: %s: rule %s, want %s",
                      r->line, r->field[2], err.rule, rule);
        ck_assert(err.rule_start <= err.offset);
        /* Syntax or beyond it, a failure names the profile's grammar. */
        ck_assert_str_eq(err.grammar,
                         profile == URIVAL_URN_PROFILE_RFC8141 ? "rfc8141" : "urn-draft03");
        ck_assert(u.defined == 0);
        if (want == URIVAL_ESYNTAX && profile == URIVAL_URN_PROFILE_RFC8141)
            /* The parser rejects what the recognizer rejects, alike. */
            ck_assert(urival_match(URIVAL_RULE_RFC8141_NAMESTRING, in, len, NULL) ==
                      URIVAL_ESYNTAX);
        else if (want != URIVAL_ESYNTAX)
            /* Beyond the grammar: the string is in the language. */
            ck_assert(urival_match(profile == URIVAL_URN_PROFILE_RFC8141
                                       ? URIVAL_RULE_RFC8141_NAMESTRING
                                       : URIVAL_RULE_URN_DRAFT03_URI,
                                   in, len, NULL) == URIVAL_OK);
    }
    free(in);
}
END_TEST

static unsigned step_of(const char *f)
{
    return strcmp(f, "5b") == 0 ? URIVAL_URN_FLAG_STEP_5B : URIVAL_URN_FLAG_STEP_5A;
}

static char *canonical(urival_urn_profile p, unsigned flags, const char *s, size_t len, size_t *n)
{
    urival_error err;
    char *buf;
    size_t again;
    ck_assert_msg(urival_urn_canonical(p, flags, s, len, NULL, 0, n, &err) == URIVAL_OK,
                  "no canonical form for %.*s", (int)len, s);
    buf = malloc(*n + 1);
    ck_assert_int_eq(urival_urn_canonical(p, flags, s, len, buf, *n + 1, &again, &err), URIVAL_OK);
    ck_assert(again == *n);
    ck_assert(buf[*n] == '\0' && strlen(buf) == *n);
    return buf;
}

START_TEST(test_equiv)
{
    const struct tsv_row *r = &equiv.rows[_i];
    urival_urn_profile p;
    unsigned flags;
    size_t alen, blen, ca_len, cb_len, cc_len;
    char *a, *b, *ca, *cb, *cc;
    int eq = -1, want;
    urival_error err;

    ck_assert_msg(r->nfields == 7, "line %zu: expected 7 fields", r->line);
    p = profile_of(r->field[0]);
    flags = step_of(r->field[1]);
    a = decode(r->field[2], &alen);
    b = decode(r->field[3], &blen);
    want = strcmp(r->field[4], "equal") == 0;
    ck_assert(want || strcmp(r->field[4], "different") == 0);
    ck_assert_msg(urival_urn_equal(p, flags, a, alen, b, blen, &eq, &err) == URIVAL_OK,
                  "line %zu: not valid", r->line);
    ck_assert_msg(eq == want, "line %zu: %s and %s: %d, want %d", r->line, r->field[2], r->field[3],
                  eq, want);
    ck_assert(urival_urn_equal(p, flags, b, blen, a, alen, &eq, &err) == URIVAL_OK);
    ck_assert_msg(eq == want, "line %zu: not symmetric", r->line);
    /* Equivalent exactly when the canonical forms are equal. */
    ca = canonical(p, flags, a, alen, &ca_len);
    cb = canonical(p, flags, b, blen, &cb_len);
    ck_assert_msg((ca_len == cb_len && memcmp(ca, cb, ca_len) == 0) == want,
                  "line %zu: canonical forms %s and %s", r->line, ca, cb);
    if (strcmp(r->field[5], "-") != 0)
        ck_assert_msg(strcmp(ca, r->field[5]) == 0, "line %zu: canonical form %s, want %s", r->line,
                      ca, r->field[5]);
    /* The canonical form is a URN of the profile, its own canonical form,
     * and equivalent to what it came from. */
    cc = canonical(p, flags, ca, ca_len, &cc_len);
    ck_assert(cc_len == ca_len && memcmp(cc, ca, ca_len) == 0);
    ck_assert(urival_urn_equal(p, flags, a, alen, ca, ca_len, &eq, &err) == URIVAL_OK && eq);
    free(a);
    free(b);
    free(ca);
    free(cb);
    free(cc);
}
END_TEST

START_TEST(test_text)
{
    const struct tsv_row *r = &text.rows[_i];
    size_t len, pos = 0, start, end;
    const char *tok;
    char *in;
    urival_urn u;
    urival_error err;
    int st;

    ck_assert_msg(r->nfields == 3, "line %zu: expected 3 fields", r->line);
    in = decode(r->field[0], &len);
    for (tok = r->field[1]; *tok != '\0'; tok += strcspn(tok, " "), tok += *tok == ' ') {
        size_t ws, we;
        const char *bang;
        if (strncmp(tok, "none", 4) == 0)
            break;
        ck_assert(sscanf(tok, "%zu-%zu", &ws, &we) == 2);
        st = urival_urn_extract(in + pos, len - pos, &start, &end, &u, &err);
        ck_assert_msg(st != URIVAL_ENOT_FOUND, "line %zu: nothing found for %s", r->line, tok);
        ck_assert_msg(pos + start == ws && pos + end == we, "line %zu: found %zu-%zu, want %s",
                      r->line, pos + start, pos + end, tok);
        bang = memchr(tok, '!', strcspn(tok, " "));
        if (bang == NULL) {
            ck_assert_msg(st == URIVAL_OK, "line %zu: %s: status %d", r->line, tok, st);
            ck_assert(u.profile == URIVAL_URN_PROFILE_DRAFT03);
            ck_assert(u.part[URIVAL_URN_PART_NID].off == start + 4);
            ck_assert(u.part[URIVAL_URN_PART_NSS].off + u.part[URIVAL_URN_PART_NSS].len == end);
            ck_assert(!(u.info & URIVAL_URN_INFO_REFERENCE));
            ck_assert(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_ASSIGNED,
                                       in + pos + start, end - start, &u, NULL) == URIVAL_OK);
        } else {
            int want_st;
            size_t off;
            const char *rule;
            expectation(bang + 1, &want_st, &off, &rule);
            ck_assert_msg(st == want_st, "line %zu: status %d, want %d", r->line, st, want_st);
            ck_assert_msg(pos + err.offset == off, "line %zu: offset %zu, want %zu", r->line,
                          pos + err.offset, off);
        }
        pos += end;
    }
    st = urival_urn_extract(in + pos, len - pos, &start, &end, &u, &err);
    ck_assert_msg(st == URIVAL_ENOT_FOUND, "line %zu: more found at %zu", r->line, pos + start);
    ck_assert(start == len - pos && end == len - pos);
    free(in);
}
END_TEST

START_TEST(test_match)
{
    const struct tsv_row *r = &matches.rows[_i];
    urival_rule rule;
    urival_error err;
    size_t len;
    char *in;
    int st;

    ck_assert_msg(r->nfields == 5, "line %zu: expected 5 fields", r->line);
    ck_assert_msg(urival_rule_lookup(r->field[0], r->field[1], &rule) == URIVAL_OK,
                  "line %zu: no rule %s:%s", r->line, r->field[0], r->field[1]);
    in = decode(r->field[2], &len);
    st = urival_match(rule, in, len, &err);
    if (strcmp(r->field[3], "valid") == 0) {
        ck_assert_msg(st == URIVAL_OK, "line %zu: %s rejected", r->line, r->field[2]);
    } else {
        size_t off = strtoul(r->field[3] + strlen("invalid@"), NULL, 10);
        ck_assert(strncmp(r->field[3], "invalid@", 8) == 0);
        ck_assert_msg(st == URIVAL_ESYNTAX && err.offset == off,
                      "line %zu: %s: status %d offset %zu, want %zu", r->line, r->field[2], st,
                      err.offset, off);
        ck_assert_str_eq(err.grammar, r->field[0]);
    }
    free(in);
}
END_TEST

/* Section 2.5.3 of the draft: the excluded set is exactly the bytes that
 * are no one-byte pchar, "%" aside (it begins pct-encoded).  Every byte,
 * after "urn:ab:c" and before "d", under both profiles and in text. */
static int excluded(unsigned b)
{
    return b <= 0x20 || b >= 0x7f || strchr("\"#%/<>?[\\]^`{|}", (int)b) != NULL;
}

START_TEST(test_every_byte)
{
    char in[16];
    unsigned b;
    for (b = 0; b < 256; b++) {
        urival_urn u;
        urival_error err;
        size_t start, end;
        int pchar, r8, d3;
        memcpy(in, "urn:ab:c", 8);
        in[8] = (char)b;
        in[9] = 'd';
        pchar = urival_match(URIVAL_RULE_RFC3986_PCHAR, in + 8, 1, NULL) == URIVAL_OK;
        ck_assert_msg(pchar == !excluded(b), "byte %02X", b);
        r8 = urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, in, 10, &u, &err);
        d3 = urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, in, 10, &u, &err);
        if (pchar) {
            ck_assert(r8 == URIVAL_OK && d3 == URIVAL_OK);
        } else if (b == '#') {
            ck_assert(r8 == URIVAL_OK && d3 == URIVAL_OK && urival_urn_has(&u, URIVAL_URN_PART_F));
        } else if (b == '/') {
            ck_assert(r8 == URIVAL_OK);
            ck_assert(d3 == URIVAL_ESYNTAX && err.offset == 8);
        } else if (b == '?') {
            ck_assert(r8 == URIVAL_ESYNTAX);
            ck_assert(d3 == URIVAL_ESYNTAX && err.offset == 10); /* keywd "d" */
        } else if (b == '%') {
            ck_assert(d3 == URIVAL_ESYNTAX && err.offset == 10 && err.at_end);
        } else {
            ck_assert_msg(r8 == URIVAL_ESYNTAX && d3 == URIVAL_ESYNTAX && err.offset == 8,
                          "byte %02X", b);
        }
        /* In text the URN ends at the excluded byte ("%d" is no escape). */
        ck_assert(urival_urn_extract(in, 10, &start, &end, &u, &err) == URIVAL_OK);
        ck_assert_msg(start == 0 && end == (excluded(b) ? 8u : 10u), "byte %02X: end %zu", b, end);
        /* Where the NSS would be empty, the error names the excluded byte
         * that ended the candidate, not an end of input. */
        if (excluded(b)) {
            char bare[9] = "urn:ab:";
            bare[7] = (char)b;
            ck_assert(urival_urn_extract(bare, 8, &start, &end, &u, &err) == URIVAL_ESYNTAX);
            ck_assert_msg(end == 7 && err.offset == 7 && !err.at_end, "byte %02X", b);
        }
    }
}
END_TEST

START_TEST(test_arguments)
{
    urival_urn u;
    urival_error err;
    size_t s, e;
    int eq = 7;
    char buf[8];

    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, NULL, 1, &u, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, NULL, 0, &u, &err),
                     URIVAL_ESYNTAX);
    ck_assert_int_eq(err.offset, 0);
    /* out NULL validates only: the verdict and the error as with out. */
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", 8, NULL, &err),
                     URIVAL_OK);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:urn:c", 9, NULL, &err),
                     URIVAL_EURN_RESERVED_NID);
    ck_assert_uint_eq(err.offset, 4);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:c%00", 11, NULL, &err),
                     URIVAL_EURN_NUL);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab", 6, NULL, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 6);
    /* *out is cleared on every failure, profile too. */
    memset(&u, 0xA5, sizeof u);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ex:a/b", 10, &u, &err),
                     URIVAL_ESYNTAX);
    {
        urival_urn zero;
        memset(&zero, 0, sizeof zero);
        ck_assert(memcmp(&u, &zero, sizeof u) == 0);
        memset(&u, 0xA5, sizeof u);
        ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a", 5, &u, &err),
                         URIVAL_ESYNTAX);
        ck_assert(memcmp(&u, &zero, sizeof u) == 0);
    }
    ck_assert_int_eq(urival_urn_parse((urival_urn_profile)2, 0, "urn:ab:c", 8, &u, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0x80, "urn:ab:c", 8, &u, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_FLAG_STEP_5B,
                                      "urn:ab:c", 8, &u, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", URIVAL_MAX_INPUT + 1, &u, &err),
        URIVAL_ERANGE);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", 8, &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab", 6, &u, NULL),
                     URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab", 6, &u, NULL),
                     URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:urn:x", 9, &u, NULL),
                     URIVAL_EURN_RESERVED_NID);
    /* Step 5b is the draft's. */
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_FLAG_STEP_5B,
                                          "urn:ab:c", 8, buf, sizeof buf, NULL, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", 8, NULL, 1, NULL, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(
        urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", 8, "urn:ab:c", 8, NULL, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_FLAG_STEP_5B,
                                      "urn:ab:c", 8, "urn:ab:c", 8, &eq, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(eq, 0);
    ck_assert_int_eq(urival_urn_extract(NULL, 1, &s, &e, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_extract("urn:ab:c", 8, NULL, &e, &u, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_extract(NULL, 0, &s, &e, &u, &err), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(err.status, URIVAL_ENOT_FOUND);
    ck_assert(s == 0 && e == 0);
    ck_assert(!urival_urn_has(NULL, URIVAL_URN_PART_NID));
    ck_assert(!urival_urn_has(&u, URIVAL_URN_PART_COUNT));
}
END_TEST

START_TEST(test_names)
{
    ck_assert_str_eq(urival_urn_profile_name(URIVAL_URN_PROFILE_RFC8141), "rfc8141");
    ck_assert_str_eq(urival_urn_profile_name(URIVAL_URN_PROFILE_DRAFT03), "draft03");
    ck_assert_ptr_null(urival_urn_profile_name((urival_urn_profile)9));
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_PART_R),
                     "r-component");
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_PART_Q),
                     "q-component");
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_PART_F),
                     "f-component");
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_NID), "NID");
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_NSS), "NSS");
    ck_assert_ptr_null(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_R));
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_Q), "query");
    ck_assert_str_eq(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_F),
                     "fragment");
    ck_assert_ptr_null(urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_PART_COUNT));
    ck_assert_str_eq(urival_strstatus(URIVAL_EURN_RESERVED_NID), "the NID \"urn\" is reserved");
    ck_assert_str_eq(urival_strstatus(URIVAL_ENOT_FOUND), "no URN found");
    ck_assert_str_ne(urival_strstatus(URIVAL_EURN_INFORMAL_NID), "unknown status");
    ck_assert_str_ne(urival_strstatus(URIVAL_EURN_NUL), "unknown status");
    ck_assert_str_ne(urival_strstatus(URIVAL_EURN_REPEATED_KEYWORD), "unknown status");
    ck_assert_str_ne(urival_strstatus(URIVAL_EURN_NOT_ASSIGNED), "unknown status");
    ck_assert_str_ne(urival_strstatus(URIVAL_EURN_TOO_MANY_DIRECTIVES), "unknown status");
    ck_assert_int_eq(urival_rule_lookup("urn-draft03", "v_pchar", &(urival_rule){ 0 }), URIVAL_OK);
}
END_TEST

START_TEST(test_directives)
{
    const char *s = "urn:ab:c?s=I2L&c=&x-y=a=b?#f";
    urival_urn u;
    urival_urn_directive d;
    size_t cursor = 0, len = strlen(s), k;
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, s, len, &u, NULL), URIVAL_OK);
    ck_assert_int_eq(u.ndirectives, 3);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_OK);
    ck_assert(d.keyword.off == 9 && d.keyword.len == 1 && d.value.off == 11 && d.value.len == 3);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_OK);
    ck_assert(d.keyword.off == 15 && d.keyword.len == 1 && d.value.off == 17 && d.value.len == 0);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_OK);
    ck_assert(d.keyword.off == 18 && d.keyword.len == 3 && d.value.off == 22 && d.value.len == 4);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_ENOT_FOUND);
    ck_assert(d.keyword.len == 0 && d.value.len == 0);
    /* A cursor no call gave: inside a directive is refused (its keyword
     * would be empty or cut), the query's end finds none. */
    for (k = 1; k < 17; k++) {
        urival_status st;
        cursor = k;
        st = urival_urn_next_directive(&u, s, len, &cursor, &d);
        if (k == 6 || k == 9) { /* after an "&" */
            ck_assert_int_eq(st, URIVAL_OK);
            ck_assert_uint_gt(d.keyword.len, 0);
        } else {
            ck_assert_int_eq(st, URIVAL_EINVAL);
            ck_assert_uint_eq(cursor, k);
        }
    }
    cursor = u.part[URIVAL_URN_PART_Q].len;
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_ENOT_FOUND);
    /* No query, or the other profile: no directives. */
    cursor = 0;
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:c", 8, &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(u.ndirectives, 0);
    ck_assert_int_eq(urival_urn_next_directive(&u, "urn:ab:c", 8, &cursor, &d), URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c?=a=b", 13, &u, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(u.ndirectives, 0);
    ck_assert_int_eq(urival_urn_next_directive(&u, "urn:ab:c?=a=b", 13, &cursor, &d),
                     URIVAL_ENOT_FOUND);
}
END_TEST

/* urival_urn_next_directive() reads only inside the string it is given:
 * a URN parsed from a longer string is refused, not read past the end of
 * the shorter one (a heap copy of exactly its length, so that a read past
 * it is an AddressSanitizer failure). */
START_TEST(test_directives_bounds)
{
    const char *s = "urn:ab:c?s=1&x-y=a";
    size_t len = strlen(s), cursor = 0, k;
    urival_urn u;
    urival_urn_directive d;
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, s, len, &u, NULL), URIVAL_OK);
    for (k = 0; k < len; k++) {
        char *t = malloc(k > 0 ? k : 1);
        memcpy(t, s, k);
        cursor = 0;
        ck_assert_int_eq(urival_urn_next_directive(&u, t, k, &cursor, &d), URIVAL_EINVAL);
        ck_assert(cursor == 0 && d.keyword.len == 0);
        free(t);
    }
    /* A string of the right length that is not the one parsed. */
    ck_assert_int_eq(urival_urn_next_directive(&u, "urn:ab:c?s&1&x-y&a", len, &cursor, &d),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_next_directive(NULL, s, len, &cursor, &d), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, NULL, &d), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, NULL), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_next_directive(&u, NULL, len, &cursor, &d), URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, URIVAL_MAX_INPUT + 1, &cursor, &d),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_urn_next_directive(&u, s, len, &cursor, &d), URIVAL_OK);
}
END_TEST

/* The output contract of urival_urn_canonical(), like snprintf's. */
START_TEST(test_canonical_buffer)
{
    const char *s = "URN:Ab:c%2f";
    char buf[16];
    char in[32];
    urival_error err;
    size_t n = 99;
    memset(buf, 'X', sizeof buf);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), buf, 0, &n, &err),
        URIVAL_OK);
    ck_assert_int_eq(n, 11);
    ck_assert(buf[0] == 'X');
    ck_assert_int_eq(err.status, URIVAL_OK);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), buf, 5, &n, &err),
        URIVAL_OK);
    ck_assert_int_eq(n, 11);
    ck_assert_str_eq(buf, "urn:");
    ck_assert(buf[5] == 'X');
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), buf, 12, &n, &err),
        URIVAL_OK);
    ck_assert_str_eq(buf, "urn:ab:c%2F");
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), buf, 1, &n, &err),
        URIVAL_OK);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(n, 11);
    /* Invalid input: the status, with the error, "" and 0. */
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab", 6, buf, sizeof buf, &n, &err),
        URIVAL_ESYNTAX);
    ck_assert_int_eq(err.status, URIVAL_ESYNTAX);
    ck_assert_int_eq(err.offset, 6);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_FLAG_ASSIGNED,
                                          "urn:ab:c#", 9, buf, sizeof buf, NULL, &err),
                     URIVAL_EURN_NOT_ASSIGNED);
    ck_assert_int_eq(err.status, URIVAL_EURN_NOT_ASSIGNED);
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c#", 9, buf,
                                          sizeof buf, &n, NULL),
                     URIVAL_OK);
    ck_assert_int_eq(n, 8);
    /* The contract: an output over the input, unknown flags and a NULL
     * buffer with room are refused before anything is written. */
    strcpy(in, "URN:AB:c");
    n = 99;
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, in, 8, in + 4, 16, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_str_eq(in, "URN:AB:c"); /* the caller's input, untouched */
    ck_assert_int_eq(n, 0);
    strcpy(in, "URN:AB:c");
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, in + 2, 6, in, 3, &n, &err),
        URIVAL_EINVAL);
    /* Just past the input is no overlap. */
    strcpy(in, "URN:AB:c");
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, in, 8, in + 8, 16, &n, &err),
        URIVAL_OK);
    ck_assert_str_eq(in + 8, "urn:ab:c");
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0x100, s, strlen(s), buf,
                                          sizeof buf, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, 0x4, s, strlen(s), buf,
                                          sizeof buf, &n, &err),
                     URIVAL_EINVAL);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), NULL, 1, &n, &err),
        URIVAL_EINVAL);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_RFC8141, 0, s, strlen(s), NULL, 0, &n, &err),
        URIVAL_OK);
    ck_assert_int_eq(n, 11);
}
END_TEST

/* Unknown flag bits are refused by every URN function that takes flags. */
START_TEST(test_unknown_flags)
{
    urival_urn u;
    urival_error err;
    int eq = 7;
    unsigned bit;
    for (bit = 0x4; bit != 0; bit <<= 1) {
        ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, bit, "urn:ab:c", 8, &u, &err),
                         URIVAL_EINVAL);
        ck_assert_int_eq(err.status, URIVAL_EINVAL);
        ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_DRAFT03, bit, "urn:ab:c", 8,
                                          "urn:ab:c", 8, &eq, &err),
                         URIVAL_EINVAL);
        ck_assert_int_eq(eq, 0);
        ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, bit, "urn:ab:c", 8, NULL,
                                              0, NULL, &err),
                         URIVAL_EINVAL);
    }
    /* URIVAL_URN_FLAG_STEP_5B is canonical's and equal's, not parse's. */
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_STEP_5B,
                                      "urn:ab:c", 8, &u, &err),
                     URIVAL_EINVAL);
}
END_TEST

/* urival_urn_equal() says which input failed through the error's offset
 * into that input: a first. */
START_TEST(test_equal_errors)
{
    urival_error err;
    int eq = 1;
    ck_assert_int_eq(
        urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:a:b", 7, "urn:ab:c", 8, &eq, &err),
        URIVAL_ESYNTAX);
    ck_assert_int_eq(err.offset, 5);
    ck_assert_int_eq(eq, 0);
    ck_assert_int_eq(
        urival_urn_equal(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c", 8, "urn:urn:x", 9, &eq, &err),
        URIVAL_EURN_RESERVED_NID);
    ck_assert_int_eq(err.offset, 4);
    ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_ASSIGNED,
                                      "urn:ab:c", 8, "urn:ab:c#f", 10, &eq, &err),
                     URIVAL_EURN_NOT_ASSIGNED);
    ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_ASSIGNED,
                                      "urn:ab:c", 8, "URN:AB:c", 8, &eq, &err),
                     URIVAL_OK);
    ck_assert_int_eq(eq, 1);
}
END_TEST

/* Step 5b reorders at most URIVAL_URN_MAX_DIRECTIVES directives; parsing
 * has no limit. */
START_TEST(test_many_directives)
{
    size_t n = URIVAL_URN_MAX_DIRECTIVES, cap = 16 + 8 * (n + 1), len, i, out;
    char *s = malloc(cap), *r = malloc(cap), *buf = malloc(cap);
    urival_urn u;
    urival_error err;
    int eq;
    char msg[256];

    /* n directives k<n-1-i>=<i>, in decreasing keyword order. */
    len = (size_t)sprintf(s, "urn:ab:c?");
    for (i = 0; i < n; i++)
        len += (size_t)sprintf(s + len, "%sk%04zu=%zu", i ? "&" : "", n - 1 - i, i % 10);
    len = strlen(s);
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, s, len, &u, &err), URIVAL_OK);
    ck_assert_int_eq(u.ndirectives, n);
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_STEP_5B, s,
                                          len, buf, cap, &out, &err),
                     URIVAL_OK);
    ck_assert_int_eq(out, len);
    ck_assert(strncmp(buf, "urn:ab:c?k0000=", 15) == 0);
    ck_assert(strstr(buf, "&k1023=0") != NULL);
    /* The same directives in increasing order are equivalent. */
    len = (size_t)sprintf(r, "urn:ab:c?");
    for (i = 0; i < n; i++)
        len += (size_t)sprintf(r + len, "%sk%04zu=%zu", i ? "&" : "", i, (n - 1 - i) % 10);
    ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_STEP_5B, s,
                                      strlen(s), r, len, &eq, &err),
                     URIVAL_OK);
    ck_assert_int_eq(eq, 1);
    /* One more is refused for step 5b only. */
    len = strlen(s);
    len += (size_t)sprintf(s + len, "&z=1");
    ck_assert_int_eq(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, s, len, &u, &err), URIVAL_OK);
    ck_assert_int_eq(urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_STEP_5B, s,
                                          len, buf, cap, &out, &err),
                     URIVAL_EURN_TOO_MANY_DIRECTIVES);
    ck_assert_int_eq(err.status, URIVAL_EURN_TOO_MANY_DIRECTIVES);
    ck_assert_int_eq(err.offset, len - 3);
    ck_assert_int_eq(err.rule_start, len - 3);
    ck_assert_str_eq(err.rule, "directive");
    ck_assert_str_eq(err.grammar, "urn-draft03");
    ck_assert_int_eq(urival_error_message(&err, s, len, msg, sizeof msg, NULL), URIVAL_OK);
    ck_assert_msg(strstr(msg, "at most 1024") != NULL, "%s", msg);
    ck_assert_int_eq(
        urival_urn_canonical(URIVAL_URN_PROFILE_DRAFT03, 0, s, len, buf, cap, &out, &err),
        URIVAL_OK);
    ck_assert_int_eq(out, 8);
    ck_assert_int_eq(urival_urn_equal(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_STEP_5B,
                                      "urn:ab:c", 8, s, len, &eq, &err),
                     URIVAL_EURN_TOO_MANY_DIRECTIVES);
    free(s);
    free(r);
    free(buf);
}
END_TEST

/* Messages: the offset, the rule, the reason and the section. */
static void message_is(urival_urn_profile p, unsigned flags, const char *s, const char *want)
{
    urival_urn u;
    urival_error err;
    char msg[512];
    size_t n;
    ck_assert(urival_urn_parse(p, flags, s, strlen(s), &u, &err) != URIVAL_OK);
    ck_assert_int_eq(urival_error_message(&err, s, strlen(s), msg, sizeof msg, &n), URIVAL_OK);
    ck_assert_str_eq(msg, want);
    ck_assert_int_eq(n, strlen(want));
}

/* The message of s's error made without s (the header allows it). */
static void message_without_input(urival_urn_profile p, const char *s, const char *want)
{
    urival_urn u;
    urival_error err;
    char msg[512];
    ck_assert(urival_urn_parse(p, 0, s, strlen(s), &u, &err) != URIVAL_OK);
    ck_assert_int_eq(urival_error_message(&err, NULL, 0, msg, sizeof msg, NULL), URIVAL_OK);
    ck_assert_str_eq(msg, want);
}

START_TEST(test_messages)
{
    char small[8], msg[64];
    urival_error err;
    size_t n, n0;
    message_is(URIVAL_URN_PROFILE_RFC8141, 0, "urn:URN:x",
               "offset 4: NID: the NID \"URN\" is reserved and must not be used"
               " (reserved since RFC 2141 section 2.1)");
    message_is(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:urn:x",
               "offset 4: NID: the NID \"urn\" is reserved and must not be used"
               " (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.1)");
    message_is(URIVAL_URN_PROFILE_RFC8141, 0, "urn:urn-01:x",
               "offset 8: NID: the NID \"urn-01\" begins with \"urn-\", which only"
               " informal NIDs do, and is not \"urn-\" followed by a positive number"
               " without leading zeros (RFC 8141 section 5.2)");
    message_is(URIVAL_URN_PROFILE_RFC8141, 0, "urn:urn-0:x",
               "offset 8: NID: the NID \"urn-0\" begins with \"urn-\", which only"
               " informal NIDs do, and is not \"urn-\" followed by a positive number"
               " without leading zeros (RFC 8141 section 5.2)");
    message_is(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:%00",
               "offset 7: pct-encoded: \"%00\" is NUL, which must not be used in a"
               " URN, even percent-encoded (draft-ietf-urnbis-rfc2141bis-urn-03"
               " section 2.5.3)");
    message_is(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:c?c=1&c=2",
               "offset 13: keywd: the registered keyword \"c\" is used a second"
               " time; each registered keyword must not appear more than once"
               " (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.3)");
    message_is(URIVAL_URN_PROFILE_RFC8141, URIVAL_URN_FLAG_ASSIGNED, "urn:ab:c?=q",
               "offset 8: q-component: an assigned URN has no q-component"
               " (RFC 8141 section 2: assigned-name)");
    message_is(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_ASSIGNED, "urn:ab:c#f",
               "offset 8: fragment: an assigned URN has no fragment; it can only be"
               " added in a reference (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.4)");
    message_is(URIVAL_URN_PROFILE_DRAFT03, URIVAL_URN_FLAG_ASSIGNED, "urn:ab:c?s=1",
               "offset 8: query: an assigned URN has no query; it can only be"
               " added in a reference (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.3)");
    /* Syntax errors read as every other grammar's. */
    message_is(URIVAL_URN_PROFILE_DRAFT03, 0, "urn:ab:c/d",
               "offset 8: NSS: expected a letter, a digit, \"!\", \"#\", \"$\", \"%\", \"&\","
               " \"'\", \"(\", \")\", \"*\", \"+\", \",\", \"-\", \".\", \":\", \";\","
               " \"=\", \"?\", \"@\", \"_\", \"~\" or end of input after \"c\", found \"/\"");
    message_is(URIVAL_URN_PROFILE_RFC8141, 0, "urn:ab:c?x",
               "offset 9: rq-components: expected \"+\" or \"=\" after \"?\", found \"x\"");
    /* Bounded like snprintf. */
    ck_assert(urival_urn_parse(URIVAL_URN_PROFILE_RFC8141, 0, "urn:urn:x", 9, &(urival_urn){ 0 },
                               &err) != 0);
    ck_assert_int_eq(urival_error_message(&err, "urn:urn:x", 9, small, sizeof small, &n),
                     URIVAL_OK);
    ck_assert(n > sizeof small);
    ck_assert_str_eq(small, "offset ");
    ck_assert_int_eq(urival_error_message(&err, "urn:urn:x", 9, NULL, 0, &n0), URIVAL_OK);
    ck_assert_int_eq(n0, n);
    ck_assert_int_eq(urival_error_message(NULL, NULL, 0, small, sizeof small, &n), URIVAL_EINVAL);
    ck_assert_str_eq(small, "");
    ck_assert_int_eq(n, 0);
    /* Without the input, nothing is quoted, and the sentence still reads. */
    ck_assert_int_eq(urival_error_message(&err, NULL, 0, NULL, 0, &n), URIVAL_OK);
    ck_assert(n > 0 && n < n0);
    message_without_input(URIVAL_URN_PROFILE_RFC8141, "urn:urn:x",
                          "offset 4: NID: the NID is reserved and must not be used"
                          " (reserved since RFC 2141 section 2.1)");
    message_without_input(URIVAL_URN_PROFILE_RFC8141, "urn:urn-01:x",
                          "offset 8: NID: the NID begins with \"urn-\", which only informal"
                          " NIDs do, and is not \"urn-\" followed by a positive number"
                          " without leading zeros (RFC 8141 section 5.2)");
    message_without_input(URIVAL_URN_PROFILE_DRAFT03, "urn:ab:c?s=1&s=2",
                          "offset 13: keywd: the registered keyword is used a second time;"
                          " each registered keyword must not appear more than once"
                          " (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.3)");
    /* No URN in a text. */
    ck_assert_int_eq(
        urival_urn_extract("no", 2, &(size_t){ 0 }, &(size_t){ 0 }, &(urival_urn){ 0 }, &err),
        URIVAL_ENOT_FOUND);
    ck_assert_int_eq(urival_error_message(&err, "no", 2, msg, sizeof msg, NULL), URIVAL_OK);
    ck_assert_str_eq(msg, "no URN in the text (a URN begins with \"urn:\")");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("urn");
    TCase *tc = tcase_create("urn");
    int rc;

    tsv_load(&vectors, "urn_vectors.tsv");
    tsv_load(&equiv, "urn_equiv.tsv");
    tsv_load(&text, "urn_text.tsv");
    tsv_load(&matches, "urn_match.tsv");
    tcase_add_loop_test(tc, test_vector, 0, (int)vectors.nrows);
    tcase_add_loop_test(tc, test_equiv, 0, (int)equiv.nrows);
    tcase_add_loop_test(tc, test_text, 0, (int)text.nrows);
    tcase_add_loop_test(tc, test_match, 0, (int)matches.nrows);
    tcase_add_test(tc, test_every_byte);
    tcase_add_test(tc, test_arguments);
    tcase_add_test(tc, test_names);
    tcase_add_test(tc, test_directives);
    tcase_add_test(tc, test_directives_bounds);
    tcase_add_test(tc, test_canonical_buffer);
    tcase_add_test(tc, test_unknown_flags);
    tcase_add_test(tc, test_equal_errors);
    tcase_add_test(tc, test_many_directives);
    tcase_add_test(tc, test_messages);
    suite_add_tcase(s, tc);
    printf("urn: %zu vectors, %zu equivalence pairs, %zu texts, %zu rule matches\n", vectors.nrows,
           equiv.nrows, text.nrows, matches.nrows);
    rc = run_suite(s);
    tsv_free(&vectors);
    tsv_free(&equiv);
    tsv_free(&text);
    tsv_free(&matches);
    return rc;
}
