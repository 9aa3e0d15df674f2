#include "decoders/compress/carmack.h"

#include <gtest/gtest.h>

#include <cstdint>

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

// carmack_expand_into over a guarded buffer of exactly `expanded_size` bytes.
Result<Bytes> expand_into(ByteSpan in, std::size_t expanded_size, const Limits& limits = {}) {
  return word_codec_testing::expanded_into_guarded(expanded_size, [&](std::span<std::uint8_t> out) {
    return carmack_expand_into(in, out, limits);
  });
}

// Runs the three expanders; they must agree, and the test then checks what they agreed on.
Result<Bytes> expand(ByteSpan in, std::size_t expanded_size, const Limits& limits = {}) {
  Result<Bytes> fast = carmack_expand(in, expanded_size, limits);
  EXPECT_TRUE(same_outcome(fast, carmack_expand_literal(in, expanded_size, limits)));
  EXPECT_TRUE(same_outcome(expand_into(in, expanded_size, limits), fast));
  return fast;
}

// Commands spelt out (carmack.h), so the tests read like the streams they build.
class Stream {
 public:
  Stream& word(std::uint16_t value) {
    writer_.u16(value);
    return *this;
  }
  Stream& escape(std::uint8_t tag, std::uint8_t low) {
    writer_.u16(static_cast<std::uint16_t>(tag << 8));
    writer_.u8(low);
    return *this;
  }
  Stream& near_copy(std::uint8_t count, std::uint8_t back) {
    writer_.u16(static_cast<std::uint16_t>((kCarmackNearTag << 8) | count));
    writer_.u8(back);
    return *this;
  }
  Stream& far_copy(std::uint8_t count, std::uint16_t at) {
    writer_.u16(static_cast<std::uint16_t>((kCarmackFarTag << 8) | count));
    writer_.u16(at);
    return *this;
  }
  Stream& byte(std::uint8_t value) {
    writer_.u8(value);
    return *this;
  }
  Bytes bytes() const { return writer_.view(); }

 private:
  ByteWriter writer_;
};

TEST(Carmack, WordsWithoutATagHighByteAreCopied) {
  const Bytes in = words({0x0001, 0xA6FF, 0xA900, 0x00A7, 0x00A8});
  EXPECT_EQ(*expand(in, in.size()), in);
}

TEST(Carmack, EscapeWritesTheTagByteAsAHighByte) {
  const Bytes in = Stream().escape(kCarmackNearTag, 0x12).escape(kCarmackFarTag, 0x00).bytes();
  EXPECT_EQ(*expand(in, 4), words({0xA712, 0xA800}));
}

TEST(Carmack, NearCopyRepeatsEarlierWords) {
  const Bytes in = Stream().word(1).word(2).word(3).near_copy(2, 3).bytes();
  EXPECT_EQ(*expand(in, 10), words({1, 2, 3, 1, 2}));
}

TEST(Carmack, NearCopyLongerThanItsDistanceRepeatsAPattern) {
  const Bytes in = Stream().word(1).word(2).near_copy(5, 2).bytes();
  EXPECT_EQ(*expand(in, 14), words({1, 2, 1, 2, 1, 2, 1}));
  ByteWriter nines;
  for (int i = 0; i < 256; ++i) nines.u16(9);
  EXPECT_EQ(*expand(Stream().word(9).near_copy(255, 1).bytes(), 512), nines.view());
}

TEST(Carmack, FarCopyRepeatsWordsFromTheStart) {
  const Bytes in = Stream().word(5).word(6).word(7).far_copy(2, 1).bytes();
  EXPECT_EQ(*expand(in, 10), words({5, 6, 7, 6, 7}));
}

TEST(Carmack, FarCopyOverlappingTheWritePositionRepeatsAPattern) {
  const Bytes in = Stream().word(5).word(6).word(7).far_copy(4, 1).bytes();
  EXPECT_EQ(*expand(in, 14), words({5, 6, 7, 6, 7, 6, 7}));
}

TEST(Carmack, LongNonOverlappingCopiesAreExact) {
  Stream stream;
  for (std::uint16_t i = 0; i < 300; ++i) stream.word(i);
  const Bytes in = stream.far_copy(200, 50).near_copy(255, 255).bytes();
  const Bytes out = *expand(in, std::size_t{2} * 755);
  for (std::size_t i = 0; i < 200; ++i) ASSERT_EQ(load_u16le(out, 600 + 2 * i), 50 + i) << i;
  for (std::size_t i = 0; i < 255; ++i) {
    ASSERT_EQ(load_u16le(out, 1000 + 2 * i), load_u16le(out, 1000 + 2 * i - 510)) << i;
  }
}

