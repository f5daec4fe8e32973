#!/bin/sh
# The official postgres image's first-start set-up, the part docker-compose.yml relies on: an empty
# data folder becomes a cluster whose superuser is POSTGRES_USER (password POSTGRES_PASSWORD, asked
# for over the network) holding the database POSTGRES_DB. Later starts find the cluster and keep it.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD hace falta}"
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres \
      -c "CREATE DATABASE \"$db\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "postgres-entrypoint: cluster created in $PGDATA (user $user, database $db)"
fi

exec "$@"
