"""InvalidURI's attributes, and invalid arguments: TypeError or ValueError
with a clear message, never a crash."""

import enum
import mmap
import os
import pickle
import resource

import pytest

import urival
from conftest import needs_urn
from urival import InvalidURI, Status


def test_invalid_uri_attributes():
    with pytest.raises(InvalidURI) as info:
        urival.parse("http://a/%zz")
    e = info.value
    assert isinstance(e, ValueError)
    assert str(e) == 'offset 10: pct-encoded: expected a hex digit after "%", found "z"'
    assert e.offset == 10
    assert e.rule == "pct-encoded" and e.grammar == "rfc3986"
    assert e.rule_start == 9
    assert e.expected == "a hex digit"
    assert e.status is Status.SYNTAX
    assert not e.at_end and not e.end_ok
    assert e.input == "http://a/%zz" and e.argument == "s"


def test_invalid_uri_made_by_hand_has_every_attribute():
    e = InvalidURI("bad")
    assert str(e) == "bad" and e.status is Status.SYNTAX
    assert (e.offset, e.rule, e.expected, e.at_end, e.input) == (0, None, None, False, None)


def test_invalid_uri_at_end():
    with pytest.raises(InvalidURI) as info:
        urival.validate("http://[::1", rule="URI")
    e = info.value
    assert e.at_end and e.offset == len("http://[::1")
    assert "end of input" in str(e) or "]" in e.expected


def test_invalid_uri_bytes_input_and_pickle():
    with pytest.raises(InvalidURI) as info:
        urival.validate(b"a b")
    e = info.value
    assert e.offset == 1 and e.input == b"a b"
    assert e.rule == "URI-reference"
    assert e.expected == ('a letter, a digit, "!", "#", "$", "%", "&", "\'", "(", ")", "*", "+", '
                          '",", "-", ".", "/", ":", ";", "=", "?", "@", "_", "~" or end of input')
    f = pickle.loads(pickle.dumps(e))
    assert str(f) == str(e) and f.offset == 1 and f.rule == e.rule


def test_nul_and_control_bytes_quoted():
    with pytest.raises(InvalidURI) as info:
        urival.validate(b"http://a/\x00")
    assert info.value.offset == 9
    assert "\\x00" in str(info.value)


def test_unknown_rule():
    with pytest.raises(ValueError, match="unknown rule 'nope'"):
        urival.is_valid("a", rule="nope")
    with pytest.raises(ValueError, match="unknown rule"):
        urival.is_valid("a", rule="nogrammar:URI")
    with pytest.raises(ValueError, match="unknown rule"):
        urival.is_valid("a", rule="URI\x00")
    with pytest.raises(ValueError, match=r"^is_valid\(\): no rule has the id .* \(argument 'rule'\)$"):
        urival.is_valid("a", rule=10**6)
    with pytest.raises(ValueError, match="no rule has the id -1"):
        urival.is_valid("a", -1)
    with pytest.raises(TypeError, match="'rule' must be str, Rule or int, not float"):
        urival.is_valid("a", rule=1.5)


# Every call that takes a rule, the rule given where a flag might be
# expected: as the second positional argument (the first of Stream's).
RULE_CALLS = [
    ("is_valid", lambda r: urival.is_valid("a", r)),
    ("validate", lambda r: urival.validate("a", r)),
    ("parse", lambda r: urival.parse("a", r)),
    ("URI", lambda r: urival.URI("a", r)),
    ("Stream", lambda r: urival.Stream(r)),
    ("validate_many", lambda r: urival.validate_many(["a"], r)),
    ("validate_file", lambda r: urival.validate_file(os.devnull, r)),
    ("iri_is_valid", lambda r: urival.iri_is_valid("a", r)),
    ("iri_validate", lambda r: urival.iri_validate("a", r)),
    ("iri_parse", lambda r: urival.iri_parse("a", r)),
    ("IRI", lambda r: urival.IRI("a", r)),
]


@pytest.mark.parametrize("fn, call", RULE_CALLS, ids=[fn for fn, _ in RULE_CALLS])
@pytest.mark.parametrize("flag", [True, False])
def test_rule_refuses_bool(fn, call, flag):
    # A bool is an int, but True was read as rule id 1 (hier-part):
    # is_valid("a", True) said True.
    with pytest.raises(TypeError) as info:
        call(flag)
    assert str(info.value) == (f"{fn}() argument 'rule' must be a rule name (str), a Rule "
                               "or a rule id, not bool")


def test_rule_refuses_bool_by_keyword():
    with pytest.raises(TypeError, match=r"^is_valid\(\) argument 'rule' .* not bool$"):
        urival.is_valid("a", rule=True)
    with pytest.raises(TypeError, match=r"^Stream\(\) argument 'rule' .* not bool$"):
        urival.Stream(rule=False, spans=True)


