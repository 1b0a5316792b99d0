# src/historic/local.mk - the historic URL grammars: RFC 1738 and its
# schemes, the 1997 URL syntax draft (draft-fielding-url-syntax-05) and its
# resolution algorithm, the 1993 URL draft, and URLs in running text.  An
# automake fragment included by the top-level Makefile.am.  The grammars
# (grammar/rfc1738.abnf, grammar/url-draft05.abnf, grammar/url-1993.abnf and
# their machines in src/machines/) are registered there, in GRAMMAR_IDS, so
# that the catalogue, the recognizers, the proof and the oracle cover them
# like every grammar.

# The C around the recognizers: scheme-aware RFC 1738 checking and its
# parts, failure attribution, the draft's resolution algorithm, extraction
# from running text.
src_liburival_la_SOURCES += \
	src/historic/historic_internal.h src/historic/rfc1738.c src/historic/draft05_resolve.c \
	src/historic/extract.c

# Tests: the vector tables (tests/data/rfc1738_*.tsv, url-draft05_*.tsv,
# url-1993_*.tsv, extract_*.tsv) through Check, and the command line.
if HAVE_CHECK
check_PROGRAMS += tests/historic/check_historic tests/historic/check_extract
TESTS += tests/historic/check_historic tests/historic/check_extract
endif
EXTRA_DIST += \
	tests/data/rfc1738_urls.tsv tests/data/rfc1738_parts.tsv \
	tests/data/rfc1738_match.tsv tests/data/url-draft05_match.tsv \
	tests/data/url-draft05_resolve.tsv tests/data/url-1993_match.tsv \
	tests/data/extract_cases.tsv tests/data/extract_seeds.tsv
