/* check_extract.c - URI references in running text:
 *   tests/data/extract_cases.tsv  one case a line: the rules one by one
 *   tests/data/extract_seeds.tsv  the URL-in-text passages of the seeds
 * Each row: text, the expected URIs as "URI@OFFSET[:FLAGS]" separated by
 * spaces (\e for none; OFFSET is where the URI's first byte is; FLAGS a
 * for "<...>", u for a "URL:" prefix, w for whitespace removed, h for a
 * hyphen at a line break), section, note.  Then the API's edges, and
 * invariants on random text. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

static struct tsv cases, seeds;

static void expect_row(const struct tsv_row *r)
{
    char *text = malloc(strlen(r->field[0]) + 1), uri[1024];
    size_t len = tsv_decode(r->field[0], text), pos = 0, prev_end = 0;
    const char *item = strcmp(r->field[1], "\\e") == 0 ? "" : r->field[1];
    urival_extracted f;
    int n = 0;

    ck_assert_msg(r->nfields >= 3, "line %zu: 3 or 4 fields", r->line);
    while (*item != '\0') {
        const char *end = strchr(item, ' '), *at, *colon;
        size_t ilen, want_off, ulen;
        unsigned want_flags = 0;
        char flags[8] = "";
        if (end == NULL)
            end = item + strlen(item);
        ilen = (size_t)(end - item);
        for (at = end; at > item && at[-1] != '@'; at--)
            ;
        ck_assert_msg(at > item, "line %zu: bad item", r->line);
        want_off = (size_t)strtoul(at, NULL, 10);
        colon = memchr(at, ':', (size_t)(end - at));
        if (colon != NULL) {
            const char *c;
            for (c = colon + 1; c < end; c++)
                want_flags |= *c == 'a'   ? URIVAL_EXTRACT_INFO_ANGLE
                              : *c == 'u' ? URIVAL_EXTRACT_INFO_URL_PREFIX
                              : *c == 'w' ? URIVAL_EXTRACT_INFO_WHITESPACE
                                          : URIVAL_EXTRACT_INFO_HYPHEN_BREAK;
        }
        ck_assert_msg(urival_extract_next(text, len, &pos, &f) == URIVAL_OK,
                      "line %zu: URI %d not found", r->line, n + 1);
        ck_assert_int_eq(urival_extract_copy(&f, text, len, 0, uri, sizeof uri, &ulen), URIVAL_OK);
        ck_assert_uint_eq(ulen, f.len);
        ck_assert_msg(ulen == (size_t)(at - 1 - item) && memcmp(uri, item, ulen) == 0,
                      "line %zu: URI %d is \"%s\", want \"%.*s\"", r->line, n + 1, uri,
                      (int)(at - 1 - item), item);
        ck_assert_msg(f.uri_start == want_off, "line %zu: URI %d at %zu, want %zu", r->line, n + 1,
                      f.uri_start, want_off);
        if (f.info & URIVAL_EXTRACT_INFO_ANGLE)
            strcat(flags, "a");
        if (f.info & URIVAL_EXTRACT_INFO_URL_PREFIX)
            strcat(flags, "u");
        if (f.info & URIVAL_EXTRACT_INFO_WHITESPACE)
            strcat(flags, "w");
        if (f.info & URIVAL_EXTRACT_INFO_HYPHEN_BREAK)
            strcat(flags, "h");
        ck_assert_msg(f.info == want_flags, "line %zu: URI %d flags \"%s\"", r->line, n + 1, flags);
        /* The spans nest, and the scan moves on past the match. */
        ck_assert(prev_end <= f.start && f.start <= f.uri_start && f.uri_start < f.uri_end &&
                  f.uri_end <= f.end && f.end <= len);
        ck_assert_uint_eq(pos, f.end);
        /* What is found is an RFC 3986 URI reference. */
        ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, uri, ulen, NULL),
                         URIVAL_OK);
        prev_end = f.end;
        n++;
        item = *end == ' ' ? end + 1 : end;
        (void)ilen;
    }
    ck_assert_msg(urival_extract_next(text, len, &pos, &f) == URIVAL_ENOT_FOUND,
                  "line %zu: an unexpected URI at %zu", r->line, f.uri_start);
    ck_assert_uint_eq(pos, len);
    free(text);
}

