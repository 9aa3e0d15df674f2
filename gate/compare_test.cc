// The first difference of each output kind (compare.h).
#include "gate/compare.h"

#include <gtest/gtest.h>

#include <string>

#include "reference/opl2/register_stream.h"

namespace wolfsuite::gate {
namespace {

Bytes pcm(std::initializer_list<std::int16_t> samples) {
  Bytes bytes;
  for (const std::int16_t sample : samples) {
    bytes.push_back(static_cast<std::uint8_t>(sample & 0xff));
    bytes.push_back(static_cast<std::uint8_t>((sample >> 8) & 0xff));
  }
  return bytes;
}

TEST(CompareBytes, EqualBytesHaveNoDifference) {
  const Bytes same = {1, 2, 3};
  EXPECT_FALSE(compare_bytes(same, same).has_value());
}

TEST(CompareBytes, NamesTheFirstDifferingOffsetWithHexRowsOfBothSides) {
  Bytes expected(40, 0x11);
  Bytes actual = expected;
  actual[20] = 0xab;
  actual[33] = 0xcd;
  const auto difference = compare_bytes(expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "first difference at byte 20: expected 0x11, actual 0xab");
  EXPECT_EQ(difference->kind, "bytes-differ");
  EXPECT_EQ(difference->facts["offset"], 20);
  EXPECT_EQ(difference->facts["differing_bytes"], 2);
  ASSERT_GE(difference->detail.size(), 4u);
  EXPECT_EQ(difference->detail[0].rfind("expected 00000000 ", 0), 0u) << difference->detail[0];
  EXPECT_NE(difference->detail[3].find("11 11 11 11 ab 11"), std::string::npos)
      << difference->detail[3];
}

TEST(CompareBytes, AShorterOutputIsNamedByWhereItEnds) {
  const Bytes expected = {1, 2, 3, 4};
  const Bytes actual = {1, 2};
  const auto difference = compare_bytes(expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "truncated after 2 bytes (expected 4)");
  EXPECT_EQ(difference->kind, "truncated");
  EXPECT_NE(difference->detail[1].find("01 02 -- --"), std::string::npos) << difference->detail[1];
}

// Wolf4SDL's page loader read each VSWAP page up to the next page's offset: 184 bytes, then 328
// zero bytes of padding.
TEST(CompareBytes, TheExpectedBytesThenZerosAreNamedAsPadding) {
  const Bytes expected(184, 0x5a);
  Bytes actual = expected;
  actual.resize(512, 0);
  const auto difference = compare_bytes(expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary,
            "expected bytes followed by 328 zero bytes: 512 bytes, expected 184");
  EXPECT_EQ(difference->kind, "padded-with-zeros");
  EXPECT_EQ(difference->facts["offset"], 184);
  ASSERT_FALSE(difference->detail.empty());
  EXPECT_EQ(difference->detail[0].rfind("expected 000000a0 ", 0), 0u) << difference->detail[0];
}

TEST(CompareBytes, TheExpectedBytesThenOthersAreNamedAsLonger) {
  const auto difference = compare_bytes(Bytes{1, 2}, Bytes{1, 2, 0, 7, 0});
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "expected bytes followed by 3 other bytes: 5 bytes, expected 2");
  EXPECT_EQ(difference->kind, "longer");
}

TEST(CompareBytes, ADifferenceBeforeTheShorterEndsNamesTheByteAndBothSizes) {
  const auto difference = compare_bytes(Bytes{1, 2, 3}, Bytes{1, 9});
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary,
            "first difference at byte 1: expected 0x02, actual 0x09 (and 2 bytes, expected 3)");
  EXPECT_EQ(difference->kind, "bytes-differ");
}

TEST(CompareFrames, NamesTheFirstDifferingPixelAndCountsThem) {
  Bytes expected(4 * 3, 7);
  Bytes actual = expected;
  actual[1 * 4 + 2] = 9;  // (2, 1)
  actual[2 * 4 + 0] = 9;
  const auto difference = compare_indexed_frames(4, 3, expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary,
            "pixel (2, 1): expected colour 7, actual 9; 2 of 12 pixels differ");
  EXPECT_EQ(difference->facts["differing_pixels"], 2);
  ASSERT_TRUE(difference->frame.has_value());
  EXPECT_EQ(difference->frame->expected, expected);
  EXPECT_EQ(difference->frame->actual, actual);
}

TEST(CompareFrames, AFrameOfTheWrongSizeIsNamedBySize) {
  const auto difference = compare_indexed_frames(4, 3, Bytes(12), Bytes(10));
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "the actual frame is 10 bytes, a 4x3 frame is 12");
  EXPECT_FALSE(difference->frame.has_value());
}

TEST(ComparePcm, NamesTheFirstDifferingSampleItsTimeAndBothValues) {
  const auto difference = compare_pcm_s16le(pcm({0, 100, -200, 5}), pcm({0, 100, -201, 6}), 100);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary,
            "sample 2 (0.020000 s): expected -200, actual -201; 2 of 4 samples differ");
  EXPECT_EQ(difference->facts["differing_samples"], 2);
}

