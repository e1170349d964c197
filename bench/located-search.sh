#!/usr/bin/env bash
# Location-aware search at production scale, in process (no HTTP): a generated gazetteer of BENCH_FEATURES (default
# 12,000,000) features, then every query group near a point where people live (bias 0.5 and 1), in boxes of 1, 10,
# 40 and 60 degrees, within 50 km, and boxes without text; server-side time of the query plus writing the JSON answer,
# warmed (3 passes, the last timed; BENCH_QUERIES per group, default 200). Writes bench/reports/located-search-<date>.md
# (BENCH_REPORT_NAME in place of the date).
source "$(dirname "$0")/lib.sh"
report="$bench_dir/reports/located-search-${BENCH_REPORT_NAME:-$(date +%Y-%m-%d)}.md"

build_jmh
start_report "$report" "Search near a point, in a box, in a circle"
"$java_cmd" -Xmx${BENCH_HEAP:-14g} -Dgeo.root="$root" -Dgeo.bench.features="${BENCH_FEATURES:-12000000}" \
  -Dgeo.bench.located.only=true -Dgeo.bench.located.queries="${BENCH_QUERIES:-200}" -cp "$jmh_jar" dev.geolookup.bench.GazetteerScale | tee -a "$report"
echo "Report: $report"
