# Grammar "rfc1738": RFC 1738 section 5, as rewritten into ABNF in
# grammar/rfc1738.abnf (the conversion decisions are written there).
#
# Grammar only: one machine per ABNF rule, named after the rule with "-"
# turned into "_", no actions and no C.  Ragel needs a machine defined before
# it is referenced, so the rules stand here bottom-up: the miscellaneous
# definitions first, then the generic syntax, then the schemes.
# tools/grammar-check proves every machine equal to the mechanical
# translation of its ABNF rule.
#
# The ABNF writes every quoted string holding a letter as %s"..." (RFC 822
# literals are case-sensitive): those are plain, case-sensitive Ragel
# strings here.

%%{
  machine rfc1738;

  # alpha and digit: Ragel's builtin machines of these names are exactly
  # [A-Za-z] and [0-9], the grammar's alpha (lowalpha / hialpha) and digit;
  # a builtin cannot be redefined, so they are used as they are.
  lowalpha       = 0x61..0x7a;
  hialpha        = 0x41..0x5a;
  digits         = digit+;
  safe           = "$" | "-" | "_" | "." | "+";
  extra          = "!" | "*" | "'" | "(" | ")" | ",";
  national       = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`";
  # punctuation: <"> is the double quote.
  punctuation    = "<" | ">" | "#" | "%" | 0x22;
  reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "=";
  # hex: both cases are listed, each case-sensitive.
  hex            = digit | 0x41..0x46 | 0x61..0x66;
  escape         = "%" hex hex;
  unreserved     = alpha | digit | safe | extra;
  uchar          = unreserved | escape;
  xchar          = unreserved | reserved | escape;

  alphadigit     = alpha | digit;
  toplabel       = alpha | alpha ( alphadigit | "-" )* alphadigit;
  domainlabel    = alphadigit | alphadigit ( alphadigit | "-" )* alphadigit;
  hostname       = ( domainlabel "." )* toplabel;
  hostnumber     = digits "." digits "." digits "." digits;
  host           = hostname | hostnumber;
  port           = digits;
  hostport       = host ( ":" port )?;
  user           = ( uchar | ";" | "?" | "&" | "=" )*;
  password       = ( uchar | ";" | "?" | "&" | "=" )*;
  login          = ( user ( ":" password )? "@" )? hostport;
  urlpath        = xchar*;
  ip_schemepart  = "//" login ( "/" urlpath )?;
  # scheme: the BNF's 1*[ ... ] read as one or more.
  scheme         = ( lowalpha | digit | "+" | "-" | "." )+;
  schemepart     = xchar* | ip_schemepart;
  genericurl     = scheme ":" schemepart;
  otherurl       = genericurl;

  # FTP
  fsegment       = ( uchar | "?" | ":" | "@" | "&" | "=" )*;
  fpath          = fsegment ( "/" fsegment )*;
  ftptype        = "A" | "I" | "D" | "a" | "i" | "d";
  ftpurl         = "ftp://" login ( "/" fpath ( ";type=" ftptype )? )?;

  # FILE
  fileurl        = "file://" ( host | "localhost" )? "/" fpath;

  # HTTP
  hsegment       = ( uchar | ";" | ":" | "@" | "&" | "=" )*;
  hpath          = hsegment ( "/" hsegment )*;
  search         = ( uchar | ";" | ":" | "@" | "&" | "=" )*;
  httpurl        = "http://" hostport ( "/" hpath ( "?" search )? )?;

  # GOPHER: the BNF's bare / is the literal "/".
  gtype              = xchar;
  selector           = xchar*;
  gopher_plus_string = xchar*;
  gopherurl      = "gopher://" hostport
                   ( "/" ( gtype ( selector
                     ( "%09" search ( "%09" gopher_plus_string )? )? )? )? )?;

  # MAILTO
  encoded822addr = xchar+;
  mailtourl      = "mailto:" encoded822addr;

  # NEWS: article's 1*[ ... ] read as one or more.
  group          = alpha ( alpha | digit | "-" | "." | "+" | "_" )*;
  article        = ( uchar | ";" | "/" | "?" | ":" | "&" | "=" )+ "@" host;
  grouppart      = "*" | group | article;
  newsurl        = "news:" grouppart;

  # NNTP
  nntpurl        = "nntp://" hostport "/" group ( "/" digits )?;

  # TELNET
  telneturl      = "telnet://" login "/"?;

  # WAIS
  database       = uchar*;
  wtype          = uchar*;
  wpath          = uchar*;
  waisdatabase   = "wais://" hostport "/" database;
  waisindex      = "wais://" hostport "/" database "?" search;
  waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath;
  waisurl        = waisdatabase | waisindex | waisdoc;

  # PROSPERO
  psegment       = ( uchar | "?" | ":" | "@" | "&" | "=" )*;
  ppath          = psegment ( "/" psegment )*;
  fieldname      = ( uchar | "?" | ":" | "@" | "&" )*;
  fieldvalue     = ( uchar | "?" | ":" | "@" | "&" )*;
  fieldspec      = ";" fieldname "=" fieldvalue;
  prosperourl    = "prospero://" hostport "/" ppath fieldspec*;

  url            = httpurl | ftpurl | newsurl
                 | nntpurl | telneturl | gopherurl
                 | waisurl | mailtourl | fileurl
                 | prosperourl | otherurl;
}%%
