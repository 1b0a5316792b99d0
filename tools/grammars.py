"""The conventions of urival's grammar/ directory.

A grammar ID is the file grammar/ID.abnf; its hand-written machines are
src/machines/ID.rl, Ragel machine ID with "-" turned into "_".  The leading
comment paragraph of a grammar file is its provenance header of
"; field: value" lines; two fields matter to the tools:

  ; uses:    the rules this grammar takes from other grammar files, as
             clauses "RULE, RULE and RULE from grammar/NAME.abnf", or
             "every rule from grammar/NAME.abnf", either followed by
             "excluding RULE, ..." where the specification leaves rules out
             (an excluded rule matches nothing).  Clauses are separated by
             ";" or ","; text in parentheses is a remark.  Every rule the
             grammar references and does not define must be taken by a
             clause (imports() and check_imports() read and check them).
             grammar/core.abnf (RFC 5234 Appendix B) is always available
             and need not be named.
  ; updates: "grammar/NAME.abnf, replacing RULE, ...": this grammar is an
             update of another (RFC 6874 of RFC 3986's IP-literal): its
             rules are the other's with the named ones replaced by its own.
  ; extract: the options of tools/abnf-extract that reproduce the rules
             from the specification (default: its collected ABNF).
"""

import os
import re
import shlex

import abnf


def ids(grammar_dir):
    return sorted(f[:-5] for f in os.listdir(grammar_dir)
                  if f.endswith(".abnf"))


def grammar_id(name):
    """An id from an id or a path to a grammar file."""
    base = os.path.basename(name)
    return base[:-5] if base.endswith(".abnf") else base


def uses(grammar):
    text = grammar.header_fields().get("uses", "")
    out = []
    for gid in re.findall(r"([A-Za-z0-9._-]+)\.abnf\b", text):
        if gid not in out:
            out.append(gid)
    return out


_CLAUSE = re.compile(
    r"(?P<names>[^;]*?)\s*\bfrom\s+grammar/(?P<gid>[A-Za-z0-9._-]+)\.abnf"
    r"(?:\s+excluding\s+(?P<excl>[A-Za-z][A-Za-z0-9-]*"
    r"(?:\s*(?:,|\band\b)\s*[A-Za-z][A-Za-z0-9-]*)*))?"
    r"\s*(?:[;.,]\s*|$)")
_ALL = ("every rule", "all rules", "all")


class Import:
    """One clause of a "uses" field: rules (a list, or None for every rule)
    taken from grammar gid, less the excluded ones."""

    def __init__(self, gid, rules, excluded):
        self.gid = gid
        self.rules = rules
        self.excluded = excluded

    def takes(self, name):
        key = name.lower()
        if key in (e.lower() for e in self.excluded):
            return False
        return self.rules is None or key in (r.lower() for r in self.rules)


def _names(text, where):
    out = []
    for word in re.split(r"[\s,]+", text.strip()):
        if not word or word == "and":
            continue
        if not re.match(r"^[A-Za-z][A-Za-z0-9-]*$", word):
            raise abnf.ABNFError("uses: %r is not a rule name (in %r)"
                                 % (word, where))
        out.append(word)
    return out


def imports(grammar):
    """The clauses of the grammar's "uses" field, as Import objects."""
    text = grammar.header_fields().get("uses", "")
    text = re.sub(r"\([^()]*\)", " ", text)   # remarks
    out = []
    pos = 0
    for m in _CLAUSE.finditer(text):
        if text[pos:m.start()].strip(" ;.,"):
            break
        names = m.group("names").strip()
        rules = None if names.lower() in _ALL else _names(names, m.group())
        if rules == []:
            raise abnf.ABNFError("uses: no rules named before %r"
                                 % m.group().strip(), grammar.filename)
        excl = _names(m.group("excl") or "", m.group())
        if excl and rules is not None:
            raise abnf.ABNFError("uses: \"excluding\" follows \"every"
                                 " rule\", not a list of rules (%r)"
                                 % m.group().strip(), grammar.filename)
        out.append(Import(m.group("gid"), rules, excl))
        pos = m.end()
    if text[pos:].strip(" ;.,"):
        raise abnf.ABNFError("uses: cannot read %r: write \"RULE, RULE from"
                             " grammar/NAME.abnf\" or \"every rule from"
                             " grammar/NAME.abnf excluding RULE\""
                             % text[pos:].strip(), grammar.filename)
    return out


_UPDATES = re.compile(
    r"^grammar/(?P<gid>[A-Za-z0-9._-]+)\.abnf\s*,?\s*replacing\s+"
    r"(?P<names>[A-Za-z][A-Za-z0-9-]*(?:\s*(?:,|\band\b)\s*"
    r"[A-Za-z][A-Za-z0-9-]*)*)\s*\.?$")


def updates(grammar):
    """(gid, [rules replaced]) from the "updates" field, or None."""
    text = grammar.header_fields().get("updates")
    if text is None:
        return None
    m = _UPDATES.match(re.sub(r"\([^()]*\)", " ", text).strip())
    if not m:
        raise abnf.ABNFError("updates: cannot read %r: write \"grammar/"
                             "NAME.abnf, replacing RULE, RULE\"" % text,
                             grammar.filename)
    return m.group("gid"), _names(m.group("names"), text)


def extract_options(grammar):
    return shlex.split(grammar.header_fields().get("extract", ""))


