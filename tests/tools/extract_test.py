"""tools/abnf-extract and tools/abnf-diff on made-up specifications, so
that every rule of extraction is tested without ../shared."""

import unittest

import toolstest
import abnf

FOOTER = ("Doe                         Standards Track"
          "                     [Page %d]")
HEADER = "RFC 9999                    Test Syntax                  March 2024"

# An RFC: rules inline in section 2 (one cut by a page break, one extended
# with =/), pseudocode that looks like a rule, a restated rule, a collected
# appendix.
RFC = "\n".join([
    "", "", "Network Working Group                                  J. Doe",
    "Request for Comments: 9999                              March 2024", "",
    "                          Test Syntax", "",
    "1.  Introduction", "",
    "   A greeting is a word.  Note that x = y here is prose.", "",
    "2.  Syntax", "",
    "   The rules, in ABNF [RFC5234]:", "",
    "      greeting = \"hello\"        ; the usual one",
    "               / \"hi\"", "", "",
    FOOTER % 1, "\f", HEADER, "", "",
    "               / %x68.65.79      ; \"hey\"",
    "      name     = 1*ALPHA", "",
    "      greeting =/ \"yo\"", "",
    "   Prose again, then pseudocode:", "",
    "      result = \"\"",
    "      if defined(name) then",
    "         append name to result;",
    "      endif;", "",
    "2.1.  More", "",
    "      name     = 1*ALPHA", "",
    "      tail = 1*DIGIT ; digits",
    "", "",
    FOOTER % 2, "\f", HEADER, "", "",
    "Appendix A.  Collected ABNF", "",
    "   greeting = \"hello\" / \"hi\" / %x68.65.79 / \"yo\"",
    "   name     = 1*ALPHA",
    "   tail     = 1*DIGIT", "",
    "Appendix B.  Other", "",
    "      name = 1*DIGIT", "",
    FOOTER % 3, ""])

# An Internet-Draft as the datatracker shows it: no form feeds, the
# footer and the next page's header on consecutive lines.
DRAFT = "\n".join([
    "Skip to main content", "Document Type", "",
    "Internet-Draft                                             J. Doe",
    "Intended status: Standards Track", "",
    "1.  Syntax", "",
    "      a = b",
    "        / c", "",
    "Doe                     Expires September 1, 2024              [Page 1]",
    "Internet-Draft                 Test                          March 2024",
    "",
    "        / d     ; the page break cut this rule",
    "      b = %x62", "",
    "   Note:", "",
    "         c = %x63   ; indented deeper, still a rule", "",
    "      ; a comment before d",
    "      d = %x64", "",
    "2.  Nothing", "",
    "   No rules here.", ""])


