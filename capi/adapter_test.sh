#!/usr/bin/env bash
# The C adapter (examples/wolfsuite_c_adapter.c) answering hand-made requests of the gate
# protocol (ctest capi_c_adapter): an RLEW stream it expands to the expected bytes, a truncated
# one it rejects with the decoder's id, a capability it does not have, a request that is not
# JSON (exit 2), one past 1 MiB (exit 2), an input past 32 MiB and parameters outside their C
# types (rejected); then, on the synthetic set, a demo's trace and an AdLib effect's register writes
# byte for byte as the `wolfsuite` command writes them.
# Usage: adapter_test.sh ADAPTER_BINARY SCRATCH_FOLDER WOLFSUITE_BINARY SET_FOLDER
set -euo pipefail
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR

adapter=$1
wolfsuite=$3
set_folder=$4
rm -rf "$2" && mkdir -p "$2" && cd "$2"

# Runs the adapter on the request REQUEST and fails unless its response matches the glob PATTERN.
expect_response() {
  local request=$1 pattern=$2 response
  response=$(printf '%s' "$request" | "$adapter")
  # shellcheck disable=SC2053 # PATTERN is a glob on purpose
  [[ $response == $pattern ]] || { echo "FAIL: response $response, not $pattern" >&2; exit 1; }
}

# The request the gate would send for an rlew-expand vector of the file DATA.
rlew_request() {
  printf '{"protocol": "wolfsuite-adapter/1", "id": "synthetic/rlew-expand/%s",
  "capability": "rlew-expand", "inputs": {"data": "%s/%s"},
  "params": {"tag": 43981, "expanded_bytes": 8}, "output": "%s/%s.out"}\n' \
    "$1" "$PWD" "$1" "$PWD" "$1"
}

# Tag 0xABCD, a run of 3 words 0x1234, then the word 0x5678: 8 bytes expanded.
printf '\xcd\xab\x03\x00\x34\x12\x78\x56' > run.rlew
printf '\x34\x12\x34\x12\x34\x12\x78\x56' > run.expected
expect_response "$(rlew_request run.rlew)" '{"protocol": "wolfsuite-adapter/1", "status": "ok"}'
cmp run.rlew.out run.expected

# The same run with its value word cut off: rejected, and no output.
printf '\xcd\xab\x03\x00' > cut.rlew
expect_response "$(rlew_request cut.rlew)" '*"status": "rejected", "error": "E-RLEW-*'
[[ ! -e cut.rlew.out ]]

expect_response '{"capability": "vswap-page", "inputs": {}, "params": {"page": 0}}' \
  '{"protocol": "wolfsuite-adapter/1", "status": "unsupported"}'

code=0
printf 'not json' | "$adapter" > /dev/null 2>&1 || code=$?
[[ $code == 2 ]]

# Nothing grows without bound: a request past 1 MiB is not one (exit 2), an input past 32 MiB is
# rejected with E-IO-TOO-LARGE.
code=0
head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' | "$adapter" > /dev/null 2>&1 || code=$?
[[ $code == 2 ]]
truncate -s $((32 * 1024 * 1024 + 1)) huge.rlew
expect_response "$(rlew_request huge.rlew)" '*"status": "rejected", "error": "E-IO-TOO-LARGE"*'

# A parameter outside its C type's range is rejected, not cut by a cast: tag 0x10000 would have
# been tag 0, expanded_bytes -1 a size of 2^64 - 1.
expect_response "$(rlew_request run.rlew | sed 's/"tag": 43981/"tag": 65536/')" \
  '*"status": "rejected", "error": "E-CAPI-ARGUMENT"*'
expect_response "$(rlew_request run.rlew | sed 's/"expanded_bytes": 8/"expanded_bytes": -1/')" \
  '*"status": "rejected", "error": "E-CAPI-ARGUMENT"*'
expect_response "$(rlew_request run.rlew | sed 's/"expanded_bytes": 8/"expanded_bytes": 99999999999999999999/')" \
  '*"status": "rejected", "error": "E-CAPI-ARGUMENT"*'
# The synthetic set's files as a request's inputs, by their stems.
set_inputs() {
  local inputs="" stem
  for stem in "$@"; do inputs+="${inputs:+, }\"$stem\": \"$set_folder/$stem.wl1\""; done
  printf '{%s}' "$inputs"
}

expect_response "{\"capability\": \"demo-trace\", \"params\": {\"demo\": 1},
  \"inputs\": $(set_inputs maphead gamemaps vswap vgahead vgadict vgagraph),
  \"output\": \"$PWD/demo1.jsonl\"}" '{"protocol": "wolfsuite-adapter/1", "status": "ok"}'
"$wolfsuite" demo "$set_folder" --demo 1 --trace command-demo1.jsonl > /dev/null
cmp demo1.jsonl command-demo1.jsonl

expect_response "{\"capability\": \"adlib-sound\", \"params\": {\"sound\": 0},
  \"inputs\": $(set_inputs audiohed audiot), \"output\": \"$PWD/sfx0.txt\"}" \
  '{"protocol": "wolfsuite-adapter/1", "status": "ok"}'
"$wolfsuite" play "$set_folder" --sfx 0 --writes command-sfx0.txt
cmp sfx0.txt command-sfx0.txt
echo "capi_c_adapter: every request answered as expected"
