"""Every specification of ../shared/specs that has ABNF, through the
maintainer's chain: tools/abnf-extract, then the translation to Ragel
(with the imports, updates and encoding a grammar header would declare),
compiled by Ragel with every rule instantiated.  A document either goes
through, or fails with a message that names the construct and its line.

SPECS below is the table: the file, the options of abnf-extract, the header
a grammar of it would carry, and what must happen.  A specification added
to ../shared/specs/ with ABNF in it needs a row (test_every_spec_has_a_row).
"""

import os
import re
import shutil
import unittest

import toolstest
import abnf
import grammars
import ragelgen

SHARED = os.environ.get("URIVAL_SHARED") or os.path.join(
    toolstest.SRCDIR, os.pardir, "shared")
SPECS_DIR = os.path.join(SHARED, "specs")

# (spec, extract options, header lines, expected):
#   ("ok", N)                  extraction and translation, N rules
#   ("extract", [patterns])    abnf-extract fails; stderr matches each
#   ("translate", [patterns])  the translation fails; errors match each
SPECS = [
    ("rfc3986", [], [], ("ok", 36)),
    ("rfc3987", ["--section", "2.2"], ["; encoding: UTF-8"], ("ok", 39)),
    ("rfc5234", ["--section", "B.1"], [], ("ok", 16)),
    # The ABNF of ABNF (section 4) is recursive: no finite automaton.
    ("rfc5234-section4", ["--section", "4"], [],
     ("translate", [r"rfc5234-section4\.abnf:\d+:\d+: rule alternation: is"
                    r" recursive \(alternation -> concatenation -> repetition"
                    r" -> element -> group -> alternation\)"])),
    # RFC 6874 quotes RFC 3986's IP-literal, then replaces it.
    ("rfc6874", ["--section", "2", "--keep-last"],
     ["; updates: grammar/rfc3986.abnf, replacing IP-literal"], ("ok", 38)),
    # RFC 8089 section 2 imports host and path-absolute from RFC 3986 (as
    # updated by RFC 6874: taken from RFC 3986 here).  Its Appendix F,
    # "Collected Nonstandard Rules", is no collected ABNF of the standard:
    # the default takes section 2.
    ("rfc8089", [], ["; uses: host, path-absolute from grammar/rfc3986.abnf"],
     ("ok", 6)),
    # Appendix F asked for: the import check finds that it also uses
    # userinfo, and with it, IPv4address, reg-name, IPv6address and
    # IPvFuture.
    ("rfc8089-appendix-f", ["--section", "F"],
     ["; uses: host, path-absolute from grammar/rfc3986.abnf"],
     ("translate", [r"rule file-auth uses userinfo, which no clause of the"
                    r" uses field takes"])),
    ("rfc8089-imports", ["--section", "F"],
     ["; uses: host, path-absolute, userinfo,"
      " IPv4address, reg-name, IPv6address, IPvFuture"
      " from grammar/rfc3986.abnf"], ("ok", 11)),
    # RFC 5322's comment is recursive (comment -> ccontent -> comment).
    ("rfc5322", [], [],
     ("translate", [r"rfc5322\.abnf:\d+:\d+: rule ccontent: is recursive"
                    r" \(ccontent -> comment -> ccontent\)"])),
    # RFC 6068 takes RFC 5322's addr-spec "excluding <comment>" (section
    # 2): without comment, RFC 5322 is regular.
    ("rfc6068", ["--allow-dropped"],   # caf=C3=A9: body examples
     ["; uses: every rule from grammar/rfc5322.abnf excluding comment;",
      ";   unreserved, pct-encoded from grammar/rfc3986.abnf"],
     ("ok", 12)),
    # RFC 7595's URI and scheme-specific-part build on RFC 3986.
    ("rfc7595", [], ["; uses: every rule from grammar/rfc3986.abnf"],
     ("ok", 2)),
    # RFC 3966's local-number-digits lacks a space before "*phonedigit-hex".
    ("rfc3966", [], [],
     ("extract", [r"error: line 242: dropped: not ABNF \(missing whitespace"
                  r" before repeat count.*\): local-number-digits"])),
    # RFC 2397 is written in the BNF of RFC 822.
    ("rfc2397", [], [],
     ("extract", [r"error: line 65: dropped: written in BNF \(\":=\"\), not"
                  r" ABNF.*: dataurl +:= \"data:\""])),
    # RFC 7405's examples define "rulename" five times (the first is
    # kept); its char-val grammar is complete.
    ("rfc7405", [], [], ("ok", 6)),
]


