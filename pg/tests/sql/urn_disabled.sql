-- A liburival configured with --disable-urn has no URN parser: the type
-- urn exists, and says so instead of accepting anything.
SELECT 'urn:example:a'::urn;
\echo :LAST_ERROR_SQLSTATE
SELECT urn('urn:example:a');
SELECT uri_scheme('urn:example:a'::uri) AS scheme_of_a_urn_as_uri;
