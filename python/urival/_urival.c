/*
 * _urival.c - the CPython extension behind `import urival`.
 *
 * A binding uses the public header alone (HACKING.md, the layer rule): every
 * function here calls the library as any program would.  The Python-level
 * types that are cheaper to write in Python (the enums, Rule, InvalidURI,
 * the small result tuples) live in urival/__init__.py, which hands them to
 * this module once at import through _init().
 *
 * Text: str and bytes are both accepted, and a result has the type of its
 * input.  A str of ASCII characters is read in place (its 1-byte data is its
 * UTF-8); any other str is read as UTF-8 (lone surrogates as
 * "surrogatepass" writes them, so that they are invalid where they stand),
 * and every offset reported is mapped back from bytes to code points.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include <urival.h>

PyMODINIT_FUNC PyInit__urival(void);

/* A str's data can be read (always, from Python 3.12 on). */
#if PY_VERSION_HEX < 0x030C0000
#define STR_READY(o) PyUnicode_IS_READY(o)
#else
#define STR_READY(o) 1
#endif

/* Inputs at least this long are matched with the GIL released. */
#define BIG_INPUT ((size_t)16384)

/* ------------------------------------------------------------------------
 * Objects handed over by urival/__init__.py (_init), and module state.
 * ---------------------------------------------------------------------- */

static PyObject *InvalidURI;   /* class InvalidURI(ValueError) */
static PyObject *InvalidIRI;   /* class InvalidIRI(InvalidURI) */
static PyObject *Unavailable;  /* class FeatureUnavailableError(RuntimeError) */
static PyObject *Unreachable;  /* class UnreachableError(ValueError) */
static PyObject *HostKinds;    /* tuple: HostKind member by value */
static PyObject *Rungs;        /* tuple: Equivalence member by value */
static PyObject *Statuses;     /* tuple: Status member by value */
static PyObject *URIInfo;      /* IntFlag class */
static PyObject *ExtractedCls; /* namedtuple Extracted */
static PyObject *URNMatchCls;  /* namedtuple URNMatch */
static PyObject *LineErrorCls; /* namedtuple LineError */
static PyObject *Draft05Cls;   /* namedtuple Draft05Resolution */
static PyObject *RuleCache;    /* dict: rule name as given -> int id */
static PyObject *EnumBase;     /* enum.Enum */
static PyObject *PctSetCls;    /* IntEnum PctSet */
static PyObject *ProfileCls;   /* IntEnum URNProfile */

#define RULE_CACHE_MAX 4096

/* ------------------------------------------------------------------------
 * Arguments
 * ---------------------------------------------------------------------- */

/* Maps the arguments of a METH_FASTCALL | METH_KEYWORDS call onto out[],
 * one slot per name of the NULL-terminated names[]: the first npos may be
 * given by position, the first nreq must be given.  Absent slots are
 * NULL.  Borrowed references. */
static int args_parse(const char *fn, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                      const char *const *names, Py_ssize_t npos, Py_ssize_t nreq, PyObject **out)
{
    Py_ssize_t n = 0;
    while (names[n])
        out[n++] = NULL;
    if (nargs > npos) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %zd positional argument%s (%zd given)",
                     fn, npos, npos == 1 ? "" : "s", nargs);
        return -1;
    }
    for (Py_ssize_t i = 0; i < nargs; i++)
        out[i] = args[i];
    if (kwnames) {
        Py_ssize_t nk = PyTuple_GET_SIZE(kwnames);
        for (Py_ssize_t k = 0; k < nk; k++) {
            PyObject *key = PyTuple_GET_ITEM(kwnames, k);
            Py_ssize_t j = 0;
            while (j < n && PyUnicode_CompareWithASCIIString(key, names[j]) != 0)
                j++;
            if (j == n) {
                PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", fn,
                             key);
                return -1;
            }
            if (out[j]) {
                PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", fn,
                             names[j]);
                return -1;
            }
            out[j] = args[nargs + k];
        }
    }
    for (Py_ssize_t i = 0; i < nreq; i++) {
        if (!out[i]) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s' (pos %zd)", fn,
                         names[i], i + 1);
            return -1;
        }
    }
    return 0;
}

/* A flag argument: absent is 0; anything else by its truth. */
static int flag_arg(PyObject *o)
{
    return o ? PyObject_IsTrue(o) : 0;
}

/* ------------------------------------------------------------------------
 * Text: an argument held as bytes for the library
 * ---------------------------------------------------------------------- */

typedef struct held {
    PyObject *obj;   /* str or bytes: the input (a bytes copy of other buffers,
                      * a memoryview of one too long to take) */
    PyObject *owner; /* bytes holding s when it is no str's own data, else NULL */
    const char *s;
    size_t len;
    int is_str; /* results are str */
    int ascii;  /* byte offsets are offsets in the input's units */
} held;

#define HELD_INIT                                                                                  \
    {                                                                                              \
        NULL, NULL, NULL, 0, 0, 1                                                                  \
    }

static void held_clear(held *h)
{
    Py_CLEAR(h->obj);
    Py_CLEAR(h->owner);
    h->s = NULL;
    h->len = 0;
}

/* Takes o (str, bytes or a bytes-like object) for the library; fn and arg
 * name the call in a TypeError. */
static int held_set(held *h, PyObject *o, const char *fn, const char *arg)
{
    h->obj = h->owner = NULL;
    h->s = NULL;
    h->len = 0;
    h->is_str = 0;
    h->ascii = 1;
    if (PyUnicode_Check(o)) {
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(o) < 0)
            return -1;
#endif
        h->is_str = 1;
        if (PyUnicode_IS_ASCII(o)) {
            h->s = (const char *)PyUnicode_DATA(o);
            h->len = (size_t)PyUnicode_GET_LENGTH(o);
        } else {
            Py_ssize_t n;
            const char *u = PyUnicode_AsUTF8AndSize(o, &n);
            h->ascii = 0;
            if (u) {
                h->s = u;
                h->len = (size_t)n;
            } else {
                if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
                    return -1;
                PyErr_Clear();
                h->owner = PyUnicode_AsEncodedString(o, "utf-8", "surrogatepass");
                if (!h->owner)
                    return -1;
                h->s = PyBytes_AS_STRING(h->owner);
                h->len = (size_t)PyBytes_GET_SIZE(h->owner);
            }
        }
        Py_INCREF(o);
        h->obj = o;
        return 0;
    }
    if (PyBytes_Check(o)) {
        h->s = PyBytes_AS_STRING(o);
        h->len = (size_t)PyBytes_GET_SIZE(o);
        Py_INCREF(o);
        h->obj = o;
        return 0;
    }
    if (PyObject_CheckBuffer(o)) {
        /* A copy, so that no other thread can change the bytes while the
         * library reads them with the GIL released; but not of more than
         * URIVAL_MAX_INPUT bytes, which every function refuses unread: a
         * memoryview holds those as they are, and the refusal is the
         * ValueError it is for bytes, not a gigabyte's copy first (or a
         * MemoryError in its place). */
        Py_buffer view;
        if (PyObject_GetBuffer(o, &view, PyBUF_FULL_RO) == 0) {
            size_t n = (size_t)view.len;
            PyBuffer_Release(&view);
            if (n > URIVAL_MAX_INPUT) {
                PyObject *mv = PyMemoryView_FromObject(o);
                if (!mv)
                    return -1;
                h->obj = mv;
                h->s = (const char *)PyMemoryView_GET_BUFFER(mv)->buf;
                h->len = (size_t)PyMemoryView_GET_BUFFER(mv)->len;
                return 0;
            }
        } else {
            PyErr_Clear(); /* PyBytes_FromObject() says what is wrong */
        }
        PyObject *copy = PyBytes_FromObject(o);
        if (!copy)
            return -1;
        h->obj = copy;
        h->s = PyBytes_AS_STRING(copy);
        h->len = (size_t)PyBytes_GET_SIZE(copy);
        return 0;
    }
    PyErr_Format(PyExc_TypeError, "%s() argument '%s' must be str or bytes, not %.100s", fn, arg,
                 Py_TYPE(o)->tp_name);
    return -1;
}

/* Two inputs of one call must be of one kind, as os.path.join wants. */
static int held_same_kind(const held *a, const held *b, const char *fn)
{
    if (a->is_str != b->is_str) {
        PyErr_Format(PyExc_TypeError, "%s() cannot mix str and bytes arguments", fn);
        return -1;
    }
    return 0;
}

/* How many characters begin in h->s[0..byte): where an iterator's last
 * offset was, so that the next one is counted from there and a text with
 * many matches is read once, not once a match. */
typedef struct units_cursor {
    size_t byte;
    Py_ssize_t units;
} units_cursor;

/* The offset in the input's units (code points for a str) of byte off,
 * counted on from *c (from the start when off is before it): a byte inside
 * a character maps to that character. */
static Py_ssize_t held_units_from(const held *h, units_cursor *c, size_t off)
{
    if (h->ascii)
        return (Py_ssize_t)off;
    if (off > h->len)
        off = h->len;
    if (off < c->byte) {
        c->byte = 0;
        c->units = 0;
    }
    for (; c->byte < off; c->byte++)
        if (((unsigned char)h->s[c->byte] & 0xC0) != 0x80)
            c->units++;
    Py_ssize_t n = c->units;
    if (off < h->len && ((unsigned char)h->s[off] & 0xC0) == 0x80 && n > 0)
        n--;
    return n;
}

static Py_ssize_t held_units(const held *h, size_t off)
{
    units_cursor c = { 0, 0 };
    return held_units_from(h, &c, off);
}

/* A result of the input's kind from bytes p[0..n). */
static PyObject *text_out(int is_str, const char *p, size_t n)
{
    if (is_str)
        return PyUnicode_DecodeUTF8(p, (Py_ssize_t)n, "surrogatepass");
    return PyBytes_FromStringAndSize(p, (Py_ssize_t)n);
}

/* The input's bytes s[off..off+n) as the input's kind. */
static PyObject *held_slice(const held *h, size_t off, size_t n)
{
    if (h->is_str && h->ascii && PyUnicode_Check(h->obj))
        return PyUnicode_Substring(h->obj, (Py_ssize_t)off, (Py_ssize_t)(off + n));
    return text_out(h->is_str, h->s + off, n);
}

/* ------------------------------------------------------------------------
 * Output buffers: the library writes like snprintf; a second call gets
 * the room the first said it needs.
 * ---------------------------------------------------------------------- */

typedef struct outbuf {
    char stack[256];
    char *p;
    size_t cap;
    size_t need;
} outbuf;

static void outbuf_init(outbuf *o)
{
    o->p = o->stack;
    o->cap = sizeof o->stack;
    o->need = 0;
}

static int outbuf_grow(outbuf *o)
{
    size_t cap = o->need + 1;
    char *p = PyMem_Malloc(cap);
    if (!p) {
        PyErr_NoMemory();
        return -1;
    }
    if (o->p != o->stack)
        PyMem_Free(o->p);
    o->p = p;
    o->cap = cap;
    return 0;
}

static void outbuf_free(outbuf *o)
{
    if (o->p != o->stack)
        PyMem_Free(o->p);
    o->p = o->stack;
}

/* st = CALL, with the GIL released when big (an input of BIG_INPUT bytes
 * or more): the library touches no Python object. */
#define CALL_RELEASED(big, st, CALL)                                                               \
    do {                                                                                           \
        if (big) {                                                                                 \
            Py_BEGIN_ALLOW_THREADS(st) = (CALL);                                                   \
            Py_END_ALLOW_THREADS                                                                   \
        } else {                                                                                   \
            (st) = (CALL);                                                                         \
        }                                                                                          \
    } while (0)

/* Runs CALL (which writes into o.p, o.cap, &o.need and returns a status
 * into st) until the whole result fits.  On a memory error st is EINVAL
 * and a Python error is set: the caller checks PyErr_Occurred(). */
#define WRITE(st, o, big, CALL)                                                                    \
    do {                                                                                           \
        for (;;) {                                                                                 \
            CALL_RELEASED(big, st, CALL);                                                          \
            if ((st) != URIVAL_OK || (o).need < (o).cap)                                           \
                break;                                                                             \
            if (outbuf_grow(&(o)) < 0) {                                                           \
                (st) = URIVAL_EINVAL;                                                              \
                break;                                                                             \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* ------------------------------------------------------------------------
 * Errors
 * ---------------------------------------------------------------------- */

static PyObject *status_obj(urival_status st)
{
    if (Statuses && (Py_ssize_t)st < PyTuple_GET_SIZE(Statuses)) {
        PyObject *m = PyTuple_GET_ITEM(Statuses, (Py_ssize_t)st);
        Py_INCREF(m);
        return m;
    }
    return PyLong_FromLong((long)st);
}

static int set_attr(PyObject *o, const char *name, PyObject *v)
{
    if (!v)
        return -1;
    int r = PyObject_SetAttrString(o, name, v);
    Py_DECREF(v);
    return r;
}

static PyObject *str_or_none(const char *s)
{
    if (s)
        return PyUnicode_FromString(s);
    Py_RETURN_NONE;
}

/* The library's message buf[0..n) about h's text, whose offsets are in
 * bytes, with the two it may give (its leading "offset N:", where the
 * failure is, and an IRI hint's "(from offset N)", where the character at
 * fault begins) in h's units.  The hint ends the message and quotes no
 * input, so its text is the last "(from offset " there: one inside the
 * quoted input stays as it is. */
static PyObject *message_in_units(const char *buf, size_t n, size_t offset, const held *h)
{
    static const char from[] = " (from offset ";
    char lead[48], out_lead[48] = "", out_from[48] = "";
    size_t lead_n = 0, at = n, from_n = 0, i;
    int k = snprintf(lead, sizeof lead, "offset %zu:", offset);
    if (k > 0 && (size_t)k <= n && memcmp(buf, lead, (size_t)k) == 0) {
        lead_n = (size_t)k;
        snprintf(out_lead, sizeof out_lead, "offset %zd:", held_units(h, offset));
    }
    for (i = n >= lead_n + sizeof from - 1 ? n - (sizeof from - 1) + 1 : 0; i-- > lead_n;) {
        if (memcmp(buf + i, from, sizeof from - 1) == 0) {
            size_t d = i + sizeof from - 1, byte = 0;
            while (d < n && buf[d] >= '0' && buf[d] <= '9' && byte <= h->len)
                byte = byte * 10 + (size_t)(buf[d++] - '0');
            if (d < n && buf[d] == ')' && d > i + sizeof from - 1 && byte <= h->len) {
                at = i;
                from_n = d + 1 - i;
                snprintf(out_from, sizeof out_from, "%s%zd)", from, held_units(h, byte));
            }
            break;
        }
    }
    PyObject *head = PyUnicode_DecodeASCII(buf + lead_n, (Py_ssize_t)(at - lead_n), "replace");
    PyObject *tail =
        PyUnicode_DecodeASCII(buf + at + from_n, (Py_ssize_t)(n - at - from_n), "replace");
    PyObject *msg =
        (head && tail) ? PyUnicode_FromFormat("%s%U%s%U", out_lead, head, out_from, tail) : NULL;
    Py_XDECREF(head);
    Py_XDECREF(tail);
    return msg;
}

/* The library's one-line message for err about h's text, its offsets given
 * in the input's units (message_in_units()). */
static PyObject *error_message(const urival_error *err, const held *h)
{
    char stack[512];
    char *buf = stack;
    size_t need = 0;
    PyObject *msg = NULL;
    urival_error e = *err;
    if (e.status == URIVAL_EBASE)
        e.status = URIVAL_ESYNTAX; /* explained in full (urival.h, urival_resolve) */
    const char *s = h ? h->s : NULL;
    size_t len = h ? h->len : 0;
    if (urival_error_message(&e, s, len, buf, sizeof stack, &need) != URIVAL_OK)
        return PyUnicode_FromString(urival_strstatus(err->status));
    if (need >= sizeof stack) {
        buf = PyMem_Malloc(need + 1);
        if (!buf)
            return PyErr_NoMemory();
        if (urival_error_message(&e, s, len, buf, need + 1, &need) != URIVAL_OK) {
            PyMem_Free(buf);
            return PyUnicode_FromString(urival_strstatus(err->status));
        }
    }
    if (h && !h->ascii)
        msg = message_in_units(buf, need, err->offset, h);
    else
        msg = PyUnicode_DecodeASCII(buf, (Py_ssize_t)need, "replace");
    if (buf != stack)
        PyMem_Free(buf);
    return msg;
}

/* An instance of cls (InvalidURI or InvalidIRI), not raised, for a
 * failure err of input h, the argument arg of the call. */
static PyObject *invalid_new_as(PyObject *cls, urival_status st, const urival_error *err,
                                const held *h, const char *arg)
{
    urival_error e = *err;
    e.status = st;
    PyObject *msg = error_message(&e, h);
    if (!msg)
        return NULL;
    PyObject *exc = PyObject_CallOneArg(cls, msg);
    Py_DECREF(msg);
    if (!exc)
        return NULL;
    int syntax = st == URIVAL_ESYNTAX || st == URIVAL_EBASE;
    PyObject *expected = NULL;
    if (syntax) {
        char buf[1024];
        size_t need = 0;
        urival_error x = e;
        x.status = URIVAL_ESYNTAX;
        if (urival_error_expected(&x, buf, sizeof buf, &need) == URIVAL_OK) {
            if (need < sizeof buf) {
                expected = PyUnicode_DecodeASCII(buf, (Py_ssize_t)need, "replace");
            } else {
                char *big = PyMem_Malloc(need + 1);
                if (!big) {
                    Py_DECREF(exc);
                    return PyErr_NoMemory();
                }
                if (urival_error_expected(&x, big, need + 1, &need) == URIVAL_OK)
                    expected = PyUnicode_DecodeASCII(big, (Py_ssize_t)need, "replace");
                PyMem_Free(big);
            }
        }
        if (!expected && !PyErr_Occurred())
            expected = Py_NewRef(Py_None);
    } else {
        expected = Py_NewRef(Py_None);
    }
    if (set_attr(exc, "offset", PyLong_FromSsize_t(held_units(h, e.offset))) < 0 ||
        set_attr(exc, "rule_start", PyLong_FromSsize_t(held_units(h, e.rule_start))) < 0 ||
        set_attr(exc, "rule", str_or_none(e.rule)) < 0 ||
        set_attr(exc, "grammar", str_or_none(e.grammar)) < 0 ||
        set_attr(exc, "expected", expected) < 0 ||
        set_attr(exc, "at_end", PyBool_FromLong(e.at_end)) < 0 ||
        set_attr(exc, "end_ok", PyBool_FromLong(e.end_ok)) < 0 ||
        set_attr(exc, "status", status_obj(st)) < 0 ||
        set_attr(exc, "input", Py_NewRef(h->obj)) < 0 ||
        set_attr(exc, "argument", str_or_none(arg)) < 0) {
        Py_DECREF(exc);
        return NULL;
    }
    return exc;
}

static PyObject *invalid_new(urival_status st, const urival_error *err, const held *h,
                             const char *arg)
{
    return invalid_new_as(InvalidURI, st, err, h, arg);
}

/* Raises the Python exception for a failed call: cls (InvalidURI, or
 * InvalidIRI for an IRI) for what the input is (syntax, the base, the URN
 * and IRI rules, "%00"), UnreachableError, ValueError for what the
 * arguments are.  h is the input err describes. */
static PyObject *raise_status_as(PyObject *cls, urival_status st, const urival_error *err,
                                 const held *h, const char *arg, const char *fn)
{
    if (PyErr_Occurred())
        return NULL;
    switch (st) {
    case URIVAL_OK:
        PyErr_Format(PyExc_SystemError, "%s(): no error to raise", fn);
        return NULL;
    case URIVAL_EINVAL:
        PyErr_Format(PyExc_ValueError, "%s(): invalid argument", fn);
        return NULL;
    case URIVAL_ERANGE:
        PyErr_Format(PyExc_ValueError, "%s(): input longer than %zu bytes (URIVAL_MAX_INPUT)", fn,
                     (size_t)URIVAL_MAX_INPUT);
        return NULL;
    case URIVAL_EUNREACHABLE:
        PyErr_Format(Unreachable, "%s(): %s", fn, urival_strstatus(st));
        return NULL;
    default: {
        if (!err || !h) {
            PyErr_Format(PyExc_ValueError, "%s(): %s", fn, urival_strstatus(st));
            return NULL;
        }
        PyObject *exc = invalid_new_as(cls, st, err, h, arg);
        if (!exc)
            return NULL;
        PyErr_SetObject(cls, exc);
        Py_DECREF(exc);
        return NULL;
    }
    }
}

static PyObject *raise_status(urival_status st, const urival_error *err, const held *h,
                              const char *arg, const char *fn)
{
    return raise_status_as(InvalidURI, st, err, h, arg, fn);
}

/* ------------------------------------------------------------------------
 * Rules
 * ---------------------------------------------------------------------- */

/* The value of the int o, or -2 for one too big for a long either way (no
 * id or set is: the caller's range check refuses it with ValueError);
 * -1 with an exception set on failure. */
static long small_long(PyObject *o)
{
    int overflow;
    long v = PyLong_AsLongAndOverflow(o, &overflow);
    return overflow ? -2 : v;
}

/* bool is an int, but True given where a name or an enum's value goes
 * is no value the caller meant (rule id 1, set 1, profile 1): rather a
 * flag in the wrong place, such as a second positional argument.  Raises
 * TypeError for it ("argument 'NAME' must be WANTED, not bool"). */
static int refuse_bool(PyObject *o, const char *fn, const char *name, const char *wanted)
{
    if (!PyBool_Check(o))
        return 0;
    PyErr_Format(PyExc_TypeError, "%s() argument '%s' must be %s, not bool", fn, name, wanted);
    return -1;
}

/* The same for an enum member other than one of own (NULL: the argument
 * takes no enum): an IntEnum is an int too, so Status.OK given as a rule
 * was rule id 0 and PctSet.HOST rule id 1, a mix-up no caller means.
 * Raises TypeError naming the member's class. */
static int refuse_foreign(PyObject *o, const char *fn, const char *name, const char *wanted,
                          PyObject *own)
{
    int member;
    if (refuse_bool(o, fn, name, wanted) < 0)
        return -1;
    if (!PyLong_Check(o) || PyLong_CheckExact(o) || !EnumBase ||
        (own && PyObject_TypeCheck(o, (PyTypeObject *)own)))
        return 0;
    member = PyObject_IsInstance(o, EnumBase);
    if (member <= 0)
        return member;
    PyErr_Format(PyExc_TypeError, "%s() argument '%s' must be %s, not %.100s", fn, name, wanted,
                 Py_TYPE(o)->tp_name);
    return -1;
}

/* The UTF-8 of the name o as a C string, or NULL with no error set when
 * no name could be o: it holds a NUL or a lone surrogate (which UTF-8
 * cannot encode), so the caller's "unknown" error names the argument;
 * NULL with an error set for any other failure. */
static const char *name_utf8(PyObject *o)
{
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(o, &n);
    if (!s && PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
        PyErr_Clear();
    return s && (size_t)n == strlen(s) ? s : NULL;
}

/* The rule of argument o: None or absent is def; an int (Rule is one) an
 * id; a str a name, "NAME" or "GRAMMAR:NAME", as urival_rule_lookup()
 * takes it. */
static int rule_arg(PyObject *o, urival_rule def, urival_rule *out, const char *fn)
{
    if (!o || o == Py_None) {
        *out = def;
        return 0;
    }
    if (refuse_foreign(o, fn, "rule", "a rule name (str), a Rule or a rule id", NULL) < 0)
        return -1;
    if (PyLong_Check(o)) {
        long v = small_long(o);
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (v < 0 || (unsigned long)v >= urival_rule_count()) {
            PyErr_Format(PyExc_ValueError, "%s(): no rule has the id %R (argument 'rule')", fn, o);
            return -1;
        }
        *out = (urival_rule)v;
        return 0;
    }
    if (!PyUnicode_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s() argument 'rule' must be str, Rule or int, not %.100s",
                     fn, Py_TYPE(o)->tp_name);
        return -1;
    }
    PyObject *hit = PyDict_GetItemWithError(RuleCache, o);
    if (hit) {
        *out = (urival_rule)PyLong_AsLong(hit);
        return 0;
    }
    if (PyErr_Occurred())
        return -1;
    const char *name = name_utf8(o);
    if (!name && PyErr_Occurred())
        return -1;
    char grammar[64];
    const char *g = NULL, *colon = name ? strchr(name, ':') : NULL;
    if (name) {
        if (colon && (size_t)(colon - name) < sizeof grammar) {
            memcpy(grammar, name, (size_t)(colon - name));
            grammar[colon - name] = '\0';
            g = grammar;
            name = colon + 1;
        }
        if (!(colon && !g) && urival_rule_lookup(g, name, out) == URIVAL_OK) {
            if (PyDict_GET_SIZE(RuleCache) >= RULE_CACHE_MAX)
                PyDict_Clear(RuleCache);
            PyObject *id = PyLong_FromLong((long)*out);
            if (!id || PyDict_SetItem(RuleCache, o, id) < 0) {
                Py_XDECREF(id);
                return -1;
            }
            Py_DECREF(id);
            return 0;
        }
    }
    PyErr_Format(PyExc_ValueError,
                 "%s(): unknown rule %R (a rule's ABNF name, or GRAMMAR:NAME; "
                 "urival.rules() lists them)",
                 fn, o);
    return -1;
}

/* ------------------------------------------------------------------------
 * Parsed objects: a held input and spans into it
 * ---------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD held h;
} ViewObject;

/* d[key] = v, v's reference taken (v NULL: a failure already raised).
 * Returns 0, or -1 with an exception set. */
static int dict_put(PyObject *d, const char *key, PyObject *v)
{
    int rc = v != NULL ? PyDict_SetItemString(d, key, v) : -1;
    Py_XDECREF(v);
    return rc;
}

static PyObject *view_part(ViewObject *v, urival_span sp, int defined)
{
    if (!defined)
        Py_RETURN_NONE;
    return held_slice(&v->h, sp.off, sp.len);
}

static PyObject *view_span(ViewObject *v, urival_span sp, int defined)
{
    if (!defined)
        Py_RETURN_NONE;
    return Py_BuildValue("(nn)", held_units(&v->h, sp.off), held_units(&v->h, sp.off + sp.len));
}

static void view_dealloc(PyObject *self)
{
    held_clear(&((ViewObject *)self)->h);
    Py_TYPE(self)->tp_free(self);
}

static PyObject *view_get_text(PyObject *self, void *c)
{
    (void)c;
    return Py_NewRef(((ViewObject *)self)->h.obj);
}

static Py_hash_t view_hash(PyObject *self)
{
    return PyObject_Hash(((ViewObject *)self)->h.obj);
}

static PyObject *view_str(PyObject *self)
{
    ViewObject *v = (ViewObject *)self;
    if (v->h.is_str)
        return Py_NewRef(v->h.obj);
    return PyUnicode_DecodeUTF8(v->h.s, (Py_ssize_t)v->h.len, "backslashreplace");
}

static PyObject *view_bytes(PyObject *self, PyObject *unused)
{
    (void)unused;
    ViewObject *v = (ViewObject *)self;
    if (!v->h.is_str)
        return Py_NewRef(v->h.obj);
    return PyUnicode_AsUTF8String(v->h.obj);
}

/* The index of name among names[0..n), or -1 with a TypeError or a
 * ValueError that name the function fn. */
static int name_index(PyObject *name, const char *const *names, int n, const char *what,
                      const char *fn)
{
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "%s(): %s name must be str, not %.100s", fn, what,
                     Py_TYPE(name)->tp_name);
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (names[i] && PyUnicode_CompareWithASCIIString(name, names[i]) == 0)
            return i;
    PyErr_Format(PyExc_ValueError, "%s(): unknown %s %R", fn, what, name);
    return -1;
}

/* ------------------------------------------------------------------------
 * URI
 * ---------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD held h;
    urival_uri u;
    urival_rule rule;
} URIObject;

static PyTypeObject URIType;

static const char *const uri_attr[URIVAL_URI_PART_COUNT] = { "scheme", "authority", "userinfo",
                                                             "host",   "port",      "path",
                                                             "query",  "fragment" };

/* An IRI is parsed into the same urival_uri as a URI (urival.h, the IRI
 * section), so class IRI shares URI's layout and most of its members. */
static PyTypeObject IRIType;

typedef urival_status (*parse_fn)(urival_rule, const char *, size_t, urival_uri *, urival_error *);

static urival_status parse_run(parse_fn parse, urival_rule rule, const held *h, urival_uri *u,
                               urival_error *err)
{
    urival_status st;
    CALL_RELEASED(h->len >= BIG_INPUT, st, parse(rule, h->s, h->len, u, err));
    return st;
}

static int parse_rule_ok(urival_rule r)
{
    return r == URIVAL_RULE_RFC3986_URI || r == URIVAL_RULE_RFC3986_URI_REFERENCE ||
           r == URIVAL_RULE_RFC3986_RELATIVE_REF || r == URIVAL_RULE_RFC3986_ABSOLUTE_URI;
}

static int iri_rule_ok(urival_rule r)
{
    return r == URIVAL_RULE_RFC3987_IRI || r == URIVAL_RULE_RFC3987_IRI_REFERENCE ||
           r == URIVAL_RULE_RFC3987_IRELATIVE_REF || r == URIVAL_RULE_RFC3987_ABSOLUTE_IRI;
}

/* The rules urival_uri_parse() (iri 0) or urival_iri_parse() (iri 1) take;
 * ValueError for another. */
static int check_parse_rule(int iri, urival_rule rule, const char *fn)
{
    if (iri ? iri_rule_ok(rule) : parse_rule_ok(rule))
        return 0;
    PyErr_Format(PyExc_ValueError, "%s(): rule must be %s, not %s", fn,
                 iri ? "IRI, IRI-reference, irelative-ref or absolute-IRI"
                     : "URI, URI-reference, relative-ref or absolute-URI",
                 urival_rule_name(rule));
    return -1;
}

/* Parses o as rule into a new URI object, or IRI object when type is
 * IRIType. */
static PyObject *uri_new_from(PyTypeObject *type, PyObject *o, urival_rule rule, const char *fn)
{
    int iri = type == &IRIType;
    if (check_parse_rule(iri, rule, fn) < 0)
        return NULL;
    URIObject *self = (URIObject *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    if (held_set(&self->h, o, fn, "s") < 0) {
        Py_DECREF(self);
        return NULL;
    }
    urival_error err;
    urival_status st =
        parse_run(iri ? urival_iri_parse : urival_uri_parse, rule, &self->h, &self->u, &err);
    if (st != URIVAL_OK) {
        raise_status_as(iri ? InvalidIRI : InvalidURI, st, &err, &self->h, "s", fn);
        Py_DECREF(self);
        return NULL;
    }
    self->rule = rule;
    return (PyObject *)self;
}

static PyObject *uri_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "s", "rule", NULL };
    int iri = type == &IRIType;
    PyObject *s, *r = NULL;
    urival_rule rule;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, iri ? "O|O:IRI" : "O|O:URI", kwlist, &s, &r))
        return NULL;
    if (rule_arg(r, iri ? URIVAL_RULE_RFC3987_IRI_REFERENCE : URIVAL_RULE_RFC3986_URI_REFERENCE,
                 &rule, iri ? "IRI" : "URI") < 0)
        return NULL;
    return uri_new_from(type, s, rule, iri ? "IRI" : "URI");
}