def _urn_row(fn, call):
    # The URN calls exist only where liburival has URNs (not --disable-urn).
    return pytest.param(fn, "profile", "str or URNProfile", call, id=fn, marks=needs_urn)


ENUM_CALLS = [
    pytest.param("pct_encode", "set", "str or PctSet", lambda v: urival.pct_encode("a", v),
                 id="pct_encode"),
    pytest.param("pct_decode", "set", "str or PctSet", lambda v: urival.pct_decode("a", v),
                 id="pct_decode"),
    _urn_row("urn_parse", lambda v: urival.urn_parse("urn:ab:c", v)),
    _urn_row("URN", lambda v: urival.URN("urn:ab:c", v)),
    _urn_row("urn_canonical", lambda v: urival.urn_canonical("urn:ab:c", v)),
    _urn_row("urn_equal", lambda v: urival.urn_equal("urn:ab:c", "urn:ab:c", v)),
]


@pytest.mark.parametrize("fn, name, wanted, call", ENUM_CALLS)
@pytest.mark.parametrize("flag", [True, False])
def test_enum_argument_refuses_bool(fn, name, wanted, call, flag):
    # True was read as the value 1: pct_encode("a", True) encoded with
    # the set 'host', urn_parse(s, True) parsed under draft03.
    with pytest.raises(TypeError) as info:
        call(flag)
    assert str(info.value) == f"{fn}() argument '{name}' must be {wanted}, not bool"


class _Color(enum.IntEnum):
    RED = 1


# Members of another enum, each an int whose value names something real:
# Status.OK was rule id 0 (URI) and PctSet.HOST rule id 1, and
# Status.SYNTAX given to pct_encode() was the set 'host'.
FOREIGN = [urival.Status.OK, urival.PctSet.HOST, urival.HostKind.IPV4,
           urival.URIInfo.PASSWORD, _Color.RED]


@pytest.mark.parametrize("fn, call", RULE_CALLS, ids=[fn for fn, _ in RULE_CALLS])
@pytest.mark.parametrize("member", FOREIGN, ids=lambda m: type(m).__name__)
def test_rule_refuses_enum_member(fn, call, member):
    with pytest.raises(TypeError) as info:
        call(member)
    assert str(info.value) == (f"{fn}() argument 'rule' must be a rule name (str), a Rule "
                               f"or a rule id, not {type(member).__name__}")


@pytest.mark.parametrize("fn, name, wanted, call", ENUM_CALLS)
@pytest.mark.parametrize("member", [urival.Status.SYNTAX, urival.HostKind.IPV4, _Color.RED],
                         ids=lambda m: type(m).__name__)
def test_enum_argument_refuses_other_enum(fn, name, wanted, call, member):
    with pytest.raises(TypeError) as info:
        call(member)
    assert str(info.value) == (f"{fn}() argument '{name}' must be {wanted}, "
                               f"not {type(member).__name__}")


@needs_urn
def test_profile_refuses_pct_set():
    with pytest.raises(TypeError, match=r"^urn_parse\(\) argument 'profile' .* not PctSet$"):
        urival.urn_parse("urn:ab:c", urival.PctSet(1))


def test_pct_set_refuses_urn_profile():
    with pytest.raises(TypeError, match=r"^pct_encode\(\) argument 'set' .* not URNProfile$"):
        urival.pct_encode("a", urival.URNProfile(1))


def test_pct_set_values_still_taken():
    # An enum member (an int) and its plain int stay values of their own.
    assert urival.pct_encode("a b", urival.PctSet.QUERY) == "a%20b"
    assert urival.pct_encode("a b", int(urival.PctSet.QUERY)) == "a%20b"


@needs_urn
def test_urn_profile_values_still_taken():
    draft = urival.URNProfile.DRAFT03
    assert urival.urn_parse("urn:ab:c", int(draft)).profile == "draft03"
    assert urival.urn_parse("urn:ab:c", draft).profile == "draft03"


def test_rule_ids_still_taken():
    # README, Conventions: a rule is also a Rule or a rule id (an int).
    hier, uri = urival.rule("hier-part"), urival.rule("URI")
    assert urival.is_valid("a", int(hier)) is True
    assert urival.is_valid("a", int(uri)) is False
    assert urival.is_valid("a", hier) is True
    assert urival.parse("http://a/b", int(uri)).rule == "URI"
    assert urival.iri_parse("http://\u00e9/", int(urival.rule("IRI"))).rule == "IRI"
    assert list(urival.validate_many(["a", "a b"], int(hier))) == [True, False]
    st = urival.Stream(int(uri))
    st.feed("http://a")
    assert st.finish() is None


