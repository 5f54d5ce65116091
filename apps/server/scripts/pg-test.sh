#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on loopback for the server's tests and prints its DATABASE_URL.
# Usage: eval "$(bash apps/server/scripts/pg-test.sh)"  → exports TEST_DATABASE_URL and PG_TEST_DIR;
#        bash apps/server/scripts/pg-test.sh stop DIR   → stops and removes that cluster.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${PG_TEST_PORT:-}
if [[ -z "$PORT" && "${1:-}" != "stop" ]]; then
  # The first free port from 54329: a cluster left running by an interrupted run must not fail this one.
  for p in $(seq 54329 54399); do (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { PORT=$p; break; }; done
  [[ -n "$PORT" ]] || { echo "no free port in 54329-54399 for the test cluster" >&2; exit 1; }
fi

if [[ "${1:-}" == "stop" ]]; then
  DIR=${2:?cluster dir}
  if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  else "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; fi
  rm -rf "$DIR"
  exit 0
fi

[[ -x "$BIN/initdb" ]] || { echo "PostgreSQL 15 not found in $BIN (apt-get install postgresql)" >&2; exit 1; }
DIR=$(mktemp -d /tmp/portico-pg.XXXXXX)
chmod 755 "$DIR"
as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [[ $(id -u) == 0 ]]; then chown postgres "$DIR"; fi
as_pg "$BIN/initdb" -D "$DIR/data" -U portico --auth=trust -E UTF8 >"$DIR/initdb.log" 2>&1
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U portico portico_test
echo "export TEST_DATABASE_URL=postgres://portico@127.0.0.1:$PORT/portico_test"
echo "export PG_TEST_DIR=$DIR"
