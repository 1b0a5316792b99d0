/* urn_parse.rl - the parser instantiations of grammars "rfc8141" and
 * "urn-draft03".
 *
 * The top-level URN rules are composed again here from the grammars' own
 * machines, with actions that do nothing but note where a delimiter stood.
 * tests/urn/instance-check.test proves every composed machine equal to the
 * grammar rule it stands for (tools/instance-check), so that parsing
 * accepts what matching accepts, byte for byte.
 *
 * RFC 8141 (namestring).  The ":" after the NID is the first ":" after
 * "urn:", since an NID holds none.  The NSS holds no "?" and no "#", so the
 * first "?" after it begins the rq-components and "?+" right there the
 * r-component; r-, q- and f-components hold no "#", so the first "#" begins
 * the f-component.  The one ambiguity is "?=" inside an r-component, which
 * may hold "?" and "=": section 2.3.1 of RFC 8141 ends the r-component at
 * "?=".  The ABNF still accepts "urn:a:b?+c?=/d", where "?=/d" can only be
 * r-component text (a q-component begins with a pchar), so the q-component
 * begins at the first "?=" that is followed by a pchar: the action on "="
 * notes a candidate, the entering action of q_component confirms it, and a
 * confirmed q-component is never moved.  A candidate the next byte does not
 * confirm is replaced by the next "?=".
 *
 * draft-03.  The draft writes a URN as its URI (section 2) with urn-path
 * superimposed on path-rootless and urn-query on query (section 2.3); no
 * rule of the ABNF joins them.  d03_URN says it the way the draft does, as
 * intersections, and p_URN is the same language in sequence, with actions:
 * the ":" after the NID, the "?" (the NSS holds none), each "&" between two
 * directives (a value holds none), the "#" (a query holds none). */
/* Ragel's goto-driven code falls from one case into the next by design. */
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#include "urn/urn_internal.h"

%%{
  machine urival_rfc8141_parse;
  alphtype unsigned char;
  include rfc8141 "rfc8141.rl";

  action nid_colon { m->nid_colon = p; }
  action r_start   { m->r = p + 1; }
  action q_mark    { if (!m->q_fixed) m->q = p + 1; }
  action q_enter   { m->q_fixed = 1; }
  action hash      { m->hash = p; }

  p_assigned_name = "urn"i ":" NID ":" @nid_colon NSS;
  p_rq_components = ( "?+" @r_start r_component )?
                    ( "?=" @q_mark ( q_component >q_enter ) )?;
  p_namestring    = p_assigned_name p_rq_components
                    ( "#" @hash f_component )?;

  # RFC 8141 URNs are RFC 3986 URIs (section 1): proven equal to namestring.
  r8_in_URI       = namestring & URI;

  e_namestring   := p_namestring;
}%%

%% write data noerror;

const int urival__rfc8141_parse_final = urival_rfc8141_parse_first_final;

int urival__rfc8141_parse_run(const unsigned char *p, const unsigned char *pe,
                              struct urival__urn_marks *m, size_t *consumed)
{
    const unsigned char *start = p;
    int cs = urival_rfc8141_parse_en_e_namestring;
    (void)urival_rfc8141_parse_start;
    *m = (struct urival__urn_marks){ 0 };
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs;
}

%%{
  machine urival_urn_draft03_parse;
  alphtype unsigned char;
  include urn_draft03 "urn-draft03.rl";

  action nid_colon { m->nid_colon = p; }
  action question  { m->q = p + 1; }
  action amp       { m->amps++; }
  action hash      { m->hash = p; }

  # Section 2: urn-path superimposed on path-rootless, urn-query on query.
  d03_URN         = scheme ":" ( path_rootless & urn_path )
                    ( "?" ( query & urn_query ) )? ( "#" fragment )?;
  # Section 2: "a general URI parser ... MUST be able to parse any legal
  # URN": proven equal to d03_URN.
  d03_in_URI      = d03_URN & URI;

  p_urn_path      = NID ":" @nid_colon NSS;
  p_urn_query     = directive ( "&" @amp directive )*;
  p_URN           = scheme ":" p_urn_path ( "?" @question p_urn_query )?
                    ( "#" @hash fragment )?;

  e_URN          := p_URN;
}%%

%% write data noerror;

const int urival__urn_draft03_parse_final = urival_urn_draft03_parse_first_final;
const int urival__urn_draft03_parse_entry = urival_urn_draft03_parse_en_e_URN;

int urival__urn_draft03_exec(int cs, const unsigned char *p,
                             const unsigned char *pe,
                             struct urival__urn_marks *m, size_t *consumed)
{
    const unsigned char *start = p;
    (void)urival_urn_draft03_parse_start;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs;
}
