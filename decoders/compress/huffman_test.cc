#include "decoders/compress/huffman.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <string_view>

#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite {
namespace {

using testing::BytePattern;
using testing::Rng;

constexpr std::uint16_t node_value(std::uint16_t index) { return 256 + index; }

Bytes bytes_of(std::string_view text) { return Bytes(text.begin(), text.end()); }

// Stream bytes from bits written in stream order ("0 10 11", spaces ignored): the first bit goes to
// bit 0 of the first byte (huffman.h) and the last byte is padded with zero bits.
Bytes stream_of(std::string_view bits) {
  Bytes out;
  unsigned used = 0;
  for (const char bit : bits) {
    if (bit == ' ') continue;
    if (used % 8 == 0) out.push_back(0);
    if (bit == '1') out.back() |= static_cast<std::uint8_t>(1u << (used % 8));
    ++used;
  }
  return out;
}

// Head: 0 -> 'A', 1 -> node 0; node 0: 0 -> 'B', 1 -> 'C'. Codes A = 0, B = 10, C = 11.
HuffmanDict abc_dict() {
  HuffmanDict dict;
  dict.nodes[kHuffmanHeadNode] = {'A', node_value(0)};
  dict.nodes[0] = {'B', 'C'};
  return dict;
}

// Head: 0 -> itself, 1 -> 'A': a cycle a walk can still leave.
HuffmanDict self_loop_dict() {
  HuffmanDict dict;
  dict.nodes[kHuffmanHeadNode] = {node_value(kHuffmanHeadNode), 'A'};
  return dict;
}

// Node k (k = 0..254): 0 -> byte k, 1 -> node k - 1, and node 0: 1 -> byte 255. Byte k < 255 has
// a 255 - k bit code, byte 255 one of 255 bits: far longer than any window or bit buffer.
HuffmanDict caterpillar_dict() {
  HuffmanDict dict;
  dict.nodes[0] = {0, 255};
  for (std::uint16_t k = 1; k <= kHuffmanHeadNode; ++k) dict.nodes[k] = {k, node_value(k - 1)};
  return dict;
}

::testing::AssertionResult same_outcome(const Result<Bytes>& literal, const Result<Bytes>& fast) {
  if (literal.ok() && fast.ok()) {
    if (*literal == *fast) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "both expand, to different bytes";
  }
  if (!literal.ok() && !fast.ok() && literal.error().id == fast.error().id &&
      literal.error().offset == fast.error().offset) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "literal: " << (literal.ok() ? "ok" : literal.error().to_string())
         << ", fast: " << (fast.ok() ? "ok" : fast.error().to_string());
}

// Runs both expanders and requires the same outcome, so every behaviour test checks agreement.
Result<Bytes> expand_both(ByteSpan in, std::size_t size, const HuffmanDict& dict,
                          const Limits& limits = {}) {
  Result<Bytes> literal = huffman_expand_literal(in, size, dict, limits);
  EXPECT_TRUE(same_outcome(literal, HuffmanDecoder(dict).expand(in, size, limits)));
  return literal;
}

void expect_error(const Result<Bytes>& result, std::string_view id, std::size_t offset) {
  ASSERT_FALSE(result.ok()) << "expected " << id;
  EXPECT_EQ(result.error().id, id);
  EXPECT_EQ(result.error().offset, offset);
}

TEST(HuffmanDict, DecodeReadsTwoUint16ChildrenPerRecordAndEncodeWritesThemBack) {
  ByteWriter writer;
  for (std::uint16_t record = 0; record < 256; ++record) {
    writer.u16(record);
    writer.u16(static_cast<std::uint16_t>(0x8000 | record));
  }
  const Bytes vgadict = writer.take();
  auto dict = decode_huffman_dict(vgadict);
  ASSERT_TRUE(dict.ok());
  EXPECT_EQ(dict->nodes[1], (HuffmanNode{1, 0x8001}));
  EXPECT_EQ(dict->nodes[255], (HuffmanNode{255, 0x80FF}));
  EXPECT_EQ(encode_huffman_dict(*dict), vgadict);
}

TEST(HuffmanDict, VgadictThatIsNot1024BytesIsDictSizeError) {
  for (const std::size_t size : {std::size_t{0}, kHuffmanDictBytes - 1, kHuffmanDictBytes + 1}) {
    const auto dict = decode_huffman_dict(Bytes(size));
    ASSERT_FALSE(dict.ok()) << size;
    EXPECT_EQ(dict.error().id, "E-HUFFMAN-DICT-SIZE");
    EXPECT_EQ(dict.error().offset, 0u);
  }
}

TEST(HuffmanExpand, TakesBitsLeastSignificantFirstAndRestartsAtTheHeadAfterEachLeaf) {
  const Bytes in = stream_of("0 10 11 0 11 10");
  ASSERT_EQ(in, (Bytes{0xDA, 0x01}));
  auto out = expand_both(in, 6, abc_dict());
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("ABCACB"));
}

