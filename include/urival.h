/*
 * urival.h - validate and take apart URIs, URLs and URNs exactly as their
 * specifications define them.
 *
 * One convention holds for every function declared here.
 *
 * Inputs
 *  - Input is a pointer and a length.  A NUL byte is ordinary (invalid)
 *    input, never a terminator.  A NULL pointer is allowed only with length
 *    0.  Lengths above URIVAL_MAX_INPUT are refused with URIVAL_ERANGE
 *    before a single byte is read, so that no offset arithmetic can wrap.
 *  - A function that reads a parsed struct (urival_uri, urival_urn,
 *    urival_rfc1738, ...) takes that struct first, then the string it was
 *    parsed from and the string's length: the subject comes before its text.
 *    A span of the struct that lies outside the string is URIVAL_EINVAL.
 *  - Input bit-sets are named flags; a bit the function does not define is
 *    refused with URIVAL_EINVAL.  Bit-sets a function reports back are
 *    named info.
 *
 * Results
 *  - A function that can fail returns urival_status.  One that writes a
 *    string takes the caller's buffer and capacity (buf, cap) and stores in
 *    *needed (when needed is not NULL) the length of the whole result
 *    without its terminating NUL: the output is complete when
 *    *needed < cap.  It never writes past cap bytes, always terminates the
 *    buffer when cap > 0, and on failure leaves "" in buf and 0 in *needed.
 *    A NULL buf is allowed only with cap 0 (a length query); NULL with
 *    cap > 0 is URIVAL_EINVAL.  An output that overlaps any input is
 *    refused with URIVAL_EINVAL, before anything is read or written: buf,
 *    *needed, a struct or scalar a function fills, and *err.
 *  - A function returns size_t or int only when it cannot fail: counts,
 *    names and predicates ("1 when ...").
 *  - Syntax errors come in a urival_error: the byte offset of the first
 *    byte no valid string could have, the rule that could not go on, what
 *    it expected.  urival_error_message() explains every status.  As with
 *    errno, *err means something only after a call that did not return
 *    URIVAL_OK: a call that succeeds may leave it as it was, or set its
 *    status to URIVAL_OK.
 *  - Results are views: spans (offset and length) into the caller's input,
 *    which is never modified.  Matching and parsing never allocate; no
 *    function keeps global mutable state beyond the engine urival_match()
 *    chooses once from the CPU (stored atomically, the same value in every
 *    thread), and every one is safe to call from any number of threads at
 *    once.
 *
 * Names
 *  - Functions are urival_<family>_<verb>; each family has a parse
 *    function, a struct and a predicate named alike: urival_uri_parse(),
 *    urival_uri, urival_uri_has(); urival_urn_parse(), urival_urn,
 *    urival_urn_has(); urival_rfc1738_parse(), urival_rfc1738,
 *    urival_rfc1738_has().
 *  - Constants are URIVAL_<FAMILY>_<ROLE>_<NAME>, the role saying what the
 *    constant is: PART (an index of a parsed struct's spans), HOST, SCHEME,
 *    PROFILE, SET (enumerations), FLAG (an input bit), INFO (a reported
 *    bit), RUNG, MAX.  Generated rule ids have a namespace of their own:
 *    URIVAL_RULE_<GRAMMAR>_<RULE> (urival_rules.h).  Status codes are
 *    URIVAL_OK and URIVAL_E<NAME>.
 */
#ifndef URIVAL_H
#define URIVAL_H

#include <stddef.h>
#include <stdint.h>

#include "urival_rules.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#define URIVAL_API __attribute__((visibility("default")))
#else
#define URIVAL_API
#endif

/* The largest input any function accepts: 1 GiB.  Offsets therefore always
 * fit in 31 bits, whatever size_t is. */
#define URIVAL_MAX_INPUT ((size_t)1 << 30)

/* Status codes.  Every function that can fail returns one of these. */
typedef enum urival_status {
    URIVAL_OK = 0,
    URIVAL_ESYNTAX = 1, /* the input is not in the language of the rule */
    URIVAL_EINVAL = 2,  /* bad argument: NULL pointer, unknown rule, ... */
    URIVAL_ERANGE = 3,  /* a length above URIVAL_MAX_INPUT */
    /* URNs (urival_urn_parse() and the functions built on it): */
    /* the NID "urn" (RFC 2141 section 2.1, draft-03 section 2.1) */
    URIVAL_EURN_RESERVED_NID = 4,
    /* rfc8141: an NID beginning "urn-" that is not "urn-" and a positive
     * number without leading zeros (section 5.2) */
    URIVAL_EURN_INFORMAL_NID = 5,
    URIVAL_EURN_NUL = 6, /* draft03: "%00" (section 2.5.3) */
    /* draft03: a registered query keyword twice (section 2.3) */
    URIVAL_EURN_REPEATED_KEYWORD = 7,
    /* a component after what was to be an assigned name alone */
    URIVAL_EURN_NOT_ASSIGNED = 8,
    /* draft03 step 5b: more than URIVAL_URN_MAX_DIRECTIVES to reorder */
    URIVAL_EURN_TOO_MANY_DIRECTIVES = 9,
    /* nothing (more) to find: no URN in the text (urival_urn_extract()), no
     * URI left in it (urival_extract_next()), no directive left
     * (urival_urn_next_directive()) */
    URIVAL_ENOT_FOUND = 10,
    /* Reference operations (RFC 3986 sections 5 and 6): */
    /* the base is no URI (a scheme is required, section 5.2.1) */
    URIVAL_EBASE = 11,
    /* urival_relativize(): no reference resolves to the target */
    URIVAL_EUNREACHABLE = 12,
    URIVAL_ENUL = 13, /* urival_pct_decode(): "%00" refused */
    /* IRIs (RFC 3987; the IRI section at the end of this header): */
    /* a bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO,
     * PDF), which section 4.1 forbids in an IRI */
    URIVAL_EIRI_BIDI = 14,
    /* bytes that are no well-formed UTF-8: an IRI is a sequence of
     * characters, and the library reads it as UTF-8 (section 2.2) */
    URIVAL_EIRI_UTF8 = 15,
    /* an IDNA conversion the host does not admit (urival_iri_to_uri()) */
    URIVAL_EIRI_IDNA = 16,
    /* an optional piece (libidn2, libunistring) the library was built
     * without; see urival_iri_features() */
    URIVAL_EUNAVAILABLE = 17,
    /* an IRI whose normalization form C is no IRI-reference
     * (urival_iri_nfc(): U+1FEF GREEK VARIA is "`" in NFC) */
    URIVAL_EIRI_NFC = 18
} urival_status;

/* Returns a short English description of a status code ("syntax error"). */
URIVAL_API const char *urival_strstatus(urival_status status);

/* ------------------------------------------------------------------------
 * Rules
 *
 * Every rule of every grammar under grammar/ has an id, generated by the
 * build from the .abnf files into urival_rules.h as
 * URIVAL_RULE_<GRAMMAR>_<RULE> (for example URIVAL_RULE_RFC3986_URI_REFERENCE and
 * URIVAL_RULE_CORE_HEXDIG).  Ids run from 0 to urival_rule_count() - 1.
 * ---------------------------------------------------------------------- */

/* Number of rules in the catalogue. */
URIVAL_API size_t urival_rule_count(void);

/* The ABNF name of a rule ("URI-reference"), or NULL for an unknown id. */
URIVAL_API const char *urival_rule_name(urival_rule rule);

/* The id of the grammar a rule belongs to ("rfc3986"), or NULL. */
URIVAL_API const char *urival_rule_grammar(urival_rule rule);

/* Looks a rule up by grammar id and ABNF rule name.  Rule names compare
 * case-insensitively, as ABNF rule names do (RFC 5234 section 2.1), and so
 * do grammar ids ("RFC3986" is "rfc3986"); "_" is
 * accepted for "-", and "+" for "-plus" (RFC 1738's "gopher+_string" is
 * its gopher-plus-string).  A NULL grammar searches every grammar, the order of
 * urival_grammar_name() deciding between equal names.  Returns URIVAL_OK and
 * stores the id; URIVAL_EINVAL when there is no such rule, for a NULL name
 * or out, or for an out that overlaps grammar or name (their NULs
 * included). */
URIVAL_API urival_status urival_rule_lookup(const char *grammar, const char *name,
                                            urival_rule *out);

/* Number of grammars, and the id of grammar i ("rfc3986", "rfc8141", ...,
 * "core" last, in the order of the generated catalogue), or NULL when i is
 * out of range. */
URIVAL_API size_t urival_grammar_count(void);
URIVAL_API const char *urival_grammar_name(size_t i);

/* ------------------------------------------------------------------------
 * Errors
 * ---------------------------------------------------------------------- */

/* What a failed match or parse tells about the failure.
 *
 * offset is the position of the first byte that cannot be part of any valid
 * string beginning with the bytes before it; when every byte could still
 * begin a valid string but the input ends too early, offset is the input
 * length and at_end is 1.  rule is the ABNF name of the innermost rule known
 * to be in progress at that offset, and rule_start where it began.  The
 * expected set holds every byte that would have been accepted at offset
 * (bit b of expected[b / 32]), and end_ok tells whether ending the input
 * there would have been valid. */
typedef struct urival_error {
    urival_status status; /* URIVAL_OK, or why it failed */
    size_t offset;        /* byte offset of the failure */
    size_t rule_start;    /* where the failing rule began (<= offset) */
    const char *rule;     /* ABNF rule name; NULL for a failure no rule
                           * explains: URIVAL_EINVAL, URIVAL_ERANGE,
                           * URIVAL_ENOT_FOUND, URIVAL_EUNREACHABLE,
                           * URIVAL_EUNAVAILABLE */
    const char *grammar;  /* grammar id of that rule */
    int at_end;           /* 1: input ended too early */
    int end_ok;           /* 1: ending at offset would have been valid */
    uint32_t expected[8]; /* bytes acceptable at offset */
} urival_error;

/* Writes a one-line explanation of err into buf, for every status: a
 * syntax error as
 *   offset 14: pct-encoded: expected a hex digit after "%", found "z"
 * naming characters, not rules: "a letter", "an upper-case letter", "a
 * lower-case letter", "a hex digit", "a digit", every other byte quoted
 * ("-", "\x09"), three or more digits, letters of one case or bytes shown
 * as \xHH in a row as a range ("0" to "5"), and "end of input"; exactly the
 * bytes of err->expected.  An RFC 3986 or RFC 3987 error whose byte is
 * right but whose reason lies elsewhere adds "; hint: " and that reason,
 * read from the input (none without it): a port that is not digits, a ":"
 * that would make a scheme of a relative path, a second "#", "@" or "::",
 * an IPv6 zone identifier (removed from URIs by RFC 9844), a bracket
 * outside an IP literal, a byte no URI may hold (any above 0x7F too) or
 * an ASCII byte no IRI may hold (without
 * offering its escape in a scheme, which takes none), and in
 * an IRI a well-formed character it holds nowhere or not there (a
 * noncharacter, a C1 control, private use outside the query), named from
 * its first byte with its escapes; an RFC 8141 error only the byte no URI holds,
 * a URN being a URI (in "urn:" and the NID, which take no percent-encoding,
 * without offering one); no field of err holds it.  It writes
 * a URN failure beyond the grammar (URIVAL_EURN_*) with its offset, rule
 * and the section it comes from, as
 *   offset 4: NID: the NID "urn" is reserved and must not be used
 *   (draft-ietf-urnbis-rfc2141bis-urn-03 section 2.1)
 * and any other status as urival_strstatus() names it (URIVAL_ENOT_FOUND
 * as "no URN in the text (a URN begins with \"urn:\")"), URIVAL_ENUL after
 * its offset and rule ("offset 1: pct-encoded: percent-encoded NUL (%00)
 * refused").  input and len are the string that failed, which the message
 * quotes (NULL and 0 quote nothing, and "found" is said only of an input
 * that ended early); bytes that are not printable ASCII are quoted as
 * \xHH.
 * Returns URIVAL_OK with the length of the whole message in *needed;
 * URIVAL_EINVAL for a NULL err, a NULL input with len > 0, a NULL buf with
 * cap > 0, or a buf that overlaps input or *err; URIVAL_ERANGE for a len
 * above URIVAL_MAX_INPUT. */
