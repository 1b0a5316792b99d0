/* match.c - urival_match() and the rule catalogue look-ups. */
#include "config.h"
#include <string.h>
#include "core/buf.h"
#include "core/catalogue.h"
#include "core/run.h"

const char *urival_strstatus(urival_status status)
{
    switch (status) {
    case URIVAL_OK:
        return "success";
    case URIVAL_ESYNTAX:
        return "syntax error";
    case URIVAL_EINVAL:
        return "invalid argument";
    case URIVAL_ERANGE:
        return "input longer than URIVAL_MAX_INPUT";
    case URIVAL_EURN_RESERVED_NID:
        return "the NID \"urn\" is reserved";
    case URIVAL_EURN_INFORMAL_NID:
        return "an NID beginning \"urn-\" that is no informal NID";
    case URIVAL_EURN_NUL:
        return "NUL (%00) in a URN";
    case URIVAL_EURN_REPEATED_KEYWORD:
        return "a registered query keyword used twice";
    case URIVAL_EURN_NOT_ASSIGNED:
        return "a component after an assigned URN name";
    case URIVAL_EURN_TOO_MANY_DIRECTIVES:
        return "too many query directives to reorder";
    case URIVAL_ENOT_FOUND:
        return "no URN found";
    case URIVAL_EBASE:
        return "the base is not a URI with a scheme";
    case URIVAL_EUNREACHABLE:
        return "no reference resolves to the target";
    case URIVAL_ENUL:
        return "percent-encoded NUL (%00) refused";
    case URIVAL_EIRI_BIDI:
        return "a bidirectional formatting character in an IRI (RFC 3987 section 4.1)";
    case URIVAL_EIRI_UTF8:
        return "bytes that are not well-formed UTF-8";
    case URIVAL_EIRI_IDNA:
        return "a host that IDNA does not convert";
    case URIVAL_EUNAVAILABLE:
        return "not available in this build of the library";
    case URIVAL_EIRI_NFC:
        return "an IRI whose normalization form C is no IRI";
    default:
        return "unknown status";
    }
}

urival_status urival__refuse(urival_error *err, urival_status status)
{
    if (err != NULL) {
        memset(err, 0, sizeof *err);
        err->status = status;
    }
    return status;
}

size_t urival_rule_count(void)
{
    return urival__rule_total;
}
size_t urival_grammar_count(void)
{
    return urival__grammar_total;
}

const char *urival_grammar_name(size_t i)
{
    return i < urival__grammar_total ? urival__grammar_ids[i] : NULL;
}

static int valid_rule(urival_rule rule)
{
    /* Compared as unsigned so that a negative value cast in is refused. */
    return (size_t)(unsigned)rule < urival__rule_total;
}

const char *urival_rule_name(urival_rule rule)
{
    return valid_rule(rule) ? urival__rules[rule].name : NULL;
}

const char *urival_rule_grammar(urival_rule rule)
{
    return valid_rule(rule) ? urival__grammar_ids[urival__rules[rule].grammar] : NULL;
}

/* ABNF rule names are case-insensitive; "_" stands for "-" so that the
 * names of the C constants and Ragel machines find their rules too, and
 * "+" for "-plus", so that RFC 1738's own "gopher+_string" (a name ABNF
 * cannot spell) finds gopher-plus-string. */
static int same_rule_name(const char *abnf, const char *asked)
{
    for (;; abnf++, asked++) {
        unsigned a = (unsigned char)*abnf, b = (unsigned char)*asked;
        if (b == '+') {
            if (strncmp(abnf, "-plus", 5) != 0)
                return 0;
            abnf += 4; /* on its last byte, as the loop expects */
            continue;
        }
        if (b == '_')
            b = '-';
        if (urival__lower(a) != urival__lower(b))
            return 0;
        if (a == '\0')
            return 1;
    }
}

/* The index of the grammar whose id is asked, in any case ("RFC3986" is
 * how the documents spell them), or urival__grammar_total for none. */
static size_t grammar_index(const char *asked)
{
    size_t g, n = strlen(asked);
    for (g = 0; g < urival__grammar_total; g++) {
        const char *id = urival__grammar_ids[g];
        if (strlen(id) == n &&
            urival__eq_ci((const unsigned char *)id, (const unsigned char *)asked, n))
            break;
    }
    return g;
}