TEST(HuffmanExpand, BitsLeftAfterTheOutputIsFullAreIgnored) {
  auto out = expand_both(stream_of("11 11 11 11 1"), 2, abc_dict());
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("CC"));
}

TEST(HuffmanExpand, ZeroSizeGivesEmptyOutputWithOrWithoutBits) {
  for (const Bytes& in : {Bytes{}, Bytes{0xFF, 0x00}}) {
    auto out = expand_both(in, 0, abc_dict());
    ASSERT_TRUE(out.ok());
    EXPECT_TRUE(out->empty());
  }
}

TEST(HuffmanExpand, SizeAboveTheLimitIsSizeLimitErrorAtOffsetZero) {
  const Limits limits{.max_huffman_output = 3};
  const Bytes in = stream_of("0 0 0 0");
  EXPECT_TRUE(expand_both(in, 3, abc_dict(), limits).ok());
  auto out = expand_both(in, 4, abc_dict(), limits);
  expect_error(out, "E-HUFFMAN-SIZE-LIMIT", 0);
  EXPECT_EQ(out.error().kind, ErrorKind::kLimit);
}

TEST(HuffmanExpand, BitsEndingBeforeTheOutputIsFullIsTruncatedAtTheInputSize) {
  // Eight 'C' fill two bytes; a ninth 'C' needs a third.
  const Bytes in = stream_of("11 11 11 11 11 11 11 11");
  EXPECT_TRUE(expand_both(in, 8, abc_dict()).ok());
  expect_error(expand_both(in, 9, abc_dict()), "E-HUFFMAN-TRUNCATED", 2);
  // Running out inside a code is the same error: the eighth code starts at the last bit.
  expect_error(expand_both(stream_of("0 0 0 0 0 0 0 1"), 8, abc_dict()), "E-HUFFMAN-TRUNCATED", 1);
  expect_error(expand_both(Bytes{}, 1, abc_dict()), "E-HUFFMAN-TRUNCATED", 0);
}

TEST(HuffmanExpand, ChildNamingANodeAbove254IsNodeRangeAtTheByteHoldingThatBit) {
  for (const std::uint16_t child : {node_value(255), std::uint16_t{0xFFFF}}) {
    HuffmanDict dict = abc_dict();
    dict.nodes[0].bit1 = child;
    // Eight 'A' fill byte 0; the 1 bit that reaches the bad child is in byte 1.
    auto out = expand_both(stream_of("0000 0000 0 1 1"), 10, dict);
    expect_error(out, "E-HUFFMAN-NODE-RANGE", 1);
  }
}

