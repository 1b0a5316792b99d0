/* fuzz_reference.c - resolution, relativization and recomposition (RFC 3986
 * section 5), and remove_dot_segments.
 *
 * Input: a flags byte.  With bit 3 clear, a base and a reference follow,
 * separated by the first "\n".  Invariants:
 *  - urival_resolve (strict and non-strict) succeeds exactly when the base
 *    is a URI and the reference a URI-reference; the target is a URI that
 *    resolves to itself (unless it keeps the base's path as it is), has the reference's fragment, the reference's
 *    scheme when it has one (strict) or else the base's; the two modes
 *    agree unless the reference's scheme is the base's, when non-strict is
 *    strict on the reference without its scheme; the base's own
 *    fragment changes nothing, and the empty reference gives the base
 *    without it;
 *  - urival_relativize(base, target) succeeds, is no longer than the
 *    reference that led there (strict) nor than the target, and resolves
 *    back to the target; relativizing the reference itself, when it is a
 *    URI, either resolves back to it or is refused as unreachable because
 *    resolution would change it;
 *  - urival_uri_recompose and urival_uri_compose give a parsed reference
 *    back byte for byte; remove_dot_segments never lengthens and is
 *    idempotent.
 * With bit 3 set, a byte of defined-component bits and up to eight
 * components separated by "\n" follow, for urival_uri_compose: when it
 * succeeds, its output parses back into the same components.
 * The base is also a query and the reference a key for urival_query_*
 * (parameters counted as "&" splits them, appended last, removed, sorted
 * idempotently) and the reference has a field set to the base, or cleared
 * (urival_uri_texts_set/_clear), then composed: it parses back into the
 * components; the names of fields, parts and host kinds look up.
 * Both strings also go through urival__uri_spans(), the operations' own
 * parse, whose quick reading (src/uri/parse.c) must agree with
 * urival_uri_parse() on the verdict, the error offset and every span, for
 * URI and URI-reference alike.
 * Every string-producing call runs through PRODUCE (fuzz_util.h): lengths
 * reported consistently, truncation as snprintf, nothing written past the
 * capacity. */
#include "fuzz_util.h"
#include "uri/rfc3986_internal.h"

static unsigned small; /* capacity seed for PRODUCE */

static int is_uri(const char *s, size_t n)
{
    return urival_match(URIVAL_RULE_RFC3986_URI, s, n, NULL) == URIVAL_OK;
}

/* The spans the reference operations read are urival_uri_parse()'s. */
static void check_spans(const char *s, size_t n)
{
    static const urival_rule rules[] = { URIVAL_RULE_RFC3986_URI,
                                         URIVAL_RULE_RFC3986_URI_REFERENCE };
    size_t i;
    for (i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        urival_uri a, b;
        urival_error ea, eb;
        int sa = urival__uri_spans(rules[i], s, n, &a, &ea);
        CHECK(sa == urival_uri_parse(rules[i], s, n, &b, &eb));
        if (sa != URIVAL_OK) {
            CHECK(ea.offset == eb.offset && ea.status == eb.status);
            continue;
        }
        CHECK(a.defined == b.defined && memcmp(a.part, b.part, sizeof a.part) == 0);
        CHECK(a.port_number == b.port_number);
        CHECK(a.host_kind == URIVAL_URI_HOST_NONE || a.host_kind == b.host_kind);
    }
}

