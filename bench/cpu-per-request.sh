#!/usr/bin/env bash
# The server's CPU time per request, each endpoint beside the trivial JAX-RS baseline of the same server and the
# EJB baseline (a stateless EJB behind a JAX-RS resource in a CDI application; see build_baseline in lib.sh): the
# service's process CPU (user + system, from /proc) over a wrk run, divided by the requests answered. wrk's own CPU
# is not in it, so on a machine whose cores wrk shares this is steadier than requests/s, and it says where a
# throughput ratio comes from. Median of BENCH_RUNS runs after a warm-up. Writes bench/reports/cpu-per-request-<date>.md.
source "$(dirname "$0")/lib.sh"
# The application's own work: a repeated request is not answered from the response cache unless asked for.
BENCH_RESPONSE_CACHE=${BENCH_RESPONSE_CACHE:-off}

default_paths=("alpha/de" "region/europe" "places?q=san" "cities?q=e" "places/near?lat=52.52&lng=13.40" "postal/DE/10115"
  "postal/near?lat=52.52&lng=13.40" "distance?from=2950159&to=2988507"
  "distance?lat1=52.52&lng1=13.40&lat2=48.85&lng2=2.35" "ip/8.8.8.8" "ip/2001:4860:4860::8888")
# BENCH_PATHS (space-separated) measures only those, e.g. BENCH_PATHS="alpha/de" to try one change to the stack.
read -r -a paths <<< "${BENCH_PATHS:-${default_paths[*]}}"

ensure_wrk
build_baseline
start_service
warm_up "${BENCH_WARMUP_SECONDS:-15}" "${paths[@]}"
report="$bench_dir/reports/cpu-per-request${BENCH_LABEL:+-$BENCH_LABEL}-$(date +%Y-%m-%d).md"
{
  echo "# Server CPU time per request vs. the trivial JAX-RS baseline and the EJB baseline"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c32, ${BENCH_SECONDS:-8} s per run, median of ${BENCH_RUNS:-3} runs after a warm-up; both baselines measured before each endpoint."
  echo "Cost ratio = baseline µs / endpoint µs: the share of the baseline's throughput the endpoint can reach when the server's CPU is the limit."
  echo
  echo "| endpoint | µs CPU per request | baseline µs | cost ratio | EJB baseline µs | cost ratio to EJB baseline |"
  echo "|---|---|---|---|---|---|"
} > "$report"
for path in "${paths[@]}"; do
  own=(); baseline=(); ejb_baseline=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    baseline+=("$(cpu_per_request baseline/ping)")
    ejb_baseline+=("$(cpu_per_request baseline-ejb/ping)")
    own+=("$(cpu_per_request "$path")")
  done
  own_median=$(printf '%s\n' "${own[@]}" | median)
  baseline_median=$(printf '%s\n' "${baseline[@]}" | median)
  ejb_median=$(printf '%s\n' "${ejb_baseline[@]}" | median)
  line="| /$path | $own_median | $baseline_median | $(ratio "$baseline_median" "$own_median") | $ejb_median | $(ratio "$ejb_median" "$own_median") |"
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