urival_status urival_rule_lookup(const char *grammar, const char *name, urival_rule *out)
{
    size_t i, g = 0;
    /* The names' NULs count: an out over one would change where it ends. */
    if (name == NULL || out == NULL || URIVAL__OUT_OVER(out, name, strlen(name) + 1) ||
        (grammar != NULL && URIVAL__OUT_OVER(out, grammar, strlen(grammar) + 1)))
        return URIVAL_EINVAL;
    /* The grammar is found once, not compared again at each of its rules. */
    if (grammar != NULL && (g = grammar_index(grammar)) == urival__grammar_total)
        return URIVAL_EINVAL;
    for (i = 0; i < urival__rule_total; i++) {
        const struct urival__rule_info *r = &urival__rules[i];
        if (grammar != NULL && (size_t)r->grammar != g)
            continue;
        if (same_rule_name(r->name, name)) {
            *out = (urival_rule)i;
            return URIVAL_OK;
        }
    }
    return URIVAL_EINVAL;
}

/* One step: the row reached from row by byte c. */
uint32_t urival__step(const struct urival__machine *m, uint32_t row, unsigned char c)
{
    uint32_t at = row + m->class_of[c];
    return m->next16 != NULL ? m->next16[at] : m->next32[at];
}

/* Which run takes an input of at least URIVAL__VECTOR_MIN bytes.  Shorter
 * ones stay with the inlined scalar run, which costs them no call; each
 * engine decides for itself what to do with the others (run.h). */
#if URIVAL_SIMD
static uint32_t run_scalar(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                           const unsigned char *pe)
{
    return urival__run_plain(m, row, p, pe);
}

urival__run_fn *urival__engine_run(unsigned e)
{
    switch (e) {
    case URIVAL__ENGINE_SCALAR:
        return run_scalar;
#if URIVAL_SIMD_X86
    case URIVAL__ENGINE_SSE42:
        __builtin_cpu_init();
        return __builtin_cpu_supports("sse4.2") ? urival__run_sse42 : NULL;
    case URIVAL__ENGINE_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                       __builtin_cpu_supports("bmi2")
                   ? urival__run_avx2
                   : NULL;
#endif
#if URIVAL_SIMD_NEON
    case URIVAL__ENGINE_NEON:
        return urival__run_neon;
#endif
    default:
        return NULL;
    }
}

/* The one piece of mutable global state: the run chosen from the CPU, set
 * on first use.  Every thread that finds it unset computes the same value
 * and stores it atomically, so a race only repeats the choice. */
static urival__run_fn *chosen;

static OUT_OF_LINE urival__run_fn *choose(void)
{
    static const unsigned best_first[] = { URIVAL__ENGINE_AVX2, URIVAL__ENGINE_SSE42,
                                           URIVAL__ENGINE_NEON, URIVAL__ENGINE_SCALAR };
    urival__run_fn *f = NULL;
    size_t i;
    for (i = 0; f == NULL; i++)
        f = urival__engine_run(best_first[i]);
    __atomic_store_n(&chosen, f, __ATOMIC_RELAXED);
    return f;
}

/* The chosen engine's run, for input of URIVAL__VECTOR_MIN bytes or more. */
static ALWAYS_INLINE urival__run_fn *chosen_run(void)
{
    urival__run_fn *f = __atomic_load_n(&chosen, __ATOMIC_RELAXED);
    return f != NULL ? f : choose();
}

int urival__engine_use(unsigned e)
{
    urival__run_fn *f = urival__engine_run(e);
    if (f == NULL)
        return 0;
    __atomic_store_n(&chosen, f, __ATOMIC_RELAXED);
    return 1;
}

int urival__engine_avx2(void)
{
#if URIVAL_SIMD_X86
    return chosen_run() == urival__run_avx2;
#else
    return 0;
#endif
}

static ALWAYS_INLINE uint32_t run_any(const struct urival__machine *m, uint32_t row,
                                      const unsigned char *p, const unsigned char *pe)
{
    if (pe - p < URIVAL__VECTOR_MIN)
        return urival__run_plain(m, row, p, pe);
    return chosen_run()(m, row, p, pe);
}
#else
urival__run_fn *urival__engine_run(unsigned e)
{
    return e == URIVAL__ENGINE_SCALAR ? urival__run : NULL;
}

int urival__engine_use(unsigned e)
{
    return e == URIVAL__ENGINE_SCALAR;
}

int urival__engine_avx2(void)
{
    return 0;
}

#define run_any urival__run_plain
#endif

uint32_t urival__run(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                     const unsigned char *pe)
{
    return run_any(m, row, p, pe);
}

/* The same run, noting the offset of every byte that takes a transition
 * or belongs to one of the classes in stop, cap at a time.  A delimiter
 * may loop on its state, as the "?" of a query does in a recognizer that
 * need not tell path from query, so the caller names the bytes it must
 * see; and it names in halt those after which it may want the run to go
 * on another way (the splitter: a vector run once the path begins). */
