#!/usr/bin/env bash
# Country endpoints against the trivial JAX-RS baseline of the same server, warmed, several runs each,
# the baseline measured right before each endpoint so both see the same machine load.
# Prints requests/s, p99 and the ratio to the baseline; writes bench/reports/countries-<date>.md.
source "$(dirname "$0")/lib.sh"
runs=${BENCH_RUNS:-3}
seconds=${BENCH_SECONDS:-10}
endpoints=("alpha/de" "name/united" "region/europe" "countries?sort=population&order=desc&limit=10")

ensure_wrk
build_baseline
start_service

echo "Warming up…"
for path in baseline/ping "${endpoints[@]}"; do measure "$base/$path" "${BENCH_WARMUP_SECONDS:-30}" > /dev/null; done

report="$bench_dir/reports/countries-$(date +%Y-%m-%d).md"
{
  echo "# Country endpoints vs. the trivial JAX-RS baseline"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -1)."
  echo "wrk -t2 -c32, ${seconds} s per run, median of $runs runs after a warm-up; baseline measured before each endpoint."
  echo
  echo "| endpoint | requests/s | p99 ms | baseline requests/s | ratio | non-2xx |"
  echo "|---|---|---|---|---|---|"
} > "$report"

for path in "${endpoints[@]}"; do
  rps_list=(); p99_list=(); base_list=(); errors=0
  for _ in $(seq 1 "$runs"); do
    read -r brps _ _ < <(measure "$base/baseline/ping" "$seconds")
    read -r rps p99 non2xx < <(measure "$base/$path" "$seconds")
    base_list+=("$brps"); rps_list+=("$rps"); p99_list+=("$p99"); errors=$((errors + non2xx))
  done
  rps=$(printf '%s\n' "${rps_list[@]}" | median)
  p99=$(printf '%s\n' "${p99_list[@]}" | median)
  brps=$(printf '%s\n' "${base_list[@]}" | median)
  ratio=$(awk -v a="$rps" -v b="$brps" 'BEGIN { printf "%.2f", a / b }')
  line="| /$path | $rps | $p99 | $brps | $ratio | $errors |"
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
