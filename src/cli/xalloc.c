/* xalloc.c - the tool's allocator; see cli.h.  Built with
 * -DURIVAL_CLI_FAILALLOC (the program tests/urival-failalloc), the N-th
 * allocation fails when URIVAL_FAILALLOC=N is set, so that a test can fail
 * each one in turn. */
#include <stdlib.h>
#include "cli/cli.h"

#ifdef URIVAL_CLI_FAILALLOC
static long fail_at = -1, calls;

static int injected(void)
{
    if (fail_at < 0) {
        const char *e = getenv("URIVAL_FAILALLOC");
        fail_at = e != NULL ? atol(e) : 0;
    }
    return ++calls == fail_at;
}
#else
#define injected() 0
#endif

void *cli_malloc(size_t n)
{
    return injected() ? NULL : malloc(n);
}

void *cli_realloc(void *p, size_t n)
{
    return injected() ? NULL : realloc(p, n);
}

static int oom_said;

void cli_oom(const char *cmd)
{
    oom_said = 1;
    if (cmd != NULL)
        cli_error("%s: out of memory", cmd);
    else
        cli_error("out of memory");
}

int cli_oom_said(void)
{
    return oom_said;
}
