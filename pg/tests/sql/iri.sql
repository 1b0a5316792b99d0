-- The type iri (RFC 3987 IRI-reference, in UTF-8): what it accepts and
-- refuses, its components, the mappings to and from URIs (section 3),
-- normalization and comparison (5.3), resolution (6.5), casts, byte-order
-- operators, indexes, binary COPY and a dump.  What needs libidn2 or
-- libunistring is in iri_idna and iri_nfc.
\pset null '(null)'

-- Examples of RFC 3987: sections 3.1 (outside the BMP too), 3.2, 5.3.1;
-- relative references; iprivate in a query.
SELECT i, pg_typeof(i), octet_length(i::text) AS bytes FROM (VALUES
    ('http://résumé.example.org'::iri),
    ('http://www.example.org/red%09rosé#red'),
    ('http://example.com/𐌀𐌁𐌂'),
    ('http://www.example.org/Dürst'),
    ('http://納豆.example.org/%E2%80%AE'),
    ('example://a/b/c/%7Bfoo%7D/rosé'),
    ('../résumé?q=ü#frag'),
    (E'http://a/?\uE000\U000F0000'),
    ('http://a/b'),
    ('')) AS t(i);

-- What an IRI may not hold, with the byte offset and the rule.  A
-- bidirectional formatting character (section 4.1) anywhere, here LRM in
-- the path, RLO in the query, RLE in the host:
SELECT E'http://a/b\u200Ec'::iri;
\echo :LAST_ERROR_SQLSTATE
SELECT E'http://a/?\u202E'::iri;
SELECT E'http://\u202Bx.example/'::iri;
-- a character that is no ucschar (U+FDD0, a noncharacter), iprivate
-- outside the query, an ASCII character no URI holds, a bad escape:
SELECT E'http://a/\uFDD0'::iri;
SELECT E'http://a/\uE000'::iri;
SELECT 'http://a/ü b'::iri;
SELECT 'http://ü/%zz'::iri;
-- non-ASCII in the scheme, in an IP-literal, in the port:
SELECT 'hüttp://a/'::iri;
SELECT 'http://[::ü]/'::iri;
SELECT 'http://a:8ü/'::iri;
-- the cast from text validates too; uri refuses what is no URI
SELECT iri('http://a/ b');
SELECT 'http://résumé.example.org'::uri;

-- iri_is_valid(text [, rule]): the type's check, or another IRI rule's.
SELECT s, iri_is_valid(s) AS reference, iri_is_valid(s, 'IRI') AS iri,
       iri_is_valid(s, 'rfc3987:absolute-IRI') AS absolute,
       iri_is_valid(s, 'irelative-ref') AS relative, uri_is_valid(s) AS uri
FROM (VALUES ('http://ä/ö?ü#ß'), ('http://ä/ö?ü'), ('ö?ü#ß'), ('http://a/b'),
             (E'http://a/\u200F'), ('http://a/%zz'), ('')) AS t(s);
SELECT iri_is_valid('x', 'URI');
SELECT iri_is_valid('x', 'no-such-rule');

-- Components: NULL when undefined, '' when empty; an ireg-name is a
-- reg-name.
SELECT iri_scheme(i) AS scheme, iri_authority(i) AS authority, iri_userinfo(i) AS userinfo,
       iri_host(i) AS host, iri_host_kind(i) AS kind, iri_port(i) AS port,
       iri_path(i) AS path, iri_query(i) AS query, iri_fragment(i) AS fragment
FROM (VALUES ('http://üser:pä@résumé.example.org:8080/päth/ö?qü=1&x#frä'::iri),
             ('http://[2001:db8::7]/ü'), ('http://192.0.2.16:80/'), ('mailto:jürgen@example.org'),
             ('http://a?#'), ('//ñ'), ('ü?'), ('')) AS t(i);
SELECT iri_port('http://ä:2147483648/'::iri);

