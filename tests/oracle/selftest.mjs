#!/usr/bin/env node
// selftest.mjs - checks the ABNF engine itself before it is trusted to judge
// urival: known strings of RFC 3986 (from the specification's text, not
// from urival), and a synthetic grammar that exercises every construct of
// RFC 5234 the compiler handles, plus the errors it must report.
//
// Usage: node selftest.mjs --grammar-dir DIR [--modules DIR]
// Exit status 0 when every check passes, 1 otherwise.

import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadAbnfPackage, loadGrammar, GrammarError } from "./abnf-regex.mjs";
import { Rng, Generator } from "./generate.mjs";
import { Automaton } from "./automaton.mjs";
import { optimize } from "./abnf-regex.mjs";

let grammarDir = null;
let modules = null;
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === "--grammar-dir") grammarDir = process.argv[++i];
  else if (process.argv[i] === "--modules") modules = process.argv[++i];
  else {
    process.stderr.write("usage: selftest.mjs --grammar-dir DIR [--modules DIR]\n");
    process.exit(2);
  }
}
if (!grammarDir) {
  process.stderr.write("usage: selftest.mjs --grammar-dir DIR [--modules DIR]\n");
  process.exit(2);
}

const abnf = await loadAbnfPackage(modules);
let passed = 0, failed = 0;

function expect(g, rule, str, want) {
  const got = g.matches(rule, Buffer.from(str, "latin1"));
  if (got === want) { passed++; return; }
  failed++;
  process.stdout.write(`selftest: FAIL: ${g.id} ${rule} ${JSON.stringify(str)}: ` +
    `expected ${want ? "a match" : "no match"}, got ${got ? "a match" : "no match"}\n`);
}
const yes = (g, r, ...ss) => ss.forEach(s => expect(g, r, s, true));
const no = (g, r, ...ss) => ss.forEach(s => expect(g, r, s, false));

// --- RFC 3986 --------------------------------------------------------------
const u = loadGrammar(abnf, join(grammarDir, "rfc3986.abnf"));
yes(u, "URI", "http://[::1]/", "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "http://www.ietf.org/rfc/rfc2396.txt", "ldap://[2001:db8::7]/c=GB?objectClass?one",
  "mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix",
  "tel:+1-816-555-1212", "telnet://192.0.2.16:80/",
  "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
  "foo://example.com:8042/over/there?name=ferret#nose", "a:", "HTTP://[V1.x]/",
  "http://[v7.:]", "s://[1:2:3:4:5:6:7:8]", "s://[::ffff:192.0.2.1]", "s://%41@h:");
no(u, "URI", "http://[1:2:3:4:5:6:7:8:9]/", "http://[::1", "//host", "1a:", ":",
  "", "http://exa mple/", "http://h/%G0", "http://[v.x]/", "http://[vg.x]/",
  "http://[1::2::3]/", "a:#a#", "http://h/\x00");
yes(u, "IPvFuture", "v1.x", "V1.x", "vFF.a:b", "Va.!");
no(u, "IPvFuture", "v1.", "v.x", "w1.x", "v1x");
yes(u, "dec-octet", "0", "9", "10", "99", "100", "199", "200", "249", "250", "255");
no(u, "dec-octet", "256", "00", "01", "260", "300", "", "1000", "-1");
yes(u, "IPv4address", "0.0.0.0", "255.255.255.255", "192.0.2.1");
no(u, "IPv4address", "256.0.0.0", "1.2.3", "1.2.3.4.5", "01.2.3.4");
yes(u, "IPv6address", "::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
  "::1.2.3.4", "1:2:3:4:5:6:7::", "FFFF::ffff", "1::2:3:4:5:6:7");
no(u, "IPv6address", "1:2:3:4:5:6:7:8:9", ":::", "1:2:3:4:5:6:7", "12345::",
  "1::2::3", "1:2:3:4:5:6:7:1.2.3.4", "::1.2.3", "1:2:3:4:5:6:7:8::");
