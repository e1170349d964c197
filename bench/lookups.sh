#!/usr/bin/env bash
# Place, city, nearest, postal, distance and IP endpoints against the trivial JAX-RS baseline of the same server
# (see compare_with_baseline in lib.sh), on the bundled data; then POST /ip with 100 addresses, in addresses/s.
# Writes bench/reports/lookups-<date>.md.
source "$(dirname "$0")/lib.sh"

ensure_wrk
build_baseline
start_service
compare_with_baseline "Lookup endpoints vs. the trivial JAX-RS baseline (bundled data)" lookups \
  "places?q=a" "places?q=san" "places?q=saint%20etienne" "places?q=berlin&country=DE&class=P" \
  "cities?q=e" "cities?q=ndjamena" \
  "places/near?lat=52.52&lng=13.40" "cities/near?lat=48.85&lng=2.35" \
  "postal/DE/10115" "postal/GB/SW1A%201AA" "postal/near?lat=52.52&lng=13.40" \
  "distance?from=2950159&to=2988507" "distance?lat1=52.52&lng1=13.40&lat2=48.85&lng2=2.35" \
  "ip/8.8.8.8" "ip/2001:4860:4860::8888"

# POST /ip: 100 distinct addresses per request. The body goes in a level-2 long bracket: it ends with "]", which
# would close a plain [[ ]] one early.
body=$(python3 -c 'import json, random; r = random.Random(1); print(json.dumps(["%d.%d.%d.%d" % tuple(r.randrange(1, 224) if i == 0 else r.randrange(256) for i in range(4)) for _ in range(100)]))')
script="$bench_dir/target/post-ip.lua"
printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "$body" > "$script"

# Addresses per second over one wrk run of <seconds>; stops the script when wrk could not load the request or a
# single answer was not 200 (a broken script makes wrk send plain GETs, whose rate would look like a result).
post_ip_rate() {
  local out
  out=$(wrk -t2 -c32 -d"$1s" -s "$script" "$base/ip" 2>&1)
  if ! grep -q "Requests/sec" <<< "$out" || grep -q -e "Non-2xx" -e "$script" <<< "$out"; then
    echo "POST /ip did not answer 200 throughout: $out" >&2
    exit 1
  fi
  awk '/Requests\/sec/ { printf "%.0f", $2 * 100 }' <<< "$out"
}

post_ip_rate "${BENCH_WARMUP_SECONDS:-30}" > /dev/null
rates=()
for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
  rates+=("$(post_ip_rate "${BENCH_SECONDS:-10}")")
done
rate=$(printf '%s\n' "${rates[@]}" | median)
echo "POST /ip, 100 addresses per request: $rate addresses/s (median of ${BENCH_RUNS:-3})"
printf '\nPOST /ip with 100 addresses per request: **%s addresses/s** (median of %s runs).\n' "$rate" "${BENCH_RUNS:-3}" >> "$report"
