-- Unicode normalization form C, with a liburival built with libunistring
-- (RFC 3987 sections 3.1 step 1b and 5.3.2.2).
SELECT i, iri_nfc(i) AS nfc, iri_is_nfc(i) AS is_nfc, octet_length(i::text) AS bytes,
       octet_length(iri_nfc(i)::text) AS nfc_bytes
FROM (VALUES
    -- section 5.3.2.2: the first is in NFC, the second is not
    ('http://www.example.org/résumé.html'::iri),
    (E'http://www.example.org/re\u0301sume\u0301.html'),
    -- section 3.1: "Vi&#xEA;&#x323;t Nam" is "Vi&#x1EC7;t Nam" in NFC
    (E'http://example.org/Vi\u00EA\u0323t_Nam'),
    -- KELVIN SIGN is K; "=" and a combining long solidus overlay are U+2260
    (E'http://example.org/\u212A?a=\u0338b'),
    ('http://a/b'), ('')) AS t(i);
-- Equivalence relies on NFC (5.3.2.2): normalize first, then compare.
SELECT iri_equivalent(a, b) AS as_written, iri_equivalent(iri_nfc(a), iri_nfc(b)) AS after_nfc
FROM (VALUES ('http://www.example.org/résumé.html'::iri,
              E'http://www.example.org/re\u0301sume\u0301.html'::iri)) AS t(a, b);
CREATE TABLE iri_nfc_idx (i iri);
INSERT INTO iri_nfc_idx VALUES ('http://www.example.org/résumé.html');
-- The README's key: decomposed, and composed but escaped, find it.
CREATE INDEX ON iri_nfc_idx (uri_normalize(iri_to_uri(iri_nfc(i))));
SELECT q, i FROM iri_nfc_idx, (VALUES
    (E'HTTP://www.example.org/re\u0301sume\u0301.html'::iri),
    ('http://www.example.org/r%c3%a9sum%C3%A9.html')) AS t(q)
WHERE uri_normalize(iri_to_uri(iri_nfc(i))) = uri_normalize(iri_to_uri(iri_nfc(q)));
DROP TABLE iri_nfc_idx;
-- GREEK VARIA (U+1FEF) is "`" in NFC, which no IRI holds: iri_nfc says
-- so, and such a value is not in NFC.
SELECT iri_nfc(E'http://a/\u1FEF');
\echo :LAST_ERROR_SQLSTATE
SELECT iri_is_nfc(E'http://a/\u1FEF') AS is_nfc;