class Loader:
    """Parses each grammar file once."""

    def __init__(self, grammar_dir):
        self.dir = grammar_dir
        self.cache = {}

    def path(self, gid):
        return os.path.join(self.dir, gid + ".abnf")

    def load(self, gid):
        if gid not in self.cache:
            path = self.path(gid)
            if not os.path.exists(path):
                raise abnf.ABNFError("grammar %s is used, but %s does not"
                                     " exist" % (gid, path))
            self.cache[gid] = abnf.parse_file(path)
        return self.cache[gid]

    def chain(self, gid, grammar):
        """The ids of the grammars `grammar` draws rules from, nearest
        first (breadth first over "uses"), core last."""
        order = []
        queue = [g for g in uses(grammar)]
        while queue:
            g = queue.pop(0)
            if g in order or g == gid:
                continue
            order.append(g)
            queue += uses(self.load(g))
        if "core" in order:
            order.remove("core")
        if gid != "core" and os.path.exists(self.path("core")):
            order.append("core")
        return order

    def check_imports(self, gid, grammar, header_from, extra=()):
        """The "uses" field of header_from, checked against grammar: every
        grammar named exists, every rule named or excluded is in it, and
        every rule the grammar references without defining it (core rules
        aside) is taken by a clause.  Raises ABNFError naming each fault;
        returns the clauses."""
        clauses = imports(header_from) + list(extra)
        faults = []
        loaded = {}
        for c in clauses:
            # A grammar that is not there is one fault among the others,
            # all of which are named at once.
            try:
                used = loaded[c.gid] = self.load(c.gid)
            except abnf.ABNFError as e:
                loaded[c.gid] = None
                faults.append(str(e))
                continue
            for name in (c.rules or []) + c.excluded:
                if name not in used:
                    faults.append("uses: no rule %s in %s" % (
                        name, show(self.path(c.gid))))
        core = self.load("core") if gid != "core" and \
            os.path.exists(self.path("core")) else None
        for r in grammar:
            for ref in abnf.references(r.node):
                if ref.name in grammar or (core and ref.name in core):
                    continue
                if any(c.takes(ref.name) and loaded.get(c.gid) is not None
                       and ref.name in loaded[c.gid] for c in clauses):
                    continue
                if any(c.takes(ref.name) and loaded.get(c.gid) is None
                       for c in clauses):
                    continue  # its grammar is missing: said above
                excluded = [c for c in clauses if ref.name.lower() in
                            (e.lower() for e in c.excluded)]
                faults.append("%s:%s: rule %s uses %s, which %s" % (
                    show(r.filename or ""), ref.line, r.name, ref.name,
                    "the uses field excludes" if excluded else
                    "no clause of the uses field takes (RULE from"
                    " grammar/NAME.abnf)"))
        if faults:
            raise abnf.ABNFError("grammar %s:\n  %s" % (gid, "\n  ".join(
                dict.fromkeys(faults))))
        return clauses

    def result(self, gid, grammar):
        """A grammar declared as an update of another ("; updates:") stands
        for the other with the named rules replaced: returns that result as
        one Grammar (the other's rules in its order, each replaced one where
        it stood, then the update's new rules) and the id updated, after
        checking the declaration; (grammar, None) for any other grammar."""
        decl = updates(grammar)
        if decl is None:
            return grammar, None
        base_id, replaced = decl
        base = self.load(base_id)
        faults = []
        for name in replaced:
            if name not in base:
                faults.append("replaces %s, which %s does not define" % (
                    name, show(self.path(base_id))))
            if name not in grammar:
                faults.append("replaces %s but does not define it" % name)
        declared = {n.lower() for n in replaced}
        for r in grammar:
            if r.name in base and r.key not in declared:
                faults.append("%s:%s: defines %s, a rule of %s, without"
                              " naming it in \"replacing\"" % (
                                  show(r.filename or ""), r.line, r.name,
                                  base_id))
        for field in ("encoding",):
            if grammar.header_fields().get(field) != \
                    base.header_fields().get(field):
                faults.append("its %s differs from %s's" % (field, base_id))
        if faults:
            raise abnf.ABNFError("grammar %s (an update of %s): %s" % (
                gid, base_id, "; ".join(faults)))
        merged = abnf.Grammar(grammar.filename)
        merged.header = grammar.header
        for r in base:
            merged.rules[r.key] = grammar.rules.get(r.key, r)
        for r in grammar:
            merged.rules.setdefault(r.key, r)
        return merged, base_id

    def scope(self, gid, grammar=None):
        """An abnf.Scope for grammar gid (or for `grammar` standing in for
        it, with the uses of the committed file when there is one)."""
        if grammar is None:
            grammar = self.load(gid)
            header_from = grammar
        elif os.path.exists(self.path(gid)):
            header_from = self.load(gid)
        else:
            header_from = grammar
        grammar, base_id = self.result(gid, grammar)
        # The updated grammar's imports come with its rules.
        extra = imports(self.load(base_id)) if base_id is not None else []
        # Checked before the chain is followed, so that every fault of the
        # uses field is named at once, a missing grammar among them.
        clauses = self.check_imports(gid, grammar, header_from, extra)
        chain = self.chain(gid, header_from)
        if base_id is not None:
            chain = [g for g in self.chain(base_id, self.load(base_id))
                     if g not in chain and g != "core"] + chain
        # Excluded rules stand right after the grammar's own, as rules that
        # match nothing, so that every rule taken resolves them so too.
        excluded = abnf.Grammar("<excluded by %s>" % gid)
        for c in clauses:
            for name in c.excluded:
                excluded.rules[name.lower()] = abnf.Rule(name, abnf.Nothing())
        first = [grammar, excluded] if len(excluded) else [grammar]
        return abnf.Scope(first + [self.load(g) for g in chain]), chain


def show(path):
    """A path as short as it can be said from the current directory."""
    rel = os.path.relpath(path)
    return rel if not rel.startswith(os.pardir) else os.path.abspath(path)
