-- The components of a uri: NULL when undefined, '' when empty.
\pset null '(null)'
SELECT uri_scheme(u) AS scheme, uri_authority(u) AS authority, uri_userinfo(u) AS userinfo,
       uri_host(u) AS host, uri_host_kind(u) AS kind, uri_port(u) AS port,
       uri_path(u) AS path, uri_query(u) AS query, uri_fragment(u) AS fragment
FROM (VALUES
    -- RFC 3986 section 3
    ('foo://example.com:8042/over/there?name=ferret#nose'::uri),
    ('urn:example:animal:ferret:nose'),
    -- section 1.1.2
    ('ldap://[2001:db8::7]/c=GB?objectClass?one'),
    ('telnet://192.0.2.16:80/'),
    ('mailto:John.Doe@example.com'),
    -- empty and undefined told apart
    ('http://a?#'),
    ('http://a'),
    ('http://@a:/'),
    ('http://user:pw@host:0/'),
    ('//[v7.x]/p'),
    ('file:///etc/hosts'),
    ('?q'),
    ('#f'),
    ('')) AS t(u);

SELECT uri_query('http://a?'::uri) AS empty_query, uri_query('http://a'::uri) AS no_query,
       uri_host('file:///x'::uri) AS empty_host, uri_host_kind('file:///x'::uri) AS kind,
       uri_host('mailto:x'::uri) AS no_host;
SELECT uri_scheme(NULL), uri_port(NULL), uri_host_kind(NULL);
\pset null ''

-- A port is any run of digits: beyond 16 bits it is still a number, beyond
-- integer an error.
SELECT uri_port('http://a:65536/'::uri) AS large, uri_port('http://a:007/'::uri) AS zeros;
SELECT uri_port('http://a:2147483647/'::uri) AS max;
SELECT uri_port('http://a:2147483648/'::uri);
