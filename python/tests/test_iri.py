"""IRIs (RFC 3987): parsing, the checks beyond the grammar with their
offsets, the mappings to and from URIs, NFC, resolution, normalization,
comparison and relativize.  Examples are RFC 3987's, with its published
values; test_examples_are_the_rfcs checks every one against the RFC's text
(../shared/specs/rfc3987.txt) when it is there.  What needs libidn2 or
libunistring skips, saying so, only in a library built without it."""

import concurrent.futures
import pickle
import re

import pytest

import urival
from urival import Equivalence, HostKind, InvalidIRI, InvalidURI, IRIFeature, Status

FEATURES = urival.iri_features()
needs_idna = pytest.mark.skipif(
    IRIFeature.IDNA not in FEATURES,
    reason="liburival built without libidn2 (configure --with-libidn2): no IDNA A-labels")
needs_nfc = pytest.mark.skipif(
    IRIFeature.NFC not in FEATURES,
    reason="liburival built without libunistring (configure --with-libunistring): no NFC")


def refusal(fn, *args, **kwargs):
    """The InvalidIRI that fn(*args, **kwargs) raises."""
    with pytest.raises(InvalidIRI) as info:
        fn(*args, **kwargs)
    return info.value


def xml(s):
    """RFC 3987's XML notation (section 1.4) read as characters: "&#xE9;" is
    U+00E9.  The RFC once leaves out the last ";" (section 3.1's Old Italic
    example), so an unterminated reference at the end is read too."""
    return re.sub(r"&#x([0-9A-Fa-f]+);?", lambda m: chr(int(m.group(1), 16)), s)


# Section 3.1, step 2 (the general mapping), as published.
TO_URI = [
    ("http://r&#xE9;sum&#xE9;.example.org", "http://r%C3%A9sum%C3%A9.example.org"),
    ("http://www.example.org/red%09ros&#xE9;#red", "http://www.example.org/red%09ros%C3%A9#red"),
    ("http://example.com/&#x10300;&#x10301;&#x10302",
     "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"),
    ("http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org",
     "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"),
]

# Section 3.2.1's three URIs with the IRI of step 5, and section 3.2's
# iso-8859-1 example, which must stay as it is.
TO_IRI = [
    ("http://www.example.org/D%C3%BCrst", "http://www.example.org/D&#xFC;rst"),
    ("http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"),
    ("http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"),
    ("http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"),
]

# Section 3.1's A-labels, and section 3.2.1's Natto IRI mapped back.
IDNA = [
    ("http://r&#xE9;sum&#xE9;.example.org", "http://xn--rsum-bpad.example.org"),
    ("http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE", "http://xn--99zt52a.example.org/%E2%80%AE"),
]

# Section 5.3's examples: pairs and the cheapest rung they are equal on.
COMPARE = [
    # 5.3.1: equivalent by the RFC's reasoning, on the syntax rung.
    ("example://a/b/c/%7Bfoo%7D/ros&#xE9;", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
     Equivalence.SYNTAX),
    # 5.3.2.1: case of the scheme and an ASCII host.
    ("HTTP://www.EXAMPLE.com/", "http://www.example.com/", Equivalence.SYNTAX),
    # 5.3.2.3: percent-encoding aligned by mapping to URIs.
    ("http://www.example.org/r%C3%A9sum%C3%A9.html", "http://www.example.org/r&#xE9;sum&#xE9;.html",
     Equivalence.SYNTAX),
    ("http://example.org/~user", "http://example.org/%7euser", Equivalence.SYNTAX),
    ("http://example.org/%7euser", "http://example.org/%7Euser", Equivalence.SYNTAX),
    # 5.3.3: the four equivalent http IRIs.
    ("http://example.com", "http://example.com/", Equivalence.SCHEME),
    ("http://example.com/", "http://example.com:/", Equivalence.SCHEME),
    ("http://example.com:/", "http://example.com:80/", Equivalence.SCHEME),
    # 5.3.2.2: no character normalization: NFC and NFD differ.
    ("http://www.example.org/r&#xE9;sum&#xE9;.html",
     "http://www.example.org/re&#x301;sume&#x301;.html", Equivalence.DIFFERENT),
    # 3.2: an iso-8859-1 escape is not the character's UTF-8.
    ("http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r&#xE9;sum&#xE9;.html",
     Equivalence.DIFFERENT),
]

# Section 5.3.2.2: in NFC, not in NFC; section 3.1's Vietnamese example.
NFC = "http://www.example.org/r&#xE9;sum&#xE9;.html"
NOT_NFC = "http://www.example.org/re&#x301;sume&#x301;.html"
VIETNAM_NFC, VIETNAM_TRANSCODED = "Vi&#x1EC7;t Nam", "Vi&#xEA;&#x323;t Nam"

BIDI = {0x200E: "LEFT-TO-RIGHT MARK (LRM)", 0x200F: "RIGHT-TO-LEFT MARK (RLM)",
        0x202A: "LEFT-TO-RIGHT EMBEDDING (LRE)", 0x202B: "RIGHT-TO-LEFT EMBEDDING (RLE)",
        0x202C: "POP DIRECTIONAL FORMATTING (PDF)", 0x202D: "LEFT-TO-RIGHT OVERRIDE (LRO)",
        0x202E: "RIGHT-TO-LEFT OVERRIDE (RLO)"}


