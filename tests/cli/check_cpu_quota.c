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
#include <limits.h>
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

/* The path as /proc/self/cgroup writes it: ":" and spaces stay; a cgroup
 * removed since shows " (deleted)", and its parents still count. */
START_TEST(test_path_forms)
{
    put("self_cgroup", "0::/a:b c/d\n");
    mounts("/", "cg", "cgroup2", "rw");
    put("cg/a:b c/d/cpu.max", "300000 100000\n");
    put("cg/a:b c/cpu.max", "max 100000\n");
    ck_assert_uint_eq(quota(), 3);
    put("self_cgroup", "0::/a:b c/gone (deleted)\n");
    put("cg/a:b c/cpu.max", "200000 100000\n");
    ck_assert_uint_eq(quota(), 2);
}
END_TEST

/* A process outside its cgroup namespace's root sees "/.." in its path:
 * the quota of the namespace's root is not its parent's, and nothing
 * outside the mount is read. */
START_TEST(test_path_above_namespace)
{
    put("self_cgroup", "0::/../c\n");
    mounts("/", "cg", "cgroup2", "rw");
    put("cg/cpu.max", "100000 100000\n");
    put("c/cpu.max", "300000 100000\n"); /* beside the mount, not in it */
    ck_assert_uint_eq(quota(), 0);
    put("self_cgroup", "0::/x/..\n");
    ck_assert_uint_eq(quota(), 0);
    put("self_cgroup", "0::/x/..y\n"); /* a name that starts with "..": a cgroup */
    put("cg/x/..y/cpu.max", "400000 100000\n");
    ck_assert_uint_eq(quota(), 1);
}
END_TEST

/* v1: a parent's quota bounds its children too; a mount whose root is
 * not "/" takes only paths under it. */
START_TEST(test_v1_parents_and_root)
{
    char lines[1024];
    put("self_cgroup", "3:cpu:/job/step\n");
    mount_line(lines, sizeof lines, "/", "v1/cpu", "cgroup", "rw,cpu");
    put("mountinfo", lines);
    put("v1/cpu/job/step/cpu.cfs_quota_us", "-1\n");
    put("v1/cpu/job/step/cpu.cfs_period_us", "100000\n");
    put("v1/cpu/job/cpu.cfs_quota_us", "200000\n");
    put("v1/cpu/job/cpu.cfs_period_us", "100000\n");
    ck_assert_uint_eq(quota(), 2);
    mount_line(lines, sizeof lines, "/job", "v1/cpu", "cgroup", "rw,cpu");
    put("mountinfo", lines);
    put("v1/cpu/step/cpu.cfs_quota_us", "500000\n");
    put("v1/cpu/step/cpu.cfs_period_us", "100000\n");
    put("v1/cpu/cpu.cfs_quota_us", "-1\n");
    put("v1/cpu/cpu.cfs_period_us", "100000\n");
    ck_assert_uint_eq(quota(), 5);
    put("self_cgroup", "3:cpu:/other/step\n");
    ck_assert_uint_eq(quota(), 0);
}
END_TEST

/* Two cgroup2 mounts, the first of another part of the hierarchy; a
 * mount's root and point escaped (\040 a space, \134 a backslash);
 * optional fields before " - " and an empty source after it. */
START_TEST(test_mounts)
{
    char a[512], b[512], lines[1100];
    put("self_cgroup", "0::/my cg/x\n");
    mount_line(a, sizeof a, "/elsewhere", "cg1", "cgroup2", "rw");
    snprintf(
        b, sizeof b,
        "36 24 0:31 /my\\040cg %s/c\\134g2 rw shared:9 master:3 propagate_from:2 - cgroup2  rw\n",
        top);
    snprintf(lines, sizeof lines, "%s%s", a, b);
    put("mountinfo", lines);
    put("cg1/x/cpu.max", "100000 100000\n");
    put("c\\g2/x/cpu.max", "600000 100000\n");
    ck_assert_uint_eq(quota(), 6);
}
END_TEST

/* The largest quota: capped at UINT_MAX; 19 digits are refused. */
START_TEST(test_large_numbers)
{
    put("self_cgroup", "0::/\n");
    mounts("/", "cg", "cgroup2", "rw");
    put("cg/cpu.max", "999999999999999999 1\n");
    ck_assert_uint_eq(quota(), UINT_MAX);
    put("cg/cpu.max", "1000000000000000000 1\n");
    ck_assert_uint_eq(quota(), 0);
    put("cg/cpu.max", "100000 1000000000000000000\n");
    ck_assert_uint_eq(quota(), 0);
}
END_TEST

/* A line too long for the reader is passed over whole: a mount line
 * that starts past its first 4,095 bytes is not read as one, and an
 * overlong line of /proc/self/cgroup does not hide the next. */
START_TEST(test_overlong_lines)
{
    static char lines[12000];
    char cg[512];
    size_t n;
    memset(lines, 'x', 4095);
    n = 4095;
    snprintf(cg, sizeof cg, "35 24 0:30 / %s/cg rw - cgroup2 cgroup2 rw\n", top);
    strcpy(lines + n, cg); /* inside the long line, after its first 4,095 bytes */
    put("mountinfo", lines);
    put("self_cgroup", "0::/\n");
    put("cg/cpu.max", "200000 100000\n");
    ck_assert_uint_eq(quota(), 0);
    memset(lines, 'y', 5000);
    lines[0] = '7';
    lines[1] = ':';
    lines[2] = 'c';
    lines[3] = 'p';
    lines[4] = 'u';
    lines[5] = ':';
    lines[6] = '/';
    strcpy(lines + 5000, "\n0::/\n");
    put("self_cgroup", lines);
    mounts("/", "cg", "cgroup2", "rw");
    ck_assert_uint_eq(quota(), 2);
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
    tcase_add_test(tc, test_path_forms);
    tcase_add_test(tc, test_path_above_namespace);
    tcase_add_test(tc, test_v1_parents_and_root);
    tcase_add_test(tc, test_mounts);
    tcase_add_test(tc, test_large_numbers);
    tcase_add_test(tc, test_overlong_lines);
    suite_add_tcase(s, tc);
    return run_suite(s) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
