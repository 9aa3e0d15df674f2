#pragma once
// What a corpus file of a mac_* fuzz target gets from the decoders that target runs. The
// crafting tool (corpus/tools/craft_mac_corpus.cc) checks every recipe's verdict against it; the
// corpus test (corpus/mac_corpus_test.cc) requires it to match each committed file's metadata.
//
//   target                     input                                  decoders, in order
//   mac_level_fuzzer           the level resource as is               decode_mac_level, then
//                                                                     validate_mac_level
//   mac_map_list_fuzzer        the map list resource as is            decode_map_list, then
//                                                                     validate_map_list
//   mac_resource_fork_fuzzer   byte 0 modulo 4 picks the container    decode_mac_resource_file_as,
//                              (fuzz/mac_fork_input.h), then the      then decode_fork_levels
//                              file
//
// Offsets of the resource fork target are offsets into the file after byte 0 (into the fork for
// errors inside a wrapped fork). The targets' re-encoding checks give no verdict: they only abort
// on our own bugs. An empty mac_resource_fork_fuzzer input has no outcome.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

// Every target above, in alphabetical order.
const std::vector<std::string>& mac_fuzz_targets();

// nullopt for an unknown target or an input the target ignores.
std::optional<DecodeOutcome> mac_corpus_outcome(std::string_view target, ByteSpan input);

}  // namespace wolfsuite::corpus
