/* refcli.h - what the reference subcommands (resolve, normalize,
 * relativize, encode, decode; compare for its reports) share: one driver
 * that reads a command's options and inputs and writes each result, and
 * the reports of inputs that fail. */
#ifndef URIVAL_CLI_REFCLI_H
#define URIVAL_CLI_REFCLI_H

#include <stddef.h>
#include <stdio.h>
#include "cli/cli.h"
#include "urival.h"

struct refcli_job;

/* The library call of a command: writes its result for job->in[] into
 * buf, as urival_resolve() does. */
typedef int (*refcli_produce_fn)(const struct refcli_job *job, char *buf, size_t cap,
                                 size_t *needed, urival_error *err);

/* What a reference command is; one constant table each. */
struct refcli_cmd {
    /* Its --help; the --get placeholders there are cli_uri_fields (the
     * result is a URI reference) or NULL. */
    const struct cli_help *help;
    refcli_produce_fn produce;
    /* The inputs by their JSON names, in the order the object lists them
     * (in[1] NULL for one input).  in[subject] is each argument or line;
     * when subject is 1, in[0] is BASE, the first argument; an input after
     * the subject is set by the command (encode's component). */
    const char *in[2];
    size_t subject;
    /* The subject's name in text reports ("invalid reference: ..."). */
    const char *what;
    /* The JSON name of the output. */
    const char *result;
    /* Called on success before the text output and after the JSON result,
     * for what a command adds; may be NULL. */
    void (*after)(const struct refcli_job *job, int json);
};

/* An input's text. */
struct refcli_in {
    const char *s;
    size_t len;
};

/* A command while it runs: its options and inputs so far. */
struct refcli_job {
    const struct refcli_cmd *cmd;
    struct cli_io io;
    struct refcli_in in[2];
    /* The command's own settings (flags, ...), for produce and after. */
    void *settings;
    /* --iri: BASE is checked as an IRI (RFC 3987) rather than a URI. */
    int iri;
    /* resolve --draft05: BASE is checked as the draft's absoluteURL. */
    int draft05;
    urival_error err;
};

/* Starts job for cmd: reads the options of argv (opts, then those of
 * cli_io), and BASE for a command that takes one.  Returns the index of
 * the first input argument, or CLI_HELP or CLI_BAD as cli_options() (a
 * missing BASE is said, with the help, on standard error). */
int refcli_start(struct refcli_job *job, const struct refcli_cmd *cmd, void *settings, int argc,
                 char **argv, const struct cli_opt *opts);

/* Checks that BASE is a URI (section 5.2.1), an IRI under job->iri or a
 * draft-05 absoluteURL under job->draft05, once for all the inputs;
 * otherwise reports it, as text on standard error or as a JSON object,
 * and returns 0. */
int refcli_base_ok(const struct refcli_job *job);

/* Runs the command over argv[first..argc) and -f FILE, or standard input
 * (cli_each()), writing each result: with --json, an object of the inputs,
 * "valid" and the result or the error; with --get, the format filled from
 * the result (a URI reference); otherwise the result, a line.  A failure is
 * reported on standard error and leaves an empty line on standard output
 * (text forms).  Returns cli_each()'s status. */
int refcli_each(struct refcli_job *job, int argc, char **argv, int first);

/* Says on standard error why input s (what: "reference", "base", ...) was
 * refused, after "NAME:LINE: " when it was read from a file (io), with a
 * caret under the offending byte when there is one. */
void refcli_report(const struct cli_io *io, const char *what, const char *s, size_t len, int status,
                   const urival_error *err);

/* Writes ',"error":{...}' for a JSON object: in (which input), status, and
 * when known the offset, rule and message. */
void refcli_json_error(const char *in, const char *s, size_t len, int status,
                       const urival_error *err);

#endif
