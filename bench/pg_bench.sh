#!/bin/sh
# make bench-pg: loading URIs into PostgreSQL.  Run by pg/tests/check.test
# --bench, which starts the server (PGHOST, PGPORT, PGUSER set) with the
# extension installed; never part of make check.
#
# For each corpus: COPY (psql's \copy) of its lines into four tables, a
# column of type uri, of text, of text with a CHECK by an RFC 3986 regular
# expression, and of text with CHECK (uri_is_valid(v)); the median of
# PG_BENCH_ROUNDS loads each (the tables taking turns in each round), rows
# per second of the server's CPU time and the rate relative to plain text.
# COPY stops at the first rejected row, so every table is loaded with the
# lines the library accepts, and the rejected lines are counted apart, row
# by row, by each column's check and by the library's command line
# (urival validate): all must agree, or the run fails.
# usage: pg_bench.sh CORPUS...   (URIVAL_CLI: the urival program)
set -eu
rounds=${PG_BENCH_ROUNDS:-5}
psql="$URIVAL_PG_BIN/psql -X -q -v ON_ERROR_STOP=1 -d postgres"
tmp=$URIVAL_PG_TMP

# RFC 3986 URI-reference (section 4.1) as a POSIX regular expression,
# written from the ABNF of Appendix A, rule by rule.
hex='[0-9A-Fa-f]'
pct="%$hex$hex"
pchar="(?:[A-Za-z0-9._~!\$&'()*+,;=:@-]|$pct)"
h16="$hex{1,4}"
dec='(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
ipv4="$dec\\.$dec\\.$dec\\.$dec"
ls32="(?:$h16:$h16|$ipv4)"
ipv6="(?:(?:$h16:){6}$ls32|::(?:$h16:){5}$ls32|(?:$h16)?::(?:$h16:){4}$ls32"
ipv6="$ipv6|(?:(?:$h16:){0,1}$h16)?::(?:$h16:){3}$ls32|(?:(?:$h16:){0,2}$h16)?::(?:$h16:){2}$ls32"
ipv6="$ipv6|(?:(?:$h16:){0,3}$h16)?::$h16:$ls32|(?:(?:$h16:){0,4}$h16)?::$ls32"
ipv6="$ipv6|(?:(?:$h16:){0,5}$h16)?::$h16|(?:(?:$h16:){0,6}$h16)?::)"
ipfuture="[vV]$hex+\\.[A-Za-z0-9._~!\$&'()*+,;=:-]+"
regname="(?:[A-Za-z0-9._~!\$&'()*+,;=-]|$pct)*"
userinfo="(?:[A-Za-z0-9._~!\$&'()*+,;=:-]|$pct)*"
authority="(?:$userinfo@)?(?:\\[(?:$ipv6|$ipfuture)\\]|$regname)(?::[0-9]*)?"
segment="$pchar*"
abempty="(?:/$segment)*"
absolute="/(?:$pchar+$abempty)?"
noscheme="(?:[A-Za-z0-9._~!\$&'()*+,;=@-]|$pct)+$abempty"
rootless="$pchar+$abempty"
tail="(?:\\?(?:$pchar|[/?])*)?(?:#(?:$pchar|[/?])*)?"
regex="^(?:[A-Za-z][A-Za-z0-9+.-]*:(?://$authority$abempty|$absolute|$rootless|)$tail"
regex="$regex|(?://$authority$abempty|$absolute|$noscheme|)$tail)\$"

$psql -v regex="$regex" <<'SQL'
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS urival;
DROP TABLE IF EXISTS bench_text, bench_uri, bench_regex, bench_valid, bench_corpus;
CREATE TABLE bench_corpus (v text);
CREATE TABLE bench_text (v text);
CREATE TABLE bench_uri (v uri);
CREATE TABLE bench_regex (v text CHECK (v ~ :'regex'));
CREATE TABLE bench_valid (v text CHECK (uri_is_valid(v)));
-- the rows a type's input refuses, one by one
CREATE OR REPLACE FUNCTION bench_refused() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; r record; u uri;
BEGIN
    FOR r IN SELECT v FROM bench_corpus LOOP
        BEGIN
            u := r.v::uri;
        EXCEPTION WHEN invalid_text_representation THEN
            n := n + 1;
        END;
    END LOOP;
    RETURN n;
END
$$;
SQL

# Each line as it is: CSV with a quote and a delimiter no URI line holds.
csv_out="(FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')"
csv="(FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02', FORCE_NOT_NULL (v))"

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

status=0
printf '%-10s %8s %-10s %12s %9s\n' corpus rows column rows/s "vs text"
for corpus in "$@"; do
    name=$(basename "$corpus")
    $psql -c "TRUNCATE bench_corpus" -c "\\copy bench_corpus FROM '$corpus' $csv"
    # The rejected lines: the library's count, and each column's.
    lib=$("$URIVAL_CLI" validate --json "$corpus" 2>/dev/null | grep -c '"valid":false' || true)
    # (psql interpolates :'regex' only in what it reads, not in -c)
    counts=$(echo "SELECT bench_refused(), count(*) FILTER (WHERE NOT uri_is_valid(v)),
        count(*) FILTER (WHERE v !~ :'regex') FROM bench_corpus;" | $psql -At -v regex="$regex")
    $psql -c "\\copy (SELECT v FROM bench_corpus WHERE uri_is_valid(v)) TO '$tmp/valid.csv' $csv_out"
    rows=$(wc -l <"$tmp/valid.csv")
    # The tables take turns in every round, so that a change in the
    # machine's load falls on all four alike.  What is timed is the
    # server process's time on a CPU during the COPY (the first field of
    # /proc/PID/schedstat, in ns): the work of the server, nearly unmoved by
    # other processes on a shared machine, as wall-clock time is not.
    for _ in $(seq "$rounds"); do
        for table in text uri regex valid; do
            $psql -At <<SQL | awk -v t="$table" 'NR == 1 { a = $1 } NR == 2 { print t, ($1 - a) / 1e6 }'
TRUNCATE bench_$table;
SELECT pg_backend_pid() AS pid \gset
\setenv BENCH_PID :pid
\! cut -d' ' -f1 /proc/\$BENCH_PID/schedstat
\copy bench_$table FROM '$tmp/valid.csv' $csv
\! cut -d' ' -f1 /proc/\$BENCH_PID/schedstat
SQL
        done
    done >"$tmp/times"
    text_rate=
    for table in text uri regex valid; do
        ms=$(awk -v t="$table" '$1 == t { print $2 }' "$tmp/times" | median)
        rate=$(awk -v n="$rows" -v ms="$ms" 'BEGIN { printf "%d", n * 1000 / ms }')
        test -n "$text_rate" || text_rate=$rate
        printf '%-10s %8s %-10s %12s %9s\n' "$name" "$rows" "$table" "$rate" \
            "$(awk -v r="$rate" -v t="$text_rate" 'BEGIN { printf "%.2f", r / t }')"
    done
    echo "$name: rejected lines: urival validate $lib; uri type, uri_is_valid, regex: $counts" |
        tr '|' ','
    refused=$(echo "$counts" | cut -d'|' -f1)
    valid_check=$(echo "$counts" | cut -d'|' -f2)
    if test "$refused" != "$lib" || test "$valid_check" != "$lib"; then
        echo "FAIL: $name: the uri column's rejected rows differ from the library's count"
        status=1
    fi
done
$psql -c "DROP TABLE bench_text, bench_uri, bench_regex, bench_valid, bench_corpus" \
    -c "DROP FUNCTION bench_refused()"
exit $status