URIVAL_API urival_status urival_error_message(const urival_error *err, const char *input,
                                              size_t len, char *buf, size_t cap, size_t *needed);

/* Writes only the "expected ..." part of a syntax error ("a hex digit",
 * "a letter, a digit, \"-\" or end of input") the same way, without a
 * hint.  Returns URIVAL_OK; URIVAL_EINVAL for a NULL err, a NULL buf with
 * cap > 0, or a buf that overlaps *err. */
URIVAL_API urival_status urival_error_expected(const urival_error *err, char *buf, size_t cap,
                                               size_t *needed);

/* ------------------------------------------------------------------------
 * Matching: is s[0..len) a string of the rule?
 * ---------------------------------------------------------------------- */

/* Returns URIVAL_OK when the whole input is in the language of the rule,
 * URIVAL_ESYNTAX when it is not (err, if not NULL, says where and why),
 * URIVAL_EINVAL for an unknown rule or NULL input with len > 0, and
 * URIVAL_ERANGE when len > URIVAL_MAX_INPUT.  Never allocates. */
URIVAL_API urival_status urival_match(urival_rule rule, const char *s, size_t len,
                                      urival_error *err);

/* ------------------------------------------------------------------------
 * Parsing RFC 3986 references into components
 * ---------------------------------------------------------------------- */

/* The components of section 3 (the authority and its userinfo, host and
 * port among them), as indexes of urival_uri.part and bits of
 * urival_uri.defined. */
typedef enum urival_uri_part {
    URIVAL_URI_PART_SCHEME = 0,
    URIVAL_URI_PART_AUTHORITY,
    URIVAL_URI_PART_USERINFO,
    URIVAL_URI_PART_HOST,
    URIVAL_URI_PART_PORT,
    URIVAL_URI_PART_PATH,
    URIVAL_URI_PART_QUERY,
    URIVAL_URI_PART_FRAGMENT,
    URIVAL_URI_PART_COUNT
} urival_uri_part;

/* Which alternative of RFC 3986 "host" the host is. */
typedef enum urival_uri_host_kind {
    URIVAL_URI_HOST_NONE = 0,  /* no authority, so no host */
    URIVAL_URI_HOST_IPV4,      /* IPv4address */
    URIVAL_URI_HOST_IPV6,      /* IP-literal holding an IPv6address */
    URIVAL_URI_HOST_IPVFUTURE, /* IP-literal holding an IPvFuture */
    URIVAL_URI_HOST_REGNAME    /* reg-name, possibly empty */
} urival_uri_host_kind;

/* A view of bytes s[off .. off + len) of the parsed input. */
typedef struct urival_span {
    size_t off;
    size_t len;
} urival_span;

/* Bits of urival_uri.info. */
/* port is defined, non-empty, and <= 65535: port_number holds its value */
#define URIVAL_URI_INFO_PORT_NUMBER 0x1u
/* port is a digit string too large for 16 bits: valid RFC 3986, but no TCP
 * port */
#define URIVAL_URI_INFO_PORT_LARGE 0x2u

/* Security flags (RFC 3986 section 7, RFC 1738 section 6): reported by
 * urival_uri_parse(), never a reason to reject.  A caller that shows or follows
 * URIs decides what to do with them. */
/* userinfo holds "user:password", which section 3.2.1 deprecates */
#define URIVAL_URI_INFO_PASSWORD 0x10u
/* a reg-name made of numbers and dots ("127.1", "0x7f.1", "2130706433") that
 * is no IPv4address, yet that many resolvers read as one (7.4); escapes
 * count as what they decode to ("%31%32%37.0.0.1") */
#define URIVAL_URI_INFO_NUMERIC_HOST 0x20u
/* userinfo that begins like a host name, as in
 * "http://bank.example@evil.example/" (7.6); bytes above 0x7F, raw in an
 * IRI or escaped ("b%C3%A4nk.example"), count as letters of a name */
#define URIVAL_URI_INFO_HOSTLIKE_USERINFO 0x40u
/* "%00", "%0D" or "%0A" somewhere: NUL, CR or LF once decoded (7.3) */
#define URIVAL_URI_INFO_PCT_CONTROL 0x80u
/* a port number other than the scheme's registered default (see
 * urival_scheme_default_port()): a service where users may not expect one
 * (RFC 1738 section 6) */
#define URIVAL_URI_INFO_NONDEFAULT_PORT 0x100u

/* The components of a URI reference (RFC 3986 section 3).
 *
 * part[c] is meaningful only when bit (1u << c) is set in defined: an
 * undefined component differs from an empty one (section 5.3).  The path is
 * always defined, possibly empty.  For an IP-literal, the host span includes
 * the brackets, as in the grammar. */
typedef struct urival_uri {
    urival_span part[URIVAL_URI_PART_COUNT];
    unsigned defined; /* bit (1u << urival_uri_part) */
    urival_uri_host_kind host_kind;
    unsigned info; /* URIVAL_URI_INFO_* */
    uint16_t port_number;
} urival_uri;

/* 1 when component c is defined in u, else 0. */
URIVAL_API int urival_uri_has(const urival_uri *u, urival_uri_part c);

/* The name of a component ("scheme", "userinfo", ...), NULL if out of range. */
URIVAL_API const char *urival_uri_part_name(urival_uri_part c);

/* The name of a host kind ("IPv4address", "IPv6address", "IPvFuture",
 * "reg-name", or "none"). */
URIVAL_API const char *urival_uri_host_kind_name(urival_uri_host_kind k);

/* Parses s[0..len) as the RFC 3986 rule given, which must be one of
 * URIVAL_RULE_RFC3986_URI, URIVAL_RULE_RFC3986_URI_REFERENCE,
 * URIVAL_RULE_RFC3986_RELATIVE_REF or URIVAL_RULE_RFC3986_ABSOLUTE_URI (any other rule
 * gives URIVAL_EINVAL).  On success fills *out and returns URIVAL_OK; on a
 * syntax error returns URIVAL_ESYNTAX with *err filled as urival_match does
 * and *out cleared.  Never allocates. */
URIVAL_API urival_status urival_uri_parse(urival_rule rule, const char *s, size_t len,
                                          urival_uri *out, urival_error *err);

/* ------------------------------------------------------------------------
 * Streaming: a string that arrives in pieces (from a socket, say)
 *
 * The verdict, error offset and spans are those the one-shot calls give for
 * the whole string, whatever the chunks.  The state is the caller's
 * urival_stream, a fixed-size struct: no allocation, nothing kept between
 * calls but what it holds, and no copy of the bytes.
 * ---------------------------------------------------------------------- */

/* Fixed-size state, to be touched only through the functions below. */
typedef struct urival_stream {
    uint64_t opaque_[24];
} urival_stream;

/* urival_stream_init() flags. */
/* also record component spans; the rule must be one urival_uri_parse() takes */
#define URIVAL_STREAM_FLAG_SPANS 0x1u

/* Starts a stream for rule.  Returns URIVAL_OK, or URIVAL_EINVAL for a NULL
 * stream, an unknown rule, or URIVAL_STREAM_FLAG_SPANS with a rule that does not
 * parse. */
URIVAL_API urival_status urival_stream_init(urival_stream *st, urival_rule rule, unsigned flags);

/* Feeds the next len bytes.  Returns URIVAL_OK while what was fed can still
 * begin a valid string, URIVAL_ESYNTAX once it cannot (later feeds change
 * nothing), URIVAL_ERANGE when the total would pass URIVAL_MAX_INPUT (the
 * chunk is not taken, and the stream stays failed: later feeds and
 * urival_stream_finish() return URIVAL_ERANGE too, so that the bytes
 * before it never pass for the whole string), and URIVAL_EINVAL for NULL
 * arguments or a chunk that overlaps *st (the stream left as it was). */
URIVAL_API urival_status urival_stream_feed(urival_stream *st, const char *chunk, size_t len);

/* Ends the stream: URIVAL_OK when everything fed is a string of the rule,
 * else URIVAL_ESYNTAX with err (if not NULL) holding the offset, the
 * expected set, end_ok and at_end exactly as urival_match() gives them.
 * Without the bytes, err->rule is the streamed rule, or inside an escape
 * the grammar's escape rule (pct-encoded; escape in RFC 1738 and the 1993
 * draft, escaped in the 1997 one), where urival_match() may name a rule
 * nested deeper.  URIVAL_ERANGE after a feed passed URIVAL_MAX_INPUT.  With
 * URIVAL_STREAM_FLAG_SPANS and out not NULL, a success fills out's spans and
 * defined bits as urival_uri_parse() would; host_kind, port_number and flags
 * need the bytes and are left empty (run urival_uri_parse() on the assembled
 * string for them).  The stream may be finished once.  URIVAL_EINVAL, the
 * stream left unfinished, for an out or err that overlaps *st. */
URIVAL_API urival_status urival_stream_finish(urival_stream *st, urival_uri *out,
                                              urival_error *err);

/* Present unless the library was configured with --disable-urn. */
#ifdef URIVAL_HAVE_RFC8141

/* ------------------------------------------------------------------------
 * URNs: RFC 8141, and the seed draft draft-ietf-urnbis-rfc2141bis-urn-03
 *
 * Two profiles, two syntaxes.  rfc8141 (the published standard, the
 * default): namestring = "urn:" NID ":" NSS, then optionally "?+"
 * r-component, "?=" q-component, "#" f-component; "/" is allowed in the
 * NSS.  draft03 (the 2012 draft that became RFC 8141): "urn:" NID ":" NSS,
 * then optionally "?" and a query of keyword=value directives joined by "&",
 * and "#" fragment; the NSS is one path segment, so "/" is not allowed.
 * The grammars are grammar/rfc8141.abnf and grammar/urn-draft03.abnf: NID
 * and NSS of either can be matched alone (URIVAL_RULE_RFC8141_NID,
 * URIVAL_RULE_URN_DRAFT03_NSS, ...).
 * ---------------------------------------------------------------------- */

/* Which URN syntax a function reads: the two profiles above. */
typedef enum urival_urn_profile {
    URIVAL_URN_PROFILE_RFC8141 = 0, /* RFC 8141 (April 2017) */
    URIVAL_URN_PROFILE_DRAFT03 = 1  /* draft-ietf-urnbis-rfc2141bis-urn-03 (2012) */
} urival_urn_profile;

/* The parts of a URN, as spans of urival_urn.part. */
typedef enum urival_urn_part {
    URIVAL_URN_PART_NID = 0, /* namespace identifier, between the two first ":" */
    URIVAL_URN_PART_NSS,     /* namespace specific string */
    URIVAL_URN_PART_R,       /* rfc8141 r-component, after "?+" (draft03: never) */
    /* rfc8141 q-component, after "?="; draft03 query (urn-query), after "?" */
    URIVAL_URN_PART_Q,
    /* rfc8141 f-component or draft03 fragment, after "#"; may be empty */
    URIVAL_URN_PART_F,
    URIVAL_URN_PART_COUNT
} urival_urn_part;

/* Flags of urival_urn.flags. */
/* rfc8141: the NID is an informal one, "urn-" and a number (section 5.2) */
#define URIVAL_URN_INFO_INFORMAL 0x1u
/* more than an assigned name: an r-, q- or f-component, or a draft03 query or
 * fragment */
#define URIVAL_URN_INFO_REFERENCE 0x2u

/* Flags of urival_urn_parse(). */
/* the input must be an assigned name (RFC 8141 assigned-name; draft03
 * sections 2.3 and 2.4): a component after the NSS is
 * URIVAL_EURN_NOT_ASSIGNED */
#define URIVAL_URN_FLAG_ASSIGNED 0x1u

/* Flags of urival_urn_canonical() and urival_urn_equal(), besides
 * URIVAL_URN_FLAG_ASSIGNED: under the draft03 profile, step 5a (the default:
 * drop the query, when "the objective is related to distinguishing named
 * resources") or step 5b (keep it, with its directives reordered by
 * keyword, for "caching specific URN resolution results") of section 5.
 * URIVAL_URN_FLAG_STEP_5B with the rfc8141 profile is URIVAL_EINVAL. */
#define URIVAL_URN_FLAG_STEP_5A 0x0u
#define URIVAL_URN_FLAG_STEP_5B 0x2u

