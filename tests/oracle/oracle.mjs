#!/usr/bin/env node
// oracle.mjs - differential test of urival against an independent ABNF
// engine (the `abnf` package and JavaScript regular expressions).
//
// For every grammar/*.abnf it generates test strings for every rule (valid
// by construction, near-misses, and strings of other rules of the same
// grammar), decides each with the rule's regular expression, and writes one
// case a line:
//
//     <verdict> TAB <grammar> TAB <rule> TAB <kind> TAB <hex of the bytes>
//
// verdict is 1 when the string is in the rule's language and 0 when not;
// kind is "valid", "mutant" or "foreign" (how the string was made).  The
// cases go to the C driver (--driver, which it runs and whose exit status
// it returns) or to a file (--out) that the driver can read later.
//
// Usage:
//   node oracle.mjs --grammar-dir DIR [--grammar ID]... [-n N] [--seed S]
//                   [--modules DIR] (--driver PROGRAM [ARGS...] | --out FILE)
//   node oracle.mjs --grammar-dir DIR --regex ID RULE     print a regex
//   node oracle.mjs --grammar-dir DIR --match ID RULE STRING
//
// Exit status: the driver's (0 agreement, 1 disagreement, 2 a grammar or
// rule unknown to urival); 0 after --out; 2 for usage errors and grammars
// or rules the engine cannot compile (the others are still tested); 3 when
// the engine contradicts itself (a string generated from a rule that the
// rule's regex rejects, or regex and automaton disagreeing), which is a
// bug of this oracle, not of urival.

import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { join } from "node:path";
import {
  loadAbnfPackage, loadGrammar, grammarFiles, bytesToLatin1, GrammarError,
} from "./abnf-regex.mjs";
import { optimize } from "./abnf-regex.mjs";
import { Automaton } from "./automaton.mjs";
import { Rng, Generator, allocate } from "./generate.mjs";

function usage(msg) {
  if (msg) process.stderr.write(`oracle: ${msg}\n`);
  process.stderr.write(
    "usage: oracle.mjs --grammar-dir DIR [--grammar ID]... [-n N] [--seed S]\n" +
    "                  [--modules DIR] (--driver PROGRAM [ARGS...] | --out FILE)\n" +
    "       oracle.mjs --grammar-dir DIR [--modules DIR] --regex ID RULE\n" +
    "       oracle.mjs --grammar-dir DIR [--modules DIR] --match ID RULE STRING\n");
  process.exit(2);
}

