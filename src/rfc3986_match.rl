/* rfc3986_match.rl - the pure recognizer of grammar "rfc3986": every rule of
 * grammar/rfc3986.abnf as an entry point, no actions. */
/* Ragel's goto-driven code falls from one case into the next by design. */
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#include "catalogue.h"
#include "rfc3986_internal.h"

%%{
  machine urival_rfc3986;
  alphtype unsigned char;
  include rfc3986 "rfc3986.rl";
  include "rfc3986_entries.rl";
}%%

%% write data noerror;

#include "rfc3986_entries.h"

static int rfc3986_run(int cs, const unsigned char *p, const unsigned char *pe,
                       size_t *consumed)
{
    const unsigned char *start = p;
    (void)urival_rfc3986_start;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs;
}

const struct urival__machine urival__m_rfc3986 = {
    "rfc3986", rfc3986_entry, rfc3986_names,
    sizeof rfc3986_entry / sizeof rfc3986_entry[0],
    urival_rfc3986_first_final, rfc3986_run, urival__rfc3986_attribute
};
