# Shared by the bench scripts: wrk, the baseline WAR and a running service with it deployed.
set -euo pipefail
bench_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$bench_dir/.." && pwd)
port=${GEO_BENCH_PORT:-8090}
base="http://localhost:$port"
java_cmd=${JAVA_HOME:+$JAVA_HOME/bin/}java

ensure_wrk() {
  command -v wrk > /dev/null && return
  echo "Installing wrk (Debian package)…"
  if [ "$(id -u)" = 0 ]; then apt-get install -y wrk > /dev/null; else sudo apt-get install -y wrk > /dev/null; fi
}

# The references the figures are compared with, compiled against the same Jakarta EE API: the trivial JAX-RS
# resource (bench/baseline, /baseline/ping), the same answer from a stateless EJB behind a JAX-RS resource in a
# CDI application, the architecture's own floor (bench/baseline-ejb, /baseline-ejb/ping), and from a bare servlet,
# the server's ceiling (bench/baseline-servlet, /baseline-servlet/ping).
reference_wars=(baseline baseline-ejb baseline-servlet)
build_baseline() {
  (cd "$root" && mvn -q -B -DskipTests install)
  local name
  for name in "${reference_wars[@]}"; do build_reference_war "$name"; done
}

# Compiles bench/<name>/src into bench/target/<name>.war, deployed at /<name>.
build_reference_war() {
  local name=$1 api out
  api=$(find ~/.m2/repository/jakarta/platform/jakarta.jakartaee-api/10.0.0 -name 'jakarta.jakartaee-api-10.0.0.jar' | head -1)
  out="$bench_dir/target/$name"
  rm -rf "$out" && mkdir -p "$out/WEB-INF/classes"
  javac -q -d "$out/WEB-INF/classes" -cp "$api" $(find "$bench_dir/$name/src" -name '*.java') 2>/dev/null ||
    javac -d "$out/WEB-INF/classes" -cp "$api" $(find "$bench_dir/$name/src" -name '*.java')
  (cd "$out" && jar cf "$bench_dir/target/$name.war" WEB-INF)
}

# BENCH_SERVER=wildfly runs the same WARs on WildFly instead of Payara Micro (see start_wildfly), its ports moved by
# this much so that its HTTP port is the bench port.
server=${BENCH_SERVER:-payara}
wildfly_port_offset=$((port - 8080))

# BENCH_RESPONSE_CACHE=off starts the service with its response cache switched off, so that a repeated request is
# answered by JAX-RS and the EJB every time, as in the reports written before the cache.
start_service() {
  if [ "${BENCH_RESPONSE_CACHE:-on}" = off ]; then
    export GEO_JAVA_OPTS="${GEO_JAVA_OPTS:-} -Dgeo.response-cache.max-mb=0"
  fi
  if [ "$server" = wildfly ]; then start_wildfly; else start_payara; fi
  trap 'kill -- -$service_pid 2>/dev/null; wait $service_pid 2>/dev/null; true' EXIT
  local name answering
  for _ in $(seq 1 600); do
    answering=true
    for name in "${reference_wars[@]}"; do curl -fs "$base/$name/ping" > /dev/null 2>&1 || answering=false; done
    curl -fs "$ready_url" > /dev/null 2>&1 && $answering && return
    sleep 1
  done
  echo "The service did not become ready; see $bench_dir/target/service.log" >&2
  exit 1
}

# ./run with the reference WARs deployed beside the service: Payara Micro, the embedded MariaDB unless GEO_DB_URL.
start_payara() {
  # In a process group of its own, so that stopping it (the whole group) leaves this script alone.
  local name deploys=""
  for name in "${reference_wars[@]}"; do deploys+=" --deploy $bench_dir/target/$name.war"; done
  GEO_PORT=$port GEO_PAYARA_ARGS="${deploys# }" setsid "$root/run" > "$bench_dir/target/service.log" 2>&1 &
  service_pid=$!
  ready_url="$base/health/ready"
}

