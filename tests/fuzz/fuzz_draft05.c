/* fuzz_legacy.c - the historic URLs: urival_rfc1738_parse and its segment
 * and field walkers (RFC 1738), and urival_draft05_resolve
 * (draft-fielding-url-syntax-05 section 5.2).
 *
 * Input: a flags byte (bit 0 URIVAL_DRAFT05_FLAG_STRIP_DOTS, the rest seeds
 * the small capacities), then a string; for resolution the string is a
 * base and a reference separated by the first "\n".  Invariants:
 *  - rfc1738_parse succeeds exactly when the string, its scheme read in
 *    lower case, matches its scheme's rule (genericurl for other schemes),
 *    and the rule it reports is one that matches; scheme and schemepart
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
 *    are stripped; the result is a URL-reference of the draft; on the
 *    plainest references (a relative path, no dot anywhere, a base with a
 *    site and a "/" in its path, no query) it agrees with RFC 3986; every
 *    output obeys the capacity protocol (fuzz_util.h). */
#include "fuzz_util.h"

#ifdef URIVAL_HAVE_RFC1738

static unsigned small;

static const struct {
    const char *name;
    urival_rfc1738_scheme scheme;
    urival_rule rule;
} schemes[] = {
    { "ftp", URIVAL_RFC1738_SCHEME_FTP, URIVAL_RULE_RFC1738_FTPURL },
    { "http", URIVAL_RFC1738_SCHEME_HTTP, URIVAL_RULE_RFC1738_HTTPURL },
    { "gopher", URIVAL_RFC1738_SCHEME_GOPHER, URIVAL_RULE_RFC1738_GOPHERURL },
    { "mailto", URIVAL_RFC1738_SCHEME_MAILTO, URIVAL_RULE_RFC1738_MAILTOURL },
    { "news", URIVAL_RFC1738_SCHEME_NEWS, URIVAL_RULE_RFC1738_NEWSURL },
    { "nntp", URIVAL_RFC1738_SCHEME_NNTP, URIVAL_RULE_RFC1738_NNTPURL },
    { "telnet", URIVAL_RFC1738_SCHEME_TELNET, URIVAL_RULE_RFC1738_TELNETURL },
    { "wais", URIVAL_RFC1738_SCHEME_WAIS, URIVAL_RULE_RFC1738_WAISURL },
    { "file", URIVAL_RFC1738_SCHEME_FILE, URIVAL_RULE_RFC1738_FILEURL },
    { "prospero", URIVAL_RFC1738_SCHEME_PROSPERO, URIVAL_RULE_RFC1738_PROSPEROURL },
};