function parseArgs(argv) {
  const o = {
    grammarDir: null, grammars: [], n: 20000, seed: "urival", modules: null,
    driver: null, driverArgs: [], out: null, regex: null, match: null,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    switch (a) {
      case "--grammar-dir": o.grammarDir = val(); break;
      case "--grammar": case "-g": o.grammars.push(val()); break;
      case "-n": case "--count": {
        o.n = Number(val());
        if (!Number.isInteger(o.n) || o.n < 1) usage("-n needs a positive integer");
        break;
      }
      case "--seed": o.seed = val(); break;
      case "--modules": o.modules = val(); break;
      case "--out": o.out = val(); break;
      case "--quiet": case "-q": o.quiet = true; break;
      case "--regex": o.regex = [val(), val()]; break;
      case "--match": o.match = [val(), val(), val()]; break;
      case "--driver":
        o.driver = val();
        o.driverArgs = argv.slice(i + 1);
        i = argv.length;
        break;
      default: usage(`unknown argument ${a}`);
    }
  }
  if (!o.grammarDir) usage("--grammar-dir is required");
  if (!o.regex && !o.match && !o.driver && !o.out) usage("give --driver or --out");
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const log = (s) => { if (!opts.quiet) process.stderr.write(`oracle: ${s}\n`); };

let abnf;
try {
  abnf = await loadAbnfPackage(opts.modules);
} catch (e) {
  process.stderr.write(`oracle: ${e.message}\n`);
  process.exit(2);
}

function grammarById(id) {
  const file = join(opts.grammarDir, `${id}.abnf`);
  if (!existsSync(file)) usage(`no grammar file ${file}`);
  return loadGrammar(abnf, file);
}

try {
  if (opts.regex) {
    const g = grammarById(opts.regex[0]);
    process.stdout.write(g.regex(opts.regex[1]).source + "\n");
    process.exit(0);
  }
  if (opts.match) {
    const g = grammarById(opts.match[0]);
    const ok = g.matches(opts.match[1], Buffer.from(opts.match[2], "latin1"));
    process.stdout.write(ok ? "match\n" : "no match\n");
    process.exit(ok ? 0 : 1);
  }
} catch (e) {
  process.stderr.write(`oracle: ${e.message}\n`);
  process.exit(e instanceof GrammarError ? 2 : 3);
}

// ---------------------------------------------------------------------------
// The differential run.

let files = grammarFiles(opts.grammarDir);
if (opts.grammars.length) {
  files = opts.grammars.map(id => join(opts.grammarDir, `${id}.abnf`));
  for (const f of files) if (!existsSync(f)) usage(`no grammar file ${f}`);
}
if (!files.length) usage(`no .abnf files in ${opts.grammarDir}`);

// Where the cases go.
let sink;
let child = null;
let childExit = null;
if (opts.driver) {
  child = spawn(opts.driver, opts.driverArgs, { stdio: ["pipe", "inherit", "inherit"] });
  childExit = new Promise((res) => {
    child.on("exit", (code, signal) => res({ code, signal }));
    child.on("error", (e) => {
      process.stderr.write(`oracle: cannot run ${opts.driver}: ${e.message}\n`);
      res({ code: 2, signal: null });
    });
  });
  sink = child.stdin;
  // The driver stops reading after too many disagreements; that is not
  // an error of ours.
  sink.on("error", (e) => { if (e.code !== "EPIPE") throw e; });
} else {
  sink = createWriteStream(opts.out);
}

let closed = false;
sink.on("close", () => { closed = true; });
let pending = [];
let pendingBytes = 0;
async function emit(line) {
  pending.push(line);
  pendingBytes += line.length;
  if (pendingBytes >= 1 << 16) await flush();
}
async function flush() {
  if (!pending.length || closed) { pending = []; pendingBytes = 0; return; }
  const chunk = pending.join("");
  pending = [];
  pendingBytes = 0;
  if (!sink.write(chunk)) {
    await new Promise((res) => {
      const done = () => { sink.off("drain", done); sink.off("close", done); res(); };
      sink.on("drain", done);
      sink.on("close", done);
    });
  }
}

const SLOW_MS = 250;
function judge(g, rule, bytes) {
  const t0 = performance.now();
  const ok = g.regex(rule).test(bytesToLatin1(bytes));
  const dt = performance.now() - t0;
  if (dt > SLOW_MS) {
    log(`warning: ${g.id} ${rule}: the regex took ${dt.toFixed(0)} ms on ` +
        `${Buffer.from(bytes).toString("hex")} (backtracking)`);
  }
  return ok;
}

// The automaton of each rule, built on first use.
const automata = new Map();
function automatonOf(g, rule) {
  const key = `${g.id}\t${rule}`;
  let a = automata.get(key);
  if (!a) {
    a = new Automaton(optimize(g.ir(rule)));
    automata.set(key, a);
  }
  return a;
}

// The error fields a rejection must carry: offset, at_end, end_ok and the
// expected set as eight 32-bit words in hex (bit b of word b / 32).
function diagFields(d) {
  let words = "";
  for (let w = 0; w < 8; w++) words += d.expected.w[w].toString(16).padStart(8, "0");
  return `\t${d.offset}\t${d.atEnd ? 1 : 0}\t${d.endOk ? 1 : 0}\t${words}`;
}

const BUDGETS = [8, 24, 48, 96, 160, 256];
let selfContradictions = 0;
let grammarErrors = 0;
const t0 = Date.now();

for (const file of files) {
  let g;
  try {
    g = loadGrammar(abnf, file);
  } catch (e) {
    process.stderr.write(`oracle: ${e.message}\n`);
    grammarErrors++;
    continue;
  }
  // Compile every rule up front; a rule that cannot be compiled (prose,
  // recursion, an undefined reference) is reported and left out, and the
  // run fails, but the other rules are still tested.
  const bad = [];
  for (const r of g.ruleNames) {
    try {
      g.regex(r);
    } catch (e) {
      if (!(e instanceof GrammarError)) throw e;
      process.stderr.write(`oracle: ${e.message}\n`);
      bad.push(r);
    }
  }
  if (bad.length) {
    grammarErrors++;
    g.ruleNames = g.ruleNames.filter(r => !bad.includes(r));
    g.topLevel = g.topLevel.filter(r => !bad.includes(r));
    if (!g.ruleNames.length) continue;
  }
  const rng = new Rng(`${opts.seed}/${g.id}`);
  const gen = new Generator(g, rng);
  const plan = allocate(g, opts.n);
  let total = 0, members = 0;
  const kinds = { valid: 0, mutant: 0, foreign: 0 };
  const seenOf = new Map();     // rule -> Set of the hex strings it had
  const exhausted = new Set();  // rules whose distinct strings ran short
  // Makes up to `want` new distinct strings for a rule; returns how many.
  const run = async (rule, want) => {
    let seen = seenOf.get(rule);
    if (!seen) { seen = new Set(); seenOf.set(rule, seen); }
    let made = 0;
    for (let tries = 0; made < want && tries < want * 30 + 100; tries++) {
      const budget = rng.pick(BUDGETS);
      const r = rng.int(100);
      let kind, bytes;
      if (r < 38) {
        kind = "valid";
        bytes = gen.valid(rule, budget);
      } else if (r < 88) {
        kind = "mutant";
        bytes = gen.nearMiss(rule, gen.valid(rule, budget));
      } else {
        kind = "foreign";
        const other = rng.pick(g.ruleNames);
        bytes = gen.valid(other, budget);
        if (rng.chance(0.5)) bytes = gen.nearMiss(other, bytes);
      }
      const hex = Buffer.from(bytes).toString("hex");
      if (seen.has(hex)) continue;
      seen.add(hex);
      const ok = judge(g, rule, bytes);
      if (kind === "valid" && !ok) {
        process.stderr.write(
          `oracle: INTERNAL ERROR: ${g.id} ${rule}: the string generated from ` +
          `the rule is rejected by its own regex: hex ${hex}\n`);
        selfContradictions++;
      }
      const diag = automatonOf(g, rule).diagnose(bytes);
      if ((diag === null) !== ok) {
        process.stderr.write(
          `oracle: INTERNAL ERROR: ${g.id} ${rule}: the regex says ` +
          `${ok ? "valid" : "invalid"}, the automaton the opposite: hex ${hex}\n`);
        selfContradictions++;
      }
      await emit(`${ok ? 1 : 0}\t${g.id}\t${rule}\t${kind}\t${hex}` +
                 `${diag ? diagFields(diag) : ""}\n`);
      made++;
      kinds[kind]++;
      if (ok) members++;
      if (closed) break;
    }
    if (made < want) exhausted.add(rule);
    return made;
  };
  let deficit = 0;
  for (const [rule, want] of plan) {
    const made = await run(rule, want);
    total += made;
    deficit += want - made;
    if (closed) break;
  }
  // What small languages could not supply goes to the rules that still have
  // new strings to give, top-level rules first.
  while (deficit > 0 && !closed) {
    const open = plan.map(([n]) => n).filter(n => !exhausted.has(n))
      .sort((a, b) => g.topLevel.includes(b) - g.topLevel.includes(a));
    if (!open.length) break;
    const tops = open.filter(n => g.topLevel.includes(n));
    const takers = tops.length ? tops : open;
    const share = Math.ceil(deficit / takers.length);
    for (const rule of takers) {
      if (deficit <= 0 || closed) break;
      const made = await run(rule, Math.min(share, deficit));
      total += made;
      deficit -= made;
    }
  }
  seenOf.clear();
  await flush();
  log(`${g.id}: ${g.ruleNames.length} rules (top level: ${g.topLevel.join(", ")}); ` +
      `${total} strings generated: ${kinds.valid} valid by construction, ` +
      `${kinds.mutant} near-misses, ${kinds.foreign} from other rules; ` +
      `${members} in the language, ${total - members} not`);
  if (total < opts.n) {
    log(`warning: ${g.id}: only ${total} distinct strings, fewer than ${opts.n}`);
  }
  if (closed) break;
}
await flush();
log(`generation took ${((Date.now() - t0) / 1000).toFixed(1)} s`);

if (grammarErrors) {
  process.stderr.write(`oracle: ${grammarErrors} grammar(s) could not be compiled ` +
                       "in whole or in part (see above)\n");
}
if (child) {
  sink.end();
  const { code, signal } = await childExit;
  if (signal) {
    process.stderr.write(`oracle: the driver died of signal ${signal}\n`);
    process.exit(1);
  }
  if (selfContradictions) process.exit(3);
  process.exit(code === 0 && grammarErrors ? 2 : code);
} else {
  await new Promise((res) => sink.end(res));
  process.exit(selfContradictions ? 3 : grammarErrors ? 2 : 0);
}
