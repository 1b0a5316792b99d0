/* core_match.rl - the pure recognizer of grammar "core": every rule of
 * grammar/core.abnf as an entry point, no actions. */
/* Ragel's goto-driven code falls from one case into the next by design. */
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#include "catalogue.h"

%%{
  machine urival_core;
  alphtype unsigned char;
  include core "core.rl";
  include "core_entries.rl";
}%%

%% write data noerror;

#include "core_entries.h"

static int core_run(int cs, const unsigned char *p, const unsigned char *pe,
                    size_t *consumed)
{
    const unsigned char *start = p;
    (void)urival_core_start;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs;
}

const struct urival__machine urival__m_core = {
    "core", core_entry, core_names,
    sizeof core_entry / sizeof core_entry[0],
    urival_core_first_final, core_run, urival__attribute_plain
};
