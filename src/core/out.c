/* out.c - the bounded message writer; see out.h. */
#include <stdio.h>
#include <string.h>
#include "core/out.h"

void urival__put(struct urival__out *o, const char *s, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - 1 - o->len;
        memcpy(o->buf + o->len, s, n < room ? n : room);
    }
    o->len += n;
}

void urival__puts(struct urival__out *o, const char *s)
{
    urival__put(o, s, strlen(s));
}

void urival__finish(struct urival__out *o)
{
    if (o->cap > 0)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
}

void urival__put_quoted(struct urival__out *o, const unsigned char *s, size_t n)
{
    char tmp[8];
    size_t i;
    urival__put(o, "\"", 1);
    for (i = 0; i < n; i++) {
        unsigned c = s[i];
        if (c == '"' || c == '\\') {
            tmp[0] = '\\';
            tmp[1] = (char)c;
            urival__put(o, tmp, 2);
        } else if (c >= 0x20 && c < 0x7f) {
            tmp[0] = (char)c;
            urival__put(o, tmp, 1);
        } else {
            snprintf(tmp, sizeof tmp, "\\x%02X", c);
            urival__put(o, tmp, 4);
        }
    }
    urival__put(o, "\"", 1);
}
