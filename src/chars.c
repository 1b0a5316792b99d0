/* chars.c - the byte classes of the ABNF core rules and RFC 3986. */
#include "internal.h"

int urival__is_alpha(unsigned c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

int urival__is_digit(unsigned c) { return c >= '0' && c <= '9'; }

/* HEXDIG's letters are quoted ABNF strings, so lower case counts too. */
int urival__is_hexdig(unsigned c)
{
    return urival__is_digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

int urival__is_unreserved(unsigned c)
{
    return urival__is_alpha(c) || urival__is_digit(c) || c == '-' || c == '.' ||
           c == '_' || c == '~';
}

int urival__is_sub_delim(unsigned c)
{
    switch (c) {
    case '!': case '$': case '&': case '\'': case '(': case ')':
    case '*': case '+': case ',': case ';': case '=':
        return 1;
    default:
        return 0;
    }
}