TEST(Carmack, InputAfterAFullOutputIsIgnored) {
  EXPECT_EQ(*expand(Stream().word(1).near_copy(9, 9).bytes(), 2), words({1}));
}

TEST(Carmack, ZeroSizeReadsNothing) { EXPECT_EQ(outcome(expand({}, 0)), "ok, 0 bytes"); }

TEST(Carmack, OddSizeIsAnError) {
  EXPECT_EQ(outcome(expand(words({1, 2}), 3)), "E-CARMACK-ODD-SIZE at 0");
  EXPECT_EQ(outcome(expand({}, 65537)), "E-CARMACK-ODD-SIZE at 0");
}

TEST(Carmack, SizeAboveTheLimitIsALimitError) {
  const Result<Bytes> result = expand({}, 65536);
  EXPECT_EQ(outcome(result), "E-CARMACK-SIZE-LIMIT at 0");
  EXPECT_EQ(result.error().kind, ErrorKind::kLimit);
  EXPECT_EQ(outcome(expand(words({1, 2}), 4, Limits{.max_word_codec_output = 2})),
            "E-CARMACK-SIZE-LIMIT at 0");
}

TEST(Carmack, TruncationNamesTheFirstMissingByte) {
  EXPECT_EQ(outcome(expand({}, 2)), "E-CARMACK-TRUNCATED at 0");
  EXPECT_EQ(outcome(expand(Stream().word(1).byte(7).bytes(), 4)), "E-CARMACK-TRUNCATED at 3");
  EXPECT_EQ(outcome(expand(words({0xA700}), 2)), "E-CARMACK-TRUNCATED at 2");
  EXPECT_EQ(outcome(expand(words({1, 0xA701}), 4)), "E-CARMACK-TRUNCATED at 4");
  EXPECT_EQ(outcome(expand(words({1, 0xA801}), 4)), "E-CARMACK-TRUNCATED at 4");
  EXPECT_EQ(outcome(expand(Stream().word(1).word(0xA801).byte(0).bytes(), 4)),
            "E-CARMACK-TRUNCATED at 5");
}

TEST(Carmack, CopyLongerThanTheWordsLeftIsAnOverrunAtTheCommand) {
  EXPECT_EQ(outcome(expand(Stream().word(1).near_copy(2, 1).bytes(), 4)), "E-CARMACK-OVERRUN at 2");
  EXPECT_EQ(outcome(expand(Stream().word(1).far_copy(2, 0).bytes(), 4)), "E-CARMACK-OVERRUN at 2");
}

TEST(Carmack, TruncationIsCheckedBeforeOverrunAndOverrunBeforeOffset) {
  EXPECT_EQ(outcome(expand(words({1, 0xA8FF}), 4)), "E-CARMACK-TRUNCATED at 4");
  EXPECT_EQ(outcome(expand(Stream().word(1).near_copy(5, 0).bytes(), 4)), "E-CARMACK-OVERRUN at 2");
  EXPECT_EQ(outcome(expand(Stream().word(1).far_copy(5, 9).bytes(), 4)), "E-CARMACK-OVERRUN at 2");
}

TEST(Carmack, NearCopyFromNowhereOrBeforeTheStartIsAnError) {
  EXPECT_EQ(outcome(expand(Stream().word(1).near_copy(1, 0).bytes(), 4)),
            "E-CARMACK-NEAR-OFFSET at 2");
  EXPECT_EQ(outcome(expand(Stream().word(1).near_copy(1, 2).bytes(), 4)),
            "E-CARMACK-NEAR-OFFSET at 2");
  EXPECT_EQ(outcome(expand(Stream().near_copy(1, 1).bytes(), 2)), "E-CARMACK-NEAR-OFFSET at 0");
}

TEST(Carmack, FarCopyFromOutputNotYetWrittenIsAnError) {
  EXPECT_EQ(outcome(expand(Stream().far_copy(1, 0).bytes(), 2)), "E-CARMACK-FAR-OFFSET at 0");
  EXPECT_EQ(outcome(expand(Stream().word(1).far_copy(1, 1).bytes(), 4)),
            "E-CARMACK-FAR-OFFSET at 2");
}

TEST(CarmackCompress, TagHighBytesAreEscaped) {
  EXPECT_EQ(*carmack_compress(words({0xA7A7, 0x1234, 0xA801})),
            Stream().escape(0xA7, 0xA7).word(0x1234).escape(0xA8, 0x01).bytes());
}

