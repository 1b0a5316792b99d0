#!/bin/sh
# No function of the library calls itself, directly or through others:
# stack use is bounded whatever the input (uriparser's CVE-2025-67899 was
# stack exhaustion by recursion).  gcc writes each file's call graph
# (-fcallgraph-info); a cycle in their union fails the test.
set -u
srcdir=${srcdir:-.}
[ -n "${URIVAL_LIB_C:-}" ] || { echo "FAIL: URIVAL_LIB_C not set by make"; exit 1; }
command -v gcc >/dev/null || { echo "SKIP: gcc not found"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
i=0
for f in $URIVAL_LIB_C; do
    i=$((i + 1))
    gcc -std=gnu99 -DHAVE_CONFIG_H -I. -Igen -I"$srcdir/gen" -I"$srcdir/include" -I"$srcdir/src" -O0 -fcallgraph-info \
        -c "$f" -o "$tmp/o$i.o" 2>"$tmp/err" || { cat "$tmp/err"; exit 1; }
done
# -O0 keeps every call of the source: no inlining or loop conversion hides
# a cycle.  First the check must see the one planted here.
cat > "$tmp/planted.c" <<'C'
int planted_f(int n);
int planted_g(int n) { return n ? planted_f(n - 1) : 0; }
int planted_f(int n) { return n ? planted_g(n - 1) + 1 : 0; }
C
mkdir "$tmp/planted"
gcc -O0 -fcallgraph-info -c "$tmp/planted.c" -o "$tmp/planted/p.o"
# The cycle finder, run on the planted graph first, then on the library's.
cat > "$tmp/cycles.py" <<'PY'
import glob, re, sys
edges = {}
for ci in glob.glob(sys.argv[1] + "/*.ci"):
    text = open(ci, errors="replace").read()
    for src, dst in re.findall(r'edge:\s*\{\s*sourcename:\s*"([^"]+)"\s*targetname:\s*"([^"]+)"', text):
        edges.setdefault(src.split(":")[-1], set()).add(dst.split(":")[-1])
# Depth-first search for a cycle, iteratively.
state = {}
for root in list(edges):
    if state.get(root):
        continue
    stack = [(root, iter(sorted(edges.get(root, ()))))]
    state[root] = 1
    path = [root]
    while stack:
        node, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            state[node] = 2
            stack.pop()
            path.pop()
            continue
        if state.get(nxt) == 1:
            print("FAIL: recursion: " + " -> ".join(path[path.index(nxt):] + [nxt]))
            sys.exit(1)
        if not state.get(nxt):
            state[nxt] = 1
            path.append(nxt)
            stack.append((nxt, iter(sorted(edges.get(nxt, ())))))
print("PASS: no recursion in %d functions with calls" % len(edges))
PY
python3 "$tmp/cycles.py" "$tmp/planted" >/dev/null &&
    { echo "FAIL: the planted recursion was not found"; exit 1; }
python3 "$tmp/cycles.py" "$tmp"
