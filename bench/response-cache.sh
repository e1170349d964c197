#!/usr/bin/env bash
# The response cache (issue 40). Part 1: repeated answers, kept by the cache, beside the bare servlet (the server's
# ceiling, bench/baseline-servlet) and the EJB baseline: requests/s and the server's CPU per request. Part 2: the
# answers the application builds, every request a miss (Cache-Control: no-cache, so each answer is built, recorded
# and kept anew), then the same with the cache switched off (geo.response-cache.max-mb=0) after a restart, each as a
# ratio to the EJB baseline measured beside it. wrk -t2 -c32, median of BENCH_RUNS (3) runs of BENCH_SECONDS (8)
# after a warm-up. Writes bench/reports/response-cache-<date>.md.
source "$(dirname "$0")/lib.sh"

# A path, then the request headers of its runs, separated by '|'.
repeated=("alpha/de" "countries|Accept-Encoding: gzip" "cities/2988507" "places?q=ber" "name/united"
  "places?q=wien&lang=de" "postal/DE/10115" "countries")
built=("alpha/de" "countries|Accept-Encoding: gzip" "cities/2988507" "places?q=ber" "region/europe"
  "postal/DE/10115" "distance?from=2950159&to=2988507")
runs=${BENCH_RUNS:-3}
seconds=${BENCH_SECONDS:-8}

# Prints "<requests/s> <p99 ms> <server CPU µs per request>" for one wrk run of "<path>[|header]...".
run_once() {
  local spec=$1 path pid ticks before after out args=()
  IFS='|' read -r -a parts <<< "$spec"
  path=${parts[0]}
  for header in "${parts[@]:1}"; do args+=(-H "$header"); done
  pid=$(server_pid)
  ticks=$(getconf CLK_TCK)
  before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  out=$(wrk -t2 -c32 -d"${seconds}s" --latency "${args[@]}" "$base/$path")
  after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  echo "$out" | awk -v b="$before" -v a="$after" -v t="$ticks" '
    /requests in/ { n = $1 }
    /Requests\/sec/ { rps = $2 }
    $1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v = v / 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v = v * 1000 } p99 = v }
    /Non-2xx/ { bad = 1 }
    END { if (bad) { print "non-2xx answers" > "/dev/stderr"; exit 1 } printf "%s %s %.1f\n", rps, p99, (a - b) / t * 1e6 / n }'
}

# Median of the runs of one spec, each right after a run of each reference; prints
# "<rps> <p99> <cpu> <servlet rps> <servlet cpu> <ejb rps> <ejb cpu>".
median_runs() {
  local spec=$1 rps=() p99=() cpu=() srps=() scpu=() erps=() ecpu=() r p c
  for _ in $(seq 1 "$runs"); do
    read -r r p c < <(run_once baseline-servlet/ping); srps+=("$r"); scpu+=("$c")
    read -r r p c < <(run_once baseline-ejb/ping); erps+=("$r"); ecpu+=("$c")
    read -r r p c < <(run_once "$spec"); rps+=("$r"); p99+=("$p"); cpu+=("$c")
  done
  local list
  for list in rps p99 cpu srps scpu erps ecpu; do
    local -n values=$list
    printf '%s ' "$(printf '%s\n' "${values[@]}" | median)"
  done
  echo
}

label() {
  local spec=$1
  echo "/${spec%%|*}$([ "$spec" != "${spec#*|}" ] && echo " (${spec#*|})")"
}

ensure_wrk
build_baseline
start_service
all_paths=()
for spec in "${repeated[@]}" "${built[@]}"; do all_paths+=("${spec%%|*}"); done
warm_up "${BENCH_WARMUP_SECONDS:-15}" "${all_paths[@]}"

report="$bench_dir/reports/response-cache-$(date +%Y-%m-%d).md"
{
  echo "# The response cache: repeated answers beside a bare servlet; built answers with the cache on and off"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c32, $seconds s per run, median of $runs runs after a warm-up; the bare servlet (bench/baseline-servlet)"
  echo "and the EJB baseline (bench/baseline-ejb) measured right before each run. CPU: the server's user + system"
  echo "time over the run divided by the requests answered."
  echo
  echo "## Repeated answers (kept by the cache)"
  echo
  echo "| endpoint | requests/s | p99 ms | bare servlet requests/s | ratio | µs CPU per request | servlet µs | CPU ratio (servlet / endpoint) | EJB baseline requests/s | ratio to EJB baseline |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
} > "$report"
for spec in "${repeated[@]}"; do
  curl -fs -o /dev/null "$base/${spec%%|*}"
  read -r rps p99 cpu srps scpu erps ecpu < <(median_runs "$spec")
  line="| $(label "$spec") | $rps | $p99 | $srps | $(ratio "$rps" "$srps") | $cpu | $scpu | $(ratio "$scpu" "$cpu") | $erps | $(ratio "$rps" "$erps") |"
  echo "$line"; echo "$line" >> "$report"
done

# Every request a miss: the application builds the answer, the cache records and keeps it.
declare -A on_ratio on_cpu_ratio
{
  echo
  echo "## Built answers (every request answered by the application)"
  echo
  echo "| endpoint | cache | requests/s | EJB baseline requests/s | ratio to EJB baseline | µs CPU per request | EJB µs | CPU ratio (EJB / endpoint) | on / off (requests/s ratio, CPU ratio) |"
  echo "|---|---|---|---|---|---|---|---|---|"
} >> "$report"
for spec in "${built[@]}"; do
  read -r rps p99 cpu srps scpu erps ecpu < <(median_runs "$spec|Cache-Control: no-cache")
  on_ratio[$spec]=$(ratio "$rps" "$erps"); on_cpu_ratio[$spec]=$(ratio "$ecpu" "$cpu")
  line="| $(label "$spec") | on, no-cache | $rps | $erps | ${on_ratio[$spec]} | $cpu | $ecpu | ${on_cpu_ratio[$spec]} | |"
  echo "$line"; echo "$line" >> "$report"
done

stop_service
BENCH_RESPONSE_CACHE=off start_service
warm_up "${BENCH_WARMUP_SECONDS:-15}" "${all_paths[@]}"
for spec in "${built[@]}"; do
  read -r rps p99 cpu srps scpu erps ecpu < <(median_runs "$spec")
  off_ratio=$(ratio "$rps" "$erps"); off_cpu_ratio=$(ratio "$ecpu" "$cpu")
  line="| $(label "$spec") | off | $rps | $erps | $off_ratio | $cpu | $ecpu | $off_cpu_ratio | $(ratio "${on_ratio[$spec]}" "$off_ratio"), $(ratio "${on_cpu_ratio[$spec]}" "$off_cpu_ratio") |"
  echo "$line"; echo "$line" >> "$report"
done
echo "Report: $report"
