/* parse.c - urival_uri_parse(): RFC 3986 references into component spans. */
/* memrchr()'s declaration (a GNU extension; configure checks the function). */
#define _GNU_SOURCE 1
#include "config.h"
#include <string.h>
/* configure --disable-simd (URIVAL_SIMD undefined) keeps every path scalar. */
#if defined(URIVAL_SIMD) && defined(__SSE2__) && defined(__GNUC__)
#define PARSE_SSE2 1
#include <emmintrin.h>
#else
#define PARSE_SSE2 0
#endif
#include "core/buf.h"
#include "core/catalogue.h"
#include "uri/rfc3986_internal.h"
#include "uri/split.h"

static const char *const component_names[URIVAL_URI_PART_COUNT] = {
    "scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"
};

const char *urival_uri_part_name(urival_uri_part c)
{
    return (unsigned)c < URIVAL_URI_PART_COUNT ? component_names[c] : NULL;
}

const char *urival_uri_host_kind_name(urival_uri_host_kind k)
{
    switch (k) {
    case URIVAL_URI_HOST_IPV4:
        return "IPv4address";
    case URIVAL_URI_HOST_IPV6:
        return "IPv6address";
    case URIVAL_URI_HOST_IPVFUTURE:
        return "IPvFuture";
    case URIVAL_URI_HOST_REGNAME:
        return "reg-name";
    case URIVAL_URI_HOST_NONE:
        break;
    }
    return "none";
}

int urival_uri_has(const urival_uri *u, urival_uri_part c)
{
    return u != NULL && (unsigned)c < URIVAL_URI_PART_COUNT && ((u->defined >> c) & 1u);
}

/* Port digits as a number, or URIVAL_URI_INFO_PORT_LARGE once past 65535: the grammar
 * allows any number of digits, TCP does not. */
static void read_port(urival_uri *u, const unsigned char *p, size_t n)
{
    uint32_t v = 0;
    size_t i;
    if (n == 0)
        return;
    for (i = 0; i < n; i++) {
        v = v * 10u + (uint32_t)(p[i] - '0');
        if (v > 65535u) {
            u->info |= URIVAL_URI_INFO_PORT_LARGE;
            return;
        }
    }
    u->info |= URIVAL_URI_INFO_PORT_NUMBER;
    u->port_number = (uint16_t)v;
}

static urival_uri_host_kind host_kind(const unsigned char *h, size_t n)
{
    if (n > 0 && h[0] == '[')
        return (h[1] == 'v' || h[1] == 'V') ? URIVAL_URI_HOST_IPVFUTURE : URIVAL_URI_HOST_IPV6;
    if (n > 0 && urival__is_digit(h[0]) &&
        urival_match(URIVAL_RULE_RFC3986_IPV4ADDRESS, (const char *)h, n, NULL) == URIVAL_OK)
        return URIVAL_URI_HOST_IPV4;
    return URIVAL_URI_HOST_REGNAME;
}

/* "%" and two hex digits of a byte above 0x7F at s[0..n): the first digit
 * is 8, 9 or a letter. */
static int high_escape(const unsigned char *s, size_t n)
{
    return n >= 3 && s[0] == '%' && urival__is_hexdig(s[1]) && urival__is_hexdig(s[2]) &&
           (s[1] == '8' || s[1] == '9' || urival__is_alpha(s[1]));
}

/* A label of a host-like name: letters, digits and hyphens, and the
 * letters of an internationalized name, which an IRI holds as UTF-8 bytes
 * and a URI as their escapes ("b%C3%A4nk", RFC 3987 section 3.1): any
 * byte above 0x7F, raw or escaped, is counted as part of the label. */
static size_t label_len(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (urival__is_alpha(s[i]) || urival__is_digit(s[i]) || s[i] == '-' || s[i] >= 0x80)
            i++;
        else if (high_escape(s + i, n - i))
            i += 3;
        else
            break;
    }
    return i;
}

