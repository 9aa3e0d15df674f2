#pragma once
// id Software's Huffman coding of VGAGRAPH chunks, with the VGADICT dictionary
// (seed 001 "Vgadict": 256 records of two uint16 children, 1024 bytes).
//
// Dictionary: node i has children bit0 and bit1. Only nodes 0..254 exist (a full tree over 256
// byte values has 255 internal nodes); record 255 is padding. The walk starts at node 254 (the
// head). A child value < 256 is a leaf: output that byte and restart at the head. A value >= 256
// names internal node (value - 256).
// Stream: bits are taken from each byte least-significant bit first; a 0 bit follows bit0.
//
// Errors (byte offsets relative to the start of `in`; for the framed call, of the framed input):
//   E-HUFFMAN-SIZE-LIMIT   declared size above Limits::max_huffman_output       offset 0
//   E-HUFFMAN-TRUNCATED    the bits run out before the output is full           offset in.size()
//   E-HUFFMAN-NODE-RANGE   the walk meets a child value naming node > 254       offset of the byte
//                                                                               holding that bit
//   E-HUFFMAN-NO-LEAF      more than 255 steps without a leaf: the dictionary
//                          has a cycle, so the walk can never end               offset of the byte
//                                                                               holding step 256
//   E-HUFFMAN-DICT-SIZE    a VGADICT that is not 1024 bytes                     offset 0
//   E-HUFFMAN-NO-CODE      compress: a byte value the dictionary has no leaf for offset in plain
// Bits left in the last byte after the output is full are ignored, as the engine ignores them.
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::size_t kHuffmanDictBytes = 1024;
inline constexpr std::uint16_t kHuffmanHeadNode = 254;

struct HuffmanNode {
  std::uint16_t bit0 = 0;
  std::uint16_t bit1 = 0;
  friend bool operator==(const HuffmanNode&, const HuffmanNode&) = default;
};

struct HuffmanDict {
  std::array<HuffmanNode, 256> nodes{};  // 255 used + the padding record, as stored
  friend bool operator==(const HuffmanDict&, const HuffmanDict&) = default;
};

Result<HuffmanDict> decode_huffman_dict(ByteSpan vgadict);
Bytes encode_huffman_dict(const HuffmanDict& dict);

// Literal expander: one bit at a time from the head, as the engine's loop does.
Result<Bytes> huffman_expand_literal(ByteSpan in, std::size_t expanded_size,
                                     const HuffmanDict& dict, const Limits& limits = {});

// Fast expander. Compiling a dictionary proves it is a tree (every node reachable from the head is
// in range, no cycles); then the table-driven loop can only fail with E-HUFFMAN-TRUNCATED. A
// dictionary that is not a tree is expanded by the literal walk, so both expanders always return
// the same bytes or the same error. Compile once per VGADICT and reuse for every chunk.
class HuffmanDecoder {
 public:
  explicit HuffmanDecoder(const HuffmanDict& dict);
  ~HuffmanDecoder();
  HuffmanDecoder(HuffmanDecoder&&) noexcept;
  HuffmanDecoder& operator=(HuffmanDecoder&&) noexcept;

  Result<Bytes> expand(ByteSpan in, std::size_t expanded_size, const Limits& limits = {}) const;
  bool is_tree() const;

 private:
  struct Tables;
  HuffmanDict dict_;
  std::unique_ptr<Tables> tables_;  // null when the dictionary is not a tree
};

// One-shot convenience: compiles `dict` and expands.
Result<Bytes> huffman_expand(ByteSpan in, std::size_t expanded_size, const HuffmanDict& dict,
                             const Limits& limits = {});

// Builds a full tree over all 256 byte values from their counts (a count of zero still gets a
// code, so one dictionary serves every chunk of a file, as VGADICT does). Node 254 is the head.
HuffmanDict huffman_build_dict(std::span<const std::uint64_t, 256> byte_counts);
// Counts bytes and builds the dictionary for one or more inputs.
HuffmanDict huffman_build_dict_for(ByteSpan plain);
// Encodes `plain` with `dict`; the last byte is padded with zero bits.
Result<Bytes> huffman_compress(ByteSpan plain, const HuffmanDict& dict);

// VGAGRAPH framing: a uint32 LE count of expanded bytes, then the bits.
Result<Bytes> huffman_expand_framed(ByteSpan framed, const HuffmanDecoder& decoder,
                                    const Limits& limits = {});
Result<Bytes> huffman_compress_framed(ByteSpan plain, const HuffmanDict& dict);

}  // namespace wolfsuite