def test_examples_are_the_rfcs(shared):
    spec = shared / "specs" / "rfc3987.txt"
    if not spec.exists():
        pytest.skip(f"{spec} is absent")
    # Whitespace removed: two examples are broken across lines in the RFC.
    text = re.sub(r"\s+", "", spec.read_text())
    examples = [s for pair in TO_URI + TO_IRI + IDNA for s in pair]
    examples += [s for a, b, _ in COMPARE for s in (a, b)]
    examples += [NFC, NOT_NFC, VIETNAM_NFC, VIETNAM_TRANSCODED]
    missing = [s for s in examples if re.sub(r"\s+", "", s) not in text]
    assert missing == []


# --- parsing -----------------------------------------------------------------

def test_parse_keeps_non_ascii():
    i = urival.iri_parse("http://us\u00e9r@r\u00e9sum\u00e9.example.org:8080/p\u00e4th"
                         "?q=\u00fc&\U00010300#fr\u00e4g")
    assert isinstance(i, urival.IRI)
    assert (i.scheme, i.userinfo, i.host, i.port, i.port_text, i.path, i.query, i.fragment) == (
        "http", "us\u00e9r", "r\u00e9sum\u00e9.example.org", 8080, "8080", "/p\u00e4th",
        "q=\u00fc&\U00010300", "fr\u00e4g")
    assert i.authority == "us\u00e9r@r\u00e9sum\u00e9.example.org:8080"
    assert i.host_kind is HostKind.REG_NAME
    assert i.rule == "IRI-reference" and i.is_absolute
    assert i.recompose() == i.text
    assert i.components()["query"] == "q=\u00fc&\U00010300"


def test_spans_in_code_points_for_str_and_bytes_for_bytes():
    s = "http://\u00e9.example/\u00e4?\U00010300#f"
    i = urival.iri_parse(s)
    assert i.span("host") == (7, 16) and s[7:16] == "\u00e9.example"
    assert i.span("path") == (16, 18) and i.span("query") == (19, 20)
    assert i.span("fragment") == (21, 22) and i.span("userinfo") is None
    b = urival.iri_parse(s.encode())
    assert b.host == "\u00e9.example".encode() and isinstance(b.path, bytes)
    # é is 2 bytes, ä 2 and U+10300 4.
    assert b.span("host") == (7, 17) and b.span("path") == (17, 20)
    assert b.span("query") == (21, 25) and b.span("fragment") == (26, 27)


def test_parse_rules():
    assert urival.iri_parse("//\u00e9/x", rule="irelative-ref").host == "\u00e9"
    assert urival.IRI("x:\u00e9", rule="IRI").path == "\u00e9"
    assert urival.iri_parse("x:\u00e9?q", rule="rfc3987:absolute-IRI").query == "q"
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse("x:\u00e9#f", rule="absolute-IRI")
    assert info.value.offset == 3 and info.value.status is Status.SYNTAX
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse("/\u00e9", rule="IRI")
    assert info.value.offset == 0 and info.value.rule == "scheme"
    with pytest.raises(ValueError, match="rule must be IRI, IRI-reference, irelative-ref or "
                                         "absolute-IRI, not URI"):
        urival.iri_parse("x:a", rule="URI")
    with pytest.raises(ValueError, match="rule must be URI, URI-reference"):
        urival.parse("x:a", rule="IRI")


def test_hosts():
    assert urival.iri_parse("http://[::1]:80/\u00e9").host_kind is HostKind.IPV6
    assert urival.iri_parse("http://192.0.2.1/").host_kind is HostKind.IPV4
    i = urival.iri_parse("file:///\u00e9")
    assert i.host == "" and i.host_kind is HostKind.REG_NAME
    assert urival.iri_parse("x:\u00e9").host_kind is HostKind.NONE
    # The security observations of a URI parse, on IRIs too.
    j = urival.iri_parse("http://bank.example@\u00e9vil.example/")
    assert j.hostlike_userinfo and j.host == "\u00e9vil.example"
    assert urival.iri_parse("http://127.1/\u00e9").numeric_host


def test_iri_object_protocols():
    i = urival.iri_parse("http://\u00e9/")
    assert repr(i) == "urival.IRI('http://\u00e9/')"
    assert repr(urival.IRI("x:a", rule="IRI")) == "urival.IRI('x:a', rule='IRI')"
    assert str(i) == "http://\u00e9/" and bytes(i) == b"http://\xc3\xa9/"
    assert str(urival.iri_parse(b"http://\xc3\xa9/")) == "http://\u00e9/"
    assert i == urival.IRI("http://\u00e9/") and hash(i) == hash(urival.IRI("http://\u00e9/"))
    assert i != urival.IRI("http://\u00e9/", rule="IRI")
    # One text read by two grammars is two different objects.
    assert urival.IRI("http://a/") != urival.URI("http://a/")
    for obj in (i, urival.IRI(b"x:\xc3\xa9", rule="absolute-IRI"), urival.URI("http://a/")):
        back = pickle.loads(pickle.dumps(obj))
        assert back == obj and type(back) is type(obj) and back.rule == obj.rule
    with pytest.raises(AttributeError):
        i.host = "x"


