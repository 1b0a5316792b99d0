# src/urn/local.mk - URNs: RFC 8141 and the seed draft
# draft-ietf-urnbis-rfc2141bis-urn-03.  An automake fragment included by the
# top-level Makefile.am.  The grammars themselves (grammar/rfc8141.abnf,
# grammar/urn-draft03.abnf, src/machines/*.rl) are registered there, in
# GRAMMAR_IDS, so that the catalogue, the recognizers, the proof and the
# oracle cover them like every grammar.

# The parser instantiations (src/urn/urn_parse.rl, compiled by Ragel to
# goto-driven C in gen/) and the C around them.
src_liburival_la_SOURCES += \
	src/urn/urn_internal.h src/urn/urn.c src/urn/urn_diag.c \
	gen/urn_parse.c
EXTRA_DIST += src/urn/urn_parse.rl
gen/urn_parse.c: src/urn/urn_parse.rl $(MACHINE_FILES)
	$(RAGEL_PARSER) $(srcdir)/src/urn/urn_parse.rl

# Tests: vectors and equivalence pairs (tests/data/urn_*.tsv) through Check,
# the command line, and the proof that src/urn/urn_parse.rl composes the
# grammar rules again without changing their languages.
if HAVE_CHECK
check_PROGRAMS += tests/urn/check_urn
TESTS += tests/urn/check_urn
endif
TESTS += tests/urn/instance-check.test
tests/urn/instance-check.log: tests/tools/config.sh
EXTRA_DIST += tests/urn/instance-check.test \
	tests/data/urn_vectors.tsv tests/data/urn_equiv.tsv \
	tests/data/urn_text.tsv tests/data/urn_match.tsv
