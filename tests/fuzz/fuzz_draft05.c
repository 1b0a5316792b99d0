/* fuzz_draft05.c - the historic URLs: urival_rfc1738_parse and its segment
 * and field walkers (RFC 1738), and urival_draft05_resolve
 * (draft-fielding-url-syntax-05 section 5.2).
 *
 * Input: a flags byte (bit 0 URIVAL_DRAFT05_FLAG_STRIP_DOTS, the rest seeds
 * the small capacities), then a string; for resolution the string is a
 * base and a reference separated by the first "\n".  Invariants:
 *  - rfc1738_parse succeeds exactly when the string, its scheme read in
 *    lower case, matches its scheme's rule (genericurl for other schemes),
 *    and the rule it reports is one that matches; a scheme's rule is
 *    named for it ("ftp" has ftpurl); scheme and schemepart
 *    split at the first ":", every other part lies inside the schemepart,
 *    a host is a string of host (or empty), a port of port; the segments
 *    are the path split at every "/" (one more than its "/"), written no
 *    more than the capacity; fields lie inside the fields part, and only
 *    prospero has any; a rejection clears *out and reports a bounded
 *    message;
 *  - resolve_draft05 succeeds exactly when the reference is a
 *    URL-reference and the base an absoluteURL (a bad reference reported
 *    first); the empty or fragment-only reference is the current document
 *    and is written as it is, as is a reference with a scheme unless dots
 *    are stripped, and any other takes the base's scheme; the result is a URL-reference of the draft; on the
 *    plainest references (a relative path, no dot anywhere, a base with a
 *    site and a "/" in its path, no query) it agrees with RFC 3986; every
 *    output obeys the capacity protocol (fuzz_util.h). */
#include "fuzz_util.h"

#ifdef URIVAL_HAVE_RFC1738

static unsigned small;

static int scheme_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
           c == '-' || c == '.';
}

/* The scheme named low[0..n) (in lower case) and its rule, as the library
 * knows them, so that no copy of its scheme table can drift from it: a
 * URL with that scheme that its rule accepts is parsed.  Every rule takes
 * one of the three tails (news wants a group, telnet no path). */
static urival_rfc1738_scheme scheme_of(const char *low, size_t n, urival_rule *rule)
{
    static const char *const tails[] = { "://h/d", "://h", ":a" };
    char *probe = fuzz_alloc(n + 7);
    urival_rfc1738_scheme scheme = URIVAL_RFC1738_SCHEME_OTHER;
    urival_rfc1738 u;
    size_t i, t;
    *rule = URIVAL_RULE_RFC1738_GENERICURL;
    for (i = 0; i < sizeof tails / sizeof tails[0]; i++) {
        t = strlen(tails[i]);
        memcpy(probe, low, n);
        memcpy(probe + n, tails[i], t);
        if (urival_rfc1738_parse(probe, n + t, &u, NULL) == URIVAL_OK) {
            scheme = u.scheme;
            /* wais reports the form the probe took; the scheme's rule is
             * their alternation. */
            *rule = scheme == URIVAL_RFC1738_SCHEME_WAIS ? URIVAL_RULE_RFC1738_WAISURL : u.rule;
            break;
        }
    }
    free(probe);
    if (scheme != URIVAL_RFC1738_SCHEME_OTHER) {
        const char *name = urival_rule_name(*rule);
        CHECK(strlen(name) == n + 3 && memcmp(name, low, n) == 0 && strcmp(name + n, "url") == 0);
    }
    return scheme;
}

static int inside(const urival_span *in, const urival_span *outer)
{
    return in->off >= outer->off && in->len <= outer->len &&
           in->off - outer->off <= outer->len - in->len;
}