def test_compose():
    # RFC 3986 section 5.3, which RFC 3987 applies to IRIs: the components
    # as given, non-ASCII characters kept, never escaped.
    assert urival.iri_compose(scheme="http", userinfo="r\u00e9", host="caf\u00e9.example",
                              port=8080, path="/\u00e9", query="q=\ue000",
                              fragment="\u00e9") == (
        "http://r\u00e9@caf\u00e9.example:8080/\u00e9?q=\ue000#\u00e9")
    assert urival.iri_compose(scheme=b"s", path=b"\xc3\xa9") == b"s:\xc3\xa9"
    assert urival.iri_compose(path="\u00e9/b") == "\u00e9/b"
    assert urival.iri_compose() == ""
    assert urival.iri_compose(scheme="s", path="%C3%A9\u00e9") == "s:%C3%A9\u00e9"
    # compose() takes no IRI.
    with pytest.raises(urival.InvalidURI) as e:
        urival.compose(scheme="s", path="\u00e9")
    assert type(e.value) is urival.InvalidURI
    # The component at fault, its offset in code points for a str.
    for kw, argument, offset, status, rule in [
            (dict(scheme="s\u00e9", path=""), "scheme", 1, urival.Status.SYNTAX, "scheme"),
            (dict(host="a\u00e9\u200eb"), "host", 2, urival.Status.IRI_BIDI, "ireg-name"),
            (dict(authority="\u00e9\u202e@h"), "authority", 1, urival.Status.IRI_BIDI,
             "iuserinfo"),
            (dict(authority="u@h\u202e"), "authority", 3, urival.Status.IRI_BIDI, "ireg-name"),
            (dict(userinfo="\u200f", host="h"), "userinfo", 0, urival.Status.IRI_BIDI,
             "iuserinfo"),
            (dict(host="h", path="/a\u200eb c"), "path", 2, urival.Status.IRI_BIDI,
             "ipath-abempty"),
            (dict(scheme="s", path="a\u200e"), "path", 1, urival.Status.IRI_BIDI,
             "ipath-rootless"),
            (dict(host="h", query="\u200e"), "query", 0, urival.Status.IRI_BIDI, "iquery"),
            (dict(host="h", fragment="\ue000"), "fragment", 0, urival.Status.SYNTAX,
             "ifragment"),
            (dict(host="h", path="/\u00e9", query="\u200e"), "query", 0,
             urival.Status.IRI_BIDI, "iquery")]:
        with pytest.raises(urival.InvalidIRI) as e:
            urival.iri_compose(**kw)
        got = (e.value.argument, e.value.offset, e.value.status, e.value.rule)
        assert got == (argument, offset, status, rule), kw
        assert e.value.input == kw[argument], kw
    # Ill-formed UTF-8 in bytes, where it begins.
    with pytest.raises(urival.InvalidIRI) as e:
        urival.iri_compose(host=b"h", query=b"x\xc3")
    assert (e.value.argument, e.value.offset, e.value.status) == (
        "query", 1, urival.Status.IRI_UTF8)
    with pytest.raises(ValueError):
        urival.iri_compose(port=80)  # no host
    with pytest.raises(TypeError, match="cannot mix str and bytes"):
        urival.iri_compose(scheme="s", path=b"p")


def test_replace():
    i = urival.iri_parse("http://r\u00e9sum\u00e9.example/a?q#f")
    j = i.replace(path="/\u00e4", fragment=None)
    assert type(j) is urival.IRI and j.text == "http://r\u00e9sum\u00e9.example/\u00e4?q"
    assert j.rule == i.rule and j.path == "/\u00e4"
    assert i.replace(host="\u00e9", port=1).text == "http://\u00e9:1/a?q#f"
    k = urival.IRI(b"x:\xc3\xa9", rule="absolute-IRI")
    assert k.replace(path=b"\xc3\xa4").text == b"x:\xc3\xa4"
    with pytest.raises(urival.InvalidIRI) as e:
        i.replace(host="a\u202eb")
    assert (e.value.argument, e.value.status) == ("host", urival.Status.IRI_BIDI)
    with pytest.raises(urival.InvalidIRI):
        k.replace(fragment=b"f")  # absolute-IRI has no fragment
    with pytest.raises(urival.InvalidIRI):
        i.replace(path="no-slash")  # ipath-abempty after an authority


