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

-- The hash operator class, with the btree index gone.
CREATE INDEX uri_idx_hash ON uri_idx USING hash (u);
DROP INDEX uri_idx_btree;
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';
SELECT id FROM uri_idx WHERE u = 'http://host5.example/path/5?q=5';

-- Equivalent spellings find the same row through the normalized index.
EXPLAIN (COSTS OFF) SELECT id FROM uri_idx
    WHERE uri_normalize(u) = uri_normalize('HTTP://HOST5.example/path/./%35?q=5');
SELECT id FROM uri_idx WHERE uri_normalize(u) = uri_normalize('HTTP://HOST5.example/path/./%35?q=5');
RESET enable_seqscan;
RESET enable_bitmapscan;

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
