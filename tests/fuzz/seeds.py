#!/usr/bin/env python3
"""Seed corpora for the fuzz targets from the vector tables in tests/data:
every input of every table row, behind the selector bytes each target reads.

Usage: seeds.py DATA-DIR OUT-DIR TARGET [RULES-FILE]
  RULES-FILE: the output of `urival rules` (GRAMMAR:NAME a line, in rule id
  order), so that a row's rule picks its own rule id for the match target.
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


def main(argv):
    data_dir, out_dir, target = argv[1:4]
    ids = {}
    if len(argv) > 4:
        with open(argv[4], encoding="ascii") as f:
            for i, line in enumerate(f):
                ids.setdefault(line.strip().split(":", 1)[-1].lower(), i)
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    for name in sorted(os.listdir(data_dir)):
        if not name.endswith(".tsv"):
            continue
        with open(os.path.join(data_dir, name), encoding="latin-1") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) < 2 or line.startswith("#"):
                    continue
                try:
                    s = decode(fields[1])
                except (KeyError, ValueError, IndexError):
                    continue
                # match: any rule selector; parse: URI-reference (selector 0).
                rid = ids.get(fields[0].lower(), count)
                prefix = bytes([rid // 256 % 256, rid % 256]) if target == "match" else b"\0"
                with open(os.path.join(out_dir, "seed%06d" % count), "wb") as o:
                    o.write(prefix + s)
                count += 1
    print("%s: %d seeds" % (target, count))


if __name__ == "__main__":
    main(sys.argv)