TEST(HuffmanExpand, TwoHundredFiftySixStepsWithoutALeafIsNoLeafAtTheByteHoldingStep256) {
  const std::string zeros_255(255, '0');
  // 255 steps round the loop and then the leaf are a valid (if odd) code for 'A'.
  auto ends = expand_both(stream_of(zeros_255 + "1"), 1, self_loop_dict());
  ASSERT_TRUE(ends.ok());
  EXPECT_EQ(*ends, bytes_of("A"));
  // Step 256 is bit 255, the top bit of byte 31.
  expect_error(expand_both(stream_of(zeros_255 + "0"), 1, self_loop_dict()), "E-HUFFMAN-NO-LEAF",
               31);
  // The count restarts after each leaf: two 255-step codes in a row are fine.
  auto twice = expand_both(stream_of(zeros_255 + "1" + zeros_255 + "1"), 2, self_loop_dict());
  ASSERT_TRUE(twice.ok());
  EXPECT_EQ(*twice, bytes_of("AA"));
}

TEST(HuffmanExpand, CycleThroughTwoNodesIsNoLeaf) {
  HuffmanDict dict;
  dict.nodes[kHuffmanHeadNode] = {node_value(7), 'A'};
  dict.nodes[7] = {node_value(kHuffmanHeadNode), 'B'};
  expect_error(expand_both(Bytes(40, 0x00), 1, dict), "E-HUFFMAN-NO-LEAF", 31);
}

TEST(HuffmanDecoder, IsTreeOnlyWhenEveryReachableNodeIsInRangeAndAcyclic) {
  EXPECT_TRUE(HuffmanDecoder(abc_dict()).is_tree());
  EXPECT_TRUE(HuffmanDecoder(caterpillar_dict()).is_tree());
  EXPECT_FALSE(HuffmanDecoder(self_loop_dict()).is_tree());
  HuffmanDict out_of_range = abc_dict();
  out_of_range.nodes[0].bit0 = node_value(255);
  EXPECT_FALSE(HuffmanDecoder(out_of_range).is_tree());
  // Nodes the head cannot reach do not matter.
  HuffmanDict unreachable_junk = abc_dict();
  unreachable_junk.nodes[100] = {node_value(100), 0xFFFF};
  EXPECT_TRUE(HuffmanDecoder(unreachable_junk).is_tree());
  // A subtree shared by both children of the head still ends every walk.
  HuffmanDict shared = abc_dict();
  shared.nodes[kHuffmanHeadNode].bit0 = node_value(0);
  EXPECT_TRUE(HuffmanDecoder(shared).is_tree());
  auto out = expand_both(stream_of("00 11 01"), 3, shared);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("BCC"));
}

TEST(HuffmanDecoder, CodesLongerThanTheTableWindowAndTheBitBufferExpand) {
  const HuffmanDict dict = caterpillar_dict();
  Bytes plain;
  for (int byte = 0; byte < 256; ++byte) plain.push_back(static_cast<std::uint8_t>(byte));
  plain.insert(plain.end(), 100, 254);  // a 1-bit code, so the window path runs too
  auto bits = huffman_compress(plain, dict);
  ASSERT_TRUE(bits.ok());
  auto out = expand_both(*bits, plain.size(), dict);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, plain);
}

TEST(HuffmanDecoder, MovedDecoderStillExpands) {
  HuffmanDecoder first(abc_dict());
  HuffmanDecoder second(std::move(first));
  auto out = second.expand(stream_of("10"), 1);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("B"));
}

TEST(HuffmanFramed, ExpandReadsAUint32SizeThenTheBits) {
  ByteWriter framed;
  framed.u32(3);
  framed.bytes(stream_of("11 10 0"));
  auto out = huffman_expand_framed(framed.view(), HuffmanDecoder(abc_dict()));
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("CBA"));
}

