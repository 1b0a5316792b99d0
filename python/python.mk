# The Python binding, `import urival` (python/README.md).  automake does not
# build it: python/setup.py does, and make check runs python/check.sh, which
# builds the extension against this build's library with the build's
# compiler and flags, then runs the pytest suite (skipping, exit 77, where
# no Python with its headers and pytest is installed).
PYTHON_BINDING_FILES = python/README.md python/setup.py python/pyproject.toml \
	python/check.sh.in python/python.mk \
	python/urival/__init__.py python/urival/__init__.pyi python/urival/py.typed \
	python/urival/_urival.c \
	python/tests/conftest.py python/tests/test_api.py python/tests/test_errors.py \
	python/tests/test_reference.py python/tests/test_families.py \
	python/tests/test_bulk.py python/tests/test_leaks.py python/tests/test_properties.py \
	python/tests/test_packaging.py python/tests/test_iri.py
EXTRA_DIST += $(PYTHON_BINDING_FILES) bench/python_bench.py
TESTS += python/check.sh
CLEANFILES += python/check.sh

# The test script: the template after the build's own settings.
python/check.sh: $(srcdir)/python/check.sh.in Makefile src/liburival.la
	$(AM_V_GEN)$(MKDIR_P) python && { \
	  echo '#!/bin/sh'; \
	  echo "PY_PYTHON3='$(PYTHON3)'"; \
	  echo "PY_CC='$(CC)'"; \
	  echo "PY_CFLAGS='$(CFLAGS)'"; \
	  echo "PY_LDFLAGS='$(LDFLAGS)'"; \
	  echo "PY_WARN_CFLAGS='$(WARN_CFLAGS)'"; \
	  echo "PY_SRCDIR='$(srcdir)'"; \
	  echo "PY_BUILDDIR='$(top_builddir)'"; \
	  cat $(srcdir)/python/check.sh.in; \
	} >$@-t && chmod +x $@-t && mv -f $@-t $@

# What the test leaves in the build tree.
clean-local: python-clean
python-clean:
	-rm -rf python/_build python/check.sh-t
.PHONY: python-clean
