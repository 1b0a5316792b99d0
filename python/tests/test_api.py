"""Matching, parsing, the URI object, composition, streaming, the catalogue."""

import pickle
import pydoc

import pytest

import urival
from urival import HostKind, URIInfo


# --- is_valid / validate -------------------------------------------------

@pytest.mark.parametrize("s", ["http://example.com/a?b#c", "", "a", "//h", "?q", "#f",
                               "mailto:x@example.com", "urn:isbn:0451450523",
                               "http://[::1]:8080/", "http://256.256.256.256/",
                               "foo://[v7.x]/"])
def test_is_valid_true(s):
    assert urival.is_valid(s) is True
    assert urival.is_valid(s.encode()) is True
    assert urival.validate(s) is None


@pytest.mark.parametrize("s", ["a b", "http://a/%zz", "http://[::1", "http://a/\x00",
                               "\\\\host\\share", "http://a#b#c", ":no-scheme"])
def test_is_valid_false(s):
    assert urival.is_valid(s) is False
    assert urival.is_valid(s.encode()) is False
    with pytest.raises(urival.InvalidURI):
        urival.validate(s)


def test_is_valid_rules():
    assert urival.is_valid("2001:db8::1", "IPv6address")
    assert urival.is_valid("2001:db8::1", rule="ipv6address")  # case-insensitive
    assert not urival.is_valid("2001:db8::1::", rule="IPv6address")
    assert urival.is_valid("/a/b", rule="path_abempty")  # "_" for "-"
    assert not urival.is_valid("a", rule="URI")
    assert urival.is_valid("a", rule="relative-ref")
    assert urival.is_valid("0F", rule="core:HEXDIG") is False  # one HEXDIG only
    assert urival.is_valid("F", rule="core:HEXDIG")
    assert urival.is_valid("A", rule=urival.rule("ALPHA"))
    assert urival.is_valid("A", rule=int(urival.rule("ALPHA")))


def test_is_valid_bytes_like():
    assert urival.is_valid(bytearray(b"http://a/"))
    assert urival.is_valid(memoryview(b"http://a/"))
    assert not urival.is_valid(bytearray(b"a b"))


def test_is_valid_non_ascii_str():
    # The library is ASCII-only until IRIs land: a non-ASCII character is
    # invalid where it stands.
    assert not urival.is_valid("http://example.com/é")
    with pytest.raises(urival.InvalidURI) as e:
        urival.validate("http://ex.com/aé/b")
    assert e.value.offset == 15  # code points, not bytes
    assert "offset 15:" in str(e.value)
    with pytest.raises(urival.InvalidURI) as e:
        urival.validate("ééé x")
    assert e.value.offset == 0
    # lone surrogates are invalid, not an encoding error
    assert not urival.is_valid("http://a/\udc80")
    with pytest.raises(urival.InvalidURI) as e:
        urival.validate("ab\ud800c")
    assert e.value.offset == 2


# --- parse and URI ---------------------------------------------------------

def test_parse_components():
    u = urival.parse("http://user:pw@example.com:8080/a/b?q=1#top")
    assert (u.scheme, u.authority, u.userinfo, u.host, u.port, u.port_text, u.path, u.query,
            u.fragment) == ("http", "user:pw@example.com:8080", "user:pw", "example.com", 8080,
                            "8080", "/a/b", "q=1", "top")
    assert u.host_kind is HostKind.REG_NAME
    assert u.has_password and u.nondefault_port and not u.port_large
    assert u.is_absolute
    assert u.rule == "URI-reference"
    assert u.text == "http://user:pw@example.com:8080/a/b?q=1#top"
    assert u.span("host") == (15, 26)
    assert u.span("query") == (36, 39)
    assert u.components() == {"scheme": "http", "authority": "user:pw@example.com:8080",
                              "userinfo": "user:pw", "host": "example.com", "port": "8080",
                              "path": "/a/b", "query": "q=1", "fragment": "top"}