TEST(HuffmanFramed, ErrorOffsetsCountTheFourSizeBytes) {
  const HuffmanDecoder decoder(abc_dict());
  expect_error(huffman_expand_framed(Bytes{3, 0, 0}, decoder), "E-HUFFMAN-TRUNCATED", 3);
  ByteWriter too_big;
  too_big.u32(5);
  too_big.u8(0);
  expect_error(huffman_expand_framed(too_big.view(), decoder, Limits{.max_huffman_output = 4}),
               "E-HUFFMAN-SIZE-LIMIT", 0);
  ByteWriter short_bits;
  short_bits.u32(9);
  short_bits.u8(0x00);
  expect_error(huffman_expand_framed(short_bits.view(), decoder), "E-HUFFMAN-TRUNCATED", 5);
  HuffmanDict bad = abc_dict();
  bad.nodes[0].bit0 = 0xFFFF;
  ByteWriter bad_node;
  bad_node.u32(10);
  bad_node.bytes(stream_of("0000 0000 0 10"));
  expect_error(huffman_expand_framed(bad_node.view(), HuffmanDecoder(bad)), "E-HUFFMAN-NODE-RANGE",
               5);
}

TEST(HuffmanCompress, EmitsCodesLeastSignificantBitFirstAndPadsTheLastByteWithZeros) {
  auto bits = huffman_compress(bytes_of("CBA"), abc_dict());
  ASSERT_TRUE(bits.ok());
  EXPECT_EQ(*bits, stream_of("11 10 0"));
  EXPECT_EQ(*bits, Bytes{0x07});
  auto empty = huffman_compress({}, abc_dict());
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(empty->empty());
}

TEST(HuffmanCompress, ByteWithNoLeafInTheDictionaryIsNoCodeAtItsOffset) {
  auto bits = huffman_compress(bytes_of("ABCD"), abc_dict());
  ASSERT_FALSE(bits.ok());
  EXPECT_EQ(bits.error().id, "E-HUFFMAN-NO-CODE");
  EXPECT_EQ(bits.error().offset, 3u);
  // A leaf only reachable through an out-of-range node has no code either.
  HuffmanDict cut = abc_dict();
  cut.nodes[kHuffmanHeadNode].bit1 = node_value(255);
  auto framed = huffman_compress_framed(bytes_of("AAB"), cut);
  ASSERT_FALSE(framed.ok());
  EXPECT_EQ(framed.error().id, "E-HUFFMAN-NO-CODE");
  EXPECT_EQ(framed.error().offset, 2u);
}

TEST(HuffmanCompress, ForeignDictionaryWithACycleUsesTheShortestCode) {
  HuffmanDict dict = self_loop_dict();
  auto bits = huffman_compress(bytes_of("AAA"), dict);
  ASSERT_TRUE(bits.ok());
  EXPECT_EQ(*bits, stream_of("1 1 1"));
  auto out = expand_both(*bits, 3, dict);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, bytes_of("AAA"));
}

TEST(HuffmanCompress, FramedPrefixesTheUint32PlainSize) {
  auto framed = huffman_compress_framed(bytes_of("CBA"), abc_dict());
  ASSERT_TRUE(framed.ok());
  EXPECT_EQ(*framed, (Bytes{3, 0, 0, 0, 0x07}));
}

TEST(HuffmanBuildDict, EveryByteGetsACodeEvenWithACountOfZero) {
  std::array<std::uint64_t, 256> counts{};
  counts['x'] = 1000;
  const HuffmanDict dict = huffman_build_dict(counts);
  EXPECT_EQ(dict.nodes[255], HuffmanNode{});  // the padding record, as VGADICT stores it
  EXPECT_TRUE(HuffmanDecoder(dict).is_tree());
  Bytes every_byte;
  for (int byte = 0; byte < 256; ++byte) every_byte.push_back(static_cast<std::uint8_t>(byte));
  auto bits = huffman_compress(every_byte, dict);
  ASSERT_TRUE(bits.ok());
  auto out = expand_both(*bits, every_byte.size(), dict);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(*out, every_byte);
}

TEST(HuffmanBuildDict, MostFrequentByteGetsAOneBitCode) {
  std::array<std::uint64_t, 256> counts{};
  counts['x'] = 1000;
  counts['y'] = 10;
  const HuffmanDict dict = huffman_build_dict(counts);
  auto bits = huffman_compress(Bytes(16, 'x'), dict);
  ASSERT_TRUE(bits.ok());
  EXPECT_EQ(bits->size(), 2u);
}

