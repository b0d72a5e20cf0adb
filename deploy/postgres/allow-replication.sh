#!/bin/sh
# Run once by the primary's image on its first start: the replica connects as the same user to stream WAL.
set -e
echo "host replication carefinder all scram-sha-256" >> "$PGDATA/pg_hba.conf"
