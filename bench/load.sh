#!/usr/bin/env bash
# Ten minutes of wrk at 256 connections over a mix of every public GET endpoint and POST /ip, on the bundled data:
# per minute, requests/s, p99, non-2xx answers and socket errors; heap after a full GC before and after the load.
# Writes bench/reports/load-<date>.md. BENCH_LOAD_MINUTES (10) and BENCH_LOAD_CONNECTIONS (256) change the run.
source "$(dirname "$0")/lib.sh"

minutes=${BENCH_LOAD_MINUTES:-10}
connections=${BENCH_LOAD_CONNECTIONS:-256}
ensure_wrk
build_baseline
start_service
pid=$(server_pid)

# Every request of the mix answers 200 on the bundled data (checked below), so any non-2xx is an error.
write_load_mix
echo "Warming up for 60 s…"
wrk -t2 -c"$connections" -d60s -s "$load_mix" "$base" | grep -q "Requests/sec" || { echo "wrk failed" >&2; exit 1; }
heap_start=$(heap_after_gc_mb "$pid")
echo "Heap after a full GC before the load: $heap_start MB"

report="$bench_dir/reports/load-$(date +%Y-%m-%d).md"
{
  echo "# Load: $minutes minutes of wrk at $connections connections over every endpoint"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c$connections over a mix of $load_mix_size GET requests (every public GET endpoint) and POST /ip with 20"
  echo "addresses, chosen at random per request; bundled data; one minute per row."
  echo
  echo "| minute | requests/s | p50 ms | p99 ms | non-2xx | socket errors (connect/read/write/timeout) |"
  echo "|---|---|---|---|---|---|"
} > "$report"
total_non2xx=0
total_socket=0
for minute in $(seq 1 "$minutes"); do
  line=$(load_minute "$minute" "$connections")
  echo "$line"
  echo "$line" >> "$report"
  total_non2xx=$((total_non2xx + $(echo "$line" | awk -F'|' '{ print $6 + 0 }')))
  total_socket=$((total_socket + $(echo "$line" | awk -F'|' '{ split($7, n, " "); print n[1] + 0 }')))
done
heap_end=$(heap_after_gc_mb "$pid")
growth=$(awk -v a="$heap_start" -v b="$heap_end" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
server_errors=$(grep -c "Unexpected failure, incident" "$bench_dir/target/service.log" || true)
{
  echo
  echo "Non-2xx answers: **$total_non2xx**; socket errors: **$total_socket**; 5xx logged by the service: **$server_errors**."
  echo "Heap after a full GC: **$heap_start MB** before the load, **$heap_end MB** after it (**$growth %**)."
} >> "$report"
echo "Non-2xx: $total_non2xx, socket errors: $total_socket, 5xx logged: $server_errors; heap $heap_start MB -> $heap_end MB ($growth %)"
echo "Report: $report"