static int uri_has(const URIObject *u, int c)
{
    return (u->u.defined >> c) & 1u;
}

static PyObject *uri_get_part(PyObject *self, void *closure)
{
    URIObject *u = (URIObject *)self;
    int c = (int)(intptr_t)closure;
    return view_part((ViewObject *)self, u->u.part[c], uri_has(u, c));
}

static PyObject *uri_get_port(PyObject *self, void *closure)
{
    (void)closure;
    URIObject *u = (URIObject *)self;
    urival_span sp = u->u.part[URIVAL_URI_PART_PORT];
    if (!uri_has(u, URIVAL_URI_PART_PORT) || sp.len == 0)
        Py_RETURN_NONE;
    if (u->u.info & URIVAL_URI_INFO_PORT_NUMBER)
        return PyLong_FromLong((long)u->u.port_number);
    /* A port beyond 16 bits: its decimal value, as int() reads it. */
    PyObject *digits = PyUnicode_DecodeASCII(u->h.s + sp.off, (Py_ssize_t)sp.len, "strict");
    if (!digits)
        return NULL;
    PyObject *v = PyLong_FromUnicodeObject(digits, 10);
    Py_DECREF(digits);
    return v;
}

static PyObject *uri_get_host_kind(PyObject *self, void *closure)
{
    (void)closure;
    URIObject *u = (URIObject *)self;
    Py_ssize_t k = (Py_ssize_t)u->u.host_kind;
    if (HostKinds && k < PyTuple_GET_SIZE(HostKinds))
        return Py_NewRef(PyTuple_GET_ITEM(HostKinds, k));
    return PyLong_FromSsize_t(k);
}

static PyObject *uri_get_info(PyObject *self, void *closure)
{
    (void)closure;
    PyObject *v = PyLong_FromUnsignedLong(((URIObject *)self)->u.info);
    if (!v || !URIInfo)
        return v;
    PyObject *r = PyObject_CallOneArg(URIInfo, v);
    Py_DECREF(v);
    return r;
}

static PyObject *uri_get_bit(PyObject *self, void *closure)
{
    unsigned bit = (unsigned)(uintptr_t)closure;
    return PyBool_FromLong((((URIObject *)self)->u.info & bit) != 0);
}

static PyObject *uri_get_rule(PyObject *self, void *closure)
{
    (void)closure;
    return PyUnicode_FromString(urival_rule_name(((URIObject *)self)->rule));
}

static PyObject *uri_get_absolute(PyObject *self, void *closure)
{
    (void)closure;
    return PyBool_FromLong(uri_has((URIObject *)self, URIVAL_URI_PART_SCHEME));
}

static PyObject *uri_recompose(PyObject *self, PyObject *unused)
{
    (void)unused;
    URIObject *u = (URIObject *)self;
    outbuf o;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, 0, urival_uri_recompose(&u->u, u->h.s, u->h.len, o.p, o.cap, &o.need));
    PyObject *r = NULL;
    if (st == URIVAL_OK)
        r = text_out(u->h.is_str, o.p, o.need);
    else if (!PyErr_Occurred())
        PyErr_SetString(PyExc_SystemError, "urival_uri_recompose() failed");
    outbuf_free(&o);
    return r;
}

static PyObject *uri_span(PyObject *self, PyObject *name)
{
    URIObject *u = (URIObject *)self;
    int c = name_index(name, uri_attr, URIVAL_URI_PART_COUNT, "component", "span");
    if (c < 0)
        return NULL;
    return view_span((ViewObject *)self, u->u.part[c], uri_has(u, c));
}

static PyObject *uri_components(PyObject *self, PyObject *unused)
{
    (void)unused;
    URIObject *u = (URIObject *)self;
    PyObject *d = PyDict_New();
    if (!d)
        return NULL;
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (dict_put(d, uri_attr[c], view_part((ViewObject *)self, u->u.part[c], uri_has(u, c))) <
            0) {
            Py_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static PyObject *uri_repr(PyObject *self)
{
    URIObject *u = (URIObject *)self;
    int iri = Py_TYPE(self) == &IRIType;
    const char *cls = iri ? "IRI" : "URI";
    if (u->rule == (iri ? URIVAL_RULE_RFC3987_IRI_REFERENCE : URIVAL_RULE_RFC3986_URI_REFERENCE))
        return PyUnicode_FromFormat("urival.%s(%R)", cls, u->h.obj);
    /* Rule names are ASCII letters, digits and "-": quoted as repr() would. */
    return PyUnicode_FromFormat("urival.%s(%R, rule='%s')", cls, u->h.obj,
                                urival_rule_name(u->rule));
}

static PyObject *uri_richcompare(PyObject *a, PyObject *b, int op)
{
    /* A URI and an IRI of one text are not equal: they were read by
     * different grammars. */
    if (Py_TYPE(b) != Py_TYPE(a) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    URIObject *x = (URIObject *)a, *y = (URIObject *)b;
    int eq = x->h.is_str == y->h.is_str && x->rule == y->rule;
    if (eq) {
        eq = PyObject_RichCompareBool(x->h.obj, y->h.obj, Py_EQ);
        if (eq < 0)
            return NULL;
    }
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static PyObject *uri_reduce(PyObject *self, PyObject *unused)
{
    (void)unused;
    URIObject *u = (URIObject *)self;
    PyObject *rule =
        PyUnicode_FromFormat("%s:%s", urival_rule_grammar(u->rule), urival_rule_name(u->rule));
    if (!rule)
        return NULL;
    return Py_BuildValue("(O(ON))", (PyObject *)Py_TYPE(self), u->h.obj, rule);
}

/* compose() and iri_compose(): the components from a mapping of names to
 * text or None. */
static PyObject *compose_parts(PyObject *const *vals, const char *fn, int iri);

/* 1 when t's authority, given whole beside any of userinfo, host and
 * port, is not the one those build: the library takes the authority and
 * drops the parts unchecked, so parts that disagree with it were not
 * meant (what components() gives agrees). */
static int authority_disagrees(const urival_uri_texts *t)
{
    const urival_text *a = &t->part[URIVAL_URI_PART_AUTHORITY];
    const urival_text *ui = &t->part[URIVAL_URI_PART_USERINFO];
    const urival_text *h = &t->part[URIVAL_URI_PART_HOST];
    const urival_text *port = &t->part[URIVAL_URI_PART_PORT];
    size_t at = 0;
    if (!a->defined || !(ui->defined || h->defined || port->defined))
        return 0;
#define TAKE(p, n)                                                                                 \
    do {                                                                                           \
        if ((n) > a->len - at || memcmp(a->ptr + at, (p), (n)) != 0)                               \
            return 1;                                                                              \
        at += (n);                                                                                 \
    } while (0)
    if (ui->defined) {
        TAKE(ui->ptr, ui->len);
        TAKE("@", 1);
    }
    if (h->defined)
        TAKE(h->ptr, h->len);
    if (port->defined) {
        TAKE(":", 1);
        TAKE(port->ptr, port->len);
    }
#undef TAKE
    return at != a->len;
}

static PyObject *uri_replace(PyObject *self, PyObject *args, PyObject *kwds)
{
    URIObject *u = (URIObject *)self;
    if (PyTuple_GET_SIZE(args) != 0) {
        PyErr_SetString(PyExc_TypeError, "replace() takes keyword arguments only");
        return NULL;
    }
    PyObject *vals[URIVAL_URI_PART_COUNT];
    int have_auth_parts = 0, have_authority = 0;
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        vals[c] = NULL;
    if (kwds) {
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(kwds, &pos, &key, &value)) {
            /* The keywords are replace()'s parameters, so an unknown one is
             * the TypeError Python raises for any call, as compose() gives;
             * ValueError stays for a known component's bad value.  The
             * call passes replace(**{1: 2})'s key as it is: checked here. */
            if (!PyUnicode_Check(key)) {
                PyErr_SetString(PyExc_TypeError, "replace() keywords must be strings");
                return NULL;
            }
            int c = 0;
            while (c < URIVAL_URI_PART_COUNT &&
                   PyUnicode_CompareWithASCIIString(key, uri_attr[c]) != 0)
                c++;
            if (c == URIVAL_URI_PART_COUNT) {
                PyErr_Format(PyExc_TypeError, "replace() got an unexpected keyword argument '%U'",
                             key);
                return NULL;
            }
            vals[c] = value;
            if (c == URIVAL_URI_PART_USERINFO || c == URIVAL_URI_PART_HOST ||
                c == URIVAL_URI_PART_PORT)
                have_auth_parts = 1;
            if (c == URIVAL_URI_PART_AUTHORITY)
                have_authority = 1;
        }
    }
    PyObject *keep[URIVAL_URI_PART_COUNT];
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        keep[c] = NULL;
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        if (vals[c])
            continue;
        /* A changed userinfo, host or port rebuilds the authority from them;
         * a changed authority replaces all three. */
        if (c == URIVAL_URI_PART_AUTHORITY && have_auth_parts)
            continue;
        if (have_authority && (c == URIVAL_URI_PART_USERINFO || c == URIVAL_URI_PART_HOST ||
                               c == URIVAL_URI_PART_PORT))
            continue;
        keep[c] = view_part((ViewObject *)self, u->u.part[c], uri_has(u, c));
        if (!keep[c])
            goto fail;
        vals[c] = keep[c];
    }
    PyObject *text = compose_parts(vals, "replace", Py_TYPE(self) == &IRIType);
    PyObject *r = NULL;
    if (text) {
        r = uri_new_from(Py_TYPE(self), text, u->rule, "replace");
        Py_DECREF(text);
    }
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        Py_XDECREF(keep[c]);
    return r;
fail:
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        Py_XDECREF(keep[c]);
    return NULL;
}

#define URI_PART_GET(NAME, C, DOC)                                                                 \
    {                                                                                              \
        NAME, uri_get_part, NULL, DOC, (void *)(intptr_t)(C)                                       \
    }
#define URI_BIT_GET(NAME, BIT, DOC)                                                                \
    {                                                                                              \
        NAME, uri_get_bit, NULL, DOC, (void *)(uintptr_t)(BIT)                                     \
    }

static PyGetSetDef uri_getset[] = {
    URI_PART_GET("scheme", URIVAL_URI_PART_SCHEME, "The scheme, or None."),
    URI_PART_GET("authority", URIVAL_URI_PART_AUTHORITY,
                 "The authority (userinfo@host:port), or None when there is no \"//\"."),
    URI_PART_GET("userinfo", URIVAL_URI_PART_USERINFO,
                 "The userinfo before \"@\", \"\" when empty, None when absent."),
    URI_PART_GET("host", URIVAL_URI_PART_HOST,
                 "The host as written (an IP-literal with its brackets), or None."),
    URI_PART_GET("port_text", URIVAL_URI_PART_PORT,
                 "The port as written: its digits, \"\" after a bare \":\", None when absent."),
    { "port", uri_get_port, NULL,
      "The port as an int, or None when absent or empty.\n\n"
      "Ports above 65535 are valid RFC 3986 (see port_large); their value is\n"
      "int(port_text).",
      NULL },
    URI_PART_GET("path", URIVAL_URI_PART_PATH, "The path: always defined, possibly \"\"."),
    URI_PART_GET("query", URIVAL_URI_PART_QUERY,
                 "The query after \"?\", \"\" when empty, None when absent."),
    URI_PART_GET("fragment", URIVAL_URI_PART_FRAGMENT,
                 "The fragment after \"#\", \"\" when empty, None when absent."),
    { "host_kind", uri_get_host_kind, NULL,
      "Which alternative of RFC 3986 host the host is (a HostKind).", NULL },
    { "info", uri_get_info, NULL, "Every info bit the parse reported, as a URIInfo flag.", NULL },
    URI_BIT_GET("port_large", URIVAL_URI_INFO_PORT_LARGE,
                "True when the port is a number above 65535: valid, but no TCP port."),
    URI_BIT_GET("has_password", URIVAL_URI_INFO_PASSWORD,
                "True when the userinfo holds user:password (RFC 3986 section 3.2.1)."),
    URI_BIT_GET("numeric_host", URIVAL_URI_INFO_NUMERIC_HOST,
                "True for a reg-name of numbers and dots that resolvers may read as an\n"
                "IPv4 address, such as 127.1 (RFC 3986 section 7.4)."),
    URI_BIT_GET("hostlike_userinfo", URIVAL_URI_INFO_HOSTLIKE_USERINFO,
                "True when the userinfo looks like a host name, as in\n"
                "http://bank.example@evil.example/ (RFC 3986 section 7.6)."),
    URI_BIT_GET("pct_control", URIVAL_URI_INFO_PCT_CONTROL,
                "True when %00, %0D or %0A occurs (RFC 3986 section 7.3)."),
    URI_BIT_GET("nondefault_port", URIVAL_URI_INFO_NONDEFAULT_PORT,
                "True for a port number other than the scheme's default (RFC 1738\n"
                "section 6)."),
    { "is_absolute", uri_get_absolute, NULL, "True when the reference has a scheme.", NULL },
    { "rule", uri_get_rule, NULL, "The name of the rule the text was parsed as.", NULL },
    { "text", view_get_text, NULL, "The parsed text itself (str or bytes, as given).", NULL },
    { NULL, NULL, NULL, NULL, NULL }
};

/* The methods URI and IRI share (the same urival_uri spans underneath).
 * clang-format indents the entries of a macro's initializer list unevenly. */
/* clang-format off */
#define PARSED_METHODS                                                                             \
    { "recompose", uri_recompose, METH_NOARGS,                                                     \
      "recompose($self, /)\n--\n\n"                                                                \
      "The reference rebuilt from its components (RFC 3986 section 5.3, which\n"                   \
      "RFC 3987 applies to IRIs): equal to the parsed text, byte for byte." },                     \
    { "span", uri_span, METH_O,                                                                    \
      "span($self, name, /)\n--\n\n"                                                               \
      "(start, end) of component name in the text, in its units (code\n"                           \
      "points for a str, bytes for bytes), or None when the component is\n"                        \
      "undefined." },                                                                              \
    { "components", uri_components, METH_NOARGS,                                                   \
      "components($self, /)\n--\n\n"                                                               \
      "A dict of the eight components: scheme, authority, userinfo, host,\n"                       \
      "port (its text), path, query, fragment; None for undefined ones." },                        \
    { "__reduce__", uri_reduce, METH_NOARGS, NULL }
/* clang-format on */

static PyMethodDef uri_methods[] = {
    PARSED_METHODS,
    { "replace", (PyCFunction)(void (*)(void))uri_replace, METH_VARARGS | METH_KEYWORDS,
      "replace($self, /, **components)\n--\n\n"
      "A new URI with the components given replaced (None removes one),\n"
      "composed and checked as urival.compose() does, and parsed with the\n"
      "same rule.  Changing userinfo, host or port rebuilds the authority." },
    { "__bytes__", view_bytes, METH_NOARGS, "The text as bytes." },
    { NULL, NULL, 0, NULL }
};

static PyTypeObject URIType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival.URI",
    .tp_basicsize = sizeof(URIObject),
    .tp_dealloc = view_dealloc,
    .tp_repr = uri_repr,
    .tp_hash = view_hash,
    .tp_str = view_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "URI(s, rule='URI-reference')\n--\n\n"
              "An RFC 3986 reference taken apart: immutable, hashable.\n\n"
              "Components are None when undefined and \"\" when empty (http://a?\n"
              "has an empty query, http://a none); they have the type of the text\n"
              "(str or bytes).  URI(s) is urival.parse(s).",
    .tp_richcompare = uri_richcompare,
    .tp_methods = uri_methods,
    .tp_getset = uri_getset,
    .tp_new = uri_tp_new,
};

/* ------------------------------------------------------------------------
 * Matching and parsing
 * ---------------------------------------------------------------------- */

static const char *const kw_s_rule[] = { "s", "rule", NULL };

static urival_status match_held(urival_rule rule, const held *h, urival_error *err)
{
    urival_status st;
    CALL_RELEASED(h->len >= BIG_INPUT, st, urival_match(rule, h->s, h->len, err));
    return st;
}

static PyObject *py_is_valid(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                             PyObject *kwnames)
{
    (void)m;
    PyObject *a[2];
    urival_rule rule;
    if (args_parse("is_valid", args, nargs, kwnames, kw_s_rule, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3986_URI_REFERENCE, &rule, "is_valid") < 0)
        return NULL;
    PyObject *o = a[0];
    /* The common case without a reference count: an ASCII str or bytes. */
    const char *s;
    size_t len;
    if (PyUnicode_Check(o) && STR_READY(o) && PyUnicode_IS_ASCII(o)) {
        s = (const char *)PyUnicode_DATA(o);
        len = (size_t)PyUnicode_GET_LENGTH(o);
    } else if (PyBytes_Check(o)) {
        s = PyBytes_AS_STRING(o);
        len = (size_t)PyBytes_GET_SIZE(o);
    } else {
        held h;
        if (held_set(&h, o, "is_valid", "s") < 0)
            return NULL;
        urival_status st = match_held(rule, &h, NULL);
        held_clear(&h);
        if (st == URIVAL_ERANGE)
            return raise_status(st, NULL, NULL, "s", "is_valid");
        return PyBool_FromLong(st == URIVAL_OK);
    }
    urival_status st;
    CALL_RELEASED(len >= BIG_INPUT, st, urival_match(rule, s, len, NULL));
    if (st == URIVAL_ERANGE)
        return raise_status(st, NULL, NULL, "s", "is_valid");
    return PyBool_FromLong(st == URIVAL_OK);
}

static PyObject *py_validate(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                             PyObject *kwnames)
{
    (void)m;
    PyObject *a[2];
    urival_rule rule;
    held h;
    if (args_parse("validate", args, nargs, kwnames, kw_s_rule, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3986_URI_REFERENCE, &rule, "validate") < 0 ||
        held_set(&h, a[0], "validate", "s") < 0)
        return NULL;
    urival_error err;
    urival_status st = match_held(rule, &h, &err);
    PyObject *r =
        st == URIVAL_OK ? Py_NewRef(Py_None) : raise_status(st, &err, &h, "s", "validate");
    held_clear(&h);
    return r;
}

static PyObject *py_parse(PyObject *m, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    PyObject *a[2];
    urival_rule rule;
    if (args_parse("parse", args, nargs, kwnames, kw_s_rule, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3986_URI_REFERENCE, &rule, "parse") < 0)
        return NULL;
    return uri_new_from(&URIType, a[0], rule, "parse");
}

/* ------------------------------------------------------------------------
 * compose
 * ---------------------------------------------------------------------- */

/* 1 when s[0..n) holds one of the bidirectional formatting characters
 * RFC 3987 section 4.1 forbids (U+200E, U+200F, U+202A to U+202E: E2 80
 * 8E, 8F, AA to AE in UTF-8), which urival_iri_compose() refuses in a
 * component the grammar takes. */
static int has_bidi_format(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i + 2 < n; i++)
        if (p[i] == 0xE2 && p[i + 1] == 0x80 &&
            (p[i + 2] == 0x8E || p[i + 2] == 0x8F || (p[i + 2] >= 0xAA && p[i + 2] <= 0xAE)))
            return 1;
    return 0;
}

