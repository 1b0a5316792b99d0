-- Binary send and receive: COPY in binary format, both ways, through the
-- client (psql's \copy), so that every value travels by uri_send and
-- uri_recv.
CREATE TABLE uri_bin (id int, u uri);
INSERT INTO uri_bin VALUES (1, 'http://a/b?c#d'), (2, ''), (3, 'urn:example:x'),
    (4, 'ldap://[2001:db8::7]/c=GB?objectClass?one'), (5, NULL);
\copy uri_bin TO PROGRAM 'cat > "$URIVAL_PG_TMP/uri_bin.copy"' (FORMAT binary)
CREATE TABLE uri_bin2 (LIKE uri_bin);
\copy uri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/uri_bin.copy"' (FORMAT binary)
SELECT a.id, a.u, a.u IS NOT DISTINCT FROM b.u AS same
FROM uri_bin a JOIN uri_bin2 b USING (id) ORDER BY id;
SELECT uri_send('http://a/b') AS bytes;

-- Receiving validates: text that is no URI, sent in binary as text, is
-- refused when read into a uri column.
CREATE TABLE text_bin (id int, u text);
INSERT INTO text_bin VALUES (1, 'http://a/%zz');
\copy text_bin TO PROGRAM 'cat > "$URIVAL_PG_TMP/text_bin.copy"' (FORMAT binary)
\copy uri_bin2 FROM PROGRAM 'cat "$URIVAL_PG_TMP/text_bin.copy"' (FORMAT binary)
SELECT count(*) FROM uri_bin2;
DROP TABLE uri_bin, uri_bin2, text_bin;
