# src/cli/local.mk - the command-line tool, urival(1): its sources, its tests,
# its manual page and the valgrind run of its tests.  An automake fragment
# included by the top-level Makefile.am.

bin_PROGRAMS = src/urival
# What every command shares (cli.h: messages, allocator, rule names,
# options and help, the input loop, --get), then the commands.
src_urival_SOURCES = src/cli/main.c src/cli/cli.h src/cli/report.c src/cli/safe.c src/cli/xalloc.c \
	src/cli/rulearg.c src/cli/options.c src/cli/input.c src/cli/jobs.c src/cli/cpu_quota.c src/cli/lines.c src/cli/lines.h \
	src/cli/newlines.h \
	src/cli/text.c src/cli/getfmt.c src/cli/json.c src/cli/json.h src/cli/parts.c src/cli/parts.h \
	src/cli/validate_cmd.c src/cli/parse_cmd.c src/cli/rules_cmd.c
# Threads (configure: none needed with glibc 2.34 and later) for --jobs.
src_urival_LDADD = src/liburival.la $(CLI_THREAD_LIBS)
# The commands over URNs and the historic grammars, when configured.
if WITH_URN
src_urival_SOURCES += src/cli/urn_cmd.c
endif
if WITH_HISTORIC
src_urival_SOURCES += src/cli/extract_cmd.c src/cli/historic_cmd.c
endif
# The commands over references (RFC 3986 sections 5 and 6).
src_urival_SOURCES += src/cli/refcli.h src/cli/refcli.c src/cli/resolve_cmd.c \
	src/cli/normalize_cmd.c src/cli/compare_cmd.c src/cli/relativize_cmd.c \
	src/cli/pct_cmd.c
# IRIs (RFC 3987): the iri command; the others take --iri.
src_urival_SOURCES += src/cli/iri_cmd.c
# Editing components and query parameters.
src_urival_SOURCES += src/cli/edit_cmd.c

# The table-driven CLI tests: tests/cli/*.cases, run by tests/cli/run.py.
CLI_CASES = tests/cli/core.cases tests/cli/reference.cases tests/cli/urn.cases \
	tests/cli/historic.cases tests/cli/get.cases tests/cli/io.cases \
	tests/cli/json.cases tests/cli/tty.cases tests/cli/lines.cases \
	tests/cli/extract.cases tests/cli/edit.cases tests/cli/messages.cases \
	tests/cli/iri.cases
TESTS += tests/cli/cli.sh
EXTRA_DIST += tests/cli/cli.sh tests/cli/run.py $(CLI_CASES)
# Real text through extract and urn --extract (skips without them).
TESTS += tests/cli/extract-text.sh
EXTRA_DIST += tests/cli/extract-text.sh tests/cli/extract_text.py tests/data/extract_text.tsv
# Lines of tens of MiB under an address-space limit (issue 15, item 5).
TESTS += tests/cli/longline.sh
EXTRA_DIST += tests/cli/longline.sh tests/cli/longline.py
# validate's reports from blocks on threads, against --json's line by line.
TESTS += tests/cli/blocks.sh
EXTRA_DIST += tests/cli/blocks.sh tests/cli/blocks.py

# The tool again, built so that its N-th allocation fails when
# URIVAL_FAILALLOC=N (src/cli/xalloc.c): tests/cli/failalloc.sh fails each
# allocation of each command in turn and wants exit status 2, "out of
# memory", and no crash or leak (CI runs it under the sanitizers).
check_PROGRAMS += tests/cli/urival-failalloc
tests_cli_urival_failalloc_SOURCES = $(src_urival_SOURCES)
tests_cli_urival_failalloc_CPPFLAGS = $(AM_CPPFLAGS) -DURIVAL_CLI_FAILALLOC
tests_cli_urival_failalloc_LDADD = $(src_urival_LDADD)
TESTS += tests/cli/failalloc.sh
EXTRA_DIST += tests/cli/failalloc.sh

# The line reader under libFuzzer (tests/fuzz/fuzz.mk builds it).
FUZZ_TARGETS += lines
EXTRA_DIST += tests/fuzz/fuzz_lines.c
# It includes the reader's source: a change there rebuilds it.
tests/fuzz/fuzz-lines: $(srcdir)/src/cli/lines.c $(srcdir)/src/cli/lines.h

gen/man/urival.1: $(filter %.c,$(src_urival_SOURCES)) $(srcdir)/tools/gen-man | src/urival$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) gen/man && $(PYTHON3) $(srcdir)/tools/gen-man cli src/urival $(PACKAGE_VERSION) $@

# The CLI tests again with every run of urival under valgrind: a memory
# error or leak makes urival exit 99, which no test expects.
CLI_TESTS = tests/cli/cli.sh
check-valgrind: src/urival
	@printf '#!/bin/sh\nexec %s --mode=execute valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect %s "$$@"\n' \
	  '$(abs_top_builddir)/libtool' '$(abs_top_builddir)/src/urival' > tests/cli/valgrind-urival
	@chmod +x tests/cli/valgrind-urival
	@for t in $(CLI_TESTS); do \
	  echo "valgrind: $$t"; \
	  URIVAL=$(abs_top_builddir)/tests/cli/valgrind-urival srcdir=$(srcdir) \
	    $(SHELL) $(srcdir)/$$t || exit 1; \
	done
CLEANFILES += tests/cli/valgrind-urival
.PHONY: check-valgrind

# cli_each_file() over a mapped file that grows or shrinks while it is
# read, with the reader's window two pages, its block 1 KiB and a block's
# parts on threads from 2 KiB.
if HAVE_CHECK
check_PROGRAMS += tests/cli/check_input
TESTS += tests/cli/check_input
tests_cli_check_input_SOURCES = tests/cli/check_input.c src/cli/report.c \
	src/cli/json.c src/cli/xalloc.c src/cli/safe.c
tests_cli_check_input_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/tests
tests_cli_check_input_LDADD = $(LDADD) $(CLI_THREAD_LIBS)
# It includes the reader's and the input loop's sources: a change there
# rebuilds it.
tests/cli/check_input-check_input.$(OBJEXT): $(srcdir)/src/cli/lines.c $(srcdir)/src/cli/lines.h \
	$(srcdir)/src/cli/input.c

# cli_cpu_quota() over cgroup trees of its own (v1, v2, nested, malformed).
check_PROGRAMS += tests/cli/check_cpu_quota
TESTS += tests/cli/check_cpu_quota
tests_cli_check_cpu_quota_SOURCES = tests/cli/check_cpu_quota.c src/cli/cpu_quota.c
tests_cli_check_cpu_quota_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/tests
endif
