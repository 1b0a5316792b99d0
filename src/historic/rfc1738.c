/* rfc1738.c - RFC 1738 URLs checked against the grammar of their scheme,
 * and taken apart.
 *
 * Validation is the recognizer of grammar rfc1738 (the rule of the scheme,
 * or genericurl), run with the letters of the scheme read in lower case.
 * Taking apart needs no parser machine: in a valid URL of each scheme every
 * delimiter is unambiguous, because the grammar keeps it out of the parts
 * around it.  In a login, user and password hold no ":", "@" or "/" (uchar
 * excludes them) and a host holds none of them either, so the login ends at
 * the first "/", an "@" ends the user, and the first ":" is the password's
 * or, without "@", the port's.  fsegment holds no ";" (so the first ";" of
 * an ftp path begins ";type="), hsegment and search no "?" nor "/", a wais
 * database and wtype no "/" nor "?", psegment and fieldname no ";" nor "=".
 * The one split the grammar leaves open, gopher's "%09" (selector is
 * *xchar, which holds escapes, and so may hold "%09"), is made where
 * section 3.4.1 makes it, at the first "%09" ("a Gopher selector string
 * ... may contain any octets except 09 hexadecimal"), and a URL whose
 * selector or search breaks that section is refused (gopher_prose()).  The same splitting, run on the viable prefix of a failed
 * match, names the part in progress for the error report. */
#include <string.h>
#include "core/buf.h"
#include "core/catalogue.h"
#include "core/message.h"
#include "historic/historic_internal.h"

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
#define NSCHEMES (sizeof schemes / sizeof schemes[0])

static const char *const part_names[URIVAL_RFC1738_PART_COUNT] = {
    "scheme", "user",           "password", "host",    "port",  "path",    "type",   "selector",
    "search", "gopher+_string", "database", "address", "group", "article", "fields", "schemepart"
};

const char *urival_rfc1738_part_name(urival_rfc1738_part p)
{
    return (unsigned)p < URIVAL_RFC1738_PART_COUNT ? part_names[p] : NULL;
}

int urival_rfc1738_has(const urival_rfc1738 *u, urival_rfc1738_part p)
{
    return u != NULL && (unsigned)p < URIVAL_RFC1738_PART_COUNT && ((u->defined >> p) & 1u);
}

/* The leading run of scheme characters. */
static size_t scheme_run(const unsigned char *s, size_t len)
{
    size_t i = 0;
    while (i < len && urival__is_scheme_char(s[i]))
        i++;
    return i;
}

/* The scheme whose name s[0..n) is, in any case; NSCHEMES for none. */
static size_t scheme_index(const unsigned char *s, size_t n)
{
    size_t i;
    for (i = 0; i < NSCHEMES; i++)
        if (urival__same_ci(s, n, schemes[i].name))
            return i;
    return NSCHEMES;
}

/* --- Taking apart --------------------------------------------------------
 * split() works on s[0..n) that is a valid URL of its scheme, or a viable
 * prefix of one (for the error report): every search stops at n. */

struct parts {
    urival_span part[URIVAL_RFC1738_PART_COUNT];
    unsigned defined;
};

static void set(struct parts *p, urival_rfc1738_part which, size_t from, size_t to)
{
    p->part[which].off = from;
    p->part[which].len = to - from;
    p->defined |= 1u << which;
}

/* First position in [from, to) holding c, or to. */
static size_t find(const unsigned char *s, size_t from, size_t to, int c)
{
    while (from < to && s[from] != (unsigned char)c)
        from++;
    return from;
}

/* First position in [from, to) holding "%09", or to. */
static size_t find_tab(const unsigned char *s, size_t from, size_t to)
{
    for (; from + 3 <= to; from++)
        if (s[from] == '%' && s[from + 1] == '0' && s[from + 2] == '9')
            return from;
    return to;
}

/* hostport in [from, to). */
static void hostport(struct parts *p, const unsigned char *s, size_t from, size_t to)
{
    size_t colon = find(s, from, to, ':');
    set(p, URIVAL_RFC1738_PART_HOST, from, colon);
    if (colon < to)
        set(p, URIVAL_RFC1738_PART_PORT, colon + 1, to);
}

