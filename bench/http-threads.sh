#!/usr/bin/env bash
# Request threads under load: the load mix of load.sh at 256 connections against Payara's default of 200 request
# threads and against ./run's eight per core, one service after the other, each warmed for a minute and then
# measured for BENCH_RUNS minutes. Writes bench/reports/http-threads-<date>.md.
source "$(dirname "$0")/lib.sh"

connections=${BENCH_LOAD_CONNECTIONS:-256}
ensure_wrk
build_baseline
report="$bench_dir/reports/http-threads-$(date +%Y-%m-%d).md"
{
  echo "# Request threads under load: Payara's default against eight per core"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c$connections over the load mix of bench/load.sh, one minute per row after a minute's warm-up."
  echo
  echo "| request threads | requests/s | p50 ms | p99 ms | non-2xx | socket errors (connect/read/write/timeout) |"
  echo "|---|---|---|---|---|---|"
} > "$report"
for threads in 200 $((8 * $(nproc))); do
  echo "Service with $threads request threads…"
  GEO_HTTP_THREADS=$threads start_service
  write_load_mix
  wrk -t2 -c"$connections" -d60s -s "$load_mix" "$base" > /dev/null
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    line=$(load_minute "$threads" "$connections")
    echo "$line"
    echo "$line" >> "$report"
  done
  stop_service
done
echo "Report: $report"
