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


def pip_install(tmp_path, extra_env):
    """Installs a copy of python/ into a fresh virtual environment with
    pip, offline; returns the environment's interpreter and environment."""
    src = tmp_path / "src"
    shutil.copytree(SOURCE, src, ignore=shutil.ignore_patterns("_build", "build", "*.egg-info",
                                                                "__pycache__", "tests"))
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages",
                    str(env_dir)], check=True)
    py = env_dir / "bin" / "python"
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PYTHONPATH="")
    for k in ("URIVAL_BUILD_DIR", "URIVAL_SOURCE_DIR", "URIVAL_INCLUDE_DIRS",
              "URIVAL_LIBRARY_DIRS"):
        env.pop(k, None)
    env.update(extra_env)
    done = subprocess.run([str(py), "-m", "pip", "install", "--no-build-isolation",
                           "--no-index", "--no-deps", "--quiet", str(src)],
                          env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return py, env


CHECK = ("import urival, pathlib, sys; "
         "p = pathlib.Path(urival.__file__).parent; "
         "assert p.is_relative_to(sys.prefix), p; "
         "assert (p / 'py.typed').exists() and (p / '__init__.pyi').exists(); "
         "assert urival.parse('http://a:1/').port == 1; "
         "print(urival.library_version())")


def needs_pip():
    try:
        import pip  # noqa: F401
        import venv  # noqa: F401
    except ImportError:
        pytest.skip("pip or venv is not installed (python3-pip, python3-venv)")
    if not os.environ.get("URIVAL_BUILD_DIR"):
        pytest.skip("URIVAL_BUILD_DIR is not set (python/check.sh sets it)")


def test_pip_install_with_pkg_config(tmp_path):
    # An installed liburival as pkg-config describes it: a urival.pc whose
    # directories are this build's.
    needs_pip()
    build = pathlib.Path(os.environ["URIVAL_BUILD_DIR"])
    source = pathlib.Path(os.environ.get("URIVAL_SOURCE_DIR", SOURCE.parent))
    gen = build / "gen" if (build / "gen" / "urival_rules.h").exists() else source / "gen"
    pc = tmp_path / "pkgconfig"
    pc.mkdir()
    libdir = build / "src" / ".libs"
    (pc / "urival.pc").write_text(
        "Name: urival\nDescription: test\nVersion: 0\n"
        f"Cflags: -I{source / 'include'} -I{gen}\nLibs: -L{libdir} -lurival\n")
    py, env = pip_install(tmp_path, {"PKG_CONFIG_PATH": str(pc)})
    env["LD_LIBRARY_PATH"] = str(libdir)
    check = subprocess.run([str(py), "-P", "-c", CHECK], env=env, capture_output=True,
                           text=True, cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.strip() == urival.library_version()


def test_pip_install_offline(tmp_path):
    needs_pip()
    py, env = pip_install(tmp_path, {"URIVAL_BUILD_DIR": os.environ["URIVAL_BUILD_DIR"],
                                     "URIVAL_SOURCE_DIR": os.environ.get(
                                         "URIVAL_SOURCE_DIR", str(SOURCE.parent))})
    check = subprocess.run([str(py), "-P", "-c", CHECK], env=env, capture_output=True,
                           text=True, cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.strip() == urival.library_version()
