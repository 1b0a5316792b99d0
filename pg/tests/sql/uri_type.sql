-- The type uri: what it accepts (RFC 3986 URI-reference), casts, NULLs,
-- byte-order comparison.
CREATE EXTENSION urival;

-- The examples of RFC 3986 section 1.1.2, and relative references.
SELECT u, pg_typeof(u) FROM (VALUES
    ('ftp://ftp.is.co.za/rfc/rfc1808.txt'::uri),
    ('http://www.ietf.org/rfc/rfc2396.txt'),
    ('ldap://[2001:db8::7]/c=GB?objectClass?one'),
    ('mailto:John.Doe@example.com'),
    ('news:comp.infosystems.www.servers.unix'),
    ('tel:+1-816-555-1212'),
    ('telnet://192.0.2.16:80/'),
    ('urn:oasis:names:specification:docbook:dtd:xml:4.1.2'),
    ('../g;x?y#s'),
    ('//g'),
    ('')) AS t(u);

-- NULL in, NULL out.
SELECT NULL::uri IS NULL AS null_uri, uri_is_valid(NULL) IS NULL AS null_valid;

-- Casts: to text (the same bytes), from text (validated).
SELECT 'http://a/b'::uri::text = 'http://a/b' AS to_text;
SELECT ('http://a/' || 'b')::uri AS from_text;
SELECT uri('mailto:x@y') AS by_function;
CREATE TABLE uri_assign (u uri);
INSERT INTO uri_assign SELECT 'http://example.com/'::text;
SELECT u FROM uri_assign;
INSERT INTO uri_assign SELECT 'http://example.com/a b'::text;
DROP TABLE uri_assign;

-- uri_is_valid(text) is the type's own check; with a rule, that rule's.
SELECT s, uri_is_valid(s) AS reference, uri_is_valid(s, 'URI') AS uri,
       uri_is_valid(s, 'rfc3986:absolute-URI') AS absolute,
       uri_is_valid(s, 'relative-ref') AS relative
FROM (VALUES ('http://a/b?c#d'), ('http://a/b?c'), ('b?c#d'), ('http://a/%zz'), ('')) AS t(s);
SELECT uri_is_valid('192.0.2.16', 'IPv4address') AS ipv4, uri_is_valid('192.0.2.256', 'IPv4address') AS ipv4_bad;
SELECT uri_is_valid(s, r) FROM (VALUES ('a', 'ALPHA'), ('1', 'ALPHA'), ('1', 'DIGIT')) AS t(s, r);
SELECT uri_is_valid('x', 'no-such-rule');
SELECT uri_is_valid('x', 'nogrammar:URI');

-- Byte order, documented: upper case sorts before lower case, a prefix
-- before what extends it; no collation.
SELECT u FROM (VALUES ('http://a/b'::uri), ('HTTP://a/b'), ('http://a/'), ('http://a'),
    ('http://a/b/'), ('//a'), ('#f')) AS t(u) ORDER BY u;
SELECT 'http://a'::uri < 'http://a/'::uri AS lt, 'HTTP://a'::uri = 'http://a'::uri AS eq,
       'a'::uri <> 'b'::uri AS ne, 'b'::uri >= 'b'::uri AS ge, 'b'::uri > 'a'::uri AS gt,
       'a'::uri <= 'a'::uri AS le;

-- DISTINCT, GROUP BY (hash and sort), UNIQUE.
SELECT u, count(*) FROM (VALUES ('http://a/'::uri), ('http://a/'), ('http://b/')) AS t(u)
GROUP BY u ORDER BY u;
CREATE TABLE uri_unique (u uri UNIQUE);
INSERT INTO uri_unique VALUES ('http://a/'), ('http://A/');
INSERT INTO uri_unique VALUES ('http://a/');
DROP TABLE uri_unique;

-- Every function is immutable, strict and parallel safe, but for iri's
-- binary receive and send, stable (they follow client_encoding).
SELECT p.proname, p.provolatile, p.proisstrict, p.proparallel
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'urival'
WHERE NOT (p.provolatile = 'i' AND p.proisstrict AND p.proparallel = 's')
ORDER BY p.proname;
SELECT count(*) AS functions FROM pg_proc p
JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'urival';
