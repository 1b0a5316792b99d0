/* fuzz_plainnorm.c - the one-pass normalizer against the plain steps.
 *
 * Input: a reference, as it comes.  Invariant: urival_normalize(s, 0)
 * succeeds exactly when s is a URI-reference, and then writes what
 * tests/fuzz/plain_norm.h writes, RFC 3986 section 6.2.2 applied step by
 * step (case, percent-encoding, section 5.2.4's dot removal, 5.3's
 * recomposition), under the output contract of fuzz_util.h's PRODUCE
 * (needed length, truncation, no write past the buffer); and compare puts
 * the input and that form on the syntax rung or better.
 * tests/reference/check_plainnorm.c runs the same differential over a
 * fixed set in make check. */
#include "fuzz_util.h"
#include "plain_norm.h"

static unsigned small;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    size_t want_len = 0, got_len = 0;
    char *want = plain_normalize(s, size, &want_len), *got;
    urival_equivalence e;
    int st;
    PRODUCE(st, got, got_len, small++, urival_normalize(s, size, 0, BUF, CAP, &NEED, NULL));
    if (want == NULL) {
        CHECK(st == URIVAL_ESYNTAX && got == NULL);
        return 0;
    }
    CHECK(st == URIVAL_OK);
    CHECK(got_len == want_len && memcmp(got, want, want_len) == 0);
    CHECK(urival_compare(s, size, want, want_len, 0, &e, NULL) == URIVAL_OK &&
          e <= URIVAL_COMPARE_RUNG_SYNTAX);
    free(got);
    free(want);
    return 0;
}