def test_grammar_alone_versus_the_iri_checks():
    # is_valid() with an rfc3987 rule runs the grammar alone, which takes a
    # bidi formatting character as a ucschar; the iri_ functions refuse it.
    s = "http://a/\u202e"
    assert urival.is_valid(s, rule="IRI") and urival.is_valid(s, rule="rfc3987:IRI-reference")
    assert not urival.iri_is_valid(s)
    assert urival.iri_is_valid("http://\u00e9/") and urival.iri_is_valid(b"x:\xc3\xa9", "IRI")
    assert not urival.iri_is_valid(b"x:\xc3")
    assert not urival.iri_is_valid("/a", rule="IRI")
    assert urival.iri_validate("x:\u00e9") is None
    with pytest.raises(ValueError, match="rule must be IRI"):
        urival.iri_is_valid("x:a", rule="ipath")


# --- errors and their offsets ------------------------------------------------

@pytest.mark.parametrize("code", sorted(BIDI))
@pytest.mark.parametrize("template,offset,rule", [
    ("http://a{}b@h/", 8, "iuserinfo"),
    ("http://\u00e9{}/", 8, "ireg-name"),
    ("x:/\u00e9{}", 4, "ipath-absolute"),
    ("x:/?\u00e9{}", 5, "iquery"),
    ("x:/#\u00e9{}", 5, "ifragment"),
])
def test_bidi_formatting_characters(code, template, offset, rule):
    s = template.format(chr(code))
    with pytest.raises(InvalidIRI) as info:
        urival.iri_validate(s)
    e = info.value
    assert isinstance(e, InvalidURI) and isinstance(e, ValueError)
    assert e.status is Status.IRI_BIDI and e.status.label.startswith("a bidirectional")
    assert (e.offset, e.rule, e.grammar) == (offset, rule, "rfc3987")
    assert e.input is s and e.argument == "s" and e.expected is None
    assert str(e) == (f"offset {offset}: {rule}: U+{code:04X} {BIDI[code]} is a bidirectional "
                      "formatting character, which an IRI must not hold (RFC 3987 section 4.1)")
    # In bytes the offset counts bytes: "é" is two.
    b = s.encode()
    with pytest.raises(InvalidIRI) as info:
        urival.iri_validate(b)
    assert info.value.offset == b.index(chr(code).encode())
    assert info.value.offset == offset + s[:offset].count("\u00e9")


# A well-formed character the grammar refuses where it stands: in a str
# the offset and the hint's "(from offset N)" are its index; in bytes the
# offset is the library's, the first byte no IRI could have there (the
# first of U+E000, EE; the second of U+F0000, F3 B0, as F3 begins allowed
# characters too; the third of U+FFFE, EF BF BE), and the hint's offset
# the character's first byte.
@pytest.mark.parametrize("s,at,fails_at", [
    ("http://\u00e9\u00e9.example/\u00e4\ue000", 19, 0),
    ("http://\u00e9/\ue000", 9, 0),
    ("http://\u00e9/ab\U000F0000", 11, 1),
    ("http://\u00e9/a\U000E0001", 10, 1),
    ("http://\u00e9/\ufffe", 9, 2),
])
def test_refused_character_offsets(s, at, fails_at):
    with pytest.raises(InvalidIRI) as info:
        urival.iri_validate(s)
    e = info.value
    assert e.status is Status.SYNTAX and e.offset == at and s[e.offset] == s[-1]
    assert str(e).startswith(f"offset {at}: ")
    assert f" (from offset {at}) is " in str(e)
    b = s.encode()
    first = len(s[:at].encode())
    with pytest.raises(InvalidIRI) as info:
        urival.iri_validate(b)
    e = info.value
    assert e.offset == first + fails_at and b[first:].decode() == s[at:]
    assert str(e).startswith(f"offset {first + fails_at}: ")
    assert f" (from offset {first}) is " in str(e)


# The rule is the component in progress where the grammar stopped
# (C0, F4 90 and F5 stop it at their first byte, ED A0 and E0 80 at the
# second), the offset that of the first byte of the ill-formed sequence.
@pytest.mark.parametrize("data,offset,quoted,rule", [
    (b"http://a/\xc3", 9, r'"\xC3"', "ipath-abempty"),                  # truncated at the end
    (b"http://a/\xe2\x82z", 9, r'"\xE2\x82"', "ipath-abempty"),       # truncated before ASCII
    (b"x:\xc0\x80", 2, r'"\xC0\x80"', "ihier-part"),                # overlong
    (b"x:/\xe0\x80\xaf", 3, r'"\xE0\x80\xAF"', "ipath-absolute"),       # overlong, three bytes
    (b"x:\xed\xa0\x80", 2, r'"\xED\xA0\x80"', "ipath-rootless"),        # a surrogate
    (b"x:\xf4\x90\x80\x80", 2, r'"\xF4\x90\x80\x80"', "ihier-part"),  # above U+10FFFF
    (b"x:\xf5\x80\x80\x80", 2, r'"\xF5\x80\x80\x80"', "ihier-part"),
    (b"x:\xc3\xa9\xff", 4, r'"\xFF"', "ipath-rootless"),
    (b"x:\x80", 2, r'"\x80"', "ihier-part"),                        # a lone continuation byte
])
def test_ill_formed_utf8(data, offset, quoted, rule):
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse(data)
    e = info.value
    assert e.status is Status.IRI_UTF8 and e.offset == offset and e.input is data
    assert e.rule == rule
    assert str(e) == (f"offset {offset}: {rule}: not well-formed UTF-8: {quoted} "
                      "(an IRI is read as characters in UTF-8, RFC 3987 section 2.2)")


