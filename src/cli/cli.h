/* cli.h - what the subcommands of urival share: exit statuses, messages,
 * the allocator, rule names, options and help, the input loop (arguments,
 * -f FILE, standard input) and --get formats; each part under a heading
 * that names the file defining it. */
#ifndef URIVAL_CLI_H
#define URIVAL_CLI_H

#include <stddef.h>
#include <stdio.h>
#include "urival.h"

/* Exit statuses, as documented in urival(1). */
enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

/* A subcommand: argv[0] is its name; returns the exit status.  main.c's
 * commands[] lists them with their summaries. */
typedef int cli_command_fn(int argc, char **argv);
cli_command_fn cmd_validate, cmd_parse, cmd_rules, cmd_urn, cmd_extract, cmd_rfc1738;
/* Reference operations (RFC 3986 sections 5 and 6, percent-encoding). */
cli_command_fn cmd_resolve, cmd_normalize, cmd_compare, cmd_relativize, cmd_encode, cmd_decode;
/* Editing (trurl's --set): components and query parameters. */
cli_command_fn cmd_edit;
/* IRIs (RFC 3987): parse, and the mappings to and from URIs. */
cli_command_fn cmd_iri;

/* ---- parsing URI and IRI references (parse_cmd.c) -------------------- */

/* The rule of a --rule argument (NULL: URI-reference) for parse: one of
 * the four RFC 3986 references or their RFC 3987 counterparts, the latter
 * when iri is set (--iri) or the argument names one.  Returns 0, or -1
 * after saying what is wrong. */
int cli_parse_rule(const char *cmd, const char *arg, int iri, urival_rule *out);

/* Takes the inputs apart by rule, as 'urival parse' does: the arguments
 * argv[first..argc), then -f FILE or standard input.  cli_each()'s
 * status. */
struct cli_io;
int cli_parse_run(struct cli_io *io, urival_rule rule, int argc, char **argv, int first);

/* ---- messages (report.c) --------------------------------------------- */

/* Prints "urival: " and the message to standard error. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Colour: set by main() when standard output (standard error) is a
 * terminal and NO_COLOR is unset or empty. */
extern int cli_color_out, cli_color_err;

/* Prints s[0..len) for a person: printable ASCII as is, anything else as
 * \xHH.  Returns the columns printed before byte offset `mark` (so a caret
 * can be put under it), counting only the printed window: lines longer than
 * a screen are cut to a window around `mark`, with "..." at the cut ends. */
size_t cli_show_line(FILE *f, const char *s, size_t len, size_t mark);

/* The bytes cli_show_line() shows on each side of the mark, the byte at
 * the mark aside: what a command keeps of a line it does not hold. */
#define CLI_SHOW_BEFORE 60
#define CLI_SHOW_AFTER 20

/* Prints the caret line that goes under cli_show_line()'s output. */
void cli_show_caret(FILE *f, size_t column);

/* urival_error_message() of err about s[0..len), whole whatever its
 * length (a message of RFC 3987 runs past 500 bytes): in m->small when it
 * fits, else in memory of its own, which cli_message_done() frees.  Out of
 * memory, the message is cut and ends in "...", and cli_oom() says so. */
struct cli_message {
    char small[512];
    char *big;
};
const char *cli_message(struct cli_message *m, const urival_error *err, const char *s, size_t len);
void cli_message_done(struct cli_message *m);

/* Says on f why input s is invalid, for a person: "[NAME:LINE: ]WHAT:
 * message" (the name and line of an input read from a file), then the
 * input with a caret under the offending byte. */
struct cli_io;
void cli_report_syntax(FILE *f, const struct cli_io *io, const char *what, const char *s,
                       size_t len, const urival_error *err);

/* Prints a line and a caret under byte `mark` of it. */
void cli_show_at(FILE *f, const char *s, size_t len, size_t mark);

/* The same for a line of `total` bytes of which only a window is at hand:
 * s[0..n), its bytes from offset `from`, mark an offset in the line (within
 * the window, or just past it for an error at the end).  The line shown
 * has "..." where the window cuts it, and a third line says so: "(line is
 * TOTAL bytes; showing bytes A-B)". */
void cli_show_window(FILE *f, const char *s, size_t n, size_t from, size_t total, size_t mark);

/* Prints "NAME:LINE: " on f when the input being handled was read from a
 * file or standard input (io->name set); nothing for an argument. */
void cli_where(FILE *f, const struct cli_io *io);

