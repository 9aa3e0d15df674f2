#pragma once
// What a corpus file of a wolf_* fuzz target gets from the decoders that target runs, with the
// input split the way the target splits it (fuzz/fuzz_inputs.h "files"). The crafting tool
// (corpus/tools/craft_wolf_corpus.cc) checks every recipe's verdict against it; the corpus test
// (corpus/wolf_corpus_test.cc) requires it to match each committed file's metadata.
//
//   target                 input                                          decoders, in order
//   wolf_maps_fuzzer       files [MAPHEAD, GAMEMAPS]                      decode_map_set, then
//                                                                         for each decoded map
//                                                                         classify_map (Wolf
//                                                                         codes) and
//                                                                         map_limit_violations
//   wolf_graphics_chunk_   u8 kind, then one expanded VGAGRAPH chunk      the decoder of the
//   fuzzer                 (fuzz/wolf_graphics_chunk_fuzzer.cc)           kind (below)
//   wolf_graphics_fuzzer   files [VGAHEAD, VGADICT, VGAGRAPH]             decode_graphics, no
//                                                                         demo count hint
//   wolf_vswap_fuzzer      files [VSWAP] (one file: the input itself)    decode_vswap, then
//                                                                         decode_vswap_contents
//   wolf_audio_fuzzer      u8 sound effects, u8 music, then files         decode_audio with those
//                          [AUDIOHED, AUDIOT]                             counts
//   wolf_save_game_fuzzer  files [params, SAVEGAM]; params byte 0 bit 0:  decode_save_game
//                          20 level ratios, else 8
//   wolf_config_fuzzer     the CONFIG file as is                          decode_config
//   wolf_set_fuzzer        files [MAPHEAD, GAMEMAPS, VGAHEAD, VGADICT,    decode_wolf_set (no
//                          VGAGRAPH, VSWAP, AUDIOHED, AUDIOT]; an empty   extension: the version
//                          file is a missing one                          from the counts), then
//                                                                         check_wolf_set
//   wolf_<family>_structured_fuzzer (maps, graphics, vswap): the input of wolf_<family>_fuzzer;
//   its verdict is the plain target's (the structure-aware mutator changes what the fuzzer makes
//   from a seed, not what a seed means).
//
// A map's limit violation (E-MAP-TOO-MANY-*: the engine quits "too many ...") rejects the file
// with the first violation of the first map that has one; classify_map's findings join the
// findings. Their offsets are byte offsets into that map's expanded plane. A wolf_set_fuzzer file
// is rejected with the first error decode_wolf_set reports, else the first check_wolf_set reports,
// at that error's own offset (in the file or lump its FamilyError names, wolf_set.h).
//
// wolf_graphics_chunk_fuzzer: byte 0 modulo 8 (GraphicsChunkInput below) picks
// decode_picture_table, decode_font, decode_picture (u16 LE width and height come first),
// decode_tile8 (a dict_choice byte comes first and, when its bit 0 is set, a VGADICT that
// decode_huffman_dict decodes before decode_tile8 runs), decode_screen, decode_palette,
// decode_demo, or classify_misc_chunk followed by the decoder of the kind it gives (a text or raw
// lump is accepted by classify_misc_chunk). Offsets are byte offsets into the lump (after the
// kind byte, the picture size or the dictionary), as the chunk decoders report them.
//
// An input the target returns early on (a size table cut short, fewer than the two count bytes,
// an empty params file; for wolf_graphics_chunk_fuzzer an empty input, a picture input shorter
// than 5 bytes, a tile8 input without its dict_choice byte) has no outcome.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"

namespace wolfsuite::corpus {

// Every target above, in alphabetical order.
const std::vector<std::string>& wolf_fuzz_targets();
// The plain target whose inputs a structure-aware target reads ("wolf_maps_fuzzer" for
// "wolf_maps_structured_fuzzer"); nullopt for any other target.
std::optional<std::string> plain_target_of(std::string_view structured_target);
// The structure-aware target that reads a plain target's inputs; nullopt when it has none.
std::optional<std::string> structured_target_of(std::string_view plain_target);

// nullopt for an unknown target or an input the target ignores.
std::optional<DecodeOutcome> wolf_corpus_outcome(std::string_view target, ByteSpan input);

}  // namespace wolfsuite::corpus
