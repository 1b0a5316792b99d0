#!/bin/sh
# The layer rule of HACKING.md, checked on every source file: a file's
# directory says what it may include.
#   core       core/
#   uri        core/ uri/
#   reference  core/ uri/ reference/
#   urn        core/ urn/
#   historic   core/ historic/
#   iri        core/ uri/ reference/ iri/
#   cli        cli/ and the public header alone
# Besides these, any file may include the public headers ("urival.h" and
# the generated "urival_rules.h"), "config.h" and system headers (<...>).
# A project header is always named with its directory, so that the include
# itself says which layer it reaches into.  The checker first has to find
# the violations planted in a scratch tree.
set -u
srcdir=${srcdir:-.}
python=${PYTHON3:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/layers.py" <<'PY'
import os, re, sys

ALLOWED = {
    "core": {"core"},
    "uri": {"core", "uri"},
    "reference": {"core", "uri", "reference"},
    "urn": {"core", "urn"},
    "historic": {"core", "historic"},
    "iri": {"core", "uri", "reference", "iri"},
    "cli": {"cli"},
}
ANYWHERE = {"urival.h", "urival_rules.h", "config.h"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)

def check(src):
    bad = []
    # Hidden directories (.libs, .deps) are a build's, in an in-tree build.
    dirs = sorted(d for d in os.listdir(src)
                  if os.path.isdir(os.path.join(src, d)) and d != "machines"
                  and not d.startswith("."))
    for d in dirs:
        if d not in ALLOWED:
            bad.append("%s/: a directory the layer rule does not know" % d)
            continue
        for name in sorted(os.listdir(os.path.join(src, d))):
            if not name.endswith((".c", ".h", ".rl")):
                continue
            path = os.path.join(src, d, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for inc in INCLUDE.findall(text):
                if inc in ANYWHERE:
                    continue
                layer = inc.split("/")[0] if "/" in inc else None
                if layer is None:
                    bad.append('%s/%s: "%s" names no directory' % (d, name, inc))
                elif layer not in ALLOWED[d]:
                    bad.append('%s/%s: includes "%s", outside %s' %
                               (d, name, inc, ", ".join(sorted(ALLOWED[d]))))
                elif not os.path.isfile(os.path.join(src, inc)):
                    bad.append('%s/%s: "%s" does not exist' % (d, name, inc))
    return bad

bad = check(sys.argv[1])
for b in bad:
    print("FAIL: layer rule: " + b)
if len(sys.argv) > 2:
    print("checked the layer rule over %s" % sys.argv[1])
sys.exit(1 if bad else 0)
PY

# The planted tree: a core file reaching up into a family, a CLI file using
# the library's internals, an include without its directory.
mkdir -p "$tmp/planted/core" "$tmp/planted/uri" "$tmp/planted/cli"
printf '#include "core/a.h"\n' > "$tmp/planted/core/a.h"
printf '#include "uri/b.h"\n' > "$tmp/planted/core/a.c"
printf '#include "core/a.h"\n' > "$tmp/planted/uri/b.h"
printf '#include "core/a.h"\n' > "$tmp/planted/cli/c.c"
printf '#include "b.h"\n' > "$tmp/planted/uri/d.c"
found=$("$python" "$tmp/layers.py" "$tmp/planted" | grep -c '^FAIL')
if [ "$found" -ne 3 ]; then
    echo "FAIL: the checker found $found of the 3 planted violations"
    "$python" "$tmp/layers.py" "$tmp/planted"
    exit 1
fi
"$python" "$tmp/layers.py" "$srcdir/src" verbose