/* Opens a report on standard error about the input being handled:
 * "urival: CMD: " and cli_where()'s "NAME:LINE: ", as the reports of every
 * command that takes one input a line begin where standard output has its
 * results.  (extract's reports of candidates keep its results' form,
 * "FILE:LINE:COLUMN: ", which editors read as a place.) */
void cli_report_head(const struct cli_io *io);

/* For a command that writes one line per input: an input without a
 * result still takes its line, empty, on standard output, so that output
 * lines stay beside input lines (paste, jq); its report goes to standard
 * error.  Does nothing under --json (the error object is the line). */
void cli_no_result(const struct cli_io *io);

/* ---- text from the input on a terminal (safe.c) --------------------- */

/* Set by main(): standard output (standard error) is a terminal; --raw
 * was given (cli_options()). */
extern int cli_tty_out, cli_tty_err, cli_raw;

/* Writes s[0..len) to f; when f is a terminal (and not --raw), C0 and C1
 * controls, DEL, the bidirectional formatting characters
 * (cli_bidi_control()) and bytes that are not valid UTF-8 as \xHH, so that
 * bytes from the input cannot drive the terminal or reorder its line. */
void cli_put_text(FILE *f, const char *s, size_t len);

/* cli_put_text() of a NUL-terminated name (a file name). */
void cli_put_name(FILE *f, const char *name);

/* The one reading of UTF-8 in the tool (the library's is internal to it):
 * the length of the sequence lead byte c begins (1 for ASCII, 2 to 4), 0
 * for a byte that begins none (a continuation byte, C0, C1, F5..FF). */
size_t cli_utf8_lead(unsigned char c);

/* The length (1 to 4) of the well-formed UTF-8 sequence at s[0..len)
 * (Unicode's table 3-7: no overlong form, no surrogate, nothing above
 * U+10FFFF), or 0 when none begins there (or len is 0). */
size_t cli_utf8_len(const unsigned char *s, size_t len);

/* s[0..n), one well-formed character (n from cli_utf8_len()), is a
 * bidirectional formatting character: those RFC 3987 section 4.1 names
 * (U+200E, U+200F, U+202A..U+202E) and the later U+061C and
 * U+2066..U+2069. */
int cli_bidi_control(const unsigned char *s, size_t n);

/* ---- the allocator (xalloc.c) ---------------------------------------- */

/* Says "urival: CMD: out of memory" (CMD NULL: "urival: out of memory")
 * on standard error, and makes the exit status 2 whatever the command
 * returns (cli_oom_said()): a run that lost memory has not done all it
 * was asked, even where it could go on.  Called on the main thread only. */
void cli_oom(const char *cmd);
int cli_oom_said(void);

/* The allocator of the tool: malloc and realloc, except that a build with
 * -DURIVAL_CLI_FAILALLOC fails the N-th call when URIVAL_FAILALLOC=N is
 * in the environment (the allocation-failure test). */
void *cli_malloc(size_t n);
void *cli_realloc(void *p, size_t n);

/* ---- rule and grammar names (rulearg.c) ------------------------------ */

/* Resolves a --rule argument, "NAME" or "GRAMMAR:NAME", reporting an unknown
 * rule on standard error.  Returns 0 on success. */
int cli_rule(const char *cmd, const char *arg, urival_rule *out);

/* The id of the library's grammar of that name, in any case ('urival
 * rules --grammars' lists them), or NULL. */
const char *cli_grammar(const char *name);

/* ---- options and help (options.c) ------------------------------------ */

/* An option of a command: a flag (value NULL: *flag becomes 1) or an
 * option with a value (*value points to the next argument). */
struct cli_opt {
    const char *name;
    int *flag;
    const char **value;
};

/* What io->block found in a run of whole lines. */
/* A line io->block leaves to the command's own functions, to be taken
 * on the calling thread in line order after the block's parts are done
 * (validate without --quiet: an invalid line, to be reported). */
struct cli_block_note {
    size_t at, len;            /* its bytes s[at..at + len), as the block's lines are cut */
    unsigned long long before; /* lines taken before it in the same call */
};

struct cli_block_count {
    unsigned long long lines;    /* lines taken, noted ones included */
    unsigned long long valid;    /* of them, valid */
    unsigned long long too_long; /* of them, longer than max_line (invalid) */
    /* The notes left (nnotes of room for max_notes); a call that would
     * leave more stops before that line, and the rest bytes it did not
     * take (0: it took all) come to it again. */
    struct cli_block_note *notes;
    unsigned nnotes, max_notes;
    size_t rest;
};

/* The most threads --jobs may ask for, and the most it takes by default:
 * with 8, a 16 MiB window of a mapped file is cut into parts of 2 MiB,
 * some 2 ms of checking each, against tens of microseconds to start and
 * join a part's thread; cut finer, that cost is no longer small. */