/* The component urival_uri_compose() (urival_iri_compose() with iri)
 * refused in t: err names the rule that failed inside it (IPv6address in
 * a host, pct-encoded in a query), not the component, so each is matched
 * again in the library's order (scheme; userinfo, host and port, or the
 * authority; the path; query; fragment) against the rule urival.h says it
 * is checked against, an IRI's also for section 4.1. */
static int compose_culprit(const urival_uri_texts *t, int iri)
{
    const urival_text *p = t->part;
    int built = !p[URIVAL_URI_PART_AUTHORITY].defined && p[URIVAL_URI_PART_HOST].defined;
    int has_authority = built || p[URIVAL_URI_PART_AUTHORITY].defined;
    const urival_text *path = &p[URIVAL_URI_PART_PATH];
    /* Each rule as RFC 3986 names it, then as RFC 3987 does. */
    enum {
        SCHEME,
        USERINFO,
        HOST,
        PORT,
        AUTHORITY,
        ABEMPTY,
        EMPTY,
        ABSOLUTE,
        ROOTLESS,
        NOSCHEME,
        QUERY,
        FRAGMENT,
        NRULES
    };
    static const urival_rule rules[2][NRULES] = {
        { URIVAL_RULE_RFC3986_SCHEME, URIVAL_RULE_RFC3986_USERINFO, URIVAL_RULE_RFC3986_HOST,
          URIVAL_RULE_RFC3986_PORT, URIVAL_RULE_RFC3986_AUTHORITY, URIVAL_RULE_RFC3986_PATH_ABEMPTY,
          URIVAL_RULE_RFC3986_PATH_EMPTY, URIVAL_RULE_RFC3986_PATH_ABSOLUTE,
          URIVAL_RULE_RFC3986_PATH_ROOTLESS, URIVAL_RULE_RFC3986_PATH_NOSCHEME,
          URIVAL_RULE_RFC3986_QUERY, URIVAL_RULE_RFC3986_FRAGMENT },
        { URIVAL_RULE_RFC3987_SCHEME, URIVAL_RULE_RFC3987_IUSERINFO, URIVAL_RULE_RFC3987_IHOST,
          URIVAL_RULE_RFC3987_PORT, URIVAL_RULE_RFC3987_IAUTHORITY,
          URIVAL_RULE_RFC3987_IPATH_ABEMPTY, URIVAL_RULE_RFC3987_IPATH_EMPTY,
          URIVAL_RULE_RFC3987_IPATH_ABSOLUTE, URIVAL_RULE_RFC3987_IPATH_ROOTLESS,
          URIVAL_RULE_RFC3987_IPATH_NOSCHEME, URIVAL_RULE_RFC3987_IQUERY,
          URIVAL_RULE_RFC3987_IFRAGMENT },
    };
    const urival_rule *r = rules[iri != 0];
    urival_rule path_rule = has_authority                       ? r[ABEMPTY]
                            : path->len == 0                    ? r[EMPTY]
                            : path->ptr[0] == '/'               ? r[ABSOLUTE]
                            : p[URIVAL_URI_PART_SCHEME].defined ? r[ROOTLESS]
                                                                : r[NOSCHEME];
    const struct {
        int part, checked;
        urival_rule rule;
    } order[] = {
        { URIVAL_URI_PART_SCHEME, 1, r[SCHEME] },
        { URIVAL_URI_PART_USERINFO, built, r[USERINFO] },
        { URIVAL_URI_PART_HOST, built, r[HOST] },
        { URIVAL_URI_PART_PORT, built, r[PORT] },
        { URIVAL_URI_PART_AUTHORITY, !built, r[AUTHORITY] },
        { URIVAL_URI_PART_PATH, 1, path_rule },
        { URIVAL_URI_PART_QUERY, 1, r[QUERY] },
        { URIVAL_URI_PART_FRAGMENT, 1, r[FRAGMENT] },
    };
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const urival_text *c = &p[order[i].part];
        if (order[i].checked && c->defined &&
            (urival_match(order[i].rule, c->ptr, c->len, NULL) != URIVAL_OK ||
             (iri && has_bidi_format(c->ptr, c->len))))
            return order[i].part;
    }
    return URIVAL_URI_PART_PATH;
}

/* vals: one object (or NULL / None for undefined) per urival_uri_part; the
 * port may be an int. */
static PyObject *compose_parts(PyObject *const *vals, const char *fn, int iri)
{
    held h[URIVAL_URI_PART_COUNT];
    urival_uri_texts t;
    int is_str = -1, ok = 0;
    PyObject *r = NULL;
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        h[c].obj = h[c].owner = NULL;
        t.part[c].ptr = NULL;
        t.part[c].len = 0;
        t.part[c].defined = 0;
    }
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++) {
        PyObject *v = vals[c];
        if (!v || v == Py_None)
            continue;
        PyObject *tmp = NULL;
        if (c == URIVAL_URI_PART_PORT && refuse_bool(v, fn, "port", "int, str or bytes") < 0)
            goto done;
        if (c == URIVAL_URI_PART_PORT && PyLong_Check(v)) {
            int neg = PyObject_RichCompareBool(v, Py_False, Py_LT);
            PyObject *exact;
            if (neg != 0) {
                if (neg > 0)
                    PyErr_Format(PyExc_ValueError, "%s(): port must not be negative", fn);
                goto done;
            }
            /* The number's digits, whatever str() of a subclass says. */
            exact = PyNumber_Index(v);
            tmp = exact ? PyLong_Type.tp_str(exact) : NULL;
            Py_XDECREF(exact);
            if (!tmp) {
                /* Past sys.get_int_max_str_digits(): Python writes no
                 * such number in decimal, but a str of its digits is a
                 * port RFC 3986 takes (port = *DIGIT). */
                if (PyErr_ExceptionMatches(PyExc_ValueError)) {
                    PyErr_Clear();
                    PyErr_Format(PyExc_ValueError,
                                 "%s(): port has more digits than Python writes as a "
                                 "str (sys.get_int_max_str_digits()); give its digits "
                                 "as a str",
                                 fn);
                }
                goto done;
            }
            v = tmp;
        } else if (c == URIVAL_URI_PART_PORT && !PyUnicode_Check(v) && !PyObject_CheckBuffer(v)) {
            PyErr_Format(PyExc_TypeError,
                         "%s() argument 'port' must be int, str or bytes, not %.100s", fn,
                         Py_TYPE(v)->tp_name);
            goto done;
        }
        int rc = held_set(&h[c], v, fn, uri_attr[c]);
        Py_XDECREF(tmp);
        if (rc < 0)
            goto done;
        if (!(c == URIVAL_URI_PART_PORT && PyLong_Check(vals[c]))) {
            if (is_str >= 0 && is_str != h[c].is_str) {
                PyErr_Format(PyExc_TypeError, "%s() cannot mix str and bytes components", fn);
                goto done;
            }
            is_str = h[c].is_str;
        }
        t.part[c].ptr = h[c].s;
        t.part[c].len = h[c].len;
        t.part[c].defined = 1;
    }
    if (!t.part[URIVAL_URI_PART_PATH].defined) {
        t.part[URIVAL_URI_PART_PATH].ptr = "";
        t.part[URIVAL_URI_PART_PATH].defined = 1;
    }
    if (is_str < 0)
        is_str = 1;
    if (authority_disagrees(&t)) {
        PyErr_Format(PyExc_ValueError,
                     "%s(): the authority given is not the userinfo, host and port given "
                     "beside it",
                     fn);
        goto done;
    }
    {
        outbuf o;
        urival_error err;
        urival_status st;
        outbuf_init(&o);
        WRITE(st, o, 0,
              (iri ? urival_iri_compose : urival_uri_compose)(&t, o.p, o.cap, &o.need, &err));
        if (st == URIVAL_OK) {
            r = text_out(is_str, o.p, o.need);
            ok = 1;
        } else if (st == URIVAL_EINVAL && !PyErr_Occurred()) {
            PyErr_Format(PyExc_ValueError,
                         "%s(): userinfo or port without a host, or no authority to put them in",
                         fn);
        } else if (!PyErr_Occurred()) {
            /* err's offset is relative to the failing component's start. */
            int bad = compose_culprit(&t, iri);
            PyObject *cls = iri ? InvalidIRI : InvalidURI;
            if (h[bad].obj) {
                raise_status_as(cls, st, &err, &h[bad], uri_attr[bad], fn);
            } else {
                held e = HELD_INIT;
                e.obj = PyUnicode_FromString("");
                e.s = "";
                if (e.obj)
                    raise_status_as(cls, st, &err, &e, uri_attr[bad], fn);
                held_clear(&e);
            }
        }
        outbuf_free(&o);
    }
done:
    (void)ok;
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        held_clear(&h[c]);
    return r;
}

/* compose() and iri_compose(): keyword arguments only, one for each
 * component, in urival_uri_part order. */
static PyObject *compose_call(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                              const char *fn, int iri)
{
    static const char *const names[] = { "scheme", "authority", "userinfo", "host", "port",
                                         "path",   "query",     "fragment", NULL };
    PyObject *a[URIVAL_URI_PART_COUNT];
    if (args_parse(fn, args, nargs, kwnames, names, 0, 0, a) < 0)
        return NULL;
    return compose_parts(a, fn, iri);
}

static PyObject *py_compose(PyObject *m, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return compose_call(args, nargs, kwnames, "compose", 0);
}

static PyObject *py_iri_compose(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                PyObject *kwnames)
{
    (void)m;
    return compose_call(args, nargs, kwnames, "iri_compose", 1);
}

/* ------------------------------------------------------------------------
 * Streaming
 * ---------------------------------------------------------------------- */

/* A chunk a stream holds on to, and how much was fed before it. */
typedef struct stream_chunk {
    PyObject *obj;
    size_t bytes;
    Py_ssize_t units;
} stream_chunk;

typedef struct {
    PyObject_HEAD urival_stream st;
    urival_rule rule;
    int spans;
    int kind;         /* -1 nothing fed yet, 0 bytes, 1 str */
    int finished;     /* finish() was called */
    int failed;       /* fed what cannot begin a string, or finished so */
    int busy;         /* feeding with the GIL released */
    size_t bytes;     /* bytes fed */
    Py_ssize_t units; /* units (code points for str) fed */
    /* What maps an offset in bytes back to units (the stream keeps no
     * text): the last two chunks fed up to the first failure, and where
     * the chunks that are all ASCII at the end of it begin. */
    stream_chunk last, prev;
    size_t ascii_bytes;
    Py_ssize_t ascii_units;
} StreamObject;

static int stream_init(PyObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "rule", "spans", NULL };
    StreamObject *s = (StreamObject *)self;
    PyObject *r = NULL;
    int spans = 0;
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Stream(): the stream is being fed in another thread");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O$p:Stream", kwlist, &r, &spans))
        return -1;
    if (rule_arg(r, URIVAL_RULE_RFC3986_URI_REFERENCE, &s->rule, "Stream") < 0)
        return -1;
    if (spans && !parse_rule_ok(s->rule)) {
        PyErr_SetString(PyExc_ValueError, "Stream(): spans=True needs the rule URI, "
                                          "URI-reference, relative-ref or absolute-URI");
        return -1;
    }
    if (urival_stream_init(&s->st, s->rule, spans ? URIVAL_STREAM_FLAG_SPANS : 0) != URIVAL_OK) {
        PyErr_SetString(PyExc_ValueError, "Stream(): invalid arguments");
        return -1;
    }
    s->spans = spans;
    s->busy = 0;
    s->kind = -1;
    s->finished = 0;
    s->failed = 0;
    s->bytes = 0;
    s->units = 0;
    s->ascii_bytes = 0;
    s->ascii_units = 0;
    Py_CLEAR(s->last.obj);
    Py_CLEAR(s->prev.obj);
    return 0;
}

static void stream_dealloc(PyObject *self)
{
    Py_CLEAR(((StreamObject *)self)->last.obj);
    Py_CLEAR(((StreamObject *)self)->prev.obj);
    Py_TYPE(self)->tp_free(self);
}

/* The offset in units of byte x of what was fed: exact in the chunks that
 * are ASCII at the end and in the two chunks held; before those, counted
 * as if the bytes between were ASCII (a lower bound, as python/README.md says). */
static Py_ssize_t stream_units(const StreamObject *s, size_t x)
{
    const stream_chunk *held_chunks[2] = { &s->last, &s->prev };
    const stream_chunk *oldest = &s->last;
    if (x >= s->ascii_bytes)
        return s->ascii_units + (Py_ssize_t)(x - s->ascii_bytes);
    for (int i = 0; i < 2; i++) {
        const stream_chunk *c = held_chunks[i];
        held h;
        if (!c->obj)
            continue;
        oldest = c;
        if (x < c->bytes)
            continue;
        if (held_set(&h, c->obj, "finish", "chunk") == 0) {
            Py_ssize_t u = c->units + held_units(&h, x - c->bytes);
            held_clear(&h);
            return u;
        }
        PyErr_Clear();
    }
    if (!oldest->obj || oldest->bytes - x > (size_t)oldest->units)
        return 0;
    return oldest->units - (Py_ssize_t)(oldest->bytes - x);
}

static PyObject *stream_feed(PyObject *self, PyObject *chunk)
{
    StreamObject *s = (StreamObject *)self;
    if (s->finished) {
        PyErr_SetString(PyExc_ValueError, "feed(): the stream is finished");
        return NULL;
    }
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "feed(): the stream is being fed in another thread");
        return NULL;
    }
    held h;
    if (held_set(&h, chunk, "feed", "chunk") < 0)
        return NULL;
    if (s->kind >= 0 && s->kind != h.is_str) {
        held_clear(&h);
        PyErr_SetString(PyExc_TypeError, "feed(): cannot mix str and bytes chunks");
        return NULL;
    }
    s->kind = h.is_str;
    urival_status st;
    if (h.len >= BIG_INPUT) {
        s->busy = 1;
        Py_BEGIN_ALLOW_THREADS st = urival_stream_feed(&s->st, h.s, h.len);
        Py_END_ALLOW_THREADS s->busy = 0;
    } else {
        st = urival_stream_feed(&s->st, h.s, h.len);
    }
    if (st == URIVAL_ERANGE || st == URIVAL_EINVAL) {
        /* Past MAX_INPUT the C stream stays failed (finish() says RANGE):
         * ok says so too.  EINVAL left it as it was. */
        if (st == URIVAL_ERANGE)
            s->failed = 1;
        held_clear(&h);
        return raise_status(st, NULL, NULL, "chunk", "feed");
    }
    /* The chunk fed is held until the stream ends (the first failure's
     * offsets lie in the chunk it came in or before), the one two back is
     * let go last: its release may run Python code that uses the stream,
     * which must find it whole. */
    PyObject *dropped = NULL;
    if (!s->failed) {
        dropped = s->prev.obj;
        s->prev = s->last;
        s->last.obj = Py_NewRef(h.obj);
        s->last.bytes = s->bytes;
        s->last.units = s->units;
        if (st == URIVAL_ESYNTAX)
            s->failed = 1;
        if (!h.ascii) {
            s->ascii_bytes = s->bytes + h.len;
            s->ascii_units = s->units + (h.is_str ? PyUnicode_GET_LENGTH(h.obj) : 0);
        }
    }
    s->bytes += h.len;
    s->units += h.is_str ? PyUnicode_GET_LENGTH(h.obj) : (Py_ssize_t)h.len;
    int open = !s->failed;
    held_clear(&h);
    Py_XDECREF(dropped);
    return PyBool_FromLong(open);
}

