/* ascii.h - the byte classes and the ASCII case rules every layer shares.
 *
 * Why one header: the grammars' recognizers decide validity, but the C
 * around them (splitting, diagnosis, normalization, comparison) still asks
 * "is this a scheme character?" or "are these equal ignoring case?", and
 * copies of such answers drift apart.  Every answer here follows an ABNF
 * definition, named beside it.  Case is ASCII case only: ABNF quoted strings
 * (RFC 5234 section 2.3), schemes (RFC 3986 section 3.1), hosts (3.2.2) and
 * percent-encodings (2.1) are case-insensitive in US-ASCII letters alone,
 * never in the current locale, so <ctype.h> is not used.  Inline: these
 * sit in the inner loops of splitting and normalizing. */
#ifndef URIVAL_ASCII_H
#define URIVAL_ASCII_H

#include <stddef.h>

/* ALPHA (RFC 5234 Appendix B.1). */
static inline int urival__is_alpha(unsigned c)
{
    return (c | 0x20u) >= 'a' && (c | 0x20u) <= 'z';
}

/* DIGIT. */
static inline int urival__is_digit(unsigned c)
{
    return c - '0' < 10u;
}

/* HEXDIG: its letters are quoted ABNF strings, so lower case counts too. */
static inline int urival__is_hexdig(unsigned c)
{
    return urival__is_digit(c) || ((c | 0x20u) >= 'a' && (c | 0x20u) <= 'f');
}

/* The value of a HEXDIG (c must be one). */
static inline unsigned urival__hex_value(unsigned c)
{
    return c <= '9' ? c - '0' : (c | 0x20u) - 'a' + 10;
}

/* The byte at s[*i] of s[0..n), or the one an escape "%HH" there stands
 * for; *i moves past it.  A "%" that begins no escape is itself. */
static inline unsigned urival__decoded_byte(const unsigned char *s, size_t n, size_t *i)
{
    size_t k = *i;
    if (s[k] == '%' && n - k >= 3 && urival__is_hexdig(s[k + 1]) && urival__is_hexdig(s[k + 2])) {
        *i = k + 3;
        return urival__hex_value(s[k + 1]) * 16u + urival__hex_value(s[k + 2]);
    }
    *i = k + 1;
    return s[k];
}

/* unreserved (RFC 3986 section 2.3). */
static inline int urival__is_unreserved(unsigned c)
{
    return urival__is_alpha(c) || urival__is_digit(c) || c == '-' || c == '.' || c == '_' ||
           c == '~';
}

/* sub-delims (RFC 3986 section 2.2). */
static inline int urival__is_sub_delim(unsigned c)
{
    switch (c) {
    case '!':
    case '$':
    case '&':
    case '\'':
    case '(':
    case ')':
    case '*':
    case '+':
    case ',':
    case ';':
    case '=':
        return 1;
    default:
        return 0;
    }
}

/* A byte after the first of scheme (RFC 3986 section 3.1): ALPHA, DIGIT,
 * "+", "-", ".".  RFC 1738's scheme allows the same bytes (section 2.1,
 * upper case read as lower). */
static inline int urival__is_scheme_char(unsigned c)
{
    return urival__is_alpha(c) || urival__is_digit(c) || c == '+' || c == '-' || c == '.';
}

/* ASCII case mapping; every other byte stays. */
static inline unsigned urival__lower(unsigned c)
{
    return c - 'A' < 26u ? c + ('a' - 'A') : c;
}

static inline unsigned urival__upper(unsigned c)
{
    return c - 'a' < 26u ? c - ('a' - 'A') : c;
}

/* a[0..n) and b[0..n) are equal ignoring ASCII case. */
static inline int urival__eq_ci(const unsigned char *a, const unsigned char *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (urival__lower(a[i]) != urival__lower(b[i]))
            return 0;
    return 1;
}

/* s[0..n) begins with the NUL-terminated lower-case literal lit, in any
 * case. */
static inline int urival__starts_ci(const unsigned char *s, size_t n, const char *lit)
{
    size_t i;
    for (i = 0; lit[i] != '\0'; i++)
        if (i >= n || urival__lower(s[i]) != (unsigned char)lit[i])
            return 0;
    return 1;
}

/* s[0..n) is the NUL-terminated lower-case literal lit, in any case. */
static inline int urival__same_ci(const unsigned char *s, size_t n, const char *lit)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (lit[i] == '\0' || urival__lower(s[i]) != (unsigned char)lit[i])
            return 0;
    return lit[n] == '\0'; /* lit holds n bytes before its NUL at least */
}

#endif
