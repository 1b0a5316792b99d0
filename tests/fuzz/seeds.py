#!/usr/bin/env python3
"""Seed corpora for the fuzz targets from the vector tables in tests/data:
the inputs of the tables each target's functions are tested with, laid out
as that target reads its input (selector bytes, then strings; where a target
takes two strings, they are joined by "\\n", which no URI holds).

Usage: seeds.py DATA-DIR OUT-DIR TARGET [RULES-FILE]
  RULES-FILE: the output of `urival rules` (GRAMMAR:NAME a line, in rule id
  order), so that a row's rule picks its own rule id for match and stream.
A target this script does not know gets every input of every table, behind
one zero byte.
"""
import os
import sys


def decode(field):
    if field == "\\e":
        return b""
    out, i = bytearray(), 0
    while i < len(field):
        ch = field[i]
        if ch != "\\":
            out += ch.encode("latin-1")
            i += 1
            continue
        nxt = field[i + 1]
        if nxt == "x":
            out.append(int(field[i + 2:i + 4], 16))
            i += 4
        else:
            out += {"\\": b"\\", "t": b"\t", "n": b"\n", "r": b"\r"}[nxt]
            i += 2
    return bytes(out)


def rows(data_dir, name):
    """The rows of one table, as lists of fields; none if it is missing."""
    path = os.path.join(data_dir, name)
    if not os.path.exists(path):
        return
    with open(path, encoding="latin-1") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield line.rstrip("\n").split("\t")


def field(row, i, result=False):
    """Field i decoded (a result field without its "="); b"" if absent."""
    if i >= len(row):
        return b""
    v = row[i]
    if result and v.startswith("="):
        v = v[1:]
    try:
        return decode(v)
    except (KeyError, ValueError, IndexError):
        return b""


def every_input(data_dir):
    """Field 1 of every row of every table (field 0 is mostly a selector)."""
    for name in sorted(os.listdir(data_dir)):
        if name.endswith(".tsv"):
            for row in rows(data_dir, name):
                yield field(row, 1)


RULE_TABLES = [("rfc3986_match.tsv", "rfc3986"), ("rfc3986_parse.tsv", "rfc3986"),
               ("rfc1738_match.tsv", "rfc1738"), ("url-1993_match.tsv", "url-1993"),
               ("url-draft05_match.tsv", "url-draft05"), ("rfc3987_match.tsv", "rfc3987")]
PARSE_RULES = ["uri-reference", "uri", "relative-ref", "absolute-uri"]
NORM_FLAGS = {"syntax": 0, "scheme": 1, "syntax+ipv6": 2, "scheme+ipv6": 3}
CMP_FLAGS = {"-": 0, "ignore-fragment": 4, "ipv6": 2, "ignore-fragment+ipv6": 6}
PCT_SETS = ["userinfo", "host", "path", "segment", "segment-nz-nc", "query", "fragment",
            "unreserved", "any"]


def rule_rows(data_dir):
    """(grammar, rule name, string) of every table that names a rule."""
    for name, grammar in RULE_TABLES:
        for row in rows(data_dir, name):
            yield grammar, row[0], field(row, 1)
    for row in rows(data_dir, "urn_match.tsv"):
        yield {"draft03": "urn-draft03"}.get(row[0], row[0]), row[1], field(row, 2)