/* Step 5b reorders at most this many directives: a longer query is
 * refused with URIVAL_EURN_TOO_MANY_DIRECTIVES, so that reordering needs
 * no allocation and no more than O(n log n) time on any input.  Parsing has
 * no such limit. */
#define URIVAL_URN_MAX_DIRECTIVES 1024

/* A parsed URN: views into the caller's input, like urival_uri.  part[p]
 * means something only when bit (1u << p) is set in defined; NID and NSS
 * always are. */
typedef struct urival_urn {
    urival_urn_profile profile;
    urival_span part[URIVAL_URN_PART_COUNT];
    unsigned defined;   /* bit (1u << urival_urn_part) */
    unsigned info;      /* URIVAL_URN_INFO_INFORMAL, URIVAL_URN_INFO_REFERENCE */
    size_t ndirectives; /* draft03: directives in the query; else 0 */
} urival_urn;

/* One draft03 query directive, keyword "=" value (section 2.3). */
typedef struct urival_urn_directive {
    urival_span keyword; /* keywd: case-sensitive, never empty */
    urival_span value;   /* possibly empty */
} urival_urn_directive;

/* Parses s[0..len) as a URN of the profile.  flags: 0, or
 * URIVAL_URN_FLAG_ASSIGNED; any other bit is URIVAL_EINVAL.  Beyond the grammar it checks:
 *  - the NID "urn" is reserved (both profiles, any case):
 *    URIVAL_EURN_RESERVED_NID;
 *  - rfc8141: an NID "urn-" and a positive number without leading zeros is an
 *    informal NID, flagged URIVAL_URN_INFO_INFORMAL; any other NID beginning
 *    "urn-" is URIVAL_EURN_INFORMAL_NID (section 5.2);
 *  - draft03: "%00" anywhere is URIVAL_EURN_NUL ("NUL ... MUST NOT be used
 *    in URNs, in either unencoded or percent-encoded form", section 2.5.3);
 *  - draft03: a registered keyword ("s" or "c", section 9.2.1) in two
 *    directives is URIVAL_EURN_REPEATED_KEYWORD (section 2.3);
 *  - draft03 not checked: "a character MUST NOT be percent-encoded if the
 *    character is not a reserved character" (section 2.5.2) depends on the
 *    namespace, which may reserve any character of the repertoire (a "-"
 *    or "." as its separator), so "%2D" and even "%41" are taken;
 *  - with URIVAL_URN_FLAG_ASSIGNED, any component after the NSS is
 *    URIVAL_EURN_NOT_ASSIGNED; without it, such components make the URN a
 *    reference, flagged URIVAL_URN_INFO_REFERENCE.
 * Returns URIVAL_OK with *out filled, URIVAL_ESYNTAX with *err filled as
 * urival_match() does (for draft03 the rule is the draft's URI with
 * urn-path and urn-query superimposed, which no single grammar rule
 * holds), one of the URIVAL_EURN_ codes with err->offset, err->rule (the
 * ABNF rule of the offending part: "NID", "pct-encoded", "keywd", ...) and
 * err->rule_start set, or URIVAL_EINVAL / URIVAL_ERANGE for bad
 * arguments.  *out is cleared on failure; out may be NULL to validate
 * only.  Never allocates.
 *
 * RFC 8141 lets an r-component hold "?=", yet ends it at "?=" (section
 * 2.3.1): the q-component begins at the first "?=" followed by a pchar,
 * which is the prose's split whenever the prose's split is valid. */
URIVAL_API urival_status urival_urn_parse(urival_urn_profile profile, unsigned flags, const char *s,
                                          size_t len, urival_urn *out, urival_error *err);

/* 1 when part p of u is defined, else 0. */
URIVAL_API int urival_urn_has(const urival_urn *u, urival_urn_part p);

/* The name of part p under a profile as its grammar spells it: "NID",
 * "NSS", "r-component", "q-component", "f-component" (rfc8141) or "query",
 * "fragment" (draft03); NULL for a part the profile does not have. */
URIVAL_API const char *urival_urn_part_name(urival_urn_profile profile, urival_urn_part p);

/* "rfc8141" or "draft03" (the names the command line takes); NULL if out
 * of range. */
URIVAL_API const char *urival_urn_profile_name(urival_urn_profile profile);

/* Walks the directives of a draft03 query: u was parsed from s[0..len),
 * *cursor starts at 0.  Returns URIVAL_OK with the next directive in *d
 * (its spans into s) and *cursor moved past it; URIVAL_ENOT_FOUND when
 * none is left (or u has no draft03 query); URIVAL_EINVAL for a NULL u,
 * cursor or d, an unknown profile, a span of u outside s[0..len), a
 * *cursor that no call gave (not 0, not after an "&"), or a query that is
 * not in s (u parsed from another string); URIVAL_ERANGE for
 * a len above URIVAL_MAX_INPUT.  *d is cleared on failure. */
URIVAL_API urival_status urival_urn_next_directive(const urival_urn *u, const char *s, size_t len,
                                                   size_t *cursor, urival_urn_directive *d);

/* Writes the lexical-equivalence form of the URN s[0..len) into buf.  Two
 * URNs are lexically equivalent exactly when their forms are equal.
 *  - rfc8141 (section 3.1): "urn" and the NID in lower case, the NSS with
 *    the hex digits of its percent-encodings in upper case (RFC 3986
 *    section 6.2.2.1), the r-, q- and f-components dropped.  Nothing is
 *    ever decoded.
 *  - draft03 (section 5): the same for "urn", NID and NSS, the fragment
 *    dropped (step 4), and then step 5a, the default, drops the query;
 *    step 5b (URIVAL_URN_FLAG_STEP_5B) keeps it with its percent-encodings in
 *    upper case and its directives ordered by keyword (byte order; a
 *    keyword's directives keep their order among themselves).
 * flags: URIVAL_URN_FLAG_ASSIGNED, URIVAL_URN_FLAG_STEP_5B (draft03 only);
 * any other bit is URIVAL_EINVAL.  Returns URIVAL_OK with the length of the
 * whole form in *needed and err->status URIVAL_OK; the failure of
 * urival_urn_parse() when s is not a valid URN of the profile, with *err
 * filled as it does; URIVAL_EURN_TOO_MANY_DIRECTIVES; URIVAL_EINVAL for a
 * NULL buf with cap > 0 or a buf that overlaps s. */
URIVAL_API urival_status urival_urn_canonical(urival_urn_profile profile, unsigned flags,
                                              const char *s, size_t len, char *buf, size_t cap,
                                              size_t *needed, urival_error *err);

/* Decides lexical equivalence of two URNs, as urival_urn_canonical()
 * defines it with the same flags (without writing anything).  Returns
 * URIVAL_OK and sets *equal to 1 or 0; or the failure of urival_urn_parse() for a when a is invalid,
 * else for b, with *err describing that input.  Never allocates. */
URIVAL_API urival_status urival_urn_equal(urival_urn_profile profile, unsigned flags, const char *a,
                                          size_t alen, const char *b, size_t blen, int *equal,
                                          urival_error *err);

/* Finds the first URN in running text s[0..len), as draft03 section 2.5.3
 * delimits it: "In a textual context for a URN, the NSS part ends when an
 * octet/character from the excluded character set (<excluded>) is
 * encountered."  A URN begins at "urn:" (any case) at the start of s or
 * after a byte that cannot continue a URI scheme (not ALPHA, DIGIT, "+",
 * "-" or "."), and ends at the first excluded byte; a "%" that begins a
 * "%" HEXDIG HEXDIG escape is part of the URN, any other "%" is excluded.
 * Since "?", "#" and "/" are excluded, a URN found in text has no query
 * and no fragment.  On URIVAL_OK, s[*start .. *end) is the URN and *out its
 * parts (spans into s, draft03 profile).  When the first candidate is no
 * valid URN, returns its error (err offsets into s) with *start and *end
 * around it, so a scan can go on from *end.  URIVAL_ENOT_FOUND when s
 * holds no candidate (*start = *end = len). */
URIVAL_API urival_status urival_urn_extract(const char *s, size_t len, size_t *start, size_t *end,
                                            urival_urn *out, urival_error *err);

#endif /* URIVAL_HAVE_RFC8141 */

/* ------------------------------------------------------------------------
 * Reference operations: RFC 3986 sections 5 (resolution, recomposition)
 * and 6 (normalization, comparison), making references relative,
 * percent-encoding, and IP address hosts.
 *
 * Every function here that produces a string writes it into buf, never
 * more than cap bytes including a terminating NUL (cap 0 with a NULL buf
 * writes nothing), and stores in *needed (when needed is not NULL) the
 * length of the whole result without the NUL, as snprintf returns it: the
 * output is complete when *needed < cap.  The return value is a status;
 * on failure *needed is 0 and buf holds "", unless buf overlaps an input:
 * such an output is refused with URIVAL_EINVAL and left untouched, as is
 * a NULL buf with cap > 0.  A flag bit a function does not define is
 * URIVAL_EINVAL.  A result may hold NUL bytes only where said
 * (urival_pct_decode()), or where an input no grammar checks holds them:
 * urival_remove_dot_segments() and the query functions copy such bytes as
 * they stand.  None of them allocates.
 * ---------------------------------------------------------------------- */

/* Flags of urival_resolve(). */
/* a reference whose scheme equals the base's loses it first: "http:g" against
 * an http base is "g" (the backward-compatible reading of section 5.2.2;
 * schemes compare case-insensitively) */
#define URIVAL_RESOLVE_FLAG_NON_STRICT 0x1u

/* Resolves the URI reference ref against base (RFC 3986 section 5.2) and
 * writes the target URI.  base must be a URI (with a scheme, section
 * 5.2.1); its fragment is ignored (section 5.1).  ref is a URI-reference.
 * Dot segments are removed as section 5.2.4 says, in linear time and
 * constant extra space whatever the path: only the complete segments "."
 * and ".." are dot segments there, never "%2E" nor ".%2e" ("%2E%2E"
 * against "http://a/b/c/d" gives "http://a/b/c/%2E%2E").  Resolution does
 * not normalize: nothing is decoded, no case changes.  Normalizing the
 * target with urival_normalize() gives the equivalence of sections 2.3
 * and 6.2 ("http://a/b/c/%2E%2E" becomes "http://a/b/"), as section 5.2.1
 * orders it: a reference is resolved before it is normalized.  One
 * addition to the section: when the target has no authority and its path
 * would begin with "//" (base "s:/a", reference "..//b"), the path is
 * written "/.//b", since "s://b" would name an authority.
 * Returns URIVAL_OK; URIVAL_EBASE when base is not a URI (err describes the
 * base as urival_match() does, a missing scheme included, but with
 * err->status URIVAL_EBASE; copy it with status URIVAL_ESYNTAX for
 * urival_error_message() to explain it in full); URIVAL_ESYNTAX when ref
 * is not a URI-reference (err describes ref); URIVAL_EINVAL for a NULL
 * argument, a flag bit other than URIVAL_RESOLVE_FLAG_NON_STRICT, or a buf
 * that overlaps base or ref; URIVAL_ERANGE when a length exceeds
 * URIVAL_MAX_INPUT. */
URIVAL_API urival_status urival_resolve(const char *base, size_t base_len, const char *ref,
                                        size_t ref_len, unsigned flags, char *buf, size_t cap,
                                        size_t *needed, urival_error *err);

/* remove_dot_segments of RFC 3986 section 5.2.4, exactly as written, on
 * any bytes (they are not validated; only "/", "." and ".." matter).  Runs
 * in linear time and constant extra space.  Returns URIVAL_OK;
 * URIVAL_EINVAL for a NULL argument or a buf that overlaps path;
 * URIVAL_ERANGE. */
URIVAL_API urival_status urival_remove_dot_segments(const char *path, size_t len, char *buf,
                                                    size_t cap, size_t *needed);

/* A component given as text: ptr[0..len) when defined.  An undefined
 * component differs from a defined empty one (section 5.3). */
typedef struct urival_text {
    const char *ptr;
    size_t len;
    int defined;
} urival_text;

/* A URI reference as components, indexed by urival_uri_part. */
typedef struct urival_uri_texts {
    urival_text part[URIVAL_URI_PART_COUNT];
} urival_uri_texts;

