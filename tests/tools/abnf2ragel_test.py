"""tools/abnf2ragel on every construct of RFC 5234 (and RFC 7405).

Each case is translated by the abnf2ragel command, compiled by Ragel, and
the machine Ragel built is asked about sample strings: the test checks the
language of the translation, not its spelling.
"""

import os
import shutil
import subprocess
import unittest

import toolstest
import ragelgen

CORE = os.path.join(toolstest.GRAMMAR, "core.abnf")

U8 = "; encoding: UTF-8\n\n"

# (name, grammar, rule, accepted, rejected); strings are bytes.
CASES = [
    ("alternation", 'r = "a" / "b" / %x63\n', "r",
     [b"a", b"A", b"b", b"B", b"c"], [b"C", b"d", b"", b"ab"]),
    ("concatenation", 'r = "a" "b" %x63\n', "r",
     [b"abc", b"ABc"], [b"abC", b"ab", b"abcc", b""]),
    ("star", 'r = *"a"\n', "r", [b"", b"a", b"aaaa"], [b"b", b"ab"]),
    ("one or more", 'r = 1*"a"\n', "r", [b"a", b"aaa"], [b""]),
    ("n or more", 'r = 2*"a"\n', "r", [b"aa", b"aaaaa"], [b"", b"a"]),
    ("at most m", 'r = *2"a"\n', "r", [b"", b"a", b"aa"], [b"aaa"]),
    ("n to m", 'r = 2*3"a"\n', "r", [b"aa", b"aaa"], [b"a", b"aaaa"]),
    ("exactly n", 'r = 3"a"\n', "r", [b"aaa"], [b"aa", b"aaaa"]),
    ("zero to one", 'r = 0*1"a" "-" *1"b"\n', "r",
     [b"-", b"a-", b"-b", b"a-b"], [b"aa-", b"-bb"]),
    ("exactly one", 'r = 1*1"a"\n', "r", [b"a"], [b"", b"aa"]),
    ("zero", 'r = "a" 0"b"\n', "r", [b"a"], [b"ab"]),
    ("zero of prose", "r = 0<anything at all>\n", "r", [b""], [b"a"]),
    ("zero of recursion", 'r = "a" 0*0r\n', "r", [b"a"], [b"aa"]),
    ("large counts", 'r = 1*31( "a" / "-" )\n', "r",
     [b"a", b"a-" * 15 + b"a"], [b"", b"a" * 32]),
    ("group", 'r = "a" ( "b" / "c" ) "d"\n', "r", [b"abd", b"acd"],
     [b"ad", b"abcd"]),
    ("option", 'r = "a" [ "b" ] "c"\n', "r", [b"ac", b"abc"], [b"abbc"]),
    ("repeated group", 'r = *( "a" "b" )\n', "r", [b"", b"ab", b"abab"],
     [b"aba"]),
    ("repeated option", 'r = 2[ "a" ]\n', "r", [b"", b"a", b"aa"],
     [b"aaa"]),
    ("nested", 'r = 1*( "x" *( "y" / [ "z" ] ) )\n', "r",
     [b"x", b"xyzy", b"xx"], [b"", b"y"]),
    ("case-insensitive string", 'r = "aBc"\n', "r",
     [b"abc", b"ABC", b"aBc", b"AbC"], [b"abd", b"ab"]),
    ("string of digits and signs", 'r = "1+1=2"\n', "r", [b"1+1=2"],
     [b"1+1=3"]),
    ("RFC 7405 case-sensitive", 'r = %s"aBc"\n', "r", [b"aBc"],
     [b"abc", b"ABC"]),
    ("RFC 7405 case-insensitive", 'r = %i"aBc"\n', "r", [b"abc", b"ABC"],
     [b"abd"]),
    ("empty string", 'r = ""\n', "r", [b""], [b"a"]),
    ("backslash, quote-like, percent", 'r = "\\" / "\'" / "%" / "`"\n', "r",
     [b"\\", b"'", b"%", b"`"], [b"\\\\", b'"']),
    ("hex range", "r = %x41-43\n", "r", [b"A", b"B", b"C"],
     [b"D", b"@", b"a"]),
    ("hex concatenation", "r = %x0D.0A\n", "r", [b"\r\n"],
     [b"\r", b"\n", b"\n\r"]),
    ("hex is case-sensitive", "r = %x61\n", "r", [b"a"], [b"A"]),
    ("decimal", "r = %d65 / %d97-99 / %d49.50\n", "r",
     [b"A", b"a", b"c", b"12"], [b"d", b"1"]),
    ("binary", "r = %b1000001 / %b1100001-1100011 / %b110001.110010\n",
     "r", [b"A", b"a", b"c", b"12"], [b"d", b"1"]),
    ("upper bytes", "r = %x80-FF / %x00\n", "r",
     [b"\x80", b"\xff", b"\x00"], [b"\x7f", b"\x01"]),
    # "; encoding: UTF-8": values are code points, read as UTF-8 bytes.
    ("code points as UTF-8", U8 + "r = %xA0-D7FF / %x10000-10FFFD\n", "r",
     [b"\xc2\xa0", b"\xdf\xbf", b"\xe0\xa0\x80", b"\xed\x9f\xbf",
      b"\xf0\x90\x80\x80", b"\xf4\x8f\xbf\xbd"],
     [b"\xa0", b"\xc2\x9f", b"\xc1\xa0", b"\xe0\x82\xa0",
      b"\xed\xa0\x80", b"\xed\xbf\xbf", b"\xee\x80\x80",
      b"\xf0\x8f\xbf\xbf", b"\xf4\x8f\xbf\xbe", b"\xf4\x90\x80\x80",
      b"\xc2", b"\xe0\xa0", b"\xf5\x80\x80\x80"]),
    ("a range across the surrogates", U8 + "r = %xD7FF-E000\n", "r",
     [b"\xed\x9f\xbf", b"\xee\x80\x80"],
     [b"\xed\xa0\x80", b"\xed\xbf\xbf"]),
    ("UTF-8 values in a sequence, ASCII unchanged",
     U8 + 'r = %xE9.41 / %x7F "b"\n', "r", [b"\xc3\xa9A", b"\x7fB"],
     [b"\xe9A", b"\x7f"]),
    ("incremental alternatives",
     'r = "a"\nother = "z"\nr =/ "b"\nR =/ "c" / "d"\n', "r",
     [b"a", b"b", b"c", b"d"], [b"z"]),
    ("comments", 'r = "a" ; one\n    / "b" ; two\n; three\n\n    / "c"\n',
     "r", [b"a", b"b", b"c"], [b";"]),
    ("forward references, names in any case",
     'top = Sub "x"\nSUB = 1*dIgIt\nDIGIT = %x30-39\n', "top",
     [b"12x"], [b"x", b"12"]),
    ("Ragel keywords as rule names",
     'any = "x"\nwhen = "y"\nr = any when main\nmain = "z"\n', "r",
     [b"xyz"], [b"xy"]),
    ("rules from an included file", "r = ALPHA DIGIT *HEXDIG\n", "r",
     [b"a1", b"Z9fF0"], [b"1a", b"a1g"]),
    ("a grammar overrides an included rule", 'r = DIGIT\nDIGIT = "0"\n',
     "r", [b"0"], [b"1"]),
    ("core rules: LWSP", "r = LWSP\n", "r",
     [b"", b" ", b"\t \r\n ", b"\r\n\t"], [b"\r\n", b" \r\n"]),
]

