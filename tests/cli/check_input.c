/* check_input.c - cli_each_file() over a mapped file (src/cli/input.c,
 * src/cli/lines.c).
 *
 * validate --quiet takes its lines a block at a time (io->block), and for
 * that the reader maps a regular file instead of reading it.  Here the
 * reader's window is two pages and its block 1 KiB (lines.c is built for
 * this program with both as variables), so that a file of a few hundred
 * KiB is mapped in many windows.  What must hold: every line comes out as
 * read() would give it, from the file's offset on; the views really are
 * into the mapping; lines longer than the block come in parts, as
 * validate --quiet takes them; a file that grows while it is read is read
 * to its new end; a file that shrinks under the mapping, or within its
 * last page, ends the read with exit status 2 and a message, not SIGBUS
 * or made-up bytes, and the SIGBUS handler that was there before is put
 * back.  With io->jobs above 1 (and here parts from 2 KiB on), a block's
 * parts go to threads: every line is counted once, on more than one
 * thread, and a fault on a part's thread ends the read as one on this
 * thread does. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <check.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef HAVE_PTHREAD
#include <pthread.h>
#endif
#include "common/ck_quiet.h"

/* The reader, built here with its window and block as variables, and a
 * file to cut to nothing just as it leaves its mapping. */
static size_t test_map_window, test_block = 1024;
static const char *test_cut_on_leave;
static unsigned test_cuts_on_leave;
static void cut_on_leave(void);
#define LINES_MAP_WINDOW test_map_window
#define LINES_BLOCK test_block
#define LINES_BEFORE_LEAVE_COPY() cut_on_leave()
#include "cli/lines.c"
/* The input loop, with a block's parts on threads from 2 KiB on, and
 * threads that fail to start when test_thread_fails says. */
#define PART_MIN 2048
#ifdef HAVE_PTHREAD
static int test_thread_fails; /* 1: every start fails; 2: every other one */
static int test_thread_start(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg);
#define PART_THREAD_START test_thread_start
#endif
#include "cli/input.c"

#ifdef HAVE_PTHREAD
static int test_thread_start(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg)
{
    static unsigned calls; /* only this test's thread starts threads */
    if (test_thread_fails == 1 || (test_thread_fails == 2 && calls++ % 2 == 0))
        return EAGAIN;
    return pthread_create(t, a, f, arg);
}
#endif

static void cut_on_leave(void)
{
    if (test_cut_on_leave != NULL) {
        ck_assert_int_eq(truncate(test_cut_on_leave, 0), 0);
        test_cuts_on_leave++;
    }
}

/* What the callbacks saw, and what the block callback is to do once. */
struct seen {
    char *text; /* the lines, each with "\n" after it */
    size_t len, cap;
    unsigned long long lines, blocks;
    const char *path;  /* the file, to change from inside the read */
    size_t file_len;   /* its length before any change */
    int grow;          /* append to it: 1 on the first block, 2 once the last is seen */
    long shrink_to;    /* cut it to this length on the first block (-1: never) */
    int touch;         /* after cutting, read the block's last byte */
    int mapped_blocks; /* blocks found inside a mapping of path */
    size_t longest;    /* the longest line handed out whole (by on_line or on_block) */
};

static void add_bytes(struct seen *v, const char *s, size_t n)
{
    if (v->len + n + 1 > v->cap) {
        v->cap = 2 * (v->len + n + 1);
        v->text = realloc(v->text, v->cap);
        ck_assert_ptr_nonnull(v->text);
    }
    memcpy(v->text + v->len, s, n);
    v->len += n;
}

static void add(struct seen *v, const char *s, size_t n)
{
    add_bytes(v, s, n);
    v->text[v->len++] = '\n';
    v->lines++;
}

/* 1 when p lies in a mapping of the file path, by /proc/self/maps; -1
 * when that cannot be read (not Linux). */
