# tests/iri/iri.mk - the IRI grammar (RFC 3987) and the IRI functions
# (src/iri/) through the public API.
# Included from the top-level Makefile.am.
if HAVE_CHECK
IRI_CHECKS = tests/iri/check_iri_match tests/iri/check_iri_parse tests/iri/check_iri_map \
	tests/iri/check_iri_resolve tests/iri/check_iri_equiv tests/iri/check_iri_chars \
	tests/iri/check_iri_compose
check_PROGRAMS += $(IRI_CHECKS)
TESTS += $(IRI_CHECKS)
endif
TESTS += tests/iri/validate.sh
EXTRA_DIST += tests/iri/iri.mk tests/iri/validate.sh tests/data/rfc3987_match.tsv \
	tests/data/rfc3987_chars.tsv tests/data/rfc3987_examples.tsv tests/data/README-rfc3987.md \
	tests/common/ascii.h
