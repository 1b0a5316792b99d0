/* urn.c - URNs under RFC 8141 and under the seed draft
 * draft-ietf-urnbis-rfc2141bis-urn-03: parts, the checks beyond the
 * grammar, lexical equivalence, and URNs in running text. */
#include <string.h>
#include "core/buf.h"
#include "urn/urn_internal.h"

/* What tells the profiles apart: the parser machine (urn_parse.rl), which
 * both drive alike; the rule a whole URN goes by, in its diagnosis and in
 * the failures beyond the grammar, which therefore name the profile's
 * grammar; and the rule of each part, URIVAL_RULE_END for one the profile
 * does not have.  Rules by id, so that renaming or removing one in a
 * grammar breaks this build instead of a diagnosis. */
static const struct profile {
    void (*init)(struct urival__urn_parser *ps);
    int (*feed)(struct urival__urn_parser *ps, const unsigned char *p, const unsigned char *pe);
    int (*finish)(const struct urival__urn_parser *ps);
    urival_rule urn;
    urival_rule part[URIVAL_URN_PART_COUNT];
} profiles[2] = {
    [URIVAL_URN_PROFILE_RFC8141] = { urival__rfc8141_parse_init,
                                     urival__rfc8141_parse_feed,
                                     urival__rfc8141_parse_finish,
                                     URIVAL_RULE_RFC8141_NAMESTRING,
                                     { URIVAL_RULE_RFC8141_NID, URIVAL_RULE_RFC8141_NSS,
                                       URIVAL_RULE_RFC8141_R_COMPONENT,
                                       URIVAL_RULE_RFC8141_Q_COMPONENT,
                                       URIVAL_RULE_RFC8141_F_COMPONENT } },
    [URIVAL_URN_PROFILE_DRAFT03] = { urival__urn_draft03_parse_init,
                                     urival__urn_draft03_parse_feed,
                                     urival__urn_draft03_parse_finish,
                                     URIVAL_RULE_URN_DRAFT03_URI,
                                     { URIVAL_RULE_URN_DRAFT03_NID, URIVAL_RULE_URN_DRAFT03_NSS,
                                       URIVAL_RULE_END, URIVAL_RULE_URN_DRAFT03_QUERY,
                                       URIVAL_RULE_URN_DRAFT03_FRAGMENT } },
};

static int valid_profile(urival_urn_profile profile)
{
    return profile == URIVAL_URN_PROFILE_RFC8141 || profile == URIVAL_URN_PROFILE_DRAFT03;
}

const char *urival_urn_profile_name(urival_urn_profile profile)
{
    switch (profile) {
    case URIVAL_URN_PROFILE_RFC8141:
        return "rfc8141";
    case URIVAL_URN_PROFILE_DRAFT03:
        return "draft03";
    }
    return NULL;
}

const char *urival_urn_part_name(urival_urn_profile profile, urival_urn_part p)
{
    if (!valid_profile(profile) || (unsigned)p >= URIVAL_URN_PART_COUNT)
        return NULL;
    return urival_rule_name(profiles[profile].part[p]);
}

int urival_urn_has(const urival_urn *u, urival_urn_part p)
{
    return u != NULL && (unsigned)p < URIVAL_URN_PART_COUNT && ((u->defined >> p) & 1u);
}

static void set(urival_urn *u, urival_urn_part part, size_t from, size_t to)
{
    u->part[part].off = from;
    u->part[part].len = to - from;
    u->defined |= 1u << part;
}

/* Spans from the delimiters the parser machines noted; urn_parse.rl says
 * why each is unambiguous. */