static int in_mapping_of(const void *p, const char *path)
{
    char line[4096];
    FILE *f = fopen("/proc/self/maps", "r");
    int found = 0;
    if (f == NULL)
        return -1;
    while (fgets(line, sizeof line, f) != NULL) {
        unsigned long lo, hi;
        const char *name = strchr(line, '/');
        if (sscanf(line, "%lx-%lx", &lo, &hi) != 2 || name == NULL)
            continue;
        if ((uintptr_t)p >= lo && (uintptr_t)p < hi && strncmp(name, path, strlen(path)) == 0 &&
            name[strlen(path)] == '\n')
            found = 1;
    }
    fclose(f);
    return found;
}

/* Whether in_mapping_of() can tell (Linux). */
static int have_proc_maps(void)
{
    return access("/proc/self/maps", R_OK) == 0;
}

static void add_whole(struct seen *v, const char *s, size_t n)
{
    add(v, s, n);
    if (n > v->longest)
        v->longest = n;
}

static int on_line(const char *s, size_t n, void *ctx)
{
    add_whole(ctx, s, n);
    return 1;
}

/* io->part: a line longer than the block, a block at a time, and a last
 * part of 1 to a block's bytes, wherever a read or a window ended. */
static int on_part(struct cli_io *io, const char *s, size_t n, int last, void *ctx)
{
    struct seen *v = ctx;
    (void)io;
    if (last)
        ck_assert(n >= 1 && n <= test_block);
    else
        ck_assert_uint_eq(n, test_block);
    add_bytes(v, s, n);
    if (last)
        add(v, "", 0);
    return 1;
}

static void append_to(const char *path)
{
    FILE *f = fopen(path, "a");
    ck_assert_ptr_nonnull(f);
    fputs("http://grown.example/1\nhttp://grown.example/2\n", f);
    ck_assert_int_eq(fclose(f), 0);
}

/* Takes the block's lines (each valid), then changes the file as v asks. */
static void on_block(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                     struct cli_block_count *c)
{
    struct seen *v = (struct seen *)(uintptr_t)ctx; /* one thread: io->jobs is 0 */
    const char *p = s, *end = s + n;
    (void)io;
    ck_assert(n > 0 && s[n - 1] == '\n');
    if (in_mapping_of(s, v->path) == 1)
        v->mapped_blocks++;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        add_whole(v, p, (size_t)(nl - p));
        c->lines++;
        c->valid++;
        p = nl + 1;
    }
    if ((v->grow == 1 && v->blocks == 0) || (v->grow == 2 && v->len == v->file_len))
        append_to(v->path);
    if (v->shrink_to >= 0 && v->blocks == 0) {
        ck_assert_int_eq(truncate(v->path, (off_t)v->shrink_to), 0);
        if (v->touch) {
            volatile char last = s[n - 1]; /* past the new end: SIGBUS */
            (void)last;
            ck_abort_msg("a byte past the end of a shrunk file was read");
        }
    }
    v->blocks++;
}

static size_t page(void)
{
    return (size_t)sysconf(_SC_PAGESIZE);
}

/* A file of lines 0 to 700 bytes long, about `bytes` in all, in a
 * temporary file whose name goes to path (of PATH_CAP bytes); with `long`
 * every seventh line a page / 100 times as long (up to 7 pages: longer
 * than the block, and than a window of up to 4 pages). */
#define PATH_CAP 64
static char *make_file(char *path, size_t bytes, int long_lines, size_t *len)
{
    const size_t factor = page() / 100;
    char *text = malloc(bytes + factor * 701 + 64);
    size_t n = 0, i = 0;
    int fd;
    ck_assert_ptr_nonnull(text);
    while (n < bytes) {
        size_t k = (i * 7919) % 701, j;
        if (long_lines && i % 7 == 3)
            k *= factor;
        n += (size_t)sprintf(text + n, "http://h%zu.example/", i);
        for (j = 0; j < k; j++)
            text[n++] = (char)('a' + (i + j) % 26);
        text[n++] = '\n';
        i++;
    }
    strcpy(path, "/tmp/check_input.XXXXXX");
    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, n), (ssize_t)n);
    ck_assert_int_eq(close(fd), 0);
    *len = n;
    return text;
}

/* One read of a generated file: the file, what it holds, what the
 * callbacks saw, and the io they were given (as validate --quiet sets it:
 * io->block, so that the file is mapped, in windows of `pages` pages). */
