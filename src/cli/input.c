/* input.c - what every command that reads inputs shares: the loop over
 * them (arguments, -f FILE, standard input), the progress bar. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime() */
#include "config.h"             /* first: large files where off_t is 32 bits by default */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef HAVE_PTHREAD
#include <pthread.h>
#endif
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/lines.h"

void cli_error_file(const char *cmd, const char *path, const char *why)
{
    fprintf(stderr, "urival: %s: ", cmd);
    cli_put_name(stderr, path);
    fprintf(stderr, ": %s\n", why);
}

int cli_worse(int a, int b)
{
    return a > b ? a : b;
}

/* ---- the progress bar --------------------------------------------------- */

struct progress {
    int on, drawn;
    unsigned long long size, seen_read;
    double t0, last;
};

static int bar_drawn;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void progress_start(struct progress *p, const struct cli_io *io, int fd)
{
    struct stat st;
    memset(p, 0, sizeof *p);
    if (!io->progress || !isatty(2) || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
        st.st_size <= 0)
        return;
    p->on = 1;
    p->size = (unsigned long long)st.st_size;
    p->t0 = p->last = now();
}

/* Prints a size in B, KiB, MiB or GiB. */
static void size_text(char *buf, size_t cap, double v, const char *suffix)
{
    static const char *const unit[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    size_t u = 0;
    while (v >= 1024 && u + 1 < sizeof unit / sizeof unit[0])
        v /= 1024, u++;
    snprintf(buf, cap, "%.1f %s%s", v, unit[u], suffix);
}

static void progress_draw(const char *name, unsigned long long done, unsigned long long size,
                          double elapsed)
{
    char got[32], all[32], rate[32];
    double frac = size > 0 ? (double)done / (double)size : 1, speed;
    int i, fill;
    if (frac > 1)
        frac = 1;
    fill = (int)(frac * 30);
    size_text(got, sizeof got, (double)done, "");
    size_text(all, sizeof all, (double)size, "");
    fputc('\r', stderr);
    cli_put_name(stderr, name);
    fputs(" [", stderr);
    for (i = 0; i < 30; i++)
        fputc(i < fill ? '#' : '.', stderr);
    fprintf(stderr, "] %3d%% %s / %s", (int)(frac * 100), got, all);
    /* The rate and the time left once there is something to measure. */
    if (elapsed >= 0.2 && (speed = (double)done / elapsed) > 0) {
        size_text(rate, sizeof rate, speed, "/s");
        fprintf(stderr, "  %s", rate);
        if (done < size) {
            unsigned long long eta = (unsigned long long)((double)(size - done) / speed) + 1;
            if (eta >= 3600)
                fprintf(stderr, "  ETA %llu:%02llu:%02llu", eta / 3600, eta / 60 % 60, eta % 60);
            else
                fprintf(stderr, "  ETA %llu:%02llu", eta / 60, eta % 60);
        }
    }
    fputs("\033[K", stderr);
    fflush(stderr);
    bar_drawn = 1;
}

/* Called once a block has been read: draws the bar at once, then at most
 * every 0.1 s. */
static void progress_tick(struct progress *p, const char *name, const struct lines *r)
{
    double t;
    p->seen_read = r->read_total;
    t = now();
    if (p->drawn && t - p->last < 0.1)
        return;
    p->drawn = 1;
    p->last = t;
    progress_draw(name, lines_consumed(r), p->size, t - p->t0);
}

void cli_progress_clear(void)
{
    if (bar_drawn) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
        bar_drawn = 0;
    }
}

void cli_progress_pause(void)
{
    static int stdout_tty = -1;
    if (!bar_drawn)
        return;
    if (stdout_tty < 0)
        stdout_tty = isatty(1);
    if (stdout_tty)
        cli_progress_clear();
}

/* ---- the input loop ----------------------------------------------------- */

void cli_json_line_head(const struct cli_io *io, const char *line, size_t len)
{
    fputs("{\"file\":", stdout);
    json_string(stdout, io->name, strlen(io->name));
    printf(",\"line\":%llu,\"input\":", io->line);
    json_string(stdout, line, len);
}