/* Section 7.4: a reg-name of dot-separated numbers is no IPv4address, yet
 * many resolvers turn it into an address nobody reading the URI expects.
 * A number the way inet_aton() and friends read one: decimal, octal with a
 * leading 0, or hexadecimal after 0x; one trailing dot ("127.1.") reads
 * the same to a resolver; escapes count as what they decode to
 * ("%31%32%37.0.0.1" is 127.0.0.1 to whoever decodes it). */
static int numeric_reg_name(const unsigned char *h, size_t n)
{
    size_t i = 0, len = 0; /* the label's characters so far */
    unsigned first = 0;
    int hex = 0;
    if (n == 0)
        return 0;
    while (i < n) {
        unsigned c = urival__decoded_byte(h, n, &i); /* a resolver sees it decoded */
        if (c == '.') {
            if (len == 0)
                return 0;
            len = 0;
            hex = 0;
            continue;
        }
        if (len == 1 && first == '0' && (c == 'x' || c == 'X'))
            hex = 1;
        else if (!(hex ? urival__is_hexdig(c) : urival__is_digit(c)))
            return 0;
        if (len == 0)
            first = c;
        len++;
    }
    return 1; /* the last label numeric, or empty after a trailing dot */
}

/* Section 7.6: userinfo whose user part reads as a dotted host name. */
static int hostlike_userinfo(const unsigned char *u, size_t n)
{
    size_t first = label_len(u, n), rest;
    if (first == 0 || first >= n || u[first] != '.')
        return 0;
    rest = label_len(u + first + 1, n - first - 1);
    return rest > 0;
}

/* The last digit of "%00", "%0A" or "%0D" (either case). */
static int control_digit(unsigned c)
{
    return c == '0' || c == 'a' || c == 'A' || c == 'd' || c == 'D';
}

/* Section 7.3: an escape that decodes to NUL, CR or LF.  Escapes are
 * common (a UTF-8 character is two to four), so a search for each "%"
 * would cost a call per escape: with SSE2 (every x86-64; not with
 * configure --disable-simd) a URI of more than 64 bytes is tested 64 bytes
 * at a time for a "%" followed by a "0" (the bytes at q and at q + 1
 * compared at once, four blocks joined before one test; two halves with
 * AVX2 where the recognizer runs on it, and there a last block that
 * overlaps the one before it in place of a search for each "%" in the
 * bytes after it), and only such pairs are read. */
#if PARSE_SSE2 && defined(__x86_64__)
#include <immintrin.h>
/* The same 64 bytes at a time in two 32-byte halves, on the AVX2 engine's
 * machines: whether p[0..64) opens a control escape (p + 64 < end). */
__attribute__((target("avx2"))) static inline int pct_block_avx2(const unsigned char *p,
                                                                 const unsigned char *end)
{
    const __m256i pct = _mm256_set1_epi8('%'), zero = _mm256_set1_epi8('0');
    __m256i lo = _mm256_and_si256(
        _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)p), pct),
        _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 1)), zero));
    __m256i hi = _mm256_and_si256(
        _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 32)), pct),
        _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 33)), zero));
    uint64_t pair = (uint64_t)(uint32_t)_mm256_movemask_epi8(lo) |
                    (uint64_t)(uint32_t)_mm256_movemask_epi8(hi) << 32;
    for (; pair != 0; pair &= pair - 1) {
        const unsigned char *z = p + __builtin_ctzll(pair); /* the "%" */
        if (end - z >= 3 && control_digit(z[2]))
            return 1;
    }
    return 0;
}

/* More than 64 bytes from p to end: every block, the last one ending a
 * byte before end (it overlaps the one before it) so that no byte is left
 * to a byte-wise search. */
__attribute__((target("avx2"))) static int pct_control_avx2(const unsigned char *p,
                                                            const unsigned char *end)
{
    for (; end - p > 64; p += 64)
        if (pct_block_avx2(p, end))
            return 1;
    return pct_block_avx2(end - 65, end);
}
#define PARSE_AVX2 1
#else
#define PARSE_AVX2 0
#endif

