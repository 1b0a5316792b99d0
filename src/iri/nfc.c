/* nfc.c - Unicode normalization form C of an IRI, through libunistring
 * (RFC 3987 sections 3.1 step 1b and 5.3.2.2). */
#include "config.h"
#include <string.h>
#ifdef HAVE_LIBUNISTRING
#include <stdlib.h>
#include <uninorm.h>
#endif
#include "core/buf.h"
#include "iri/iri_internal.h"

#ifdef HAVE_LIBUNISTRING
/* s[0..len), an IRI-reference whose NFC form r[0..n) is none (err holds
 * why r fails): URIVAL_EIRI_NFC at the first character of s that
 * normalization changes, which is where what goes wrong begins (the two
 * agree up to there, and r fails no earlier: a prefix of s passes), with
 * the rule r fails. */
static urival_status not_iri(const char *s, size_t len, const uint8_t *r, size_t n,
                             urival_error *err)
{
    const unsigned char *in = (const unsigned char *)(s != NULL ? s : "");
    size_t at = 0;
    if (err == NULL)
        return URIVAL_EIRI_NFC;
    while (at < len && at < n && in[at] == r[at])
        at++;
    while (at > 0 && at < len && (in[at] & 0xC0) == 0x80)
        at--; /* the character's first byte */
    err->status = URIVAL_EIRI_NFC;
    err->offset = err->rule_start = at;
    err->at_end = err->end_ok = 0;
    memset(err->expected, 0, sizeof err->expected);
    return URIVAL_EIRI_NFC;
}
#endif

/* The NFC form of s[0..len), an IRI-reference, checked to be one still
 * when must_be_iri (a form that differs from s answers urival_iri_is_nfc()
 * whatever it is): URIVAL_OK with *out (to be freed) and *out_len, or the
 * status. */
static urival_status nfc_of(const char *s, size_t len, int must_be_iri, char **out, size_t *out_len,
                            urival_error *err)
{
    urival_uri u;
    urival_status st = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, s, len, &u, err);
    *out = NULL;
    *out_len = 0;
    if (st != URIVAL_OK)
        return st;
#ifdef HAVE_LIBUNISTRING
    {
        size_t n = 0;
        uint8_t *r =
            u8_normalize(UNINORM_NFC, (const uint8_t *)(s != NULL ? s : ""), len, NULL, &n);
        if (r == NULL)
            return urival__refuse(err, URIVAL_EINVAL); /* out of memory */
        /* Composition may reach across an ASCII character ("=" and U+0338
         * COMBINING LONG SOLIDUS OVERLAY are U+2260): what comes out must
         * be an IRI-reference again. */
        if (must_be_iri)
            st = urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, (const char *)r, n, &u, err);
        if (st != URIVAL_OK) {
            st = not_iri(s, len, r, n, err);
            free(r);
            return st;
        }
        *out = (char *)r;
        *out_len = n;
        return URIVAL_OK;
    }
#else
    (void)must_be_iri;
    return urival__refuse(err, URIVAL_EUNAVAILABLE);
#endif
}

static void release(char *p)
{
#ifdef HAVE_LIBUNISTRING
    free(p);
#else
    (void)p;
#endif
}

urival_status urival_iri_nfc(const char *s, size_t len, char *buf, size_t cap, size_t *needed,
                             urival_error *err)
{
    const struct urival__input in[] = { { s, len } };
    struct urival__buf b;
    char *r;
    size_t n;
    urival_status st = urival__buf_begin(&b, in, 1, URIVAL_OK, buf, cap, needed, err);
    if (st != URIVAL_OK)
        return st;
    st = nfc_of(s, len, 1, &r, &n, err);
    if (st != URIVAL_OK)
        return urival__buf_fail(buf, cap, needed, st);
    urival__buf_put(&b, r, n);
    release(r);
    return urival__buf_finish(&b, needed);
}

urival_status urival_iri_is_nfc(const char *s, size_t len, int *is_nfc, urival_error *err)
{
    char *r;
    size_t n;
    urival_status st = urival__check_input(s, len);
    if (st == URIVAL_OK && is_nfc == NULL)
        st = URIVAL_EINVAL;
    st = urival__err_apart(&err, s, len, st);
    if (URIVAL__OUT_OVER(is_nfc, s, len))
        return urival__refuse(err, URIVAL_EINVAL);
    if (is_nfc != NULL)
        *is_nfc = 0;
    if (st != URIVAL_OK)
        return urival__refuse(err, st);
    st = nfc_of(s, len, 0, &r, &n, err);
    if (st != URIVAL_OK)
        return st;
    /* r is not NULL once nfc_of() has answered URIVAL_OK, which it never
     * does without libunistring; gcc, seeing r NULL there, cannot tell. */
    *is_nfc = n == len && (len == 0 || (r != NULL && memcmp(r, s, len) == 0));
    release(r);
    return URIVAL_OK;
}