static void check_rfc1738(const char *s, size_t n)
{
    urival_rfc1738 u;
    urival_error err;
    char *low = fuzz_alloc(n);
    size_t i, k, colon, p;
    urival_rule rule = URIVAL_RULE_RFC1738_GENERICURL;
    urival_rfc1738_scheme scheme = URIVAL_RFC1738_SCHEME_OTHER;
    int st;

    memcpy(low, s, n);
    for (colon = 0; colon < n && scheme_char(s[colon]); colon++)
        if (low[colon] >= 'A' && low[colon] <= 'Z')
            low[colon] = (char)(low[colon] + 32);
    if (colon > 0 && colon < n && s[colon] == ':')
        scheme = scheme_of(low, colon, &rule);
    memset(&u, 0x5A, sizeof u);
    st = urival_rfc1738_parse(s, n, &u, &err);
    /* The grammar's verdict, but for section 3.4.1 over a gopher URL,
     * which refuses what the grammar lets its selector and search hold. */
    if (urival_match(rule, low, n, NULL) != URIVAL_OK)
        CHECK(st != URIVAL_OK);
    else
        CHECK(st == URIVAL_OK ||
              (rule == URIVAL_RULE_RFC1738_GOPHERURL && err.rule != NULL &&
               (strcmp(err.rule, "selector") == 0 || strcmp(err.rule, "search") == 0)));
    CHECK(urival_rfc1738_parse(s, n, NULL, NULL) == st);
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_ESYNTAX && err.status == URIVAL_ESYNTAX);
        CHECK(u.defined == 0 && u.info == 0);
        fuzz_check_error(&err, s, n, small++);
        free(low);
        return;
    }
    CHECK(u.scheme == scheme);
    CHECK(urival_match(u.rule, low, n, NULL) == URIVAL_OK);
    CHECK(u.rule == rule ||
          (rule == URIVAL_RULE_RFC1738_WAISURL &&
           (u.rule == URIVAL_RULE_RFC1738_WAISDATABASE || u.rule == URIVAL_RULE_RFC1738_WAISINDEX ||
            u.rule == URIVAL_RULE_RFC1738_WAISDOC)));
    CHECK(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEME) &&
          urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEMEPART));
    CHECK(u.part[URIVAL_RFC1738_PART_SCHEME].off == 0 &&
          u.part[URIVAL_RFC1738_PART_SCHEME].len == colon);
    CHECK(u.part[URIVAL_RFC1738_PART_SCHEMEPART].off == colon + 1 &&
          u.part[URIVAL_RFC1738_PART_SCHEMEPART].len == n - colon - 1);
    for (p = 0; p < URIVAL_RFC1738_PART_COUNT; p++) {
        CHECK(urival_rfc1738_part_name((urival_rfc1738_part)p) != NULL);
        if (p == URIVAL_RFC1738_PART_SCHEME || p == URIVAL_RFC1738_PART_SCHEMEPART ||
            !urival_rfc1738_has(&u, (urival_rfc1738_part)p))
            continue;
        CHECK(inside(&u.part[p], &u.part[URIVAL_RFC1738_PART_SCHEMEPART]));
    }
    CHECK(urival_rfc1738_part_name(URIVAL_RFC1738_PART_COUNT) == NULL);
    if (urival_rfc1738_has(&u, URIVAL_RFC1738_PART_HOST) &&
        u.part[URIVAL_RFC1738_PART_HOST].len > 0)
        CHECK(urival_match(URIVAL_RULE_RFC1738_HOST, s + u.part[URIVAL_RFC1738_PART_HOST].off,
                           u.part[URIVAL_RFC1738_PART_HOST].len, NULL) == URIVAL_OK);
    if (urival_rfc1738_has(&u, URIVAL_RFC1738_PART_PORT))
        CHECK(urival_match(URIVAL_RULE_RFC1738_PORT, s + u.part[URIVAL_RFC1738_PART_PORT].off,
                           u.part[URIVAL_RFC1738_PART_PORT].len, NULL) == URIVAL_OK);

    /* Segments: the path split at "/". */
    {
        const urival_span *path = &u.part[URIVAL_RFC1738_PART_PATH];
        size_t count = 99, got = 99, cap, slashes = 0, at;
        urival_span *seg;
        CHECK(urival_rfc1738_segments(&u, s, n, NULL, 0, &count) == URIVAL_OK);
        if (!urival_rfc1738_has(&u, URIVAL_RFC1738_PART_PATH)) {
            CHECK(count == 0);
        } else {
            for (i = 0; i < path->len; i++)
                slashes += s[path->off + i] == '/';
            CHECK(count == slashes + 1);
            seg = fuzz_alloc(count * sizeof *seg);
            CHECK(urival_rfc1738_segments(&u, s, n, seg, count, &got) == URIVAL_OK && got == count);
            for (i = 0, at = path->off; i < count; i++) {
                CHECK(seg[i].off == at && inside(&seg[i], path));
                CHECK(memchr(s + seg[i].off, '/', seg[i].len) == NULL);
                at = seg[i].off + seg[i].len + 1;
            }
            CHECK(at == path->off + path->len + 1);
            free(seg);
            cap = small++ % (count + 1);
            seg = fuzz_alloc(cap * sizeof *seg);
            CHECK(urival_rfc1738_segments(&u, s, n, seg, cap, &got) == URIVAL_OK && got == count);
            /* Spans of u are trusted only inside the string: one byte
             * short, the path (or the schemepart) lies outside it. */
            CHECK(urival_rfc1738_segments(&u, s, n - 1, seg, cap, &got) == URIVAL_EINVAL &&
                  got == 0);
            free(seg);
        }
    }
    /* Fields: prospero only, inside the fields part. */
    {
        size_t count = 99, got = 99, cap;
        urival_span *name, *value;
        CHECK(urival_rfc1738_fields(&u, s, n, NULL, NULL, 0, &count) == URIVAL_OK);
        CHECK(count == 0 || u.scheme == URIVAL_RFC1738_SCHEME_PROSPERO);
        if (count > 0) {
            const urival_span *fs = &u.part[URIVAL_RFC1738_PART_FIELDS];
            CHECK(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_FIELDS));
            name = fuzz_alloc(count * sizeof *name);
            value = fuzz_alloc(count * sizeof *value);
            CHECK(urival_rfc1738_fields(&u, s, n, name, value, count, &got) == URIVAL_OK &&
                  got == count);
            for (k = 0; k < count; k++) {
                CHECK(inside(&name[k], fs) && inside(&value[k], fs));
                CHECK(name[k].off >= 1 && s[name[k].off - 1] == ';');
                CHECK(value[k].off == name[k].off + name[k].len + 1 && s[value[k].off - 1] == '=');
            }
            free(name);
            free(value);
            cap = small++ % (count + 1);
            name = fuzz_alloc(cap * sizeof *name);
            value = fuzz_alloc(cap * sizeof *value);
            CHECK(urival_rfc1738_fields(&u, s, n, name, value, cap, &got) == URIVAL_OK &&
                  got == count);
            CHECK(urival_rfc1738_fields(&u, s, n - 1, name, value, cap, &got) == URIVAL_EINVAL &&
                  got == 0);
            free(name);
            free(value);
        }
    }
    free(low);
}