@pytest.mark.parametrize("call", [
    lambda: urival.is_valid(None),
    lambda: urival.is_valid(3),
    lambda: urival.parse(["http://a"]),
    lambda: urival.validate(object()),
    lambda: urival.resolve("http://a", 3),
    lambda: urival.normalize(None),
    lambda: urival.compare(1, 2),
    lambda: urival.relativize("http://a", None),
    lambda: urival.pct_encode(3),
    lambda: urival.pct_decode(None),
    lambda: urival.ipv4_parse(4),
    lambda: urival.ipv6_format("::1"),
    lambda: urival.remove_dot_segments(1),
    lambda: urival.scheme_default_port(80),
    lambda: urival.validate_many(3),
    lambda: list(urival.validate_many(["a", 3])),
    lambda: urival.URI(None),
    lambda: urival.Stream(rule=2.0),
])
def test_wrong_types(call):
    with pytest.raises(TypeError) as info:
        call()
    assert str(info.value)


def test_wrong_type_message_names_function_and_argument():
    with pytest.raises(TypeError, match=r"parse\(\) argument 's' must be str or bytes, not int"):
        urival.parse(3)
    with pytest.raises(TypeError, match=r"resolve\(\) argument 'ref' must be str or bytes"):
        urival.resolve("http://a", 3)
    with pytest.raises(TypeError, match=r"^validate_many\(\) argument 'iterable' must be iterable"):
        urival.validate_many(None)
    with pytest.raises(TypeError, match=r"^ipv4_format\(\) argument 'addr' must be 4 bytes"):
        urival.ipv4_format(None)
    with pytest.raises(TypeError, match=r"^ipv6_format\(\) argument 'addr' must be 16 bytes"):
        urival.ipv6_format(None)


def test_argument_errors():
    with pytest.raises(TypeError, match="missing required argument 's'"):
        urival.parse()
    with pytest.raises(TypeError, match="unexpected keyword argument 'rules'"):
        urival.parse("a", rules="URI")
    with pytest.raises(TypeError, match="multiple values for argument 'rule'"):
        urival.parse("a", "URI", rule="URI")
    with pytest.raises(TypeError, match="at most 2 positional arguments"):
        urival.parse("a", "URI", 3)
    with pytest.raises(TypeError):
        urival.normalize("a", True)  # scheme is keyword-only
    with pytest.raises(TypeError, match="mix str and bytes"):
        urival.resolve("http://a", b"b")
    with pytest.raises(TypeError, match="mix str and bytes"):
        urival.compare(b"a", "a")


def test_value_errors():
    with pytest.raises(ValueError, match="unknown set"):
        urival.pct_encode("a", set="nowhere")
    with pytest.raises(ValueError, match="decoding only"):
        urival.pct_encode("a", set="any")
    with pytest.raises(ValueError, match="takes 4 bytes"):
        urival.ipv4_format(b"\x01\x02\x03")
    with pytest.raises(ValueError, match="takes 16 bytes"):
        urival.ipv6_format(b"\x00" * 4)
    with pytest.raises(ValueError, match="no set has the value"):
        urival.pct_decode("a", set=99)


