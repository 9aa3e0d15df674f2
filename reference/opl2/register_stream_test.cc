#include "reference/opl2/register_stream.h"

#include <gtest/gtest.h>

namespace wolfsuite::opl2 {
namespace {

const RegisterStream kStream = {{{0, 0x01, 0x20}, {0, 0xb0, 0x00}, {355, 0xa0, 0x33}}, 1000};

TEST(RegisterStream, FormatsAndParsesBackTheSameStream) {
  const std::string text = format_register_stream(kStream, "test sfx 0");
  EXPECT_TRUE(text.starts_with("# test sfx 0: 3 writes, 1000 samples, stream sha256 "));
  EXPECT_NE(text.find("\n355 a0 33\n"), std::string::npos);
  const auto parsed = parse_register_stream(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(parsed->stream, kStream);
  EXPECT_EQ(parsed->title, "test sfx 0");
  EXPECT_EQ(parsed->sha256, register_stream_sha256(kStream));
}

TEST(RegisterStream, Sha256CoversSixBytesAWrite) {
  // sha256 of the 6 bytes 00 00 00 00 01 20
  EXPECT_EQ(register_stream_sha256({{{0, 0x01, 0x20}}, 1}),
            "b45d18281c89d6b5accf65ee6c907aa5394889807360561f437a7dd2a1d64f0a");
}

TEST(RegisterStream, RejectsAMissingHeader) {
  const auto parsed = parse_register_stream("0 01 20\n");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-OPL-STREAM-HEADER");
}

TEST(RegisterStream, RejectsWritesGoingBackInTime) {
  std::string text = format_register_stream(kStream, "t");
  text += "354 b0 20\n";
  const auto parsed = parse_register_stream(text);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-OPL-STREAM-LINE");
}

TEST(RegisterStream, RejectsACountThatDiffersFromTheLines) {
  std::string text = format_register_stream(kStream, "t");
  text.resize(text.rfind("355"));
  const auto parsed = parse_register_stream(text);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-OPL-STREAM-COUNT");
}

}  // namespace
}  // namespace wolfsuite::opl2
