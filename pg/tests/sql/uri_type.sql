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
-- The string category (README): a type with no cast of its own is taken
-- on assignment through its text output, validated.
CREATE TABLE uri_category (u uri);
INSERT INTO uri_category VALUES (42), (true);
SELECT u FROM uri_category;
INSERT INTO uri_category SELECT ARRAY['a b'];
DROP TABLE uri_category;

-- uri_is_valid(text) is the type's own check; with a rule, that rule's.
SELECT s, uri_is_valid(s) AS reference, uri_is_valid(s, 'URI') AS uri,
       uri_is_valid(s, 'rfc3986:absolute-URI') AS absolute,
       uri_is_valid(s, 'relative-ref') AS relative
FROM (VALUES ('http://a/b?c#d'), ('http://a/b?c'), ('b?c#d'), ('http://a/%zz'), ('')) AS t(s);
SELECT uri_is_valid('192.0.2.16', 'IPv4address') AS ipv4, uri_is_valid('192.0.2.256', 'IPv4address') AS ipv4_bad;
SELECT uri_is_valid(s, r) FROM (VALUES ('a', 'ALPHA'), ('1', 'ALPHA'), ('1', 'DIGIT')) AS t(s, r);
-- Grammar ids and rule names in any case.
SELECT uri_is_valid('http://a/', 'RFC3986:uri') AS uri, uri_is_valid('a', 'RFC3986:uri') AS not_uri;
-- The rule is the one of each call, also where PL/pgSQL passes it as a
-- parameter that keeps its plan from call to call.
CREATE FUNCTION uri_check_rule(t text, r text) RETURNS boolean LANGUAGE plpgsql
    AS $$ BEGIN RETURN uri_is_valid(t, r); END $$;
SELECT uri_check_rule('1.2.3.4', 'IPv4address') AS ipv4, uri_check_rule('1.2.3.4', 'URI') AS uri,
       uri_check_rule('1.2.3.4', 'IPv4address') AS ipv4_again;
CREATE FUNCTION iri_check_rule(t text, r text) RETURNS boolean LANGUAGE plpgsql
    AS $$ BEGIN RETURN iri_is_valid(t, r); END $$;
SELECT iri_check_rule('a', 'irelative-ref') AS relative, iri_check_rule('a', 'IRI') AS iri;
SELECT iri_check_rule('a', 'irelative-ref') AS relative, iri_check_rule('a', 'ipath') AS no_such;
DO $$
DECLARE
    r text;
BEGIN
    FOREACH r IN ARRAY ARRAY['IPv4address', 'URI', 'relative-ref'] LOOP
        RAISE NOTICE '% -> %', r, uri_is_valid('1.2.3.4', r);
    END LOOP;
END
$$;
DROP FUNCTION uri_check_rule(text, text);
DROP FUNCTION iri_check_rule(text, text);
SELECT uri_is_valid('x', 'no-such-rule');
SELECT uri_is_valid('x', 'nogrammar:URI');

-- Byte order, documented: upper case sorts before lower case, a prefix
-- before what extends it; no collation.
SELECT u FROM (VALUES ('http://a/b'::uri), ('HTTP://a/b'), ('http://a/'), ('http://a'),
    ('http://a/b/'), ('//a'), ('#f')) AS t(u) ORDER BY u;
SELECT 'http://a'::uri < 'http://a/'::uri AS lt, 'HTTP://a'::uri = 'http://a'::uri AS eq,
       'a'::uri <> 'b'::uri AS ne, 'b'::uri >= 'b'::uri AS ge, 'b'::uri > 'a'::uri AS gt,
       'a'::uri <= 'a'::uri AS le;
-- max() and min() in the same order, as the type (text's would follow the
-- collation and return text).
SELECT pg_typeof(min(u)) AS type, min(u), max(u), (array_agg(u ORDER BY u))[1] AS first,
       (array_agg(u ORDER BY u DESC NULLS LAST))[1] AS last
FROM (VALUES ('http://b'::uri), ('HTTP://b'), ('http://a'), ('http://a/'), (NULL)) AS t(u);
SELECT min(u) IS NULL AS min_of_none, max(u) IS NULL AS max_of_none FROM (SELECT NULL::uri) AS t(u);

-- DISTINCT, GROUP BY (hash and sort), UNIQUE.
SELECT u, count(*) FROM (VALUES ('http://a/'::uri), ('http://a/'), ('http://b/')) AS t(u)
GROUP BY u ORDER BY u;
CREATE TABLE uri_unique (u uri UNIQUE);
INSERT INTO uri_unique VALUES ('http://a/'), ('http://A/');
INSERT INTO uri_unique VALUES ('http://a/');
DROP TABLE uri_unique;

-- Every function is immutable, strict and parallel safe, but for iri's
-- binary receive and send, stable (they follow client_encoding).  The
-- aggregates max() and min() are as their steps are (an aggregate is
-- never marked strict: its step function is).
SELECT p.proname, p.provolatile, p.proisstrict, p.proparallel
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'urival'
WHERE p.prokind = 'f' AND NOT (p.provolatile = 'i' AND p.proisstrict AND p.proparallel = 's')
ORDER BY p.proname;
SELECT p.proname, a.aggtransfn, a.aggcombinefn, a.aggsortop::regoperator, p.provolatile,
       p.proparallel, t.proisstrict AS step_strict
FROM pg_proc p JOIN pg_aggregate a ON a.aggfnoid = p.oid JOIN pg_proc t ON t.oid = a.aggtransfn
JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'urival'
ORDER BY p.proname, a.aggtransfn::text;
SELECT count(*) AS functions FROM pg_proc p
JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'urival';