/* Raises the InvalidURI of a stream's failure, e, with its offsets in
 * units; kind is the stream's kind of chunk. */
static void raise_stream_error(urival_status st, const urival_error *e, Py_ssize_t units,
                               Py_ssize_t start, int kind)
{
    held whole = HELD_INIT;
    /* The message quotes no bytes (the stream keeps none): offsets only. */
    whole.obj = kind == 0 ? PyBytes_FromStringAndSize("", 0) : PyUnicode_FromString("");
    whole.s = "";
    whole.is_str = kind != 0;
    if (!whole.obj)
        return;
    PyObject *exc = invalid_new(st, e, &whole, "chunk");
    held_clear(&whole);
    if (!exc)
        return;
    if (st == URIVAL_ESYNTAX) {
        char buf[512];
        size_t need = 0;
        PyObject *msg = NULL;
        if (urival_error_expected(e, buf, sizeof buf, &need) == URIVAL_OK && need < sizeof buf)
            msg = PyUnicode_FromFormat("offset %zd: %s: expected %s", units,
                                       e->rule ? e->rule : "?", buf);
        if (msg) {
            PyObject *argt = PyTuple_Pack(1, msg);
            Py_DECREF(msg);
            if (!argt || PyObject_SetAttrString(exc, "args", argt) < 0) {
                Py_XDECREF(argt);
                Py_DECREF(exc);
                return;
            }
            Py_DECREF(argt);
        }
    }
    if (set_attr(exc, "offset", PyLong_FromSsize_t(units)) < 0 ||
        set_attr(exc, "rule_start", PyLong_FromSsize_t(start)) < 0 ||
        set_attr(exc, "input", Py_NewRef(Py_None)) < 0) {
        Py_DECREF(exc);
        return;
    }
    PyErr_SetObject(InvalidURI, exc);
    Py_DECREF(exc);
}

/* The spans of a finished stream, component -> (start, end) or None. */
static PyObject *stream_spans(const urival_uri *u)
{
    PyObject *d = PyDict_New();
    for (int c = 0; d && c < URIVAL_URI_PART_COUNT; c++) {
        PyObject *v;
        if ((u->defined >> c) & 1u)
            v = Py_BuildValue("(nn)", (Py_ssize_t)u->part[c].off,
                              (Py_ssize_t)(u->part[c].off + u->part[c].len));
        else
            v = Py_NewRef(Py_None);
        if (dict_put(d, uri_attr[c], v) < 0)
            Py_CLEAR(d);
    }
    return d;
}

static PyObject *stream_finish(PyObject *self, PyObject *unused)
{
    (void)unused;
    StreamObject *s = (StreamObject *)self;
    PyObject *res = NULL, *last, *prev;
    if (s->finished) {
        PyErr_SetString(PyExc_ValueError, "finish(): the stream is finished already");
        return NULL;
    }
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "finish(): the stream is being fed in another thread");
        return NULL;
    }
    urival_uri u;
    urival_error err;
    urival_status st = urival_stream_finish(&s->st, s->spans ? &u : NULL, &err);
    s->finished = 1;
    if (st != URIVAL_OK) {
        s->failed = 1;
        /* Offsets in the units of what was fed: from the chunk the failure
         * came in, or past everything when the input ended too early. */
        raise_stream_error(st, &err, stream_units(s, err.offset), stream_units(s, err.rule_start),
                           s->kind);
    } else if (!s->spans) {
        res = Py_NewRef(Py_None);
    } else {
        res = stream_spans(&u);
    }
    /* The chunks are let go of last: their release may run Python code
     * (a str subclass's __del__) that uses the stream. */
    last = s->last.obj;
    prev = s->prev.obj;
    s->last.obj = s->prev.obj = NULL;
    Py_XDECREF(last);
    Py_XDECREF(prev);
    return res;
}

static PyObject *stream_get_fed(PyObject *self, void *c)
{
    (void)c;
    return PyLong_FromSsize_t(((StreamObject *)self)->units);
}

static PyObject *stream_get_ok(PyObject *self, void *c)
{
    (void)c;
    return PyBool_FromLong(!((StreamObject *)self)->failed);
}

static PyMethodDef stream_methods[] = {
    { "feed", stream_feed, METH_O,
      "feed($self, chunk, /)\n--\n\n"
      "Feeds the next piece (str or bytes, one kind per stream).  Returns True\n"
      "while what was fed can still begin a valid string, False once it\n"
      "cannot (later chunks change nothing)." },
    { "finish", stream_finish, METH_NOARGS,
      "finish($self, /)\n--\n\n"
      "Ends the stream.  Raises InvalidURI (offset and expected as\n"
      "urival.validate() gives them for the whole text; rule the rule\n"
      "streamed, or inside an escape the escape's, where validate() may\n"
      "name a rule nested deeper; the message quotes no bytes) unless\n"
      "everything fed is a string of the rule.  Returns\n"
      "None, or with spans=True a dict of component -> (start, end) or None." },
    { NULL, NULL, 0, NULL }
};

static PyGetSetDef stream_getset[] = {
    { "fed", stream_get_fed, NULL, "How much was fed, in the units of the chunks.", NULL },
    { "ok", stream_get_ok, NULL,
      "False once what was fed cannot begin a valid string (a feed past\n"
      "MAX_INPUT too), and after a finish() that raised.",
      NULL },
    { NULL, NULL, NULL, NULL, NULL }
};

static PyTypeObject StreamType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival.Stream",
    .tp_basicsize = sizeof(StreamObject),
    .tp_dealloc = stream_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Stream(rule='URI-reference', *, spans=False)\n--\n\n"
              "Validates a string that arrives in pieces, in constant memory: the\n"
              "verdict and error offset are those of urival.validate() on the whole\n"
              "string, whatever the chunks.  With spans=True (rule URI,\n"
              "URI-reference, relative-ref or absolute-URI) finish() also returns\n"
              "the components' spans.",
    .tp_methods = stream_methods,
    .tp_getset = stream_getset,
    .tp_init = stream_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------------
 * Reference operations
 * ---------------------------------------------------------------------- */

/* Which of two inputs an error is about, when the library does not say:
 * the first when it fails rule alone. */
static int first_fails(urival_rule rule, const held *a)
{
    return urival_match(rule, a->s, a->len, NULL) != URIVAL_OK;
}

/* True when h is no IRI-reference: which input of two an error is about,
 * where the library does not say. */
static int iri_fails(const held *h)
{
    urival_uri u;
    return urival_iri_parse(URIVAL_RULE_RFC3987_IRI_REFERENCE, h->s, h->len, &u, NULL) != URIVAL_OK;
}

/* Which of base and the other input an error of resolve() or relativize()
 * is about: the base for URIVAL_EBASE, and for the IRI refusals beyond the
 * grammar when the base is refused so. */
static int about_base(urival_status st, const held *base)
{
    if (st == URIVAL_EBASE)
        return 1;
    return (st == URIVAL_EIRI_BIDI || st == URIVAL_EIRI_UTF8) && iri_fails(base);
}

/* The reference operations, for URIs or (iri 1) for IRIs, which the
 * library gives the same arguments. */
static PyObject *ref_resolve(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, int iri)
{
    static const char *const names[] = { "base", "ref", "strict", NULL };
    const char *fn = iri ? "iri_resolve" : "resolve";
    PyObject *cls = iri ? InvalidIRI : InvalidURI;
    PyObject *a[3];
    held b, r;
    if (args_parse(fn, args, nargs, kwnames, names, 3, 2, a) < 0)
        return NULL;
    int strict = a[2] ? PyObject_IsTrue(a[2]) : 1;
    if (strict < 0 || held_set(&b, a[0], fn, "base") < 0)
        return NULL;
    if (held_set(&r, a[1], fn, "ref") < 0) {
        held_clear(&b);
        return NULL;
    }
    PyObject *res = NULL;
    if (held_same_kind(&b, &r, fn) == 0) {
        outbuf o;
        urival_error err;
        urival_status st;
        int big = b.len + r.len >= BIG_INPUT;
        unsigned flags = strict ? 0u : URIVAL_RESOLVE_FLAG_NON_STRICT;
        outbuf_init(&o);
        WRITE(st, o, big,
              (iri ? urival_iri_resolve : urival_resolve)(b.s, b.len, r.s, r.len, flags, o.p, o.cap,
                                                          &o.need, &err));
        if (st == URIVAL_OK)
            res = text_out(b.is_str, o.p, o.need);
        else if (about_base(st, &b))
            raise_status_as(cls, st, &err, &b, "base", fn);
        else
            raise_status_as(cls, st, &err, &r, "ref", fn);
        outbuf_free(&o);
    }
    held_clear(&b);
    held_clear(&r);
    return res;
}

static PyObject *py_resolve(PyObject *m, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return ref_resolve(args, nargs, kwnames, 0);
}

static PyObject *py_remove_dot_segments(PyObject *m, PyObject *arg)
{
    (void)m;
    held h;
    if (held_set(&h, arg, "remove_dot_segments", "path") < 0)
        return NULL;
    outbuf o;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, h.len >= BIG_INPUT, urival_remove_dot_segments(h.s, h.len, o.p, o.cap, &o.need));
    PyObject *res = st == URIVAL_OK ? text_out(h.is_str, o.p, o.need)
                                    : raise_status(st, NULL, &h, "path", "remove_dot_segments");
    outbuf_free(&o);
    held_clear(&h);
    return res;
}

static PyObject *ref_normalize(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, int iri)
{
    static const char *const names[] = { "s", "scheme", "ipv6", NULL };
    const char *fn = iri ? "iri_normalize" : "normalize";
    PyObject *a[3];
    held h;
    if (args_parse(fn, args, nargs, kwnames, names, 1, 1, a) < 0)
        return NULL;
    int scheme = flag_arg(a[1]), ipv6 = flag_arg(a[2]);
    if (scheme < 0 || ipv6 < 0 || held_set(&h, a[0], fn, "s") < 0)
        return NULL;
    unsigned flags =
        (scheme ? URIVAL_NORMALIZE_FLAG_SCHEME : 0u) | (ipv6 ? URIVAL_NORMALIZE_FLAG_IPV6 : 0u);
    outbuf o;
    urival_error err;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, h.len >= BIG_INPUT,
          (iri ? urival_iri_normalize : urival_normalize)(h.s, h.len, flags, o.p, o.cap, &o.need,
                                                          &err));
    PyObject *res = st == URIVAL_OK
                        ? text_out(h.is_str, o.p, o.need)
                        : raise_status_as(iri ? InvalidIRI : InvalidURI, st, &err, &h, "s", fn);
    outbuf_free(&o);
    held_clear(&h);
    return res;
}

static PyObject *py_normalize(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames)
{
    (void)m;
    return ref_normalize(args, nargs, kwnames, 0);
}

/* The Equivalence member of a rung. */
static PyObject *rung_obj(urival_equivalence rung)
{
    Py_ssize_t i = (Py_ssize_t)rung;
    if (Rungs && i < PyTuple_GET_SIZE(Rungs))
        return Py_NewRef(PyTuple_GET_ITEM(Rungs, i));
    return PyLong_FromSsize_t(i);
}

static PyObject *ref_compare(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, int iri)
{
    static const char *const names[] = { "a", "b", "ipv6", "ignore_fragment", NULL };
    const char *fn = iri ? "iri_compare" : "compare";
    PyObject *a[4];
    held x, y;
    if (args_parse(fn, args, nargs, kwnames, names, 2, 2, a) < 0)
        return NULL;
    int ipv6 = flag_arg(a[2]), nofrag = flag_arg(a[3]);
    if (ipv6 < 0 || nofrag < 0 || held_set(&x, a[0], fn, "a") < 0)
        return NULL;
    if (held_set(&y, a[1], fn, "b") < 0) {
        held_clear(&x);
        return NULL;
    }
    PyObject *res = NULL;
    if (held_same_kind(&x, &y, fn) == 0) {
        unsigned flags = (ipv6 ? URIVAL_NORMALIZE_FLAG_IPV6 : 0u) |
                         (nofrag ? URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT : 0u);
        urival_equivalence rung = URIVAL_COMPARE_RUNG_DIFFERENT;
        urival_error err;
        urival_status st;
        CALL_RELEASED(x.len + y.len >= BIG_INPUT, st,
                      (iri ? urival_iri_compare : urival_compare)(x.s, x.len, y.s, y.len, flags,
                                                                  &rung, &err));
        PyObject *cls = iri ? InvalidIRI : InvalidURI;
        if (st == URIVAL_OK)
            res = rung_obj(rung);
        /* The library reports a first, then b. */
        else if (iri ? iri_fails(&x)
                     : st == URIVAL_ESYNTAX && first_fails(URIVAL_RULE_RFC3986_URI_REFERENCE, &x))
            raise_status_as(cls, st, &err, &x, "a", fn);
        else
            raise_status_as(cls, st, &err, &y, "b", fn);
    }
    held_clear(&x);
    held_clear(&y);
    return res;
}

static PyObject *py_compare(PyObject *m, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    return ref_compare(args, nargs, kwnames, 0);
}

static PyObject *ref_relativize(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, int iri)
{
    static const char *const names[] = { "base", "target", NULL };
    const char *fn = iri ? "iri_relativize" : "relativize";
    PyObject *cls = iri ? InvalidIRI : InvalidURI;
    PyObject *a[2];
    held b, t;
    if (args_parse(fn, args, nargs, kwnames, names, 2, 2, a) < 0 ||
        held_set(&b, a[0], fn, "base") < 0)
        return NULL;
    if (held_set(&t, a[1], fn, "target") < 0) {
        held_clear(&b);
        return NULL;
    }
    PyObject *res = NULL;
    if (held_same_kind(&b, &t, fn) == 0) {
        outbuf o;
        urival_error err;
        urival_status st;
        outbuf_init(&o);
        WRITE(st, o, b.len + t.len >= BIG_INPUT,
              (iri ? urival_iri_relativize : urival_relativize)(b.s, b.len, t.s, t.len, o.p, o.cap,
                                                                &o.need, &err));
        if (st == URIVAL_OK)
            res = text_out(b.is_str, o.p, o.need);
        else if (about_base(st, &b))
            raise_status_as(cls, st, &err, &b, "base", fn);
        else
            raise_status_as(cls, st, &err, &t, "target", fn);
        outbuf_free(&o);
    }
    held_clear(&b);
    held_clear(&t);
    return res;
}

static PyObject *py_relativize(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                               PyObject *kwnames)
{
    (void)m;
    return ref_relativize(args, nargs, kwnames, 0);
}

static PyObject *py_scheme_default_port(PyObject *m, PyObject *arg)
{
    (void)m;
    held h;
    if (held_set(&h, arg, "scheme_default_port", "scheme") < 0)
        return NULL;
    /* The C function has no status to say so; here, as in every function,
     * a longer input is a ValueError, not "no default port". */
    if (h.len > URIVAL_MAX_INPUT) {
        held_clear(&h);
        return raise_status(URIVAL_ERANGE, NULL, NULL, "scheme", "scheme_default_port");
    }
    int port = urival_scheme_default_port(h.s, h.len);
    held_clear(&h);
    if (port < 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(port);
}

/* ------------------------------------------------------------------------
 * IRIs (RFC 3987)
 *
 * The same conventions as for URIs: a str is read as UTF-8 and offsets are
 * given back in code points, bytes are read as they are (so an IRI in
 * bytes may be ill-formed UTF-8, refused with status IRI_UTF8 at the byte).
 * Failures about an IRI raise InvalidIRI, a subclass of InvalidURI.
 * ---------------------------------------------------------------------- */

/* FeatureUnavailableError for a flag or function the library was built
 * without (URIVAL_EUNAVAILABLE). */
static PyObject *raise_unavailable(const char *fn, const char *feature)
{
    int idna = strcmp(feature, "idna") == 0;
    const char *lib = idna ? "libidn2" : "libunistring";
    PyObject *msg = PyUnicode_FromFormat(
        "%s(): %s needs liburival built with %s (configure --with-%s); this one was built "
        "without it (urival.iri_features() says what it has)",
        fn, idna ? "idna=True (IDNA A-labels)" : "Unicode normalization form C", lib, lib);
    if (!msg)
        return NULL;
    PyObject *exc = PyObject_CallOneArg(Unavailable, msg);
    Py_DECREF(msg);
    if (!exc)
        return NULL;
    if (set_attr(exc, "feature", PyUnicode_FromString(feature)) == 0)
        PyErr_SetObject(Unavailable, exc);
    Py_DECREF(exc);
    return NULL;
}

static PyObject *raise_iri(urival_status st, const urival_error *err, const held *h,
                           const char *arg, const char *fn)
{
    return raise_status_as(InvalidIRI, st, err, h, arg, fn);
}

/* iri_is_valid() and iri_validate(): urival_iri_parse() with its checks
 * beyond the grammar. */
static PyObject *iri_check(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, int raise,
                           const char *fn)
{
    PyObject *a[2];
    urival_rule rule;
    held h;
    if (args_parse(fn, args, nargs, kwnames, kw_s_rule, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3987_IRI_REFERENCE, &rule, fn) < 0 ||
        check_parse_rule(1, rule, fn) < 0 || held_set(&h, a[0], fn, "s") < 0)
        return NULL;
    urival_uri u;
    urival_error err;
    urival_status st = parse_run(urival_iri_parse, rule, &h, &u, &err);
    PyObject *r;
    if (st == URIVAL_OK)
        r = raise ? Py_NewRef(Py_None) : Py_NewRef(Py_True);
    else if (!raise && st != URIVAL_ERANGE)
        r = Py_NewRef(Py_False);
    else
        r = raise_iri(st, &err, &h, "s", fn);
    held_clear(&h);
    return r;
}

static PyObject *py_iri_is_valid(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                 PyObject *kwnames)
{
    (void)m;
    return iri_check(args, nargs, kwnames, 0, "iri_is_valid");
}

static PyObject *py_iri_validate(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                 PyObject *kwnames)
{
    (void)m;
    return iri_check(args, nargs, kwnames, 1, "iri_validate");
}

static PyObject *py_iri_parse(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames)
{
    (void)m;
    PyObject *a[2];
    urival_rule rule;
    if (args_parse("iri_parse", args, nargs, kwnames, kw_s_rule, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3987_IRI_REFERENCE, &rule, "iri_parse") < 0)
        return NULL;
    return uri_new_from(&IRIType, a[0], rule, "iri_parse");
}

static PyObject *iri_to_uri_held(const held *h, PyObject *idna_arg, const char *fn)
{
    int idna = flag_arg(idna_arg);
    if (idna < 0)
        return NULL;
    unsigned flags = idna ? URIVAL_IRI_FLAG_IDNA : 0u;
    outbuf o;
    urival_error err;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, idna || h->len >= BIG_INPUT,
          urival_iri_to_uri(h->s, h->len, flags, o.p, o.cap, &o.need, &err));
    PyObject *res;
    if (st == URIVAL_OK)
        res = text_out(h->is_str, o.p, o.need);
    else if (st == URIVAL_EUNAVAILABLE && !PyErr_Occurred())
        res = raise_unavailable(fn, "idna");
    else
        res = raise_iri(st, &err, h, "s", fn);
    outbuf_free(&o);
    return res;
}

static PyObject *py_iri_to_uri(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                               PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "s", "idna", NULL };
    PyObject *a[2];
    held h;
    if (args_parse("iri_to_uri", args, nargs, kwnames, names, 1, 1, a) < 0 ||
        held_set(&h, a[0], "iri_to_uri", "s") < 0)
        return NULL;
    PyObject *res = iri_to_uri_held(&h, a[1], "iri_to_uri");
    held_clear(&h);
    return res;
}

static PyObject *iri_to_uri_m(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames)
{
    static const char *const names[] = { "idna", NULL };
    PyObject *a[1];
    if (args_parse("to_uri", args, nargs, kwnames, names, 0, 0, a) < 0)
        return NULL;
    return iri_to_uri_held(&((URIObject *)self)->h, a[0], "to_uri");
}

/* urival_iri_nfc() or urival_iri_is_nfc() failed on h: every failure is
 * about h, a refused input, or (URIVAL_EIRI_NFC) an IRI whose normalized
 * form is none, the offset at the character where normalization begins
 * to change it. */
static PyObject *raise_nfc(urival_status st, const urival_error *err, const held *h, const char *fn)
{
    if (PyErr_Occurred())
        return NULL;
    if (st == URIVAL_EUNAVAILABLE)
        return raise_unavailable(fn, "nfc");
    return raise_iri(st, err, h, "s", fn);
}

/* uri_to_iri() and (nfc 1) iri_nfc(): one text in, one out. */
static PyObject *iri_map(PyObject *arg, int nfc)
{
    const char *fn = nfc ? "iri_nfc" : "uri_to_iri";
    held h;
    if (held_set(&h, arg, fn, "s") < 0)
        return NULL;
    outbuf o;
    urival_error err;
    urival_status st;
    outbuf_init(&o);
    /* libunistring's work is worth releasing the GIL for at any length. */
    WRITE(st, o, nfc || h.len >= BIG_INPUT,
          nfc ? urival_iri_nfc(h.s, h.len, o.p, o.cap, &o.need, &err)
              : urival_uri_to_iri(h.s, h.len, 0, o.p, o.cap, &o.need, &err));
    PyObject *res;
    if (st == URIVAL_OK)
        res = text_out(h.is_str, o.p, o.need);
    else if (nfc)
        res = raise_nfc(st, &err, &h, fn);
    else /* the input is a URI: its errors are InvalidURI's */
        res = raise_status(st, &err, &h, "s", fn);
    outbuf_free(&o);
    held_clear(&h);
    return res;
}

