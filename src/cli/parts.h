/* parts.h - what the commands that take inputs apart (parse, rfc1738,
 * urn) share: one input's result in the form the options ask for, and the
 * lines that list its parts. */
#ifndef URIVAL_CLI_PARTS_H
#define URIVAL_CLI_PARTS_H

#include <stddef.h>
#include <stdio.h>
#include "cli/cli.h"
#include "urival.h"

/* One input as a form gets it. */
struct parts_input {
    const char *s;
    size_t len;
    /* It parsed: *parse (the command's urival_uri, ...) holds the result;
     * otherwise *err says why not. */
    int ok;
    const void *parse;
    const urival_error *err;
    const struct cli_io *io;
    /* The command's own settings. */
    const void *ctx;
};

/* How a command writes one input in each form. */
struct parts_forms {
    /* --json: the whole object, valid or not.  Returns 0, or -1 when
     * memory ran out (said). */
    int (*json)(const struct parts_input *in);
    /* --get FORMAT (in->io->get) for a valid input. */
    void (*get)(const struct parts_input *in);
    /* The text form of a valid input: its parts, one a line.  Returns 0,
     * or -1 when memory ran out (said). */
    int (*text)(const struct parts_input *in);
    /* Says on f why the input is invalid. */
    void (*invalid)(FILE *f, const struct parts_input *in);
};

/* What a command keeps from one input to the next. */
struct parts_out {
    const struct parts_forms *forms;
    const struct cli_io *io;
    const void *ctx;
    /* Text blocks written so far: a blank line goes between two. */
    unsigned long long shown;
};

/* Writes one input in the form io asks for: the JSON object, the --get
 * line (an invalid input is said on standard error then), or the text
 * block, which says why when the input is invalid.  Returns ok (1 or 0),
 * or -1 when memory ran out. */
int parts_show(struct parts_out *out, const char *s, size_t len, int ok, const void *parse,
               const urival_error *err);

/* The text form's line of a part, without its newline (a caller may add
 * a note): the name in a column `width` wide, then the value, "" when
 * empty. */
void parts_line(int width, const char *name, const char *s, urival_span value);

/* A value as parts_line() prints it. */
void parts_value(const char *s, urival_span value);

#endif
