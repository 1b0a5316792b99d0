-- urival 1.0: the types uri (RFC 3986 URI-reference), iri (RFC 3987
-- IRI-reference) and urn (RFC 8141), their functions, and byte-order btree
-- and hash operator classes.
-- pg/README.md is the reference.
\echo Use "CREATE EXTENSION urival" to load this file. \quit

-- The types are stored as text is (a varlena of the bytes given): their
-- output, binary send and comparisons are PostgreSQL's own functions for
-- such values; only the input, receive and cast functions, which validate,
-- are the extension's.

-- The operator families: uri and iri share theirs, so that a comparison
-- of the one with the other (below the types) is an operator of the same
-- family as each type's own, and an index on either serves it.
CREATE OPERATOR FAMILY uri_iri_ops USING btree;
CREATE OPERATOR FAMILY uri_iri_ops USING hash;
CREATE OPERATOR FAMILY urn_ops USING btree;
CREATE OPERATOR FAMILY urn_ops USING hash;

-- The types are alike but for their input functions, their binary send
-- and their comments: one definition, made for each by format() from a
-- row of the type, its send function, the volatility of its binary
-- receive and send, and its operator families.  uri and urn
-- are ASCII: their binary form is their bytes, and depends on nothing
-- else.  An iri's is text's, its characters in the client encoding,
-- converted as text's are: STABLE, as textsend and textrecv are, since
-- client_encoding may change between two calls (an IMMUTABLE send is
-- folded into a prepared plan).
DO $types$
DECLARE
    t text[];
    -- Byte order: comparisons are PostgreSQL's bytea functions
    -- (memcmp, the shorter first on a common prefix), which read any
    -- varlena alike; no collation, no case folding.  Equivalence
    -- beyond identical bytes is uri_normalize() / iri_normalize() /
    -- urn_canonical(), in an expression index.  On UTF-8, byte order
    -- is the order of the code points.  They are PostgreSQL's bytea
    -- functions, LEAKPROOF there as here: no error and no message
    -- depends on the values, so row-level security and
    -- security-barrier views may still use an index on the type.
    -- One definition, made by format() for each type against itself and
    -- for uri against iri: "%1$s" is the left type, "%2$s" the right,
    -- "%3$s" the functions' prefix ("uri", "uri_iri").
    comparisons text := $cmp$
        CREATE FUNCTION %3$s_eq(%1$s, %2$s) RETURNS boolean
            AS 'byteaeq' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_ne(%1$s, %2$s) RETURNS boolean
            AS 'byteane' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_lt(%1$s, %2$s) RETURNS boolean
            AS 'bytealt' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_le(%1$s, %2$s) RETURNS boolean
            AS 'byteale' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_gt(%1$s, %2$s) RETURNS boolean
            AS 'byteagt' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_ge(%1$s, %2$s) RETURNS boolean
            AS 'byteage' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;
        CREATE FUNCTION %3$s_cmp(%1$s, %2$s) RETURNS integer
            AS 'byteacmp' LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE;

        CREATE OPERATOR = (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_eq,
            COMMUTATOR = =, NEGATOR = <>, RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES);
        CREATE OPERATOR <> (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_ne,
            COMMUTATOR = <>, NEGATOR = =, RESTRICT = neqsel, JOIN = neqjoinsel);
        CREATE OPERATOR < (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_lt,
            COMMUTATOR = >, NEGATOR = >=, RESTRICT = scalarltsel, JOIN = scalarltjoinsel);
        CREATE OPERATOR <= (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_le,
            COMMUTATOR = >=, NEGATOR = >, RESTRICT = scalarlesel, JOIN = scalarlejoinsel);
        CREATE OPERATOR > (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_gt,
            COMMUTATOR = <, NEGATOR = <=, RESTRICT = scalargtsel, JOIN = scalargtjoinsel);
        CREATE OPERATOR >= (LEFTARG = %1$s, RIGHTARG = %2$s, FUNCTION = %3$s_ge,
            COMMUTATOR = <=, NEGATOR = <, RESTRICT = scalargesel, JOIN = scalargejoinsel);
    $cmp$;
