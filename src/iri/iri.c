/* iri.c - urival_iri_parse(): IRI references (RFC 3987) into component
 * spans, and the checks of section 4.1 beyond the grammar.
 *
 * An IRI has the delimiters of a URI (section 2.2 changes only what stands
 * between them: iunreserved adds ucschar, iquery iprivate, both non-ASCII),
 * so RFC 3986's one splitter (src/uri/split.h) reads the spans while the
 * rfc3987 recognizer runs, exactly as urival_uri_parse() does with the
 * rfc3986 one.  The bytes of a multi-byte character are never delimiters
 * (UTF-8 continuation and lead bytes are all above 0x7F), and the
 * rfc3987 machine changes state on the same delimiters as rfc3986's:
 * tests/iri/check_iri_parse.c holds both parsers to the same spans on
 * every URI of tests/data/rfc3986_parse.tsv. */
#include <string.h>
#include "core/buf.h"
#include "iri/iri_internal.h"
#include "uri/rfc3986_internal.h"
#include "uri/split.h"

/* The RFC 3986 rule whose split an IRI rule shares, or 0 when the rule is
 * none of the four references (the splitter starts from the rule). */
static int split_rule(urival_rule rule, urival_rule *as)
{
    switch (rule) {
    case URIVAL_RULE_RFC3987_IRI:
        *as = URIVAL_RULE_RFC3986_URI;
        return 1;
    case URIVAL_RULE_RFC3987_IRI_REFERENCE:
        *as = URIVAL_RULE_RFC3986_URI_REFERENCE;
        return 1;
    case URIVAL_RULE_RFC3987_IRELATIVE_REF:
        *as = URIVAL_RULE_RFC3986_RELATIVE_REF;
        return 1;
    case URIVAL_RULE_RFC3987_ABSOLUTE_IRI:
        *as = URIVAL_RULE_RFC3986_ABSOLUTE_URI;
        return 1;
    default:
        return 0;
    }
}

/* The first byte of the first ill-formed UTF-8 sequence in s[0..n), or n.
 * ASCII runs are skipped a byte at a time: this runs only after a
 * refusal. */
static size_t first_ill_formed(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        uint32_t c;
        size_t k = urival__utf8_next(s + i, n - i, &c);
        if (k == 0)
            return i;
        i += k;
    }
    return n;
}

/* Section 4.1: "IRIs MUST NOT contain bidirectional formatting characters
 * (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)."  All seven are E2 80 xx in
 * UTF-8, and in well-formed UTF-8 an E2 byte always begins a character,
 * so memchr finds the candidates.  Returns their offset, or len. */
static size_t find_bidi(const unsigned char *s, size_t len)
{
    const unsigned char *p = s, *end = s + len;
    while ((p = memchr(p, 0xE2, (size_t)(end - p))) != NULL) {
        uint32_t c;
        if (urival__utf8_next(p, (size_t)(end - p), &c) == 3 && urival__is_bidi_format(c))
            return (size_t)(p - s);
        p++;
    }
    return len;
}

/* The ipath-* alternative a path of u matched (RFC 3987 section 2.2, as
 * RFC 3986 section 3.3 tells them apart), for a check beyond the grammar
 * to name: more precise than "ipath", and the rule a syntax error names
 * wherever the path's kind is known by then (inside the first segment of
 * a relative path it names isegment-nz-nc). */
static urival_rule path_rule(const urival_uri *u, const unsigned char *s)
{
    const urival_span *path = &u->part[URIVAL_URI_PART_PATH];
    if (urival_uri_has(u, URIVAL_URI_PART_AUTHORITY))
        return URIVAL_RULE_RFC3987_IPATH_ABEMPTY;
    if (path->len > 0 && s[path->off] == '/')
        return URIVAL_RULE_RFC3987_IPATH_ABSOLUTE;
    if (urival_uri_has(u, URIVAL_URI_PART_SCHEME))
        return URIVAL_RULE_RFC3987_IPATH_ROOTLESS;
    return URIVAL_RULE_RFC3987_IPATH_NOSCHEME;
}

/* The rule of the component of u that holds offset k, for the message of
 * a check beyond the grammar: non-ASCII stands only in these five. */
