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
# Boost.URL through a C++ shim, a library of its own so that the C linker
# links the program (with the C++ runtime named, since the link is static).
EXTRA_DIST += bench/boost_url.cpp bench/boost_url.h
if HAVE_BOOST_URL
EXTRA_LIBRARIES = bench/libboosturl.a
bench_libboosturl_a_SOURCES = bench/boost_url.cpp bench/boost_url.h
bench_urival_bench_LDADD += bench/libboosturl.a -lboost_url -lstdc++ -lm
CLEANFILES += bench/libboosturl.a
endif

BENCH_CORPORA = $(wildcard $(top_srcdir)/../shared/corpora/*.txt)
BENCH_ROUNDS = 7

bench: bench/urival-bench src/urival python/check.sh
	bench/urival-bench --rounds $(BENCH_ROUNDS) --generated $(BENCH_CORPORA) $(BENCH_FILES)
	$(SHELL) $(srcdir)/bench/footprint.sh $(BENCH_CORPORA)
	$(SHELL) python/check.sh --bench $(BENCH_CORPORA) || test $$? -eq 77

bench-instr: bench/urival-bench
	$(SHELL) $(srcdir)/bench/instr.sh bench/urival-bench $(BENCH_CORPORA) $(BENCH_FILES)

.PHONY: bench bench-instr
