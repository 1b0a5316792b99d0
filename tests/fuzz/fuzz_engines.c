/* fuzz_engines.c - the vector engines of the recognizer held to the scalar
 * one (issue 19, item 2).
 *
 * Input: two bytes choose the rule (any rule of any grammar), one byte the
 * shape: bits 0-2 the stream's chunk size (1 to 127 bytes in steps), bit 3
 * repeats the string to some hundreds of bytes so that long runs, escapes
 * across vector boundaries and long bad inputs are common; the rest is
 * the string.  The string is copied to the end of a readable mapping
 * followed by a page with no access, so that a load past its last byte
 * faults, sanitizers or not.  Invariant: every engine this build and CPU
 * have gives the scalar engine's run, match verdict and diagnosis, parse
 * spans and stream results (tests/common/engines.h). */
#include <sys/mman.h>
#include <unistd.h>
#include "fuzz_util.h"
#include "../common/engines.h"

#define ROOM (1u << 16) /* the largest string tried */

static unsigned char *guarded_end(void)
{
    static unsigned char *end;
    if (end == NULL) {
        size_t page = (size_t)sysconf(_SC_PAGESIZE);
        size_t span = (ROOM + page - 1) / page * page;
        unsigned char *base =
            mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        CHECK(base != MAP_FAILED);
        CHECK(mprotect(base + span, page, PROT_NONE) == 0);
        end = base + span;
    }
    return end;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t chunks[8] = { 1, 3, 16, 31, 32, 33, 64, 127 };
    unsigned char *end = guarded_end(), *s;
    urival_rule rule;
    size_t len, n;
    unsigned tried;

    if (size < 3)
        return 0;
    rule = (urival_rule)(((size_t)data[0] << 8 | data[1]) % urival_rule_count());
    n = size - 3;
    len = n;
    if ((data[2] & 8) != 0 && n > 0)
        len = n * (1 + (600 + (size_t)data[2] * 7) / n);
    if (len > ROOM)
        len = ROOM / (n ? n : 1) * n;
    s = end - len;
    for (size_t at = 0; at < len; at += n)
        memcpy(s + at, data + 3, n);
    CHECK(engines_differ(rule, (const char *)s, len, chunks[data[2] & 7], &tried) == 0);
    return 0;
}
