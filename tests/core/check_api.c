/* check_api.c - the contract of the public functions: rule look-ups,
 * argument checks, error reports and their wording, bounded output. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/tsv.h"
#include "urival.h"

START_TEST(test_lookup)
{
    urival_rule r;
    ck_assert_int_eq(urival_rule_lookup("rfc3986", "URI-reference", &r), URIVAL_OK);
    ck_assert_int_eq(r, URIVAL_RULE_RFC3986_URI_REFERENCE);
    ck_assert_str_eq(urival_rule_name(r), "URI-reference");
    ck_assert_str_eq(urival_rule_grammar(r), "rfc3986");
    /* ABNF rule names are case-insensitive; "_" stands for "-". */
    ck_assert_int_eq(urival_rule_lookup("rfc3986", "uri_REFERENCE", &r), URIVAL_OK);
    ck_assert_int_eq(r, URIVAL_RULE_RFC3986_URI_REFERENCE);
    ck_assert_int_eq(urival_rule_lookup(NULL, "ipv6address", &r), URIVAL_OK);
    ck_assert_int_eq(r, URIVAL_RULE_RFC3986_IPV6ADDRESS);
    ck_assert_int_eq(urival_rule_lookup(NULL, "HEXDIG", &r), URIVAL_OK);
    ck_assert_str_eq(urival_rule_grammar(r), "core");
    /* So are grammar ids, but only whole. */
    ck_assert_int_eq(urival_rule_lookup("RFC3986", "uri", &r), URIVAL_OK);
    ck_assert_int_eq(r, URIVAL_RULE_RFC3986_URI);
    ck_assert_int_eq(urival_rule_lookup("rfc398", "URI", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("rfc39866", "URI", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("", "URI", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("core", "URI", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("nosuch", "URI", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup(NULL, "URI-", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup(NULL, NULL, &r), URIVAL_EINVAL);
#ifdef URIVAL_HAVE_RFC1738
    /* "+" stands for "-plus": RFC 1738's own name for its rule. */
    ck_assert_int_eq(urival_rule_lookup("rfc1738", "gopher+_string", &r), URIVAL_OK);
    ck_assert_int_eq(r, URIVAL_RULE_RFC1738_GOPHER_PLUS_STRING);
    ck_assert_int_eq(urival_rule_lookup("rfc1738", "GOPHER+-STRING", &r), URIVAL_OK);
    ck_assert_int_eq(urival_rule_lookup("rfc1738", "gopher+string", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("rfc1738", "gopher+", &r), URIVAL_EINVAL);
    ck_assert_int_eq(urival_rule_lookup("rfc1738", "+", &r), URIVAL_EINVAL);
#endif
    ck_assert_int_eq(urival_rule_lookup(NULL, "URI", NULL), URIVAL_EINVAL);
    ck_assert_ptr_null(urival_rule_name(URIVAL_RULE_END));
    ck_assert_ptr_null(urival_rule_name((urival_rule)-1));
    ck_assert_ptr_null(urival_grammar_name(urival_grammar_count()));
}
END_TEST

/* The catalogue is generated from the grammar files: every rule defined in
 * the file of every grammar the library has must be matchable by name. */
START_TEST(test_catalogue_complete)
{
    const char *srcdir = getenv("srcdir");
    size_t i, total = 0;
    ck_assert_uint_ge(urival_grammar_count(), 2);
    for (i = 0; i < urival_grammar_count(); i++) {
        const char *const file = urival_grammar_name(i);
        char path[4096], line[512];
        FILE *f;
        snprintf(path, sizeof path, "%s/grammar/%s.abnf", srcdir ? srcdir : ".", file);
        f = fopen(path, "r");
        ck_assert_msg(f != NULL, "cannot open %s", path);
        while (fgets(line, sizeof line, f) != NULL) {
            char name[128];
            urival_rule r;
            /* A definition line: optional indent, a rulename, "=". */
            if (sscanf(line, " %127[A-Za-z0-9-] =", name) != 1 || strchr(line, '=') == NULL ||
                line[strspn(line, " ")] == ';' || line[strspn(line, " ")] == '/')
                continue;
            if (strstr(line, "=/") != NULL)
                continue;
            {
                const char *eq = strchr(line, '=');
                const char *p = line + strspn(line, " ") + strlen(name);
                p += strspn(p, " ");
                if (p != eq)
                    continue;
            }
            ck_assert_msg(urival_rule_lookup(file, name, &r) == URIVAL_OK,
                          "rule %s of %s is not in the catalogue", name, file);
            ck_assert_str_eq(urival_rule_name(r), name);
            total++;
        }
        fclose(f);
    }
    ck_assert_uint_eq(total, urival_rule_count());
}
END_TEST

START_TEST(test_arguments)
{
    urival_error err;
    /* Length 0 with NULL is the empty string; NULL with a length is not. */
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI_REFERENCE, NULL, 0, &err), URIVAL_OK);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, NULL, 0, &err), URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, NULL, 1, &err), URIVAL_EINVAL);
    ck_assert_int_eq(err.status, URIVAL_EINVAL);
    ck_assert_int_eq(urival_match(URIVAL_RULE_END, "a", 1, &err), URIVAL_EINVAL);
    ck_assert_int_eq(urival_match((urival_rule)-5, "a", 1, &err), URIVAL_EINVAL);
    /* Lengths past the limit are refused before any byte is read: the
     * pointer here is to one byte only. */
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a", URIVAL_MAX_INPUT + 1, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a", (size_t)1 << 31, &err),
                     URIVAL_ERANGE);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a", (size_t)-1, &err), URIVAL_ERANGE);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a", (size_t)-1, NULL), URIVAL_ERANGE);
    ck_assert_str_eq(urival_strstatus(URIVAL_ERANGE), "input longer than URIVAL_MAX_INPUT");
}
END_TEST

