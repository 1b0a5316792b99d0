"""Reference operations (RFC 3986 sections 5 and 6), percent-encoding, IP
addresses, with the specification's published values."""

import ipaddress

import pytest

import urival
from urival import Equivalence, InvalidURI, Status

BASE = "http://a/b/c/d;p?q"

# RFC 3986 section 5.4.1, normal examples
NORMAL = [
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"), ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"), (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"), ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"),
    ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
    ("../..", "http://a/"), ("../../", "http://a/"), ("../../g", "http://a/g"),
]
# section 5.4.2, abnormal examples
ABNORMAL = [
    ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"), ("/./g", "http://a/g"),
    ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"), ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"), ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
]


@pytest.mark.parametrize("ref,target", NORMAL + ABNORMAL)
def test_resolve_rfc3986_5_4(ref, target):
    assert urival.resolve(BASE, ref) == target
    assert urival.resolve(BASE.encode(), ref.encode()) == target.encode()


def test_resolve_non_strict():
    assert urival.resolve(BASE, "http:g", strict=False) == "http://a/b/c/g"
    assert urival.resolve(BASE, "http:g", strict=True) == "http:g"
    assert urival.resolve(base=BASE, ref="g") == "http://a/b/c/g"
    # strict may be given by position, as the signature says
    assert urival.resolve(BASE, "http:g", False) == "http://a/b/c/g"
    assert urival.resolve(BASE, "http:g", True) == "http:g"


def test_resolve_errors():
    with pytest.raises(InvalidURI) as e:
        urival.resolve("a/b", "g")  # no scheme: section 5.2.1
    assert e.value.status is Status.BASE and e.value.argument == "base"
    with pytest.raises(InvalidURI) as e:
        urival.resolve(BASE, "g h")
    assert e.value.status is Status.SYNTAX and e.value.argument == "ref"
    assert e.value.offset == 1


def test_resolve_long_output():
    ref = "x" * 100000
    assert urival.resolve(BASE, ref) == "http://a/b/c/" + ref


def test_remove_dot_segments():
    # section 5.2.4's own examples
    assert urival.remove_dot_segments("/a/b/c/./../../g") == "/a/g"
    assert urival.remove_dot_segments("mid/content=5/../6") == "mid/6"
    assert urival.remove_dot_segments(b"/a/./b/") == b"/a/b/"


def test_normalize():
    # section 6.2.2's example
    assert urival.normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d") == "example://a/b/c/%7Bfoo%7D"
    # section 6.2.3
    assert urival.normalize("http://example.com:80/", scheme=True) == "http://example.com/"
    assert urival.normalize("http://example.com", scheme=True) == "http://example.com/"
    assert urival.normalize("http://example.com:80/") == "http://example.com:80/"
    assert urival.normalize("http://[2001:DB8:0:0::1]/", ipv6=True) == "http://[2001:db8::1]/"
    assert urival.normalize(b"HTTP://A/%7e") == b"http://a/~"
    with pytest.raises(InvalidURI):
        urival.normalize("a b")


def test_compare():
    assert urival.compare("http://a/b", "http://a/b") is Equivalence.SIMPLE
    assert urival.compare("http://a/%7e", "HTTP://A/~") is Equivalence.SYNTAX
    assert urival.compare("http://example.com", "http://example.com:80/") is Equivalence.SCHEME
    assert urival.compare("http://a/b", "http://a/c") is Equivalence.DIFFERENT
    assert urival.compare("http://a/b#x", "http://a/b#y") is Equivalence.DIFFERENT
    assert urival.compare("http://a/b#x", "http://a/b#y",
                          ignore_fragment=True) is not Equivalence.DIFFERENT
    assert urival.compare("http://[::1]/", "http://[0::1]/") is Equivalence.DIFFERENT
    assert urival.compare("http://[::1]/", "http://[0::1]/", ipv6=True) is Equivalence.SYNTAX
    assert urival.compare("http://a/", "http://A/") <= Equivalence.SCHEME
    with pytest.raises(InvalidURI) as e:
        urival.compare("a b", "c")
    assert e.value.argument == "a"
    with pytest.raises(InvalidURI) as e:
        urival.compare("c", "a b")
    assert e.value.argument == "b"