/* login in [from, to). */
static void login(struct parts *p, const unsigned char *s, size_t from, size_t to)
{
    size_t at = find(s, from, to, '@');
    if (at < to) {
        size_t colon = find(s, from, at, ':');
        set(p, URIVAL_RFC1738_PART_USER, from, colon);
        if (colon < at)
            set(p, URIVAL_RFC1738_PART_PASSWORD, colon + 1, at);
        hostport(p, s, at + 1, to);
    } else {
        hostport(p, s, from, to);
    }
}

/* The "//" authority of the IP-based schemes, from `from` (just after the
 * "//"): returns where it ends, at the first "/" or n. */
static size_t authority(struct parts *p, const unsigned char *s, size_t from, size_t n,
                        int with_login)
{
    size_t slash = find(s, from, n, '/');
    if (with_login)
        login(p, s, from, slash);
    else
        hostport(p, s, from, slash);
    return slash;
}

static void split(size_t si, const unsigned char *s, size_t n, size_t colon, struct parts *p)
{
    urival_rfc1738_scheme sc = si < NSCHEMES ? schemes[si].scheme : URIVAL_RFC1738_SCHEME_OTHER;
    size_t body = colon + 1, a = body + 2, end, q;

    memset(p, 0, sizeof *p);
    set(p, URIVAL_RFC1738_PART_SCHEME, 0, colon);
    if (body > n)
        return;
    set(p, URIVAL_RFC1738_PART_SCHEMEPART, body, n);
    if (a > n)
        a = n;
    switch (sc) {
    case URIVAL_RFC1738_SCHEME_FTP:
        end = authority(p, s, a, n, 1);
        if (end < n) {
            size_t semi = find(s, end + 1, n, ';');
            set(p, URIVAL_RFC1738_PART_PATH, end + 1, semi);
            if (semi + 6 <= n)
                set(p, URIVAL_RFC1738_PART_TYPE, semi + 6, n);
        }
        break;
    case URIVAL_RFC1738_SCHEME_FILE:
        end = find(s, a, n, '/');
        set(p, URIVAL_RFC1738_PART_HOST, a, end);
        if (end < n)
            set(p, URIVAL_RFC1738_PART_PATH, end + 1, n);
        break;
    case URIVAL_RFC1738_SCHEME_HTTP:
        end = authority(p, s, a, n, 0);
        if (end < n) {
            q = find(s, end + 1, n, '?');
            set(p, URIVAL_RFC1738_PART_PATH, end + 1, q);
            if (q < n)
                set(p, URIVAL_RFC1738_PART_SEARCH, q + 1, n);
        }
        break;
    case URIVAL_RFC1738_SCHEME_GOPHER:
        end = authority(p, s, a, n, 0);
        if (end + 1 < n) {
            size_t t = end + 1, sel = t + (s[t] == '%' ? 3 : 1), tab;
            if (sel > n)
                sel = n;
            set(p, URIVAL_RFC1738_PART_TYPE, t, sel);
            /* The grammar lets the selector hold "%09"; section 3.4.1 does
             * not, so the search begins at the first (gopher_prose() holds
             * the search to its rule). */
            tab = find_tab(s, sel, n);
            set(p, URIVAL_RFC1738_PART_SELECTOR, sel, tab);
            if (tab < n) {
                size_t from = tab + 3 < n ? tab + 3 : n;
                size_t tab2 = find_tab(s, from, n);
                set(p, URIVAL_RFC1738_PART_SEARCH, from, tab2);
                if (tab2 < n)
                    set(p, URIVAL_RFC1738_PART_GOPHER_PLUS, tab2 + 3 < n ? tab2 + 3 : n, n);
            }
        }
        break;
    case URIVAL_RFC1738_SCHEME_MAILTO:
        set(p, URIVAL_RFC1738_PART_ADDRESS, body, n);
        break;
    case URIVAL_RFC1738_SCHEME_NEWS:
        set(p, find(s, body, n, '@') < n ? URIVAL_RFC1738_PART_ARTICLE : URIVAL_RFC1738_PART_GROUP,
            body, n);
        break;
    case URIVAL_RFC1738_SCHEME_NNTP:
        end = authority(p, s, a, n, 0);
        if (end < n) {
            size_t slash = find(s, end + 1, n, '/');
            set(p, URIVAL_RFC1738_PART_GROUP, end + 1, slash);
            if (slash < n)
                set(p, URIVAL_RFC1738_PART_ARTICLE, slash + 1, n);
        }
        break;
    case URIVAL_RFC1738_SCHEME_TELNET:
        authority(p, s, a, n, 1);
        break;
    case URIVAL_RFC1738_SCHEME_WAIS:
        end = authority(p, s, a, n, 0);
        if (end < n) {
            size_t d = end + 1, stop = d;
            while (stop < n && s[stop] != '/' && s[stop] != '?')
                stop++;
            set(p, URIVAL_RFC1738_PART_DATABASE, d, stop);
            if (stop < n && s[stop] == '?') {
                set(p, URIVAL_RFC1738_PART_SEARCH, stop + 1, n);
            } else if (stop < n) {
                size_t slash = find(s, stop + 1, n, '/');
                set(p, URIVAL_RFC1738_PART_TYPE, stop + 1, slash);
                if (slash < n)
                    set(p, URIVAL_RFC1738_PART_PATH, slash + 1, n);
            }
        }
        break;
    case URIVAL_RFC1738_SCHEME_PROSPERO:
        end = authority(p, s, a, n, 0);
        if (end < n) {
            size_t semi = find(s, end + 1, n, ';');
            set(p, URIVAL_RFC1738_PART_PATH, end + 1, semi);
            if (semi < n)
                set(p, URIVAL_RFC1738_PART_FIELDS, semi, n);
        }
        break;
    case URIVAL_RFC1738_SCHEME_OTHER:
        break;
    }
}