#if PARSE_SSE2
static inline __m128i pct_zero(const unsigned char *q)
{
    const __m128i pct = _mm_set1_epi8('%'), zero = _mm_set1_epi8('0');
    return _mm_and_si128(
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)q), pct),
        _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(q + 1)), zero));
}
#endif

/* The escapes of p[0..end) read one "%" at a time.  Inlined where it is
 * called: a call there cost short URIs 1%. */
#if defined(__GNUC__)
#define PARSE_INLINE inline __attribute__((always_inline))
#else
#define PARSE_INLINE inline
#endif
static PARSE_INLINE int pct_control_tail(const unsigned char *p, const unsigned char *end)
{
    while ((p = memchr(p, '%', (size_t)(end - p))) != NULL && end - p >= 3) {
        if (p[1] == '0' && control_digit(p[2]))
            return 1;
        p++;
    }
    return 0;
}

#if PARSE_SSE2
/* More than 64 bytes: the blocks, then the tail (with AVX2, a last block
 * that overlaps the one before it).  Out of line, so that the short URIs
 * most are pay nothing for it. */
static __attribute__((noinline)) int pct_control_long(const unsigned char *p,
                                                      const unsigned char *end)
{
#if PARSE_AVX2
    if (urival__engine_avx2())
        return pct_control_avx2(p, end);
#endif
    /* A "%" at p + 63 has its "0" at p + 64: more than 64 bytes left. */
    for (; end - p > 64; p += 64) {
        unsigned k;
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(pct_zero(p), pct_zero(p + 16)),
                                           _mm_or_si128(pct_zero(p + 32), pct_zero(p + 48)))) == 0)
            continue;
        for (k = 0; k < 64; k += 16) {
            unsigned pair = (unsigned)_mm_movemask_epi8(pct_zero(p + k));
            for (; pair != 0; pair &= pair - 1) {
                const unsigned char *z = p + k + __builtin_ctz(pair); /* the "%" */
                if (end - z >= 3 && control_digit(z[2]))
                    return 1;
            }
        }
    }
    return pct_control_tail(p, end);
}
#endif

static int pct_control(const unsigned char *s, size_t n)
{
#if PARSE_SSE2
    if (n > 64)
        return pct_control_long(s, s + n);
#endif
    return pct_control_tail(s, s + n);
}

static void security_flags(urival_uri *u, const unsigned char *s, size_t len)
{
    if (urival_uri_has(u, URIVAL_URI_PART_USERINFO)) {
        const unsigned char *ui = s + u->part[URIVAL_URI_PART_USERINFO].off;
        size_t n = u->part[URIVAL_URI_PART_USERINFO].len;
        if (memchr(ui, ':', n) != NULL)
            u->info |= URIVAL_URI_INFO_PASSWORD;
        if (hostlike_userinfo(ui, n))
            u->info |= URIVAL_URI_INFO_HOSTLIKE_USERINFO;
    }
    if (u->host_kind == URIVAL_URI_HOST_REGNAME &&
        numeric_reg_name(s + u->part[URIVAL_URI_PART_HOST].off, u->part[URIVAL_URI_PART_HOST].len))
        u->info |= URIVAL_URI_INFO_NUMERIC_HOST;
    if (pct_control(s, len))
        u->info |= URIVAL_URI_INFO_PCT_CONTROL;
    if ((u->info & (URIVAL_URI_INFO_PORT_NUMBER | URIVAL_URI_INFO_PORT_LARGE)) &&
        urival_uri_has(u, URIVAL_URI_PART_SCHEME)) {
        int dflt = urival_scheme_default_port((const char *)s + u->part[URIVAL_URI_PART_SCHEME].off,
                                              u->part[URIVAL_URI_PART_SCHEME].len);
        if (dflt >= 0 &&
            ((u->info & URIVAL_URI_INFO_PORT_LARGE) || u->port_number != (unsigned)dflt))
            u->info |= URIVAL_URI_INFO_NONDEFAULT_PORT;
    }
}

