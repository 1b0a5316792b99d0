-- A liburival built without libidn2 (configure --without-libidn2): IDNA
-- A-labels are an error that names the missing piece; the mapping without
-- them works.
SELECT iri_to_uri('http://résumé.example.org', true);
\echo :LAST_ERROR_SQLSTATE
SELECT iri_to_uri('http://résumé.example.org', false) AS plain,
       'http://résumé.example.org'::iri::uri AS cast_to_uri;