/* A genericurl whose schemepart is an ip-schemepart: its login and path. */
static int ip_schemepart(const unsigned char *s, size_t n, size_t body, struct parts *p)
{
    size_t end;
    if (urival_match(URIVAL_RULE_RFC1738_IP_SCHEMEPART, (const char *)s + body, n - body, NULL) !=
        URIVAL_OK)
        return 0;
    end = authority(p, s, body + 2, n, 1);
    if (end < n)
        set(p, URIVAL_RFC1738_PART_PATH, end + 1, n);
    return 1;
}

/* --- Checking ----------------------------------------------------------- */

/* Runs rule over s[0..len) with s[0..fold) read in lower case: returns 1
 * when it accepts; otherwise fills err (when not NULL) as urival_match()
 * would for the folded input, with the upper case letters added to the
 * expected set where the folding would accept them. */
static int check(urival_rule rule, const unsigned char *s, size_t len, size_t fold,
                 urival_error *err)
{
    struct urival__feed f;
    uint32_t row, nx;
    size_t k;
    unsigned b;

    urival__feed_start(&f, rule);
    row = f.row;
    for (k = 0; k < len; k++) {
        unsigned char c = s[k];
        if (k < fold)
            c = (unsigned char)urival__lower(c);
        nx = urival__step(f.m, row, c);
        if (nx == 0)
            break;
        row = nx;
    }
    if (k == len && row != 0 && urival__is_final(f.m, row))
        return 1;
    if (err == NULL)
        return 0;
    memset(err, 0, sizeof *err);
    err->status = URIVAL_ESYNTAX;
    err->offset = k;
    err->at_end = k == len;
    urival__row_expected(f.m, row, err);
    if (k <= fold)
        for (b = 'a'; b <= 'z'; b++)
            if ((err->expected[b / 32] >> (b % 32)) & 1u)
                err->expected[(b - 32) / 32] |= (uint32_t)1 << ((b - 32) % 32);
    urival__attribute(rule, s, k, err);
    return 0;
}

/* Section 3.4.1 over the grammar's gopher URL s[0..n) split into p: "Gopher
 * selector strings are a sequence of octets which may contain any octets
 * except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII
 * character LF), and 0D (US-ASCII character CR)", so the selector ends at
 * the first "%09" (split() cuts it there), holds no "%0A" or "%0D", and
 * what follows that "%09" up to the next must be a search.  The grammar's
 * selector is *xchar, which holds every escape.  Returns 1, or 0 with err
 * (when not NULL) filled as urival_match() fills it: an escape of LF or
 * CR fails at its last hex digit, where any other would do. */