static void spans(urival_urn *u, urival_urn_profile profile, size_t len,
                  const struct urival__urn_marks *m)
{
    /* Offsets, from the marks (offsets plus one): the ":" after the NID,
     * the "#" or the end, the first byte after "?+" and of the query (0:
     * none, which no query can begin at; a "?=" that began no q-component
     * is none). */
    const size_t colon = m->nid_colon - 1;
    const size_t tail = m->hash != 0 ? m->hash - 1 : len;
    const size_t r = m->r != 0 ? m->r - 1 : 0;
    const size_t q =
        m->q == 0 || (profile == URIVAL_URN_PROFILE_RFC8141 && !m->q_fixed) ? 0 : m->q - 1;

    set(u, URIVAL_URN_PART_NID, 4, colon);
    if (profile == URIVAL_URN_PROFILE_RFC8141) {
        if (r != 0) {
            set(u, URIVAL_URN_PART_NSS, colon + 1, r - 2);
            set(u, URIVAL_URN_PART_R, r, q != 0 ? q - 2 : tail);
        } else {
            set(u, URIVAL_URN_PART_NSS, colon + 1, q != 0 ? q - 2 : tail);
        }
    } else {
        set(u, URIVAL_URN_PART_NSS, colon + 1, q != 0 ? q - 1 : tail);
        if (q != 0)
            u->ndirectives = m->amps + 1;
    }
    if (q != 0)
        set(u, URIVAL_URN_PART_Q, q, tail);
    if (m->hash != 0)
        set(u, URIVAL_URN_PART_F, tail + 1, len);
    if (u->defined &
        ((1u << URIVAL_URN_PART_R) | (1u << URIVAL_URN_PART_Q) | (1u << URIVAL_URN_PART_F)))
        u->info |= URIVAL_URN_INFO_REFERENCE;
}

/* Records a failure beyond the grammar: offset is the first byte of the
 * offending text, rule the ABNF rule it belongs to. */
static urival_status fail(urival_error *err, urival_status status, urival_urn_profile profile,
                          urival_rule rule, size_t rule_start, size_t offset)
{
    if (err != NULL) {
        const struct urival__where w = { rule, rule_start };
        memset(err, 0, sizeof *err);
        err->status = status;
        err->offset = offset;
        urival__report_where(err, profiles[profile].urn, w);
    }
    return status;
}

/* Offset of the first "%00" in s[from..to), or (size_t)-1; every "%" there
 * begins an escape, the input being valid. */
static size_t find_nul(const unsigned char *s, size_t from, size_t to)
{
    size_t i;
    for (i = from; i < to; i++)
        if (s[i] == '%') {
            if (s[i + 1] == '0' && s[i + 2] == '0')
                return i;
            i += 2;
        }
    return (size_t)-1;
}

/* Every span u defines lies inside s[0..len): u may come from another
 * string than s, and is then not to be read through. */
static int spans_inside(const urival_urn *u, size_t len)
{
    int p;
    for (p = 0; p < URIVAL_URN_PART_COUNT; p++)
        if (urival_urn_has(u, (urival_urn_part)p) &&
            (u->part[p].off > len || u->part[p].len > len - u->part[p].off))
            return 0;
    return 1;
}

/* The end of the directive of u's query that begins at from: its "&" or
 * the end of the query. */
static size_t directive_end(const unsigned char *s, const urival_urn *u, size_t from)
{
    size_t to = u->part[URIVAL_URN_PART_Q].off + u->part[URIVAL_URN_PART_Q].len;
    while (from < to && s[from] != '&')
        from++;
    return from;
}

urival_status urival_urn_next_directive(const urival_urn *u, const char *str, size_t len,
                                        size_t *cursor, urival_urn_directive *d)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t from, end, eq;
    urival_status st = urival__check_input(str, len);

    int over = URIVAL__OUT_OVER(d, str, len) || URIVAL__OUT_OVER(d, u, sizeof *u) ||
               URIVAL__OUT_OVER(cursor, str, len) || URIVAL__OUT_OVER(cursor, u, sizeof *u) ||
               (d != NULL && cursor != NULL &&
                urival__overlaps((const char *)d, sizeof *d, cursor, sizeof *cursor));

    /* An output over an input is refused (after a length's ERANGE), and
     * never cleared. */
    if (d != NULL && !over)
        memset(d, 0, sizeof *d);
    if (st != URIVAL_OK)
        return st;
    if (over)
        return URIVAL_EINVAL;
    if (u == NULL || cursor == NULL || d == NULL || !valid_profile(u->profile) ||
        !spans_inside(u, len))
        return URIVAL_EINVAL;
    if (u->profile != URIVAL_URN_PROFILE_DRAFT03 || !urival_urn_has(u, URIVAL_URN_PART_Q) ||
        *cursor >= u->part[URIVAL_URN_PART_Q].len)
        return URIVAL_ENOT_FOUND;
    from = u->part[URIVAL_URN_PART_Q].off + *cursor;
    /* A directive begins the query or follows its "&": any other cursor
     * is none this function gave out. */
    if (*cursor > 0 && s[from - 1] != '&')
        return URIVAL_EINVAL;
    end = directive_end(s, u, from);
    for (eq = from; eq < end && s[eq] != '='; eq++)
        ;
    if (eq == end || eq == from)
        return URIVAL_EINVAL; /* u is not from a parse of s */
    d->keyword.off = from;
    d->keyword.len = eq - from;
    d->value.off = eq + 1;
    d->value.len = end - eq - 1;
    *cursor = end - u->part[URIVAL_URN_PART_Q].off + 1;
    return URIVAL_OK;
}