/* What needs the bytes of the components: host kind, port number, flags. */
static void inspect(urival_uri *u, const unsigned char *s, size_t len)
{
    if (urival_uri_has(u, URIVAL_URI_PART_HOST)) {
        const urival_span *h = &u->part[URIVAL_URI_PART_HOST];
        u->host_kind = host_kind(s + h->off, h->len);
    }
    if (urival_uri_has(u, URIVAL_URI_PART_PORT))
        read_port(u, s + u->part[URIVAL_URI_PART_PORT].off, u->part[URIVAL_URI_PART_PORT].len);
    security_flags(u, s, len);
}

/* The quick reading of urival__uri_spans().
 *
 * The reference operations need the spans of a URI or URI-reference and no
 * diagnosis, so for the shapes almost every reference has they read the
 * components straight from RFC 3986's rules, each byte once, without the
 * table run and the splitter (about half of what a resolve or a compare
 * cost); an IP-literal is handed to its own machine.  Anything else (a
 * relative reference whose first segment holds a ":", any byte no rule
 * takes where it stands) is left to
 * split(), which also explains a rejection: the quick reading accepts a
 * subset of the grammar's language and gives the spans split() gives
 * (tests/fuzz/fuzz_reference.c and check_plainnorm hold it to that). */

/* What a byte may be where it stands (section 2 and the rules of 3.1-3.5);
 * "%" HEXDIG HEXDIG is read apart, by quick_run(). */
#define Q_SCHEME 0x01u /* ALPHA / DIGIT / "+" / "-" / "." */
#define Q_REG 0x02u    /* unreserved / sub-delims: reg-name */
#define Q_USER 0x04u   /* unreserved / sub-delims / ":": userinfo */
#define Q_PATH 0x08u   /* pchar / "/": a path */
#define Q_QUERY 0x10u  /* pchar / "/" / "?": query, fragment */
#define Q_HEX 0x20u
#define Q_DIGIT 0x40u
#define Q_ALPHA 0x80u
#define Q_SUB (Q_REG | Q_USER | Q_PATH | Q_QUERY) /* unreserved / sub-delims */
#define Q_AN (Q_SUB | Q_SCHEME)                   /* ALPHA / DIGIT */

