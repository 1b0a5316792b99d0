// boost_url.cpp - the C shim over Boost.URL declared in bench/boost_url.h.
#include "boost_url.h"

#include <boost/url.hpp>
#include <cstring>

namespace urls = boost::urls;

namespace {

// The copy out is part of what the operation costs, as for the other peers.
void copy_out(urls::string_view v, char *out, size_t cap)
{
    if (cap == 0)
        return;
    size_t n = v.size() < cap - 1 ? v.size() : cap - 1;
    std::memcpy(out, v.data(), n);
    out[n] = '\0';
}

// Parsed once: resolution parses only the reference, as the other peers do.
const urls::url_view &base()
{
    static const urls::url_view b = urls::parse_uri("http://a/b/c/d;p?q").value();
    return b;
}

} // namespace

extern "C" int boost_url_normalize(const char *s, size_t len, char *out, size_t cap)
{
    auto r = urls::parse_uri_reference(urls::string_view(s, len));
    if (!r)
        return 0;
    urls::url u(*r);
    u.normalize();
    copy_out(u.buffer(), out, cap);
    return 1;
}

extern "C" int boost_url_resolve(const char *s, size_t len, char *out, size_t cap)
{
    auto r = urls::parse_uri_reference(urls::string_view(s, len));
    if (!r)
        return 0;
    urls::url dest;
    if (!urls::resolve(base(), *r, dest))
        return 0;
    copy_out(dest.buffer(), out, cap);
    return 1;
}

extern "C" int boost_url_compare(const char *a, size_t alen, const char *b, size_t blen)
{
    auto x = urls::parse_uri_reference(urls::string_view(a, alen));
    auto y = urls::parse_uri_reference(urls::string_view(b, blen));
    return x && y && *x == *y;
}
