# Grammar "url-draft05": draft-fielding-url-syntax-05 Appendix A, as
# rewritten into ABNF in grammar/url-draft05.abnf.
#
# Grammar only: one machine per ABNF rule, named after the rule with "-"
# turned into "_" (so net-path is net_path, the spelling of the draft), no
# actions and no C.  Ragel needs a machine defined before it is referenced:
# the rules stand here bottom-up, the .abnf file read from its last rule to
# its first, each rule moved just far enough to follow the rules it uses.
# tools/grammar-check proves every machine equal to the mechanical
# translation of its ABNF rule.

%%{
  machine url_draft05;

  # alpha and digit: Ragel's builtin machines of these names are exactly
  # [A-Za-z] and [0-9], this grammar's alpha (lowalpha / upalpha) and
  # digit; a builtin cannot be redefined, so they are used as they are.
  upalpha       = 0x41..0x5a;
  lowalpha      = 0x61..0x7a;
  alphanum      = alpha | digit;
  # hex: both cases are listed, each case-sensitive.
  hex           = digit | 0x41..0x46 | 0x61..0x66;
  escaped       = "%" hex hex;

  mark          = "$" | "-" | "_" | "." | "!" | "~" | "*" | "'"
                | "(" | ")" | ",";
  unreserved    = alpha | digit | mark;
  reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+";
  urlc          = reserved | unreserved | escaped;
  fragment      = urlc*;
  query         = urlc*;

  pchar         = unreserved | escaped | ":" | "@" | "&" | "=" | "+";
  param         = pchar*;
  segment       = pchar* ( ";" param )*;
  path_segments = segment ( "/" segment )*;
  path          = "/"? path_segments;

  port          = digit*;
  hostnumber    = digit+ "." digit+ "." digit+ "." digit+;
  toplabel      = alpha | alpha ( alphanum | "-" )* alphanum;
  domainlabel   = alphanum | alphanum ( alphanum | "-" )* alphanum;
  hostname      = ( domainlabel "." )* toplabel;
  host          = hostname | hostnumber;
  hostport      = host ( ":" port )?;

  password      = ( unreserved | escaped | ";" | "&" | "=" | "+" )*;
  user          = ( unreserved | escaped | ";" | "&" | "=" | "+" )*;
  site          = ( ( user ( ":" password )? "@" )? hostport )?;

  scheme        = ( alpha | digit | "+" | "-" | "." )+;

  rel_path      = path_segments? ( "?" query )?;
  abs_path      = "/" rel_path;
  net_path      = "//" site abs_path?;
  relativeURL   = net_path | abs_path | rel_path;

  generic_URL   = scheme ":" relativeURL;
  opaque_URL    = scheme ":" urlc*;
  absoluteURL   = generic_URL | opaque_URL;

  URL_reference = ( absoluteURL | relativeURL )? ( "#" fragment )?;
}%%
