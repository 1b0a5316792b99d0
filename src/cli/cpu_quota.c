/* cpu_quota.c - the processors a cgroup CPU quota gives this process, for
 * validate's default --jobs (jobs.c).  A container started with --cpus=2
 * on a machine of 64 processors may run on all 64 (its affinity says 64)
 * but gets the time of two: more threads than that only wait their turn
 * and are throttled together, so the quota, where there is one, bounds
 * the default as the affinity does. */
#define _POSIX_C_SOURCE 200809L /* strtok_r() */
#include "config.h"
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"

/* Longer lines of /proc/self/cgroup or mountinfo (an overlay mount's
 * options can run to kilobytes) are passed over: no cgroup mount or
 * path that long is taken. */
#define QUOTA_LINE 4096

/* Reads the next line of f into line (without its '\n'); lines too long
 * for it are skipped whole.  0 at the end of the file. */
static int next_line(FILE *f, char *line, size_t size)
{
    while (fgets(line, (int)size, f) != NULL) {
        size_t n = strlen(line);
        if (n > 0 && line[n - 1] == '\n') {
            line[n - 1] = '\0';
            return 1;
        }
        if (feof(f))
            return 1; /* a last line without '\n' */
        {
            int c;
            while ((c = getc(f)) != EOF && c != '\n')
                ;
        }
    }
    return 0;
}

/* Whether word is one of the comma-separated names of list. */
static int in_list(const char *list, const char *word)
{
    size_t n = strlen(word);
    const char *p = list;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
        if (len == n && memcmp(p, word, n) == 0)
            return 1;
        if (end == NULL)
            return 0;
        p = end + 1;
    }
}

/* The cgroup paths of this process: the unified hierarchy's ("0::PATH",
 * cgroup v2) into v2, the hierarchy holding the cpu controller's
 * ("N:cpu,cpuacct:PATH", v1) into v1; "" for one not there. */
static void self_paths(FILE *f, char *v2, char *v1, size_t size)
{
    char line[QUOTA_LINE];
    v2[0] = v1[0] = '\0';
    while (next_line(f, line, sizeof line)) {
        char *ctl = strchr(line, ':'), *path;
        size_t n;
        if (ctl == NULL || (path = strchr(ctl + 1, ':')) == NULL)
            continue;
        *ctl++ = '\0';
        *path++ = '\0';
        if (path[0] != '/' || (n = strlen(path)) >= size)
            continue;
        if (strcmp(line, "0") == 0 && ctl[0] == '\0')
            memcpy(v2, path, n + 1);
        else if (in_list(ctl, "cpu"))
            memcpy(v1, path, n + 1);
    }
}

/* Undoes mountinfo's octal escapes (a space is "\040") in place. */
static void unescape(char *s)
{
    char *w = s;
    while (*s != '\0') {
        if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' && s[2] <= '7' &&
            s[3] >= '0' && s[3] <= '7') {
            *w++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0'));
            s += 4;
        } else {
            *w++ = *s++;
        }
    }
    *w = '\0';
}

/* A number of up to 18 digits (a quota or period in microseconds), the
 * whole of s up to a space or its end; -1 for anything else ("max",
 * "-1"). */
static long long quota_number(const char *s, const char **end)
{
    long long v = 0;
    int digits = 0;
    while (*s >= '0' && *s <= '9' && digits < 18) {
        v = v * 10 + (*s++ - '0');
        digits++;
    }
    *end = s;
    if (digits == 0 || (*s != '\0' && *s != ' ' && *s != '\n'))
        return -1;
    return v;
}

/* The first line of the file dir/name, into line; 0 where unreadable. */
static int read_first_line(const char *dir, const char *name, char *line, size_t size)
{
    char file[QUOTA_LINE + 64];
    FILE *f;
    int ok;
    if ((size_t)snprintf(file, sizeof file, "%s/%s", dir, name) >= sizeof file)
        return 0;
    if ((f = fopen(file, "r")) == NULL)
        return 0;
    ok = next_line(f, line, size);
    fclose(f);
    return ok;
}

/* quota over period, rounded up (1.5 processors' time is two threads'
 * work); 0 for no limit. */
static unsigned quota_cpus(long long quota, long long period)
{
    long long n;
    if (quota <= 0 || period <= 0)
        return 0;
    n = quota / period + (quota % period != 0);
    return n > UINT_MAX ? UINT_MAX : (unsigned)n;
}

