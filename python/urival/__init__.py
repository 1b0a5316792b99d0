"""urival: validate and take apart URIs, IRIs, URLs and URNs exactly as
their RFCs define them.

A binding of liburival, whose recognizers are state machines translated rule
by rule from the specifications' ABNF.  Every function takes str or bytes and
gives back the kind it was given; every offset is in the units of the input
(code points for a str).

    >>> import urival
    >>> urival.is_valid("http://example.com/a b")
    False
    >>> u = urival.parse("http://user@example.com:8080/a?q#f")
    >>> u.host, u.port, u.query
    ('example.com', 8080, 'q')
    >>> urival.resolve("http://a/b/c/d;p?q", "../g")
    'http://a/b/g'
    >>> urival.iri_parse("http://r\u00e9sum\u00e9.example.org/").host
    'résumé.example.org'

help(urival.parse), help(urival.URI) and python/README.md say more.
"""

import enum as _enum
from typing import NamedTuple as _NamedTuple, Optional as _Optional, Union as _Union

from . import _urival

__version__ = "0.1.0"


class InvalidURI(ValueError):
    """The input is not what the call needs: a syntax error, a base that is
    no URI, a URN rule beyond the grammar, "%00" refused.

    str(error) is the library's one-line explanation.  Attributes:
      offset      the first character no valid string could have there (the
                  input's length when it ended too early), in input units
      rule        the ABNF rule that could not go on ("pct-encoded", ...)
      rule_start  where that rule began
      grammar     the grammar of that rule ("rfc3986", ...)
      expected    what would have been accepted at offset ("a hex digit", ...),
                  for syntax errors; else None
      at_end      True when the input ended too early
      end_ok      True when ending at offset would have been valid
      status      a Status: SYNTAX, BASE, URN_RESERVED_NID, ...
      input       the text the error is about (None from a Stream)
      argument    which argument of the call it is ("s", "base", "ref", ...)
    """

    offset: int = 0
    rule: _Optional[str] = None
    rule_start: int = 0
    grammar: _Optional[str] = None
    expected: _Optional[str] = None
    at_end: bool = False
    end_ok: bool = False
    status: "Status"
    input: _Union[str, bytes, None] = None
    argument: _Optional[str] = None


class InvalidIRI(InvalidURI):
    """An IRI function's input is no IRI: a syntax error of RFC 3987 (status
    SYNTAX), ill-formed UTF-8 (IRI_UTF8: only from bytes, or a str holding
    a lone surrogate), a bidirectional formatting character (IRI_BIDI,
    section 4.1), a host IDNA does not convert (IRI_IDNA), an IRI whose
    normalization form C is no IRI (IRI_NFC, from iri_nfc).  The attributes
    of InvalidURI; offset counts code points for a str, bytes for bytes."""


class FeatureUnavailableError(RuntimeError):
    """The call needs an optional part liburival was built without:
    feature "idna" (libidn2: iri_to_uri(..., idna=True)) or "nfc"
    (libunistring: iri_nfc, iri_is_nfc).  iri_features() says which this
    build has."""

    feature: str = ""


class UnreachableError(ValueError):
    """relativize(): no reference resolves back to the target."""


class Status(_enum.IntEnum):
    """The library's status codes (urival_status)."""

    OK = 0
    SYNTAX = 1
    INVAL = 2
    RANGE = 3
    URN_RESERVED_NID = 4
    URN_INFORMAL_NID = 5
    URN_NUL = 6
    URN_REPEATED_KEYWORD = 7
    URN_NOT_ASSIGNED = 8
    URN_TOO_MANY_DIRECTIVES = 9
    NOT_FOUND = 10
    BASE = 11
    UNREACHABLE = 12
    NUL = 13
    IRI_BIDI = 14
    IRI_UTF8 = 15
    IRI_IDNA = 16
    UNAVAILABLE = 17
    IRI_NFC = 18

    @property
    def label(self) -> str:
        """The library's description ("syntax error", ...)."""
        return _NAMES["status"][self.value]


# An InvalidURI made by hand (raise urival.InvalidURI("...")) is a syntax
# error unless it says otherwise, as the other attributes have defaults.
InvalidURI.status = Status.SYNTAX


class HostKind(_enum.IntEnum):
    """Which alternative of RFC 3986 host a host is."""

    NONE = 0
    IPV4 = 1
    IPV6 = 2
    IPVFUTURE = 3
    REG_NAME = 4

    @property
    def label(self) -> str:
        """The library's name: "IPv4address", "reg-name", "none", ..."""
        return _NAMES["host_kind"][self.value]


