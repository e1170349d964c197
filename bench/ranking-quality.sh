#!/usr/bin/env bash
# The ranking judged on the bundled data, in process: every query of the judged sets
# (geo-ejb/src/test/resources/judged-queries: generated.tsv by the rule in JudgedQuerySetBuilder, hand-judged.tsv
# with a reason each) asked as /cities and /places ask it; top-1, top-3 and mean reciprocal rank per group, and every
# query whose expected answer is not first. Writes bench/reports/ranking-quality-<date>.md (BENCH_REPORT_NAME in
# place of the date). RankingQualityTest holds the same targets in the build.
set -euo pipefail
bench_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$bench_dir/.." && pwd)
report="$bench_dir/reports/ranking-quality-${BENCH_REPORT_NAME:-$(date +%Y-%m-%d)}.md"

(cd "$root" && mvn -q -B -pl geo-api,geo-ejb -am -DskipTests install)
(cd "$root/geo-ejb" && mvn -q -B test -Dtest=RankingQualityTest -Dranking.reportOnly=true \
  -Dsurefire.failIfNoSpecifiedTests=false)
{
  echo "# Ranking quality on the judged queries"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git -C "$root" rev-parse --short HEAD)."
  echo
  cat "$root/geo-ejb/target/ranking-quality.md"
} > "$report"
head -12 "$report"
echo "Report: $report"
