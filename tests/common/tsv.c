/* tsv.c - test vector tables; see tsv.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "common/ascii.h"
#include "common/tsv.h"

static void die(const char *what, const char *name)
{
    fprintf(stderr, "tsv: %s: %s\n", what, name);
    exit(99); /* a hard error for the automake test driver */
}

void tsv_load(struct tsv *t, const char *name)
{
    const char *srcdir = getenv("srcdir");
    char path[4096];
    FILE *f;
    long size = 0;
    size_t cap = 0, i;
    char *p;

    snprintf(path, sizeof path, "%s/tests/data/%s", srcdir ? srcdir : ".", name);
    if ((f = fopen(path, "rb")) == NULL)
        die("cannot open", path);
    if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
        die("cannot size", path);
    t->text = malloc((size_t)size + 1);
    if (t->text == NULL || fread(t->text, 1, (size_t)size, f) != (size_t)size)
        die("cannot read", path);
    t->text[size] = '\0';
    fclose(f);

    t->rows = NULL;
    t->nrows = 0;
    p = t->text;
    for (i = 1; *p != '\0'; i++) {
        char *nl = strchr(p, '\n');
        struct tsv_row *r;
        if (nl != NULL)
            *nl = '\0';
        if (*p == '\0' || *p == '#') { /* blank lines and comments */
            p = nl ? nl + 1 : p + strlen(p);
            continue;
        }
        if (t->nrows == cap) {
            cap = cap ? cap * 2 : 256;
            t->rows = realloc(t->rows, cap * sizeof *t->rows);
            if (t->rows == NULL)
                die("out of memory", path);
        }
        r = &t->rows[t->nrows++];
        r->line = i;
        r->nfields = 0;
        for (;;) {
            char *tab = strchr(p, '\t');
            if (r->nfields == TSV_MAX_FIELDS)
                die("too many fields", path);
            r->field[r->nfields++] = p;
            if (tab == NULL)
                break;
            *tab = '\0';
            p = tab + 1;
        }
        p = nl ? nl + 1 : p + strlen(p);
    }
}

void tsv_free(struct tsv *t)
{
    free(t->text);
    free(t->rows);
}

size_t tsv_decode(const char *f, char *out)
{
    size_t n = 0;
    if (strcmp(f, "\\e") == 0)
        return 0;
    while (*f != '\0') {
        if (*f != '\\') {
            out[n++] = *f++;
            continue;
        }
        switch (f[1]) {
        case '\\':
            out[n++] = '\\';
            f += 2;
            break;
        case 't':
            out[n++] = '\t';
            f += 2;
            break;
        case 'n':
            out[n++] = '\n';
            f += 2;
            break;
        case 'r':
            out[n++] = '\r';
            f += 2;
            break;
        case 'x':
            if (hex_digit(f[2]) >= 0 && hex_digit(f[3]) >= 0) {
                out[n++] = (char)(hex_digit(f[2]) * 16 + hex_digit(f[3]));
                f += 4;
                break;
            }
            /* fall through */
        default:
            fprintf(stderr, "tsv: bad escape in field: %s\n", f);
            exit(99);
        }
    }
    return n;
}

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    int failed;
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