START_TEST(test_cases)
{
    expect_row(&cases.rows[_i]);
}
END_TEST
START_TEST(test_seeds)
{
    expect_row(&seeds.rows[_i]);
}
END_TEST

START_TEST(test_copy)
{
    const char *t = "see <http://a/very-\n   long/path> now";
    char buf[64], small[5];
    size_t pos = 0, n, m;
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(t, strlen(t), &pos, &f), URIVAL_OK);
    ck_assert(f.info & URIVAL_EXTRACT_INFO_HYPHEN_BREAK);
    ck_assert_int_eq(
        urival_extract_copy(&f, t, strlen(t), URIVAL_EXTRACT_FLAG_DROP_HYPHEN, buf, sizeof buf, &n),
        URIVAL_OK);
    ck_assert_str_eq(buf, "http://a/verylong/path");
    ck_assert_uint_eq(n, strlen(buf));
    ck_assert_int_eq(urival_extract_copy(&f, t, strlen(t), 0, small, sizeof small, &n), URIVAL_OK);
    ck_assert_str_eq(small, "http");
    ck_assert_uint_eq(n, strlen("http://a/very-long/path"));
    ck_assert_int_eq(urival_extract_copy(&f, t, strlen(t), 0, NULL, 0, &m), URIVAL_OK);
    ck_assert_uint_eq(m, n);
    /* A found span outside the text is refused, leaving "" and 0. */
    f.uri_end = strlen(t) + 1;
    ck_assert_int_eq(urival_extract_copy(&f, t, strlen(t), 0, buf, sizeof buf, &m), URIVAL_EINVAL);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(m, 0);
    ck_assert_int_eq(urival_extract_copy(NULL, t, strlen(t), 0, buf, sizeof buf, &m),
                     URIVAL_EINVAL);
}
END_TEST

/* The output contract of urival_extract_copy(): refused before a byte is
 * written, "" and 0 left. */