START_TEST(test_nul_is_a_byte)
{
    urival_error err;
    /* A NUL ends nothing: the byte after it is still read. */
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "http://a\0b", 10, &err),
                     URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 8);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "http://a\0", 8, &err), URIVAL_OK);
}
END_TEST

static void expect_message(urival_rule rule, const char *in, const char *want)
{
    urival_error err;
    char msg[600];
    size_t n;
    ck_assert_int_eq(urival_match(rule, in, strlen(in), &err), URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_error_message(&err, in, strlen(in), msg, sizeof msg, &n), URIVAL_OK);
    ck_assert_uint_eq(n, strlen(msg));
    ck_assert_str_eq(msg, want);
}

START_TEST(test_messages)
{
    expect_message(URIVAL_RULE_RFC3986_URI, "http://a.b/c%zz",
                   "offset 13: pct-encoded: expected a hex digit after \"%\", found \"z\"");
    expect_message(URIVAL_RULE_RFC3986_URI, "http://a.b/%4",
                   "offset 13: pct-encoded: expected a hex digit after \"%4\", found end of input");
    expect_message(URIVAL_RULE_RFC3986_URI,
                   "1http:", "offset 0: scheme: expected a letter, found \"1\"");
    expect_message(URIVAL_RULE_RFC3986_URI, "http",
                   "offset 4: scheme: expected a letter, a digit, \"+\", \"-\", \".\" or \":\" "
                   "after \"http\", found end of input");
    expect_message(URIVAL_RULE_RFC3986_URI, "http://[::1]x",
                   "offset 12: authority: expected \"#\", \"/\", \":\", \"?\" or end of input "
                   "after \"[::1]\", found \"x\"");
    expect_message(URIVAL_RULE_RFC3986_URI, "http://u@h:8x",
                   "offset 12: port: expected a digit, \"#\", \"/\", \"?\" or end of input "
                   "after \"8\", found \"x\"; hint: a port is digits only");
    expect_message(
        URIVAL_RULE_RFC3986_URI, "http://h/a\x01",
        "offset 10: path-abempty: expected a letter, a digit, "
        "\"!\", \"#\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", \"-\", "
        "\".\", \"/\", "
        "\":\", \";\", \"=\", \"?\", \"@\", \"_\", \"~\" or end of input after \"/a\", "
        "found \"\\x01\"; hint: \"\\x01\" is never allowed in a URI; write it as \"%01\"");
    expect_message(URIVAL_RULE_RFC3986_URI, "x:?a b",
                   "offset 4: query: expected a letter, a digit, "
                   "\"!\", \"#\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \"/\", "
                   "\":\", \";\", \"=\", \"?\", \"@\", \"_\", \"~\" or end of input after \"a\", "
                   "found \" \"; hint: \" \" is never allowed in a URI; write it as \"%20\"");
    expect_message(URIVAL_RULE_RFC3986_RELATIVE_REF, "a:b",
                   "offset 1: segment-nz-nc: expected a letter, a digit, "
                   "\"!\", \"#\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \"/\", "
                   "\";\", \"=\", \"?\", \"@\", \"_\", \"~\" or end of input after \"a\", "
                   "found \":\"; hint: this \":\" would make \"a\" a scheme, which a relative "
                   "reference has not; begin the path with \"./\"");
    expect_message(URIVAL_RULE_RFC3986_PATH_NOSCHEME, "ab:c",
                   "offset 2: path-noscheme: expected a letter, a digit, "
                   "\"!\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \"/\", "
                   "\";\", \"=\", \"@\", \"_\", \"~\" or end of input after \"ab\", "
                   "found \":\"; hint: this \":\" would make \"ab\" a scheme, which a relative "
                   "reference has not; begin the path with \"./\"");
    expect_message(URIVAL_RULE_RFC3986_PATH_NOSCHEME, "1a:c",
                   "offset 2: path-noscheme: expected a letter, a digit, "
                   "\"!\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \"/\", "
                   "\";\", \"=\", \"@\", \"_\", \"~\" or end of input after \"1a\", "
                   "found \":\"; hint: \"1a\" is not a scheme (a letter, then letters, digits, "
                   "\"+\", \"-\" or \".\"), and the first segment of a relative path cannot "
                   "hold \":\"");
#ifdef URIVAL_HAVE_RFC8141
    /* A URN is a URI: a byte no URI holds gets the same hint; the others
     * speak of RFC 3986's components and are left out. */
    expect_message(URIVAL_RULE_RFC8141_NAMESTRING, "urn:ab:c d",
                   "offset 8: NSS: expected a letter, a digit, "
                   "\"!\", \"#\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \"/\", "
                   "\":\", \";\", \"=\", \"?\", \"@\", \"_\", \"~\" or end of input after \"c\", "
                   "found \" \"; hint: \" \" is never allowed in a URI; write it as \"%20\"");
    expect_message(URIVAL_RULE_RFC8141_NAMESTRING, "urn:ab:[1]",
                   "offset 7: NSS: expected a letter, a digit, "
                   "\"!\", \"$\", \"%\", \"&\", \"'\", \"(\", \")\", \"*\", \"+\", \",\", "
                   "\"-\", \".\", \":\", \";\", \"=\", \"@\", \"_\" or \"~\", found \"[\"");
#endif
    expect_message(URIVAL_RULE_RFC3986_URI, "http://[v1x]",
                   "offset 10: IPvFuture: expected a hex digit or \".\" after \"v1\", found \"x\"");
    expect_message(
        URIVAL_RULE_RFC3986_IPV4ADDRESS, "1.2.3.256",
        "offset 8: IPv4address: expected \"0\" to \"5\" or end of input after \"1.2.3.25\", "
        "found \"6\"");
    /* Without the input: nothing quoted, and "found" only where the error
     * itself says the input ended. */
    {
        urival_error err;
        char msg[256];
        ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "1http:", 6, &err), URIVAL_ESYNTAX);
        ck_assert_int_eq(urival_error_message(&err, NULL, 0, msg, sizeof msg, NULL), URIVAL_OK);
        ck_assert_str_eq(msg, "offset 0: scheme: expected a letter");
        ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "http", 4, &err), URIVAL_ESYNTAX);
        ck_assert_int_eq(urival_error_message(&err, NULL, 0, msg, sizeof msg, NULL), URIVAL_OK);
        ck_assert_str_eq(msg, "offset 4: scheme: expected a letter, a digit, \"+\", \"-\", \".\" "
                              "or \":\", found end of input");
    }
}
END_TEST