# (name, grammar, fragments of the error message)
ERRORS = [
    ("prose value", "r = <a prose description>\n",
     ["rule r: prose value <a prose description> (line 1 column 5)"]),
    ("prose value used by another rule", "top = r\nr = \"a\" / <more>\n",
     ["rule r: prose value <more>",
      "rule top: uses r, which cannot be translated"]),
    ("direct recursion", 'r = "a" / "(" r ")"\n',
     ["rule r: is recursive (r -> r)"]),
    ("indirect recursion", 'a = "x" b\nb = "y" / c\nc = "(" a ")"\n',
     ["rule a: is recursive (a -> b -> c -> a)",
      "rule b: is recursive (a -> b -> c -> a)",
      "rule c: is recursive (a -> b -> c -> a)"]),
    ("undefined rule", "r = nosuch\n",
     ["rule r: references nosuch (line 1 column 5), which no grammar"
      " defines"]),
    ("value above a byte", "r = %x100\n",
     ["rule r: %x100: value 256 is above 255"]),
    ("a surrogate value in UTF-8", U8 + "r = %xD800\n",
     ["rule r: %xD800 (line 3 column 5): D800 is a surrogate"]),
    ("only surrogates in UTF-8", U8 + "r = %xDC00-DFFF\n",
     ["rule r: %xDC00-DFFF (line 3 column 5): holds only surrogates"]),
    ("beyond Unicode in UTF-8", U8 + "r = %x20-110000\n",
     ["rule r: %x20-110000 (line 3 column 5): 110000 is above 10FFFF"]),
    ("an unknown encoding", "; encoding: EBCDIC\n\nr = %x41\n",
     ["rule r: encoding 'EBCDIC': the encodings are bytes and UTF-8"]),
    ("syntax error", 'r = "a\n',
     [":1:5: unterminated quoted string"]),
    ("repeats multiplied through a reference", 'a = 1000b\nb = 1000"x"\n',
     ["rule a: its repeat counts, multiplied through the rules it uses"
      " (a -> b), make 1000000 copies of an element, above 1000"]),
    ("repeats multiplied down a chain", 'top = "<" 4mid ">"\n'
     'mid = 1*3( low "-" )\nlow = 100%x30-39\n',
     ["rule top: its repeat counts, multiplied through the rules it uses"
      " (top -> mid -> low), make 1200 copies of an element, above 1000"]),
    ("the chain names the reference that multiplies most",
     'a = 500b / c\nb = 3"x"\nc = 900"y"\n',
     ["rule a: its repeat counts, multiplied through the rules it uses"
      " (a -> b), make 1500 copies of an element, above 1000"]),
    ("a rule using an oversized rule", 'top = "x" a\na = 1000b\n'
     'b = 2"x"\n',
     ["rule a: its repeat counts", "rule top: uses a, which cannot be"
      " translated"]),
]