/* Fills *out with the components of u, a parse of s[0..len) by
 * urival_uri_parse(), pointing into s.  URIVAL_EINVAL for a NULL u or out,
 * an out that overlaps u or s (it is then left untouched), or a span of u
 * outside s; URIVAL_ERANGE when len exceeds URIVAL_MAX_INPUT.  On failure
 * *out holds no component. */
URIVAL_API urival_status urival_uri_get_texts(const urival_uri *u, const char *s, size_t len,
                                              urival_uri_texts *out);

/* Recomposes a parsed URI reference (section 5.3): scheme ":", "//"
 * authority, path, "?" query, "#" fragment, each when defined.  For a parse
 * of s by urival_uri_parse() this is s itself, byte for byte.  Returns
 * URIVAL_OK; URIVAL_EINVAL for a NULL argument, a span of u outside
 * s[0..len), or a buf that overlaps s or *u; URIVAL_ERANGE. */
URIVAL_API urival_status urival_uri_recompose(const urival_uri *u, const char *s, size_t len,
                                              char *buf, size_t cap, size_t *needed);

/* Recomposes components (section 5.3).  The authority is part AUTHORITY
 * when defined; otherwise, when HOST is defined, it is built from USERINFO
 * "@", HOST and ":" PORT (each when defined); USERINFO or PORT without a
 * host is refused.  Every component is checked against its rule (the path
 * against path-abempty after an authority, path-absolute, path-rootless
 * after a scheme, or path-noscheme), so the result is a URI-reference that
 * parses back into the same components.  Returns URIVAL_OK, URIVAL_ESYNTAX
 * with err->offset relative to the start of the offending component and
 * err->rule naming the rule it failed, URIVAL_EINVAL for a NULL p, a NULL
 * pointer with a length, a USERINFO/PORT without HOST (err->rule then
 * "authority"), or a buf that
 * overlaps *p or a defined component's text, URIVAL_ERANGE for a length
 * above URIVAL_MAX_INPUT. */
URIVAL_API urival_status urival_uri_compose(const urival_uri_texts *p, char *buf, size_t cap,
                                            size_t *needed, urival_error *err);

/* Flags of urival_normalize() and urival_compare(). */
/* also scheme-based normalization (section 6.2.3): an empty port, or the
 * scheme's default port (see urival_scheme_default_port()), goes with its
 * ":"; an empty path after an authority becomes "/" for http, https, ws and
 * wss; a file URI's host "localhost" (any case), its default authority
 * (RFC 8089 section 2), becomes empty when no userinfo or port is left:
 * "file://localhost/x" is "file:///x" */
#define URIVAL_NORMALIZE_FLAG_SCHEME 0x1u
/* an IPv6address host in the canonical text form of RFC 5952 */
#define URIVAL_NORMALIZE_FLAG_IPV6 0x2u

/* Normalizes a URI reference by syntax (RFC 3986 section 6.2.2), in the
 * section's order: case (6.2.2.1: scheme and host to lower case, hex
 * digits of escapes to upper case; the host's escapes keep their octets);
 * percent-encoding (6.2.2.2: every escape of an unreserved character
 * decoded, "%2E" to "." included, as section 2.3 asks of normalizers; a
 * letter so decoded in a reg-name is lower-cased with the rest of the host,
 * "Ex%41mple" is "example", so that the result normalizes to itself);
 * then dot segments (6.2.2.3), removed by section 5.2.4's algorithm from
 * the decoded path, so "http://a/b/%2E%2E/" is "http://a/" and
 * "http://a/b/c/.%2e/d" is "http://a/b/d".  A rootless path after a scheme
 * goes through section 5.2.4 as resolution takes it ("foo:a/../b" is
 * "foo:/b").  Scheme-based and IPv6 steps follow the flags.
 * urival_resolve() does not normalize; normalizing its target is the
 * comparison of section 6.2.  Since resolution (5.2.4) counts only
 * literal dots, a ".." after a segment of encoded dots pops that segment
 * there ("%2E/../g" against "http://a/b/c/d" is "http://a/b/c/g"), while
 * the normal form decodes it first ("%2E/../g" is "../g"); when neither
 * the reference nor the base holds a segment of encoded dots, normalizing
 * the reference before resolving it changes nothing in the normalized
 * target, but against a base whose directory section 5.2.4 removes whole
 * (no authority, and no "/" in its path but in dot segments: "foo:a",
 * "foo:./a").  There the merged path is the reference's own, and a ".."
 * that climbs out of it leaves a "/": "b/../c" there is "foo:/c", its
 * normal form "c" is "foo:c".  And it holds for strict
 * resolution: the normal form reads a
 * reference with a scheme as a URI, so with URIVAL_RESOLVE_FLAG_NON_STRICT
 * "http:.." (normal form "http:") against "http://h/a/b" is "http://h/",
 * where "http:" is "http://h/a/b".
 * The result is a URI-reference that means the same and normalizes to
 * itself:
 *  - a path left beginning with "//" and no authority is written "/.//..."
 *    ("s:/a/..//b" is "s:/.//b", never "s://b");
 *  - a relative-path reference keeps the ".." that climb out of it
 *    ("../a/./b" is "../a/b"), and gets "./" in front when its first
 *    segment would be empty or hold a ":" ("a/../b:c" is "./b:c", never
 *    "b:c"); "." and "a/.." are "./", not "" (which would mean the base
 *    document itself).  Its dots are read as against a base with an
 *    authority or an absolute path, where they climb directories; against
 *    a base whose path holds no "/", section 5.2.4 reads them otherwise
 *    ("a/../b" gives "/b" there, "b" gives "b").
 * Returns URIVAL_OK, URIVAL_ESYNTAX with err filled when s is not a
 * URI-reference, URIVAL_EINVAL for a NULL argument, a flag bit other than
 * URIVAL_NORMALIZE_FLAG_SCHEME and URIVAL_NORMALIZE_FLAG_IPV6, or a buf that
 * overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_normalize(const char *s, size_t len, unsigned flags, char *buf,
                                          size_t cap, size_t *needed, urival_error *err);

/* The default port of a scheme (case-insensitive), or -1 when it has none
 * that normalization knows.  The table holds the schemes whose defining
 * specification registers a default port: acap 674, coap 5683, coaps 5684,
 * dict 2628, ftp 21, gopher 70, http 80, https 443, imap 143, ipp 631,
 * ipps 631, ldap 389, news 119, nfs 2049, nntp 119, pop 110, prospero 1525,
 * rsync 873, rtsp 554, rtsps 322, snmp 161, telnet 23, tftp 69, tn3270 23,
 * vnc 5900, wais 210, ws 80, wss 443, z39.50r 210, z39.50s 210; and, in
 * common use though not registered, ldaps 636.  Not sip and sips, whose
 * specification keeps a URI naming its default port apart from one naming
 * none (RFC 3261 section 19.1.4). */
URIVAL_API int urival_scheme_default_port(const char *scheme, size_t len);

/* The rungs of the comparison ladder (RFC 3986 section 6.2), cheapest
 * first.  A pair equal on one rung is equal on every rung above it. */
typedef enum urival_equivalence {
    URIVAL_COMPARE_RUNG_SIMPLE = 1,   /* the same string (6.2.1) */
    URIVAL_COMPARE_RUNG_SYNTAX = 2,   /* the same after syntax-based normalization */
    URIVAL_COMPARE_RUNG_SCHEME = 3,   /* the same after scheme-based normalization too */
    URIVAL_COMPARE_RUNG_DIFFERENT = 4 /* no rung makes them equal */
} urival_equivalence;

/* Flag of urival_compare(), beside URIVAL_NORMALIZE_FLAG_IPV6 (which makes the
 * syntax and scheme rungs read IPv6 hosts as addresses); the ladder has its
 * own scheme rung, so URIVAL_NORMALIZE_FLAG_SCHEME is no flag of it. */
/* as section 6.1 advises before a network action */
#define URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT 0x100u

/* Compares two URI references on the ladder and stores in *result the
 * cheapest rung on which they are equal, or URIVAL_COMPARE_RUNG_DIFFERENT.  The syntax
 * rung is exactly "urival_normalize() gives the same string", the scheme
 * rung the same with URIVAL_NORMALIZE_FLAG_SCHEME, but nothing is allocated or
 * copied: components are compared as they are normalized.  Returns
 * URIVAL_OK; URIVAL_ESYNTAX when a is not a URI-reference (err about a),
 * else when b is not (err about b, with err->status URIVAL_ESYNTAX and
 * *result set to URIVAL_COMPARE_RUNG_DIFFERENT either way); URIVAL_EINVAL for
 * a NULL argument, a flag bit other than URIVAL_NORMALIZE_FLAG_IPV6 and
 * URIVAL_COMPARE_FLAG_IGNORE_FRAGMENT, or a result that overlaps a or b (left
 * untouched; on any other failure *result is URIVAL_COMPARE_RUNG_DIFFERENT);
 * URIVAL_ERANGE. */
URIVAL_API urival_status urival_compare(const char *a, size_t alen, const char *b, size_t blen,
                                        unsigned flags, urival_equivalence *result,
                                        urival_error *err);

/* "simple", "syntax", "scheme", "different", or NULL. */
URIVAL_API const char *urival_equivalence_name(urival_equivalence e);

/* Makes target relative to base: writes the shortest URI reference that
 * urival_resolve() (strict) turns back into exactly target against base.
 * Both must be URIs (with a scheme); base's fragment is ignored.  Among
 * references of the same length the most relative wins: empty or "#f",
 * then "?q", a relative path, an absolute path, a network path, and the
 * target itself.  Returns URIVAL_OK; URIVAL_EBASE (err about base, as
 * urival_resolve() reports it); URIVAL_ESYNTAX (err about target); URIVAL_EUNREACHABLE when no reference
 * resolves to target (its path holds dot segments that resolution would
 * remove, and only "", "#f" and "?q" keep base's path: target is not
 * base's scheme, authority and path with base's query or a query of its
 * own); URIVAL_EINVAL for a NULL argument or a
 * buf that overlaps base or target; URIVAL_ERANGE. */
URIVAL_API urival_status urival_relativize(const char *base, size_t base_len, const char *target,
                                           size_t target_len, char *buf, size_t cap, size_t *needed,
                                           urival_error *err);

/* Where a percent-encoded string goes: each set is the bytes its RFC 3986
 * rule allows literally; every other byte, "%" included, is encoded. */
typedef enum urival_pct_set {
    URIVAL_PCT_SET_USERINFO = 0, /* unreserved sub-delims ":" */
    URIVAL_PCT_SET_HOST,         /* reg-name: unreserved sub-delims */
    URIVAL_PCT_SET_PATH,         /* a whole path: pchar "/" */
    URIVAL_PCT_SET_SEGMENT,      /* one segment: pchar */
    URIVAL_PCT_SET_SEGMENT_NC,   /* segment-nz-nc: pchar but ":" */
    URIVAL_PCT_SET_QUERY,        /* pchar "/" "?" */
    URIVAL_PCT_SET_FRAGMENT,     /* pchar "/" "?" */
    URIVAL_PCT_SET_UNRESERVED,   /* unreserved only */
    URIVAL_PCT_SET_ANY,          /* decoding only: no check of literal bytes */
    URIVAL_PCT_SET_COUNT
} urival_pct_set;

/* The name of a set ("userinfo", "host", "path", "segment",
 * "segment-nz-nc", "query", "fragment", "unreserved", "any"), or NULL. */
URIVAL_API const char *urival_pct_set_name(urival_pct_set set);

/* Stores in *out the set of a name, a NUL-terminated string spelled as
 * urival_pct_set_name() spells it.  URIVAL_EINVAL for a NULL argument, a
 * name of no set, or an out that overlaps name (its NUL included). */
URIVAL_API urival_status urival_pct_set_lookup(const char *name, urival_pct_set *out);

