-- Invalid input: SQLSTATE 22P02, the offset, the rule and what was
-- expected in the message, the input with a caret in DETAIL.
SELECT 'http://a/%zz'::uri;
\echo :LAST_ERROR_SQLSTATE
SELECT 'http://a b/'::uri;
\echo :LAST_ERROR_SQLSTATE
SELECT 'http://[::1/'::uri;
SELECT 'http://a:80x/'::uri;
SELECT '%'::uri;
SELECT ':no-scheme'::uri;
-- bytes that are not printable ASCII are quoted as \xHH, the caret under
-- the first byte at fault
SELECT E'http://caf\u00e9/'::uri;
SELECT E'http://a/\t'::uri;
-- a long value is quoted around the byte at fault, not in full
SELECT ('http://example.com/' || repeat('a', 200) || '^' || repeat('b', 200))::uri;
-- the cast from text, and a column
SELECT uri('http://a/%zz');
\echo :LAST_ERROR_SQLSTATE
CREATE TABLE uri_err (u uri);
INSERT INTO uri_err VALUES ('http://ok/'), ('http://not ok/');
COPY uri_err FROM stdin;
http://ok/
http://a/<b>
\.
SELECT count(*) FROM uri_err;
DROP TABLE uri_err;
-- the error can be caught by its condition name
DO $$
BEGIN
    PERFORM 'http://a/%zz'::uri;
EXCEPTION WHEN invalid_text_representation THEN
    RAISE NOTICE 'caught %: %', SQLSTATE, SQLERRM;
END
$$;
