# The grammar toolchain: extract ABNF from specifications, translate
# it to Ragel, prove the hand-written machines equal to it.  An automake
# fragment for the top-level Makefile.am, which includes it after defining
# GRAMMAR_IDS, TESTS, EXTRA_DIST and CLEANFILES; configure defines PYTHON3
# and RAGEL.  Nothing here writes to the source tree.
#
#   make grammar-check      prove every rule of the grammars in GRAMMAR_IDS
#   make grammar-update SPEC=path/to/spec.txt GRAMMAR=id [EXTRACT_OPTIONS=...]
#                           the whole chain for a new text of a specification
#                           (see grammar/README.md); results in grammar-update/

GRAMMAR_TOOLS = \
	tools/abnf.py \
	tools/ragelgen.py \
	tools/utf8.py \
	tools/grammars.py \
	tools/abnf-extract \
	tools/abnf-diff \
	tools/abnf2ragel \
	tools/grammar-check \
	tools/grammar-update \
	tools/tools.mk

GRAMMAR_TOOLS_TESTS = \
	tests/tools/abnf.test \
	tests/tools/abnf2ragel.test \
	tests/tools/extract.test \
	tests/tools/extract-core.test \
	tests/tools/extract-rfc3986.test \
	tests/tools/extract-urn-draft03.test \
	tests/tools/grammar-check.test \
	tests/tools/grammar-check-cases.test \
	tests/tools/grammar-check-mismatch.test \
	tests/tools/grammar-update.test \
	tests/tools/new-grammar-recipe.test \
	tests/tools/specs.test

EXTRA_DIST += $(GRAMMAR_TOOLS) $(GRAMMAR_TOOLS_TESTS) \
	grammar/README.md grammar/urn-draft03.abnf \
	tests/tools/common.sh tests/tools/toolstest.py \
	tests/tools/abnf_test.py tests/tools/abnf2ragel_test.py \
	tests/tools/extract_test.py tests/tools/grammar_check_test.py \
	tests/tools/specs_test.py
TESTS += $(GRAMMAR_TOOLS_TESTS)

# The tests read the configured programs and the grammars the build compiles
# from here (a test run by hand does without).
tests/tools/config.sh: Makefile
	$(AM_V_GEN)$(MKDIR_P) tests/tools && { \
	  echo "PYTHON3='$(PYTHON3)'"; \
	  echo "RAGEL='$(RAGEL)'"; \
	  echo "GRAMMAR_IDS='$(GRAMMAR_IDS)'"; \
	} >$@
$(GRAMMAR_TOOLS_TESTS:.test=.log): tests/tools/config.sh
CLEANFILES += tests/tools/config.sh

GRAMMAR_CHECK = RAGEL='$(RAGEL)' $(PYTHON3) $(srcdir)/tools/grammar-check \
	--grammar-dir $(srcdir)/grammar --machines-dir $(srcdir)/src/machines

grammar-check:
	$(GRAMMAR_CHECK) $(GRAMMAR_IDS:%=--grammar %)

grammar-update:
	@if test -z '$(SPEC)' || test -z '$(GRAMMAR)'; then \
	  echo 'usage: make grammar-update SPEC=path/to/spec.txt GRAMMAR=id' \
	       '[EXTRACT_OPTIONS="--section ..."]' >&2; \
	  exit 2; \
	fi
	@opts='$(EXTRACT_OPTIONS)'; \
	if test -n "$$opts"; then set x --extract-options "$$opts"; \
	else set x; fi; shift; \
	RAGEL='$(RAGEL)' $(PYTHON3) $(srcdir)/tools/grammar-update \
	  --grammar-dir $(srcdir)/grammar --machines-dir $(srcdir)/src/machines \
	  --out-dir grammar-update "$$@" '$(SPEC)' '$(GRAMMAR)'

.PHONY: grammar-check grammar-update