class Extract(toolstest.TempDirTest):
    def extract(self, text, *options):
        path = self.write("spec.txt", text)
        out = self.write("out.abnf", "")
        status, stdout, stderr = toolstest.tool("abnf-extract", path, "-o",
                                                out, *options)
        with open(out) as f:
            return status, f.read(), stderr

    def rules(self, text):
        return [r.text() for r in abnf.parse(text)]

    def test_collected_appendix_by_default(self):
        status, out, err = self.extract(RFC)
        self.assertEqual(status, 0, err)
        self.assertIn("; Appendix A (Collected ABNF).", out)
        self.assertEqual(self.rules(out), [
            'greeting = "hello" / "hi" / %x68.65.79 / "yo"',
            "name = 1*ALPHA", "tail = 1*DIGIT"])
        status, out2, err = self.extract(RFC, "--collected")
        self.assertEqual(out2, out)

    def test_inline(self):
        # The pseudocode looks like a rule: reported, an error...
        status, out, err = self.extract(RFC, "--inline")
        self.assertEqual(status, 1)
        self.assertIn("abnf-extract: error: line 32: dropped: result sits in"
                      " a display that is mostly not ABNF", err)
        # ... unless the drop is allowed.
        status, out, err = self.extract(RFC, "--inline", "-v",
                                        "--allow-dropped")
        self.assertEqual(status, 0, err)
        self.assertEqual(self.rules(out), [
            'greeting = "hello" / "hi" / %x68.65.79\n'
            'greeting =/ "yo"', "name = 1*ALPHA", "tail = 1*DIGIT"])
        # Page footers, headers and form feeds are gone, and the rule cut by
        # the page break is whole again, its comments kept.
        for junk in ("Page", "RFC 9999", "\f"):
            self.assertNotIn(junk, out)
        self.assertIn('               / "hi"\n'
                      '               / %x68.65.79      ; "hey"\n', out)
        self.assertIn("; the usual one", out)
        self.assertIn("result sits in a display that is mostly not ABNF",
                      err)
        self.assertIn("name restated identically", err)

    def test_all_reports_conflicts(self):
        status, out, err = self.extract(RFC, "--all", "--allow-dropped")
        self.assertEqual(status, 0, err)
        self.assertIn("warning: line 32: dropped: result", err)
        self.assertIn("line 57: name redefined differently from line 26",
                      err)
        self.assertIn(";      name = 1*DIGIT", out)
        self.assertEqual([r.name for r in abnf.parse(out)],
                         ["greeting", "name", "tail"])

    def test_sections(self):
        status, out, err = self.extract(RFC, "--section", "2.1")
        self.assertEqual(self.rules(out), ["name = 1*ALPHA",
                                           "tail = 1*DIGIT"])
        status, out, err = self.extract(RFC, "--section", "1-2")
        self.assertEqual(len(self.rules(out)), 3)
        status, out, err = self.extract(RFC, "--section", "B,2.1")
        self.assertEqual(len(self.rules(out)), 2)
        self.assertIn("redefined differently", err)
        status, out, err = self.extract(RFC, "--section", "Appendix A")
        self.assertEqual(len(self.rules(out)), 3)
        status, out, err = self.extract(RFC, "--section", "1")
        self.assertEqual(status, 1)
        self.assertIn("no ABNF rules found", err)
        status, out, err = self.extract(RFC, "--section", "7")
        self.assertNotEqual(status, 0)
        self.assertIn("no section 7", err)

    def test_increment_without_its_rule(self):
        status, out, err = self.extract(
            "1.  Syntax\n\n      a =/ b\n      b = %x62\n", "--no-header")
        self.assertEqual(status, 0, err)
        self.assertIn("line 3: a =/ adds to a rule that is not defined above",
                      err)
        self.assertEqual(out, "; abnf-extract: a =/ (line 3) adds to a rule"
                         " that is not defined above:\n;      a =/ b\n"
                         "      b = %x62\n")

    def test_draft(self):
        status, out, err = self.extract(DRAFT)
        self.assertEqual(status, 0, err)
        self.assertIn("every rule outside the appendices (no collected ABNF",
                      out)
        self.assertEqual(self.rules(out), ["a = b / c / d", "b = %x62",
                                           "c = %x63", "d = %x64"])
        self.assertNotIn("Expires", out)
        self.assertIn("      ; a comment before d\n      d = %x64", out)
        status, out, err = self.extract(DRAFT, "--collected")
        self.assertEqual(status, 1)
        self.assertIn('no collected ABNF section (titled "Collected ..."', err)

    def test_dropped_lines_are_reported(self):
        # RFC 3966's local-number-digits lacks a space before a repeat
        # count: the rule is not ABNF, and its line is named.  A
        # continuation line that does not parse is cut from its rule, and
        # named too.  Lines outside the chosen sections are notes under -v.
        text = "\n".join([
            "1.  Syntax", "",
            "   local-number-digits  = *phonedigit-hex (HEXDIG / \"*\" / \"#\")*phonedigit-hex",
            "   phonedigit-hex = HEXDIG / \"*\"",
            "   tail = \"a\"", "          / \"b\" $ nonsense", "",
            "2.  Other", "",
            "   other = $1", "",
            "3.  BNF", "",
            "   dataurl := \"data:\" data", ""])
        status, out, err = self.extract(text, "--section", "1")
        self.assertEqual(status, 1)
        self.assertIn("abnf-extract: error: line 3: dropped: not ABNF (missing"
                      " whitespace before repeat count", err)
        self.assertIn("abnf-extract: error: line 6: dropped: cut from rule"
                      " tail, with which it is not ABNF (unexpected character"
                      " '$'): / \"b\" $ nonsense", err)
        self.assertNotIn("line 10", err)
        self.assertEqual([r.name for r in abnf.parse(out)],
                         ["phonedigit-hex", "tail"])
        status, out, err = self.extract(text, "--section", "1", "-v",
                                        "--allow-dropped")
        self.assertEqual(status, 0, err)
        self.assertIn("abnf-extract: warning: line 3: dropped", err)
        self.assertIn("abnf-extract: note: line 10: dropped: not ABNF", err)
        # An alternative under a rule but no deeper than its name is cut,
        # and said to be; a rule of several lines is blamed on the line
        # at fault, with its column.
        text2 = "\n".join(["1.  Syntax", "", "      foo = \"a\"",
                           "          / \"b\"", "      / \"c\"", "",
                           "   bar =", "      \"x\"\"y\"", ""])
        status, out, err = self.extract(text2)
        self.assertEqual(status, 1)
        self.assertIn("abnf-extract: error: line 5: dropped: cut from rule"
                      " foo: a continuation line must be indented deeper than"
                      " the rule's name (column 7); indent it: / \"c\"", err)
        self.assertIn("abnf-extract: error: line 8: dropped: not ABNF"
                      " (missing whitespace", err)
        self.assertIn("at column 10): bar = ... \"x\"\"y\"", err)
        # The older BNF (RFC 2397) is named for what it is.
        status, out, err = self.extract(text, "--section", "3")
        self.assertEqual(status, 1)
        self.assertIn("abnf-extract: error: line 14: dropped: written in BNF"
                      " (\":=\"), not ABNF (\"=\"); rewrite it as ABNF:"
                      " dataurl := \"data:\" data", err)

    def test_appendices_are_not_the_default(self):
        # Without a collected section the default is the body: an appendix
        # of nonstandard forms (RFC 8089 Appendix F) stays out.
        text = "\n".join(["1.  Syntax", "", "   a = \"a\"", "",
                          "Appendix F.  Nonstandard Syntax Variations", "",
                          "   a = \"b\"", "   z = \"z\"", ""])
        status, out, err = self.extract(text)
        self.assertEqual(status, 0, err)
        self.assertEqual(self.rules(out), ['a = "a"'])
        status, out, err = self.extract(text, "--all")
        self.assertEqual([r.name for r in abnf.parse(out)], ["a", "z"])
        # Nor is "Collected Nonstandard Rules" the collected ABNF.
        text = text.replace("Nonstandard Syntax Variations",
                            "Collected Nonstandard Rules")
        status, out, err = self.extract(text)
        self.assertEqual(status, 0, err)
        self.assertEqual(self.rules(out), ['a = "a"'])

    def test_layout_options(self):
        status, out, err = self.extract(DRAFT, "--indent", "0",
                                        "--no-header", "--locate")
        self.assertEqual(out.split("\n")[:5], [
            "; From section 1 (Syntax)", "", "a = b", "  / c",
            "  / d     ; the page break cut this rule"])
        status, out, err = self.extract(DRAFT, "--join", "--no-header")
        self.assertEqual(out.split("\n")[:2], [
            "a = b / c / d", "    ; the page break cut this rule"])


