"""URNs (RFC 8141 and the 2012 draft), RFC 1738, the 1997 draft's resolution
and URIs in running text: the families a build may leave out."""

import pickle

import pytest

import urival
from urival import InvalidURI, Status

from conftest import needs_historic, needs_urn


def test_families_match_the_build():
    assert urival.HAVE_URN == ("rfc8141" in urival.grammars())
    assert urival.HAVE_HISTORIC == ("rfc1738" in urival.grammars())
    assert hasattr(urival, "urn_parse") == urival.HAVE_URN
    assert hasattr(urival, "rfc1738_parse") == urival.HAVE_HISTORIC
    assert hasattr(urival, "extract") == urival.HAVE_HISTORIC


# --- URNs ----------------------------------------------------------------

@needs_urn
def test_urn_parse_rfc8141():
    u = urival.urn_parse("urn:example:a123,z456?+abc?=xyz#789")
    assert (u.nid, u.nss, u.r_component, u.q_component, u.f_component) == (
        "example", "a123,z456", "abc", "xyz", "789")
    assert u.is_reference and not u.informal
    assert u.profile == "rfc8141"
    assert u.span("nss") == (12, 21)
    plain = urival.URN("urn:example:a/b")
    assert plain.r_component is None and plain.q_component is None and plain.f_component is None
    assert not plain.is_reference and plain.nss == "a/b"
    assert urival.urn_parse("urn:example:x#").f_component == ""  # empty, not absent
    assert urival.urn_parse("urn:urn-7:x").informal
    b = urival.urn_parse(b"URN:Example:x")
    assert b.nid == b"Example" and bytes(b) == b"URN:Example:x"
    assert pickle.loads(pickle.dumps(u)) == u and hash(u) == hash(urival.URN(u.text))


@needs_urn
def test_urn_parse_errors():
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:urn:x")
    assert e.value.status is Status.URN_RESERVED_NID and e.value.rule == "NID"
    assert e.value.offset == 4
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:urn-07:x")
    assert e.value.status is Status.URN_INFORMAL_NID
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:example:a?+r", assigned=True)
    assert e.value.status is Status.URN_NOT_ASSIGNED
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:xy:")
    assert e.value.status is Status.SYNTAX
    with pytest.raises(ValueError, match="unknown profile"):
        urival.urn_parse("urn:xy:z", profile="rfc2141")


@needs_urn
def test_urn_draft03():
    u = urival.urn_parse("urn:foo:a123?c=1&s=2#frag", profile="draft03")
    assert u.profile == "draft03" and u.query == "c=1&s=2" and u.fragment == "frag"
    assert u.directives == (("c", "1"), ("s", "2"))
    assert urival.urn_parse("urn:foo:a", urival.URNProfile.DRAFT03).directives == ()
    assert urival.urn_parse("urn:foo:a?c=1", "urn-draft03").profile == "draft03"
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:foo:a%00", profile="draft03")
    assert e.value.status is Status.URN_NUL
    with pytest.raises(InvalidURI) as e:
        urival.urn_parse("urn:foo:a?s=1&s=2", profile="draft03")
    assert e.value.status is Status.URN_REPEATED_KEYWORD
    with pytest.raises(InvalidURI):
        urival.urn_parse("urn:foo:a/b", profile="draft03")  # "/" only in RFC 8141's NSS


URN_SPAN_NAMES = ("nid", "nss", "r_component", "q_component", "query", "f_component",
                  "fragment")


@needs_urn
@pytest.mark.parametrize("s, profile, spans", [
    ("urn:example:a123,z456?+abc?=xyz#789", "rfc8141",
     dict(nid=(4, 11), nss=(12, 21), r_component=(23, 26), q_component=(28, 31),
          query=(28, 31), f_component=(32, 35), fragment=(32, 35))),
    ("urn:foo:a123?c=1&s=2#frag", "draft03",
     dict(nid=(4, 7), nss=(8, 12), r_component=None, q_component=(13, 20), query=(13, 20),
          f_component=(21, 25), fragment=(21, 25))),
    ("urn:example:x", "rfc8141",
     dict(nid=(4, 11), nss=(12, 13), r_component=None, q_component=None, query=None,
          f_component=None, fragment=None)),
])
def test_urn_span_every_part_attribute(s, profile, spans):
    # span() takes the name of every part attribute, the draft's query and
    # fragment too (it refused them), and locates what the attribute holds.
    assert set(spans) == set(URN_SPAN_NAMES)
    for text in (s, s.encode()):
        u = urival.urn_parse(text, profile)
        for name in URN_SPAN_NAMES:
            assert u.span(name) == spans[name], name
            value = getattr(u, name)
            if value is None:
                assert spans[name] is None, name
            else:
                assert text[slice(*spans[name])] == value, name


