"""No leak over a million calls: memory blocks, tracemalloc, and reference
counts stay where they were."""

import gc
import io
import itertools
import sys
import tracemalloc

import pytest

import urival

MILLION = 1_000_000
GOOD = "http://user@example.com:8080/a/b?q=1#f"
BAD = "http://example.com/a b"
IRI = "http://usér@ré.example:8080/ä/b?q=ü#f"


def blocks_after(fn, n):
    """Allocated blocks gained by n calls of fn (after a warm-up call)."""
    fn()
    gc.collect()
    before = sys.getallocatedblocks()
    for _ in itertools.repeat(None, n):
        fn()
    gc.collect()
    return sys.getallocatedblocks() - before


def test_a_million_calls_leak_nothing():
    # The hot paths a million times each; a leak of one block per call would
    # show as a million blocks.
    good_b = GOOD.encode()
    is_valid, parse = urival.is_valid, urival.parse
    assert blocks_after(lambda: is_valid(GOOD), MILLION) < 100
    assert blocks_after(lambda: is_valid(good_b, "URI"), MILLION // 4) < 100

    def parse_and_read():
        u = parse(GOOD)
        return u.host, u.port, u.query, u.fragment, u.span("path")

    assert blocks_after(parse_and_read, MILLION) < 100
    assert blocks_after(lambda: list(urival.validate_many([GOOD, BAD] * 500)), 1000) < 100

    def iri_parse_and_read():
        i = urival.iri_parse(IRI)
        return i.host, i.port, i.query, i.span("path"), i.to_uri()

    assert blocks_after(iri_parse_and_read, MILLION // 4) < 100


def test_error_paths_leak_nothing():
    def fail():
        try:
            urival.parse(BAD)
        except urival.InvalidURI as e:
            return e.offset, e.expected

    assert blocks_after(fail, 100_000) < 100

    def iri_fail():
        try:
            urival.iri_resolve("http://é/", "a\u200e")
        except urival.InvalidIRI as e:
            return e.offset, e.expected

    assert blocks_after(iri_fail, 100_000) < 100

    def bad_rule():
        try:
            urival.is_valid("x", rule="no-such-rule")
        except ValueError:
            pass

    assert blocks_after(bad_rule, 100_000) < 100

    def type_error():
        try:
            urival.resolve("http://a", 3)
        except TypeError:
            pass

    assert blocks_after(type_error, 100_000) < 100


def test_every_function_under_tracemalloc():
    calls = [
        lambda: urival.validate(GOOD),
        lambda: urival.parse(GOOD.encode()).components(),
        lambda: urival.parse(GOOD).replace(query="x").recompose(),
        lambda: urival.compose(scheme="http", host="a", port=1, path="/p"),
        lambda: urival.resolve("http://a/b/c/d;p?q", "../g"),
        lambda: urival.remove_dot_segments("/a/./b/../c"),
        lambda: urival.normalize("HTTP://A:80/%7e", scheme=True, ipv6=True),
        lambda: urival.compare("http://a/", "HTTP://A:80/"),
        lambda: urival.relativize("http://a/b/c", "http://a/b/d"),
        lambda: urival.pct_encode("a b é", "path"),
        lambda: urival.pct_decode("a%20b%C3%A9"),
        lambda: urival.ipv6_format(urival.ipv6_parse("2001:db8::1")),
        lambda: urival.ipv4_format(urival.ipv4_parse("192.0.2.1")),
        lambda: urival.scheme_default_port("https"),
        lambda: [b.lineno for b in urival.validate_file(io.BytesIO(b"a\nb c\n" * 50))],
        lambda: urival.rule("URI"),
        lambda: urival.is_valid("é x"),
        lambda: urival.iri_parse("http://ré.example/ä?ö#ü").components(),
        lambda: urival.iri_parse(b"x:\xc3\xa9").to_uri(),
        lambda: urival.iri_is_valid("x:/é\u202e"),
        lambda: urival.iri_to_uri("http://é/ä"),
        lambda: urival.uri_to_iri("http://a/%C3%A9%E2%80%AE"),
        lambda: urival.iri_resolve("http://é/a/b", "../ü"),
        lambda: urival.iri_normalize("HTTP://É.example/%7e/./ä", scheme=True),
        lambda: urival.iri_compare("http://é/r%C3%A9", "http://é/ré"),
        lambda: urival.iri_relativize("http://é/a/b", "http://é/a/ü"),
        lambda: urival.iri_compose(scheme="http", host="é", path="/ü", query="q"),
        lambda: urival.iri_parse("http://é/a").replace(path="/ü", query=None),
        lambda: urival.iri_features(),
    ]
    features = urival.iri_features()
    if urival.IRIFeature.IDNA in features:
        calls.append(lambda: urival.iri_to_uri("http://résumé.example.org/", idna=True))
    if urival.IRIFeature.NFC in features:
        calls += [lambda: urival.iri_nfc("x:/re\u0301sume\u0301"),
                  lambda: urival.iri_is_nfc("x:/résumé")]
    if urival.HAVE_URN:
        calls += [
            lambda: urival.urn_parse("urn:foo:a?c=1", "draft03").directives,
            lambda: urival.urn_canonical("URN:XY:%2c"),
            lambda: urival.urn_equal("urn:xy:a", "URN:XY:a"),
            lambda: list(urival.urn_extract("x urn:ab:c y urn:urn:c")),
        ]
    if urival.HAVE_HISTORIC:
        calls += [
            lambda: urival.rfc1738_parse("prospero://h/a;f=v").fields,
            lambda: urival.rfc1738_parse("ftp://h/a/b").segments,
            lambda: urival.draft05_resolve("http://a/b/c/d;p?q", "../../../g"),
            lambda: list(urival.extract("see <URL:http://a/b> and http://c/d.")),
        ]

    def bad_calls():
        for fn, arg in ((urival.parse, "a b"), (urival.normalize, "%"),
                        (urival.ipv4_parse, "1.2.3"), (urival.iri_parse, "x:/é\u202e"),
                        (urival.iri_parse, b"x:\xc3"), (urival.iri_nfc, "x:/\u1fef")):
            try:
                fn(arg)
            except (urival.InvalidURI, urival.FeatureUnavailableError):
                pass
        st = urival.Stream()
        st.feed("a%")
        try:
            st.finish()
        except urival.InvalidURI:
            pass

    def unavailable():
        # What this build lacks raises FeatureUnavailableError, what it has works.
        try:
            urival.iri_to_uri("http://é/", idna=True)
            urival.iri_nfc("x:é")
        except urival.FeatureUnavailableError:
            pass

    calls += [bad_calls, unavailable]
    rounds = 300 if "URIVAL_TEST_SANITIZED" not in __import__("os").environ else 100
    for fn in calls:  # warm up caches (interned strings, enum lookups)
        fn()
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for _ in range(rounds):
            for fn in calls:
                fn()
        gc.collect()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    grown = sum(s.size_diff for s in after.compare_to(before, "filename") if s.size_diff > 0)
    # rounds * len(calls) calls: a leak of a few bytes per call would exceed this.
    assert grown < 64 * 1024, grown


def test_reference_counts_unchanged():
    s = "http://a/b?" + "x" * 10  # not interned, not shared
    b = s.encode()
    r = urival.rule("URI")
    counts = sys.getrefcount(s), sys.getrefcount(b), sys.getrefcount(r)
    for _ in range(10000):
        urival.is_valid(s)
        urival.is_valid(b, rule=r)
        urival.parse(s).host
        urival.normalize(b)
        list(urival.validate_many([s, b]))
    kept = urival.parse(s)  # a URI holds its text ...
    assert sys.getrefcount(s) == counts[0] + 1
    del kept  # ... and lets it go
    assert (sys.getrefcount(s), sys.getrefcount(b), sys.getrefcount(r)) == counts
    t = s + " "
    before = sys.getrefcount(t)
    try:
        urival.validate(t)
    except urival.InvalidURI as e:
        assert e.input is t
    gc.collect()
    assert sys.getrefcount(t) == before  # the error is gone, and its hold on t