static int has_dot_or_query(const char *s, size_t n)
{
    return memchr(s, '.', n) != NULL || memchr(s, '?', n) != NULL;
}

static void check_draft05(const char *b, size_t bl, const char *r, size_t rl, unsigned opts)
{
    urival_error err;
    unsigned res = 0x55;
    int st;
    size_t m;
    char *out;
    int ref_ok = urival_match(URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, r, rl, NULL) == URIVAL_OK;
    int base_ok = urival_match(URIVAL_RULE_URL_DRAFT05_ABSOLUTEURL, b, bl, NULL) == URIVAL_OK;
    PRODUCE(st, out, m, small++,
            urival_draft05_resolve(b, bl, r, rl, opts, BUF, CAP, &NEED, &res, &err));
    if (!ref_ok) {
        CHECK(st == URIVAL_ESYNTAX && err.status == URIVAL_ESYNTAX);
        fuzz_check_error(&err, r, rl, small++);
        return;
    }
    if (!base_ok) {
        CHECK(st == URIVAL_EBASE && err.status == URIVAL_EBASE);
        return;
    }
    CHECK(st == URIVAL_OK);
    CHECK((res & ~URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT) == 0);
    CHECK(((res & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT) != 0) == (rl == 0 || r[0] == '#'));
    if (res & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT)
        CHECK(m == rl && memcmp(out, r, rl) == 0);
    CHECK(urival_match(URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, out, m, NULL) == URIVAL_OK);
    {
        /* A reference with a scheme is absolute (step 3). */
        const char *hash = memchr(r, '#', rl);
        size_t al = hash ? (size_t)(hash - r) : rl;
        const char *colon = memchr(b, ':', bl);
        if (urival_match(URIVAL_RULE_URL_DRAFT05_ABSOLUTEURL, r, al, NULL) == URIVAL_OK) {
            if (!(opts & URIVAL_DRAFT05_FLAG_STRIP_DOTS))
                CHECK(m == rl && memcmp(out, r, rl) == 0);
        } else if (!(res & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT)) {
            /* Any other reference, whatever ":" it holds ("g;x:h"), takes
             * the base's scheme (the base's first ":" ends it). */
            size_t sl = (size_t)(colon - b) + 1;
            CHECK(colon != NULL && m >= sl && memcmp(out, b, sl) == 0);
        }
    }
    /* The plainest cases: RFC 3986 section 5.2 gives the same. */
    {
        urival_uri bu, ru;
        char *t;
        size_t tl;
        int s3;
        if (!has_dot_or_query(r, rl) && !has_dot_or_query(b, bl) && rl > 0 && r[0] != '/' &&
            r[0] != '#' && memchr(r, ':', rl) == NULL &&
            urival_uri_parse(URIVAL_RULE_RFC3986_URI, b, bl, &bu, NULL) == URIVAL_OK &&
            urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, r, rl, &ru, NULL) == URIVAL_OK &&
            urival_uri_has(&bu, URIVAL_URI_PART_AUTHORITY) &&
            !urival_uri_has(&bu, URIVAL_URI_PART_FRAGMENT) &&
            memchr(b + bu.part[URIVAL_URI_PART_PATH].off, '/', bu.part[URIVAL_URI_PART_PATH].len) !=
                NULL) {
            PRODUCE(s3, t, tl, small++, urival_resolve(b, bl, r, rl, 0, BUF, CAP, &NEED, NULL));
            CHECK(s3 == URIVAL_OK && tl == m && memcmp(t, out, m) == 0);
            free(t);
        }
    }
    free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s, *b, *r;
    size_t n, bl, rl;
    if (size < 1)
        return 0;
    small = data[0] >> 1;
    s = (const char *)data + 1;
    n = size - 1;
    check_rfc1738(s, n);
    fuzz_split(s, n, &b, &bl, &r, &rl);
    check_draft05(b, bl, r, rl, data[0] & 1u);
    if (memchr(s, '\n', n) == NULL)
        check_draft05("http://a/b/c/d;p?q", 18, s, n, data[0] & 1u);
    return 0;
}

#else
FUZZ_NOTHING_BUILT /* configured without the historic grammars */
#endif
