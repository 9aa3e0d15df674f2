#pragma once
// Pieces the Huffman files share that huffman.h does not promise: the dictionary's shape checks,
// the code of each byte, and the errors both expanders must word the same way.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "decoders/compress/huffman.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

// huffman.h: a child value below 256 is a leaf (a byte); 256 + i names node i, and only nodes
// 0..254 exist (record 255 is padding).
inline constexpr std::uint16_t kHuffmanFirstNodeValue = 256;
inline constexpr std::uint16_t kHuffmanNodeCount = 255;
// huffman.h E-HUFFMAN-NO-LEAF: the most steps a walk may take without reaching a leaf.
inline constexpr unsigned kHuffmanMaxStepsWithoutLeaf = 255;

inline bool huffman_is_leaf(std::uint16_t child) { return child < kHuffmanFirstNodeValue; }

// True when every node reachable from the head is in range and no walk can come back to a node it
// has passed (no cycles). Subtrees shared by two parents are allowed: the walk cannot tell.
bool huffman_is_tree(const HuffmanDict& dict);

// A path from the head, first bit in bit 0 of words[0]. A path that repeats no node has at most
// 254 internal landings, so at most 255 bits.
struct HuffmanCode {
  std::array<std::uint32_t, 8> words{};
  std::uint16_t length = 0;
};

// The code of each byte value: the shortest path from the head to a leaf holding it (breadth first,
// bit 0 before bit 1, so the choice is fixed for dictionaries that hold a byte twice), never
// through an out-of-range node. nullopt for a byte the dictionary has no reachable leaf for.
std::array<std::optional<HuffmanCode>, 256> huffman_codes(const HuffmanDict& dict);

inline Error huffman_size_limit_error(std::size_t expanded_size, const Limits& limits) {
  return over_limit("E-HUFFMAN-SIZE-LIMIT", 0,
                    "expanded size " + std::to_string(expanded_size) + " is above the limit " +
                        std::to_string(limits.max_huffman_output));
}

inline Error huffman_truncated_error(std::size_t in_size) {
  return malformed("E-HUFFMAN-TRUNCATED", in_size, "the bits end before the output is full");
}

}  // namespace wolfsuite
