/* jobs.c - how many threads validate --quiet takes the parts of a block
 * on (--jobs; input.c runs them). */
#define _GNU_SOURCE /* sched_getaffinity(), CPU_COUNT() */
#include "config.h"
#include <unistd.h>
#ifdef HAVE_SCHED_GETAFFINITY
#include <sched.h>
#endif
#include "cli/cli.h"

int cli_jobs_arg(struct cli_io *io, const char *arg)
{
    unsigned long long v;
    if (cli_count_arg(io, "--jobs", arg, CLI_MAX_JOBS, &v) != 0)
        return -1;
    io->jobs = (unsigned)v;
    return 0;
}

unsigned cli_default_jobs(void)
{
#ifdef HAVE_PTHREAD
    long n = -1;
    unsigned quota;
#ifdef HAVE_SCHED_GETAFFINITY
    /* The processors this process may use (taskset, a container's cpuset),
     * fewer than those online when it is confined. */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        n = CPU_COUNT(&set);
#endif
    if (n < 1)
        n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        return 1;
    if (n > CLI_DEFAULT_JOBS)
        n = CLI_DEFAULT_JOBS;
    /* and the time a CPU quota gives it (a container's --cpus) */
    quota = cli_cpu_quota("/proc/self/cgroup", "/proc/self/mountinfo");
    return quota != 0 && quota < (unsigned)n ? quota : (unsigned)n;
#else
    return 1;
#endif
}
