/* rules_cmd.c - urival rules: the grammars and the rules they hold. */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/json.h"

static const struct cli_help help = {
    .text = "usage: urival rules [--grammars] [--json] [GRAMMAR]\n\n"
            "Lists every rule urival can match, as GRAMMAR:NAME, one per line;\n"
            "with GRAMMAR, only that grammar's rules.\n\n"
            "  --grammars  list the grammars instead, one a line\n"
            "  --json      one JSON object per rule: grammar, rule, id\n\n"
            "Exit status: 0 done, 2 usage error (an unknown grammar).\n",
};

int cmd_rules(int argc, char **argv)
{
    const char *only = NULL;
    int json = 0, grammars = 0, first;
    size_t i;
    const struct cli_opt opts[] = { { "--json", &json, NULL },
                                    { "--grammars", &grammars, NULL },
                                    { NULL, NULL, NULL } };
    first = cli_options(argc, argv, NULL, opts, &help);
    if (first < 0)
        return cli_options_exit(first);
    if (grammars && argc - first > 0) {
        cli_error("rules: --grammars lists every grammar; it takes no GRAMMAR");
        return EXIT_USAGE;
    }
    if (argc - first > 1) {
        cli_error("rules: takes at most one grammar");
        return EXIT_USAGE;
    }
    if (argc - first == 1) {
        only = cli_grammar(argv[first]);
        if (only == NULL) {
            cli_error("rules: unknown grammar '%s' ('urival rules --grammars' lists them)",
                      argv[first]);
            return EXIT_USAGE;
        }
    }
    if (grammars) {
        for (i = 0; i < urival_grammar_count(); i++) {
            const char *g = urival_grammar_name(i);
            if (json) {
                fputs("{\"grammar\":", stdout);
                json_string(stdout, g, strlen(g));
                fputs("}\n", stdout);
            } else {
                puts(g);
            }
        }
        return EXIT_VALID;
    }
    for (i = 0; i < urival_rule_count(); i++) {
        const char *g = urival_rule_grammar((urival_rule)i);
        const char *r = urival_rule_name((urival_rule)i);
        if (only != NULL && strcmp(g, only) != 0)
            continue;
        if (json) {
            fputs("{\"grammar\":", stdout);
            json_string(stdout, g, strlen(g));
            json_field_str(stdout, "rule", r);
            printf(",\"id\":%zu}\n", i);
        } else {
            printf("%s:%s\n", g, r);
        }
    }
    return EXIT_VALID;
}
