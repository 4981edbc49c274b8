#!/usr/bin/env bash
# Measures, in one run, our simulate and drills mine against the fastest open-source Monopoly simulator
# (gamescomputersplay/monopoly, Python), with the same number of games and players, single process and
# one process per core. The peer's code is not ours and is never committed: unpack its snapshot into
# /tmp/peer first, e.g.  git -C <its git dir> archive HEAD | tar x -C /tmp/peer,  and install tqdm
# (Debian: apt-get install -y python3-tqdm). Run from the repository's top after `mvn -B -DskipTests package`.
#
#   app/src/test/scripts/peer-benchmark.sh [GAMES] [PLAYERS]     (default 10000 games, 4 players)
#
# Prints one line per run: wall seconds, CPU seconds (user+sys, all threads and processes), games per
# wall second, games per CPU second, and the peak resident memory.
set -euo pipefail
GAMES=${1:-10000}
PLAYERS=${2:-4}
JAR=${JAR:-app/target/monopoly-tutor.jar}
PEER=${PEER:-/tmp/peer}
PY=${PYTHON:-/usr/bin/python3}
CORES=$(nproc)
OUT=$(mktemp -d)

measure() { # name, command...  (N=games for the rates, when not GAMES)
  local name=$1; shift
  local games=${N:-$GAMES}
  /usr/bin/time -f "%e %U %S %M" -o "$OUT/time" "$@" > "$OUT/stdout" 2> "$OUT/stderr" || { echo "$name failed"; tail -5 "$OUT/stderr"; return; }
  read -r wall user sys kb < "$OUT/time"
  awk -v n="$name" -v g="$games" -v w="$wall" -v u="$user" -v s="$sys" -v k="$kb" 'BEGIN {
    c = u + s; printf "%-44s %8.1f s wall %8.1f s CPU %9.0f games/s %9.0f games/CPU-s %6.0f MB\n", n, w, c, g / w, g / c, k / 1024 }'
}

# A new jar's first long command makes its class-data-sharing archive (tutor.WindowProcess); every later run uses it.
java -jar "$JAR" simulate --ruleset classic --games 10 --players "$PLAYERS" --seed 1 --lang en > /dev/null 2>&1
echo "$GAMES games of $PLAYERS players; $CORES cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
measure "ours: simulate" java -jar "$JAR" simulate --ruleset classic --games "$GAMES" --players "$PLAYERS" --seed 1 --lang en
measure "ours: simulate, in-process, -XX:+UseSerialGC" java -XX:+UseSerialGC -jar "$JAR" simulate --ruleset classic --games "$GAMES" --players "$PLAYERS" --seed 1 --lang en
rm -rf "$OUT/drills"
N=2000 measure "ours: drills mine (2000 games)" java -jar "$JAR" drills mine --ruleset classic --games 2000 --out "$OUT/drills" --lang en
echo "  $(grep -h 'mined' "$OUT/stdout")"

if [ ! -d "$PEER/monopoly" ]; then
  echo "peer: no snapshot in $PEER (see the top of this script)"; exit 0
fi
cat > "$OUT/peer.py" <<PYEOF
import random, sys
sys.path.insert(0, "$PEER")
import settings
from monopoly.log_settings import LogSettings
from monopoly.core.game import monopoly_game
games, procs, keep_log = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "log"
settings.SimulationSettings.n_games = games
LogSettings.KEEP_GAME_LOG = keep_log
LogSettings.EVENTS_LOG_PATH = "$OUT/events.log"
LogSettings.BANKRUPTCIES_PATH = "$OUT/bankruptcies.tsv"
LogSettings.init_logs()
rng = random.Random(settings.SimulationSettings.seed)
pairs = [(i + 1, rng.getrandbits(32)) for i in range(games)]
if procs == 1:
    for p in pairs:
        monopoly_game(p)
else:
    from tqdm.contrib.concurrent import process_map
    process_map(monopoly_game, pairs, max_workers=procs, chunksize=8, disable=True)
PYEOF
# The peer's own settings (4 players) stand; its game log off (its fastest), then on (as it ships).
measure "peer: 1 process, no game log" "$PY" "$OUT/peer.py" "$GAMES" 1 nolog
measure "peer: $CORES processes, no game log" "$PY" "$OUT/peer.py" "$GAMES" "$CORES" nolog
measure "peer: $CORES processes, its game log" "$PY" "$OUT/peer.py" "$GAMES" "$CORES" log
rm -rf "$OUT"