struct run {
    char path[PATH_CAP];
    char *text;
    size_t len;
    struct seen v;
    struct cli_io io;
};

/* The file holds about `windows` windows of `pages` pages (whatever the
 * page size, so that there are as many windows). */
static void run_start(struct run *t, size_t pages, size_t windows, int long_lines)
{
    test_map_window = pages * page();
    t->text = make_file(t->path, windows * test_map_window, long_lines, &t->len);
    memset(&t->v, 0, sizeof t->v);
    t->v.path = t->path;
    t->v.file_len = t->len;
    t->v.shrink_to = -1;
    memset(&t->io, 0, sizeof t->io);
    t->io.cmd = "check";
    t->io.max_line = (size_t)1 << 20;
    t->io.block = on_block;
}

/* The callbacks saw the file from offset `from` on, line for line. */
static void saw_file(const struct run *t, size_t from)
{
    ck_assert_uint_eq(t->v.len, t->len - from);
    ck_assert(memcmp(t->v.text, t->text + from, t->len - from) == 0);
}

/* Every block came from a mapping of the file (where /proc/self/maps
 * tells), and there were at least min of them. */
static void all_mapped(const struct run *t, unsigned long long min)
{
    if (have_proc_maps())
        ck_assert_int_eq(t->v.mapped_blocks, (int)t->v.blocks);
    ck_assert_uint_ge(t->v.blocks, min);
}

static void run_end(struct run *t)
{
    unlink(t->path);
    free(t->text);
    free(t->v.text);
}

START_TEST(test_mapped_lines)
{
    struct run t;
    run_start(&t, (size_t)(2 + _i), 30, 0);
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &t.v), EXIT_VALID);
    saw_file(&t, 0);
    ck_assert_uint_eq(t.io.line, t.v.lines);
    all_mapped(&t, t.len / test_map_window); /* a block a window at least */
    run_end(&t);
}
END_TEST

/* Standard input, a regular file already read up to an offset that is
 * not a page's: the lines come from that offset on. */
START_TEST(test_mapped_from_offset)
{
    struct run t;
    size_t from;
    FILE *f;
    run_start(&t, 2, 12, 0);
    from = (size_t)(strchr(t.text + 5000, '\n') - t.text) + 1;
    f = fopen(t.path, "r");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_ge(dup2(fileno(f), 0), 0);
    ck_assert_int_eq(lseek(0, (off_t)from, SEEK_SET), (off_t)from);
    ck_assert_int_eq(cli_each_file(&t.io, "-", on_line, &t.v), EXIT_VALID);
    saw_file(&t, from);
    fclose(f);
    run_end(&t);
}
END_TEST

/* _i 0: after the first block, so that a later window holds the lines
 * added; _i 1: once the file's last line has been handed out. */
START_TEST(test_mapped_file_grows)
{
    static const char more[] = "http://grown.example/1\nhttp://grown.example/2\n";
    struct run t;
    run_start(&t, 2, 6, 0);
    t.v.grow = 1 + _i;
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &t.v), EXIT_VALID);
    ck_assert_uint_eq(t.v.len, t.len + strlen(more));
    ck_assert(memcmp(t.v.text, t.text, t.len) == 0);
    ck_assert(memcmp(t.v.text + t.len, more, strlen(more)) == 0);
    run_end(&t);
}
END_TEST

/* The read of a file that shrinks ends with exit status 2 and says so; the
 * SIGBUS handler there before is put back.  ctx goes to the callbacks. */
static void expect_shrank_with(struct run *t, void *ctx)
{
    char err[PATH_CAP], msg[512];
    size_t got;
    struct sigaction before, after;
    FILE *f;
    int saved;
    strcpy(err, "/tmp/check_input_err.XXXXXX");
    ck_assert_int_ge(saved = mkstemp(err), 0);
    close(saved);
    ck_assert(sigaction(SIGBUS, NULL, &before) == 0); /* a sanitizer's, or the default */
    saved = dup(2);
    f = freopen(err, "w", stderr);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(cli_each_file(&t->io, t->path, on_line, ctx), EXIT_USAGE);
    fflush(stderr);
    dup2(saved, 2);
    f = fopen(err, "r");
    ck_assert_ptr_nonnull(f);
    got = fread(msg, 1, sizeof msg - 1, f);
    msg[got] = '\0';
    fclose(f);
    ck_assert_msg(strstr(msg, "urival: check: ") == msg && strstr(msg, t->path) != NULL &&
                      strstr(msg, "the file shrank while it was read") != NULL,
                  "message: %s", msg);
    ck_assert(sigaction(SIGBUS, NULL, &after) == 0);
    ck_assert(after.sa_handler == before.sa_handler);
    unlink(err);
}

