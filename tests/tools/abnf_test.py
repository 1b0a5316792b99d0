"""tools/abnf.py: the RFC 5234 parser, its errors, and rule dependencies."""

import os
import unittest

import toolstest
import abnf


def rule(text, name="r"):
    return abnf.parse(text).rule(name)


class Elements(unittest.TestCase):
    def test_every_construct(self):
        r = rule('r = a / b c / *d / 1*e / 2*f / *3g / 4*5h / 6i / ( j / k )'
                 ' / [ l ] / "m" / %s"N" / %i"o" / %x41 / %x41-5A'
                 ' / %x0D.0A / %d13 / %b101 / <prose>\n')
        kinds = [type(n).__name__ for n in r.node.items]
        self.assertEqual(kinds, [
            "RuleRef", "Concatenation", "Repetition", "Repetition",
            "Repetition", "Repetition", "Repetition", "Repetition", "Group",
            "Option", "CharVal", "CharVal", "CharVal", "NumVal", "NumVal",
            "NumVal", "NumVal", "NumVal", "ProseVal"])
        counts = [(n.min, n.max) for n in r.node.items[2:8]]
        self.assertEqual(counts, [(0, None), (1, None), (2, None), (0, 3),
                                  (4, 5), (6, 6)])
        m, n, o = r.node.items[10:13]
        self.assertFalse(m.case_sensitive)
        self.assertTrue(n.case_sensitive)
        self.assertFalse(o.case_sensitive)
        seq = r.node.items[15]
        self.assertEqual(seq.values, [0x0D, 0x0A])
        rng = r.node.items[14]
        self.assertEqual((rng.lo, rng.hi), (0x41, 0x5A))
        self.assertEqual(r.node.items[17].values, [5])
        self.assertEqual(r.node.items[18].value, "prose")

    def test_text_keeps_spelling_canon_unifies(self):
        a = rule("r = 0*1x / %x0d\n")
        b = rule("r = *1x / %xD\n")
        self.assertEqual(a.text(), "r = 0*1x / %x0D")
        self.assertEqual(a.canon(), b.canon())
        self.assertEqual(a.node, b.node)
        self.assertNotEqual(rule("r = ( x )\n").node, rule("r = x\n").node)

    def test_incremental_alternatives_merge(self):
        g = abnf.parse('r = "a"\nother = "z"\nr =/ "b" / "c"\nR =/ "d"\n')
        r = g.rule("r")
        self.assertEqual(r.node.text(), '"a" / "b" / "c" / "d"')
        self.assertEqual([d[0] for d in r.definitions], ["=", "=/", "=/"])
        self.assertEqual(g.names(), ["r", "other"])

    def test_names_are_case_insensitive(self):
        g = abnf.parse("Top = sub\nSUB = %x30\n")
        self.assertIs(g.rule("top"), g.rule("TOP"))
        self.assertEqual(g.dependencies(), {"Top": ["sub"], "SUB": []})
        self.assertEqual(g.undefined(), [])

    def test_layout(self):
        # Indented blocks, comments anywhere, blank lines inside a rule, CRLF
        # line ends and form feeds.
        text = ("   a = b   ; comment\r\n"
                "       / c\r\n"
                "\r\n"
                "     ; a comment line\r\n"
                "       / d\r\n"
                "\f\r\n"
                "   b = %x62\r\n   c = %x63\r\n   d = %x64\r\n")
        g = abnf.parse(text)
        self.assertEqual(g.names(), ["a", "b", "c", "d"])
        self.assertEqual(g.rule("a").node.text(), "b / c / d")

    def test_quoted_specials(self):
        r = rule('r = "\\" / ";" / "<" / "%x41"  ; not a comment inside\n')
        self.assertEqual([n.value for n in r.node.items],
                         ["\\", ";", "<", "%x41"])

    def test_header_fields(self):
        g = abnf.parse("; grammar: g\n; uses:    a from grammar/x.abnf,\n"
                       ";          b from grammar/y.abnf\n;\n"
                       "; notes:   one: two\n\n; not header: x\nr = %x30\n")
        f = g.header_fields()
        self.assertEqual(f["grammar"], "g")
        self.assertEqual(f["uses"],
                         "a from grammar/x.abnf, b from grammar/y.abnf")
        self.assertEqual(f["notes"], "one: two")
        self.assertNotIn("not header", f)


