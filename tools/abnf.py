"""RFC 5234 ABNF: a parser, its syntax tree, and rule dependencies.

The grammars of urival are ABNF files; every tool (extraction, translation
to Ragel, the equivalence proof) reads them through this module so that they
all agree on what a grammar says.

Layout is read the way published RFCs use it rather than strictly: rules may
be indented as a block (grammar/rfc3986.abnf keeps the RFC's three columns),
and a rule runs on until the next line that starts with "name =" or
"name =/".  A continuation line must be indented deeper than the name of its
rule, so a forgotten "=" is reported instead of being read as part of the
previous rule.  Blank lines inside a rule are accepted because published
rules sometimes have them (draft-ietf-urnbis-rfc2141bis-urn-03 Appendix C).

RFC 7405 case-sensitive (%s"...") and explicitly case-insensitive (%i"...")
strings are accepted too.

    import abnf
    grammar = abnf.parse_file("grammar/rfc3986.abnf")
    grammar.names()                 # rule names in file order
    grammar.rule("ipv6ADDRESS")     # rule names are case-insensitive
    scope = abnf.Scope([grammar, abnf.parse_file("grammar/core.abnf")])
    scope.order()                   # every rule, dependencies first
"""

import re

__all__ = [
    "ABNFError", "Node", "Alternation", "Concatenation", "Repetition",
    "Group", "Option", "RuleRef", "CharVal", "NumVal", "ProseVal", "Rule",
    "Nothing",
    "Grammar", "Scope", "parse", "parse_file", "references", "prose_values",
    "encoding_of", "ENCODINGS",
]


class ABNFError(Exception):
    """A syntax or semantic error, located as file:line:col."""

    def __init__(self, message, filename=None, line=None, col=None):
        super().__init__(message)
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col

    def __str__(self):
        where = [str(p) for p in (self.filename, self.line, self.col)
                 if p is not None]
        if where:
            return "%s: %s" % (":".join(where), self.message)
        return self.message


# --- The syntax tree --------------------------------------------------------
#
# Nodes compare by canonical text, where spellings of one thing are one
# ("0*1x" and "*1x", "%x0d" and "%xD") while "( a )" and "a" stay different:
# a transcription is exact when its trees are equal.

class Node:
    def text(self):
        """The node as written (layout and comments aside)."""
        return self.render(False)

    def canon(self):
        """The node with equivalent spellings made one: "0*1x" and "*1x"."""
        return self.render(True)

    def render(self, canon):
        raise NotImplementedError

    def children(self):
        return ()

    def __eq__(self, other):
        return type(self) is type(other) and self.canon() == other.canon()

    def __hash__(self):
        return hash((type(self).__name__, self.canon()))

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, self.text())


class Alternation(Node):
    def __init__(self, items):
        self.items = list(items)

    def render(self, canon):
        return " / ".join(i.render(canon) for i in self.items)

    def children(self):
        return self.items


class Concatenation(Node):
    def __init__(self, items):
        self.items = list(items)

    def render(self, canon):
        return " ".join(i.render(canon) for i in self.items)

    def children(self):
        return self.items


class Repetition(Node):
    """min..max copies of element; max is None for no upper bound."""

    def __init__(self, min, max, element, line=None, col=None, spelled=None):
        self.min = min
        self.max = max
        self.element = element
        self.line = line
        self.col = col
        self.spelled = spelled

    def repeat_text(self):
        if self.max is not None and self.min == self.max:
            return str(self.min)
        return "%s*%s" % (self.min or "", "" if self.max is None else self.max)

    def render(self, canon):
        rep = self.spelled if self.spelled and not canon else \
            self.repeat_text()
        return rep + self.element.render(canon)

    def children(self):
        return (self.element,)


class Group(Node):
    def __init__(self, element):
        self.element = element

    def render(self, canon):
        return "( %s )" % self.element.render(canon)

    def children(self):
        return (self.element,)


