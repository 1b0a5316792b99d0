# The benchmark: never part of make check.
#   make bench          wall-clock medians on ../shared/corpora and generated long URIs,
#                       the peers found at configure time, footprint, CLI throughput
#                       and the Python binding against Python's URI libraries
#                       (bench/python_bench.py, when Python and its headers are there)
#   make bench-instr    instructions per URI under callgrind, repeatable anywhere
EXTRA_PROGRAMS = bench/urival-bench
bench_urival_bench_SOURCES = bench/bench.c
bench_urival_bench_CFLAGS = $(AM_CFLAGS) $(URIPARSER_CFLAGS) $(LIBCURL_CFLAGS) $(GLIB_CFLAGS)
bench_urival_bench_LDFLAGS = -static
bench_urival_bench_LDADD = src/liburival.la $(URIPARSER_LIBS) $(LIBCURL_LIBS) $(GLIB_LIBS)
EXTRA_DIST += bench/bench.mk bench/instr.sh bench/footprint.sh bench/RESULTS.md
CLEANFILES += bench/urival-bench

BENCH_CORPORA = $(wildcard $(top_srcdir)/../shared/corpora/*.txt)
BENCH_ROUNDS = 7

bench: bench/urival-bench src/urival python/check.sh
	bench/urival-bench --rounds $(BENCH_ROUNDS) --generated $(BENCH_CORPORA) $(BENCH_FILES)
	$(SHELL) $(srcdir)/bench/footprint.sh $(BENCH_CORPORA)
	$(SHELL) python/check.sh --bench $(BENCH_CORPORA) || test $$? -eq 77

bench-instr: bench/urival-bench
	$(SHELL) $(srcdir)/bench/instr.sh bench/urival-bench $(BENCH_CORPORA) $(BENCH_FILES)

.PHONY: bench bench-instr
