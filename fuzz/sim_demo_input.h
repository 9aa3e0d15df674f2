#pragma once
// sim_demo_fuzzer's input (fuzz/sim_demo_fuzzer.cc): a demo played on a map of the synthetic set.
// Shared with the corpus crafting tool (corpus/tools/craft_sim_corpus.cc), so a seed means the
// same thing to both.
//
//   offset  size   field
//   0       1      setup   bits 0..3 % kSimDemoMaps: the default synthetic set's map slot;
//                          bits 4..6: the view size, kSimDemoViewSizes[bits] (0: 19, the game's
//                          default; the others down to the engine's smallest, 4, whose 64 x 32
//                          window plays fastest); bit 7 set: play by the fixed rules instead of
//                          the demo (1.4) rules (reference/sim/README.md "Demo rules").
//                          An empty input is map 0 at view size 19 by the demo rules.
//   1       3 * n  frames  {buttons u8, turn i8, move i8} a frame, the demo lump's frame layout
//                          (seed 001 "Screens and demos"), any values; a last partial frame is
//                          dropped, and so are the frames past kSimDemoMaxInputFrames
//
// The same bytes also go to decode_demo as a demo lump, where byte 0 is the map, bytes 1..2 the
// size field and byte 3 the pad byte: one input exercises both readings.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/wolf/graphics_chunks.h"

namespace wolfsuite::fuzz {

// The default synthetic set's maps (wl1: slots 0 and 1; corpus/sim_corpus_test.cc holds it to them).
inline constexpr std::size_t kSimDemoMaps = 2;
inline constexpr std::uint8_t kSimDemoFixedRulesBit = 0x80;
inline constexpr std::uint8_t kSimDemoMapBits = 0x0F;
inline constexpr int kSimDemoViewShift = 4;
inline constexpr std::uint8_t kSimDemoViewBits = 0x07;
// The engine's view sizes (its window is 16 * size x 8 * size pixels at 320 x 200).
inline constexpr std::array<int, 8> kSimDemoViewSizes = {19, 4, 6, 8, 10, 12, 14, 16};
// The most frames a demo's u16 size field can count (new_demo refuses more).
inline constexpr std::size_t kSimDemoMaxInputFrames = (0xFFFF - kDemoHeaderBytes) / kDemoFrameBytes;

struct SimDemoInput {
  int map = 0;                           // the synthetic set's map slot, 0 .. kSimDemoMaps - 1
  int view_size = kSimDemoViewSizes[0];  // one of kSimDemoViewSizes
  bool fixed_rules = false;
  std::vector<DemoFrame> frames;
  friend bool operator==(const SimDemoInput&, const SimDemoInput&) = default;
};

SimDemoInput parse_sim_demo_input(ByteSpan input);
// The bytes parse_sim_demo_input reads back as `input` (map below kSimDemoMaps, view size one
// of kSimDemoViewSizes).
Bytes sim_demo_input_bytes(const SimDemoInput& input);

}  // namespace wolfsuite::fuzz
