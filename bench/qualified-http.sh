#!/usr/bin/env bash
# A place written with its division or country over HTTP, beside the same name alone and the JAX-RS -> @Stateless
# EJB baseline, in the same run: requests a second under wrk -t2 -c32, median of BENCH_RUNS runs, the response cache
# off (each request is searched, not replayed). Target (issue 72): /places?q=Paris, Texas at least 0.8x
# /places?q=paris. BENCH_REPORT names the report.
source "$(dirname "$0")/lib.sh"

export BENCH_RESPONSE_CACHE=${BENCH_RESPONSE_CACHE:-off}
ensure_wrk
build_baseline
start_service

pairs=(
  "Paris, Texas|places?q=Paris%2C%20Texas|places?q=paris"
  "Springfield IL|places?q=Springfield%20IL|places?q=springfield"
  "Berlin Germany|cities?q=Berlin%20Germany|cities?q=berlin"
)
echo "Warming up…"
for pair in "${pairs[@]}"; do
  IFS='|' read -r _ qualified plain <<< "$pair"
  measure "$base/$qualified" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
  measure "$base/$plain" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
done

report=${BENCH_REPORT:-"$bench_dir/reports/qualified-http-$(date +%Y-%m-%d).md"}
{
  echo "# A place written with its division or country, over HTTP"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(git -C "$root" log -1 --format=%h); wrk -t2 -c32, response cache ${BENCH_RESPONSE_CACHE}, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3}."
  echo
  echo "| query | qualified requests/s | name alone requests/s | baseline requests/s | qualified / name alone | qualified / baseline |"
  echo "|---|---|---|---|---|---|"
} > "$report"
for pair in "${pairs[@]}"; do
  IFS='|' read -r name qualified plain <<< "$pair"
  q_list=(); p_list=(); b_list=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    read -r brps _ _ < <(measure "$base/baseline/ping" "${BENCH_SECONDS:-10}")
    read -r prps _ _ < <(measure "$base/$plain" "${BENCH_SECONDS:-10}")
    read -r qrps _ _ < <(measure "$base/$qualified" "${BENCH_SECONDS:-10}")
    b_list+=("$brps"); p_list+=("$prps"); q_list+=("$qrps")
  done
  qrps=$(printf '%s\n' "${q_list[@]}" | median)
  prps=$(printf '%s\n' "${p_list[@]}" | median)
  brps=$(printf '%s\n' "${b_list[@]}" | median)
  line=$(awk -v n="$name" -v q="$qrps" -v p="$prps" -v b="$brps" \
    'BEGIN { printf "| %s | %s | %s | %s | %.2f | %.2f |", n, q, p, b, q / p, q / b }')
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
