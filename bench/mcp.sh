#!/usr/bin/env bash
# MCP tools/call throughput under concurrent clients (wrk, 32 connections), for the country, distance and city search
# tools, beside the REST endpoint that answers the same question and the trivial JAX-RS baseline, all in the same
# run. A server that gives an Mcp-Session-Id on initialize gets it on every call; a stateless one gets none.
# BENCH_REPORT names the report (default bench/reports/mcp-<date>.md), so that a run before a change and one after
# it sit side by side.
source "$(dirname "$0")/lib.sh"

ensure_wrk
build_baseline
start_service

accept='application/json, text/event-stream'
session=$(curl -s -D - -o /dev/null -H 'Content-Type: application/json' -H "Accept: $accept" \
  -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}' \
  "$base/mcp" | awk -F': ' 'tolower($1) == "mcp-session-id" { gsub(/\r/, "", $2); print $2 }')
session_header=${session:+"Mcp-Session-Id: $session"}
mode="stateless, no session"; [ -n "$session" ] && mode="on one MCP session"
curl -s -o /dev/null -H 'Content-Type: application/json' -H "Accept: $accept" ${session:+-H "$session_header"} \
  -d '{"jsonrpc":"2.0","method":"notifications/initialized"}' "$base/mcp"

tool_script() { # <name> <arguments JSON>
  local file="$bench_dir/target/mcp-$1.lua"
  cat > "$file" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "$accept"
$([ -n "$session" ] && echo "wrk.headers[\"Mcp-Session-Id\"] = \"$session\"")
wrk.headers["MCP-Protocol-Version"] = "2025-06-18"
wrk.body = [==[{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"$1","arguments":$2}}]==]
LUA
  echo "$file"
}

measure_script() { # <script> -> requests/s
  wrk -t2 -c32 -d"${BENCH_SECONDS:-10}s" -s "$1" "$base/mcp" | awk '/Requests\/sec/ { print $2 } /Non-2xx/ { print "non-2xx " $NF > "/dev/stderr" }'
}

country=$(tool_script get_country '{"code":"de"}')
distance=$(tool_script distance '{"from":2950159,"to":2988507}')
search=$(tool_script search_cities '{"q":"san","limit":5}')
echo "Warming up…"
for script in "$country" "$distance" "$search"; do
  wrk -t2 -c32 -d"${BENCH_WARMUP_SECONDS:-30}s" -s "$script" "$base/mcp" > /dev/null
done
measure "$base/alpha/de" "${BENCH_WARMUP_SECONDS:-30}" > /dev/null

report=${BENCH_REPORT:-"$bench_dir/reports/mcp-$(date +%Y-%m-%d).md"}
{
  echo "# MCP tools/call throughput"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(git -C "$root" log -1 --format=%h); wrk -t2 -c32 $mode, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3}."
  echo
  echo "| call | requests/s | same question over REST | baseline requests/s | tool / REST | tool / baseline |"
  echo "|---|---|---|---|---|---|"
} > "$report"
for pair in "get_country:$country:alpha/de" "distance:$distance:distance?from=2950159&to=2988507" \
  "search_cities:$search:cities?q=san&limit=5"; do
  IFS=: read -r name script rest <<< "$pair"
  tool_list=(); rest_list=(); base_list=()
  for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
    read -r brps _ _ < <(measure "$base/baseline/ping" "${BENCH_SECONDS:-10}")
    read -r rrps _ _ < <(measure "$base/$rest" "${BENCH_SECONDS:-10}")
    base_list+=("$brps"); rest_list+=("$rrps"); tool_list+=("$(measure_script "$script")")
  done
  tool=$(printf '%s\n' "${tool_list[@]}" | median)
  rrps=$(printf '%s\n' "${rest_list[@]}" | median)
  brps=$(printf '%s\n' "${base_list[@]}" | median)
  line=$(awk -v n="$name" -v t="$tool" -v r="$rrps" -v b="$brps" -v p="/$rest" \
    'BEGIN { printf "| tools/call %s | %s | %s %s | %s | %.2f | %.2f |", n, t, p, r, b, t / r, t / b }')
  echo "$line"
  echo "$line" >> "$report"
done
echo "Report: $report"
