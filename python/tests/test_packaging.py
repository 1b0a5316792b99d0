"""`pip install ./python` works offline with the system's setuptools, into a
virtual environment that sees the system's packages, as python/README.md
says."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import urival

SOURCE = pathlib.Path(__file__).resolve().parents[1]


def test_pip_install_offline(tmp_path):
    try:
        import pip  # noqa: F401
        import venv  # noqa: F401
    except ImportError:
        pytest.skip("pip or venv is not installed (python3-pip, python3-venv)")
    build_dir = os.environ.get("URIVAL_BUILD_DIR")
    if not build_dir:
        pytest.skip("URIVAL_BUILD_DIR is not set (python/check.sh sets it)")
    # pip builds in the source directory: a copy, since the sources may be
    # read-only (make distcheck).
    src = tmp_path / "src"
    shutil.copytree(SOURCE, src, ignore=shutil.ignore_patterns("_build", "build", "*.egg-info",
                                                                "__pycache__", "tests"))
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages",
                    str(env_dir)], check=True)
    py = env_dir / "bin" / "python"
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PYTHONPATH="")
    done = subprocess.run([str(py), "-m", "pip", "install", "--no-build-isolation",
                           "--no-index", "--no-deps", "--quiet", str(src)],
                          env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    check = subprocess.run(
        [str(py), "-P", "-c",
         "import urival, pathlib, sys; "
         "p = pathlib.Path(urival.__file__).parent; "
         "assert p.is_relative_to(sys.prefix), p; "
         "assert (p / 'py.typed').exists() and (p / '__init__.pyi').exists(); "
         "assert urival.parse('http://a:1/').port == 1; "
         "print(urival.library_version())"],
        env=env, capture_output=True, text=True, cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.strip() == urival.library_version()
