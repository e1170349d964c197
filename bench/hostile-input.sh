#!/usr/bin/env bash
# Oversized input (issue 53): for BENCH_MINUTES (5) minutes, one request after another, every kind of oversized
# cell, name, query and body the service refuses: files to geocode with names of 100,000 and 1,000,000 letters, a
# row of 200,000 characters, 5,000 columns, a 5,000-letter name; batch searches with 10,000-letter queries; GET q
# of 6,000 letters with fuzzy; MCP geocode_list with a 100,000-letter name. For each kind: how many were sent, the
# statuses seen, the slowest answer (the target: 3 s), and afterwards the server's heap after a full collection
# against the same figure before, and /health/ready. Writes bench/reports/hostile-input-<date>.md.
source "$(dirname "$0")/lib.sh"

minutes=${BENCH_MINUTES:-5}
reference_wars=()
work="$bench_dir/target/hostile"
mkdir -p "$work"

letters() { head -c "$1" /dev/zero | tr '\0' "$2"; }

{ echo name; letters 100000 a; echo; echo Paris; } > "$work/name-100k.csv"
{ echo name; printf '"'; letters 1000000 b; echo '"'; echo Paris; } > "$work/name-1m.csv"
{ printf 'name,notes\nParis,'; letters 200000 c; echo; } > "$work/row-200k.csv"
{ printf 'name'; for _ in $(seq 1 5000); do printf ',x'; done; echo; echo Paris; } > "$work/columns-5000.csv"
{ echo name; letters 5000 d; echo; echo Paris; } > "$work/name-5000.csv"
printf '[{"q": "%s", "fuzzy": true}]' "$(letters 10000 e)" > "$work/batch-10k.json"
printf '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"geocode_list","arguments":{"names":["%s"]}}}' \
    "$(letters 50000 f)" > "$work/mcp-50k.json"
long_q=$(letters 6000 g)

# Prints "<status> <seconds>" of one request: <kind> selects what is sent.
send() {
  case $1 in
    name-100k|name-1m|row-200k|columns-5000|name-5000)
      curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: text/csv' \
          --data-binary @"$work/$1.csv" "$base/places/geocode" ;;
    batch-10k)
      curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' \
          --data-binary @"$work/batch-10k.json" "$base/places/search" ;;
    get-q-6000)
      curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$base/places?fuzzy=true&q=$long_q" ;;
    mcp-50k)
      curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' \
          -H 'Accept: application/json, text/event-stream' --data-binary @"$work/mcp-50k.json" "$base/mcp" ;;
  esac
}

kinds=(name-100k name-1m row-200k columns-5000 name-5000 batch-10k get-q-6000 mcp-50k)
start_service
pid=$(server_pid)
for kind in "${kinds[@]}"; do send "$kind" > /dev/null; done
heap_before=$(heap_after_gc_mb "$pid")
declare -A count slowest statuses
deadline=$((SECONDS + minutes * 60))
while [ $SECONDS -lt $deadline ]; do
  for kind in "${kinds[@]}"; do
    read -r status seconds <<< "$(send "$kind")"
    count[$kind]=$((${count[$kind]:-0} + 1))
    if [ -z "${slowest[$kind]:-}" ] || [ "$(echo "$seconds > ${slowest[$kind]}" | bc)" = 1 ]; then
      slowest[$kind]=$seconds
    fi
    case " ${statuses[$kind]:-} " in *" $status "*) ;; *) statuses[$kind]="${statuses[$kind]:-} $status" ;; esac
  done
done
heap_after=$(heap_after_gc_mb "$pid")
ready=$(curl -s -o /dev/null -w '%{http_code}' "$ready_url")
report="$bench_dir/reports/hostile-input-$(date +%Y-%m-%d).md"
{
  echo "# Oversized input for $minutes minutes: statuses, the slowest answer, the heap"
  echo
  echo "$(machine_line); Payara Micro as ./run starts it, the embedded MariaDB, the bundled data; one request at a time."
  echo
  echo "| what was sent | requests | statuses | slowest answer (s) |"
  echo "|---|---|---|---|"
  for kind in "${kinds[@]}"; do
    echo "| $kind | ${count[$kind]} | ${statuses[$kind]} | ${slowest[$kind]} |"
  done
  echo
  echo "Server heap after a full collection: ${heap_before} MB after one of each, ${heap_after} MB after $minutes minutes."
  echo "/health/ready afterwards: HTTP $ready. Unexpected failures in the log: $(grep -c 'Unexpected failure' "$bench_dir/target/service.log" || true)."
} | tee "$report"
