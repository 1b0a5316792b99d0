-- Indexes on uri columns: btree (equality, ranges, ORDER BY), hash, and an
-- expression index on uri_normalize() for equivalence.
CREATE TABLE uri_idx (id int, u uri);
INSERT INTO uri_idx
SELECT i, ('http://host' || (i % 97) || '.example/path/' || i || '?q=' || (i % 13))::uri
FROM generate_series(1, 5000) AS i;
CREATE INDEX uri_idx_btree ON uri_idx (u);
CREATE INDEX uri_idx_norm ON uri_idx (uri_normalize(u));
ANALYZE uri_idx;
SET enable_seqscan = off;
SET enable_bitmapscan = off;

EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
EXPLAIN (COSTS OFF) SELECT u FROM uri_idx WHERE u >= 'http://host1.example/path/1000'
    AND u < 'http://host1.example/path/2' ORDER BY u;
SELECT u FROM uri_idx WHERE u >= 'http://host1.example/path/1000'
    AND u < 'http://host1.example/path/2' ORDER BY u;

-- An iri value finds the uri column's rows through its index, either way
-- round (the operators between the two are of the same family).
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5'::iri;
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5'::iri;
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE 'http://host5.example/path/5?q=5'::iri = u;
EXPLAIN (COSTS OFF) SELECT count(*) FROM uri_idx WHERE u >= 'http://host1.example/path/1000'::iri
    AND u < 'http://host1.example/path/2'::iri;
SELECT count(*) FROM uri_idx WHERE u >= 'http://host1.example/path/1000'::iri
    AND u < 'http://host1.example/path/2'::iri;

-- The hash operator class, with the btree index gone.
CREATE INDEX uri_idx_hash ON uri_idx USING hash (u);
DROP INDEX uri_idx_btree;
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5'::iri;
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5'::iri;

-- Equivalent spellings find the same row through the normalized index.
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx
    WHERE uri_normalize(u) = uri_normalize('HTTP://HOST5.example/path/./%35?q=5');
SELECT id FROM uri_idx WHERE uri_normalize(u) = uri_normalize('HTTP://HOST5.example/path/./%35?q=5');
RESET enable_seqscan;
RESET enable_bitmapscan;

-- Row-level security: the comparisons are LEAKPROOF, so the index still
-- serves a user the policy filters for (otherwise a sequential scan).
DROP INDEX uri_idx_hash;
CREATE INDEX uri_idx_rls ON uri_idx (u);
ALTER TABLE uri_idx ADD COLUMN owner name DEFAULT 'urival_rls_reader';
CREATE ROLE urival_rls_reader;
GRANT SELECT ON uri_idx TO urival_rls_reader;
ALTER TABLE uri_idx ENABLE ROW LEVEL SECURITY;
CREATE POLICY uri_idx_own ON uri_idx USING (owner = current_user);
SET ROLE urival_rls_reader;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
RESET enable_seqscan;
RESET enable_bitmapscan;
RESET ROLE;
DROP POLICY uri_idx_own ON uri_idx;
ALTER TABLE uri_idx DISABLE ROW LEVEL SECURITY;
REVOKE SELECT ON uri_idx FROM urival_rls_reader;
DROP ROLE urival_rls_reader;
ALTER TABLE uri_idx DROP COLUMN owner;
DROP INDEX uri_idx_rls;
SELECT p.proname, p.proleakproof FROM pg_proc p
WHERE p.proname ~ '^(uri|iri|urn)(_(uri|iri))?_(eq|ne|lt|le|gt|ge|cmp)$' AND NOT p.proleakproof;

-- Deduplication: the btree classes say that equal is equal bytes.
CREATE EXTENSION pageinspect;
CREATE TABLE dedup (u uri, i iri, n urn);
CREATE INDEX dedup_u ON dedup (u);
CREATE INDEX dedup_i ON dedup (i);
CREATE INDEX dedup_n ON dedup (n);
SELECT c, (bt_metap(c)).allequalimage
FROM (VALUES ('dedup_u'), ('dedup_i'), ('dedup_n')) AS t(c);
DROP TABLE dedup;
DROP EXTENSION pageinspect;

-- A merge join and a hash join on uri.
SET enable_hashjoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM uri_idx a JOIN uri_idx b USING (u);
SELECT count(*) FROM uri_idx a JOIN uri_idx b USING (u);
RESET enable_hashjoin;
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM uri_idx a JOIN uri_idx b USING (u);
SELECT count(*) FROM uri_idx a JOIN uri_idx b USING (u);
RESET enable_mergejoin;
RESET enable_nestloop;
DROP TABLE uri_idx;

-- Partitioning: by hash of a uri (the hash operator class) and by a
-- component (an immutable function in the partition key).
CREATE TABLE uri_hashpart (u uri) PARTITION BY HASH (u);
CREATE TABLE uri_hashpart_0 PARTITION OF uri_hashpart FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE uri_hashpart_1 PARTITION OF uri_hashpart FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO uri_hashpart SELECT ('http://h/' || i)::uri FROM generate_series(1, 100) AS i;
SELECT count(*) FILTER (WHERE tableoid = 'uri_hashpart_0'::regclass) > 0 AS first,
       count(*) FILTER (WHERE tableoid = 'uri_hashpart_1'::regclass) > 0 AS second,
       count(*) AS total FROM uri_hashpart;
-- an equality on the key scans one partition
EXPLAIN (COSTS OFF) SELECT * FROM uri_hashpart WHERE u = 'http://h/7';
CREATE TABLE uri_schemepart (u uri) PARTITION BY LIST (uri_scheme(u));
CREATE TABLE uri_schemepart_http PARTITION OF uri_schemepart FOR VALUES IN ('http', 'https');
CREATE TABLE uri_schemepart_other PARTITION OF uri_schemepart DEFAULT;
INSERT INTO uri_schemepart VALUES ('http://a/'), ('https://b/'), ('mailto:c@d'), ('e');
SELECT tableoid::regclass AS partition, u FROM uri_schemepart ORDER BY u;
DROP TABLE uri_hashpart, uri_schemepart;
