/* out.h - a bounded writer for messages: counts every byte it is asked to
 * write, stores those that fit, and leaves the buffer NUL-terminated, so
 * that message functions can return the length needed like snprintf. */
#ifndef URIVAL_OUT_H
#define URIVAL_OUT_H

#include <stddef.h>
#include "core/internal.h"

struct urival__out {
    char *buf;
    size_t cap;
    size_t len;
};

void urival__put(struct urival__out *o, const char *s, size_t n) URIVAL_HIDDEN;
void urival__puts(struct urival__out *o, const char *s) URIVAL_HIDDEN;

/* Quotes bytes for a message: printable ASCII as is (with \" and \\),
 * everything else as \xHH, so that no control byte reaches a terminal. */
void urival__put_quoted(struct urival__out *o, const unsigned char *s, size_t n) URIVAL_HIDDEN;

/* Terminates the buffer (when cap > 0) at what fitted. */
void urival__finish(struct urival__out *o) URIVAL_HIDDEN;

#endif