/* Percent-encodes the bytes s[0..len) (any bytes, NUL included) for the
 * set: bytes of the set stay, every other byte becomes "%" and two
 * upper-case hex digits (section 2.1).  Returns URIVAL_OK; URIVAL_EINVAL for
 * URIVAL_PCT_SET_ANY, an unknown set, a NULL argument, or a buf that
 * overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_pct_encode(urival_pct_set set, const char *s, size_t len, char *buf,
                                           size_t cap, size_t *needed);

/* Flag of urival_pct_decode(). */
#define URIVAL_PCT_FLAG_REFUSE_NUL 0x1u /* "%00" is an error (URIVAL_ENUL) */

/* Decodes percent-encoding: each "%" HEXDIG HEXDIG becomes its byte, which
 * may be NUL unless refused.  With a set other than URIVAL_PCT_SET_ANY, every
 * literal byte must belong to the set.  Returns URIVAL_OK; URIVAL_ESYNTAX
 * with err filled as by urival_match() (rule "pct-encoded" and the offset of
 * the byte that is no HEXDIG, or of the end, for a broken escape; the
 * set's rule for a byte the set does not allow, with end_ok 1: the set is
 * of bytes, so decoding could have ended there, even where the rule itself
 * could not, as segment-nz-nc before its first byte); URIVAL_ENUL with
 * err->offset at the "%" of "%00"; URIVAL_EINVAL for an unknown set, a flag
 * bit other than URIVAL_PCT_FLAG_REFUSE_NUL, a NULL argument, or a buf that
 * overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_pct_decode(urival_pct_set set, const char *s, size_t len,
                                           unsigned flags, char *buf, size_t cap, size_t *needed,
                                           urival_error *err);

/* Reads an IPv4address (section 3.2.2: four dec-octets, no leading zeros)
 * into 4 bytes, network order.  URIVAL_ESYNTAX with err filled when s is
 * not one; URIVAL_EINVAL for a NULL argument or an out that overlaps s;
 * URIVAL_ERANGE. */
URIVAL_API urival_status urival_ipv4_parse(const char *s, size_t len, unsigned char out[4],
                                           urival_error *err);

/* Reads an IPv6address (section 3.2.2, any of its nine forms, with or
 * without an embedded IPv4address; no brackets) into 16 bytes, network
 * order.  URIVAL_ESYNTAX with err filled when s is not one; URIVAL_EINVAL
 * for a NULL argument or an out that overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_ipv6_parse(const char *s, size_t len, unsigned char out[16],
                                           urival_error *err);

/* Writes an IPv4 address in dotted decimal, at most 15 bytes.  Returns
 * URIVAL_OK; URIVAL_EINVAL for a NULL addr or a buf that overlaps it. */
URIVAL_API urival_status urival_ipv4_format(const unsigned char addr[4], char *buf, size_t cap,
                                            size_t *needed);

/* Writes an IPv6 address in the canonical text form of RFC 5952 section 4:
 * lower-case hex without leading zeros, the longest run of two or more zero
 * fields (the first of equal runs) as "::", and, for an IPv4-mapped address
 * (::ffff:0:0/96) or an IPv4-translated one (::ffff:0:0:0/96), the two
 * well-known prefixes section 5 names, the last 32 bits in dotted decimal;
 * at most 45 bytes.  Returns URIVAL_OK; URIVAL_EINVAL for a NULL addr or a buf that
 * overlaps it. */
URIVAL_API urival_status urival_ipv6_format(const unsigned char addr[16], char *buf, size_t cap,
                                            size_t *needed);

/* ------------------------------------------------------------------------
 * Editing: one component of a URI reference set or cleared, and the
 * parameters of a query.  The edits work on a urival_uri_texts (from
 * urival_uri_get_texts()) and urival_uri_compose() writes and checks the
 * result, so that several edits are checked once, together, and a value
 * that could only stand after another edit (a user after a new host) is
 * judged on the whole.
 * ---------------------------------------------------------------------- */

/* What urival_uri_texts_set() and urival_uri_texts_clear() edit: the
 * components of section 3 as a person names them, the userinfo split at
 * its first ":" into user and password (section 3.2.1). */
typedef enum urival_uri_field {
    URIVAL_URI_FIELD_SCHEME = 0,
    URIVAL_URI_FIELD_USER,
    URIVAL_URI_FIELD_PASSWORD,
    URIVAL_URI_FIELD_HOST,
    URIVAL_URI_FIELD_PORT,
    URIVAL_URI_FIELD_PATH,
    URIVAL_URI_FIELD_QUERY,
    URIVAL_URI_FIELD_FRAGMENT,
    URIVAL_URI_FIELD_COUNT
} urival_uri_field;

/* The name of a field ("scheme", "user", "password", "host", "port",
 * "path", "query", "fragment"), or NULL for a value out of range. */
URIVAL_API const char *urival_uri_field_name(urival_uri_field f);

/* The field named name[0..len) (exact, lower case, as
 * urival_uri_field_name() spells it) into *out.  URIVAL_ENOT_FOUND for any
 * other name; URIVAL_EINVAL for a NULL out, an out that overlaps name, or a
 * NULL name with a length; URIVAL_ERANGE. */
URIVAL_API urival_status urival_uri_field_lookup(const char *name, size_t len,
                                                 urival_uri_field *out);

/* Flag of urival_uri_texts_set(): the value is text as a person writes it,
 * to be percent-encoded where its component's rule does not allow a byte
 * as itself ("%" always, so "%41" stays the three characters); a scheme is
 * written in lower case (section 3.1: producers "should use lowercase");
 * an IPv6 address given as a host without its brackets gets them.
 * Without the flag the value is taken as it stands and must match the
 * component's rule. */
#define URIVAL_SET_FLAG_ENCODE 0x1u

/* Sets field f of *t to value[0..len), written into buf (the component's
 * new text, like snprintf): when the whole text fits (*needed < cap) the
 * part of *t points into buf, else *t is unchanged and the caller calls
 * again with a buffer of *needed + 1 bytes.  Keep buf alive and unchanged
 * while *t is used.
 * - scheme: must match scheme.
 * - user, password: the userinfo becomes user ":" password, keeping the
 *   other half (a user without a password has no ":"); with
 *   URIVAL_SET_FLAG_ENCODE a ":" in a user is encoded (it would begin the
 *   password); without it, a user holding ":" sets both halves.
 * - host: IP-literal when the value begins with "[", else IPv6address when
 *   it holds a ":" (bracketed with URIVAL_SET_FLAG_ENCODE; an error
 *   without), else reg-name or IPv4address.  A reference without an
 *   authority gains one ("//" before the host).
 * - port: must match port (*DIGIT: section 3.2.3 sets no upper bound).
 * - path: path (pchar and "/"); when the reference has an authority (or
 *   host) a value that is not empty and does not begin with "/" gets one,
 *   as section 5.2.3's merge makes a path under an authority absolute.
 * - query, fragment: query, fragment.
 * User, password and port need a host: set the host first.  Setting any
 * part of the authority makes urival_uri_compose() build it from userinfo,
 * host and port.  What a value does to the other components (a path "//a"
 * without authority, a first segment holding ":" without scheme) is judged
 * by urival_uri_compose(), which checks every component where it stands.
 * Returns URIVAL_OK; URIVAL_ESYNTAX with err->offset into value and
 * err->rule the rule it failed; URIVAL_EINVAL for a NULL t, an unknown f
 * or flag bit, a user, password or port on a *t without host (err->rule
 * "authority", err->status URIVAL_EINVAL), a NULL buf with cap > 0, or a buf
 * that overlaps value or the text of a component of *t, or a value that
 * overlaps *t itself (which a success writes); URIVAL_ERANGE.
 * Never allocates. */
URIVAL_API urival_status urival_uri_texts_set(urival_uri_texts *t, urival_uri_field f,
                                              const char *value, size_t len, unsigned flags,
                                              char *buf, size_t cap, size_t *needed,
                                              urival_error *err);

/* Clears field f of *t: scheme, port, query, fragment become undefined;
 * user takes the whole userinfo with it (a password belongs to its user);
 * password leaves the user alone, without ":"; host takes the authority
 * away (urival_uri_compose() then refuses a userinfo or port left without
 * it); path becomes empty (a path always exists, section 3.3).  Returns
 * URIVAL_OK, or URIVAL_EINVAL for a NULL t or an unknown f. */
URIVAL_API urival_status urival_uri_texts_clear(urival_uri_texts *t, urival_uri_field f);

/* One parameter of a query: key "=" value, or a key alone (has_value 0);
 * spans into the query text, as written (percent-encoded). */
typedef struct urival_query_param {
    urival_span key;
    urival_span value;
    int has_value;
} urival_query_param;

/* The next parameter of query q[0..len) (the text after "?", not
 * validated) from *pos on (start with 0): parameters are separated by "&",
 * a key ends at its first "="; empty ones ("a&&b", a final "&") are
 * skipped.  "+" is no space: that is HTML form encoding, which RFC 3986
 * does not know.  Returns URIVAL_OK with *param filled and *pos after it;
 * URIVAL_ENOT_FOUND when no parameter is left; URIVAL_EINVAL for a NULL pos
 * or param, or a NULL q with a length; URIVAL_ERANGE. */
URIVAL_API urival_status urival_query_next(const char *q, size_t len, size_t *pos,
                                           urival_query_param *param);

/* 1 when the key of param, a parameter of q[0..len) by urival_query_next(),
 * percent-decoded, is the bytes key[0..klen) (a "%" that begins no escape
 * stands for itself); else 0, as for a NULL argument or a span outside q. */
URIVAL_API int urival_query_param_is(const char *q, size_t len, const urival_query_param *param,
                                     const char *key, size_t klen);

/* Flag of urival_query_append(): the parameter is a key alone, no "=". */
#define URIVAL_QUERY_FLAG_KEY_ONLY 0x1u

/* Writes query q[0..len) with the parameter key "=" value after its
 * others ("&" between, none after an empty query or a final "&").  Key and
 * value are text as a person writes it: every byte a query cannot hold,
 * and "%", "&", "=", "+" and "#" (which a reader of parameters would split
 * or read as a space), is percent-encoded.  Returns URIVAL_OK; URIVAL_EINVAL
 * for a NULL argument with a length, an unknown flag bit, a NULL buf with
 * cap > 0, or a buf overlapping an input; URIVAL_ERANGE. */
URIVAL_API urival_status urival_query_append(const char *q, size_t len, const char *key,
                                             size_t klen, const char *value, size_t vlen,
                                             unsigned flags, char *buf, size_t cap, size_t *needed);

/* Writes query q[0..len) without the parameters whose key is key[0..klen)
 * (as urival_query_param_is() compares), the others as written, in their
 * order, joined by "&" (empty parameters go too).  Returns as
 * urival_query_append(). */
URIVAL_API urival_status urival_query_remove(const char *q, size_t len, const char *key,
                                             size_t klen, char *buf, size_t cap, size_t *needed);

/* Writes query q[0..len) with its parameters sorted by key (decoded, byte
 * by byte; parameters with equal keys keep their order), joined by "&"
 * (empty parameters go).  The library never allocates: with room for the
 * whole result and its NUL (cap > *needed), the parameters are sorted in
 * buf itself, in time O(n log^2 n) for a query of n bytes, and a sizing
 * call (cap 0) takes one pass.  With a buffer too small for the result,
 * its start is found by a selection sort, a pass over the query for each
 * parameter shown: O(n k) for the k parameters that fit, quadratic when
 * the buffer falls just short of a long query's result.  Returns as
 * urival_query_append(). */
URIVAL_API urival_status urival_query_sort(const char *q, size_t len, char *buf, size_t cap,
                                           size_t *needed);

/* Present unless the library was configured with --disable-historic. */
#ifdef URIVAL_HAVE_RFC1738

/* ------------------------------------------------------------------------
 * Historic URLs: RFC 1738 and its schemes, the 1997 URL syntax draft
 * (draft-fielding-url-syntax-05) and its resolution algorithm, the 1993
 * URL draft, and URLs in running text.
 *
 * The grammars are grammar/rfc1738.abnf, grammar/url-draft05.abnf and
 * grammar/url-1993.abnf, rewritten into ABNF from the documents' own BNF
 * dialects (each decision is written beside its rule); every rule can be
 * matched with urival_match() (URIVAL_RULE_RFC1738_FTPURL,
 * URIVAL_RULE_URL_DRAFT05_URL_REFERENCE, URIVAL_RULE_URL_1993_FRAGMENTADDRESS, ...).
 * The rules take literal text as case-sensitive, as the RFC 822 notation
 * of the documents does: urival_match() with URIVAL_RULE_RFC1738_FTPURL accepts
 * "ftp://" in lower case only.
 * ---------------------------------------------------------------------- */

