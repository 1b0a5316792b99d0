/* parts.c - see parts.h. */
#include "cli/parts.h"

int parts_show(struct parts_out *out, const char *s, size_t len, int ok, const void *parse,
               const urival_error *err)
{
    const struct cli_io *io = out->io;
    struct parts_input in;
    in.s = s, in.len = len, in.ok = ok, in.parse = parse, in.err = err;
    in.io = io, in.ctx = out->ctx;
    if (io->json)
        return out->forms->json(&in) != 0 ? -1 : ok;
    if (ok && io->get != NULL) {
        /* A {must:name} that is undefined makes the input fail. */
        cli_get_context(io);
        out->forms->get(&in);
        return cli_get_last_ok();
    }
    if (io->get != NULL)
        cli_no_result(io);
    /* Under --get, only the reports of invalid inputs come here: they go to
     * standard error, one after another. */
    if (io->get == NULL && out->shown++ > 0)
        putchar('\n');
    if (!ok && io->get != NULL) {
        /* On standard error, the report opens as every command's does. */
        fprintf(stderr, "urival: %s: ", io->cmd);
        out->forms->invalid(stderr, &in);
    } else if (!ok) {
        out->forms->invalid(stdout, &in);
    } else if (out->forms->text(&in) != 0)
        return -1;
    return ok;
}

/* Through cli_put_text(), as every result is: an IRI's component may hold
 * U+061C or U+2066 to U+2069, which RFC 3987 section 4.1 leaves to it but
 * which would reorder the line on a terminal. */
void parts_value(const char *s, urival_span value)
{
    if (value.len == 0)
        fputs("\"\"", stdout);
    else
        cli_put_text(stdout, s + value.off, value.len);
}

void parts_line(int width, const char *name, const char *s, urival_span value)
{
    printf("%-*s ", width, name);
    parts_value(s, value);
}
