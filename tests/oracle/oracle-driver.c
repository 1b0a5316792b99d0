/*
 * oracle-driver.c - the C half of urival's ABNF oracle.
 *
 * Reads test cases, one a line, from a file or standard input:
 *
 *     <verdict> TAB <grammar> TAB <rule> TAB <kind> TAB <hex>
 *
 * where verdict is 1 when the independent engine (tests/oracle/oracle.mjs,
 * the `abnf` package and JavaScript regular expressions) found the string
 * in the rule's language and 0 when not, kind says how the string was made,
 * and hex is the string itself, two lowercase or uppercase hex digits a byte
 * (empty for the empty string).  A case with verdict 0 may carry four more
 * fields, what the engine's automaton says urival's error report must hold
 * (urival.h, struct urival_error):
 *
 *     ... TAB <offset> TAB <at_end> TAB <end_ok> TAB <expected>
 *
 * with expected as eight 32-bit words of eight hex digits each, word 0
 * first (bit b of word b / 32 set when byte b is acceptable at offset).
 * Lines starting with '#' and empty lines are ignored.  Every string is handed to urival_match() in a buffer of exactly
 * its length, so a sanitizer build catches any read past the end.
 *
 * A disagreement is printed with the grammar, the rule, the string
 * (escaped), both verdicts and urival's explanation.  With --check-errors
 * the error report of every rejected string is also checked: against the
 * engine's fields when the case has them (offset, at_end, end_ok and the
 * expected set must be equal), and for consistency in any case (a rule
 * name, rule_start <= offset, ...).
 *
 * Exit status: 0 when urival agreed on every case, 1 when it disagreed at
 * least once (the driver stops after --max-fail disagreements, 20 by
 * default), 2 for a malformed case, a grammar or rule that urival does not
 * know (its cases are skipped, the others still run), or an I/O error.
 */
#define _POSIX_C_SOURCE 200809L /* getline, ssize_t */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "urival.h"
#include "common/ascii.h"

#define MAX_GRAMMARS 64

struct tally {
    char name[64];
    unsigned long cases, members, nonmembers, disagreements, error_faults;
};

static struct tally tallies[MAX_GRAMMARS];
static size_t ntallies;

static struct tally *tally_for(const char *grammar)
{
    size_t i;
    for (i = 0; i < ntallies; i++)
        if (strcmp(tallies[i].name, grammar) == 0)
            return &tallies[i];
    if (ntallies == MAX_GRAMMARS)
        return &tallies[MAX_GRAMMARS - 1];
    snprintf(tallies[ntallies].name, sizeof tallies[ntallies].name, "%s", grammar);
    return &tallies[ntallies++];
}

