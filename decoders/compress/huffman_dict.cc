// VGADICT reading and writing (seed 001 "Vgadict": 256 records {a[2], b[2]}), and the shape
// checks on a dictionary that the fast expander and the compressor rely on.
#include <deque>
#include <string>

#include "decoders/compress/huffman.h"
#include "decoders/compress/huffman_internal.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {

Result<HuffmanDict> decode_huffman_dict(ByteSpan vgadict) {
  if (vgadict.size() != kHuffmanDictBytes) {
    return malformed("E-HUFFMAN-DICT-SIZE", 0,
                     "VGADICT is " + std::to_string(vgadict.size()) + " bytes, not 1024");
  }
  ByteReader reader(vgadict, "E-HUFFMAN-DICT-SIZE");
  HuffmanDict dict;
  for (HuffmanNode& node : dict.nodes) {
    WS_ASSIGN_OR_RETURN(node.bit0, reader.u16());
    WS_ASSIGN_OR_RETURN(node.bit1, reader.u16());
  }
  return dict;
}

Bytes encode_huffman_dict(const HuffmanDict& dict) {
  ByteWriter writer;
  writer.reserve(kHuffmanDictBytes);
  for (const HuffmanNode& node : dict.nodes) {
    writer.u16(node.bit0);
    writer.u16(node.bit1);
  }
  return writer.take();
}

namespace {

enum class Visit : std::uint8_t { kNotYet, kOnPath, kDone };

// Depth-first from `node`; a node met again while still on the current path closes a cycle.
// Recursion depth is at most 255, the number of nodes.
bool subtree_is_tree(const HuffmanDict& dict, std::uint16_t node,
                     std::array<Visit, kHuffmanNodeCount>& visits) {
  if (visits[node] == Visit::kDone) return true;
  if (visits[node] == Visit::kOnPath) return false;
  visits[node] = Visit::kOnPath;
  for (const std::uint16_t child : {dict.nodes[node].bit0, dict.nodes[node].bit1}) {
    if (huffman_is_leaf(child)) continue;
    const std::uint16_t next = child - kHuffmanFirstNodeValue;
    if (next >= kHuffmanNodeCount || !subtree_is_tree(dict, next, visits)) return false;
  }
  visits[node] = Visit::kDone;
  return true;
}

HuffmanCode extended(HuffmanCode code, unsigned bit) {
  code.words[code.length / 32] |= static_cast<std::uint32_t>(bit) << (code.length % 32);
  ++code.length;
  return code;
}

}  // namespace

bool huffman_is_tree(const HuffmanDict& dict) {
  std::array<Visit, kHuffmanNodeCount> visits{};
  return subtree_is_tree(dict, kHuffmanHeadNode, visits);
}

std::array<std::optional<HuffmanCode>, 256> huffman_codes(const HuffmanDict& dict) {
  std::array<std::optional<HuffmanCode>, 256> codes;
  std::array<bool, kHuffmanNodeCount> queued{};
  struct Pending {
    std::uint16_t node;
    HuffmanCode code;
  };
  std::deque<Pending> queue{{kHuffmanHeadNode, HuffmanCode{}}};
  queued[kHuffmanHeadNode] = true;
  while (!queue.empty()) {
    const Pending pending = queue.front();
    queue.pop_front();
    const HuffmanNode& node = dict.nodes[pending.node];
    for (const unsigned bit : {0u, 1u}) {
      const std::uint16_t child = bit == 0 ? node.bit0 : node.bit1;
      if (huffman_is_leaf(child)) {
        if (!codes[child]) codes[child] = extended(pending.code, bit);
        continue;
      }
      const std::uint16_t next = child - kHuffmanFirstNodeValue;
      if (next >= kHuffmanNodeCount || queued[next]) continue;
      queued[next] = true;
      queue.push_back({next, extended(pending.code, bit)});
    }
  }
  return codes;
}

}  // namespace wolfsuite
