#!/usr/bin/env bash
# The service restarting on a 12-million-feature gazetteer in MariaDB: how long until the places read model
# serves it, and the heap it takes. Needs a MariaDB server (BENCH_DB_URL, default the local one, database
# geo_scale, which this script drops and fills). Steps: start the service once on the empty database (it imports
# the bundled datasets), stop it, replace the place table with the generated gazetteer and advance its data
# version, start again and time the restart. BENCH_REUSE_DATABASE=1 skips straight to the restart on a database a
# previous run filled. The restart is timed twice: built from MariaDB, then from the snapshot the first one saved.
# Writes bench/reports/gazetteer-restart-<date>.md.
source "$(dirname "$0")/lib.sh"
db_url=${BENCH_DB_URL:-jdbc:mariadb://127.0.0.1:3306/geo_scale}
db_user=${BENCH_DB_USER:-root}
db_password=${BENCH_DB_PASSWORD:-}
report="$bench_dir/reports/gazetteer-restart-$(date +%Y-%m-%d).md"

build_jmh
mkdir -p "$bench_dir/target"
database=${db_url##*/}; database=${database%%\?*}
mysql_host=$(echo "$db_url" | sed -E 's|jdbc:mariadb://([^:/]+).*|\1|')
mysql_port=$(echo "$db_url" | sed -E 's|jdbc:mariadb://[^:/]+:?([0-9]*)/.*|\1|')

start() { # <log> — starts the service on the scale database and waits until /health/ready says UP
  GEO_DB_URL=$db_url GEO_DB_USER=$db_user GEO_DB_PASSWORD=$db_password GEO_PORT=$port \
    GEO_JAVA_OPTS="${BENCH_JAVA_OPTS:--Xmx4g}" setsid "$root/run" > "$1" 2>&1 &
  service_pid=$!
  for _ in $(seq 1 900); do
    curl -fs "$base/health/ready" > /dev/null 2>&1 && return
    sleep 1
  done
  echo "not ready after 900 s; see $1" >&2; exit 1
}
stop() {
  kill -- -"$(ps -o pgid= "$service_pid" | tr -d ' ')" 2>/dev/null || true
  wait "$service_pid" 2>/dev/null || true
}
trap stop EXIT

if [ -z "${BENCH_REUSE_DATABASE:-}" ]; then
  mysql -h"$mysql_host" -P"${mysql_port:-3306}" -u"$db_user" ${db_password:+-p"$db_password"} \
    -e "DROP DATABASE IF EXISTS $database; CREATE DATABASE $database"
  echo "First start: importing the bundled datasets into $database…"
  start "$bench_dir/target/scale-first.log"
  stop
  echo "Filling the place table with the generated gazetteer…"
  "$java_cmd" -Xmx8g -Dgeo.root="$root" -cp "$jmh_jar" dev.geolookup.bench.ScaleGazetteerTable \
    "$db_url" "$db_user" "$db_password"
fi

# Times one restart: sets ready (seconds), built (the places model's log line), places (its health) and heap.
restart() { # <log>
  local started pid
  started=$(date +%s)
  start "$1"
  ready=$(( $(date +%s) - started ))
  # Ready means served; the model's log line comes after its snapshot is saved.
  for _ in $(seq 1 600); do grep -q 'Read model places now serves' "$1" && break; sleep 1; done
  pid=$(server_pid)
  heap="$(heap_after_gc_mb "$pid") MB"
  built=$(grep -o 'Read model places now serves data version [0-9]* (loaded in [0-9]* ms)' "$1" | tail -1 || true)
  snapshot=$(grep -o 'Read model places: data version [0-9]* \(read from\|saved to\) [^ ]* in [0-9]* ms' "$1" | tail -1 || true)
  places=$(curl -s "$base/health/ready" | grep -o '"places":"[^"]*"')
}

# The first restart on new data builds the places model from MariaDB and saves a snapshot of it; the second
# reads that snapshot back (geo.read-model.snapshot-dir, set by ./run).
rm -rf "$root/.data/read-models"
echo "Restarting on the full-size gazetteer (no snapshot yet: built from MariaDB)…"
restart "$bench_dir/target/scale-restart.log"
first="- built from MariaDB: ready (every read model serving) ${ready} s after the start command, Payara's own start included; $built; $snapshot; heap used after a full GC, whole server with every read model: $heap"
stop
echo "Restarting again (from the snapshot)…"
restart "$bench_dir/target/scale-restart-snapshot.log"
second="- from the snapshot: ready ${ready} s after the start command; $built; $snapshot; health $places; heap used after a full GC: $heap"
{
  echo "# The service restarting on a 12-million-feature gazetteer"
  echo
  echo "$(machine_line), ${BENCH_JAVA_OPTS:--Xmx4g}."
  echo
  echo "$first"
  echo "$second"
  echo "- snapshot file: $(ls -l "$root"/.data/read-models/places-* 2>/dev/null | awk '{ printf "%.0f MB", $5 / 1048576 }')"
} | tee "$report"
echo "Report: $report"