static int same(const char *a, size_t al, const char *b, size_t bl)
{
    return al == bl && memcmp(a, b, al) == 0;
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int same_ci(const char *a, size_t al, const char *b, size_t bl)
{
    size_t i;
    if (al != bl)
        return 0;
    for (i = 0; i < al; i++)
        if (lower((unsigned char)a[i]) != lower((unsigned char)b[i]))
            return 0;
    return 1;
}

/* Resolves into a malloc'ed string (or NULL); *st the status. */
static char *resolve(const char *b, size_t bl, const char *r, size_t rl, unsigned flags, size_t *n,
                     int *st)
{
    char *out;
    PRODUCE(*st, out, *n, small++, urival_resolve(b, bl, r, rl, flags, BUF, CAP, &NEED, NULL));
    return out;
}

static void check_recompose(const char *s, size_t n)
{
    urival_uri u;
    urival_uri_texts p;
    char *out;
    size_t m;
    int st;
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, n, &u, NULL) != URIVAL_OK)
        return;
    PRODUCE(st, out, m, small++, urival_uri_recompose(&u, s, n, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && same(out, m, s, n));
    free(out);
    CHECK(urival_uri_get_texts(&u, s, n, &p) == URIVAL_OK);
    PRODUCE(st, out, m, small++, urival_uri_compose(&p, BUF, CAP, &NEED, NULL));
    CHECK(st == URIVAL_OK && same(out, m, s, n));
    free(out);
    /* A span outside the input is refused. */
    if (n > 0) {
        CHECK(urival_uri_recompose(
                  &u, s, u.part[URIVAL_URI_PART_PATH].off + u.part[URIVAL_URI_PART_PATH].len - 1,
                  NULL, 0, &m) == URIVAL_EINVAL ||
              u.part[URIVAL_URI_PART_PATH].len == 0);
    }
}

static void check_dots(const char *s, size_t n)
{
    char *once, *twice;
    size_t m, k;
    int st;
    PRODUCE(st, once, m, small++, urival_remove_dot_segments(s, n, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && m <= n);
    PRODUCE(st, twice, k, small++, urival_remove_dot_segments(once, m, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && same(once, m, twice, k));
    free(twice);
    free(once);
}

/* Components composed: when urival_uri_compose() succeeds, its output
 * parses back into the same components. */
static void check_composed(const urival_uri_texts *pp)
{
    const urival_uri_texts p = *pp;
    urival_uri u;
    urival_error err;
    char *out;
    size_t n, c;
    int st;
    PRODUCE(st, out, n, small++, urival_uri_compose(&p, BUF, CAP, &NEED, &err));
    if (st != URIVAL_OK) {
        if (st == URIVAL_EINVAL)
            CHECK(
                !p.part[URIVAL_URI_PART_HOST].defined &&
                (p.part[URIVAL_URI_PART_USERINFO].defined || p.part[URIVAL_URI_PART_PORT].defined));
        else
            CHECK(st == URIVAL_ESYNTAX && err.rule != NULL);
        return;
    }
    CHECK(urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, out, n, &u, NULL) == URIVAL_OK);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        const urival_text *want = &p.part[c];
        int has = urival_uri_has(&u, (urival_uri_part)c);
        const char *got = out + u.part[c].off;
        size_t gl = u.part[c].len;
        if (c == URIVAL_URI_PART_AUTHORITY && !want->defined) {
            CHECK(has == p.part[URIVAL_URI_PART_HOST].defined);
            continue;
        }
        if (c == URIVAL_URI_PART_USERINFO || c == URIVAL_URI_PART_HOST ||
            c == URIVAL_URI_PART_PORT) {
            if (p.part[URIVAL_URI_PART_AUTHORITY].defined)
                continue; /* the authority is taken whole */
        }
        if (c == URIVAL_URI_PART_PATH && !want->defined) {
            CHECK(has && gl == 0);
            continue;
        }
        CHECK(has == want->defined);
        if (has)
            CHECK(same(got, gl, want->ptr, want->len));
    }
    free(out);
}

/* Components given as text, recomposed, parsed again. */
static void check_parts(const uint8_t *data, size_t size)
{
    urival_uri_texts p;
    const char *s = (const char *)data + 1, *end = (const char *)data + size;
    unsigned mask;
    size_t c;
    if (size < 1)
        return;
    mask = data[0];
    memset(&p, 0, sizeof p);
    for (c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        const char *e = nl ? nl : end;
        p.part[c].ptr = s;
        p.part[c].len = (size_t)(e - s);
        p.part[c].defined = (mask >> c) & 1u;
        s = nl ? nl + 1 : end;
    }
    check_composed(&p);
}

/* The parameters of q[0..n) by urival_query_next(): each lies in q, a key
 * holds no "&" or "=", a value no "&"; their number is that of the pieces
 * between "&" that are not empty.  Returns that number. */
