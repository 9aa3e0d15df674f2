#pragma once
// What a corpus file of a wolf_* fuzz target gets from the decoders that target runs, with the
// input split the way the target splits it (fuzz/fuzz_inputs.h "files"). The crafting tool
// (corpus/craft_wolf_corpus.cc) checks every recipe's verdict against it; the corpus test
// (corpus/wolf_corpus_test.cc) requires it to match each committed file's metadata.
//
//   target                 input                                          decoders, in order
//   wolf_maps_fuzzer       files [MAPHEAD, GAMEMAPS]                      decode_map_set
//   wolf_graphics_fuzzer   files [VGAHEAD, VGADICT, VGAGRAPH]             decode_graphics, no
//                                                                         demo count hint
//   wolf_vswap_fuzzer      files [VSWAP] (one file: the input itself)    decode_vswap, then
//                                                                         decode_vswap_contents
//   wolf_audio_fuzzer      u8 sound effects, u8 music, then files         decode_audio with those
//                          [AUDIOHED, AUDIOT]                             counts
//   wolf_save_game_fuzzer  files [params, SAVEGAM]; params byte 0 bit 0:  decode_save_game
//                          20 level ratios, else 8
//   wolf_config_fuzzer     the CONFIG file as is                          decode_config
//
// An input the target returns early on (a size table cut short, fewer than the two count bytes,
// an empty params file) has no outcome.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/findings.h"

namespace wolfsuite::corpus {

struct WolfOutcome {
  bool accepted = false;
  std::string decoder;   // the last decoder run: for a rejected file, the one that rejected it
  std::string error_id;  // empty when accepted
  std::size_t error_offset = 0;
  std::vector<Finding> findings;  // of every decoder run, in order
};

// "accepted by decode_map_set with W-..., W-..." or "rejected by decode_vswap with E-... at byte
// n".
std::string to_string(const WolfOutcome& outcome);
// The IDs of the outcome's findings, sorted, each once.
std::vector<std::string> finding_ids(const WolfOutcome& outcome);
// The offset of the first finding with this ID.
std::optional<std::size_t> first_finding_offset(const WolfOutcome& outcome, std::string_view id);

// The six targets, in fuzz/CMakeLists.txt's (alphabetical) order.
const std::vector<std::string>& wolf_fuzz_targets();

// nullopt for an unknown target or an input the target ignores.
std::optional<WolfOutcome> wolf_corpus_outcome(std::string_view target, ByteSpan input);

}  // namespace wolfsuite::corpus