class Option(Node):
    def __init__(self, element):
        self.element = element

    def render(self, canon):
        return "[ %s ]" % self.element.render(canon)

    def children(self):
        return (self.element,)


class RuleRef(Node):
    def __init__(self, name, line=None, col=None):
        self.name = name
        self.line = line
        self.col = col

    @property
    def key(self):
        return self.name.lower()

    def render(self, canon):
        return self.name


class CharVal(Node):
    """A quoted string; case-insensitive unless written %s"..." (RFC 7405)."""

    def __init__(self, value, case_sensitive=False, prefix=""):
        self.value = value
        self.case_sensitive = case_sensitive
        self.prefix = prefix

    def render(self, canon):
        return '%s"%s"' % (self.prefix, self.value)


class NumVal(Node):
    """%x / %d / %b: a range lo-hi, or a sequence of one or more values."""

    def __init__(self, base, values=None, lo=None, hi=None, spelled=None,
                 line=None, col=None):
        self.base = base
        self.values = values
        self.lo = lo
        self.hi = hi
        self.spelled = spelled
        self.line = line
        self.col = col

    @property
    def is_range(self):
        return self.values is None

    def render(self, canon):
        if canon:
            vals = ([self.lo, self.hi] if self.is_range else self.values)
            fmt = {"x": "%X", "d": "%d", "b": "{:b}"}[self.base]
            digits = [fmt.format(v) if self.base == "b" else fmt % v
                      for v in vals]
            return "%" + self.base + ("-" if self.is_range else ".").join(
                digits)
        return "%" + self.base + self.spelled


class Nothing(Node):
    """The empty language, matching no string at all: what a rule excluded
    by a grammar's "uses" field stands for (RFC 6068 takes RFC 5322's
    addr-spec "excluding <comment>").  Never written in ABNF itself."""

    def render(self, canon):
        return "<nothing: excluded>"


class ProseVal(Node):
    def __init__(self, value, line=None, col=None):
        self.value = value
        self.line = line
        self.col = col

    def render(self, canon):
        return "<%s>" % self.value


def references(node, skip_zero=True):
    """The RuleRefs under node, in order.  Anything under a repetition whose
    maximum is 0 denotes the empty string, so with skip_zero it is ignored:
    RFC 3986's path-empty = 0<pchar> neither uses pchar nor is prose."""
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if skip_zero and isinstance(n, Repetition) and n.max == 0:
            continue
        if isinstance(n, RuleRef):
            out.append(n)
        stack.extend(reversed(list(n.children())))
    return out


def prose_values(node, skip_zero=True):
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if skip_zero and isinstance(n, Repetition) and n.max == 0:
            continue
        if isinstance(n, ProseVal):
            out.append(n)
        stack.extend(reversed(list(n.children())))
    return out


class Rule:
    """One rule; its "=/" increments are kept in `definitions` and merged
    into one alternation in `node`."""

    def __init__(self, name, node, filename=None, line=None, col=None):
        self.name = name
        self.filename = filename
        self.line = line
        self.col = col
        self.definitions = [("=", node, line, col)]

    @property
    def key(self):
        return self.name.lower()

    @property
    def node(self):
        if len(self.definitions) == 1:
            return self.definitions[0][1]
        items = []
        for _, node, _, _ in self.definitions:
            items.extend(node.items if isinstance(node, Alternation)
                         else [node])
        return Alternation(items)

    def text(self):
        """The whole definition as written, increments included, one line
        each."""
        return "\n".join("%s %s %s" % (self.name, op, node.text())
                         for op, node, _, _ in self.definitions)

    def canon(self):
        """As text(), with equivalent spellings made one (Node.canon)."""
        return "\n".join("%s %s %s" % (self.name, op, node.canon())
                         for op, node, _, _ in self.definitions)

    def where(self):
        return "%s:%s:%s" % (self.filename, self.line, self.col)

    def __repr__(self):
        return "Rule(%s)" % self.text()


