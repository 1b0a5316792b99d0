/* cli.h - what the subcommands of urival share. */
#ifndef URIVAL_CLI_H
#define URIVAL_CLI_H

#include <stddef.h>
#include <stdio.h>
#include "urival.h"

/* Exit statuses, as documented in urival(1). */
enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

/* Each subcommand: argv[0] is the subcommand's name. */
int cmd_validate(int argc, char **argv);
int cmd_parse(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_urn(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_rfc1738(int argc, char **argv);
/* Reference operations (RFC 3986 sections 5 and 6, percent-encoding). */
int cmd_resolve(int argc, char **argv);
int cmd_normalize(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_relativize(int argc, char **argv);
int cmd_encode(int argc, char **argv);
int cmd_decode(int argc, char **argv);

/* Prints "urival: " and the message to standard error. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Resolves a --rule argument, "NAME" or "GRAMMAR:NAME", reporting an unknown
 * rule on standard error.  Returns 0 on success. */
int cli_rule(const char *arg, urival_rule *out);

/* Prints s[0..len) for a person: printable ASCII as is, anything else as
 * \xHH.  Returns the columns printed before byte offset `mark` (so a caret
 * can be put under it), counting only the printed window: lines longer than
 * a screen are cut to a window around `mark`, with "..." at the cut ends. */
size_t cli_show_line(FILE *f, const char *s, size_t len, size_t mark);

/* Prints the caret line that goes under cli_show_line()'s output. */
void cli_show_caret(FILE *f, size_t column);

#endif