def spec_file(name):
    return os.path.join(SPECS_DIR, name.split("-")[0] + ".txt")


class Specs(toolstest.TempDirTest):
    def setUp(self):
        if not os.path.isfile(os.path.join(SPECS_DIR, "rfc3986.txt")):
            self.skipTest("../shared/specs is absent: %s" % SPECS_DIR)
        super().setUp()
        self.gdir = os.path.join(self.tmp, "grammar")
        os.makedirs(self.gdir)
        shutil.copy(os.path.join(toolstest.GRAMMAR, "core.abnf"), self.gdir)

    def extract(self, name, options, header):
        out = os.path.join(self.gdir, name + ".abnf")
        status, _, err = toolstest.tool("abnf-extract", spec_file(name),
                                        "--no-header", "-o", out, *options)
        if status == 0:
            with open(out) as f:
                body = f.read()
            with open(out, "w") as f:
                f.write("\n".join(["; grammar: %s" % name] + header)
                        + "\n\n" + body)
        return status, err

    def translate(self, name):
        try:
            scope, _ = grammars.Loader(self.gdir).scope(name)
        except abnf.ABNFError as e:
            return None, [], [e]
        defs, errors = ragelgen.translate(scope)
        return scope, defs, errors

    def compile(self, scope, defs):
        """Ragel builds every rule of the grammar: one entry point each."""
        main = scope.grammars[0]
        entries = ["e_%d := %s;" % (k, ragelgen.ragel_name(r.name, "abnf_"))
                   for k, r in enumerate(main)]
        spec = ragelgen.format_spec(defs, "t", preamble=[
            "alphtype unsigned char;"], postamble=entries, comments=False)
        dfa = ragelgen.run_ragel(spec)
        return len(entries), dfa

    def test_every_spec_has_a_row(self):
        named = {s[0].split("-")[0] for s in SPECS}
        for f in sorted(os.listdir(SPECS_DIR)):
            if not f.endswith(".txt"):
                continue
            with open(os.path.join(SPECS_DIR, f), errors="replace") as fh:
                text = fh.read()
            # ABNF ("name = ...") or an older BNF ("name := ...") displayed.
            if re.search(r"(?m)^ +[A-Za-z][A-Za-z0-9-]* +:?= ", text) and \
                    f[:-4] not in named:
                self.fail("%s has rules but no row in SPECS" % f)

    def test_specs(self):
        for name, options, header, (kind, want) in SPECS:
            with self.subTest(spec=name):
                if name.split("-")[0] in ("rfc6874", "rfc8089", "rfc7595",
                                          "rfc6068"):
                    shutil.copy(os.path.join(toolstest.GRAMMAR,
                                             "rfc3986.abnf"), self.gdir)
                if name == "rfc6068":
                    status, err = self.extract("rfc5322", [], [])
                    self.assertEqual(status, 0, err)
                status, err = self.extract(name, options, header)
                if kind == "extract":
                    self.assertEqual(status, 1, err)
                    for pattern in want:
                        self.assertRegex(err, pattern)
                    continue
                self.assertEqual(status, 0, err)
                scope, defs, errors = self.translate(name)
                if kind == "translate":
                    self.assertTrue(errors)
                    text = "\n".join(str(e) for e in errors)
                    for pattern in want:
                        self.assertRegex(text, pattern)
                    continue
                self.assertEqual([str(e) for e in errors], [])
                n, dfa = self.compile(scope, defs)
                self.assertEqual(n, want)
                for k in range(n):
                    self.assertIsNotNone(dfa.shortest("e_%d" % k))


if __name__ == "__main__":
    toolstest.main(needs_ragel=True)
