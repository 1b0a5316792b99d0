/* normplan.h - what normalization decides about each component, once.
 *
 * urival_normalize() writes from a plan and urival_compare() compares two
 * plans component by component; since both read the same decisions through
 * the same iterators, "compares equal" and "normalizes the same" cannot
 * drift apart. */
#ifndef URIVAL_NORMPLAN_H
#define URIVAL_NORMPLAN_H

#include "reference/dots.h"
#include "reference/pctnorm.h"
#include "reference/refparse.h"

struct urival__plan {
    struct urival__ref r;
    int keep_port;            /* ":" port is written */
    int empty_host;           /* the host is the scheme's default: written empty */
    struct urival__path path; /* the path to normalize */
    unsigned path_flags;      /* urival__path_write() flags */
    char ip6[48];             /* "[" RFC 5952 text "]", when ip6len > 0 */
    size_t ip6len;
};

/* Reads s as a reference through read and plans its normalization under
 * flags (URIVAL_NORMALIZE_FLAG_*).  Returns the reader's status. */
urival_status urival__plan_make(struct urival__plan *p, urival__ref_reader read, const char *s,
                                size_t len, unsigned flags, urival_error *err) URIVAL_HIDDEN;

/* Plans the normalization of a reference already parsed. */
void urival__plan_ref(struct urival__plan *p, const struct urival__ref *r,
                      unsigned flags) URIVAL_HIDDEN;

/* Percent-encoding normalization modes of each component. */
#define URIVAL__MODE_SCHEME URIVAL__PCT_LOWER
#define URIVAL__MODE_HOST (URIVAL__PCT_NORM | URIVAL__PCT_LOWER)
#define URIVAL__MODE_TEXT URIVAL__PCT_NORM

#endif