/* The schemes of RFC 1738 section 3, each with its own grammar. */
typedef enum urival_rfc1738_scheme {
    URIVAL_RFC1738_SCHEME_OTHER = 0, /* any other scheme: genericurl */
    URIVAL_RFC1738_SCHEME_FTP,       /* ftpurl (section 3.2) */
    URIVAL_RFC1738_SCHEME_HTTP,      /* httpurl (3.3) */
    URIVAL_RFC1738_SCHEME_GOPHER,    /* gopherurl (3.4) */
    URIVAL_RFC1738_SCHEME_MAILTO,    /* mailtourl (3.5) */
    URIVAL_RFC1738_SCHEME_NEWS,      /* newsurl (3.6) */
    URIVAL_RFC1738_SCHEME_NNTP,      /* nntpurl (3.7) */
    URIVAL_RFC1738_SCHEME_TELNET,    /* telneturl (3.8) */
    URIVAL_RFC1738_SCHEME_WAIS,      /* waisurl (3.9) */
    URIVAL_RFC1738_SCHEME_FILE,      /* fileurl (3.10) */
    URIVAL_RFC1738_SCHEME_PROSPERO   /* prosperourl (3.11) */
} urival_rfc1738_scheme;

/* The scheme-specific parts of an RFC 1738 URL, as spans of
 * urival_rfc1738.part.  Which a scheme has: */
typedef enum urival_rfc1738_part {
    URIVAL_RFC1738_PART_SCHEME = 0, /* every scheme: the bytes before ":" */
    URIVAL_RFC1738_PART_USER,       /* ftp, telnet, an ip-schemepart: user */
    URIVAL_RFC1738_PART_PASSWORD,   /* ftp, telnet, an ip-schemepart: password */
    /* host; for file, host or "localhost" or empty (always defined) */
    URIVAL_RFC1738_PART_HOST,
    URIVAL_RFC1738_PART_PORT, /* port (digits) */
    /* ftp and file fpath, http hpath, prospero ppath, wais wpath, an
     * ip-schemepart's urlpath: after the "/" that ends the host (section 3.1:
     * that "/" is not part of it) */
    URIVAL_RFC1738_PART_PATH,
    /* ftp ftptype (after ";type="), gopher gtype (one xchar, possibly an
     * escape), wais wtype */
    URIVAL_RFC1738_PART_TYPE,
    URIVAL_RFC1738_PART_SELECTOR, /* gopher selector (defined with gtype) */
    /* http and wais search, after "?"; gopher search, after the first "%09" */
    URIVAL_RFC1738_PART_SEARCH,
    URIVAL_RFC1738_PART_GOPHER_PLUS, /* gopher+_string, after the second "%09" */
    URIVAL_RFC1738_PART_DATABASE,    /* wais database */
    URIVAL_RFC1738_PART_ADDRESS,     /* mailto encoded822addr */
    URIVAL_RFC1738_PART_GROUP,       /* news group or "*", nntp group */
    /* news article (message id: <unique> "@" host), nntp article number */
    URIVAL_RFC1738_PART_ARTICLE,
    /* prospero: every fieldspec, from the first ";" on */
    URIVAL_RFC1738_PART_FIELDS,
    URIVAL_RFC1738_PART_SCHEMEPART, /* every scheme: all after the first ":" */
    URIVAL_RFC1738_PART_COUNT
} urival_rfc1738_part;

/* Info bits of urival_rfc1738.info. */
/* a genericurl whose schemepart is also an ip-schemepart: user, password,
 * host, port and path are filled */
#define URIVAL_RFC1738_INFO_IP_SCHEMEPART 0x1u

/* An RFC 1738 URL taken apart.  part[p] means something only when bit
 * (1u << p) is set in defined: an empty part (ftp://@host/ has an empty
 * user, section 3.1) differs from an absent one (ftp://host/ has none). */
typedef struct urival_rfc1738 {
    urival_rfc1738_scheme scheme;
    /* the rule matched: URIVAL_RULE_RFC1738_FTPURL, ..., the form of a wais
     * URL (URIVAL_RULE_RFC1738_WAISDATABASE, _WAISINDEX or _WAISDOC), or
     * URIVAL_RULE_RFC1738_GENERICURL */
    urival_rule rule;
    urival_span part[URIVAL_RFC1738_PART_COUNT];
    unsigned defined; /* bit (1u << urival_rfc1738_part) */
    unsigned info;    /* URIVAL_RFC1738_INFO_IP_SCHEMEPART */
} urival_rfc1738;

/* Validates s[0..len) as an RFC 1738 URL against the grammar of its scheme,
 * and takes it apart.  The scheme is the leading run of scheme characters
 * before a ":"; it is compared case-insensitively (section 2.1: "programs
 * interpreting URLs should treat upper case letters as equivalent to lower
 * case in scheme names"), and its letters are read in lower case by the
 * rules, so "FTP://host/" is checked as "ftp://host/" would be.  ftp, http,
 * gopher, mailto, news, nntp, telnet, wais, file and prospero URLs must
 * match their scheme's rule (a malformed ftp URL is invalid, not a
 * genericurl); any other scheme must match genericurl.
 * Where the grammar leaves a split open, the parts follow the scheme's
 * section: a gopher search begins at the first "%09" after the gtype, the
 * gopher+_string at the next "%09"; a news grouppart with "@" is an
 * article.  Section 3.4.1 also refuses what the grammar lets a gopher
 * selector hold ("Gopher selector strings are a sequence of octets which
 * may contain any octets except 09 hexadecimal ..., 0A ... and 0D"): an
 * escaped CR or LF in the selector fails at its last hex digit, and what
 * follows the first "%09" must be a search ("1a%09b/c" fails at "/").
 * out may be NULL to validate only.  Returns URIVAL_OK with *out filled;
 * URIVAL_ESYNTAX with *err filled as urival_match() does (err->rule names
 * the part of the scheme in progress: "login", "host", "fpath", "ftptype",
 * "escape", ...) and *out cleared; URIVAL_EINVAL or URIVAL_ERANGE for bad
 * arguments.  Never allocates. */
URIVAL_API urival_status urival_rfc1738_parse(const char *s, size_t len, urival_rfc1738 *out,
                                              urival_error *err);

/* 1 when part p of u is defined, else 0. */
URIVAL_API int urival_rfc1738_has(const urival_rfc1738 *u, urival_rfc1738_part p);

/* The name of a part ("user", "gopher+_string", ...), NULL if out of
 * range. */
URIVAL_API const char *urival_rfc1738_part_name(urival_rfc1738_part p);

/* The segments of the path of u (ftp's <cwd1>/.../<name>, http's hpath,
 * prospero's ppath, ...), u a parse of s[0..len) by urival_rfc1738_parse():
 * the path split at every "/", each segment a span into s.  Writes the
 * first cap of them into seg and stores in *count how many there are: 0
 * when u has no path, else one more than the number of "/" in it (an empty
 * path is one empty segment).  Returns URIVAL_OK; URIVAL_EINVAL when u or
 * count is NULL, seg is NULL with cap > 0, or a span of u lies outside
 * s[0..len); URIVAL_ERANGE when len exceeds URIVAL_MAX_INPUT.  On failure
 * *count (when count is not NULL) is 0. */
URIVAL_API urival_status urival_rfc1738_segments(const urival_rfc1738 *u, const char *s, size_t len,
                                                 urival_span *seg, size_t cap, size_t *count);

/* The field specs of a prospero URL (section 3.11), u a parse of
 * s[0..len): for each ";" fieldname "=" fieldvalue, the name and the value
 * as spans into s.  Writes the first cap of them into name and value and
 * stores in *count how many there are (0 for other schemes).  Returns and
 * fails as urival_rfc1738_segments() does, name or value NULL with cap > 0
 * being URIVAL_EINVAL. */
URIVAL_API urival_status urival_rfc1738_fields(const urival_rfc1738 *u, const char *s, size_t len,
                                               urival_span *name, urival_span *value, size_t cap,
                                               size_t *count);

/* Flags of urival_draft05_resolve(). */
/* also strip leading "." and ".." segments from the resolved path, as
 * Appendix C.2 says "some parsers inappropriately" do: with it,
 * "http://a/../b/c" gives "http://a/b/c", the value the draft prints for them */
#define URIVAL_DRAFT05_FLAG_STRIP_DOTS 0x1u
/* Info bits reported by urival_draft05_resolve(). */
/* step 2: the reference is to the current document; buf holds the reference
 * itself ("" or "#s") */
#define URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT 0x1u

/* Resolves the URL reference ref against base with the algorithm of section
 * 5.2 of draft-fielding-url-syntax-05 (1997), step by step as written: the
 * base's path up to its last "/", the reference's path and "?" query
 * appended (step 6a-c), then "./" segments removed, a final "." removed,
 * "<segment>/../" removed leftmost first until none is left (a segment
 * other than ".."), and a final "<segment>/.." removed (6d-g), all on that
 * string, query included; the first "?" then ends the path (6h-i).  Unlike
 * RFC 3986, ".." segments that climb above the root stay ("../../../g"
 * against http://a/b/c/d;p?q gives http://a/../g) and the query takes part
 * in dot removal ("g?y/../x" gives http://a/b/c/x).  This reproduces every
 * example of the draft's Appendix C; it exists so that the output of
 * software of that time can be reproduced and compared.  Components are
 * split as section 4.4 and Appendix B say, into what the grammar lets each
 * be: "g;x:h" has no scheme (no scheme holds ";"), "//h:x/p" no site ("h:x"
 * is no hostport), both are paths (http://a/b/c/g;x:h, http://a//h:x/p).
 * A base "http://a" and "g" give "http://ag", as step 6a says (the base
 * path up to its last "/" is empty; RFC 3986 5.2.3 later added the "/").
 * ref must be a URL-reference and base an absoluteURL of the draft's
 * grammar (its fragment, if any, is not allowed; its query is not used).
 * The result is written like snprintf into buf (at most cap bytes with the
 * terminating NUL), its length stored in *needed (if not NULL); with
 * URIVAL_DRAFT05_INFO_CURRENT_DOCUMENT set in *info (if not NULL) when step 2
 * applies.  The work takes linear time and constant extra space.
 * Returns URIVAL_OK; URIVAL_ESYNTAX when ref is not a URL-reference (err
 * describes ref); URIVAL_EBASE when base is not an absoluteURL (err
 * describes base); URIVAL_EINVAL for a NULL argument with a length, a NULL
 * buf with cap > 0, buf overlapping base or ref, or unknown flags;
 * URIVAL_ERANGE for a length above URIVAL_MAX_INPUT.  On failure buf holds
 * "", *needed and *info are 0. */
URIVAL_API urival_status urival_draft05_resolve(const char *base, size_t base_len, const char *ref,
                                                size_t ref_len, unsigned flags, char *buf,
                                                size_t cap, size_t *needed, unsigned *info,
                                                urival_error *err);

/* A URI reference found in running text by urival_extract_next(). */
typedef struct urival_extracted {
    size_t start;     /* first byte of the match, delimiters included */
    size_t end;       /* one past its last byte */
    size_t uri_start; /* first byte of the URI itself */
    /* one past its last byte; between the two may stand whitespace and line
     * breaks to be removed */
    size_t uri_end;
    /* length of the URI with them removed (what urival_extract_copy() writes
     * with flags 0) */
    size_t len;
    unsigned info; /* URIVAL_EXTRACT_INFO_* */
} urival_extracted;

/* Info bits of urival_extracted.info. */
#define URIVAL_EXTRACT_INFO_ANGLE 0x1u      /* delimited by "<" and ">" */
#define URIVAL_EXTRACT_INFO_URL_PREFIX 0x2u /* written after the prefix "URL:" */
/* whitespace or line breaks inside, removed */
#define URIVAL_EXTRACT_INFO_WHITESPACE 0x4u
/* a line break right after a "-": the hyphen may or may not be part of the
 * URI (RFC 1738 appendix, RFC 3986 Appendix C) */