START_TEST(test_message_capacity)
{
    static const char in[] = "http://example.com/%zz";
    urival_error err;
    char full[300], buf[300];
    size_t need, cap;
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, in, sizeof in - 1, &err),
                     URIVAL_ESYNTAX);
    ck_assert_int_eq(urival_error_message(&err, in, sizeof in - 1, full, sizeof full, &need),
                     URIVAL_OK);
    ck_assert_uint_lt(need, sizeof full);
    for (cap = 0; cap <= need + 1; cap++) {
        size_t n = 12345;
        memset(buf, 'X', sizeof buf);
        ck_assert_int_eq(urival_error_message(&err, in, sizeof in - 1, cap ? buf : NULL, cap, &n),
                         URIVAL_OK);
        ck_assert_uint_eq(n, need);
        if (cap > 0) {
            size_t got = cap - 1 < need ? cap - 1 : need;
            ck_assert(memcmp(buf, full, got) == 0);
            ck_assert_int_eq(buf[got], '\0');
        }
        ck_assert_int_eq(buf[cap], 'X'); /* nothing past the capacity */
    }
    ck_assert_int_eq(urival_error_expected(&err, NULL, 0, &need), URIVAL_OK);
    ck_assert_uint_eq(need, strlen("a hex digit"));
}
END_TEST

