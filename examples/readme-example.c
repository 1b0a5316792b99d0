#include <stdio.h>
#include <string.h>
#include <urival.h>

int main(int argc, char **argv)
{
    const char *s = argc > 1 ? argv[1] : "http://user@example.com:8080/a/b?q#top";
    urival_uri u;
    urival_error err;
    char msg[256];
    if (urival_uri_parse(URIVAL_RULE_RFC3986_URI_REFERENCE, s, strlen(s), &u, &err) != URIVAL_OK) {
        urival_error_message(&err, s, strlen(s), msg, sizeof msg, NULL);
        printf("invalid: %s\n", msg);
        return 1;
    }
    for (int c = 0; c < URIVAL_URI_PART_COUNT; c++)
        if (urival_uri_has(&u, c))
            printf("%s: %.*s\n", urival_uri_part_name(c), (int)u.part[c].len, s + u.part[c].off);
    return 0;
}