# WildFly as mvn verify -Pwildfly unpacks and configures it (geo-web/target/wildfly-*), its ports moved so HTTP is
# on the bench port, the service and the reference WARs in its deployments folder. The database is GEO_DB_URL, by
# default the database geo_bench of the MariaDB at 127.0.0.1:3306 (created when missing; the first start imports
# the bundled datasets into it). WildFly's MicroProfile Health answers on its management port.
start_wildfly() {
  (cd "$root" && mvn -q -B -Pwildfly -pl geo-web -DskipTests pre-integration-test)
  local home
  home=$(find "$root/geo-web/target" -maxdepth 1 -type d -name 'wildfly-*' | head -1)
  rm -rf "$home/standalone/deployments/"*.war* "$home/standalone/data" "$home/standalone/tmp"
  local name
  cp "$root/geo-web/target/ROOT.war" "$home/standalone/deployments/"
  for name in "${reference_wars[@]}"; do cp "$bench_dir/target/$name.war" "$home/standalone/deployments/"; done
  GEO_DB_URL=${GEO_DB_URL:-"jdbc:mariadb://127.0.0.1:3306/geo_bench?createDatabaseIfNotExist=true"} \
    JBOSS_JAVA_SIZING="-Xms64m -Xmx2g ${GEO_JAVA_OPTS:-}" setsid "$home/bin/standalone.sh" -Djboss.socket.binding.port-offset=$wildfly_port_offset \
    > "$bench_dir/target/service.log" 2>&1 &
  service_pid=$!
  ready_url="http://127.0.0.1:$((9990 + wildfly_port_offset))/health/ready"
}

stop_service() {
  kill -- -"$service_pid" 2>/dev/null; wait "$service_pid" 2>/dev/null || true
  trap - EXIT
}

# The process id of the server's JVM on the bench port.
server_pid() {
  if [ "$server" = wildfly ]; then
    # Anchored, so that offset 10 does not also find a WildFly at offset 100 (mvn verify -Pwildfly's).
    pgrep -f "jboss-modules.jar.*port-offset=$wildfly_port_offset( |\$)" | head -1
  else
    pgrep -f "payara-micro.jar.*--port $port" | head -1
  fi
}

# Used heap in MB of the JVM <pid> after a full collection.
heap_after_gc_mb() {
  local jcmd_bin=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
  "$jcmd_bin" "$1" GC.run > /dev/null
  sleep 2
  "$jcmd_bin" "$1" GC.heap_info | awk '/garbage-first heap|def new generation|PSYoungGen|total/ && /used/ {
      for (i = 1; i <= NF; i++) if ($i == "used") { v = $(i + 1); sub(/K,?/, "", v); printf "%.0f\n", v / 1024; exit } }'
}

# Runs wrk on the baselines and on every path for <seconds> each, answers discarded, so the JIT has compiled them.
# Usage: warm_up <seconds> <path>...
warm_up() {
  local seconds=$1; shift
  echo "Warming up…"
  for path in "${reference_wars[@]/%//ping}" "$@"; do measure "$base/$path" "$seconds" > /dev/null; done
  wait_until_compiled
}

# On two cores the JVM has one C2 compiler thread, which may still be working through the server's start-up
# methods minutes after a warm-up: a run measured then sees one core, not two. Waits (at most
# BENCH_COMPILE_WAIT_SECONDS, default 300) until its queue is empty.
wait_until_compiled() {
  local pid waited=0
  pid=$(server_pid)
  [ -n "$pid" ] || return 0
  while [ "$waited" -lt "${BENCH_COMPILE_WAIT_SECONDS:-300}" ]; do
    jcmd "$pid" Compiler.queue 2>/dev/null | awk '/^C2 compile queue:/ { getline; exit ($0 == "Empty" ? 0 : 1) }' && return
    sleep 5
    waited=$((waited + 5))
  done
  echo "The C2 compile queue is still not empty after ${waited} s; measuring anyway" >&2
}