static int scheme_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '+' || c == '-' || c == '.';
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
    if (colon < n && s[colon] == ':')
        for (i = 0; i < sizeof schemes / sizeof schemes[0]; i++)
            if (strlen(schemes[i].name) == colon && memcmp(low, schemes[i].name, colon) == 0) {
                rule = schemes[i].rule;
                scheme = schemes[i].scheme;
            }
    memset(&u, 0x5A, sizeof u);
    st = urival_rfc1738_parse(s, n, &u, &err);
    CHECK((st == URIVAL_OK) == (urival_match(rule, low, n, NULL) == URIVAL_OK));
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
    CHECK(u.rule == rule || (rule == URIVAL_RULE_RFC1738_WAISURL &&
                             (u.rule == URIVAL_RULE_RFC1738_WAISDATABASE ||
                              u.rule == URIVAL_RULE_RFC1738_WAISINDEX ||
                              u.rule == URIVAL_RULE_RFC1738_WAISDOC)));
    CHECK(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEME) &&
          urival_rfc1738_has(&u, URIVAL_RFC1738_PART_SCHEMEPART));
    CHECK(u.part[URIVAL_RFC1738_PART_SCHEME].off == 0 && u.part[URIVAL_RFC1738_PART_SCHEME].len == colon);
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
    if (urival_rfc1738_has(&u, URIVAL_RFC1738_PART_HOST) && u.part[URIVAL_RFC1738_PART_HOST].len > 0)
        CHECK(urival_match(URIVAL_RULE_RFC1738_HOST, s + u.part[URIVAL_RFC1738_PART_HOST].off,
                           u.part[URIVAL_RFC1738_PART_HOST].len, NULL) == URIVAL_OK);
    if (urival_rfc1738_has(&u, URIVAL_RFC1738_PART_PORT))
        CHECK(urival_match(URIVAL_RULE_RFC1738_PORT, s + u.part[URIVAL_RFC1738_PART_PORT].off,
                           u.part[URIVAL_RFC1738_PART_PORT].len, NULL) == URIVAL_OK);

    /* Segments: the path split at "/". */
    {
        const urival_span *path = &u.part[URIVAL_RFC1738_PART_PATH];
        size_t count = urival_rfc1738_segments(s, &u, NULL, 0), cap, slashes = 0, at;
        urival_span *seg;
        if (!urival_rfc1738_has(&u, URIVAL_RFC1738_PART_PATH)) {
            CHECK(count == 0);
        } else {
            for (i = 0; i < path->len; i++)
                slashes += s[path->off + i] == '/';
            CHECK(count == slashes + 1);
            seg = fuzz_alloc(count * sizeof *seg);
            CHECK(urival_rfc1738_segments(s, &u, seg, count) == count);
            for (i = 0, at = path->off; i < count; i++) {
                CHECK(seg[i].off == at && inside(&seg[i], path));
                CHECK(memchr(s + seg[i].off, '/', seg[i].len) == NULL);
                at = seg[i].off + seg[i].len + 1;
            }
            CHECK(at == path->off + path->len + 1);
            free(seg);
            cap = small++ % (count + 1);
            seg = fuzz_alloc(cap * sizeof *seg);
            CHECK(urival_rfc1738_segments(s, &u, seg, cap) == count);
            free(seg);
        }
    }
    /* Fields: prospero only, inside the fields part. */
    {
        size_t count = urival_rfc1738_fields(s, &u, NULL, NULL, 0), cap;
        urival_span *name, *value;
        CHECK(count == 0 || u.scheme == URIVAL_RFC1738_SCHEME_PROSPERO);
        if (count > 0) {
            const urival_span *fs = &u.part[URIVAL_RFC1738_PART_FIELDS];
            CHECK(urival_rfc1738_has(&u, URIVAL_RFC1738_PART_FIELDS));
            name = fuzz_alloc(count * sizeof *name);
            value = fuzz_alloc(count * sizeof *value);
            CHECK(urival_rfc1738_fields(s, &u, name, value, count) == count);
            for (k = 0; k < count; k++) {
                CHECK(inside(&name[k], fs) && inside(&value[k], fs));
                CHECK(name[k].off >= 1 && s[name[k].off - 1] == ';');
                CHECK(value[k].off == name[k].off + name[k].len + 1 &&
                      s[value[k].off - 1] == '=');
            }
            free(name);
            free(value);
            cap = small++ % (count + 1);
            name = fuzz_alloc(cap * sizeof *name);
            value = fuzz_alloc(cap * sizeof *value);
            CHECK(urival_rfc1738_fields(s, &u, name, value, cap) == count);
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
        if (!(opts & URIVAL_DRAFT05_FLAG_STRIP_DOTS) &&
            urival_match(URIVAL_RULE_URL_DRAFT05_ABSOLUTEURL, r, al, NULL) == URIVAL_OK)
            CHECK(m == rl && memcmp(out, r, rl) == 0);
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
            urival_uri_has(&bu, URIVAL_URI_PART_AUTHORITY) && !urival_uri_has(&bu, URIVAL_URI_PART_FRAGMENT) &&
            memchr(b + bu.part[URIVAL_URI_PART_PATH].off, '/', bu.part[URIVAL_URI_PART_PATH].len) != NULL) {
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
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    (void)data;
    (void)size;
    return 0; /* configured without the historic grammars */
}
#endif