class Grammar:
    """The rules of one ABNF file, in file order, keyed case-insensitively."""

    def __init__(self, filename=None):
        self.filename = filename
        self.rules = {}
        # Comment lines before the first rule: the provenance header.
        self.header = []

    def names(self):
        return [r.name for r in self.rules.values()]

    def rule(self, name):
        return self.rules.get(name.lower())

    def __contains__(self, name):
        return name.lower() in self.rules

    def __iter__(self):
        return iter(self.rules.values())

    def __len__(self):
        return len(self.rules)

    def dependencies(self):
        """{rule name: [names it references, first occurrence order]}."""
        out = {}
        for r in self:
            seen = []
            for ref in references(r.node):
                if ref.key not in (s.lower() for s in seen):
                    seen.append(ref.name)
            out[r.name] = seen
        return out

    def undefined(self):
        """Names referenced but not defined here (core rules, usually)."""
        out = []
        for r in self:
            for ref in references(r.node):
                if ref.key not in self.rules and ref.name not in out:
                    out.append(ref.name)
        return out

    def recursive(self):
        """The recursive rules, as cycles of names."""
        return Scope([self]).cycles()

    def header_fields(self):
        """The "; field: value" lines of the provenance header as a dict;
        continuation lines join their field."""
        fields = {}
        current = None
        for text in self.header:
            body = text.lstrip()[1:].strip()
            # A field name sits right after the ";"; deeper text continues.
            m = re.match(r";\s{0,2}([A-Za-z][A-Za-z-]*):(\s|$)(.*)$",
                         text.lstrip())
            if m:
                current = m.group(1).lower()
                fields[current] = m.group(3).strip()
            elif current and body:
                fields[current] = (fields[current] + " " + body).strip()
            elif not body:
                current = None
        return fields


ENCODINGS = ("bytes", "UTF-8")


def encoding_of(grammar):
    """What a grammar's %x values are: "bytes" (the default: each value is
    one byte, 0-255) or "UTF-8" (each value is a Unicode code point, read
    as its UTF-8 bytes), from the header field "; encoding:"."""
    value = grammar.header_fields().get("encoding")
    if value is None:
        return "bytes"
    for e in ENCODINGS:
        if value.split()[0].rstrip(".,;").lower() == e.lower():
            return e
    raise ABNFError("encoding %r: the encodings are %s" % (
        value, " and ".join(ENCODINGS)), grammar.filename)