#define CLI_MAX_JOBS 64
#define CLI_DEFAULT_JOBS 8

/* What every command that reads inputs shares: the options -f FILE,
 * --json, --get FORMAT, --max-line-length N, and while running, where the
 * current input comes from. */
struct cli_io {
    const char *cmd;
    const char *file;    /* -f FILE: read lines from FILE ("-": stdin) */
    int json;            /* --json */
    const char *get;     /* --get FORMAT */
    const char *max_arg; /* --max-line-length N, as given */
    size_t max_line;     /* its value (default URIVAL_MAX_INPUT) */
    int keep_cr;         /* --keep-cr: a "\r" before "\n" stays in the line */
    int progress;        /* may draw a progress bar on standard error */
    /* The command writes one line per input (set by the command): a line
     * too long gets cli_no_result() too. */
    int one_line;
    /* Set by cli_each_file() for the line being handled. */
    const char *name; /* "<stdin>" or the file's name; NULL for arguments */
    unsigned long long line;
    /* A line longer than max_line: by default reported on standard error;
     * with --json, as an object on standard output (cli_json_too_long());
     * a command may take it over (return 0 for invalid, -1 to stop). */
    int (*too_long)(struct cli_io *io, const char *head, size_t len, void *ctx);
    /* A command that can take a line in pieces (validate, through the
     * stream API) sets this: a line longer than the read block then comes
     * here part by part instead of to the command's cli_each_fn, and is
     * never held whole, so memory stays bounded by the block.  The parts
     * are the line's blocks, whatever read or window brought them (also a
     * line the buffer or a mapping held whole comes so), and `last` is 1
     * for the final one (1 to a block's bytes); the return value is that of a
     * cli_each_fn, and only counts on the last part (but -1 stops at
     * once).  io->line is the line's number throughout. */
    int (*part)(struct cli_io *io, const char *s, size_t n, int last, void *ctx);
    /* A command that needs of most lines only their verdict (validate)
     * may set this: the whole lines of each read block then come here at
     * once, s[0..n) ending in "\n", a call per run of lines instead of one
     * per line; the command splits them as lines_block() says (the "\r"
     * before "\n" unless keep_cr, and max_line, are its own) and adds what
     * it found to *count (zeroed before the call).  A line it has more to
     * do for (to report it) it notes in count->notes instead: after the
     * block, each noted line goes, in line order, with io->line set, to
     * the cli_each_fn (or to too_long when longer than max_line), which
     * counts it itself.  With jobs above 1, the parts of a big block are
     * taken at once, on as many threads: the function reads io and ctx and
     * writes only *count.  A line not whole in a block (the last without
     * "\n", one longer than a block) still goes to the cli_each_fn, or to
     * part.  With block set, a regular file is mapped (lines.h): a file
     * that shrinks under the mapping faults where its bytes are next read,
     * and the read ends there with an error; so the function prints
     * nothing, and a noted line is copied out of the mapping before the
     * cli_each_fn has it. */
    void (*block)(const struct cli_io *io, const char *s, size_t n, const void *ctx,
                  struct cli_block_count *count);
    /* Room for the notes of each call of block (0: it leaves none). */
    unsigned block_notes;
    /* Threads that may take a block's parts (validate --jobs; 0 and 1:
     * this thread only), and what block found in every block so far (the
     * noted lines left out: the cli_each_fn counted them). */
    unsigned jobs;
    struct cli_block_count blocks;
};

/* A command's --help: text, then options where not NULL, then, unless
 * exits is NULL, the lines of the options cli_options() adds and "Exit
 * status: " exits.  options holds the option lines of a help too long for
 * one literal: ISO C requires a compiler to take only 4095 bytes in one,
 * and clang's -Woverlength-strings holds us to it.  fields are the
 * placeholders --get may name, listed in those lines; NULL: no --get. */
struct cli_help {
    const char *text;
    const char *options;
    const char *const *fields;
    const char *exits;
};

/* Prints the help. */
void cli_help_print(FILE *f, const struct cli_help *help);

/* The length of argument a's option name: up to the first "=" of a
 * "--name=value" (no option name holds one), else all of a. */
size_t cli_option_len(const char *a);

/* a[0..len), an option's name cut from its "=value", is name. */
int cli_is_option(const char *a, size_t len, const char *name);

/* After a usage error: where the whole help is (of cmd, or NULL: of
 * urival), on standard error; the help itself would bury the one line
 * that says what was wrong. */
void cli_help_hint(const char *cmd);

