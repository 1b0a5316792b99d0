/* rulearg.c - the names of rules and grammars given as arguments (--rule,
 * --grammar, urival rules GRAMMAR). */
#include <string.h>
#include "cli/cli.h"

int cli_rule(const char *cmd, const char *arg, urival_rule *out)
{
    const char *colon = strchr(arg, ':');
    char grammar[64];
    int st;
    if (colon != NULL) {
        size_t n = (size_t)(colon - arg);
        if (n >= sizeof grammar) {
            cli_error("%s: unknown grammar in rule '%s'", cmd, arg);
            return -1;
        }
        memcpy(grammar, arg, n);
        grammar[n] = '\0';
        st = urival_rule_lookup(grammar, colon + 1, out);
    } else {
        st = urival_rule_lookup(NULL, arg, out);
    }
    if (st != URIVAL_OK) {
        cli_error("%s: unknown rule '%s' ('urival rules' lists them)", cmd, arg);
        return -1;
    }
    return 0;
}

/* The grammars' ids are in lower case; a name may be in any. */
const char *cli_grammar(const char *name)
{
    size_t i, k;
    for (i = 0; i < urival_grammar_count(); i++) {
        const char *g = urival_grammar_name(i);
        for (k = 0; g[k] != '\0'; k++) {
            unsigned c = (unsigned char)name[k];
            if ((c - 'A' < 26u ? c + ('a' - 'A') : c) != (unsigned char)g[k])
                break;
        }
        if (g[k] == '\0' && name[k] == '\0')
            return g;
    }
    return NULL;
}
