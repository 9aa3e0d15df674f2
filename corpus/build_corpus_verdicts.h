#pragma once
// What a corpus file of a build_* fuzz target gets from the decoders that target runs. The
// crafting tool (corpus/tools/craft_build_corpus.cc) checks every recipe's verdict against it; the
// corpus test (corpus/build_corpus_test.cc) requires it to match each committed file's metadata.
//
//   target             input               decoders, in order
//   build_map_fuzzer   the MAP file as is  decode_build_map, then validate_build_map (its
//                                          findings join the decoder's)
//   build_grp_fuzzer   the GRP file as is  decode_grp
//
// The targets' further checks (re-encoding, the version 6 conversion, the top-down view) give no
// verdict: they only abort on our own bugs. Every input has an outcome.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

// Every target above, in alphabetical order.
const std::vector<std::string>& build_fuzz_targets();

// nullopt for an unknown target.
std::optional<DecodeOutcome> build_corpus_outcome(std::string_view target, ByteSpan input);

}  // namespace wolfsuite::corpus
