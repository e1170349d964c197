#!/usr/bin/env bash
# Ten minutes of wrk at 256 connections over a mix of every public GET endpoint and POST /ip, on the bundled data:
# per minute, requests/s, p99, non-2xx answers and socket errors; heap after a full GC before and after the load.
# Writes bench/reports/load-<date>.md. BENCH_LOAD_MINUTES (10) and BENCH_LOAD_CONNECTIONS (256) change the run.
source "$(dirname "$0")/lib.sh"

minutes=${BENCH_LOAD_MINUTES:-10}
connections=${BENCH_LOAD_CONNECTIONS:-256}
ensure_wrk
build_baseline
start_service
pid=$(payara_pid)


# Every request of the mix answers 200 on the bundled data (checked below), so any non-2xx is an error.
gets=(
  /alpha/de /alpha/fra "/countries?sort=population&order=desc&limit=10" /random
  /name/united /capital/paris /currency/eur /lang/es /region/europe /subregion/caribbean
  /callingcode/44 /numericcode/276 /cioc/ger /demonym/french /tld/.jp /timezone/UTC+01:00
  /borders/germany "/population?min=100000000" "/area?min=1000000"
  "/places?q=ber" "/places?q=saint&country=FR" "/places?q=a" "/places?class=T&limit=5" /places/2950159
  "/places/near?lat=52.52&lng=13.40" "/places/near?lat=-33.87&lng=151.21&radiusKm=50&class=P"
  "/cities?q=york" "/cities?q=e&limit=100" /cities/2988507 "/cities/near?lat=35.68&lng=139.69"
  /postal/DE/10115 /postal/GB/SW1A%201AA "/postal?code=75001&country=FR" "/postal/near?lat=40.71&lng=-74.0"
  "/distance?from=2950159&to=2988507" "/distance?lat1=52.52&lng1=13.40&lat2=-33.87&lng2=151.21"
  /ip/8.8.8.8 /ip/2001:4860:4860::8888 /ip/info
)
for path in "${gets[@]}"; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$base$path")
  [ "$code" = 200 ] || { echo "The mix is broken: $path answered $code" >&2; exit 1; }
done
ip_body=$(python3 -c 'import json, random; r = random.Random(7); print(json.dumps(["%d.%d.%d.%d" % (r.randrange(1, 224), r.randrange(256), r.randrange(256), r.randrange(256)) for _ in range(20)]))')
script="$bench_dir/target/load-mix.lua"
{
  echo "local gets = {"
  printf '  "%s",\n' "${gets[@]}"
  echo "}"
  echo "local post_ip"
  echo "-- Formatted in init: at load time wrk.host is not known yet, and the request would lack its Host header."
  echo "init = function(args)"
  echo "  post_ip = wrk.format(\"POST\", \"/ip\", { [\"Content-Type\"] = \"application/json\" }, [==[$ip_body]==])"
  echo "end"
  echo "request = function()"
  echo "  local pick = math.random(#gets + 1)"
  echo "  if pick > #gets then return post_ip end"
  echo "  return wrk.format(\"GET\", gets[pick])"
  echo "end"
} > "$script"
echo "Warming up for 60 s…"
wrk -t2 -c"$connections" -d60s -s "$script" "$base" | grep -q "Requests/sec" || { echo "wrk failed" >&2; exit 1; }
heap_start=$(heap_after_gc_mb "$pid")
echo "Heap after a full GC before the load: $heap_start MB"

report="$bench_dir/reports/load-$(date +%Y-%m-%d).md"
{
  echo "# Load: $minutes minutes of wrk at $connections connections over every endpoint"
  echo
  echo "$(machine_line)."
  echo "wrk -t2 -c$connections over a mix of ${#gets[@]} GET requests (every public GET endpoint) and POST /ip with 20"
  echo "addresses, chosen at random per request; bundled data; one minute per row."
  echo
  echo "| minute | requests/s | p50 ms | p99 ms | non-2xx | socket errors (connect/read/write/timeout) |"
  echo "|---|---|---|---|---|---|"
} > "$report"
total_non2xx=0
total_socket=0
for minute in $(seq 1 "$minutes"); do
  out=$(wrk -t2 -c"$connections" -d60s --latency -s "$script" "$base")
  grep -q "Requests/sec" <<< "$out" || { echo "wrk failed: $out" >&2; exit 1; }
  line=$(echo "$out" | awk -v m="$minute" '
    function ms(v) { if (v ~ /us$/) { sub(/us/, "", v); return v / 1000 } if (v ~ /ms$/) { sub(/ms/, "", v); return v }
                     if (v ~ /s$/) { sub(/s/, "", v); return v * 1000 } return v }
    /Requests\/sec/ { rps = $2 }
    $1 == "50%" { p50 = ms($2) } $1 == "99%" { p99 = ms($2) }
    /Non-2xx/ { non2xx = $NF }
    /Socket errors/ { gsub(/,/, ""); c = $4; r = $6; w = $8; t = $10 }
    END { printf "| %d | %.0f | %.2f | %.2f | %d | %d (%d/%d/%d/%d) |", m, rps, p50, p99, non2xx, c + r + w + t, c, r, w, t }')
  echo "$line"
  echo "$line" >> "$report"
  total_non2xx=$((total_non2xx + $(echo "$line" | awk -F'|' '{ print $6 + 0 }')))
  total_socket=$((total_socket + $(echo "$line" | awk -F'|' '{ split($7, n, " "); print n[1] + 0 }')))
done
heap_end=$(heap_after_gc_mb "$pid")
growth=$(awk -v a="$heap_start" -v b="$heap_end" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
server_errors=$(grep -c "Unexpected failure, incident" "$bench_dir/target/service.log" || true)
{
  echo
  echo "Non-2xx answers: **$total_non2xx**; socket errors: **$total_socket**; 5xx logged by the service: **$server_errors**."
  echo "Heap after a full GC: **$heap_start MB** before the load, **$heap_end MB** after it (**$growth %**)."
} >> "$report"
echo "Non-2xx: $total_non2xx, socket errors: $total_socket, 5xx logged: $server_errors; heap $heap_start MB -> $heap_end MB ($growth %)"
echo "Report: $report"