def test_none_versus_empty():
    # RFC 3986 section 5.3: an undefined component differs from an empty one.
    u = urival.parse("http://a")
    assert u.query is None and u.fragment is None and u.userinfo is None and u.port is None
    assert u.path == ""
    v = urival.parse("http://@a:?#")
    assert v.userinfo == "" and v.port_text == "" and v.port is None
    assert v.query == "" and v.fragment == ""
    assert v.span("query") == (11, 11)
    assert u.span("query") is None
    w = urival.parse("a/b")
    assert w.scheme is None and w.authority is None and w.host is None
    assert w.host_kind is HostKind.NONE
    assert not w.is_absolute
    e = urival.parse("")
    assert e.path == "" and e.scheme is None


def test_parse_bytes_in_bytes_out():
    u = urival.parse(b"http://a:80/p?q#f")
    assert u.scheme == b"http" and u.host == b"a" and u.path == b"/p"
    assert u.query == b"q" and u.fragment == b"f" and u.port == 80 and u.port_text == b"80"
    assert u.recompose() == b"http://a:80/p?q#f"
    assert bytes(u) == b"http://a:80/p?q#f"
    assert str(u) == "http://a:80/p?q#f"
    assert urival.parse(bytearray(b"x:y")).text == b"x:y"  # copied: immutable


def test_parse_rules():
    assert urival.parse("http://a/b", rule="URI").scheme == "http"
    with pytest.raises(urival.InvalidURI):
        urival.parse("a/b", rule="URI")
    assert urival.parse("a/b", rule="relative-ref").path == "a/b"
    with pytest.raises(urival.InvalidURI):
        urival.parse("http://a/b#f", rule="absolute-URI")
    assert urival.parse("http://a/b?q", "absolute-URI").query == "q"
    with pytest.raises(ValueError, match="rule must be URI, URI-reference"):
        urival.parse("a", rule="host")


@pytest.mark.parametrize("s,kind,host", [
    ("http://192.0.2.1/", HostKind.IPV4, "192.0.2.1"),
    ("http://[2001:db8::7]/", HostKind.IPV6, "[2001:db8::7]"),
    ("http://[v1.fe]/", HostKind.IPVFUTURE, "[v1.fe]"),
    ("http://256.256.256.256/", HostKind.REG_NAME, "256.256.256.256"),
    ("file:///etc", HostKind.REG_NAME, ""),
    ("mailto:a@b", HostKind.NONE, None),
])
def test_host_kinds(s, kind, host):
    u = urival.parse(s)
    assert u.host_kind is kind
    assert u.host == host
    assert kind.label in ("IPv4address", "IPv6address", "IPvFuture", "reg-name", "none")


def test_ports():
    assert urival.parse("http://a:007/").port == 7
    big = urival.parse("http://a:99999/")
    assert big.port == 99999 and big.port_large
    assert URIInfo.PORT_LARGE in big.info
    assert urival.parse("http://a:" + "9" * 30 + "/").port == int("9" * 30)
    assert urival.parse("http://a:80/").info & URIInfo.PORT_NUMBER
    assert not urival.parse("http://a:80/").nondefault_port
    assert urival.parse("http://a:81/").nondefault_port


def test_security_flags():
    assert urival.parse("http://127.1/").numeric_host
    assert urival.parse("http://bank.example@evil.example/").hostlike_userinfo
    assert urival.parse("http://a/%0d%0a").pct_control
    assert urival.parse("http://a/%00").pct_control
    assert urival.parse("http://u:p@a/").has_password
    plain = urival.parse("http://a/")
    assert not (plain.numeric_host or plain.hostlike_userinfo or plain.pct_control
                or plain.has_password)
    info = urival.parse("http://u:p@127.1:8080/%00").info
    assert info == (URIInfo.PASSWORD | URIInfo.NUMERIC_HOST | URIInfo.PCT_CONTROL
                    | URIInfo.NONDEFAULT_PORT | URIInfo.PORT_NUMBER)


