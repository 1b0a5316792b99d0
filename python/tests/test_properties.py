"""Property tests (hypothesis): parse then recompose gives the input,
normalize is idempotent, resolve after relativize gives the target."""

import pytest

import urival

hypothesis = pytest.importorskip("hypothesis", reason="python3-hypothesis is not installed")
from hypothesis import assume, given, strategies as st  # noqa: E402

ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGIT = "0123456789"
UNRESERVED = ALPHA + DIGIT + "-._~"
SUB_DELIMS = "!$&'()*+,;="
HEX = DIGIT + "abcdefABCDEF"

pct = st.builds(lambda a, b: "%" + a + b, st.sampled_from(HEX), st.sampled_from(HEX))


def run_of(chars, min_size=0, max_size=8):
    return st.lists(st.one_of(st.sampled_from(chars), pct), min_size=min_size,
                    max_size=max_size).map("".join)


pchar = UNRESERVED + SUB_DELIMS + ":@"
segment = run_of(pchar)
segment_nz = run_of(pchar, min_size=1)
segment_nz_nc = run_of(UNRESERVED + SUB_DELIMS + "@", min_size=1)
scheme = st.builds(lambda a, b: a + b, st.sampled_from(ALPHA),
                   st.text(ALPHA + DIGIT + "+-.", max_size=6))
userinfo = run_of(UNRESERVED + SUB_DELIMS + ":")
dec_octet = st.integers(0, 255).map(str)
ipv4 = st.lists(dec_octet, min_size=4, max_size=4).map(".".join)
h16 = st.text("0123456789abcdefABCDEF", min_size=1, max_size=4)
ipv6 = st.one_of(
    st.lists(h16, min_size=8, max_size=8).map(":".join),
    st.builds(lambda a, b: ":".join(a) + "::" + ":".join(b),
              st.lists(h16, max_size=3), st.lists(h16, max_size=3)),
    st.builds(lambda a, v4: ":".join(a) + ":" + v4, st.lists(h16, min_size=6, max_size=6), ipv4),
)
host = st.one_of(run_of(UNRESERVED + SUB_DELIMS), ipv4, ipv6.map(lambda a: "[" + a + "]"))
port = st.text(DIGIT, max_size=6)
authority = st.builds(
    lambda u, h, p: (u + "@" if u is not None else "") + h + (":" + p if p is not None else ""),
    st.none() | userinfo, host, st.none() | port)
path_abempty = st.lists(segment, max_size=5).map(lambda s: "".join("/" + x for x in s))
path_absolute = st.builds(lambda a, rest: "/" + a + "".join("/" + x for x in rest),
                          segment_nz, st.lists(segment, max_size=4)) | st.just("/")
path_rootless = st.builds(lambda a, rest: a + "".join("/" + x for x in rest),
                          segment_nz, st.lists(segment, max_size=4))
path_noscheme = st.builds(lambda a, rest: a + "".join("/" + x for x in rest),
                          segment_nz_nc, st.lists(segment, max_size=4))
query = run_of(pchar + "/?")


def reference(with_scheme):
    if with_scheme:
        hier = st.one_of(st.builds(lambda a, p: "//" + a + p, authority, path_abempty),
                         path_absolute, path_rootless, st.just(""))
        head = st.builds(lambda s, h: s + ":" + h, scheme, hier)
    else:
        head = st.one_of(st.builds(lambda a, p: "//" + a + p, authority, path_abempty),
                         path_absolute, path_noscheme, st.just(""))
    return st.builds(lambda h, q, f: h + ("?" + q if q is not None else "")
                     + ("#" + f if f is not None else ""),
                     head, st.none() | query, st.none() | query)


uri_reference = st.one_of(reference(True), reference(False))
absolute_uri = reference(True)


@given(uri_reference)
def test_parse_then_recompose_gives_the_input(s):
    assert urival.is_valid(s)
    u = urival.parse(s)
    assert u.recompose() == s
    parts = u.components()
    assert urival.compose(**parts) == s
    # None versus empty survives the trip
    again = urival.parse(urival.compose(**parts))
    assert again.components() == parts
    b = urival.parse(s.encode())
    assert b.recompose() == s.encode()
    for name, value in parts.items():
        span = u.span(name)
        assert (span is None) == (value is None)
        if span:
            assert s[span[0]:span[1]] == value


@given(uri_reference, st.booleans(), st.booleans())
def test_normalize_is_idempotent(s, scheme_based, ipv6):
    n = urival.normalize(s, scheme=scheme_based, ipv6=ipv6)
    assert urival.is_valid(n)
    assert urival.normalize(n, scheme=scheme_based, ipv6=ipv6) == n
    assert urival.compare(s, n, ipv6=ipv6) <= (urival.Equivalence.SCHEME if scheme_based
                                               else urival.Equivalence.SYNTAX)


# Bases and targets from a few shared pieces, so that they share prefixes.
piece = st.sampled_from(["a", "b", "c;p", "", "x:y", "%7E", ".", ".."])
small_path = st.lists(piece, max_size=5).map(lambda s: "".join("/" + x for x in s))
small_uri = st.builds(
    lambda sc, au, p, q, f: sc + ":" + ("//" + au if au is not None else "") + p
    + ("?" + q if q is not None else "") + ("#" + f if f is not None else ""),
    st.sampled_from(["http", "s"]), st.none() | st.sampled_from(["a", "b", ""]), small_path,
    st.none() | st.sampled_from(["", "q", "y"]), st.none() | st.sampled_from(["", "s"]))


def has_dot_segment(path):
    return any(seg in (".", "..") for seg in path.split("/"))


@given(st.one_of(small_uri, absolute_uri), st.one_of(small_uri, absolute_uri))
def test_resolve_after_relativize_gives_the_target(base, target):
    assume(not base.startswith("//"))
    try:
        ref = urival.relativize(base, target)
    except urival.UnreachableError:
        # only a target whose dot segments resolution would remove
        assert has_dot_segment(urival.parse(target).path)
        return
    assert urival.resolve(base, ref) == target
    assert len(ref) <= len(target)


@given(st.text(max_size=40) | st.binary(max_size=40))
def test_any_text_is_answered(s):
    valid = urival.is_valid(s)
    try:
        u = urival.parse(s)
    except urival.InvalidURI as e:
        assert not valid
        assert 0 <= e.rule_start <= e.offset <= len(s)
        assert str(e).startswith("offset %d:" % e.offset)
    else:
        assert valid and u.recompose() == s