class Scope:
    """Name resolution over several grammars: the first grammar that defines
    a name wins, so a grammar can restate or override a rule it also takes
    from an included one (one namespace, as in a Ragel machine)."""

    def __init__(self, grammars):
        self.grammars = list(grammars)

    def lookup(self, name):
        key = name.lower()
        for g in self.grammars:
            r = g.rules.get(key)
            if r is not None:
                return r
        return None

    def _edges(self, rule):
        out = []
        for ref in references(rule.node):
            target = self.lookup(ref.name)
            if target is not None and target not in out:
                out.append(target)
        return out

    def cycles(self, roots=None):
        """Strongly connected components that recurse (Tarjan), each as a
        list of rule names starting from the earliest rule."""
        roots = self._roots(roots)
        index = {}
        low = {}
        stack = []
        on_stack = set()
        result = []
        counter = [0]

        def visit(rule):
            # Iterative Tarjan: rule chains can be long in generated grammars.
            work = [(rule, iter(self._edges(rule)))]
            index[rule.key] = low[rule.key] = counter[0]
            counter[0] += 1
            stack.append(rule)
            on_stack.add(rule.key)
            while work:
                node, it = work[-1]
                advanced = False
                for nxt in it:
                    if nxt.key not in index:
                        index[nxt.key] = low[nxt.key] = counter[0]
                        counter[0] += 1
                        stack.append(nxt)
                        on_stack.add(nxt.key)
                        work.append((nxt, iter(self._edges(nxt))))
                        advanced = True
                        break
                    if nxt.key in on_stack:
                        low[node.key] = min(low[node.key], index[nxt.key])
                if advanced:
                    continue
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent.key] = min(low[parent.key], low[node.key])
                if low[node.key] == index[node.key]:
                    comp = []
                    while True:
                        r = stack.pop()
                        on_stack.discard(r.key)
                        comp.append(r)
                        if r is node:
                            break
                    if len(comp) > 1 or node in self._edges(node):
                        result.append(self._cycle_path(comp))

        for r in roots:
            if r.key not in index:
                visit(r)
        return result

    def _cycle_path(self, comp):
        """A readable cycle through a component: a -> b -> a."""
        members = {r.key for r in comp}
        start = min(comp, key=lambda r: (self.grammars.index(self._owner(r)),
                                         list(self._owner(r).rules).index(r.key)))
        # The shortest way back to start inside the component, breadth first.
        prev = {start.key: None}
        queue = [start]
        while queue:
            cur = queue.pop(0)
            for e in self._edges(cur):
                if e.key == start.key:
                    back = []
                    while cur is not start:
                        back.append(cur.name)
                        cur = prev[cur.key]
                    return [start.name] + back[::-1] + [start.name]
                if e.key in members and e.key not in prev:
                    prev[e.key] = cur
                    queue.append(e)
        return [start.name, start.name]

    def owner(self, rule):
        """The grammar of the scope that defines rule."""
        return self._owner(rule)

    def _owner(self, rule):
        for g in self.grammars:
            if g.rules.get(rule.key) is rule:
                return g
        return self.grammars[0]

    def _roots(self, roots):
        if roots is None:
            return list(self.grammars[0])
        out = []
        for name in roots:
            r = self.lookup(name)
            if r is None:
                raise ABNFError("no rule named %r" % name)
            out.append(r)
        return out

    def order(self, roots=None):
        """Rules reachable from roots (default: every rule of the first
        grammar), each after the rules it references, otherwise in file
        order.  Undefined references are left out; cycles are broken
        arbitrarily (callers reject recursive rules via cycles())."""
        out = []
        done = set()
        for root in self._roots(roots):
            if root.key in done:
                continue
            done.add(root.key)
            work = [(root, iter(self._edges(root)))]
            while work:
                node, it = work[-1]
                for nxt in it:
                    if nxt.key not in done:
                        done.add(nxt.key)
                        work.append((nxt, iter(self._edges(nxt))))
                        break
                else:
                    work.pop()
                    out.append(node)
        return out

    def undefined(self, roots=None):
        """[(rule, RuleRef)] for references no grammar of the scope defines,
        over the rules reachable from roots."""
        out = []
        for r in self.order(roots):
            for ref in references(r.node):
                if self.lookup(ref.name) is None:
                    out.append((r, ref))
        return out


# --- The tokenizer ----------------------------------------------------------

class Token:
    __slots__ = ("kind", "value", "line", "col", "first", "space")

    def __init__(self, kind, value, line, col, first, space):
        self.kind = kind      # NAME DEF ALT ( ) [ ] REPEAT CHAR NUM PROSE EOF
        self.value = value
        self.line = line
        self.col = col
        self.first = first    # first token on its line
        self.space = space    # preceded by whitespace, a comment or a newline

    def show(self):
        if self.kind == "EOF":
            return "end of file"
        if self.kind == "REPEAT":
            return "repeat count"
        return repr(self.value if isinstance(self.value, str) else self.kind)


_NAME = re.compile(r"[A-Za-z][A-Za-z0-9-]*")
_REPEAT = re.compile(r"(\d*)\*(\d*)|(\d+)")
def copies(node, of_ref=None):
    """How many copies of its deepest element the bounded repeat counts
    nested in node make (a count without a maximum makes its minimum):
    the factor by which they multiply its states.  of_ref gives a
    RuleRef's own factor (the rule's, counted through the references):
    without it a reference counts 1, as within one rule."""
    if isinstance(node, Repetition):
        return max(node.min, node.max or 0, 1) * copies(node.element, of_ref)
    if isinstance(node, RuleRef):
        return of_ref(node) if of_ref is not None else 1
    return max([copies(c, of_ref) for c in node.children()] or [1])


