# Shared by the bench scripts: wrk, the baseline WAR and a running service with it deployed.
set -euo pipefail
bench_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$bench_dir/.." && pwd)
port=${GEO_BENCH_PORT:-8090}
base="http://localhost:$port"

ensure_wrk() {
  command -v wrk > /dev/null && return
  echo "Installing wrk (Debian package)…"
  if [ "$(id -u)" = 0 ]; then apt-get install -y wrk > /dev/null; else sudo apt-get install -y wrk > /dev/null; fi
}

# The trivial JAX-RS resource the figures are compared with, compiled against the same Jakarta EE API.
build_baseline() {
  local api out
  (cd "$root" && mvn -q -B -DskipTests install)
  api=$(find ~/.m2/repository/jakarta/platform/jakarta.jakartaee-api/10.0.0 -name 'jakarta.jakartaee-api-10.0.0.jar' | head -1)
  out="$bench_dir/target/baseline"
  rm -rf "$out" && mkdir -p "$out/WEB-INF/classes"
  javac -q -d "$out/WEB-INF/classes" -cp "$api" $(find "$bench_dir/baseline/src" -name '*.java') 2>/dev/null ||
    javac -d "$out/WEB-INF/classes" -cp "$api" $(find "$bench_dir/baseline/src" -name '*.java')
  (cd "$out" && jar cf "$bench_dir/target/baseline.war" WEB-INF)
}

start_service() {
  GEO_PORT=$port GEO_PAYARA_ARGS="--deploy $bench_dir/target/baseline.war" "$root/run" > "$bench_dir/target/service.log" 2>&1 &
  service_pid=$!
  trap 'kill $service_pid 2>/dev/null; wait $service_pid 2>/dev/null' EXIT
  for _ in $(seq 1 300); do
    curl -fs "$base/health/ready" > /dev/null 2>&1 && curl -fs "$base/baseline/ping" > /dev/null 2>&1 && return
    sleep 1
  done
  echo "The service did not become ready; see $bench_dir/target/service.log" >&2
  exit 1
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

median() {
  sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