# When, on what: the line every report starts with (date, cores, Java).
machine_line() {
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $("$java_cmd" -version 2>&1 | head -1)"
}

# Starts the report <file>: its title, then the machine line.
start_report() { # <file> <title>
  { echo "# $2"; echo; echo "$(machine_line)."; echo; } > "$1"
}

# The in-process benchmarks (bench/jmh) against the service's modules as they are now: builds both.
jmh_jar="$bench_dir/jmh/target/benchmarks.jar"
build_jmh() {
  (cd "$root" && mvn -q -B -DskipTests install)
  mvn -q -B -f "$bench_dir/jmh/pom.xml" package
}

# Prints "<requests/s> <p99 ms>" for one wrk run.
measure() {
  local url=$1 seconds=${2:-10}
  wrk -t2 -c32 -d"${seconds}s" --latency "$url" | awk '
    /Requests\/sec/ { rps = $2 }
    $1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v = v / 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v = v * 1000 } p99 = v }
    /Non-2xx/ { non2xx = $NF }
    END { printf "%s %s %s\n", rps, p99, (non2xx == "" ? 0 : non2xx) }'
}

# Prints the server's CPU microseconds per request over one wrk run of the path.
cpu_per_request() {
  local path=$1 pid ticks_per_second before after requests
  pid=$(server_pid)
  ticks_per_second=$(getconf CLK_TCK)
  before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  requests=$(wrk -t2 -c32 -d"${BENCH_SECONDS:-8}s" "$base/$path" | awk '/requests in/ { print $1 }')
  after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  awk -v b="$before" -v a="$after" -v n="$requests" -v t="$ticks_per_second" 'BEGIN { printf "%.1f\n", (a - b) / t * 1e6 / n }'
}

median() {
  sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

# Measures each path against the baseline and the EJB baseline, warmed, median of BENCH_RUNS runs, both baselines
# right before each path so all three see the same machine load; prints a table row per path and writes it to
# the report. The target is the ratio to the baseline; the ratio to the EJB baseline is the share of the
# architecture's floor the endpoint reaches, the cost that is the service's own.
# Usage: compare_with_baseline <title> <report name> <path>...
compare_with_baseline() {
  local title=$1 name=$2; shift 2
  local runs=${BENCH_RUNS:-3} seconds=${BENCH_SECONDS:-10}
  warm_up "${BENCH_WARMUP_SECONDS:-30}" "$@"
  report="$bench_dir/reports/$name-$(date +%Y-%m-%d).md"
  {
    echo "# $title"
    echo
    echo "$(machine_line)."
    echo "wrk -t2 -c32, ${seconds} s per run, median of $runs runs after a warm-up; both baselines measured before each endpoint."
    echo "Baseline: a trivial JAX-RS resource (bench/baseline). EJB baseline: the same answer from a stateless EJB"
    echo "behind a JAX-RS resource in a CDI application (bench/baseline-ejb), the floor of the chosen architecture."
    echo
    echo "| endpoint | requests/s | p99 ms | baseline requests/s | ratio | EJB baseline requests/s | ratio to EJB baseline | non-2xx |"
    echo "|---|---|---|---|---|---|---|---|"
  } > "$report"
  local path rps p99 brps erps non2xx line errors rps_list p99_list base_list ejb_list
  for path in "$@"; do
    rps_list=(); p99_list=(); base_list=(); ejb_list=(); errors=0
    for _ in $(seq 1 "$runs"); do
      read -r brps _ _ < <(measure "$base/baseline/ping" "$seconds")
      read -r erps _ _ < <(measure "$base/baseline-ejb/ping" "$seconds")
      read -r rps p99 non2xx < <(measure "$base/$path" "$seconds")
      base_list+=("$brps"); ejb_list+=("$erps"); rps_list+=("$rps"); p99_list+=("$p99"); errors=$((errors + non2xx))
    done
    rps=$(printf '%s\n' "${rps_list[@]}" | median)
    p99=$(printf '%s\n' "${p99_list[@]}" | median)
    brps=$(printf '%s\n' "${base_list[@]}" | median)
    erps=$(printf '%s\n' "${ejb_list[@]}" | median)
    line="| /$path | $rps | $p99 | $brps | $(ratio "$rps" "$brps") | $erps | $(ratio "$rps" "$erps") | $errors |"
    echo "$line"
    echo "$line" >> "$report"
  done
  echo "Report: $report"
}

# <a> / <b> with two decimals.
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}

