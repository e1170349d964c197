#!/usr/bin/env bash
# The places import at production scale: a generated gazetteer file of BENCH_ROWS rows (default 12,000,000) in
# GeoNames' own format (allCountries.zip: 19 tab-separated columns), imported through the service's batch job
# (POST /admin/imports/places?source=<file>) into a MariaDB database of its own (BENCH_DB_URL, default the local
# server's geo_import, which this script drops and creates). Prints and reports rows/s, the run's duration, the
# server's peak RSS, its live heap during the import (sampled after a full GC every BENCH_HEAP_SAMPLE_SECONDS) and
# the time until the places read model serves the imported version.
# Writes bench/reports/imports-<date>.md.
source "$(dirname "$0")/lib.sh"
rows=${BENCH_ROWS:-12000000}
db_url=${BENCH_DB_URL:-jdbc:mariadb://127.0.0.1:3306/geo_import}
db_user=${BENCH_DB_USER:-root}
db_password=${BENCH_DB_PASSWORD:-}
heap_sample_seconds=${BENCH_HEAP_SAMPLE_SECONDS:-60}
report="$bench_dir/reports/imports-$(date +%Y-%m-%d).md"
admin_user=bench-admin
admin_password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')

build_jmh
mkdir -p "$bench_dir/target"
file="$bench_dir/target/allCountries-$rows.zip"
if [ ! -f "$file" ]; then
  echo "Generating $file…"
  "$java_cmd" -Dgeo.root="$root" -cp "$jmh_jar" dev.geolookup.bench.GeonamesFileGenerator \
    "$file.partial.zip" "$rows"
  mv "$file.partial.zip" "$file"
fi

database=${db_url##*/}; database=${database%%\?*}
mysql_host=$(echo "$db_url" | sed -E 's|jdbc:mariadb://([^:/]+).*|\1|')
mysql_port=$(echo "$db_url" | sed -E 's|jdbc:mariadb://[^:/]+:?([0-9]*)/.*|\1|')
mysql -h"$mysql_host" -P"${mysql_port:-3306}" -u"$db_user" ${db_password:+-p"$db_password"} \
  -e "DROP DATABASE IF EXISTS $database; CREATE DATABASE $database"

log="$bench_dir/target/imports-service.log"
echo "Starting the service on $database (it first imports the bundled datasets)…"
GEO_DB_URL=$db_url GEO_DB_USER=$db_user GEO_DB_PASSWORD=$db_password GEO_PORT=$port \
  GEO_ADMIN_USER=$admin_user GEO_ADMIN_PASSWORD=$admin_password \
  GEO_JAVA_OPTS="${BENCH_JAVA_OPTS:--Xmx4g}" setsid "$root/run" > "$log" 2>&1 &
service_pid=$!
trap 'kill -- -$service_pid 2>/dev/null; wait $service_pid 2>/dev/null; true' EXIT
for _ in $(seq 1 900); do curl -fs "$base/health/ready" > /dev/null 2>&1 && break; sleep 1; done
curl -fs "$base/health/ready" > /dev/null || { echo "not ready; see $log" >&2; exit 1; }
pid=$(server_pid)

admin() { curl -fs -u "$admin_user:$admin_password" "$@"; }
json_field() { sed -E "s/.*\"$1\":\"?([^,\"}]*).*/\1/"; }

models_before=$(grep -c 'Read model places now serves' "$log" || true)
echo "Importing $file…"
run=$(admin -X POST "$base/admin/imports/places?source=$file" | json_field id)
started=$(date +%s)
max_live_mb=0        # while rows are read and written
max_model_live_mb=0  # after the last row: the swap and the new read model being built
rows_done=""
rss_peak_before=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status")
next_sample=$((started + heap_sample_seconds))
while true; do
  sleep 5
  status=$(admin "$base/admin/imports/$run")
  state=$(echo "$status" | json_field status)
  [ "$state" != RUNNING ] && break
  percent=$(echo "$status" | json_field percent)
  if [ -z "$rows_done" ] && [ "$percent" = "100.0" ]; then
    rows_done=$(( $(date +%s) - started ))
  fi
  if [ "$(date +%s)" -ge "$next_sample" ]; then
    live_mb=$(heap_after_gc_mb "$pid")
    if [ -z "$rows_done" ]; then
      [ "$live_mb" -gt "$max_live_mb" ] && max_live_mb=$live_mb
    else
      [ "$live_mb" -gt "$max_model_live_mb" ] && max_model_live_mb=$live_mb
    fi
    echo "  $(echo "$status" | json_field rowsRead) rows read, $percent%, live heap $live_mb MB"
    next_sample=$(( $(date +%s) + heap_sample_seconds ))
  fi
done
[ "$state" = SUCCEEDED ] || { echo "The import ended $state: $status" >&2; exit 1; }
written=$(echo "$status" | json_field rowsWritten)
skipped=$(echo "$status" | json_field rowsSkipped)
seconds=$(mysql -N -h"$mysql_host" -P"${mysql_port:-3306}" -u"$db_user" ${db_password:+-p"$db_password"} "$database" \
  -e "SELECT TIMESTAMPDIFF(MICROSECOND, started_at, finished_at) / 1e6 FROM import_run WHERE id = $run")
rss_peak_mb=$(( $(awk '/VmHWM/ { print $2 }' "/proc/$pid/status") / 1024 ))
for _ in $(seq 1 900); do
  [ "$(grep -c 'Read model places now serves' "$log")" -gt "$models_before" ] && break
  sleep 1
done
serving=$(( $(date +%s) - started ))
rows_per_second=$(awk -v r="$written" -v s="${rows_done:-$seconds}" 'BEGIN { printf "%.0f", r / s }')

{
  echo "# The places import at scale"
  echo
  echo "$(machine_line); service heap option ${BENCH_JAVA_OPTS:--Xmx4g}; MariaDB at $mysql_host."
  echo
  echo "Source: $(basename "$file"), $(du -m "$file" | cut -f1) MB zipped, $rows rows in GeoNames' 19-column format"
  echo "(bench/jmh GeonamesFileGenerator: the bundled places, then features varied from them)."
  echo
  echo "| rows written | rows skipped | every row read and written | rows/s | whole run | peak RSS of the server | max live heap while rows were imported | max live heap after (swap, new model) | until the new model serves |"
  echo "|---|---|---|---|---|---|---|---|---|"
  echo "| $written | $skipped | ${rows_done:-?} s | $rows_per_second | ${seconds} s | $rss_peak_mb MB (before: $((rss_peak_before / 1024)) MB) | $max_live_mb MB | $max_model_live_mb MB | ${serving} s |"
  echo
  echo "Rows/s: rows over the time until the run had read its whole source (polled every 5 s). The whole run is its"
  echo "record's started_at to finished_at: read, parse, staging inserts, swap, and this node's new read model."
  echo "Live heap: the server's (every read model included), used after a forced full GC, sampled every"
  echo "${heap_sample_seconds} s while the run was RUNNING. Peak RSS includes the build of the new read model."
} | tee "$report"
echo "Report: $report"