/* draft03 section 2.3: "Each registered <keywd> MUST NOT appear more than
 * once in any URN."  The registered keywords are "s" and "c" (section
 * 9.2.1); directives are case-sensitive, so "S" is another keyword.
 * Returns the offset of the second use of one, or (size_t)-1. */
static size_t repeated_keyword(const unsigned char *s, size_t len, const urival_urn *u)
{
    urival_urn_directive d;
    size_t cursor = 0;
    int seen_s = 0, seen_c = 0;
    while (urival_urn_next_directive(u, (const char *)s, len, &cursor, &d) == URIVAL_OK) {
        int *seen;
        if (d.keyword.len != 1)
            continue;
        if (s[d.keyword.off] == 's')
            seen = &seen_s;
        else if (s[d.keyword.off] == 'c')
            seen = &seen_c;
        else
            continue;
        if (*seen)
            return d.keyword.off;
        *seen = 1;
    }
    return (size_t)-1;
}

/* RFC 8141 section 5.2: an informal NID is "urn-" and a number, the next
 * in a sequence of positive integers: digits, the first not "0".  Returns
 * the offset of the first byte of the NID after "urn-" that breaks that
 * shape, or (size_t)-1 when the NID is informal. */
static size_t informal_break(const unsigned char *s, size_t from, size_t to)
{
    size_t i;
    if (from == to || s[from] == '0')
        return from;
    for (i = from; i < to; i++)
        if (!urival__is_digit(s[i]))
            return i;
    return (size_t)-1;
}

/* The checks beyond the grammar, in the order of the input, so that the
 * failure reported is the first offending text. */
static urival_status check(urival_urn_profile profile, unsigned flags, const unsigned char *s,
                           size_t len, urival_urn *u, urival_error *err)
{
    const urival_span nid = u->part[URIVAL_URN_PART_NID];
    size_t first = (size_t)-1, at;
    urival_status status = URIVAL_OK;
    int p;
    urival_rule rule = URIVAL_RULE_END;

    if (urival__same_ci(s + nid.off, nid.len, "urn"))
        return fail(err, URIVAL_EURN_RESERVED_NID, profile,
                    profiles[profile].part[URIVAL_URN_PART_NID], nid.off, nid.off);
    if (profile == URIVAL_URN_PROFILE_RFC8141 && nid.len > 4 &&
        urival__same_ci(s + nid.off, 4, "urn-")) {
        at = informal_break(s, nid.off + 4, nid.off + nid.len);
        if (at != (size_t)-1)
            return fail(err, URIVAL_EURN_INFORMAL_NID, profile, URIVAL_RULE_RFC8141_NID, nid.off,
                        at);
        u->info |= URIVAL_URN_INFO_INFORMAL;
    }
    if (profile == URIVAL_URN_PROFILE_DRAFT03) {
        /* The draft takes pct-encoded from RFC 3986 (grammar/urn-draft03.abnf,
         * "uses"). */
        at = find_nul(s, u->part[URIVAL_URN_PART_NSS].off, len);
        if (at < first)
            first = at, status = URIVAL_EURN_NUL, rule = URIVAL_RULE_RFC3986_PCT_ENCODED;
        at = repeated_keyword(s, len, u);
        if (at < first)
            first = at, status = URIVAL_EURN_REPEATED_KEYWORD, rule = URIVAL_RULE_URN_DRAFT03_KEYWD;
    }
    if (flags & URIVAL_URN_FLAG_ASSIGNED)
        for (p = URIVAL_URN_PART_R; p <= URIVAL_URN_PART_F; p++) {
            if (!urival_urn_has(u, (urival_urn_part)p))
                continue;
            /* The delimiter: "?+", "?=", "?" or "#". */
            at = u->part[p].off -
                 (profile == URIVAL_URN_PROFILE_RFC8141 && p != URIVAL_URN_PART_F ? 2 : 1);
            if (at < first)
                first = at, status = URIVAL_EURN_NOT_ASSIGNED, rule = profiles[profile].part[p];
            break;
        }
    if (status != URIVAL_OK)
        return fail(err, status, profile, rule, first, first);
    return URIVAL_OK;
}