void cli_json_window_head(const struct cli_io *io, const char *s, size_t n, size_t from,
                          size_t total)
{
    cli_json_line_head(io, s, n);
    printf(",\"truncated\":true,\"input_offset\":%zu,\"length\":%zu", from, total);
}

void cli_json_too_long(const struct cli_io *io, const char *head, size_t len)
{
    cli_progress_pause();
    cli_json_window_head(io, head, io->max_line < LINES_HEAD ? io->max_line : LINES_HEAD, 0, len);
    printf(",\"valid\":false,\"error\":{\"offset\":%zu,\"rule\":null,"
           "\"kind\":\"too long\",\"message\":\"line of %zu bytes is longer than the "
           "limit of %zu\"}}\n",
           io->max_line, len, io->max_line);
}

static int too_long_default(struct cli_io *io, const char *head, size_t len, void *ctx)
{
    (void)ctx;
    if (io->json) {
        cli_json_too_long(io, head, len);
        return 0;
    }
    cli_progress_clear();
    cli_report_head(io);
    fprintf(stderr, "line of %zu bytes is longer than the limit of %zu\n", len, io->max_line);
    if (io->one_line)
        cli_no_result(io);
    return 0;
}

/* A line longer than the block, part by part to io->part; returns its
 * result, or LINE_ERROR's -2. */
static int read_parts(struct cli_io *io, struct lines *r, struct progress *p, const char *s,
                      size_t n, void *ctx)
{
    enum line_status st = LINE_PART;
    if (io->part == NULL) /* lines_next() hands out parts only when r.parts asks */
        return -2;
    for (;;) {
        int rc;
        if (p->on && r->read_total != p->seen_read)
            progress_tick(p, io->name, r);
        rc = io->part(io, s, n, st == LINE_OK, ctx);
        if (rc < 0 || st == LINE_OK)
            return rc;
        if ((st = lines_part(r, &s, &n)) == LINE_ERROR)
            return -2;
    }
}

/* ---- a block's lines on several threads ---------------------------------
 * A block's lines are checked each on its own, so with io->jobs above 1 a
 * big block is cut at line ends into parts of PART_MIN bytes or more, one
 * a thread, and the parts are taken at once: the first on this thread,
 * the others each on a thread started for the block and joined before the
 * next block is read.  No queue and nothing kept between blocks; the
 * buffer or mapping stays as it is until every part is done.  A thread
 * that cannot be started leaves its part to this thread. */
#ifndef PART_MIN
#define PART_MIN ((size_t)256 * 1024) /* a thread's start and join: tens of microseconds */
#endif
/* A part's thread runs io->block and the recognizer, which recurse nowhere
 * and hold no big buffers on the stack. */
#define PART_STACK ((size_t)256 * 1024)

/* Where a fault in the mapping jumps, on the thread that takes it (NULL:
 * no jump; the handler then acts as if it were not there). */
#if !defined(HAVE_PTHREAD)
#define THREAD_LOCAL /* one thread */
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define THREAD_LOCAL _Thread_local
#else
#define THREAD_LOCAL __thread /* C99 has none; GNU C, clang and most others take this */
#endif
static THREAD_LOCAL sigjmp_buf *fault_jump;

/* Adds the counts of c to *to, but for its noted lines, which the
 * command counted when it took them. */
static void add_count(struct cli_block_count *to, const struct cli_block_count *c)
{
    to->lines += c->lines - c->nnotes;
    to->valid += c->valid;
    to->too_long += c->too_long;
}

/* A part of a block: its lines, what io->block found in them. */
struct part {
    const struct cli_io *io;
    const char *s;
    size_t n;
    const void *ctx;
    struct cli_block_count count;
    int faulted; /* a fault in the mapping ended it */
#ifdef HAVE_PTHREAD
    int started; /* on a thread of its own */
    pthread_t thread;
#endif
};

/* Cuts s[0..n), which ends in "\n", into k parts, each ending at a "\n"
 * and about as long as the others, each with room for io->block_notes of
 * notes (NULL: none); returns how many there are (fewer than k when a
 * long line spans a cut). */
