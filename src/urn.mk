# src/urn.mk - URNs (issue 5): RFC 8141 and the seed draft
# draft-ietf-urnbis-rfc2141bis-urn-03.  An automake fragment included by the
# top-level Makefile.am.  The grammars themselves (grammar/rfc8141.abnf,
# grammar/urn-draft03.abnf, src/machines/*.rl) are registered there, in
# GRAMMAR_IDS, so that the catalogue, the recognizers, the proof and the
# oracle cover them like every grammar.

# The parser instantiations (src/urn_parse.rl, compiled by Ragel to
# goto-driven C) and the C around them.
src_liburival_la_SOURCES += \
	src/urn_internal.h src/rfc8141_internal.h src/urn_draft03_internal.h \
	src/urn.c src/urn_diag.c src/urn_parse.c
EXTRA_DIST += src/urn_parse.rl
src/urn_parse.c: $(MACHINE_FILES)

# Tests: vectors and equivalence pairs (tests/data/urn_*.tsv) through Check,
# the command line, and the proof that src/urn_parse.rl composes the
# grammar rules again without changing their languages.
if HAVE_CHECK
check_PROGRAMS += tests/check_urn
TESTS += tests/check_urn
tests_check_urn_SOURCES = tests/check_urn.c $(TEST_COMMON)
tests_check_urn_CFLAGS = $(TEST_CFLAGS)
tests_check_urn_LDADD = $(TEST_LIBS)
endif
TESTS += tests/urn-instance-check.test
tests/urn-instance-check.log: tests/tools/config.sh
EXTRA_DIST += tests/urn-instance-check.test \
	tests/data/urn_vectors.tsv tests/data/urn_equiv.tsv \
	tests/data/urn_text.tsv tests/data/urn_match.tsv