/* The exits of a command that checks each input. */
#define CLI_EXITS_EACH "0 all valid, 1 some invalid, 2 usage or I/O error."

/* Reads the options of argv[1..], wherever they stand before a "--", and
 * moves them (and "--") before the other arguments, keeping their order:
 * the command's own, then -f, --json, --get and --max-line-length into io
 * where io is not NULL, which it starts for command argv[0] with none
 * given (--get only when help->fields is not NULL).  "--help" and "-h"
 * print help.  Returns the index of the first positional argument,
 * CLI_HELP after printing help, or CLI_BAD after reporting an unknown
 * option, a missing value or a bad --get. */
#define CLI_HELP (-1)
#define CLI_BAD (-2)
int cli_options(int argc, char **argv, struct cli_io *io, const struct cli_opt *opts,
                const struct cli_help *help);

/* The exit status for a cli_options() result that is not an index. */
int cli_options_exit(int r);

/* ---- the input loop (input.c) ---------------------------------------- */

/* Handles one input; returns 1 when it was valid, 0 when not, -1 to stop
 * (an error already reported: out of memory, ...). */
typedef int (*cli_each_fn)(const char *s, size_t len, void *ctx);

/* Every line of the file at path ("-": standard input) through fn, with
 * io->name and io->line set.  Returns EXIT_VALID, EXIT_INVALID when some
 * call returned 0 (or a line was too long), EXIT_USAGE after an I/O error
 * or a call that returned -1. */
int cli_each_file(struct cli_io *io, const char *path, cli_each_fn fn, void *ctx);

/* ---- inputs read whole (text.c) -------------------------------------- */

/* Reads the file at path ("-": standard input) whole into *text (malloc'ed,
 * *len bytes, at most URIVAL_MAX_INPUT), setting io->name.  Returns 0, or
 * -1 after saying why (no such file, a directory, too big, out of
 * memory). */
int cli_read_text(struct cli_io *io, const char *path, char **text, size_t *len);

/* Where offset `offset` of a text stands: its line (from 1; LF, CRLF and a
 * lone CR end one) and where that line begins.  Start at { 0, 1, 0 };
 * cli_position_at() counts on from the last offset asked for (from the
 * start when asked for an earlier one), so a pass over a text is linear. */
struct cli_position {
    size_t offset;
    unsigned long long line;
    size_t line_start;
};
void cli_position_at(struct cli_position *p, const char *t, size_t len, size_t offset);

/* A count option's value arg, 1 to max, into *out; an error message ("CMD:
 * OPT takes a number from 1 to MAX") and -1 for anything else. */
int cli_count_arg(const struct cli_io *io, const char *opt, const char *arg, unsigned long long max,
                  unsigned long long *out);

/* --jobs N's value (1 to CLI_MAX_JOBS) into io->jobs; an error message and
 * -1 for anything else.  Without it, cli_default_jobs(). */
int cli_jobs_arg(struct cli_io *io, const char *arg);

/* The processors this process may run on (its CPU affinity where the
 * system tells it, else those online), at most CLI_DEFAULT_JOBS and at
 * most its CPU quota's (cli_cpu_quota()); 1 where the tool was built
 * without threads. */
unsigned cli_default_jobs(void);

/* The processors' time a cgroup CPU quota gives this process, rounded up:
 * the tightest of its cgroup's and every parent's up to the mount (cgroup
 * v2 cpu.max, v1 cpu.cfs_quota_us over cpu.cfs_period_us), found through
 * self_cgroup (/proc/self/cgroup) and mountinfo (/proc/self/mountinfo).
 * 0 where none limits it, or neither file says (not Linux). */
unsigned cli_cpu_quota(const char *self_cgroup, const char *mountinfo);

/* The standard input loop: argv[first..argc) through fn, then the lines of
 * -f FILE; standard input's lines when there are neither.  Same result. */
int cli_each(struct cli_io *io, int argc, char **argv, int first, cli_each_fn fn, void *ctx);

/* Handles a pair of inputs, A and B; returns as cli_each_fn. */
typedef int (*cli_pair_fn)(const char *a, size_t alen, const char *b, size_t blen, void *ctx);

/* The input loop of a command given a pair as arguments, ab[0] and ab[1]:
 * the pair through pair, then the lines of -f FILE, when given, through
 * line.  Returns as cli_each(). */
int cli_pair_args(struct cli_io *io, char **ab, cli_pair_fn pair, cli_each_fn line, void *ctx);

/* The two inputs of a line that holds A and B separated by spaces and
 * tabs, which may also stand before A and after B: 1 with A at
 * line[*a..*a + *alen) and B at line[*b..*b + *blen), 0 when the line
 * holds fewer or more than two. */