static void expect_shrank(struct run *t)
{
    expect_shrank_with(t, &t->v);
}

/* Cut to 100 bytes after the first block.  _i 0: the reader meets the cut
 * (its search for the last "\n" of the next window); _i 1: the command's
 * own function does. */
START_TEST(test_mapped_file_shrinks)
{
    struct run t;
    run_start(&t, 4, 10, 0);
    t.v.shrink_to = 100;
    t.v.touch = _i;
    expect_shrank(&t);
    run_end(&t);
}
END_TEST

/* Cut by 100 bytes within the mapping's last page, which raises no SIGBUS
 * (the rest of the page reads as zeros): the reader finds the file shorter
 * than what it mapped. */
START_TEST(test_mapped_file_cut_in_last_page)
{
    struct run t;
    run_start(&t, 2, 1, 0);
    test_map_window = 8 * page(); /* the whole file in one window */
    ck_assert(t.len < test_map_window);
    t.v.shrink_to = (long)t.len - 100;
    expect_shrank(&t);
    ck_assert_uint_eq(t.v.len, t.len); /* the lines were given before the cut */
    run_end(&t);
}
END_TEST

/* Cut to nothing just as the reader leaves the mapping to copy out the
 * file's last line (two pages without a "\n", more than half a window
 * of two pages): the copy faults, the read ends with the shrunk-file
 * error, and the buffer the copy was going to is freed with the reader
 * (the sanitizers and valgrind would see it leak). */
START_TEST(test_fault_leaving_map)
{
    struct run t;
    FILE *f;
    size_t k;
    run_start(&t, 2, 3, 0);
    f = fopen(t.path, "a");
    ck_assert_ptr_nonnull(f);
    for (k = 0; k < 2 * page(); k++)
        ck_assert_int_eq(fputc('x', f), 'x');
    ck_assert_int_eq(fclose(f), 0);
    test_cut_on_leave = t.path;
    test_cuts_on_leave = 0;
    expect_shrank(&t);
    test_cut_on_leave = NULL;
    ck_assert_uint_eq(test_cuts_on_leave, 1);
    saw_file(&t, 0); /* every whole line came before the cut */
    run_end(&t);
}
END_TEST

/* As validate --quiet reads: lines longer than the block in parts, some
 * longer than the window, mapped (_i 0 to 2: windows of 2 to 4 pages);
 * _i 3, as --json reads, by read() (no io->block, so no mapping; the
 * buffer holds two blocks, so a line a little longer than one may be in it
 * whole).  Every byte as in the file, and a long line in parts either way,
 * also where a window or the buffer held it whole. */
START_TEST(test_mapped_parts)
{
    struct run t;
    run_start(&t, (size_t)(2 + _i % 3), 30, 1);
    t.io.part = on_part;
    if (_i == 3)
        t.io.block = NULL;
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &t.v), EXIT_VALID);
    saw_file(&t, 0);
    if (_i < 3)
        all_mapped(&t, 2); /* the short lines between long ones */
    else
        ck_assert_uint_eq(t.v.blocks, 0);
    ck_assert_uint_le(t.v.longest, test_block);
    run_end(&t);
}
END_TEST

/* Without io->block nothing is mapped: the lines come by read(). */
START_TEST(test_not_mapped_without_block)
{
    struct run t;
    run_start(&t, 2, 3, 0);
    t.io.block = NULL;
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &t.v), EXIT_VALID);
    saw_file(&t, 0);
    ck_assert_uint_eq(t.v.blocks, 0);
    run_end(&t);
}
END_TEST

/* ---- a block's parts on threads ---- */