/* Several entries a line: clang-format would give each its own, 80 lines. */
/* clang-format off */
static const uint8_t quick_class[256] = {
    ['!'] = Q_SUB, ['$'] = Q_SUB, ['&'] = Q_SUB, ['\''] = Q_SUB, ['('] = Q_SUB, [')'] = Q_SUB,
    ['*'] = Q_SUB, ['+'] = Q_SUB | Q_SCHEME, [','] = Q_SUB, ['-'] = Q_SUB | Q_SCHEME,
    ['.'] = Q_SUB | Q_SCHEME, ['/'] = Q_PATH | Q_QUERY, ['0'] = Q_AN | Q_DIGIT | Q_HEX,
    ['1'] = Q_AN | Q_DIGIT | Q_HEX, ['2'] = Q_AN | Q_DIGIT | Q_HEX,
    ['3'] = Q_AN | Q_DIGIT | Q_HEX, ['4'] = Q_AN | Q_DIGIT | Q_HEX,
    ['5'] = Q_AN | Q_DIGIT | Q_HEX, ['6'] = Q_AN | Q_DIGIT | Q_HEX,
    ['7'] = Q_AN | Q_DIGIT | Q_HEX, ['8'] = Q_AN | Q_DIGIT | Q_HEX,
    ['9'] = Q_AN | Q_DIGIT | Q_HEX, [':'] = Q_USER | Q_PATH | Q_QUERY, [';'] = Q_SUB,
    ['='] = Q_SUB, ['?'] = Q_QUERY, ['@'] = Q_PATH | Q_QUERY, ['A'] = Q_AN | Q_ALPHA | Q_HEX,
    ['B'] = Q_AN | Q_ALPHA | Q_HEX, ['C'] = Q_AN | Q_ALPHA | Q_HEX,
    ['D'] = Q_AN | Q_ALPHA | Q_HEX, ['E'] = Q_AN | Q_ALPHA | Q_HEX,
    ['F'] = Q_AN | Q_ALPHA | Q_HEX, ['G'] = Q_AN | Q_ALPHA, ['H'] = Q_AN | Q_ALPHA,
    ['I'] = Q_AN | Q_ALPHA, ['J'] = Q_AN | Q_ALPHA, ['K'] = Q_AN | Q_ALPHA,
    ['L'] = Q_AN | Q_ALPHA, ['M'] = Q_AN | Q_ALPHA, ['N'] = Q_AN | Q_ALPHA,
    ['O'] = Q_AN | Q_ALPHA, ['P'] = Q_AN | Q_ALPHA, ['Q'] = Q_AN | Q_ALPHA,
    ['R'] = Q_AN | Q_ALPHA, ['S'] = Q_AN | Q_ALPHA, ['T'] = Q_AN | Q_ALPHA,
    ['U'] = Q_AN | Q_ALPHA, ['V'] = Q_AN | Q_ALPHA, ['W'] = Q_AN | Q_ALPHA,
    ['X'] = Q_AN | Q_ALPHA, ['Y'] = Q_AN | Q_ALPHA, ['Z'] = Q_AN | Q_ALPHA, ['_'] = Q_SUB,
    ['a'] = Q_AN | Q_ALPHA | Q_HEX, ['b'] = Q_AN | Q_ALPHA | Q_HEX,
    ['c'] = Q_AN | Q_ALPHA | Q_HEX, ['d'] = Q_AN | Q_ALPHA | Q_HEX,
    ['e'] = Q_AN | Q_ALPHA | Q_HEX, ['f'] = Q_AN | Q_ALPHA | Q_HEX, ['g'] = Q_AN | Q_ALPHA,
    ['h'] = Q_AN | Q_ALPHA, ['i'] = Q_AN | Q_ALPHA, ['j'] = Q_AN | Q_ALPHA,
    ['k'] = Q_AN | Q_ALPHA, ['l'] = Q_AN | Q_ALPHA, ['m'] = Q_AN | Q_ALPHA,
    ['n'] = Q_AN | Q_ALPHA, ['o'] = Q_AN | Q_ALPHA, ['p'] = Q_AN | Q_ALPHA,
    ['q'] = Q_AN | Q_ALPHA, ['r'] = Q_AN | Q_ALPHA, ['s'] = Q_AN | Q_ALPHA,
    ['t'] = Q_AN | Q_ALPHA, ['u'] = Q_AN | Q_ALPHA, ['v'] = Q_AN | Q_ALPHA,
    ['w'] = Q_AN | Q_ALPHA, ['x'] = Q_AN | Q_ALPHA, ['y'] = Q_AN | Q_ALPHA,
    ['z'] = Q_AN | Q_ALPHA, ['~'] = Q_SUB,
};
/* clang-format on */

/* The end of the run from i of bytes in class cls (one bit) and escapes.
 * Four bytes a test while none stops the run: most components are long
 * runs of letters. */
static size_t quick_run(const unsigned char *p, size_t i, size_t n, unsigned cls)
{
    const uint8_t *q = quick_class;
    for (;;) {
        while (n - i >= 4 && (q[p[i]] & q[p[i + 1]] & q[p[i + 2]] & q[p[i + 3]] & cls))
            i += 4;
        while (i < n && (q[p[i]] & cls))
            i++;
        if (i + 3 > n || p[i] != '%' || !(q[p[i + 1]] & q[p[i + 2]] & Q_HEX))
            return i; /* i + 3 cannot wrap: n is at most URIVAL_MAX_INPUT */
        /* Escapes come in runs (a UTF-8 character is two to four): each
         * after the first is read here, without the tests above. */
        do
            i += 3;
        while (n - i >= 3 && p[i] == '%' && (q[p[i + 1]] & q[p[i + 2]] & Q_HEX));
    }
}

/* 1 when i is the end of an authority (section 3.2: "/", "?", "#" or the
 * end of the reference). */
