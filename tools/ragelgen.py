"""ABNF to Ragel 6, and back from Ragel's state machines to answers.

translate() turns the rules of an abnf.Scope into Ragel machine definitions,
one per rule, without any judgement: the result is the reference the
hand-written machines are proven against, so it mirrors the ABNF node for
node and never simplifies.

run_ragel() compiles a specification with `ragel -x`, and the DFA it
returns is read from Ragel's XML: that is the machine Ragel itself built
(minimized, with its own semantics for every operator), so a language
question answered on it is answered about what Ragel will generate.
"""

import os
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from collections import deque

import abnf
import utf8

__all__ = ["ragel_name", "translate", "TranslationError", "format_spec",
           "run_ragel", "RagelError", "DFA", "escape_bytes"]


def ragel_name(name, prefix=""):
    return prefix + name.replace("-", "_")


class TranslationError(Exception):
    def __init__(self, rule, message):
        super().__init__(message)
        self.rule = rule
        self.message = message

    def __str__(self):
        return "%s: rule %s: %s" % (self.rule.where(), self.rule.name,
                                    self.message)


def _quote(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def _byte_range(lo, hi):
    return "0x%02x" % lo if lo == hi else "0x%02x..0x%02x" % (lo, hi)


def _bytes_text(data):
    return " ".join("0x%02x" % b for b in data), \
        ("atom" if len(data) == 1 else "cat")


class _Translator:
    # Each expression comes back with its kind, so that parentheses are
    # added exactly where Ragel's precedence (union < concatenation <
    # repetition) would otherwise regroup it.
    def __init__(self, scope, prefix, rule):
        self.scope = scope
        self.prefix = prefix
        self.rule = rule
        # The grammar that defines the rule says what its values are.
        self.encoding = abnf.encoding_of(scope.owner(rule))

    def fail(self, msg):
        raise TranslationError(self.rule, msg)

    def expr(self, node):
        if isinstance(node, abnf.Alternation):
            parts = [self.wrap(self.expr(i), ("alt",)) for i in node.items]
            return " | ".join(parts), "alt"
        if isinstance(node, abnf.Concatenation):
            parts = [self.wrap(self.expr(i), ("alt",)) for i in node.items]
            return " ".join(parts), "cat"
        if isinstance(node, abnf.Group):
            return "( %s )" % self.expr(node.element)[0], "atom"
        if isinstance(node, abnf.Option):
            return "( %s )?" % self.expr(node.element)[0], "rep"
        if isinstance(node, abnf.Repetition):
            return self.repetition(node)
        if isinstance(node, abnf.RuleRef):
            target = self.scope.lookup(node.name)
            if target is None:
                self.fail("references %s (line %s column %s), which no"
                          " grammar defines" % (node.name, node.line,
                                                node.col))
            return ragel_name(target.name, self.prefix), "atom"
        if isinstance(node, abnf.CharVal):
            if node.value == "":
                return '""', "atom"
            insensitive = (not node.case_sensitive
                           and any(c.isalpha() for c in node.value))
            return _quote(node.value) + ("i" if insensitive else ""), "atom"
        if isinstance(node, abnf.NumVal):
            if self.encoding == "UTF-8":
                return self.code_points(node)
            vals = [node.lo, node.hi] if node.is_range else node.values
            for v in vals:
                if v > 0xFF:
                    self.fail("%%%s%s: value %d is above 255, and the"
                              " machines read bytes (a grammar whose values"
                              " are code points says \"; encoding: UTF-8\""
                              " in its header)" % (node.base, node.spelled,
                                                   v))
            if node.is_range:
                if node.lo == node.hi:
                    return "0x%02x" % node.lo, "atom"
                return "0x%02x..0x%02x" % (node.lo, node.hi), "range"
            text = " ".join("0x%02x" % v for v in node.values)
            return text, ("atom" if len(node.values) == 1 else "cat")
        if isinstance(node, abnf.Nothing):
            # Ragel's machine that accepts no string at all.
            return "empty", "atom"
        if isinstance(node, abnf.ProseVal):
            self.fail("prose value <%s> (line %s column %s) is English, not"
                      " ABNF: it has no machine; rewrite it as ABNF"
                      % (node.value, node.line, node.col))
        self.fail("unknown node %r" % node)

    def code_points(self, node):
        """A %x value of a UTF-8 grammar: the byte sequences of its code
        points (tools/utf8.py), surrogates and overlong forms excluded by
        construction."""
        where = "%%%s%s (line %s column %s)" % (node.base, node.spelled,
                                                node.line, node.col)
        try:
            if not node.is_range:
                return _bytes_text(b"".join(utf8.encode(v)
                                            for v in node.values))
            seqs = utf8.sequences(node.lo, node.hi)
        except utf8.CodePointError as e:
            self.fail("%s: %s" % (where, e))
        if not seqs:
            self.fail("%s: holds only surrogates, which UTF-8 cannot"
                      " encode" % where)
        alts = [" ".join(_byte_range(lo, hi) for lo, hi in s) for s in seqs]
        if len(alts) > 1:
            return " | ".join(alts), "alt"
        return alts[0], ("cat" if len(seqs[0]) > 1 else
                         "atom" if seqs[0][0][0] == seqs[0][0][1] else "range")

    @staticmethod
    def wrap(result, kinds):
        text, kind = result
        return "( %s )" % text if kind in kinds else text

    def repetition(self, node):
        lo, hi = node.min, node.max
        if hi == 0:
            # Zero copies of anything, even of a prose value: the empty
            # string.  RFC 3986 writes path-empty = 0<pchar>.
            return "zlen", "atom"
        inner = self.expr(node.element)
        if (lo, hi) == (1, 1):
            return inner
        operand = self.wrap(inner, ("alt", "cat", "range", "rep"))
        if (lo, hi) == (0, None):
            suffix = "*"
        elif (lo, hi) == (1, None):
            suffix = "+"
        elif (lo, hi) == (0, 1):
            suffix = "?"
        elif lo == hi:
            suffix = "{%d}" % lo
        elif hi is None:
            suffix = "{%d,}" % lo
        elif lo == 0:
            suffix = "{,%d}" % hi
        else:
            suffix = "{%d,%d}" % (lo, hi)
        return operand + suffix, "rep"


def _rule_copies(scope, rule, factor):
    """abnf.copies() of rule's node with each reference counting its rule's
    own factor (rules come in dependency order, so factor has them; a
    name left undefined counts 1 and is reported on its own)."""
    def of_ref(ref):
        target = scope.lookup(ref.name)
        return factor.get(target.key, 1) if target is not None else 1
    return abnf.copies(rule.node, of_ref)


def _copies_path(scope, rule, factor):
    """The chain of rules down which the largest product is multiplied:
    "a -> b".  At each rule, the reference that gives the most copies
    with the counts around it (in a = 500b / c, b = 3"x", c = 900"y",
    b's 1500, not c's 900)."""
    path = [rule.name]
    seen = {rule.key}
    while True:
        best, most = None, 1
        for ref in abnf.references(rule.node):
            target = scope.lookup(ref.name)
            if target is None or target.key in seen or factor.get(target.key, 1) <= 1:
                continue
            # The rule's copies with this one reference counting its
            # factor and every other counting 1.
            n = abnf.copies(rule.node, lambda r, ref=ref, f=factor[target.key]:
                            f if r is ref else 1)
            if n > most:
                best, most = target, n
        if best is None:
            return " -> ".join(path)
        path.append(best.name)
        seen.add(best.key)
        rule = best


def translate(scope, roots=None, prefix="abnf_"):
    """Translate the rules reachable from roots (default: every rule of the
    scope's first grammar) in dependency order.

    Returns (definitions, errors): definitions is a list of (rule, text) with
    text the right-hand side of a Ragel machine definition; errors is a list
    of TranslationError for the rules that have no translation (recursion,
    prose, undefined names, or dependence on such a rule)."""
    order = scope.order(roots)
    errors = {}
    for cycle in scope.cycles(roots):
        path = " -> ".join(cycle)
        for name in cycle[:-1]:
            r = scope.lookup(name)
            errors.setdefault(r.key, TranslationError(
                r, "is recursive (%s): a Ragel machine is regular and"
                   " cannot express it" % path))
    defs = []
    factor = {}  # rule key -> copies of its deepest element, references in
    for r in order:
        if r.key in errors:
            continue
        broken = [ref.name for ref in abnf.references(r.node)
                  if scope.lookup(ref.name) is not None
                  and scope.lookup(ref.name).key in errors]
        if broken:
            errors[r.key] = TranslationError(
                r, "uses %s, which cannot be translated" % broken[0])
            continue
        factor[r.key] = _rule_copies(scope, r, factor)
        if factor[r.key] > abnf.MAX_REPEAT:
            errors[r.key] = TranslationError(
                r, "its repeat counts, multiplied through the rules it uses"
                   " (%s), make %d copies of an element, above %d"
                   % (_copies_path(scope, r, factor), factor[r.key],
                      abnf.MAX_REPEAT))
            continue
        try:
            text, _ = _Translator(scope, prefix, r).expr(r.node)
        except TranslationError as e:
            errors[r.key] = e
            continue
        except abnf.ABNFError as e:
            errors[r.key] = TranslationError(r, e.message)
            continue
        defs.append((r, text))
    ordered_errors = [errors[r.key] for r in order if r.key in errors]
    return defs, ordered_errors


def _split_top(rhs, sep=" | "):
    """rhs split at sep outside parentheses and strings."""
    parts, depth, start, i, quoted = [], 0, 0, 0, False
    while i < len(rhs):
        c = rhs[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and rhs.startswith(sep, i):
            parts.append(rhs[start:i])
            start = i + len(sep)
            i += len(sep) - 1
        i += 1
    parts.append(rhs[start:])
    return parts


def _fill(first, parts, sep, pad, width=79):
    """Pack parts greedily into lines: the first line starts with `first`,
    the others with `pad` and the separator."""
    lines = [first + parts[0]]
    for p in parts[1:]:
        if len(lines[-1]) + len(sep) + len(p) <= width:
            lines[-1] += sep + p
        else:
            lines.append(pad + sep.lstrip() + p)
    return lines


def _layout(name, rhs, indent):
    head = "%s%s = " % (indent, name)
    parts = _split_top(rhs)
    pad = " " * (len(head) - 2)
    return "\n".join(_fill(head, parts, " | ", pad, 78)) + ";"


def _comment(text, indent):
    out = []
    for line in text.split("\n"):
        name, op, rhs = line.split(" ", 2)
        head = "%s# %s %s " % (indent, name, op)
        out += _fill(head, _split_top(rhs, " / "), " / ",
                     "%s#%s" % (indent, " " * (len(name) + len(op) + 1)),
                     79)
    return out


def format_definitions(defs, prefix="abnf_", indent="  ", comments=True):
    lines = []
    for rule, rhs in defs:
        if comments:
            lines += _comment(rule.text(), indent)
        lines.append(_layout(ragel_name(rule.name, prefix), rhs, indent))
    return "\n".join(lines)


def format_spec(defs, machine, prefix="abnf_", preamble=(), postamble=(),
                comments=True, header=()):
    out = ["# %s" % h if h else "#" for h in header]
    out.append("%%{")
    out.append("  machine %s;" % machine)
    out += ["  " + p for p in preamble]
    if defs:
        out.append(format_definitions(defs, prefix, comments=comments))
    out += ["  " + p for p in postamble]
    out.append("}%%")
    return "\n".join(out) + "\n"


# --- Running Ragel and reading its machines ---------------------------------

class RagelError(Exception):
    def __init__(self, message, stderr="", errors=()):
        super().__init__(message)
        self.stderr = stderr
        # [(file, line, col, message)] parsed from Ragel's diagnostics.
        self.errors = list(errors)


def _parse_diagnostics(stderr):
    out = []
    for line in stderr.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[1].isdigit() and parts[2].isdigit():
            out.append((parts[0], int(parts[1]), int(parts[2]),
                        parts[3].strip()))
    return out


def ragel_program():
    # configure leaves RAGEL=no when it found none; try the PATH anyway.
    prog = os.environ.get("RAGEL")
    return prog if prog and prog != "no" else "ragel"


def run_ragel(spec, include_dirs=(), ragel=None, workdir=None,
              name="spec.rl"):
    """Compile spec text with `ragel -x`; return the DFA.  Raises
    RagelError (with parsed diagnostics) when Ragel refuses it."""
    ragel = ragel or ragel_program()
    own = workdir is None
    tmp = tempfile.mkdtemp(prefix="urival-ragel-") if own else workdir
    try:
        path = os.path.join(tmp, name)
        xml_path = path[:-3] + ".xml" if path.endswith(".rl") else path + ".xml"
        with open(path, "w") as f:
            f.write(spec)
        cmd = [ragel, "-x"]
        for d in include_dirs:
            # Ragel runs in the temporary directory.
            cmd += ["-I", os.path.abspath(d)]
        cmd += ["-o", xml_path, path]
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, cwd=tmp)
        except OSError as e:
            raise RagelError("cannot run %s: %s" % (ragel, e))
        stderr = proc.stderr.decode("utf-8", "replace")
        if proc.returncode != 0:
            raise RagelError("ragel failed", stderr,
                             _parse_diagnostics(stderr))
        return DFA.from_xml(xml_path)
    finally:
        if own:
            for f in os.listdir(tmp):
                os.unlink(os.path.join(tmp, f))
            os.rmdir(tmp)


class DFA:
    """The states of one Ragel machine: transitions as sorted byte ranges,
    final states, and the entry point of every instantiation."""

    def __init__(self, trans, finals, entries, error_state):
        self.trans = trans            # state -> [(lo, hi, target)]
        self.finals = finals          # set of states
        self.entries = entries        # instantiation name -> state
        self.error_state = error_state

    @classmethod
    def from_xml(cls, path):
        root = ET.parse(path).getroot()
        machine = root.find("ragel_def/machine")
        if machine is None:
            raise RagelError("no machine in Ragel's XML output %s" % path)
        err = machine.findtext("error_state")
        error_state = int(err) if err not in (None, "", "x") else None
        entries = {}
        for e in machine.iterfind("entry_points/entry"):
            entries[e.get("name")] = int(e.text)
        trans = {}
        finals = set()
        for st in machine.iterfind("state_list/state"):
            sid = int(st.get("id"))
            if st.get("final") == "t":
                finals.add(sid)
            out = []
            for t in st.iterfind("trans_list/t"):
                lo, hi, target = t.text.split()[:3]
                if target == "x":
                    continue
                target = int(target)
                if target == error_state:
                    continue
                out.append((int(lo), int(hi), target))
            out.sort()
            trans[sid] = out
        return cls(trans, finals, entries, error_state)

    def accepts(self, entry, data):
        state = self.entries[entry]
        for b in data:
            for lo, hi, target in self.trans.get(state, ()):
                if lo <= b <= hi:
                    state = target
                    break
            else:
                return False
        return state in self.finals

    def shortest(self, entry):
        """The shortest string the instantiation accepts, the smallest in
        byte order among those; None when it accepts nothing.  Breadth
        first with ranges taken in ascending order visits strings of one
        length in byte order, so the first final state reached decides."""
        start = self.entries[entry]
        prev = {start: None}
        queue = deque([start])
        while queue:
            s = queue.popleft()
            if s in self.finals:
                out = bytearray()
                while prev[s] is not None:
                    s, b = prev[s]
                    out.append(b)
                return bytes(reversed(out))
            for lo, hi, target in self.trans.get(s, ()):
                if target not in prev:
                    prev[target] = (s, lo)
                    queue.append(target)
        return None


def escape_bytes(data):
    """A string as a C-like quoted literal: printable ASCII as itself,
    everything else as \\xNN."""
    out = []
    for b in data:
        if b in (0x22, 0x5C):
            out.append("\\" + chr(b))
        elif 0x20 <= b <= 0x7E:
            out.append(chr(b))
        else:
            out.append("\\x%02X" % b)
    return '"%s"' % "".join(out)