static PyObject *py_uri_to_iri(PyObject *m, PyObject *arg)
{
    (void)m;
    return iri_map(arg, 0);
}

static PyObject *py_iri_nfc(PyObject *m, PyObject *arg)
{
    (void)m;
    return iri_map(arg, 1);
}

static PyObject *py_iri_is_nfc(PyObject *m, PyObject *arg)
{
    (void)m;
    held h;
    if (held_set(&h, arg, "iri_is_nfc", "s") < 0)
        return NULL;
    int yes = 0;
    urival_error err;
    urival_status st;
    PyObject *res;
    Py_BEGIN_ALLOW_THREADS st = urival_iri_is_nfc(h.s, h.len, &yes, &err);
    Py_END_ALLOW_THREADS if (st == URIVAL_OK) res = PyBool_FromLong(yes);
    else res = raise_nfc(st, &err, &h, "iri_is_nfc");
    held_clear(&h);
    return res;
}

static PyObject *py_iri_resolve(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                PyObject *kwnames)
{
    (void)m;
    return ref_resolve(args, nargs, kwnames, 1);
}

static PyObject *py_iri_normalize(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                  PyObject *kwnames)
{
    (void)m;
    return ref_normalize(args, nargs, kwnames, 1);
}

static PyObject *py_iri_compare(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                PyObject *kwnames)
{
    (void)m;
    return ref_compare(args, nargs, kwnames, 1);
}

static PyObject *py_iri_relativize(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                   PyObject *kwnames)
{
    (void)m;
    return ref_relativize(args, nargs, kwnames, 1);
}

static PyObject *py_iri_features(PyObject *m, PyObject *unused)
{
    (void)m;
    (void)unused;
    return PyLong_FromUnsignedLong(urival_iri_features());
}

static PyMethodDef iri_methods[] = {
    PARSED_METHODS,
    { "replace", (PyCFunction)(void (*)(void))uri_replace, METH_VARARGS | METH_KEYWORDS,
      "replace($self, /, **components)\n--\n\n"
      "A new IRI with the components given replaced (None removes one),\n"
      "composed and checked as urival.iri_compose() does, and parsed with the\n"
      "same rule.  Changing userinfo, host or port rebuilds the authority." },
    { "to_uri", (PyCFunction)(void (*)(void))iri_to_uri_m, METH_FASTCALL | METH_KEYWORDS,
      "to_uri($self, /, *, idna=False)\n--\n\n"
      "urival.iri_to_uri() of the text: the URI this IRI maps to." },
    { "__bytes__", view_bytes, METH_NOARGS, "The text as bytes (UTF-8)." },
    { NULL, NULL, 0, NULL }
};

static PyTypeObject IRIType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival.IRI",
    .tp_basicsize = sizeof(URIObject),
    .tp_dealloc = view_dealloc,
    .tp_repr = uri_repr,
    .tp_hash = view_hash,
    .tp_str = view_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "IRI(s, rule='IRI-reference')\n--\n\n"
              "An RFC 3987 IRI reference taken apart: immutable, hashable.\n\n"
              "The same members as URI; components keep their\n"
              "non-ASCII characters, host_kind is REG_NAME for an ireg-name.\n"
              "IRI(s) is urival.iri_parse(s).",
    .tp_richcompare = uri_richcompare,
    .tp_methods = iri_methods,
    .tp_getset = uri_getset,
    .tp_new = uri_tp_new,
};

/* ------------------------------------------------------------------------
 * Percent-encoding
 * ---------------------------------------------------------------------- */

static int pct_set_arg(PyObject *o, urival_pct_set def, urival_pct_set *out, const char *fn)
{
    if (!o || o == Py_None) {
        *out = def;
        return 0;
    }
    if (refuse_foreign(o, fn, "set", "str or PctSet", PctSetCls) < 0)
        return -1;
    if (PyLong_Check(o)) {
        long v = small_long(o);
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (v < 0 || v >= URIVAL_PCT_SET_COUNT) {
            PyErr_Format(PyExc_ValueError, "%s(): no set has the value %R", fn, o);
            return -1;
        }
        *out = (urival_pct_set)v;
        return 0;
    }
    if (PyUnicode_Check(o)) {
        const char *name = name_utf8(o);
        if (!name && PyErr_Occurred())
            return -1;
        if (name && urival_pct_set_lookup(name, out) == URIVAL_OK)
            return 0;
        PyErr_Format(PyExc_ValueError,
                     "%s(): unknown set %R (userinfo, host, path, segment, segment-nz-nc, "
                     "query, fragment, unreserved, any)",
                     fn, o);
        return -1;
    }
    PyErr_Format(PyExc_TypeError, "%s() argument 'set' must be str or PctSet, not %.100s", fn,
                 Py_TYPE(o)->tp_name);
    return -1;
}

/* -1 with a ValueError (and h cleared) when h is a str holding a lone
 * surrogate: held_set() wrote it as "surrogatepass" does, which is no
 * UTF-8, so neither its escapes nor a str decoded back would be text. */
static int refuse_surrogate(held *h, const char *fn)
{
    if (!h->is_str || !h->owner)
        return 0;
    Py_ssize_t i = 0, n = PyUnicode_GET_LENGTH(h->obj);
    while (i < n && !Py_UNICODE_IS_SURROGATE(PyUnicode_READ_CHAR(h->obj, i)))
        i++;
    PyErr_Format(PyExc_ValueError,
                 "%s(): s holds a lone surrogate at offset %zd, which UTF-8 cannot encode", fn, i);
    held_clear(h);
    return -1;
}

static PyObject *py_pct_encode(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                               PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "s", "set", NULL };
    PyObject *a[2];
    urival_pct_set set;
    held h;
    if (args_parse("pct_encode", args, nargs, kwnames, names, 2, 1, a) < 0 ||
        pct_set_arg(a[1], URIVAL_PCT_SET_UNRESERVED, &set, "pct_encode") < 0)
        return NULL;
    if (set == URIVAL_PCT_SET_ANY) {
        PyErr_SetString(PyExc_ValueError, "pct_encode(): the set 'any' is for decoding only");
        return NULL;
    }
    if (held_set(&h, a[0], "pct_encode", "s") < 0)
        return NULL;
    if (refuse_surrogate(&h, "pct_encode") < 0)
        return NULL;
    outbuf o;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, h.len >= BIG_INPUT, urival_pct_encode(set, h.s, h.len, o.p, o.cap, &o.need));
    PyObject *res = st == URIVAL_OK ? text_out(h.is_str, o.p, o.need)
                                    : raise_status(st, NULL, &h, "s", "pct_encode");
    outbuf_free(&o);
    held_clear(&h);
    return res;
}

static PyObject *py_pct_decode(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                               PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "s", "set", "refuse_nul", NULL };
    PyObject *a[3];
    urival_pct_set set;
    held h;
    if (args_parse("pct_decode", args, nargs, kwnames, names, 2, 1, a) < 0 ||
        pct_set_arg(a[1], URIVAL_PCT_SET_ANY, &set, "pct_decode") < 0)
        return NULL;
    int refuse = flag_arg(a[2]);
    if (refuse < 0 || held_set(&h, a[0], "pct_decode", "s") < 0 ||
        refuse_surrogate(&h, "pct_decode") < 0)
        return NULL;
    outbuf o;
    urival_error err;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, h.len >= BIG_INPUT,
          urival_pct_decode(set, h.s, h.len, refuse ? URIVAL_PCT_FLAG_REFUSE_NUL : 0u, o.p, o.cap,
                            &o.need, &err));
    /* Strict UTF-8: an escaped surrogate ("%ED%A0%80") is no character. */
    PyObject *res = st != URIVAL_OK ? raise_status(st, &err, &h, "s", "pct_decode")
                    : h.is_str      ? PyUnicode_DecodeUTF8(o.p, (Py_ssize_t)o.need, "strict")
                                    : PyBytes_FromStringAndSize(o.p, (Py_ssize_t)o.need);
    if (!res && h.is_str && PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
        /* Decoded bytes that are no UTF-8: say so with the reason. */
        PyObject *t, *v, *tb;
        PyErr_Fetch(&t, &v, &tb);
        PyErr_NormalizeException(&t, &v, &tb);
        PyErr_Format(PyExc_ValueError,
                     "pct_decode(): the decoded bytes are not UTF-8 (%S); pass bytes to get "
                     "bytes",
                     v);
        Py_XDECREF(t);
        Py_XDECREF(v);
        Py_XDECREF(tb);
    }
    outbuf_free(&o);
    held_clear(&h);
    return res;
}

/* ------------------------------------------------------------------------
 * IP addresses
 * ---------------------------------------------------------------------- */

static PyObject *ip_parse(PyObject *arg, int v6)
{
    const char *fn = v6 ? "ipv6_parse" : "ipv4_parse";
    held h;
    unsigned char out[16];
    urival_error err;
    if (held_set(&h, arg, fn, "s") < 0)
        return NULL;
    urival_status st =
        v6 ? urival_ipv6_parse(h.s, h.len, out, &err) : urival_ipv4_parse(h.s, h.len, out, &err);
    PyObject *res = st == URIVAL_OK ? PyBytes_FromStringAndSize((const char *)out, v6 ? 16 : 4)
                                    : raise_status(st, &err, &h, "s", fn);
    held_clear(&h);
    return res;
}

static PyObject *py_ipv4_parse(PyObject *m, PyObject *arg)
{
    (void)m;
    return ip_parse(arg, 0);
}

static PyObject *py_ipv6_parse(PyObject *m, PyObject *arg)
{
    (void)m;
    return ip_parse(arg, 1);
}

static PyObject *ip_format(PyObject *arg, int v6)
{
    const char *fn = v6 ? "ipv6_format" : "ipv4_format";
    size_t want = v6 ? 16 : 4;
    PyObject *packed = NULL;
    Py_buffer view;
    if (!PyObject_CheckBuffer(arg) && !PyUnicode_Check(arg) &&
        PyObject_HasAttrString(arg, "packed")) {
        /* An ipaddress.IPv6Address with a scope (zone) ID, fe80::1%eth0:
         * packed leaves it out, and RFC 3986's IPv6address has none. */
        PyObject *scope = v6 ? PyObject_GetAttrString(arg, "scope_id") : NULL;
        if (scope == NULL)
            PyErr_Clear();
        if (scope != NULL && scope != Py_None) {
            PyErr_Format(PyExc_ValueError,
                         "%s(): %S has a scope (zone) ID, which an RFC 3986 IPv6address "
                         "cannot hold (RFC 6874 writes one in a URI as %%25 and the zone)",
                         fn, arg);
            Py_DECREF(scope);
            return NULL;
        }
        Py_XDECREF(scope);
        packed = PyObject_GetAttrString(arg, "packed"); /* ipaddress objects */
        if (!packed)
            return NULL;
        arg = packed;
    }
    if (PyUnicode_Check(arg) || PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0) {
        Py_XDECREF(packed);
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError,
                     "%s() argument 'addr' must be %zu bytes or an ipaddress address, not %.100s",
                     fn, want, Py_TYPE(arg)->tp_name);
        return NULL;
    }
    PyObject *res = NULL;
    if ((size_t)view.len != want) {
        PyErr_Format(PyExc_ValueError, "%s() takes %zu bytes, not %zd", fn, want, view.len);
    } else {
        unsigned char addr[16];
        char buf[64];
        size_t need = 0;
        memcpy(addr, view.buf, want);
        urival_status st = v6 ? urival_ipv6_format(addr, buf, sizeof buf, &need)
                              : urival_ipv4_format(addr, buf, sizeof buf, &need);
        if (st == URIVAL_OK && need < sizeof buf)
            res = PyUnicode_DecodeASCII(buf, (Py_ssize_t)need, "strict");
        else
            PyErr_Format(PyExc_SystemError, "%s(): the library refused the address", fn);
    }
    PyBuffer_Release(&view);
    Py_XDECREF(packed);
    return res;
}

static PyObject *py_ipv4_format(PyObject *m, PyObject *arg)
{
    (void)m;
    return ip_format(arg, 0);
}

static PyObject *py_ipv6_format(PyObject *m, PyObject *arg)
{
    (void)m;
    return ip_format(arg, 1);
}

/* ------------------------------------------------------------------------
 * The rule catalogue and names
 * ---------------------------------------------------------------------- */

static PyObject *py_catalogue(PyObject *m, PyObject *unused)
{
    (void)m;
    (void)unused;
    size_t n = urival_rule_count();
    PyObject *t = PyTuple_New((Py_ssize_t)n);
    for (size_t i = 0; t && i < n; i++) {
        PyObject *e = Py_BuildValue("(nss)", (Py_ssize_t)i, urival_rule_name((urival_rule)i),
                                    urival_rule_grammar((urival_rule)i));
        if (!e) {
            Py_CLEAR(t);
            break;
        }
        PyTuple_SET_ITEM(t, (Py_ssize_t)i, e);
    }
    return t;
}

static PyObject *py_grammars(PyObject *m, PyObject *unused)
{
    (void)m;
    (void)unused;
    size_t n = urival_grammar_count();
    PyObject *t = PyTuple_New((Py_ssize_t)n);
    for (size_t i = 0; t && i < n; i++) {
        PyObject *e = PyUnicode_FromString(urival_grammar_name(i));
        if (!e) {
            Py_CLEAR(t);
            break;
        }
        PyTuple_SET_ITEM(t, (Py_ssize_t)i, e);
    }
    return t;
}

static PyObject *py_lookup(PyObject *m, PyObject *args)
{
    (void)m;
    const char *grammar = NULL, *name;
    Py_ssize_t nlen;
    urival_rule r;
    if (!PyArg_ParseTuple(args, "zs#:_lookup", &grammar, &name, &nlen))
        return NULL;
    if ((size_t)nlen != strlen(name) || urival_rule_lookup(grammar, name, &r) != URIVAL_OK)
        Py_RETURN_NONE;
    return PyLong_FromLong((long)r);
}

/* The library's names for its enumerations, for the Python enums' labels. */
static PyObject *py_names(PyObject *m, PyObject *unused)
{
    (void)m;
    (void)unused;
    PyObject *d = PyDict_New(), *t;
    if (!d)
        return NULL;
#define NAMES(KEY, N, EXPR)                                                                        \
    do {                                                                                           \
        t = PyTuple_New(N);                                                                        \
        for (int i = 0; t && i < (N); i++) {                                                       \
            PyObject *s_ = str_or_none(EXPR);                                                      \
            if (!s_) {                                                                             \
                Py_CLEAR(t);                                                                       \
                break;                                                                             \
            }                                                                                      \
            PyTuple_SET_ITEM(t, i, s_);                                                            \
        }                                                                                          \
        if (dict_put(d, KEY, t) < 0) {                                                             \
            Py_DECREF(d);                                                                          \
            return NULL;                                                                           \
        }                                                                                          \
    } while (0)
    NAMES("status", URIVAL_EIRI_NFC + 1, urival_strstatus((urival_status)i));
    NAMES("uri_part", URIVAL_URI_PART_COUNT, urival_uri_part_name((urival_uri_part)i));
    NAMES("host_kind", 5, urival_uri_host_kind_name((urival_uri_host_kind)i));
    NAMES("equivalence", 5, urival_equivalence_name((urival_equivalence)i));
    NAMES("pct_set", URIVAL_PCT_SET_COUNT, urival_pct_set_name((urival_pct_set)i));
#ifdef URIVAL_HAVE_RFC8141
    NAMES("urn_profile", 2, urival_urn_profile_name((urival_urn_profile)i));
    NAMES("urn_part_rfc8141", URIVAL_URN_PART_COUNT,
          urival_urn_part_name(URIVAL_URN_PROFILE_RFC8141, (urival_urn_part)i));
    NAMES("urn_part_draft03", URIVAL_URN_PART_COUNT,
          urival_urn_part_name(URIVAL_URN_PROFILE_DRAFT03, (urival_urn_part)i));
#endif
#ifdef URIVAL_HAVE_RFC1738
    NAMES("rfc1738_part", URIVAL_RFC1738_PART_COUNT,
          urival_rfc1738_part_name((urival_rfc1738_part)i));
#endif
#undef NAMES
    return d;
}

static PyObject *py_library_version(PyObject *m, PyObject *unused)
{
    (void)m;
    (void)unused;
    return PyUnicode_FromString(urival_version());
}

/* ------------------------------------------------------------------------
 * Bulk: validate_many() and validate_file(), matching without the GIL
 * ---------------------------------------------------------------------- */

#define BATCH 1024

typedef struct {
    PyObject_HEAD PyObject *it; /* the input iterator, NULL once exhausted */
    urival_rule rule;
    int errors;
    int busy;           /* matching with the GIL released */
    Py_ssize_t n, next; /* items in the batch, next to yield */
    held items[BATCH];
    urival_status st[BATCH];
    urival_error err[BATCH];
    /* An error met while filling the batch (an item of a wrong type, or
     * the input iterator's own): raised in that item's place, once the
     * items before it are yielded; the iteration ends with it. */
    PyObject *exc_type, *exc_value, *exc_tb;
} ManyObject;

static void many_clear_batch(ManyObject *self)
{
    for (Py_ssize_t i = 0; i < self->n; i++)
        held_clear(&self->items[i]);
    self->n = self->next = 0;
}

static int many_clear(PyObject *op)
{
    ManyObject *self = (ManyObject *)op;
    Py_CLEAR(self->it);
    Py_CLEAR(self->exc_type);
    Py_CLEAR(self->exc_value);
    Py_CLEAR(self->exc_tb);
    return 0;
}

static void many_dealloc(PyObject *op)
{
    ManyObject *self = (ManyObject *)op;
    PyObject_GC_UnTrack(op);
    many_clear_batch(self);
    many_clear(op);
    Py_TYPE(op)->tp_free(op);
}

static int many_traverse(PyObject *op, visitproc visit, void *arg)
{
    ManyObject *self = (ManyObject *)op;
    Py_VISIT(self->it);
    Py_VISIT(self->exc_type);
    Py_VISIT(self->exc_value);
    Py_VISIT(self->exc_tb);
    return 0;
}

static int many_fill(ManyObject *self)
{
    many_clear_batch(self);
    while (self->it && self->n < BATCH) {
        PyObject *o = PyIter_Next(self->it);
        int rc = o ? held_set(&self->items[self->n], o, "validate_many", "item") : 0;
        Py_XDECREF(o);
        if (!o || rc < 0) {
            if (PyErr_Occurred())
                PyErr_Fetch(&self->exc_type, &self->exc_value, &self->exc_tb);
            Py_CLEAR(self->it);
            break;
        }
        self->n++;
    }
    Py_ssize_t n = self->n;
    urival_rule rule = self->rule;
    urival_error *errp = self->errors ? self->err : NULL;
    Py_BEGIN_ALLOW_THREADS for (Py_ssize_t i = 0; i < n; i++) self->st[i] =
        urival_match(rule, self->items[i].s, self->items[i].len, errp ? &errp[i] : NULL);
    Py_END_ALLOW_THREADS return 0;
}

/* Raises the error met while filling, now that the items before it are
 * yielded; NULL. */
static PyObject *many_raise(ManyObject *self)
{
    PyErr_Restore(self->exc_type, self->exc_value, self->exc_tb);
    self->exc_type = self->exc_value = self->exc_tb = NULL;
    many_clear_batch(self);
    return NULL;
}

static PyObject *many_next(PyObject *op)
{
    ManyObject *self = (ManyObject *)op;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "validate_many(): the iterator is running in "
                                            "another thread");
        return NULL;
    }
    if (self->next >= self->n && self->exc_type)
        return many_raise(self);
    if (self->next >= self->n) {
        self->busy = 1;
        int rc = many_fill(self);
        self->busy = 0;
        if (rc < 0)
            return NULL;
        if (self->n == 0 && self->exc_type)
            return many_raise(self);
        if (self->n == 0)
            return NULL;
    }
    Py_ssize_t i = self->next++;
    urival_status st = self->st[i];
    if (st == URIVAL_ERANGE)
        return raise_status(st, NULL, NULL, "item", "validate_many");
    if (!self->errors)
        return PyBool_FromLong(st == URIVAL_OK);
    if (st == URIVAL_OK)
        Py_RETURN_NONE;
    return invalid_new(st, &self->err[i], &self->items[i], "item");
}

static PyTypeObject ManyType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival._ValidateMany",
    .tp_basicsize = sizeof(ManyObject),
    .tp_dealloc = many_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = many_traverse,
    .tp_clear = many_clear,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = many_next,
};

static PyObject *py_validate_many(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                  PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "iterable", "rule", "errors", NULL };
    PyObject *a[3];
    urival_rule rule;
    if (args_parse("validate_many", args, nargs, kwnames, names, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3986_URI_REFERENCE, &rule, "validate_many") < 0)
        return NULL;
    int errors = flag_arg(a[2]);
    if (errors < 0)
        return NULL;
    PyObject *it = PyObject_GetIter(a[0]);
    if (!it) {
        /* Python's own message names neither the function nor the argument. */
        if (PyErr_ExceptionMatches(PyExc_TypeError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError,
                         "validate_many() argument 'iterable' must be iterable, not %.100s",
                         Py_TYPE(a[0])->tp_name);
        }
        return NULL;
    }
    ManyObject *self = PyObject_GC_New(ManyObject, &ManyType);
    if (!self) {
        Py_DECREF(it);
        return NULL;
    }
    self->it = it;
    self->rule = rule;
    self->errors = errors;
    self->busy = 0;
    self->n = self->next = 0;
    self->exc_type = self->exc_value = self->exc_tb = NULL;
    PyObject_GC_Track((PyObject *)self);
    return (PyObject *)self;
}

/* validate_file: a file read in blocks, its lines matched without the GIL,
 * the invalid ones (or all, with all_lines) yielded as LineError. */

#define FILE_BLOCK ((size_t)1 << 20)

typedef struct {
    size_t off, len; /* the line in buf */
    Py_ssize_t lineno;
    urival_status st;
    urival_error err;
} LineRec;

