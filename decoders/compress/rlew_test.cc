#include "decoders/compress/rlew.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "decoders/compress/word_codec_test_support.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/fixtures/generators.h"

namespace wolfsuite {
namespace {

using word_codec_testing::kMaxWords;
using word_codec_testing::outcome;
using word_codec_testing::same_outcome;
using word_codec_testing::words;

constexpr std::uint16_t kTag = kDefaultRlewTag;

// rlew_expand_into over a guarded buffer of exactly `expanded_size` bytes.
Result<Bytes> expand_into(ByteSpan in, std::size_t expanded_size, std::uint16_t tag = kTag,
                          const Limits& limits = {}) {
  return word_codec_testing::expanded_into_guarded(expanded_size, [&](std::span<std::uint8_t> out) {
    return rlew_expand_into(in, tag, out, limits);
  });
}

// Runs the three expanders; they must agree, and the test then checks what they agreed on.
Result<Bytes> expand(ByteSpan in, std::size_t expanded_size, std::uint16_t tag = kTag,
                     const Limits& limits = {}) {
  Result<Bytes> fast = rlew_expand(in, expanded_size, tag, limits);
  EXPECT_TRUE(same_outcome(fast, rlew_expand_literal(in, expanded_size, tag, limits)));
  EXPECT_TRUE(same_outcome(expand_into(in, expanded_size, tag, limits), fast));
  return fast;
}

TEST(Rlew, WordsOtherThanTheTagAreCopied) {
  const Bytes in = words({1, 0xABCC, 0xCDAB, 0xFFFF});
  EXPECT_EQ(*expand(in, in.size()), in);
}

TEST(Rlew, RunWritesCountCopiesOfValue) {
  EXPECT_EQ(*expand(words({7, kTag, 5, 0x1234, 8}), 14),
            words({7, 0x1234, 0x1234, 0x1234, 0x1234, 0x1234, 8}));
}

TEST(Rlew, RunOfTheTagWordWritesTagWords) {
  EXPECT_EQ(*expand(words({kTag, 2, kTag}), 4), words({kTag, kTag}));
}

TEST(Rlew, RunWithCountZeroWritesNothing) {
  EXPECT_EQ(*expand(words({kTag, 0, 9, 3}), 2), words({3}));
}

TEST(Rlew, RunWithOneByteValueUsesTheWholeWord) {
  EXPECT_EQ(*expand(words({kTag, 20, 0x0505}), 40), Bytes(40, 0x05));
}

TEST(Rlew, LongRunFillsEveryWord) {
  const Bytes out = *expand(words({kTag, 32767, 0xBEEF}), 65534);
  for (std::size_t i = 0; i < out.size(); i += 2) ASSERT_EQ(load_u16le(out, i), 0xBEEF) << i;
}

TEST(Rlew, TagIsTheCallersWord) {
  EXPECT_EQ(*expand(words({kTag, 0x1111, 2, 6}), 6, 0x1111), words({kTag, 6, 6}));
}

TEST(Rlew, InputAfterAFullOutputIsIgnored) {
  EXPECT_EQ(*expand(words({1, 2, kTag}), 4), words({1, 2}));
}

TEST(Rlew, ZeroSizeReadsNothing) { EXPECT_EQ(outcome(expand({}, 0)), "ok, 0 bytes"); }

TEST(Rlew, OddSizeIsAnError) {
  EXPECT_EQ(outcome(expand(words({1, 2}), 3)), "E-RLEW-ODD-SIZE at 0");
}

TEST(Rlew, SizeAboveTheLimitIsALimitError) {
  const Result<Bytes> result = expand(words({kTag, 32768, 0}), 65536);
  EXPECT_EQ(outcome(result), "E-RLEW-SIZE-LIMIT at 0");
  EXPECT_EQ(result.error().kind, ErrorKind::kLimit);
  EXPECT_EQ(outcome(expand(words({1, 2}), 4, kTag, Limits{.max_word_codec_output = 2})),
            "E-RLEW-SIZE-LIMIT at 0");
}

TEST(Rlew, OddSizeIsReportedBeforeTheLimit) {
  EXPECT_EQ(outcome(expand({}, 65537)), "E-RLEW-ODD-SIZE at 0");
}

TEST(Rlew, MissingWordIsTruncatedAtThatWord) {
  EXPECT_EQ(outcome(expand(words({1}), 4)), "E-RLEW-TRUNCATED at 2");
  EXPECT_EQ(outcome(expand({}, 2)), "E-RLEW-TRUNCATED at 0");
}

TEST(Rlew, LoneTrailingByteIsTruncatedAtThatByte) {
  EXPECT_EQ(outcome(expand(Bytes{1, 0, 2}, 4)), "E-RLEW-TRUNCATED at 2");
}

TEST(Rlew, RunCutAfterItsTagIsTruncatedAtTheCount) {
  EXPECT_EQ(outcome(expand(words({1, kTag}), 8)), "E-RLEW-TRUNCATED at 4");
}

TEST(Rlew, RunCutAfterItsCountIsTruncatedAtTheValue) {
  EXPECT_EQ(outcome(expand(words({kTag, 3}), 6)), "E-RLEW-TRUNCATED at 4");
  Bytes half_value = words({kTag, 3});
  half_value.push_back(9);
  EXPECT_EQ(outcome(expand(half_value, 6)), "E-RLEW-TRUNCATED at 4");
}

TEST(Rlew, RunPastTheDeclaredSizeIsAnOverrunAtItsTag) {
  EXPECT_EQ(outcome(expand(words({1, kTag, 4, 2}), 8)), "E-RLEW-RUN-OVERRUN at 2");
}

TEST(Rlew, TruncationIsCheckedBeforeOverrun) {
  EXPECT_EQ(outcome(expand(words({kTag, 0xFFFF}), 4)), "E-RLEW-TRUNCATED at 4");
}

TEST(RlewCompress, RunsStartAtFourEqualWords) {
  EXPECT_EQ(*rlew_compress(words({5, 5, 5}), kTag), words({5, 5, 5}));
  EXPECT_EQ(*rlew_compress(words({5, 5, 5, 5}), kTag), words({kTag, 4, 5}));
}

TEST(RlewCompress, EveryTagWordIsARun) {
  EXPECT_EQ(*rlew_compress(words({kTag, 1, kTag, kTag}), kTag),
            words({kTag, 1, kTag, 1, kTag, 2, kTag}));
}

TEST(RlewCompress, RunsAreSplitAtTheLargestCount) {
  ByteWriter plain;
  for (std::size_t i = 0; i < 0xFFFF + 3; ++i) plain.u16(4);
  EXPECT_EQ(*rlew_compress(plain.view(), kTag), words({kTag, 0xFFFF, 4, 4, 4, 4}));
  plain.u16(4);
  EXPECT_EQ(*rlew_compress(plain.view(), kTag), words({kTag, 0xFFFF, 4, kTag, 4, 4}));
}

TEST(RlewCompress, OddSizeIsAnError) {
  EXPECT_EQ(outcome(rlew_compress(Bytes{1, 2, 3}, kTag)), "E-RLEW-ODD-SIZE at 0");
}

TEST(RlewFramed, FrameDeclaresTheExpandedSize) {
  const Bytes plain = words({3, 3, 3, 3, 3, 7});
  const Bytes framed = *rlew_compress_framed(plain, kTag);
  EXPECT_EQ(framed, words({12, kTag, 5, 3, 7}));
  EXPECT_EQ(*rlew_expand_framed(framed, kTag), plain);
}

TEST(RlewFramed, StreamErrorsCountTheFrame) {
  EXPECT_EQ(outcome(rlew_expand_framed(words({8, 1, kTag, 9, 1}), kTag)),
            "E-RLEW-RUN-OVERRUN at 4");
  EXPECT_EQ(outcome(rlew_expand_framed(words({4}), kTag)), "E-RLEW-TRUNCATED at 2");
}

TEST(RlewFramed, SizeErrorsPointAtTheFrame) {
  EXPECT_EQ(outcome(rlew_expand_framed(words({3, 1, 2}), kTag)), "E-RLEW-ODD-SIZE at 0");
  EXPECT_EQ(outcome(rlew_expand_framed(words({8}), kTag, Limits{.max_word_codec_output = 6})),
            "E-RLEW-SIZE-LIMIT at 0");
}

TEST(RlewFramed, FrameCutShortIsTruncatedAtTheFrame) {
  EXPECT_EQ(outcome(rlew_expand_framed(Bytes{}, kTag)), "E-RLEW-TRUNCATED at 0");
  EXPECT_EQ(outcome(rlew_expand_framed(Bytes{4}, kTag)), "E-RLEW-TRUNCATED at 0");
}

TEST(RlewFramed, PlainThatDoesNotFitTheFrameIsRejected) {
  EXPECT_EQ(outcome(rlew_compress_framed(Bytes(65536, 0), kTag)), "E-RLEW-SIZE-LIMIT at 0");
  EXPECT_EQ(outcome(rlew_compress_framed(Bytes(3, 0), kTag)), "E-RLEW-ODD-SIZE at 0");
  EXPECT_EQ(outcome(rlew_compress_framed(Bytes(65534, 0), kTag)), "ok, 8 bytes");
}

// The shortest stream, found without the compressor's reasoning: a dynamic program over word
// positions. From each position either one literal word (never the tag) or a run of equal words;
// a shorter rest of the input never costs more than a longer one (drop its first word from the
// longer one's encoding), so the longest run allowed is the only run worth trying.
std::size_t optimal_rlew_bytes(ByteSpan plain, std::uint16_t tag) {
  const std::size_t count = plain.size() / 2;
  std::vector<std::size_t> cost(count + 1, 0);  // in words, for the words from i on
  std::size_t equal_ahead = 0;                  // words equal to word i from i on
  for (std::size_t i = count; i-- > 0;) {
    const std::uint16_t word = load_u16le(plain, 2 * i);
    equal_ahead = (i + 1 < count && load_u16le(plain, 2 * i + 2) == word) ? equal_ahead + 1 : 1;
    cost[i] = 3 + cost[i + std::min<std::size_t>(equal_ahead, 0xFFFF)];
    if (word != tag) cost[i] = std::min(cost[i], 1 + cost[i + 1]);
  }
  return 2 * cost[0];
}

TEST(RlewProperties, CompressThenExpandGivesThePlainWordsBackAtOptimalSize) {
  testing::Rng rng(0x52'4C'45'57);
  for (const testing::WordPattern pattern : testing::kAllWordPatterns) {
    for (int i = 0; i < 500; ++i) {
      const std::size_t count = i == 0   ? 0
                                : i == 1 ? kMaxWords
                                         : word_codec_testing::random_word_count(rng);
      const std::uint16_t tag = rng.chance(80) ? kTag : static_cast<std::uint16_t>(rng.next());
      const Bytes plain = testing::random_words(rng, count, pattern);
      const Result<Bytes> packed = rlew_compress(plain, tag);
      ASSERT_TRUE(packed.ok());
      ASSERT_EQ(packed->size(), optimal_rlew_bytes(plain, tag))
          << testing::word_pattern_name(pattern) << " case " << i;
      const Result<Bytes> fast = rlew_expand(*packed, plain.size(), tag);
      ASSERT_TRUE(same_outcome(fast, rlew_expand_literal(*packed, plain.size(), tag)));
      ASSERT_TRUE(*fast == plain) << testing::word_pattern_name(pattern) << " case " << i;
    }
  }
}

// Streams made of commands chosen at random, so runs, count-0 runs and overruns all occur.
Bytes random_command_stream(testing::Rng& rng, std::uint16_t tag) {
  ByteWriter stream;
  const std::size_t commands = rng.below(60);
  for (std::size_t i = 0; i < commands; ++i) {
    if (rng.chance(40)) {
      stream.u16(tag);
      stream.u16(static_cast<std::uint16_t>(rng.chance(10) ? rng.next() : rng.below(12)));
      stream.u16(static_cast<std::uint16_t>(rng.next()));
    } else {
      stream.u16(static_cast<std::uint16_t>(rng.next()));
    }
  }
  if (rng.chance(20)) stream.u8(static_cast<std::uint8_t>(rng.next()));
  return stream.take();
}

TEST(RlewDifferential, FastAndLiteralAgreeOnRandomStreams) {
  testing::Rng rng(17);
  for (int i = 0; i < 4000; ++i) {
    const Bytes in = random_command_stream(rng, kTag);
    const std::size_t size = rng.chance(5) ? rng.below(70000) : 2 * rng.below(200);
    const Result<Bytes> literal = rlew_expand_literal(in, size, kTag);
    ASSERT_TRUE(same_outcome(rlew_expand(in, size, kTag), literal)) << "case " << i;
    ASSERT_TRUE(same_outcome(expand_into(in, size), literal)) << "case " << i;
  }
}

TEST(RlewDifferential, FastAndLiteralAgreeOnDamagedStreams) {
  testing::Rng rng(23);
  for (int i = 0; i < 3000; ++i) {
    const testing::WordPattern pattern =
        testing::kAllWordPatterns[rng.below(std::size(testing::kAllWordPatterns))];
    const Bytes plain = testing::random_words(rng, rng.below(300), pattern);
    const Bytes in = word_codec_testing::mutate(rng, *rlew_compress(plain, kTag));
    const std::size_t size = word_codec_testing::nearby_size(rng, plain.size());
    const Result<Bytes> literal = rlew_expand_literal(in, size, kTag);
    ASSERT_TRUE(same_outcome(rlew_expand(in, size, kTag), literal)) << "case " << i;
    ASSERT_TRUE(same_outcome(expand_into(in, size), literal)) << "case " << i;
  }
}

}  // namespace
}  // namespace wolfsuite