/* What the parts' threads saw, gathered under a lock: the lines, their
 * bytes (a sum of each line's hash, which the order of the parts does not
 * change), the threads, and whether one of them is to cut the file. */
#ifdef HAVE_PTHREAD
static pthread_mutex_t parts_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_t parts_main;
#endif
struct parts_seen {
    struct seen whole; /* first: the lines not in a block, to on_line and on_part */
    unsigned long long lines, hash_sum, parts;
    int threads; /* distinct threads that took a part (up to 8 told apart) */
    const char *path;
    /* Where the file is cut to 100 bytes and a byte past the cut read:
     * CUT_ON_THREAD on a part's thread, CUT_ON_MAIN in the part of the
     * test's thread, CUT_AFTER_THREADS in the block after the first, which
     * the first sets to be taken on one thread (through io_to_change). */
    int cut;
    struct cli_io *io_to_change;
    unsigned long long main_blocks; /* parts taken on the test's thread */
    int meet;                       /* the first two parts meet_and_note() */
    int arrived, noted;
    sigjmp_buf *jump[2]; /* fault_jump as the test's thread and a part's saw it */
#ifdef HAVE_PTHREAD
    pthread_t seen[8];
#endif
};
enum { CUT_NONE, CUT_ON_THREAD, CUT_ON_MAIN, CUT_AFTER_THREADS };

#ifdef HAVE_PTHREAD
/* Cuts the file and reads the last byte of s[0..n), which lies a page
 * past the cut or more: SIGBUS, and the handler's jump. */
static void cut_and_touch(const char *path, const char *s, size_t n)
{
    volatile char last;
    if (truncate(path, 100) != 0)
        abort();
    last = s[n - 1];
    (void)last;
    abort(); /* not reached: no ck_assert off the test's thread */
}

static pthread_cond_t parts_met = PTHREAD_COND_INITIALIZER;

/* Waits, under parts_lock, until *count is 2 (10 s at most: a thread
 * that did not start leaves both parts to one thread). */
static void wait_for_two(const int *count, const struct timespec *until)
{
    while (*count < 2)
        if (pthread_cond_timedwait(&parts_met, &parts_lock, until) != 0)
            break;
}

/* The first two parts wait for each other, then each notes where a fault
 * on its thread would jump, then they wait again, so that neither puts
 * its jump back before the other has looked: one variable for all threads
 * would show the same jump twice. */
static void meet_and_note(struct parts_seen *v, int on_main)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 10;
    pthread_mutex_lock(&parts_lock);
    if (v->arrived < 2) {
        v->arrived++;
        pthread_cond_broadcast(&parts_met);
        wait_for_two(&v->arrived, &until);
        v->jump[on_main ? 0 : 1] = fault_jump;
        v->noted++;
        pthread_cond_broadcast(&parts_met);
        wait_for_two(&v->noted, &until);
    }
    pthread_mutex_unlock(&parts_lock);
}
#endif

/* FNV-1a, 64 bits: a line's bytes, for the sum. */
static unsigned long long line_hash(const char *s, size_t n)
{
    unsigned long long h = 14695981039346656037ULL;
    while (n-- > 0)
        h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
    return h;
}

/* A line is "valid" here when its length is even, so that the count of
 * valid lines says the parts were cut at line ends. */
static void on_part_lines(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                          struct cli_block_count *c)
{
    struct parts_seen *v = (struct parts_seen *)(uintptr_t)ctx;
    unsigned long long sum = 0;
    const char *p = s, *end = s + n;
    (void)io;
    if (n == 0 || s[n - 1] != '\n')
        abort(); /* a part ends at a line's end (no ck_assert off the test's thread) */
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = (size_t)(nl - p);
        sum += line_hash(p, len);
        c->lines++;
        c->valid += len % 2 == 0;
        p = nl + 1;
    }
