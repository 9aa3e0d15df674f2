#!/usr/bin/env bash
# The built `wolfsuite` binary end to end (ctest cli_end_to_end): every codec compresses a file
# and expands it back byte for byte, through files and through pipes; bad input exits 1 with an
# E- ID and leaves no output file; a bad command line exits 2.
# Usage: end_to_end_test.sh WOLFSUITE_BINARY SCRATCH_FOLDER
set -euo pipefail
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR

wolfsuite=$1
scratch=$2
rm -rf "$scratch"
mkdir -p "$scratch"
cd "$scratch"

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Exit code of a command that is expected to fail, without tripping `set -e`.
exit_code_of() {
  local code=0
  "$@" || code=$?
  echo "$code"
}

# 2656 bytes: RLEW and Carmack tag words, runs, the bytes a text-mode stream would mangle
# (LF, CR, ^Z, NUL), then every byte value once.
{
  for _ in $(seq 1 200); do printf '\xcd\xab\x00\xa7\x05\xa8\x0a\x0d\x1a\x00\x34\x12'; done
  for value in $(seq 0 255); do printf "\\x$(printf %02x "$value")"; done
} > input.bin
[ "$(wc -c < input.bin)" -eq 2656 ] || fail "input.bin is not 2656 bytes"

"$wolfsuite" rlew compress --tag 0xABCD input.bin input.rlew
"$wolfsuite" rlew expand --tag 43981 input.rlew rlew.out
cmp input.bin rlew.out || fail "rlew round trip through files"

"$wolfsuite" carmack compress input.bin input.carmack
"$wolfsuite" carmack expand input.carmack carmack.out
cmp input.bin carmack.out || fail "carmack round trip through files"

"$wolfsuite" huffman compress --dict-out input.dict input.bin input.huff
[ "$(wc -c < input.dict)" -eq 1024 ] || fail "the VGADICT is not 1024 bytes"
"$wolfsuite" huffman expand --dict input.dict < input.huff > huffman.out
cmp input.bin huffman.out || fail "huffman round trip through stdin and stdout"

# A GAMEMAPS plane's path, both ways through pipes.
"$wolfsuite" rlew compress < input.bin | "$wolfsuite" carmack compress - - |
  "$wolfsuite" carmack expand | "$wolfsuite" rlew expand - > pipe.out
cmp input.bin pipe.out || fail "rlew + carmack round trip through pipes"

# Bad input: exit 1, the catalogue ID on stderr, no output file.
printf '\x08\x00\x11\x22' > short.rlew
code=$(exit_code_of "$wolfsuite" rlew expand short.rlew short.out 2> short.err)
[ "$code" -eq 1 ] || fail "truncated RLEW exited $code, not 1"
grep -q '^wolfsuite: E-RLEW-TRUNCATED at byte ' short.err || fail "no E-RLEW-TRUNCATED: $(cat short.err)"
[ ! -e short.out ] || fail "a failed expand left short.out"

# Usage errors: exit 2.
code=$(exit_code_of "$wolfsuite" rlew squash input.bin 2> /dev/null)
[ "$code" -eq 2 ] || fail "unknown direction exited $code, not 2"
code=$(exit_code_of "$wolfsuite" rlew compress --tag 0x10000 input.bin 2> /dev/null)
[ "$code" -eq 2 ] || fail "out-of-range --tag exited $code, not 2"

"$wolfsuite" --version | grep -q '^wolfsuite [0-9]' || fail "--version"
"$wolfsuite" codecs --generated-only > codecs.txt || fail "codecs --generated-only: $(cat codecs.txt)"
grep -q '^result: every round trip holds$' codecs.txt || fail "codecs verdict missing"

echo "cli_end_to_end: ok"
