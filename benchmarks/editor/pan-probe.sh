#!/usr/bin/env bash
# Runs the editor's pan probe (docs/BENCHMARKS.md "Editor") under Xvfb with the JavaFX pulse
# logger and prints, over the pulses of the pan only, the percentiles of:
#   total - the logger's pulse time: the pulse's work and any wait for the renderer
#   work  - the pulse's phases without "Waiting for previous rendering"
#   paint - the renderer's "Painting" phase
# after the probe's own lines (open time, frame gaps).
# Build first: mvn -B -q -pl editor -am package -DskipTests && mvn -B -q -pl editor -am test-compile
# Usage: benchmarks/editor/pan-probe.sh [java options, e.g. -Dprobe.settleMs=3000 -Dprobe.stepX=16]
set -euo pipefail
editor="$(cd "$(dirname "$0")/../../editor" && pwd)"
log="$(mktemp)"
pulses="$(mktemp)"
trap 'rm -f "$log" "$pulses"' EXIT
(cd "$editor" && xvfb-run -a -s "-screen 0 1600x1000x24" java "$@" \
    -Djavafx.pulseLogger=true -Djavafx.pulseLogger.threshold=0 \
    -cp "target/test-classes:target/stagestack-editor.jar" \
    dev.stagestack.editor.bench.EditorLoadPanProbe) > "$log" 2>&1
grep '^PROBE \(open\|frame\)' "$log"
# One line per pulse of the pan: total work paint.
awk '
  function flush() { if (n) print total, work, paint }
  /PROBE pan-start/ { on = 1; next }
  /PROBE pan-end/   { on = 0 }
  !on { next }
  /^PULSE:/ { flush(); n = 1; split($3, t, /[\[:\]]/); total = t[3] + 0; work = 0; paint = 0; next }
  n && /\+[0-9]+ms\)/ {
    match($0, /\+[0-9]+ms/); ms = substr($0, RSTART + 1, RLENGTH - 3) + 0
    if ($0 !~ /Waiting for previous/) work += ms
    if ($0 ~ /Painting/) paint += ms
  }
  END { flush() }' "$log" > "$pulses"
count=$(wc -l < "$pulses")
percentile() { # column, percent
  cut -d' ' -f"$1" "$pulses" | sort -n | sed -n "$((count * $2 / 100 + 1))p"
}
line="$count pulses"
for column in 1:total 2:work 3:paint; do
  line="$line | ${column#*:} p50 $(percentile "${column%%:*}" 50) p95 $(percentile "${column%%:*}" 95) p99 $(percentile "${column%%:*}" 99)"
done
echo "$line"
