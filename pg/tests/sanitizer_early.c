/*
 * sanitizer_early.c - lets an unsanitized PostgreSQL server load a
 * sanitized extension.  pg/tests/check.test builds it without sanitizer
 * flags and preloads it after the AddressSanitizer runtime.
 *
 * A preloaded ASan runtime initializes itself on the first call it
 * intercepts when that comes before its own constructor, and in postgres,
 * psql and initdb that call is a malloc() made inside glibc while glibc
 * holds a lock: bindtextdomain() from libgpg-error's constructor holds
 * the gettext lock for writing, and newlocale() from libp11-kit's holds
 * the locale lock.  ASan's initialization calls dlerror(), which
 * translates its message under the gettext lock taken for reading: the
 * thread that holds it for writing gets EDEADLK, unlocks it anyway, and
 * leaves it so that the process's next bindtextdomain() waits forever.
 * These wrappers make one malloc() before the real function takes its
 * lock, so that ASan initializes with no lock held.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>

/* The next definition of name (glibc's), after one malloc(). */
static void *early(const char *name)
{
    /* volatile: a malloc() whose memory goes unused may be optimized away */
    void *volatile block = malloc(1);
    void *real;

    free(block);
    real = dlsym(RTLD_NEXT, name);
    if (real == NULL)
        abort();
    return real;
}

char *bindtextdomain(const char *domainname, const char *dirname)
{
    static char *(*real)(const char *, const char *);

    if (real == NULL)
        *(void **)&real = early("bindtextdomain");
    return real(domainname, dirname);
}

locale_t newlocale(int category_mask, const char *locale, locale_t base)
{
    static locale_t (*real)(int, const char *, locale_t);

    if (real == NULL)
        *(void **)&real = early("newlocale");
    return real(category_mask, locale, base);
}