static int quick_auth_end(const unsigned char *p, size_t i, size_t n)
{
    return i == n || p[i] == '/' || p[i] == '?' || p[i] == '#';
}

/* The authority from a: userinfo, host and port (section 3.2); the end of
 * the authority, or 0 (never an authority's end) to leave it to split(). */
static size_t quick_authority(const unsigned char *p, size_t a, size_t n, urival_uri *u)
{
    size_t h = a, e = quick_run(p, a, n, Q_REG), k;
    if (e < n && p[e] == ':') {
        /* A port, or a ":" of userinfo when no end of the authority
         * follows the digits. */
        for (k = e + 1; k < n && (quick_class[p[k]] & Q_DIGIT); k++)
            ;
        if (!quick_auth_end(p, k, n) && ((e = quick_run(p, e, n, Q_USER)) == n || p[e] != '@'))
            return 0;
    }
    if (e < n && p[e] == '@') {
        urival__split_set(u, URIVAL_URI_PART_USERINFO, a, e);
        h = e + 1;
        e = quick_run(p, h, n, Q_REG);
    }
    if (e == h && e < n && p[e] == '[') {
        /* IP-literal = "[" ( IPv6address / IPvFuture ) "]" (3.2.2), read
         * by its own machine: no "]" stands inside one. */
        const unsigned char *close = memchr(p + h, ']', n - h);
        if (close == NULL || urival_match(URIVAL_RULE_RFC3986_IP_LITERAL, (const char *)p + h,
                                          (size_t)(close - p) + 1 - h, NULL) != URIVAL_OK)
            return 0;
        e = (size_t)(close - p) + 1;
        u->host_kind = host_kind(p + h, e - h);
    }
    urival__split_set(u, URIVAL_URI_PART_HOST, h, e);
    if (e < n && p[e] == ':') {
        for (k = e + 1; k < n && (quick_class[p[k]] & Q_DIGIT); k++)
            ;
        urival__split_set(u, URIVAL_URI_PART_PORT, e + 1, k);
        e = k;
    }
    if (!quick_auth_end(p, e, n))
        return 0; /* a "[" after a name, a second "@", a byte no authority holds */
    urival__split_set(u, URIVAL_URI_PART_AUTHORITY, a, e);
    return e;
}

/* 1 with u's spans set (u cleared before) when p[0..n) is a rule (URI or
 * URI-reference) read the quick way, else 0. */
static int quick_spans(urival_rule rule, const unsigned char *p, size_t n, urival_uri *u)
{
    size_t i = 0, k = 0, e;

    /* Appendix B: a ":" before any "/", "?" or "#" ends the scheme,
     * which is ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (3.1). */
    if (n > 0 && (quick_class[p[0]] & Q_ALPHA))
        for (k = 1; k < n && (quick_class[p[k]] & Q_SCHEME); k++)
            ;
    if (k > 0 && k < n && p[k] == ':') {
        urival__split_set(u, URIVAL_URI_PART_SCHEME, 0, k);
        i = k + 1;
    } else {
        /* A relative reference (4.2): its first segment holds no ":"
         * (path-noscheme), or that ":" would have ended a scheme. */
        if (rule != URIVAL_RULE_RFC3986_URI_REFERENCE)
            return 0;
        for (; k < n && p[k] != '/' && p[k] != '?' && p[k] != '#'; k++)
            if (p[k] == ':')
                return 0;
    }
    /* "//" opens the authority (3.2); the path after it is path-abempty,
     * which the authority's end makes it.  Without one, any run of pchar
     * and "/" is one of the other paths: it cannot start with "//", and a
     * relative one's first segment was just checked. */
    if (n - i >= 2 && p[i] == '/' && p[i + 1] == '/' && (i = quick_authority(p, i + 2, n, u)) == 0)
        return 0;
    e = quick_run(p, i, n, Q_PATH);
    urival__split_set(u, URIVAL_URI_PART_PATH, i, e);
    if (e < n && p[e] == '?') {
        k = quick_run(p, e + 1, n, Q_QUERY);
        urival__split_set(u, URIVAL_URI_PART_QUERY, e + 1, k);
        e = k;
    }
    if (e < n && p[e] == '#') {
        k = quick_run(p, e + 1, n, Q_QUERY);
        urival__split_set(u, URIVAL_URI_PART_FRAGMENT, e + 1, k);
        e = k;
    }
    return e == n;
}