# Writes the wrk script of the load mix, every public GET endpoint and POST /ip with 20 addresses, one picked at
# random per request, after checking that each answers 200. Sets load_mix (the script) and load_mix_size.
write_load_mix() {
  local gets=(
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
    /v2/alpha/de /v2/name/united "/v2/all?fields=name,capital" /v2/currency/eur /v2/regionalbloc/eu
    /v3.1/alpha/fra /v3.1/name/united "/v3.1/all?fields=name,flags" /v3.1/region/europe /v3.1/lang/spanish
    "/v3.1/alpha?codes=de,fr,276" /v3.1/translation/alemania "/v3.1/independent?status=false"
    "/geonames/searchJSON?q=paris&maxRows=10" "/geonames/findNearbyPlaceNameJSON?lat=48.86&lng=2.35"
    "/geonames/countryInfoJSON?country=DE" "/geonames/timezoneJSON?lat=35.68&lng=139.69"
    "/geonames/search?q=wien&maxRows=5&style=FULL" "/geonames/get?geonameId=2921044"
    "/geonames/countryCode?lat=47.03&lng=10.2" "/geonames/getJSON?geonameId=2950159&style=FULL"
    /zippopotam/us/90210 /zippopotam/us/ma/belmont
    "/nominatim/search?q=Paris,%20Texas&addressdetails=1" "/nominatim/search?city=Springfield&state=Illinois"
    "/nominatim/reverse?lat=52.52&lon=13.40&zoom=10" /nominatim/status
    "/photon/api?q=berlin&limit=5" "/photon/reverse?lat=48.86&lon=2.35"
  )
  local path code ip_body
  for path in "${gets[@]}"; do
    code=$(curl -s -o /dev/null -w '%{http_code}' "$base$path")
    [ "$code" = 200 ] || { echo "The mix is broken: $path answered $code" >&2; exit 1; }
  done
  ip_body=$(python3 -c 'import json, random; r = random.Random(7); print(json.dumps(["%d.%d.%d.%d" % (r.randrange(1, 224), r.randrange(256), r.randrange(256), r.randrange(256)) for _ in range(20)]))')
  load_mix="$bench_dir/target/load-mix.lua"
  load_mix_size=${#gets[@]}
  {
    echo "local gets = {"
    printf '  "%s",\n' "${gets[@]}"
    echo "}"
    echo "local post_ip"
    echo "local post_mcp"
    echo "-- Formatted in init: at load time wrk.host is not known yet, and the request would lack its Host header."
    echo "init = function(args)"
    echo "  post_ip = wrk.format(\"POST\", \"/ip\", { [\"Content-Type\"] = \"application/json\" }, [==[$ip_body]==])"
    echo "  post_mcp = wrk.format(\"POST\", \"/mcp\", { [\"Content-Type\"] = \"application/json\","
    echo "    [\"Accept\"] = \"application/json, text/event-stream\", [\"MCP-Protocol-Version\"] = \"2025-06-18\" },"
    echo "    [==[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"search_cities\",\"arguments\":{\"q\":\"san\",\"limit\":5}}}]==])"
    echo "end"
    echo "request = function()"
    echo "  local pick = math.random(#gets + 2)"
    echo "  if pick == #gets + 1 then return post_ip end"
    echo "  if pick > #gets then return post_mcp end"
    echo "  return wrk.format(\"GET\", gets[pick])"
    echo "end"
  } > "$load_mix"
}

# One minute of the load mix at <connections>, printed as the table row
# "| <label> | requests/s | p50 ms | p99 ms | non-2xx | socket errors (connect/read/write/timeout) |".
load_minute() {
  local label=$1 connections=$2 out
  out=$(wrk -t2 -c"$connections" -d60s --latency -s "$load_mix" "$base")
  grep -q "Requests/sec" <<< "$out" || { echo "wrk failed: $out" >&2; exit 1; }
  echo "$out" | awk -v m="$label" '
    function ms(v) { if (v ~ /us$/) { sub(/us/, "", v); return v / 1000 } if (v ~ /ms$/) { sub(/ms/, "", v); return v }
                     if (v ~ /s$/) { sub(/s/, "", v); return v * 1000 } return v }
    /Requests\/sec/ { rps = $2 }
    $1 == "50%" { p50 = ms($2) } $1 == "99%" { p99 = ms($2) }
    /Non-2xx/ { non2xx = $NF }
    /Socket errors/ { gsub(/,/, ""); c = $4; r = $6; w = $8; t = $10 }
    END { printf "| %s | %.0f | %.2f | %.2f | %d | %d (%d/%d/%d/%d) |\n", m, rps, p50, p99, non2xx, c + r + w + t, c, r, w, t }'
}

# Starts the service for compare_pairs with the response cache off unless BENCH_RESPONSE_CACHE says otherwise, so
# that each request is answered by the read models rather than replayed; wrk and the baseline WAR are made ready.
start_uncached_service() {
  export BENCH_RESPONSE_CACHE=${BENCH_RESPONSE_CACHE:-off}
  ensure_wrk
  build_baseline
  start_service
}

# The conditions of a compare_pairs run, for its report's header.
pair_run_conditions() {
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(git -C "$root" log -1 --format=%h); wrk -t2 -c32, response cache ${BENCH_RESPONSE_CACHE}, ${BENCH_SECONDS:-10} s per run, median of ${BENCH_RUNS:-3}."
}

# Measures pairs of paths that answer the same question (the path under test, then its twin), each beside the
# JAX-RS -> EJB baseline, warmed, median of BENCH_RUNS runs, all three right after one another so they see the same
# machine load; prints a table row per pair and writes it to the report after its header lines.
# Usage: compare_pairs <report> <header line>... -- <name|path|twin>...
compare_pairs() {
  local report=$1; shift
  : > "$report"
  while [ "$1" != "--" ]; do echo "$1" >> "$report"; shift; done
  shift
  local pair name tested twin
  echo "Warming up…"
  for pair in "$@"; do
    IFS='|' read -r _ tested twin <<< "$pair"
    measure "$base/$tested" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
    measure "$base/$twin" "${BENCH_WARMUP_SECONDS:-20}" > /dev/null
  done
  for pair in "$@"; do
    IFS='|' read -r name tested twin <<< "$pair"
    local tested_list=() twin_list=() base_list=() trps wrps brps line
    for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
      read -r brps _ _ < <(measure "$base/baseline/ping" "${BENCH_SECONDS:-10}")
      read -r wrps _ _ < <(measure "$base/$twin" "${BENCH_SECONDS:-10}")
      read -r trps _ _ < <(measure "$base/$tested" "${BENCH_SECONDS:-10}")
      base_list+=("$brps"); twin_list+=("$wrps"); tested_list+=("$trps")
    done
    trps=$(printf '%s\n' "${tested_list[@]}" | median)
    wrps=$(printf '%s\n' "${twin_list[@]}" | median)
    brps=$(printf '%s\n' "${base_list[@]}" | median)
    line=$(awk -v n="$name" -v t="$trps" -v w="$wrps" -v b="$brps" \
      'BEGIN { printf "| %s | %s | %s | %s | %.2f | %.2f |", n, t, w, b, t / w, t / b }')
    echo "$line"
    echo "$line" >> "$report"
  done
  echo "Report: $report"
}