#ifdef HAVE_PTHREAD
    {
        int i, cut = 0, on_main = pthread_equal(pthread_self(), parts_main);
        if (v->meet)
            meet_and_note(v, on_main);
        pthread_mutex_lock(&parts_lock);
        v->hash_sum += sum;
        v->lines += c->lines;
        v->parts++;
        for (i = 0; i < v->threads && !pthread_equal(v->seen[i], pthread_self()); i++)
            ;
        if (i == v->threads && i < 8)
            v->seen[v->threads++] = pthread_self();
        if ((v->cut == CUT_ON_THREAD && !on_main) || (v->cut == CUT_ON_MAIN && on_main) ||
            (v->cut == CUT_AFTER_THREADS && on_main && v->main_blocks == 1)) {
            v->cut = CUT_NONE;
            cut = 1;
        }
        if (v->cut == CUT_AFTER_THREADS && on_main && v->main_blocks == 0)
            v->io_to_change->jobs = 1; /* read by this thread only, before the next block */
        v->main_blocks += on_main;
        pthread_mutex_unlock(&parts_lock);
        if (cut)
            cut_and_touch(v->path, s, n);
    }
#else
    v->hash_sum += sum;
    v->lines += c->lines;
    v->parts++;
    v->threads = 1;
#endif
}

/* The lines of text[0..len): how many, how many of even length, and
 * their hashes summed. */
static void expect_lines(const char *text, size_t len, unsigned long long *lines,
                         unsigned long long *even, unsigned long long *sum)
{
    const char *p = text, *end = text + len;
    *lines = *even = *sum = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = (size_t)(nl - p);
        (*lines)++;
        *even += n % 2 == 0;
        *sum += line_hash(p, n);
        p = nl + 1;
    }
}

/* A file of 40 windows of 4 pages through jobs threads (_i: 2, 3, 8):
 * each line counted once, the exit status from the counts, io->line and
 * io->blocks as the lines are, more than one thread at work. */
START_TEST(test_parts_on_threads)
{
    static const unsigned jobs[] = { 2, 3, 8 };
    struct run t;
    struct parts_seen v;
    unsigned long long lines, even, sum;
    run_start(&t, 4, 40, 0);
    memset(&v, 0, sizeof v);
#ifdef HAVE_PTHREAD
    parts_main = pthread_self();
#endif
    t.io.block = on_part_lines;
    t.io.jobs = jobs[_i];
    expect_lines(t.text, t.len, &lines, &even, &sum);
    ck_assert_uint_lt(even, lines); /* some lines "invalid" */
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &v), EXIT_INVALID);
    ck_assert_uint_eq(v.lines, lines); /* no line left to on_line: the file ends in "\n" */
    ck_assert_uint_eq(v.hash_sum, sum);
    ck_assert_uint_eq(t.io.line, lines);
    ck_assert_uint_eq(t.io.blocks.lines, lines);
    ck_assert_uint_eq(t.io.blocks.valid, even);
    ck_assert_uint_eq(t.io.blocks.too_long, 0);
#ifdef HAVE_PTHREAD
    ck_assert_int_gt(v.threads, 1);
    ck_assert_uint_gt(v.parts, t.len / test_map_window); /* more parts than windows */
#endif
    run_end(&t);
}
END_TEST

/* Notes: a block function that leaves every line whose length is a
 * multiple of 5 to the command, with room for 3 notes a call, so that
 * most calls stop and their rest comes again on the calling thread. */
struct noted {
    const struct cli_io *io;
    unsigned long long calls, last_line, noted;
    const char *next; /* where in text the line after last_line starts */
    int out_of_order;
};

static void on_noting_block(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                            struct cli_block_count *c)
{
    const char *p = s, *end = s + n;
    (void)ctx;
    if (n == 0 || s[n - 1] != '\n' || c->max_notes != io->block_notes || c->nnotes != 0)
        abort(); /* no ck_assert off the test's thread */
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = (size_t)(nl - p);
        if (len % 5 == 0) {
            if (c->nnotes == c->max_notes) {
                c->rest = (size_t)(end - p);
                return;
            }
            c->notes[c->nnotes].at = (size_t)(p - s);
            c->notes[c->nnotes].len = len;
            c->notes[c->nnotes++].before = c->lines;
        } else {
            c->valid++;
        }
        c->lines++;
        p = nl + 1;
    }
}

/* The command's function: every noted line, and any line not whole in a
 * block, in order, with io->line its number and its bytes a copy. */