BEGIN
    FOREACH t SLICE 1 IN ARRAY ARRAY[['uri', 'byteasend', 'IMMUTABLE', 'uri_iri_ops'],
                                     ['urn', 'byteasend', 'IMMUTABLE', 'urn_ops'],
                                     ['iri', 'textsend', 'STABLE', 'uri_iri_ops']] LOOP
        EXECUTE format($sql$
            CREATE TYPE %1$s;
            CREATE FUNCTION %1$s_in(cstring) RETURNS %1$s
                AS 'MODULE_PATHNAME', '%1$s_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_out(%1$s) RETURNS cstring
                AS 'textout' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_recv(internal) RETURNS %1$s
                AS 'MODULE_PATHNAME', '%1$s_recv' LANGUAGE C %3$s STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_send(%1$s) RETURNS bytea
                AS '%2$s' LANGUAGE internal %3$s STRICT PARALLEL SAFE;
            CREATE TYPE %1$s (
                INPUT = %1$s_in, OUTPUT = %1$s_out, RECEIVE = %1$s_recv, SEND = %1$s_send,
                INTERNALLENGTH = VARIABLE, STORAGE = extended, CATEGORY = 'S'
            );

            -- Casts: to text as it is (the same bytes), from text through
            -- validation.
            CREATE FUNCTION %1$s(text) RETURNS %1$s
                AS 'MODULE_PATHNAME', '%1$s_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE CAST (%1$s AS text) WITHOUT FUNCTION AS IMPLICIT;
            CREATE CAST (text AS %1$s) WITH FUNCTION %1$s(text) AS ASSIGNMENT;

            CREATE FUNCTION %1$s_hash(%1$s) RETURNS integer
                AS 'hashvarlena' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_hash_extended(%1$s, bigint) RETURNS bigint
                AS 'hashvarlenaextended' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
        $sql$, t[1], t[2], t[3]);
        EXECUTE format(comparisons, t[1], t[1], t[1]);
        EXECUTE format($sql$
            -- btequalimage: equal values are equal bytes, so a btree index
            -- may keep one copy of duplicates (deduplication).
            CREATE OPERATOR CLASS %1$s_ops DEFAULT FOR TYPE %1$s USING btree FAMILY %2$s AS
                OPERATOR 1 <, OPERATOR 2 <=, OPERATOR 3 =, OPERATOR 4 >=, OPERATOR 5 >,
                FUNCTION 1 %1$s_cmp(%1$s, %1$s),
                FUNCTION 4 btequalimage(oid);
            CREATE OPERATOR CLASS %1$s_hash_ops DEFAULT FOR TYPE %1$s USING hash FAMILY %2$s AS
                OPERATOR 1 =,
                FUNCTION 1 %1$s_hash(%1$s),
                FUNCTION 2 %1$s_hash_extended(%1$s, bigint);

            -- max() and min() in the same byte order (text's would follow
            -- the collation and return text); the sort operators let the
            -- planner read them off the btree index.
            CREATE FUNCTION %1$s_larger(%1$s, %1$s) RETURNS %1$s
                AS 'MODULE_PATHNAME', 'urival_larger' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_smaller(%1$s, %1$s) RETURNS %1$s
                AS 'MODULE_PATHNAME', 'urival_smaller' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE AGGREGATE max(%1$s) (SFUNC = %1$s_larger, STYPE = %1$s,
                COMBINEFUNC = %1$s_larger, SORTOP = >, PARALLEL = SAFE);
            CREATE AGGREGATE min(%1$s) (SFUNC = %1$s_smaller, STYPE = %1$s,
                COMBINEFUNC = %1$s_smaller, SORTOP = <, PARALLEL = SAFE);
        $sql$, t[1], t[4]);
    END LOOP;

    -- uri against iri, either way round: the bytes compared as each
    -- type's own are (every URI is an IRI of the same bytes, ASCII alike
    -- in every encoding), so "u = i" needs no cast of u, and a btree or
    -- hash index on a uri column serves it as it serves "u = u2" (a merge
    -- join too).
    FOREACH t SLICE 1 IN ARRAY ARRAY[['uri', 'iri'], ['iri', 'uri']] LOOP
        EXECUTE format(comparisons, t[1], t[2], t[1] || '_' || t[2]);
        EXECUTE format($sql$
            ALTER OPERATOR FAMILY uri_iri_ops USING btree ADD
                OPERATOR 1 < (%1$s, %2$s), OPERATOR 2 <= (%1$s, %2$s),
                OPERATOR 3 = (%1$s, %2$s), OPERATOR 4 >= (%1$s, %2$s),
                OPERATOR 5 > (%1$s, %2$s),
                FUNCTION 1 (%1$s, %2$s) %1$s_%2$s_cmp(%1$s, %2$s);
            ALTER OPERATOR FAMILY uri_iri_ops USING hash ADD OPERATOR 1 = (%1$s, %2$s);
        $sql$, t[1], t[2]);
    END LOOP;
END
$types$;

COMMENT ON TYPE uri IS 'RFC 3986 URI-reference, validated exactly as its ABNF says';
COMMENT ON TYPE urn IS 'RFC 8141 URN, validated exactly as its ABNF says';
COMMENT ON TYPE iri IS 'RFC 3987 IRI-reference in UTF-8, validated exactly as its ABNF and section 4.1 say';

