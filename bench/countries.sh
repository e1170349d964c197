#!/usr/bin/env bash
# Country endpoints against the trivial JAX-RS baseline of the same server (see compare_with_baseline in lib.sh).
# Prints requests/s, p99 and the ratio to the baseline; writes bench/reports/countries-<date>.md.
source "$(dirname "$0")/lib.sh"

ensure_wrk
build_baseline
start_service
compare_with_baseline "Country endpoints vs. the trivial JAX-RS baseline" countries \
  "alpha/de" "name/united" "region/europe" "countries?sort=population&order=desc&limit=10"
