# src/reference.mk - reference operations (issue 4): resolution and
# recomposition (RFC 3986 section 5), normalization and comparison (section
# 6), relativization, percent-encoding, IP address hosts.  An automake
# fragment included by the top-level Makefile.am.

src_liburival_la_SOURCES += \
	src/buf.h src/buf.c src/pctnorm.h src/pctnorm.c src/dots.h src/dots.c \
	src/refparse.h src/refparse.c src/recompose.c src/resolve.c \
	src/normplan.h src/normplan.c src/normalize.c src/compare.c \
	src/relativize.c src/ports.c src/pct.c src/ipaddr.c

# Tests: vector tables (tests/data/README-reference.md describes them)
# driven by Check, with generated property tests, and the command line.
if HAVE_CHECK
REF_TEST_COMMON = tests/refcheck.c tests/refcheck.h $(TEST_COMMON)
REF_CHECKS = tests/check_resolve tests/check_normalize tests/check_compare \
	tests/check_relativize tests/check_recompose tests/check_pct tests/check_ipaddr \
	tests/check_ref_noalloc
check_PROGRAMS += $(REF_CHECKS)
TESTS += $(REF_CHECKS)
tests_check_resolve_SOURCES = tests/check_resolve.c $(REF_TEST_COMMON)
tests_check_resolve_CFLAGS = $(TEST_CFLAGS)
tests_check_resolve_LDADD = $(TEST_LIBS)
tests_check_normalize_SOURCES = tests/check_normalize.c $(REF_TEST_COMMON)
tests_check_normalize_CFLAGS = $(TEST_CFLAGS)
tests_check_normalize_LDADD = $(TEST_LIBS)
tests_check_compare_SOURCES = tests/check_compare.c $(REF_TEST_COMMON)
tests_check_compare_CFLAGS = $(TEST_CFLAGS)
tests_check_compare_LDADD = $(TEST_LIBS)
tests_check_relativize_SOURCES = tests/check_relativize.c $(REF_TEST_COMMON)
tests_check_relativize_CFLAGS = $(TEST_CFLAGS)
tests_check_relativize_LDADD = $(TEST_LIBS)
tests_check_recompose_SOURCES = tests/check_recompose.c $(REF_TEST_COMMON)
tests_check_recompose_CFLAGS = $(TEST_CFLAGS)
tests_check_recompose_LDADD = $(TEST_LIBS)
tests_check_pct_SOURCES = tests/check_pct.c $(REF_TEST_COMMON)
tests_check_pct_CFLAGS = $(TEST_CFLAGS)
tests_check_pct_LDADD = $(TEST_LIBS)
tests_check_ipaddr_SOURCES = tests/check_ipaddr.c $(REF_TEST_COMMON)
tests_check_ipaddr_CFLAGS = $(TEST_CFLAGS)
tests_check_ipaddr_LDADD = $(TEST_LIBS)
tests_check_ref_noalloc_SOURCES = tests/check_ref_noalloc.c $(REF_TEST_COMMON)
tests_check_ref_noalloc_CFLAGS = $(TEST_CFLAGS)
tests_check_ref_noalloc_LDADD = $(TEST_LIBS)
endif
EXTRA_DIST += tests/data/README-reference.md tests/data/rfc3986_resolve.tsv \
	tests/data/resolve.tsv tests/data/normalize.tsv tests/data/compare.tsv \
	tests/data/relativize.tsv tests/data/pct.tsv tests/data/ipaddr.tsv