START_TEST(test_copy_contract)
{
    char text[64] = "see <http://a/b> and more room after it......";
    char buf[32];
    size_t len = strlen(text), pos = 0, n = 99;
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(text, len, &pos, &f), URIVAL_OK);
    /* An output inside the text (here after the URI) would be read back. */
    ck_assert_int_eq(urival_extract_copy(&f, text, len, 0, text + 20, 10, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_str_eq(text, "see <http://a/b> and more room after it......");
    /* The spare room of the array past len is not input: allowed. */
    ck_assert_int_eq(
        urival_extract_copy(&f, text, len, 0, text + len + 1, sizeof text - len - 1, &n),
        URIVAL_OK);
    ck_assert_str_eq(text + len + 1, "http://a/b");
    /* Unknown flags. */
    strcpy(buf, "x");
    n = 99;
    ck_assert_int_eq(urival_extract_copy(&f, text, len, 0x2u, buf, sizeof buf, &n), URIVAL_EINVAL);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(n, 0);
    /* A NULL buffer only for a length query. */
    ck_assert_int_eq(urival_extract_copy(&f, text, len, 0, NULL, 1, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_extract_copy(&f, NULL, len, 0, buf, sizeof buf, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_extract_copy(&f, text, URIVAL_MAX_INPUT + 1, 0, buf, sizeof buf, &n),
                     URIVAL_ERANGE);
    ck_assert_str_eq(buf, "");
    /* needed may be NULL. */
    ck_assert_int_eq(urival_extract_copy(&f, text, len, 0, buf, sizeof buf, NULL), URIVAL_OK);
    ck_assert_str_eq(buf, "http://a/b");
    /* The match's own bounds must lie in the text too, not only the URI's. */
    {
        urival_extracted g = f;
        g.end = len + 1;
        ck_assert_int_eq(urival_extract_copy(&g, text, len, 0, buf, sizeof buf, &n), URIVAL_EINVAL);
        g = f;
        g.start = g.uri_start + 1;
        ck_assert_int_eq(urival_extract_copy(&g, text, len, 0, buf, sizeof buf, &n), URIVAL_EINVAL);
    }
}
END_TEST

/* The first URI of text t copied out under flags must be want; returns
 * its info bits. */
static unsigned first_copy_is(const char *t, unsigned flags, const char *want)
{
    char buf[64];
    size_t pos = 0, n;
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(t, strlen(t), &pos, &f), URIVAL_OK);
    ck_assert_int_eq(urival_extract_copy(&f, t, strlen(t), flags, buf, sizeof buf, &n), URIVAL_OK);
    ck_assert_str_eq(buf, want);
    ck_assert_uint_eq(n, strlen(want));
    return f.info;
}

/* A hyphen at a line break is left out only where the URI stays one
 * without it (RFC 3986 Appendix C: it "may or may not" be the URI's). */
START_TEST(test_drop_hyphen_keeps_uri)
{
    static const struct {
        const char *text, *dropped;
    } drops[] = {
        { "see <http://[v1.-\n]/x>", "http://[v1.-]/x" },
        { "x mailto:-\n//x:y z", "mailto:-//x:y" },
        { "see <http://a/very-\n   long/path> now", "http://a/verylong/path" },
        { "<URL:very-\nlong/path>", "verylong/path" },
    };
    size_t k;
    for (k = 0; k < sizeof drops / sizeof drops[0]; k++)
        ck_assert(first_copy_is(drops[k].text, URIVAL_EXTRACT_FLAG_DROP_HYPHEN, drops[k].dropped) &
                  URIVAL_EXTRACT_INFO_HYPHEN_BREAK);
}
END_TEST

/* Inside "<" and ">" a line break may fall in the scheme too (RFC 1738's
 * appendix: the whitespace "should be ignored"); a blank alone may not,
 * or "<see http://a/>" would hold a scheme "seehttp". */
START_TEST(test_angle_scheme_broken)
{
    static const struct {
        const char *text, *uri;
    } broken[] = {
        { "see <ft\np://a/b> now", "ftp://a/b" },
        { "A <http\n://a/x>", "http://a/x" },
        { "A <ht \n  tp://a/x>", "http://a/x" },
        { "A <see http://a/x>", "http://a/x" },
    };
    size_t k;
    for (k = 0; k < sizeof broken / sizeof broken[0]; k++)
        (void)first_copy_is(broken[k].text, 0, broken[k].uri);
}
END_TEST

/* *f is an input: an output over it would change the bounds being read
 * (it crashed, reading past the text). */
START_TEST(test_copy_over_found)
{
    const char *text = "see http://example.com/a/very/long/path/segment/here ok";
    size_t len = strlen(text), pos = 0, n = 99;
    union {
        urival_extracted f;
        char buf[128];
    } u;
    urival_extracted kept;
    ck_assert_int_eq(urival_extract_next(text, len, &pos, &u.f), URIVAL_OK);
    kept = u.f;
    ck_assert_int_eq(urival_extract_copy(&u.f, text, len, 0, u.buf, sizeof u.buf, &n),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert(memcmp(&u.f, &kept, sizeof kept) == 0);
}
END_TEST

START_TEST(test_arguments)
{
    size_t pos = 0;
    urival_extracted f;
    /* Empty text holds nothing; the rest are bad arguments, which leave
     * *pos alone. */
    ck_assert_int_eq(urival_extract_next(NULL, 0, &pos, &f), URIVAL_ENOT_FOUND);
    ck_assert_uint_eq(pos, 0);
    ck_assert_int_eq(urival_extract_next(NULL, 4, &pos, &f), URIVAL_EINVAL);
    ck_assert_int_eq(urival_extract_next("http://a/", 9, NULL, &f), URIVAL_EINVAL);
    ck_assert_int_eq(urival_extract_next("x http://a/ y", 13, &pos, NULL), URIVAL_EINVAL);
    ck_assert_uint_eq(pos, 0);
    pos = 10;
    ck_assert_int_eq(urival_extract_next("http://a/", 9, &pos, &f), URIVAL_EINVAL);
    ck_assert_uint_eq(pos, 10);
    pos = 0;
    ck_assert_int_eq(urival_extract_next("http://a/", URIVAL_MAX_INPUT + 1, &pos, &f),
                     URIVAL_ERANGE);
    ck_assert_uint_eq(f.start + f.end + f.uri_start + f.uri_end + f.len + f.info, 0);
    /* Starting inside a URI finds what begins later. */
    pos = 3;
    ck_assert_int_eq(urival_extract_next("x http://a/ y", 13, &pos, &f), URIVAL_ENOT_FOUND);
    ck_assert_uint_eq(pos, 13);
}
END_TEST

/* An IRI candidate: passed over by urival_extract_next(), found whole by
 * urival_extract_scan() with the flag, and no RFC 3986 URI. */
START_TEST(test_iri_candidates)
{
    static const char t[] = "see http://www.b\xC3\xBCrger.de, and (http://a/b).";
    size_t len = sizeof t - 1, pos = 0, n;
    char buf[64];
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(t, len, &pos, &f), URIVAL_OK);
    ck_assert_uint_eq(f.uri_start, 32);
    ck_assert_uint_eq(f.info, 0);
    pos = 0;
    ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                     URIVAL_OK);
    ck_assert_uint_eq(f.uri_start, 4);
    ck_assert_uint_eq(f.uri_end, 25);
    ck_assert_uint_eq(f.len, 21);
    ck_assert_uint_eq(f.info, URIVAL_EXTRACT_INFO_IRI);
    ck_assert_uint_eq(pos, 25);
    ck_assert_int_eq(urival_extract_copy(&f, t, len, 0, buf, sizeof buf, &n), URIVAL_OK);
    ck_assert_str_eq(buf, "http://www.b\xC3\xBCrger.de");
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, buf, n, NULL), URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                     URIVAL_OK);
    ck_assert_uint_eq(f.uri_start, 32);
    ck_assert_uint_eq(f.uri_end, 42);
    ck_assert_uint_eq(f.info, 0);
    ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                     URIVAL_ENOT_FOUND);
    pos = 0;
    ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_DROP_HYPHEN, &f),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(pos, 0);
}
END_TEST

