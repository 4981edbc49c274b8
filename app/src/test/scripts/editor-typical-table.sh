#!/bin/bash
# Sets up the typical table by clicks and keys, as a user would, and times it.
# The brief's typical table (three players, six deeds, houses on the light blues, Ben just landed on
# Boardwalk) set up through the window by xdotool, for a timing. Run from the repository under Xvfb without a
# window manager at 1280x800, after `mvn -pl app test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt`:
#   xvfb-run -a -s "-screen 0 1280x800x24" app/src/test/scripts/editor-typical-table.sh out.png
# Coordinates are those of the 1280x800 light layout; each action is followed by a 0.25 s pause.
cd "$(dirname "$0")/../../../.."
CP=app/target/classes:$(cat app/target/cp.txt)
java -Dtutor.home="${TMPDIR:-/tmp}/tutor-drive-home" -cp $CP tutor.Main >/dev/null 2>&1 &
APP=$!
for i in $(seq 1 60); do W=$(xdotool search --name "Rules Tutor" 2>/dev/null | head -1); [ -n "$W" ] && break; sleep 0.5; done
sleep 4
xdotool windowmove $W 0 0; xdotool windowsize $W 1280 800; sleep 1
xdotool windowactivate --sync $W 2>/dev/null; xdotool windowfocus $W; sleep 0.5
xdotool mousemove 208 38 click 1; sleep 2
S=0.25
click() { xdotool mousemove $1 $2 click 1; sleep $S; }
own() { # square x y, owner index (Down presses)
  click $1 $2; click 1150 172; for k in $(seq 1 $3); do xdotool key Down; sleep 0.05; done; xdotool key Return; sleep $S; }
start=$(date +%s.%N)
own 527 580 1; click 1253 192; click 1253 192
own 567 580 1; click 1253 192; click 1253 192
own 645 580 1; click 1253 192; click 1253 192
own 685 580 2
own 900 445 3; click 993 250
own 470 480 3
xdotool mousemove 200 184 click --repeat 2 --delay 80 1; sleep 0.5; xdotool key End Return; sleep $S
click 1175 300; xdotool key Down Return; sleep $S
click 1175 327; xdotool key Down Down Return; sleep $S
end=$(date +%s.%N)
echo "seconds: $(echo "$end - $start" | bc)"
import -window root "${1:-/tmp/editor-driven.png}"
kill $APP