def test_uri_immutable_hashable_picklable():
    u = urival.parse("http://a/b")
    with pytest.raises(AttributeError):
        u.host = "x"
    assert u == urival.parse("http://a/b") and u != urival.parse("http://a/c")
    assert u != urival.parse(b"http://a/b")
    assert len({u, urival.parse("http://a/b")}) == 1
    assert pickle.loads(pickle.dumps(u)) == u
    r = urival.parse("http://a/b", rule="URI")
    assert pickle.loads(pickle.dumps(r)).rule == "URI"
    assert repr(u) == "urival.URI('http://a/b')"
    assert urival.URI("http://a/b") == u
    assert urival.URI("a", rule="relative-ref").rule == "relative-ref"
    assert str(u) == "http://a/b"


def test_recompose_and_replace():
    s = "foo://example.com:8042/over/there?name=ferret#nose"  # RFC 3986 section 3
    u = urival.parse(s)
    assert u.recompose() == s
    assert u.replace(query=None, fragment=None).text == "foo://example.com:8042/over/there"
    assert u.replace(host="h", port=1).text == "foo://h:1/over/there?name=ferret#nose"
    assert u.replace(authority="x").text == "foo://x/over/there?name=ferret#nose"
    with pytest.raises(urival.InvalidURI):
        u.replace(path="no-slash")  # path-abempty after an authority
    with pytest.raises(TypeError, match="unexpected keyword argument 'color'"):
        u.replace(color="red")
    with pytest.raises(ValueError, match=r"^span\(\): unknown component 'nope'"):
        u.span("nope")
    with pytest.raises(TypeError, match=r"^span\(\): component name must be str"):
        u.span(None)
    with pytest.raises(TypeError, match=r"^rules\(\) argument 'grammar'"):
        urival.rules(5)
    with pytest.raises(ValueError, match=r"^rules\(\): unknown grammar 'x'"):
        urival.rules("x")
    with pytest.raises(TypeError):
        u.replace("positional")


def test_replace_unknown_keyword():
    # An unknown component keyword is Python's TypeError for any call, as
    # compose() says it; replace() raised ValueError.
    u = urival.parse("http://a/b")
    with pytest.raises(TypeError) as e:
        u.replace(nope=1)
    assert str(e.value) == "replace() got an unexpected keyword argument 'nope'"
    with pytest.raises(TypeError) as e:
        urival.compose(nope=1)
    assert str(e.value) == "compose() got an unexpected keyword argument 'nope'"
    unexpected = r"^replace\(\) got an unexpected keyword argument "
    with pytest.raises(TypeError, match=unexpected + "'nope'$"):
        u.replace(host="h", nope=1)  # beside a known one
    with pytest.raises(TypeError, match=unexpected + "'port_text'$"):
        u.replace(port_text="80")  # an attribute, but the keyword is port
    with pytest.raises(TypeError, match=r"^replace\(\) keywords must be strings$"):
        u.replace(**{1: "x"})
    # A known keyword with a bad value stays ValueError (InvalidURI is one).
    with pytest.raises(ValueError) as e:
        u.replace(port=-1)
    assert type(e.value) is ValueError and str(e.value) == "replace(): port must not be negative"
    with pytest.raises(urival.InvalidURI):
        u.replace(host="a b")
    with pytest.raises(TypeError, match="port"):
        u.replace(port=True)
    assert u.replace(scheme="s", userinfo="u", host="h", port=8, path="/p", query="q",
                     fragment="f").text == "s://u@h:8/p?q#f"
    assert u.replace(authority="x").text == "http://x/b"
    # An IRI's replace() takes the same keywords.
    with pytest.raises(TypeError) as e:
        urival.iri_parse("http://a/b").replace(nope=1)
    assert str(e.value) == "replace() got an unexpected keyword argument 'nope'"
    with pytest.raises(TypeError) as e:
        urival.iri_compose(nope=1)
    assert str(e.value) == "iri_compose() got an unexpected keyword argument 'nope'"


