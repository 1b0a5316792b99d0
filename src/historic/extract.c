/* extract.c - URI references in running text (RFC 3986 Appendix C, the
 * appendix of RFC 1738, Appendix E of draft-fielding-url-syntax-05).
 *
 * Two forms are recognized.  A delimited one, "<" [ "URL:" ] URI ">", may
 * hold whitespace and line breaks, which are not part of the URI ("The
 * whitespace should be ignored when the URI is extracted").  An undelimited
 * one ends at the first byte no URI can hold, and then gives back the
 * sentence's punctuation.  Nothing is copied: the URI is checked by feeding
 * the recognizer of RFC 3986 its bytes with the whitespace left out, and
 * urival_extract_copy() writes it out on request. */
#include <string.h>
#include "core/buf.h"
#include "historic/historic_internal.h"

static int is_ws(unsigned c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int is_break(unsigned c)
{
    return c == '\n' || c == '\r';
}

/* The length of the whitespace character that lead byte c begins, b1 and
 * b2 the two bytes after it (0 where none); 0 if none.  ASCII whitespace,
 * and the UTF-8 of the Unicode spaces that typesetting puts in text
 * (U+00A0 NO-BREAK SPACE, U+2000 to U+200A, U+202F, U+205F, U+3000),
 * which text converted from print holds where the original had spaces. */
static size_t space_of(unsigned c, unsigned b1, unsigned b2)
{
    if (is_ws(c))
        return 1;
    if (c == 0xC2 && b1 == 0xA0)
        return 2;
    if ((c == 0xE2 && b1 == 0x80 && ((b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xAF)) ||
        (c == 0xE2 && b1 == 0x81 && b2 == 0x9F) || (c == 0xE3 && b1 == 0x80 && b2 == 0x80))
        return 3;
    return 0;
}

/* space_of() the bytes at s[i] (0 for those at or past end). */
static size_t space_len(const unsigned char *s, size_t i, size_t end)
{
    if (i >= end)
        return 0;
    return space_of(s[i], i + 1 < end ? s[i + 1] : 0, i + 2 < end ? s[i + 2] : 0);
}

/* Skips spaces and tabs (no line break) from i. */
static size_t skip_blanks(const unsigned char *s, size_t i, size_t end)
{
    size_t n;
    while ((n = space_len(s, i, end)) != 0 && !is_break(s[i]))
        i += n;
    return i;
}

/* Skips all whitespace from i. */
static size_t skip_space(const unsigned char *s, size_t i, size_t end)
{
    size_t n;
    while ((n = space_len(s, i, end)) != 0)
        i += n;
    return i;
}

/* The bytes an RFC 3986 URI reference can hold. */
static int uri_char(unsigned c)
{
    return urival__is_unreserved(c) || urival__is_sub_delim(c) ||
           (c != '\0' && strchr(":/?#[]@%", (int)c) != NULL);
}

static int opaque_scheme(const unsigned char *s, size_t n);

/* Does a URI of its own begin at i: a scheme, then "://", or ":" after a
 * scheme that needs no "//" (bare())?  A typesetter's continuation never
 * does; joining such a line would cut the URI it holds. */
static int begins_uri(const unsigned char *s, size_t len, size_t i)
{
    size_t r = i;
    if (i >= len || !urival__is_alpha(s[i]))
        return 0;
    while (r < len && urival__is_scheme_char(s[r]))
        r++;
    if (r == len || s[r] != ':')
        return 0;
    return urival__starts_ci(s + r + 1, len - r - 1, "//") || opaque_scheme(s + i, r - i);
}

/* After a "-" at i - 1: the whitespace from i holds exactly one line break
 * (CR, LF or CRLF) and ends at a byte that is not whitespace; returns where
 * that byte is, else 0.  With bare (a run in the text, not one delimited
 * by "<" and ">", where all is one URI), not where that byte begins a URI
 * of its own. */
static size_t hyphen_break(const unsigned char *s, size_t len, size_t i, int bare)
{
    size_t breaks = 0;
    i = skip_blanks(s, i, len);
    if (i < len && s[i] == '\r') {
        i++;
        breaks++;
        if (i < len && s[i] == '\n')
            i++;
    } else if (i < len && s[i] == '\n') {
        i++;
        breaks++;
    }
    if (breaks == 0)
        return 0;
    i = skip_blanks(s, i, len);
    return i < len && space_len(s, i, len) == 0 && !(bare && begins_uri(s, len, i)) ? i : 0;
}

/* Is s[from..to), whitespace left out, a string of *rule?  Also counts the
 * bytes kept and notes whitespace and a hyphen before a line break (all it
 * does when rule is NULL, for a candidate known not to be a URI). */
static int check(const urival_rule *rule, const unsigned char *s, size_t from, size_t to,
                 size_t *kept, unsigned *flags)
{
    struct urival__feed f;
    size_t i;
    *kept = 0;
    if (rule != NULL)
        urival__feed_start(&f, *rule);
    for (i = from; i < to; i++) {
        size_t sp = space_len(s, i, to);
        if (sp != 0) {
            *flags |= URIVAL_EXTRACT_INFO_WHITESPACE;
            i += sp - 1;
            continue;
        }
        if (s[i] == '-' && hyphen_break(s, to, i + 1, 0) != 0)
            *flags |= URIVAL_EXTRACT_INFO_HYPHEN_BREAK;
        if (rule != NULL && !urival__feed(&f, s + i, 1))
            return 0;
        ++*kept;
    }
    return rule == NULL || urival__feed_accepts(&f);
}

/* Does lead byte c, b1 and b2 the two bytes after it (0 where none), begin
 * a character that continues a word, a letter of an IRI (RFC 3987) rather
 * than punctuation after a URI?  The three letters of U+0080-U+00BF
 * (U+00AA, U+00B5 and U+00BA: ª, µ, º; the rest of that block is
 * controls, symbols and punctuation), and any code point from U+00C0 on,
 * except the punctuation blocks that text puts after a URI: General
 * Punctuation U+2000-U+206F (curly quotes, dashes, ellipsis; the
 * superscripts from U+2070 on are no part of it), CJK Symbols and
 * Punctuation U+3000-U+303F and the fullwidth and halfwidth forms
 * U+FF00-U+FF65. */
static int letter(unsigned c, unsigned b1, unsigned b2)
{
    if (c == 0xC2)
        return b1 == 0xAA || b1 == 0xB5 || b1 == 0xBA;
    if (c < 0xC3 || c > 0xF4)
        return 0;
    /* U+2040-U+206F; an E2 81 cut short or ill-formed stays punctuation,
     * so that where the text ends or what byte follows does not decide. */
    if (c == 0xE2 && (b1 == 0x80 || (b1 == 0x81 && !(b2 >= 0xB0 && b2 <= 0xBF))))
        return 0;
    if (c == 0xE3 && b1 == 0x80)
        return 0;
    if (c == 0xEF && (b1 == 0xBC || (b1 == 0xBD && b2 >= 0x80 && b2 <= 0xA5)))
        return 0;
    return 1;
}

static int word_continues(const unsigned char *s, size_t i, size_t len)
{
    /* The bytes after the lead byte, 0 past the text's end: only the
     * character's own bytes decide, so that the end of the text and a
     * space after it (the URI framed alone) decide alike.  A sequence cut
     * short or ill-formed is a letter, found as what it is, but for E2 80
     * and E2 81, which stay punctuation (letter()). */
    return letter(s[i], i + 1 < len ? s[i + 1] : 0, i + 2 < len ? s[i + 2] : 0);
}

/* Where the sentence's punctuation begins at the end of the run s[i..k)
 * after the ":" at r: a "." "," ";" ":" "!" "?" "'" at its end is not the
 * URI's, nor a ")" or "]" with no "(" or "[" to balance it inside.  The
 * closers are counted over s[i..k) and uncounted as they are given back,
 * so that trimming where trim() stopped stops there again: a URI found,
 * framed alone, ends where it ended. */
static size_t trim(const unsigned char *s, size_t i, size_t r, size_t k)
{
    size_t end = k, m, open_round = 0, close_round = 0, open_square = 0, close_square = 0;
    for (m = i; m < k; m++) {
        open_round += s[m] == '(';
        close_round += s[m] == ')';
        open_square += s[m] == '[';
        close_square += s[m] == ']';
    }
    /* No whitespace can end a run (a line break continues it only up to a
     * URI byte), and a byte above 0x7F at the end of an IRI's word is its
     * letter's, so only ASCII punctuation is given back. */
    while (end > r + 1) {
        unsigned c = s[end - 1];
        if (c != '\0' && c < 0x80 && strchr(".,;:!?'", (int)c) != NULL) {
            end--;
        } else if (c == ')' && close_round > open_round) {
            close_round--;
            end--;
        } else if (c == ']' && close_square > open_square) {
            close_square--;
            end--;
        } else {
            break;
        }
    }
    /* A line break after "-" joined the run for the byte after it alone:
     * where that byte was given back, the break is no part of the URI
     * either ("http://a/b-" LF ". next" ends at the "-", as it does framed
     * alone).  The break's whitespace may hold Unicode spaces, hence the
     * loose walk back and the exact test forward. */
    if (end < k) {
        m = end;
        while (m > r + 1 && (is_ws(s[m - 1]) || s[m - 1] >= 0x80))
            m--;
        if (m < end && s[m - 1] == '-' && hyphen_break(s, k, m, 1) == end)
            end = m;
    }
    return end;
}

/* Where the run of URI bytes from k ends, continued across a line break
 * after "-". */
static size_t run_end(const unsigned char *s, size_t len, size_t k)
{
    size_t m;
    for (;;) {
        while (k < len && uri_char(s[k]))
            k++;
        if (k < len && s[k - 1] == '-' && (m = hyphen_break(s, len, k, 1)) != 0 && uri_char(s[m])) {
            k = m;
            continue;
        }
        return k;
    }
}

/* Is the byte after s[..end) in the joined text (a line break after "-"
 * left out, as the recognizer read it) a bracket?  "x://-" LF "]" must
 * decide as "x://-]" does, or the URI found in text is not found alone. */
static int bracket_follows(const unsigned char *s, size_t len, size_t end)
{
    size_t m;
    if (end > 0 && end < len && s[end - 1] == '-' && (m = hyphen_break(s, len, end, 1)) != 0)
        end = m;
    return end < len && s[end] != '\0' && strchr("()[]", (int)s[end]) != NULL;
}

/* The run of URI bytes from its scheme at i, fed to the recognizer of
 * RFC 3986 URIs until the run ends or a byte is refused; returns where it
 * stopped, *dead saying whether at a refused byte, and *longest the end of
 * the longest prefix taken (i when none).  Stopping at the refused byte
 * keeps a text of many joined candidates linear: the bytes past it are
 * read only when no URI ends before it. */
static size_t probe(const unsigned char *s, size_t len, size_t i, size_t *longest, int *dead)
{
    struct urival__feed f;
    size_t m;
    *longest = i;
    *dead = 0;
    urival__feed_start(&f, URIVAL_RULE_RFC3986_URI);
    for (;;) {
        for (; i < len && uri_char(s[i]); i++) {
            if (!urival__feed(&f, s + i, 1)) {
                *dead = 1;
                return i;
            }
            if (urival__feed_accepts(&f))
                *longest = i + 1;
        }
        if (i < len && s[i - 1] == '-' && (m = hyphen_break(s, len, i, 1)) != 0 && uri_char(s[m])) {
            i = m;
            continue;
        }
        return i;
    }
}

/* Where the word of an IRI that goes on at k ends: at whitespace, at an
 * ASCII byte no IRI holds ("<", ">", '"', ...) or at a character that is
 * not a letter of one (word_continues()), then without the sentence's
 * punctuation (trim()). */
static size_t iri_end(const unsigned char *s, size_t len, size_t i, size_t r, size_t k)
{
    while (k < len) {
        if (s[k] < 0x80 ? !uri_char(s[k]) : !word_continues(s, k, len))
            break;
        if (s[k] < 0x80)
            k++;
        else
            for (k++; k < len && s[k] >= 0x80 && s[k] < 0xC0; k++)
                ;
    }
    return trim(s, i, r, k);
}

/* Is s[i..end), the scheme ending at r, a candidate at all: a byte after
 * "scheme:" or "scheme://" (body), and for "urn" a NID and its ":"?  A URN
 * is "urn:" NID ":" NSS (RFC 8141 section 2): "URN:ISBN" in a sentence
 * names a namespace, not a URN.  Asked of every end a URI may take, the
 * longest prefix included, so that what is found alone is found in text. */
static int candidate(const unsigned char *s, size_t i, size_t r, size_t body, size_t end)
{
    size_t m;
    if (end <= body)
        return 0;
    if (r - i == 3 && urival__starts_ci(s + i, 3, "urn")) {
        for (m = r + 2; m < end && s[m] != ':'; m++)
            ;
        if (m >= end)
            return 0;
    }
    return 1;
}

/* The first byte at or after i in s[..to) that whitespace removal keeps. */
static size_t kept_from(const unsigned char *s, size_t i, size_t to)
{
    size_t sp;
    while (i < to && (sp = space_len(s, i, to)) != 0)
        i += sp;
    return i;
}

/* Is s[from..to), whitespace removed, an IRI candidate: does it hold a
 * letter of an IRI (word_continues()), and no whitespace that the removal
 * made by joining bytes ("\xC2" LF "\xA0" is U+00A0 once the LF goes,
 * which a second removal would take out)?  Judged on the bytes kept, as
 * the copy has them, so that the copy framed alone is judged alike
 * ("\xE2 \x80" is the punctuation E2 80 once the blank goes). */
static int iri_inside(const unsigned char *s, size_t from, size_t to)
{
    size_t m;
    int found = 0;
    for (m = kept_from(s, from, to); m < to; m = kept_from(s, m + 1, to)) {
        size_t j = kept_from(s, m + 1, to), k = j < to ? kept_from(s, j + 1, to) : to;
        unsigned b1 = j < to ? s[j] : 0, b2 = k < to ? s[k] : 0;
        if (space_of(s[m], b1, b2) != 0)
            return 0;
        found |= letter(s[m], b1, b2);
    }
    return found;
}

/* "<" at i: the delimited form.  Text inside that is no RFC 3986 URI but
 * holds a letter of an IRI is an IRI candidate (URIVAL_EXTRACT_INFO_IRI),
 * as bare() finds one: the brackets delimit it, so all of it is the
 * candidate, the brackets its match, and no bare word inside them is
 * looked at, with the candidates or without. */
static int angle(const unsigned char *s, size_t len, size_t i, urival_extracted *out)
{
    size_t j = i + 1, k, end, m, scheme_end;
    unsigned flags = URIVAL_EXTRACT_INFO_ANGLE;
    urival_rule rule = URIVAL_RULE_RFC3986_URI;

    j = skip_space(s, j, len);
    if (urival__starts_ci(s + j, len - j, "url:")) {
        flags |= URIVAL_EXTRACT_INFO_URL_PREFIX;
        rule = URIVAL_RULE_RFC3986_URI_REFERENCE;
        j = skip_space(s, j + 4, len);
    }
    /* The closing ">": not past another "<" nor a blank line, also one
     * right after the "<" or the "URL:". */
    for (k = i + 1; k < len && s[k] != '>'; k++) {
        if (s[k] == '<')
            return 0;
        if (is_break(s[k])) {
            size_t lf = k + (s[k] == '\r' && k + 1 < len && s[k + 1] == '\n');
            size_t n = skip_blanks(s, lf + 1, len);
            if (n < len && is_break(s[n]))
                return 0;
            k = lf;
        }
    }
    if (k == len)
        return 0;
    /* The whitespace before ">" is no part of the URI. */
    for (end = j, m = j; m < k;) {
        size_t sp = space_len(s, m, k);
        if (sp == 0)
            end = ++m;
        else
            m += sp;
    }
    if (end == j)
        return 0;
    if (!(flags & URIVAL_EXTRACT_INFO_URL_PREFIX)) {
        /* A scheme and its ":", broken across lines at most ("<ft" at a
         * line's end, "p://a/b>" on the next: whitespace is ignored
         * inside the brackets, RFC 1738's appendix).  A blank alone ends
         * it: "<see http://a/>" holds no scheme "seehttp". */
        if (!urival__is_alpha(s[j]))
            return 0;
        for (scheme_end = j; scheme_end < end;) {
            size_t run, b;
            if (urival__is_scheme_char(s[scheme_end])) {
                scheme_end++;
                continue;
            }
            run = skip_space(s, scheme_end, end);
            for (b = scheme_end; b < run && !is_break(s[b]); b++)
                ;
            if (b == run)
                break;
            scheme_end = run;
        }
        if (scheme_end == end || s[scheme_end] != ':')
            return 0;
    }
    if (!check(&rule, s, j, end, &out->len, &flags)) {
        if (!iri_inside(s, j, end))
            return 0;
        /* check() stopped where RFC 3986 did: its notes start again. */
        flags &= URIVAL_EXTRACT_INFO_ANGLE | URIVAL_EXTRACT_INFO_URL_PREFIX;
        (void)check(NULL, s, j, end, &out->len, &flags);
        flags |= URIVAL_EXTRACT_INFO_IRI;
    }
    out->start = i;
    out->end = k + 1;
    out->uri_start = j;
    out->uri_end = end;
    out->info = flags;
    return 1;
}

/* The schemes whose URIs are recognized without "//" after the ":". */
static const char *const opaque[] = { "mailto", "news", "urn",  "tel", "fax",
                                      "sip",    "sips", "data", "cid" };

static int opaque_scheme(const unsigned char *s, size_t n)
{
    size_t i;
    for (i = 0; i < sizeof opaque / sizeof opaque[0]; i++)
        if (strlen(opaque[i]) == n && urival__starts_ci(s, n, opaque[i]))
            return 1;
    return 0;
}

/* What bare() makes of a scheme run.  A candidate PASSED_OVER is an IRI
 * left out of the scan: its bytes are taken as a match would take them,
 * so that a "URL:" inside it prefixes nothing after it, with or without
 * the IRI candidates. */
enum bare_outcome { NOTHING_HERE, FOUND, PASSED_OVER };

/* Does what follows "scheme:" or "scheme://" at k begin with a byte of a
 * URI, or with a letter of an IRI ("http://例え.jp/": an IRI candidate as
 * much as "http://w.例え.jp/")? */
static int body_begins(const unsigned char *s, size_t len, size_t k)
{
    return k < len && (uri_char(s[k]) || word_continues(s, k, len));
}

/* Where a "URL:" prefix before the scheme at i begins (spaces and tabs
 * between the two), or i for none.  The prefix follows no ASCII letter,
 * digit or "_" ("Curl: http://a/" has none); a letter above U+007F may
 * precede it, as in Chinese text, which puts no space between words
 * (RFC 1738's translation: U+5728 then "URL:").  Nothing before from is
 * read. */
static size_t url_prefix(const unsigned char *s, size_t from, size_t i)
{
    size_t p = i;
    unsigned c;
    while (p > from && (s[p - 1] == ' ' || s[p - 1] == '\t'))
        p--;
    if (p < from + 4 || !urival__starts_ci(s + p - 4, 4, "url:"))
        return i;
    c = p - 4 > from ? s[p - 5] : ' ';
    if (urival__is_alpha(c) || urival__is_digit(c) || c == '_')
        return i;
    return p - 4;
}

/* A scheme run at i, at a word boundary: the undelimited form (a "URL:"
 * prefix counts from `from` on, where the scan began or the last IRI
 * candidate passed over ended).  *resume is where the scan goes on when
 * nothing is found here.  With iri, a candidate that is an IRI is found
 * too, marked URIVAL_EXTRACT_INFO_IRI. */
static enum bare_outcome bare(const unsigned char *s, size_t len, size_t from, size_t i, int iri,
                              urival_extracted *out, size_t *resume)
{
    static const urival_rule uri = URIVAL_RULE_RFC3986_URI;
    size_t r = i, k, end, body, m;
    unsigned flags = 0;
    int dead;

    while (r < len && urival__is_scheme_char(s[r]))
        r++;
    *resume = r;
    if (r == len || s[r] != ':')
        return NOTHING_HERE;
    body = r + 1;
    if (urival__starts_ci(s + r + 1, len - r - 1, "//")) {
        body = r + 3;
        if (!body_begins(s, len, body))
            return NOTHING_HERE;
    } else if (!opaque_scheme(s + i, r - i) || !body_begins(s, len, body)) {
        return NOTHING_HERE;
    }
    k = probe(s, len, i, &m, &dead);
    if (dead) {
        /* Text joined to a URI by brackets ("[a](https://x/)[b](mailto:y)"):
         * the longest prefix that is a URI, its punctuation given back,
         * when a bracket follows it; it ends before the refused byte, so
         * whatever follows that byte cannot change it.  Else the bytes up
         * to the run's end decide. */
        end = trim(s, i, r, m);
        if (bracket_follows(s, len, end) && candidate(s, i, r, body, end) &&
            check(&uri, s, i, end, &out->len, &flags))
            goto found;
        flags = 0;
        k = run_end(s, len, k);
    }
    *resume = k;
    if (k < len && word_continues(s, k, len)) {
        /* "http://www.bürger.de": an IRI, not an RFC 3986 URI; cutting it
         * at the first letter above 0x7F would give another URI.  The
         * whole word is passed over, or found as what it is. */
        end = iri_end(s, len, i, r, k);
        *resume = end;
        if (!iri)
            return PASSED_OVER;
        (void)check(NULL, s, i, end, &out->len, &flags);
        flags |= URIVAL_EXTRACT_INFO_IRI;
        goto found;
    }
    end = trim(s, i, r, k);
    /* The URI byte required after "//" (or the ":") above may have been
     * the sentence's punctuation: "see http://, x" holds no URI.  A broken
     * URI ("http://a/%zz", "http://a:80port/") is not cut. */
    if (!candidate(s, i, r, body, end) || !check(&uri, s, i, end, &out->len, &flags))
        return NOTHING_HERE;
found:
    out->start = url_prefix(s, from, i);
    if (out->start != i)
        flags |= URIVAL_EXTRACT_INFO_URL_PREFIX;
    out->end = end;
    out->uri_start = i;
    out->uri_end = end;
    out->info = flags;
    return FOUND;
}

urival_status urival_extract_scan(const char *text, size_t len, size_t *pos, unsigned flags,
                                  urival_extracted *out)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t i, resume, from;
    urival_extracted f;
    urival_status st = urival__check_input(text, len);
    enum bare_outcome got;
    int over = URIVAL__OUT_OVER(out, text, len) || URIVAL__OUT_OVER(pos, text, len) ||
               (out != NULL && pos != NULL &&
                urival__overlaps((const char *)out, sizeof *out, pos, sizeof *pos));

    /* An output over an input is refused (after a length's ERANGE) and
     * never cleared. */
    if (out != NULL && !over)
        memset(out, 0, sizeof *out);
    if (st != URIVAL_OK)
        return st;
    if (over)
        return URIVAL_EINVAL;
    if (pos == NULL || out == NULL || *pos > len || (flags & ~URIVAL_EXTRACT_FLAG_IRI_CANDIDATES))
        return URIVAL_EINVAL;
    for (i = from = *pos; i < len;) {
        if (s[i] == '<' && angle(s, len, i, &f)) {
            if (!(f.info & URIVAL_EXTRACT_INFO_IRI) || (flags & URIVAL_EXTRACT_FLAG_IRI_CANDIDATES))
                goto found;
            i = from = f.end; /* passed over whole, as bare() passes an IRI */
            continue;
        }
        if (urival__is_alpha(s[i]) && (i == 0 || !urival__is_scheme_char(s[i - 1]))) {
            got = bare(s, len, from, i, (flags & URIVAL_EXTRACT_FLAG_IRI_CANDIDATES) != 0, &f,
                       &resume);
            if (got == FOUND)
                goto found;
            if (got == PASSED_OVER)
                from = resume;
            i = resume > i ? resume : i + 1;
            continue;
        }
        i++;
    }
    *pos = len;
    return URIVAL_ENOT_FOUND;
found:
    *pos = f.end;
    *out = f;
    return URIVAL_OK;
}

urival_status urival_extract_next(const char *text, size_t len, size_t *pos, urival_extracted *out)
{
    return urival_extract_scan(text, len, pos, 0, out);
}

/* Whether f's URI, its whitespace and each hyphen before a line break
 * left out, is still a string of the rule it was found by: the hyphen
 * "may or may not" be the URI's (RFC 3986 Appendix C), and where the
 * URI is none without it ("[v1.-" at a line's end), it is. */
static int drops_to_uri(const urival_extracted *f, const unsigned char *s)
{
    struct urival__feed feed;
    size_t i;
    urival__feed_start(&feed, (f->info & URIVAL_EXTRACT_INFO_URL_PREFIX)
                                  ? URIVAL_RULE_RFC3986_URI_REFERENCE
                                  : URIVAL_RULE_RFC3986_URI);
    for (i = f->uri_start; i < f->uri_end; i++) {
        size_t sp = space_len(s, i, f->uri_end);
        if (sp != 0) {
            i += sp - 1;
            continue;
        }
        if (s[i] == '-' && hyphen_break(s, f->uri_end, i + 1, 0) != 0)
            continue;
        if (!urival__feed(&feed, s + i, 1))
            return 0;
    }
    return urival__feed_accepts(&feed);
}

urival_status urival_extract_copy(const urival_extracted *f, const char *text, size_t len,
                                  unsigned flags, char *buf, size_t cap, size_t *needed)
{
    const unsigned char *s = (const unsigned char *)text;
    /* *f is an input too: a buf over it would move the bounds being read. */
    const struct urival__input in[2] = { { text, len }, { f, sizeof *f } };
    struct urival__buf o;
    size_t i;
    urival_status st = urival__buf_begin(
        &o, in, 2,
        (flags & ~URIVAL_EXTRACT_FLAG_DROP_HYPHEN) != 0 || f == NULL || f->start > f->uri_start ||
                f->uri_start > f->uri_end || f->uri_end > f->end || f->end > len
            ? URIVAL_EINVAL
            : URIVAL_OK,
        buf, cap, needed, NULL);

    if (st != URIVAL_OK || f == NULL) /* f == NULL was refused just above */
        return st;
    if ((flags & URIVAL_EXTRACT_FLAG_DROP_HYPHEN) && !(f->info & URIVAL_EXTRACT_INFO_IRI) &&
        !drops_to_uri(f, s))
        flags &= ~URIVAL_EXTRACT_FLAG_DROP_HYPHEN;
    for (i = f->uri_start; i < f->uri_end; i++) {
        size_t sp = space_len(s, i, f->uri_end);
        if (sp != 0) {
            i += sp - 1;
            continue;
        }
        if ((flags & URIVAL_EXTRACT_FLAG_DROP_HYPHEN) && s[i] == '-' &&
            hyphen_break(s, f->uri_end, i + 1, 0) != 0)
            continue;
        urival__buf_byte(&o, s[i]);
    }
    return urival__buf_finish(&o, needed);
}