/* The quota of the cgroup directory dir: "QUOTA PERIOD" in cpu.max (v2,
 * "max" for none), cpu.cfs_quota_us and cpu.cfs_period_us (v1, -1 for
 * none). */
static unsigned dir_quota(const char *dir, int v2)
{
    char line[128];
    const char *end;
    long long quota, period;
    if (v2) {
        if (!read_first_line(dir, "cpu.max", line, sizeof line))
            return 0;
        quota = quota_number(line, &end);
        if (quota < 0 || *end != ' ')
            return 0;
        period = quota_number(end + 1, &end);
        return quota_cpus(quota, period);
    }
    if (!read_first_line(dir, "cpu.cfs_quota_us", line, sizeof line))
        return 0;
    quota = quota_number(line, &end);
    if (!read_first_line(dir, "cpu.cfs_period_us", line, sizeof line))
        return 0;
    period = quota_number(line, &end);
    return quota_cpus(quota, period);
}

/* The tightest quota from the cgroup PATH, mounted with the hierarchy's
 * ROOT at MOUNT, up to the mount: a parent's quota bounds its children. */
static unsigned walk_quota(const char *mount, const char *root, const char *path, int v2)
{
    char dir[QUOTA_LINE + 64];
    size_t rl = strlen(root), ml;
    unsigned best = 0;
    /* The part of path below the mount's root ("/" mounts the whole
     * hierarchy); a path outside it is not under this mount. */
    const char *up;
    if (strcmp(root, "/") == 0)
        rl = 0;
    else if (strncmp(path, root, rl) != 0 || (path[rl] != '/' && path[rl] != '\0'))
        return 0;
    /* A process outside its cgroup namespace's root sees "/.." in its
     * path: the cgroups on the way up are not its parents, nor are they
     * under the mount. */
    for (up = path + rl; (up = strstr(up, "/..")) != NULL; up += 3)
        if (up[3] == '/' || up[3] == '\0')
            return 0;
    if ((size_t)snprintf(dir, sizeof dir, "%s%s", mount, path + rl) >= sizeof dir)
        return 0;
    ml = strlen(mount);
    for (;;) {
        size_t n = strlen(dir);
        unsigned q;
        while (n > ml && dir[n - 1] == '/')
            dir[--n] = '\0';
        q = dir_quota(dir, v2);
        if (q != 0 && (best == 0 || q < best))
            best = q;
        if (n <= ml)
            return best;
        while (n > ml && dir[n - 1] != '/')
            n--;
        dir[n] = '\0';
    }
}

unsigned cli_cpu_quota(const char *self_cgroup, const char *mountinfo)
{
    char v2[QUOTA_LINE], v1[QUOTA_LINE], line[QUOTA_LINE];
    unsigned best = 0;
    FILE *f;
    if ((f = fopen(self_cgroup, "r")) == NULL)
        return 0;
    self_paths(f, v2, v1, sizeof v2);
    fclose(f);
    if ((v2[0] == '\0' && v1[0] == '\0') || (f = fopen(mountinfo, "r")) == NULL)
        return 0;
    /* "ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [TAGS...] - TYPE SOURCE
     * SUPEROPTIONS", a space between fields; the source may be empty. */
    while (next_line(f, line, sizeof line)) {
        char *field[6], *dash, *type, *source, *super, *save = NULL;
        unsigned k, q = 0;
        if ((dash = strstr(line, " - ")) == NULL)
            continue;
        *dash = '\0';
        for (k = 0; k < 6; k++)
            if ((field[k] = strtok_r(k == 0 ? line : NULL, " ", &save)) == NULL)
                break;
        type = dash + 3;
        if (k < 6 || (source = strchr(type, ' ')) == NULL)
            continue;
        *source++ = '\0';
        if ((super = strchr(source, ' ')) == NULL)
            continue;
        *super++ = '\0';
        unescape(field[3]);
        unescape(field[4]);
        if (strcmp(type, "cgroup2") == 0 && v2[0] != '\0')
            q = walk_quota(field[4], field[3], v2, 1);
        else if (strcmp(type, "cgroup") == 0 && v1[0] != '\0' && in_list(super, "cpu"))
            q = walk_quota(field[4], field[3], v1, 0);
        if (q != 0 && (best == 0 || q < best))
            best = q;
    }
    fclose(f);
    return best;
}
