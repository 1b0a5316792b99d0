"""tools/grammar-check on made-up grammars and machines: proofs, every kind
of failure, grammars that use other grammars, and the options."""

import os
import shutil
import unittest

import toolstest

BASE = """; grammar: base
; uses:    ALPHA, DIGIT from grammar/core.abnf

digitpair = 2DIGIT
word      = 1*ALPHA
"""

# top uses base's digitpair, and overrides base's word.
TOP = """; grammar: top
; uses:    digitpair from grammar/base.abnf

word = 1*ALPHA "!"
item = word ":" digitpair
"""

BASE_RL = """%%{
  machine base;
  include core "core.rl";
  digitpair = DIGIT{2};
  word      = ALPHA+;
}%%
"""

TOP_RL = """%%{
  machine top;
  include core "core.rl";
  digitpair = DIGIT DIGIT;
  word      = ALPHA+ "!";
  item      = word ":" digitpair;
}%%
"""


# RFC 6874 section 2, as an update of grammar/rfc3986.abnf.
RFC6874 = """; grammar: rfc6874
; updates: grammar/rfc3986.abnf, replacing IP-literal

IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"

ZoneID = 1*( unreserved / pct-encoded )

IPv6addrz = IPv6address "%25" ZoneID
"""

RFC6874_RL = """  ZoneID        = ( unreserved | pct_encoded )+;
  IPv6addrz     = IPv6address "%25" ZoneID;
  IP_literal    = "[" ( IPv6address | IPv6addrz | IPvFuture ) "]";
"""


