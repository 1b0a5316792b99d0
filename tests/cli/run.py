#!/usr/bin/env python3
r"""The table-driven tests of the command-line tool.

usage: run.py URIVAL SRCDIR CASES...

Each CASES file holds cases, one after another:

    === NAME                 a case begins
    $ ARGS                   urival's arguments, split as a shell would (no
                             expansion); @TMP@, @SRCDIR@ and @VERSION@ are
                             replaced
    $$ ARGS                  the same, then \n, \xHH, \\ ... decoded in each
    < TEXT                   standard input, \n, \r, \xHH ... decoded; lines
                             join (no newline is added)
    << EXPR                  standard input: a Python bytes expression
    file NAME EXPR           make @TMP@/NAME holding the bytes of EXPR first
                             (\xHH ... decoded in NAME)
    env NAME=VALUE           set (env -NAME: unset) in urival's environment
    stdout-file PATH         standard output goes to PATH (/dev/full: every
                             write fails); no stdout check then
    tty                      standard output and error on a terminal (merged;
                             only ~ and stdout~ apply)
    requires COMMAND         skip unless urival has COMMAND (configure can
                             leave the URN and historic grammars out); before
                             the first case, for the whole file
    requires feature:NAME    skip unless 'urival iri --features' says
                             "NAME yes" (idna: libidn2, nfc: libunistring);
                             no-feature:NAME: unless it says "NAME no"
    ? STATUS                 the exit status (0 unless said)
    > LINE                   a line of the exact standard output
    >> EXPR                  the exact standard output: a bytes expression
    >*                       any standard output
    stdout~ TEXT             standard output contains TEXT
    json                     every line of standard output is a JSON value,
                             in valid UTF-8 (checked anyway with --json)
    ! LINE                   a line of the exact standard error
    ~ TEXT                   standard error contains TEXT
    ~e TEXT                  the same, \xHH ... decoded in TEXT
    ~! TEXT                  standard error lacks TEXT (\xHH ... decoded)
    !*                       any standard error

Without > lines (or >>, >*, stdout~, json) standard output must be empty;
without ! lines (or ~, !*) so must standard error.  Lines starting with
"#" and blank lines between cases are comments.
"""

import codecs
import json
import os
import pty
import re
import select
import shlex
import shutil
import subprocess
import sys
import tempfile


def unescape(text):
    return codecs.escape_decode(text.encode("utf-8"))[0]


class Case:
    def __init__(self, name, where):
        self.name, self.where = name, where
        self.args, self.stdin, self.files, self.env = [], b"", [], {}
        self.status, self.stdout, self.stdout_any = 0, None, False
        self.stdout_has, self.json, self.tty = [], False, False
        self.stderr, self.stderr_any, self.stderr_has = None, False, []
        self.requires, self.stderr_lacks = [], []
        self.stdout_file = None


def parse(path):
    cases, case, requires = [], None, []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            where = "%s:%d" % (os.path.basename(path), n)
            if line.startswith("=== "):
                case = Case(line[4:].strip(), where)
                case.requires = list(requires)
                cases.append(case)
                continue
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("requires ") and case is None:
                requires.append(line.split()[1])
                continue
            if case is None:
                sys.exit("%s: outside a case: %s" % (where, line))
            word, _, rest = line.partition(" ")
            if word == "$":
                case.args += [a.encode("utf-8") for a in shlex.split(rest)]
            elif word == "$$":
                case.args += [unescape(a) for a in shlex.split(rest)]
            elif word == "<":
                case.stdin += unescape(rest)
            elif word == "<<":
                case.stdin += eval(rest)
            elif word == "file":
                name, _, expr = rest.partition(" ")
                case.files.append((os.fsdecode(unescape(name)), eval(expr)))
            elif word == "env":
                if rest.startswith("-"):
                    case.env[rest[1:]] = None
                else:
                    k, _, v = rest.partition("=")
                    case.env[k] = v
            elif word == "stdout-file":
                case.stdout_file = rest.strip()
            elif word == "requires":
                case.requires.append(rest.strip())
            elif word == "tty":
                case.tty = True
            elif word == "?":
                case.status = int(rest)
            elif word == ">":
                case.stdout = (case.stdout or b"") + rest.encode("utf-8") + b"\n"
            elif line == ">":
                case.stdout = (case.stdout or b"") + b"\n"
            elif word == ">>":
                case.stdout = (case.stdout or b"") + eval(rest)
            elif line == ">*":
                case.stdout_any = True
            elif word == "stdout~":
                case.stdout_has.append(rest.encode("utf-8"))
            elif line == "json":
                case.json = True
            elif word == "!":
                case.stderr = (case.stderr or b"") + rest.encode("utf-8") + b"\n"
            elif line == "!":
                case.stderr = (case.stderr or b"") + b"\n"
            elif line == "!*":
                case.stderr_any = True
            elif word == "~":
                case.stderr_has.append(rest.encode("utf-8"))
            elif word == "~e":
                case.stderr_has.append(unescape(rest))
            elif word == "~!":
                case.stderr_lacks.append(unescape(rest))
            else:
                sys.exit("%s: unknown line: %s" % (where, line))
    return cases


