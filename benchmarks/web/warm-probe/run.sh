#!/usr/bin/env bash
# Bounce's session, cold and warm, on the JVM and in headless Chromium, alternating, in one run
# (docs/BENCHMARKS.md, "Bounce: behaviours in the page"). First: mvn -B install -DskipTests (the project);
# MAVEN_REPO=DIR uses another local Maven repository.
#   bash benchmarks/web/warm-probe/run.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")"
python3 make-data.py
mvn -B -q ${MAVEN_REPO:+-Dmaven.repo.local=$MAVEN_REPO} package -DskipTests
mvn -B -q ${MAVEN_REPO:+-Dmaven.repo.local=$MAVEN_REPO} dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
printf '<!DOCTYPE html><script src="probe.js"></script><script>main([]);</script>\n' > target/page/probe.html
for round in $(seq "${1:-3}"); do
  echo "JVM     $(java -cp "target/classes:$(cat target/classpath.txt)" probe.Probe)"
  rm -rf target/profile
  echo "Chromium $(chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=target/profile \
      --enable-logging=stderr --v=0 --dump-dom "file://$PWD/target/page/probe.html" 2>&1 >/dev/null \
      | grep -o 'PROBE.*ticks/s' | head -1)"
done
