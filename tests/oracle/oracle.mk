# tests/oracle/oracle.mk - the ABNF oracle, a second opinion on every rule.
# Included from the top-level Makefile.am:
#     include $(srcdir)/tests/oracle/oracle.mk
# It needs check_PROGRAMS, TESTS and EXTRA_DIST to be defined before it.
#
#   make check                      20,000 strings per grammar (ORACLE_N=...)
#   make oracle-long N=1000000      a long run, N strings per grammar
#
# The npm packages (tests/oracle/package-lock.json) are installed by the test
# itself into tests/oracle/npm/ under the build directory, never into
# $(srcdir); `make clean` removes them.

check_PROGRAMS += tests/oracle/oracle-driver
tests_oracle_oracle_driver_SOURCES = tests/oracle/oracle-driver.c
tests_oracle_oracle_driver_CPPFLAGS = -I$(builddir)/gen -I$(srcdir)/gen -I$(srcdir)/include -I$(srcdir)/tests
tests_oracle_oracle_driver_LDADD = src/liburival.la

TESTS += tests/oracle/run-oracle.sh

EXTRA_DIST += \
	tests/oracle/README.md \
	tests/oracle/package.json \
	tests/oracle/package-lock.json \
	tests/oracle/abnf-regex.mjs \
	tests/oracle/automaton.mjs \
	tests/oracle/generate.mjs \
	tests/oracle/oracle.mjs \
	tests/oracle/selftest.mjs \
	tests/oracle/run-oracle.sh \
	tests/oracle/oracle.mk

# make oracle-long N=5000000 [ORACLE_SEED=...] [ORACLE_GRAMMARS="rfc3986"]
# (N defaults to 1,000,000 strings per grammar.)
oracle-long:
	$(MAKE) $(AM_MAKEFLAGS) all
	$(MAKE) $(AM_MAKEFLAGS) tests/oracle/oracle-driver$(EXEEXT)
	@n='$(N)'; srcdir='$(srcdir)'; export srcdir; \
	$(SHELL) $(srcdir)/tests/oracle/run-oracle.sh "$${n:-1000000}"
.PHONY: oracle-long clean-local-oracle

clean-local: clean-local-oracle
clean-local-oracle:
	-rm -rf tests/oracle/npm