# The largest repeat count taken, also as the product of nested ones: each
# repetition of an element is its states again in the machine (the
# grammars of URIs count to 64 at most: a DNS label), and Ragel needs
# minutes, then memory, for counts in the hundreds of thousands.  The
# parser checks the counts within a rule; ragelgen.translate() multiplies
# them through the rules reached by name (a = 1000b, b = 1000"x").
MAX_REPEAT = 1000
_DIGITS = {"x": "0123456789abcdefABCDEF", "d": "0123456789", "b": "01"}


def _tokenize(text, filename):
    toks = []
    header = []
    header_done = False
    seen_rule = False
    lines = text.split("\n")
    for ln, raw in enumerate(lines, 1):
        line = raw[:-1] if raw.endswith("\r") else raw
        if header and not line.strip():
            # The provenance header is the first paragraph of comments.
            header_done = True
        i = 0
        n = len(line)
        first = True
        space = True
        while i < n:
            c = line[i]
            col = i + 1

            def err(msg, at=col):
                raise ABNFError(msg, filename, ln, at)

            if c in " \t":
                i += 1
                space = True
                continue
            if c == ";":
                if not seen_rule and first and not header_done:
                    header.append(line[i:])
                break
            seen_rule = True
            kind = value = None
            if _NAME.match(c):
                m = _NAME.match(line, i)
                kind, value = "NAME", m.group()
                i = m.end()
            elif c == "=":
                if line.startswith("=/", i):
                    kind, value = "DEF", "=/"
                    i += 2
                else:
                    kind, value = "DEF", "="
                    i += 1
            elif c in "/()[]":
                kind, value = ("ALT" if c == "/" else c), c
                i += 1
            elif c.isdigit() or c == "*":
                m = _REPEAT.match(line, i)
                if m.group(3) is not None:
                    lo = hi = int(m.group(3))
                else:
                    lo = int(m.group(1)) if m.group(1) else 0
                    hi = int(m.group(2)) if m.group(2) else None
                if hi is not None and lo > hi:
                    err("repeat %s: minimum %d is greater than maximum %d"
                        % (m.group(), lo, hi))
                if max(lo, hi or 0) > MAX_REPEAT:
                    err("repeat %s: a count above %d (each repetition is"
                        " states of a finite automaton; no URI grammar"
                        " counts that far)" % (m.group(), MAX_REPEAT))
                kind, value = "REPEAT", (lo, hi, m.group())
                i = m.end()
            elif c == '"' or (c == "%" and line[i + 1:i + 2] in ("s", "S", "i", "I")
                              and line[i + 2:i + 3] == '"'):
                prefix = ""
                if c == "%":
                    prefix = "%" + line[i + 1].lower()
                    i += 2
                end = line.find('"', i + 1)
                if end < 0:
                    err("unterminated quoted string (a quoted string cannot"
                        " span lines)")
                body = line[i + 1:end]
                for k, ch in enumerate(body):
                    if not (0x20 <= ord(ch) <= 0x7E):
                        err("character %r is not allowed in a quoted string"
                            " (use a %%x value)" % ch, i + 2 + k)
                kind, value = "CHAR", CharVal(body, prefix == "%s", prefix)
                i = end + 1
            elif c == "%":
                base = line[i + 1:i + 2].lower()
                if base not in _DIGITS:
                    err("expected x, d or b after '%' (or s\"/i\" per RFC 7405)")
                allowed = _DIGITS[base]
                j = i + 2
                groups = []
                sep = None
                while True:
                    k = j
                    while k < n and line[k] in allowed:
                        k += 1
                    if k == j:
                        err("expected %s digits in %%%s value"
                            % ({"x": "hexadecimal", "d": "decimal",
                                "b": "binary"}[base], base), j + 1)
                    groups.append(line[j:k])
                    j = k
                    if j < n and line[j] in ".-":
                        if sep is None:
                            sep = line[j]
                        elif sep != line[j] or sep == "-":
                            err("a %x value is either a range (a-b) or a"
                                " sequence (a.b.c), not both", j + 1)
                        j += 1
                        continue
                    break
                if j < n and (line[j].isalnum() or line[j] == "_"):
                    err("invalid digit %r in %%%s value" % (line[j], base),
                        j + 1)
                radix = {"x": 16, "d": 10, "b": 2}[base]
                nums = [int(g, radix) for g in groups]
                spelled = line[i + 2:j]
                if base == "x":
                    spelled = spelled.upper()
                if sep == "-":
                    if nums[0] > nums[1]:
                        err("range %%%s%s is empty: %d > %d"
                            % (base, spelled, nums[0], nums[1]))
                    value = NumVal(base, lo=nums[0], hi=nums[1],
                                   spelled=spelled, line=ln, col=col)
                else:
                    value = NumVal(base, values=nums, spelled=spelled,
                                   line=ln, col=col)
                kind = "NUM"
                i = j
            elif c == "<":
                end = line.find(">", i + 1)
                if end < 0:
                    err("unterminated prose value '<...>'")
                body = line[i + 1:end]
                for k, ch in enumerate(body):
                    if not (0x20 <= ord(ch) <= 0x7E):
                        err("character %r is not allowed in a prose value"
                            % ch, i + 2 + k)
                kind, value = "PROSE", ProseVal(body, ln, col)
                i = end + 1
            else:
                err("unexpected character %r" % c)
            toks.append(Token(kind, value, ln, col, first, space))
            first = False
            space = False
    toks.append(Token("EOF", None, len(lines), 1, True, True))
    return toks, header