#define URIVAL_EXTRACT_INFO_HYPHEN_BREAK 0x8u
/* not a URI but an IRI candidate (found by urival_extract_scan() with
 * URIVAL_EXTRACT_FLAG_IRI_CANDIDATES only): a letter above U+007F stands
 * inside, where RFC 3986 allows no such byte */
#define URIVAL_EXTRACT_INFO_IRI 0x10u

/* Flags of urival_extract_copy(). */
/* the other reading of a hyphen at a line break: leave it out, unless the
 * URI would then be none ("<http://[v1.-" at a line's end, "]/x>" on the
 * next: IPvFuture needs a byte after its "."); the choice is made for all
 * such hyphens of the URI at once, so where one must stay, all stay */
#define URIVAL_EXTRACT_FLAG_DROP_HYPHEN 0x1u
/* Flag of urival_extract_scan(): also return the IRI candidates that
 * urival_extract_next() passes over, marked URIVAL_EXTRACT_INFO_IRI */
#define URIVAL_EXTRACT_FLAG_IRI_CANDIDATES 0x2u

/* Finds the next URI reference in running text, at or after *pos in
 * text[0..len), as RFC 3986 Appendix C and the appendix of RFC 1738
 * describe (see README.md for the exact rules):
 *  - "<" ... ">", with an optional "URL:" prefix (any case, with or without
 *    whitespace around it), delimits a URI: whitespace and line breaks
 *    inside are removed.  Without the prefix the text inside must begin
 *    with a scheme and ":" and form an RFC 3986 URI; with it, any
 *    URI-reference.  A blank line or another "<" before the ">" ends the
 *    attempt.  Text inside that is none but holds a letter above U+007F
 *    (see below) is an IRI candidate: it is passed over whole, brackets
 *    included, with any URI inside it (the text inside is one).
 *  - Elsewhere a URI begins at a scheme, at a word boundary, followed by
 *    ":" and then "//", or any byte of a URI for the schemes mailto, news,
 *    urn, tel, fax, sip, sips, data and cid; it runs over the bytes a URI
 *    can hold.  A "." "," ";" ":" "!" "?" "'" at its end is the sentence's
 *    punctuation, not the URI's, and so is a ")" or "]" with no "(" or "["
 *    to balance it inside the URI.  A line break right after a "-"
 *    (whitespace around it ignored) continues the URI on the next line,
 *    unless that line begins a URI of its own: a scheme and "://", or one
 *    of the schemes above and ":".  A scheme's "//" or ":" may be followed
 *    by a letter above U+007F (an IRI candidate, below).
 *    What remains must be an RFC 3986 URI.  When a byte of the run is
 *    not one a URI can take there, the longest prefix before it that is a
 *    URI, with the punctuation above given back again, is found instead,
 *    provided a "(", ")", "[" or "]" follows it
 *    ("[a](https://x/)[b](mailto:y)" holds two URIs, "http://a/%zz" none).
 *    Each of these rules reads only the bytes from the scheme on, so a URI
 *    found, framed alone by spaces, is found again the same.  A run that
 *    ends at the UTF-8 of a letter above U+007F (U+00AA, U+00B5, U+00BA,
 *    or any character from U+00C0 on other than General
 *    Punctuation (U+2000-U+206F), CJK Symbols and Punctuation
 *    (U+3000-U+303F) and fullwidth punctuation (U+FF00-U+FF65)) is an IRI
 *    (RFC 3987), not an RFC 3986 URI: it is passed over whole, to the end
 *    of its word (whitespace, a byte no IRI holds, or one of those
 *    punctuation characters, then the punctuation above), never cut
 *    before that character.
 *  - A "URL:" prefix just before the URI (any case, spaces or tabs
 *    between; after no ASCII letter, digit or "_": "Curl: http://a/" has
 *    none) is left out of it.
 * Every URI found is a valid RFC 3986 URI-reference once whitespace is
 * removed.  Returns URIVAL_OK with *out filled and *pos moved past the
 * match; URIVAL_ENOT_FOUND when text[*pos..len) holds no more (*pos is then
 * len); URIVAL_EINVAL for NULL text with len > 0, a NULL pos or out, or
 * *pos > len; URIVAL_ERANGE when len exceeds URIVAL_MAX_INPUT.  On failure
 * *out is cleared (when out is not NULL).  Never allocates; each call runs
 * in time linear in the bytes it looks at. */
URIVAL_API urival_status urival_extract_next(const char *text, size_t len, size_t *pos,
                                             urival_extracted *out);

/* urival_extract_next() with flags: 0 is the same call;
 * URIVAL_EXTRACT_FLAG_IRI_CANDIDATES also returns each IRI candidate that
 * it passes over (a scheme, ":", then a word with a letter above U+007F,
 * as urival_extract_next() describes), whole, and the text inside "<"
 * ... ">" (by that form's rules, "URL:" included) that is no RFC 3986 URI
 * but holds such a letter, delimited by the brackets as a URI there is
 * (whitespace removed, URIVAL_EXTRACT_INFO_ANGLE), each with
 * URIVAL_EXTRACT_INFO_IRI in out->info, so that a caller can report it as
 * no RFC 3986 URI rather than say nothing; urival_match() of
 * URIVAL_RULE_RFC3986_URI (URIVAL_RULE_RFC3986_URI_REFERENCE after "URL:")
 * on its copy says where and why.  Such a match is
 * never an RFC 3986 URI; every other match is.  Returns what
 * urival_extract_next() returns, and URIVAL_EINVAL for unknown flags.
 * Never allocates. */
URIVAL_API urival_status urival_extract_scan(const char *text, size_t len, size_t *pos,
                                             unsigned flags, urival_extracted *out);

/* Writes the URI of f, found in text[0..len) by urival_extract_next(), with
 * its whitespace and line breaks removed (and with
 * URIVAL_EXTRACT_FLAG_DROP_HYPHEN, a hyphen before a line break too) into
 * buf, storing its length in *needed (when not NULL), as every writer does.
 * Returns URIVAL_OK; URIVAL_EINVAL when f is NULL or does not lie within
 * text[0..len) (start <= uri_start <= uri_end <= end <= len), for NULL
 * text with len > 0, a NULL buf with cap > 0, buf overlapping text or *f,
 * or unknown flags; URIVAL_ERANGE when len exceeds
 * URIVAL_MAX_INPUT.  On failure buf holds "" and *needed is 0. */
URIVAL_API urival_status urival_extract_copy(const urival_extracted *f, const char *text,
                                             size_t len, unsigned flags, char *buf, size_t cap,
                                             size_t *needed);

#endif /* URIVAL_HAVE_RFC1738 */

/* ------------------------------------------------------------------------
 * IRIs: Internationalized Resource Identifiers (RFC 3987)
 *
 * An IRI is read as UTF-8 bytes: the grammar of section 2.2 (the rfc3987
 * rules of urival_rules.h, URIVAL_RULE_RFC3987_*) takes code points above
 * 0x7F only as the shortest UTF-8 form, without surrogates.  An IRI has
 * the ASCII delimiters of a URI, so it parses into the same urival_uri as
 * a URI does, its spans byte offsets into the caller's UTF-8.  Every
 * function here follows the conventions at the top of this header.
 * Examples write a non-ASCII character in the XML notation RFC 3987 uses
 * ("&#xE9;" is U+00E9, the bytes C3 A9 in the string).
 * ---------------------------------------------------------------------- */

/* Parses s[0..len) as the RFC 3987 rule given, one of URIVAL_RULE_RFC3987_IRI,
 * URIVAL_RULE_RFC3987_IRI_REFERENCE, URIVAL_RULE_RFC3987_IRELATIVE_REF or
 * URIVAL_RULE_RFC3987_ABSOLUTE_IRI (any other rule gives URIVAL_EINVAL), into
 * *out exactly as urival_uri_parse() parses a URI: spans, defined bits,
 * host_kind (URIVAL_URI_HOST_REGNAME for an ireg-name), port_number and the
 * info bits.  Beyond the grammar it holds the input to section 4.1: no
 * bidirectional formatting character (U+200E LRM, U+200F RLM, U+202A LRE,
 * U+202B RLE, U+202C PDF, U+202D LRO, U+202E RLO), which the grammar's
 * ucschar would take.  Returns URIVAL_OK; URIVAL_EIRI_UTF8 when the input
 * is refused and an ill-formed UTF-8 sequence begins at or before the byte
 * refused (err->offset is the sequence's first byte, err->rule the rule
 * the recognizer was in); URIVAL_ESYNTAX with err filled as urival_match()
 * fills it for any other refusal; URIVAL_EIRI_BIDI with err->offset at the
 * formatting character's first byte and err->rule the component's rule
 * (iuserinfo, ireg-name, iquery, ifragment, or the path's alternative
 * as RFC 3986 section 3.3 tells them apart: ipath-abempty,
 * ipath-absolute, ipath-rootless or ipath-noscheme); URIVAL_EINVAL for a
 * NULL out or s with len > 0; URIVAL_ERANGE.  The first fault in the input
 * is the one reported: a formatting character before the byte refused, or
 * before ill-formed UTF-8, gives URIVAL_EIRI_BIDI (its component read from
 * the bytes before the fault), and the status is the same with err NULL.
 * On failure *out is cleared.  Never allocates. */
URIVAL_API urival_status urival_iri_parse(urival_rule rule, const char *s, size_t len,
                                          urival_uri *out, urival_error *err);

/* Bits of urival_iri_features(): the optional pieces the library was built
 * with (configure --with-libidn2, --with-libunistring). */
/* URIVAL_IRI_FLAG_IDNA works (libidn2) */
#define URIVAL_IRI_FEATURE_IDNA 0x1u
/* Unicode normalization form C (libunistring) */
#define URIVAL_IRI_FEATURE_NFC 0x2u

/* The URIVAL_IRI_FEATURE_* bits of this build of the library. */
URIVAL_API unsigned urival_iri_features(void);

/* Flag of urival_iri_to_uri(). */
/* an ireg-name that holds non-ASCII characters becomes IDNA A-labels
 * ("r&#xE9;sum&#xE9;.example.org" is "xn--rsum-bpad.example.org") instead
 * of percent-encoded UTF-8, as section 3.1 allows for schemes that use DNS
 * host names; needs libidn2 (URIVAL_IRI_FEATURE_IDNA) */
#define URIVAL_IRI_FLAG_IDNA 0x1u

