"""The conventions of urival's grammar/ directory.

A grammar ID is the file grammar/ID.abnf; its hand-written machines are
src/machines/ID.rl, Ragel machine ID with "-" turned into "_".  The leading
comment paragraph of a grammar file is its provenance header of
"; field: value" lines; two fields matter to the tools:

  ; uses:    the grammar files (grammar/NAME.abnf) whose rules this grammar
             references without defining them.  grammar/core.abnf (RFC 5234
             Appendix B) is always available and need not be named.
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
        chain = self.chain(gid, header_from)
        return abnf.Scope([grammar] + [self.load(g) for g in chain]), chain


def show(path):
    """A path as short as it can be said from the current directory."""
    rel = os.path.relpath(path)
    return rel if not rel.startswith(os.pardir) else os.path.abspath(path)
