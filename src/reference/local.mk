# src/reference/local.mk - reference operations: resolution and
# recomposition (RFC 3986 section 5), normalization and comparison (section
# 6), relativization, percent-encoding, IP address hosts.  An automake
# fragment included by the top-level Makefile.am.

src_liburival_la_SOURCES += \
	src/reference/pctnorm.h src/reference/pctnorm.c \
	src/reference/dots.h src/reference/dots.c \
	src/reference/refparse.h src/reference/refparse.c \
	src/reference/recompose.c src/reference/resolve.c \
	src/reference/normplan.h src/reference/normplan.c \
	src/reference/normalize.c src/reference/compare.c \
	src/reference/relativize.c src/reference/pct.c src/reference/ipaddr.c \
	src/reference/edit.c src/reference/query.h src/reference/query.c

# Tests: vector tables (tests/data/README-reference.md describes them)
# driven by Check, with generated property tests, and the command line.
if HAVE_CHECK
REF_CHECKS = tests/reference/check_resolve tests/reference/check_normalize \
	tests/reference/check_compare tests/reference/check_relativize \
	tests/reference/check_recompose tests/reference/check_pct \
	tests/reference/check_ipaddr tests/reference/check_noalloc \
	tests/reference/check_plainnorm tests/reference/check_edit \
	tests/reference/check_relativize_units
check_PROGRAMS += $(REF_CHECKS)
TESTS += $(REF_CHECKS)
endif
EXTRA_DIST += tests/data/README-reference.md tests/data/rfc3986_resolve.tsv \
	tests/data/resolve.tsv tests/data/normalize.tsv tests/data/compare.tsv \
	tests/data/relativize.tsv tests/data/pct.tsv tests/data/ipaddr.tsv \
	tests/fuzz/plain_norm.h