static int gopher_prose(const unsigned char *s, const struct parts *p, urival_error *err)
{
    const urival_span *sel = &p->part[URIVAL_RFC1738_PART_SELECTOR];
    const urival_span *search = &p->part[URIVAL_RFC1738_PART_SEARCH];
    size_t i;
    unsigned b;
    if (!((p->defined >> URIVAL_RFC1738_PART_SELECTOR) & 1u))
        return 1;
    for (i = sel->off; i + 3 <= sel->off + sel->len; i++) {
        unsigned d = urival__lower(s[i + 2]);
        if (s[i] != '%' || s[i + 1] != '0' || (d != 'a' && d != 'd'))
            continue;
        if (err != NULL) {
            memset(err, 0, sizeof *err);
            err->status = URIVAL_ESYNTAX;
            err->offset = i + 2;
            for (b = 0; b < 256; b++)
                if (urival__is_hexdig(b) && urival__lower(b) != 'a' && urival__lower(b) != 'd')
                    err->expected[b / 32] |= 1u << (b % 32);
            urival__report_rule(err, URIVAL_RULE_RFC1738_SELECTOR, sel->off);
        }
        return 0;
    }
    if (((p->defined >> URIVAL_RFC1738_PART_SEARCH) & 1u) &&
        urival_match(URIVAL_RULE_RFC1738_SEARCH, (const char *)s + search->off, search->len, err) !=
            URIVAL_OK) {
        if (err != NULL) {
            err->offset += search->off;
            err->rule_start += search->off;
        }
        return 0;
    }
    return 1;
}

int urival__rfc1738_hint(const urival_error *err, const unsigned char *s, size_t len,
                         struct urival__buf *b)
{
    size_t k = err->offset;
    unsigned d;
    if (s == NULL || k >= len || k < 2 || err->rule == NULL || err->grammar == NULL ||
        strcmp(err->grammar, "rfc1738") != 0 || strcmp(err->rule, "selector") != 0)
        return 0;
    d = urival__lower(s[k]);
    if (s[k - 2] != '%' || s[k - 1] != '0' || (d != 'a' && d != 'd'))
        return 0;
    urival__buf_str(b, "; hint: a gopher selector may hold any octet but 09, 0A and 0D"
                       " (RFC 1738 section 3.4.1): the first \"%09\" ends it, and \"%0");
    urival__buf_byte(b, s[k]);
    urival__buf_str(b, "\" is refused");
    return 1;
}

/* The grammar's failure at err->offset in a gopher URL whose prefix
 * section 3.4.1 accepts: where the prose narrows what may come next, the
 * expected bytes are narrowed with it.  After the first "%09" only the
 * search's rule goes on (the grammar would also take "/" and "?" as more of
 * the selector); after "%0" in the selector, no "a" or "d". */
static void gopher_expected(const unsigned char *s, size_t len, const struct parts *p,
                            urival_error *err)
{
    const urival_span *sel = &p->part[URIVAL_RFC1738_PART_SELECTOR];
    const urival_span *search = &p->part[URIVAL_RFC1738_PART_SEARCH];
    size_t at = err->offset;
    urival_error e;
    if (((p->defined >> URIVAL_RFC1738_PART_SEARCH) & 1u) && search->off + search->len == at) {
        size_t end = at < len ? at + 1 : at;
        if (urival_match(URIVAL_RULE_RFC1738_SEARCH, (const char *)s + search->off,
                         end - search->off, &e) == URIVAL_ESYNTAX &&
            e.offset + search->off == at) {
            e.offset = at;
            e.rule_start += search->off;
            *err = e;
        }
    } else if (((p->defined >> URIVAL_RFC1738_PART_SELECTOR) & 1u) && at >= sel->off + 2 &&
               at <= sel->off + sel->len && s[at - 2] == '%' && s[at - 1] == '0') {
        err->expected['a' / 32] &= ~(1u << ('a' % 32) | 1u << ('d' % 32));
        err->expected['A' / 32] &= ~(1u << ('A' % 32) | 1u << ('D' % 32));
    }
}