TEST(HuffmanBuildDict, SameCountsGiveTheSameDictionaryAndTiesFollowByteOrder) {
  const std::array<std::uint64_t, 256> equal_counts{};
  const HuffmanDict dict = huffman_build_dict(equal_counts);
  EXPECT_EQ(dict, huffman_build_dict(equal_counts));
  // Equal weights: the first merge takes bytes 0 and 1, the lighter (first) as bit0.
  EXPECT_EQ(dict.nodes[0], (HuffmanNode{0, 1}));
  EXPECT_EQ(dict.nodes[128], (HuffmanNode{node_value(0), node_value(1)}));
  // Saturating weights keep a dictionary a tree.
  std::array<std::uint64_t, 256> huge{};
  huge.fill(~std::uint64_t{0});
  EXPECT_TRUE(HuffmanDecoder(huffman_build_dict(huge)).is_tree());
}

TEST(HuffmanRoundTrip, SeededInputsOfEveryPatternExpandToThemselves) {
  Rng rng(0x48554646);
  int cases = 0;
  for (const BytePattern pattern : testing::kAllBytePatterns) {
    for (int round = 0; round < 600; ++round) {
      const Bytes plain = testing::random_bytes(rng, rng.below(3000), pattern);
      // Half use the input's own dictionary, half a foreign one built from other data.
      const HuffmanDict dict =
          rng.chance(50) ? huffman_build_dict_for(plain)
                         : huffman_build_dict_for(testing::random_bytes(rng, 64, pattern));
      auto framed = huffman_compress_framed(plain, dict);
      ASSERT_TRUE(framed.ok());
      auto out = huffman_expand_framed(*framed, HuffmanDecoder(dict));
      ASSERT_TRUE(out.ok()) << testing::byte_pattern_name(pattern) << " "
                            << out.error().to_string();
      ASSERT_EQ(*out, plain) << testing::byte_pattern_name(pattern) << " round " << round;
      auto literal = huffman_expand_literal(ByteSpan(*framed).subspan(4), plain.size(), dict);
      ASSERT_TRUE(literal.ok());
      ASSERT_EQ(*literal, plain);
      ++cases;
    }
  }
  EXPECT_EQ(cases, 3000);
}

TEST(HuffmanRoundTrip, OneMebibyteInputsOfEveryPatternExpandToThemselves) {
  Rng rng(0x4D494221);
  for (const BytePattern pattern : testing::kAllBytePatterns) {
    const Bytes plain = testing::random_bytes(rng, std::size_t{1} << 20, pattern);
    const HuffmanDict dict = huffman_build_dict_for(plain);
    auto bits = huffman_compress(plain, dict);
    ASSERT_TRUE(bits.ok());
    auto out = expand_both(*bits, plain.size(), dict);
    ASSERT_TRUE(out.ok()) << testing::byte_pattern_name(pattern);
    EXPECT_EQ(*out, plain) << testing::byte_pattern_name(pattern);
  }
}