class CodePoints(unittest.TestCase):
    """tools/utf8.py against Python's own UTF-8 encoder, code point by code
    point, over the ranges of RFC 3987 and ranges cut at every boundary of
    the encoding (lengths, 64-blocks, surrogates, the end of Unicode)."""

    RANGES = [(0xA0, 0xD7FF), (0xF900, 0xFDCF), (0xFDF0, 0xFFEF),
              (0x10000, 0x1FFFD), (0xE1000, 0xEFFFD), (0xE000, 0xF8FF),
              (0x100000, 0x10FFFD), (0x0, 0x7F), (0x7F, 0x80), (0x7FF, 0x800),
              (0xD7FF, 0xE000), (0xFFFF, 0x10000), (0x3F, 0x1041),
              (0x10FFFF, 0x10FFFF), (0xD800, 0xD800)]

    def test_sequences_encode_exactly_the_range(self):
        import itertools
        import utf8
        for lo, hi in self.RANGES:
            with self.subTest(range="%X-%X" % (lo, hi)):
                got = set()
                for seq in utf8.sequences(lo, hi):
                    for t in itertools.product(*[range(a, b + 1)
                                                 for a, b in seq]):
                        got.add(bytes(t))
                want = {chr(c).encode("utf-8") for c in range(lo, hi + 1)
                        if not 0xD800 <= c <= 0xDFFF}
                self.assertEqual(got, want)