#if PARSE_SSE2
/* The delimiters among the 16 bytes at q, one bit each (split.c's table as
 * six compares: SSE2 has no byte shuffle for a class lookup). */
static inline unsigned split_delims16(const unsigned char *q)
{
    const __m128i v = _mm_loadu_si128((const __m128i *)(const void *)q);
    __m128i d =
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(':')), _mm_cmpeq_epi8(v, _mm_set1_epi8('/')));
    d = _mm_or_si128(d, _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('?')),
                                     _mm_cmpeq_epi8(v, _mm_set1_epi8('#'))));
    d = _mm_or_si128(d, _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('@')),
                                     _mm_cmpeq_epi8(v, _mm_set1_epi8(']'))));
    return (unsigned)_mm_movemask_epi8(d);
}
#endif

/* urival__split_bytes() up to the path, 16 bytes at a time where SSE2 is
 * there: on a 1 KB reference the scheme and authority's 20 to 40 bytes,
 * each a table load and a branch, cost about 440 of a parse's 3,700
 * instructions, and each delimiter a branch mispredicted. */
static size_t split_head(struct urival__split *sp, const unsigned char *p, size_t len)
{
    size_t i = 0;
#if PARSE_SSE2
    for (; len - i >= 16; i += 16) {
        unsigned m;
        for (m = split_delims16(p + i); m != 0; m &= m - 1) {
            size_t k = i + (size_t)__builtin_ctz(m);
            urival__split_take(sp, urival__split_delim[p[k]], k);
            if (sp->phase >= URIVAL__SPLIT_PATH)
                return k + 1;
        }
    }
#endif
    return urival__split_bytes(sp, p, i, len, URIVAL__SPLIT_PATH);
}

/* The split of a reference the recognizer has accepted whole, from its
 * bytes alone: each byte is handed over (as the diagnosis does; the
 * splitter reads any byte of a viable reference) until the path begins,
 * then the C library finds the "?" and "#".  An accepted reference holds
 * one "#" at most (a fragment holds none, nor does anything before it), so
 * it is looked for from the end: the fragment is short where there is one,
 * and the first "?" is then looked for only before it. */
static void split_read(struct urival__split *sp, const unsigned char *p, size_t len)
{
    size_t i = split_head(sp, p, len);
    if (i == len || sp->phase == URIVAL__SPLIT_FRAGMENT)
        return;
#ifdef HAVE_MEMRCHR
    urival__split_tail_at(sp, p + i, len - i, i, memrchr(p + i, '#', len - i));
#else
    urival__split_tail(sp, p + i, len - i, i);
#endif
}

/* From this length on a reference is recognized by one plain run (the
 * vector engines take its path many bytes at a time) and split from its
 * bytes afterwards; a shorter one is split from the transitions the run
 * notes, which costs less than reading its bytes a second time. */
#define SPLIT_AFTER_MIN 128

/* urival__split_whole() from SPLIT_AFTER_MIN bytes on.  Out of line: inside
 * urival__split_whole() it moved the short references' loop, which cost
 * the corpora 2% to 5% on Zen 3 with the same instructions (bench/RESULTS.md,
 * "The head of a long reference"). */
static __attribute__((noinline)) int split_whole_long(const struct urival__machine *m, uint32_t row,
                                                      struct urival__split *sp,
                                                      const unsigned char *p, size_t len,
                                                      urival_uri *out)
{
    row = urival__run(m, row, p, p + len);
    if (row == 0 || !urival__is_final(m, row))
        return 0;
    split_read(sp, p, len);
    urival__split_spans(sp, out, len);
    return 1;
}

