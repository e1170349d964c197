#!/usr/bin/env bash
# The cost of reading q as a name and qualifiers (issue 72): a qualified query's p50 and p99 against the same name
# unqualified, in one warmed process over the bundled places, alternating the two. Prints a table and writes it to
# bench/reports/qualified-search-<date>.txt. Usage: bench/qualified-search.sh [rounds] [queries per round]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -o install -DskipTests -pl geo-api >/dev/null
(cd geo-ejb && mvn -B -q -o test-compile && mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/bench-classpath.txt >/dev/null)
report="bench/reports/qualified-search-$(date +%F).txt"
(cd geo-ejb && java -Xmx4g -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  dev.geolookup.search.QualifiedSearchBench "${1:-5}" "${2:-2000}") | tee "$report"
