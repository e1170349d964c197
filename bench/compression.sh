#!/usr/bin/env bash
# /countries (174 KB of JSON), other large answers, the Swagger UI bundle and the OpenAPI document with and without
# Accept-Encoding: gzip, 64 connections, in the same run: requests/s, p99 and the bytes each answer puts on the wire.
# The answer without gzip is what every client got before the service compressed. Median of BENCH_RUNS runs after
# a warm-up; the two forms alternate so that both see the same machine load. Writes bench/reports/compression-<date>.md.
source "$(dirname "$0")/lib.sh"

paths=("countries" "region/europe" "countries?sort=population&order=desc&limit=50" "cities?q=san&limit=100"
  "places?q=san&limit=100" "docs/swagger-ui-bundle.js" "openapi")

# Prints "<requests/s> <p99 ms>" for one wrk run of 64 connections, with the headers given as wrk -H arguments.
measure_64() {
  local url=$1; shift
  wrk -t2 -c64 -d"${BENCH_SECONDS:-10}s" --latency "$@" "$url" | awk '
    /Requests\/sec/ { rps = $2 }
    $1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v = v / 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v = v * 1000 } p99 = v }
    END { printf "%s %s\n", rps, p99 }'
}

# The bytes of one answer's body as sent, with the curl arguments given.
wire_bytes() {
  curl -s -o /dev/null -w '%{size_download}' "$@"
}

ensure_wrk
build_baseline
start_service
for path in "${paths[@]}"; do
  measure_64 "$base/$path" > /dev/null
  measure_64 "$base/$path" -H "Accept-Encoding: gzip" > /dev/null
done
report="$bench_dir/reports/compression-$(date +%Y-%m-%d).md"
{
  echo "# Large answers with and without gzip"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c64, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3} runs after a warm-up, the two forms alternating."
  echo
  echo "| answer | bytes plain | bytes gzip | fewer bytes | requests/s plain | requests/s gzip | ratio | p99 ms plain | p99 ms gzip |"
  echo "|---|---|---|---|---|---|---|---|---|"
} > "$report"
for path in "${paths[@]}"; do
  plain=(); gzip=(); plain_p99=(); gzip_p99=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    read -r rps p99 < <(measure_64 "$base/$path"); plain+=("$rps"); plain_p99+=("$p99")
    read -r rps p99 < <(measure_64 "$base/$path" -H "Accept-Encoding: gzip"); gzip+=("$rps"); gzip_p99+=("$p99")
  done
  plain_bytes=$(wire_bytes "$base/$path")
  gzip_bytes=$(wire_bytes -H "Accept-Encoding: gzip" "$base/$path")
  plain_median=$(printf '%s\n' "${plain[@]}" | median)
  gzip_median=$(printf '%s\n' "${gzip[@]}" | median)
  line="| /$path | $plain_bytes | $gzip_bytes | $(ratio "$plain_bytes" "$gzip_bytes")x | $plain_median | $gzip_median | $(ratio "$gzip_median" "$plain_median") | $(printf '%s\n' "${plain_p99[@]}" | median) | $(printf '%s\n' "${gzip_p99[@]}" | median) |"
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