class Diff(toolstest.TempDirTest):
    def diff(self, old, new, *options):
        a = self.write("old.abnf", old)
        b = self.write("new.abnf", new)
        return toolstest.tool("abnf-diff", a, b, *options)

    def test_same_rules(self):
        status, out, _ = self.diff('a = b / c ; x\nb = "b"\nc = 0*1"c"\n',
                                   '   a = b\n     / c\n   b = "b"\n'
                                   '   c = *1"c"\n')
        self.assertEqual(status, 0)
        self.assertIn("define the same 3 rules", out)

    def test_differences(self):
        status, out, _ = self.diff('a = b\nb = "b"\nc = "c"\n',
                                   'b = "B"\na = b\nd = "d"\n')
        self.assertEqual(status, 1)
        lines = out.splitlines()
        self.assertIn("- c  (only in %s/old.abnf)" % self.tmp, lines)
        self.assertIn("+ d  (only in %s/new.abnf)" % self.tmp, lines)
        self.assertIn("! b  (defined differently)", lines)
        self.assertTrue(any(l.startswith("~ order") for l in lines))
        status, out, _ = self.diff('a = "x"\nb = "y"\n', 'b = "y"\na = "x"\n',
                                   "--ignore-order")
        self.assertEqual(status, 0)

    def test_unreadable(self):
        status, _, err = self.diff("a = \n", "a = b\n")
        self.assertEqual(status, 2)
        self.assertIn("old.abnf:2:1: rule 'a' has no elements", err)


if __name__ == "__main__":
    toolstest.main()
