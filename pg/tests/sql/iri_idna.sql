-- iri_to_uri(i, idna => true) with a liburival built with libidn2: a
-- non-ASCII ireg-name becomes IDNA A-labels (RFC 3987 section 3.1), the
-- rest is mapped as without the flag.
SELECT i, iri_to_uri(i, true) AS idna, iri_to_uri(i) AS plain FROM (VALUES
    -- section 3.1, and the IRI of section 3.2's third example
    ('http://résumé.example.org'::iri),
    ('http://納豆.example.org/%E2%80%AE'),
    ('http://üser@Bücher.example:8080/päth?ü#ä'),
    ('http://ascii.example/ö'),
    ('http://[2001:db8::7]/ö'),
    ('mailto:jürgen@example.org'),
    ('ö')) AS t(i);
-- Section 5.3.3 allows to take the A-labels as equivalent to the IRI:
-- compared as URIs after the mapping, they are.
SELECT iri_to_uri('http://résumé.example.org', true) = 'http://xn--rsum-bpad.example.org'::uri
    AS equivalent_with_idna;
-- A host that holds escapes, or one IDNA does not convert (a label that
-- begins with "-"), is an error at the host's offset; an ASCII host
-- without escapes is left as it is.
SELECT iri_to_uri('http://r%C3%A9sumé.example.org/', true);
\echo :LAST_ERROR_SQLSTATE
SELECT iri_to_uri('http://-ü.example/', true);
SELECT iri_to_uri('http://r%C3%A9sum%C3%A9.example.org/', true);
SELECT iri_to_uri('http://Example.ORG/é', true) AS ascii_host;
