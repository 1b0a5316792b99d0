/* boost_url.h - Boost.URL as a peer of bench/urival-bench, through the C++
 * shim bench/boost_url.cpp (built only when configure finds a C++ compiler
 * and <boost/url.hpp>).  Each function returns 1 when Boost.URL accepted
 * its input; the written functions copy the URL they made into out (cut
 * at cap), as urival's do. */
#ifndef BENCH_BOOST_URL_H
#define BENCH_BOOST_URL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* parse_uri_reference, then url::normalize(). */
int boost_url_normalize(const char *s, size_t len, char *out, size_t cap);
/* resolve() against RFC 3986 section 5.4's base, "http://a/b/c/d;p?q". */
int boost_url_resolve(const char *s, size_t len, char *out, size_t cap);
/* Both parsed with parse_uri_reference and compared with ==, which
 * Boost.URL defines on the syntax-normalized forms; 1 when equal. */
int boost_url_compare(const char *a, size_t alen, const char *b, size_t blen);

#ifdef __cplusplus
}
#endif

#endif
