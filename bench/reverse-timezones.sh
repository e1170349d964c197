#!/usr/bin/env bash
# The bundled time-zone boundaries (simplified) against geo-tz's unsimplified ones: random points in some country's
# boundary, the zone id and the UTC offset in January and in July. Needs Node.js 20+ and npm (geo-tz is installed
# into bench/target). BENCH_POINTS (default 20000). Writes bench/reports/reverse-timezones-<date>.md.
source "$(dirname "$0")/lib.sh"
report="$bench_dir/reports/reverse-timezones-$(date +%Y-%m-%d).md"
mkdir -p "$bench_dir/target/geo-tz"

build_jmh
"$java_cmd" -Dgeo.root="$root" -cp "$jmh_jar" \
  dev.geolookup.bench.ReverseZonePoints "$bench_dir/target/zone-points.csv" "${BENCH_POINTS:-20000}"
(cd "$bench_dir/target/geo-tz" && [ -f package.json ] || npm init -y > /dev/null)
(cd "$bench_dir/target/geo-tz" && npm install --no-audit --no-fund geo-tz@8.1.9 > /dev/null)
cp "$bench_dir/reverse-timezones.mjs" "$bench_dir/target/geo-tz/"
{
  echo "# Time zones: bundled boundaries against geo-tz"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC')."
  echo
} > "$report"
node "$bench_dir/target/geo-tz/reverse-timezones.mjs" "$bench_dir/target/zone-points.csv" | tee -a "$report"
echo "Report: $report"
