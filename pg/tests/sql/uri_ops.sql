-- Resolution, normalization, relativization and equivalence (RFC 3986
-- sections 5 and 6).

-- Section 5.4.1, normal examples, base "http://a/b/c/d;p?q".
SELECT r, uri_resolve('http://a/b/c/d;p?q', r) AS target FROM (VALUES
    ('g:h'::uri), ('g'), ('./g'), ('g/'), ('/g'), ('//g'), ('?y'), ('g?y'), ('#s'), ('g#s'),
    ('g?y#s'), (';x'), ('g;x'), ('g;x?y#s'), (''), ('.'), ('./'), ('..'), ('../'), ('../g'),
    ('../..'), ('../../'), ('../../g')) AS t(r);

-- Section 5.4.2, abnormal examples.
SELECT r, uri_resolve('http://a/b/c/d;p?q', r) AS target FROM (VALUES
    ('../../../g'::uri), ('../../../../g'), ('/./g'), ('/../g'), ('g.'), ('.g'), ('g..'),
    ('..g'), ('./../g'), ('./g/.'), ('g/./h'), ('g/../h'), ('g;x=1/./y'), ('g;x=1/../y'),
    ('g?y/./x'), ('g?y/../x'), ('g#s/./x'), ('g#s/../x'), ('http:g')) AS t(r);

-- A base without a scheme is no base (section 5.2.1).
SELECT uri_resolve('//a/b', 'c');

-- Section 6.2.2: syntax-based normalization.
SELECT uri_normalize('example://a/b/c/%7Bfoo%7D') AS a,
       uri_normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d') AS b;
SELECT uri_normalize('HTTP://www.Example.com/') AS case_,
       uri_normalize('http://a/b/%2E%2E/') AS dots,
       uri_normalize('http://example.com:80') AS syntax_only,
       uri_normalize('http://example.com:80', 'scheme') AS scheme_based;
SELECT uri_normalize('http://a', 'simple');

-- Section 6.2: the comparison ladder.
SELECT a, b, uri_equivalent(a, b, 'simple') AS simple, uri_equivalent(a, b) AS syntax,
       uri_equivalent(a, b, 'scheme') AS scheme
FROM (VALUES ('http://a/b'::uri, 'http://a/b'::uri),
             ('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'),
             ('http://example.com', 'http://example.com:80/'),
             ('http://example.com/', 'http://example.com/?'),
             ('http://a/b', 'http://a/c')) AS t(a, b);
SELECT uri_equivalent('a', 'a', 'exact');

-- Relativization: the shortest reference that resolves back, NULL when
-- none does.
\pset null '(null)'
SELECT t, uri_relativize('http://a/b/c/d;p?q', t) AS ref,
       uri_resolve('http://a/b/c/d;p?q', uri_relativize('http://a/b/c/d;p?q', t)) = t AS back
FROM (VALUES ('http://a/b/c/g'::uri), ('http://a/b/g'), ('http://a/g'), ('http://a/b/c/d;p?y'),
             ('http://a/b/c/d;p?q#s'), ('https://a/b'), ('http://x/b/c/g'),
             ('http://a/b/c/./g')) AS t(t);
\pset null ''
SELECT uri_relativize('/b', 'http://a/');
SELECT uri_relativize('http://a/', '/b');

-- Normalized values as keys: equivalence through an expression.
SELECT uri_normalize(u) AS key, count(*) FROM (VALUES ('HTTP://A/%7e'::uri), ('http://a/~'),
    ('http://a/./~'), ('http://b/')) AS t(u) GROUP BY 1 ORDER BY 1;
