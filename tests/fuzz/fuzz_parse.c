/* fuzz_parse.c - urival_parse() on the four RFC 3986 reference rules.
 *
 * Input: one byte chooses the rule, the rest is the string.  Invariants:
 * parse accepts exactly what urival_match accepts; the spans lie inside the
 * input, in order, and put back together by RFC 3986 section 5.3 give the
 * input back byte for byte; the authority is userinfo "@" host ":" port;
 * the host kind agrees with the grammar; and the streaming parser, another
 * route to the same spans (Ragel actions rather than the split), fed the
 * input in two chunks, agrees on the verdict and on every span. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "urival.h"

#define CHECK(c) do { if (!(c)) abort(); } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const urival_rule rules[] = {
    URIVAL_RFC3986_URI_REFERENCE, URIVAL_RFC3986_URI, URIVAL_RFC3986_RELATIVE_REF,
    URIVAL_RFC3986_ABSOLUTE_URI
};

/* Appends component c with its delimiters, as section 5.3 does. */
static size_t put(char *out, size_t n, const char *pre, const char *s,
                  const urival_uri *u, urival_component c, const char *post)
{
    size_t k;
    if (!urival_uri_has(u, c))
        return n;
    k = strlen(pre);
    memcpy(out + n, pre, k);
    n += k;
    memcpy(out + n, s + u->part[c].off, u->part[c].len);
    n += u->part[c].len;
    k = strlen(post);
    memcpy(out + n, post, k);
    return n + k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    urival_rule rule;
    urival_uri u;
    const char *s;
    size_t len, n = 0, c;
    char *out;
    int st;

    if (size < 1)
        return 0;
    rule = rules[data[0] % 4];
    s = (const char *)data + 1;
    len = size - 1;
    st = urival_parse(rule, s, len, &u, NULL);
    CHECK((st == URIVAL_OK) == (urival_match(rule, s, len, NULL) == URIVAL_OK));
    {
        urival_stream stream;
        urival_uri su;
        size_t cut = len ? data[size - 1] % (len + 1) : 0;
        CHECK(urival_stream_init(&stream, rule, URIVAL_STREAM_SPANS) == URIVAL_OK);
        (void)urival_stream_feed(&stream, s, cut);
        (void)urival_stream_feed(&stream, s + cut, len - cut);
        CHECK((urival_stream_finish(&stream, &su, NULL) == URIVAL_OK) == (st == URIVAL_OK));
        if (st == URIVAL_OK) {
            CHECK(su.defined == u.defined);
            for (c = 0; c < URIVAL_COMPONENT_COUNT; c++)
                if (u.defined & (1u << c))
                    CHECK(su.part[c].off == u.part[c].off && su.part[c].len == u.part[c].len);
        }
    }
    if (st != URIVAL_OK)
        return 0;
    for (c = 0; c < URIVAL_COMPONENT_COUNT; c++)
        if (urival_uri_has(&u, (urival_component)c))
            CHECK(u.part[c].off <= len && u.part[c].len <= len - u.part[c].off);
    CHECK(urival_uri_has(&u, URIVAL_PATH));
    out = malloc(len + 8);
    CHECK(out != NULL);
    n = put(out, n, "", s, &u, URIVAL_SCHEME, ":");
    n = put(out, n, "//", s, &u, URIVAL_AUTHORITY, "");
    n = put(out, n, "", s, &u, URIVAL_PATH, "");
    n = put(out, n, "?", s, &u, URIVAL_QUERY, "");
    n = put(out, n, "#", s, &u, URIVAL_FRAGMENT, "");
    CHECK(n == len && memcmp(out, s, len) == 0);
    if (urival_uri_has(&u, URIVAL_AUTHORITY)) {
        size_t m = 0;
        const urival_span *h = &u.part[URIVAL_HOST];
        m = put(out, m, "", s, &u, URIVAL_USERINFO, "@");
        m = put(out, m, "", s, &u, URIVAL_HOST, "");
        m = put(out, m, ":", s, &u, URIVAL_PORT, "");
        CHECK(m == u.part[URIVAL_AUTHORITY].len &&
              memcmp(out, s + u.part[URIVAL_AUTHORITY].off, m) == 0);
        switch (u.host_kind) {
        case URIVAL_HOST_IPV4:
            CHECK(urival_match(URIVAL_RFC3986_IPV4ADDRESS, s + h->off, h->len, NULL) == 0);
            break;
        case URIVAL_HOST_IPV6:
        case URIVAL_HOST_IPVFUTURE:
            CHECK(urival_match(URIVAL_RFC3986_IP_LITERAL, s + h->off, h->len, NULL) == 0);
            CHECK(urival_match(u.host_kind == URIVAL_HOST_IPV6 ? URIVAL_RFC3986_IPV6ADDRESS
                                                               : URIVAL_RFC3986_IPVFUTURE,
                               s + h->off + 1, h->len - 2, NULL) == 0);
            break;
        case URIVAL_HOST_REGNAME:
            CHECK(urival_match(URIVAL_RFC3986_REG_NAME, s + h->off, h->len, NULL) == 0);
            CHECK(urival_match(URIVAL_RFC3986_IPV4ADDRESS, s + h->off, h->len, NULL) != 0);
            break;
        case URIVAL_HOST_NONE:
            abort();
        }
    } else {
        CHECK(u.host_kind == URIVAL_HOST_NONE);
    }
    free(out);
    return 0;
}
