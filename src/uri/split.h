/* split.h - the one reading of RFC 3986's delimiters.
 *
 * urival_uri_parse(), the stream parser and the failure diagnosis all learn
 * where the components of a reference begin and end from this splitter, so
 * they agree by construction.  It is fed the delimiter bytes of a viable
 * reference (one the recognizer has not refused so far) in order, and
 * reads them the way Appendix B's regular expression does: the scheme ends
 * at a ":" before any "/", "?" or "#"; "//" opens the authority up to the
 * next of those; the first "?" opens the query and the first "#" the
 * fragment.  Inside the authority, userinfo ends at its only "@" and the
 * port starts at the last ":" outside an IP-literal, whose own colons come
 * before its "]".  In a viable reference each of these readings is the only
 * one, which is why no look-back is needed.
 *
 * The splitter needs to see each delimiter that begins or ends a
 * component; bytes in the middle of one may be left out.  The recognizer
 * changes state on every such delimiter but the query's "?" (a path and a
 * query take the same bytes after it, so a minimized machine may merge
 * them) and the "//" of an authority; callers note those two bytes by
 * class (urival__split_stop()). */
#ifndef URIVAL_SPLIT_H
#define URIVAL_SPLIT_H

#include <string.h>
#include "core/internal.h"

enum urival__split_phase {
    URIVAL__SPLIT_SCHEME,    /* before the first delimiter: a ":" ends a scheme */
    URIVAL__SPLIT_PART,      /* hier-part or relative-part, nothing read yet */
    URIVAL__SPLIT_SLASH,     /* the part's first byte was "/": a second opens an authority */
    URIVAL__SPLIT_AUTHORITY, /* between "//" and the next "/", "?" or "#" */
    URIVAL__SPLIT_PATH,
    URIVAL__SPLIT_QUERY,
    URIVAL__SPLIT_FRAGMENT /* nothing later changes the split */
};

struct urival__split {
    enum urival__split_phase phase;
    unsigned char has_scheme, has_authority, has_at, has_colon;
    size_t scheme_end; /* the ":" ending the scheme */
    size_t rest;       /* where the part after the scheme or the authority begins */
    size_t a, a_end;   /* the authority */
    size_t at, colon;  /* the "@" ending userinfo, the ":" before the port */
    size_t question, hash;
};

/* The bytes that can end or begin a component, by what they do. */
enum {
    URIVAL__D_NONE,
    URIVAL__D_COLON,
    URIVAL__D_SLASH,
    URIVAL__D_QUESTION,
    URIVAL__D_HASH,
    URIVAL__D_AT,
    URIVAL__D_CLOSE
};
extern const uint8_t urival__split_delim[256] URIVAL_HIDDEN;

/* Starts a split of a string of rule: one of the four references, a
 * hier-part, relative-part or authority.  Returns 0 for any other rule. */
int urival__split_init(struct urival__split *sp, urival_rule rule) URIVAL_HIDDEN;

/* Reads the delimiter kind d (never URIVAL__D_NONE) at offset i.  Inline:
 * it runs for every delimiter a parse notes. */
