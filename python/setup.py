"""Builds the urival extension (pip install ./python, or setup.py build).

Where liburival comes from, first match wins:
  URIVAL_BUILD_DIR=DIR    a configured and built source tree's build directory
                          (DIR/src/.libs/liburival.so, DIR/gen/urival_rules.h;
                          the header from URIVAL_SOURCE_DIR, by default the
                          directory above this file); the extension is linked
                          with an rpath to DIR/src/.libs
  URIVAL_INCLUDE_DIRS, URIVAL_LIBRARY_DIRS
                          directories (os.pathsep-separated) holding urival.h
                          and urival_rules.h, and liburival.so
  pkg-config urival       an installed liburival (PKG_CONFIG_PATH is honoured)
URIVAL_EXTRA_CFLAGS adds compiler flags (make check adds the build's warnings).
"""

import os
import shlex
import subprocess
import sys

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))


def split_dirs(value):
    return [d for d in value.split(os.pathsep) if d]


def from_build_dir(build):
    source = os.environ.get("URIVAL_SOURCE_DIR") or os.path.dirname(HERE)
    build = os.path.abspath(build)
    libdir = os.path.join(build, "src", ".libs")
    # The build's own gen/ first; a release tarball ships one in the source.
    includes = [os.path.join(source, "include"), os.path.join(build, "gen"),
                os.path.join(source, "gen")]
    if not os.path.exists(os.path.join(source, "include", "urival.h")):
        sys.exit(f"setup.py: no include/urival.h under URIVAL_SOURCE_DIR={source}")
    if not any(os.path.exists(os.path.join(d, "urival_rules.h")) for d in includes[1:]):
        sys.exit(f"setup.py: no gen/urival_rules.h under {build}: build the library first (make)")
    return dict(include_dirs=includes, library_dirs=[libdir], runtime_library_dirs=[libdir],
                libraries=["urival"])


def from_pkg_config():
    try:
        out = subprocess.run(["pkg-config", "--cflags", "--libs", "urival"], check=True,
                             capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit("setup.py: liburival not found: install it (pkg-config urival), or set "
                 "URIVAL_BUILD_DIR to a built source tree's build directory "
                 f"(see python/README.md) [{e}]")
    cfg = dict(include_dirs=[], library_dirs=[], libraries=[], extra_compile_args=[])
    for flag in shlex.split(out):
        if flag.startswith("-I"):
            cfg["include_dirs"].append(flag[2:])
        elif flag.startswith("-L"):
            cfg["library_dirs"].append(flag[2:])
        elif flag.startswith("-l"):
            cfg["libraries"].append(flag[2:])
        else:
            cfg["extra_compile_args"].append(flag)
    return cfg


def library():
    if os.environ.get("URIVAL_BUILD_DIR"):
        return from_build_dir(os.environ["URIVAL_BUILD_DIR"])
    if os.environ.get("URIVAL_INCLUDE_DIRS") or os.environ.get("URIVAL_LIBRARY_DIRS"):
        return dict(include_dirs=split_dirs(os.environ.get("URIVAL_INCLUDE_DIRS", "")),
                    library_dirs=split_dirs(os.environ.get("URIVAL_LIBRARY_DIRS", "")),
                    libraries=["urival"])
    return from_pkg_config()


cfg = library()
cfg.setdefault("extra_compile_args", [])
cfg["extra_compile_args"] += ["-std=c11", "-Wall", "-Wextra", "-Wpedantic"]
cfg["extra_compile_args"] += shlex.split(os.environ.get("URIVAL_EXTRA_CFLAGS", ""))

setup(
    packages=["urival"],
    include_package_data=False,
    package_data={"urival": ["py.typed", "*.pyi"]},
    ext_modules=[Extension("urival._urival", sources=["urival/_urival.c"], **cfg)],
)