/* Maps an IRI reference to a URI reference (RFC 3987 section 3.1, step 2):
 * the UTF-8 bytes of every ucschar and iprivate character become "%HH"
 * (upper-case hex digits), everything else is copied, so
 * "http://r&#xE9;sum&#xE9;.example.org" is
 * "http://r%C3%A9sum%C3%A9.example.org".  The input must be an
 * IRI-reference that urival_iri_parse() accepts (the checks of section
 * 4.1 included); the result is a URI-reference.  With URIVAL_IRI_FLAG_IDNA,
 * an ireg-name holding non-ASCII characters is converted to A-labels by
 * libidn2 (IDNA2008 with the UTS #46 non-transitional mapping, which
 * stands here for the ToASCII of RFC 3490 that section 3.1 names), and
 * the A-labels must then pass the checks of RFC 3490's ToASCII: letters,
 * digits and "-" alone, no label beginning or ending with "-"
 * (UseSTD3ASCIIRules, which also refuses U+2260, U+226E and U+226F, whose
 * decompositions hold "=", "<" and ">"), no empty label but the root
 * after a final "." the ireg-name has too; nor may the last label be a
 * number, all digits or "0x" and hex digits (RFC 3696 section 2;
 * full-width digits map to ASCII ones, and "127.0.0.1.", "1.2.3" or
 * "0x7f000001" would be read as an address); so
 * "a_b.r&#xE9;sum&#xE9;", a name holding U+00A0, which maps to a space,
 * one whose label is U+00AD alone, which maps to nothing,
 * "&#x2260;.example" and "&#xFF11;27.0.0.1" are refused, never shortened
 * or turned into an address.  An ireg-name holding a "%" (escaped UTF-8,
 * say) is no name IDNA converts: refused too.  libidn2 allocates
 * internally for that step, nothing else does.  Returns URIVAL_OK; what urival_iri_parse()
 * returns for an input it refuses (err describes it); URIVAL_EIRI_IDNA
 * when, with the flag, the ireg-name holds a "%", is no name libidn2
 * converts or fails those checks (err->offset at the host, err->rule
 * "ireg-name"); URIVAL_EUNAVAILABLE for URIVAL_IRI_FLAG_IDNA in a library
 * built without libidn2; URIVAL_EINVAL for a NULL argument, another flag
 * bit, or a buf that overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_iri_to_uri(const char *s, size_t len, unsigned flags, char *buf,
                                           size_t cap, size_t *needed, urival_error *err);

/* Maps a URI reference to an IRI reference (RFC 3987 section 3.2): step 2
 * decodes every "%HH" except those of "%", of reserved characters and of
 * ASCII characters not allowed in URIs (so "%41" is "A" but "%2F" and
 * "%20" stay); steps 3 and 4 keep encoded every byte that is not part of a
 * well-formed UTF-8 sequence, and every sequence whose character the IRI
 * may not hold there: one that is no ucschar (no iprivate either, outside
 * the query: section 2.2), and the bidirectional formatting characters of
 * section 4.1.  "http://www.example.org/D%C3%BCrst" is
 * "http://www.example.org/D&#xFC;rst", "http://www.example.org/D%FCrst"
 * stays, and "http://xn--99zt52a.example.org/%e2%80%ae" is
 * "http://xn--99zt52a.example.org/%E2%80%AE": a byte above 0x7F that
 * steps 3 and 4 encode again is written with upper-case hex digits, as
 * the section's examples show; an escape step 2 leaves alone is copied as
 * written.  The result is an IRI-reference that urival_iri_parse() accepts.
 * flags must be 0.  Returns URIVAL_OK; URIVAL_ESYNTAX when s is not a
 * URI-reference (err describes it); URIVAL_EINVAL for a NULL argument, a
 * flag bit, or a buf that overlaps s; URIVAL_ERANGE. */
URIVAL_API urival_status urival_uri_to_iri(const char *s, size_t len, unsigned flags, char *buf,
                                           size_t cap, size_t *needed, urival_error *err);

/* Writes s[0..len), an IRI-reference, in Unicode normalization form C:
 * what section 3.1 (step 1b) asks of an IRI transcoded from a non-Unicode
 * encoding, and the form section 5.3.2.2 assumes IRIs take before they are
 * compared ("Equivalence of IRIs MUST rely on the assumption that IRIs are
 * appropriately pre-character-normalized").  The string is normalized
 * whole, so a combining character composes with the ASCII character
 * before it where Unicode says so ("=" and U+0338 become U+2260, which
 * changes what the query's "=" delimited); the result must be an
 * IRI-reference again.  Needs libunistring (URIVAL_IRI_FEATURE_NFC), which
 * allocates internally; nothing else does.  Returns URIVAL_OK; what
 * urival_iri_parse() returns for an input it refuses; URIVAL_EIRI_NFC for
 * an input whose normalized form is no IRI-reference, with err->offset
 * the input's first character that normalization changes (where the
 * trouble begins) and err->rule the rule the normalized form fails;
 * URIVAL_EUNAVAILABLE without libunistring; URIVAL_EINVAL for a NULL
 * argument, a buf that overlaps s, or memory libunistring could not get;
 * URIVAL_ERANGE. */
URIVAL_API urival_status urival_iri_nfc(const char *s, size_t len, char *buf, size_t cap,
                                        size_t *needed, urival_error *err);

/* Stores in *is_nfc 1 when s[0..len), an IRI-reference, is in Unicode
 * normalization form C (urival_iri_nfc() would give it back unchanged),
 * else 0, also when that form is no IRI-reference (U+1FEF GREEK VARIA is
 * "`" in NFC), where urival_iri_nfc() refuses.  Needs libunistring.
 * Returns URIVAL_OK; what urival_iri_parse() returns for an input it
 * refuses; URIVAL_EUNAVAILABLE without libunistring; URIVAL_EINVAL for a
 * NULL argument or memory libunistring could not get; *is_nfc is 0 on any
 * failure. */
URIVAL_API urival_status urival_iri_is_nfc(const char *s, size_t len, int *is_nfc,
                                           urival_error *err);

/* Resolves the IRI reference ref against the IRI base (RFC 3987 section
 * 6.5: RFC 3986 section 5.2 "applied directly", non-ASCII characters
 * taken as unreserved ones are) and writes the target IRI, exactly as
 * urival_resolve() does for URIs: the same algorithm on the same
 * component spans, the same flag (URIVAL_RESOLVE_FLAG_NON_STRICT), the
 * same "/." guard, nothing normalized.  Mapping the inputs to URIs first
 * (urival_iri_to_uri()) and resolving them with urival_resolve() gives the
 * URI of the target.  Returns URIVAL_OK; URIVAL_EBASE when base is not an
 * IRI (err as urival_resolve() fills it); URIVAL_EIRI_BIDI or
 * URIVAL_EIRI_UTF8 for a base or ref that urival_iri_parse() refuses so
 * (err describes that input); URIVAL_ESYNTAX when ref is not an
 * IRI-reference; URIVAL_EINVAL for a NULL argument, another flag bit, or
 * a buf that overlaps base or ref; URIVAL_ERANGE.  Never allocates. */
URIVAL_API urival_status urival_iri_resolve(const char *base, size_t base_len, const char *ref,
                                            size_t ref_len, unsigned flags, char *buf, size_t cap,
                                            size_t *needed, urival_error *err);

/* Normalizes an IRI reference (RFC 3987 section 5.3.2) and writes it, as
 * urival_normalize() does for a URI reference and with the same flags
 * (URIVAL_NORMALIZE_FLAG_SCHEME for section 5.3.3, which names the same
 * rules as RFC 3986 section 6.2.3; URIVAL_NORMALIZE_FLAG_IPV6): on an
 * ASCII input the result is urival_normalize()'s.  Case (5.3.2.1): the
 * scheme and the host get ASCII letters in lower case, escapes upper-case
 * hex digits; no non-ASCII character changes case (the section leaves
 * that to IDNA, which is not applied).  Percent-encoding (5.3.2.3), read
 * as written: the escapes decoded are those of "an unreserved character,
 * as described in section 2.3 of [RFC3986]", the ASCII letters, digits,
 * "-", ".", "_" and "~"; an escaped ucschar stays escaped
 * ("ros%c3%a9" becomes "ros%C3%A9", not "ros&#xE9;"), since the section
 * aligns such escapes only for comparison, by mapping to URIs (see
 * urival_iri_compare()), and says the original form "MUST be preserved"
 * otherwise.  Dot segments are removed (5.3.2.4), "%2E" read as ".".
 * Character normalization (5.3.2.2) is not applied: the section makes
 * equivalence "rely on the assumption that IRIs are appropriately
 * pre-character-normalized"; urival_iri_is_nfc() checks that assumption
 * and urival_iri_nfc() establishes it.  The result is an IRI-reference,
 * and normalizing it again gives it back.  Returns URIVAL_OK; what
 * urival_iri_parse() returns for an input it refuses (URIVAL_ESYNTAX,
 * URIVAL_EIRI_UTF8, URIVAL_EIRI_BIDI; err describes it); URIVAL_EINVAL for
 * a NULL argument, another flag bit, or a buf that overlaps s;
 * URIVAL_ERANGE.  Never allocates. */
URIVAL_API urival_status urival_iri_normalize(const char *s, size_t len, unsigned flags, char *buf,
                                              size_t cap, size_t *needed, urival_error *err);

/* Compares two IRI references on the ladder of RFC 3987 section 5.3 and
 * stores in *result the cheapest rung on which they are equal, as
 * urival_compare() does for URI references, with the same flags.  The
 * simple rung (5.3.1) is character for character, which on UTF-8 is byte
 * for byte, without mapping to URIs (the section says such a mapping
 * "MUST NOT" be used there).  The syntax and scheme rungs compare the
 * normalized forms of urival_iri_normalize() with their percent-encoding
 * aligned as section 5.3.2.3 says: "by converting both IRIs to URIs (see
 * section 3.1)", every byte above 0x7F read as its "%HH", so that
 * "http://www.example.org/r%C3%A9sum%C3%A9.html" and
 * "http://www.example.org/r&#xE9;sum&#xE9;.html" are equal on the syntax
 * rung.  So the syntax rung holds exactly when urival_iri_to_uri() of the
 * two urival_iri_normalize() results are the same string, and past the
 * simple rung *result is what urival_compare() gives for the two IRIs
 * mapped by urival_iri_to_uri().  Nothing is allocated or copied.  No
 * character normalization (5.3.2.2): "r&#xE9;sum&#xE9;" and
 * "re&#x301;sume&#x301;" are different.  Returns URIVAL_OK; what
 * urival_iri_parse() returns when a is no IRI-reference (err about a),
 * else when b is none (err about b), *result URIVAL_COMPARE_RUNG_DIFFERENT
 * either way; URIVAL_EINVAL for a NULL argument, another flag bit, or a
 * result that overlaps a or b (left untouched); URIVAL_ERANGE. */
URIVAL_API urival_status urival_iri_compare(const char *a, size_t alen, const char *b, size_t blen,
                                            unsigned flags, urival_equivalence *result,
                                            urival_error *err);

/* Makes the IRI target relative to the IRI base, as urival_relativize()
 * does for URIs: writes the shortest IRI reference that
 * urival_iri_resolve() (strict) turns back into exactly target against
 * base; non-ASCII characters are kept as they are, never escaped.  On
 * ASCII inputs the result is urival_relativize()'s.  Returns URIVAL_OK;
 * URIVAL_EBASE when base is not an IRI (err as urival_iri_resolve() fills
 * it); what urival_iri_parse() returns for a target that is no IRI, or
 * for a base it refuses with URIVAL_EIRI_UTF8 or URIVAL_EIRI_BIDI (err
 * about that input); URIVAL_EUNREACHABLE when no reference resolves to
 * target; URIVAL_EINVAL for a NULL argument or a buf that overlaps base or
 * target; URIVAL_ERANGE.  Never allocates. */
URIVAL_API urival_status urival_iri_relativize(const char *base, size_t base_len,
                                               const char *target, size_t target_len, char *buf,
                                               size_t cap, size_t *needed, urival_error *err);

/* Recomposes IRI components into an IRI reference.  It works as
 * urival_uri_compose() does on URI components (RFC 3986 section 5.3,
 * which RFC 3987 applies to IRIs with the same delimiters), each
 * component checked against its RFC 3987 rule where it stands:
 * scheme, iuserinfo, ihost and port, or iauthority; the path against
 * ipath-abempty after an authority, ipath-absolute, ipath-rootless after a
 * scheme, ipath-noscheme or ipath-empty; iquery; ifragment.  A component
 * is also held to section 4.1 as urival_iri_parse() holds a whole IRI, so
 * the result is an IRI-reference that urival_iri_parse() takes back into
 * the same components.  Non-ASCII characters are written as given, never
 * escaped (urival_iri_to_uri() maps the result to a URI).  Returns
 * URIVAL_OK; URIVAL_ESYNTAX, URIVAL_EIRI_UTF8 or URIVAL_EIRI_BIDI for the
 * first component refused, in the order above, with err->offset relative
 * to that component's start and err->rule the rule it failed (for a
 * bidirectional formatting character, the component's rule as
 * urival_iri_parse() names it, from the bytes before the fault: ireg-name
 * in a host, iuserinfo before an authority's first "@" or, without one,
 * after its last ":"); URIVAL_EINVAL for a NULL p, a NULL pointer
 * with a length, a USERINFO or PORT without HOST (err->rule then
 * "iauthority"), or a buf that overlaps *p or a defined component's text;
 * URIVAL_ERANGE for a length above URIVAL_MAX_INPUT.  Never allocates. */
URIVAL_API urival_status urival_iri_compose(const urival_uri_texts *p, char *buf, size_t cap,
                                            size_t *needed, urival_error *err);

/* ------------------------------------------------------------------------
 * Version
 * ---------------------------------------------------------------------- */

/* The library's version as "MAJOR.MINOR.PATCH". */
URIVAL_API const char *urival_version(void);

#ifdef __cplusplus
}
#endif

#endif /* URIVAL_H */
