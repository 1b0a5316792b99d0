"""Shared setup of the binding's tests (run by python/check.sh, or by hand:
see python/README.md)."""

import os
import pathlib

import pytest

import urival

try:
    from hypothesis import HealthCheck, settings

    # Bounded, deterministic, and nothing written beside the sources.
    settings.register_profile(
        "urival",
        max_examples=int(os.environ.get("URIVAL_HYPOTHESIS_EXAMPLES", "300")),
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    settings.load_profile("urival")
except ImportError:  # the property tests skip themselves
    pass

needs_urn = pytest.mark.skipif(not urival.HAVE_URN,
                               reason="liburival built with --disable-urn: no urival_urn_*")
needs_historic = pytest.mark.skipif(
    not urival.HAVE_HISTORIC,
    reason="liburival built with --disable-historic: no urival_rfc1738_*, draft05, extract")

# ../shared beside the project (python/check.sh says where); tests that read
# it skip when it is absent.
SHARED = pathlib.Path(os.environ.get("URIVAL_TEST_SHARED",
                                     pathlib.Path(__file__).resolve().parents[2] / ".." / "shared"))

SANITIZED = bool(os.environ.get("URIVAL_TEST_SANITIZED"))


@pytest.fixture
def shared():
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is absent")
    return SHARED