def test_lone_surrogate_in_a_str():
    # A str cannot hold ill-formed UTF-8, but it can hold a lone surrogate,
    # which has no UTF-8: refused where it stands, in code points.
    s = "http://\u00e9/b\ud800c"
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse(s)
    assert info.value.status is Status.IRI_UTF8 and info.value.offset == 10
    assert str(info.value).startswith("offset 10: ipath-abempty: not well-formed UTF-8")


def test_syntax_errors_count_code_points():
    s = "http://\u00e9.example/\u00e4 b"
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse(s)
    e = info.value
    assert e.status is Status.SYNTAX and e.offset == s.index(" ") == 18
    assert str(e).startswith("offset 18: ipath-abempty: expected ")
    assert e.expected.endswith('"_", "~", "\\xC2" to "\\xED", "\\xEF" to "\\xF3" or end of input')
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse(s.encode())
    assert info.value.offset == 20
    # iprivate only in the query (section 2.2).
    assert urival.iri_parse("x:?\ue000").query == "\ue000"
    with pytest.raises(InvalidIRI) as info:
        urival.iri_parse("x:/\u00e9\ue000")
    assert info.value.offset == 4 and info.value.status is Status.SYNTAX


def test_ascii_characters_a_uri_lacks_are_no_iri_either():
    for c in '<>" {}|\\^`':
        with pytest.raises(InvalidIRI):
            urival.iri_validate(f"http://a/\u00e9{c}")


# --- mapping to URIs and back ------------------------------------------------

@pytest.mark.parametrize("iri,uri", TO_URI)
def test_to_uri_published(iri, uri):
    assert urival.iri_to_uri(xml(iri)) == uri
    assert urival.iri_parse(xml(iri)).to_uri() == uri
    assert urival.iri_to_uri(xml(iri).encode()) == uri.encode()
    # Idempotent, and the result is a URI.
    assert urival.iri_to_uri(uri) == uri and urival.is_valid(uri, rule="URI")


@pytest.mark.parametrize("uri,iri", TO_IRI)
def test_to_iri_published(uri, iri):
    assert urival.uri_to_iri(uri) == xml(iri)
    assert urival.uri_to_iri(uri.encode()) == xml(iri).encode()
    assert urival.iri_is_valid(xml(iri))


def test_to_iri_keeps_what_an_iri_may_not_hold():
    # Step 2 leaves "%", reserved characters and ASCII a URI lacks encoded;
    # steps 3 and 4 keep bytes of no UTF-8, and bidi characters.
    assert urival.uri_to_iri("x:%41%7e%2F%20%25") == "x:A~%2F%20%25"
    assert urival.uri_to_iri("x:%C3%28%C0%80") == "x:%C3%28%C0%80"
    assert urival.uri_to_iri("x:%E2%80%8E%C3%A9") == "x:%E2%80%8E\u00e9"
    assert urival.uri_to_iri("x:%EE%80%80?%EE%80%80") == "x:%EE%80%80?\ue000"


def test_to_iri_refuses_no_uri():
    with pytest.raises(InvalidURI) as info:
        urival.uri_to_iri("http://a/\u00e9")
    e = info.value
    # The input is to be a URI: InvalidURI about RFC 3986, not InvalidIRI.
    assert type(e) is InvalidURI and e.grammar == "rfc3986" and e.offset == 9


def test_to_uri_refusals():
    with pytest.raises(InvalidIRI) as info:
        urival.iri_to_uri("http://a/\u202e")
    assert info.value.status is Status.IRI_BIDI and info.value.offset == 9
    with pytest.raises(InvalidIRI) as info:
        urival.iri_to_uri(b"http://a/\xc3")
    assert info.value.status is Status.IRI_UTF8 and info.value.offset == 9


@pytest.mark.parametrize("iri", [
    "http://r\u00e9sum\u00e9.example.org/D\u00fcrst?\u00e4=\U00010300&x=%2F#\u00e9",
    "x://\u00e9@\u00e9:1/\u00e9?\u00e9\ue000#\u00e9",
    "//[::1]/\u00e9",
    "\u00e9/../\u00e9",
    "",
])
def test_round_trips(iri):
    uri = urival.iri_to_uri(iri)
    assert urival.is_valid(uri, rule="URI-reference")
    assert urival.iri_to_uri(uri) == uri
    assert urival.uri_to_iri(uri) == iri
    # A URI is an IRI: the mapping is the identity on it.
    assert urival.iri_is_valid(uri)


# --- optional parts ----------------------------------------------------------

def test_features():
    assert isinstance(FEATURES, IRIFeature)
    assert FEATURES & ~(IRIFeature.IDNA | IRIFeature.NFC) == 0


@needs_idna
@pytest.mark.parametrize("iri,uri", IDNA)
def test_idna_published(iri, uri):
    assert urival.iri_to_uri(xml(iri), idna=True) == uri
    assert urival.iri_parse(xml(iri)).to_uri(idna=True) == uri


