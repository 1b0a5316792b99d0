"""validate_many(), validate_file(), and threads."""

import concurrent.futures
import io
import itertools
import threading

import pytest

import urival
from urival import InvalidURI

SAMPLE = ["http://example.com/", "a b", b"mailto:x@y", "", "http://a/%zz", "//h:8080",
          bytearray(b"x:y"), "http://[::1", "é"]
VERDICTS = [True, False, True, True, False, True, True, False, False]


def test_validate_many_bools():
    assert list(urival.validate_many(SAMPLE)) == VERDICTS
    assert list(urival.validate_many(iter(SAMPLE), rule="URI")) == [
        True, False, True, False, False, False, True, False, False]
    assert list(urival.validate_many([])) == []


def test_validate_many_errors():
    out = list(urival.validate_many(SAMPLE, errors=True))
    assert [o is None for o in out] == VERDICTS
    e = out[4]
    assert isinstance(e, InvalidURI) and e.offset == 10 and e.rule == "pct-encoded"
    assert e.input == "http://a/%zz"
    assert out[8].offset == 0


def test_validate_many_streams_in_batches():
    # A generator longer than several batches, consumed lazily.
    pulled = []

    def gen():
        for i in range(5000):
            pulled.append(i)
            yield "http://a/%d" % i if i % 7 else "bad uri %d" % i

    it = urival.validate_many(gen())
    first = list(itertools.islice(it, 10))
    assert first[0] is False and all(first[1:7]) and first[7] is False
    assert len(pulled) < 5000  # not everything was read up front
    rest = list(it)
    assert len(first) + len(rest) == 5000
    assert sum(1 for v in first + rest if not v) == len(range(0, 5000, 7))


def test_validate_many_bad_items():
    it = urival.validate_many(["a", 3, "b"])
    with pytest.raises(TypeError, match="validate_many"):
        list(it)
    # The items before a bad one keep their verdicts; the error comes in
    # its place and ends the iteration (a batch read ahead is not lost).
    it = urival.validate_many(["a b", "\u00e9", None, "http://a"])
    assert next(it) is False and next(it) is False
    with pytest.raises(TypeError, match="validate_many"):
        next(it)
    assert list(it) == []
    it = urival.validate_many(["a b", None], errors=True)
    assert isinstance(next(it), InvalidURI)
    with pytest.raises(TypeError):
        next(it)

    def source():
        yield "a b"
        yield "http://a"
        raise KeyError("source")
    it = urival.validate_many(source())
    assert next(it) is False and next(it) is True
    with pytest.raises(KeyError, match="source"):
        next(it)
    assert list(it) == []
    with pytest.raises(ValueError, match="unknown rule"):
        urival.validate_many(["a"], rule="nope")


LINES = b"http://a/\r\na b\n\nhttp://a/%zz\nmailto:x"


def test_validate_file_path(tmp_path):
    p = tmp_path / "urls.txt"
    p.write_bytes(LINES)
    it = urival.validate_file(p)
    bad = list(it)
    assert [(b.lineno, b.line) for b in bad] == [(2, b"a b"), (4, b"http://a/%zz")]
    assert bad[1].error.offset == 10 and bad[1].error.rule == "pct-encoded"
    assert (it.lines, it.valid, it.invalid) == (5, 3, 2)
    every = list(urival.validate_file(str(p), all_lines=True))
    assert [b.lineno for b in every] == [1, 2, 3, 4, 5]
    assert every[0].line == b"http://a/" and every[0].error is None  # CRLF accepted
    assert every[4].line == b"mailto:x"  # no final newline
    assert list(urival.validate_file(p, rule="URI"))[0].lineno == 2


