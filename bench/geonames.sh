#!/usr/bin/env bash
# The GeoNames adapter's search and nearby services beside the root API's endpoint that answers the same question
# (/places, /places/near) and the JAX-RS -> @Stateless EJB baseline, all in the same run: requests a second under
# wrk -t2 -c32, median of BENCH_RUNS runs. The response cache is off unless BENCH_RESPONSE_CACHE=on, so that each
# request is answered by the read models rather than replayed. Target (issue 64): searchJSON and
# findNearbyPlaceNameJSON at least 0.8x their root API twin. BENCH_REPORT names the report.
source "$(dirname "$0")/lib.sh"

start_uncached_service

pairs=(
  "searchJSON q=paris|geonames/searchJSON?q=paris&maxRows=10|places?q=paris&limit=10"
  "searchJSON q=san jose|geonames/searchJSON?q=san%20jose&maxRows=10|places?q=san%20jose&limit=10"
  "searchJSON q=berlin country=DE|geonames/searchJSON?q=berlin&country=DE&maxRows=10|places?q=berlin&country=DE&limit=10"
  "findNearbyPlaceNameJSON|geonames/findNearbyPlaceNameJSON?lat=48.8566&lng=2.3522&maxRows=10|places/near?lat=48.8566&lng=2.3522&limit=10&class=P"
)
compare_pairs "${BENCH_REPORT:-"$bench_dir/reports/geonames-$(date +%Y-%m-%d).md"}" \
  "# GeoNames adapter throughput" "" \
  "$(pair_run_conditions)" "" \
  "| question | adapter requests/s | root API requests/s | baseline requests/s | adapter / root API | adapter / baseline |" \
  "|---|---|---|---|---|---|" -- "${pairs[@]}"
