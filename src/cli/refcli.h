/* refcli.h - what the reference subcommands (resolve, normalize, compare,
 * relativize, encode, decode) share: their inputs, growing output buffers,
 * and the reports of inputs that fail. */
#ifndef URIVAL_CLI_REFCLI_H
#define URIVAL_CLI_REFCLI_H

#include <stddef.h>
#include <stdio.h>
#include "urival.h"

/* Handles one input; returns 1 when it was valid, 0 when not. */
typedef int (*refcli_each_fn)(const char *s, size_t len, void *ctx);

/* Calls fn for argv[first..argc), or, when that is empty, for each line of
 * standard input.  Returns EXIT_VALID when every call returned 1,
 * EXIT_INVALID when one returned 0, EXIT_USAGE when reading failed. */
int refcli_each(int argc, char **argv, int first, const char *cmd, refcli_each_fn fn,
                void *ctx);

/* A library call that writes a string, as urival_resolve() does. */
typedef int (*refcli_produce_fn)(const void *ctx, char *buf, size_t cap, size_t *needed);

/* Runs fn into a buffer that grows to the length it needs; *out is then
 * NUL-terminated and the caller frees it.  Returns fn's status (or
 * URIVAL_ERANGE when memory runs out). */
int refcli_produce(refcli_produce_fn fn, const void *ctx, char **out, size_t *len);

/* Says on standard error why input s (what: "reference", "base", ...) was
 * refused, with a caret under the offending byte when there is one. */
void refcli_report(const char *cmd, const char *what, const char *s, size_t len, int status,
                   const urival_error *err);

/* Writes ',"error":{...}' for a JSON object: in (which input), status, and
 * when known the offset, rule and message. */
void refcli_json_error(const char *in, const char *s, size_t len, int status,
                       const urival_error *err);

/* Writes ',"NAME":' and the JSON string of s[0..len). */
void refcli_json_field(const char *name, const char *s, size_t len);

/* Checks that base is a URI (section 5.2.1); otherwise reports it, as
 * text on standard error or as a JSON object, and returns 0. */
int refcli_base_ok(const char *cmd, const char *base, size_t len, int json);

/* An option: a flag (value NULL: *flag becomes 1) or an option with a
 * value (*value points to the next argument). */
struct refcli_opt {
    const char *name;
    int *flag;
    const char **value;
};

/* Reads the options of argv[1..] up to the first other argument or "--";
 * "--help" and "-h" print help.  Returns the index of the first positional
 * argument, REFCLI_HELP after printing help, or REFCLI_BAD after reporting
 * an unknown option or a missing value. */
#define REFCLI_HELP (-1)
#define REFCLI_BAD (-2)
int refcli_options(int argc, char **argv, const char *cmd, const struct refcli_opt *opts,
                   void (*help)(FILE *));

/* The exit status for a refcli_options() result that is not an index. */
int refcli_options_exit(int r);

#endif