/* Fills err for a draft03 URN the parser machine rejects, the way
 * urival__diagnose() does for a catalogue rule: the machine is resumed
 * from the state before the failure to learn every byte it would take.
 * The URN is a URI of the draft's section 2 (tests/urn/instance-check.test
 * proves it), so only the bytes the URI's recognizer takes after the same
 * prefix need trying.  Out of line, so that parse() saves no registers
 * for it. */
static __attribute__((noinline)) void diagnose_draft03(const unsigned char *s, size_t len,
                                                       const struct urival__urn_parser *ended,
                                                       urival_error *err)
{
    struct urival__urn_parser before = *ended, probe;
    struct urival__feed uri;
    size_t k = len;
    unsigned b;

    memset(err, 0, sizeof *err);
    err->status = URIVAL_ESYNTAX;
    if (ended->cs == 0) {
        k = ended->done;
        urival__urn_draft03_parse_init(&before);
        urival__urn_draft03_parse_feed(&before, s, s + k);
    }
    err->offset = k;
    err->at_end = k == len;
    urival__feed_start(&uri, URIVAL_RULE_URN_DRAFT03_URI);
    urival__feed(&uri, s, k);
    urival__row_expected(uri.m, uri.row, err);
    err->end_ok = urival__urn_draft03_parse_finish(&before);
    probe = before;
    for (b = 0; b < 256; b++) {
        unsigned char c = (unsigned char)b;
        if (!((err->expected[b / 32] >> (b % 32)) & 1u))
            continue;
        probe.cs = before.cs;
        if (!urival__urn_draft03_parse_feed(&probe, &c, &c + 1))
            err->expected[b / 32] &= ~((uint32_t)1 << (b % 32));
    }
    urival__attribute_by(profiles[URIVAL_URN_PROFILE_DRAFT03].urn,
                         urival__urn_draft03_urn_attribute, s, k, err);
}

static urival_status parse(urival_urn_profile profile, unsigned flags, const unsigned char *p,
                           size_t len, urival_urn *out, urival_error *err)
{
    const struct profile *const pf = &profiles[profile];
    struct urival__urn_parser ps;
    urival_status st;

    memset(out, 0, sizeof *out);
    out->profile = profile;
    pf->init(&ps);
    pf->feed(&ps, p, p + len);
    if (!pf->finish(&ps)) {
        memset(out, 0, sizeof *out);
        if (profile == URIVAL_URN_PROFILE_DRAFT03) {
            if (err != NULL)
                diagnose_draft03(p, len, &ps, err);
            return URIVAL_ESYNTAX;
        }
        /* The slow path: the recognizer explains the failure. */
        st = urival_match(pf->urn, (const char *)p, len, err);
        return st != URIVAL_OK ? st : URIVAL_ESYNTAX;
    }
    spans(out, profile, len, &ps.m);
    st = check(profile, flags, p, len, out, err);
    if (st != URIVAL_OK)
        memset(out, 0, sizeof *out);
    else if (err != NULL)
        memset(err, 0, sizeof *err); /* status URIVAL_OK */
    return st;
}

/* The argument checks every entry point shares. */
static urival_status arguments(urival_urn_profile profile, unsigned flags, unsigned allowed,
                               const char *s, size_t len)
{
    urival_status st = urival__check_input(s, len);
    if (st != URIVAL_OK)
        return st;
    if (!valid_profile(profile) || (flags & ~allowed) != 0)
        return URIVAL_EINVAL;
    if ((flags & URIVAL_URN_FLAG_STEP_5B) && profile != URIVAL_URN_PROFILE_DRAFT03)
        return URIVAL_EINVAL;
    return URIVAL_OK;
}