class Equivalence(_enum.IntEnum):
    """The rungs of the RFC 3986 section 6.2 comparison ladder, cheapest
    first; a pair equal on one rung is equal on every rung above it."""

    SIMPLE = 1
    SYNTAX = 2
    SCHEME = 3
    DIFFERENT = 4

    @property
    def label(self) -> str:
        """"simple", "syntax", "scheme" or "different"."""
        return _NAMES["equivalence"][self.value]


class PctSet(_enum.IntEnum):
    """Where a percent-encoded string goes: the characters its RFC 3986 rule
    allows literally."""

    USERINFO = 0
    HOST = 1
    PATH = 2
    SEGMENT = 3
    SEGMENT_NZ_NC = 4
    QUERY = 5
    FRAGMENT = 6
    UNRESERVED = 7
    ANY = 8

    @property
    def label(self) -> str:
        """The set's name as pct_encode() also takes it ("segment-nz-nc")."""
        return _NAMES["pct_set"][self.value]


class URNProfile(_enum.IntEnum):
    """RFC8141 (the standard), or DRAFT03 (draft-ietf-urnbis-rfc2141bis-urn-03)."""

    RFC8141 = 0
    DRAFT03 = 1

    @property
    def label(self) -> str:
        """"rfc8141" or "draft03"."""
        return ("rfc8141", "draft03")[self.value]


class URIInfo(_enum.IntFlag):
    """What a parse reports beside the components (URI.info)."""

    PORT_NUMBER = 0x1
    PORT_LARGE = 0x2
    PASSWORD = 0x10
    NUMERIC_HOST = 0x20
    HOSTLIKE_USERINFO = 0x40
    PCT_CONTROL = 0x80
    NONDEFAULT_PORT = 0x100


class IRIFeature(_enum.IntFlag):
    """The optional parts of the IRI functions (iri_features())."""

    IDNA = 0x1  # iri_to_uri(..., idna=True): libidn2
    NFC = 0x2  # iri_nfc(), iri_is_nfc(): libunistring


class Rule(int):
    """A rule of the catalogue: an int (its id) with its name and grammar.
    Any function's rule= takes one.  Read-only: rules() and rule() give
    the same objects to every caller."""

    name: str
    grammar: str

    def __new__(cls, id: int, name: str, grammar: str) -> "Rule":
        self = int.__new__(cls, id)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "grammar", grammar)
        return self

    def __setattr__(self, attr: str, value: object) -> None:
        raise AttributeError(f"Rule is read-only: cannot set {attr!r}")

    def __delattr__(self, attr: str) -> None:
        raise AttributeError(f"Rule is read-only: cannot delete {attr!r}")

    @property
    def id(self) -> int:
        return int(self)

    def __repr__(self) -> str:
        return f"Rule({self.grammar}:{self.name})"

    def __str__(self) -> str:
        return f"{self.grammar}:{self.name}"

    def __reduce__(self):
        return (Rule, (int(self), self.name, self.grammar))


class Extracted(_NamedTuple):
    """A URI found in running text by extract()."""

    uri: _Union[str, bytes]  # the URI, whitespace of line breaks removed
    start: int  # the match, delimiters included
    end: int
    uri_start: int  # the URI itself, as written
    uri_end: int
    angle: bool  # delimited by < and >
    url_prefix: bool  # written after "URL:"
    whitespace: bool  # whitespace or line breaks inside, removed
    hyphen_break: bool  # a line break right after "-" (see drop_hyphen)


class URNMatch(_NamedTuple):
    """A URN candidate found in running text by urn_extract()."""

    start: int
    end: int
    urn: _Optional["URN"]  # the URN (draft03 profile), or None when invalid
    error: _Optional[InvalidURI]  # why the candidate is no URN, or None


class LineError(_NamedTuple):
    """A line reported by validate_file()."""

    lineno: int  # 1-based
    line: bytes  # without its line ending
    error: _Optional[InvalidURI]  # None for a valid line (all_lines=True)


class Draft05Resolution(_NamedTuple):
    """The result of draft05_resolve()."""

    target: _Union[str, bytes]
    current_document: bool  # step 2: the reference is to the current document


_urival._init(
    InvalidURI=InvalidURI,
    UnreachableError=UnreachableError,
    host_kinds=tuple(HostKind),
    rungs=(None,) + tuple(Equivalence),
    statuses=tuple(Status),
    URIInfo=URIInfo,
    Extracted=Extracted,
    URNMatch=URNMatch,
    LineError=LineError,
    Draft05Resolution=Draft05Resolution,
    InvalidIRI=InvalidIRI,
    FeatureUnavailableError=FeatureUnavailableError,
    Enum=_enum.Enum,
    PctSet=PctSet,
    URNProfile=URNProfile,
)
_NAMES = _urival._names()