def test_longer_than_max_input():
    # One byte past the limit: ValueError from every function, also from
    # one whose C function has no status for it.  The input is an
    # anonymous mapping, whose pages take no memory until they are read:
    # a buffer that long is refused unread and uncopied, as bytes are (a
    # copy first would take a GiB, or raise MemoryError in its place).
    big = mmap.mmap(-1, urival.MAX_INPUT + 1)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for call in (urival.scheme_default_port, urival.is_valid, urival.normalize,
                 urival.pct_encode, urival.iri_to_uri):
        with pytest.raises(ValueError, match="longer than 1073741824 bytes"):
            call(big)
    with pytest.raises(ValueError, match="longer than 1073741824 bytes"):
        list(urival.validate_many([b"a", big]))
    # A strided view too (no contiguous buffer to hold).
    double = mmap.mmap(-1, 2 * (urival.MAX_INPUT + 1))
    with pytest.raises(ValueError, match="longer than 1073741824 bytes"):
        urival.is_valid(memoryview(double)[::2])
    double.close()
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 256 * 1024  # KiB
    assert urival.scheme_default_port(b"HTTP") == 80
    # A stream already failed stays failed: no error for the long chunk.
    s = urival.Stream()
    assert not s.feed(b" ")
    assert not s.feed(big) and not s.ok
    big.close()
    # A stream: MAX_INPUT bytes in all are taken, one more is not.  One
    # 16 MiB chunk fed 64 times, so that the test holds no more than that.
    chunk = b"a" * (16 << 20)
    s = urival.Stream()
    for _ in range(urival.MAX_INPUT // len(chunk)):
        assert s.feed(chunk)
    assert s.ok
    with pytest.raises(ValueError, match="longer than"):
        s.feed(b"a")
    assert not s.ok
    with pytest.raises(urival.InvalidURI) as e:
        s.finish()
    assert e.value.status == urival.Status.RANGE


def test_hostile_inputs_never_crash():
    hostile = [b"\x00" * 100, b"\xff" * 100, b"%" * 1000, b"[" * 1000, b"http://" + b"@" * 1000,
               b"a:" + b"/" * 10000, b"?" * 100000, bytes(range(256)), b"http://[" + b":" * 500,
               b"%2" * 5000, b"urn:" * 1000, b"<URL:" * 1000, b"\r\n" * 1000]
    for s in hostile:
        for t in (s, s.decode("latin-1")):
            urival.is_valid(t)
            for fn in (urival.parse, urival.validate, urival.normalize,
                       urival.remove_dot_segments, urival.ipv4_parse, urival.ipv6_parse,
                       urival.pct_decode):
                try:
                    fn(t)
                except (InvalidURI, ValueError):
                    pass
            for fn in (urival.resolve, urival.relativize, urival.compare):
                try:
                    base = "http://a/b" if isinstance(t, str) else b"http://a/b"
                    fn(base, t)
                    fn(t, base)
                except (InvalidURI, ValueError):
                    pass
            urival.pct_encode(t, "path")
            urival.scheme_default_port(t)
            if urival.HAVE_URN:
                list(urival.urn_extract(t))
                try:
                    urival.urn_parse(t)
                except InvalidURI:
                    pass
            if urival.HAVE_HISTORIC:
                list(urival.extract(t))
                try:
                    urival.rfc1738_parse(t)
                except InvalidURI:
                    pass


def test_every_error_offset_is_within_the_input():
    for s in ["", "%", "http://a/%z", "[", "a b", "http://[::1]:x/", "é", "aé b",
              "http:" + "é" * 10, "\udcff"]:
        try:
            urival.validate(s, rule="URI")
        except InvalidURI as e:
            assert 0 <= e.rule_start <= e.offset <= len(s)
            assert str(e).startswith(f"offset {e.offset}:")


def test_names_no_rule_or_set_holds_are_unknown_not_unicode_errors():
    # A lone surrogate (which UTF-8 cannot encode) or a NUL: no name has
    # one, so the error is the call's own, naming the argument.
    with pytest.raises(ValueError, match=r"^is_valid\(\): unknown rule 'URI\\ud800'"):
        urival.is_valid("a", "URI\ud800")
    with pytest.raises(ValueError, match=r"^pct_encode\(\): unknown set '\\ud800'"):
        urival.pct_encode("a", "\ud800")
    with pytest.raises(ValueError, match=r"^pct_decode\(\): unknown set 'path\\x00'"):
        urival.pct_decode("a", "path\x00")
    with pytest.raises(ValueError, match=r"^rule\(\): no rule 'URI' in grammar 'rfc3986\\x00x'"):
        urival.rule("URI", "rfc3986\x00x")
    with pytest.raises(ValueError, match=r"^rule\(\): no rule 'URI\\ud800'"):
        urival.rule("URI\ud800")
    with pytest.raises(ValueError, match=r"^rule\(\): no rule 'nope'"):
        urival.rule("nope")


def test_port_argument_errors():
    with pytest.raises(TypeError,
                       match=r"^compose\(\) argument 'port' must be int, str or bytes, not float$"):
        urival.compose(host="h", port=1.5)
    u = urival.parse("http://h/")
    with pytest.raises(TypeError, match=r"^replace\(\) argument 'port' must be int, str or bytes, "
                                        r"not list$"):
        u.replace(port=[80])
    # More digits than Python writes in decimal: named, and the way round.
    with pytest.raises(ValueError, match=r"^compose\(\): port has more digits than Python writes"):
        urival.compose(host="h", port=10**5000)
    assert urival.compose(host="h", port="9" * 5000) == "//h:" + "9" * 5000


def test_ipv6_format_refuses_a_scope():
    import ipaddress
    with pytest.raises(ValueError, match=r"^ipv6_format\(\): fe80::1%eth0 has a scope \(zone\) ID"):
        urival.ipv6_format(ipaddress.IPv6Address("fe80::1%eth0"))
    assert urival.ipv6_format(ipaddress.IPv6Address("fe80::1")) == "fe80::1"