def test_compose():
    assert urival.compose(scheme="http", host="a", port=8080, path="/x", query="",
                          fragment="f") == "http://a:8080/x?#f"
    assert urival.compose(scheme=b"s", path=b"p") == b"s:p"
    assert urival.compose(path="a/b") == "a/b"
    assert urival.compose() == ""
    assert urival.compose(userinfo="u", host="h") == "//u@h"
    with pytest.raises(urival.InvalidURI) as e:
        urival.compose(scheme="1http", path="")
    assert e.value.argument == "scheme"
    with pytest.raises(urival.InvalidURI) as e:
        urival.compose(host="a", path="/%zz")
    assert e.value.argument == "path" and e.value.offset == 2
    # the component at fault, also where a rule inside it failed
    for kw, argument, offset, found in [
            (dict(host="[::g]"), "host", 3, '"g"'),
            (dict(host="[v1.x"), "host", 5, "end of input"),
            (dict(host="h", query="a%zz"), "query", 2, '"z"'),
            (dict(host="h", fragment="%4"), "fragment", 2, "end of input"),
            (dict(userinfo="a%zz", host="h"), "userinfo", 2, '"z"'),
            (dict(authority="a%zz"), "authority", 2, '"z"'),
            (dict(scheme="h", path="//x"), "path", 1, '"/"'),
            (dict(scheme="h", path="/a%", query="%"), "path", 3, "end of input")]:
        with pytest.raises(urival.InvalidURI) as e:
            urival.compose(**kw)
        assert (e.value.argument, e.value.offset) == (argument, offset), kw
        assert e.value.input == kw[argument] and found in str(e.value), kw
    u = urival.parse("http://a/b")
    with pytest.raises(urival.InvalidURI) as e:
        u.replace(host="[::g]")
    assert e.value.argument == "host" and e.value.input == "[::g]"
    with pytest.raises(ValueError):
        urival.compose(port=80)  # no host
    # The authority whole beside parts it is not made of: the library takes
    # the authority and would drop the parts unchecked.
    for fn, kw in [(urival.compose, dict(authority="a", host="a b")),
                   (urival.compose, dict(scheme="http", authority="a", port=5)),
                   (urival.compose, dict(authority="u@a", host="a")),
                   (urival.compose, dict(authority="a:1", host="a", port="")),
                   (urival.compose, dict(authority="h:80", host="h")),  # its port left out
                   (urival.compose, dict(authority="u@h", userinfo="u")),
                   (urival.iri_compose, dict(authority="a", userinfo="x y")),
                   (u.replace, dict(authority="a", host="c"))]:
        with pytest.raises(ValueError) as e:
            fn(**kw)
        assert type(e.value) is ValueError
        assert "the authority given is not the userinfo, host and port" in str(e.value), kw
    # Parts that make the authority given are taken, as components() gives
    # them; None is no part.
    assert urival.compose(authority="u@a:80", userinfo="u", host="a", port=80) == "//u@a:80"
    assert urival.compose(scheme="a", authority="", host="") == "a://"
    assert urival.compose(authority="a", host=None) == "//a"
    assert u.replace(authority="x", port=None).text == "http://x/b"
    v = urival.parse("http://u@h:8/p?q#f")
    assert urival.compose(**v.components()) == v.text
    with pytest.raises(ValueError):
        urival.compose(host="a", port=-1)
    with pytest.raises(TypeError, match="port"):
        urival.compose(host="a", port=True)  # not the text "True"

    class Port(int):
        def __str__(self):
            return "zz"
    assert urival.compose(host="a", port=Port(80)) == "//a:80"  # the number, not str()
    calls = [lambda: urival.parse("a", rule=10**30), lambda: urival.pct_encode("a", 10**30),
             lambda: urival.Stream(10**30)]
    if hasattr(urival, "urn_parse"):  # not with --disable-urn
        calls.append(lambda: urival.urn_parse("urn:a:b", profile=10**30))
    for call in calls:
        with pytest.raises(ValueError, match=r"\(\): .*1000000000000000000000000000000"):
            call()
    with pytest.raises(TypeError):
        urival.compose(scheme="http", path=b"/x")
    with pytest.raises(TypeError):
        urival.compose("http")


# --- streaming ---------------------------------------------------------------

def test_stream_valid_with_spans():
    st = urival.Stream(spans=True)
    for chunk in ["http://exa", "mple.com:80", "/a?q", "#f"]:
        assert st.feed(chunk)
    assert st.fed == 27
    spans = st.finish()
    assert spans["host"] == (7, 18) and spans["fragment"] == (26, 27)
    assert spans["userinfo"] is None


