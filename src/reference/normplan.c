/* normplan.c - planning a normalization; see normplan.h. */
#include <string.h>
#include "reference/normplan.h"
#include "reference/pctnorm.h"

/* Schemes whose specification makes an empty path after an authority mean
 * "/" (section 6.2.3 gives http as the example). */
static int empty_path_is_root(const unsigned char *s, size_t n)
{
    static const char *const names[] = { "http", "https", "ws", "wss" };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (urival__same_ci(s, n, names[i]))
            return 1;
    return 0;
}

/* Section 6.2.3: an empty port, or the scheme's default, says nothing. */
static int port_says_nothing(const struct urival__ref *r)
{
    int def;
    if (urival__len(r, URIVAL_URI_PART_PORT) == 0)
        return 1;
    if (!(r->u.info & URIVAL_URI_INFO_PORT_NUMBER) || !urival__has(r, URIVAL_URI_PART_SCHEME))
        return 0;
    def = urival_scheme_default_port((const char *)urival__at(r, URIVAL_URI_PART_SCHEME),
                                     urival__len(r, URIVAL_URI_PART_SCHEME));
    return def >= 0 && (unsigned)def == r->u.port_number;
}

/* Section 6.2.3: "When a scheme defines a default for authority and a URI
 * reference to that default is desired, the reference should be
 * normalized to an empty authority ...  If, however, either the userinfo
 * or port subcomponents are non-empty, then the host should be given
 * explicitly even if it matches the default."  Of the schemes urival
 * knows, file defines one: "localhost", read "exactly as if no authority
 * were present" (RFC 8089 section 2; RFC 3986 section 3.2.2 names it). */
static int host_is_default(const struct urival__ref *r, int keep_port)
{
    static const unsigned char localhost[] = "localhost";
    if (keep_port || urival__has(r, URIVAL_URI_PART_USERINFO) ||
        !urival__has(r, URIVAL_URI_PART_SCHEME) ||
        !urival__same_ci(urival__at(r, URIVAL_URI_PART_SCHEME),
                         urival__len(r, URIVAL_URI_PART_SCHEME), "file"))
        return 0;
    return urival__pct_same(urival__at(r, URIVAL_URI_PART_HOST),
                            urival__len(r, URIVAL_URI_PART_HOST), URIVAL__MODE_HOST, localhost,
                            sizeof localhost - 1, 0);
}

static void plan_ipv6(struct urival__plan *p)
{
    const unsigned char *h = urival__at(&p->r, URIVAL_URI_PART_HOST);
    size_t n = urival__len(&p->r, URIVAL_URI_PART_HOST), k;
    unsigned char addr[16];
    if (n < 2 || urival_ipv6_parse((const char *)h + 1, n - 2, addr, NULL) != URIVAL_OK)
        return; /* the parse said IPv6; a failure here keeps the host as is */
    p->ip6[0] = '[';
    if (urival_ipv6_format(addr, p->ip6 + 1, sizeof p->ip6 - 2, &k) != URIVAL_OK || k == 0 ||
        k > sizeof p->ip6 - 3)
        return;
    p->ip6[k + 1] = ']';
    p->ip6len = k + 2;
}

urival_status urival__plan_make(struct urival__plan *p, urival__ref_reader read, const char *s,
                                size_t len, unsigned flags, urival_error *err)
{
    urival_status st = read(&p->r, URIVAL__READ_REF, s, len, err);
    if (st == URIVAL_OK)
        urival__plan_ref(p, &p->r, flags);
    return st;
}

void urival__plan_ref(struct urival__plan *p, const struct urival__ref *ref, unsigned flags)
{
    struct urival__ref *r = &p->r;
    const unsigned char *path;
    size_t plen;
    int scheme_based = (flags & URIVAL_NORMALIZE_FLAG_SCHEME) != 0;

    /* Every member is set below (ip6 is read only when ip6len > 0): no
     * memset of the whole plan, which cost a twentieth of a
     * normalization.  The parse may already be in place (plan_make). */
    if (r != ref)
        *r = *ref;
    p->ip6len = 0;
    p->keep_port = urival__has(r, URIVAL_URI_PART_PORT) && !(scheme_based && port_says_nothing(r));
    p->empty_host =
        scheme_based && urival__has(r, URIVAL_URI_PART_HOST) && host_is_default(r, p->keep_port);
    if ((flags & URIVAL_NORMALIZE_FLAG_IPV6) && r->u.host_kind == URIVAL_URI_HOST_IPV6)
        plan_ipv6(p);
    path = urival__at(r, URIVAL_URI_PART_PATH);
    plen = urival__len(r, URIVAL_URI_PART_PATH);
    if (scheme_based && plen == 0 && urival__has(r, URIVAL_URI_PART_AUTHORITY) &&
        empty_path_is_root(urival__at(r, URIVAL_URI_PART_SCHEME),
                           urival__len(r, URIVAL_URI_PART_SCHEME)))
        path = (const unsigned char *)"/", plen = 1;
    urival__path_init(&p->path, NULL, 0, path, plen);
    p->path_flags = URIVAL__DOTS_PCT;
    if (urival__has(r, URIVAL_URI_PART_SCHEME) || urival__has(r, URIVAL_URI_PART_AUTHORITY)) {
        if (!urival__has(r, URIVAL_URI_PART_AUTHORITY))
            p->path_flags |= URIVAL__PW_GUARD;
    } else if (plen > 0 && path[0] != '/') {
        p->path_flags |= URIVAL__DOTS_REL;
    } else {
        p->path_flags |= URIVAL__PW_GUARD;
    }
}
