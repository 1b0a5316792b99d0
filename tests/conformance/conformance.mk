# tests/conformance/conformance.mk - the conformance vectors collected from
# other projects' test suites (../shared/conformance beside the source
# tree, read in place, never copied here), every row run through the
# library by one C program, tests/conformance/conformance.c.  An automake
# fragment included by the top-level Makefile.am.
#   make check               runs it with the other tests; it is skipped
#                            (exit 77, with the reason) when the folder is
#                            missing
#   make check-conformance   runs it alone and prints its whole report
# CONFORMANCE_DIR names another folder: make check CONFORMANCE_DIR=/path
CONFORMANCE_DIR = $(top_srcdir)/../shared/conformance

check_PROGRAMS += tests/conformance/conformance
tests_conformance_conformance_SOURCES = tests/conformance/conformance.c
tests_conformance_conformance_LDADD = src/liburival.la
TESTS += tests/conformance/conformance
AM_TESTS_ENVIRONMENT += CONFORMANCE_DIR='$(CONFORMANCE_DIR)'; export CONFORMANCE_DIR;
EXTRA_DIST += tests/conformance/conformance.mk

check-conformance: tests/conformance/conformance
	@CONFORMANCE_DIR='$(CONFORMANCE_DIR)' tests/conformance/conformance; st=$$?; \
	if test $$st -eq 77; then echo "check-conformance: skipped"; exit 0; fi; exit $$st
.PHONY: check-conformance
