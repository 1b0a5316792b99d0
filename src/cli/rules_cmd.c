/* rules_cmd.c - urival rules: the grammars and the rules they hold. */
#include <stdio.h>
#include <string.h>
#include "cli.h"

int cmd_rules(int argc, char **argv)
{
    const char *only = NULL;
    size_t i;
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: urival rules [GRAMMAR]\n\n"
             "Lists every rule urival can match, as GRAMMAR:NAME, one per line;\n"
             "with GRAMMAR, only that grammar's rules.");
        return EXIT_VALID;
    }
    if (argc > 2) {
        cli_error("rules: takes at most one grammar");
        return EXIT_USAGE;
    }
    if (argc == 2) {
        only = argv[1];
        for (i = 0; i < urival_grammar_count(); i++)
            if (strcmp(only, urival_grammar_name(i)) == 0)
                break;
        if (i == urival_grammar_count()) {
            cli_error("rules: unknown grammar '%s'", only);
            return EXIT_USAGE;
        }
    }
    for (i = 0; i < urival_rule_count(); i++) {
        const char *g = urival_rule_grammar((urival_rule)i);
        if (only == NULL || strcmp(g, only) == 0)
            printf("%s:%s\n", g, urival_rule_name((urival_rule)i));
    }
    return EXIT_VALID;
}