static void report_component(urival_error *err, const urival_uri *u, const unsigned char *s,
                             size_t k)
{
    static const struct {
        urival_uri_part part;
        urival_rule rule;
    } parts[] = {
        { URIVAL_URI_PART_USERINFO, URIVAL_RULE_RFC3987_IUSERINFO },
        { URIVAL_URI_PART_HOST, URIVAL_RULE_RFC3987_IREG_NAME },
        { URIVAL_URI_PART_PATH, URIVAL_RULE_RFC3987_IPATH }, /* refined by path_rule() */
        { URIVAL_URI_PART_QUERY, URIVAL_RULE_RFC3987_IQUERY },
        { URIVAL_URI_PART_FRAGMENT, URIVAL_RULE_RFC3987_IFRAGMENT },
    };
    size_t i;
    for (i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        const urival_span *sp = &u->part[parts[i].part];
        if (urival_uri_has(u, parts[i].part) && k >= sp->off && k - sp->off < sp->len) {
            urival_rule rule = parts[i].rule;
            if (parts[i].part == URIVAL_URI_PART_PATH)
                rule = path_rule(u, s);
            urival__report_rule(err, rule, sp->off);
            return;
        }
    }
    urival__report_rule(err, URIVAL_RULE_RFC3987_IRI_REFERENCE, 0);
}

/* Section 4.1's check beyond the grammar failed at offset bidi of p, a
 * reference split into u (as far as it was read). */
static urival_status bidi_refused(urival_error *err, const urival_uri *u, const unsigned char *p,
                                  size_t bidi)
{
    if (err != NULL) {
        urival__refuse(err, URIVAL_EIRI_BIDI);
        err->offset = bidi;
        report_component(err, u, p, bidi);
    }
    return URIVAL_EIRI_BIDI;
}

/* Whether the grammar is at fault for the refusal e of p[0..len) (1), or
 * the encoding (0): the recognizer takes only well-formed UTF-8, so when
 * an ill-formed sequence begins at or before the byte it refused, that
 * sequence is the fault, not the grammar ("\xC3" cut short is reported
 * where it begins, not at the byte after it).  *fault is the offset of the
 * first fault either way.  The refused byte is within len, or len when
 * the input ended early; the sequence holding it is at most 4 bytes. */
static int grammar_fault(const unsigned char *p, size_t len, const urival_error *e, size_t *fault)
{
    size_t scan = e->offset + 4 < len ? e->offset + 4 : len;
    size_t bad = first_ill_formed(p, scan);
    int grammar = bad == scan || bad > e->offset;
    *fault = grammar ? e->offset : bad;
    return grammar;
}

/* The refusal e as grammar_fault() judged it: e itself, or ill-formed
 * UTF-8 at fault in e's rule. */
static urival_status grammar_refused(int grammar, const urival_error *e, size_t fault,
                                     urival_error *err)
{
    if (grammar) {
        if (err != NULL)
            *err = *e;
        return URIVAL_ESYNTAX;
    }
    if (err != NULL) {
        urival__refuse(err, URIVAL_EIRI_UTF8);
        err->offset = fault;
        err->rule = e->rule;
        err->grammar = e->grammar;
        err->rule_start = e->rule_start < fault ? e->rule_start : fault;
    }
    return URIVAL_EIRI_UTF8;
}

/* Explains a refusal of p as rule, which splits as the RFC 3986 rule as.
 * The first fault is reported, whichever check finds it:
 * - The grammar's or the encoding's, as grammar_fault() tells them apart.
 * - A bidi formatting character is ucschar to the grammar, which took
 *   every byte before the fault: one there is the first fault, reported in
 *   the component the bytes read so far place it in (Appendix B's reading
 *   of the viable prefix, but for a ":" in an authority not yet closed,
 *   which only an "@" after it can make userinfo's). */
static urival_status refused(urival_rule rule, urival_rule as, const unsigned char *p, size_t len,
                             urival_error *err)
{
    urival_error e;
    size_t fault, bidi;
    int grammar;

    /* Without err only the status is wanted: well-formed UTF-8 without a
     * bidi character makes it the grammar's, and two scans are cheaper
     * than the diagnosis. */
    if (err == NULL && first_ill_formed(p, len) == len && find_bidi(p, len) == len)
        return URIVAL_ESYNTAX;
    urival__diagnose(rule, p, len, &e);
    grammar = grammar_fault(p, len, &e, &fault);
    bidi = find_bidi(p, fault);
    if (bidi < fault) {
        struct urival__split sp;
        urival_uri u;
        memset(&u, 0, sizeof u);
        (void)urival__split_init(&sp, as);
        (void)urival__split_bytes(&sp, p, 0, fault, URIVAL__SPLIT_FRAGMENT);
        urival__split_spans(&sp, &u, fault);
        if (urival_uri_has(&u, URIVAL_URI_PART_PORT) && bidi >= u.part[URIVAL_URI_PART_PORT].off) {
            /* An authority read before its "@": the ":" that a whole one
             * would end its host with is userinfo's, a port holding digits
             * only (the refusal comes later). */
            const urival_span *a = &u.part[URIVAL_URI_PART_AUTHORITY];
            u.part[URIVAL_URI_PART_USERINFO] = *a;
            u.defined |= 1u << URIVAL_URI_PART_USERINFO;
        }
        return bidi_refused(err, &u, p, bidi);
    }
    return grammar_refused(grammar, &e, fault, err);
}

