/* safe.c - text from the input (decoded values, file names) written to a
 * terminal without its control bytes: untrusted bytes such as ESC or BEL
 * would otherwise drive the terminal (colours, titles, cursor moves), and
 * bidirectional formatting characters would reorder what it shows. */
#include <stdio.h>
#include "cli/cli.h"

int cli_tty_out, cli_tty_err, cli_raw;

size_t cli_utf8_lead(unsigned char c)
{
    return c < 0x80                 ? 1
           : c >= 0xC2 && c <= 0xDF ? 2
           : c >= 0xE0 && c <= 0xEF ? 3
           : c >= 0xF0 && c <= 0xF4 ? 4
                                    : 0;
}

size_t cli_utf8_len(const unsigned char *s, size_t len)
{
    unsigned char lo, hi;
    size_t n, i;
    if (len == 0)
        return 0;
    if ((n = cli_utf8_lead(s[0])) <= 1)
        return n;
    /* The second byte's range excludes overlong forms (E0, F0),
     * surrogates (ED) and code points above U+10FFFF (F4). */
    lo = s[0] == 0xE0 ? 0xA0 : s[0] == 0xF0 ? 0x90 : 0x80;
    hi = s[0] == 0xED ? 0x9F : s[0] == 0xF4 ? 0x8F : 0xBF;
    if (len < n || s[1] < lo || s[1] > hi)
        return 0;
    for (i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return n;
}

/* On a terminal the bidirectional formatting characters reorder what is
 * shown around them, so that a decoded value could be made to read as
 * another ("Trojan Source"). */
int cli_bidi_control(const unsigned char *s, size_t n)
{
    if (n == 2)
        return s[0] == 0xD8 && s[1] == 0x9C;
    if (n != 3 || s[0] != 0xE2)
        return 0;
    return (s[1] == 0x80 && (s[2] == 0x8E || s[2] == 0x8F || (s[2] >= 0xAA && s[2] <= 0xAE))) ||
           (s[1] == 0x81 && s[2] >= 0xA6 && s[2] <= 0xA9);
}

static int escaping(const FILE *f)
{
    return !cli_raw && ((f == stdout && cli_tty_out) || (f == stderr && cli_tty_err));
}

void cli_put_text(FILE *f, const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0, n;
    if (!escaping(f)) {
        fwrite(str, 1, len, f);
        return;
    }
    while (i < len) {
        if (s[i] >= 0x20 && s[i] < 0x7F) {
            fputc(s[i], f);
            i++;
        } else if (s[i] >= 0x80 && (n = cli_utf8_len(s + i, len - i)) > 0 &&
                   !(s[i] == 0xC2 && s[i + 1] < 0xA0) && !cli_bidi_control(s + i, n)) {
            /* Valid UTF-8 other than the C1 controls U+0080..U+009F and
             * the bidirectional formatting characters. */
            fwrite(s + i, 1, n, f);
            i += n;
        } else {
            fprintf(f, "\\x%02X", s[i]);
            i++;
        }
    }
}

void cli_put_name(FILE *f, const char *name)
{
    size_t n = 0;
    while (name[n] != '\0')
        n++;
    cli_put_text(f, name, n);
}
