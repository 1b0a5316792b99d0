/* refcli.h - what the reference subcommands (resolve, normalize, compare,
 * relativize, encode, decode) share: growing output buffers and the
 * reports of inputs that fail. */
#ifndef URIVAL_CLI_REFCLI_H
#define URIVAL_CLI_REFCLI_H

#include <stddef.h>
#include <stdio.h>
#include "urival.h"

/* A library call that writes a string, as urival_resolve() does. */
typedef int (*refcli_produce_fn)(const void *ctx, char *buf, size_t cap, size_t *needed);

/* Runs fn into a buffer that grows to the length it needs; *out is then
 * NUL-terminated and the caller frees it.  Returns fn's status, or -1
 * when memory ran out (said on standard error). */
int refcli_produce(const char *cmd, refcli_produce_fn fn, const void *ctx, char **out, size_t *len);

/* For --get: prints the format with the fields of URI reference s. */
void refcli_get(const char *fmt, const char *s, size_t len);

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

/* One run of a reference command over one input. */
struct refcli_in {
    const char *name; /* its JSON name: "base", "reference", "input", ... */
    const char *s;
    size_t len;
};
struct refcli_job {
    struct cli_io *io;
    refcli_produce_fn produce;
    const void *ctx;
    struct refcli_in in[2]; /* the JSON object's first fields */
    size_t nin;
    /* the input a failure is blamed on, unless the status is URIVAL_EBASE:
     * then in[0] */
    size_t subject;
    const char *what;   /* the subject's name in text reports */
    const char *result; /* the JSON name of the output */
    urival_error *err;
    /* Called on success before the text output and after the JSON
     * result, for what a command adds; may be NULL. */
    void (*after)(const void *ctx, int json);
};

/* Sets a job up: inputs named in0 and (when not NULL) in1, the last of
 * them the subject (its name in text reports too), the result's name. */
void refcli_job_init(struct refcli_job *job, struct cli_io *io, refcli_produce_fn produce,
                     const void *ctx, urival_error *err, const char *in0, const char *in1,
                     const char *result);

/* Runs job->produce and writes the result: with --json, an object of the
 * inputs, "valid" and the result or the error; with --get, the format
 * filled from the result (a URI reference); otherwise the result, a line.
 * A failure is reported on standard error (text forms).  Returns 1 when
 * it succeeded, 0 when not, -1 when memory ran out. */
int refcli_run(const struct refcli_job *job);

#endif
