#!/usr/bin/env bash
# A place written with its division or country over HTTP, beside the same name alone and the JAX-RS -> @Stateless
# EJB baseline, in the same run: requests a second under wrk -t2 -c32, median of BENCH_RUNS runs, the response cache
# off (each request is searched, not replayed). Target (issue 72): /places?q=Paris, Texas at least 0.8x
# /places?q=paris. BENCH_REPORT names the report.
source "$(dirname "$0")/lib.sh"

start_uncached_service

pairs=(
  "Paris, Texas|places?q=Paris%2C%20Texas|places?q=paris"
  "Springfield IL|places?q=Springfield%20IL|places?q=springfield"
  "Berlin Germany|cities?q=Berlin%20Germany|cities?q=berlin"
)
compare_pairs "${BENCH_REPORT:-"$bench_dir/reports/qualified-http-$(date +%Y-%m-%d).md"}" \
  "# A place written with its division or country, over HTTP" "" \
  "$(pair_run_conditions)" "" \
  "| query | qualified requests/s | name alone requests/s | baseline requests/s | qualified / name alone | qualified / baseline |" \
  "|---|---|---|---|---|---|" -- "${pairs[@]}"