/* Prints s[0..len) as a C-like string literal. */
static void put_escaped(FILE *f, const unsigned char *s, size_t len)
{
    size_t i;
    fputc('"', f);
    for (i = 0; i < len; i++) {
        unsigned c = s[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            fputc((int)c, f);
        else
            fprintf(f, "\\x%02x", c);
    }
    fputc('"', f);
}

/* Splits line at tabs into at most n fields; returns the count. */
static size_t split_tabs(char *line, char **field, size_t n)
{
    size_t k = 0;
    field[k++] = line;
    while (*line && k < n) {
        if (*line == '\t') {
            *line = '\0';
            field[k++] = line + 1;
        }
        line++;
    }
    return k;
}

static int grammar_known(const char *grammar)
{
    size_t i, n = urival_grammar_count();
    for (i = 0; i < n; i++) {
        const char *g = urival_grammar_name(i);
        if (g && strcmp(g, grammar) == 0)
            return 1;
    }
    return 0;
}

static void usage(void)
{
    fputs("usage: oracle-driver [--max-fail N] [--check-errors] [--quiet] "
          "[FILE]\n"
          "  reads cases \"verdict<TAB>grammar<TAB>rule<TAB>kind<TAB>hex\" "
          "from FILE or stdin\n",
          stderr);
    exit(2);
}

/* Checks that the error report of a rejected string is self-consistent;
 * returns 0 when it is, else prints what is wrong and returns 1. */
struct diag {
    int have;
    unsigned long offset;
    int at_end, end_ok;
    uint32_t expected[8];
};

/* Parses the four optional fields of a case; returns 0 on success. */
static int parse_diag(char **field, struct diag *d)
{
    char *end;
    size_t w;
    d->offset = strtoul(field[0], &end, 10);
    if (*end || !*field[0])
        return -1;
    if (strcmp(field[1], "0") != 0 && strcmp(field[1], "1") != 0)
        return -1;
    if (strcmp(field[2], "0") != 0 && strcmp(field[2], "1") != 0)
        return -1;
    d->at_end = field[1][0] == '1';
    d->end_ok = field[2][0] == '1';
    if (strlen(field[3]) != 64)
        return -1;
    for (w = 0; w < 8; w++) {
        uint32_t v = 0;
        size_t k;
        for (k = 0; k < 8; k++) {
            int h = hex_digit((unsigned char)field[3][8 * w + k]);
            if (h < 0)
                return -1;
            v = v * 16u + (uint32_t)h;
        }
        d->expected[w] = v;
    }
    d->have = 1;
    return 0;
}

static void put_set(FILE *f, const uint32_t *set)
{
    int b, first = 1;
    fputc('{', f);
    for (b = 0; b < 256; b++) {
        if (!((set[b / 32] >> (b % 32)) & 1u))
            continue;
        if (!first)
            fputc(' ', f);
        first = 0;
        if (b > 0x20 && b < 0x7f && b != '\\')
            fputc(b, f);
        else
            fprintf(f, "\\x%02x", b);
    }
    fputc('}', f);
}

static int check_error_report(const urival_error *e, const struct diag *d, const unsigned char *s,
                              size_t len, const char *grammar, const char *rule,
                              unsigned long lineno)
{
    const char *why = NULL;
    if (d->have && e->offset != d->offset)
        why = "offset differs from the first byte that cannot continue";
    else if (d->have && e->at_end != d->at_end)
        why = "at_end differs";
    else if (d->have && e->end_ok != d->end_ok)
        why = "end_ok differs";
    else if (d->have && memcmp(e->expected, d->expected, sizeof d->expected))
        why = "the expected set differs";
    else if (e->status != URIVAL_ESYNTAX)
        why = "status is not URIVAL_ESYNTAX";
    else if (e->offset > len)
        why = "offset beyond the input";
    else if (e->rule_start > e->offset)
        why = "rule_start after offset";
    else if (e->rule == NULL || e->rule[0] == '\0')
        why = "no rule name";
    else if (e->at_end && e->offset != len)
        why = "at_end but offset is not the input length";
    else if (!e->at_end && e->offset == len)
        why = "offset at the end of the input but at_end is 0";
    else if (e->at_end && e->end_ok)
        why = "at_end and end_ok both set on a rejected string";
    else if (e->offset < len && ((e->expected[s[e->offset] / 32] >> (s[e->offset] % 32)) & 1u))
        why = "the byte at offset is among the expected bytes";
    if (!why)
        return 0;
    printf("oracle: ERROR REPORT line %lu: grammar %s, rule %s, string ", lineno, grammar, rule);
    put_escaped(stdout, s, len);
    printf(": %s\n  urival: offset %lu, at_end %d, end_ok %d, rule %s "
           "(from %lu), expected ",
           why, (unsigned long)e->offset, e->at_end, e->end_ok, e->rule ? e->rule : "(null)",
           (unsigned long)e->rule_start);
    put_set(stdout, e->expected);
    if (d->have) {
        printf("\n  engine: offset %lu, at_end %d, end_ok %d, expected ", d->offset, d->at_end,
               d->end_ok);
        put_set(stdout, d->expected);
    }
    putchar('\n');
    return 1;
}

int main(int argc, char **argv)
{
    FILE *in = stdin;
    const char *path = "<stdin>";
    unsigned long max_fail = 20, failures = 0, lineno = 0, total = 0;
    unsigned long unknown = 0; /* cases of grammars or rules urival lacks */
    int check_errors = 0, quiet = 0, status = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    char last_grammar[128] = "", last_rule[256] = "";
    urival_rule rule = 0;
    int have_rule = 0, rule_ok = 0;
    char missing_grammar[128] = "";
    int i;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--max-fail") == 0 && i + 1 < argc) {
            max_fail = strtoul(argv[++i], NULL, 10);
            if (max_fail == 0)
                max_fail = 1;
        } else if (strcmp(argv[i], "--check-errors") == 0) {
            check_errors = 1;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = 1;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            usage();
        } else if (in == stdin) {
            path = argv[i];
            in = fopen(path, "rb");
            if (!in) {
                fprintf(stderr, "oracle-driver: %s: %s\n", path, strerror(errno));
                return 2;
            }
        } else {
            usage();
        }
    }

    while ((got = getline(&line, &cap, in)) != -1) {
        char *field[10];
        struct diag diag;
        size_t nf, hexlen, len, k;
        unsigned char *buf;
        const char *grammar, *rname, *kind, *hex;
        int expect, rc;
        urival_error err;
        struct tally *t;

        lineno++;
        while (got > 0 && (line[got - 1] == '\n' || line[got - 1] == '\r'))
            line[--got] = '\0';
        if (got == 0 || line[0] == '#')
            continue;
        nf = split_tabs(line, field, 9);
        diag.have = 0;
        if ((nf != 5 && nf != 9) || (strcmp(field[0], "0") != 0 && strcmp(field[0], "1") != 0) ||
            (nf == 9 && parse_diag(field + 5, &diag) != 0)) {
            fprintf(stderr, "oracle-driver: %s:%lu: malformed case\n", path, lineno);
            status = 2;
            break;
        }
        expect = field[0][0] == '1';
        grammar = field[1];
        rname = field[2];
        kind = field[3];
        hex = field[4];
        hexlen = strlen(hex);
        if (hexlen % 2 != 0) {
            fprintf(stderr, "oracle-driver: %s:%lu: odd-length hex\n", path, lineno);
            status = 2;
            break;
        }

        if (strcmp(grammar, missing_grammar) == 0) {
            unknown++; /* reported once already */
            continue;
        }
        if (!have_rule || strcmp(grammar, last_grammar) != 0 || strcmp(rname, last_rule) != 0) {
            snprintf(last_grammar, sizeof last_grammar, "%s", grammar);
            snprintf(last_rule, sizeof last_rule, "%s", rname);
            have_rule = 1;
            rule_ok = urival_rule_lookup(grammar, rname, &rule) == URIVAL_OK;
            if (!rule_ok && !grammar_known(grammar)) {
                printf("oracle: line %lu: urival does not know grammar %s: "
                       "grammar/%s.abnf is not in the rule catalogue (set "
                       "ORACLE_GRAMMARS to test only some grammars)\n",
                       lineno, grammar, grammar);
                snprintf(missing_grammar, sizeof missing_grammar, "%s", grammar);
                status = 2;
                unknown++;
                continue;
            }
            if (!rule_ok) {
                printf("oracle: line %lu: urival has no rule %s in grammar "
                       "%s (urival_rule_lookup failed): every rule of "
                       "grammar/%s.abnf must be in the catalogue\n",
                       lineno, rname, grammar, grammar);
                status = 2;
            }
        }
        if (!rule_ok) {
            unknown++;
            continue;
        }

        /* Exactly len bytes, so that a read past the end is caught. */
        len = hexlen / 2;
        buf = len ? malloc(len) : NULL;
        if (len && !buf) {
            fputs("oracle-driver: out of memory\n", stderr);
            status = 2;
            break;
        }
        for (k = 0; k < len; k++) {
            int hi = hex_digit((unsigned char)hex[2 * k]);
            int lo = hex_digit((unsigned char)hex[2 * k + 1]);
            if (hi < 0 || lo < 0) {
                fprintf(stderr, "oracle-driver: %s:%lu: bad hex\n", path, lineno);
                free(buf);
                status = 2;
                goto done;
            }
            buf[k] = (unsigned char)(hi * 16 + lo);
        }

        memset(&err, 0, sizeof err);
        rc = urival_match(rule, (const char *)buf, len, &err);
        t = tally_for(grammar);
        t->cases++;
        total++;
        if (expect)
            t->members++;
        else
            t->nonmembers++;

        if (rc != URIVAL_OK && rc != URIVAL_ESYNTAX) {
            printf("oracle: line %lu: grammar %s, rule %s, string ", lineno, grammar, rname);
            put_escaped(stdout, buf, len);
            printf(": urival_match returned %d (%s), neither URIVAL_OK nor "
                   "URIVAL_ESYNTAX\n",
                   rc, urival_strstatus(rc));
            t->disagreements++;
            failures++;
        } else if ((rc == URIVAL_OK) != expect) {
            char msg[512];
            printf("oracle: DISAGREEMENT line %lu: grammar %s, rule %s, %s "
                   "string ",
                   lineno, grammar, rname, kind);
            put_escaped(stdout, buf, len);
            printf(" (%lu bytes, hex %s): ABNF engine says %s, urival says "
                   "%s",
                   (unsigned long)len, len ? hex : "(empty)", expect ? "VALID" : "INVALID",
                   rc == URIVAL_OK ? "VALID" : "INVALID");
            if (rc != URIVAL_OK) {
                urival_error_message(&err, (const char *)buf, len, msg, sizeof msg, NULL);
                printf(" (%s)", msg);
            }
            putchar('\n');
            t->disagreements++;
            failures++;
        } else if (check_errors && rc == URIVAL_ESYNTAX) {
            if (check_error_report(&err, &diag, buf, len, grammar, rname, lineno)) {
                t->error_faults++;
                failures++;
            }
        }
        free(buf);
        if (failures >= max_fail) {
            printf("oracle: stopping after %lu failures\n", failures);
            break;
        }
    }
done:
    if (ferror(in)) {
        fprintf(stderr, "oracle-driver: %s: read error\n", path);
        status = 2;
    }
    if (in != stdin)
        fclose(in);
    free(line);

    if (!quiet || failures) {
        size_t g;
        for (g = 0; g < ntallies; g++)
            printf("oracle: %-12s %8lu strings (%lu in the language, %lu "
                   "not): %lu disagreements\n",
                   tallies[g].name, tallies[g].cases, tallies[g].members, tallies[g].nonmembers,
                   tallies[g].disagreements);
        if (check_errors) {
            unsigned long ef = 0;
            for (g = 0; g < ntallies; g++)
                ef += tallies[g].error_faults;
            printf("oracle: %lu inconsistent error reports\n", ef);
        }
    }
    if (unknown)
        printf("oracle: %lu cases not run: their grammar or rule is unknown "
               "to urival\n",
               unknown);
    if (status == 0 && failures)
        status = 1;
    printf("oracle: %lu passed, %lu failed\n", total - failures, failures + unknown);
    fflush(stdout);
    return status;
}