def seeds(target, data_dir, ids):
    two = lambda a, b: a + b"\n" + b
    if target in ("match", "stream"):
        n = 0
        for grammar, rule, s in rule_rows(data_dir):
            rid = ids.get((grammar, rule.lower()), ids.get(rule.lower(), n))
            extra = bytes([n % 256]) if target == "stream" else b""
            yield bytes([rid // 256 % 256, rid % 256]) + extra + s
            n += 1
        for s in every_input(data_dir):  # other strings, on rules in turn
            rid = n % ids.get("#count", 256)
            extra = bytes([n % 256]) if target == "stream" else b""
            yield bytes([rid // 256 % 256, rid % 256]) + extra + s
            n += 1
    elif target == "parse":
        for row in rows(data_dir, "rfc3986_parse.tsv"):
            if row[0].lower() in PARSE_RULES:
                yield bytes([PARSE_RULES.index(row[0].lower())]) + field(row, 1)
        for row in rows(data_dir, "rfc3986_match.tsv"):
            yield b"\0" + field(row, 1)
        for table in ("resolve.tsv", "rfc3986_resolve.tsv"):
            for row in rows(data_dir, table):
                yield b"\1" + field(row, 1)
                yield b"\0" + field(row, 2)
        for row in rows(data_dir, "ipaddr.tsv"):
            yield b"\0" + field(row, 1)
    elif target == "reference":
        for table in ("rfc3986_resolve.tsv", "resolve.tsv"):
            for row in rows(data_dir, table):
                flags = 4 if row[0] == "non-strict" else 0
                yield bytes([flags]) + two(field(row, 1), field(row, 2))
        for row in rows(data_dir, "relativize.tsv"):
            yield b"\0" + two(field(row, 0), field(row, 1))
        # recompose_parts: a mask of the defined components, then them all.
        for row in rows(data_dir, "rfc3986_parse.tsv"):
            mask, parts = 0, []
            for c in range(8):
                v = row[2 + c]
                if v != "-":
                    mask |= 1 << c
                parts.append(decode(v[1:]) if v != "-" and v != "=" else b"")
            yield bytes([8, mask]) + b"\n".join(parts)
    elif target == "normalize":
        for row in rows(data_dir, "normalize.tsv"):
            res = field(row, 2, True) if row[2].startswith("=") else b""
            yield bytes([NORM_FLAGS.get(row[0], 0)]) + two(field(row, 1), res)
        for row in rows(data_dir, "compare.tsv"):
            yield bytes([CMP_FLAGS.get(row[0], 0)]) + two(field(row, 1), field(row, 2))
    elif target == "plainnorm":
        # Bare references: the one-pass normalizer against the plain steps.
        for row in rows(data_dir, "normalize.tsv"):
            yield field(row, 1)
        for row in rows(data_dir, "compare.tsv"):
            yield field(row, 1)
            yield field(row, 2)
        for row in rows(data_dir, "rfc3986_match.tsv"):
            yield field(row, 1)
    elif target == "pct":
        for i, row in enumerate(rows(data_dir, "pct.tsv")):
            op = PCT_SETS.index(row[1]) if row[1] in PCT_SETS else 0
            if row[0] == "decode-refuse-nul":
                op |= 0x10
            yield bytes([op, i % 256]) + field(row, 2)
    elif target == "urn":
        def flags(row, assigned_field):
            f = 1 if row[0] == "draft03" else 0
            f |= 2 if "assigned" in row[assigned_field] else 0
            f |= 4 if "5b" in row[assigned_field] else 0
            return bytes([f])
        for row in rows(data_dir, "urn_vectors.tsv"):
            yield flags(row, 1) + field(row, 2)
        for row in rows(data_dir, "urn_equiv.tsv"):
            yield flags(row, 1) + two(field(row, 2), field(row, 3))
        for row in rows(data_dir, "urn_text.tsv"):
            yield b"\1" + field(row, 0)
    elif target == "extract":
        for i, table in enumerate(("extract_cases.tsv", "extract_seeds.tsv", "urn_text.tsv",
                                   "extract_text.tsv")):
            for row in rows(data_dir, table):
                yield bytes([i]) + field(row, 0)
    elif target == "draft05":
        for row in rows(data_dir, "rfc1738_urls.tsv"):
            yield b"\0" + field(row, 1)
        for row in rows(data_dir, "rfc1738_parts.tsv"):
            yield b"\0" + field(row, 0)
        for row in rows(data_dir, "rfc1738_match.tsv"):
            yield b"\0" + field(row, 1)
        for row in rows(data_dir, "url-draft05_resolve.tsv"):
            strip = 1 if len(row) > 3 and row[3] == "strip" else 0
            yield bytes([strip]) + two(field(row, 0), field(row, 1))
        for table in ("url-draft05_match.tsv", "url-1993_match.tsv"):
            for row in rows(data_dir, table):
                yield b"\0" + field(row, 1)
    elif target == "lines":
        # The CLI's line reader: whole tables as text, behind its three
        # bytes (every other one mapped, repeated up to eight times).
        for i, name in enumerate(sorted(os.listdir(data_dir))):
            if name.endswith(".tsv"):
                with open(os.path.join(data_dir, name), "rb") as f:
                    mode = (i % 2) | (i % 8) << 1 | (i // 2 % 4) << 4
                    yield bytes([i % 7 + 1, 40 + i, mode]) + f.read(4096)
    else:
        for s in every_input(data_dir):
            yield b"\0" + s


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    data_dir, out_dir, target = argv[1:4]
    ids = {}
    if len(argv) > 4:
        with open(argv[4], encoding="ascii") as f:
            for i, line in enumerate(f):
                grammar, _, name = line.strip().partition(":")
                ids.setdefault((grammar, name.lower()), i)
                ids.setdefault(name.lower(), i)
                ids["#count"] = i + 1
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    for seed in seeds(target, data_dir, ids):
        with open(os.path.join(out_dir, "seed%06d" % count), "wb") as o:
            o.write(seed)
        count += 1
    print("%s: %d seeds" % (target, count))


if __name__ == "__main__":
    main(sys.argv)