static inline void urival__split_take(struct urival__split *sp, unsigned d, size_t i)
{
    switch (sp->phase) {
    case URIVAL__SPLIT_SCHEME:
        /* The first delimiter: a ":" here can only end a scheme, as a
         * relative reference's first segment holds none (path-noscheme). */
        sp->phase = URIVAL__SPLIT_PART;
        if (d == URIVAL__D_COLON) {
            sp->has_scheme = 1;
            sp->scheme_end = i;
            sp->rest = i + 1;
            return;
        }
        /* fall through */
    case URIVAL__SPLIT_PART:
        if (d == URIVAL__D_SLASH && i == sp->rest) {
            sp->phase = URIVAL__SPLIT_SLASH;
            return;
        }
        break;
    case URIVAL__SPLIT_SLASH:
        if (d == URIVAL__D_SLASH && i == sp->rest + 1) {
            sp->phase = URIVAL__SPLIT_AUTHORITY;
            sp->has_authority = 1;
            sp->a = i + 1;
            return;
        }
        break;
    case URIVAL__SPLIT_AUTHORITY:
        switch (d) {
        case URIVAL__D_AT:
            sp->at = i;
            sp->has_at = 1;
            sp->has_colon = 0; /* a ":" before it was userinfo's */
            return;
        case URIVAL__D_COLON:
            sp->colon = i;
            sp->has_colon = 1;
            return;
        case URIVAL__D_CLOSE:
            sp->has_colon = 0; /* an IP-literal's colons */
            return;
        default:
            sp->a_end = sp->rest = i; /* "/", "?" or "#" ends the authority */
            break;
        }
        break;
    case URIVAL__SPLIT_PATH:
    case URIVAL__SPLIT_QUERY:
        break;
    case URIVAL__SPLIT_FRAGMENT:
        return;
    }
    /* In the path or the query: only "?" (the first) and "#" count. */
    if (d == URIVAL__D_HASH) {
        sp->hash = i;
        sp->phase = URIVAL__SPLIT_FRAGMENT;
    } else if (d == URIVAL__D_QUESTION && sp->phase != URIVAL__SPLIT_QUERY) {
        sp->question = i;
        sp->phase = URIVAL__SPLIT_QUERY;
    } else if (sp->phase != URIVAL__SPLIT_QUERY) {
        sp->phase = URIVAL__SPLIT_PATH;
    }
}

/* Reads byte c at offset i: delimiters only, so that callers can hand over
 * every byte they note. */
static inline void urival__split_byte(struct urival__split *sp, unsigned char c, size_t i)
{
    unsigned d = urival__split_delim[c];
    if (d != URIVAL__D_NONE)
        urival__split_take(sp, d, i);
}

/* Reads the bytes p[i..n) of a reference in order until the split reaches
 * phase until; returns where it stopped (n when it read them all).  For
 * callers that hold the bytes and not a run's notes: the split of an
 * accepted reference (parse.c) and the diagnosis of a refused one. */
static inline size_t urival__split_bytes(struct urival__split *sp, const unsigned char *p, size_t i,
                                         size_t n, enum urival__split_phase until)
{
    while (i < n && sp->phase < until) {
        unsigned d;
        while ((d = urival__split_delim[p[i]]) == URIVAL__D_NONE)
            if (++i == n)
                return n;
        urival__split_take(sp, d, i++);
    }
    return i;
}

/* The stop mask of urival__run_noting() for machine m: the classes of the
 * delimiters that may not change the recognizer's state. */
static inline uint64_t urival__split_stop(const struct urival__machine *m)
{
    return (uint64_t)1 << m->class_of['?'];
}

/* The halt mask of urival__run_noting() for machine m: the classes of the
 * bytes after which the split may have reached the path ("/", "?", "#"),
 * where urival__split_run() leaves the noting run for a plain one.  It
 * pays only with this many bytes left: each halt costs a call, and a run
 * shorter than 64 bytes is not vectorized (URIVAL__VECTOR_MIN), so web
 * URIs of 40 to 70 bytes lost 30% to it.  Since urival_uri_parse() splits
 * references this long from their bytes after one plain run (parse.c),
 * the halt serves the stream parser's long chunks: 3,000 of web.txt's
 * references lengthened to 1 KB, each fed as one chunk with spans, took
 * 7.7 million instructions with it and 17.8 million without. */
#define URIVAL__SPLIT_HALT_MIN 128
static inline uint64_t urival__split_halt(const struct urival__machine *m)
{
    return (uint64_t)1 << m->class_of['/'] | (uint64_t)1 << m->class_of['?'] |
           (uint64_t)1 << m->class_of['#'];
}

/* In the path or the query only the first "?" and the first "#" are left
 * to find among the n bytes at p, which stand at offset base: the C
 * library finds them many bytes at a time.  hash is the first "#" there,
 * or NULL. */