@needs_urn
def test_urn_span_unknown_name():
    # ValueError, as URI.span, IRI.span and RFC1738URL.span raise.
    u = urival.URN("urn:example:a?=q")
    for name in ("x", "Query", "q-component", "profile", "text", "directives"):
        with pytest.raises(ValueError) as e:
            u.span(name)
        assert type(e.value) is ValueError
        assert str(e.value) == f"span(): unknown URN part {name!r}"
    for parsed in (urival.URI("a"), urival.IRI("a")):
        with pytest.raises(ValueError, match=r"^span\(\): unknown component 'x'$"):
            parsed.span("x")
    with pytest.raises(TypeError, match=r"^span\(\): URN part name must be str, not NoneType$"):
        u.span(None)


# RFC 8141 section 3.2: equivalent to urn:example:a123,z456 ...
EQUIVALENT = ["URN:example:a123,z456", "urn:EXAMPLE:a123,z456", "urn:example:a123,z456?+abc",
              "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789"]
# ... and not
DIFFERENT = ["urn:example:a123,z456/foo", "urn:example:a123,z456/bar",
             "urn:example:a123,z456/baz", "urn:example:A123,z456", "urn:example:a123,Z456"]


@needs_urn
@pytest.mark.parametrize("other", EQUIVALENT)
def test_urn_equal_rfc8141_examples(other):
    assert urival.urn_equal("urn:example:a123,z456", other)
    assert urival.urn_canonical(other) == "urn:example:a123,z456"


@needs_urn
@pytest.mark.parametrize("other", DIFFERENT)
def test_urn_not_equal_rfc8141_examples(other):
    assert not urival.urn_equal("urn:example:a123,z456", other)


@needs_urn
def test_urn_canonical():
    assert urival.urn_equal("urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456")
    assert urival.urn_canonical("URN:EXAMPLE:a123%2cz456") == "urn:example:a123%2Cz456"
    assert urival.urn_canonical(b"URN:XY:z") == b"urn:xy:z"
    assert urival.URN("URN:XY:z?+r").canonical() == "urn:xy:z"
    d = "urn:foo:a?s=1&c=2"
    assert urival.urn_canonical(d, "draft03") == "urn:foo:a"
    assert urival.urn_canonical(d, "draft03", step="5b") == "urn:foo:a?c=2&s=1"
    assert urival.URN(d, "draft03").canonical(step="5b") == "urn:foo:a?c=2&s=1"
    assert urival.URN(d, "draft03").canonical("5b") == "urn:foo:a?c=2&s=1"  # by position
    assert not urival.urn_equal("urn:foo:a123,456?x=y", "URN:foo:a123,456", "draft03",
                                step="5b")
    assert urival.urn_equal("urn:foo:a123,456?x=y", "URN:foo:a123,456", "draft03")
    with pytest.raises(ValueError, match="only in the draft03"):
        urival.urn_canonical("urn:xy:z", step="5b")
    with pytest.raises(ValueError, match="argument 'step' must be"):
        urival.urn_canonical("urn:xy:z", step="6")
    with pytest.raises(TypeError, match="argument 'step' must be"):
        urival.urn_canonical("urn:xy:z", step=5)
    with pytest.raises(InvalidURI) as e:
        urival.urn_equal("urn:xy:z", "urn:xy")
    assert e.value.argument == "b"
    with pytest.raises(InvalidURI) as e:
        urival.urn_equal("urn:urn:y", "urn:xy:z")
    assert e.value.argument == "a"


@needs_urn
def test_urn_extract():
    text = "See urn:isbn:0451450523 or URN:foo:a%2Cb/c; not xurn:ab:c nor urn:urn:x."
    found = list(urival.urn_extract(text))
    good = [(m.start, m.end, m.urn.text) for m in found if m.urn]
    assert good == [(4, 23, "urn:isbn:0451450523"), (27, 40, "URN:foo:a%2Cb")]
    bad = [m for m in found if m.error]
    assert len(bad) == 1 and bad[0].error.status is Status.URN_RESERVED_NID
    assert bad[0].error.input == text[bad[0].start:bad[0].end]
    assert text[bad[0].start:bad[0].end].startswith("urn:urn:")
    # offsets in code points
    (m,) = urival.urn_extract("éé urn:ab:c")
    assert (m.start, m.end) == (3, 11)
    text = "é urn:ab:c " * 3000
    found = list(urival.urn_extract(text))
    assert [(m.start, m.end) for m in found] == [(11 * i + 2, 11 * i + 10) for i in range(3000)]
    assert list(urival.urn_extract(b"urn:xy:z")) == [
        urival.URNMatch(0, 8, urival.URN(b"urn:xy:z", "draft03"), None)]
    assert list(urival.urn_extract("no urns here")) == []


