# Fuzzing: libFuzzer targets built with clang, outside libtool, so
# that the library itself carries the coverage instrumentation.
#   make fuzz-smoke               every target for FUZZ_SECONDS (CI runs it)
#   make fuzz T=match SECONDS=600 one target (or several, T="a b"), long
# A failure keeps its input under tests/fuzz/artifacts/ and prints the path.
# One target per family of public entry points (SECURITY.md lists their
# invariants); the CLI's line reader adds its own (src/cli/local.mk).
FUZZ_TARGETS = match parse stream reference normalize plainnorm pct urn extract draft05 iri \
	engines
# CI runs every target (about a dozen), as many at once as there are
# processors (tests/fuzz/smoke.sh): keep the total near a minute and a half
# on two.
FUZZ_SECONDS = 15
FUZZ_CC = clang
# -O1 for speed where the compiler copes: the goto-driven URN parser machines
# take clang minutes to optimize under the sanitizers, so they build at -O0.
FUZZ_FLAGS = -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_LIB_FLAGS = -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
FUZZ_INCLUDES = -DHAVE_CONFIG_H -I. -I gen -I $(srcdir)/gen -I $(srcdir)/include \
	-I $(srcdir)/src -I $(srcdir)/tests/fuzz
FUZZ_LIB_C = $(filter %.c,$(src_liburival_la_SOURCES))
# A source is taken from the build tree where it is there or nowhere yet (a
# generated one that a fresh build has still to write: make fuzz right
# after configure), from the source tree where only that has it (VPATH, or
# a release's gen/).
FUZZ_LIB_FILES = $(foreach f,$(FUZZ_LIB_C),$(if $(wildcard $(f)),$(f),$(if \
	$(wildcard $(srcdir)/$(f)),$(srcdir)/$(f),$(f))))
EXTRA_DIST += tests/fuzz/fuzz.mk tests/fuzz/gen-t0 tests/fuzz/t0.h tests/fuzz/fuzz_util.h \
	tests/fuzz/seeds.py tests/fuzz/smoke.sh $(FUZZ_TARGETS:%=tests/fuzz/fuzz_%.c)
CLEANFILES += tests/fuzz/t0.c tests/fuzz/t0.c.rl $(FUZZ_TARGETS:%=tests/fuzz/fuzz-%) \
	tests/fuzz/libfuzz.a

tests/fuzz/t0.c: $(GRAMMAR_MATCH_C) $(srcdir)/tests/fuzz/gen-t0
	$(AM_V_GEN)$(MKDIR_P) tests/fuzz && RAGEL='$(RAGEL)' \
	RAGEL_INCLUDES='$(RAGEL_INCLUDES)' \
	$(PYTHON3) $(srcdir)/tests/fuzz/gen-t0 $@ $(GRAMMAR_IDS)

# The library once, as objects shared by every target, each named after its
# whole path: src/iri/resolve.c and src/reference/resolve.c are two objects.
# One compiler a processor (xargs -P): CI builds this in its fuzz stage.
tests/fuzz/libfuzz.a: $(FUZZ_LIB_FILES) $(BUILT_SOURCES)
	$(AM_V_GEN)rm -rf tests/fuzz/obj $@ && $(MKDIR_P) tests/fuzz/obj && \
	for f in $(FUZZ_LIB_FILES); do echo "$$f"; done | \
	xargs -P "`nproc 2>/dev/null || echo 1`" -n 1 sh -c '\
	  o=tests/fuzz/obj/`echo "$$1" | tr /. __`.o; \
	  case $$1 in *_parse.c) opt=-O0;; *) opt=-O1;; esac; \
	  $(FUZZ_CC) $(FUZZ_LIB_FLAGS) $$opt $(FUZZ_INCLUDES) -c -o $$o $$1' sh && \
	ar rcs $@ tests/fuzz/obj/*.o

tests/fuzz/fuzz-%: $(srcdir)/tests/fuzz/fuzz_%.c tests/fuzz/t0.c tests/fuzz/libfuzz.a \
		$(srcdir)/tests/fuzz/fuzz_util.h $(srcdir)/tests/fuzz/plain_norm.h \
		$(srcdir)/tests/common/engines.h $(srcdir)/tests/common/ascii.h
	$(AM_V_CCLD)$(FUZZ_CC) $(FUZZ_FLAGS) -O1 $(FUZZ_INCLUDES) -o $@ \
	  $(srcdir)/tests/fuzz/fuzz_$*.c tests/fuzz/t0.c tests/fuzz/libfuzz.a \
	  $(IDN2_LIBS) $(UNISTRING_LIBS)

fuzz-build: $(FUZZ_TARGETS:%=tests/fuzz/fuzz-%) src/urival

# FUZZ_RUN: a command to run the programs with (tools/check-cross's
# qemu-aarch64), FUZZ_OPTIONS: more libFuzzer options (tests/fuzz/smoke.sh).
FUZZ_RUN =
FUZZ_OPTIONS =
fuzz_smoke = srcdir=$(srcdir) FUZZ_ARTIFACTS=tests/fuzz/artifacts FUZZ_RUN='$(FUZZ_RUN)' \
	FUZZ_OPTIONS='$(FUZZ_OPTIONS)' $(SHELL) $(srcdir)/tests/fuzz/smoke.sh

fuzz-smoke: fuzz-build
	$(fuzz_smoke) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Only the targets asked for are built.
FUZZ_CHOSEN = $(or $(T),$(FUZZ_TARGETS))
fuzz: $(FUZZ_CHOSEN:%=tests/fuzz/fuzz-%) src/urival
	$(fuzz_smoke) $(or $(SECONDS),600) $(FUZZ_CHOSEN)

.PHONY: fuzz fuzz-smoke fuzz-build
