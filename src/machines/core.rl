# Grammar "core": RFC 5234 Appendix B.1, as collected in grammar/core.abnf.
#
# Grammar only: one machine per ABNF rule, named after the rule, no actions
# and no C.  Ragel needs a machine defined before it is referenced, so the
# rules stand here in dependency order (the .abnf file is alphabetical).
# Quoted ABNF strings are case-insensitive and are written "..."i.

%%{
  machine core;

  ALPHA  = 0x41..0x5a | 0x61..0x7a;
  BIT    = "0" | "1";
  CHAR   = 0x01..0x7f;
  CR     = 0x0d;
  LF     = 0x0a;
  CRLF   = CR LF;
  CTL    = 0x00..0x1f | 0x7f;
  DIGIT  = 0x30..0x39;
  DQUOTE = 0x22;
  HEXDIG = DIGIT | "A"i | "B"i | "C"i | "D"i | "E"i | "F"i;
  HTAB   = 0x09;
  SP     = 0x20;
  WSP    = SP | HTAB;
  LWSP   = ( WSP | CRLF WSP )*;
  OCTET  = 0x00..0xff;
  VCHAR  = 0x21..0x7e;
}%%
