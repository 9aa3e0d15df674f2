#!/bin/bash -eu
# ClusterFuzzLite runs the same build as OSS-Fuzz: every fuzz target, its options, dictionary and
# seed corpus into $OUT (ci/oss-fuzz/build.sh says how).
exec "$SRC/wolfsuite/ci/oss-fuzz/build.sh"