/* An IRI whose first letter after "//" (or a mailto's ":") is above
 * U+007F is as much an IRI candidate as one whose later letters are. */
START_TEST(test_iri_candidates_first_letter)
{
    static const struct {
        const char *text;
        size_t start, end;
        unsigned info;
    } firsts[] = {
        { "see http://\xE4\xBE\x8B\xE3\x81\x88.jp/ now", 4, 21, URIVAL_EXTRACT_INFO_IRI },
        { "<http://\xC3\xA9/>", 1, 11, URIVAL_EXTRACT_INFO_IRI | URIVAL_EXTRACT_INFO_ANGLE },
        { "mail mailto:\xC3\xA9@a.b.", 5, 18, URIVAL_EXTRACT_INFO_IRI },
    };
    size_t i;
    for (i = 0; i < sizeof firsts / sizeof firsts[0]; i++) {
        const char *t = firsts[i].text;
        size_t len = strlen(t), pos = 0;
        urival_extracted f;
        ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                         URIVAL_OK);
        ck_assert_msg(f.uri_start == firsts[i].start && f.uri_end == firsts[i].end &&
                          f.info == firsts[i].info,
                      "%s: %zu-%zu info %u", t, f.uri_start, f.uri_end, f.info);
        pos = 0;
        ck_assert_int_eq(urival_extract_next(t, len, &pos, &f), URIVAL_ENOT_FOUND);
    }
}
END_TEST

/* An IRI in <...> is an IRI candidate delimited by the brackets, as a
 * URI there is: the match is the brackets', the whitespace inside goes,
 * after "URL:" a relative reference is one too.  Without the flag it is
 * passed over whole, a URI inside it with it (the text inside is one).  Text in brackets that is no
 * URI and holds no letter above U+007F (a curly quote is punctuation), or
 * that no ">" closes, is no candidate: a bare URI inside may be. */
