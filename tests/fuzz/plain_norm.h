/* plain_norm.h - a plain reference for urival_normalize(s, len, 0, ...):
 * syntax-based normalization written straight from RFC 3986, step after
 * step, for the differential tests (tests/fuzz/fuzz_plainnorm.c and
 * tests/reference/check_plainnorm.c) and nothing else.
 *
 * It is meant to be obviously right rather than fast: every step makes a
 * new string, section 5.2.4 runs as its input and output buffers, and
 * nothing is shared with the library but the public recognizer that says
 * whether s is a URI-reference at all.  The steps:
 *   1. components by Appendix B's reading of the delimiters (s is valid);
 *   2. 6.2.2.1: hex digits of every escape to upper case; scheme to lower
 *      case; the host's letters outside escapes to lower case;
 *   3. 6.2.2.2: every escape of an unreserved character decoded (a letter
 *      decoded in the host is lowered too: the host is case-insensitive,
 *      and without it the form would not normalize to itself);
 *   4. 6.2.2.3: the path's dot segments removed by 5.2.4's loop (rules A
 *      to E); a relative-path reference instead keeps the ".." that climb
 *      out of it and gets "./" in front when its first segment would be
 *      empty or hold a ":" (urival.h states this reading);
 *   5. recomposed (5.3), with "/." in front of a path that would begin
 *      with "//" without an authority (urival.h).
 * Returns a malloc'ed NUL-terminated string (*n its length), or NULL when
 * s is no URI-reference. */
#ifndef URIVAL_PLAIN_NORM_H
#define URIVAL_PLAIN_NORM_H

#include <stdlib.h>
#include <string.h>
#include "urival.h"
#include "../common/ascii.h"

/* A growing string. */
struct pn_str {
    char *p;
    size_t n;
};

static void pn_add(struct pn_str *s, const char *p, size_t n)
{
    char *q = realloc(s->p, s->n + n + 1);
    if (q == NULL)
        abort();
    s->p = q;
    if (n > 0)
        memcpy(s->p + s->n, p, n);
    s->n += n;
    s->p[s->n] = '\0';
}

