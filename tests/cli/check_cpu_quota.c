/* check_cpu_quota.c - cli_cpu_quota() (src/cli/cpu_quota.c), the CPU quota
 * that bounds validate's default --jobs, over cgroup trees made here: a
 * file in the form of /proc/self/cgroup, one in the form of
 * /proc/self/mountinfo whose mount points are directories of a temporary
 * tree, and the quota files in them.  What must hold: cgroup v2's cpu.max
 * and v1's cpu.cfs_quota_us over cpu.cfs_period_us, rounded up; the
 * tightest of the process's cgroup and its parents up to the mount; the
 * mount's own root taken off the process's path; only the hierarchy with
 * the cpu controller in v1; and 0, never a guess, for anything missing or
 * malformed. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"
#include "common/tsv.h"

static char top[64];
static char self_file[128], mountinfo_file[128];

static void setup(void)
{
    strcpy(top, "/tmp/check_cpu_quota.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(top));
    snprintf(self_file, sizeof self_file, "%s/self_cgroup", top);
    snprintf(mountinfo_file, sizeof mountinfo_file, "%s/mountinfo", top);
}

static void teardown(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", top);
    ck_assert_int_eq(system(cmd), 0);
}

/* Writes text to top/rel, making its directories. */
static void put(const char *rel, const char *text)
{
    char path[512];
    char *slash;
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", top, rel);
    for (slash = strchr(path + strlen(top) + 1, '/'); slash != NULL;
         slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        mkdir(path, 0755);
        *slash = '/';
    }
    f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(text, f) >= 0, 1);
    ck_assert_int_eq(fclose(f), 0);
}

/* The mountinfo line of a mount of type (with super options) whose root
 * in the hierarchy is root, at top/at. */
static void mount_line(char *out, size_t size, const char *root, const char *at, const char *type,
                       const char *super)
{
    snprintf(out, size, "35 24 0:30 %s %s/%s rw,nosuid,nodev,noexec shared:9 - %s cgroup %s\n",
             root, top, at, type, super);
}

static void mounts(const char *root, const char *at, const char *type, const char *super)
{
    char line[512];
    mount_line(line, sizeof line, root, at, type, super);
    put("mountinfo", line);
}

static unsigned quota(void)
{
    return cli_cpu_quota(self_file, mountinfo_file);
}

/* cgroup v2 in a container (the process at its namespace's root): cpu.max
 * of the mount's top directory, rounded up. */
START_TEST(test_v2_container)
{
    static const struct {
        const char *cpu_max;
        unsigned want;
    } t[] = { { "200000 100000\n", 2 }, { "150000 100000\n", 2 }, { "50000 100000\n", 1 },
              { "100000 100000\n", 1 }, { "max 100000\n", 0 },    { "6400000 100000", 64 },
              { "1 1000000\n", 1 } };
    put("self_cgroup", "0::/\n");
    mounts("/", "fs/cgroup", "cgroup2", "rw,nsdelegate");
    put("fs/cgroup/cpu.max", t[_i].cpu_max);
    ck_assert_uint_eq(quota(), t[_i].want);
}
END_TEST

/* A service's cgroup below the root: the tightest quota on the way up. */
START_TEST(test_v2_parents)
{
    put("self_cgroup", "0::/system.slice/urival.service\n");
    mounts("/", "cg", "cgroup2", "rw");
    put("cg/system.slice/urival.service/cpu.max", "max 100000\n");
    put("cg/system.slice/cpu.max", "300000 100000\n");
    ck_assert_uint_eq(quota(), 3);
    put("cg/system.slice/urival.service/cpu.max", "100000 100000\n");
    ck_assert_uint_eq(quota(), 1);
    put("cg/cpu.max", "max 100000\n");
    ck_assert_uint_eq(quota(), 1);
    put("cg/system.slice/urival.service/cpu.max", "max 100000\n");
    put("cg/system.slice/cpu.max", "max 100000\n");
    ck_assert_uint_eq(quota(), 0);
}
END_TEST

/* A mount of part of the hierarchy: its root comes off the process's
 * path; a path outside it is not under the mount. */
START_TEST(test_v2_mount_root)
{
    put("self_cgroup", "0::/docker/abc/inner\n");
    mounts("/docker/abc", "cg", "cgroup2", "rw");
    put("cg/inner/cpu.max", "400000 100000\n");
    ck_assert_uint_eq(quota(), 4);
    put("cg/cpu.max", "200000 100000\n");
    ck_assert_uint_eq(quota(), 2);
    put("self_cgroup", "0::/docker/abcd\n");
    ck_assert_uint_eq(quota(), 0);
    put("self_cgroup", "0::/other\n");
    ck_assert_uint_eq(quota(), 0);
    put("self_cgroup", "0::/docker/abc\n");
    ck_assert_uint_eq(quota(), 2);
}
END_TEST

/* cgroup v1: the hierarchy whose controllers include cpu, quota over
 * period; -1 is no quota. */
