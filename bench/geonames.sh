#!/usr/bin/env bash
# The GeoNames adapter's search and nearby services beside the root API's endpoint that answers the same question
# (/places, /places/near) and the JAX-RS -> @Stateless EJB baseline, all in the same run: requests a second under
# wrk -t2 -c32, median of BENCH_RUNS runs. The response cache is off unless BENCH_RESPONSE_CACHE=on, so that each
# request is answered by the read models rather than replayed. Target (issue 64): searchJSON and
# findNearbyPlaceNameJSON at least 0.8x their root API twin. BENCH_REPORT names the report.
source "$(dirname "$0")/lib.sh"

export BENCH_RESPONSE_CACHE=${BENCH_RESPONSE_CACHE:-off}
ensure_wrk
build_baseline
start_service

pairs=(
  "searchJSON q=paris|geonames/searchJSON?q=paris&maxRows=10|places?q=paris&limit=10"
  "searchJSON q=san jose|geonames/searchJSON?q=san%20jose&maxRows=10|places?q=san%20jose&limit=10"
  "searchJSON q=berlin country=DE|geonames/searchJSON?q=berlin&country=DE&maxRows=10|places?q=berlin&country=DE&limit=10"
  "findNearbyPlaceNameJSON|geonames/findNearbyPlaceNameJSON?lat=48.8566&lng=2.3522&maxRows=10|places/near?lat=48.8566&lng=2.3522&limit=10&class=P"
)
echo "Warming up…"
for pair in "${pairs[@]}"; do
  IFS='|' read -r _ adapter rest <<< "$pair"
  measure "$base/$adapter" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
  measure "$base/$rest" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
done

report=${BENCH_REPORT:-"$bench_dir/reports/geonames-$(date +%Y-%m-%d).md"}
{
  echo "# GeoNames adapter throughput"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(git -C "$root" log -1 --format=%h); wrk -t2 -c32, response cache ${BENCH_RESPONSE_CACHE}, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3}."
  echo
  echo "| question | adapter requests/s | root API requests/s | baseline requests/s | adapter / root API | adapter / baseline |"
  echo "|---|---|---|---|---|---|"
} > "$report"
for pair in "${pairs[@]}"; do
  IFS='|' read -r name adapter rest <<< "$pair"
  adapter_list=(); rest_list=(); base_list=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    read -r brps _ _ < <(measure "$base/baseline/ping" "${BENCH_SECONDS:-10}")
    read -r rrps _ _ < <(measure "$base/$rest" "${BENCH_SECONDS:-10}")
    read -r arps _ _ < <(measure "$base/$adapter" "${BENCH_SECONDS:-10}")
    base_list+=("$brps"); rest_list+=("$rrps"); adapter_list+=("$arps")
  done
  arps=$(printf '%s\n' "${adapter_list[@]}" | median)
  rrps=$(printf '%s\n' "${rest_list[@]}" | median)
  brps=$(printf '%s\n' "${base_list[@]}" | median)
  line=$(awk -v n="$name" -v a="$arps" -v r="$rrps" -v b="$brps" \
    'BEGIN { printf "| %s | %s | %s | %s | %.2f | %.2f |", n, a, r, b, a / r, a / b }')
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