static int on_noted_line(const char *s, size_t len, void *ctx)
{
    struct noted *v = ctx;
    const char *want = v->next;
    unsigned long long k;
    /* The lines between the last one seen here and this one. */
    for (k = v->last_line + 1; k < v->io->line; k++)
        want = strchr(want, '\n') + 1;
    if (v->io->line <= v->last_line || memcmp(s, want, len) != 0 || want[len] != '\n')
        v->out_of_order++;
    v->noted += len % 5 == 0;
    v->last_line = v->io->line;
    v->next = want + len + 1;
    v->calls++;
    return len % 5 != 0;
}

/* _i: jobs 1, 2, 3, 8 over 40 windows of 4 pages. */
START_TEST(test_notes_in_order)
{
    static const unsigned jobs[] = { 1, 2, 3, 8 };
    struct run t;
    struct noted v;
    unsigned long long lines = 0, fives = 0;
    const char *p;
    run_start(&t, 4, 40, 0);
    for (p = t.text; p < t.text + t.len; lines++) {
        const char *nl = memchr(p, '\n', (size_t)(t.text + t.len - p));
        fives += (size_t)(nl - p) % 5 == 0;
        p = nl + 1;
    }
    ck_assert_uint_gt(fives, 100);
    memset(&v, 0, sizeof v);
    v.io = &t.io;
    v.next = t.text;
    t.io.block = on_noting_block;
    t.io.block_notes = 3;
    t.io.jobs = jobs[_i];
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_noted_line, &v), EXIT_INVALID);
    ck_assert_int_eq(v.out_of_order, 0);
    ck_assert_uint_eq(v.noted, fives);
    ck_assert_uint_eq(t.io.line, lines);
    /* The noted lines are the command's to count, not the blocks'. */
    ck_assert_uint_eq(t.io.blocks.lines + v.calls, lines);
    ck_assert_uint_eq(t.io.blocks.valid, t.io.blocks.lines);
    ck_assert_uint_lt(v.calls - v.noted, 40); /* lines not whole in a block: a few a window */
    run_end(&t);
}
END_TEST

/* Lines of up to 7 pages among short ones, jobs 4: a part is cut at the
 * first line end past its share, and a line longer than a share makes
 * fewer parts; the long lines come in pieces to io->part. */
START_TEST(test_parts_with_long_lines)
{
    struct run t;
    struct parts_seen v;
    unsigned long long lines, even, sum;
    run_start(&t, 4, 40, 1);
    memset(&v, 0, sizeof v);
    t.io.block = on_part_lines;
    t.io.jobs = 4;
    t.io.part = on_part;
    expect_lines(t.text, t.len, &lines, &even, &sum);
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &v), EXIT_INVALID);
    ck_assert_uint_eq(t.io.line, lines); /* every line, by block or not */
    ck_assert_uint_gt(v.lines, 0);
    ck_assert_uint_gt(v.whole.lines, 0);
    ck_assert_uint_eq(v.lines + v.whole.lines, lines);
    ck_assert_uint_eq(t.io.blocks.lines, v.lines);
    free(v.whole.text);
    run_end(&t);
}
END_TEST

/* A fault ends the read with exit status 2 and the message, and the
 * handler there before is put back, whichever thread meets it:
 * _i 0 (CUT_ON_THREAD) a part's thread; _i 1 (CUT_ON_MAIN) the test's
 * thread in its own part, while the others may still run; _i 2
 * (CUT_AFTER_THREADS) the test's thread outside any part, in a block
 * taken whole after a block taken in parts (where each part's jump was
 * set and put back). */