def test_relativize():
    assert urival.relativize(BASE, "http://a/b/g") == "../g"
    assert urival.relativize(BASE, "http://a/b/c/d;p?q#s") == "#s"
    assert urival.relativize(BASE, "http://g/x") == "//g/x"
    assert urival.relativize(BASE, "ftp://a/b") == "ftp://a/b"
    assert urival.relativize(b"http://a/b/", b"http://a/b/c") == b"c"
    for _ref, target in NORMAL + ABNORMAL[:-1]:
        rel = urival.relativize(BASE, target)
        assert urival.resolve(BASE, rel) == target
    with pytest.raises(urival.UnreachableError):
        urival.relativize("http://a/b", "http://a/b/../c")
    with pytest.raises(InvalidURI) as e:
        urival.relativize("b", "http://a/")
    assert e.value.argument == "base" and e.value.status is Status.BASE
    with pytest.raises(InvalidURI) as e:
        urival.relativize("http://a/", "b")
    assert e.value.argument == "target"


def test_scheme_default_port():
    assert urival.scheme_default_port("http") == 80
    assert urival.scheme_default_port("HTTPS") == 443
    assert urival.scheme_default_port(b"ftp") == 21
    assert urival.scheme_default_port("no-such-scheme") is None


def test_pct_encode():
    assert urival.pct_encode("a b&c#d", "query") == "a%20b&c%23d"
    assert urival.pct_encode("a b&c#d", urival.PctSet.QUERY) == "a%20b&c%23d"
    assert urival.pct_encode("a/b c") == "a%2Fb%20c"  # unreserved by default
    assert urival.pct_encode("a/b", set="path") == "a/b"
    assert urival.pct_encode("é") == "%C3%A9"  # a str is encoded as UTF-8
    assert urival.pct_encode(b"\x00\xff") == b"%00%FF"
    assert urival.pct_encode("a:b", "segment-nz-nc") == "a%3Ab"


def test_pct_decode():
    assert urival.pct_decode("a%20b") == "a b"
    assert urival.pct_decode("%C3%A9") == "é"
    assert urival.pct_decode(b"%00%ff") == b"\x00\xff"
    assert urival.pct_decode("a b", "any") == "a b"
    with pytest.raises(InvalidURI) as e:
        urival.pct_decode("a b", "path")
    assert e.value.offset == 1
    with pytest.raises(InvalidURI) as e:
        urival.pct_decode("ab%4", "any")
    assert e.value.rule == "pct-encoded" and e.value.offset == 4
    with pytest.raises(InvalidURI) as e:
        urival.pct_decode("a%00", refuse_nul=True)
    assert e.value.status is Status.NUL and e.value.offset == 1
    assert str(e.value) == "offset 1: pct-encoded: percent-encoded NUL (%00) refused"
    with pytest.raises(ValueError, match="not UTF-8"):
        urival.pct_decode("%ff")
    assert urival.pct_decode(b"%ff") == b"\xff"
    # an escaped surrogate is no UTF-8 either: no str of a lone surrogate
    for escaped in ["%ED%A0%80", "a%ED%BF%BFb"]:
        with pytest.raises(ValueError, match="not UTF-8"):
            urival.pct_decode(escaped)
    assert urival.pct_decode(b"%ED%A0%80") == b"\xed\xa0\x80"
    # ... nor is a str holding one, to encode
    with pytest.raises(ValueError, match="lone surrogate at offset 2"):
        urival.pct_encode("ab\ud800c")
    with pytest.raises(ValueError, match="lone surrogate at offset 1"):
        urival.pct_decode("a\udfffb%41")
    assert urival.pct_encode("\U0001F600") == "%F0%9F%98%80"


def test_ip_addresses():
    assert urival.ipv4_parse("192.0.2.1") == bytes([192, 0, 2, 1])
    assert urival.ipv4_format(bytes([192, 0, 2, 1])) == "192.0.2.1"
    assert urival.ipv6_parse("2001:db8::1") == ipaddress.IPv6Address("2001:db8::1").packed
    assert urival.ipv6_format(ipaddress.IPv6Address("2001:DB8:0:0:0:0:0:1")) == "2001:db8::1"
    assert urival.ipv4_format(ipaddress.IPv4Address("10.0.0.1")) == "10.0.0.1"
    # RFC 5952 section 5: an IPv4-mapped address ends in dotted decimal
    assert urival.ipv6_format(urival.ipv6_parse("::ffff:192.0.2.1")) == "::ffff:192.0.2.1"
    assert urival.ipv6_format(bytearray(16)) == "::"
    with pytest.raises(InvalidURI):
        urival.ipv4_parse("192.0.2.01")  # no leading zeros in dec-octet
    with pytest.raises(InvalidURI):
        urival.ipv6_parse("[::1]")
    with pytest.raises(InvalidURI) as e:
        urival.ipv4_parse(b"1.2.3")
    assert e.value.at_end