TEST(CarmackCompress, NearCopyForTwoWordsWithin255Back) {
  EXPECT_EQ(*carmack_compress(words({1, 2, 3, 1, 2})),
            Stream().word(1).word(2).word(3).near_copy(2, 3).bytes());
}

TEST(CarmackCompress, FarCopyFromThreeWordsBeyond255Back) {
  ByteWriter plain;
  Stream expected;
  for (std::uint16_t i = 0; i < 300; ++i) {
    plain.u16(i);
    expected.word(i);
  }
  plain.bytes(words({10, 11, 20, 21, 22}));
  expected.word(10).word(11).far_copy(3, 20);
  EXPECT_EQ(*carmack_compress(plain.view()), expected.bytes());
}

TEST(CarmackCompress, TwoEscapedWordsFarBackAreWorthAFarCopy) {
  ByteWriter plain;
  Stream expected;
  plain.bytes(words({0xA701, 0xA802}));
  expected.escape(0xA7, 0x01).escape(0xA8, 0x02);
  for (std::uint16_t i = 0; i < 300; ++i) {
    plain.u16(i);
    expected.word(i);
  }
  plain.bytes(words({0xA701, 0xA802}));
  expected.far_copy(2, 0);
  EXPECT_EQ(*carmack_compress(plain.view()), expected.bytes());
}

TEST(CarmackCompress, CopiesNeverReachIntoTheirOwnOutput) {
  // seed 002's expander could repeat 1 2 from one near copy of 6 words, but id's compressor
  // (reproduced here for byte-identical GAMEMAPS) copies only words already written.
  EXPECT_EQ(*carmack_compress(words({1, 2, 1, 2, 1, 2, 1, 2})),
            Stream().word(1).word(2).near_copy(2, 2).near_copy(4, 4).bytes());
}

TEST(CarmackCompress, LatestOfEquallyLongMatchesWins) {
  EXPECT_EQ(*carmack_compress(words({1, 2, 9, 1, 2, 8, 1, 2})),
            Stream().word(1).word(2).word(9).near_copy(2, 3).word(8).near_copy(2, 3).bytes());
}

TEST(CarmackCompress, CountsStopAt255) {
  ByteWriter plain;
  for (int i = 0; i < 600; ++i) plain.u16(7);
  const Bytes packed = *carmack_compress(plain.view());
  EXPECT_EQ(packed, Stream()
                        .word(7)
                        .word(7)
                        .near_copy(2, 2)
                        .near_copy(4, 4)
                        .near_copy(8, 8)
                        .near_copy(16, 16)
                        .near_copy(32, 32)
                        .near_copy(64, 64)
                        .near_copy(128, 128)
                        .near_copy(255, 255)
                        .near_copy(89, 89)
                        .bytes());
  EXPECT_EQ(*carmack_expand(packed, plain.size()), plain.view());
}

TEST(CarmackCompress, OddSizeIsAnError) {
  EXPECT_EQ(outcome(carmack_compress(Bytes{1, 2, 3})), "E-CARMACK-ODD-SIZE at 0");
}

TEST(CarmackFramed, FrameDeclaresTheExpandedSize) {
  const Bytes plain = words({4, 5, 4, 5});
  const Bytes framed = *carmack_compress_framed(plain);
  EXPECT_EQ(framed, Stream().word(8).word(4).word(5).near_copy(2, 2).bytes());
  EXPECT_EQ(*carmack_expand_framed(framed), plain);
}

TEST(CarmackFramed, StreamErrorsCountTheFrame) {
  EXPECT_EQ(outcome(carmack_expand_framed(Stream().word(4).word(1).far_copy(1, 3).bytes())),
            "E-CARMACK-FAR-OFFSET at 4");
  EXPECT_EQ(outcome(carmack_expand_framed(Stream().word(4).word(1).byte(0xA7).bytes())),
            "E-CARMACK-TRUNCATED at 5");
}

TEST(CarmackFramed, SizeErrorsPointAtTheFrame) {
  EXPECT_EQ(outcome(carmack_expand_framed(words({5, 1, 2, 3}))), "E-CARMACK-ODD-SIZE at 0");
  EXPECT_EQ(outcome(carmack_expand_framed(words({6}), Limits{.max_word_codec_output = 4})),
            "E-CARMACK-SIZE-LIMIT at 0");
}

TEST(CarmackFramed, FrameCutShortIsTruncatedAtTheMissingByte) {
  EXPECT_EQ(outcome(carmack_expand_framed(Bytes{})), "E-CARMACK-TRUNCATED at 0");
  EXPECT_EQ(outcome(carmack_expand_framed(Bytes{4})), "E-CARMACK-TRUNCATED at 1");
}

