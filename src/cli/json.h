/* json.h - writing JSON strings that survive any bytes. */
#ifndef URIVAL_CLI_JSON_H
#define URIVAL_CLI_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Writes s[0..len) as a JSON string literal, quotes included.  Valid UTF-8
 * passes through; control bytes and invalid UTF-8 bytes become \u00XX
 * escapes of the byte's value, so output is always valid JSON and a
 * reader can tell which byte it was. */
void json_string(FILE *f, const char *s, size_t len);

/* Writes ',"error":{"offset":N,"rule":"...","message":"..."}' for a
 * syntax error of input s[0..len). */
struct urival_error;
void json_syntax_error(FILE *f, const char *s, size_t len, const struct urival_error *err);

#endif