# --- RFC 1738 ----------------------------------------------------------------

@needs_historic
def test_rfc1738_ftp():
    u = urival.rfc1738_parse("ftp://myname@host.dom/%2Fetc/motd;type=a")
    assert u.rule == "ftpurl"
    assert (u.scheme, u.user, u.password, u.host, u.port, u.path, u.type) == (
        "ftp", "myname", None, "host.dom", None, "%2Fetc/motd", "a")
    assert u.segments == ("%2Fetc", "motd")
    assert u.schemepart == "//myname@host.dom/%2Fetc/motd;type=a"
    assert u.parts()["host"] == "host.dom"
    assert u.span("host") == (13, 21)
    assert urival.rfc1738_parse("ftp://@host/").user == ""  # empty, not absent
    assert urival.RFC1738URL(b"FTP://host/").scheme == b"FTP"


@needs_historic
def test_rfc1738_schemes():
    assert urival.rfc1738_parse("http://www.example.com:8080/a/b?x").search == "x"
    assert urival.rfc1738_parse("mailto:a@example.com").address == "a@example.com"
    assert urival.rfc1738_parse("news:comp.infosystems.www").group == "comp.infosystems.www"
    p = urival.rfc1738_parse("prospero://host/a/b;f1=v1;f2=v2")
    assert p.fields == (("f1", "v1"), ("f2", "v2"))
    assert p.fields_text == ";f1=v1;f2=v2"
    g = urival.rfc1738_parse("foo://user@host/x")
    assert g.rule == "genericurl" and g.ip_schemepart and g.host == "host"
    with pytest.raises(InvalidURI) as e:
        urival.rfc1738_parse("ftp://host/a;type=z")
    assert e.value.offset == len("ftp://host/a;type=")
    assert pickle.loads(pickle.dumps(p)) == p


@needs_historic
def test_draft05_resolve_appendix_c():
    base = "http://a/b/c/d;p?q"
    assert urival.draft05_resolve(base, "../../../g") == ("http://a/../g", False)
    assert urival.draft05_resolve(base, "g?y/../x").target == "http://a/b/c/x"
    r = urival.draft05_resolve(base, "#s")
    assert r.current_document and r.target == "#s"
    assert urival.draft05_resolve(base, "../../../g", strip_dots=True).target == "http://a/g"
    assert urival.draft05_resolve(b"http://a/b", b"c").target == b"http://a/c"
    with pytest.raises(InvalidURI) as e:
        urival.draft05_resolve("a/b", "c")
    assert e.value.status is Status.BASE and e.value.argument == "base"


@needs_historic
def test_extract():
    text = ("Note the warning in <URL:http://ds.internic.net/\n"
            "  instructions/overview.html#WARNING>.\n")
    (m,) = urival.extract(text)
    assert m.uri == "http://ds.internic.net/instructions/overview.html#WARNING"
    assert m.angle and m.url_prefix and m.whitespace and not m.hyphen_break
    assert text[m.start] == "<" and text[m.end - 1] == ">"
    assert text[m.uri_start:].startswith("http://")
    bare = list(urival.extract("See http://a.example/x, and (http://b.example/y)."))
    assert [m.uri for m in bare] == ["http://a.example/x", "http://b.example/y"]
    # offsets in code points
    (m,) = urival.extract("été http://a/b")
    assert (m.start, m.end) == (4, 14)
    # ... for every match of a long text, each counted where the last ended
    text = "é http://a/b <URL:http://c/d> " * 2000
    found = list(urival.extract(text))
    assert len(found) == 4000
    for i, m in enumerate(found):
        assert text[m.uri_start:m.uri_end] == m.uri and m.uri in ("http://a/b", "http://c/d")
        assert m.start == i // 2 * 30 + (2 if i % 2 == 0 else 13)
        assert text[m.end - 1] == (">" if m.angle else "b")
    # a hyphen at a line break, both readings
    (m,) = urival.extract("<http://a.example/long-\n  name>")
    assert m.hyphen_break and m.uri == "http://a.example/long-name"
    (m,) = urival.extract("<http://a.example/long-\n  name>", drop_hyphen=True)
    assert m.uri == "http://a.example/longname"
    assert list(urival.extract(b"x <http://a/>")) [0].uri == b"http://a/"
    assert list(urival.extract("nothing")) == []
