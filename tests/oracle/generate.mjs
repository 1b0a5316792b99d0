// generate.mjs - deterministic test strings for the ABNF oracle.
//
// Valid strings are produced by walking a rule's intermediate form (see
// abnf-regex.mjs) with random choices: one alternative of every
// alternation, a bounded count for every repetition, a random byte of every
// set (so quoted strings come out in mixed case).  Near-misses are valid
// strings with one (sometimes two or three) single-byte insertions,
// deletions or substitutions, their bytes drawn from all 256 values with an
// emphasis on delimiters and on the bytes the grammar itself names.
// Nothing here decides membership: every string, valid by construction or
// not, is judged by the regular expression.

// A small seeded generator (Bob Jenkins' small fast counter, 32-bit form).
export class Rng {
  constructor(seed) {
    // Hash the seed text into four words.
    let h = 0x811c9dc5;
    const words = [];
    const text = String(seed);
    for (let k = 0; k < 4; k++) {
      for (let i = 0; i < text.length; i++) {
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
      }
      h = Math.imul(h ^ (k + 0x9e), 0x01000193) >>> 0;
      words.push(h);
    }
    [this.a, this.b, this.c, this.d] = words;
    this.d |= 1;
    for (let i = 0; i < 20; i++) this.next();
  }
  next() {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }
  // Integer in [0, n).
  int(n) { return n <= 1 ? 0 : Math.floor((this.next() / 4294967296) * n); }
  // Integer in [lo, hi].
  between(lo, hi) { return lo + this.int(hi - lo + 1); }
  chance(p) { return this.next() / 4294967296 < p; }
  pick(a) { return a[this.int(a.length)]; }
}

// Bytes that delimit components in the URI family of grammars, plus the
// classic troublemakers: controls, space, DEL, NUL, bytes above 0x7F.
const DELIMS = Buffer.from(
  ":/?#[]@!$&'()*+,;=%.-_~ \"<>\\^`{|}\t\r\n\x00\x7f\x80\xff", "latin1");

// Bytes the grammar names: every member of every small set reached from
// the rule (literal characters, short ranges).
function namedBytes(node, out, seen) {
  if (seen.has(node)) return out;
  seen.add(node);
  switch (node.k) {
    case "ref": namedBytes(node.node, out, seen); break;
    case "set": {
      const m = node.set.members();
      if (m.length <= 16) for (const b of m) out.add(b);
      break;
    }
    case "seq": case "alt":
      for (const x of node.items) namedBytes(x, out, seen);
      break;
    case "rep": namedBytes(node.item, out, seen); break;
    default: break;
  }
  return out;
}

export class Generator {
  constructor(grammar, rng) {
    this.g = grammar;
    this.rng = rng;
    this.named = new Map();
    this.members = new WeakMap();   // set node -> its bytes
  }

  // A valid string of the rule, as an array of byte values.  `budget` is a
  // soft limit on length: past it, repetitions take their minimum.
  valid(name, budget) {
    const out = [];
    this._gen(this.g.ir(name), out, budget);
    return out;
  }

  _count(min, max, out, budget) {
    const rng = this.rng;
    if (out.length >= budget) return min;
    const span = max - min;
    if (span === 0) return min;
    if (span <= 8) {
      // Small bounded repetitions: every count equally likely, so the
      // bounds themselves (h16's 4, IPv6's 6, ...) are reached often.
      return min + rng.int(span + 1);
    }
    const r = rng.next() / 4294967296;
    let extra;
    if (r < 0.15) extra = 0;
    else if (r < 0.85) extra = 1 + rng.int(4);
    else if (r < 0.97) extra = 5 + rng.int(12);
    else extra = 17 + rng.int(48);
    if (max !== Infinity && r > 0.95 && rng.chance(0.5)) extra = span;
    return min + Math.min(extra, span);
  }

  _gen(node, out, budget) {
    const rng = this.rng;
    switch (node.k) {
      case "ref":
        this._gen(node.node, out, budget);
        return;
      case "set": {
        let m = this.members.get(node);
        if (!m) {
          m = node.set.members();
          this.members.set(node, m);
        }
        if (m.length === 0) throw new Error("cannot generate from an empty set");
        out.push(rng.pick(m));
        return;
      }
      case "seq":
        for (const x of node.items) this._gen(x, out, budget);
        return;
      case "alt":
        this._gen(rng.pick(node.items), out, budget);
        return;
      case "rep": {
        const n = this._count(node.min, node.max, out, budget);
        for (let i = 0; i < n; i++) this._gen(node.item, out, budget);
        return;
      }
      default:
        throw new Error(`bad node ${node.k}`);
    }
  }

  _namedBytes(name) {
    let a = this.named.get(name);
    if (!a) {
      a = [...namedBytes(this.g.ir(name), new Set(), new Set())];
      this.named.set(name, a);
    }
    return a;
  }

  _byte(name, s) {
    const rng = this.rng;
    const r = rng.int(100);
    if (r < 40) return rng.pick(DELIMS);
    if (r < 60) {
      const named = this._namedBytes(name);
      if (named.length) return rng.pick(named);
    }
    if (r < 70 && s.length) return rng.pick(s);
    return rng.int(256);
  }

  // One to three single-byte edits of s (an array of bytes): insertions,
  // deletions, substitutions, and now and then a letter's case flipped.
  nearMiss(name, s) {
    const rng = this.rng;
    const out = s.slice();
    const edits = rng.chance(0.85) ? 1 : 2 + rng.int(2);
    for (let e = 0; e < edits; e++) {
      const op = out.length === 0 ? 0 : rng.int(10) === 0 ? 3 : rng.int(3);
      if (op === 3) {
        // Flip the case of a letter: quoted strings must not care, %x
        // values must.
        const letters = [];
        out.forEach((b, i) => { if (/[A-Za-z]/.test(String.fromCharCode(b))) letters.push(i); });
        if (letters.length) {
          const i = rng.pick(letters);
          out[i] ^= 0x20;
        } else {
          out[rng.int(out.length)] = this._byte(name, out);
        }
      } else if (op === 0) {
        out.splice(rng.int(out.length + 1), 0, this._byte(name, out));
      } else if (op === 1) {
        out.splice(rng.int(out.length), 1);
      } else {
        out[rng.int(out.length)] = this._byte(name, out);
      }
    }
    return out;
  }
}

// How many cases each rule of a grammar gets out of `total`: top-level
// rules weigh 8, rules built from other rules 2, the others 1, and every
// rule gets at least `floor` cases.
export function allocate(grammar, total, floor = 40) {
  const names = grammar.ruleNames;
  const weight = names.map(n => {
    if (grammar.topLevel.includes(n)) return 8;
    const ir = grammar.ir(n);
    return hasRef(ir.node) ? 2 : 1;
  });
  const sum = weight.reduce((a, b) => a + b, 0);
  const counts = weight.map(w => Math.max(floor, Math.floor((total * w) / sum)));
  // Top the total up to at least `total` (rounding down lost some).
  let have = counts.reduce((a, b) => a + b, 0);
  for (let i = 0; have < total; i = (i + 1) % names.length) {
    if (weight[i] === 8 || !weight.includes(8)) { counts[i]++; have++; }
  }
  return names.map((n, i) => [n, counts[i]]);
}

function hasRef(node) {
  switch (node.k) {
    case "ref": return true;
    case "seq": case "alt": return node.items.some(hasRef);
    case "rep": return hasRef(node.item);
    default: return false;
  }
}