yes(u, "path-empty", "");
no(u, "path-empty", "a", "/");
yes(u, "scheme", "a", "A+.-1");
no(u, "scheme", "", "1a", "+a");
yes(u, "pct-encoded", "%41", "%aF");
no(u, "pct-encoded", "%4", "%4G", "%%41");
yes(u, "relative-ref", "", "//h", "a/b:c", "?q", "#f", "/a:b");
no(u, "relative-ref", "a:b", "%");
yes(u, "URI-reference", "a:b", "a/b", "", "../x");
yes(u, "path", "", "/", "//", "a:b", "a", "/a//b");
no(u, "path", "?", "#", "%zz");
yes(u, "port", "", "0", "65536", "999999999");
no(u, "port", "a", "-1");

// The automaton agrees, and knows where a string goes wrong.
function diag(g, rule, str, offset, atEnd, endOk, expected) {
  const a = new Automaton(optimize(g.ir(rule)));
  const d = a.diagnose(Buffer.from(str, "latin1"));
  const exp = expected === null ? null
    : Buffer.from(expected, "latin1").toJSON().data.sort((x, y) => x - y).join(",");
  const got = d && [d.offset, d.atEnd, d.endOk, d.expected.members().join(",")];
  const want = [offset, atEnd, endOk, exp];
  if (d && got.every((v, i) => want[i] === null || v === want[i])) { passed++; return; }
  failed++;
  process.stdout.write(`selftest: FAIL: diagnosis of ${g.id} ${rule} ${JSON.stringify(str)}: ` +
    `got ${JSON.stringify(got)}, want ${JSON.stringify(want)}\n`);
}
diag(u, "URI", "http://[::1", 11, true, false, null);
diag(u, "URI", "http://h/%G0", 10, false, false, "0123456789ABCDEFabcdef");
diag(u, "URI", "1a:", 0, false, false, null);
diag(u, "dec-octet", "256", 2, false, true, "012345");
diag(u, "dec-octet", "", 0, true, false, "0123456789");
diag(u, "IPv6address", "1:2:3:4:5:6:7:8:9", 15, false, true, null);
for (const [r, s] of [["URI", "a:b"], ["IPv6address", "::"], ["path-empty", ""]]) {
  if (new Automaton(optimize(u.ir(r))).diagnose(Buffer.from(s)) === null) passed++;
  else { failed++; process.stdout.write(`selftest: FAIL: automaton rejects ${r} ${s}\n`); }
}

// --- core.abnf ---------------------------------------------------------------
const c = loadGrammar(abnf, join(grammarDir, "core.abnf"));
yes(c, "HEXDIG", "0", "a", "A", "f", "F");
no(c, "HEXDIG", "g", "G", "", "00");
yes(c, "CRLF", "\r\n");
no(c, "CRLF", "\n", "\r", "\n\r");
yes(c, "LWSP", "", " ", "\t", " \r\n ", "\r\n\t\r\n ");
no(c, "LWSP", "\r\n", " \r\n", "x");
yes(c, "OCTET", "\x00", "\xff");
no(c, "CHAR", "\x00", "\x80");
yes(c, "CHAR", "\x01", "\x7f");
yes(c, "VCHAR", "!", "~");
no(c, "VCHAR", " ", "\x7f");

