#!/usr/bin/env bash
# The original engine as a port: exports the vectors of the synthetic sets (all four games), of
# the real sets beside the repository (wl1, sdm) with REAL = "real", and GENERATE seeded random
# views and recordings a set (default 0), and gates the engine tool on them through
# engine_adapter.py, on the capabilities given (comma-separated).
#
#   engine_gate.sh WOLFSUITE OUT CAPABILITIES [GENERATE [real]]
#
# Then every golden view of each synthetic set (golden/frames/<set>.json, the views with open
# doors and a moving pushwall too) is drawn by the engine and hashed (engine_golden_frames.py).
# Passes (exit 0) when the gate passes with --strict and the tool's own expectations
# (engine-expectations.json: where the tool, not the suite, departs from DOS), and every golden
# view is equal. Exit 77 (ctest's skip) with a message when the engine tool or its SDL2 runtime
# is absent. The engine is ../shared/tools/engine/engine beside the repository, or
# $WOLFSUITE_ENGINE; the real sets are found in $WOLFSUITE_DATA or ../shared/data.
set -euo pipefail
wolfsuite=${1:?usage: engine_gate.sh WOLFSUITE OUT CAPABILITIES}
out=${2:?usage: engine_gate.sh WOLFSUITE OUT CAPABILITIES}
capabilities=${3:?usage: engine_gate.sh WOLFSUITE OUT CAPABILITIES}
generate=${4:-0}
real=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
engine=${WOLFSUITE_ENGINE:-$here/../../../shared/tools/engine/engine}
skip=77

if [[ ! -x $engine ]]; then
  echo "SKIPPED: no engine tool at $engine (the engine checks need ../shared/tools/engine)"
  exit $skip
fi
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
"$wolfsuite" synthetic "$probe/set" >/dev/null
status=0
"$engine" wl1 "$probe/set" --oracle-dump-page 0 "$probe/page" 2>"$probe/stderr" || status=$?
if [[ $status == 127 ]]; then
  echo "SKIPPED: the engine tool cannot start: $(head -1 "$probe/stderr")"
  exit $skip
fi

rm -rf "$out"
mkdir -p "$out"
data=${WOLFSUITE_DATA:-$here/../../../shared/data}
real_sets=()
if [[ $real == real ]]; then
  for set in wl1 sdm; do
    [[ -d $data/$set ]] && real_sets+=("$data/$set") || echo "engine gate: no $data/$set"
  done
fi
"$wolfsuite" vectors ${real_sets[@]+"${real_sets[@]}"} --generate "$generate" --seed 1 \
  -o "$out/vectors" >"$out/vectors.txt"
gate_status=0
"$wolfsuite" gate --vectors "$out/vectors" --adapter "python3 '$here/engine_adapter.py'" \
  --only "$capabilities" --require "$capabilities" --jobs 2 --timeout 120 \
  --expectations "$here/engine-expectations.json" --strict \
  --json "$out/gate.json" --html "$out/gate.html" >"$out/gate.txt" 2>&1 || gate_status=$?
tail -1 "$out/gate.txt"
[[ $gate_status == 0 ]] || grep -E "^wolfsuite: gate: \[" "$out/gate.txt" | head -20

frames_status=0
for game in wl1 wl6 sdm sod; do
  name=synthetic
  [[ $game != wl1 ]] && name=synthetic-$game
  "$wolfsuite" synthetic --game "$game" "$out/$name" >/dev/null
  python3 "$here/engine_golden_frames.py" "$engine" "$game" "$out/$name" \
    "$here/../../golden/frames/$name.json" || frames_status=1
done
exit $((gate_status != 0 || frames_status != 0))
