#!/usr/bin/env bash
# ctest cli_relocated_install: installs the build into a scratch prefix, moves the prefix, and runs
# the moved command. `vectors` must find the corpus in the moved prefix's share/wolfsuite and export
# every verdict vector the source tree's corpus gives, and the command must name no folder of the
# source or build tree (docs/INSTALLING.md).
# Usage: relocated_install_test.sh BUILD_FOLDER SOURCE_FOLDER SCRATCH_FOLDER
set -euo pipefail
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR

build=$1
source=$2
scratch=$3
rm -rf "$scratch"
mkdir -p "$scratch"

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Stripped, as the packages are (CPACK_STRIP_FILES): the line tables of a -g1 build name every
# source file, and nothing the command runs with.
cmake --install "$build" --prefix "$scratch/a" --strip >/dev/null
mv "$scratch/a" "$scratch/b"
wolfsuite=$scratch/b/bin/wolfsuite
[[ ! -e $scratch/a ]] || fail "the prefix did not move"

for folder in "$source" "$build"; do
  if grep -q -a -F "$folder" "$wolfsuite"; then
    fail "$wolfsuite names $folder: $(grep -a -o -F "$folder[^[:space:]]*" "$wolfsuite" | head -3)"
  fi
done

# The ids of the corpus's verdict vectors in a VECTORS folder's manifest, one a line.
verdict_ids() {
  { grep -o '"id": *"corpus/verdict/[^"]*"' "$1/manifest.json" || true; } | sort -u
}

# The moved command must find its data by its own location alone.
unset WOLFSUITE_SHARE_DIR
"$wolfsuite" vectors --game wl1 -o "$scratch/installed" \
  2>"$scratch/installed.err" >/dev/null
if grep -q "no corpus" "$scratch/installed.err"; then
  fail "the moved command found no corpus: $(cat "$scratch/installed.err")"
fi
"$wolfsuite" vectors --game wl1 --corpus "$source/corpus" -o "$scratch/source" >/dev/null
installed=$(verdict_ids "$scratch/installed" | wc -l)
expected=$(verdict_ids "$scratch/source" | wc -l)
[[ $installed -gt 0 ]] || fail "no corpus/verdict/ vector in the moved command's manifest"
[[ $installed -eq $expected ]] ||
  fail "$installed verdict vectors from the installed corpus, $expected from the source tree's"

# --help names the folders it will read: the moved prefix's.
corpus=$(realpath "$scratch")/b/share/wolfsuite/corpus
"$wolfsuite" vectors --help | grep -q -F "(default $corpus," ||
  fail "vectors --help does not name the moved prefix's corpus, $corpus"

echo "relocated install: $installed verdict vectors from $scratch/b/share/wolfsuite"
