# Grammar "urn-draft03": draft-ietf-urnbis-rfc2141bis-urn-03 sections 2 to
# 2.5, as collected in grammar/urn-draft03.abnf.
#
# Grammar only: one machine per ABNF rule, named after the rule with "-"
# turned into "_", no actions and no C.  The draft restates RFC 3986 rules
# (URI, pchar, query, ...) and redefines scheme, so it cannot share one
# Ragel namespace with src/machines/rfc3986.rl: it includes the core rules
# only and defines here, first, the three RFC 3986 rules it uses without
# restating them (unreserved, pct-encoded, sub-delims; their proof is the
# rfc3986 grammar's).  Then the draft's rules, bottom-up, since Ragel needs
# a machine defined before it is referenced.  tools/grammar-check proves
# every machine equal to the mechanical translation of its ABNF rule.

%%{
  machine urn_draft03;
  include core "core.rl";

  # From grammar/rfc3986.abnf (the draft's "uses").
  sub_delims    = "!" | "$" | "&" | "'" | "(" | ")"
                | "*" | "+" | "," | ";" | "=";
  unreserved    = ALPHA | DIGIT | "-" | "." | "_" | "~";
  pct_encoded   = "%" HEXDIG HEXDIG;

  # Section 2, restated from RFC 3986.
  pchar         = unreserved | pct_encoded | sub_delims | ":" | "@";
  fragment      = ( pchar | "/" | "?" )*;
  query         = ( pchar | "/" | "?" )*;
  segment       = pchar*;
  segment_nz    = pchar+;
  path_rootless = segment_nz ( "/" segment )*;

  # scheme = "urn": a quoted ABNF string, so any case.
  scheme        = "urn"i;
  URI           = scheme ":" path_rootless ( "?" query )? ( "#" fragment )?;

  # Section 2.1: 2 to 32 characters, no "-" at either end.
  NID           = ( ALPHA | DIGIT ) ( ALPHA | DIGIT | "-" ){0,30}
                  ( ALPHA | DIGIT );
  # Section 2.2.
  NSS           = pchar+;
  urn_path      = NID ":" NSS;

  # Section 2.3.  v-subdels: sub-delims without "&", with ":" "@" "/" "?".
  v_subdels     = "!" | "$" | "'" | "(" | ")"
                | "*" | "+" | "," | ";" | "="
                | ":" | "@" | "/" | "?";
  v_pchar       = unreserved | pct_encoded | v_subdels;
  value         = v_pchar*;
  # keywd = ALPHA *( ["-"] (ALPHA / DIGIT) ): no "-" at the end, none twice.
  keywd         = ALPHA ( "-"? ( ALPHA | DIGIT ) )*;
  directive     = keywd "=" value;
  urn_query     = directive ( "&" directive )*;

  # Section 2.5.1.
  gen_delims    = ":" | "/" | "?" | "#" | "[" | "]" | "@";

  # Section 2.5.3.  0x5c is the ABNF's "\" (one backslash).
  excluded      = CTL | SP
                | DQUOTE
                | "#"
                | "%"
                | "/"
                | "<" | ">"
                | "?"
                | "["
                | 0x5c
                | "]"
                | "^"
                | "`"
                | "{" | "|" | "}"
                | 0x7f
                | 0x80..0xff;
}%%