@needs_idna
def test_idna_only_the_host():
    assert urival.iri_to_uri("http://u\u00e9@r\u00e9sum\u00e9.example.org:8/\u00e9",
                             idna=True) == (
        "http://u%C3%A9@xn--rsum-bpad.example.org:8/%C3%A9")
    assert urival.iri_to_uri("http://Example.ORG/\u00e9", idna=True) == "http://Example.ORG/%C3%A9"
    # Section 5.3.3: the IDN and its A-labels may be considered equivalent.
    a, b = "http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org"
    assert urival.iri_to_uri(a, idna=True) == urival.iri_to_uri(b, idna=True)


@needs_idna
def test_idna_refusals():
    # A "%" in the host, and U+2488 DIGIT ONE FULL STOP, which IDNA refuses.
    with pytest.raises(InvalidIRI) as info:
        urival.iri_to_uri("http://r%C3%A9\u00e9/", idna=True)
    e = info.value
    assert (e.status, e.offset, e.rule) == (Status.IRI_IDNA, 7, "ireg-name")
    assert str(e) == ("offset 7: ireg-name: the host is no name IDNA converts to A-labels "
                      "(RFC 3987 section 3.1)")
    with pytest.raises(InvalidIRI) as info:
        urival.iri_to_uri("http://\u00e9@a\u2488b/", idna=True)
    assert info.value.offset == 9 and info.value.status is Status.IRI_IDNA


@needs_idna
@pytest.mark.parametrize("iri", [
    "http://a_b.\u00e9/",         # "_": no letter, digit or "-" (RFC 3490 STD3 rules)
    "http://a\u00a0b.example/",   # NO-BREAK SPACE maps to a space
    "http://\u00e9-.example/",    # a label ending in "-"
])
def test_idna_std3_refuses_never_shortens(iri):
    with pytest.raises(InvalidIRI) as info:
        urival.iri_to_uri(iri, idna=True)
    assert (info.value.status, info.value.offset) == (Status.IRI_IDNA, 7)


@pytest.mark.skipif(IRIFeature.IDNA in FEATURES,
                    reason="liburival has libidn2: idna=True works (test_idna_* cover it)")
def test_idna_unavailable():
    with pytest.raises(urival.FeatureUnavailableError) as info:
        urival.iri_to_uri("http://r\u00e9sum\u00e9.example.org", idna=True)
    assert info.value.feature == "idna"
    assert "libidn2" in str(info.value) and "iri_features()" in str(info.value)
    # Without the flag the general mapping works as ever.
    assert urival.iri_to_uri("http://\u00e9/") == "http://%C3%A9/"


@needs_nfc
def test_nfc_published():
    assert urival.iri_is_nfc(xml(NFC)) and not urival.iri_is_nfc(xml(NOT_NFC))
    assert urival.iri_nfc(xml(NOT_NFC)) == xml(NFC)
    assert urival.iri_nfc(xml(NFC)) == xml(NFC)
    path = lambda s: "x:/" + xml(s).replace(" ", "%20")  # noqa: E731
    assert urival.iri_nfc(path(VIETNAM_TRANSCODED)) == path(VIETNAM_NFC)
    assert urival.iri_nfc(path(VIETNAM_TRANSCODED).encode()) == path(VIETNAM_NFC).encode()
    assert urival.iri_is_nfc(b"http://a/") is True


@needs_nfc
def test_nfc_errors():
    with pytest.raises(InvalidIRI) as info:
        urival.iri_is_nfc("x:\u202e")
    assert info.value.status is Status.IRI_BIDI and info.value.offset == 2
    # U+1FEF GREEK VARIA is a ucschar whose NFC is "`", which no IRI holds:
    # the error is about the input, from the character normalization changes.
    for s in ("http://\u00e9/\u1fef", "http://\u00e9/\u1fef".encode()):
        with pytest.raises(InvalidIRI) as info:
            urival.iri_nfc(s)
        e = info.value
        assert e.input == s and e.status is Status.IRI_NFC and e.rule == "ipath-abempty"
        assert e.offset == (9 if isinstance(s, str) else 10)  # code points, bytes
        assert str(e) == (f"offset {e.offset}: ipath-abempty: normalization form C changes the"
                          " text from U+1FEF on into characters that make no IRI-reference"
                          " (RFC 3987 sections 3.1 and 5.3.2.2: in NFC a character may become"
                          " ASCII, or compose with an ASCII one)")


@pytest.mark.skipif(IRIFeature.NFC in FEATURES,
                    reason="liburival has libunistring: NFC works (test_nfc_* cover it)")
def test_nfc_unavailable():
    for call in (urival.iri_nfc, urival.iri_is_nfc):
        with pytest.raises(urival.FeatureUnavailableError) as info:
            call(xml(NOT_NFC))
        assert info.value.feature == "nfc" and "libunistring" in str(info.value)


# --- resolution, normalization, comparison, relativize -----------------------

