#!/usr/bin/env bash
# The service restarting on a 12-million-feature gazetteer in MariaDB: how long until the places read model
# serves it, and the heap it takes. Needs a MariaDB server (BENCH_DB_URL, default the local one, database
# geo_scale, which this script drops and fills). Steps: start the service once on the empty database (it imports
# the bundled datasets), stop it, replace the place table with the generated gazetteer and advance its data
# version, start again and time the restart. BENCH_REUSE_DATABASE=1 skips straight to the restart on a database a
# previous run filled. Writes bench/reports/gazetteer-restart-<date>.md.
source "$(dirname "$0")/lib.sh"
db_url=${BENCH_DB_URL:-jdbc:mariadb://127.0.0.1:3306/geo_scale}
db_user=${BENCH_DB_USER:-root}
db_password=${BENCH_DB_PASSWORD:-}
java_cmd=${JAVA_HOME:+$JAVA_HOME/bin/}java
report="$bench_dir/reports/gazetteer-restart-$(date +%Y-%m-%d).md"

(cd "$root" && mvn -q -B -DskipTests install)
mvn -q -B -f "$bench_dir/jmh/pom.xml" package
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
  "$java_cmd" -Xmx8g -Dgeo.root="$root" -cp "$bench_dir/jmh/target/benchmarks.jar" dev.geolookup.bench.ScaleGazetteerTable \
    "$db_url" "$db_user" "$db_password"
fi

echo "Restarting on the full-size gazetteer…"
started=$(date +%s)
start "$bench_dir/target/scale-restart.log"
ready=$(( $(date +%s) - started ))
pid=$(pgrep -f "payara-micro.jar.*--port $port" | head -1)
jcmd "$pid" GC.run > /dev/null
heap=$(jcmd "$pid" GC.heap_info | awk '/used/ { for (i = 1; i <= NF; i++) if ($i == "used") { print $(i + 1); exit } }')
built=$(grep -o 'Read model places now serves data version [0-9]* (built in [0-9]* ms)' "$bench_dir/target/scale-restart.log" | tail -1)
places=$(curl -s "$base/health/ready" | grep -o '"places":"[^"]*"')
{
  echo "# The service restarting on a 12-million-feature gazetteer"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $("$java_cmd" -version 2>&1 | head -1), ${BENCH_JAVA_OPTS:--Xmx4g}."
  echo
  echo "- ready (every read model serving) ${ready} s after the start command, Payara's own start included"
  echo "- $built"
  echo "- health: $places"
  echo "- heap used after a full GC, whole server with every read model: $heap"
} | tee "$report"
echo "Report: $report"
