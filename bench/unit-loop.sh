#!/usr/bin/env bash
# The contributors' fast loop, `mvn test`, timed warm (BENCH_RUNS runs after one that fills the caches; offline, the
# build's own files only), and the four property tests alone in their quick and full forms, in the same run, so
# that the machine's load counts alike. Prints seconds and writes bench/reports/unit-loop-<date>.md.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-3}
property='NameSearchTest,LocatedSearchTest,GridAreaTest,RelevanceIndexTest'

seconds() {
  local started=$SECONDS
  "$@" > /dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
  echo $((SECONDS - started))
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

mvn -B -o -q install -DskipTests > /dev/null
seconds mvn -B -o -q test > /dev/null
loop=(); quick=(); full=()
for _ in $(seq "$runs"); do
  loop+=("$(seconds mvn -B -o -q test)")
  quick+=("$(seconds mvn -B -o -q test -pl geo-ejb -Dtest="$property")")
  full+=("$(seconds mvn -B -o -q surefire:test@data-quality -pl geo-ejb -Dtest="$property")")
done
loop_median=$(printf '%s\n' "${loop[@]}" | median)
quick_median=$(printf '%s\n' "${quick[@]}" | median)
full_median=$(printf '%s\n' "${full[@]}" | median)
report="bench/reports/unit-loop-$(date +%F).md"
{
  echo "# mvn test, warm, $(date +%F) ($(nproc) cores)"
  echo
  echo "| | runs (s) | median (s) |"
  echo "|---|---|---|"
  echo "| \`mvn test\`, every module | ${loop[*]} | $loop_median |"
  echo "| the four property tests, quick (a fifth of the cases, as in \`mvn test\`) | ${quick[*]} | $quick_median |"
  echo "| the four property tests, every case (as in \`mvn verify\`) | ${full[*]} | $full_median |"
} > "$report"
cat "$report"
