/* input.c - what every command shares: its options, the loop over its
 * inputs (arguments, -f FILE, standard input), the progress bar. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime() */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "cli/lines.h"

/* ---- options ------------------------------------------------------------ */

static void io_init(struct cli_io *io, const char *cmd)
{
    memset(io, 0, sizeof *io);
    io->cmd = cmd;
    io->max_line = URIVAL_MAX_INPUT;
}

static int max_line_arg(struct cli_io *io, const char *arg)
{
    char *end;
    unsigned long long v;
    errno = 0;
    v = strtoull(arg, &end, 10);
    if (errno != 0 || *end != '\0' || arg[0] < '0' || arg[0] > '9' || v == 0 ||
        v > URIVAL_MAX_INPUT) {
        cli_error("%s: --max-line-length takes a number from 1 to %zu", io->cmd, URIVAL_MAX_INPUT);
        return -1;
    }
    io->max_line = (size_t)v;
    return 0;
}

/* Moves argv[i..i+n) to argv[at..at+n), shifting argv[at..i) after them. */
static void rotate(char **argv, int at, int i, int n)
{
    while (n-- > 0) {
        char *a = argv[i];
        int k;
        for (k = i; k > at; k--)
            argv[k] = argv[k - 1];
        argv[at++] = a;
        i++;
    }
}

int cli_options(int argc, char **argv, struct cli_io *io, const struct cli_opt *opts,
                const char *const *fields, void (*help)(FILE *))
{
    const char *cmd = argv[0];
    int i, first = 1; /* the positional arguments so far: argv[first..i) */
    if (io != NULL)
        io_init(io, cmd);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const struct cli_opt *o;
        const char **value = NULL;
        int *flag = NULL;
        if (strcmp(a, "--") == 0) {
            /* The rest is positional: "--" goes before what came before. */
            rotate(argv, first, i, 1);
            first++;
            break;
        }
        if (a[0] != '-' || a[1] == '\0')
            continue;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            help(stdout);
            return CLI_HELP;
        }
        for (o = opts; o != NULL && o->name != NULL; o++)
            if (strcmp(a, o->name) == 0)
                break;
        if (o != NULL && o->name != NULL) {
            flag = o->flag, value = o->value;
        } else if (io != NULL && (strcmp(a, "-f") == 0 || strcmp(a, "--file") == 0)) {
            value = &io->file;
        } else if (io != NULL && strcmp(a, "--json") == 0) {
            flag = &io->json;
        } else if (io != NULL && fields != NULL && strcmp(a, "--get") == 0) {
            value = &io->get;
        } else if (io != NULL && strcmp(a, "--max-line-length") == 0) {
            value = &io->max_arg;
        }
        if ((flag == NULL && value == NULL) || (value != NULL && i + 1 >= argc)) {
            cli_error("%s: %s: %s", cmd,
                      flag == NULL && value == NULL ? "unknown option" : "missing argument", a);
            help(stderr);
            return CLI_BAD;
        }
        if (value != NULL)
            *value = argv[i + 1];
        else
            *flag = 1;
        /* Options go before the positional arguments met so far. */
        rotate(argv, first, i, value != NULL ? 2 : 1);
        first += value != NULL ? 2 : 1;
        i += value != NULL ? 1 : 0;
    }
    i = first;
    if (io == NULL)
        return i;
    if (io->max_arg != NULL && max_line_arg(io, io->max_arg) != 0)
        return CLI_BAD;
    if (io->get != NULL) {
        if (io->json) {
            cli_error("%s: --get and --json exclude each other", cmd);
            return CLI_BAD;
        }
        if (cli_get_check(cmd, io->get, fields) != 0)
            return CLI_BAD;
    }
    return i;
}

int cli_options_exit(int r)
{
    return r == CLI_HELP ? EXIT_VALID : EXIT_USAGE;
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
    fprintf(stderr, "\r%s [", name);
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

void cli_json_too_long(const struct cli_io *io, const char *head, size_t len)
{
    cli_progress_pause();
    cli_json_line_head(io, head, io->max_line);
    printf(",\"valid\":false,\"length\":%zu,\"error\":{\"offset\":%zu,\"rule\":null,"
           "\"kind\":\"too long\",\"message\":\"line of %zu bytes is longer than the "
           "limit of %zu\"}}\n",
           len, io->max_line, len, io->max_line);
}

static int too_long_default(struct cli_io *io, const char *head, size_t len, void *ctx)
{
    (void)ctx;
    if (io->json) {
        cli_json_too_long(io, head, len);
        return 0;
    }
    cli_progress_clear();
    cli_error("%s: %s:%llu: line of %zu bytes is longer than the limit of %zu", io->cmd, io->name,
              io->line, len, io->max_line);
    return 0;
}

static int read_lines(struct cli_io *io, int fd, cli_each_fn fn, void *ctx)
{
    struct lines r;
    struct progress p;
    const char *line;
    size_t len;
    enum line_status st;
    int bad = 0, rc;

    progress_start(&p, io, fd);
    lines_init(&r, fd, io->max_line);
    while ((st = lines_next(&r, &line, &len)) != LINE_END) {
        if (st == LINE_ERROR) {
            cli_progress_clear();
            if (r.error == ENOMEM)
                cli_oom(io->cmd);
            else
                cli_error("%s: %s: %s", io->cmd, io->name, strerror(r.error));
            lines_free(&r);
            return EXIT_USAGE;
        }
        io->line = r.number;
        if (p.on && r.read_total != p.seen_read)
            progress_tick(&p, io->name, &r);
        rc = st == LINE_TOO_LONG
                 ? (io->too_long != NULL ? io->too_long : too_long_default)(io, line, len, ctx)
                 : fn(line, len, ctx);
        if (rc < 0) {
            lines_free(&r);
            return EXIT_USAGE;
        }
        bad |= rc == 0;
    }
    if (p.on)
        cli_progress_clear();
    lines_free(&r);
    return bad ? EXIT_INVALID : EXIT_VALID;
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
        cli_error("%s: %s: %s", io->cmd, path, strerror(errno));
        return EXIT_USAGE;
    }
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        cli_error("%s: %s: %s", io->cmd, path, strerror(EISDIR));
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

void cli_help_io(FILE *f, const char *const *fields)
{
    size_t i, col;
    fputs("  -f, --file FILE   read inputs from FILE, one a line (\"-\": standard input)\n"
          "  --json            one JSON object per input\n",
          f);
    if (fields != NULL) {
        fputs("  --get FORMAT      print FORMAT for each valid input, its placeholders\n"
              "                    replaced ({:name} percent-decoded, \"{{\" a brace):\n"
              "                   ",
              f);
        for (i = 0, col = 19; fields[i] != NULL; i++) {
            size_t w = strlen(fields[i]) + 3;
            if (col + w > 78) {
                fputs("\n                   ", f);
                col = 19;
            }
            fprintf(f, " {%s}", fields[i]);
            col += w;
        }
        fputc('\n', f);
    }
    fputs("  --max-line-length N  a longer line is reported as invalid\n", f);
}

void cli_report_syntax(FILE *f, const struct cli_io *io, const char *what, const char *s,
                       size_t len, const urival_error *err)
{
    char msg[512];
    urival_error_message(err, s, len, msg, sizeof msg, NULL);
    if (io->name != NULL)
        fprintf(f, "%s:%llu: ", io->name, io->line);
    fprintf(f, "%s: %s\n", what, msg);
    cli_show_at(f, s, len, err->offset);
}
