#pragma once
// The original engine's expand loops as a straight port would have them: raw pointers, no bounds
// checks at all. They are the yardstick the fast expanders are measured against ("unchecked" in
// the benchmark names).
//
// FOR BENCHMARKING ONLY. They trust every count, offset and tag in the input, so a malformed
// stream reads and writes outside its buffers. Never call them on untrusted input; codec_bench
// runs them only on inputs the literal expanders have already accepted, reading from copies made
// by with_slack() and writing into buffers from unchecked_output_buffer().
#include <array>
#include <cstddef>
#include <cstdint>

#include "decoders/core/bytes.h"

namespace wolfsuite::bench {

// Spare bytes after every input copy: the Huffman walk fetches one byte past the last bit it uses.
inline constexpr std::size_t kUncheckedInputSlack = 4096;
// Spare bytes after the output: more than one RLEW run can write (65535 words), so even the
// engine's overshooting do/while stays inside the allocation.
inline constexpr std::size_t kUncheckedOutputSlack = 2 * 65536 + 64;

// A copy of `bytes` followed by kUncheckedInputSlack zero bytes.
Bytes with_slack(ByteSpan bytes);
// A buffer of `expanded_bytes` plus kUncheckedOutputSlack.
Bytes unchecked_output_buffer(std::size_t expanded_bytes);

// seed 002 "CA_RLEWexpand": a do/while over words until `expanded_bytes` are written.
void rlew_expand_unchecked(const std::uint8_t* in, std::uint8_t* out, std::size_t expanded_bytes,
                           std::uint16_t tag);

// seed 002 "CAL_CarmackExpand": the word loop with near and far copies and the tag escapes.
void carmack_expand_unchecked(const std::uint8_t* in, std::uint8_t* out,
                              std::size_t expanded_bytes);

// VGADICT as the engine holds it in memory: 256 records {bit0, bit1}.
struct UncheckedHuffmanNode {
  std::uint16_t bit0;
  std::uint16_t bit1;
};
using UncheckedHuffmanTable = std::array<UncheckedHuffmanNode, 256>;
// `vgadict` must hold 1024 bytes.
UncheckedHuffmanTable unchecked_huffman_table(ByteSpan vgadict);

// The engine's Huffman walk: one bit at a time from node 254, least significant bit first.
void huffman_expand_unchecked(const std::uint8_t* in, std::uint8_t* out, std::size_t expanded_bytes,
                              const UncheckedHuffmanTable& table);

// A whole GAMEMAPS plane as the engine's map loader expands it: the Carmack size word, Carmack into
// `scratch`, then RLEW from after the RLEW size word into `out`. Returns the plane's size in bytes.
std::size_t map_plane_expand_unchecked(const std::uint8_t* stored, std::uint8_t* scratch,
                                       std::uint8_t* out, std::uint16_t tag);

// A whole level as seed 002 "Level Maps" reads one: the header offset at 2 + 4 * slot of MAPHEAD,
// the header's plane offsets in GAMEMAPS, then each of the three planes through
// map_plane_expand_unchecked into `planes[i]`, one `scratch` for all three.
inline constexpr int kUncheckedPlanesPerMap = 3;
void level_load_unchecked(const std::uint8_t* maphead, const std::uint8_t* gamemaps,
                          std::size_t slot, std::uint8_t* scratch,
                          std::uint8_t* const (&planes)[kUncheckedPlanesPerMap]);

}  // namespace wolfsuite::bench