START_TEST(test_iri_candidates_in_angle)
{
    static const struct {
        const char *text, *copy;
        size_t start, end, uri_start, uri_end;
        unsigned info;
    } rows[] = {
        { "see <http://\xE4\xBE\x8B.jp/a b> x", "http://\xE4\xBE\x8B.jp/ab", 4, 23, 5, 22,
          URIVAL_EXTRACT_INFO_ANGLE | URIVAL_EXTRACT_INFO_WHITESPACE | URIVAL_EXTRACT_INFO_IRI },
        { "<URL: /\xC3\xA9>", "/\xC3\xA9", 0, 10, 6, 9,
          URIVAL_EXTRACT_INFO_ANGLE | URIVAL_EXTRACT_INFO_URL_PREFIX | URIVAL_EXTRACT_INFO_IRI },
        { "<http://\xC3\xA9/ http://a/>", "http://\xC3\xA9/http://a/", 0, 22, 1, 21,
          URIVAL_EXTRACT_INFO_ANGLE | URIVAL_EXTRACT_INFO_WHITESPACE | URIVAL_EXTRACT_INFO_IRI },
        { "<http://a/b-\n  c\xC3\xA9>", "http://a/b-c\xC3\xA9", 0, 19, 1, 18,
          URIVAL_EXTRACT_INFO_ANGLE | URIVAL_EXTRACT_INFO_WHITESPACE |
              URIVAL_EXTRACT_INFO_HYPHEN_BREAK | URIVAL_EXTRACT_INFO_IRI },
    };
    /* No candidate in brackets: what is found is a bare URI, or nothing. */
    static const struct {
        const char *text;
        size_t uri_end;
    } others[] = {
        { "<http://a/\xE2\x80\x9Cq\xE2\x80\x9D>", 10 },
        { "<\xC3\xA9:x>", 0 },
        { "<http://a/b \xC3\xA9", 11 },
    };
    size_t i, pos, n;
    char buf[64];
    urival_extracted f;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const char *t = rows[i].text;
        size_t len = strlen(t);
        pos = 0;
        ck_assert_int_eq(urival_extract_scan(t, len, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                         URIVAL_OK);
        ck_assert_msg(
            f.start == rows[i].start && f.end == rows[i].end && f.uri_start == rows[i].uri_start &&
                f.uri_end == rows[i].uri_end && f.info == rows[i].info && pos == rows[i].end,
            "%zu: %zu-%zu (%zu-%zu) info %u", i, f.start, f.end, f.uri_start, f.uri_end, f.info);
        ck_assert_int_eq(urival_extract_copy(&f, t, len, 0, buf, sizeof buf, &n), URIVAL_OK);
        ck_assert_str_eq(buf, rows[i].copy);
        ck_assert_uint_eq(n, f.len);
        pos = 0;
        ck_assert_int_eq(urival_extract_next(t, len, &pos, &f), URIVAL_ENOT_FOUND);
    }
    for (i = 0; i < sizeof others / sizeof others[0]; i++) {
        const char *t = others[i].text;
        pos = 0;
        if (others[i].uri_end == 0) {
            ck_assert_int_eq(
                urival_extract_scan(t, strlen(t), &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                URIVAL_ENOT_FOUND);
            continue;
        }
        ck_assert_int_eq(
            urival_extract_scan(t, strlen(t), &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
            URIVAL_OK);
        ck_assert_msg(f.start == 1 && f.uri_end == others[i].uri_end && f.info == 0,
                      "%s: %zu-%zu info %u", t, f.start, f.uri_end, f.info);
    }
    /* The letter is judged on the bytes the copy keeps: E2, blank, 80 is
     * the punctuation E2 80 once the blank goes, no letter, so the brackets
     * hold no candidate (the bare word "http://a/\xE2" before the blank is
     * one, as it would be alone). */
    {
        static const char t[] = "<http://a/\xE2 \x80z>";
        pos = 0;
        ck_assert_int_eq(
            urival_extract_scan(t, sizeof t - 1, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
            URIVAL_OK);
        ck_assert_uint_eq(f.info, URIVAL_EXTRACT_INFO_IRI);
        ck_assert_uint_eq(f.uri_end, 11);
    }
    /* fuzz_extract: a line break between C2 and A0 left U+00A0 in the copy,
     * whitespace that a second removal took out: the copy was not found
     * again as itself.  Bytes the removal joins into whitespace make no
     * candidate. */
    {
        static const char t[] = "<http://\xC3\xA9\xC2\n\xA0x>";
        pos = 0;
        ck_assert_int_eq(
            urival_extract_scan(t, sizeof t - 1, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
            URIVAL_OK);
        ck_assert_uint_eq(f.info & URIVAL_EXTRACT_INFO_ANGLE, 0);
    }
}
END_TEST

/* Where fuzz_extract found a URI in text that was not found alone: the
 * first match of urival_extract_scan() with the IRI candidates.
 *  - A "]" after a hyphen's line break was not the bracket that ends the
 *    URI before it: "http://a/b-" LF "]\xC3\xA9t" was one IRI candidate
 *    across the break, "http://a/b-]\xC3\xA9t" the URI "http://a/b-".
 *  - A character cut short at the end of the text ended the URI before
 *    it, the same bytes before a space were an IRI's letter: only the
 *    character's own bytes decide.  U+FF60, halfwidth punctuation, is no
 *    letter. */
START_TEST(test_first_match)
{
    static const struct {
        const char *text;
        size_t uri_end, len;
        unsigned info;
    } rows[] = {
        { "see http://a/b-\n]\xC3\xA9t", 15, 11, 0 },
        { "see http://a/b-]\xC3\xA9t", 15, 11, 0 },
        { "see http://a/b- \r\n  ]\xC3\xA9t", 15, 11, 0 },
        { "see http://a/b\xEF\xBD", 16, 12, URIVAL_EXTRACT_INFO_IRI },
        { "see http://a/b\xEF\xBD x", 16, 12, URIVAL_EXTRACT_INFO_IRI },
        { "see http://a/b\xC3", 15, 11, URIVAL_EXTRACT_INFO_IRI },
        { "see http://a/b\xC3 x", 15, 11, URIVAL_EXTRACT_INFO_IRI },
        { "see http://a/b\xEF\xBD\xA0", 14, 10, 0 },
    };
    size_t i, pos;
    urival_extracted f;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        pos = 0;
        ck_assert_int_eq(urival_extract_scan(rows[i].text, strlen(rows[i].text), &pos,
                                             URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
                         URIVAL_OK);
        ck_assert_uint_eq(f.uri_start, 4);
        ck_assert_uint_eq(f.uri_end, rows[i].uri_end);
        ck_assert_uint_eq(f.len, rows[i].len);
        ck_assert_uint_eq(f.info, rows[i].info);
    }
}
END_TEST

/* fuzz_extract: urival_extract_next() read the "URL:" that ends an IRI
 * candidate it passes over as the prefix of the URI after it, where
 * urival_extract_scan() with the IRI candidates had given those bytes to
 * the candidate: neither does now. */
START_TEST(test_prefix_inside_iri)
{
    static const char t[] = "p://h\xC3\xA9URL: t://h";
    size_t pos = 0;
    urival_extracted f;
    ck_assert_int_eq(urival_extract_next(t, sizeof t - 1, &pos, &f), URIVAL_OK);
    ck_assert_uint_eq(f.start, 12);
    ck_assert_uint_eq(f.uri_start, 12);
    ck_assert_uint_eq(f.info, 0);
    pos = 0;
    ck_assert_int_eq(
        urival_extract_scan(t, sizeof t - 1, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
        URIVAL_OK);
    ck_assert_uint_eq(f.uri_end, 10);
    ck_assert_uint_eq(f.info, URIVAL_EXTRACT_INFO_IRI);
    ck_assert_int_eq(
        urival_extract_scan(t, sizeof t - 1, &pos, URIVAL_EXTRACT_FLAG_IRI_CANDIDATES, &f),
        URIVAL_OK);
    ck_assert_uint_eq(f.start, 12);
    ck_assert_uint_eq(f.info, 0);
}
END_TEST

/* fuzz_extract: "urn:f" was taken before the "]" in text, but not found
 * alone (a URN needs its NID's ":"); the prefix before a bracket is held
 * to the rules of a whole candidate, so neither finds it. */
START_TEST(test_prefix_rules)
{
    static const char *const none[] = { "x urn:f]o:a123%2C45 y", " urn:f " };
    static const char t[] = "x urn:a:b]o y";
    size_t i, pos;
    urival_extracted f;
    for (i = 0; i < sizeof none / sizeof none[0]; i++) {
        pos = 0;
        ck_assert_int_eq(urival_extract_next(none[i], strlen(none[i]), &pos, &f),
                         URIVAL_ENOT_FOUND);
    }
    pos = 0;
    ck_assert_int_eq(urival_extract_next(t, sizeof t - 1, &pos, &f), URIVAL_OK);
    ck_assert_uint_eq(f.uri_start, 2);
    ck_assert_uint_eq(f.uri_end, 9);
}
END_TEST

/* Random text built from the bytes that matter: nothing crashes, and
 * every match is well-formed. */
START_TEST(test_random_text)
{
    static const char *const pieces[] = { "http://", "a",      "<",       ">", "URL:", " ",
                                          "\n",      "-",      ".",       ")", "(",    "/",
                                          "%",       "2",      "mailto:", "@", "\r\n", "\xc2\xa0",
                                          ":",       "urn:x:", "#",       "]" };
    unsigned long seed = 42;
    int n, k;
    for (n = 0; n < 20000; n++) {
        char text[512], uri[512];
        size_t len = 0, pos = 0, last = 0;
        urival_extracted f;
        int pieces_n = (int)((seed = seed * 1103515245ul + 12345ul) >> 16) % 40;
        for (k = 0; k < pieces_n; k++) {
            const char *p;
            seed = seed * 1103515245ul + 12345ul;
            p = pieces[(seed >> 16) % (sizeof pieces / sizeof pieces[0])];
            memcpy(text + len, p, strlen(p));
            len += strlen(p);
        }
        while (urival_extract_next(text, len, &pos, &f) == URIVAL_OK) {
            size_t ul = 0;
            ck_assert_int_eq(urival_extract_copy(&f, text, len, 0, uri, sizeof uri, &ul),
                             URIVAL_OK);
            ck_assert(last <= f.start && f.start <= f.uri_start && f.uri_start < f.uri_end &&
                      f.uri_end <= f.end && f.end <= len);
            ck_assert_uint_eq(ul, f.len);
            ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, uri, ul, NULL),
                             URIVAL_OK);
            if (!(f.info & URIVAL_EXTRACT_INFO_URL_PREFIX))
                ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, uri, ul, NULL), URIVAL_OK);
            ck_assert(pos > last || pos == f.end);
            last = pos;
        }
        ck_assert_uint_eq(pos, len);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("extract");
    TCase *tc = tcase_create("extract_cases.tsv"), *ts = tcase_create("extract_seeds.tsv");
    TCase *api = tcase_create("api");
    int failed;

    tsv_load(&cases, "extract_cases.tsv");
    tsv_load(&seeds, "extract_seeds.tsv");
    tcase_add_loop_test(tc, test_cases, 0, (int)cases.nrows);
    tcase_add_loop_test(ts, test_seeds, 0, (int)seeds.nrows);
    tcase_add_test(api, test_copy);
    tcase_add_test(api, test_copy_contract);
    tcase_add_test(api, test_copy_over_found);
    tcase_add_test(api, test_drop_hyphen_keeps_uri);
    tcase_add_test(api, test_angle_scheme_broken);
    tcase_add_test(api, test_arguments);
    tcase_add_test(api, test_iri_candidates);
    tcase_add_test(api, test_iri_candidates_in_angle);
    tcase_add_test(api, test_iri_candidates_first_letter);
    tcase_add_test(api, test_prefix_rules);
    tcase_add_test(api, test_first_match);
    tcase_add_test(api, test_prefix_inside_iri);
    tcase_add_test(api, test_random_text);
    tcase_set_timeout(api, 60);
    suite_add_tcase(s, tc);
    suite_add_tcase(s, ts);
    suite_add_tcase(s, api);
    failed = run_suite(s);
    tsv_free(&cases);
    tsv_free(&seeds);
    return failed;
}
