# Grammar "rfc8141": RFC 8141 section 2, as collected in grammar/rfc8141.abnf.
#
# Grammar only: one machine per ABNF rule, named after the rule with "-"
# turned into "_", no actions and no C.  RFC 8141 takes pchar and fragment
# from RFC 3986, whose machines it includes (no rule name of RFC 8141 is
# also a rule of RFC 3986).  Ragel needs a machine defined before it is
# referenced, so the rules stand here bottom-up.  tools/grammar-check proves
# every machine equal to the mechanical translation of its ABNF rule.

%%{
  machine rfc8141;
  include rfc3986 "rfc3986.rl";

  # alphanum: "obsolete, usage is deprecated" in RFC 8141, still used.
  alphanum      = ALPHA | DIGIT;
  ldh           = alphanum | "-";

  # NID: 2 to 32 characters, no "-" at either end.
  NID           = alphanum ldh{0,30} alphanum;
  NSS           = pchar ( pchar | "/" )*;

  f_component   = fragment;
  q_component   = pchar ( pchar | "/" | "?" )*;
  r_component   = pchar ( pchar | "/" | "?" )*;
  rq_components = ( "?+" r_component )? ( "?=" q_component )?;

  # "urn" is a quoted ABNF string: any case.
  assigned_name = "urn"i ":" NID ":" NSS;
  namestring    = assigned_name rq_components ( "#" f_component )?;
}%%