urival_status urival_iri_parse(urival_rule rule, const char *s, size_t len, urival_uri *out,
                               urival_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    urival_rule as = URIVAL_RULE_RFC3986_URI;
    size_t bidi;
    urival_status st = urival__check_input(s, len);
    st = urival__err_apart(&err, s, len, st);
    if (URIVAL__OUT_OVER(out, s, len))
        return urival__refuse(err, URIVAL_EINVAL);

    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (st == URIVAL_OK && (out == NULL || !split_rule(rule, &as)))
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    if (!urival__split_whole(rule, as, p, len, out))
        return refused(rule, as, p, len, err);
    bidi = find_bidi(p, len);
    if (bidi < len) {
        st = bidi_refused(err, out, p, bidi);
        memset(out, 0, sizeof *out);
        return st;
    }
    urival__uri_inspect(out, p, len);
    return URIVAL_OK;
}

/* The rule a bidi formatting character at offset bidi of a component
 * checked as rule stands in, for its message, read as urival_iri_parse()
 * reads a refused IRI: from the bytes before the fault alone.  Only
 * ireg-name among the alternatives of ihost takes one.  In an iauthority
 * it is userinfo's before the first "@" (which iuserinfo cannot hold) and
 * the host's after it; with no "@" before the fault, it is the host's,
 * unless it stands after the last ":", where a port of digits cannot hold
 * it (only a userinfo can).  *start is where that rule began. */
static urival_rule bidi_rule(urival_rule rule, const unsigned char *p, size_t fault, size_t bidi,
                             size_t *start)
{
    const unsigned char *at;
    *start = 0;
    if (rule == URIVAL_RULE_RFC3987_IHOST)
        return URIVAL_RULE_RFC3987_IREG_NAME;
    if (rule != URIVAL_RULE_RFC3987_IAUTHORITY)
        return rule;
    if ((at = memchr(p, '@', fault)) != NULL) {
        if ((size_t)(at - p) > bidi)
            return URIVAL_RULE_RFC3987_IUSERINFO;
        *start = (size_t)(at - p) + 1;
        return URIVAL_RULE_RFC3987_IREG_NAME;
    }
    /* No "@" yet: the port is what follows the last ":", and a
     * formatting character in it can only be a userinfo's. */
    while (fault > 0 && p[fault - 1] != ':')
        fault--;
    return fault > 0 && bidi >= fault ? URIVAL_RULE_RFC3987_IUSERINFO
                                      : URIVAL_RULE_RFC3987_IREG_NAME;
}

urival_status urival__iri_check(urival_rule rule, const char *s, size_t len, urival_error *err)
{
    const unsigned char *p = (const unsigned char *)(s != NULL ? s : "");
    urival_error e;
    size_t fault = len, bidi;
    int grammar = 1;
    urival_status st = urival_match(rule, s, len, &e);
    if (st != URIVAL_OK && st != URIVAL_ESYNTAX) {
        if (err != NULL)
            *err = e;
        return st;
    }
    if (st == URIVAL_ESYNTAX)
        grammar = grammar_fault(p, len, &e, &fault);
    bidi = find_bidi(p, fault);
    if (bidi < fault) {
        if (err != NULL) {
            size_t start;
            urival_rule in = bidi_rule(rule, p, fault, bidi, &start);
            urival__refuse(err, URIVAL_EIRI_BIDI);
            err->offset = bidi;
            urival__report_rule(err, in, start);
        }
        return URIVAL_EIRI_BIDI;
    }
    return st == URIVAL_OK ? URIVAL_OK : grammar_refused(grammar, &e, fault, err);
}
