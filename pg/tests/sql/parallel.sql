-- A parallel query: the plan has workers, they run, and the result equals
-- the serial plan's.
CREATE TABLE uri_par (id int, u uri);
INSERT INTO uri_par
SELECT i, ('HTTP://Host' || (i % 31) || '.example:' || (8000 + i % 7) || '/a/./b/%7e' || i || '?q#f')::uri
FROM generate_series(1, 20000) AS i;
ANALYZE uri_par;
-- and iri values, non-ASCII characters in every component.
CREATE TABLE iri_par (id int, r iri);
INSERT INTO iri_par
SELECT i, ('HTTP://Hôte' || (i % 31) || '.example:' || (8000 + i % 7) || '/ä/./b/%7e' || i || '?ü#ß')::iri
FROM generate_series(1, 20000) AS i;
ANALYZE iri_par;

-- The query: the type's functions on every row, in the workers (the scan,
-- its filter and the partial aggregate), then gathered.
CREATE VIEW uri_par_result AS
SELECT count(*) AS n, count(DISTINCT uri_host(u)) AS hosts, sum(uri_port(u)) AS ports,
       md5(string_agg(concat_ws(' ', uri_normalize(u), uri_scheme(u), uri_path(u), uri_query(u),
           uri_fragment(u), uri_resolve(u, '../c'), uri_equivalent(u, uri_normalize(u))),
           ',' ORDER BY id)) AS digest
FROM uri_par WHERE uri_is_valid(u::text);
-- Workers launched, from EXPLAIN ANALYZE (their row counts vary by run).
CREATE FUNCTION workers_launched(q text) RETURNS int LANGUAGE plpgsql AS $$
DECLARE plan json;
BEGIN
    EXECUTE 'EXPLAIN (ANALYZE, FORMAT JSON) ' || q INTO plan;
    RETURN (plan -> 0 -> 'Plan' -> 'Plans' -> 0 ->> 'Workers Launched')::int;
END
$$;

SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SET parallel_leader_participation = off;
EXPLAIN (COSTS OFF) SELECT count(*), sum(uri_port(u)) FROM uri_par WHERE uri_host(u) <> 'x';
SELECT workers_launched('SELECT count(*), sum(uri_port(u)) FROM uri_par WHERE uri_host(u) <> ''x''');
EXPLAIN (COSTS OFF) SELECT * FROM uri_par_result;
CREATE TEMP TABLE parallel_result AS SELECT * FROM uri_par_result;

SET max_parallel_workers_per_gather = 0;
EXPLAIN (COSTS OFF) SELECT * FROM uri_par_result;
CREATE TEMP TABLE serial_result AS SELECT * FROM uri_par_result;
SELECT p.n, p.hosts, p.ports, p = s AS equal FROM parallel_result p, serial_result s;

-- The same for the iri functions.
CREATE VIEW iri_par_result AS
SELECT count(*) AS n, count(DISTINCT iri_host(r)) AS hosts, sum(iri_port(r)) AS ports,
       md5(string_agg(concat_ws(' ', iri_normalize(r), iri_to_uri(r), uri_to_iri(iri_to_uri(r)),
           iri_path(r), iri_query(r), iri_resolve(r, '../ç'),
           iri_relativize('http://hôte1.example:8001/', iri_normalize(r)),
           iri_equivalent(r, iri_normalize(r))), ',' ORDER BY id)) AS digest
FROM iri_par WHERE iri_is_valid(r::text);
SET max_parallel_workers_per_gather = 2;
EXPLAIN (COSTS OFF) SELECT * FROM iri_par_result;
SELECT workers_launched('SELECT * FROM iri_par_result');
CREATE TEMP TABLE iri_parallel_result AS SELECT * FROM iri_par_result;
SET max_parallel_workers_per_gather = 0;
CREATE TEMP TABLE iri_serial_result AS SELECT * FROM iri_par_result;
SELECT p.n, p.hosts, p.ports, p = s AS equal FROM iri_parallel_result p, iri_serial_result s;
RESET ALL;
DROP VIEW uri_par_result, iri_par_result;
DROP TABLE uri_par, iri_par;
DROP FUNCTION workers_launched(text);
