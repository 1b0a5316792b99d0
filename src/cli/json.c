/* json.c - JSON string output; see json.h. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"
#include "urival.h"

void json_string(FILE *f, const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0;
    putc('"', f);
    while (i < len) {
        unsigned c = s[i];
        size_t n;
        if (c == '"' || c == '\\') {
            putc('\\', f);
            putc((int)c, f);
            i++;
        } else if (c == '\n') {
            fputs("\\n", f), i++;
        } else if (c == '\t') {
            fputs("\\t", f), i++;
        } else if (c == '\r') {
            fputs("\\r", f), i++;
        } else if (c < 0x20 || c == 0x7f) {
            fprintf(f, "\\u%04x", c), i++;
        } else if ((n = cli_utf8_len(s + i, len - i)) == 0) {
            fprintf(f, "\\udc%02x", c), i++;
        } else if (n == 2 && c == 0xc2 && s[i + 1] < 0xa0) {
            /* C1 controls: U+0085 (NEL) ends a line for Python's
             * splitlines() and some editors, and none of them should
             * reach a terminal from a pipe's reader. */
            fprintf(f, "\\u%04x", (unsigned)s[i + 1]), i += 2;
        } else if ((n == 3 && c == 0xe2 && s[i + 1] == 0x80 &&
                    (s[i + 2] == 0xa8 || s[i + 2] == 0xa9)) ||
                   cli_bidi_control(s + i, n)) {
            /* U+2028 and U+2029 are legal in a JSON string but end a line
             * for JavaScript before ES2019 and for splitlines(): one
             * object a line must stay one line for every reader.  The
             * bidirectional formatting characters would reorder the line
             * where a person reads it (a terminal, an editor). */
            unsigned cp = n == 2 ? (c & 0x1fu) << 6 | (s[i + 1] & 0x3fu)
                                 : (c & 0x0fu) << 12 | (s[i + 1] & 0x3fu) << 6 | (s[i + 2] & 0x3fu);
            fprintf(f, "\\u%04x", cp), i += n;
        } else {
            fwrite(s + i, 1, n, f);
            i += n;
        }
    }
    putc('"', f);
}

void json_field(FILE *f, const char *name, const char *s, size_t len)
{
    fprintf(f, ",\"%s\":", name);
    json_string(f, s, len);
}

void json_field_str(FILE *f, const char *name, const char *str)
{
    json_field(f, name, str, strlen(str));
}

void json_syntax_error(FILE *f, const char *s, size_t len, const urival_error *err)
{
    struct cli_message m;
    const char *rule = err->rule != NULL ? err->rule : "";
    fprintf(f, ",\"error\":{\"offset\":%zu,\"rule\":", err->offset);
    json_string(f, rule, strlen(rule));
    json_field_str(f, "message", cli_message(&m, err, s, len));
    cli_message_done(&m);
    putc('}', f);
}

/* Writes s[0..len) percent-decoded as a JSON string; -1 when memory ran
 * out (said). */
static int json_decoded(FILE *f, const char *cmd, const char *s, size_t len)
{
    size_t n = 0;
    char *d = cli_malloc(len + 1);
    if (d == NULL) {
        cli_oom(cmd);
        return -1;
    }
    /* Decoding never lengthens; a "%" no escape follows (in no valid
     * query) leaves the text as it is. */
    if (urival_pct_decode(URIVAL_PCT_SET_ANY, s, len, 0, d, len + 1, &n, NULL) == URIVAL_OK)
        json_string(f, d, n);
    else
        json_string(f, s, len);
    free(d);
    return 0;
}

int json_params(FILE *f, const char *cmd, const char *q, size_t len)
{
    urival_query_param p;
    size_t pos = 0;
    int n = 0;
    fputs(",\"params\":[", f);
    while (urival_query_next(q, len, &pos, &p) == URIVAL_OK) {
        fputs(n++ > 0 ? ",[" : "[", f);
        if (json_decoded(f, cmd, q + p.key.off, p.key.len) != 0)
            return -1;
        fputc(',', f);
        if (!p.has_value)
            fputs("null", f);
        else if (json_decoded(f, cmd, q + p.value.off, p.value.len) != 0)
            return -1;
        fputc(']', f);
    }
    fputc(']', f);
    return 0;
}