-- Validation of text, for CHECK constraints on text columns.
CREATE FUNCTION uri_is_valid(text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'uri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_is_valid(text, rule text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'uri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_is_valid(text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'iri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_is_valid(text, rule text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'iri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Components (RFC 3986 section 3, RFC 3987 section 2.2): NULL when
-- undefined, '' when empty; and the parts of a URN (RFC 8141).  One C
-- function each, of one shape: name(TYPE) RETURNS result.
DO $parts$
DECLARE
    f text[];
BEGIN
    FOREACH f SLICE 1 IN ARRAY ARRAY[
        ['uri_scheme', 'uri', 'text'], ['uri_authority', 'uri', 'text'],
        ['uri_userinfo', 'uri', 'text'], ['uri_host', 'uri', 'text'],
        ['uri_host_kind', 'uri', 'text'], ['uri_port', 'uri', 'integer'],
        ['uri_path', 'uri', 'text'], ['uri_query', 'uri', 'text'],
        ['uri_fragment', 'uri', 'text'],
        ['iri_scheme', 'iri', 'text'], ['iri_authority', 'iri', 'text'],
        ['iri_userinfo', 'iri', 'text'], ['iri_host', 'iri', 'text'],
        ['iri_host_kind', 'iri', 'text'], ['iri_port', 'iri', 'integer'],
        ['iri_path', 'iri', 'text'], ['iri_query', 'iri', 'text'],
        ['iri_fragment', 'iri', 'text'],
        ['urn_nid', 'urn', 'text'], ['urn_nss', 'urn', 'text']
    ] LOOP
        EXECUTE format($sql$
            CREATE FUNCTION %1$s(%2$s) RETURNS %3$s
                AS 'MODULE_PATHNAME', '%1$s' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
        $sql$, f[1], f[2], f[3]);
    END LOOP;
END
$parts$;

-- Reference operations (RFC 3986 sections 5 and 6).
CREATE FUNCTION uri_normalize(u uri, level text DEFAULT 'syntax') RETURNS uri
    AS 'MODULE_PATHNAME', 'uri_normalize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_resolve(base uri, ref uri) RETURNS uri
    AS 'MODULE_PATHNAME', 'uri_resolve' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_relativize(base uri, target uri) RETURNS uri
    AS 'MODULE_PATHNAME', 'uri_relativize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_equivalent(a uri, b uri, level text DEFAULT 'syntax') RETURNS boolean
    AS 'MODULE_PATHNAME', 'uri_equivalent' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- URNs (RFC 8141).
CREATE FUNCTION urn_canonical(urn) RETURNS urn
    AS 'MODULE_PATHNAME', 'urn_canonical' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION urn_equivalent(urn, urn) RETURNS boolean
    AS 'MODULE_PATHNAME', 'urn_equivalent' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- IRIs (RFC 3987): the reference operations of sections 5.3 and 6.5, as
-- for uri.
CREATE FUNCTION iri_normalize(i iri, level text DEFAULT 'syntax') RETURNS iri
    AS 'MODULE_PATHNAME', 'iri_normalize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_resolve(base iri, ref iri) RETURNS iri
    AS 'MODULE_PATHNAME', 'iri_resolve' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_relativize(base iri, target iri) RETURNS iri
    AS 'MODULE_PATHNAME', 'iri_relativize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_equivalent(a iri, b iri, level text DEFAULT 'syntax') RETURNS boolean
    AS 'MODULE_PATHNAME', 'iri_equivalent' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- The mappings of section 3.  iri_to_uri(iri) is also the explicit cast
-- from iri to uri (a cast function takes one argument, so the IDNA form is
-- a second function, not a default).  Every URI is an IRI of the same
-- bytes, ASCII alike in every encoding: the cast from uri to iri is
-- implicit and copies nothing.  IDNA (libidn2) and NFC (libunistring)
-- follow their library's Unicode tables, as PostgreSQL's immutable
-- normalize() follows its own.
CREATE FUNCTION iri_to_uri(iri) RETURNS uri
    AS 'MODULE_PATHNAME', 'iri_to_uri' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_to_uri(iri, idna boolean) RETURNS uri
    AS 'MODULE_PATHNAME', 'iri_to_uri' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_to_iri(uri) RETURNS iri
    AS 'MODULE_PATHNAME', 'uri_to_iri' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (iri AS uri) WITH FUNCTION iri_to_uri(iri);
CREATE CAST (uri AS iri) WITHOUT FUNCTION AS IMPLICIT;

-- Unicode normalization form C (sections 3.1 and 5.3.2.2).
CREATE FUNCTION iri_nfc(iri) RETURNS iri
    AS 'MODULE_PATHNAME', 'iri_nfc' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION iri_is_nfc(iri) RETURNS boolean
    AS 'MODULE_PATHNAME', 'iri_is_nfc' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