TEST(ComparePcm, ASoundThatStopsEarlyIsNamedByItsLength) {
  const auto difference = compare_pcm_s16le(pcm({1, 2, 3}), pcm({1, 2}));
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "the actual sound is 2 samples, expected 3; equal up to sample 2");
  EXPECT_FALSE(compare_pcm_s16le(pcm({1, 2}), pcm({1, 2})).has_value());
}

TEST(CompareRegisterStreams, NamesTheFirstDifferingWrite) {
  opl2::RegisterStream stream{{{0, 0x20, 0x01}, {10, 0xb0, 0x31}}, 100};
  const std::string expected = opl2::format_register_stream(stream, "t");
  stream.writes[1].value = 0x11;
  const std::string actual = opl2::format_register_stream(stream, "t");
  const auto difference = compare_register_streams(expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary,
            "write 1: expected sample 10: reg 0xb0 = 0x31, actual sample 10: reg 0xb0 = 0x11");
  EXPECT_FALSE(compare_register_streams(expected, expected).has_value());
}

TEST(CompareRegisterStreams, AnActualStreamThatDoesNotParseIsReportedWithItsError) {
  const std::string expected = opl2::format_register_stream({{{0, 0x20, 0x01}}, 5}, "t");
  const auto difference = compare_register_streams(expected, "garbage\n");
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->facts["error"], "E-OPL-STREAM-HEADER");
  EXPECT_EQ(difference->summary.rfind("the actual output is not a register stream", 0), 0u);
}

TEST(CompareDemoTraces, NamesTheFirstDivergingLineAndField) {
  const std::string expected =
      "{\"oracle\":\"engine\"}\n{\"frame\":0,\"x\":1}\n{\"frame\":1,\"x\":3}\n";
  const std::string actual =
      "{\"oracle\":\"port\"}\n{\"frame\":0,\"x\":1}\n{\"frame\":1,\"x\":5}\n";
  const auto difference = compare_demo_traces(expected, actual);
  ASSERT_TRUE(difference.has_value());
  EXPECT_EQ(difference->summary, "the traces diverge at line 3 (frame 1): x: expected 3, actual 5");
  EXPECT_EQ(difference->facts["frame"], 1);
  EXPECT_FALSE(compare_demo_traces(expected, expected).has_value());
}

Expected expected_rejection(const std::string& error) {
  Expected expected;
  expected.status = ExpectedStatus::kRejected;
  expected.error = error;
  return expected;
}

Response response(ResponseStatus status, const std::string& error = "") {
  Response made;
  made.status = status;
  made.error = error;
  return made;
}

Expected expected_format(OutputFormat format, std::uint32_t width = 0, std::uint32_t height = 0) {
  Expected expected;
  expected.format = format;
  expected.width = width;
  expected.height = height;
  return expected;
}

TEST(CompareVerdicts, WrongVerdictAndWrongErrorIdFailAMissingIdPasses) {
  const Expected rejected = expected_rejection("E-CARMACK-FAR-OFFSET");
  const Response accepted = response(ResponseStatus::kOk);
  const Response other_id = response(ResponseStatus::kRejected, "E-CARMACK-TRUNCATED");
  const Response no_id = response(ResponseStatus::kRejected);
  const auto wrong_verdict = compare_verdicts(rejected, accepted);
  ASSERT_TRUE(wrong_verdict.has_value());
  EXPECT_EQ(wrong_verdict->summary,
            "verdict: expected rejected with E-CARMACK-FAR-OFFSET, actual ok");
  EXPECT_EQ(wrong_verdict->kind, "verdict");
  const auto wrong_id = compare_verdicts(rejected, other_id);
  ASSERT_TRUE(wrong_id.has_value());
  EXPECT_EQ(wrong_id->facts["actual_error"], "E-CARMACK-TRUNCATED");
  EXPECT_EQ(wrong_id->kind, "error-id");
  EXPECT_FALSE(compare_verdicts(rejected, no_id).has_value());
  EXPECT_FALSE(compare_verdicts(Expected{}, accepted).has_value());
}

TEST(CompareOutput, PicksTheComparisonOfTheFormat) {
  const Expected frame = expected_format(OutputFormat::kIndexedFrame, 2, 1);
  const auto difference = compare_output(frame, Bytes{1, 2}, Bytes{1, 3});
  ASSERT_TRUE(difference.has_value());
  EXPECT_TRUE(difference->frame.has_value());
  EXPECT_EQ(difference->kind, "frame-differs");
  const Expected bytes = expected_format(OutputFormat::kBytes);
  EXPECT_EQ(compare_output(bytes, Bytes{1, 2}, Bytes{1, 3})->summary,
            "first difference at byte 1: expected 0x02, actual 0x03");
}

}  // namespace
}  // namespace wolfsuite::gate