def run_tty(argv, stdin, env):
    """Runs argv with standard output and error on a pseudo-terminal."""
    master, slave = pty.openpty()
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    p.stdin.write(stdin)
    p.stdin.close()
    out = b""
    while True:
        r, _, _ = select.select([master], [], [], 30)
        if not r:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    return p.wait(), out, b""


def check(case, urival, subst, tmp):
    def sub(b):
        for k, v in subst.items():
            b = b.replace(k.encode(), v.encode())
        return b

    for name, data in case.files:
        with open(os.path.join(tmp, name), "wb") as f:
            f.write(data)
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    for k, v in case.env.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    argv = [urival] + [sub(a) for a in case.args]
    if case.tty:
        try:
            status, out, err = run_tty(argv, case.stdin, env)
        except OSError as e:  # no pseudo-terminals here
            return None, str(e).encode(), b""
    elif case.stdout_file is not None:
        with open(sub(case.stdout_file.encode()).decode(), "wb") as f:
            p = subprocess.run(argv, input=case.stdin, stdout=f, stderr=subprocess.PIPE,
                               env=env)
        status, out, err = p.returncode, b"", p.stderr
    else:
        p = subprocess.run(argv, input=case.stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env)
        status, out, err = p.returncode, p.stdout, p.stderr
    problems = []
    if status != case.status:
        problems.append("exit status %d, want %d" % (status, case.status))
    if case.tty:
        for want in case.stdout_has + case.stderr_has:
            if sub(want) not in out:
                problems.append("output lacks %r" % want)
        for bad in case.stderr_lacks:
            if sub(bad) in out:
                problems.append("output holds %r" % bad)
        return problems, out, err
    if case.stdout is not None and out != sub(case.stdout):
        problems.append("standard output differs; want:\n" + show(sub(case.stdout)))
    for want in case.stdout_has:
        if sub(want) not in out:
            problems.append("standard output lacks %r" % want)
    if case.json or b"--json" in case.args:
        for i, line in enumerate(out.split(b"\n")[:-1], 1):
            try:
                json.loads(line.decode("utf-8"))
            except (ValueError, UnicodeDecodeError) as e:
                problems.append("line %d is not JSON in UTF-8: %s" % (i, e))
        if out and not out.endswith(b"\n"):
            problems.append("JSON output does not end with a newline")
    if (case.stdout is None and not case.stdout_any and not case.stdout_has
            and not case.json and out):
        problems.append("unexpected standard output")
    if case.stderr is not None and err != sub(case.stderr):
        problems.append("standard error differs; want:\n" + show(sub(case.stderr)))
    for want in case.stderr_has:
        if sub(want) not in err:
            problems.append("standard error lacks %r" % want)
    for bad in case.stderr_lacks:
        if sub(bad) in err:
            problems.append("standard error holds %r" % bad)
    if case.stderr is None and not case.stderr_any and not case.stderr_has and err:
        problems.append("unexpected standard error")
    return problems, out, err


def show(b):
    text = b.decode("utf-8", "backslashreplace")
    if len(text) > 3000:
        text = text[:3000] + "... (%d bytes)" % len(b)
    return text


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    urival, srcdir = argv[1], argv[2]
    if os.sep not in urival:
        urival = os.path.join(".", urival)
    version = ""
    with open(os.path.join(srcdir, "configure.ac"), encoding="utf-8") as f:
        m = re.search(r"AC_INIT\(\[urival\], \[([^]]*)\]", f.read())
        if m:
            version = m.group(1)
    tmp = tempfile.mkdtemp(prefix="urival-cli-")
    subst = {"@TMP@": tmp, "@SRCDIR@": srcdir, "@VERSION@": version}
    passed = failed = skipped = 0
    have = {}
    try:
        for path in argv[3:]:
            for case in parse(path):
                for cmd in case.requires:
                    if cmd not in have and ":" in cmd:
                        kind, name = cmd.split(":", 1)
                        said = subprocess.run(
                            [urival, "iri", "--features"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL).stdout.decode().split("\n")
                        want = "yes" if kind == "feature" else "no"
                        have[cmd] = "%s %s" % (name, want) in said
                    if cmd not in have:
                        have[cmd] = subprocess.run(
                            [urival, cmd, "--help"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode == 0
                if not all(have[c] for c in case.requires):
                    skipped += 1
                    continue
                problems, out, err = check(case, urival, subst, tmp)
                if problems is None:
                    print("SKIP: %s (%s): %s" % (case.name, case.where, out.decode()))
                    skipped += 1
                elif problems:
                    failed += 1
                    print("FAIL: %s (%s)" % (case.name, case.where))
                    for p in problems:
                        print("  " + p)
                    print("--- got standard output:\n" + show(out))
                    print("--- got standard error:\n" + show(err))
                else:
                    passed += 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("cli: %d passed, %d failed, %d skipped (commands not built, no terminal)"
          % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