/* The output contract of the message functions: a NULL err, a NULL
 * buffer with room, and an output over the input or over *err are
 * refused with "" and 0, before anything is written. */
START_TEST(test_message_contract)
{
    char in[64] = "http://example.com/%zz";
    size_t len = strlen(in), n;
    urival_error err, box[2];
    char buf[64];
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, in, len, &err), URIVAL_ESYNTAX);
    n = 99;
    memset(buf, 'X', sizeof buf);
    ck_assert_int_eq(urival_error_message(NULL, in, len, buf, sizeof buf, &n), URIVAL_EINVAL);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(n, 0);
    n = 99;
    ck_assert_int_eq(urival_error_expected(NULL, buf, sizeof buf, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    n = 99;
    ck_assert_int_eq(urival_error_message(&err, in, len, NULL, 1, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(urival_error_expected(&err, NULL, 1, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_error_message(&err, NULL, 3, buf, sizeof buf, &n), URIVAL_EINVAL);
    ck_assert_int_eq(urival_error_message(&err, in, URIVAL_MAX_INPUT + 1, buf, sizeof buf, &n),
                     URIVAL_ERANGE);
    ck_assert_str_eq(buf, "");
    /* Over the input: the quoted bytes would be overwritten first. */
    ck_assert_int_eq(urival_error_message(&err, in, len, in + 10, sizeof in - 10, &n),
                     URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert(memcmp(in, "http://exa", 10) == 0);
    ck_assert_int_eq(urival_error_message(&err, in + 5, len - 5, in, 6, &n), URIVAL_EINVAL);
    /* Just past the input is no overlap. */
    strcpy(in, "http://example.com/%zz");
    ck_assert_int_eq(urival_error_message(&err, in, len, in + len + 1, sizeof in - len - 1, &n),
                     URIVAL_OK);
    /* Over *err, which the message is written from. */
    box[0] = err;
    ck_assert_int_eq(urival_error_message(&box[0], in, len, (char *)box + 8, sizeof box - 8, &n),
                     URIVAL_EINVAL);
    box[0] = err;
    ck_assert_int_eq(urival_error_expected(&box[0], (char *)box + 4, 8, &n), URIVAL_EINVAL);
    ck_assert_uint_eq(n, 0);
}
END_TEST

START_TEST(test_expected_set)
{
    urival_error err;
    unsigned b;
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, "a:%", 3, &err), URIVAL_ESYNTAX);
    for (b = 0; b < 256; b++) {
        int hex = (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F');
        ck_assert_int_eq((int)((err.expected[b / 32] >> (b % 32)) & 1u), hex);
    }
    ck_assert_int_eq(err.at_end, 1);
    ck_assert_int_eq(err.end_ok, 0);
    ck_assert_uint_eq(err.rule_start, 2);
}
END_TEST

/* A port's failure: the rule is the port, begun after the ":", whether
 * the host before it is a name or an IP-literal. */
START_TEST(test_port_rule_start)
{
    static const struct {
        const char *s;
        size_t start, offset;
    } rows[] = { { "http://[::1]:8x/", 13, 14 },
                 { "http://u@[::1]:x", 15, 15 },
                 { "http://u@h:8x/", 11, 12 } };
    size_t i;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        urival_error err;
        ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, rows[i].s, strlen(rows[i].s), &err),
                         URIVAL_ESYNTAX);
        ck_assert_str_eq(err.rule, "port");
        ck_assert_uint_eq(err.rule_start, rows[i].start);
        ck_assert_uint_eq(err.offset, rows[i].offset);
    }
}
END_TEST

/* A record whose offset is the input's end says "found end of input"
 * from the length alone, at_end or not (a caller may build the record),
 * and reads no byte there: the input is a heap block of exactly its
 * length, which the sanitizer builds watch. */
START_TEST(test_message_at_length)
{
    urival_error err;
    char out[512];
    size_t n;
    char *s = malloc(3);
    ck_assert_ptr_nonnull(s);
    memcpy(s, "a:%", 3);
    ck_assert_int_eq(urival_match(URIVAL_RULE_RFC3986_URI, s, 3, &err), URIVAL_ESYNTAX);
    ck_assert_uint_eq(err.offset, 3);
    err.at_end = 0;
    ck_assert_int_eq(urival_error_message(&err, s, 3, out, sizeof out, &n), URIVAL_OK);
    ck_assert_ptr_nonnull(strstr(out, ", found end of input"));
    free(s);
}
END_TEST

START_TEST(test_names)
{
    ck_assert_str_eq(urival_uri_part_name(URIVAL_URI_PART_FRAGMENT), "fragment");
    ck_assert_ptr_null(urival_uri_part_name(URIVAL_URI_PART_COUNT));
    ck_assert_str_eq(urival_uri_host_kind_name(URIVAL_URI_HOST_IPVFUTURE), "IPvFuture");
    ck_assert_str_eq(urival_uri_host_kind_name(URIVAL_URI_HOST_NONE), "none");
    ck_assert_int_eq(urival_uri_has(NULL, URIVAL_URI_PART_PATH), 0);
    ck_assert_ptr_nonnull(urival_version());
}
END_TEST

int main(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("api");
    int failed;
    tcase_add_test(tc, test_lookup);
    tcase_add_test(tc, test_catalogue_complete);
    tcase_add_test(tc, test_port_rule_start);
    tcase_add_test(tc, test_message_at_length);
    tcase_add_test(tc, test_arguments);
    tcase_add_test(tc, test_nul_is_a_byte);
    tcase_add_test(tc, test_messages);
    tcase_add_test(tc, test_message_capacity);
    tcase_add_test(tc, test_message_contract);
    tcase_add_test(tc, test_expected_set);
    tcase_add_test(tc, test_names);
    suite_add_tcase(s, tc);
    failed = run_suite(s);
    return failed;
}