static size_t cut_parts(struct part *parts, size_t k, const struct cli_io *io, const char *s,
                        size_t n, const void *ctx, struct cli_block_note *notes)
{
    size_t at = 0, np = 0;
    while (at < n && np < k) {
        size_t end = n;
        if (np + 1 < k) {
            /* The first "\n" from at + step - 1 on: the part is not empty,
             * and the block's last byte is one. */
            size_t step = (n - at) / (k - np), from = at + (step > 0 ? step : 1) - 1;
            const char *nl = memchr(s + from, '\n', n - from);
            end = (size_t)(nl - s) + 1;
        }
        memset(&parts[np], 0, sizeof parts[np]);
        if (notes != NULL) {
            parts[np].count.notes = notes + np * io->block_notes;
            parts[np].count.max_notes = io->block_notes;
        }
        parts[np].io = io;
        parts[np].s = s + at;
        parts[np].n = end - at;
        parts[np].ctx = ctx;
        np++;
        at = end;
    }
    return np;
}

#ifdef HAVE_PTHREAD
#ifndef PART_THREAD_START /* a test's may fail */
#define PART_THREAD_START pthread_create
#endif
#define MAX_PARTS CLI_MAX_JOBS

/* io->block over a part, under the fault handler's jump: a file that
 * shrinks under this part's bytes ends the part, not the thread. */
static void take_part(struct part *pt)
{
    sigjmp_buf here, *const outer = fault_jump;
    if (sigsetjmp(here, 1) == 0) {
        fault_jump = &here;
        pt->io->block(pt->io, pt->s, pt->n, pt->ctx, &pt->count);
    } else {
        pt->faulted = 1;
    }
    fault_jump = outer;
}

static void *part_thread(void *arg)
{
    take_part(arg);
    return NULL;
}

/* The parts[0..np) at once; as run_block(). */
static int run_parts(struct part *parts, size_t np)
{
    pthread_attr_t attr;
    int attr_ok = pthread_attr_init(&attr) == 0, faulted = 0;
    size_t i;
    if (attr_ok)
        pthread_attr_setstacksize(&attr, PART_STACK); /* the default stays if refused */
    for (i = 1; i < np; i++)
        parts[i].started = PART_THREAD_START(&parts[i].thread, attr_ok ? &attr : NULL, part_thread,
                                             &parts[i]) == 0;
    if (attr_ok)
        pthread_attr_destroy(&attr);
    take_part(&parts[0]);
    faulted = parts[0].faulted;
    /* The parts whose thread did not start, here while the others run;
     * none once one has faulted (the file ends with the error anyway). */
    for (i = 1; i < np && !faulted; i++)
        if (!parts[i].started) {
            take_part(&parts[i]);
            faulted = parts[i].faulted;
        }
    for (i = 1; i < np; i++)
        if (parts[i].started)
            pthread_join(parts[i].thread, NULL);
    for (i = 0; i < np; i++)
        faulted |= parts[i].faulted;
    return faulted ? -1 : 0;
}
#else
#define MAX_PARTS 1
#endif

/* io->block over the lines s[0..n), in parts on io->jobs threads when the
 * block is big enough; parts[0..*np) get what it found in each.  Returns
 * 0, or -1 when a fault in the mapping ended a part (the file shrank). */
static int run_block(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                     struct part *parts, struct cli_block_note *notes, size_t *np)
{
#ifdef HAVE_PTHREAD
    if (io->jobs > 1 && n / PART_MIN > 1) {
        size_t k = n / PART_MIN; /* parts of PART_MIN at least, as many as jobs */
        if (k > io->jobs)
            k = io->jobs;
        if (k > MAX_PARTS)
            k = MAX_PARTS;
        *np = cut_parts(parts, k, io, s, n, ctx, notes);
        return run_parts(parts, *np);
    }
#endif
    *np = cut_parts(parts, 1, io, s, n, ctx, notes);
    io->block(io, s, n, ctx, &parts[0].count);
    return 0;
}

/* The noted line s[0..len) copied to r->held (the first LINES_HEAD bytes
 * of one longer than max_line: all that too_long may read), so that a
 * fault in the mapping comes before the command prints a byte of it;
 * NULL when memory ran out (r->error is ENOMEM). */