def test_stream_failure_offsets():
    st = urival.Stream()
    assert st.feed(b"http://a/")
    assert not st.feed(b"b%z")
    assert not st.ok
    with pytest.raises(urival.InvalidURI) as e:
        st.finish()
    assert e.value.offset == 11 and e.value.rule == "pct-encoded"
    assert e.value.expected == "a hex digit"
    assert str(e.value).startswith("offset 11:")
    assert not st.ok  # still failed after finish() raised
    with pytest.raises(ValueError):
        st.finish()
    # the rule streamed, where validate() names the rule nested deeper
    st = urival.Stream()
    st.feed("http://a/ b")
    with pytest.raises(urival.InvalidURI) as e:
        st.finish()
    assert (e.value.offset, e.value.rule) == (9, "URI-reference")
    with pytest.raises(urival.InvalidURI) as e:
        urival.validate("http://a/ b")
    assert (e.value.offset, e.value.rule) == (9, "path-abempty")
    # str chunks: offsets in code points
    st = urival.Stream()
    st.feed("abc/")
    st.feed("dé")
    with pytest.raises(urival.InvalidURI) as e:
        st.finish()
    assert e.value.offset == 5
    # ended too early
    st = urival.Stream(rule="URI")
    assert st.feed("http")
    assert st.ok
    with pytest.raises(urival.InvalidURI) as e:
        st.finish()
    assert e.value.at_end and e.value.offset == 4
    assert not st.ok  # the failure shows only at the end, and stays
    # a success leaves ok True
    st = urival.Stream()
    st.feed("a")
    assert st.finish() is None and st.ok


def test_stream_chunk_released_last():
    """A chunk the stream lets go of may run Python code (a str subclass's
    __del__) that uses the stream: it finds the stream whole, and no chunk
    still referenced is freed."""
    class Chunk(str):
        def __del__(self):
            if getattr(self, "hook", False):
                st.__init__("IRI")

    st = urival.Stream("IRI")
    first = Chunk("http://a/")
    first.hook = True
    keep = Chunk("b" * 50)
    st.feed(first)
    st.feed(keep)
    del first
    assert st.feed("c")           # lets go of first, whose __del__ starts the stream again
    assert st.fed == 0 and st.ok  # ... after the feed, so nothing of it is left
    junk = [Chunk("z" * 50) for _ in range(1000)]
    assert keep == "b" * 50 and not any(keep is j for j in junk)
    st.feed("x:")
    assert st.finish() is None
    # ... also when finish() lets go of it, after its failure is raised
    st = urival.Stream("IRI")
    last = Chunk("a b")
    last.hook = True
    st.feed(last)
    del last
    with pytest.raises(urival.InvalidURI) as e:
        st.finish()
    assert (e.value.offset, e.value.rule_start) == (1, 0)
    assert st.fed == 0 and st.ok  # started again by __del__, after finish()


@pytest.mark.parametrize("chunks", [
    ["http://é/ü%"],                      # ends too early
    ["http://é/%", "zz"],                 # the rule began a chunk before
    ["http://é/", "ü", "%", "z"],
    ["http://é/ab", "c%", "4"],
    ["é", "/", "a", "b%"],                # ASCII chunks after the last non-ASCII one
    ["http://é/a b"],
])
def test_stream_offsets_in_code_points(chunks):
    """A str stream's offset and rule_start are its bytes stream's, in code
    points of the whole text (the stream keeps no text to count them in)."""
    def failure(pieces):
        st = urival.Stream("IRI")
        for c in pieces:
            st.feed(c)
        with pytest.raises(urival.InvalidURI) as e:
            st.finish()
        return e.value
    in_bytes = failure([c.encode() for c in chunks])
    in_str = failure(chunks)
    whole = "".join(chunks).encode()
    assert in_str.rule == in_bytes.rule
    assert in_str.offset == len(whole[:in_bytes.offset].decode())
    assert in_str.rule_start == len(whole[:in_bytes.rule_start].decode())


