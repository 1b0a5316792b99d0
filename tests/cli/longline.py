#!/usr/bin/env python3
"""Issue 15, item 5: memory bounded by the read block, not by the line.

usage: longline.py URIVAL

A file whose lines of 48 MiB and 40 MiB stand among short ones is checked
by `urival validate` and, with --max-line-length, by `urival parse`, each
under an address-space limit of 32 MiB (RLIMIT_AS, as `ulimit -v`): the
old reader, which held a line whole, needed 64 MiB for the first.  Every
later line must still be checked and counted, the reports must show a
window of a long line, never the line.  The peak resident size of each run
is also compared with that of a run over a one-line file: holding the long
line once would add 48 MiB; the test allows 24.

Under a sanitizer the address-space limit cannot be used (the sanitizer
reserves terabytes of shadow memory at start, and the probe run fails):
the test says so and keeps the peak-RSS comparison and every output check.
"""

import os
import resource
import subprocess
import sys
import tempfile

LIMIT = 32 << 20
SLACK = 24 << 20
BIG = 48 << 20
MID = 40 << 20
# What may follow in the path or authority where the test lines put a " ",
# as the messages name it, and the hint they add; "%" doubled because the
# expected outputs below are %-formatted.
EXPECTED = (b'a letter, a digit, "!", "#", "$", "%%", "&", "\'", "(", ")", "*", "+", ",", "-", '
            b'".", "/", ":", ";", "=", "?", "@", "_", "~" or end of input')
HINT = b'; hint: " " is never allowed in a URI; write it as "%%20"'


def json_text(b):
    """b as it stands inside a JSON string (it holds quotes, no backslash)."""
    return b.replace(b'"', b'\\"')


def run(cmd, path, limit):
    """Runs cmd over path's lines; returns (status, stdout, stderr, maxrss
    in bytes)."""

    def set_limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        # Always a preexec_fn, so that every run is started alike (a fork,
        # not a vfork, whose exec would report this process's peak).
        p = subprocess.Popen(cmd + [path], stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                             preexec_fn=set_limit if limit else lambda: None)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return p.returncode, out.read(), err.read(), usage.ru_maxrss * 1024


def main():
    urival = sys.argv[1]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        small = os.path.join(tmp, "small.txt")
        with open(small, "wb") as f:
            f.write(b"http://a/b\n")
        big = os.path.join(tmp, "big.txt")
        # Written 1 MiB at a time: this process stays small, so that a
        # run's peak RSS is the tool's.
        with open(big, "wb") as f:
            f.write(b"ok\nhttp://a/")
            for _ in range(BIG >> 20):
                f.write(b"b" * (1 << 20))
            f.write(b"\nhttp://a b\nhttp://a/")
            for _ in range(MID >> 20):
                f.write(b"c" * (1 << 20))
            f.write(b" z" + b"d" * 1000 + b"\r\nx:y\n")

        limit = LIMIT
        rc, _, err, _ = run([urival, "validate", "-q"], small, limit)
        if rc != 0:
            print("longline: the probe run fails under a %d MiB address-space limit (%s); "
                  "a sanitizer's shadow memory, presumably: checking peak RSS only"
                  % (LIMIT >> 20, err.decode(errors="replace").strip()[:80]))
            limit = 0

        def check(name, cmd, want_rc, want_out, want_err):
            nonlocal failures
            _, _, _, base = run(cmd, small, 0)
            rc, out, err, rss = run(cmd, big, limit)
            problems = []
            if rc != want_rc:
                problems.append("exit status %d, not %d" % (rc, want_rc))
            if out != want_out:
                problems.append("stdout:\n%s\nwanted:\n%s" % (out[:2000], want_out))
            if err != want_err:
                problems.append("stderr:\n%s\nwanted:\n%s" % (err[:2000], want_err))
            if rss > base + SLACK:
                problems.append("peak RSS %d MiB, %d MiB over a one-line run's (%d MiB allowed)"
                                % (rss >> 20, (rss - base) >> 20, SLACK >> 20))
            if problems:
                failures += 1
                print("FAIL: %s: %s" % (name, "; ".join(problems)))
            else:
                print("PASS: %s (peak RSS %d MiB, a one-line run %d MiB%s)"
                      % (name, rss >> 20, base >> 20,
                         ", address space limited to %d MiB" % (limit >> 20) if limit else ""))

        n = 9 + MID  # the offset of the " " in line 4
        check("validate: long lines through the stream, later lines counted",
              [urival, "validate"], 1,
              (b"%s:3: offset 8: authority: expected " + EXPECTED + b" after \"a\", found \" \"" + HINT + b"\n"
               b"  http://a b\n"
               b"          ^\n"
               b"%s:4: offset %d: URI-reference: expected " + EXPECTED + b" after ...\"%s\", found \" \"" + HINT + b"\n"
               b"  ...%s z%s...\n"
               b"  %s^\n"
               b"  (line is %d bytes; showing bytes %d-%d)\n"
               b"5 lines: 3 valid, 2 invalid (URI-reference: 1, authority: 1)\n")
              % (big.encode(), big.encode(), n, b"c" * 24, b"c" * 60, b"d" * 18, b" " * 63,
                 n + 1002, n - 60, n + 19),
              b"")
        name = b'{"file":"%s",' % big.encode()
        check("validate --json: a window of the long line, truncated, its offset and length",
              [urival, "validate", "--json"], 1,
              (b'%s"line":1,"input":"ok","valid":true}\n'
               b'%s"line":2,"input":"http://a/%s","truncated":true,"input_offset":0,'
               b'"length":%d,"valid":true}\n'
               b'%s"line":3,"input":"http://a b","valid":false,"error":{"offset":8,'
               b'"rule":"authority","kind":"authority","message":"offset 8: authority: expected '
               + json_text(EXPECTED) + b' after \\"a\\", found \\" \\"' + json_text(HINT)
               + b'"}}\n'
               b'%s"line":4,"input":"%s z%s","truncated":true,"input_offset":%d,"length":%d,'
               b'"valid":false,"error":{"offset":%d,"rule":"URI-reference",'
               b'"kind":"URI-reference","message":"offset %d: URI-reference: expected '
               + json_text(EXPECTED) + b' after ...\\"%s\\", found \\" \\"' + json_text(HINT)
               + b'"}}\n'
               b'%s"line":5,"input":"x:y","valid":true}\n')
              % (name, name, b"b" * 71, BIG + 9, name, name, b"c" * 60, b"d" * 18, n - 60,
                 n + 1002, n, n, b"c" * 24, name),
              b"5 lines: 3 valid, 2 invalid (URI-reference: 1, authority: 1)\n")
        check("parse --max-line-length: too long named by FILE:LINE, later lines parsed",
              [urival, "parse", "--max-line-length", "4096", "--get", "{scheme}|{path}", "-f"],
              1,
              b"|ok\n\n\n\nx|y\n",
              (b"urival: parse: %s:2: line of %d bytes is longer than the limit of 4096\n"
               b"urival: parse: %s:3: invalid URI-reference: offset 8: authority: expected "
               + EXPECTED + b" after \"a\", found \" \"" + HINT + b"\n"
               b"  http://a b\n"
               b"          ^\n"
               b"urival: parse: %s:4: line of %d bytes is longer than the limit of 4096\n")
              % (big.encode(), BIG + 9, big.encode(), big.encode(), MID + 1011))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
