#!/usr/bin/env python3
"""validate's reports when a file's lines are checked a block at a time.

usage: blocks.py URIVAL

`urival validate FILE` (without --quiet or --json) checks the lines of each
block at once, on --jobs threads, and leaves the invalid ones to be
reported afterwards in line order; a part whose notes fill up stops, and
its rest is taken on the calling thread.  `urival validate --json`
checks and reports line by line.  The two must tell the same story: for
every invalid line, in order, its number and message (those too long for
--max-line-length among them), and the same summary.  The file here is about 3 MiB
(parts of 256 KiB and more from two threads on) with invalid lines
sparse in one region, every line invalid in another (more than one part's
4,096 notes), CRLF endings and lines over --max-line-length among them; a
second file has lines longer than the read block (reported through the
stream, a block at a time, however they were read).  Each is read from
the file (mapped, --jobs 1, 2, 3 and 8) and through a pipe (read()
blocks).
"""

import json
import os
import subprocess
import sys
import tempfile


def make_lines():
    lines = []
    for i in range(60000):
        if 20000 <= i < 30000:
            lines.append(b'http://bad host/%d' % i)  # every line invalid
        elif i % 97 == 0:
            lines.append(b'http://h%d.example/%%zz' % i)  # a bad escape
        elif i % 1001 == 0:
            lines.append(b'http://h.example/' + b'a' * 200)  # over the limit
        elif i % 13 == 0:
            lines.append(b'mailto:user%d@example.org\r' % i)  # CRLF: valid
        else:
            lines.append(b'https://h%d.example/path/%d?q=%d#f' % (i, i, i))
    return b'\n'.join(lines) + b'\n'


def long_lines():
    """Lines longer than the read block among short ones, all within the
    default --max-line-length."""
    return b''.join([b'http://a/ok\n' * 1000,
                     b'http://h.example/' + b'a' * 1300000 + b' x\n',  # invalid far in
                     b'http://h.example/' + b'b' * 1300000 + b'\n',  # valid
                     b'http://a b/\n' * 3000,
                     b'http://h.example/%zz' + b'c' * 2500000 + b' y\n',  # two faults
                     b'http://h.example/' + b'e' * 2600000 + b' w\n',  # past two blocks
                     b'http://h.example/' + b'd' * 1048567 + b' z\n',  # at 1 MiB exactly
                     b'http://a/ok\n' * 1000])


def run(urival, args, stdin=None, limit='150'):
    p = subprocess.run([urival, 'validate', '--max-line-length', limit] + args,
                       stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 1:
        sys.exit('blocks: %s exited %d: %s' % (args, p.returncode, p.stderr.decode()))
    return p.stdout, p.stderr


def expected(urival, path, limit):
    """The reports, line by line, as --json gives them, and how many of
    them are of lines too long."""
    out, err = run(urival, ['--json', path], limit=limit)
    heads, too_long = [], 0
    for line in out.splitlines():
        o = json.loads(line)
        if not o['valid']:
            heads.append('%s:%d: %s' % (path, o['line'], o['error']['message']))
            too_long += o['error']['kind'] == 'too long'
    return heads, too_long, err.decode().strip().splitlines()[-1]


def check(urival, content, limit, least_invalid, least_long):
    fd, path = tempfile.mkstemp(prefix='urival-blocks.')
    try:
        with os.fdopen(fd, 'wb') as f:
            f.write(content)
        heads, too_long, summary = expected(urival, path, limit)
        if len(heads) < least_invalid or too_long < least_long:
            sys.exit('blocks: the file has %d invalid and %d long lines, too few'
                     % (len(heads), too_long))
        runs = [['--jobs', n, path] for n in ('1', '2', '3', '8')]
        runs.append(['--jobs', '2', '-'])
        for args in runs:
            if args[-1] == '-':
                with open(path, 'rb') as f:
                    out, err = run(urival, args, stdin=f, limit=limit)
                name = '<stdin>'
            else:
                out, err = run(urival, args, limit=limit)
                name = path
            text = out.decode().splitlines()
            got = [l for l in text if l.startswith(name + ':')]
            want = [h.replace(path + ':', name + ':', 1) for h in heads]
            if got != want:
                first = next(i for i in range(min(len(got), len(want)) + 1)
                             if i >= len(got) or i >= len(want) or got[i] != want[i])
                sys.exit('blocks: %s: %d reports, %d expected; first difference at %d:\n'
                         '  got  %r\n  want %r' % (' '.join(args), len(got), len(want), first,
                                                   got[first][:300] if first < len(got) else None,
                                                   want[first][:300] if first < len(want) else None))
            if text[-1] != summary or err:
                sys.exit('blocks: %s: summary %r, expected %r; standard error %r'
                         % (' '.join(args), text[-1], summary, err))
            print('blocks: %s: %d reports in order (%d too long), %s'
                  % (' '.join(args), len(got), too_long, summary))
    finally:
        os.unlink(path)


def main():
    urival = sys.argv[1]
    check(urival, make_lines(), '150', 10000, 20)
    check(urival, long_lines(), str(1 << 30), 3000, 0)


main()
