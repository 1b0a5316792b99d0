# The PostgreSQL extension, CREATE EXTENSION urival (pg/README.md).
# automake does not build it: pg/Makefile (PGXS) does, and make check runs
# pg/tests/check.test, which builds it against this build's library with
# the build's compiler and flags, starts a server of its own and runs the
# pg_regress tests (skipping, exit 77, where PostgreSQL's server and headers
# are not installed).  make bench-pg runs bench/pg_bench.sh on that server.
PG_TESTS = uri_type uri_parts uri_ops errors binary index parallel dump urn urn_disabled \
	iri iri_idna iri_idna_disabled iri_nfc iri_nfc_disabled
PG_EXTENSION_FILES = pg/README.md pg/Makefile pg/pg.mk pg/urival.control pg/urival--1.0.sql \
	pg/urival_pg.h pg/common.c pg/uri_type.c pg/uri_parts.c pg/uri_ops.c pg/iri_type.c pg/urn_type.c \
	pg/tests/check.test.in pg/tests/sanitizer_early.c $(PG_TESTS:%=pg/tests/sql/%.sql) $(PG_TESTS:%=pg/tests/expected/%.out)
EXTRA_DIST += $(PG_EXTENSION_FILES) bench/pg_bench.sh
TESTS += pg/tests/check.test
CLEANFILES += pg/tests/check.test

if WITH_URN
PG_HAVE_URN = yes
else
PG_HAVE_URN = no
endif

# The test script: the template after the build's own settings, with the
# optional pieces of the IRI functions the library was configured with
# (config.h), which choose between the tests iri_X and iri_X_disabled.
pg/tests/check.test: $(srcdir)/pg/tests/check.test.in Makefile config.h src/liburival.la
	$(AM_V_GEN)$(MKDIR_P) pg/tests && { \
	  echo '#!/bin/sh'; \
	  echo "PG_CC='$(CC)'"; \
	  echo "PG_CFLAGS='$(CFLAGS)'"; \
	  echo "PG_LDFLAGS='$(LDFLAGS)'"; \
	  echo "PG_WARN_CFLAGS='$(WARN_CFLAGS)'"; \
	  echo "PG_HAVE_URN='$(PG_HAVE_URN)'"; \
	  if grep -q '^#define HAVE_LIBIDN2 1' config.h; then echo "PG_HAVE_IDNA=yes"; \
	  else echo "PG_HAVE_IDNA=no"; fi; \
	  if grep -q '^#define HAVE_LIBUNISTRING 1' config.h; then echo "PG_HAVE_NFC=yes"; \
	  else echo "PG_HAVE_NFC=no"; fi; \
	  echo "PG_SRCDIR='$(srcdir)'"; \
	  echo "PG_BUILDDIR='$(top_builddir)'"; \
	  cat $(srcdir)/pg/tests/check.test.in; \
	} >$@-t && chmod +x $@-t && mv -f $@-t $@

bench-pg: pg/tests/check.test
	$(SHELL) pg/tests/check.test --bench $(BENCH_CORPORA)
.PHONY: bench-pg

# What the test leaves in the build tree.
clean-local: pg-clean
pg-clean:
	-rm -rf pg/_build pg/_test pg/tests/check.test-t
.PHONY: pg-clean
