#!/usr/bin/env bash
# Geocoding a file (issue 48): rows a second through POST /cities/geocode and /places/geocode, one request at a
# time, measured from the client (curl, the whole answer read), on files cycled from the labelled list
# (geo-ejb/src/test/resources/geocode/labelled.csv: the bundled cities' names as written, in the names dataset's
# languages, a share with a country, a share with a typo); and the server's heap after a full collection once a
# file of 1,000 rows and once a file of 1,000,000 rows went through, which streaming keeps level. Median of
# BENCH_RUNS (3) runs after a warm-up. Writes bench/reports/geocode-<date>.md.
source "$(dirname "$0")/lib.sh"

runs=${BENCH_RUNS:-3}
# No baselines here: the figures are rows a second and the heap, not a ratio to another endpoint.
reference_wars=()
labelled="$root/geo-ejb/src/test/resources/geocode/labelled.csv"
mkdir -p "$bench_dir/target"

# A CSV file of <rows> rows, the labelled list's rows over and over.
make_file() {
  local rows=$1 file="$bench_dir/target/geocode-$1.csv"
  if [ ! -f "$file" ]; then
    { head -1 "$labelled"; tail -n +2 "$labelled" | awk -v n="$rows" '{ lines[NR] = $0 } END {
        for (i = 0; i < n; i++) print lines[i % NR + 1] }'; } > "$file"
  fi
  echo "$file"
}

# Prints "<seconds> <rows answered>" for one request.
post_file() {
  local endpoint=$1 file=$2 started ended lines
  started=$(date +%s.%N)
  lines=$(curl -fsS --data-binary @"$file" -H 'Content-Type: text/csv' "$base/$endpoint/geocode" | wc -l)
  ended=$(date +%s.%N)
  echo "$(echo "$ended - $started" | bc) $((lines - 1))"
}

# Prints the median rows a second of the runs of one file.
rows_per_second() {
  local endpoint=$1 file=$2 rates=() seconds answered expected
  expected=$(($(wc -l < "$file") - 1))
  for _ in $(seq 1 "$runs"); do
    read -r seconds answered <<< "$(post_file "$endpoint" "$file")"
    if [ "$answered" -ne "$expected" ]; then
      echo "$endpoint answered $answered rows of $expected" >&2
      exit 1
    fi
    rates+=("$(echo "$answered / $seconds" | bc)")
  done
  printf '%s\n' "${rates[@]}" | median
}

small=$(make_file 1000)
medium=$(make_file 100000)
large=$(make_file 1000000)
start_service
echo "Warming up…"
for _ in 1 2; do post_file cities "$medium" > /dev/null; post_file places "$medium" > /dev/null; done
report="$bench_dir/reports/geocode-$(date +%Y-%m-%d).md"
{
  echo "# Geocoding a file: rows a second from the client, and the server's heap"
  echo
  echo "$(machine_line); Payara Micro as ./run starts it, the embedded MariaDB, the bundled data."
  echo "One request at a time (curl, the whole CSV answer read), median of $runs runs after a warm-up; files cycled"
  echo "from the labelled list (11,835 rows of city names as written in several languages, half with a country, 15% with a typo)."
  echo
  echo "| endpoint | rows in the file | rows a second |"
  echo "|---|---|---|"
} > "$report"
pid=$(server_pid)
post_file cities "$small" > /dev/null
heap_small=$(heap_after_gc_mb "$pid")
for endpoint in cities places; do
  for file in "$small" "$medium" "$large"; do
    line="| /$endpoint/geocode | $(($(wc -l < "$file") - 1)) | $(rows_per_second "$endpoint" "$file") |"
    echo "$line"
    echo "$line" >> "$report"
  done
done
heap_large=$(heap_after_gc_mb "$pid")
{
  echo
  echo "Server heap after a full collection: ${heap_small} MB once a 1,000-row file went through, ${heap_large} MB after"
  echo "the 1,000,000-row files (each endpoint, $runs runs each)."
} | tee -a "$report"
echo "Report: $report"
