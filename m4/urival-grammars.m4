# URIVAL_GRAMMAR_OPTIONS: configure options that leave grammar families out
# of the library, for embedders who need only RFC 3986.
#   --disable-urn       RFC 8141 and the URN draft, urival_urn_*()
#   --disable-historic  RFC 1738, the 1997 and 1993 URL drafts,
#                       urival_rfc1738_*(), urival_draft05_resolve(),
#                       urival_extract_*()
# RFC 3986 and the core rules are always built.  The rule catalogue
# (urival_rules.h) then lists only the grammars built, with
# URIVAL_HAVE_<GRAMMAR> for each; rebuilding it needs Python 3.
AC_DEFUN([URIVAL_GRAMMAR_OPTIONS], [
AC_ARG_ENABLE([urn],
  [AS_HELP_STRING([--disable-urn],
    [leave out the URN grammars (RFC 8141, the URN draft) and urival_urn_*])],
  [], [enable_urn=yes])
AC_ARG_ENABLE([historic],
  [AS_HELP_STRING([--disable-historic],
    [leave out the historic URL grammars (RFC 1738, the 1997 and 1993 URL
     drafts) and the functions over them])],
  [], [enable_historic=yes])
AS_IF([test "x$enable_urn" = xno || test "x$enable_historic" = xno],
  [AS_IF([test "x$PYTHON3" = xno],
    [AC_MSG_ERROR([--disable-urn and --disable-historic rebuild the rule
catalogue, which needs python3])])])
AM_CONDITIONAL([WITH_URN], [test "x$enable_urn" != xno])
AM_CONDITIONAL([WITH_HISTORIC], [test "x$enable_historic" != xno])
])
