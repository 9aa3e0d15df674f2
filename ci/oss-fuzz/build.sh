#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build script: builds every fuzz target (fuzz/<target>.cc, the
# `fuzzers` CMake target) with the compiler, flags and fuzzing engine the base-builder image
# provides, and puts into $OUT, for each target:
#   <target>                   the binary
#   <target>.options           its libFuzzer options (max_len, dict), and the dictionary it names
#   <target>_seed_corpus.zip   corpus/<target>/ without the metadata JSON, when that folder exists
#
# Environment (set by the image): SRC (the repository is $SRC/wolfsuite), OUT, WORK, CXX,
# CXXFLAGS (sanitizer + coverage flags), LIB_FUZZING_ENGINE. The project is C++ only, so CC and
# CFLAGS are not used. fuzz/README.md "Continuous fuzzing" says how to run it.
set -o pipefail

source_dir=$SRC/wolfsuite
build_dir=$WORK/wolfsuite-build

# A fresh tree each time: a cache left by another sanitizer's build would keep its flags.
rm -rf "$build_dir"

# CMAKE_BUILD_TYPE=None adds no flags of its own (no -O2, no -DNDEBUG): the image's CXXFLAGS
# choose optimisation and debug info. Only the fuzz targets' dependencies are needed: no tests,
# benchmarks or command (so neither GoogleTest, CLI11 nor libpng), and libcrypto is linked
# statically because the runner image need not have it.
cmake -S "$source_dir" -B "$build_dir" -G Ninja \
  -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DWOLFSUITE_FUZZ=ON \
  -DWOLFSUITE_FUZZ_FLAGS_FROM_ENV=ON \
  -DWOLFSUITE_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DWOLFSUITE_TESTS=OFF \
  -DWOLFSUITE_BENCH=OFF \
  -DWOLFSUITE_CLI=OFF \
  -DOPENSSL_USE_STATIC_LIBS=ON
cmake --build "$build_dir" --target fuzzers -j "$(nproc)"

# The value of `key = value` in a libFuzzer .options file, or nothing.
option_value() {
  sed -n "s/^[[:space:]]*$2[[:space:]]*=[[:space:]]*//p" "$1" | tail -n 1
}

count=0
for fuzzer_source in "$source_dir"/fuzz/*_fuzzer.cc; do
  target=$(basename "$fuzzer_source" .cc)
  cp "$build_dir/fuzz/$target" "$OUT/"

  options=$source_dir/fuzz/$target.options
  if [[ -f $options ]]; then
    cp "$options" "$OUT/"
    dict=$(option_value "$options" dict)
    if [[ -n $dict ]]; then
      if [[ ! -f $source_dir/fuzz/$dict ]]; then
        echo "build.sh: $target.options names fuzz/$dict, which does not exist" >&2
        exit 1
      fi
      cp "$source_dir/fuzz/$dict" "$OUT/"
    fi
  fi

  seeds=$source_dir/corpus/$target
  zip_file=$OUT/${target}_seed_corpus.zip
  rm -f "$zip_file"
  if [[ -d $seeds ]]; then
    # -j: the files at the top of the archive, as OSS-Fuzz unpacks them into one folder.
    find "$seeds" -maxdepth 1 -type f ! -name '*.json' | sort | zip -q -j "$zip_file" -@
  else
    echo "build.sh: $target has no corpus/$target/, so no seed corpus" >&2
  fi
  count=$((count + 1))
done
echo "build.sh: $count fuzz targets in $OUT"