urival_status urival_rfc1738_parse(const char *str, size_t len, urival_rfc1738 *out,
                                   urival_error *err)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t run, si = NSCHEMES;
    urival_rule rule = URIVAL_RULE_RFC1738_GENERICURL;
    struct parts p;
    urival_status st = urival__check_input(str, len);

    st = urival__err_apart(&err, str, len, st);
    if (URIVAL__OUT_OVER(out, str, len))
        return urival__refuse(err, URIVAL_EINVAL);
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (s == NULL)
        s = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    run = scheme_run(s, len);
    if (run < len && s[run] == ':')
        si = scheme_index(s, run);
    if (si < NSCHEMES)
        rule = schemes[si].rule;
    if (!check(rule, s, len, run, err)) {
        /* Section 3.4.1 may refuse a gopher URL before the byte where the
         * grammar does: the first byte no valid URL has is the earlier. */
        if (rule == URIVAL_RULE_RFC1738_GOPHERURL && err != NULL) {
            urival_error first;
            split(si, s, err->offset, run, &p);
            if (!gopher_prose(s, &p, &first) && first.offset < err->offset)
                *err = first;
            else
                gopher_expected(s, len, &p, err);
        }
        return URIVAL_ESYNTAX;
    }
    /* Only a gopher URL needs its parts to be judged; validating any
     * other is done.  A valid URL has its scheme's ":" right after the run. */
    if (out != NULL || rule == URIVAL_RULE_RFC1738_GOPHERURL) {
        split(si, s, len, run, &p);
        if (rule == URIVAL_RULE_RFC1738_GOPHERURL && !gopher_prose(s, &p, err))
            return URIVAL_ESYNTAX;
    }
    if (err != NULL)
        memset(err, 0, sizeof *err);
    if (out == NULL)
        return URIVAL_OK;
    out->scheme = si < NSCHEMES ? schemes[si].scheme : URIVAL_RFC1738_SCHEME_OTHER;
    out->rule = rule;
    if (si == NSCHEMES && ip_schemepart(s, len, run + 1, &p))
        out->info |= URIVAL_RFC1738_INFO_IP_SCHEMEPART;
    if (out->scheme == URIVAL_RFC1738_SCHEME_WAIS)
        out->rule = (p.defined >> URIVAL_RFC1738_PART_SEARCH) & 1u ? URIVAL_RULE_RFC1738_WAISINDEX
                    : (p.defined >> URIVAL_RFC1738_PART_TYPE) & 1u
                        ? URIVAL_RULE_RFC1738_WAISDOC
                        : URIVAL_RULE_RFC1738_WAISDATABASE;
    memcpy(out->part, p.part, sizeof p.part);
    out->defined = p.defined;
    return URIVAL_OK;
}

/* The bytes of an array of cap spans that a walk over s[0..len) can reach:
 * it writes one span a "/" or ";" at most, and one more, so cap beyond
 * len + 1 is never reached, and cap * sizeof could wrap to a size that
 * would hide an overlap. */
static size_t walk_reach(size_t cap, size_t len)
{
    size_t n = cap < len + 1 ? cap : len + 1;
    /* (len + 1) * sizeof still wraps where size_t has 32 bits. */
    return n > SIZE_MAX / sizeof(urival_span) ? SIZE_MAX : n * sizeof(urival_span);
}

/* The contract of the two span walkers: u's spans are trusted only inside
 * s[0..len), since a struct from another string (or a forged one) would
 * have them read past the end of this one. */
static urival_status walk_begin(const urival_rfc1738 *u, const char *s, size_t len, int outs_ok,
                                size_t *count, const urival_span *a, size_t size,
                                const urival_span *b)
{
    urival_status st = urival__check_input(s, len);
    int p;
    /* The arrays a and b (size bytes each), and *count, are outputs: none
     * may lie over the text or *u. */
    const struct urival__input in[2] = { { s, len }, { u, sizeof *u } };
    for (p = 0; st == URIVAL_OK && p < 2; p++)
        if (URIVAL__OUT_OVER(count, in[p].s, in[p].len) ||
            urival__overlaps((const char *)a, size, in[p].s, in[p].len) ||
            urival__overlaps((const char *)b, size, in[p].s, in[p].len))
            return URIVAL_EINVAL;
    if (count != NULL)
        *count = 0;
    if (st != URIVAL_OK)
        return st;
    if (u == NULL || count == NULL || !outs_ok)
        return URIVAL_EINVAL;
    for (p = 0; p < URIVAL_RFC1738_PART_COUNT; p++)
        if (urival_rfc1738_has(u, (urival_rfc1738_part)p) &&
            (u->part[p].off > len || u->part[p].len > len - u->part[p].off))
            return URIVAL_EINVAL;
    return URIVAL_OK;
}

urival_status urival_rfc1738_segments(const urival_rfc1738 *u, const char *str, size_t len,
                                      urival_span *seg, size_t cap, size_t *count)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i, n = 0, from, end;
    urival_status st =
        walk_begin(u, str, len, seg != NULL || cap == 0, count, seg, walk_reach(cap, len), NULL);
    if (st != URIVAL_OK || !urival_rfc1738_has(u, URIVAL_RFC1738_PART_PATH))
        return st;
    if (seg == NULL) /* walk_begin() allowed it with cap 0 alone */
        cap = 0;
    from = u->part[URIVAL_RFC1738_PART_PATH].off;
    end = from + u->part[URIVAL_RFC1738_PART_PATH].len;
    for (i = from;; i++) {
        if (i == end || s[i] == '/') {
            if (n < cap) {
                seg[n].off = from;
                seg[n].len = i - from;
            }
            n++;
            from = i + 1;
            if (i == end)
                break;
        }
    }
    *count = n;
    return URIVAL_OK;
}