uint32_t urival__run_noting(const struct urival__machine *m, uint32_t row, const unsigned char *p,
                            const unsigned char *pe, uint64_t stop, uint64_t halt, uint32_t *at,
                            size_t cap, size_t *count, size_t *used)
{
    const uint8_t *cls = m->class_of;
    const uint64_t *skip = m->skip;
    const unsigned shift = m->shift;
    const unsigned char *const start = p;
    size_t n = 0;
/* A full at[] ends the run before the byte it could not note. */
#define NOTE()                                                                                     \
    do {                                                                                           \
        if (n == cap) {                                                                            \
            *count = n;                                                                            \
            *used = (size_t)(p - start);                                                           \
            return row;                                                                            \
        }                                                                                          \
        at[n++] = (uint32_t)(p - start);                                                           \
        *count = n;                                                                                \
    } while (0)
/* A byte of a halt class ends the run once its transition is taken (c is
 * still its class). */
#define HALT()                                                                                     \
    do {                                                                                           \
        if ((halt >> c) & 1u) {                                                                    \
            *used = (size_t)(p - start);                                                           \
            return row;                                                                            \
        }                                                                                          \
    } while (0)
    /* RUN_LOOP returns from here at the end of the input or when the
     * machine dies: what it owes is stored before.  Without a halt mask
     * (short input: no vector run to go on with) the test is left out. */
    *count = 0;
    *used = (size_t)(pe - start);
    if (m->next16 != NULL) {
        const uint16_t *next = m->next16;
        if (halt == 0) {
            RUN_LOOP(next, NOTE, ~stop, NO_VSKIP, NO_NOTE)
        } else {
            RUN_LOOP(next, NOTE, ~stop, NO_VSKIP, HALT)
        }
    } else {
        const uint32_t *next = m->next32;
        RUN_LOOP(next, NOTE, ~stop, NO_VSKIP, HALT)
    }
#undef NOTE
#undef HALT
    return row;
}

const struct urival__machine *urival__machine_of(urival_rule rule, size_t *index)
{
    if (!valid_rule(rule))
        return NULL;
    *index = (size_t)urival__rules[rule].index;
    return urival__grammar_machines[urival__rules[rule].grammar];
}

/* Everything but the common case, kept out of urival_match()'s way. */
OUT_OF_LINE static urival_status match_refused(urival_rule rule, const char *s, size_t len,
                                               urival_error *err)
{
    urival_status st = urival__check_input(s, len);
    if (st == URIVAL_OK && !valid_rule(rule))
        st = URIVAL_EINVAL;
    return urival__refuse(err, st);
}

OUT_OF_LINE static urival_status match_failed(urival_rule rule, const unsigned char *p, size_t len,
                                              urival_error *err)
{
    if (err != NULL)
        urival__diagnose(rule, p, len, err);
    return URIVAL_ESYNTAX;
}

/* The answer for the row a run of rule over p[0..len) ended in. */
static ALWAYS_INLINE urival_status verdict(const struct urival__machine *m, uint32_t row,
                                           urival_rule rule, const unsigned char *p, size_t len,
                                           urival_error *err)
{
    if (row != 0 && urival__is_final(m, row))
        return URIVAL_OK;
    return match_failed(rule, p, len, err);
}

/* urival_match() over the chosen engine (vector: input of
 * URIVAL__VECTOR_MIN bytes or more) or the plain table run. */
static ALWAYS_INLINE urival_status match_by(urival_rule rule, const char *s, size_t len,
                                            urival_error *err, const int vector)
{
    const struct urival__machine *m;
    const unsigned char *p = (const unsigned char *)s;
    size_t ri;

    if (URIVAL__OUT_OVER(err, s, len))
        return URIVAL_EINVAL; /* an err over the input is never written */
    if (len > URIVAL_MAX_INPUT || (s == NULL && len != 0) || !valid_rule(rule))
        return match_refused(rule, s, len, err);
    if (p == NULL)
        p = (const unsigned char *)""; /* NULL + 0 is undefined in C */
    m = urival__grammar_machines[urival__rules[rule].grammar];
    ri = (size_t)urival__rules[rule].index;
#if URIVAL_SIMD
    if (vector)
        return verdict(m, chosen_run()(m, m->entry[ri], p, p + len), rule, p, len, err);
#else
    (void)vector;
#endif
    return verdict(m, urival__run_plain(m, m->entry[ri], p, p + len), rule, p, len, err);
}

#if URIVAL_SIMD
/* Each length has a body of its own, out of line, and urival_match() is
 * only the length test and a jump.  Where one body held both, gcc saved
 * the six registers that the inlined plain run needs on every call, and
 * the long path then saved five more around the engine's call: 17 to 19
 * instructions a URI of 32 bytes or more (web.txt 504 -> 487, @words-8
 * 659 -> 640; bench/RESULTS.md, session 28).  Shorter input runs the
 * scalar build's code, one jump later. */
static __attribute__((noinline)) urival_status match_long(urival_rule rule, const char *s,
                                                          size_t len, urival_error *err)
{
    return match_by(rule, s, len, err, 1);
}