typedef struct {
    PyObject_HEAD int fd; /* -1 when reading through a file object */
    PyObject *file;       /* a binary file object, or NULL */
    urival_rule rule;
    int all_lines;
    int eof;
    int busy;               /* reading or matching with the GIL released */
    char *buf;              /* PyMem_RawMalloc: the block and a line's carry-over */
    size_t cap, start, end; /* buf[start..end) not yet split into lines */
    int skipping;           /* inside a line longer than URIVAL_MAX_INPUT */
    Py_ssize_t skip_lineno;
    LineRec *recs;
    size_t nrec, caprec, nextrec;
    PyObject *block; /* bytes: the lines of the current batch */
    Py_ssize_t lines, valid, invalid;
} FileObject;

static void file_dealloc(PyObject *op)
{
    FileObject *self = (FileObject *)op;
    PyObject_GC_UnTrack(op);
    if (self->fd >= 0)
        close(self->fd);
    Py_CLEAR(self->file);
    Py_CLEAR(self->block);
    PyMem_RawFree(self->buf);
    PyMem_RawFree(self->recs);
    Py_TYPE(op)->tp_free(op);
}

static int file_traverse(PyObject *op, visitproc visit, void *arg)
{
    FileObject *self = (FileObject *)op;
    Py_VISIT(self->file);
    return 0;
}

/* Appends a record; no GIL needed (raw allocator).  -1 when out of memory. */
static int file_rec(FileObject *self, size_t off, size_t len, Py_ssize_t lineno, urival_status st,
                    const urival_error *err)
{
    if (self->nrec == self->caprec) {
        size_t cap = self->caprec ? 2 * self->caprec : 256;
        LineRec *r = PyMem_RawRealloc(self->recs, cap * sizeof *r);
        if (!r)
            return -1;
        self->recs = r;
        self->caprec = cap;
    }
    LineRec *r = &self->recs[self->nrec++];
    r->off = off;
    r->len = len;
    r->lineno = lineno;
    r->st = st;
    if (err)
        r->err = *err;
    else
        memset(&r->err, 0, sizeof r->err);
    return 0;
}

/* Splits and matches the complete lines of buf[start..end) (and the last
 * one at end of file).  Runs without the GIL.  -1 when out of memory. */
static int file_match_lines(FileObject *self)
{
    char *b = self->buf;
    size_t i = self->start;
    while (i < self->end) {
        char *nl = memchr(b + i, '\n', self->end - i);
        size_t stop;
        if (nl)
            stop = (size_t)(nl - b);
        else if (self->eof)
            stop = self->end;
        else
            break;
        size_t len = stop - i;
        if (len > 0 && b[i + len - 1] == '\r')
            len--;
        Py_ssize_t lineno = ++self->lines;
        urival_error err;
        urival_status st = urival_match(self->rule, b + i, len, &err);
        if (st == URIVAL_OK)
            self->valid++;
        else
            self->invalid++;
        if ((st != URIVAL_OK || self->all_lines) &&
            file_rec(self, i, len, lineno, st, st == URIVAL_OK ? NULL : &err) < 0)
            return -1;
        i = nl ? stop + 1 : self->end;
    }
    self->start = i;
    return 0;
}

/* Reads the next block; 0 at end of file.  With the GIL for a file object,
 * without it for a descriptor. */
static Py_ssize_t file_read(FileObject *self, char *dst, size_t n)
{
    if (self->file) {
        /* Into a bytearray of its own, then copied: the file object may
         * keep what it is given (a memoryview of dst would outlive dst,
         * which grows and is freed). */
        PyObject *ba = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)n);
        if (!ba)
            return -1;
        PyObject *r = PyObject_CallMethod(self->file, "readinto", "O", ba);
        if (!r) {
            Py_DECREF(ba);
            return -1;
        }
        if (r == Py_None) {
            /* A non-blocking stream with nothing ready (io.RawIOBase):
             * read as the end, it would drop the rest of the file. */
            Py_DECREF(r);
            Py_DECREF(ba);
            PyErr_SetString(PyExc_BlockingIOError,
                            "validate_file(): readinto() returned None: the stream is "
                            "non-blocking and had no data ready; give a blocking file");
            return -1;
        }
        Py_ssize_t got = PyLong_AsSsize_t(r);
        Py_DECREF(r);
        if (got < 0 || (size_t)got > n || got > PyByteArray_GET_SIZE(ba)) {
            Py_DECREF(ba);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "validate_file(): readinto() returned a bad "
                                                  "count");
            return -1;
        }
        memcpy(dst, PyByteArray_AS_STRING(ba), (size_t)got);
        Py_DECREF(ba);
        return got;
    }
    ssize_t got;
    int e = 0;
    Py_BEGIN_ALLOW_THREADS do
    {
        got = read(self->fd, dst, n);
    }
    while (got < 0 && errno == EINTR)
        ;
    if (got < 0)
        e = errno;
    Py_END_ALLOW_THREADS if (got < 0)
    {
        errno = e;
        PyErr_SetFromErrno(PyExc_OSError);
        return -1;
    }
    return (Py_ssize_t)got;
}

/* Fills recs with the next batch of results: reads blocks until some line
 * is to be reported or the file ends. */
static int file_fill(FileObject *self)
{
    self->nrec = self->nextrec = 0;
    Py_CLEAR(self->block);
    while (self->nrec == 0 && !(self->eof && self->start == self->end)) {
        /* Keep the unfinished line at the front, then read after it. */
        if (self->start > 0) {
            memmove(self->buf, self->buf + self->start, self->end - self->start);
            self->end -= self->start;
            self->start = 0;
        }
        if (self->cap - self->end < FILE_BLOCK) {
            if (self->end > URIVAL_MAX_INPUT) {
                /* A line longer than any input the library takes: report it
                 * and skip to its end. */
                if (!self->skipping) {
                    self->skipping = 1;
                    self->skip_lineno = ++self->lines;
                    self->invalid++;
                }
                self->end = 0;
            } else {
                size_t cap = self->cap ? self->cap * 2 : FILE_BLOCK * 2;
                char *nb = PyMem_RawRealloc(self->buf, cap);
                if (!nb) {
                    PyErr_NoMemory();
                    return -1;
                }
                self->buf = nb;
                self->cap = cap;
            }
        }
        Py_ssize_t got = file_read(self, self->buf + self->end, self->cap - self->end);
        if (got < 0)
            return -1;
        if (got == 0)
            self->eof = 1;
        size_t from = self->end;
        self->end += (size_t)got;
        if (self->skipping) {
            char *nl = memchr(self->buf + from, '\n', self->end - from);
            if (!nl && !self->eof) {
                self->end = 0;
                continue;
            }
            self->start = nl ? (size_t)(nl - self->buf) + 1 : self->end;
            self->skipping = 0;
            urival_error err;
            memset(&err, 0, sizeof err);
            if (file_rec(self, 0, 0, self->skip_lineno, URIVAL_ERANGE, &err) < 0) {
                PyErr_NoMemory();
                return -1;
            }
        }
        int rc;
        Py_BEGIN_ALLOW_THREADS rc = file_match_lines(self);
        Py_END_ALLOW_THREADS if (rc < 0)
        {
            PyErr_NoMemory();
            return -1;
        }
        if (self->eof)
            self->start = self->end;
    }
    if (self->nrec) {
        /* The reported lines' bytes outlive the buffer: one copy per batch. */
        self->block = PyBytes_FromStringAndSize(self->buf, (Py_ssize_t)self->start);
        if (!self->block)
            return -1;
    }
    return 0;
}

static PyObject *file_next(PyObject *op)
{
    FileObject *self = (FileObject *)op;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "validate_file(): the iterator is running in "
                                            "another thread");
        return NULL;
    }
    if (self->nextrec >= self->nrec) {
        self->busy = 1;
        int rc = file_fill(self);
        self->busy = 0;
        if (rc < 0)
            return NULL;
        if (self->nrec == 0)
            return NULL;
    }
    LineRec *r = &self->recs[self->nextrec++];
    held h = HELD_INIT;
    PyObject *line = r->st == URIVAL_ERANGE
                         ? PyBytes_FromStringAndSize("", 0)
                         : PyBytes_FromStringAndSize(PyBytes_AS_STRING(self->block) + r->off,
                                                     (Py_ssize_t)r->len);
    if (!line)
        return NULL;
    PyObject *err;
    if (r->st == URIVAL_OK) {
        err = Py_NewRef(Py_None);
    } else if (r->st == URIVAL_ERANGE) {
        err = PyObject_CallFunction(InvalidURI, "s",
                                    "line longer than URIVAL_MAX_INPUT (1 GiB), not read");
        if (err && set_attr(err, "status", status_obj(URIVAL_ERANGE)) < 0)
            Py_CLEAR(err);
    } else {
        h.obj = Py_NewRef(line);
        h.s = PyBytes_AS_STRING(line);
        h.len = (size_t)PyBytes_GET_SIZE(line);
        err = invalid_new(r->st, &r->err, &h, "line");
        held_clear(&h);
    }
    if (!err) {
        Py_DECREF(line);
        return NULL;
    }
    PyObject *res = PyObject_CallFunction(LineErrorCls, "nNN", r->lineno, line, err);
    return res;
}

static PyObject *file_get_count(PyObject *op, void *closure)
{
    FileObject *self = (FileObject *)op;
    int which = (int)(intptr_t)closure;
    return PyLong_FromSsize_t(which == 0 ? self->lines : which == 1 ? self->valid : self->invalid);
}

static PyGetSetDef file_getset[] = {
    { "lines", file_get_count, NULL, "Lines read so far.", (void *)(intptr_t)0 },
    { "valid", file_get_count, NULL, "Valid lines so far.", (void *)(intptr_t)1 },
    { "invalid", file_get_count, NULL, "Invalid lines so far.", (void *)(intptr_t)2 },
    { NULL, NULL, NULL, NULL, NULL }
};

static PyTypeObject FileType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival._ValidateFile",
    .tp_basicsize = sizeof(FileObject),
    .tp_dealloc = file_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = file_traverse,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = file_next,
    .tp_getset = file_getset,
};

static PyObject *py_validate_file(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                  PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "file", "rule", "all_lines", NULL };
    PyObject *a[3];
    urival_rule rule;
    if (args_parse("validate_file", args, nargs, kwnames, names, 2, 1, a) < 0 ||
        rule_arg(a[1], URIVAL_RULE_RFC3986_URI_REFERENCE, &rule, "validate_file") < 0)
        return NULL;
    int all = flag_arg(a[2]);
    if (all < 0)
        return NULL;
    int fd = -1;
    PyObject *file = NULL;
    if (PyObject_HasAttrString(a[0], "readinto")) {
        file = Py_NewRef(a[0]);
    } else {
        PyObject *path = NULL;
        if (!PyUnicode_Check(a[0]) && !PyBytes_Check(a[0]) &&
            !PyObject_HasAttrString(a[0], "__fspath__")) {
            PyErr_Format(PyExc_TypeError,
                         "validate_file() argument 'file' must be a path or a binary file "
                         "object with readinto(), not %.100s",
                         Py_TYPE(a[0])->tp_name);
            return NULL;
        }
        if (!PyUnicode_FSConverter(a[0], &path))
            return NULL;
        const char *p = PyBytes_AS_STRING(path);
        Py_BEGIN_ALLOW_THREADS fd = open(p, O_RDONLY | O_CLOEXEC);
        Py_END_ALLOW_THREADS if (fd < 0)
        {
            PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, a[0]);
            Py_DECREF(path);
            return NULL;
        }
        Py_DECREF(path);
    }
    FileObject *self = PyObject_GC_New(FileObject, &FileType);
    if (!self) {
        if (fd >= 0)
            close(fd);
        Py_XDECREF(file);
        return NULL;
    }
    self->fd = fd;
    self->file = file;
    self->rule = rule;
    self->all_lines = all;
    self->eof = 0;
    self->busy = 0;
    self->buf = NULL;
    self->cap = self->start = self->end = 0;
    self->skipping = 0;
    self->skip_lineno = 0;
    self->recs = NULL;
    self->nrec = self->caprec = self->nextrec = 0;
    self->block = NULL;
    self->lines = self->valid = self->invalid = 0;
    PyObject_GC_Track((PyObject *)self);
    return (PyObject *)self;
}

/* ------------------------------------------------------------------------
 * URNs
 * ---------------------------------------------------------------------- */

#ifdef URIVAL_HAVE_RFC8141

typedef struct {
    PyObject_HEAD held h;
    urival_urn u;
    unsigned flags;
} URNObject;

static PyTypeObject URNType;

static int profile_arg(PyObject *o, urival_urn_profile *out, const char *fn)
{
    if (!o || o == Py_None) {
        *out = URIVAL_URN_PROFILE_RFC8141;
        return 0;
    }
    if (refuse_foreign(o, fn, "profile", "str or URNProfile", ProfileCls) < 0)
        return -1;
    if (PyLong_Check(o)) {
        long v = small_long(o);
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (v == URIVAL_URN_PROFILE_RFC8141 || v == URIVAL_URN_PROFILE_DRAFT03) {
            *out = (urival_urn_profile)v;
            return 0;
        }
    } else if (PyUnicode_Check(o)) {
        if (PyUnicode_CompareWithASCIIString(o, "rfc8141") == 0) {
            *out = URIVAL_URN_PROFILE_RFC8141;
            return 0;
        }
        /* "urn-draft03" is the grammar's ID, which urival urn takes too. */
        if (PyUnicode_CompareWithASCIIString(o, "draft03") == 0 ||
            PyUnicode_CompareWithASCIIString(o, "urn-draft03") == 0) {
            *out = URIVAL_URN_PROFILE_DRAFT03;
            return 0;
        }
    } else {
        PyErr_Format(PyExc_TypeError,
                     "%s() argument 'profile' must be str or URNProfile, not "
                     "%.100s",
                     fn, Py_TYPE(o)->tp_name);
        return -1;
    }
    PyErr_Format(PyExc_ValueError,
                 "%s(): unknown profile %R ('rfc8141' or 'draft03', also 'urn-draft03')", fn, o);
    return -1;
}

/* flags from assigned= and step=; step "5b" only under draft03. */
static int urn_flags(PyObject *assigned, PyObject *step, urival_urn_profile p, unsigned *out,
                     const char *fn)
{
    int a = flag_arg(assigned);
    if (a < 0)
        return -1;
    *out = a ? URIVAL_URN_FLAG_ASSIGNED : 0u;
    if (!step || step == Py_None)
        return 0;
    if (PyUnicode_Check(step) && PyUnicode_CompareWithASCIIString(step, "5a") == 0)
        return 0;
    if (PyUnicode_Check(step) && PyUnicode_CompareWithASCIIString(step, "5b") == 0) {
        if (p != URIVAL_URN_PROFILE_DRAFT03) {
            PyErr_Format(PyExc_ValueError, "%s(): step '5b' exists only in the draft03 profile",
                         fn);
            return -1;
        }
        *out |= URIVAL_URN_FLAG_STEP_5B;
        return 0;
    }
    /* A value of another type is a TypeError, as everywhere. */
    PyErr_Format(PyUnicode_Check(step) ? PyExc_ValueError : PyExc_TypeError,
                 "%s(): argument 'step' must be '5a' or '5b', not %R", fn, step);
    return -1;
}

static PyObject *urn_object(PyTypeObject *type, held *h, const urival_urn *u, unsigned flags)
{
    URNObject *self = (URNObject *)type->tp_alloc(type, 0);
    if (!self) {
        held_clear(h);
        return NULL;
    }
    self->h = *h; /* takes the references */
    self->u = *u;
    self->flags = flags;
    return (PyObject *)self;
}

static PyObject *urn_parse_obj(PyTypeObject *type, PyObject *s, PyObject *prof, PyObject *assigned,
                               const char *fn)
{
    urival_urn_profile p;
    unsigned flags;
    held h;
    if (profile_arg(prof, &p, fn) < 0 || urn_flags(assigned, NULL, p, &flags, fn) < 0 ||
        held_set(&h, s, fn, "s") < 0)
        return NULL;
    urival_urn u;
    urival_error err;
    urival_status st;
    CALL_RELEASED(h.len >= BIG_INPUT, st, urival_urn_parse(p, flags, h.s, h.len, &u, &err));
    if (st != URIVAL_OK) {
        raise_status(st, &err, &h, "s", fn);
        held_clear(&h);
        return NULL;
    }
    return urn_object(type, &h, &u, flags);
}

static PyObject *urn_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "s", "profile", "assigned", NULL };
    PyObject *s, *p = NULL, *a = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O$O:URN", kwlist, &s, &p, &a))
        return NULL;
    return urn_parse_obj(type, s, p, a, "URN");
}

static PyObject *py_urn_parse(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "s", "profile", "assigned", NULL };
    PyObject *a[3];
    if (args_parse("urn_parse", args, nargs, kwnames, names, 2, 1, a) < 0)
        return NULL;
    return urn_parse_obj(&URNType, a[0], a[1], a[2], "urn_parse");
}

static PyObject *urn_get_part(PyObject *self, void *closure)
{
    URNObject *u = (URNObject *)self;
    int p = (int)(intptr_t)closure;
    return view_part((ViewObject *)self, u->u.part[p], urival_urn_has(&u->u, (urival_urn_part)p));
}

static PyObject *urn_get_profile(PyObject *self, void *c)
{
    (void)c;
    return PyUnicode_FromString(urival_urn_profile_name(((URNObject *)self)->u.profile));
}

static PyObject *urn_get_info(PyObject *self, void *closure)
{
    unsigned bit = (unsigned)(uintptr_t)closure;
    return PyBool_FromLong((((URNObject *)self)->u.info & bit) != 0);
}

static PyObject *urn_get_directives(PyObject *self, void *c)
{
    (void)c;
    URNObject *u = (URNObject *)self;
    PyObject *list = PyList_New(0);
    size_t cursor = 0;
    urival_urn_directive d;
    while (list && urival_urn_next_directive(&u->u, u->h.s, u->h.len, &cursor, &d) == URIVAL_OK) {
        PyObject *k = held_slice(&u->h, d.keyword.off, d.keyword.len);
        PyObject *v = k ? held_slice(&u->h, d.value.off, d.value.len) : NULL;
        PyObject *pair = v ? PyTuple_Pack(2, k, v) : NULL;
        Py_XDECREF(k);
        Py_XDECREF(v);
        if (!pair || PyList_Append(list, pair) < 0)
            Py_CLEAR(list);
        Py_XDECREF(pair);
    }
    if (!list)
        return NULL;
    PyObject *t = PyList_AsTuple(list);
    Py_DECREF(list);
    return t;
}

/* span()'s names: every part's attribute, the draft's query and fragment
 * too (they are attributes of every URN), so that any part that can be
 * read can also be located; urn_span_part maps each to its part. */
static const char *const urn_span_name[] = { "nid",   "nss",         "r_component", "q_component",
                                             "query", "f_component", "fragment" };
static const urival_urn_part urn_span_part[] = { URIVAL_URN_PART_NID, URIVAL_URN_PART_NSS,
                                                 URIVAL_URN_PART_R,   URIVAL_URN_PART_Q,
                                                 URIVAL_URN_PART_Q,   URIVAL_URN_PART_F,
                                                 URIVAL_URN_PART_F };
_Static_assert(sizeof urn_span_name / sizeof urn_span_name[0] ==
                   sizeof urn_span_part / sizeof urn_span_part[0],
               "one part per span() name");

static PyObject *urn_span(PyObject *self, PyObject *name)
{
    URNObject *u = (URNObject *)self;
    int i = name_index(name, urn_span_name, (int)(sizeof urn_span_name / sizeof urn_span_name[0]),
                       "URN part", "span");
    if (i < 0)
        return NULL;
    urival_urn_part p = urn_span_part[i];
    return view_span((ViewObject *)self, u->u.part[p], urival_urn_has(&u->u, p));
}

static PyObject *urn_canonical_of(held *h, urival_urn_profile p, unsigned flags, const char *fn)
{
    outbuf o;
    urival_error err;
    urival_status st;
    outbuf_init(&o);
    WRITE(st, o, h->len >= BIG_INPUT,
          urival_urn_canonical(p, flags, h->s, h->len, o.p, o.cap, &o.need, &err));
    PyObject *res =
        st == URIVAL_OK ? text_out(h->is_str, o.p, o.need) : raise_status(st, &err, h, "s", fn);
    outbuf_free(&o);
    return res;
}

static PyObject *urn_canonical_m(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                 PyObject *kwnames)
{
    static const char *const names[] = { "step", NULL };
    PyObject *a[1];
    URNObject *u = (URNObject *)self;
    unsigned flags;
    if (args_parse("canonical", args, nargs, kwnames, names, 1, 0, a) < 0 ||
        urn_flags(NULL, a[0], u->u.profile, &flags, "canonical") < 0)
        return NULL;
    return urn_canonical_of(&u->h, u->u.profile, flags | (u->flags & URIVAL_URN_FLAG_ASSIGNED),
                            "canonical");
}

static PyObject *urn_repr(PyObject *self)
{
    URNObject *u = (URNObject *)self;
    if (u->u.profile == URIVAL_URN_PROFILE_RFC8141)
        return PyUnicode_FromFormat("urival.URN(%R)", u->h.obj);
    return PyUnicode_FromFormat("urival.URN(%R, profile='%s')", u->h.obj,
                                urival_urn_profile_name(u->u.profile));
}

static PyObject *urn_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &URNType) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    URNObject *x = (URNObject *)a, *y = (URNObject *)b;
    int eq = x->h.is_str == y->h.is_str && x->u.profile == y->u.profile;
    if (eq) {
        eq = PyObject_RichCompareBool(x->h.obj, y->h.obj, Py_EQ);
        if (eq < 0)
            return NULL;
    }
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static PyObject *urn_reduce(PyObject *self, PyObject *unused)
{
    (void)unused;
    URNObject *u = (URNObject *)self;
    return Py_BuildValue("(O(Os))", (PyObject *)Py_TYPE(self), u->h.obj,
                         urival_urn_profile_name(u->u.profile));
}

