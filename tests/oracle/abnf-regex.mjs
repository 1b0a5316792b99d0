// abnf-regex.mjs - urival's second-opinion ABNF engine.
//
// Reads a grammar/*.abnf file with the `abnf` package from the npm registry
// (an RFC 5234 parser independent of urival's own tools), turns every rule
// into an intermediate form of byte sets, sequences, alternations and
// bounded repetitions, and compiles that into an anchored JavaScript regular
// expression.  The grammars of urival are not recursive, so a backtracking
// regular expression decides membership exactly.
//
// Inputs are byte strings: a string of bytes is handed to the regular
// expressions as a "latin1" JavaScript string (one UTF-16 unit per byte,
// 0x00-0xFF), and every character class is written with \xHH escapes, so
// no Unicode case folding or escaping subtlety can interfere.
//
//  - Quoted strings ("abc", %i"abc") are case-insensitive for the ASCII
//    letters only, as RFC 5234 section 2.3 says; this is expanded into
//    explicit classes ([Aa]) instead of using the regex `i` flag.
//  - %x, %d, %b values and %s"..." strings are case-sensitive.
//  - A grammar whose header says "; encoding: UTF-8" (RFC 3987) has %x
//    values that are Unicode code points: each is matched as its UTF-8
//    bytes (utf8Node below, built lead byte by lead byte, surrogates
//    refused), so the language holds only well-formed UTF-8.  Otherwise a
//    value is a byte, and one above 0xFF is an error naming the rule.
//  - A repetition whose maximum is 0 (RFC 3986's `path-empty = 0<pchar>`)
//    is the empty string, whatever it repeats, prose included.  Any other
//    prose value is an error that names the rule.
//  - Recursive rules are an error that names the cycle.
//  - References are resolved in one namespace, as in a Ragel machine: the
//    grammar's own rules first, then the rules of the grammars its header
//    names in its `; uses:` field (grammar/NAME.abnf, breadth first over
//    their own `uses`), then core.abnf (RFC 5234 Appendix B), which is
//    always available.  A grammar's own definition wins over a used one.

import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------
// Loading the `abnf` package.  The test installs node_modules into the build
// tree, not next to this file, so the location is given explicitly (option
// --modules, or ORACLE_NODE_MODULES) and the package is imported by path.

export async function loadAbnfPackage(modulesDir) {
  const candidates = [];
  if (modulesDir) candidates.push(resolve(modulesDir));
  if (process.env.ORACLE_NODE_MODULES) {
    candidates.push(resolve(process.env.ORACLE_NODE_MODULES));
  }
  candidates.push(join(HERE, "node_modules"));
  candidates.push(resolve("node_modules"));
  for (const dir of candidates) {
    if (!existsSync(join(dir, "abnf", "package.json"))) continue;
    const req = createRequire(join(dir, "_oracle_resolver.js"));
    const entry = req.resolve("abnf");
    const mod = await import(pathToFileURL(entry).href);
    if (typeof mod.parseString !== "function") {
      throw new Error(`${entry}: the abnf package has no parseString()`);
    }
    return mod;
  }
  throw new Error(
    "cannot find the abnf package; looked in: " + candidates.join(", "));
}

// ---------------------------------------------------------------------------
// Byte sets: 256 bits in eight 32-bit words.

export class ByteSet {
  constructor(words) {
    this.w = words ? Uint32Array.from(words) : new Uint32Array(8);
  }
  static range(lo, hi) {
    const s = new ByteSet();
    for (let b = lo; b <= hi && b <= 255; b++) s.add(b);
    return s;
  }
  add(b) { this.w[b >>> 5] |= (1 << (b & 31)) >>> 0; }
  has(b) { return ((this.w[b >>> 5] >>> (b & 31)) & 1) === 1; }
  union(o) {
    const s = new ByteSet(this.w);
    for (let i = 0; i < 8; i++) s.w[i] |= o.w[i];
    return s;
  }
  size() {
    let n = 0;
    for (let b = 0; b < 256; b++) if (this.has(b)) n++;
    return n;
  }
  members() {
    const out = [];
    for (let b = 0; b < 256; b++) if (this.has(b)) out.push(b);
    return out;
  }
  ranges() {
    const out = [];
    let b = 0;
    while (b < 256) {
      if (!this.has(b)) { b++; continue; }
      let e = b;
      while (e + 1 < 256 && this.has(e + 1)) e++;
      out.push([b, e]);
      b = e + 1;
    }
    return out;
  }
}