static int pn_unreserved(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

static char pn_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Step 2 (hex digits; letters outside escapes lowered when lower) and
 * step 3 (unreserved escapes decoded, lowered too when lower) over one
 * component. */
static struct pn_str pn_case_and_pct(const char *s, size_t n, int lower)
{
    struct pn_str up = { NULL, 0 }, out = { NULL, 0 };
    size_t i;
    pn_add(&up, "", 0);
    pn_add(&out, "", 0);
    /* 6.2.2.1 */
    for (i = 0; i < n; i++) {
        char c = s[i];
        if (c == '%' && i + 2 < n && hex_digit(s[i + 1]) >= 0 && hex_digit(s[i + 2]) >= 0) {
            char e[3] = { '%', s[i + 1], s[i + 2] };
            e[1] = e[1] >= 'a' && e[1] <= 'f' ? (char)(e[1] - 32) : e[1];
            e[2] = e[2] >= 'a' && e[2] <= 'f' ? (char)(e[2] - 32) : e[2];
            pn_add(&up, e, 3);
            i += 2;
            continue;
        }
        c = lower ? pn_lower(c) : c;
        pn_add(&up, &c, 1);
    }
    /* 6.2.2.2 */
    for (i = 0; i < up.n; i++) {
        if (up.p[i] == '%' && i + 2 < up.n) {
            int v = hex_digit(up.p[i + 1]) * 16 + hex_digit(up.p[i + 2]);
            if (pn_unreserved(v)) {
                char c = lower ? pn_lower((char)v) : (char)v;
                pn_add(&out, &c, 1);
                i += 2;
                continue;
            }
        }
        pn_add(&out, up.p + i, 1);
    }
    free(up.p);
    return out;
}

static int pn_starts(const char *s, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

static int pn_is(const char *s, size_t n, const char *lit)
{
    return n == strlen(lit) && memcmp(s, lit, n) == 0;
}

/* Section 5.2.4, as written: an input buffer and an output buffer. */
static struct pn_str pn_remove_dots(const char *path, size_t n)
{
    struct pn_str in = { NULL, 0 }, out = { NULL, 0 };
    pn_add(&in, path, n);
    pn_add(&out, "", 0);
    while (in.n > 0) {
        const char *p = in.p;
        size_t k = in.n, drop = 0, seg;
        int pop = 0;
        if (pn_starts(p, k, "../")) {
            drop = 3; /* A */
        } else if (pn_starts(p, k, "./")) {
            drop = 2; /* A */
        } else if (pn_starts(p, k, "/./")) {
            drop = 2; /* B: "/./" becomes "/" */
        } else if (pn_is(p, k, "/.")) {
            drop = 1, in.p[1] = '/'; /* B: "/." becomes "/" */
        } else if (pn_starts(p, k, "/../")) {
            drop = 3, pop = 1; /* C */
        } else if (pn_is(p, k, "/..")) {
            drop = 2, pop = 1, in.p[2] = '/'; /* C */
        } else if (pn_is(p, k, ".") || pn_is(p, k, "..")) {
            drop = k; /* D */
        } else {
            /* E: the first segment, with its "/", to the output */
            seg = p[0] == '/' ? 1 : 0;
            while (seg < k && p[seg] != '/')
                seg++;
            pn_add(&out, p, seg);
            drop = seg;
        }
        if (pop) {
            while (out.n > 0 && out.p[out.n - 1] != '/')
                out.n--;
            if (out.n > 0)
                out.n--;
            out.p[out.n] = '\0';
        }
        memmove(in.p, in.p + drop, in.n - drop);
        in.n -= drop;
    }
    free(in.p);
    return out;
}

/* A relative-path reference: segments as a stack; ".." with nothing to
 * pop is kept, a final "." or ".." leaves an empty last segment. */
static struct pn_str pn_relative_dots(const char *path, size_t n)
{
    struct pn_str out = { NULL, 0 };
    size_t depth = 0, ups = 0, i = 0, k;
    const char **seg = malloc((n + 2) * sizeof *seg);
    size_t *len = malloc((n + 2) * sizeof *len);
    if (seg == NULL || len == NULL)
        abort();
    for (;;) {
        size_t e = i;
        int last;
        while (e < n && path[e] != '/')
            e++;
        last = e == n;
        if (pn_is(path + i, e - i, ".") || pn_is(path + i, e - i, "..")) {
            if (e - i == 2) {
                if (depth > 0)
                    depth--;
                else
                    ups++;
            }
            if (last) {
                seg[depth] = "";
                len[depth++] = 0;
            }
        } else {
            seg[depth] = path + i;
            len[depth++] = e - i;
        }
        if (last)
            break;
        i = e + 1;
    }
    pn_add(&out, "", 0);
    for (k = 0; k < ups; k++)
        pn_add(&out, "../", 3);
    if (ups == 0 && depth > 0 && (len[0] == 0 || memchr(seg[0], ':', len[0]) != NULL))
        pn_add(&out, "./", 2);
    for (k = 0; k < depth; k++) {
        if (k > 0)
            pn_add(&out, "/", 1);
        pn_add(&out, seg[k], len[k]);
    }
    free(seg);
    free(len);
    return out;
}

static char *plain_normalize(const char *s, size_t n, size_t *outlen)
{
    struct pn_str out = { NULL, 0 }, t;
    size_t i = 0, e, path_start, path_end, q_end;
    int has_scheme = 0, has_auth = 0;

    if (urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, NULL) != URIVAL_OK)
        return NULL;
    pn_add(&out, "", 0);
    /* 1. Appendix B: scheme up to a ":" before any "/", "?", "#". */
    for (e = 0; e < n && s[e] != ':' && s[e] != '/' && s[e] != '?' && s[e] != '#'; e++)
        ;
    if (e < n && s[e] == ':') {
        t = pn_case_and_pct(s, e, 1);
        pn_add(&out, t.p, t.n);
        pn_add(&out, ":", 1);
        free(t.p);
        has_scheme = 1;
        i = e + 1;
    }
    if (n - i >= 2 && s[i] == '/' && s[i + 1] == '/') {
        size_t a = i + 2, ae = a, at = (size_t)-1, hs, he;
        has_auth = 1;
        while (ae < n && s[ae] != '/' && s[ae] != '?' && s[ae] != '#')
            ae++;
        for (e = a; e < ae; e++)
            if (s[e] == '@')
                at = e;
        pn_add(&out, "//", 2);
        hs = a;
        if (at != (size_t)-1) {
            t = pn_case_and_pct(s + a, at - a, 0);
            pn_add(&out, t.p, t.n);
            pn_add(&out, "@", 1);
            free(t.p);
            hs = at + 1;
        }
        /* The port follows the last ":" after the host, which for an
         * IP-literal ends at its "]". */
        he = ae;
        for (e = ae; e > hs; e--) {
            if (s[e - 1] == ']')
                break;
            if (s[e - 1] == ':') {
                he = e - 1;
                break;
            }
        }
        t = pn_case_and_pct(s + hs, he - hs, 1);
        pn_add(&out, t.p, t.n);
        free(t.p);
        pn_add(&out, s + he, ae - he); /* ":" port, as written */
        i = ae;
    }
    path_start = i;
    for (path_end = i; path_end < n && s[path_end] != '?' && s[path_end] != '#'; path_end++)
        ;
    /* 4. after 2 and 3 on the path */
    t = pn_case_and_pct(s + path_start, path_end - path_start, 0);
    if (t.n > 0) {
        struct pn_str d;
        if (!has_scheme && !has_auth && t.p[0] != '/')
            d = pn_relative_dots(t.p, t.n);
        else
            d = pn_remove_dots(t.p, t.n);
        if (!has_auth && d.n >= 2 && d.p[0] == '/' && d.p[1] == '/')
            pn_add(&out, "/.", 2);
        pn_add(&out, d.p, d.n);
        free(d.p);
    }
    free(t.p);
    i = path_end;
    if (i < n && s[i] == '?') {
        for (q_end = i + 1; q_end < n && s[q_end] != '#'; q_end++)
            ;
        t = pn_case_and_pct(s + i + 1, q_end - i - 1, 0);
        pn_add(&out, "?", 1);
        pn_add(&out, t.p, t.n);
        free(t.p);
        i = q_end;
    }
    if (i < n && s[i] == '#') {
        t = pn_case_and_pct(s + i + 1, n - i - 1, 0);
        pn_add(&out, "#", 1);
        pn_add(&out, t.p, t.n);
        free(t.p);
    }
    *outlen = out.n;
    return out.p;
}

#endif
