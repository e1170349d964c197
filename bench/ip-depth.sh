#!/usr/bin/env bash
# IP depth (issue 36): lookups per second in the IP read models built from the bundled files (JMH, one thread: the
# country alone, and country + city + network), the server CPU per request of the deep /ip answer beside the lean
# one (ipFields=countryCode,country: the answer /ip gave before the city and network data) and the EJB baseline in
# the same run, and the server time of POST /ip with 100 addresses. Writes bench/reports/ip-depth-<date>.md.
source "$(dirname "$0")/lib.sh"
# The application's own work: a repeated request is not answered from the response cache unless asked for.
BENCH_RESPONSE_CACHE=${BENCH_RESPONSE_CACHE:-off}

report="$bench_dir/reports/ip-depth-$(date +%Y-%m-%d).md"
(cd "$root" && mvn -q -B -o install -DskipTests) || (cd "$root" && mvn -q -B install -DskipTests)
(cd "$bench_dir/jmh" && mvn -q -B package)
jmh_out="$bench_dir/target/ip-depth-jmh.txt"
mkdir -p "$bench_dir/target"
(cd "$bench_dir/jmh" && java -jar target/benchmarks.jar 'IpDepthBenchmark' -jvmArgsAppend "-Dgeo.root=$root" | tee "$jmh_out")

ensure_wrk
build_baseline
start_service
paths=("ip/8.8.8.8?ipFields=countryCode,country" "ip/8.8.8.8" "ip/2001:4860:4860::8888?ipFields=countryCode,country"
  "ip/2001:4860:4860::8888")
warm_up "${BENCH_WARMUP_SECONDS:-15}" "${paths[@]}"
{
  echo "# IP depth: read-model lookups, CPU per request, batch time"
  echo
  echo "$(machine_line)."
  echo
  echo "## Lookups per second, one thread (JMH, bundled data)"
  echo
  echo '```'
  grep -E "^Benchmark|^IpDepthBenchmark\.|IP city model|IP network model" "$jmh_out" | awk '!seen[$0]++'
  echo '```'
  echo
  echo "## Server CPU per request (wrk -t2 -c32, ${BENCH_SECONDS:-8} s, median of ${BENCH_RUNS:-3} runs after a warm-up)"
  echo
  echo "| endpoint | µs CPU per request | EJB baseline µs | cost ratio to EJB baseline |"
  echo "|---|---|---|---|"
} > "$report"
for path in "${paths[@]}"; do
  own=(); ejb_baseline=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    ejb_baseline+=("$(cpu_per_request baseline-ejb/ping)")
    own+=("$(cpu_per_request "$path")")
  done
  own_median=$(printf '%s\n' "${own[@]}" | median)
  ejb_median=$(printf '%s\n' "${ejb_baseline[@]}" | median)
  line="| /$path | $own_median | $ejb_median | $(ratio "$ejb_median" "$own_median") |"
  echo "$line" | tee -a "$report"
done

# POST /ip with 100 random public-looking addresses: the time to the first byte of the answer, as curl sees it on
# loopback, median and max of 50 requests after 50 to warm.
body=$(python3 -c 'import json,random; random.seed(36); print(json.dumps(["%d.%d.%d.%d" % (random.randint(1,222), random.randint(0,255), random.randint(0,255), random.randint(1,254)) for _ in range(100)]))')
times=()
for i in $(seq 1 100); do
  t=$(curl -s -o /dev/null -w '%{time_starttransfer}' -H 'Content-Type: application/json' -d "$body" "$base/ip")
  [ "$i" -gt 50 ] && times+=("$t")
done
{
  echo
  echo "## POST /ip, 100 addresses (time to first byte on loopback, 50 requests after 50 to warm)"
  echo
  echo "median $(printf '%s\n' "${times[@]}" | median) s, max $(printf '%s\n' "${times[@]}" | sort -n | tail -1) s"
} | tee -a "$report"
echo "Report: $report"
