#!/usr/bin/env bash
# Where a request's server CPU goes: Java Flight Recorder samples the service's threads while wrk sends one path
# (default alpha/de; the EJB baseline, baseline-ejb/ping, for the floor), warmed; each sample is put to the layer of
# its innermost frame outside the JDK (Grizzly, the servlet container, Jersey, Weld, the EJB container, Payara,
# the service) and to every layer on its stack. Usage: bench/profile.sh [path] [seconds]. Writes
# bench/reports/profile-<path>-<date>.md; the recording stays in bench/target/profile.jfr for JDK Mission Control.
# BENCH_HEADER (e.g. "Accept-Encoding: gzip") is sent with every request.
source "$(dirname "$0")/lib.sh"

path=${1:-alpha/de}
seconds=${2:-30}
recording="$bench_dir/target/profile.jfr"
jfr_bin=${JAVA_HOME:+$JAVA_HOME/bin/}jfr
jcmd_bin=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd

# Prints "<samples> <layer>" lines, innermost non-JDK frame first ("self"), then any frame on the stack ("on stack").
layers() {
  "$jfr_bin" print --stack-depth 256 --events jdk.ExecutionSample "$recording" | awk '
    function layer(frame) {
      if (frame ~ /^org\.glassfish\.grizzly/) return "Grizzly (HTTP)";
      if (frame ~ /^org\.apache\.catalina|^org\.glassfish\.web|^com\.sun\.enterprise\.web|^org\.apache\.coyote/) return "servlet container";
      if (frame ~ /^org\.glassfish\.jersey/) return "Jersey (JAX-RS)";
      if (frame ~ /^org\.jvnet\.hk2|^org\.glassfish\.hk2/) return "HK2 (Jersey'"'"'s injection)";
      if (frame ~ /^io\.opentelemetry/) return "OpenTelemetry (request tracing)";
      if (frame ~ /^io\.prometheus|^io\.micrometer|^io\.smallrye\.metrics|^fish\.payara\.microprofile\.metrics/) return "metrics";
      if (frame ~ /^org\.jboss\.weld/) return "Weld (CDI)";
      if (frame ~ /^com\.sun\.ejb|^org\.glassfish\.ejb|^com\.sun\.enterprise\.security|^org\.glassfish\.security/) return "EJB container and security";
      if (frame ~ /^fish\.payara|^org\.glassfish|^com\.sun\.enterprise/) return "Payara, other";
      if (frame ~ /^dev\.geolookup/) return "the service";
      if (frame ~ /^java\.|^jdk\.|^sun\.|^com\.sun\.|^\.\.\./) return "";
      return "other libraries";
    }
    /jdk.ExecutionSample/ { inStack = 0; self = ""; delete seen; next }
    /stackTrace = \[/ { inStack = 1; next }
    inStack && /^[[:space:]]*\]/ {
      inStack = 0; total++;
      selfCount[self == "" ? "JDK only" : self]++;
      for (l in seen) onStack[l]++;
      next
    }
    inStack {
      frame = $1; sub(/\(.*/, "", frame); l = layer(frame);
      if (l != "") { if (self == "") self = l; seen[l] = 1 }
    }
    END {
      for (l in selfCount) printf "self|%s|%d|%.1f\n", l, selfCount[l], 100 * selfCount[l] / total;
      for (l in onStack) printf "stack|%s|%d|%.1f\n", l, onStack[l], 100 * onStack[l] / total;
      printf "total|samples|%d|100\n", total
    }'
}

ensure_wrk
build_baseline
start_service
warm_up 15 "$path"
pid=$(server_pid)
rm -f "$recording"
"$jcmd_bin" "$pid" JFR.start name=profile settings=profile filename="$recording" > /dev/null
wrk -t2 -c32 -d"${seconds}s" ${BENCH_HEADER:+-H "$BENCH_HEADER"} "$base/$path" | grep -E "Requests/sec"
"$jcmd_bin" "$pid" JFR.stop name=profile > /dev/null
report="$bench_dir/reports/profile-$(echo "$path" | tr -c 'a-zA-Z0-9\n' '-')-$(date +%Y-%m-%d).md"
{
  echo "# Where the server's CPU goes for /$path"
  echo
  echo "$(machine_line). wrk -t2 -c32 for $seconds s after a warm-up${BENCH_HEADER:+, header $BENCH_HEADER}; JFR execution samples of every thread."
  echo
  echo "| layer | samples, innermost frame outside the JDK | share | samples with the layer on the stack | share |"
  echo "|---|---|---|---|---|"
  layers > "$bench_dir/target/profile-layers.txt"
  awk -F'|' '$1 == "self" { self[$2] = $3 "|" $4 } $1 == "stack" { stack[$2] = $3 "|" $4 } $1 == "total" { total = $3 }
    END { for (l in self) { split(self[l], s, "|"); split((l in stack) ? stack[l] : "0|0", t, "|");
          printf "| %s | %s | %s%% | %s | %s%% |\n", l, s[1], s[2], t[1], t[2] } }' \
    "$bench_dir/target/profile-layers.txt" | sort -t'|' -k3 -nr
  echo "| all | $(awk -F'|' '$1 == "total" { print $3 }' "$bench_dir/target/profile-layers.txt") | 100% | | |"
} > "$report"
cat "$report"
echo "Report: $report"
