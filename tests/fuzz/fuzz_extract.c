/* fuzz_extract.c - URIs and URNs found in running text
 * (urival_extract_next, urival_extract_scan, urival_extract_copy,
 * urival_urn_extract).
 *
 * Input: a byte seeding the small capacities, then the text.  Invariants:
 *  - the matches come in order without overlapping, each inside the text
 *    (start <= uri_start <= uri_end <= end <= len), each moving *pos to
 *    its end, and *pos ends at len;
 *  - "<" and ">" stand at the ends of an angle match, "URL:" (any case)
 *    before the URI when the prefix flag says so;
 *  - the copy is f.len bytes long, holds no whitespace, and is an RFC 3986
 *    URI (a URI-reference after "URL:" inside angle brackets); without the
 *    whitespace flag it is the text's bytes uri_start..uri_end; dropping
 *    hyphens changes nothing without the hyphen-break flag, and with it
 *    shortens it to a URI, or leaves it whole where it would be none;
 *  - a URI or IRI candidate found is found again, whole and alone, as what
 *    it was, between "<" and ">"
 *    (unless its scheme is "url", read there as the prefix) and, for a
 *    match without angle brackets, between spaces (when it has a byte
 *    after "scheme:" or "scheme://");
 *  - a match without angle brackets depends on no byte before its URI: the
 *    text from the URI's first byte on, behind a space, has it as its first
 *    match, ending at the same byte (what follows a URI in the text may
 *    decide where it ends, so framing it alone is not enough);
 *  - urival_extract_scan() with URIVAL_EXTRACT_FLAG_IRI_CANDIDATES finds
 *    what urival_extract_next() finds, in the same order, and besides only
 *    matches marked URIVAL_EXTRACT_INFO_IRI: never an RFC 3986
 *    URI-reference, holding a byte above 0x7F, and found again alone;
 *  - urival_urn_extract: each URN found starts with "urn:" (any case) at a
 *    scheme boundary, holds no excluded "/", "?" or "#", lies inside the
 *    text with all its parts, and parses alone as a draft03 URN; a failure
 *    points inside its candidate; "not found" means no "urn:" at a
 *    boundary is left;
 *  - every copy obeys the capacity protocol (fuzz_util.h). */
#include "fuzz_util.h"

#ifdef URIVAL_HAVE_RFC1738

static unsigned small;

static int same(const char *a, size_t al, const char *b, size_t bl)
{
    return al == bl && memcmp(a, b, al) == 0;
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int scheme_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
           c == '-' || c == '.';
}

static int has_ci(const char *s, size_t n, const char *lit)
{
    size_t i, j, m = strlen(lit);
    for (i = 0; i + m <= n; i++) {
        for (j = 0; j < m && lower((unsigned char)s[i + j]) == lit[j]; j++)
            ;
        if (j == m)
            return 1;
    }
    return 0;
}

static char *copy(const char *t, size_t n, const urival_extracted *f, unsigned opts, size_t *len)
{
    char *out;
    int st;
    PRODUCE(st, out, *len, small++, urival_extract_copy(f, t, n, opts, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK);
    return out;
}

/* The URI u (an IRI candidate when iri), framed by pre and post, is found
 * again, whole and alone. */
static void refind(const char *u, size_t n, char pre, char post, unsigned iri)
{
    char *t = fuzz_alloc(n + 2), *c;
    size_t pos = 0, m;
    urival_extracted f;
    t[0] = pre;
    memcpy(t + 1, u, n);
    t[n + 1] = post;
    CHECK(urival_extract_scan(t, n + 2, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f) == URIVAL_OK);
    CHECK((f.info & URIVAL_EXTRACT_INFO_IRI) == iri);
    c = copy(t, n + 2, &f, 0, &m);
    CHECK(same(c, m, u, n));
    CHECK(urival_extract_scan(t, n + 2, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f) ==
          URIVAL_ENOT_FOUND);
    free(c);
    free(t);
}

/* The bare match f of t[0..n) is the first match of " " t[f->uri_start..n),
 * from its second byte to the same end. */
static void check_local(const char *t, size_t n, const urival_extracted *f)
{
    size_t m = n - f->uri_start, pos = 0;
    char *u = fuzz_alloc(m + 1);
    urival_extracted g;
    u[0] = ' ';
    memcpy(u + 1, t + f->uri_start, m);
    CHECK(urival_extract_scan(u, m + 1, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &g) == URIVAL_OK);
    CHECK(g.uri_start == 1 && g.uri_end == f->uri_end - f->uri_start + 1 && g.len == f->len);
    CHECK((g.info & URIVAL_EXTRACT_INFO_IRI) == (f->info & URIVAL_EXTRACT_INFO_IRI));
    free(u);
}

static void check_found(const char *t, size_t n, const urival_extracted *f)
{
    size_t m, k, i;
    char *c, *d;
    unsigned iri = f->info & URIVAL_EXTRACT_INFO_IRI;
    int ref_only =
        (f->info & URIVAL_EXTRACT_INFO_ANGLE) && (f->info & URIVAL_EXTRACT_INFO_URL_PREFIX);
    CHECK(f->start <= f->uri_start && f->uri_start <= f->uri_end && f->uri_end <= f->end &&
          f->end <= n && f->start < f->end);
    if (f->info & URIVAL_EXTRACT_INFO_ANGLE)
        CHECK(t[f->start] == '<' && t[f->end - 1] == '>');
    if (f->info & URIVAL_EXTRACT_INFO_URL_PREFIX)
        CHECK(has_ci(t + f->start, f->uri_start - f->start, "url:"));
    c = copy(t, n, f, 0, &m);
    CHECK(m == f->len);
    for (i = 0; i < m; i++)
        CHECK(c[i] != ' ' && c[i] != '\t' && c[i] != '\n' && c[i] != '\r');
    if (iri) {
        CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, c, m, NULL) != URIVAL_OK);
        for (i = 0; i < m && (unsigned char)c[i] < 0x80; i++)
            ;
        CHECK(i < m);
    } else {
        CHECK(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, c, m, NULL) == URIVAL_OK);
        CHECK(ref_only || urival_match(URIVAL_RULE_RFC3986_URI, c, m, NULL) == URIVAL_OK);
    }
    if (!(f->info & URIVAL_EXTRACT_INFO_WHITESPACE))
        CHECK(same(c, m, t + f->uri_start, f->uri_end - f->uri_start));
    else
        CHECK(m < f->uri_end - f->uri_start);
    d = copy(t, n, f, URIVAL_EXTRACT_FLAG_DROP_HYPHEN, &k);
    /* Dropped hyphens leave a URI, or none is dropped (the URI would be
     * none without them: all stay, as the header says). */
    if (!(f->info & URIVAL_EXTRACT_INFO_HYPHEN_BREAK) || k >= m)
        CHECK(same(c, m, d, k));
    else if (!iri)
        CHECK(urival_match(ref_only ? URIVAL_RULE_RFC3986_URI_REFERENCE : URIVAL_RULE_RFC3986_URI,
                           d, k, NULL) == URIVAL_OK);
    free(d);
    if (!ref_only) {
        /* Inside angle brackets a scheme "URL" reads as the prefix. */
        if (!has_ci(c, m < 4 ? m : 4, "url:"))
            refind(c, m, '<', '>', iri);
        /* Bare, the text needs a byte after "scheme:" or "scheme://";
         * the punctuation stripped from "data:," or "http://," may have
         * been the only one. */
        const char *colon = memchr(c, ':', m);
        size_t rest = colon ? m - (size_t)(colon - c) - 1 : 0;
        if (!(f->info & URIVAL_EXTRACT_INFO_ANGLE) &&
            rest > (rest >= 2 && colon[1] == '/' && colon[2] == '/' ? 2u : 0u))
            refind(c, m, ' ', ' ', iri);
    }
    if (!(f->info & URIVAL_EXTRACT_INFO_ANGLE))
        check_local(t, n, f);
    free(c);
}

