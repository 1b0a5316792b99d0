/* compare_cmd.c - urival compare: where two URI references meet on the
 * comparison ladder of RFC 3986 section 6.2. */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "json.h"
#include "refcli.h"

static void help(FILE *f)
{
    fputs("usage: urival compare [--ignore-fragment] [--ipv6-canonical]\n"
          "                      [--level RUNG] [--json] [A B]\n\n"
          "Compares two URI references on the ladder of RFC 3986 section 6.2 and\n"
          "prints the first rung on which they are equal: \"simple\" (the same\n"
          "string), \"syntax\" (the same after syntax-based normalization), \"scheme\"\n"
          "(the same only after scheme-based normalization), or \"different\".\n"
          "Without A and B, reads pairs from standard input, one pair a line, the\n"
          "two separated by spaces or tabs.\n\n"
          "  --ignore-fragment  leave fragments out (section 6.1)\n"
          "  --ipv6-canonical   read IPv6 hosts as addresses (RFC 5952)\n"
          "  --level RUNG       simple, syntax or scheme (the default): the highest\n"
          "                     rung that still counts as equivalent\n"
          "  --json             one JSON object per pair\n\n"
          "Exit status: 0 every pair equivalent, 1 some pair not (or invalid),\n"
          "2 usage or I/O error.\n", f);
}

struct job {
    unsigned flags;
    urival_equivalence level;
    int json;
};

static int compare_pair(const char *a, size_t al, const char *b, size_t bl, struct job *j)
{
    urival_equivalence e = URIVAL_DIFFERENT;
    urival_error err;
    int st = urival_compare(a, al, b, bl, j->flags, &e, &err);
    /* The library reports the first invalid input; say which. */
    int first_bad = st != URIVAL_OK &&
                    urival_match(URIVAL_RFC3986_URI_REFERENCE, a, al, NULL) != URIVAL_OK;
    const char *name = urival_equivalence_name(e);
    if (j->json) {
        fputs("{\"a\":", stdout);
        json_string(stdout, a, al);
        refcli_json_field("b", b, bl);
        printf(",\"valid\":%s", st == URIVAL_OK ? "true" : "false");
        if (st == URIVAL_OK)
            printf(",\"equivalence\":\"%s\",\"equivalent\":%s", name,
                   e <= j->level ? "true" : "false");
        else
            refcli_json_error(first_bad ? "a" : "b", first_bad ? a : b, first_bad ? al : bl,
                              st, &err);
        fputs("}\n", stdout);
    } else if (st == URIVAL_OK) {
        puts(name);
    } else {
        refcli_report("compare", "URI-reference", first_bad ? a : b, first_bad ? al : bl, st,
                      &err);
    }
    return st == URIVAL_OK && e <= j->level;
}

/* A line holds A, white space, then B. */
static int compare_line(const char *s, size_t len, void *ctx)
{
    size_t i = 0, j2, end = len;
    while (i < len && s[i] != ' ' && s[i] != '\t')
        i++;
    j2 = i;
    while (j2 < len && (s[j2] == ' ' || s[j2] == '\t'))
        j2++;
    while (end > j2 && (s[end - 1] == ' ' || s[end - 1] == '\t'))
        end--;
    if (j2 == len || memchr(s + j2, ' ', end - j2) != NULL || memchr(s + j2, '\t', end - j2) != NULL) {
        cli_error("compare: a line must hold two URI references separated by white space");
        cli_show_line(stderr, s, len, len);
        return 0;
    }
    return compare_pair(s, i, s + j2, end - j2, ctx);
}

static int parse_level(const char *name, urival_equivalence *out)
{
    int e;
    for (e = URIVAL_EQUAL_SIMPLE; e < URIVAL_DIFFERENT; e++) {
        if (strcmp(name, urival_equivalence_name((urival_equivalence)e)) == 0) {
            *out = (urival_equivalence)e;
            return 0;
        }
    }
    return -1;
}

int cmd_compare(int argc, char **argv)
{
    struct job j;
    int ignore = 0, ipv6 = 0, json = 0, first;
    const char *level = NULL;
    const struct refcli_opt opts[] = {
        { "--ignore-fragment", &ignore, NULL }, { "--ipv6-canonical", &ipv6, NULL },
        { "--level", NULL, &level }, { "--json", &json, NULL }, { NULL, NULL, NULL }
    };
    memset(&j, 0, sizeof j);
    first = refcli_options(argc, argv, "compare", opts, help);
    if (first < 0)
        return refcli_options_exit(first);
    j.level = URIVAL_EQUAL_SCHEME;
    if (level != NULL && parse_level(level, &j.level) != 0) {
        cli_error("compare: --level must be simple, syntax or scheme");
        return EXIT_USAGE;
    }
    j.flags = (ignore ? URIVAL_COMPARE_IGNORE_FRAGMENT : 0) | (ipv6 ? URIVAL_NORMALIZE_IPV6 : 0);
    j.json = json;
    if (argc - first == 2)
        return compare_pair(argv[first], strlen(argv[first]), argv[first + 1],
                            strlen(argv[first + 1]), &j)
                   ? EXIT_VALID
                   : EXIT_INVALID;
    if (argc - first != 0) {
        cli_error("compare: give two URI references, or none to read pairs from standard input");
        help(stderr);
        return EXIT_USAGE;
    }
    return refcli_each(argc, argv, argc, "compare", compare_line, &j);
}
