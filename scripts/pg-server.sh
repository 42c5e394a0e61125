#!/usr/bin/env bash
# Starts or stops a private PostgreSQL server for the tests: own data dir, own port, 127.0.0.1 only.
# usage: scripts/pg-server.sh start|stop  (PG_WORK_DIR, PG_PORT override the defaults)
set -euo pipefail
WORK_DIR="${PG_WORK_DIR:-$PWD/.ci-work/pg}"
PORT="${PG_PORT:-55432}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (run scripts/install-system-deps.sh)" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-}" in
  start)
    mkdir -p "$WORK_DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$WORK_DIR" && chmod 700 "$WORK_DIR"
    # A root-owned parent must still be traversable by the postgres user.
    [ "$(id -u)" -eq 0 ] && chmod o+x "$(dirname "$WORK_DIR")" "$PWD" 2>/dev/null || true
    if [ ! -f "$WORK_DIR/data/PG_VERSION" ]; then
      as_owner "'$BIN/initdb' -D '$WORK_DIR/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
    fi
    as_owner "'$BIN/pg_ctl' -D '$WORK_DIR/data' -o \"-p $PORT -k '$WORK_DIR' -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off\" -l '$WORK_DIR/server.log' -w start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    [ -f "$WORK_DIR/data/postmaster.pid" ] && as_owner "'$BIN/pg_ctl' -D '$WORK_DIR/data' -m fast -w stop >/dev/null" || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