class GrammarCheck(toolstest.TempDirTest):
    def setUp(self):
        super().setUp()
        self.g = os.path.join(self.tmp, "grammar")
        self.m = os.path.join(self.tmp, "machines")
        os.makedirs(self.g)
        os.makedirs(self.m)
        shutil.copy(os.path.join(toolstest.GRAMMAR, "core.abnf"), self.g)
        shutil.copy(os.path.join(toolstest.MACHINES, "core.rl"), self.m)
        self.write("grammar/base.abnf", BASE)
        self.write("grammar/top.abnf", TOP)
        self.write("machines/base.rl", BASE_RL)
        self.write("machines/top.rl", TOP_RL)

    def check(self, *args):
        status, out, err = toolstest.tool(
            "grammar-check", "--grammar-dir", self.g, "--machines-dir",
            self.m, *args)
        return status, out.splitlines(), err

    def machine(self, name, text):
        self.write("machines/%s.rl" % name, text)

    def test_proof(self):
        status, lines, err = self.check()
        self.assertEqual(status, 0, "\n".join(lines) + err)
        self.assertIn("ok       base: 2 rules proven equal to the ABNF", lines)
        self.assertIn("ok       core: 16 rules proven equal to the ABNF", lines)
        self.assertIn("ok       top: 2 rules proven equal to the ABNF", lines)
        self.assertTrue(lines[-1].startswith(
            "grammar-check: 3 grammars, 20 rules: all proven"))

    def test_mismatch_both_sides(self):
        self.machine("top", TOP_RL.replace('word ":" digitpair',
                                           'word ":" digitpair?'))
        status, lines, _ = self.check("--grammar", "top")
        self.assertEqual(status, 1)
        self.assertIn('MISMATCH top item: "A!:" is accepted by the hand'
                      ' machine but rejected by the ABNF', lines)
        self.machine("top", TOP_RL.replace('ALPHA+ "!"', 'ALPHA{2,} "!"'))
        status, lines, _ = self.check("--grammar", "top")
        self.assertEqual(status, 1)
        self.assertIn('MISMATCH top word: "A!" is accepted by the ABNF but'
                      ' rejected by the hand machine', lines)
        self.assertIn('MISMATCH top item: "A!:00" is accepted by the ABNF but'
                      ' rejected by the hand machine', lines)

    def test_counterexamples_are_quoted(self):
        self.write("grammar/bytes.abnf",
                   'b = "a"\ne = "x"\nq = %x22 / %x5C\nw = %x20 / %x41\n')
        self.machine("bytes", '%%{\n  machine bytes;\n'
                     '  b = "a"i | 0x00;\n  e = "x"i | "";\n'
                     '  q = 0x22;\n  w = 0x41;\n}%%\n')
        status, lines, _ = self.check("-g", "bytes")
        self.assertEqual(status, 1)
        self.assertIn('MISMATCH bytes b: "\\x00" is accepted by the hand'
                      ' machine but rejected by the ABNF', lines)
        self.assertIn('MISMATCH bytes e: "" is accepted by the hand machine'
                      ' but rejected by the ABNF', lines)
        self.assertIn('MISMATCH bytes q: "\\\\" is accepted by the ABNF but'
                      ' rejected by the hand machine', lines)
        self.assertIn('MISMATCH bytes w: " " is accepted by the ABNF but'
                      ' rejected by the hand machine', lines)

    def test_missing_machines(self):
        self.write("grammar/lonely.abnf", 'x = "x"\n')
        self.machine("top", TOP_RL.replace('  item      = word ":" digitpair;\n',
                                           ""))
        status, lines, _ = self.check()
        self.assertEqual(status, 1)
        self.assertIn("MISSING  lonely: %s does not exist: 1 rule without a"
                      " hand-written machine"
                      % os.path.join(self.m, "lonely.rl"), lines)
        self.assertIn("MISSING  top item: no hand-written machine item in %s"
                      % os.path.join(self.m, "top.rl"), lines)
        self.assertIn("ok       base: 2 rules proven equal to the ABNF", lines)
        self.assertTrue(lines[-1].startswith(
            "grammar-check: 4 grammars, 21 rules: 2 FAILED"))

    def test_mismatches_in_dependency_order(self):
        # The rule used comes before the rule using it, whatever the file's
        # order: the first MISMATCH is where to look.
        self.write("grammar/deps.abnf", "; grammar: deps\ntop = a \"x\"\na = \"a\"\n")
        self.machine("deps", "%%{\n  machine deps;\n  a = \"b\"i;\n  top = a \"x\"i;\n}%%\n")
        status, lines, _ = self.check("-g", "deps")
        self.assertEqual(status, 1)
        found = [l.split()[2].rstrip(":") for l in lines
                 if l.startswith("MISMATCH")]
        self.assertEqual(found, ["a", "top"], lines)

    def test_header_names_its_grammar(self):
        # A header copied from another grammar names the wrong one.
        self.write("grammar/copied.abnf", "; grammar: rfc3986\nr = \"a\"\n")
        self.machine("copied", "%%{\n  machine copied;\n  r = \"a\"i;\n}%%\n")
        status, lines, _ = self.check("-g", "copied")
        self.assertEqual(status, 1)
        self.assertIn("ERROR    copied: %s: its header says '; grammar:"
                      " rfc3986', not copied"
                      % os.path.join(self.g, "copied.abnf"), lines)

    def test_nothing_to_prove_is_refused(self):
        # A grammar with no rules, or whose machine file is missing, is a
        # failure even when no rule could be compared.
        self.write("grammar/empty.abnf", "; grammar: empty\n; only a header\n")
        status, lines, _ = self.check("-g", "empty")
        self.assertEqual(status, 1)
        self.assertIn("ERROR    empty: %s defines no rules: nothing to prove"
                      % os.path.join(self.g, "empty.abnf"), lines)
        self.assertTrue(lines[-1].startswith(
            "grammar-check: 1 grammar, 1 rule: 1 FAILED"), lines[-1])
        self.write("grammar/prose.abnf", "p = <said in prose>\n")
        status, lines, _ = self.check("-g", "prose")
        self.assertEqual(status, 1)
        self.assertIn("MISSING  prose: %s does not exist: 0 rules without a"
                      " hand-written machine" % os.path.join(self.m, "prose.rl"),
                      lines)
        self.assertNotIn("all proven", lines[-1])

    def test_imports_are_checked(self):
        # A rule used but taken by no clause, a clause naming a rule the
        # other grammar lacks, and a header that is not clauses.
        self.write("grammar/top.abnf", TOP.replace("item = word",
                                                   "item = other word"))
        status, lines, err = self.check("-g", "top")
        self.assertEqual(status, 1)
        self.assertIn("rule item uses other, which no clause of the uses"
                      " field takes", err)
        self.write("grammar/top.abnf", TOP.replace(
            "digitpair from", "digitpair, triple from"))
        status, lines, err = self.check("-g", "top")
        self.assertEqual(status, 1)
        self.assertIn("uses: no rule triple in %s"
                      % os.path.join(self.g, "base.abnf"), err)
        self.write("grammar/top.abnf", TOP.replace(
            "digitpair from grammar/base.abnf", "the rules of base"))
        status, lines, err = self.check("-g", "top")
        self.assertEqual(status, 1)
        self.assertIn("uses: cannot read 'the rules of base'", err)
        # Every fault at once: a missing grammar does not hide the others.
        self.write("grammar/top.abnf", TOP.replace(
            "digitpair from grammar/base.abnf",
            "x from grammar/nope.abnf; digitpair, triple from"
            " grammar/base.abnf").replace("item = word", "item = other word"))
        status, lines, err = self.check("-g", "top")
        self.assertEqual(status, 1)
        self.assertIn("grammar nope is used, but %s does not exist"
                      % os.path.join(self.g, "nope.abnf"), err)
        self.assertIn("uses: no rule triple in %s"
                      % os.path.join(self.g, "base.abnf"), err)
        self.assertIn("rule item uses other, which no clause", err)

    def test_excluded_rules_match_nothing(self):
        # RFC 6068 takes RFC 5322's addr-spec "excluding <comment>": the
        # excluded rule matches nothing, wherever the rules taken use it.
        self.write("grammar/msg.abnf", "; grammar: msg\n\n"
                   'cfws = 1*( " " / comment )\n'
                   'comment = "(" *ALPHA ")"\n')
        self.write("grammar/mail.abnf", "; grammar: mail\n"
                   "; uses:    every rule from grammar/msg.abnf excluding"
                   " comment\n\naddr = 1*ALPHA [ cfws ]\n")
        self.machine("mail", '%%{\n  machine mail;\n  include core "core.rl";'
                     '\n  addr = ALPHA+ " "*;\n}%%\n')
        status, lines, err = self.check("-g", "mail")
        self.assertEqual(status, 0, "\n".join(lines) + err)
        self.assertIn("ok       mail: 1 rule proven equal to the ABNF", lines)
        # Without the exclusion, comments are back and the proof fails.
        self.write("grammar/mail.abnf", "; grammar: mail\n"
                   "; uses:    every rule from grammar/msg.abnf\n\n"
                   "addr = 1*ALPHA [ cfws ]\n")
        status, lines, err = self.check("-g", "mail")
        self.assertEqual(status, 1)
        self.assertIn('MISMATCH mail addr: "A()" is accepted by the ABNF but'
                      ' rejected by the hand machine', lines)
        # A rule of the grammar itself may not use what it excludes.
        self.write("grammar/mail.abnf", "; grammar: mail\n"
                   "; uses:    every rule from grammar/msg.abnf excluding"
                   " comment\n\naddr = 1*ALPHA [ comment ]\n")
        status, lines, err = self.check("-g", "mail")
        self.assertEqual(status, 1)
        self.assertIn("rule addr uses comment, which the uses field excludes",
                      err)

    def test_update_replaces_rules_and_the_proof_covers_the_result(self):
        # RFC 6874 updates RFC 3986: IP-literal is replaced, ZoneID and
        # IPv6addrz are new, and every rule built on IP-literal (host,
        # authority, URI...) now means the updated language.
        for f in ("rfc3986.abnf",):
            shutil.copy(os.path.join(toolstest.GRAMMAR, f), self.g)
        with open(os.path.join(toolstest.MACHINES, "rfc3986.rl")) as f:
            rfc3986_rl = f.read()
        shutil.copy(os.path.join(toolstest.MACHINES, "rfc3986.rl"), self.m)
        old_literal = '  IP_literal    = "[" ( IPv6address | IPvFuture ) "]";\n'
        self.assertIn(old_literal, rfc3986_rl)
        updated_rl = rfc3986_rl.replace("machine rfc3986;", "machine rfc6874;")
        self.write("grammar/rfc6874.abnf", RFC6874)
        self.machine("rfc6874", updated_rl.replace(old_literal, RFC6874_RL))
        status, lines, err = self.check("-g", "rfc6874")
        self.assertEqual(status, 0, "\n".join(lines) + err)
        self.assertIn("ok       rfc6874: 38 rules proven equal to the ABNF",
                      lines)
        # RFC 3986's machines do not prove the result: the rules that use
        # IP-literal differ, and the new rules are missing.
        self.machine("rfc6874", updated_rl)
        status, lines, err = self.check("-g", "rfc6874")
        self.assertEqual(status, 1)
        self.assertIn('MISMATCH rfc6874 IP-literal: "[::%25-]" is accepted'
                      ' by the ABNF but rejected by the hand machine', lines)
        self.assertIn('MISMATCH rfc6874 URI: "A://[::%25-]" is accepted by the'
                      ' ABNF but rejected by the hand machine', lines)
        self.assertTrue(any(l.startswith("MISSING  rfc6874 ZoneID")
                            for l in lines), lines)
        # The declaration is checked.
        self.write("grammar/rfc6874.abnf", RFC6874.replace(
            "replacing IP-literal", "replacing IP-literal, port"))
        status, _, err = self.check("-g", "rfc6874")
        self.assertEqual(status, 1)
        self.assertIn("replaces port but does not define it", err)
        self.write("grammar/rfc6874.abnf", RFC6874.replace(
            "replacing IP-literal", "replacing IP-literal, Zone"))
        status, _, err = self.check("-g", "rfc6874")
        self.assertIn("replaces Zone, which %s does not define"
                      % os.path.join(self.g, "rfc3986.abnf"), err)
        self.write("grammar/rfc6874.abnf", RFC6874 + 'port = 1*DIGIT\n')
        status, _, err = self.check("-g", "rfc6874")
        self.assertIn("defines port, a rule of rfc3986, without naming it in"
                      ' "replacing"', err)
        # The catalogue lists the result's rules: RFC 3986's, then the new.
        self.write("grammar/rfc6874.abnf", RFC6874)
        out = os.path.join(self.tmp, "gen")
        os.makedirs(out)
        status, _, err = toolstest.tool(
            "gen-catalogue", out, os.path.join(self.g, "rfc3986.abnf"),
            os.path.join(self.g, "rfc6874.abnf"))
        self.assertEqual(status, 0, err)
        with open(os.path.join(out, "rfc6874_entries.rl")) as f:
            entries = f.read()
        self.assertIn("r_URI := URI;", entries)
        self.assertIn("r_IP_literal := IP_literal;", entries)
        self.assertTrue(entries.rstrip().endswith(
            "r_ZoneID := ZoneID;\n  r_IPv6addrz := IPv6addrz;\n}%%"), entries)

    def test_untranslatable_rules(self):
        self.write("grammar/bad.abnf",
                   'p = <said in prose>\nr = "(" r ")" / "x"\nok = "k"\n')
        self.machine("bad", '%%{\n  machine bad;\n  p = "p";\n  r = "x";\n'
                     '  ok = "k"i;\n}%%\n')
        status, lines, _ = self.check("-g", "bad")
        self.assertEqual(status, 1)
        self.assertIn("ERROR    bad p: cannot translate the ABNF: prose value"
                      " <said in prose> (line 1 column 5) is English, not"
                      " ABNF: it has no machine; rewrite it as ABNF (%s:1)"
                      % os.path.join(self.g, "bad.abnf"), lines)
        self.assertIn("ERROR    bad r: cannot translate the ABNF: is"
                      " recursive (r -> r): a Ragel machine is regular and"
                      " cannot express it (%s:2)"
                      % os.path.join(self.g, "bad.abnf"), lines)
        self.assertTrue(lines[-1].startswith(
            "grammar-check: 1 grammar, 3 rules: 2 FAILED"))

    def test_broken_hand_file(self):
        self.machine("top", TOP_RL.replace("DIGIT DIGIT;", "DIGIT DIGIT"))
        status, lines, _ = self.check("-g", "top")
        self.assertEqual(status, 1)
        self.assertTrue(lines[0].startswith(
            "ERROR    top: Ragel rejects %s" % os.path.join(self.m,
                                                          "top.rl")))
        self.assertTrue(any("top.rl:5:" in l for l in lines))

    def test_rule_selection(self):
        status, lines, err = self.check("word", "ITEM")
        self.assertEqual(status, 0, err)
        self.assertIn("ok       base: 1 rule proven equal to the ABNF", lines)
        self.assertIn("ok       top: 2 rules proven equal to the ABNF", lines)
        status, lines, err = self.check("nosuch")
        self.assertEqual(status, 2)
        self.assertIn("no rule nosuch", err)
        status, lines, err = self.check("-g", "nosuch")
        self.assertEqual(status, 2)
        self.assertIn("no grammar nosuch", err)

    def test_abnf_file_stands_in(self):
        # A new text of top, without a header: what it uses comes from the
        # committed grammar/top.abnf.
        new = self.write("new-top.abnf",
                         'word = 1*ALPHA "!"\nitem = word "=" digitpair\n')
        status, lines, err = self.check("-g", "top", "--abnf-file", new)
        self.assertEqual(status, 1, err)
        self.assertIn('MISMATCH top item: "A!:00" is accepted by the hand'
                      ' machine but rejected by the ABNF', lines)
        self.assertFalse(any(l.startswith("note") for l in lines))
        status, _, err = self.check("--abnf-file", new)
        self.assertEqual(status, 2)

    def test_keep(self):
        keep = os.path.join(self.tmp, "kept")
        status, _, err = self.check("-g", "top", "--keep", keep)
        self.assertEqual(status, 0, err)
        with open(os.path.join(keep, "top", "check-top.rl")) as f:
            spec = f.read()
        self.assertIn('include top "top.rl";', spec)
        self.assertIn("alphtype unsigned char;", spec)
        self.assertIn("gc_1_hand := ( item ) - ( abnf_item );", spec)
        self.assertTrue(os.path.exists(os.path.join(keep, "top",
                                                    "check-top.xml")))


if __name__ == "__main__":
    toolstest.main(needs_ragel=True)