class Dependencies(unittest.TestCase):
    def test_rfc3986(self):
        g = abnf.parse_file(os.path.join(toolstest.GRAMMAR, "rfc3986.abnf"))
        names = g.names()
        self.assertEqual(names[:3], ["URI", "hier-part", "URI-reference"])
        self.assertEqual(len(names), 36)
        deps = g.dependencies()
        self.assertEqual(deps["IPv6address"], ["h16", "ls32"])
        self.assertEqual(deps["path-empty"], [])   # 0<pchar> uses nothing
        self.assertEqual(sorted(g.undefined()), ["ALPHA", "DIGIT", "HEXDIG"])
        self.assertEqual(g.recursive(), [])

    def test_recursion(self):
        g = abnf.parse('a = "x" / "(" b ")"\nb = c\nc = a\nd = "(" d ")"\n'
                       'e = "e" 0e\n')
        self.assertEqual(g.recursive(), [["a", "b", "c", "a"],
                                         ["d", "d"]])

    def test_scope_order_and_shadowing(self):
        core = abnf.parse("DIGIT = %x30-39\nALPHA = %x41-5A / %x61-7A\n")
        top = abnf.parse("b = a DIGIT\na = ALPHA\nDIGIT = %x30\n")
        scope = abnf.Scope([top, core])
        self.assertEqual([r.name for r in scope.order()],
                         ["ALPHA", "a", "DIGIT", "b"])
        self.assertIs(scope.lookup("digit"), top.rule("DIGIT"))
        self.assertEqual(scope.undefined(), [])
        self.assertEqual([(r.name, ref.name) for r, ref in
                          abnf.Scope([top]).undefined()], [("a", "ALPHA")])


class Errors(unittest.TestCase):
    def error(self, text):
        with self.assertRaises(abnf.ABNFError) as cm:
            abnf.parse(text, "g.abnf")
        return str(cm.exception)

    def test_located_messages(self):
        cases = [
            ('r = "abc\n', "g.abnf:1:5: unterminated quoted string"),
            ("   r = a\n   b\n", "g.abnf:2:4: expected '=' or '=/' after rule"
                                " name 'b' (a continuation line must be"
                                " indented deeper than its rule name)"),
            ("   r = a\n   / b\n", "g.abnf:2:4: expected a rule definition"),
            ("r a\n", "g.abnf:1:1: expected '=' or '=/' after rule name"),
            ("r = %x4G\n", "g.abnf:1:8: invalid digit 'G' in %x value"),
            ("r = %q41\n", "g.abnf:1:5: expected x, d or b after '%'"),
            ("r = %x41-\n", "g.abnf:1:10: expected hexadecimal digits"),
            ("r = %x41.42-43\n", "g.abnf:1:12: a %x value is either a range"),
            ("r = %x5A-41\n", "g.abnf:1:5: range %x5A-41 is empty"),
            ("r =/ a\n", "g.abnf:1:1: '=/' adds alternatives to rule 'r'"),
            ("r = a\nR = b\n", "g.abnf:2:1: rule 'R' is already defined at"
                               " line 1"),
            ('r = "a""b"\n', "g.abnf:1:8: missing whitespace"),
            ("r = * a\n", "g.abnf:1:7: a repeat count must be followed"),
            ("r = 3*2a\n", "g.abnf:1:5: repeat 3*2: minimum 3 is greater"),
            ("r = 2*100000a\n", "g.abnf:1:5: repeat 2*100000: a count above"
                                " 1000"),
            ('r = 99999999999999999999999*"x"\n', "g.abnf:1:5: repeat"
             " 99999999999999999999999*: a count above 1000"),
            ('r = 100*100( 1*100"a" )\n', "g.abnf:1:5: repeat 100*100: with"
             " the repeats inside it, 10000 copies of an element, above"
             " 1000"),
            ("r = ( )\n", "g.abnf:1:7: empty group"),
            ("r = [ a\n", "g.abnf:2:1: expected ']' to close the '[' at line"
                          " 1 column 5"),
            ("r = a | b\n", "g.abnf:1:7: unexpected character '|'"),
            ("r = <a\n", "g.abnf:1:5: unterminated prose value"),
            ("r =\n", "g.abnf:2:1: rule 'r' has no elements"),
            ("r = a /\n", "g.abnf:2:1: expected an element after '/'"),
            ("r = a b = c\n", "g.abnf:1:9: 'b' looks like a rule definition"),
            ('r = "\xe9"\n', "g.abnf:1:6: character '\xe9' is not allowed"),
        ]
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertTrue(self.error(text).startswith(expected),
                                self.error(text))

    def test_file_errors_name_the_file(self):
        t = toolstest.TempDirTest("run")
        t.setUp()
        try:
            path = t.write("bad.abnf", "ok = %x41\nbad = \x80\n")
            with self.assertRaises(abnf.ABNFError) as cm:
                abnf.parse_file(path)
            self.assertEqual(str(cm.exception), "%s:2:7: non-ASCII byte 0xC2:"
                             " ABNF files are ASCII" % path)
        finally:
            t.tearDown()


if __name__ == "__main__":
    toolstest.main()