static const char *hold_line(struct lines *r, const char *s, size_t len, size_t max_line)
{
    size_t want = len > max_line && len > LINES_HEAD ? LINES_HEAD : len;
    size_t cap = want > 0 ? want : 1; /* an empty line too gets a buffer */
    if (cap > r->held_cap) {          /* held_cap is 0 while held is NULL */
        char *nb = cli_realloc(r->held, cap);
        if (nb == NULL) {
            r->error = ENOMEM;
            return NULL;
        }
        r->held = nb;
        r->held_cap = cap;
    }
    memcpy(r->held, s, want);
    return r->held;
}

/* One part's lines after io->block has been over them: each noted line
 * to fn (or too_long), with io->line its number, in order, then the bytes
 * the call left (its notes full) to io->block again, on this thread, and
 * so on; r->number moves past the part.  0, -1 when a function said to
 * stop, -2 when memory ran out (r->error). */
static int take_notes(struct cli_io *io, struct lines *r, struct part *pt, cli_each_fn fn,
                      void *ctx, int *bad)
{
    struct cli_block_count *c = &pt->count;
    const char *s = pt->s;
    size_t n = pt->n;
    for (;;) {
        unsigned i;
        for (i = 0; i < c->nnotes; i++) {
            const struct cli_block_note *note = &c->notes[i];
            /* With io->part, lines_block() cut the block before any line
             * longer than a block: such a line came in parts, never here. */
            const char *line = hold_line(r, s + note->at, note->len, io->max_line);
            int rc;
            io->line = r->number + note->before + 1;
            if (line == NULL)
                return -2;
            if (note->len > io->max_line)
                rc = (io->too_long != NULL ? io->too_long : too_long_default)(io, line, note->len,
                                                                              ctx);
            else
                rc = fn(line, note->len, ctx);
            if (rc == -2)
                return -2;
            if (rc < 0)
                return -1;
            *bad |= rc == 0;
        }
        r->number += c->lines;
        add_count(&io->blocks, c);
        *bad |= c->valid + c->nnotes < c->lines;
        if (c->rest == 0 || c->rest > n)
            return 0;
        s += n - c->rest;
        n = c->rest;
        c->lines = c->valid = c->too_long = 0;
        c->nnotes = 0;
        c->rest = 0;
        io->block(io, s, n, ctx, c);
    }
}

/* The whole lines of each block to io->block, while the buffer holds
 * some; returns 0 when lines_next() is to take the next line, -1 when a
 * function said to stop, or -2 when reading failed (r->error says why). */
static int read_blocks(struct cli_io *io, struct lines *r, struct progress *p, int *bad,
                       cli_each_fn fn, void *ctx)
{
    const char *s;
    size_t n;
    enum line_status st;
    if (io->block_notes > 0 && r->notes == NULL) {
        /* Room for the notes of as many parts as a block may be cut into. */
        size_t k = io->jobs > 1 ? (io->jobs < MAX_PARTS ? io->jobs : MAX_PARTS) : 1;
        if ((r->notes = cli_malloc(k * io->block_notes * sizeof(struct cli_block_note))) == NULL) {
            r->error = ENOMEM;
            return -2;
        }
    }
    while ((st = lines_block(r, &s, &n)) == LINE_OK) {
        struct part parts[MAX_PARTS];
        size_t np, i;
        if (run_block(io, s, n, ctx, parts, r->notes, &np) != 0) {
            r->error = LINES_ESHRANK;
            return -2;
        }
        for (i = 0; i < np; i++) {
            int rc = take_notes(io, r, &parts[i], fn, ctx, bad);
            if (rc != 0)
                return rc;
        }
        io->line = r->number;
        if (p->on && r->read_total != p->seen_read)
            progress_tick(p, io->name, r);
    }
    return st == LINE_ERROR ? -2 : 0;
}

/* What a mapped file that shrank, or a page of which could not be read,
 * is reported as. */
#define SHRANK "the file shrank while it was read, or a page of it could not be read"

/* The lines of r to the command, until the end, an error (reported) or
 * the command's stop; an exit status. */
