/* rulearg.c - the names of rules and grammars given as arguments (--rule,
 * --grammar, urival rules GRAMMAR). */
#include <string.h>
#include <strings.h>
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

/* A name in any case, as urival_rule_lookup() takes it (the tool never
 * sets a locale, so strcasecmp() folds ASCII alone). */
const char *cli_grammar(const char *name)
{
    size_t i;
    for (i = 0; i < urival_grammar_count(); i++)
        if (strcasecmp(name, urival_grammar_name(i)) == 0)
            return urival_grammar_name(i);
    return NULL;
}