#ifdef URIVAL_HAVE_RFC8141
static void check_urns(const char *t, size_t n)
{
    size_t at = 0, start, end, i;
    urival_urn u;
    urival_error err;
    int st, rounds = 0;
    while (at <= n && rounds++ < 64) {
        st = urival_urn_extract(t + at, n - at, &start, &end, &u, &err);
        if (st == URIVAL_ENOT_FOUND) {
            CHECK(start == n - at && end == n - at);
            for (i = at; i + 4 <= n; i++)
                CHECK(!(has_ci(t + i, 4, "urn:") && (i == at || !scheme_char(t[i - 1]))));
            return;
        }
        CHECK(start + 4 <= end && end <= n - at);
        start += at;
        end += at;
        CHECK(has_ci(t + start, 4, "urn:") && (start == at || !scheme_char(t[start - 1])));
        if (st == URIVAL_OK) {
            urival_urn alone;
            size_t p;
            CHECK(memchr(t + start, '/', end - start) == NULL &&
                  memchr(t + start, '?', end - start) == NULL &&
                  memchr(t + start, '#', end - start) == NULL);
            for (p = 0; p < URIVAL_URN_PART_COUNT; p++)
                if (urival_urn_has(&u, (urival_urn_part)p))
                    CHECK(u.part[p].off >= start - at && u.part[p].off + u.part[p].len <= end - at);
            CHECK(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, t + start, end - start, &alone,
                                   NULL) == URIVAL_OK);
            CHECK(alone.part[URIVAL_URN_PART_NSS].off ==
                  u.part[URIVAL_URN_PART_NSS].off - (start - at));
        } else {
            CHECK(err.offset + at >= start && err.offset + at <= end);
            CHECK(urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, t + start, end - start, &u,
                                   NULL) == st);
        }
        if (end == at)
            return;
        at = end;
    }
}
#else
static void check_urns(const char *t, size_t n)
{
    (void)t;
    (void)n;
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *t;
    size_t n, pos = 0, last = 0, before, plain = 0;
    urival_extracted f, g;
    int found = 0;
    if (size < 1)
        return 0;
    small = data[0];
    t = (const char *)data + 1;
    n = size - 1;
    for (;;) {
        before = pos;
        int st = urival_extract_scan(t, n, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f);
        if (st != URIVAL_OK) {
            CHECK(st == URIVAL_ENOT_FOUND);
            CHECK(urival_extract_next(t, n, &plain, &g) == URIVAL_ENOT_FOUND);
            break;
        }
        CHECK(pos == f.end && f.start >= before && f.start >= last);
        check_found(t, n, &f);
        if (!(f.info & URIVAL_EXTRACT_INFO_IRI)) {
            CHECK(urival_extract_next(t, n, &plain, &g) == URIVAL_OK);
            CHECK(f.start == g.start && f.end == g.end && f.uri_start == g.uri_start &&
                  f.uri_end == g.uri_end && f.len == g.len && f.info == g.info);
        }
        last = f.end;
        CHECK(++found <= (int)n);
    }
    CHECK(pos == n);
    check_urns(t, n);
    return 0;
}

#else
FUZZ_NOTHING_BUILT /* configured without the historic grammars */
#endif