static __attribute__((noinline)) urival_status match_short(urival_rule rule, const char *s,
                                                           size_t len, urival_error *err)
{
    return match_by(rule, s, len, err, 0);
}

urival_status urival_match(urival_rule rule, const char *s, size_t len, urival_error *err)
{
    if (len >= URIVAL__VECTOR_MIN)
        return match_long(rule, s, len, err);
    return match_short(rule, s, len, err);
}
#else
urival_status urival_match(urival_rule rule, const char *s, size_t len, urival_error *err)
{
    return match_by(rule, s, len, err, 0);
}
#endif

void urival__report_where(urival_error *err, urival_rule matched, struct urival__where w)
{
    err->grammar = urival__grammar_ids[urival__rules[matched].grammar];
    err->rule = urival__rules[w.rule].name;
    err->rule_start = w.start;
}

void urival__report_rule(urival_error *err, urival_rule rule, size_t start)
{
    struct urival__where w = { rule, start };
    urival__report_where(err, rule, w);
}

void urival__attribute_by(urival_rule rule, urival__attribute_fn fn, const unsigned char *s,
                          size_t k, urival_error *err)
{
    struct urival__where w = { rule, 0 };
    urival_rule escape = urival__grammar_escape[urival__rules[rule].grammar];
    if (!urival__in_escape(escape, s, k, err, &w) && fn != NULL)
        w = fn(rule, s, k);
    urival__report_where(err, rule, w);
}

void urival__attribute(urival_rule rule, const unsigned char *s, size_t k, urival_error *err)
{
    const struct urival__machine *m = urival__grammar_machines[urival__rules[rule].grammar];
    urival__attribute_by(rule, m->attribute, s, k, err);
}

/* 1 when s[k] sits inside a "%" HEXDIG HEXDIG escape that has begun but
 * not finished; *start is where the escape began. */
static int in_pct(const unsigned char *s, size_t k, const urival_error *err, size_t *start)
{
    unsigned b;
    /* Only when nothing but HEXDIG could follow: then the machine is inside
     * an escape, not merely after a "%" that some grammar allows alone. */
    for (b = 0; b < 256; b++)
        if ((int)((err->expected[b / 32] >> (b % 32)) & 1u) != urival__is_hexdig(b))
            return 0;
    if (err->end_ok)
        return 0;
    if (k >= 1 && s[k - 1] == '%') {
        *start = k - 1;
        return 1;
    }
    if (k >= 2 && s[k - 2] == '%' && urival__is_hexdig(s[k - 1])) {
        *start = k - 2;
        return 1;
    }
    return 0;
}

int urival__in_escape(urival_rule escape, const unsigned char *s, size_t k, const urival_error *err,
                      struct urival__where *w)
{
    size_t start;
    if (!in_pct(s, k, err, &start))
        return 0;
    w->rule = escape;
    w->start = start;
    return 1;
}

void urival__feed_start(struct urival__feed *f, urival_rule rule)
{
    size_t index;
    f->m = urival__machine_of(rule, &index);
    f->row = f->m->entry[index];
}

int urival__feed(struct urival__feed *f, const unsigned char *p, size_t n)
{
    size_t i;
    uint32_t row = f->row;
    for (i = 0; i < n && row != 0; i++)
        row = urival__step(f->m, row, p[i]);
    f->row = row;
    return row != 0;
}

int urival__feed_accepts(const struct urival__feed *f)
{
    return f->row != 0 && urival__is_final(f->m, f->row);
}

void urival__row_expected(const struct urival__machine *m, uint32_t row, urival_error *err)
{
    unsigned b;
    memset(err->expected, 0, sizeof err->expected);
    for (b = 0; b < 256; b++)
        if (urival__step(m, row, (unsigned char)b) != 0)
            err->expected[b / 32] |= (uint32_t)1 << (b % 32);
    err->end_ok = row != 0 && urival__is_final(m, row);
}

void urival__diagnose(urival_rule rule, const unsigned char *s, size_t len, urival_error *err)
{
    struct urival__feed f;
    size_t k;

    memset(err, 0, sizeof *err);
    err->status = URIVAL_ESYNTAX;
    /* Walk byte by byte to the first byte with no way on; the row before it
     * holds everything the prefix allows next. */
    urival__feed_start(&f, rule);
    for (k = 0; k < len; k++) {
        uint32_t nx = urival__step(f.m, f.row, s[k]);
        if (nx == 0)
            break;
        f.row = nx;
    }
    err->offset = k;
    err->at_end = k == len;
    urival__row_expected(f.m, f.row, err);
    urival__attribute(rule, s, k, err);
}

const char *urival_version(void)
{
    return PACKAGE_VERSION;
}