-- Section 3.1: an IRI to a URI, the UTF-8 of every ucschar and iprivate
-- as %HH, everything else as it is (the %09 stays %09).
SELECT i, iri_to_uri(i) AS uri, pg_typeof(iri_to_uri(i)) FROM (VALUES
    ('http://résumé.example.org'::iri),
    ('http://www.example.org/red%09rosé#red'),
    ('http://example.com/𐌀𐌁𐌂'),
    (E'http://a/?\uE000'),
    ('http://納豆.example.org/%E2%80%AE'),
    ('http://a/b?c#d')) AS t(i);
-- idna => false is the same mapping, with or without libidn2
SELECT iri_to_uri('http://résumé.example.org', false) AS no_idna;
-- the explicit cast from iri to uri is that mapping
SELECT 'http://résumé.example.org/ö'::iri::uri AS cast_to_uri;

-- Section 3.2: a URI to an IRI.  The three examples of the section, then
-- escapes of unreserved ASCII decoded, of reserved characters, "%", ASCII
-- characters no URI holds and bidi formatting characters kept, and of
-- bytes that are no UTF-8 kept.
SELECT u, uri_to_iri(u) AS iri, pg_typeof(uri_to_iri(u)) FROM (VALUES
    ('http://www.example.org/D%C3%BCrst'::uri),
    ('http://www.example.org/D%FCrst'),
    ('http://xn--99zt52a.example.org/%e2%80%ae'),
    ('http://a/%41%2F%25%20%7e'),
    ('http://a/%c3%a9%C3'),
    ('http://a/?%EE%80%80'),
    ('http://a/%EE%80%80'),
    ('')) AS t(u);
-- and back: IRI to URI to IRI
SELECT i, uri_to_iri(iri_to_uri(i)) = i AS round_trip FROM (VALUES
    ('http://résumé.example.org/ö?ü#ä'::iri), ('http://example.com/𐌀'), ('a')) AS t(i);

-- Every URI is an IRI: the cast from uri is implicit, the same bytes.
SELECT iri_scheme('http://a/b'::uri) AS scheme_of_uri,
       pg_typeof(iri_resolve('http://a/b'::uri, 'ö'::iri)) AS resolved;
CREATE TABLE iri_from_uri (i iri);
INSERT INTO iri_from_uri SELECT 'http://a/%C3%A9'::uri;
INSERT INTO iri_from_uri SELECT 'http://a/é'::text;
INSERT INTO iri_from_uri SELECT E'http://a/\u200E'::text;
SELECT i, i = 'http://a/é' AS same_bytes, iri_equivalent(i, 'http://a/é') AS equivalent
FROM iri_from_uri ORDER BY i;
DROP TABLE iri_from_uri;
SELECT 'http://a/b'::uri = 'http://a/b'::iri AS uri_eq_iri;
-- uri against iri, either way round, by operators of their own (no cast
-- of the uri): byte order, as each type's.
SELECT 'http://a/b'::iri = 'http://a/b'::uri AS iri_eq_uri,
       'http://a/%C3%A9'::uri = 'http://a/é'::iri AS escaped_eq,
       'http://a/%C3%A9'::uri <> 'http://a/é'::iri AS escaped_ne,
       'http://a/z'::uri < 'http://a/é'::iri AS lt, 'http://a/é'::iri > 'http://a/z'::uri AS gt,
       'a'::uri <= 'a'::iri AS le, 'b'::iri >= 'a'::uri AS ge, 'a'::iri < 'a'::uri AS not_lt;
SELECT o.oprname, o.oprleft::regtype, o.oprright::regtype, o.oprcode, o.oprcanhash, o.oprcanmerge
FROM pg_operator o WHERE (o.oprleft, o.oprright) IN (('uri'::regtype, 'iri'::regtype),
    ('iri'::regtype, 'uri'::regtype)) ORDER BY o.oprleft::regtype::text, o.oprname;
SELECT f.opfname, am.amname, count(*) AS operators FROM pg_amop a
JOIN pg_opfamily f ON f.oid = a.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.opfname IN ('uri_iri_ops', 'urn_ops') GROUP BY f.opfname, am.amname ORDER BY 1, 2;

