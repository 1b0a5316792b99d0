/* json.h - writing JSON strings that survive any bytes. */
#ifndef URIVAL_CLI_JSON_H
#define URIVAL_CLI_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Writes s[0..len) as a JSON string literal, quotes included.  Valid UTF-8
 * passes through; control bytes become \u00XX escapes (the code point is
 * the byte), the C1 controls U+0080-U+009F \u00XX too, U+2028 and U+2029
 * \u2028, \u2029 (each ends a line for some readers), the bidirectional
 * formatting characters (cli_bidi_control()) \uXXXX, and each byte XX
 * that is not part of valid UTF-8 becomes \udcXX, a lone low surrogate,
 * as Python's "surrogateescape" writes it: no valid UTF-8 text ever
 * decodes to one, so a reader can always tell the bytes apart and recover
 * them (json.loads(s).encode("utf-8",
 * "surrogateescape")), which \u00XX for both would not allow: "\u00ff"
 * would be the byte FF and the text "\xc3\xbf" alike. */
void json_string(FILE *f, const char *s, size_t len);

/* Writes ',"NAME":' and the JSON string of s[0..len), a member after the
 * first of an object. */
void json_field(FILE *f, const char *name, const char *s, size_t len);

/* The same for a NUL-terminated string. */
void json_field_str(FILE *f, const char *name, const char *str);

/* Writes ',"params":[[key, value], ...]' for query q[0..len): its
 * parameters (urival_query_next()) in order, key and value percent-decoded,
 * null for the value of a key alone (trurl writes "": "a" and "a=" are
 * different queries).  Returns 0, or -1 when memory ran out (said as
 * command cmd's error). */
int json_params(FILE *f, const char *cmd, const char *q, size_t len);

/* Writes ',"error":{"offset":N,"rule":"...","message":"..."}' for a
 * syntax error of input s[0..len). */
struct urival_error;
void json_syntax_error(FILE *f, const char *s, size_t len, const struct urival_error *err);

#endif