// ---------------------------------------------------------------------------
// The intermediate form.  Nodes are plain objects:
//   { k: "set", set: ByteSet }                  one byte of the set
//   { k: "seq", items: [node...] }              concatenation ([] = empty)
//   { k: "alt", items: [node...] }              alternation
//   { k: "rep", min, max, item }                repetition (max may be Infinity)
//   { k: "ref", name, grammar, node }           a rule reference, kept for
//                                               the generator's benefit

const EMPTY = Object.freeze({ k: "seq", items: [] });

function setNode(set) { return { k: "set", set }; }
function byteNode(b) { const s = new ByteSet(); if (b <= 255) s.add(b); return setNode(s); }

function isAsciiLetter(c) {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function stringNode(str, caseInsensitive) {
  const items = [];
  for (const ch of str) {
    const c = ch.codePointAt(0);
    const s = new ByteSet();
    if (c <= 255) {
      s.add(c);
      if (caseInsensitive && isAsciiLetter(c)) s.add(c ^ 0x20);
    }
    items.push(setNode(s));
  }
  return items.length === 1 ? items[0] : { k: "seq", items };
}

// ---------------------------------------------------------------------------
// UTF-8 (RFC 3629): code points as byte sequences.  A range of code points
// of one encoded length is a tree over its bytes: the first byte carries the
// high bits behind its length tag, every continuation byte six bits behind
// 10xxxxxx.  At each byte the range splits into a partial first value, a
// run of values whose remaining bytes are free, and a partial last value.

const UTF8_LENGTHS = [[0x0, 0x7f, 0x00], [0x80, 0x7ff, 0xc0],
  [0x800, 0xffff, 0xe0], [0x10000, 0x10ffff, 0xf0]];

function utf8Tail(lo, hi, k, tag) {
  // Code points lo..hi (offsets inside one block) written as one byte
  // holding bits 6k and up, tagged, then k continuation bytes.
  if (k === 0) return byteRangeNode(tag | lo, tag | hi);
  const unit = 2 ** (6 * k);
  const a = Math.floor(lo / unit), b = Math.floor(hi / unit);
  const ra = lo % unit, rb = hi % unit;
  const next = (x, y) => utf8Tail(x, y, k - 1, 0x80);
  if (a === b) return { k: "seq", items: [byteRangeNode(tag | a, tag | a), next(ra, rb)] };
  const alts = [];
  let first = a, last = b;
  if (ra !== 0) {
    alts.push({ k: "seq", items: [byteRangeNode(tag | a, tag | a), next(ra, unit - 1)] });
    first = a + 1;
  }
  const lastPartial = rb !== unit - 1;
  if (lastPartial) last = b - 1;
  if (first <= last) {
    alts.push({ k: "seq", items: [byteRangeNode(tag | first, tag | last), next(0, unit - 1)] });
  }
  if (lastPartial) {
    alts.push({ k: "seq", items: [byteRangeNode(tag | b, tag | b), next(0, rb)] });
  }
  return alts.length === 1 ? alts[0] : { k: "alt", items: alts };
}

function byteRangeNode(lo, hi) { return setNode(ByteSet.range(lo, hi)); }

// The code points lo..hi as UTF-8, surrogates (D800-DFFF) left out; null
// when nothing is left.
export function utf8Node(lo, hi) {
  const alts = [];
  const pieces = [];
  if (lo < 0xd800) pieces.push([lo, Math.min(hi, 0xd7ff)]);
  if (hi > 0xdfff) pieces.push([Math.max(lo, 0xe000), hi]);
  for (const [a, b] of pieces) {
    UTF8_LENGTHS.forEach(([first, last, tag], n) => {
      const x = Math.max(a, first), y = Math.min(b, last);
      if (x <= y) alts.push(utf8Tail(x, y, n, tag));
    });
  }
  if (alts.length === 0) return null;
  return alts.length === 1 ? alts[0] : { k: "alt", items: alts };
}

// ---------------------------------------------------------------------------
// Grammars.

export class GrammarError extends Error {}

// RFC 5234 wants rules to begin in column 1 (an indented line continues the
// rule above it), but specifications print their ABNF indented, and
// grammar/rfc3986.abnf keeps the published indentation.  A line whose first
// non-blank text is `name =` or `name =/` can only begin a rule (an `=`
// cannot occur in elements outside quotes, prose and comments), so such a
// line is moved to column 1 before the text is handed to the parser.
// Nothing else is changed; line numbers stay the same.
export function normalizeLayout(text) {
  return text
    .split("\n")
    .map(l => (/^[ \t]+[A-Za-z][A-Za-z0-9-]*[ \t]*=/.test(l)
      ? l.replace(/^[ \t]+/, "") : l))
    .join("\n");
}

function parseAbnfFile(abnf, file, raw) {
  const text = normalizeLayout(raw ?? readFileSync(file, "latin1"));
  try {
    // utf16 = false: keep %x ranges as they are written.
    return abnf.parseString(text, file, false);
  } catch (e) {
    throw new GrammarError(`${file}: ${e.message}`);
  }
}

// The provenance header of a grammar file is its first paragraph of
// comments, "; field: value" lines whose continuation lines are indented.
// Returns the fields as an object of strings.
export function headerFields(text) {
  const fields = {};
  let cur = null;
  for (const line of text.split("\n")) {
    if (!/^\s*;/.test(line)) break;
    const m = /^\s*;\s?([A-Za-z][A-Za-z0-9_-]*):(.*)$/.exec(line);
    if (m) {
      cur = m[1].toLowerCase();
      fields[cur] = m[2].trim();
    } else if (cur) {
      fields[cur] += " " + line.replace(/^\s*;/, "").trim();
    }
  }
  return fields;
}

// The grammar ids a header's `uses` field names (grammar/NAME.abnf).
export function usesOf(text) {
  const out = [];
  const re = /([A-Za-z0-9._-]+)\.abnf\b/g;
  let m;
  while ((m = re.exec(headerFields(text).uses || "")) !== null) {
    if (!out.includes(m[1])) out.push(m[1]);
  }
  return out;
}

// What a grammar's %x values are: "bytes" (the default) or "UTF-8" (code
// points), from its header field "; encoding:".
export function encodingOf(text, file) {
  const v = headerFields(text).encoding;
  if (v === undefined) return "bytes";
  const word = v.split(/\s+/)[0].replace(/[.,;]$/, "");
  for (const e of ["bytes", "UTF-8"]) {
    if (word.toLowerCase() === e.toLowerCase()) return e;
  }
  throw new GrammarError(`${file}: encoding "${v}": the encodings are bytes and UTF-8`);
}

// Loads grammar/<id>.abnf, the grammars it uses, and core.abnf from the
// same directory.  Returns a Grammar object (see below).
export function loadGrammar(abnf, file, opts = {}) {
  const dir = dirname(file);
  const id = opts.id || basename(file).replace(/\.abnf$/, "");
  const parsed = new Map();   // id -> { rules, uses }
  const load = (gid, path, usedBy) => {
    if (!parsed.has(gid)) {
      if (!existsSync(path)) {
        throw new GrammarError(
          `${usedBy}: uses grammar ${gid}, but ${path} does not exist`);
      }
      const text = readFileSync(path, "latin1");
      if (headerFields(text).updates !== undefined) {
        throw new GrammarError(
          `${path}: an update of another grammar ("; updates:") is not supported by the oracle`);
      }
      if (/\bexcluding\b/.test(headerFields(text).uses || "")) {
        // tools/grammars.py reads an excluded rule as matching nothing; the
        // generator here cannot walk such a rule yet, so say so.
        throw new GrammarError(
          `${path}: "excluding" in the uses field is not supported by the oracle`);
      }
      parsed.set(gid, {
        rules: parseAbnfFile(abnf, path, text), uses: usesOf(text),
        utf8: encodingOf(text, path) === "UTF-8",
      });
    }
    return parsed.get(gid);
  };
  const own = load(id, file, id);
  // Breadth first over "uses"; core last.
  const order = [];
  const queue = [...own.uses];
  while (queue.length) {
    const gid = queue.shift();
    if (gid === id || order.includes(gid)) continue;
    order.push(gid);
    queue.push(...load(gid, join(dir, `${gid}.abnf`), id).uses);
  }
  const coreAt = order.indexOf("core");
  if (coreAt >= 0) order.splice(coreAt, 1);
  if (id !== "core" && existsSync(join(dir, "core.abnf"))) order.push("core");
  const scopes = order.map(gid => {
    const g = load(gid, join(dir, `${gid}.abnf`), id);
    return { id: gid, rules: g.rules, utf8: g.utf8 };
  });
  return new Grammar(id, file, own.rules, scopes, own.utf8);
}

// The order of the rules as written in the file: Rules.defs is an object
// keyed by upper-case name in insertion order, which is definition order.
function ruleOrder(rules) {
  return Object.values(rules.defs).map(r => r.name);
}

// Every rule name (upper case) referenced from a rule definition.
function collectRefs(node, out) {
  if (!node || typeof node !== "object") return out;
  if (Array.isArray(node)) { for (const n of node) collectRefs(n, out); return out; }
  switch (node.type) {
    case "ruleref": out.add(node.name.toUpperCase()); break;
    case "rule": collectRefs(node.def, out); break;
    case "concatenation": collectRefs(node.elements, out); break;
    case "alternation": collectRefs(node.alts, out); break;
    case "repetition": collectRefs(node.el, out); break;
    case "group": collectRefs(node.alt, out); break;
    default: break;
  }
  return out;
}

export class Grammar {
  constructor(id, file, own, scopes, utf8 = false) {
    this.id = id;
    this.utf8 = utf8;       // this grammar's values are code points
    this.file = file;
    this.own = own;
    this.scopes = scopes;   // [{ id, rules }]: used grammars, core last
    this.uses = scopes.map(sc => sc.id);
    this.ruleNames = ruleOrder(own);      // this grammar's rules, file order
    this.first = own.first ? own.defs[own.first].name : null;
    this.cache = new Map();               // "grammar:NAME" -> ref node
    this.regexCache = new Map();
    // Top-level rules: the first rule of the file, and every rule that no
    // other rule of this grammar references.
    const referenced = new Set();
    for (const r of Object.values(own.defs)) {
      for (const n of collectRefs(r.def, new Set())) {
        if (n !== r.name.toUpperCase()) referenced.add(n);
      }
    }
    this.topLevel = this.ruleNames.filter(
      n => n === this.first || !referenced.has(n.toUpperCase()));
  }

  // Finds the definition of a rule: this grammar first, then the grammars
  // it uses, core last.  One namespace: a rule brought in from a used
  // grammar resolves its own references here too.
  lookup(name) {
    const u = name.toUpperCase();
    const has = (rules) => Object.prototype.hasOwnProperty.call(rules.defs, u);
    if (has(this.own)) {
      return { grammar: this.id, rule: this.own.defs[u], utf8: this.utf8 };
    }
    for (const sc of this.scopes) {
      if (has(sc.rules)) return { grammar: sc.id, rule: sc.rules.defs[u], utf8: sc.utf8 };
    }
    return null;
  }

  // The intermediate form of a rule, as a "ref" node.
  ir(name) {
    return this._ref(name, [], name);
  }

  _ref(name, stack, from) {
    const found = this.lookup(name);
    if (!found) {
      throw new GrammarError(
        `${this.id}: rule ${from} refers to undefined rule ${name}`);
    }
    const key = `${found.grammar}:${found.rule.name.toUpperCase()}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const at = stack.findIndex(e => e.key === key);
    if (at >= 0) {
      const cyc = stack.slice(at).map(e => e.name).concat(found.rule.name);
      throw new GrammarError(
        `${this.id}: rule ${found.rule.name} is recursive (${cyc.join(" -> ")}); ` +
        "a regular expression cannot decide it");
    }
    const node = {
      k: "ref",
      name: found.rule.name,
      grammar: found.grammar,
      node: null,
    };
    stack.push({ key, name: found.rule.name });
    const outer = this.convUtf8;
    this.convUtf8 = found.utf8;   // the defining grammar says what %x means
    node.node = this._conv(found.rule.def, stack, found.rule.name);
    this.convUtf8 = outer;
    stack.pop();
    this.cache.set(key, node);
    return node;
  }

  // abnf AST -> intermediate form.  `rule` names the rule being converted,
  // for error messages.
  _conv(a, stack, rule) {
    if (Array.isArray(a)) {
      return { k: "seq", items: a.map(x => this._conv(x, stack, rule)) };
    }
    switch (a.type) {
      case "ruleref":
        return this._ref(a.name, stack, rule);
      case "caseInsensitveString":   // sic, the package's spelling
      case "caseInsensitiveString":
        return stringNode(a.str, true);
      case "caseSensitveString":     // sic
      case "caseSensitiveString":
        if (this.convUtf8) return this._utf8String(a.str, rule);
        this._bytesOnly(a.str, rule);
        return stringNode(a.str, false);
      case "range":
        if (a.first > a.last) {
          throw new GrammarError(`${this.id}: rule ${rule}: empty range`);
        }
        if (this.convUtf8) {
          if (a.last > 0x10ffff) {
            throw new GrammarError(`${this.id}: rule ${rule}: a value above 10FFFF`);
          }
          const n = utf8Node(a.first, a.last);
          if (!n) throw new GrammarError(`${this.id}: rule ${rule}: a range of surrogates`);
          return n;
        }
        if (a.last > 255) {
          throw new GrammarError(
            `${this.id}: rule ${rule}: value ${a.last} is above 0xFF (bytes; no "; encoding: UTF-8")`);
        }
        return setNode(ByteSet.range(a.first, a.last));
      case "concatenation":
        return { k: "seq", items: a.elements.map(x => this._conv(x, stack, rule)) };
      case "alternation":
        return { k: "alt", items: a.alts.map(x => this._conv(x, stack, rule)) };
      case "group":
        return this._conv(a.alt, stack, rule);
      case "repetition": {
        const min = a.rep.min ?? 0;
        const max = (a.rep.max === null || a.rep.max === undefined)
          ? Infinity : a.rep.max;
        if (a.rep.type !== "repeat") {
          throw new GrammarError(
            `${this.id}: rule ${rule}: "${a.rep.type}" is not RFC 5234 ABNF`);
        }
        if (max < min) {
          throw new GrammarError(
            `${this.id}: rule ${rule}: repetition ${min}*${max} has max < min`);
        }
        if (max === 0) return EMPTY;   // 0<pchar>, 0*0x, ...: the empty string
        return { k: "rep", min, max, item: this._conv(a.el, stack, rule) };
      }
      case "prose":
        throw new GrammarError(
          `${this.id}: rule ${rule} uses the prose value <${a.str}>, ` +
          "which only a repetition of at most 0 can give a meaning");
      default:
        throw new GrammarError(
          `${this.id}: rule ${rule}: unsupported ABNF element "${a.type}"`);
    }
  }

  // %x values and %s strings of a UTF-8 grammar: each code point as the
  // bytes of its own range.
  _utf8String(str, rule) {
    const items = [];
    for (const ch of str) {
      const c = ch.codePointAt(0);
      const n = utf8Node(c, c);
      if (!n) throw new GrammarError(`${this.id}: rule ${rule}: a surrogate value`);
      items.push(n);
    }
    return items.length === 1 ? items[0] : { k: "seq", items };
  }

  _bytesOnly(str, rule) {
    for (const ch of str) {
      if (ch.codePointAt(0) > 255) {
        throw new GrammarError(
          `${this.id}: rule ${rule}: value ${ch.codePointAt(0)} is above 0xFF (bytes; no "; encoding: UTF-8")`);
      }
    }
  }

  // The anchored regular expression of a rule.
  regex(name) {
    const u = name.toUpperCase();
    let re = this.regexCache.get(u);
    if (!re) {
      const src = toRegexSource(optimize(this.ir(name)));
      re = new RegExp(`^(?:${src})$`);
      this.regexCache.set(u, re);
    }
    return re;
  }

  // Membership of a byte string (Buffer / Uint8Array / array of numbers).
  matches(name, bytes) {
    return this.regex(name).test(bytesToLatin1(bytes));
  }
}

export function bytesToLatin1(bytes) {
  if (typeof bytes === "string") return bytes;
  return Buffer.from(bytes).toString("latin1");
}

// ---------------------------------------------------------------------------
// Simplification for the regular expression: drop ref wrappers, flatten
// nested sequences and alternations, merge alternatives that are single
// bytes into one class (fewer backtracking points; the language is the
// same).

export function optimize(n) {
  switch (n.k) {
    case "ref":
      return optimize(n.node);
    case "set":
      return n;
    case "seq": {
      const items = [];
      for (const x of n.items.map(optimize)) {
        if (x.k === "seq") items.push(...x.items); else items.push(x);
      }
      return items.length === 1 ? items[0] : { k: "seq", items };
    }
    case "alt": {
      const flat = [];
      for (const x of n.items.map(optimize)) {
        if (x.k === "alt") flat.push(...x.items); else flat.push(x);
      }
      let set = null;
      const rest = [];
      for (const x of flat) {
        if (x.k === "set") set = set ? set.union(x.set) : x.set;
        else rest.push(x);
      }
      const items = set ? [setNode(set), ...rest] : rest;
      return items.length === 1 ? items[0] : { k: "alt", items };
    }
    case "rep": {
      const item = optimize(n.item);
      if (n.min === 1 && n.max === 1) return item;
      if (item.k === "seq" && item.items.length === 0) return item;
      return { k: "rep", min: n.min, max: n.max, item };
    }
    default:
      throw new Error(`bad node ${n.k}`);
  }
}

function hex2(b) { return "\\x" + b.toString(16).padStart(2, "0"); }

function classSource(set) {
  const rs = set.ranges();
  if (rs.length === 0) return "[^\\x00-\\xff]";     // matches no byte
  if (rs.length === 1 && rs[0][0] === rs[0][1]) return hex2(rs[0][0]);
  let s = "[";
  for (const [lo, hi] of rs) {
    s += hex2(lo);
    if (hi === lo + 1) s += hex2(hi);
    else if (hi > lo) s += "-" + hex2(hi);
  }
  return s + "]";
}

// Returns [source, precedence]: 3 atom, 2.5 quantified atom, 2 sequence,
// 1 alternation.
function emit(n) {
  switch (n.k) {
    case "set":
      return [classSource(n.set), 3];
    case "seq": {
      if (n.items.length === 0) return ["", 3];
      const parts = n.items.map(x => {
        const [s, p] = emit(x);
        return p < 2 ? `(?:${s})` : s;
      });
      return [parts.join(""), n.items.length === 1 ? emit(n.items[0])[1] : 2];
    }
    case "alt":
      return [n.items.map(x => emit(x)[0]).join("|"), 1];
    case "rep": {
      let [s, p] = emit(n.item);
      if (p < 3 || s === "") s = `(?:${s})`;
      let q;
      const { min, max } = n;
      if (min === 0 && max === 1) q = "?";
      else if (min === 0 && max === Infinity) q = "*";
      else if (min === 1 && max === Infinity) q = "+";
      else if (max === Infinity) q = `{${min},}`;
      else if (min === max) q = `{${min}}`;
      else q = `{${min},${max}}`;
      // A quantified atom must not be quantified again: X{1,4}? is a lazy
      // X{1,4}, not an optional one.  2.5: fine in a sequence, wrapped
      // under another quantifier.
      return [s + q, 2.5];
    }
    default:
      throw new Error(`bad node ${n.k}`);
  }
}

export function toRegexSource(n) {
  return emit(n)[0];
}

// Lists the grammar files of a directory: every *.abnf, core first.
export function grammarFiles(dir) {
  return readdirSync(dir)
    .filter(f => f.endsWith(".abnf"))
    .sort((a, b) => (a === "core.abnf" ? -1 : b === "core.abnf" ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map(f => join(dir, f));
}
