/* dots.h - dot-segment removal (RFC 3986 section 5.2.4) in linear time
 * with constant extra state.
 *
 * The section's algorithm is a stack: a segment pushes itself, ".." pops,
 * "." does nothing, and a final "." or ".." also leaves an empty last
 * segment behind.  Read from the right, a push survives exactly when no
 * unmatched ".." lies to its right, so one counter replaces the stack: the
 * iterator below hands out the surviving segments right to left.  When
 * the caller's buffer holds the whole path, the writer needs neither:
 * the path is written through the normalizer and its dot segments removed
 * over the output itself, forward, as the section reads.  Otherwise (a
 * sizing call, a short buffer, a relative reference kept relative, an
 * open directory) a path with no dot segment (found by looking only at
 * the byte after each "/") is written as it stands, and any other takes
 * one pass to measure and a second to fill the output from its end;
 * comparison walks two paths side by side.  None needs memory that grows
 * with the input, and nothing recurses. */
#ifndef URIVAL_DOTS_H
#define URIVAL_DOTS_H

#include <stddef.h>
#include "core/buf.h"
#include "reference/pctnorm.h"

/* A path as the concatenation of two pieces, so that the merge of section
 * 5.2.3 (the base's directory, then the reference's path) needs no copy.
 * The first piece is empty or ends with "/", so no segment spans both. */
struct urival__path {
    const unsigned char *a;
    size_t alen;
    const unsigned char *b;
    size_t blen;
};

void urival__path_init(struct urival__path *p, const unsigned char *a, size_t alen,
                       const unsigned char *b, size_t blen) URIVAL_HIDDEN;

/* Iterator flags. */
/* the path is a directory that more segments will follow: its final, empty
 * segment is no segment, and no trailing rule applies */
#define URIVAL__DOTS_OPEN 0x2u
/* a relative-path reference: its leading ".." mean something and are counted,
 * not dropped, and every segment is "/"-led */
#define URIVAL__DOTS_REL 0x4u
/* the path as percent-encoding normalization leaves it (section 6.2.2.2
 * before 6.2.2.3): "%2E" is a "." to the dot rules, so ".%2e" and "%2E%2E"
 * are ".." segments, and units are written through the normalizing
 * iterator.  Resolution (section 5.2.4 alone) goes without it: there only
 * the literal "." and ".." are dot segments. */
#define URIVAL__DOTS_PCT 0x8u

/* One surviving piece of the result: "/" when slash, then the segment
 * bytes [start, end) of the path (empty for the segment a final dot
 * leaves). */
struct urival__unit {
    size_t start, end;
    int slash;
};

struct urival__dots {
    const struct urival__path *path;
    unsigned flags;
    size_t lo;  /* where the path begins once leading dots are gone */
    size_t pos; /* segments before pos are still to be read */
    /* ".." read and not yet matched; at the end, in REL mode, the number of
     * leading ".." the result keeps */
    size_t skip;
    int last; /* the next segment read is the path's final one */
    int done;
    int virgin; /* nothing is left once leading dots are gone */
};

void urival__dots_init(struct urival__dots *d, const struct urival__path *p,
                       unsigned flags) URIVAL_HIDDEN;

/* Stores the next surviving unit, right to left; returns 0 when none is
 * left. */
int urival__dots_next(struct urival__dots *d, struct urival__unit *u) URIVAL_HIDDEN;

/* The bytes of a unit's segment. */
const unsigned char *urival__unit_bytes(const struct urival__path *p,
                                        const struct urival__unit *u) URIVAL_HIDDEN;

/* 1 for ".", 2 for "..", 0 for any other segment [start, end); with
 * decode, "%2E" (or "%2e") counts as a "." too. */
int urival__dot_kind(const struct urival__path *p, size_t start, size_t end,
                     int decode) URIVAL_HIDDEN;

/* 1 when s[0..n) holds a "." or ".." segment (with pct, one spelt with
 * "%2E" too); a segment is looked at only where it begins like one. */
int urival__has_dot_segment(const unsigned char *s, size_t n, int pct) URIVAL_HIDDEN;

/* Reads a unit's segment through the normalizer under mode
 * (URIVAL__PCT_*; 0 reads it unchanged).  Under URIVAL__DOTS_PCT no unit
 * is a dot segment once decoded, since the dot rules decoded before they
 * judged. */
void urival__unit_reader(struct urival__pct_reader *r, const struct urival__path *p,
                         const struct urival__unit *u, unsigned mode) URIVAL_HIDDEN;

/* Writer flags, beside the iterator flags. */
/* there is no authority: a result that begins "//" gets "/." in front, or it
 * would read as one */
#define URIVAL__PW_GUARD 0x100u

/* 1 when urival__path_write() writes p as it stands (through the
 * normalizer under URIVAL__DOTS_PCT): no dot segment, and nothing a guard
 * or the flags change. */
int urival__path_plain(const struct urival__path *p, unsigned flags) URIVAL_HIDDEN;

/* Appends the path without its dot segments.  In REL mode the result is a
 * relative path that means the same against any base with a hierarchical
 * path: its kept ".." first, then "./" when the first segment is empty or
 * holds a ":" (which would read as an absolute path or a scheme). */
void urival__path_write(struct urival__buf *b, const struct urival__path *p,
                        unsigned flags) URIVAL_HIDDEN;

#endif