static size_t count_params(const char *q, size_t n)
{
    size_t pos = 0, count = 0, pieces = 0, i, start = 0;
    urival_query_param qp;
    while (urival_query_next(q, n, &pos, &qp) == URIVAL_OK) {
        CHECK(qp.key.off + qp.key.len <= n && pos <= n);
        CHECK(memchr(q + qp.key.off, '&', qp.key.len) == NULL &&
              memchr(q + qp.key.off, '=', qp.key.len) == NULL);
        if (qp.has_value)
            CHECK(qp.value.off == qp.key.off + qp.key.len + 1 && qp.value.off + qp.value.len <= n &&
                  memchr(q + qp.value.off, '&', qp.value.len) == NULL);
        count++;
    }
    for (i = 0; i <= n; i++)
        if (i == n || q[i] == '&') {
            pieces += i > start;
            start = i + 1;
        }
    CHECK(count == pieces);
    return count;
}

/* How many parameters of q[0..n) have the key key[0..kl), decoded. */
static size_t count_key(const char *q, size_t n, const char *key, size_t kl)
{
    size_t pos = 0, count = 0;
    urival_query_param qp;
    while (urival_query_next(q, n, &pos, &qp) == URIVAL_OK)
        count += (size_t)urival_query_param_is(q, n, &qp, key, kl);
    return count;
}

/* The query functions, q a query and key[0..kl) a key (and value). */
static void check_query(const char *q, size_t n, const char *key, size_t kl)
{
    size_t params = count_params(q, n), with_key = count_key(q, n, key, kl), len, len2, pos;
    char *out, *out2;
    urival_query_param qp, last = { { 0, 0 }, { 0, 0 }, 0 };
    int st, is_query = urival_match(URIVAL_RULE_RFC3986_QUERY, q, n, NULL) == URIVAL_OK;
    unsigned flags;
    for (flags = 0; flags < 2; flags++) {
        /* Appended: one parameter more, last, with the key (and the value)
         * as given, and still a query when q was one. */
        PRODUCE(st, out, len, small++,
                urival_query_append(q, n, key, kl, q, n, flags, BUF, CAP, &NEED));
        CHECK(st == URIVAL_OK);
        CHECK(kl == 0 || count_params(out, len) == params + 1);
        CHECK(!is_query || urival_match(URIVAL_RULE_RFC3986_QUERY, out, len, NULL) == URIVAL_OK);
        if (kl > 0) {
            pos = 0;
            while (urival_query_next(out, len, &pos, &qp) == URIVAL_OK)
                last = qp;
            CHECK(urival_query_param_is(out, len, &last, key, kl));
            CHECK(last.has_value == !flags);
            CHECK(count_key(out, len, key, kl) == with_key + 1);
        }
        free(out);
    }
    /* Removed: none with the key is left, every other one is. */
    PRODUCE(st, out, len, small++, urival_query_remove(q, n, key, kl, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && len <= n);
    CHECK(count_key(out, len, key, kl) == 0);
    CHECK(count_params(out, len) == params - with_key);
    free(out);
    /* Sorted: the same parameters, sorting again changes nothing. */
    PRODUCE(st, out, len, small++, urival_query_sort(q, n, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && len <= n);
    CHECK(count_params(out, len) == params && count_key(out, len, key, kl) == with_key);
    PRODUCE(st, out2, len2, small++, urival_query_sort(out, len, BUF, CAP, &NEED));
    CHECK(st == URIVAL_OK && same(out, len, out2, len2));
    free(out2);
    free(out);
}

/* One field of the reference r set to v (encoded, or as it stands), or
 * cleared, then composed: when both succeed, the result parses back into
 * the components; a refused set leaves them as they were. */
static void check_edit(const char *r, size_t rl, const char *v, size_t vl, unsigned which)
{
    urival_uri u;
    urival_uri_texts t, before;
    urival_uri_field f = (urival_uri_field)(which % URIVAL_URI_FIELD_COUNT);
    urival_error err;
    char *buf;
    size_t need;
    int st;
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, r, rl, &u, NULL) != URIVAL_OK)
        return;
    CHECK(urival_uri_get_texts(&u, r, rl, &t) == URIVAL_OK);
    before = t;
    if (which & 0x80u) {
        CHECK(urival_uri_texts_clear(&t, f) == URIVAL_OK);
        check_composed(&t);
        return;
    }
    st = urival_uri_texts_set(&t, f, v, vl, (which >> 4) & 1u, NULL, 0, &need, &err);
    if (st != URIVAL_OK) {
        CHECK(st == URIVAL_ESYNTAX || st == URIVAL_EINVAL);
        CHECK(memcmp(&t, &before, sizeof t) == 0);
        return;
    }
    buf = fuzz_alloc(need + 1);
    CHECK(urival_uri_texts_set(&t, f, v, vl, (which >> 4) & 1u, buf, need + 1, &need, &err) ==
          URIVAL_OK);
    check_composed(&t);
    free(buf);
}

