# Grammar "url-1993": the BNF of the 1993 URL Internet-Draft, as rewritten
# into ABNF in grammar/url-1993.abnf (the decisions its informal notation
# forces are written there).
#
# Grammar only: one machine per ABNF rule, named after the rule, no actions
# and no C.  Ragel needs a machine defined before it is referenced: the
# rules stand here bottom-up, the .abnf file read from its last rule to its
# first, each rule moved just far enough to follow the rules it uses.
# tools/grammar-check proves every machine equal to the mechanical
# translation of its ABNF rule.

%%{
  machine url_1993;

  # void: the empty string.
  void          = "";
  # alpha and digit: Ragel's builtin machines of these names are exactly
  # [A-Za-z] and [0-9], the 52 letters and 10 digits the draft lists; a
  # builtin cannot be redefined, so they are used as they are.
  alphanum      = alpha | digit;
  alphanums     = alphanum+;
  digits        = digit+;
  punctuation   = "<" | ">";
  variant       = "{" | "}" | "|" | "[" | "]" | "\\" | "^" | "~";
  # hex: both cases are listed, each case-sensitive.
  hex           = digit | 0x61..0x66 | 0x41..0x46;
  escape        = "%" hex hex;
  # extra: the double quote and the word "space".
  extra         = "!" | "*" | 0x22 | "'" | "(" | ")" | ":" | ";" | ","
                | 0x20;
  safe          = "$" | "-" | "_" | "@" | "." | "&";
  xalpha        = alpha | digit | safe | extra | escape;
  xalphas       = xalpha+;
  ialpha        = alpha xalphas?;
  xpalpha       = xalpha | "+";
  # xpalphas: one or more, the draft printing "xpalpha [ xpalpha ]".
  xpalphas      = xpalpha+;
  gtype         = xalpha;
  fragmentid    = xalphas;
  user          = xalphas;
  search        = xalphas ( "+" xalphas )*;
  # path = void | xpalphas [ / path ], the recursion unrolled.
  path          = void | xpalphas ( "/" xpalphas )* "/"?;
  selector      = path;
  port          = digits;
  hostnumber    = digits "." digits "." digits "." digits;
  # hostname: ialpha [ . hostname ], the "." being an xalpha already.
  hostname      = ialpha;
  cellname      = hostname;
  host          = hostname | hostnumber;
  hostport      = host ( ":" port )?;
  gopheraddress = "gopher://" hostport ( "/" gtype selector? )?
                  ( "?" search )?;
  telnetaddress = "telnet://" ( user "@" )? hostport;
  attribute     = alphanums;
  # attributes: attribute [ attributes ], the repetition adding nothing.
  attributes    = attribute;
  version       = digits;
  hsoname       = path;
  prosperolink  = "prospero://" hostport "/" hsoname
                  ( "%00" version attributes? )?;
  prosperoaddress = prosperolink;
  wtype         = xalphas;
  database      = xalphas;
  article       = xalphas "@" host;
  group         = ialpha;
  groupart      = "*" | group | article;
  waisdoc       = "wais://" hostport "/" database "/" wtype "/" digits "/"
                  path;
  waisindex     = "wais://" hostport "/" database ( "?" search )?;
  waisaddress   = waisindex | waisdoc;
  newsaddress   = "news:" groupart;
  afsaddress    = "afs://" cellname "/" path;
  fileaddress   = "ftp://" host "/" path;
  httpaddress   = "http://" hostport ( "/" path )? ( "?" search )?;
  scheme        = ialpha;
  generic       = scheme ":" path ( "?" search )?;
  url           = generic | httpaddress | fileaddress
                | newsaddress | prosperoaddress | telnetaddress
                | gopheraddress | waisaddress | afsaddress;
  fragmentaddress = url ( "#" fragmentid )?;
}%%