#define URN_PART_GET(NAME, P, DOC)                                                                 \
    {                                                                                              \
        NAME, urn_get_part, NULL, DOC, (void *)(intptr_t)(P)                                       \
    }

static PyGetSetDef urn_getset[] = {
    URN_PART_GET("nid", URIVAL_URN_PART_NID, "The namespace identifier."),
    URN_PART_GET("nss", URIVAL_URN_PART_NSS, "The namespace specific string."),
    URN_PART_GET("r_component", URIVAL_URN_PART_R,
                 "rfc8141: the r-component after \"?+\", or None (draft03: always None)."),
    URN_PART_GET("q_component", URIVAL_URN_PART_Q,
                 "rfc8141: the q-component after \"?=\"; draft03: the query after \"?\"; or "
                 "None."),
    URN_PART_GET("f_component", URIVAL_URN_PART_F,
                 "The f-component (draft03: fragment) after \"#\", possibly \"\", or None."),
    URN_PART_GET("query", URIVAL_URN_PART_Q, "The draft's name of q_component."),
    URN_PART_GET("fragment", URIVAL_URN_PART_F, "The draft's name of f_component."),
    { "profile", urn_get_profile, NULL, "'rfc8141' or 'draft03'.", NULL },
    { "informal", urn_get_info, NULL,
      "rfc8141: True for an informal NID, \"urn-\" and a number (section 5.2).",
      (void *)(uintptr_t)URIVAL_URN_INFO_INFORMAL },
    { "is_reference", urn_get_info, NULL,
      "True when there is more than an assigned name: a component after the NSS.",
      (void *)(uintptr_t)URIVAL_URN_INFO_REFERENCE },
    { "directives", urn_get_directives, NULL,
      "draft03: the query's keyword=value directives as (keyword, value) pairs.", NULL },
    { "text", view_get_text, NULL, "The parsed text itself.", NULL },
    { NULL, NULL, NULL, NULL, NULL }
};

static PyMethodDef urn_methods[] = {
    { "canonical", (PyCFunction)(void (*)(void))urn_canonical_m, METH_FASTCALL | METH_KEYWORDS,
      "canonical($self, /, step='5a')\n--\n\n"
      "The form lexical equivalence compares (urival.urn_canonical())." },
    { "span", urn_span, METH_O,
      "span($self, name, /)\n--\n\n"
      "(start, end) of part name in the text, or None when undefined.\n\n"
      "name is an attribute of the part: nid, nss, r_component,\n"
      "q_component or query, f_component or fragment; another is\n"
      "ValueError." },
    { "__bytes__", view_bytes, METH_NOARGS, "The text as bytes." },
    { "__reduce__", urn_reduce, METH_NOARGS, NULL },
    { NULL, NULL, 0, NULL }
};

static PyTypeObject URNType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival.URN",
    .tp_basicsize = sizeof(URNObject),
    .tp_dealloc = view_dealloc,
    .tp_repr = urn_repr,
    .tp_hash = view_hash,
    .tp_str = view_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "URN(s, profile='rfc8141', *, assigned=False)\n--\n\n"
              "A URN taken apart (RFC 8141, or the 2012 draft with profile='draft03'):\n"
              "immutable, hashable; parts None when absent.  URN(s) is\n"
              "urival.urn_parse(s).",
    .tp_richcompare = urn_richcompare,
    .tp_methods = urn_methods,
    .tp_getset = urn_getset,
    .tp_new = urn_tp_new,
};

static PyObject *py_urn_canonical(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                  PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "s", "profile", "assigned", "step", NULL };
    PyObject *a[4];
    urival_urn_profile p;
    unsigned flags;
    held h;
    if (args_parse("urn_canonical", args, nargs, kwnames, names, 2, 1, a) < 0 ||
        profile_arg(a[1], &p, "urn_canonical") < 0 ||
        urn_flags(a[2], a[3], p, &flags, "urn_canonical") < 0 ||
        held_set(&h, a[0], "urn_canonical", "s") < 0)
        return NULL;
    PyObject *r = urn_canonical_of(&h, p, flags, "urn_canonical");
    held_clear(&h);
    return r;
}

static PyObject *py_urn_equal(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "a", "b", "profile", "assigned", "step", NULL };
    PyObject *a[5];
    urival_urn_profile p;
    unsigned flags;
    held x, y;
    if (args_parse("urn_equal", args, nargs, kwnames, names, 3, 2, a) < 0 ||
        profile_arg(a[2], &p, "urn_equal") < 0 ||
        urn_flags(a[3], a[4], p, &flags, "urn_equal") < 0 ||
        held_set(&x, a[0], "urn_equal", "a") < 0)
        return NULL;
    if (held_set(&y, a[1], "urn_equal", "b") < 0) {
        held_clear(&x);
        return NULL;
    }
    PyObject *res = NULL;
    if (held_same_kind(&x, &y, "urn_equal") == 0) {
        int equal = 0;
        urival_error err;
        urival_status st;
        CALL_RELEASED(x.len + y.len >= BIG_INPUT, st,
                      urival_urn_equal(p, flags, x.s, x.len, y.s, y.len, &equal, &err));
        if (st == URIVAL_OK) {
            res = PyBool_FromLong(equal);
        } else {
            urival_urn tmp;
            urival_error e2;
            urival_status sa;
            CALL_RELEASED(
                x.len >= BIG_INPUT, sa,
                urival_urn_parse(p, flags & URIVAL_URN_FLAG_ASSIGNED, x.s, x.len, &tmp, &e2));
            int a_bad = sa != URIVAL_OK;
            if (a_bad)
                raise_status(st, &err, &x, "a", "urn_equal");
            else
                raise_status(st, &err, &y, "b", "urn_equal");
        }
    }
    held_clear(&x);
    held_clear(&y);
    return res;
}

/* urn_extract(): an iterator of URNMatch over running text. */
typedef struct {
    PyObject_HEAD held h;
    size_t pos;
    units_cursor at; /* the offsets handed out so far only grow */
    int busy;        /* a search runs without the GIL */
} URNExtractObject;

static void urnx_dealloc(PyObject *op)
{
    held_clear(&((URNExtractObject *)op)->h);
    Py_TYPE(op)->tp_free(op);
}

static PyObject *urnx_next(PyObject *op)
{
    URNExtractObject *self = (URNExtractObject *)op;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError,
                        "urn_extract(): the iterator is being advanced in another thread");
        return NULL;
    }
    if (self->pos >= self->h.len)
        return NULL;
    size_t start = 0, end = 0;
    urival_urn u;
    urival_error err;
    const char *base = self->h.s + self->pos;
    size_t n = self->h.len - self->pos;
    urival_status st;
    self->busy = 1;
    CALL_RELEASED(n >= BIG_INPUT, st, urival_urn_extract(base, n, &start, &end, &u, &err));
    self->busy = 0;
    if (st == URIVAL_ENOT_FOUND) {
        self->pos = self->h.len;
        return NULL;
    }
    if (st == URIVAL_EINVAL || st == URIVAL_ERANGE)
        return raise_status(st, &err, &self->h, "text", "urn_extract");
    size_t at = self->pos;
    self->pos += end > start ? end : start + 1;
    /* The URN as its own text, so that its spans and errors are its own. */
    held one = HELD_INIT;
    one.is_str = self->h.is_str;
    PyObject *piece = held_slice(&self->h, at + start, end - start);
    if (!piece || held_set(&one, piece, "urn_extract", "text") < 0) {
        Py_XDECREF(piece);
        return NULL;
    }
    Py_DECREF(piece);
    PyObject *urn = NULL, *exc = NULL;
    if (st == URIVAL_OK) {
        urival_urn u2;
        urival_error e2;
        if (urival_urn_parse(URIVAL_URN_PROFILE_DRAFT03, 0, one.s, one.len, &u2, &e2) ==
            URIVAL_OK) {
            urn = urn_object(&URNType, &one, &u2, 0); /* takes one */
        } else {
            held_clear(&one);
            urn = Py_NewRef(Py_None);
        }
        if (!urn)
            return NULL;
        exc = Py_NewRef(Py_None);
    } else {
        /* err's offsets are into the text from pos: make them the URN's own. */
        urival_error e = err;
        e.offset = e.offset >= start ? e.offset - start : 0;
        e.rule_start = e.rule_start >= start ? e.rule_start - start : 0;
        exc = invalid_new(st, &e, &one, "text");
        held_clear(&one);
        if (!exc)
            return NULL;
        urn = Py_NewRef(Py_None);
    }
    Py_ssize_t from = held_units_from(&self->h, &self->at, at + start);
    return PyObject_CallFunction(URNMatchCls, "nnNN", from,
                                 held_units_from(&self->h, &self->at, at + end), urn, exc);
}

static PyTypeObject URNExtractType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival._URNExtract",
    .tp_basicsize = sizeof(URNExtractObject),
    .tp_dealloc = urnx_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = urnx_next,
};

static PyObject *py_urn_extract(PyObject *m, PyObject *arg)
{
    (void)m;
    URNExtractObject *self = PyObject_New(URNExtractObject, &URNExtractType);
    if (!self)
        return NULL;
    self->pos = 0;
    self->at.byte = 0;
    self->at.units = 0;
    self->busy = 0;
    if (held_set(&self->h, arg, "urn_extract", "text") < 0) {
        self->h.obj = self->h.owner = NULL;
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

#endif /* URIVAL_HAVE_RFC8141 */

/* ------------------------------------------------------------------------
 * RFC 1738, the 1997 draft's resolution, URIs in running text
 * ---------------------------------------------------------------------- */

#ifdef URIVAL_HAVE_RFC1738

typedef struct {
    PyObject_HEAD held h;
    urival_rfc1738 u;
} RFC1738Object;

static PyTypeObject RFC1738Type;

static const char *const rfc1738_attr[URIVAL_RFC1738_PART_COUNT] = {
    "scheme", "user",        "password", "host",    "port",  "path",    "type",        "selector",
    "search", "gopher_plus", "database", "address", "group", "article", "fields_text", "schemepart"
};

static PyObject *rfc1738_parse_obj(PyTypeObject *type, PyObject *s, const char *fn)
{
    RFC1738Object *self = (RFC1738Object *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    if (held_set(&self->h, s, fn, "s") < 0) {
        Py_DECREF(self);
        return NULL;
    }
    urival_error err;
    urival_status st;
    CALL_RELEASED(self->h.len >= BIG_INPUT, st,
                  urival_rfc1738_parse(self->h.s, self->h.len, &self->u, &err));
    if (st != URIVAL_OK) {
        raise_status(st, &err, &self->h, "s", fn);
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

static PyObject *rfc1738_tp_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "s", NULL };
    PyObject *s;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:RFC1738URL", kwlist, &s))
        return NULL;
    return rfc1738_parse_obj(type, s, "RFC1738URL");
}

static PyObject *py_rfc1738_parse(PyObject *m, PyObject *arg)
{
    (void)m;
    return rfc1738_parse_obj(&RFC1738Type, arg, "rfc1738_parse");
}

static PyObject *rfc1738_get_part(PyObject *self, void *closure)
{
    RFC1738Object *u = (RFC1738Object *)self;
    int p = (int)(intptr_t)closure;
    return view_part((ViewObject *)self, u->u.part[p],
                     urival_rfc1738_has(&u->u, (urival_rfc1738_part)p));
}

static PyObject *rfc1738_get_rule(PyObject *self, void *c)
{
    (void)c;
    return PyUnicode_FromString(urival_rule_name(((RFC1738Object *)self)->u.rule));
}

static PyObject *rfc1738_get_ip(PyObject *self, void *c)
{
    (void)c;
    return PyBool_FromLong((((RFC1738Object *)self)->u.info & URIVAL_RFC1738_INFO_IP_SCHEMEPART) !=
                           0);
}

static PyObject *rfc1738_get_segments(PyObject *self, void *c)
{
    (void)c;
    RFC1738Object *u = (RFC1738Object *)self;
    size_t count = 0;
    if (urival_rfc1738_segments(&u->u, u->h.s, u->h.len, NULL, 0, &count) != URIVAL_OK)
        return PyErr_Format(PyExc_SystemError, "urival_rfc1738_segments() failed");
    urival_span *seg = PyMem_Calloc(count ? count : 1, sizeof *seg);
    if (!seg)
        return PyErr_NoMemory();
    PyObject *t = NULL;
    if (urival_rfc1738_segments(&u->u, u->h.s, u->h.len, seg, count, &count) == URIVAL_OK) {
        t = PyTuple_New((Py_ssize_t)count);
        for (size_t i = 0; t && i < count; i++) {
            PyObject *v = held_slice(&u->h, seg[i].off, seg[i].len);
            if (!v) {
                Py_CLEAR(t);
                break;
            }
            PyTuple_SET_ITEM(t, (Py_ssize_t)i, v);
        }
    }
    PyMem_Free(seg);
    return t;
}

static PyObject *rfc1738_get_fields(PyObject *self, void *c)
{
    (void)c;
    RFC1738Object *u = (RFC1738Object *)self;
    size_t count = 0;
    if (urival_rfc1738_fields(&u->u, u->h.s, u->h.len, NULL, NULL, 0, &count) != URIVAL_OK)
        return PyErr_Format(PyExc_SystemError, "urival_rfc1738_fields() failed");
    urival_span *names = PyMem_Calloc(count ? count : 1, sizeof *names);
    urival_span *values = PyMem_Calloc(count ? count : 1, sizeof *values);
    PyObject *t = NULL;
    if (!names || !values) {
        PyErr_NoMemory();
    } else if (urival_rfc1738_fields(&u->u, u->h.s, u->h.len, names, values, count, &count) ==
               URIVAL_OK) {
        t = PyTuple_New((Py_ssize_t)count);
        for (size_t i = 0; t && i < count; i++) {
            PyObject *k = held_slice(&u->h, names[i].off, names[i].len);
            PyObject *v = k ? held_slice(&u->h, values[i].off, values[i].len) : NULL;
            PyObject *pair = v ? PyTuple_Pack(2, k, v) : NULL;
            Py_XDECREF(k);
            Py_XDECREF(v);
            if (!pair) {
                Py_CLEAR(t);
                break;
            }
            PyTuple_SET_ITEM(t, (Py_ssize_t)i, pair);
        }
    }
    PyMem_Free(names);
    PyMem_Free(values);
    return t;
}

static PyObject *rfc1738_span(PyObject *self, PyObject *name)
{
    RFC1738Object *u = (RFC1738Object *)self;
    int p = name_index(name, rfc1738_attr, URIVAL_RFC1738_PART_COUNT, "RFC 1738 part", "span");
    if (p < 0)
        return NULL;
    return view_span((ViewObject *)self, u->u.part[p],
                     urival_rfc1738_has(&u->u, (urival_rfc1738_part)p));
}

static PyObject *rfc1738_parts(PyObject *self, PyObject *unused)
{
    (void)unused;
    RFC1738Object *u = (RFC1738Object *)self;
    PyObject *d = PyDict_New();
    for (int p = 0; d && p < URIVAL_RFC1738_PART_COUNT; p++) {
        if (!urival_rfc1738_has(&u->u, (urival_rfc1738_part)p))
            continue;
        if (dict_put(d, rfc1738_attr[p], held_slice(&u->h, u->u.part[p].off, u->u.part[p].len)) < 0)
            Py_CLEAR(d);
    }
    return d;
}

static PyObject *rfc1738_repr(PyObject *self)
{
    return PyUnicode_FromFormat("urival.RFC1738URL(%R)", ((RFC1738Object *)self)->h.obj);
}

static PyObject *rfc1738_reduce(PyObject *self, PyObject *unused)
{
    (void)unused;
    return Py_BuildValue("(O(O))", (PyObject *)Py_TYPE(self), ((RFC1738Object *)self)->h.obj);
}

static PyObject *rfc1738_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &RFC1738Type) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    RFC1738Object *x = (RFC1738Object *)a, *y = (RFC1738Object *)b;
    int eq = x->h.is_str == y->h.is_str;
    if (eq) {
        eq = PyObject_RichCompareBool(x->h.obj, y->h.obj, Py_EQ);
        if (eq < 0)
            return NULL;
    }
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

#define R1738_GET(NAME, P, DOC)                                                                    \
    {                                                                                              \
        NAME, rfc1738_get_part, NULL, DOC, (void *)(intptr_t)(P)                                   \
    }

static PyGetSetDef rfc1738_getset[] = {
    R1738_GET("scheme", URIVAL_RFC1738_PART_SCHEME, "The scheme, as written."),
    R1738_GET("user", URIVAL_RFC1738_PART_USER,
              "ftp, telnet, an ip-schemepart: the user, or None."),
    R1738_GET("password", URIVAL_RFC1738_PART_PASSWORD,
              "ftp, telnet, an ip-schemepart: the password."),
    R1738_GET("host", URIVAL_RFC1738_PART_HOST, "The host (file: possibly \"\")."),
    R1738_GET("port", URIVAL_RFC1738_PART_PORT, "The port's digits."),
    R1738_GET("path", URIVAL_RFC1738_PART_PATH, "The path, after the \"/\" that ends the host."),
    R1738_GET("type", URIVAL_RFC1738_PART_TYPE, "ftp ftptype, gopher gtype, wais wtype."),
    R1738_GET("selector", URIVAL_RFC1738_PART_SELECTOR, "gopher selector."),
    R1738_GET("search", URIVAL_RFC1738_PART_SEARCH, "http, wais and gopher search."),
    R1738_GET("gopher_plus", URIVAL_RFC1738_PART_GOPHER_PLUS, "gopher+_string."),
    R1738_GET("database", URIVAL_RFC1738_PART_DATABASE, "wais database."),
    R1738_GET("address", URIVAL_RFC1738_PART_ADDRESS, "mailto encoded822addr."),
    R1738_GET("group", URIVAL_RFC1738_PART_GROUP, "news or nntp group."),
    R1738_GET("article", URIVAL_RFC1738_PART_ARTICLE, "news message id or nntp article number."),
    R1738_GET("fields_text", URIVAL_RFC1738_PART_FIELDS,
              "prospero: every fieldspec from the first \";\"."),
    R1738_GET("schemepart", URIVAL_RFC1738_PART_SCHEMEPART, "All after the first \":\"."),
    { "rule", rfc1738_get_rule, NULL, "The rule matched (\"ftpurl\", \"genericurl\", ...).", NULL },
    { "ip_schemepart", rfc1738_get_ip, NULL,
      "True for a genericurl whose schemepart is an ip-schemepart.", NULL },
    { "segments", rfc1738_get_segments, NULL, "The path's \"/\" segments (a tuple).", NULL },
    { "fields", rfc1738_get_fields, NULL,
      "prospero: the field specs as (name, value) pairs (a tuple).", NULL },
    { "text", view_get_text, NULL, "The parsed text itself.", NULL },
    { NULL, NULL, NULL, NULL, NULL }
};

static PyMethodDef rfc1738_methods[] = {
    { "span", rfc1738_span, METH_O,
      "span($self, name, /)\n--\n\n(start, end) of a part in the text, or None." },
    { "parts", rfc1738_parts, METH_NOARGS,
      "parts($self, /)\n--\n\nA dict of the defined parts by name." },
    { "__bytes__", view_bytes, METH_NOARGS, "The text as bytes." },
    { "__reduce__", rfc1738_reduce, METH_NOARGS, NULL },
    { NULL, NULL, 0, NULL }
};

static PyTypeObject RFC1738Type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival.RFC1738URL",
    .tp_basicsize = sizeof(RFC1738Object),
    .tp_dealloc = view_dealloc,
    .tp_repr = rfc1738_repr,
    .tp_hash = view_hash,
    .tp_str = view_str,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "RFC1738URL(s)\n--\n\n"
              "An RFC 1738 URL checked against the grammar of its scheme and taken\n"
              "apart: immutable; parts None when absent.  RFC1738URL(s) is\n"
              "urival.rfc1738_parse(s).",
    .tp_richcompare = rfc1738_richcompare,
    .tp_methods = rfc1738_methods,
    .tp_getset = rfc1738_getset,
    .tp_new = rfc1738_tp_new,
};

static PyObject *py_draft05_resolve(PyObject *m, PyObject *const *args, Py_ssize_t nargs,
                                    PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "base", "ref", "strip_dots", NULL };
    PyObject *a[3];
    held b, r;
    if (args_parse("draft05_resolve", args, nargs, kwnames, names, 2, 2, a) < 0)
        return NULL;
    int strip = flag_arg(a[2]);
    if (strip < 0 || held_set(&b, a[0], "draft05_resolve", "base") < 0)
        return NULL;
    if (held_set(&r, a[1], "draft05_resolve", "ref") < 0) {
        held_clear(&b);
        return NULL;
    }
    PyObject *res = NULL;
    if (held_same_kind(&b, &r, "draft05_resolve") == 0) {
        outbuf o;
        urival_error err;
        urival_status st;
        unsigned info = 0;
        outbuf_init(&o);
        WRITE(st, o, b.len + r.len >= BIG_INPUT,
              urival_draft05_resolve(b.s, b.len, r.s, r.len,
                                     strip ? URIVAL_DRAFT05_FLAG_STRIP_DOTS : 0u, o.p, o.cap,
                                     &o.need, &info, &err));
        if (st == URIVAL_OK) {
            PyObject *t = text_out(b.is_str, o.p, o.need);
            if (t)
                res = PyObject_CallFunction(
                    Draft05Cls, "NN", t,
                    PyBool_FromLong((info & URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT) != 0));
        } else if (st == URIVAL_EBASE) {
            raise_status(st, &err, &b, "base", "draft05_resolve");
        } else {
            raise_status(st, &err, &r, "ref", "draft05_resolve");
        }
        outbuf_free(&o);
    }
    held_clear(&b);
    held_clear(&r);
    return res;
}

