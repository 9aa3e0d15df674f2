// The literal Huffman expander, written straight from huffman.h: one bit at a time, least
// significant first, from the head node. The differential test holds the fast expander to it.
#include <algorithm>
#include <string>

#include "decoders/compress/huffman.h"
#include "decoders/compress/huffman_internal.h"

namespace wolfsuite {

Result<Bytes> huffman_expand_literal(ByteSpan in, std::size_t expanded_size,
                                     const HuffmanDict& dict, const Limits& limits) {
  if (expanded_size > limits.max_huffman_output) {
    return huffman_size_limit_error(expanded_size, limits);
  }
  // Every output byte takes at least one bit, so the output can only fill up to 8 bytes per input
  // byte: reserve no more than that, whatever the declared size says.
  Bytes out;
  out.reserve(std::min(expanded_size, 8 * in.size()));
  std::uint16_t node = kHuffmanHeadNode;
  unsigned steps_without_leaf = 0;
  for (std::size_t at = 0; out.size() < expanded_size; ++at) {
    if (at == in.size()) return huffman_truncated_error(in.size());
    for (unsigned bit = 0; bit < 8 && out.size() < expanded_size; ++bit) {
      const bool one = ((in[at] >> bit) & 1) != 0;
      const std::uint16_t child = one ? dict.nodes[node].bit1 : dict.nodes[node].bit0;
      if (huffman_is_leaf(child)) {
        out.push_back(static_cast<std::uint8_t>(child));
        node = kHuffmanHeadNode;
        steps_without_leaf = 0;
        continue;
      }
      if (child - kHuffmanFirstNodeValue >= kHuffmanNodeCount) {
        return malformed("E-HUFFMAN-NODE-RANGE", at,
                         "child value " + std::to_string(child) + " of node " +
                             std::to_string(node) + " names a node above 254");
      }
      if (++steps_without_leaf > kHuffmanMaxStepsWithoutLeaf) {
        return malformed("E-HUFFMAN-NO-LEAF", at,
                         "256 steps without a leaf: the dictionary has a cycle");
      }
      node = static_cast<std::uint16_t>(child - kHuffmanFirstNodeValue);
    }
  }
  return out;
}

}  // namespace wolfsuite
