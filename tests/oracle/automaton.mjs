// automaton.mjs - a second decision procedure over the same intermediate
// form as the regular expressions: a Thompson NFA determinized lazily.
//
// The oracle uses it for two things the regular expressions cannot do:
//  - to check the regular expressions themselves (both must agree on every
//    string, or the oracle reports an internal error), and
//  - to compute what urival's error report must say about a rejected
//    string (urival.h, struct urival_error): the offset of the first byte
//    that cannot continue any valid string, whether the input ended too
//    early, whether ending at that offset would have been valid, and the
//    set of bytes that would have been accepted there.
//
// States that cannot reach acceptance are pruned, so a non-empty state set
// after a prefix means exactly that the prefix can be completed into a
// string of the language.

import { ByteSet } from "./abnf-regex.mjs";

class Nfa {
  constructor() {
    this.sets = [];   // ByteSet of the byte edge leaving the state, or null
    this.next = [];   // target of that edge
    this.eps = [];    // epsilon targets
  }
  state() {
    this.sets.push(null);
    this.next.push(-1);
    this.eps.push([]);
    return this.sets.length - 1;
  }
  e(a, b) { this.eps[a].push(b); }

  build(node) {
    switch (node.k) {
      case "ref":
        return this.build(node.node);
      case "set": {
        const s = this.state(), t = this.state();
        this.sets[s] = node.set;
        this.next[s] = t;
        return [s, t];
      }
      case "seq": {
        const s = this.state();
        let cur = s;
        for (const x of node.items) {
          const [a, b] = this.build(x);
          this.e(cur, a);
          cur = b;
        }
        return [s, cur];
      }
      case "alt": {
        const s = this.state(), t = this.state();
        for (const x of node.items) {
          const [a, b] = this.build(x);
          this.e(s, a);
          this.e(b, t);
        }
        return [s, t];
      }
      case "rep": {
        const s = this.state();
        let cur = s;
        for (let i = 0; i < node.min; i++) {
          const [a, b] = this.build(node.item);
          this.e(cur, a);
          cur = b;
        }
        if (node.max === Infinity) {
          const loop = this.state();
          const [a, b] = this.build(node.item);
          this.e(cur, loop);
          this.e(loop, a);
          this.e(b, loop);
          return [s, loop];
        }
        const end = this.state();
        for (let i = node.min; i < node.max; i++) {
          const [a, b] = this.build(node.item);
          this.e(cur, end);
          this.e(cur, a);
          cur = b;
        }
        this.e(cur, end);
        return [s, end];
      }
      default:
        throw new Error(`bad node ${node.k}`);
    }
  }
}

const UNKNOWN = -2, DEAD = -1;

export class Automaton {
  constructor(ir) {
    const nfa = new Nfa();
    const [start, accept] = nfa.build(ir);
    this.nfa = nfa;
    this.acceptState = accept;
    this.live = this._coReachable(accept);
    this.states = [];            // DFA states: { ids, accept, trans }
    this.index = new Map();      // key -> DFA state number
    this.start = this._intern(this._closure([start]));
  }

  // NFA states from which the accepting state can be reached.
  _coReachable(accept) {
    const n = this.nfa.sets.length;
    const rev = Array.from({ length: n }, () => []);
    for (let s = 0; s < n; s++) {
      for (const t of this.nfa.eps[s]) rev[t].push(s);
      const set = this.nfa.sets[s];
      if (set && set.size() > 0) rev[this.nfa.next[s]].push(s);
    }
    const live = new Uint8Array(n);
    const stack = [accept];
    live[accept] = 1;
    while (stack.length) {
      const t = stack.pop();
      for (const s of rev[t]) if (!live[s]) { live[s] = 1; stack.push(s); }
    }
    return live;
  }

  // Epsilon closure, reduced to the live states that have a byte edge, and
  // whether the accepting state is in it.
  _closure(seeds) {
    const seen = new Set();
    const stack = [];
    for (const s of seeds) if (this.live[s] && !seen.has(s)) { seen.add(s); stack.push(s); }
    while (stack.length) {
      const s = stack.pop();
      for (const t of this.nfa.eps[s]) {
        if (this.live[t] && !seen.has(t)) { seen.add(t); stack.push(t); }
      }
    }
    const ids = [...seen].filter(s => this.nfa.sets[s]).sort((a, b) => a - b);
    return { ids, accept: seen.has(this.acceptState) };
  }

  _intern({ ids, accept }) {
    if (ids.length === 0 && !accept) return DEAD;
    const key = ids.join(",") + (accept ? "!" : "");
    let n = this.index.get(key);
    if (n === undefined) {
      n = this.states.length;
      this.states.push({ ids, accept, trans: new Int32Array(256).fill(UNKNOWN) });
      this.index.set(key, n);
    }
    return n;
  }

  step(d, b) {
    const st = this.states[d];
    let t = st.trans[b];
    if (t !== UNKNOWN) return t;
    const seeds = [];
    for (const s of st.ids) if (this.nfa.sets[s].has(b)) seeds.push(this.nfa.next[s]);
    t = seeds.length ? this._intern(this._closure(seeds)) : DEAD;
    st.trans[b] = t;
    return t;
  }

  // Whole-string membership.
  accepts(bytes) {
    let d = this.start;
    if (d === DEAD) return false;
    for (let i = 0; i < bytes.length && d !== DEAD; i++) d = this.step(d, bytes[i]);
    return d !== DEAD && this.states[d].accept;
  }

  // What a rejection must report, as urival.h defines it.  Returns null
  // when the string is in the language.
  diagnose(bytes) {
    let d = this.start;
    let i = 0;
    if (d === DEAD) {   // the empty language
      return { offset: 0, atEnd: bytes.length === 0, endOk: false, expected: new ByteSet() };
    }
    for (; i < bytes.length; i++) {
      const nd = this.step(d, bytes[i]);
      if (nd === DEAD) break;
      d = nd;
    }
    if (i === bytes.length && this.states[d].accept) return null;
    const expected = new ByteSet();
    for (let b = 0; b < 256; b++) if (this.step(d, b) !== DEAD) expected.add(b);
    return {
      offset: i,
      atEnd: i === bytes.length,
      endOk: this.states[d].accept,
      expected,
    };
  }
}
