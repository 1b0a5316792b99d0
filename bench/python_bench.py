#!/usr/bin/env python3
"""The Python binding against Python's URI libraries (make bench runs it).

Validation and parsing per URI on the corpora of ../shared/corpora, as
nanoseconds per URI (median of --rounds rounds over the same lines):

  validate   urival.is_valid; urival.validate_many (one call for all lines);
             rfc3986 1.x: uri_reference(s) then a Validator checking every
             component (its strictest check); rfc3987: match(s,
             rule="URI_reference") (a regular expression)
  parse      urival.parse, and urival.parse reading all eight components;
             urllib.parse.urlsplit (validates nothing: the floor for a split);
             uritools.urisplit; rfc3986.uri_reference (its split, unvalidated)
  bulk       validate_many over every line with 1 and 2 threads (GIL released
             while matching), validate_file on the corpus file itself

Targets (issue 16): validation at least 20 times rfc3986's throughput, parse
faster than urllib.parse.urlsplit.  Peers that are not installed are left
out (Debian: python3-rfc3986 python3-rfc3987 python3-uritools).

Usage: python_bench.py [--rounds N] [--lines N] [CORPUS.txt ...]
"""

import argparse
import concurrent.futures
import os
import statistics
import sys
import time
import urllib.parse

import urival

try:
    import rfc3986
    from rfc3986 import exceptions as rfc3986_exceptions
    from rfc3986 import validators as rfc3986_validators
except ImportError:
    rfc3986 = None
try:
    import rfc3987
except ImportError:
    rfc3987 = None
try:
    import uritools
except ImportError:
    uritools = None


def rfc3986_checker():
    v = rfc3986_validators.Validator().check_validity_of(
        "scheme", "userinfo", "host", "port", "path", "query", "fragment")
    ref = rfc3986.uri_reference
    bad = (rfc3986_exceptions.ValidationError, rfc3986_exceptions.RFC3986Exception)

    def valid(s):
        try:
            v.validate(ref(s))
            return True
        except bad:
            return False
    return valid


def timed(fn, lines, rounds):
    """Median ns per line of fn(lines) over rounds, and its result."""
    result = None
    times = []
    for _ in range(rounds):
        t = time.perf_counter_ns()
        result = fn(lines)
        times.append(time.perf_counter_ns() - t)
    return statistics.median(times) / len(lines), result


def ops():
    """(kind, name, function over a list of lines -> accepted count)."""
    is_valid, parse, many = urival.is_valid, urival.parse, urival.validate_many
    out = [
        ("validate", "urival.is_valid", lambda L: sum(1 for s in L if is_valid(s))),
        ("validate", "urival.validate_many", lambda L: sum(many(L))),
    ]
    if rfc3986:
        chk = rfc3986_checker()
        out.append(("validate", "rfc3986 Validator", lambda L: sum(1 for s in L if chk(s))))
    if rfc3987:
        m = rfc3987.match
        out.append(("validate", "rfc3987.match",
                    lambda L: sum(1 for s in L if m(s, rule="URI_reference") is not None)))

    def urival_parse(L):
        n = 0
        for s in L:
            try:
                parse(s)
                n += 1
            except urival.InvalidURI:
                pass
        return n

    def urival_parse_read(L):
        n = 0
        for s in L:
            try:
                u = parse(s)
            except urival.InvalidURI:
                continue
            (u.scheme, u.authority, u.userinfo, u.host, u.port, u.path, u.query, u.fragment)
            n += 1
        return n

    def urlsplit(L):
        n = 0
        split = urllib.parse.urlsplit
        for s in L:
            try:
                split(s)
                n += 1
            except ValueError:
                pass
        return n

    out += [("parse", "urival.parse", urival_parse),
            ("parse", "urival.parse + 8 components", urival_parse_read),
            ("parse", "urllib.parse.urlsplit", urlsplit)]
    if uritools:
        us = uritools.urisplit
        out.append(("parse", "uritools.urisplit", lambda L: sum(1 for s in L if us(s))))
    if rfc3986:
        ref = rfc3986.uri_reference
        out.append(("parse", "rfc3986.uri_reference", lambda L: sum(1 for s in L if ref(s))))
    return out


def read_lines(path, limit):
    with open(path, "rb") as f:
        data = f.read()
    lines = data.decode("utf-8", "surrogateescape").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines[:limit] if limit else lines


def threads(lines, n, rounds):
    shards = [lines[i::n] for i in range(n)]

    def run(_):
        with concurrent.futures.ThreadPoolExecutor(n) as pool:
            return sum(pool.map(lambda s: sum(urival.validate_many(s)), shards))
    ns, _ = timed(run, lines, rounds)
    return ns


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--lines", type=int, default=20000,
                    help="lines per corpus for the per-URI table (0: all)")
    ap.add_argument("corpora", nargs="*")
    args = ap.parse_args()
    corpora = args.corpora or [
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpora",
                     n) for n in ("web.txt", "files.txt", "docs.txt")]
    corpora = [c for c in corpora if os.path.exists(c)]
    if not corpora:
        sys.exit("python_bench.py: no corpus found (../shared/corpora/*.txt)")
    print(f"# Python {sys.version.split()[0]}, urival {urival.library_version()}, "
          f"rfc3986 {getattr(rfc3986, '__version__', 'absent')}, "
          f"rfc3987 {getattr(rfc3987, '__version__', 'absent')}, "
          f"uritools {getattr(uritools, '__version__', 'absent')}; "
          f"median of {args.rounds} rounds, ns per URI")
    print()
    print("| corpus | op | implementation | ns/URI | accepted | vs urival |")
    print("| --- | --- | --- | ---: | ---: | ---: |")
    table = ops()
    for path in corpora:
        name = os.path.basename(path)
        lines = read_lines(path, args.lines)
        base = {}
        for kind, label, fn in table:
            ns, accepted = timed(fn, lines, args.rounds)
            if kind not in base:
                base[kind] = ns
            ratio = ns / base[kind]
            print(f"| {name} ({len(lines):,} lines) | {kind} | {label} | {ns:,.0f} | "
                  f"{accepted:,} | {ratio:.1f}x |", flush=True)
    print()
    print("| corpus | bulk | ns/URI | MB/s |")
    print("| --- | --- | ---: | ---: |")
    for path in corpora:
        name = os.path.basename(path)
        lines = read_lines(path, 0)
        size = os.path.getsize(path)
        for label, fn in (("validate_many, 1 thread", lambda L: threads(L, 1, args.rounds)),
                          ("validate_many, 2 threads", lambda L: threads(L, 2, args.rounds))):
            ns = fn(lines)
            print(f"| {name} | {label} | {ns:,.0f} | {size / (ns * len(lines)) * 1e3:,.0f} |",
                  flush=True)
        ns, _ = timed(lambda L: sum(1 for _ in urival.validate_file(path)), lines, args.rounds)
        print(f"| {name} | validate_file | {ns:,.0f} | {size / (ns * len(lines)) * 1e3:,.0f} |",
              flush=True)


if __name__ == "__main__":
    main()