# RFC 3986 section 5.4's examples, with an IRI base: section 6.5 applies the
# same algorithm to IRIs.
RESOLVE = [
    ("g:h", "g:h"), ("g", "http://\u00e9/b/c/g"), ("./g", "http://\u00e9/b/c/g"),
    ("g/", "http://\u00e9/b/c/g/"), ("/g", "http://\u00e9/g"), ("//g", "http://g"),
    ("?y", "http://\u00e9/b/c/d;p?y"), ("g?y", "http://\u00e9/b/c/g?y"),
    ("#s", "http://\u00e9/b/c/d;p?q#s"), ("", "http://\u00e9/b/c/d;p?q"),
    ("../..", "http://\u00e9/"), ("../../../g", "http://\u00e9/g"),
    ("g;x=1/../y", "http://\u00e9/b/c/y"), ("\u00fc/./\u00e4?\u00f6#\u00df",
                                               "http://\u00e9/b/c/\u00fc/\u00e4?\u00f6#\u00df"),
]
BASE = "http://\u00e9/b/c/d;p?q"


@pytest.mark.parametrize("ref,target", RESOLVE)
def test_resolve(ref, target):
    assert urival.iri_resolve(BASE, ref) == target
    assert urival.iri_resolve(BASE.encode(), ref.encode()) == target.encode()
    # Mapping to URIs first and resolving them gives the target's URI.
    to_uri = urival.iri_to_uri
    assert urival.resolve(to_uri(BASE), to_uri(ref)) == to_uri(target)


def test_resolve_strict_and_errors():
    assert urival.iri_resolve("http://\u00e9/a/b", "http:g") == "http:g"
    assert urival.iri_resolve("http://\u00e9/a/b", "http:g", strict=False) == "http://\u00e9/a/g"
    assert urival.iri_resolve("http://\u00e9/a/b", "http:g", False) == "http://\u00e9/a/g"
    for base, ref, about in [("\u00e9/a", "b", ("base", Status.BASE, 0)),
                             ("http://\u00e9/\u200e", "b", ("base", Status.IRI_BIDI, 9)),
                             ("http://\u00e9/", "b\u200f", ("ref", Status.IRI_BIDI, 1)),
                             (b"http://a/", b"b\xff", ("ref", Status.IRI_UTF8, 1)),
                             ("http://a/", "\u00e9 ", ("ref", Status.SYNTAX, 1))]:
        e = refusal(urival.iri_resolve, base, ref)
        assert (e.argument, e.status, e.offset) == about
    with pytest.raises(TypeError, match="cannot mix str and bytes"):
        urival.iri_resolve("http://a/", b"b")


def test_normalize():
    assert urival.iri_normalize("HTTP://www.EXAMPLE.com/") == "http://www.example.com/"
    # The escapes of unreserved characters decoded; an escaped ucschar stays
    # escaped (section 5.3.2.3 aligns escapes only to compare); no case
    # mapping of non-ASCII characters.
    assert urival.iri_normalize(xml("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%c3%a9/&#xC9;")) == (
        "example://a/b/c/%7Bfoo%7D/ros%C3%A9/\u00c9")
    for s in ("http://example.com", "http://example.com/", "http://example.com:/",
              "http://example.com:80/"):
        assert urival.iri_normalize(s, scheme=True) == "http://example.com/"
    assert urival.iri_normalize("http://[0:0::1]/\u00e9", ipv6=True) == "http://[::1]/\u00e9"
    n = urival.iri_normalize("HTTP://\u00e9.Example/%7e/./\u00e4")
    assert n == "http://\u00e9.example/~/\u00e4" and urival.iri_normalize(n) == n
    with pytest.raises(InvalidIRI) as info:
        urival.iri_normalize(b"http://\xc3\xa9/\xe2\x80\xae")
    assert info.value.status is Status.IRI_BIDI and info.value.offset == 10


@pytest.mark.parametrize("a,b,rung", COMPARE)
def test_compare_published(a, b, rung):
    assert urival.iri_compare(xml(a), xml(b)) is rung
    assert urival.iri_compare(xml(b).encode(), xml(a).encode()) is rung


def test_compare_options_and_errors():
    assert urival.iri_compare("http://\u00e9/", "http://\u00e9/") is Equivalence.SIMPLE
    assert urival.iri_compare("x:/\u00e9#a", "x:/\u00e9#b") is Equivalence.DIFFERENT
    assert urival.iri_compare("x:/\u00e9#a", "x:/\u00e9#b",
                              ignore_fragment=True) is Equivalence.SIMPLE
    assert urival.iri_compare("http://[::1]/", "http://[0::1]/", ipv6=True) is Equivalence.SYNTAX
    for a, b, about in [("a\u200e", "b", ("a", Status.IRI_BIDI, 1)),
                        ("a", "\u00e9 ", ("b", Status.SYNTAX, 1)),
                        (b"\xc3", b"\xc3", ("a", Status.IRI_UTF8, 0))]:
        e = refusal(urival.iri_compare, a, b)
        assert (e.argument, e.status, e.offset) == about


