#!/usr/bin/env bash
# Faults, on a MariaDB server of the script's own (the machine's mariadbd binary, a scratch data directory, port
# 3317) so that it can be stopped and started again:
#  1. MariaDB stops under load: reads keep being served from the read models, /health/ready says why it is not
#     ready, /health/live stays up, and the service recovers by itself when MariaDB is back.
#  2. The server is killed (SIGKILL) in the middle of an import: after a restart the old data is served, and the
#     next import of the dataset succeeds.
# Writes bench/reports/faults-<date>.md.
source "$(dirname "$0")/lib.sh"

db_port=${GEO_BENCH_DB_PORT:-3317}
db_dir="$bench_dir/target/faults-mariadb"
admin="bench-admin:$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
report="$bench_dir/reports/faults-$(date +%Y-%m-%d).md"
ensure_wrk

start_mariadb() {
  local as_root=()
  [ "$(id -u)" = 0 ] && as_root=(--user=root)
  /usr/sbin/mariadbd --no-defaults "${as_root[@]}" --datadir="$db_dir/data" --socket="$db_dir/mysqld.sock" --port="$db_port" \
      --bind-address=127.0.0.1 --pid-file="$db_dir/mysqld.pid" --skip-log-bin > "$db_dir/mariadb.log" 2>&1 &
  db_pid=$!
  for _ in $(seq 1 60); do
    mariadb --protocol=tcp -h127.0.0.1 -P"$db_port" -uroot -e 'SELECT 1' > /dev/null 2>&1 && return
    sleep 1
  done
  echo "MariaDB did not start; see $db_dir/mariadb.log" >&2
  exit 1
}

stop_mariadb() {
  kill "$db_pid" 2>/dev/null && wait "$db_pid" 2>/dev/null || true
}

