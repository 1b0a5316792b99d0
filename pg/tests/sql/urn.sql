-- The type urn (RFC 8141).
\pset null '(null)'
SELECT u, urn_nid(u) AS nid, urn_nss(u) AS nss, urn_canonical(u) AS canonical FROM (VALUES
    ('urn:example:a123,z456'::urn), ('URN:example:a123,z456'), ('urn:EXAMPLE:a123,z456'),
    ('urn:example:a123,z456?+abc'), ('urn:example:a123,z456?=xyz'), ('urn:example:a123,z456#789'),
    ('urn:example:a123%2cz456'), ('urn:example:A123,z456'), ('urn:example:a123,Z456'),
    ('urn:example:%D0%B0123,z456'), ('urn:urn-7:informal')) AS t(u);
\pset null ''

-- Section 3.2: the first six are equivalent to "urn:example:a123,z456"
-- (the sixth is that URN itself), the last three are not.
SELECT b, urn_equivalent('urn:example:a123,z456', b) AS equivalent FROM (VALUES
    ('URN:example:a123,z456'::urn), ('urn:EXAMPLE:a123,z456'), ('urn:example:a123,z456?+abc'),
    ('urn:example:a123,z456?=xyz'), ('urn:example:a123,z456#789'), ('urn:example:a123,z456'),
    ('urn:example:a123%2cz456'), ('urn:example:A123,z456'), ('urn:example:a123,Z456')) AS t(b);
-- and these two are equivalent to each other.
SELECT urn_equivalent('urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456') AS equivalent;

-- What RFC 8141 refuses, with the rule and the offset.
SELECT 'urn:urn:x'::urn;
\echo :LAST_ERROR_SQLSTATE
SELECT 'urn:urn-x:y'::urn;
SELECT 'urn:ex:'::urn;
SELECT 'urn:a:b'::urn;
SELECT 'http://a/'::urn;
SELECT urn('urn:example:a b');

-- Casts, ordering, an index.
SELECT 'urn:example:x'::urn::text AS to_text, urn('urn:example:y') AS from_text;
CREATE TABLE urn_idx (u urn PRIMARY KEY);
INSERT INTO urn_idx SELECT ('urn:example:n' || i)::urn FROM generate_series(1, 1000) AS i;
ANALYZE urn_idx;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT u FROM urn_idx WHERE u = 'urn:example:n42';
SELECT u FROM urn_idx WHERE u = 'urn:example:n42';
-- max() and min() read off the index, in byte order ("n999" after "n1000").
EXPLAIN (COSTS OFF) SELECT max(u) FROM urn_idx;
SELECT pg_typeof(max(u)) AS type, min(u), max(u) FROM urn_idx;
RESET enable_seqscan;
CREATE INDEX ON urn_idx (urn_canonical(u));
SELECT u FROM urn_idx WHERE urn_canonical(u) = urn_canonical('URN:EXAMPLE:n42?+r#f');
INSERT INTO urn_idx VALUES ('urn:example:n42');

-- A binary round trip and a dump keep every value.
\copy urn_idx TO PROGRAM 'cat > "$URIVAL_PG_TMP/urn.copy"' (FORMAT binary)
CREATE TABLE urn_back (LIKE urn_idx);
\copy urn_back FROM PROGRAM 'cat "$URIVAL_PG_TMP/urn.copy"' (FORMAT binary)
SELECT count(*) AS rows, count(*) FILTER (WHERE b.u IS NOT NULL) AS same
FROM urn_idx a LEFT JOIN urn_back b USING (u);
DROP DATABASE IF EXISTS urival_restored;
CREATE DATABASE urival_restored;
\! "$URIVAL_PG_BIN/pg_dump" -d contrib_regression -t urn_idx | "$URIVAL_PG_BIN/psql" -X -q -d urival_restored -c 'CREATE EXTENSION urival' -f - >/dev/null
\c urival_restored
SELECT count(*), md5(string_agg(u::text, ',' ORDER BY u)) FROM urn_idx;
\c contrib_regression
SELECT count(*), md5(string_agg(u::text, ',' ORDER BY u)) FROM urn_idx;
DROP DATABASE urival_restored;
DROP TABLE urn_idx, urn_back;
