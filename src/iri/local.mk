# src/iri/local.mk - IRIs (RFC 3987): parse into spans with the checks of
# section 4.1, and the mappings to and from URIs (sections 3.1, 3.2).  An
# automake fragment included by the top-level Makefile.am.

src_liburival_la_SOURCES += \
	src/iri/iri_internal.h src/iri/utf8.c src/iri/attribute.c src/iri/iri.c src/iri/map.c \
	src/iri/message.c src/iri/nfc.c src/iri/resolve.c
src_liburival_la_LIBADD = $(IDN2_LIBS) $(UNISTRING_LIBS)
src_liburival_la_CPPFLAGS = $(AM_CPPFLAGS) $(IDN2_CFLAGS)
