# tests/iri/iri.mk - the IRI grammar (RFC 3987) through the public API.
# Included from the top-level Makefile.am.
if HAVE_CHECK
check_PROGRAMS += tests/iri/check_iri_match
TESTS += tests/iri/check_iri_match
endif
TESTS += tests/iri/validate.sh
EXTRA_DIST += tests/iri/iri.mk tests/iri/validate.sh tests/data/rfc3987_match.tsv