TEST(CarmackFramed, PlainThatDoesNotFitTheFrameIsRejected) {
  EXPECT_EQ(outcome(carmack_compress_framed(Bytes(65536, 0))), "E-CARMACK-SIZE-LIMIT at 0");
  EXPECT_EQ(outcome(carmack_compress_framed(Bytes(5, 0))), "E-CARMACK-ODD-SIZE at 0");
}

// Every word as a literal, escaped where needed: what a copy has to beat.
std::size_t literal_only_bytes(ByteSpan plain) {
  std::size_t bytes = 0;
  for (std::size_t i = 1; i < plain.size(); i += 2) {
    bytes += (plain[i] == kCarmackNearTag || plain[i] == kCarmackFarTag) ? 3 : 2;
  }
  return bytes;
}

TEST(CarmackProperties, CompressThenExpandGivesThePlainWordsBackNoLongerThanLiterals) {
  testing::Rng rng(0x43'41'52'4D);
  for (const testing::WordPattern pattern : testing::kAllWordPatterns) {
    for (int i = 0; i < 400; ++i) {
      const std::size_t count = i == 0   ? 0
                                : i == 1 ? kMaxWords
                                         : word_codec_testing::random_word_count(rng);
      const Bytes plain = testing::random_words(rng, count, pattern);
      const Result<Bytes> packed = carmack_compress(plain);
      ASSERT_TRUE(packed.ok());
      ASSERT_LE(packed->size(), literal_only_bytes(plain))
          << testing::word_pattern_name(pattern) << " case " << i;
      const Result<Bytes> fast = carmack_expand(*packed, plain.size());
      ASSERT_TRUE(same_outcome(fast, carmack_expand_literal(*packed, plain.size())));
      ASSERT_TRUE(*fast == plain) << testing::word_pattern_name(pattern) << " case " << i;
    }
  }
}

// Streams of commands chosen at random, so every command kind, valid or not, occurs.
Bytes random_command_stream(testing::Rng& rng) {
  Stream stream;
  const std::size_t commands = rng.below(60);
  for (std::size_t i = 0; i < commands; ++i) {
    const auto count = static_cast<std::uint8_t>(rng.chance(10) ? rng.below(256) : rng.below(8));
    switch (rng.below(4)) {
      case 0:
        stream.near_copy(count, static_cast<std::uint8_t>(rng.below(12)));
        break;
      case 1:
        stream.far_copy(count, static_cast<std::uint16_t>(rng.below(rng.chance(10) ? 65536 : 12)));
        break;
      case 2:
        stream.escape(rng.chance(50) ? kCarmackNearTag : kCarmackFarTag,
                      static_cast<std::uint8_t>(rng.next()));
        break;
      default:
        stream.word(static_cast<std::uint16_t>(rng.next()));
        break;
    }
  }
  const std::size_t tail = rng.below(4);
  for (std::size_t i = 0; i < tail; ++i) stream.byte(static_cast<std::uint8_t>(rng.next()));
  return stream.bytes();
}

TEST(CarmackDifferential, FastAndLiteralAgreeOnRandomStreams) {
  testing::Rng rng(29);
  for (int i = 0; i < 4000; ++i) {
    const Bytes in = random_command_stream(rng);
    const std::size_t size = rng.chance(5) ? rng.below(70000) : 2 * rng.below(200);
    const Result<Bytes> literal = carmack_expand_literal(in, size);
    ASSERT_TRUE(same_outcome(carmack_expand(in, size), literal)) << "case " << i;
    ASSERT_TRUE(same_outcome(expand_into(in, size), literal)) << "case " << i;
  }
}

TEST(CarmackDifferential, FastAndLiteralAgreeOnDamagedStreams) {
  testing::Rng rng(31);
  for (int i = 0; i < 3000; ++i) {
    const testing::WordPattern pattern =
        testing::kAllWordPatterns[rng.below(std::size(testing::kAllWordPatterns))];
    const Bytes plain = testing::random_words(rng, rng.below(300), pattern);
    const Bytes in = word_codec_testing::mutate(rng, *carmack_compress(plain));
    const std::size_t size = word_codec_testing::nearby_size(rng, plain.size());
    const Result<Bytes> literal = carmack_expand_literal(in, size);
    ASSERT_TRUE(same_outcome(carmack_expand(in, size), literal)) << "case " << i;
    ASSERT_TRUE(same_outcome(expand_into(in, size), literal)) << "case " << i;
  }
}

}  // namespace
}  // namespace wolfsuite