_RULES = tuple(Rule(*entry) for entry in _urival._catalogue())

from ._urival import (  # noqa: E402
    HAVE_HISTORIC,
    HAVE_URN,
    IRI,
    MAX_INPUT,
    URI,
    Stream,
    compare,
    compose,
    iri_compare,
    iri_compose,
    iri_is_nfc,
    iri_is_valid,
    iri_nfc,
    iri_normalize,
    iri_parse,
    iri_relativize,
    iri_resolve,
    iri_to_uri,
    iri_validate,
    ipv4_format,
    ipv4_parse,
    ipv6_format,
    ipv6_parse,
    is_valid,
    library_version,
    normalize,
    parse,
    pct_decode,
    pct_encode,
    relativize,
    remove_dot_segments,
    resolve,
    scheme_default_port,
    uri_to_iri,
    validate,
    validate_file,
    validate_many,
)


def iri_features() -> IRIFeature:
    """The optional parts this liburival was built with: IRIFeature.IDNA
    (libidn2) and IRIFeature.NFC (libunistring)."""
    return IRIFeature(_urival._iri_features())


def grammars() -> "tuple[str, ...]":
    """The ids of the grammars built into the library ("rfc3986", "core", ...)."""
    return _urival._grammars()


def rules(grammar: _Optional[str] = None) -> "tuple[Rule, ...]":
    """Every rule of the catalogue, or of one grammar, in catalogue order."""
    if grammar is None:
        return _RULES
    if not isinstance(grammar, str):
        raise TypeError(f"rules() argument 'grammar' must be str, not {type(grammar).__name__}")
    g = grammar.lower()
    if g not in grammars():
        raise ValueError(f"rules(): unknown grammar {grammar!r} (urival.grammars() lists them)")
    return tuple(r for r in _RULES if r.grammar == g)


def rule(name: str, grammar: _Optional[str] = None) -> Rule:
    """The rule of an ABNF name (case-insensitive, "_" for "-"), in grammar
    or, without one, in the first grammar that has it; "GRAMMAR:NAME" works
    too.  ValueError when there is none."""
    if not isinstance(name, str):
        raise TypeError(f"rule() argument 'name' must be str, not {type(name).__name__}")
    if grammar is None and ":" in name:
        grammar, name = name.split(":", 1)
    if grammar is not None and not isinstance(grammar, str):
        raise TypeError(f"rule() argument 'grammar' must be str, not {type(grammar).__name__}")
    try:
        found = _urival._lookup(grammar, name)
    except (ValueError, UnicodeEncodeError):
        found = None  # a NUL or a lone surrogate, which no rule's name holds
    if found is None:
        where = f" in grammar {grammar!r}" if grammar is not None else ""
        raise ValueError(f"rule(): no rule {name!r}{where} (urival.rules() lists them)")
    return _RULES[found]


__all__ = [
    "InvalidURI", "UnreachableError", "Status", "HostKind", "Equivalence", "PctSet",
    "URNProfile", "URIInfo", "Rule", "Extracted", "URNMatch", "LineError",
    "Draft05Resolution", "URI", "Stream", "HAVE_URN", "HAVE_HISTORIC", "MAX_INPUT",
    "is_valid", "validate", "parse", "compose", "resolve", "remove_dot_segments",
    "normalize", "compare", "relativize", "scheme_default_port", "pct_encode",
    "pct_decode", "ipv4_parse", "ipv6_parse", "ipv4_format", "ipv6_format",
    "validate_many", "validate_file", "grammars", "rules", "rule", "library_version",
    "InvalidIRI", "FeatureUnavailableError", "IRIFeature", "IRI", "iri_is_valid",
    "iri_validate", "iri_parse", "iri_to_uri", "uri_to_iri", "iri_nfc", "iri_is_nfc",
    "iri_resolve", "iri_normalize", "iri_compare", "iri_relativize", "iri_features",
    "iri_compose",
]

if HAVE_URN:
    from ._urival import URN, urn_canonical, urn_equal, urn_extract, urn_parse  # noqa: E402

    __all__ += ["URN", "urn_parse", "urn_canonical", "urn_equal", "urn_extract"]

if HAVE_HISTORIC:
    from ._urival import RFC1738URL, draft05_resolve, extract, rfc1738_parse  # noqa: E402

    __all__ += ["RFC1738URL", "rfc1738_parse", "draft05_resolve", "extract"]