-- Section 5.3.2: syntax-based normalization: ASCII case, percent-encoding
-- of unreserved characters, dot segments; an escaped ucschar stays
-- escaped (it is aligned for comparison only), no character changes case
-- beyond ASCII.
SELECT i, iri_normalize(i) AS normalized FROM (VALUES
    ('example://a/b/c/%7Bfoo%7D/rosé'::iri),
    ('eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%c3%a9'),
    ('HTTP://www.EXAMPLE.com/'),
    ('http://example.org/%7euser'),
    ('HTTP://RÉSUMÉ.Example.ORG/Ö/./x/../y'),
    ('http://a/b/%2E%2E/ü')) AS t(i);
SELECT iri_normalize('http://résumé.example.org:80', 'scheme') AS scheme_based,
       iri_normalize('http://résumé.example.org:80') AS syntax_only;
SELECT iri_normalize('http://a', 'simple');

-- Section 5.3: the comparison ladder.  The two IRIs of 5.3.1 are
-- equivalent; so are an escaped and an unescaped é (5.3.2.3), and the
-- three spellings of ~user; composed and decomposed é are not (character
-- normalization is the caller's, iri_nfc).
SELECT a, b, iri_equivalent(a, b, 'simple') AS simple, iri_equivalent(a, b) AS syntax,
       iri_equivalent(a, b, 'scheme') AS scheme
FROM (VALUES
    ('example://a/b/c/%7Bfoo%7D/rosé'::iri, 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'::iri),
    ('http://www.example.org/r%C3%A9sum%C3%A9.html', 'http://www.example.org/résumé.html'),
    ('http://example.org/~user', 'http://example.org/%7euser'),
    ('http://example.org/%7Euser', 'http://example.org/%7euser'),
    ('http://www.example.org/résumé.html', E'http://www.example.org/re\u0301sume\u0301.html'),
    ('http://résumé.example.org:80/', 'http://résumé.example.org'),
    ('http://ä/', 'http://Ä/'),
    ('http://a/é', 'http://a/è')) AS t(a, b);
SELECT iri_equivalent('a', 'a', 'exact');
-- An index key for that relation (README): the IRI mapped to its URI
-- (3.1) and normalized as one, at the same level; iri_normalize() is no
-- such key, since it keeps an escaped ucschar escaped.  Every pair above,
-- and escapes in the host and of an iprivate in the query.
SELECT a, b, level, iri_equivalent(a, b, level) AS equivalent,
       uri_normalize(iri_to_uri(a), level) = uri_normalize(iri_to_uri(b), level) AS same_key,
       iri_normalize(a, level) = iri_normalize(b, level) AS same_iri_normalize
FROM (VALUES
    ('example://a/b/c/%7Bfoo%7D/rosé'::iri, 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'::iri),
    ('http://www.example.org/r%C3%A9sum%C3%A9.html', 'http://www.example.org/résumé.html'),
    ('http://example.org/~user', 'http://example.org/%7euser'),
    ('http://www.example.org/résumé.html', E'http://www.example.org/re\u0301sume\u0301.html'),
    ('http://résumé.example.org:80/', 'http://résumé.example.org'),
    ('http://ä/', 'http://Ä/'),
    ('http://a/é', 'http://a/è'),
    ('http://é/', 'http://%C3%A9/'),
    (E'http://a/?\uE000', 'http://a/?%ee%80%80')) AS t(a, b),
    (VALUES ('syntax'), ('scheme')) AS l(level)
ORDER BY level DESC, a, b;

-- Section 6.5: resolution as RFC 3986 section 5.2, non-ASCII characters
-- taken as unreserved ones; the normal examples of RFC 3986 5.4.1 give
-- what uri_resolve gives.
SELECT r, iri_resolve('http://a/b/c/d;p?q', r) AS target,
       iri_resolve('http://a/b/c/d;p?q', r)::text
           = uri_resolve('http://a/b/c/d;p?q', r::uri)::text AS as_uri
FROM (VALUES ('g:h'::iri), ('g'), ('./g'), ('/g'), ('//g'), ('?y'), ('#s'), ('g;x?y#s'), (''),
             ('..'), ('../../g'), ('../../../g'), ('/./g'), ('g/../h')) AS t(r);
SELECT r, iri_resolve('http://ä/b/c/d;p?q', r) AS target FROM (VALUES
    ('ö'::iri), ('../ü/'), ('//résumé.example/x'), ('?ü'), ('#ä'), ('ü/./../ß'), ('')) AS t(r);
SELECT iri_resolve('//ä/b', 'c');

-- Relativization: the shortest reference that resolves back; NULL when
-- none does.
SELECT t, iri_relativize('http://ä/b/c/d;p?q', t) AS ref,
       iri_resolve('http://ä/b/c/d;p?q', iri_relativize('http://ä/b/c/d;p?q', t)) = t AS back
FROM (VALUES ('http://ä/b/c/ü'::iri), ('http://ä/b/ö/'), ('http://ä/ß'), ('http://ä/b/c/d;p?ü'),
             ('http://ä/b/c/d;p?q#ü'), ('http://x/b/c/g'), ('http://ä/b/c/./g')) AS t(t);
SELECT iri_relativize('/b', 'http://ä/');
SELECT iri_relativize('http://ä/', '/b');

-- Byte order: on UTF-8, the order of the code points; equal means the
-- same bytes.  No collation, no case folding.
SELECT i FROM (VALUES ('http://a/z'::iri), ('http://a/é'), ('http://a/Z'), ('http://a/ü'),
    ('http://a/𐌀'), ('http://a/%C3%A9'), (E'http://a/\uFFEF'), ('http://a/')) AS t(i) ORDER BY i;
SELECT 'http://a/é'::iri = 'http://a/é'::iri AS eq, 'http://a/é'::iri = 'http://a/%C3%A9'::iri AS eq_escaped,
       'http://a/é'::iri < 'http://a/ü'::iri AS lt, 'http://a/é'::iri <> 'http://a/e'::iri AS ne,
       'http://a/ü'::iri >= 'http://a/é'::iri AS ge, 'b'::iri > 'a'::iri AS gt, 'a'::iri <= 'a'::iri AS le;
SELECT pg_typeof(max(i)) AS type, min(i), max(i)
FROM (VALUES ('http://é'::iri), ('http://f'), ('http://E'), ('http://𐌀')) AS t(i);
SELECT i, count(*) FROM (VALUES ('http://ä/'::iri), ('http://ä/'), ('http://Ä/')) AS t(i)
GROUP BY i ORDER BY i;

-- Indexes: btree (equality, range, ORDER BY, UNIQUE), hash, and an
-- expression index on iri_normalize() for equivalence.
CREATE TABLE iri_idx (id int, i iri);
INSERT INTO iri_idx
SELECT n, ('http://hôte' || (n % 97) || '.example/chemin/' || n || '?q=é' || (n % 13))::iri
FROM generate_series(1, 3000) AS n;
CREATE INDEX iri_idx_btree ON iri_idx (i);
CREATE INDEX iri_idx_norm ON iri_idx (iri_normalize(i));
ANALYZE iri_idx;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM iri_idx WHERE i = 'http://hôte5.example/chemin/5?q=é5';
SELECT id FROM iri_idx WHERE i = 'http://hôte5.example/chemin/5?q=é5';
EXPLAIN (COSTS OFF) SELECT i FROM iri_idx WHERE i >= 'http://hôte1.example/chemin/1000'
    AND i < 'http://hôte1.example/chemin/2' ORDER BY i;
SELECT i FROM iri_idx WHERE i >= 'http://hôte1.example/chemin/1000'
    AND i < 'http://hôte1.example/chemin/2' ORDER BY i;
EXPLAIN (COSTS OFF) SELECT id FROM iri_idx
    WHERE iri_normalize(i) = iri_normalize('HTTP://hôte5.example/chemin/./%35?q=é5');
SELECT id FROM iri_idx WHERE iri_normalize(i) = iri_normalize('HTTP://hôte5.example/chemin/./%35?q=é5');
CREATE INDEX iri_idx_hash ON iri_idx USING hash (i);
DROP INDEX iri_idx_btree;
EXPLAIN (COSTS OFF) SELECT id FROM iri_idx WHERE i = 'http://hôte5.example/chemin/5?q=é5';
SELECT id FROM iri_idx WHERE i = 'http://hôte5.example/chemin/5?q=é5';
RESET enable_seqscan;
RESET enable_bitmapscan;
CREATE UNIQUE INDEX iri_idx_unique ON iri_idx (i);
INSERT INTO iri_idx VALUES (0, 'http://hôte5.example/chemin/5?q=é5');

-- Binary COPY both ways keeps every value (the binary form of an iri is
-- its text in the client encoding, here UTF-8).
CREATE TABLE iri_bin (id int, i iri);
INSERT INTO iri_bin VALUES (1, 'http://résumé.example.org/ö?ü#ß'), (2, ''), (3, 'http://example.com/𐌀𐌁𐌂'),
    (4, E'http://a/?\uE000'), (5, NULL);
\copy iri_bin TO PROGRAM 'cat > "$URIVAL_PG_TMP/iri_bin.copy"' (FORMAT binary)
CREATE TABLE iri_bin2 (LIKE iri_bin);
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/iri_bin.copy"' (FORMAT binary)
SELECT a.id, a.i, a.i IS NOT DISTINCT FROM b.i AS same
FROM iri_bin a JOIN iri_bin2 b USING (id) ORDER BY id;
SELECT iri_send('http://a/é') AS bytes;
-- A prepared call follows client_encoding when it runs, not when it was
-- planned (iri_send is STABLE, as textsend is).
PREPARE send_e AS SELECT iri_send(('http://a/' || chr(233))::iri) AS bytes;
SET client_encoding = 'LATIN1';
EXECUTE send_e;
RESET client_encoding;
EXECUTE send_e;
DEALLOCATE send_e;

-- Receiving validates the bytes as they came: bytes that are no UTF-8
-- (a truncated sequence, an overlong form, a surrogate, 0xF5, a lone
-- continuation byte) and a bidi formatting character, each sent as a
-- bytea's binary form (its bytes) into an iri column.
CREATE TABLE bytes_bin (id int, b bytea);
INSERT INTO bytes_bin VALUES (1, convert_to('http://a/', 'UTF8') || '\xc3'::bytea),
    (2, convert_to('http://a/', 'UTF8') || '\xc0af'::bytea),
    (3, convert_to('http://a/', 'UTF8') || '\xeda080'::bytea),
    (4, convert_to('http://a/', 'UTF8') || '\xf5808080'::bytea),
    (5, convert_to('http://a/b', 'UTF8') || '\x80'::bytea),
    (6, convert_to(E'http://a/?\u202E', 'UTF8'));
\copy (SELECT id, b FROM bytes_bin WHERE id = 1) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes1.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes1.copy"' (FORMAT binary)
\copy (SELECT id, b FROM bytes_bin WHERE id = 2) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes2.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes2.copy"' (FORMAT binary)
\copy (SELECT id, b FROM bytes_bin WHERE id = 3) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes3.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes3.copy"' (FORMAT binary)
\copy (SELECT id, b FROM bytes_bin WHERE id = 4) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes4.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes4.copy"' (FORMAT binary)
\copy (SELECT id, b FROM bytes_bin WHERE id = 5) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes5.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes5.copy"' (FORMAT binary)
\copy (SELECT id, b FROM bytes_bin WHERE id = 6) TO PROGRAM 'cat > "$URIVAL_PG_TMP/bytes6.copy"' (FORMAT binary)
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/bytes6.copy"' (FORMAT binary)
-- the five rows of the round trip, none more
SELECT count(*) FROM iri_bin2;

-- In another client encoding, the binary form is in that encoding, as
-- text's: é is the one byte E9 in LATIN1 both ways.
SET client_encoding = 'LATIN1';
\copy (SELECT 1, convert_to('http://a/', 'UTF8') || '\xe9'::bytea) TO PROGRAM 'cat > "$URIVAL_PG_TMP/latin1.copy"' (FORMAT binary)
TRUNCATE iri_bin2;
\copy iri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/latin1.copy"' (FORMAT binary)
\copy iri_bin2 TO PROGRAM 'cat > "$URIVAL_PG_TMP/latin1_back.copy"' (FORMAT binary)
RESET client_encoding;
SELECT i, octet_length(i::text) AS utf8_bytes FROM iri_bin2;
CREATE TABLE bytes_back (id int, b bytea);
\copy bytes_back FROM PROGRAM 'cat "$URIVAL_PG_TMP/latin1_back.copy"' (FORMAT binary)
SELECT b AS latin1_bytes FROM bytes_back;
DROP TABLE iri_bin, iri_bin2, bytes_bin, bytes_back;

-- A dump keeps every value, index and all.
DROP DATABASE IF EXISTS urival_restored;
CREATE DATABASE urival_restored;
\! "$URIVAL_PG_BIN/pg_dump" -d contrib_regression -t iri_idx | "$URIVAL_PG_BIN/psql" -X -q -d urival_restored -c 'CREATE EXTENSION urival' -f - >/dev/null
\c urival_restored
SELECT count(*), md5(string_agg(i::text, ',' ORDER BY i)) FROM iri_idx;
SELECT pg_typeof(i) FROM iri_idx LIMIT 1;
\c contrib_regression
SELECT count(*), md5(string_agg(i::text, ',' ORDER BY i)) FROM iri_idx;
DROP DATABASE urival_restored;
DROP TABLE iri_idx;

-- A database whose encoding is not UTF8 has only the ASCII iri: its
-- input, its validation, uri_is_valid() with an RFC 3987 rule and
-- uri_to_iri refuse a byte beyond ASCII, saying why, and take the rest.
CREATE DATABASE urival_latin1 ENCODING 'LATIN1' TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C';
\c urival_latin1
CREATE EXTENSION urival;
SELECT 'http://a/'::iri AS ascii_iri;
SELECT 'http://a/é'::iri;
\echo :LAST_ERROR_SQLSTATE
SELECT iri_is_valid('http://a/') AS ascii_valid, iri_is_valid('http://a/ b') AS ascii_invalid;
SELECT iri_is_valid('http://a/é');
-- a rule it takes none of is the caller's error in any database: named first
SELECT iri_is_valid('http://a/é', 'ipath');
\echo :LAST_ERROR_SQLSTATE
SELECT uri_is_valid('a', 'rfc3987:ipath') AS ascii_ipath;
SELECT uri_is_valid('é', 'rfc3987:ipath');
SELECT uri_to_iri('http://a/%41') AS ascii_result;
SELECT uri_to_iri('http://a/%C3%A9');
-- the offset is the escape's in the argument, not the result's byte's
SELECT uri_to_iri('http://a/%41%42%43%C3%A9');
SELECT uri_host('http://a/'::uri) AS uri_still_works;
-- What the database holds, a dump loads again: an iri cast from a uri, by
-- text, by COPY in binary, and through pg_dump into another LATIN1
-- database.
CREATE TABLE latin1_iri (i iri);
INSERT INTO latin1_iri VALUES ('http://a/b'::uri), ('urn:x:y');
SELECT i::text::iri AS by_text FROM latin1_iri ORDER BY i;
\copy latin1_iri TO PROGRAM 'cat > "$URIVAL_PG_TMP/latin1_iri.copy"' (FORMAT binary)
\copy latin1_iri FROM PROGRAM 'cat "$URIVAL_PG_TMP/latin1_iri.copy"' (FORMAT binary)
SELECT count(*) AS after_binary_copy FROM latin1_iri;
CREATE DATABASE urival_latin1_restored ENCODING 'LATIN1' TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C';
\! "$URIVAL_PG_BIN/pg_dump" -d urival_latin1 -t latin1_iri | "$URIVAL_PG_BIN/psql" -X -q -d urival_latin1_restored -c 'CREATE EXTENSION urival' -f - >/dev/null
\c urival_latin1_restored
SELECT i FROM latin1_iri ORDER BY i;
\c contrib_regression
DROP DATABASE urival_latin1_restored;
DROP DATABASE urival_latin1;
\pset null ''
