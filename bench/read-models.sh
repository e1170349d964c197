#!/usr/bin/env bash
# In-process benchmarks of the read models, no HTTP:
#  - JMH: IP lookups per second on one thread, the service's range table beside MaxMind's reader on the MMDB file;
#  - the gazetteer at production scale: a generated gazetteer of BENCH_FEATURES (default 12,000,000) features,
#    build time, retained heap, warmed latency of search and nearest queries; with BENCH_BASELINE_URL (a MariaDB
#    JDBC URL, e.g. jdbc:mariadb://127.0.0.1:3306/test) the LIKE query on MariaDB over the same features too.
# Writes bench/reports/read-models-<date>.md.
source "$(dirname "$0")/lib.sh"
report="$bench_dir/reports/read-models-$(date +%Y-%m-%d).md"

build_jmh
start_report "$report" "Read models in process"
{
  echo "## IP lookups, one thread (JMH, ops/s)"
  echo
  echo '```'
} >> "$report"
(cd "$bench_dir/jmh" && "$java_cmd" -Dgeo.root="$root" -jar "$jmh_jar" IpLookupBenchmark -jvmArgsAppend "-Dgeo.root=$root" \
  -rf text -rff "$bench_dir/jmh/target/ip.txt") | tail -8
cat "$bench_dir/jmh/target/ip.txt" >> "$report"
echo '```' >> "$report"

{
  echo
  echo "## Gazetteer at scale (server-side time: query plus writing the JSON answer; warmed: 3 passes, the last timed)"
  echo
} >> "$report"
"$java_cmd" -Xmx${BENCH_HEAP:-14g} -Dgeo.root="$root" -Dgeo.bench.features="${BENCH_FEATURES:-12000000}" \
  ${BENCH_BASELINE_URL:+-Dgeo.bench.baseline.url=$BENCH_BASELINE_URL} \
  -cp "$jmh_jar" dev.geolookup.bench.GazetteerScale | tee -a "$report"
echo "Report: $report"