urival_status urival_rfc1738_fields(const urival_rfc1738 *u, const char *str, size_t len,
                                    urival_span *name, urival_span *value, size_t cap,
                                    size_t *count)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t n = 0, i, end;
    urival_status st = walk_begin(u, str, len, (name != NULL && value != NULL) || cap == 0, count,
                                  name, walk_reach(cap, len), value);
    if (st != URIVAL_OK || u->scheme != URIVAL_RFC1738_SCHEME_PROSPERO ||
        !urival_rfc1738_has(u, URIVAL_RFC1738_PART_FIELDS))
        return st;
    if (name == NULL || value == NULL) /* walk_begin() allowed it with cap 0 alone */
        cap = 0;
    i = u->part[URIVAL_RFC1738_PART_FIELDS].off;
    end = i + u->part[URIVAL_RFC1738_PART_FIELDS].len;
    /* Each fieldspec is ";" fieldname "=" fieldvalue; neither holds ";" or
     * "=". */
    while (i < end) {
        size_t nm = i + 1, eq = find(s, nm, end, '=');
        size_t val = eq < end ? eq + 1 : end, stop = find(s, val, end, ';');
        if (n < cap) {
            name[n].off = nm;
            name[n].len = eq - nm;
            value[n].off = val;
            value[n].len = stop - val;
        }
        n++;
        i = stop;
    }
    *count = n;
    return URIVAL_OK;
}

/* --- Attribution --------------------------------------------------------- */

/* The grammar rule a part of a scheme stands for. */
static urival_rule part_rule(urival_rfc1738_scheme sc, urival_rfc1738_part part)
{
    switch (part) {
    case URIVAL_RFC1738_PART_SCHEME:
        return URIVAL_RULE_RFC1738_SCHEME;
    case URIVAL_RFC1738_PART_USER:
        return URIVAL_RULE_RFC1738_USER;
    case URIVAL_RFC1738_PART_PASSWORD:
        return URIVAL_RULE_RFC1738_PASSWORD;
    case URIVAL_RFC1738_PART_HOST:
        return URIVAL_RULE_RFC1738_HOST;
    case URIVAL_RFC1738_PART_PORT:
        return URIVAL_RULE_RFC1738_PORT;
    case URIVAL_RFC1738_PART_PATH:
        switch (sc) {
        case URIVAL_RFC1738_SCHEME_FTP:
        case URIVAL_RFC1738_SCHEME_FILE:
            return URIVAL_RULE_RFC1738_FPATH;
        case URIVAL_RFC1738_SCHEME_HTTP:
            return URIVAL_RULE_RFC1738_HPATH;
        case URIVAL_RFC1738_SCHEME_PROSPERO:
            return URIVAL_RULE_RFC1738_PPATH;
        case URIVAL_RFC1738_SCHEME_WAIS:
            return URIVAL_RULE_RFC1738_WPATH;
        default:
            return URIVAL_RULE_RFC1738_URLPATH;
        }
    case URIVAL_RFC1738_PART_TYPE:
        return sc == URIVAL_RFC1738_SCHEME_FTP      ? URIVAL_RULE_RFC1738_FTPTYPE
               : sc == URIVAL_RFC1738_SCHEME_GOPHER ? URIVAL_RULE_RFC1738_GTYPE
                                                    : URIVAL_RULE_RFC1738_WTYPE;
    case URIVAL_RFC1738_PART_SELECTOR:
        return URIVAL_RULE_RFC1738_SELECTOR;
    case URIVAL_RFC1738_PART_SEARCH:
        return URIVAL_RULE_RFC1738_SEARCH;
    case URIVAL_RFC1738_PART_GOPHER_PLUS:
        return URIVAL_RULE_RFC1738_GOPHER_PLUS_STRING;
    case URIVAL_RFC1738_PART_DATABASE:
        return URIVAL_RULE_RFC1738_DATABASE;
    case URIVAL_RFC1738_PART_ADDRESS:
        return URIVAL_RULE_RFC1738_ENCODED822ADDR;
    case URIVAL_RFC1738_PART_GROUP:
        return sc == URIVAL_RFC1738_SCHEME_NEWS ? URIVAL_RULE_RFC1738_GROUPPART
                                                : URIVAL_RULE_RFC1738_GROUP;
    case URIVAL_RFC1738_PART_ARTICLE:
        return sc == URIVAL_RFC1738_SCHEME_NEWS ? URIVAL_RULE_RFC1738_ARTICLE
                                                : URIVAL_RULE_RFC1738_DIGITS;
    case URIVAL_RFC1738_PART_FIELDS:
        return URIVAL_RULE_RFC1738_FIELDSPEC;
    case URIVAL_RFC1738_PART_SCHEMEPART:
        return URIVAL_RULE_RFC1738_SCHEMEPART;
    case URIVAL_RFC1738_PART_COUNT:
        break;
    }
    return URIVAL_RULE_RFC1738_SCHEMEPART; /* not reached: part is never COUNT */
}

