"""Shared by the Python tests of the grammar tools (tests/tools/*_test.py).

The .test wrappers run these with $srcdir set; temporary files live in a
mktemp directory, never in the (possibly read-only) source tree.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
SRCDIR = os.environ.get("srcdir") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)
TOOLS = os.path.join(SRCDIR, "tools")
GRAMMAR = os.path.join(SRCDIR, "grammar")
MACHINES = os.path.join(SRCDIR, "src", "machines")
sys.path.insert(0, TOOLS)

RAGEL = os.environ.get("RAGEL") or "ragel"
if RAGEL == "no":
    RAGEL = "ragel"
os.environ["RAGEL"] = RAGEL


def have_ragel():
    return shutil.which(RAGEL) is not None


def tool(name, *args, stdin=None):
    """Run tools/NAME; returns (status, stdout, stderr) as text."""
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, name)]
                          + list(args), input=stdin, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True)
    return proc.returncode, proc.stdout, proc.stderr


class TempDirTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="urival-tools-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path


def main(needs_ragel=False):
    """Run the tests of the calling module; exit 0 pass, 1 fail, 77 skip."""
    if needs_ragel and not have_ragel():
        print("SKIP: %s is not installed" % RAGEL)
        sys.exit(77)
    prog = unittest.main(exit=False, verbosity=2)
    sys.exit(0 if prog.result.wasSuccessful() else 1)