// Dictionaries for the differential test: trees (built from random counts, or the caterpillar),
// trees with a few children replaced (often a cycle or an out-of-range node), trees with a node
// whose walks can never leave a loop, and records of random values.
HuffmanDict random_dict(Rng& rng) {
  const std::uint64_t shape = rng.below(5);
  if (shape == 4) {
    HuffmanDict dict;
    const std::uint64_t leaf_percent = rng.below(60);
    for (HuffmanNode& node : dict.nodes) {
      for (std::uint16_t* child : {&node.bit0, &node.bit1}) {
        *child = rng.chance(static_cast<unsigned>(leaf_percent))
                     ? static_cast<std::uint16_t>(rng.below(256))
                     : static_cast<std::uint16_t>(node_value(0) + rng.below(257));
      }
    }
    return dict;
  }
  std::array<std::uint64_t, 256> counts{};
  for (std::uint64_t& count : counts) count = rng.chance(30) ? 0 : rng.below(1ull << rng.below(40));
  HuffmanDict dict = shape == 0 ? caterpillar_dict() : huffman_build_dict(counts);
  if (shape == 2) {
    for (std::uint64_t changes = 1 + rng.below(3); changes > 0; --changes) {
      HuffmanNode& node = dict.nodes[rng.below(256)];
      std::uint16_t& child = rng.chance(50) ? node.bit0 : node.bit1;
      child = rng.chance(10) ? 0xFFFF : static_cast<std::uint16_t>(rng.below(512));
    }
  }
  if (shape == 3) {
    const auto trap = static_cast<std::uint16_t>(rng.below(kHuffmanHeadNode + 1));
    const auto partner = static_cast<std::uint16_t>(rng.below(kHuffmanHeadNode + 1));
    dict.nodes[trap] = {node_value(partner), node_value(trap)};
    dict.nodes[partner] = {node_value(trap), node_value(trap)};
  }
  return dict;
}

// A stream for `dict`: its own encoding of random data, then damaged or not; or random bytes.
Bytes random_stream(Rng& rng, const HuffmanDict& dict, std::size_t& expanded_size) {
  const Bytes plain = testing::random_bytes(rng, rng.below(400), BytePattern::kSkewed);
  expanded_size = plain.size();
  auto encoded = huffman_compress(plain, dict);
  if (!encoded.ok() || rng.chance(20)) {
    return testing::random_bytes(rng, rng.below(300), BytePattern::kUniform);
  }
  Bytes stream = std::move(*encoded);
  if (rng.chance(30) && !stream.empty()) {
    for (std::uint64_t flips = 1 + rng.below(4); flips > 0; --flips) {
      stream[rng.below(stream.size())] ^= static_cast<std::uint8_t>(1u << rng.below(8));
    }
  }
  if (rng.chance(20)) stream.resize(rng.below(stream.size() + 1));
  if (rng.chance(20)) expanded_size += rng.below(40);
  if (rng.chance(10)) expanded_size = rng.below(expanded_size + 1);
  return stream;
}

TEST(HuffmanDifferential, LiteralAndFastAgreeOnRandomAndDamagedStreamsAndDictionaries) {
  Rng rng(0x44494646);
  int compared = 0;
  int non_trees = 0;
  std::map<std::string, int> outcomes;
  for (int dict_round = 0; dict_round < 600; ++dict_round) {
    const HuffmanDict dict = random_dict(rng);
    const HuffmanDecoder decoder(dict);
    non_trees += decoder.is_tree() ? 0 : 1;
    for (int stream_round = 0; stream_round < 8; ++stream_round) {
      std::size_t expanded_size = 0;
      const Bytes stream = random_stream(rng, dict, expanded_size);
      const Limits limits{.max_huffman_output = rng.chance(5) ? expanded_size / 2 : 1u << 20};
      const auto literal = huffman_expand_literal(stream, expanded_size, dict, limits);
      ASSERT_TRUE(same_outcome(literal, decoder.expand(stream, expanded_size, limits)))
          << "dict " << dict_round << " stream " << stream_round;
      ++outcomes[literal.ok() ? "ok" : literal.error().id];
      ++compared;
    }
  }
  EXPECT_EQ(compared, 4800);
  // Every outcome and both kinds of dictionary are well represented.
  EXPECT_GT(non_trees, 150);
  for (const char* outcome : {"ok", "E-HUFFMAN-TRUNCATED", "E-HUFFMAN-NODE-RANGE",
                              "E-HUFFMAN-NO-LEAF", "E-HUFFMAN-SIZE-LIMIT"}) {
    EXPECT_GT(outcomes[outcome], 100) << outcome;
  }
}

}  // namespace
}  // namespace wolfsuite
