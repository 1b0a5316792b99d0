-- A liburival built without libunistring (configure
-- --without-libunistring): normalization form C is an error that names
-- the missing piece.
SELECT iri_nfc('http://www.example.org/résumé.html');
\echo :LAST_ERROR_SQLSTATE
SELECT iri_is_nfc('http://www.example.org/résumé.html');
