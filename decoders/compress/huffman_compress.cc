// Huffman dictionary building and compression: the expanders' path run backwards (huffman.h).
#include <algorithm>
#include <limits>
#include <string>

#include "decoders/compress/huffman.h"
#include "decoders/compress/huffman_internal.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

struct Weighted {
  std::uint64_t weight;
  std::uint16_t child_value;  // a byte (leaf) or 256 + node
};

// Saturating, so weights stay ordered even if the counts add past 2^64.
std::uint64_t add_weights(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b
             ? std::numeric_limits<std::uint64_t>::max()
             : a + b;
}

// Bits least significant first, the last byte padded with zero bits (huffman.h).
class BitWriter {
 public:
  explicit BitWriter(ByteWriter& out) : out_(out) {}
  void put(const HuffmanCode& code) {
    for (std::uint16_t done = 0; done < code.length; done += 32) {
      const unsigned count = std::min(32u, static_cast<unsigned>(code.length - done));
      pending_ |= static_cast<std::uint64_t>(code.words[done / 32]) << pending_count_;
      pending_count_ += count;
      for (; pending_count_ >= 8; pending_count_ -= 8) {
        out_.u8(static_cast<std::uint8_t>(pending_));
        pending_ >>= 8;
      }
    }
  }
  void finish() {
    if (pending_count_ > 0) out_.u8(static_cast<std::uint8_t>(pending_));
  }

 private:
  ByteWriter& out_;
  std::uint64_t pending_ = 0;  // fewer than 8 bits between puts
  unsigned pending_count_ = 0;
};

// Checks every byte has a code (the first that has none is the error) and appends the bits.
Status compress_into(ByteSpan plain, const HuffmanDict& dict, ByteWriter& out) {
  const std::array<std::optional<HuffmanCode>, 256> codes = huffman_codes(dict);
  std::uint64_t total_bits = 0;
  for (std::size_t at = 0; at < plain.size(); ++at) {
    const std::optional<HuffmanCode>& code = codes[plain[at]];
    if (!code) {
      return malformed("E-HUFFMAN-NO-CODE", at,
                       "the dictionary has no leaf for byte " + std::to_string(plain[at]));
    }
    total_bits += code->length;
  }
  out.reserve(out.size() + static_cast<std::size_t>((total_bits + 7) / 8));
  BitWriter bits(out);
  for (const std::uint8_t byte : plain) bits.put(*codes[byte]);
  bits.finish();
  return {};
}

}  // namespace

// Huffman's merge with two queues: leaves sorted by (count, byte value), and internal nodes in the
// order they are made, which is also by weight. Each merge takes the two lightest (a leaf before a
// node of equal weight), the lighter as bit0, and becomes node 0, 1, ... 254: the last is the head.
HuffmanDict huffman_build_dict(std::span<const std::uint64_t, 256> byte_counts) {
  std::array<Weighted, 256> leaves;
  for (std::size_t byte = 0; byte < 256; ++byte) {
    leaves[byte] = {byte_counts[byte], static_cast<std::uint16_t>(byte)};
  }
  std::stable_sort(leaves.begin(), leaves.end(),
                   [](const Weighted& a, const Weighted& b) { return a.weight < b.weight; });
  std::array<Weighted, kHuffmanNodeCount> nodes{};
  std::size_t next_leaf = 0;
  std::size_t next_node = 0;
  HuffmanDict dict;
  for (std::uint16_t made = 0; made < kHuffmanNodeCount; ++made) {
    const auto take_lightest = [&]() {
      const bool leaf_first =
          next_leaf < leaves.size() &&
          (next_node == made || leaves[next_leaf].weight <= nodes[next_node].weight);
      return leaf_first ? leaves[next_leaf++] : nodes[next_node++];
    };
    const Weighted bit0 = take_lightest();
    const Weighted bit1 = take_lightest();
    dict.nodes[made] = {bit0.child_value, bit1.child_value};
    nodes[made] = {add_weights(bit0.weight, bit1.weight),
                   static_cast<std::uint16_t>(kHuffmanFirstNodeValue + made)};
  }
  return dict;
}

HuffmanDict huffman_build_dict_for(ByteSpan plain) {
  std::array<std::uint64_t, 256> counts{};
  for (const std::uint8_t byte : plain) ++counts[byte];
  return huffman_build_dict(counts);
}

Result<Bytes> huffman_compress(ByteSpan plain, const HuffmanDict& dict) {
  ByteWriter out;
  WS_RETURN_IF_ERROR(compress_into(plain, dict, out));
  return out.take();
}

Result<Bytes> huffman_compress_framed(ByteSpan plain, const HuffmanDict& dict) {
  if (plain.size() > std::numeric_limits<std::uint32_t>::max()) {
    return over_limit("E-HUFFMAN-SIZE-LIMIT", 0,
                      "a frame's uint32 size cannot hold " + std::to_string(plain.size()));
  }
  ByteWriter out;
  out.u32(static_cast<std::uint32_t>(plain.size()));
  WS_RETURN_IF_ERROR(compress_into(plain, dict, out));
  return out.take();
}

}  // namespace wolfsuite