/* extract(): an iterator of Extracted over running text. */
typedef struct {
    PyObject_HEAD held h;
    size_t pos;
    unsigned flags;
    units_cursor at; /* the offsets handed out so far only grow */
    int busy;        /* a search runs without the GIL */
} ExtractObject;

static void extract_dealloc(PyObject *op)
{
    held_clear(&((ExtractObject *)op)->h);
    Py_TYPE(op)->tp_free(op);
}

static PyObject *extract_next(PyObject *op)
{
    ExtractObject *self = (ExtractObject *)op;
    urival_extracted f;
    urival_status st;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError,
                        "extract(): the iterator is being advanced in another thread");
        return NULL;
    }
    self->busy = 1;
    CALL_RELEASED(self->h.len - (self->pos < self->h.len ? self->pos : self->h.len) >= BIG_INPUT,
                  st, urival_extract_next(self->h.s, self->h.len, &self->pos, &f));
    self->busy = 0;
    if (st == URIVAL_ENOT_FOUND)
        return NULL;
    if (st != URIVAL_OK)
        return raise_status(st, NULL, &self->h, "text", "extract");
    outbuf o;
    outbuf_init(&o);
    WRITE(st, o, 0,
          urival_extract_copy(&f, self->h.s, self->h.len, self->flags, o.p, o.cap, &o.need));
    PyObject *uri = NULL;
    if (st == URIVAL_OK)
        uri = text_out(self->h.is_str, o.p, o.need);
    else
        raise_status(st, NULL, &self->h, "text", "extract");
    outbuf_free(&o);
    if (!uri)
        return NULL;
    /* In the order of the text, each counted on from the last. */
    const held *h = &self->h;
    Py_ssize_t start = held_units_from(h, &self->at, f.start);
    Py_ssize_t uri_start = held_units_from(h, &self->at, f.uri_start);
    Py_ssize_t uri_end = held_units_from(h, &self->at, f.uri_end);
    Py_ssize_t end = held_units_from(h, &self->at, f.end);
    return PyObject_CallFunction(ExtractedCls, "NnnnnNNNN", uri, start, end, uri_start, uri_end,
                                 PyBool_FromLong((f.info & URIVAL_EXTRACT_INFO_ANGLE) != 0),
                                 PyBool_FromLong((f.info & URIVAL_EXTRACT_INFO_URL_PREFIX) != 0),
                                 PyBool_FromLong((f.info & URIVAL_EXTRACT_INFO_WHITESPACE) != 0),
                                 PyBool_FromLong((f.info & URIVAL_EXTRACT_INFO_HYPHEN_BREAK) != 0));
}

static PyTypeObject ExtractType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "urival._Extract",
    .tp_basicsize = sizeof(ExtractObject),
    .tp_dealloc = extract_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_iter = PyObject_SelfIter,
    .tp_iternext = extract_next,
};

static PyObject *py_extract(PyObject *m, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    (void)m;
    static const char *const names[] = { "text", "drop_hyphen", NULL };
    PyObject *a[2];
    if (args_parse("extract", args, nargs, kwnames, names, 1, 1, a) < 0)
        return NULL;
    int drop = flag_arg(a[1]);
    if (drop < 0)
        return NULL;
    ExtractObject *self = PyObject_New(ExtractObject, &ExtractType);
    if (!self)
        return NULL;
    self->pos = 0;
    self->flags = drop ? URIVAL_EXTRACT_FLAG_DROP_HYPHEN : 0u;
    self->at.byte = 0;
    self->at.units = 0;
    self->busy = 0;
    if (held_set(&self->h, a[0], "extract", "text") < 0) {
        self->h.obj = self->h.owner = NULL;
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

#endif /* URIVAL_HAVE_RFC1738 */

/* ------------------------------------------------------------------------
 * Module
 * ---------------------------------------------------------------------- */

/* _init(**objects): the Python-level classes, from urival/__init__.py. */
static PyObject *py_init(PyObject *m, PyObject *args, PyObject *kwds)
{
    (void)m;
    static char *kwlist[] = { "InvalidURI", "UnreachableError",
                              "host_kinds", "rungs",
                              "statuses",   "URIInfo",
                              "Extracted",  "URNMatch",
                              "LineError",  "Draft05Resolution",
                              "InvalidIRI", "FeatureUnavailableError",
                              "Enum",       "PctSet",
                              "URNProfile", NULL };
    PyObject *o[15];
    if (!PyArg_ParseTupleAndKeywords(
            args, kwds, "OOO!O!O!OOOOOOOO!O!O!:_init", kwlist, &o[0], &o[1], &PyTuple_Type, &o[2],
            &PyTuple_Type, &o[3], &PyTuple_Type, &o[4], &o[5], &o[6], &o[7], &o[8], &o[9], &o[10],
            &o[11], &PyType_Type, &o[12], &PyType_Type, &o[13], &PyType_Type, &o[14]))
        return NULL;
    PyObject **slots[15] = { &InvalidURI, &Unreachable,  &HostKinds,   &Rungs,        &Statuses,
                             &URIInfo,    &ExtractedCls, &URNMatchCls, &LineErrorCls, &Draft05Cls,
                             &InvalidIRI, &Unavailable,  &EnumBase,    &PctSetCls,    &ProfileCls };
    for (int i = 0; i < 15; i++) {
        Py_INCREF(o[i]);
        Py_XSETREF(*slots[i], o[i]);
    }
    Py_RETURN_NONE;
}

#define FAST(NAME, FN, DOC)                                                                        \
    {                                                                                              \
        NAME, (PyCFunction)(void (*)(void))FN, METH_FASTCALL | METH_KEYWORDS, DOC                  \
    }

static PyMethodDef module_methods[] = {
    FAST("is_valid", py_is_valid,
         "is_valid(s, rule='URI-reference')\n--\n\n"
         "True when s (str or bytes) is a string of the ABNF rule, else False.\n\n"
         "rule is a rule's name as the grammar spells it ('URI', 'IPv6address',\n"
         "'path-abempty'; case-insensitive, '_' for '-'), optionally\n"
         "'GRAMMAR:NAME' ('rfc1738:ftpurl'), a Rule from urival.rules() or its\n"
         "int id.  Never raises for any text; an unknown rule is ValueError, a\n"
         "bool TypeError.\n\n"
         ">>> urival.is_valid('http://example.com/a b')\n"
         "False"),
    FAST("validate", py_validate,
         "validate(s, rule='URI-reference')\n--\n\n"
         "Returns None when s is a string of rule; raises InvalidURI saying where\n"
         "and why it is not (offset, rule, expected)."),
    FAST("parse", py_parse,
         "parse(s, rule='URI-reference')\n--\n\n"
         "Takes an RFC 3986 reference apart: returns an immutable URI.\n\n"
         "rule: 'URI-reference' (default), 'URI' (a scheme required),\n"
         "'relative-ref' or 'absolute-URI' (no fragment).  Components are None\n"
         "when undefined and '' when empty, of the type of s (str or bytes);\n"
         "port is an int.  Raises InvalidURI (a ValueError) with .offset,\n"
         ".rule and .expected when s is not valid.\n\n"
         ">>> u = urival.parse('http://user@example.com:8080/a?q#f')\n"
         ">>> u.host, u.port, u.query, u.fragment\n"
         "('example.com', 8080, 'q', 'f')"),
    FAST("compose", py_compose,
         "compose(*, scheme=None, authority=None, userinfo=None, host=None, port=None,\n"
         "        path='', query=None, fragment=None)\n--\n\n"
         "Builds a reference from components (RFC 3986 section 5.3), each checked\n"
         "against its rule, so that the result parses back into them.  The\n"
         "authority is built from userinfo, host and port, or given whole (then\n"
         "exactly the one any of them given beside it build); port may be an\n"
         "int.  Raises InvalidURI naming the bad component (.argument) and\n"
         "ValueError for userinfo or port without a host."),
    FAST("resolve", py_resolve,
         "resolve(base, ref, strict=True)\n--\n\n"
         "The target of reference ref against base (RFC 3986 section 5.2).\n"
         "base must be a URI (with a scheme).  strict=False lets a reference\n"
         "with the base's scheme lose it first ('http:g' is 'g' then).\n\n"
         ">>> urival.resolve('http://a/b/c/d;p?q', '../g')\n"
         "'http://a/b/g'"),
    { "remove_dot_segments", py_remove_dot_segments, METH_O,
      "remove_dot_segments(path, /)\n--\n\n"
      "RFC 3986 section 5.2.4 on any path text: '/a/b/../c/./d' is '/a/c/d'." },
    FAST("normalize", py_normalize,
         "normalize(s, *, scheme=False, ipv6=False)\n--\n\n"
         "The syntax-based normal form (RFC 3986 section 6.2.2); scheme=True adds\n"
         "scheme-based normalization (6.2.3: default ports, empty paths),\n"
         "ipv6=True writes IPv6 hosts as RFC 5952 does.\n\n"
         ">>> urival.normalize('HTTP://Example.COM:80/a/./b/../%7euser', scheme=True)\n"
         "'http://example.com/a/~user'"),
    FAST("compare", py_compare,
         "compare(a, b, *, ipv6=False, ignore_fragment=False)\n--\n\n"
         "The cheapest rung of the RFC 3986 section 6.2 ladder on which a and b\n"
         "are equal: an Equivalence (SIMPLE, SYNTAX, SCHEME, or DIFFERENT).\n"
         "Rungs are ordered: compare(a, b) <= Equivalence.SCHEME means\n"
         "equivalent after scheme-based normalization."),
    FAST("relativize", py_relativize,
         "relativize(base, target)\n--\n\n"
         "The shortest reference that resolve(base, ...) turns back into\n"
         "target.  Raises UnreachableError when none does."),
    { "scheme_default_port", py_scheme_default_port, METH_O,
      "scheme_default_port(scheme, /)\n--\n\n"
      "The default port of a scheme (case-insensitive) that normalization\n"
      "drops, or None." },
    FAST("pct_encode", py_pct_encode,
         "pct_encode(s, set='unreserved')\n--\n\n"
         "Percent-encodes every byte of s (a str is taken as UTF-8) that the set\n"
         "does not allow literally.  set: a PctSet or its name: 'userinfo',\n"
         "'host', 'path', 'segment', 'segment-nz-nc', 'query', 'fragment',\n"
         "'unreserved'."),
    FAST("pct_decode", py_pct_decode,
         "pct_decode(s, set='any', *, refuse_nul=False)\n--\n\n"
         "Decodes every %HH.  With a set other than 'any', every literal\n"
         "character must belong to it.  A str gives a str (the decoded bytes\n"
         "read as UTF-8), bytes give bytes.  refuse_nul=True makes '%00' an\n"
         "InvalidURI."),
    { "ipv4_parse", py_ipv4_parse, METH_O,
      "ipv4_parse(s, /)\n--\n\n"
      "An RFC 3986 IPv4address as 4 bytes, network order." },
    { "ipv6_parse", py_ipv6_parse, METH_O,
      "ipv6_parse(s, /)\n--\n\n"
      "An RFC 3986 IPv6address (no brackets) as 16 bytes, network order." },
    { "ipv4_format", py_ipv4_format, METH_O,
      "ipv4_format(addr, /)\n--\n\n"
      "4 bytes (or an ipaddress.IPv4Address) in dotted decimal." },
    { "ipv6_format", py_ipv6_format, METH_O,
      "ipv6_format(addr, /)\n--\n\n"
      "16 bytes (or an ipaddress.IPv6Address) in RFC 5952 canonical text." },
    FAST("validate_many", py_validate_many,
         "validate_many(iterable, rule='URI-reference', *, errors=False)\n--\n\n"
         "Validates every item of iterable (str or bytes), in batches matched\n"
         "with the GIL released, and yields, in order, a bool per item, or with\n"
         "errors=True None for a valid item and an InvalidURI (not raised) for\n"
         "an invalid one."),
    FAST("validate_file", py_validate_file,
         "validate_file(file, rule='URI-reference', *, all_lines=False)\n--\n\n"
         "Validates every line of a file (a path, or a binary file object with\n"
         "readinto) in reads of 1 to 2 MiB, with the GIL released while reading a path\n"
         "and while matching; CRLF endings are accepted.  Yields a LineError\n"
         "(lineno, line, error) for each invalid line, or for every line with\n"
         "all_lines=True (error None when valid).  The iterator counts: .lines,\n"
         ".valid, .invalid."),
    FAST("iri_is_valid", py_iri_is_valid,
         "iri_is_valid(s, rule='IRI-reference')\n--\n\n"
         "True when s is an IRI of rule ('IRI-reference', 'IRI', 'irelative-ref'\n"
         "or 'absolute-IRI'): RFC 3987 section 2.2's grammar on the UTF-8 of s and\n"
         "section 4.1's ban on bidirectional formatting characters.  Another rule\n"
         "is ValueError.\n\n"
         ">>> urival.iri_is_valid('http://r\\xe9sum\\xe9.example.org/')\n"
         "True"),
    FAST("iri_validate", py_iri_validate,
         "iri_validate(s, rule='IRI-reference')\n--\n\n"
         "Returns None when s is an IRI of rule; raises InvalidIRI saying where\n"
         "and why it is not (status SYNTAX, IRI_UTF8 or IRI_BIDI)."),
    FAST("iri_parse", py_iri_parse,
         "iri_parse(s, rule='IRI-reference')\n--\n\n"
         "Takes an RFC 3987 IRI reference apart: returns an immutable IRI, whose\n"
         "components keep their non-ASCII characters.  rule: 'IRI-reference'\n"
         "(default), 'IRI', 'irelative-ref' or 'absolute-IRI'.  Raises InvalidIRI\n"
         "with .offset (code points for a str), .rule and .status."),
    FAST("iri_to_uri", py_iri_to_uri,
         "iri_to_uri(s, *, idna=False)\n--\n\n"
         "The URI an IRI maps to (RFC 3987 section 3.1): the UTF-8 of every\n"
         "non-ASCII character as %HH.  idna=True writes a non-ASCII host as IDNA\n"
         "A-labels instead (needs libidn2: FeatureUnavailableError without it).\n\n"
         ">>> urival.iri_to_uri('http://r\\xe9sum\\xe9.example.org')\n"
         "'http://r%C3%A9sum%C3%A9.example.org'"),
    { "uri_to_iri", py_uri_to_iri, METH_O,
      "uri_to_iri(s, /)\n--\n\n"
      "The IRI a URI maps to (RFC 3987 section 3.2): %HH sequences of\n"
      "well-formed UTF-8 that an IRI may hold there are decoded; reserved\n"
      "characters, bidi formatting characters and other bytes stay encoded.\n\n"
      ">>> urival.uri_to_iri('http://www.example.org/D%C3%BCrst')\n"
      "'http://www.example.org/D\\xfcrst'" },
    { "iri_nfc", py_iri_nfc, METH_O,
      "iri_nfc(s, /)\n--\n\n"
      "s in Unicode normalization form C (RFC 3987 sections 3.1 and 5.3.2.2),\n"
      "by liburival's libunistring; FeatureUnavailableError without it." },
    { "iri_is_nfc", py_iri_is_nfc, METH_O,
      "iri_is_nfc(s, /)\n--\n\n"
      "True when the IRI s is in NFC (iri_nfc(s) == s); needs libunistring." },
    FAST("iri_resolve", py_iri_resolve,
         "iri_resolve(base, ref, strict=True)\n--\n\n"
         "The target IRI of reference ref against base (RFC 3987 section 6.5:\n"
         "RFC 3986 section 5.2 on the IRIs themselves, nothing escaped)."),
    FAST("iri_normalize", py_iri_normalize,
         "iri_normalize(s, *, scheme=False, ipv6=False)\n--\n\n"
         "The syntax-based normal form of an IRI (RFC 3987 section 5.3.2, without\n"
         "character normalization: see iri_nfc); scheme=True adds 5.3.3."),
    FAST("iri_compare", py_iri_compare,
         "iri_compare(a, b, *, ipv6=False, ignore_fragment=False)\n--\n\n"
         "The cheapest rung of the RFC 3987 section 5.3 ladder on which the IRIs\n"
         "a and b are equal: an Equivalence.  Percent-encoding is aligned as\n"
         "section 5.3.2.3 says (r%C3%A9 equals r\\xe9 on the SYNTAX rung)."),
    FAST("iri_relativize", py_iri_relativize,
         "iri_relativize(base, target)\n--\n\n"
         "The shortest IRI reference that iri_resolve(base, ...) turns back into\n"
         "target.  Raises UnreachableError when none does."),
    FAST("iri_compose", py_iri_compose,
         "iri_compose(*, scheme=None, authority=None, userinfo=None, host=None,\n"
         "            port=None, path='', query=None, fragment=None)\n--\n\n"
         "Builds an IRI reference from components as compose() builds a URI\n"
         "reference, each checked against its RFC 3987 rule and section 4.1;\n"
         "non-ASCII characters are kept, never escaped.  Raises InvalidIRI\n"
         "naming the bad component (.argument) and ValueError for userinfo or\n"
         "port without a host, or an authority its parts do not build."),
    { "_iri_features", py_iri_features, METH_NOARGS, NULL },
    { "_catalogue", py_catalogue, METH_NOARGS, NULL },
    { "_grammars", py_grammars, METH_NOARGS, NULL },
    { "_lookup", py_lookup, METH_VARARGS, NULL },
    { "_names", py_names, METH_NOARGS, NULL },
    { "_init", (PyCFunction)(void (*)(void))py_init, METH_VARARGS | METH_KEYWORDS, NULL },
    { "library_version", py_library_version, METH_NOARGS,
      "library_version()\n--\n\nThe version of liburival in use, 'MAJOR.MINOR.PATCH'." },
#ifdef URIVAL_HAVE_RFC8141
    FAST("urn_parse", py_urn_parse,
         "urn_parse(s, profile='rfc8141', *, assigned=False)\n--\n\n"
         "Takes a URN apart into a URN: nid, nss and components, with the checks\n"
         "beyond the grammar (reserved and informal NIDs, ...).  profile\n"
         "'draft03' reads it as draft-ietf-urnbis-rfc2141bis-urn-03;\n"
         "assigned=True refuses components after the NSS."),
    FAST("urn_canonical", py_urn_canonical,
         "urn_canonical(s, profile='rfc8141', *, assigned=False, step='5a')\n--\n\n"
         "The form lexical equivalence compares (RFC 8141 section 3.1; draft03\n"
         "section 5, step '5a' or '5b')."),
    FAST("urn_equal", py_urn_equal,
         "urn_equal(a, b, profile='rfc8141', *, assigned=False, step='5a')\n--\n\n"
         "True when two URNs are lexically equivalent."),
    { "urn_extract", py_urn_extract, METH_O,
      "urn_extract(text, /)\n--\n\n"
      "Yields a URNMatch(start, end, urn, error) for every URN candidate in\n"
      "running text (draft03 section 2.5.3 delimits them): urn is a URN, or\n"
      "None with error an InvalidURI for a candidate that is no valid URN." },
#endif
#ifdef URIVAL_HAVE_RFC1738
    { "rfc1738_parse", py_rfc1738_parse, METH_O,
      "rfc1738_parse(s, /)\n--\n\n"
      "An RFC 1738 URL checked against its scheme's grammar (genericurl for\n"
      "other schemes), taken apart into an RFC1738URL." },
    FAST("draft05_resolve", py_draft05_resolve,
         "draft05_resolve(base, ref, *, strip_dots=False)\n--\n\n"
         "Resolution by draft-fielding-url-syntax-05 section 5.2 (1997), which\n"
         "reproduces its Appendix C.  Returns Draft05Resolution(target,\n"
         "current_document)."),
    FAST("extract", py_extract,
         "extract(text, *, drop_hyphen=False)\n--\n\n"
         "Yields an Extracted for every URI found in running text (RFC 3986\n"
         "Appendix C, RFC 1738's appendix): in <...> or <URL:...>, or bare after\n"
         "a scheme; offsets are in the units of text."),
#endif
    { NULL, NULL, 0, NULL }
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    "urival._urival",
    "The C extension behind urival; import urival instead.",
    -1,
    module_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

static int add_type(PyObject *m, PyTypeObject *t, const char *name)
{
    if (PyType_Ready(t) < 0)
        return -1;
    if (!name)
        return 0;
    Py_INCREF(t);
    if (PyModule_AddObject(m, name, (PyObject *)t) < 0) {
        Py_DECREF(t);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__urival(void)
{
    PyObject *m = PyModule_Create(&module_def);
    if (!m)
        return NULL;
    RuleCache = PyDict_New();
    if (!RuleCache || add_type(m, &URIType, "URI") < 0 || add_type(m, &IRIType, "IRI") < 0 ||
        add_type(m, &StreamType, "Stream") < 0 || add_type(m, &ManyType, NULL) < 0 ||
        add_type(m, &FileType, NULL) < 0)
        goto fail;
#ifdef URIVAL_HAVE_RFC8141
    if (add_type(m, &URNType, "URN") < 0 || add_type(m, &URNExtractType, NULL) < 0)
        goto fail;
#endif
#ifdef URIVAL_HAVE_RFC1738
    if (add_type(m, &RFC1738Type, "RFC1738URL") < 0 || add_type(m, &ExtractType, NULL) < 0)
        goto fail;
#endif
    if (PyModule_AddIntConstant(m, "MAX_INPUT", (long)URIVAL_MAX_INPUT) < 0 ||
#ifdef URIVAL_HAVE_RFC8141
        PyModule_AddObject(m, "HAVE_URN", Py_NewRef(Py_True)) < 0 ||
#else
        PyModule_AddObject(m, "HAVE_URN", Py_NewRef(Py_False)) < 0 ||
#endif
#ifdef URIVAL_HAVE_RFC1738
        PyModule_AddObject(m, "HAVE_HISTORIC", Py_NewRef(Py_True)) < 0
#else
        PyModule_AddObject(m, "HAVE_HISTORIC", Py_NewRef(Py_False)) < 0
#endif
    )
        goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
