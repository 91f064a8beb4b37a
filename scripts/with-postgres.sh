#!/usr/bin/env bash
# Usage: bash scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throw-away PostgreSQL server on 127.0.0.1 (free port, temp data dir, no fsync),
# runs CMD with TEST_PG_ADMIN_URL=postgresql://postgres@127.0.0.1:PORT/postgres, then always
# stops the server and removes the dir. Exits with CMD's exit code. Installs PostgreSQL from
# the Debian packages when no initdb is found (fresh machines and CI start bare).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

log() { echo "[with-postgres] $*" >&2; }

# Root (CI, these machines) needs no sudo; anyone else needs it for apt-get and runuser.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else log "need root or sudo to run: $*"; return 1
  fi
}

find_pg_bin() {
  local found
  if found="$(command -v initdb 2>/dev/null)" && [ -x "$(dirname "$found")/pg_ctl" ]; then
    dirname "$found"
    return 0
  fi
  # Debian keeps the server binaries out of PATH; take the highest installed major version.
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$found" ] && [ -x "$found/initdb" ] && [ -x "$found/pg_ctl" ]; then
    echo "$found"
    return 0
  fi
  return 1
}

if ! PG_BIN="$(find_pg_bin)"; then
  log "initdb not found: installing postgresql"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
  PG_BIN="$(find_pg_bin)" || { log "postgresql installed but initdb still not found"; exit 1; }
fi

# initdb refuses to run as root: run the server as the `postgres` user the package creates.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  RUN_AS=(runuser -u postgres --)
fi

DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/portal-pg.XXXXXX")"
STARTED=0

cleanup() {
  local status=$?
  if [ "$STARTED" -eq 1 ]; then
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR/db" -m immediate -w stop >/dev/null 2>&1 \
      || log "pg_ctl stop failed (server may already be gone)"
  fi
  rm -rf "$DATA_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "${#RUN_AS[@]}" -gt 0 ]; then chown postgres: "$DATA_DIR"; fi

free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
  else
    node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
  fi
}
PORT="$(free_port)"

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA_DIR/db" -A trust --no-sync -U postgres -E UTF8 >"$DATA_DIR/initdb.log" 2>&1 \
  || { cat "$DATA_DIR/initdb.log" >&2; exit 1; }
STARTED=1
# The socket goes into the data dir: the default /var/run/postgresql may not exist or be writable.
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR/db" -l "$DATA_DIR/server.log" \
  -o "-p $PORT -k $DATA_DIR/db -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null \
  || { cat "$DATA_DIR/server.log" >&2; exit 1; }
log "PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $DATA_DIR)"

export TEST_PG_ADMIN_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"

# Not `exec`: the EXIT trap must outlive the command. `|| status=$?` keeps set -e from exiting early.
status=0
"$@" || status=$?
exit "$status"