def test_relativize():
    base = "http://\u00e9.example/a/b/c"
    for target, rel in [("http://\u00e9.example/a/\u00fc?\u00e4", "../\u00fc?\u00e4"),
                        ("http://\u00e9.example/a/b/c", ""),
                        ("http://\u00e9.example/a/b/c?\u00e9", "?\u00e9"),
                        ("http://\u00e9.example/a/b/d:\u00e9", "./d:\u00e9"),
                        ("http://other.example/\u00e9", "//other.example/\u00e9")]:
        assert urival.iri_relativize(base, target) == rel
        assert urival.iri_resolve(base, rel) == target
        assert urival.iri_relativize(base.encode(), target.encode()) == rel.encode()
    with pytest.raises(urival.UnreachableError):
        urival.iri_relativize("http://\u00e9/a", "http://\u00e9/a/../\u00e9")
    for base, target, about in [("http://\u00e9/\u202a", "http://\u00e9/", ("base", 9)),
                                ("http://\u00e9/", "http://\u00e9/\u202a", ("target", 9))]:
        e = refusal(urival.iri_relativize, base, target)
        assert (e.argument, e.offset) == about and e.status is Status.IRI_BIDI


def test_property_relativize_resolve_normalize():
    hypothesis = pytest.importorskip("hypothesis", reason="python3-hypothesis is not installed")
    st = hypothesis.strategies
    # Segments of letters, a few non-ASCII ones among them, and dots.
    seg = st.sampled_from(["a", "\u00e9", "\u4e2d", "\U00010300", ".", "..", "b%C3%A9", ""])
    path = st.lists(seg, max_size=5).map("/".join)

    @hypothesis.given(path, path, st.booleans())
    def check(p, q, query):
        base = "http://\u00e9.example/" + p
        # Resolving removes dot segments: a target with them is no IRI a
        # reference resolves to.
        target = urival.iri_resolve("http://\u00e9.example/", q + ("?\u00e4" if query else ""))
        assert urival.iri_resolve(base, urival.iri_relativize(base, target)) == target
        n = urival.iri_normalize(target)
        assert urival.iri_normalize(n) == n
        assert urival.iri_compare(n, target) <= Equivalence.SYNTAX
        # Back from the URI, escapes of UTF-8 are characters again.
        uri = urival.iri_to_uri(target)
        assert urival.iri_to_uri(urival.uri_to_iri(uri)) == uri

    check()


# --- arguments, threads ------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: urival.iri_parse(None),
    lambda: urival.iri_is_valid(3),
    lambda: urival.iri_to_uri(["x:a"]),
    lambda: urival.uri_to_iri(1.5),
    lambda: urival.iri_nfc(None),
    lambda: urival.iri_is_nfc(object()),
    lambda: urival.iri_resolve("http://a", 3),
    lambda: urival.iri_normalize(None),
    lambda: urival.iri_compare(1, 2),
    lambda: urival.iri_relativize("http://a", None),
    lambda: urival.iri_parse("x:a", rule=1.5),
    lambda: urival.iri_to_uri("x:a", idnaa=True),
    lambda: urival.iri_parse("x:a").to_uri(True),
    lambda: urival.iri_to_uri("x:a", True),
])
def test_bad_argument_types(call):
    with pytest.raises(TypeError):
        call()


def test_threads_with_long_inputs():
    # Inputs of 16 KiB and more are parsed and mapped with the GIL released.
    texts = [f"http://\u00e9{i}.example/" + "\u00e4/" * 9000 + f"?{i}" for i in range(16)]

    def work(s):
        i = urival.iri_parse(s)
        return i.query, len(urival.iri_to_uri(s)), urival.iri_normalize(s) == s

    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        got = list(pool.map(work, texts * 4))
    assert got == [(str(n % 16), len(texts[n % 16]) + 5 * 9001, True) for n in range(64)]


# --- the reference -----------------------------------------------------------

def test_readme_iri_examples():
    # python/README.md's IRI examples run and print what they show.  In a
    # build without libidn2 or libunistring the examples that need them
    # are left out (their tests above cover the error instead).
    import doctest
    import os
    import pathlib
    src = pathlib.Path(os.environ.get("URIVAL_SOURCE_DIR",
                                      pathlib.Path(__file__).resolve().parents[2]))
    readme = src / "python" / "README.md"
    if not readme.exists():
        pytest.skip(f"{readme} is absent")
    block = readme.read_text().split("### IRIs (RFC 3987)", 1)[1]
    block = block.split("```python\n", 1)[1].split("```", 1)[0]
    test = doctest.DocTestParser().get_doctest(block, {"urival": urival}, "README IRIs",
                                               str(readme), 0)
    needs = {"idna=True": IRIFeature.IDNA, "iri_nfc": IRIFeature.NFC,
             "iri_features": IRIFeature.IDNA | IRIFeature.NFC}
    test.examples = [ex for ex in test.examples
                     if all(f in FEATURES for k, f in needs.items() if k in ex.source)]
    assert len(test.examples) >= 12
    runner = doctest.DocTestRunner()
    result = runner.run(test)
    assert result.failed == 0
