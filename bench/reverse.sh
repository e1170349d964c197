#!/usr/bin/env bash
# Reverse geocoding: the two boundary read models in process (build time, heap, points/s of country and time zone on
# one thread beside a plain STRtree of prepared polygons), then GET /reverse over HTTP beside GET /cities/near in the
# same run (the issue's yardstick: /reverse at 0.8 of its throughput or more), several points each.
# Writes bench/reports/reverse-<date>.md.
source "$(dirname "$0")/lib.sh"

ensure_wrk
build_baseline
report="$bench_dir/reports/reverse-$(date +%Y-%m-%d).md"
mvn -q -B -f "$bench_dir/jmh/pom.xml" package
start_report "$report" "Reverse geocoding"
printf '## In process\n\n' >> "$report"
"$java_cmd" -Xmx2g -Dgeo.root="$root" -cp "$jmh_jar" \
  dev.geolookup.bench.ReverseScale | tee -a "$report"

start_service
points=("lat=48.8566&lng=2.3522" "lat=-33.87&lng=151.21" "lat=0&lng=-30" "lat=40.71&lng=-74.01")
paths=()
for point in "${points[@]}"; do paths+=("cities/near?$point" "reverse?$point"); done
warm_up "${BENCH_WARMUP_SECONDS:-30}" "${paths[@]}"
{
  echo
  echo "## Over HTTP"
  echo
  echo "wrk -t2 -c32, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3} runs after a warm-up; /cities/near right before /reverse at each point."
  echo
  echo "| point | /cities/near requests/s | /reverse requests/s | ratio | /reverse p99 ms | non-2xx |"
  echo "|---|---|---|---|---|---|"
} >> "$report"
for point in "${points[@]}"; do
  near_list=(); reverse_list=(); p99_list=(); errors=0
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    read -r near _ _ < <(measure "$base/cities/near?$point" "${BENCH_SECONDS:-10}")
    read -r rps p99 non2xx < <(measure "$base/reverse?$point" "${BENCH_SECONDS:-10}")
    near_list+=("$near"); reverse_list+=("$rps"); p99_list+=("$p99"); errors=$((errors + non2xx))
  done
  near=$(printf '%s\n' "${near_list[@]}" | median)
  rps=$(printf '%s\n' "${reverse_list[@]}" | median)
  p99=$(printf '%s\n' "${p99_list[@]}" | median)
  echo "| $point | $near | $rps | $(ratio "$rps" "$near") | $p99 | $errors |" | tee -a "$report"
done
stop_service
echo "Report: $report"
