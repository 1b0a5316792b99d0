-- urival 1.0: the types uri (RFC 3986 URI-reference) and urn (RFC 8141),
-- their functions, and byte-order btree and hash operator classes.
-- pg/README.md is the reference.
\echo Use "CREATE EXTENSION urival" to load this file. \quit

-- Both types are stored as text is (a varlena of the bytes given): their
-- output, binary send and comparisons are PostgreSQL's own functions for
-- such values; only the input, receive and cast functions, which validate,
-- are the extension's.

-- The two types are alike but for their input functions and their
-- comments: one definition, made for each by format() ("%1$s" is the type).
DO $types$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['uri', 'urn'] LOOP
        EXECUTE format($sql$
            CREATE TYPE %1$s;
            CREATE FUNCTION %1$s_in(cstring) RETURNS %1$s
                AS 'MODULE_PATHNAME', '%1$s_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_out(%1$s) RETURNS cstring
                AS 'textout' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_recv(internal) RETURNS %1$s
                AS 'MODULE_PATHNAME', '%1$s_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_send(%1$s) RETURNS bytea
                AS 'byteasend' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
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

            -- Byte order: comparisons are PostgreSQL's bytea functions
            -- (memcmp, the shorter first on a common prefix), which read any
            -- varlena alike; no collation, no case folding.  Equivalence
            -- beyond identical bytes is uri_normalize() / urn_canonical(), in
            -- an expression index.
            CREATE FUNCTION %1$s_eq(%1$s, %1$s) RETURNS boolean
                AS 'byteaeq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_ne(%1$s, %1$s) RETURNS boolean
                AS 'byteane' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_lt(%1$s, %1$s) RETURNS boolean
                AS 'bytealt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_le(%1$s, %1$s) RETURNS boolean
                AS 'byteale' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_gt(%1$s, %1$s) RETURNS boolean
                AS 'byteagt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_ge(%1$s, %1$s) RETURNS boolean
                AS 'byteage' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_cmp(%1$s, %1$s) RETURNS integer
                AS 'byteacmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_hash(%1$s) RETURNS integer
                AS 'hashvarlena' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
            CREATE FUNCTION %1$s_hash_extended(%1$s, bigint) RETURNS bigint
                AS 'hashvarlenaextended' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;

            CREATE OPERATOR = (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_eq,
                COMMUTATOR = =, NEGATOR = <>, RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES);
            CREATE OPERATOR <> (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_ne,
                COMMUTATOR = <>, NEGATOR = =, RESTRICT = neqsel, JOIN = neqjoinsel);
            CREATE OPERATOR < (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_lt,
                COMMUTATOR = >, NEGATOR = >=, RESTRICT = scalarltsel, JOIN = scalarltjoinsel);
            CREATE OPERATOR <= (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_le,
                COMMUTATOR = >=, NEGATOR = >, RESTRICT = scalarlesel, JOIN = scalarlejoinsel);
            CREATE OPERATOR > (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_gt,
                COMMUTATOR = <, NEGATOR = <=, RESTRICT = scalargtsel, JOIN = scalargtjoinsel);
            CREATE OPERATOR >= (LEFTARG = %1$s, RIGHTARG = %1$s, FUNCTION = %1$s_ge,
                COMMUTATOR = <=, NEGATOR = <, RESTRICT = scalargesel, JOIN = scalargejoinsel);

            CREATE OPERATOR CLASS %1$s_ops DEFAULT FOR TYPE %1$s USING btree AS
                OPERATOR 1 <, OPERATOR 2 <=, OPERATOR 3 =, OPERATOR 4 >=, OPERATOR 5 >,
                FUNCTION 1 %1$s_cmp(%1$s, %1$s);
            CREATE OPERATOR CLASS %1$s_hash_ops DEFAULT FOR TYPE %1$s USING hash AS
                OPERATOR 1 =,
                FUNCTION 1 %1$s_hash(%1$s),
                FUNCTION 2 %1$s_hash_extended(%1$s, bigint);
        $sql$, t);
    END LOOP;
END
$types$;
COMMENT ON TYPE uri IS 'RFC 3986 URI-reference, validated exactly as its ABNF says';
COMMENT ON TYPE urn IS 'RFC 8141 URN, validated exactly as its ABNF says';

-- Validation of text, for CHECK constraints on text columns.
CREATE FUNCTION uri_is_valid(text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'uri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION uri_is_valid(text, rule text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'uri_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Components (RFC 3986 section 3): NULL when undefined, '' when empty;
-- and the parts of a URN (RFC 8141).  One C function each, of one shape:
-- name(TYPE) RETURNS result.
DO $parts$
DECLARE
    f text[];
BEGIN
    FOREACH f SLICE 1 IN ARRAY ARRAY[
        ['uri_scheme', 'uri', 'text'], ['uri_authority', 'uri', 'text'],
        ['uri_userinfo', 'uri', 'text'], ['uri_host', 'uri', 'text'],
        ['uri_host_kind', 'uri', 'text'], ['uri_port', 'uri', 'integer'],
        ['uri_path', 'uri', 'text'], ['uri_query', 'uri', 'text'],
        ['uri_fragment', 'uri', 'text'], ['urn_nid', 'urn', 'text'], ['urn_nss', 'urn', 'text']
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