int cli_split_pair(const char *line, size_t len, size_t *a, size_t *alen, size_t *b, size_t *blen);

/* Takes a progress bar off standard error; cli_progress_pause() only
 * when standard output is a terminal too (where output would run into
 * it), before writing there.  The bar comes back at its next update. */
void cli_progress_clear(void);
void cli_progress_pause(void);

/* For --json: '{"file":NAME,"line":N,"input":...' of the line being
 * read (the caller goes on with its fields and "}"); and the whole object
 * of a line longer than io->max_line, of which head holds the first
 * min(max_line, LINES_HEAD) bytes: input (those bytes, and no more:
 * "truncated":true, "input_offset":0), valid false, length, and an error
 * of kind "too long". */
void cli_json_line_head(const struct cli_io *io, const char *line, size_t len);
void cli_json_too_long(const struct cli_io *io, const char *head, size_t len);

/* For --json, the head of a line of `total` bytes of which only a window
 * is at hand: s[0..n), the bytes from offset `from`.  Writes the line's
 * head with "input" the window, then "truncated":true, "input_offset":
 * from and "length": total, so that a reader knows the input shown is
 * not the line. */
void cli_json_window_head(const struct cli_io *io, const char *s, size_t n, size_t from,
                          size_t total);

/* Says "urival: CMD: PATH: WHY" on standard error, the path through
 * cli_put_name(). */
void cli_error_file(const char *cmd, const char *path, const char *why);

/* Combines two results of the calls above: the worse one. */
int cli_worse(int a, int b);

/* Reports a line that does not hold the pair it should (`what`: "two
 * URI references"): with --json an object with the line and an error,
 * else the error on standard error and cli_no_result(). */
void cli_bad_pair_line(const struct cli_io *io, const char *what, const char *s, size_t len);

/* ---- --get FORMAT (getfmt.c) ----------------------------------------- */

/* Checks a --get FORMAT against the placeholder names it may use: {name}
 * (the value percent-decoded), {:name} (as it stands), {must:name} (an
 * error when undefined), {default:port} (with "scheme" and "port"),
 * {query:KEY} and {query-all:KEY} (with "query"; each also after ":");
 * "{{" is a literal "{", "}}" a literal "}", a lone brace an error; \n \t
 * \r \\ are escapes.  Returns 0, or -1 after saying what is wrong (with
 * the offset in FORMAT) on standard error. */
int cli_get_check(const char *cmd, const char *fmt, const char *const *fields);

/* The value of field i (an index into the names given), or NULL when it
 * is undefined (printed as nothing). */
typedef const char *(*cli_get_fn)(size_t i, size_t *len, const void *ctx);

/* Prints the format with each placeholder's value, and a newline.  When a
 * {must:name} is undefined, prints only the newline, says so on standard
 * error and returns 0; else 1. */
int cli_get_print(FILE *f, const char *fmt, const char *const *fields, cli_get_fn value,
                  const void *ctx);

/* The input the next prints are for (io), for the FILE:LINE of a
 * {must:name} report; and whether the last print succeeded, for a command
 * that cannot see its result (through parts_show()). */
void cli_get_context(const struct cli_io *io);
int cli_get_last_ok(void);

/* The placeholders of a URI reference, for parse and the reference
 * commands: scheme, authority, userinfo, host, port, path, query,
 * fragment, user, password, url, host_kind. */
extern const char *const cli_uri_fields[];

/* cli_get_print() with cli_uri_fields, filled from u, a parse of s (its
 * result too).  No
 * pointer is NULL: s is an input or a result, text that exists even when
 * empty (the attribute tells the analyzer, which would follow a NULL s
 * from {url} into {user}). */
int cli_get_uri(FILE *f, const char *fmt, const char *s, size_t len, const urival_uri *u)
#if defined(__GNUC__)
    __attribute__((nonnull))
#endif
    ;

/* The placeholders of a thing parsed into spans (a URN, an RFC 1738
 * URL): field i is part map[i] of part[] when that is >= 0 (undefined
 * unless its bit of `defined` is set), the whole input for CLI_FIELD_URL,
 * `extra` for CLI_FIELD_EXTRA.  The ctx of cli_span_value. */
#define CLI_FIELD_URL (-1)
#define CLI_FIELD_EXTRA (-2)
struct cli_span_view {
    const char *s;
    size_t len;
    const urival_span *part;
    unsigned defined;
    const int *map;
    const char *extra;
};
const char *cli_span_value(size_t i, size_t *len, const void *ctx);

#endif
