/* main.c - urival, the command-line face of liburival: one subcommand per
 * capability of the library. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"

static const struct {
    const char *name;
    cli_command_fn *run;
    const char *summary;
} commands[] = {
    { "validate", cmd_validate, "check lines of files or standard input against a rule" },
    { "parse", cmd_parse, "take URI references apart into their components" },
    { "iri", cmd_iri, "take IRIs apart, map them to URIs and back (RFC 3987)" },
    { "rules", cmd_rules, "list the grammars and their rules" },
#ifdef URIVAL_HAVE_RFC8141
    { "urn", cmd_urn, "take URNs apart, compare them, find them in text" },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "extract", cmd_extract, "find the URI references in running text" },
    { "rfc1738", cmd_rfc1738, "check RFC 1738 URLs by scheme and print their parts" },
#endif
    { "resolve", cmd_resolve, "resolve references against a base URI" },
    { "normalize", cmd_normalize, "put URI references in normal form" },
    { "compare", cmd_compare, "compare two URI references on the RFC 3986 ladder" },
    { "edit", cmd_edit, "set, clear or add to components and query parameters" },
    { "relativize", cmd_relativize, "the shortest reference from a base to a URI" },
    { "encode", cmd_encode, "percent-encode text for a URI component" },
    { "decode", cmd_decode, "decode percent-encoded text" },
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    size_t i;
    fputs("usage: urival COMMAND [OPTIONS] [ARGS...]\n"
          "       urival --help | -h | --version | help [COMMAND]\n\ncommands:\n",
          f);
    for (i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fputs("\n'urival COMMAND --help' (or 'urival help COMMAND') describes each\n"
          "command.  Commands that take inputs read them from their arguments,\n"
          "then from -f FILE, one a line (\"-\" for standard input), or from\n"
          "standard input when there are neither; CRLF line endings are\n"
          "accepted.  Options may stand anywhere before \"--\"; a long option's\n"
          "value is the next argument, or follows an \"=\" (--rule=URI).\n"
          "Options most commands take:\n\n"
          "  -f, --file FILE          read inputs from FILE, one a line\n"
          "  --json                   one JSON object per input, for programs;\n"
          "                           controls (C0, DEL, C1) are escaped as\n"
          "                           \\u00XX (TAB, LF, CR as \\t, \\n, \\r)\n"
          "                           and U+2028, U+2029 as \\u2028,\n"
          "                           \\u2029 (an object is one line for every\n"
          "                           reader), each byte XX that is not valid\n"
          "                           UTF-8 as \\udcXX (as Python's\n"
          "                           surrogateescape), so the input's bytes\n"
          "                           can always be recovered\n"
          "  --get FORMAT             print FORMAT for each valid input, with\n"
          "                           {name} replaced by that component percent-\n"
          "                           decoded (nothing when it is undefined) and\n"
          "                           {:name} by it as it stands; {must:name}\n"
          "                           fails the input when undefined,\n"
          "                           {default:port} is the scheme's default port\n"
          "                           when none is given, {query:KEY} the first\n"
          "                           value of parameter KEY, {query-all:KEY} all;\n"
          "                           \"{{\" and \"}}\" are literal braces, \\n \\t \\r\n"
          "                           \\\\ escapes; a lone brace, an unknown\n"
          "                           placeholder or another backslash is a\n"
          "                           usage error\n"
          "  --max-line-length N      a longer input line is reported as invalid\n"
          "                           (default and largest: 1073741824)\n"
          "  --raw                    write decoded values and file names as they\n"
          "                           are; without it, on a terminal, C0 and C1\n"
          "                           controls, DEL, bidirectional formatting\n"
          "                           characters and bytes that are not UTF-8\n"
          "                           are written as \\xHH\n\n"
          "Colour is used only when the output is a terminal and NO_COLOR is\n"
          "unset or empty.\n\n"
          "Exit status: 0 all valid, 1 some input invalid, for most commands\n"
          "(each command's --help says what 0 and 1 mean for it); 2 a usage or\n"
          "I/O error, for every command.\n",
          f);
}

/* Flushes standard output: a write error (a full disk, ...) is an I/O
 * error, exit status 2. */
static int finish(int rc)
{
    /* The reason is known only from a write that fails here; one that
     * failed earlier left the error flag and no errno to trust. */
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno != 0)
            cli_error("standard output: write error: %s", strerror(errno));
        else
            cli_error("standard output: write error");
        return EXIT_USAGE;
    }
    return cli_oom_said() ? EXIT_USAGE : rc;
}

int main(int argc, char **argv)
{
    size_t i;
    /* no-color.org: set and not empty, whatever its value. */
    const char *nc = getenv("NO_COLOR");
    int no_color = nc != NULL && nc[0] != '\0';
    cli_tty_out = isatty(1);
    cli_tty_err = isatty(2);
    cli_color_out = !no_color && cli_tty_out;
    cli_color_err = !no_color && cli_tty_err;
    /* Output to a file or a pipe goes in big writes. */
    if (!isatty(1))
        setvbuf(stdout, NULL, _IOFBF, (size_t)1 << 16);
    /* A message is a line written in pieces (prefix, file, line, the
     * library's text): unbuffered, each piece was a write of its own,
     * eight a bad line for normalize, so that a file of bad lines spent
     * half its time in the kernel and another writer to the same stderr
     * could land inside a line.  Line-buffered, a line is one write, and
     * still goes out as soon as it ends.  The buffer is static: the tool's
     * allocations all go through one wrapper (tests/cli/failalloc.sh). */
    {
        static char err_buf[BUFSIZ];
        setvbuf(stderr, err_buf, _IOLBF, sizeof err_buf);
    }
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return finish(EXIT_VALID);
    }
    if (strcmp(argv[1], "--version") == 0) {
        if (argc > 2) {
            cli_error("--version takes no arguments");
            return EXIT_USAGE;
        }
        printf("urival %s\n", urival_version());
        return finish(EXIT_VALID);
    }
    if (strcmp(argv[1], "help") == 0) {
        /* "urival help CMD" is "urival CMD --help", as in git. */
        char help_opt[] = "--help";
        char *cmd_argv[3];
        if (argc == 2) {
            usage(stdout);
            return finish(EXIT_VALID);
        }
        for (i = 0; argc == 3 && i < NCOMMANDS; i++)
            if (strcmp(argv[2], commands[i].name) == 0) {
                cmd_argv[0] = argv[2];
                cmd_argv[1] = help_opt;
                cmd_argv[2] = NULL;
                return finish(commands[i].run(2, cmd_argv));
            }
        if (argc == 3)
            cli_error("help: unknown command '%s'", argv[2]);
        else
            cli_error("help: give one command");
        cli_help_hint(NULL);
        return EXIT_USAGE;
    }
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return finish(commands[i].run(argc - 1, argv + 1));
    cli_error("unknown command '%s'", argv[1]);
    cli_help_hint(NULL);
    return EXIT_USAGE;
}
