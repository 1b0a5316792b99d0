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

/* Marks are offsets plus one (urn_internal.h); OFF(p) is the mark of p,
 * counted over every chunk fed so far. */
#define OFF(q) (done + (size_t)((q) - chunk) + 1)

%%{
  machine urival_rfc8141_parse;
  alphtype unsigned char;
  include rfc8141 "rfc8141.rl";

  action nid_colon { m->nid_colon = OFF(p); }
  action r_start   { m->r = OFF(p) + 1; }
  action q_mark    { if (!m->q_fixed) m->q = OFF(p) + 1; }
  action q_enter   { m->q_fixed = 1; }
  action hash      { m->hash = OFF(p); }

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

void urival__rfc8141_parse_init(struct urival__urn_parser *ps)
{
    (void)urival_rfc8141_parse_start;
    ps->cs = urival_rfc8141_parse_en_e_namestring;
    ps->done = 0;
    ps->m = (struct urival__urn_marks){ 0 };
}

int urival__rfc8141_parse_feed(struct urival__urn_parser *ps, const unsigned char *p,
                               const unsigned char *pe)
{
    const unsigned char *const chunk = p;
    const size_t done = ps->done;
    struct urival__urn_marks *m = &ps->m;
    int cs = ps->cs;
    /* Dead stays dead: Ragel's code has no case for state 0 and would fall
     * into another state's. */
    if (cs == 0)
        return 0;
    %% write exec;
    ps->done = done + (size_t)(p - chunk);
    ps->cs = cs;
    return cs != 0;
}

int urival__rfc8141_parse_finish(const struct urival__urn_parser *ps)
{
    return ps->cs >= urival_rfc8141_parse_first_final;
}

%%{
  machine urival_urn_draft03_parse;
  alphtype unsigned char;
  include urn_draft03 "urn-draft03.rl";

  action nid_colon { m->nid_colon = OFF(p); }
  action question  { m->q = OFF(p) + 1; }
  action amp       { m->amps++; }
  action hash      { m->hash = OFF(p); }

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

void urival__urn_draft03_parse_init(struct urival__urn_parser *ps)
{
    (void)urival_urn_draft03_parse_start;
    ps->cs = urival_urn_draft03_parse_en_e_URN;
    ps->done = 0;
    ps->m = (struct urival__urn_marks){ 0 };
}

int urival__urn_draft03_parse_feed(struct urival__urn_parser *ps, const unsigned char *p,
                                   const unsigned char *pe)
{
    const unsigned char *const chunk = p;
    const size_t done = ps->done;
    struct urival__urn_marks *m = &ps->m;
    int cs = ps->cs;
    if (cs == 0)
        return 0;
    %% write exec;
    ps->done = done + (size_t)(p - chunk);
    ps->cs = cs;
    return cs != 0;
}

int urival__urn_draft03_parse_finish(const struct urival__urn_parser *ps)
{
    return ps->cs >= urival_urn_draft03_parse_first_final;
}
