#pragma once
// The synthetic inputs of `wolfsuite codecs`' "generated" section: the same bytes on every
// machine for a given seed (SplitMix64, no std::*_distribution), so a report can be compared
// across ports and builds without any game data. The seeded generators of the fixtures
// (decoders/fixtures/generators.h) are kept out of the command on purpose; this is the small fixed
// set the report promises.
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::cli {

inline constexpr std::uint64_t kGeneratedSeed = 0x574F4C4633440001;  // "WOLF3D" + 1

struct GeneratedInput {
  std::string name;  // "<shape>/<size>", e.g. "map_like/4096w" or "text/64000b"
  Bytes bytes;
};

// Little-endian word data for RLEW, Carmack and the map plane codec: every shape at sizes from
// 0 words to 32767 words (65534 bytes, the most the uint16 framing can declare).
std::vector<GeneratedInput> generated_word_inputs(std::uint64_t seed);

// Byte data for Huffman: every shape at sizes from 0 bytes to a 320x200 screen.
std::vector<GeneratedInput> generated_byte_inputs(std::uint64_t seed);

}  // namespace wolfsuite::cli