/* A refusal or a failure before parse(), which clears out itself. */
static urival_status refuse(urival_status st, urival_urn *out, urival_error *err)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    return urival__refuse(err, st);
}

static const unsigned char *bytes(const char *s)
{
    /* NULL + 0 is undefined in C. */
    return s != NULL ? (const unsigned char *)s : (const unsigned char *)"";
}

urival_status urival_urn_parse(urival_urn_profile profile, unsigned flags, const char *s,
                               size_t len, urival_urn *out, urival_error *err)
{
    urival_urn ignored; /* out NULL: validate only */
    urival_status st = arguments(profile, flags, URIVAL_URN_FLAG_ASSIGNED, s, len);
    st = urival__err_apart(&err, s, len, st);
    if (URIVAL__OUT_OVER(out, s, len))
        return urival__refuse(err, URIVAL_EINVAL);
    if (st != URIVAL_OK)
        return refuse(st, out, err);
    return parse(profile, flags, bytes(s), len, out != NULL ? out : &ignored, err);
}

/* ------------------------------------------------------------------------
 * Lexical equivalence
 * ---------------------------------------------------------------------- */

static void put_lower(struct urival__buf *b, const unsigned char *s, urival_span sp)
{
    size_t i;
    for (i = 0; i < sp.len; i++)
        urival__buf_byte(b, urival__lower(s[sp.off + i]));
}

/* Percent-encodings with upper-case hex digits (RFC 3986 section 6.2.2.1);
 * nothing decoded, everything else as it is. */
static void put_pct_upper(struct urival__buf *b, const unsigned char *s, size_t from, size_t to)
{
    size_t i;
    for (i = from; i < to; i++) {
        urival__buf_byte(b, s[i]);
        if (s[i] == '%') {
            urival__buf_byte(b, urival__upper(s[i + 1]));
            urival__buf_byte(b, urival__upper(s[i + 2]));
            i += 2;
        }
    }
}

/* Two equally long runs of a valid URN equal once their percent-encodings
 * are in one case: escapes line up, since both begin at the same offsets
 * or the runs differ before. */
static int same_pct(const unsigned char *a, const unsigned char *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i])
            return 0;
        if (a[i] == '%') {
            if (urival__upper(a[i + 1]) != urival__upper(b[i + 1]) ||
                urival__upper(a[i + 2]) != urival__upper(b[i + 2]))
                return 0;
            i += 2;
        }
    }
    return 1;
}

/* Directives of a draft03 query, in the order step 5b brings them into:
 * by keyword in byte order, stably.  Offsets fit 32 bits (the input is at
 * most URIVAL_MAX_INPUT bytes). */
struct sorted {
    uint32_t at[URIVAL_URN_MAX_DIRECTIVES]; /* offset of each directive */
    size_t n;
};

static size_t keyword_len(const unsigned char *s, uint32_t at)
{
    size_t n = 0;
    while (s[at + n] != '=')
        n++;
    return n;
}

static int keyword_cmp(const unsigned char *s, uint32_t a, uint32_t b)
{
    size_t na = keyword_len(s, a), nb = keyword_len(s, b);
    int c = memcmp(s + a, s + b, na < nb ? na : nb);
    return c != 0 ? c : na < nb ? -1 : na > nb ? 1 : 0;
}

/* Bottom-up merge sort: stable, n log n comparisons, scratch on the stack. */
static void sort_directives(const unsigned char *s, struct sorted *d)
{
    uint32_t tmp[URIVAL_URN_MAX_DIRECTIVES];
    size_t width, i;
    for (width = 1; width < d->n; width *= 2) {
        for (i = 0; i < d->n; i += 2 * width) {
            size_t lo = i, mid = i + width, hi = i + 2 * width, a, b, k;
            if (mid > d->n)
                mid = d->n;
            if (hi > d->n)
                hi = d->n;
            for (a = lo, b = mid, k = lo; k < hi; k++)
                tmp[k] = (a < mid && (b >= hi || keyword_cmp(s, d->at[a], d->at[b]) <= 0))
                             ? d->at[a++]
                             : d->at[b++];
        }
        memcpy(d->at, tmp, d->n * sizeof tmp[0]);
    }
}

