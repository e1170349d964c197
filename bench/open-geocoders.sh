#!/usr/bin/env bash
# The Nominatim and photon adapters beside the root API's endpoint that answers the same question (/places,
# /reverse) and the JAX-RS -> @Stateless EJB baseline, all in the same run: requests a second under wrk -t2 -c32,
# median of BENCH_RUNS runs, the response cache off (each request is searched, not replayed). Target (issue 76):
# /nominatim/search and /photon/api at least 0.8x /places for the same query; /nominatim/reverse at least 0.8x
# /reverse. BENCH_REPORT names the report.
source "$(dirname "$0")/lib.sh"

start_uncached_service

pairs=(
  "nominatim q=Berlin|nominatim/search?q=Berlin&limit=10|places?q=Berlin&limit=10"
  "nominatim q=Paris, Texas|nominatim/search?q=Paris%2C%20Texas&limit=10|places?q=Paris%2C%20Texas&limit=10"
  "nominatim structured Springfield|nominatim/search?city=Springfield&state=Illinois&country=USA|places?q=Springfield%2C%20Illinois%2C%20USA&limit=10"
  "photon q=Berlin|photon/api?q=Berlin&limit=10|places?q=Berlin&limit=10"
  "nominatim reverse zoom 18|nominatim/reverse?lat=48.8566&lon=2.3522|reverse?lat=48.8566&lng=2.3522"
  "nominatim reverse zoom 5|nominatim/reverse?lat=48.8566&lon=2.3522&zoom=5|reverse?lat=48.8566&lng=2.3522"
)
compare_pairs "${BENCH_REPORT:-"$bench_dir/reports/open-geocoders-$(date +%Y-%m-%d).md"}" \
  "# Nominatim and photon adapter throughput" "" \
  "$(pair_run_conditions)" "" \
  "| question | adapter requests/s | root API requests/s | baseline requests/s | adapter / root API | adapter / baseline |" \
  "|---|---|---|---|---|---|" -- "${pairs[@]}"