static inline void urival__split_tail_at(struct urival__split *sp, const unsigned char *p, size_t n,
                                         size_t base, const unsigned char *hash)
{
    size_t before = hash != NULL ? (size_t)(hash - p) : n;
    if (sp->phase == URIVAL__SPLIT_PATH) {
        const unsigned char *q = memchr(p, '?', before);
        if (q != NULL)
            urival__split_take(sp, URIVAL__D_QUESTION, base + (size_t)(q - p));
    }
    if (hash != NULL)
        urival__split_take(sp, URIVAL__D_HASH, base + before);
}

/* The same, with the first "#" (or NULL) found by the C library. */
static inline void urival__split_tail(struct urival__split *sp, const unsigned char *p, size_t n,
                                      size_t base)
{
    urival__split_tail_at(sp, p, n, base, memchr(p, '#', n));
}

/* The recognizer m from row over the len bytes at p, which stand at
 * offset base of the reference, feeding sp the delimiters it notes until
 * the path begins; from there on the rest is only recognized.  Returns the
 * row it ends in (0: dead), as urival__run().  Inline: with the split in
 * the same function, a parse costs no call per delimiter. */
static inline uint32_t urival__split_run(const struct urival__machine *m, uint32_t row,
                                         const unsigned char *p, size_t len, size_t base,
                                         struct urival__split *sp)
{
    const uint64_t stop = urival__split_stop(m);
    uint32_t at[48]; /* more than most references need in one batch */
    size_t done = 0;
    while (done < len && row != 0) {
        size_t count, used, k;
        if (sp->phase >= URIVAL__SPLIT_PATH) {
            if (sp->phase != URIVAL__SPLIT_FRAGMENT)
                urival__split_tail(sp, p + done, len - done, base + done);
            return urival__run(m, row, p + done, p + len);
        }
        row = urival__run_noting(m, row, p + done, p + len, stop,
                                 len - done >= URIVAL__SPLIT_HALT_MIN ? urival__split_halt(m) : 0,
                                 at, sizeof at / sizeof at[0], &count, &used);
        for (k = 0; k < count; k++)
            urival__split_byte(sp, p[done + at[k]], base + done + at[k]);
        done += used;
    }
    return row;
}

/* Fills the spans and defined bits of u for a reference of n bytes that
 * the recognizer accepted and whose delimiters sp has read. */
static inline void urival__split_set(urival_uri *u, urival_uri_part c, size_t from, size_t to)
{
    u->part[c].off = from;
    u->part[c].len = to - from;
    u->defined |= 1u << c;
}

static inline void urival__split_spans(const struct urival__split *sp, urival_uri *u, size_t n)
{
    size_t rest = sp->rest;
    size_t hash = sp->hash < n ? sp->hash : n;
    size_t question = sp->question < hash ? sp->question : hash;

    if (sp->has_scheme)
        urival__split_set(u, URIVAL_URI_PART_SCHEME, 0, sp->scheme_end);
    if (sp->has_authority) {
        /* An authority that runs to the end was closed by no delimiter. */
        size_t a_end = sp->phase == URIVAL__SPLIT_AUTHORITY ? n : sp->a_end;
        size_t host = sp->has_at ? sp->at + 1 : sp->a;
        urival__split_set(u, URIVAL_URI_PART_AUTHORITY, sp->a, a_end);
        if (sp->has_at)
            urival__split_set(u, URIVAL_URI_PART_USERINFO, sp->a, sp->at);
        if (sp->has_colon) {
            urival__split_set(u, URIVAL_URI_PART_HOST, host, sp->colon);
            urival__split_set(u, URIVAL_URI_PART_PORT, sp->colon + 1, a_end);
        } else {
            urival__split_set(u, URIVAL_URI_PART_HOST, host, a_end);
        }
        rest = a_end;
    }
    urival__split_set(u, URIVAL_URI_PART_PATH, rest, question);
    if (question < hash)
        urival__split_set(u, URIVAL_URI_PART_QUERY, question + 1, hash);
    if (hash < n)
        urival__split_set(u, URIVAL_URI_PART_FRAGMENT, hash + 1, n);
}

#endif