/* The scheme rules: the scheme they are the rule of. */
static int scheme_rule(urival_rule rule, size_t *si)
{
    size_t i;
    if (rule == URIVAL_RULE_RFC1738_GENERICURL || rule == URIVAL_RULE_RFC1738_OTHERURL) {
        *si = NSCHEMES;
        return 1;
    }
    for (i = 0; i < NSCHEMES; i++) {
        if (rule == schemes[i].rule ||
            (schemes[i].scheme == URIVAL_RFC1738_SCHEME_WAIS &&
             (rule == URIVAL_RULE_RFC1738_WAISDATABASE || rule == URIVAL_RULE_RFC1738_WAISINDEX ||
              rule == URIVAL_RULE_RFC1738_WAISDOC))) {
            *si = i;
            return 1;
        }
    }
    return 0;
}

struct urival__where urival__rfc1738_attribute(urival_rule rule, const unsigned char *s, size_t k)
{
    size_t si, colon, best = URIVAL_RFC1738_PART_COUNT, i;
    urival_rfc1738_scheme sc;
    struct parts p;
    struct urival__where w = { rule, 0 };

    if (!scheme_rule(rule, &si))
        return w;
    colon = scheme_run(s, k);
    if (colon >= k) { /* still in the scheme (or its name) */
        if (si == NSCHEMES)
            w.rule = URIVAL_RULE_RFC1738_SCHEME;
        return w;
    }
    sc = si < NSCHEMES ? schemes[si].scheme : URIVAL_RFC1738_SCHEME_OTHER;
    if (sc != URIVAL_RFC1738_SCHEME_MAILTO && sc != URIVAL_RFC1738_SCHEME_NEWS &&
        sc != URIVAL_RFC1738_SCHEME_OTHER && k < colon + 3)
        return w; /* in the "//" of the scheme rule */
    split(si, s, k, colon, &p);
    if (sc == URIVAL_RFC1738_SCHEME_OTHER) {
        w.rule = URIVAL_RULE_RFC1738_SCHEMEPART, w.start = colon + 1;
        return w;
    }
    /* The part in progress: the one that reaches k and began last.  The
     * scheme part and the whole schemepart do not count. */
    for (i = URIVAL_RFC1738_PART_USER; i < URIVAL_RFC1738_PART_SCHEMEPART; i++) {
        const urival_span *sp = &p.part[i];
        if (!((p.defined >> i) & 1u) || sp->off + sp->len != k)
            continue;
        if (best == URIVAL_RFC1738_PART_COUNT || sp->off >= p.part[best].off)
            best = i;
    }
    if (best == URIVAL_RFC1738_PART_COUNT)
        return w; /* in a literal of the scheme rule: ";type=", "//", "%09" */
    /* Before an "@", a login could still be a user (and password) or a
     * host (and port): name the login. */
    if ((best == URIVAL_RFC1738_PART_HOST || best == URIVAL_RFC1738_PART_PORT) &&
        !((p.defined >> URIVAL_RFC1738_PART_USER) & 1u) &&
        (sc == URIVAL_RFC1738_SCHEME_FTP || sc == URIVAL_RFC1738_SCHEME_TELNET)) {
        w.rule = URIVAL_RULE_RFC1738_LOGIN, w.start = colon + 3;
        return w;
    }
    w.rule = part_rule(sc, (urival_rfc1738_part)best);
    w.start = p.part[best].off;
    return w;
}
