-- pg_dump and restore keep every value: a table of uri values (and their
-- text, which does not go through the type) dumped with this database and
-- restored into a new one.
CREATE TABLE uri_dump (id int PRIMARY KEY, u uri, t text);
CREATE INDEX ON uri_dump (u);
INSERT INTO uri_dump (id, u) VALUES
    (1, 'foo://example.com:8042/over/there?name=ferret#nose'), (2, ''), (3, '#'), (4, '?'),
    (5, 'http://a/b%20c?d=%C3%A9&e=f#g'), (6, 'ldap://[2001:db8::7]/c=GB?objectClass?one'),
    (7, '//[v7.x]/'), (8, 'a:b'), (9, './c:d'), (10, NULL),
    (11, 'http://u:p@h:1/!$&''()*+,;=:@/?/?#/?'),
    (12, 'http://example.com/' || repeat('x', 5000));
UPDATE uri_dump SET t = u::text;
DROP DATABASE IF EXISTS urival_restored;
CREATE DATABASE urival_restored;
-- The whole database, CREATE EXTENSION included.
\! "$URIVAL_PG_BIN/pg_dump" -d contrib_regression -Fc -f "$URIVAL_PG_TMP/uri_dump.pgdump"
\! "$URIVAL_PG_BIN/pg_restore" -d urival_restored "$URIVAL_PG_TMP/uri_dump.pgdump"
\c urival_restored
SELECT count(*) AS rows, count(u) AS values, count(*) FILTER (WHERE u::text = t) AS same,
       count(*) FILTER (WHERE u IS NULL AND t IS NULL) AS nulls,
       md5(string_agg(id || ' ' || u, E'\n' ORDER BY id)) AS digest
FROM uri_dump;
SELECT pg_typeof(u) FROM uri_dump LIMIT 1;
\c contrib_regression
SELECT count(*) AS rows, count(u) AS values,
       md5(string_agg(id || ' ' || u, E'\n' ORDER BY id)) AS digest
FROM uri_dump;
DROP DATABASE urival_restored;
DROP TABLE uri_dump;