class Translation(toolstest.TempDirTest):
    def translate(self, grammar, *options):
        path = self.write("g.abnf", grammar)
        return toolstest.tool("abnf2ragel", path, *options)

    def test_constructs(self):
        for name, grammar, rule, accepted, rejected in CASES:
            with self.subTest(case=name):
                status, out, err = self.translate(
                    grammar, "--bare", "--include", CORE)
                self.assertEqual(status, 0, err)
                spec = ("%%{\n  machine t;\n  alphtype unsigned char;\n"
                        + out + "  t := abnf_" + rule.replace("-", "_")
                        + ";\n}%%\n")
                dfa = ragelgen.run_ragel(spec)
                for s in accepted:
                    self.assertTrue(dfa.accepts("t", s), "%r rejected" % s)
                for s in rejected:
                    self.assertFalse(dfa.accepts("t", s), "%r accepted" % s)

    def test_errors_name_the_rule(self):
        for name, grammar, fragments in ERRORS:
            with self.subTest(case=name):
                status, out, err = self.translate(grammar)
                self.assertEqual(status, 1)
                self.assertEqual(out, "")
                for f in fragments:
                    self.assertIn(f, err)

    def test_rfc3986_standalone(self):
        # --main makes a specification Ragel turns into C on its own, with
        # every rule defined before use (Ragel refuses anything else).
        out = os.path.join(self.tmp, "uri.rl")
        status, _, err = toolstest.tool(
            "abnf2ragel", os.path.join(toolstest.GRAMMAR, "rfc3986.abnf"),
            "--include", CORE, "--main", "URI-reference", "-o", out)
        self.assertEqual(status, 0, err)
        with open(out) as f:
            text = f.read()
        self.assertIn("machine abnf_rfc3986;", text)
        self.assertIn("alphtype unsigned char;", text)
        self.assertIn("main := abnf_URI_reference;", text)
        self.assertIn("abnf_path_empty = zlen;", text)
        self.assertIn('abnf_IPvFuture = "v"i abnf_HEXDIG+', text)
        self.assertLess(text.index("abnf_h16 ="),
                        text.index("abnf_IPv6address ="))
        proc = subprocess.run([toolstest.RAGEL, "-C", "-o",
                               os.path.join(self.tmp, "uri.c"), out],
                              stderr=subprocess.PIPE,
                              universal_newlines=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)

    def test_grammar_dir_reads_the_header(self):
        # --grammar-dir resolves uses (an excluded rule matches nothing) and
        # updates as grammar-check does.
        gdir = os.path.join(self.tmp, "grammar")
        os.makedirs(gdir)
        shutil.copy(CORE, gdir)
        shutil.copy(os.path.join(toolstest.GRAMMAR, "rfc3986.abnf"), gdir)
        self.write("grammar/msg.abnf", 'cfws = 1*( " " / comment )\n'
                   'comment = "(" *ALPHA ")"\n')
        mail = self.write("grammar/mail.abnf", "; uses: every rule from"
                          " grammar/msg.abnf excluding comment\n\n"
                          "addr = 1*ALPHA [ cfws ]\n")
        status, out, err = toolstest.tool("abnf2ragel", mail, "--grammar-dir",
                                          gdir, "--main", "addr")
        self.assertEqual(status, 0, err)
        self.assertIn("abnf_comment = empty;", out)
        dfa = ragelgen.run_ragel(out)
        self.assertTrue(dfa.accepts("main", b"ab  "))
        self.assertFalse(dfa.accepts("main", b"ab ()"))
        upd = self.write("grammar/upd.abnf", "; updates: grammar/rfc3986.abnf,"
                         ' replacing port\n\nport = 1*DIGIT\n')
        status, out, err = toolstest.tool("abnf2ragel", upd, "--grammar-dir",
                                          gdir, "--main", "URI")
        self.assertEqual(status, 0, err)
        dfa = ragelgen.run_ragel(out)
        self.assertTrue(dfa.accepts("main", b"s://h:80/"))
        self.assertFalse(dfa.accepts("main", b"s://h:/"))

    def test_options(self):
        status, out, err = self.translate(
            'a = "x" b\nb = "y"\nc = "z"\n', "--prefix", "g_", "--machine",
            "gm", "--rule", "a")
        self.assertEqual(status, 0, err)
        self.assertIn("machine gm;", out)
        self.assertIn('g_a = "x"i g_b;', out)
        self.assertIn("# a = \"x\" b", out)
        self.assertNotIn("g_c", out)
        self.assertLess(out.index("g_b ="), out.index("g_a ="))
        status, _, err = self.translate('a = "x"\n', "--rule", "nosuch")
        self.assertEqual(status, 1)
        self.assertIn("no rule nosuch", err)


if __name__ == "__main__":
    toolstest.main(needs_ragel=True)
