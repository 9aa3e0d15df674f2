#pragma once
// What a corpus file of a quake_* fuzz target gets from the decoders that target runs. The
// crafting tool (corpus/tools/craft_quake_corpus.cc) checks every recipe's verdict against it; the
// corpus test (corpus/quake_corpus_test.cc) requires it to match each committed file's metadata.
//
//   target             input                           decoders, in order
//   quake_bsp_fuzzer   the BSP file as is              decode_bsp, then validate_bsp (its
//                                                      findings join the decoder's)
//   quake_pak_fuzzer   the PAK file as is              decode_pak
//   quake_vis_fuzzer   row length (uint16 LE), then a  decompress_vis_row of the row at the
//                      visibility lump                 lump's offset 0
//
// The targets' further checks (re-encoding, compressing the row again) give no verdict: they
// only abort on our own bugs. Every input has an outcome but a vis input under 2 bytes, which
// the vis target ignores.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

// Every target above, in alphabetical order.
const std::vector<std::string>& quake_fuzz_targets();

// nullopt for an unknown target or an input the target ignores.
std::optional<DecodeOutcome> quake_corpus_outcome(std::string_view target, ByteSpan input);

}  // namespace wolfsuite::corpus