int urival__split_whole(urival_rule rule, urival_rule split_as, const unsigned char *p, size_t len,
                        urival_uri *out)
{
    size_t index = 0;
    const struct urival__machine *m = urival__machine_of(rule, &index);
    struct urival__split sp;
    uint32_t row;
    (void)urival__split_init(&sp, split_as);
    if (len >= SPLIT_AFTER_MIN)
        return split_whole_long(m, m->entry[index], &sp, p, len, out);
    row = urival__split_run(m, m->entry[index], p, len, 0, &sp);
    if (row == 0 || !urival__is_final(m, row))
        return 0;
    urival__split_spans(&sp, out, len);
    return 1;
}

/* The run and split shared by urival_uri_parse() and urival__uri_spans();
 * out is cleared and its spans filled. */
static urival_status split(urival_rule rule, const unsigned char *p, size_t len, urival_uri *out,
                           urival_error *err)
{
    urival_status st = urival__check_input((const char *)p, len);

    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (st == URIVAL_OK && (!urival__parse_takes(rule) || out == NULL))
        st = URIVAL_EINVAL;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    if (!urival__split_whole(rule, rule, p, len, out)) {
        if (err != NULL)
            urival__diagnose(rule, p, len, err);
        return URIVAL_ESYNTAX;
    }
    return URIVAL_OK;
}

urival_status urival_uri_parse(urival_rule rule, const char *s, size_t len, urival_uri *out,
                               urival_error *err)
{
    urival_status st;
    int err_over = URIVAL__ERR_OVER(err, s, len);
    if (URIVAL__OUT_OVER(out, s, len))
        return urival__refuse(err, URIVAL_EINVAL);
    if (err_over) {
        if (out != NULL)
            memset(out, 0, sizeof *out);
        return URIVAL_EINVAL;
    }
    st = split(rule, (const unsigned char *)s, len, out, err);
    if (st == URIVAL_OK)
        inspect(out, s != NULL ? (const unsigned char *)s : (const unsigned char *)"", len);
    return st;
}

urival_status urival__uri_spans(urival_rule rule, const char *s, size_t len, urival_uri *out,
                                urival_error *err)
{
    const unsigned char *p = s != NULL ? (const unsigned char *)s : (const unsigned char *)"";
    urival_status st;
    if (out != NULL && urival__check_input(s, len) == URIVAL_OK &&
        (rule == URIVAL_RULE_RFC3986_URI || rule == URIVAL_RULE_RFC3986_URI_REFERENCE)) {
        memset(out, 0, sizeof *out);
        if (quick_spans(rule, p, len, out)) {
            if (urival_uri_has(out, URIVAL_URI_PART_PORT))
                read_port(out, p + out->part[URIVAL_URI_PART_PORT].off,
                          out->part[URIVAL_URI_PART_PORT].len);
            return URIVAL_OK;
        }
    }
    st = split(rule, (const unsigned char *)s, len, out, err);
    if (st != URIVAL_OK)
        return st;
    if (urival_uri_has(out, URIVAL_URI_PART_HOST) && out->part[URIVAL_URI_PART_HOST].len > 0 &&
        p[out->part[URIVAL_URI_PART_HOST].off] == '[')
        out->host_kind =
            host_kind(p + out->part[URIVAL_URI_PART_HOST].off, out->part[URIVAL_URI_PART_HOST].len);
    if (urival_uri_has(out, URIVAL_URI_PART_PORT))
        read_port(out, p + out->part[URIVAL_URI_PART_PORT].off,
                  out->part[URIVAL_URI_PART_PORT].len);
    return URIVAL_OK;
}

int urival__parse_takes(urival_rule rule)
{
    return rule == URIVAL_RULE_RFC3986_URI || rule == URIVAL_RULE_RFC3986_URI_REFERENCE ||
           rule == URIVAL_RULE_RFC3986_RELATIVE_REF || rule == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
}

/* For the IRI parser (src/iri/), whose spans come from the same splitter:
 * the same host kind, port and info bits. */
void urival__uri_inspect(urival_uri *u, const unsigned char *s, size_t len)
{
    inspect(u, s, len);
}