# --- The parser -------------------------------------------------------------

class _Parser:
    def __init__(self, tokens, filename):
        self.t = tokens
        self.i = 0
        self.filename = filename
        self.rule_col = 0
        self.rule_name = None

    def peek(self, k=0):
        return self.t[min(self.i + k, len(self.t) - 1)]

    def error(self, msg, tok=None):
        tok = tok or self.peek()
        raise ABNFError(msg, self.filename, tok.line, tok.col)

    def starts_rule(self, k=0):
        a, b = self.peek(k), self.peek(k + 1)
        return a.kind == "NAME" and b.kind == "DEF"

    def at_rule_end(self):
        tok = self.peek()
        if tok.kind == "EOF":
            return True
        if tok.first and (tok.col <= self.rule_col or self.starts_rule()):
            return True
        return False

    def grammar(self, header):
        g = Grammar(self.filename)
        g.header = header
        while self.peek().kind != "EOF":
            tok = self.peek()
            if not self.starts_rule():
                if tok.kind == "NAME":
                    self.error("expected '=' or '=/' after rule name %r (a"
                               " continuation line must be indented deeper"
                               " than its rule name)" % tok.value)
                self.error("expected a rule definition 'name = elements'"
                           " (a continuation line must be indented deeper"
                           " than its rule name)")
            if not tok.first:
                self.error("a rule definition must start its own line")
            name = tok.value
            op = self.peek(1).value
            self.rule_col = tok.col
            self.rule_name = name
            self.i += 2
            if self.at_rule_end():
                self.error("rule %r has no elements after %r" % (name, op))
            node = self.alternation()
            if not self.at_rule_end():
                self.error("unexpected %s in rule %r" % (self.peek().show(),
                                                         name))
            existing = g.rules.get(name.lower())
            if op == "=":
                if existing is not None:
                    raise ABNFError(
                        "rule %r is already defined at line %d (use '=/' to"
                        " add alternatives)" % (name, existing.line),
                        self.filename, tok.line, tok.col)
                g.rules[name.lower()] = Rule(name, node, self.filename,
                                             tok.line, tok.col)
            else:
                if existing is None:
                    raise ABNFError(
                        "'=/' adds alternatives to rule %r, which is not"
                        " defined above" % name, self.filename, tok.line,
                        tok.col)
                existing.definitions.append(("=/", node, tok.line, tok.col))
        return g

    def alternation(self):
        items = [self.concatenation()]
        while self.peek().kind == "ALT" and not self.at_rule_end():
            self.i += 1
            if self.at_rule_end():
                self.error("expected an element after '/'")
            items.append(self.concatenation())
        return items[0] if len(items) == 1 else Alternation(items)

    def concatenation(self):
        items = [self.repetition()]
        while True:
            tok = self.peek()
            if tok.kind not in ("NAME", "(", "[", "CHAR", "NUM", "PROSE",
                                "REPEAT") or self.at_rule_end():
                break
            if not tok.space:
                self.error("missing whitespace before %s: elements of a"
                           " concatenation are separated by whitespace"
                           % tok.show())
            items.append(self.repetition())
        return items[0] if len(items) == 1 else Concatenation(items)

    def repetition(self):
        tok = self.peek()
        if tok.kind == "REPEAT":
            self.i += 1
            nxt = self.peek()
            if nxt.space or nxt.kind not in ("NAME", "(", "[", "CHAR",
                                             "NUM", "PROSE"):
                self.error("a repeat count must be followed directly by an"
                           " element", nxt)
            lo, hi, spelled = tok.value
            rep = Repetition(lo, hi, self.element(), tok.line, tok.col,
                             spelled)
            if copies(rep) > MAX_REPEAT:
                self.error("repeat %s: with the repeats inside it, %d copies"
                           " of an element, above %d" % (spelled,
                                                          copies(rep),
                                                          MAX_REPEAT), tok)
            return rep
        return self.element()

    def element(self):
        tok = self.peek()
        if self.at_rule_end() and tok.kind != "EOF":
            self.error("expected an element (a continuation line must be"
                       " indented deeper than rule %r)" % self.rule_name)
        if tok.kind == "NAME":
            if self.peek(1).kind == "DEF":
                self.error("%r looks like a rule definition: a rule must"
                           " start its own line" % tok.value, self.peek(1))
            self.i += 1
            return RuleRef(tok.value, tok.line, tok.col)
        if tok.kind in ("CHAR", "NUM", "PROSE"):
            self.i += 1
            return tok.value
        if tok.kind in ("(", "["):
            close = ")" if tok.kind == "(" else "]"
            self.i += 1
            if self.peek().kind == close:
                self.error("empty %s" % ("group" if close == ")"
                                         else "option"))
            inner = self.alternation()
            if self.peek().kind != close:
                self.error("expected %r to close the %r at line %d column %d,"
                           " found %s" % (close, tok.kind, tok.line, tok.col,
                                          self.peek().show()))
            self.i += 1
            return Group(inner) if close == ")" else Option(inner)
        self.error("expected an element, found %s" % tok.show())


def parse(text, filename="<string>"):
    """Parse ABNF text into a Grammar; raises ABNFError."""
    tokens, header = _tokenize(text.replace("\f", " "), filename)
    return _Parser(tokens, filename).grammar(header)


def parse_file(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise ABNFError("non-ASCII byte 0x%02X: ABNF files are ASCII"
                        % data[e.start], path, line, col)
    return parse(text, path)


def _main(argv):
    """python3 abnf.py FILE...: parse, then list rules and dependencies."""
    status = 0
    for path in argv:
        try:
            g = parse_file(path)
        except (ABNFError, OSError) as e:
            print("%s" % e)
            status = 1
            continue
        deps = g.dependencies()
        for name in g.names():
            print("%s: %s" % (name, " ".join(deps[name])))
        for cycle in g.recursive():
            print("recursive: %s" % " -> ".join(cycle))
        if g.undefined():
            print("undefined: %s" % " ".join(g.undefined()))
    return status


if __name__ == "__main__":
    import sys
    sys.exit(_main(sys.argv[1:]))