START_TEST(test_v1)
{
    char lines[1024];
    put("self_cgroup", "12:pids:/\n4:cpu,cpuacct:/\n2:cpuacct:/\n0::/\n");
    mount_line(lines, sizeof lines, "/", "v1/cpu,cpuacct", "cgroup", "rw,cpu,cpuacct");
    put("mountinfo", lines);
    put("v1/cpu,cpuacct/cpu.cfs_quota_us", "300000\n");
    put("v1/cpu,cpuacct/cpu.cfs_period_us", "100000\n");
    ck_assert_uint_eq(quota(), 3);
    put("v1/cpu,cpuacct/cpu.cfs_quota_us", "-1\n");
    ck_assert_uint_eq(quota(), 0);
    put("v1/cpu,cpuacct/cpu.cfs_quota_us", "250000\n");
    put("v1/cpu,cpuacct/cpu.cfs_period_us", "50000\n");
    ck_assert_uint_eq(quota(), 5);
}
END_TEST

/* cpuacct is not cpu: a hierarchy with only it has no quota to give. */
START_TEST(test_v1_cpuacct_is_not_cpu)
{
    char lines[1024];
    put("self_cgroup", "2:cpuacct:/\n");
    mount_line(lines, sizeof lines, "/", "v1/cpuacct", "cgroup", "rw,cpuacct");
    put("mountinfo", lines);
    put("v1/cpuacct/cpu.cfs_quota_us", "100000\n");
    put("v1/cpuacct/cpu.cfs_period_us", "100000\n");
    ck_assert_uint_eq(quota(), 0);
}
END_TEST

/* Both kinds (a hybrid system): the tighter wins. */
START_TEST(test_hybrid)
{
    char a[512], b[512], lines[1024];
    put("self_cgroup", "1:cpu:/job\n0::/job\n");
    mount_line(a, sizeof a, "/", "v1/cpu", "cgroup", "rw,cpu");
    mount_line(b, sizeof b, "/", "unified", "cgroup2", "rw");
    snprintf(lines, sizeof lines, "%s%s", a, b);
    put("mountinfo", lines);
    put("v1/cpu/job/cpu.cfs_quota_us", "200000\n");
    put("v1/cpu/job/cpu.cfs_period_us", "100000\n");
    put("unified/job/cpu.max", "300000 100000\n");
    ck_assert_uint_eq(quota(), 2);
    put("unified/job/cpu.max", "100000 100000\n");
    ck_assert_uint_eq(quota(), 1);
}
END_TEST

/* mountinfo writes a space in a mount point as \040; a line of kilobytes
 * (an overlay's options) before the cgroup's, and a last line without its
 * newline, are read past. */
START_TEST(test_mountinfo_form)
{
    static char lines[16384];
    char cg[512];
    size_t n;
    put("self_cgroup", "0::/");
    strcpy(lines, "20 1 0:40 / / rw - overlay overlay rw,lowerdir=");
    n = strlen(lines);
    memset(lines + n, 'x', 9000);
    strcpy(lines + n + 9000, "\n");
    snprintf(cg, sizeof cg, "35 24 0:30 / %s/cg\\040root rw - cgroup2 cgroup2 rw", top);
    strcat(lines, cg);
    put("mountinfo", lines);
    put("cg root/cpu.max", "700000 100000\n");
    ck_assert_uint_eq(quota(), 7);
}
END_TEST

/* Anything missing or malformed: no quota, never a guess. */
START_TEST(test_malformed)
{
    static const char *const bad[] = {
        "abc 100000\n", "200000\n",    "200000 0\n",       "200000 abc\n",    "",
        "-5 100000\n",  "2x 100000\n", "200000 100000x\n", " 200000 100000\n"
    };
    size_t i;
    ck_assert_uint_eq(quota(), 0); /* no files at all */
    put("self_cgroup", "0::/\n");
    ck_assert_uint_eq(quota(), 0);                                              /* no mountinfo */
    put("mountinfo", "35 24 0:30 / /nowhere rw shared:9 cgroup2 cgroup2 rw\n"); /* no " - " */
    ck_assert_uint_eq(quota(), 0);
    mounts("/", "cg", "cgroup2", "rw");
    ck_assert_uint_eq(quota(), 0); /* no cpu.max */
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        put("cg/cpu.max", bad[i]);
        ck_assert_msg(quota() == 0, "cpu.max \"%s\"", bad[i]);
    }
    put("self_cgroup", "garbage\n0:/\n");
    put("cg/cpu.max", "200000 100000\n");
    ck_assert_uint_eq(quota(), 0); /* no v2 line in the process's cgroups */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cpu_quota");
    TCase *tc = tcase_create("cgroups");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, test_v2_container, 0, 7);
    tcase_add_test(tc, test_v2_parents);
    tcase_add_test(tc, test_v2_mount_root);
    tcase_add_test(tc, test_v1);
    tcase_add_test(tc, test_v1_cpuacct_is_not_cpu);
    tcase_add_test(tc, test_hybrid);
    tcase_add_test(tc, test_mountinfo_form);
    tcase_add_test(tc, test_malformed);
    suite_add_tcase(s, tc);
    return run_suite(s) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
