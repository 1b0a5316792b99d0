# Grammar "rfc3986": RFC 3986 Appendix A, as collected in
# grammar/rfc3986.abnf.
#
# Grammar only: one machine per ABNF rule, named after the rule with "-"
# turned into "_", no actions and no C.  Ragel needs a machine defined before
# it is referenced, so the rules stand here bottom-up: the .abnf file read
# from its last rule to its first, with each rule moved just far enough to
# follow the rules it uses.  tools/grammar-check proves every machine equal
# to the mechanical translation of its ABNF rule.

%%{
  machine rfc3986;
  include core "core.rl";

  sub_delims    = "!" | "$" | "&" | "'" | "(" | ")"
                | "*" | "+" | "," | ";" | "=";
  gen_delims    = ":" | "/" | "?" | "#" | "[" | "]" | "@";
  reserved      = gen_delims | sub_delims;
  unreserved    = ALPHA | DIGIT | "-" | "." | "_" | "~";

  pct_encoded   = "%" HEXDIG HEXDIG;

  pchar         = unreserved | pct_encoded | sub_delims | ":" | "@";

  fragment      = ( pchar | "/" | "?" )*;
  query         = ( pchar | "/" | "?" )*;

  # segment-nz-nc: a non-empty segment without any colon.
  segment_nz_nc = ( unreserved | pct_encoded | sub_delims | "@" )+;
  segment_nz    = pchar+;
  segment       = pchar*;

  # path-empty = 0<pchar>: zero repetitions, the empty string.
  path_empty    = "";
  path_rootless = segment_nz ( "/" segment )*;
  path_noscheme = segment_nz_nc ( "/" segment )*;
  path_absolute = "/" ( segment_nz ( "/" segment )* )?;
  path_abempty  = ( "/" segment )*;
  path          = path_abempty
                | path_absolute
                | path_noscheme
                | path_rootless
                | path_empty;

  reg_name      = ( unreserved | pct_encoded | sub_delims )*;

  # dec-octet: the ABNF's "1" and "2" and "25" are digits, so their case
  # insensitivity changes nothing.
  dec_octet     = DIGIT
                | 0x31..0x39 DIGIT
                | "1" DIGIT{2}
                | "2" 0x30..0x34 DIGIT
                | "25" 0x30..0x35;

  IPv4address   = dec_octet "." dec_octet "." dec_octet "." dec_octet;
  h16           = HEXDIG{1,4};
  ls32          = ( h16 ":" h16 ) | IPv4address;

  # IPv6address: ABNF "*n( h16 ":" )" is zero to n repetitions, {0,n} here;
  # writing {1,} or + over-accepts.
  IPv6address   =                                  ( h16 ":" ){6} ls32
                |                             "::" ( h16 ":" ){5} ls32
                | (                     h16 )? "::" ( h16 ":" ){4} ls32
                | ( ( h16 ":" ){0,1} h16 )? "::" ( h16 ":" ){3} ls32
                | ( ( h16 ":" ){0,2} h16 )? "::" ( h16 ":" ){2} ls32
                | ( ( h16 ":" ){0,3} h16 )? "::"   h16 ":"      ls32
                | ( ( h16 ":" ){0,4} h16 )? "::"                ls32
                | ( ( h16 ":" ){0,5} h16 )? "::"                h16
                | ( ( h16 ":" ){0,6} h16 )? "::";

  # IPvFuture: "v" is a quoted ABNF string, so "V" matches too.
  IPvFuture     = "v"i HEXDIG+ "." ( unreserved | sub_delims | ":" )+;

  IP_literal    = "[" ( IPv6address | IPvFuture ) "]";

  port          = DIGIT*;
  host          = IP_literal | IPv4address | reg_name;
  userinfo      = ( unreserved | pct_encoded | sub_delims | ":" )*;
  authority     = ( userinfo "@" )? host ( ":" port )?;

  scheme        = ALPHA ( ALPHA | DIGIT | "+" | "-" | "." )*;

  relative_part = "//" authority path_abempty
                | path_absolute
                | path_noscheme
                | path_empty;
  relative_ref  = relative_part ( "?" query )? ( "#" fragment )?;

  hier_part     = "//" authority path_abempty
                | path_absolute
                | path_rootless
                | path_empty;
  absolute_URI  = scheme ":" hier_part ( "?" query )?;
  URI           = scheme ":" hier_part ( "?" query )? ( "#" fragment )?;
  URI_reference = URI | relative_ref;
}%%
