#!/usr/bin/env python3
"""Runs tests/data/extract_text.tsv: real text (Markdown, HTML, mail,
parentheses, punctuation, IRIs, URNs in prose) through `urival extract`,
which must find exactly the URIs listed, and through `urival urn
--extract`, which must find the same URNs (scheme "urn") as extract does.

usage: extract_text.py URIVAL SRCDIR   (exit 77 when a command is absent)
"""

import json
import os
import re
import subprocess
import sys


def unescape(field):
    """The escapes of tests/data/README.md: \\\\ \\t \\n \\r \\xHH, \\e."""
    if field == "\\e":
        return b""
    out = bytearray()
    for m in re.finditer(rb"\\(x[0-9a-fA-F]{2}|.)|[^\\]+", field.encode()):
        if m.group(1) is None:
            out += m.group(0)
        elif m.group(1).startswith(b"x"):
            out.append(int(m.group(1)[1:], 16))
        else:
            out += {b"\\": b"\\", b"t": b"\t", b"n": b"\n", b"r": b"\r"}[m.group(1)]
    return bytes(out)


def run(urival, args, text):
    p = subprocess.run([urival] + args, input=text, capture_output=True)
    lines = [json.loads(l) for l in p.stdout.decode("utf-8").splitlines() if l]
    return p.returncode, lines


def has(urival, command):
    p = subprocess.run([urival, command, "--help"], capture_output=True)
    return p.returncode == 0


def main():
    urival, srcdir = sys.argv[1], sys.argv[2]
    table = os.path.join(srcdir, "tests", "data", "extract_text.tsv")
    if not has(urival, "extract") or not has(urival, "urn"):
        print("extract_text: urival built without the extract or urn command: skipped")
        return 77
    failed = total = 0
    with open(table, encoding="ascii") as f:
        for n, line in enumerate(f, 1):
            text, want, _kind, note = line.rstrip("\n").split("\t")
            total += 1
            data = unescape(text)
            want = [] if want == "\\e" else want.split(" ")
            rc, found = run(urival, ["extract", "--json"], data)
            got = [o["uri"] for o in found if o["valid"]]
            # An IRI candidate is reported whole (valid false), never cut.
            iris = [o["uri"] for o in found if not o["valid"]]
            if any(u.isascii() for u in iris):
                failed += 1
                print("FAIL extract_text.tsv:%d (%s): %r reported as not a URI"
                      % (n, note, iris))
                continue
            if rc not in (0, 1) or got != want:
                failed += 1
                print("FAIL extract_text.tsv:%d (%s): extract found %r, want %r" % (n, note, got, want))
                continue
            urns = [o["uri"] for o in found if o["uri"][:4].lower() == "urn:"]
            rc, found = run(urival, ["urn", "--extract", "--json"], data)
            got = [o["urn"] for o in found]
            if rc not in (0, 1) or got != urns:
                failed += 1
                print("FAIL extract_text.tsv:%d (%s): urn --extract found %r, extract %r"
                      % (n, note, got, urns))
    print("extract_text: %d cases, %d failed" % (total, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