/* The names of fields, parts and host kinds, and the version: each name
 * looks up to its value, none out of range. */
static void check_names(void)
{
    unsigned f;
    urival_uri_field got;
    for (f = 0; f < URIVAL_URI_FIELD_COUNT; f++) {
        const char *name = urival_uri_field_name((urival_uri_field)f);
        CHECK(name != NULL);
        CHECK(urival_uri_field_lookup(name, strlen(name), &got) == URIVAL_OK && got == f);
    }
    CHECK(urival_uri_field_name(URIVAL_URI_FIELD_COUNT) == NULL);
    for (f = 0; f < URIVAL_URI_PART_COUNT; f++)
        CHECK(urival_uri_part_name((urival_uri_part)f) != NULL);
    CHECK(urival_uri_part_name(URIVAL_URI_PART_COUNT) == NULL);
    for (f = URIVAL_URI_HOST_NONE; f <= URIVAL_URI_HOST_REGNAME; f++)
        CHECK(urival_uri_host_kind_name((urival_uri_host_kind)f) != NULL);
    CHECK(urival_version() != NULL && strchr(urival_version(), '.') != NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *base, *ref;
    size_t bl, rl, tl, n, m;
    unsigned flags;
    char *target, *loose, *again, *rel, *back;
    urival_uri bu, ru;
    int st, st2, base_ok, ref_ok;
    if (size < 1)
        return 0;
    flags = data[0];
    small = flags * 7u + (unsigned)size;
    if (flags & 8u) {
        check_parts(data + 1, size - 1);
        return 0;
    }
    fuzz_split((const char *)data + 1, size - 1, &base, &bl, &ref, &rl);
    check_names();
    check_query(base, bl, ref, rl);
    check_edit(ref, rl, base, bl, flags);
    check_recompose(ref, rl);
    check_recompose(base, bl);
    check_dots(ref, rl);
    check_spans(ref, rl);
    check_spans(base, bl);

    base_ok = urival_uri_parse(URIVAL_RULE_RFC3986_URI, base, bl, &bu, NULL) == URIVAL_OK;
    ref_ok = urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, ref, rl, &ru, NULL) == URIVAL_OK;
    target = resolve(base, bl, ref, rl, 0, &tl, &st);
    loose = resolve(base, bl, ref, rl, URIVAL_RESOLVE_FLAG_NON_STRICT, &n, &st2);
    CHECK((st == URIVAL_OK) == (base_ok && ref_ok));
    CHECK(st2 == st);
    CHECK(st == URIVAL_OK || (st == URIVAL_EBASE && !base_ok) || (st == URIVAL_ESYNTAX && !ref_ok));
    if (st != URIVAL_OK)
        return 0;

    /* The target. */
    CHECK(is_uri(target, tl));
    {
        urival_uri tu;
        CHECK(urival_uri_parse(URIVAL_RULE_RFC3986_URI, target, tl, &tu, NULL) == URIVAL_OK);
        CHECK(urival_uri_has(&tu, URIVAL_URI_PART_FRAGMENT) ==
              urival_uri_has(&ru, URIVAL_URI_PART_FRAGMENT));
        if (urival_uri_has(&ru, URIVAL_URI_PART_FRAGMENT))
            CHECK(same(target + tu.part[URIVAL_URI_PART_FRAGMENT].off,
                       tu.part[URIVAL_URI_PART_FRAGMENT].len,
                       ref + ru.part[URIVAL_URI_PART_FRAGMENT].off,
                       ru.part[URIVAL_URI_PART_FRAGMENT].len));
        if (urival_uri_has(&ru, URIVAL_URI_PART_SCHEME))
            CHECK(same(target, tu.part[URIVAL_URI_PART_SCHEME].len, ref,
                       ru.part[URIVAL_URI_PART_SCHEME].len));
        else
            CHECK(same(target, tu.part[URIVAL_URI_PART_SCHEME].len, base,
                       bu.part[URIVAL_URI_PART_SCHEME].len));
    }
    /* Dot segments are gone, unless the base's path was taken as it is. */
    again = resolve(base, bl, target, tl, 0, &m, &st);
    CHECK(st == URIVAL_OK);
    if (urival_uri_has(&ru, URIVAL_URI_PART_SCHEME) ||
        urival_uri_has(&ru, URIVAL_URI_PART_AUTHORITY) || ru.part[URIVAL_URI_PART_PATH].len > 0)
        CHECK(same(again, m, target, tl));
    free(again);
    if (!urival_uri_has(&ru, URIVAL_URI_PART_SCHEME) ||
        !same_ci(ref, ru.part[URIVAL_URI_PART_SCHEME].len, base,
                 bu.part[URIVAL_URI_PART_SCHEME].len))
        CHECK(same(loose, n, target, tl));
    else {
        /* Non-strict: the reference without its scheme, resolved strictly
         * ("./" before a first segment with ":", which would read as a
         * scheme, as section 4.2 says). */
        size_t cut = ru.part[URIVAL_URI_PART_SCHEME].len + 1, k = cut;
        char *rest = fuzz_alloc(rl - cut + 2);
        int colon = 0;
        while (k < rl && ref[k] != '/' && ref[k] != '?' && ref[k] != '#')
            colon |= ref[k++] == ':';
        memcpy(rest, "./", 2);
        memcpy(rest + 2, ref + cut, rl - cut);
        again = colon ? resolve(base, bl, rest, rl - cut + 2, 0, &m, &st)
                      : resolve(base, bl, rest + 2, rl - cut, 0, &m, &st);
        CHECK(st == URIVAL_OK && same(loose, n, again, m));
        free(again);
        free(rest);
    }
    free(loose);

    /* The base's fragment plays no part; the empty reference is the base. */
    if (urival_uri_has(&bu, URIVAL_URI_PART_FRAGMENT)) {
        size_t cut = bu.part[URIVAL_URI_PART_FRAGMENT].off - 1;
        again = resolve(base, cut, ref, rl, 0, &m, &st);
        CHECK(st == URIVAL_OK && same(again, m, target, tl));
        free(again);
        again = resolve(base, bl, "", 0, 0, &m, &st);
        CHECK(st == URIVAL_OK && same(again, m, base, cut));
        free(again);
    } else {
        again = resolve(base, bl, "", 0, 0, &m, &st);
        CHECK(st == URIVAL_OK && same(again, m, base, bl));
        free(again);
    }

    /* Relativization: the shortest way back. */
    PRODUCE(st, rel, n, small++, urival_relativize(base, bl, target, tl, BUF, CAP, &NEED, NULL));
    CHECK(st == URIVAL_OK); /* every target of a resolution is reachable */
    CHECK(n <= tl && n <= rl);
    back = resolve(base, bl, rel, n, 0, &m, &st);
    CHECK(st == URIVAL_OK && same(back, m, target, tl));
    free(back);
    free(rel);
    if (is_uri(ref, rl)) {
        PRODUCE(st, rel, n, small++, urival_relativize(base, bl, ref, rl, BUF, CAP, &NEED, NULL));
        if (st == URIVAL_OK) {
            back = resolve(base, bl, rel, n, 0, &m, &st);
            CHECK(st == URIVAL_OK && same(back, m, ref, rl));
            free(back);
            free(rel);
        } else {
            CHECK(st == URIVAL_EUNREACHABLE && !same(target, tl, ref, rl));
        }
    }
    free(target);
    return 0;
}