start_geo_service() {
  GEO_PORT=$port GEO_DB_URL="jdbc:mariadb://127.0.0.1:$db_port/geo" GEO_DB_USER=root GEO_DB_PASSWORD="" \
      GEO_ADMIN_USER=${admin%%:*} GEO_ADMIN_PASSWORD=${admin#*:} \
      setsid "$root/run" >> "$bench_dir/target/faults-service.log" 2>&1 &
  service_pid=$!
  for _ in $(seq 1 600); do
    curl -fs "$base/health/ready" 2>/dev/null | grep -q geo-data && return
    sleep 1
  done
  echo "The service did not become ready; see $bench_dir/target/faults-service.log" >&2
  exit 1
}

kill_geo_service() {
  local java_pid
  java_pid=$(server_pid)
  kill -9 "$java_pid"
  kill -- -"$service_pid" 2>/dev/null || true
  wait "$service_pid" 2>/dev/null || true
}

cleanup() {
  kill -- -"${service_pid:-0}" 2>/dev/null || true
  wait "${service_pid:-0}" 2>/dev/null || true
  stop_mariadb
}
trap cleanup EXIT

(cd "$root" && mvn -q -B -DskipTests install)
rm -rf "$db_dir" && mkdir -p "$db_dir"
mariadb-install-db --no-defaults $([ "$(id -u)" = 0 ] && echo --user=root) --datadir="$db_dir/data" --auth-root-authentication-method=normal \
    --skip-test-db > "$db_dir/install.log" 2>&1
start_mariadb
mariadb --protocol=tcp -h127.0.0.1 -P"$db_port" -uroot \
    -e 'CREATE DATABASE geo CHARACTER SET utf8mb4 COLLATE utf8mb4_bin'
: > "$bench_dir/target/faults-service.log"
echo "Starting the service on its own MariaDB (port $db_port); the first start imports the bundled data…"
start_geo_service

{
  echo "# Faults: MariaDB stopped under load; the server killed during an import"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores. The service runs on a MariaDB server of the script's own."
  echo
} > "$report"

# 1. MariaDB stops under load.
script="$bench_dir/target/faults-reads.lua"
cat > "$script" <<'LUA'
local gets = { "/alpha/de", "/places?q=ber", "/cities/near?lat=35.68&lng=139.69", "/postal/DE/10115",
               "/distance?from=2950159&to=2988507", "/ip/8.8.8.8", "/countries?limit=5" }
request = function() return wrk.format("GET", gets[math.random(#gets)]) end
LUA
echo "Load for 90 s; MariaDB is stopped at 20 s and started again at 50 s…"
wrk -t2 -c32 -d90s -s "$script" "$base" > "$bench_dir/target/faults-wrk.txt" &
wrk_pid=$!
sleep 20
stop_mariadb
sleep 5
ready_code=$(curl -s -o "$bench_dir/target/faults-ready.json" -w '%{http_code}' "$base/health/ready")
live_code=$(curl -s -o /dev/null -w '%{http_code}' "$base/health/live")
reads_ok=0
for path in alpha/de "places?q=ber" "postal/DE/10115" "ip/8.8.8.8" "cities/near?lat=35.68&lng=139.69"; do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/$path")" = 200 ] && reads_ok=$((reads_ok + 1))
done
reason=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["checks"][0]["data"]["database"])' \
    "$bench_dir/target/faults-ready.json" 2>/dev/null || echo "(no reason found)")
sleep 25
start_mariadb
restarted=$(date +%s)
recovered=""
for _ in $(seq 1 120); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/health/ready")" = 200 ]; then
    recovered=$(( $(date +%s) - restarted ))
    break
  fi
  sleep 1
done
wait "$wrk_pid"
wrk_line=$(awk '/Requests\/sec/ { rps = $2 } /Non-2xx/ { n = $NF } /Socket errors/ { gsub(/,/, ""); s = $4 + $6 + $8 + $10 }
    END { printf "%.0f requests/s, %d non-2xx, %d socket errors", rps, n, s }' "$bench_dir/target/faults-wrk.txt")
{
  echo "## MariaDB stopped under load"
  echo
  echo "wrk -t2 -c32 for 90 s over seven read endpoints; MariaDB stopped at 20 s, started again at 50 s."
  echo
  echo "- Under load, whole run: $wrk_line."
  echo "- With MariaDB down: /health/ready answered **$ready_code** (database: \"$reason\"),"
  echo "  /health/live answered **$live_code**, and $reads_ok of 5 sampled reads answered 200."
  echo "- After MariaDB came back, /health/ready was 200 again after **${recovered:-more than 120} s**, with no restart."
  echo
} >> "$report"
echo "MariaDB down: ready $ready_code ($reason), live $live_code, $reads_ok/5 reads OK; $wrk_line; recovered in ${recovered:-?} s"

# 2. The server is killed in the middle of an import.
count() { mariadb --protocol=tcp -h127.0.0.1 -P"$db_port" -uroot -N geo -e "$1"; }
places_before=$(count 'SELECT COUNT(*) FROM place')
version_before=$(count "SELECT version FROM dataset_version WHERE dataset = 'places'")
answer_before=$(curl -s "$base/places?q=ber&limit=5")
run_id=$(curl -s -u "$admin" -X POST "$base/admin/imports/places?source=bundled" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
for _ in $(seq 1 120); do
  rows=$(curl -s -u "$admin" "$base/admin/imports/$run_id" | python3 -c 'import json, sys; print(json.load(sys.stdin)["rowsRead"])')
  [ "$rows" -ge 50000 ] && break
  sleep 0.5
done
echo "Killing the server during run $run_id ($rows rows read)…"
kill_geo_service
staging_after_kill=$(count "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'geo' AND table_name LIKE '%staging%'")
start_geo_service
places_after=$(count 'SELECT COUNT(*) FROM place')
version_after=$(count "SELECT version FROM dataset_version WHERE dataset = 'places'")
answer_after=$(curl -s "$base/places?q=ber&limit=5")
killed_run=$(curl -s -u "$admin" "$base/admin/imports/$run_id" |
    python3 -c 'import json, sys; r = json.load(sys.stdin); print(r["status"], "-", r.get("error", ""))')
started=$(date +%s)
next_id=""
for _ in $(seq 1 300); do
  response=$(curl -s -w ' %{http_code}' -u "$admin" -X POST "$base/admin/imports/places?source=bundled")
  if [ "${response##* }" = 202 ]; then
    next_id=$(echo "${response% *}" | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
    break
  fi
  sleep 1
done
waited=$(( $(date +%s) - started ))
next_status=""
for _ in $(seq 1 600); do
  next_status=$(curl -s -u "$admin" "$base/admin/imports/$next_id" | python3 -c 'import json, sys; print(json.load(sys.stdin)["status"])')
  [ "$next_status" != RUNNING ] && break
  sleep 1
done
version_final=$(count "SELECT version FROM dataset_version WHERE dataset = 'places'")
killed_run_final=$(curl -s -u "$admin" "$base/admin/imports/$run_id" |
    python3 -c 'import json, sys; r = json.load(sys.stdin); print(r["status"], "-", r.get("error", ""))')
staging_final=$(count "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'geo' AND table_name LIKE '%staging%'")
same_answer=$([ "$answer_before" = "$answer_after" ] && echo yes || echo no)
{
  echo "## The server killed (SIGKILL) during an import of places"
  echo
  echo "- Killed during run $run_id after $rows rows read; staging tables left behind: $staging_after_kill."
  echo "- After the restart: places rows $places_before before, **$places_after** after; data version"
  echo "  $version_before before, **$version_after** after; /places?q=ber answered the same as before: **$same_answer**."
  echo "- The killed run reads, right after the restart: $killed_run (its lock is still fresh); once the lock is"
  echo "  stale: $killed_run_final."
  echo "- The next import (run $next_id) was accepted after $waited s (the dead server's import lock goes stale"
  echo "  after geo.import.lock-stale-minutes) and ended **$next_status**; data version now **$version_final**;"
  echo "  staging tables left: $staging_final."
} >> "$report"
echo "Kill during import: places $places_before -> $places_after, version $version_before -> $version_after, same answer: $same_answer;"
echo "killed run: $killed_run, later $killed_run_final; next run $next_id after $waited s: $next_status (version $version_final)"
echo "Report: $report"