static int each_line(struct cli_io *io, struct lines *r, struct progress *p, cli_each_fn fn,
                     void *ctx)
{
    const char *line = NULL;
    size_t len = 0;
    enum line_status st;
    int bad = 0, rc;

    for (;;) {
        rc = io->block != NULL ? read_blocks(io, r, p, &bad, fn, ctx) : 0;
        if (rc == -1)
            return EXIT_USAGE;
        if (rc == -2)
            st = LINE_ERROR;
        else if ((st = lines_next(r, &line, &len)) == LINE_END)
            break;
        io->line = r->number;
        rc = 0;
        if (st == LINE_PART && (rc = read_parts(io, r, p, line, len, ctx)) == -2)
            st = LINE_ERROR;
        if (st == LINE_ERROR) {
            cli_progress_clear();
            if (r->error == ENOMEM)
                cli_oom(io->cmd);
            else
                cli_error_file(io->cmd, io->name,
                               r->error == LINES_ESHRANK ? SHRANK : strerror(r->error));
            return EXIT_USAGE;
        }
        if (p->on && r->read_total != p->seen_read)
            progress_tick(p, io->name, r);
        if (st == LINE_TOO_LONG)
            rc = (io->too_long != NULL ? io->too_long : too_long_default)(io, line, len, ctx);
        else if (st == LINE_OK)
            rc = fn(line, len, ctx);
        if (rc < 0)
            return EXIT_USAGE;
        bad |= rc == 0;
    }
    if (p->on)
        cli_progress_clear();
    return bad ? EXIT_INVALID : EXIT_VALID;
}

/* ---- reading a mapped file ----------------------------------------------
 * A file that shrinks while it is mapped (or a page of which cannot be
 * read) raises SIGBUS wherever its bytes are next touched: in lines.c, or
 * in the command's io->block, which gets views into the mapping.  Only
 * commands with an io->block map (validate), which prints nothing; a line
 * it notes is copied out of the mapping before the command reports it
 * (hold_line()), so that a fault leaves no output half written; the fault
 * ends the file with an error, as a failed read() does.  The handler's state is global, as a handler's must be (the tool
 * reads one file at a time), but for where a fault jumps: fault_jump, of
 * the thread that faulted (this one's, or a part's: take_part()). */
static sigjmp_buf fault_return;
static const struct lines *volatile guarded;
static struct sigaction saved_bus; /* static: set after sigsetjmp(), read after the jump */

/* 1 for a fault of the access being made (not a signal sent with kill(),
 * nor a machine-check report that arrives on its own). */
static int access_fault(int code)
{
    return code == BUS_ADRALN || code == BUS_ADRERR || code == BUS_OBJERR
#ifdef BUS_MCEERR_AR
           || code == BUS_MCEERR_AR
#endif
        ;
}

static void on_fault(int sig, siginfo_t *info, void *uc)
{
    const struct lines *r = guarded;
    sigjmp_buf *to = fault_jump;
    uintptr_t at = (uintptr_t)info->si_addr;
    int fault = access_fault(info->si_code);
    if (fault && info->si_code != BUS_ADRALN && r != NULL && r->mapped && to != NULL &&
        at >= (uintptr_t)r->buf && at - (uintptr_t)r->buf < r->cap)
        siglongjmp(*to, 1);
    /* Anything else goes where it would have gone without this handler,
     * which stays for the mapping's faults. */
    if (saved_bus.sa_flags & SA_SIGINFO) {
        saved_bus.sa_sigaction(sig, info, uc);
    } else if (saved_bus.sa_handler == SIG_DFL || (saved_bus.sa_handler == SIG_IGN && fault)) {
        /* The default action: a fault is taken again when the access is
         * made again, which an ignored fault is too (the kernel does not
         * let a fault be ignored); a sent signal is sent again. */
        signal(sig, SIG_DFL);
        if (!fault)
            raise(sig);
    } else if (saved_bus.sa_handler != SIG_IGN) {
        saved_bus.sa_handler(sig);
    }
}

static int each_line_mapped(struct cli_io *io, struct lines *r, struct progress *p, cli_each_fn fn,
                            void *ctx)
{
    struct sigaction sa;
    int rc;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGBUS, &sa, &saved_bus) != 0) {
        r->map = 0; /* no handler: no mapping */
        return each_line(io, r, p, fn, ctx);
    }
    if (sigsetjmp(fault_return, 1) == 0) {
        guarded = r;
        fault_jump = &fault_return;
        rc = each_line(io, r, p, fn, ctx);
    } else {
        cli_progress_clear();
        cli_error_file(io->cmd, io->name, SHRANK);
        rc = EXIT_USAGE;
    }
    guarded = NULL;
    fault_jump = NULL;
    sigaction(SIGBUS, &saved_bus, NULL);
    return rc;
}

