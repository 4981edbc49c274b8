#!/usr/bin/env bash
# How long the tutor's first window takes to paint, against a bare FlatLaf window started the same way in the same
# run (same launcher, same JVM options; the bare one is the same program with -Dtutor.bare=true). Needs a display
# (xvfb-run will do). Prints each pair and the median ratio; the target is at most 1.6.
#
#   app/src/test/scripts/startup-ratio.sh                                   # java -jar app/target/monopoly-tutor.jar
#   app/src/test/scripts/startup-ratio.sh /opt/monopoly-tutor/bin/monopoly-tutor
#   RUNS=7 app/src/test/scripts/startup-ratio.sh java -XX:+UseSerialGC -jar app/target/monopoly-tutor.jar
#
# The options go through JDK_JAVA_OPTIONS, which the java launcher and jpackage's launchers both read.
set -euo pipefail
if [ $# -eq 0 ]; then
  set -- java -jar "$(dirname "$0")/../../../target/monopoly-tutor.jar"
fi
runs=${RUNS:-5}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
run() { # $1: extra options, then the command
  local extra=$1; shift
  JDK_JAVA_OPTIONS="-Dtutor.timing=true -Dtutor.exitAfterPaint=true -Dtutor.home=$home $extra" "$@" 2>&1 >/dev/null \
    | sed -n 's/^tutor.timing first-paint-ms \([0-9]*\)$/\1/p' | head -1
}
run "" "$@" >/dev/null   # a first start warms the disk cache for both
ratios=()
for i in $(seq "$runs"); do
  bare=$(run "-Dtutor.bare=true" "$@")
  tutor=$(run "" "$@")
  ratio=$(awk -v t="$tutor" -v b="$bare" 'BEGIN { printf "%.2f", t / b }')
  echo "run $i: bare FlatLaf window ${bare} ms, tutor ${tutor} ms, ratio ${ratio}"
  ratios+=("$ratio")
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
echo "median ratio ${median} (target: at most 1.6)"