// --- Every construct of RFC 5234, on a grammar written here ------------------
const dir = mkdtempSync(join(tmpdir(), "urival-oracle-"));
try {
  writeFileSync(join(dir, "core.abnf"), "DIGIT = %x30-39\nALPHA = %x41-5A / %x61-7A\nSP = %x20\n");
  writeFileSync(join(dir, "t.abnf"), [
    "; comment line",
    "top      = ci / cs / nums / reps",
    "ci       = \"aB\" / %i\"Cd\"        ; quoted strings ignore case",
    "cs       = %s\"Xy\" / %x7A.79    ; case-sensitive",
    "nums     = %d48 %b1000001 %x20-21 %d35-36",
    "reps     = \"r\" 2*3DIGIT *1ALPHA 2\"-\" 0\"n\" later",
    "later    = *2( \"<\" [ \">\" ] )  ; defined after use",
    "inc      = \"1\"",
    "inc      =/ \"2\" / \"3\"",
    "inc      =/ 1*(\"4\" \"5\")",
    "    indented = \"i\"",
    "empty    = 0<anything at all>",
    "mix      = 3*\"ab\"",
    "opt      = [\"ab\"] \"b\"",
    "sp       = \"_\"              ; shadows the core SP here",
    "usesp    = 1*SP",
    "hi       = %x41-FF",
    "lazy     = [ 1*4\"x\" ] \"x\"",
    "",
  ].join("\n"));
  const t = loadGrammar(abnf, join(dir, "t.abnf"));
  yes(t, "ci", "aB", "ab", "AB", "Ab", "cd", "CD");
  no(t, "ci", "a", "abab", "");
  yes(t, "cs", "Xy", "zy");
  no(t, "cs", "xy", "XY", "ZY");
  yes(t, "nums", "0A #", "0A!$");
  no(t, "nums", "0a #", "0A\"#", "0A %");
  yes(t, "reps", "r12--", "r123a--", "r12Z--<", "r12--<><");
  no(t, "reps", "r1--", "r1234--", "r12-", "r12ab--", "r12--n", "r12--<<<");
  yes(t, "inc", "1", "2", "3", "45", "4545");
  no(t, "inc", "4", "12", "");
  yes(t, "indented", "i", "I");
  yes(t, "empty", "");
  no(t, "empty", "a", " ");
  yes(t, "mix", "ababab", "ABabAbab");
  no(t, "mix", "abab", "ababa");
  yes(t, "opt", "b", "abb");
  no(t, "opt", "ab", "");
  yes(t, "usesp", "_", "___");
  no(t, "usesp", " ", "");
  yes(t, "hi", "A", "\xff");
  no(t, "hi", "@");
  yes(t, "lazy", "x", "xx", "xxxxx");
  no(t, "lazy", "", "xxxxxx");
  if (!t.topLevel.includes("top") || t.topLevel.includes("later")) {
    failed++;
    process.stdout.write(`selftest: FAIL: top-level rules of t: ${t.topLevel}\n`);
  } else passed++;

  // "uses": rules of other grammar files, transitively; own rules win.
  writeFileSync(join(dir, "u1.abnf"), [
    "; grammar: u1",
    "; uses:    x and y from grammar/u2.abnf,",
    ";          (and through it grammar/u3.abnf)",
    "",
    "a = x y z w",
    "y = \"Y\"          ; over u2's y",
    "",
  ].join("\n"));
  writeFileSync(join(dir, "u2.abnf"),
    "; grammar: u2\n; uses: grammar/u3.abnf\n\nx = \"x\" DIGIT\ny = \"2\"\nz = y\n");
  writeFileSync(join(dir, "u3.abnf"), "; grammar: u3\n\nw = \"w\" / y\n");
  const u1 = loadGrammar(abnf, join(dir, "u1.abnf"));
  yes(u1, "a", "x1yyw", "X9YYy");
  no(u1, "a", "x12yw", "x1y2w", "x1yy2");
  if (u1.uses.join(",") === "u2,u3,core" && u1.ruleNames.join(",") === "a,y") passed++;
  else {
    failed++;
    process.stdout.write(`selftest: FAIL: u1 uses ${u1.uses}, rules ${u1.ruleNames}\n`);
  }

  // Strings generated from a rule match it.
  const gen = new Generator(t, new Rng("selftest"));
  for (const r of t.ruleNames) {
    for (let i = 0; i < 200; i++) {
      const s = gen.valid(r, 64);
      if (t.matches(r, s)) passed++;
      else {
        failed++;
        process.stdout.write(`selftest: FAIL: generated ${JSON.stringify(Buffer.from(s).toString("latin1"))} does not match ${r}\n`);
        break;
      }
    }
  }

  // "; encoding: UTF-8": values are code points, matched as UTF-8.  Judged
  // against Node's own decoder, which refuses overlong forms, surrogates,
  // truncated sequences and bytes that never occur in UTF-8.
  const ranges = [[0xa0, 0xd7ff], [0xf900, 0xfdcf], [0x10000, 0x1fffd],
    [0xe1000, 0xefffd], [0x100000, 0x10fffd], [0x7f, 0x80], [0xd7ff, 0xe000]];
  writeFileSync(join(dir, "w.abnf"), "; grammar: w\n; encoding: UTF-8\n\nw = " +
    ranges.map(([a, b]) => `%x${a.toString(16)}-${b.toString(16)}`).join(" / ") +
    "\nseq = %xE9.41 \"b\"\n");
  const w = loadGrammar(abnf, join(dir, "w.abnf"));
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const inRanges = (bytes) => {
    let s;
    try { s = decoder.decode(Uint8Array.from(bytes)); } catch { return false; }
    const cps = [...s].map(c => c.codePointAt(0));
    return cps.length === 1 && ranges.some(([a, b]) => a <= cps[0] && cps[0] <= b);
  };
  const judge = (bytes) => {
    if (w.matches("w", bytes) === inRanges(bytes)) { passed++; return true; }
    failed++;
    process.stdout.write(`selftest: FAIL: w ${Buffer.from(bytes).toString("hex")}: ` +
      `the engine says ${!inRanges(bytes)}, Node's decoder ${inRanges(bytes)}\n`);
    return false;
  };
  for (const [a, b] of ranges) {
    for (const c of [a - 1, a, a + 1, b - 1, b, b + 1]) {
      if (c >= 0 && (c < 0xd800 || c > 0xdfff)) judge([...Buffer.from(String.fromCodePoint(c))]);
    }
  }
  const rng = new Rng("utf-8");
  const leads = [0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff];
  for (let i = 0; i < 20000; i++) {
    const n = 1 + rng.int(4);
    const bytes = [rng.int(3) ? leads[rng.int(leads.length)] : rng.int(256)];
    for (let k = 1; k < n; k++) bytes.push(rng.int(4) ? 0x80 + rng.int(64) : rng.int(256));
    if (!judge(bytes)) break;
  }
  yes(w, "seq", "\xc3\xa9Ab", "\xc3\xa9AB");
  no(w, "seq", "\xe9Ab");

  // Errors: prose, recursion, undefined rules.
  const bad = (name, text, pattern) => {
    writeFileSync(join(dir, `${name}.abnf`), text);
    try {
      const g = loadGrammar(abnf, join(dir, `${name}.abnf`));
      for (const r of g.ruleNames) g.regex(r);
      failed++;
      process.stdout.write(`selftest: FAIL: ${name}: no error\n`);
    } catch (e) {
      if (e instanceof GrammarError && pattern.test(e.message)) passed++;
      else {
        failed++;
        process.stdout.write(`selftest: FAIL: ${name}: wrong error: ${e.message}\n`);
      }
    }
  };
  bad("prose", "a = \"x\" b\nb = 1<some prose>\n", /rule b uses the prose value <some prose>/);
  bad("recursive", "a = \"(\" b \")\" / \"x\"\nb = a\n", /recursive \((a -> b -> a|b -> a -> b)\)/);
  bad("undefined", "a = nope\n", /rule a refers to undefined rule nope/);
  bad("above a byte", "a = %x41-100\n", /rule a: value 256 is above 0xFF/);
  bad("surrogates", "; encoding: UTF-8\n\na = %xD800-DFFF\n", /rule a: a range of surrogates/);
  bad("encoding", "; encoding: latin1\n\na = %x41\n", /encoding "latin1"/);
  bad("missing", "; uses: grammar/nothere.abnf\na = \"a\"\n", /uses grammar nothere, but .* does not exist/);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

process.stdout.write(`selftest: ${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
