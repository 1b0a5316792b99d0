/* rfc3986_parse.rl - the parser instantiation of grammar "rfc3986".
 *
 * The top-level rules are composed again here from the grammar's own
 * machines, with actions that do nothing but note where a delimiter stood.
 * Each delimiter is unambiguous in RFC 3986 (a "#" outside the fragment can
 * only start it, the first "?" outside the authority and fragment can only
 * start the query, and so on); the one exception is a ":" in the authority,
 * which reads as userinfo or as the port separator until an "@" decides, so
 * the "@" action forgets a port separator seen before it.
 * tools/grammar-check proves the languages of these machines equal to the
 * grammar's rules. */
/* Ragel's goto-driven code falls from one case into the next by design. */
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#include "uri/rfc3986_internal.h"

%%{
  machine urival_rfc3986_parse;
  alphtype unsigned char;
  include rfc3986 "rfc3986.rl";

  # Marks are offsets plus one; OFF(p) is p's offset in the whole input.
  action scheme_colon { m->scheme_colon = OFF(p); }
  action authority    { m->authority = OFF(p) + 1; }
  action at           { m->at = OFF(p); m->port_colon = 0; }
  action port_colon   { m->port_colon = OFF(p); }
  action path         { if (m->path == 0) m->path = OFF(p); }
  action question     { m->question = OFF(p); }
  action hash         { m->hash = OFF(p); }

  p_authority     = ( userinfo "@" @at )? host ( ":" @port_colon port )?;
  p_with_authority = "//" @authority p_authority path_abempty >path;

  p_hier_part     = p_with_authority | path_absolute | path_rootless
                  | path_empty;
  p_relative_part = p_with_authority | path_absolute | path_noscheme
                  | path_empty;

  p_query         = "?" @question query;
  p_fragment      = "#" @hash fragment;

  p_URI           = scheme ":" @scheme_colon p_hier_part p_query? p_fragment?;
  p_absolute_URI  = scheme ":" @scheme_colon p_hier_part p_query?;
  p_relative_ref  = p_relative_part p_query? p_fragment?;
  p_URI_reference = p_URI | p_relative_ref;

  e_URI           := p_URI;
  e_URI_reference := p_URI_reference;
  e_relative_ref  := p_relative_ref;
  e_absolute_URI  := p_absolute_URI;
}%%

%% write data noerror nofinal;

void urival__rfc3986_parse_init(struct urival__pstate *ps,
                                enum urival__parse_entry e)
{
    static const int entry[] = {
        urival_rfc3986_parse_en_e_URI,
        urival_rfc3986_parse_en_e_URI_reference,
        urival_rfc3986_parse_en_e_relative_ref,
        urival_rfc3986_parse_en_e_absolute_URI
    };
    (void)urival_rfc3986_parse_start;
    ps->cs = entry[e];
    ps->done = 0;
    ps->m = (struct urival__marks){ 0 };
}

int urival__rfc3986_parse_feed(struct urival__pstate *ps,
                               const unsigned char *p, const unsigned char *pe,
                               int last)
{
    const unsigned char *const chunk = p;
    /* An empty path-abempty at the very end is noted by an end-of-input
     * action, so the machine must know where the input ends; before the
     * last chunk it must not think it has. */
    const unsigned char *eof = last ? pe : NULL;
    struct urival__marks *m = &ps->m;
    int cs = ps->cs;
#define OFF(q) (ps->done + (size_t)((q) - chunk) + 1)
    if (cs == 0)
        return 0;
    %% write exec;
#undef OFF
    ps->done += (size_t)(p - chunk);
    ps->cs = cs;
    return cs != 0;
}