def test_validate_file_object_and_errors(tmp_path):
    bad = list(urival.validate_file(io.BytesIO(LINES)))
    assert [b.lineno for b in bad] == [2, 4]
    with pytest.raises(FileNotFoundError):
        urival.validate_file(tmp_path / "absent.txt")
    with pytest.raises(TypeError, match=r"^validate_file\(\) argument 'file'"):
        urival.validate_file(3.5)
    with pytest.raises(TypeError, match="StringIO"):
        urival.validate_file(io.StringIO("http://a/\n"))  # a text file: no readinto()
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    it = urival.validate_file(empty)
    assert list(it) == [] and it.lines == 0


def test_validate_file_non_blocking_stream_with_nothing_ready():
    # readinto() returning None is no end of file: the rest would be lost.
    class NothingReady(io.RawIOBase):
        def readable(self):
            return True

        def readinto(self, buf):
            return None

    with pytest.raises(BlockingIOError, match=r"^validate_file\(\): readinto\(\) returned None"):
        list(urival.validate_file(NothingReady()))


def test_validate_file_object_keeping_the_buffer():
    # A file object may keep what readinto() was given: that must not be
    # memory the iterator frees or reuses.
    class Keeper:
        kept = []
        done = False

        def readinto(self, buf):
            self.kept.append(buf)
            if self.done:
                return 0
            self.done = True
            buf[:6] = b"a b\nc\n"
            return 6
    f = Keeper()
    it = urival.validate_file(f)
    assert [b.lineno for b in it] == [1]
    del it
    import gc
    gc.collect()
    assert bytes(f.kept[0][:6]) == b"a b\nc\n"
    f.kept[0][:1] = b"x"  # writable, and ours no longer


def test_validate_file_long_lines(tmp_path):
    # Lines across the 1 MiB block boundary and longer than a block.
    long_ok = b"http://a/" + b"x" * (3 << 20)
    long_bad = b"http://a/" + b"y" * (1 << 20) + b" " + b"z" * 100
    lines = [b"http://b/%d" % i for i in range(60000)] + [long_ok, long_bad, b"tail_ok"]
    p = tmp_path / "long.txt"
    p.write_bytes(b"\n".join(lines) + b"\n")
    it = urival.validate_file(p)
    bad = list(it)
    assert [b.lineno for b in bad] == [60002]
    assert bad[0].error.offset == 9 + (1 << 20)
    assert len(bad[0].line) == len(long_bad)
    assert it.lines == 60003 and it.valid == 60002


def test_threads_agree_with_serial():
    items = [("http://a/%d" % i) if i % 5 else ("bad %d" % i) for i in range(20000)]
    expected = [bool(i % 5) for i in range(20000)]
    shards = [items[i::4] for i in range(4)]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda s: list(urival.validate_many(s)), shards))
    for i, r in enumerate(results):
        assert r == expected[i::4]


def test_threads_everything_at_once(tmp_path):
    # Every kind of call from several threads at once, long inputs included
    # (matched with the GIL released).
    p = tmp_path / "f.txt"
    p.write_bytes(b"http://a/\n" * 40000 + b"b c\n" * 10)
    long_uri = "http://a/" + "b" * 100000

    def work(k):
        for _ in range(5):
            assert urival.is_valid(long_uri)
            assert urival.parse(long_uri).path == "/" + "b" * 100000
            assert urival.normalize(long_uri) == long_uri
            assert urival.resolve("http://x/y", "z%d" % k) == "http://x/z%d" % k
            it = urival.validate_file(p)
            assert sum(1 for _ in it) == 10 and it.valid == 40000
        return k

    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        assert sorted(pool.map(work, range(4))) == [0, 1, 2, 3]


def test_shared_iterator_across_threads():
    # One iterator drained from several threads: each item exactly once.
    it = urival.validate_many(("http://a/" if i % 2 else "x y") for i in range(50000))
    counts = []
    lock = threading.Lock()

    def drain():
        n = 0
        while True:
            try:
                next(it)
            except StopIteration:
                break
            except (RuntimeError, ValueError):  # running in another thread, or a
                continue                         # generator already executing
            n += 1
        with lock:
            counts.append(n)

    threads = [threading.Thread(target=drain) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(counts) == 50000