def test_stream_rules_and_misuse():
    st = urival.Stream(rule="IPv4address")
    st.feed("192.0.2.")
    st.feed("1")
    assert st.finish() is None
    with pytest.raises(ValueError):
        urival.Stream(rule="host", spans=True)
    st = urival.Stream()
    st.feed("a")
    with pytest.raises(TypeError):
        st.feed(b"b")
    with pytest.raises(TypeError):
        st.feed(3)


# --- the catalogue ---------------------------------------------------------

def test_catalogue():
    g = urival.grammars()
    assert "rfc3986" in g and "core" in g
    rules = urival.rules()
    assert len(rules) > 50
    assert [r.id for r in rules] == list(range(len(rules)))
    r = urival.rule("URI-reference")
    assert (r.name, r.grammar) == ("URI-reference", "rfc3986")
    assert urival.rule("uri_reference") == r
    assert urival.rule("rfc3986:host").name == "host"
    assert urival.rule("HEXDIG", "core").grammar == "core"
    assert str(r) == "rfc3986:URI-reference" and repr(r) == "Rule(rfc3986:URI-reference)"
    assert pickle.loads(pickle.dumps(r)).name == "URI-reference"
    assert all(x.grammar == "core" for x in urival.rules("core"))
    # Grammar ids in any case, as rule names.
    assert urival.rule("RFC3986:uri") is urival.rule("URI", "Rfc3986") is urival.rule("URI")
    assert urival.rules("CORE") == urival.rules("core")
    # One object for every caller: it cannot be changed under another.
    for attr in ("name", "grammar", "other"):
        with pytest.raises(AttributeError, match=f"^Rule is read-only: cannot set '{attr}'$"):
            setattr(r, attr, "x")
    with pytest.raises(AttributeError, match="^Rule is read-only: cannot delete 'name'$"):
        del r.name
    assert urival.rule("URI-reference").name == "URI-reference"
    with pytest.raises(ValueError):
        urival.rule("no-such-rule")
    with pytest.raises(ValueError):
        urival.rules("no-such-grammar")
    with pytest.raises(TypeError):
        urival.rule(3)
    if urival.HAVE_HISTORIC:
        assert urival.rule("rfc1738:ftpurl").grammar == "rfc1738"
    else:
        assert "rfc1738" not in g


def test_enum_labels():
    assert urival.Equivalence.SCHEME.label == "scheme"
    assert urival.PctSet.SEGMENT_NZ_NC.label == "segment-nz-nc"
    assert urival.HostKind.IPV6.label == "IPv6address"
    assert urival.Status.SYNTAX.label == "syntax error"
    assert urival.URNProfile.DRAFT03.label == "draft03"


def test_version():
    v = urival.library_version()
    assert v.count(".") == 2 and all(p.isdigit() for p in v.split("."))
    assert urival.__version__ == "0.1.0"


# --- documentation -----------------------------------------------------------

def test_docstrings_teach_the_call():
    text = pydoc.render_doc(urival.parse, renderer=pydoc.plaintext)
    assert "parse(s, rule='URI-reference')" in text
    assert "InvalidURI" in text and ">>>" in text
    for name in urival.__all__:
        obj = getattr(urival, name)
        if callable(obj):
            assert obj.__doc__, name


def test_stub_names_every_public_name():
    import ast
    import pathlib
    stub = pathlib.Path(urival.__file__).with_name("__init__.pyi")
    assert stub.exists() and stub.with_name("py.typed").exists()
    tree = ast.parse(stub.read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets)
    assert set(urival.__all__) <= names


def test_readme_example(tmp_path, monkeypatch, capsys):
    # The README's Python example runs and prints what its comments say.
    import os
    import pathlib
    src = pathlib.Path(os.environ.get("URIVAL_SOURCE_DIR",
                                      pathlib.Path(__file__).resolve().parents[2]))
    readme = src / "README.md"
    if not readme.exists():
        pytest.skip(f"{readme} is absent")
    text = readme.read_text()
    code = text.split("## Python", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "urls.txt").write_text("http://a/\na b\n")
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    want = [line.split("# ", 1)[1].strip() for line in code.splitlines() if "print(" in line]
    assert out == ["False", "example.com 8080 q f", "None True", "10 pct-encoded a hex digit",
                   "http://a/b/g", "[2] 1"]
    assert len(want) == len(out)