static int read_lines(struct cli_io *io, int fd, cli_each_fn fn, void *ctx)
{
    struct lines r;
    struct progress p;
    struct stat st;
    int rc;

    progress_start(&p, io, fd);
    lines_init(&r, fd, io->max_line);
    r.parts = io->part != NULL;
    r.keep_cr = io->keep_cr;
    /* Mapping pays for the short lines of a big file when the command
     * takes them a block at a time; only a regular file maps. */
    r.map = io->block != NULL && fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    rc = r.map ? each_line_mapped(io, &r, &p, fn, ctx) : each_line(io, &r, &p, fn, ctx);
    lines_free(&r);
    return rc;
}

int cli_each_file(struct cli_io *io, const char *path, cli_each_fn fn, void *ctx)
{
    int fd, rc;
    struct stat st;
    if (strcmp(path, "-") == 0) {
        io->name = "<stdin>";
        return read_lines(io, 0, fn, ctx);
    }
    if ((fd = open(path, O_RDONLY)) < 0) {
        cli_error_file(io->cmd, path, strerror(errno));
        return EXIT_USAGE;
    }
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        cli_error_file(io->cmd, path, strerror(EISDIR));
        close(fd);
        return EXIT_USAGE;
    }
    io->name = path;
    rc = read_lines(io, fd, fn, ctx);
    close(fd);
    return rc;
}

int cli_each(struct cli_io *io, int argc, char **argv, int first, cli_each_fn fn, void *ctx)
{
    int result = EXIT_VALID, i;
    io->line = 0;
    for (i = first; i < argc; i++) {
        int rc;
        io->name = NULL;
        io->line++;
        rc = fn(argv[i], strlen(argv[i]), ctx);
        if (rc < 0)
            return EXIT_USAGE;
        if (rc == 0)
            result = EXIT_INVALID;
    }
    if (io->file != NULL)
        return cli_worse(result, cli_each_file(io, io->file, fn, ctx));
    if (first >= argc)
        return cli_each_file(io, "-", fn, ctx);
    return result;
}

int cli_pair_args(struct cli_io *io, char **ab, cli_pair_fn pair, cli_each_fn line, void *ctx)
{
    int rc = pair(ab[0], strlen(ab[0]), ab[1], strlen(ab[1]), ctx);
    if (rc < 0)
        return EXIT_USAGE;
    rc = rc > 0 ? EXIT_VALID : EXIT_INVALID;
    return io->file != NULL ? cli_worse(rc, cli_each_file(io, io->file, line, ctx)) : rc;
}

void cli_bad_pair_line(const struct cli_io *io, const char *what, const char *s, size_t len)
{
    char msg[128];
    snprintf(msg, sizeof msg, "a line must hold exactly %s, separated by spaces or tabs", what);
    if (io->json) {
        cli_json_line_head(io, s, len);
        fputs(",\"valid\":false,\"error\":{\"kind\":\"pair\"", stdout);
        json_field_str(stdout, "message", msg);
        fputs("}}\n", stdout);
        return;
    }
    cli_no_result(io);
    cli_report_head(io);
    fprintf(stderr, "%s\n", msg);
    cli_show_line(stderr, s, len, len);
}

/* The next word of line[*i..len), from *i on past the blanks before it:
 * its start, and its length (0 when none is left). */
static size_t next_word(const char *line, size_t len, size_t *i, size_t *n)
{
    size_t start;
    while (*i < len && (line[*i] == ' ' || line[*i] == '\t'))
        (*i)++;
    start = *i;
    while (*i < len && line[*i] != ' ' && line[*i] != '\t')
        (*i)++;
    *n = *i - start;
    return start;
}

int cli_split_pair(const char *line, size_t len, size_t *a, size_t *alen, size_t *b, size_t *blen)
{
    size_t i = 0, more;
    *a = next_word(line, len, &i, alen);
    *b = next_word(line, len, &i, blen);
    (void)next_word(line, len, &i, &more);
    return *alen > 0 && *blen > 0 && more == 0;
}