START_TEST(test_fault_with_parts)
{
#ifdef HAVE_PTHREAD
    static const int cut[] = { CUT_ON_THREAD, CUT_ON_MAIN, CUT_AFTER_THREADS };
    struct run t;
    struct parts_seen v;
    run_start(&t, 4, 8, 0);
    memset(&v, 0, sizeof v);
    v.path = t.path;
    v.cut = cut[_i];
    v.io_to_change = &t.io;
    parts_main = pthread_self();
    t.io.block = on_part_lines;
    t.io.jobs = 2;
    expect_shrank_with(&t, &v);
    ck_assert_int_eq(v.cut, CUT_NONE); /* the cut was made where asked */
    if (cut[_i] != CUT_AFTER_THREADS)
        ck_assert_uint_eq(t.io.blocks.lines, 0); /* the faulted block counted nothing */
    if (cut[_i] == CUT_AFTER_THREADS) {
        ck_assert_int_ge(v.threads, 2);
        ck_assert_uint_eq(v.main_blocks, 2); /* the second block whole, on this thread */
    }
    run_end(&t);
#endif
}
END_TEST

/* Each thread has its own fault jump: the test's thread's part and a
 * part's thread, meeting inside their parts, see two jumps, neither the
 * one for faults outside any part. */
START_TEST(test_fault_jump_per_thread)
{
#ifdef HAVE_PTHREAD
    struct run t;
    struct parts_seen v;
    run_start(&t, 4, 4, 0);
    memset(&v, 0, sizeof v);
    v.meet = 1;
    parts_main = pthread_self();
    t.io.block = on_part_lines;
    t.io.jobs = 2;
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &v), EXIT_INVALID);
    ck_assert_int_eq(v.arrived, 2);
    ck_assert_int_eq(v.noted, 2);
    ck_assert_ptr_nonnull(v.jump[0]);
    ck_assert_ptr_nonnull(v.jump[1]);
    ck_assert_ptr_ne(v.jump[0], v.jump[1]);
    ck_assert_ptr_ne(v.jump[0], &fault_return);
    ck_assert_ptr_ne(v.jump[1], &fault_return);
    ck_assert_ptr_null(fault_jump); /* put back once the file is read */
    run_end(&t);
#endif
}
END_TEST

/* Threads that cannot be started leave their parts to the test's thread:
 * _i 0 none starts, _i 1 every other one; every line is counted once. */
START_TEST(test_parts_without_threads)
{
#ifdef HAVE_PTHREAD
    struct run t;
    struct parts_seen v;
    unsigned long long lines, even, sum;
    run_start(&t, 4, 20, 0);
    memset(&v, 0, sizeof v);
    parts_main = pthread_self();
    t.io.block = on_part_lines;
    t.io.jobs = 3;
    test_thread_fails = 1 + _i;
    expect_lines(t.text, t.len, &lines, &even, &sum);
    ck_assert_int_eq(cli_each_file(&t.io, t.path, on_line, &v), EXIT_INVALID);
    test_thread_fails = 0;
    ck_assert_uint_eq(v.lines, lines);
    ck_assert_uint_eq(v.hash_sum, sum);
    ck_assert_uint_eq(t.io.blocks.valid, even);
    if (_i == 0)
        ck_assert_int_eq(v.threads, 1);
    else
        ck_assert_int_ge(v.threads, 2);
    ck_assert_uint_gt(v.parts, t.len / test_map_window); /* still cut in parts */
    run_end(&t);
#endif
}
END_TEST

int main(void)
{
    Suite *s = suite_create("input");
    TCase *tc = tcase_create("mapped");
    SRunner *sr;
    int failed;
    tcase_add_loop_test(tc, test_mapped_lines, 0, 3);
    tcase_add_test(tc, test_mapped_from_offset);
    tcase_add_loop_test(tc, test_mapped_file_grows, 0, 2);
    tcase_add_loop_test(tc, test_mapped_file_shrinks, 0, 2);
    tcase_add_test(tc, test_mapped_file_cut_in_last_page);
    tcase_add_test(tc, test_fault_leaving_map);
    tcase_add_loop_test(tc, test_mapped_parts, 0, 4);
    tcase_add_test(tc, test_not_mapped_without_block);
    tcase_add_loop_test(tc, test_parts_on_threads, 0, 3);
    tcase_add_test(tc, test_parts_with_long_lines);
    tcase_add_loop_test(tc, test_notes_in_order, 0, 4);
    tcase_add_loop_test(tc, test_fault_with_parts, 0, 3);
    tcase_add_loop_test(tc, test_parts_without_threads, 0, 2);
    tcase_add_test(tc, test_fault_jump_per_thread);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
