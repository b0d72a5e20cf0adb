#!/bin/sh
# The replica's first start copies the primary (pg_basebackup -R writes standby.signal and the connection);
# later starts stream from where it stopped.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h primary -U carefinder; do sleep 1; done
  gosu postgres pg_basebackup -h primary -U carefinder -D "$PGDATA" -R -X stream -c fast
  chmod 700 "$PGDATA"
fi
exec gosu postgres postgres -c hot_standby=on