/* parse(); with URIVAL_URN_FLAG_STEP_5B in flags also the directives of
 * the query, sorted into *d. */
static urival_status parse_5b(urival_urn_profile profile, unsigned flags, const unsigned char *s,
                              size_t len, urival_urn *u, struct sorted *d, urival_error *err)
{
    urival_urn_directive dir;
    size_t cursor = 0;
    urival_status st = parse(profile, flags & URIVAL_URN_FLAG_ASSIGNED, s, len, u, err);

    d->n = 0;
    if (st != URIVAL_OK || !(flags & URIVAL_URN_FLAG_STEP_5B))
        return st;
    while (urival_urn_next_directive(u, (const char *)s, len, &cursor, &dir) == URIVAL_OK) {
        if (d->n == URIVAL_URN_MAX_DIRECTIVES)
            return fail(err, URIVAL_EURN_TOO_MANY_DIRECTIVES, profile,
                        URIVAL_RULE_URN_DRAFT03_DIRECTIVE, dir.keyword.off, dir.keyword.off);
        d->at[d->n++] = (uint32_t)dir.keyword.off;
    }
    sort_directives(s, d);
    return URIVAL_OK;
}

urival_status urival_urn_canonical(urival_urn_profile profile, unsigned flags, const char *str,
                                   size_t len, char *buf, size_t cap, size_t *needed,
                                   urival_error *err)
{
    const unsigned char *s = bytes(str);
    const struct urival__input in = { str, len };
    struct urival__buf b;
    struct sorted d;
    urival_urn u;
    urival_status st =
        arguments(profile, flags, URIVAL_URN_FLAG_ASSIGNED | URIVAL_URN_FLAG_STEP_5B, str, len);
    int step5b = (flags & URIVAL_URN_FLAG_STEP_5B) != 0;
    size_t i;

    if ((st = urival__buf_begin(&b, &in, 1, st, buf, cap, needed, err)) != URIVAL_OK)
        return st;
    if ((st = parse_5b(profile, flags, s, len, &u, &d, err)) != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    urival__buf_put(&b, "urn:", 4);
    put_lower(&b, s, u.part[URIVAL_URN_PART_NID]);
    urival__buf_byte(&b, ':');
    put_pct_upper(&b, s, u.part[URIVAL_URN_PART_NSS].off,
                  u.part[URIVAL_URN_PART_NSS].off + u.part[URIVAL_URN_PART_NSS].len);
    if (step5b && urival_urn_has(&u, URIVAL_URN_PART_Q)) {
        urival__buf_byte(&b, '?');
        for (i = 0; i < d.n; i++) {
            if (i > 0)
                urival__buf_byte(&b, '&');
            put_pct_upper(&b, s, d.at[i], directive_end(s, &u, d.at[i]));
        }
    }
    return urival__buf_finish(&b, needed);
}

static int same_span_ci(const unsigned char *a, urival_span sa, const unsigned char *b,
                        urival_span sb)
{
    return sa.len == sb.len && urival__eq_ci(a + sa.off, b + sb.off, sa.len);
}

static int same_span_pct(const unsigned char *a, urival_span sa, const unsigned char *b,
                         urival_span sb)
{
    return sa.len == sb.len && same_pct(a + sa.off, b + sb.off, sa.len);
}

/* Step 5b: the same directives in the same keyword order. */
static int same_queries(const unsigned char *a, const urival_urn *ua, const struct sorted *da,
                        const unsigned char *b, const urival_urn *ub, const struct sorted *db)
{
    size_t i;
    if (da->n != db->n)
        return 0;
    for (i = 0; i < da->n; i++) {
        size_t na = directive_end(a, ua, da->at[i]) - da->at[i];
        if (na != directive_end(b, ub, db->at[i]) - db->at[i] ||
            !same_pct(a + da->at[i], b + db->at[i], na))
            return 0;
    }
    return 1;
}

urival_status urival_urn_equal(urival_urn_profile profile, unsigned flags, const char *a,
                               size_t alen, const char *b, size_t blen, int *equal,
                               urival_error *err)
{
    const unsigned char *sa = bytes(a), *sb = bytes(b);
    const unsigned allowed = URIVAL_URN_FLAG_ASSIGNED | URIVAL_URN_FLAG_STEP_5B;
    struct sorted da, db;
    urival_urn ua, ub;
    urival_status st = arguments(profile, flags, allowed, a, alen);
    int step5b = (flags & URIVAL_URN_FLAG_STEP_5B) != 0, over;

    if (st == URIVAL_OK)
        st = arguments(profile, flags, allowed, b, blen);
    if (st == URIVAL_OK && equal == NULL)
        st = URIVAL_EINVAL;
    st = urival__err_apart(&err, a, alen, st);
    st = urival__err_apart(&err, b, blen, st);
    /* An output over an input is refused, after a length's ERANGE, and
     * never cleared. */
    over = URIVAL__OUT_OVER(equal, a, alen) || URIVAL__OUT_OVER(equal, b, blen);
    if (st == URIVAL_OK && over)
        st = URIVAL_EINVAL;
    if (equal != NULL && !over)
        *equal = 0;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if ((st = parse_5b(profile, flags, sa, alen, &ua, &da, err)) != URIVAL_OK ||
        (st = parse_5b(profile, flags, sb, blen, &ub, &db, err)) != URIVAL_OK)
        return st;
    *equal = same_span_ci(sa, ua.part[URIVAL_URN_PART_NID], sb, ub.part[URIVAL_URN_PART_NID]) &&
             same_span_pct(sa, ua.part[URIVAL_URN_PART_NSS], sb, ub.part[URIVAL_URN_PART_NSS]);
    if (*equal && step5b) {
        int qa = urival_urn_has(&ua, URIVAL_URN_PART_Q);
        if (qa != urival_urn_has(&ub, URIVAL_URN_PART_Q))
            *equal = 0;
        else if (qa)
            *equal = same_queries(sa, &ua, &da, sb, &ub, &db);
    }
    return URIVAL_OK;
}

/* ------------------------------------------------------------------------
 * URNs in running text (draft03 section 2.5.3)
 * ---------------------------------------------------------------------- */

/* The excluded set of section 2.5.3: CTL, SP, DQUOTE, "#", "%", "/", "<",
 * ">", "?", "[", "\", "]", "^", "`", "{", "|", "}", DEL and every byte
 * from 0x80. */
static int excluded(unsigned c)
{
    if (c <= 0x20 || c >= 0x7f)
        return 1;
    return strchr("\"#%/<>?[\\]^`{|}", (int)c) != NULL;
}

urival_status urival_urn_extract(const char *str, size_t len, size_t *start, size_t *end,
                                 urival_urn *out, urival_error *err)
{
    const unsigned char *s = bytes(str);
    size_t i, j;
    urival_status st = urival__check_input(str, len);

    if (st == URIVAL_OK && (start == NULL || end == NULL || out == NULL))
        st = URIVAL_EINVAL;
    st = urival__err_apart(&err, str, len, st);
    if (URIVAL__OUT_OVER(out, str, len) || URIVAL__OUT_OVER(start, str, len) ||
        URIVAL__OUT_OVER(end, str, len))
        return urival__refuse(err, URIVAL_EINVAL);
    if (st != URIVAL_OK)
        return refuse(st, out, err);
    for (i = 0; i + 4 <= len; i++) {
        if (!urival__same_ci(s + i, 4, "urn:") || (i > 0 && urival__is_scheme_char(s[i - 1])))
            continue;
        for (j = i + 4; j < len; j++) {
            if (s[j] == '%' && j + 2 < len && urival__is_hexdig(s[j + 1]) &&
                urival__is_hexdig(s[j + 2])) {
                j += 2;
                continue;
            }
            if (excluded(s[j]))
                break;
        }
        *start = i;
        *end = j;
        st = parse(URIVAL_URN_PROFILE_DRAFT03, 0, s + i, j - i, out, err);
        if (st == URIVAL_OK) {
            int p;
            for (p = 0; p < URIVAL_URN_PART_COUNT; p++)
                out->part[p].off += i;
        } else if (err != NULL) {
            err->offset += i;
            err->rule_start += i;
            /* The candidate ended there because the text holds an
             * excluded byte, which the error then names (not "end of
             * input"). */
            if (err->at_end && err->offset == j && j < len)
                err->at_end = 0;
        }
        return st;
    }
    *start = *end = len;
    return refuse(URIVAL_ENOT_FOUND, out, err);
}
