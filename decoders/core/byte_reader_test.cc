#include "decoders/core/byte_reader.h"

#include <array>

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

constexpr std::array<std::uint8_t, 7> kSample = {0x01, 0x02, 0x03, 0x04, 0xFF, 0xFE, 0x80};

TEST(ByteReader, ReadsLittleEndianIntegersInOrder) {
  ByteReader reader(kSample, "E-TEST-TRUNCATED");
  EXPECT_EQ(*reader.u8(), 0x01);
  EXPECT_EQ(*reader.u16(), 0x0302);
  EXPECT_EQ(reader.position(), 3u);
  EXPECT_EQ(*reader.u24(), 0xFEFF04u);
  EXPECT_EQ(reader.remaining(), 1u);
}

TEST(ByteReader, ReadsSignedValuesAsTwosComplement) {
  constexpr std::array<std::uint8_t, 6> data = {0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F};
  ByteReader reader(data, "E-TEST-TRUNCATED");
  EXPECT_EQ(*reader.i16(), -2);
  EXPECT_EQ(*reader.i32(), 0x7FFFFFFF);
  EXPECT_TRUE(reader.at_end());
}

TEST(ByteReader, ReadPastEndIsTypedErrorWithTheReadersIdAndOffset) {
  ByteReader reader(kSample, "E-TEST-TRUNCATED", 100);
  ASSERT_TRUE(reader.u32().ok());
  ASSERT_TRUE(reader.u16().ok());
  auto word = reader.u16();
  ASSERT_FALSE(word.ok());
  EXPECT_EQ(word.error().id, "E-TEST-TRUNCATED");
  EXPECT_EQ(word.error().offset, 106u);
  EXPECT_EQ(word.error().kind, ErrorKind::kMalformed);
  // A failed read consumes nothing.
  EXPECT_EQ(reader.remaining(), 1u);
  EXPECT_EQ(*reader.u8(), 0x80);
}

TEST(ByteReader, BytesReturnsAViewAndRejectsCountsPastTheEnd) {
  ByteReader reader(kSample, "E-TEST-TRUNCATED");
  auto view = reader.bytes(3);
  ASSERT_TRUE(view.ok());
  EXPECT_EQ(view->size(), 3u);
  EXPECT_EQ((*view)[2], 0x03);
  EXPECT_FALSE(reader.bytes(5).ok());
  EXPECT_FALSE(reader.bytes(static_cast<std::size_t>(-1)).ok());
}

TEST(ByteReader, SubReaderReportsFileOffsetsAndRejectsOverflowingRanges) {
  ByteReader reader(kSample, "E-TEST-RANGE", 10);
  auto sub = reader.sub(4, 3);
  ASSERT_TRUE(sub.ok());
  EXPECT_EQ(sub->file_offset(), 14u);
  EXPECT_EQ(*sub->u8(), 0xFF);
  EXPECT_FALSE(reader.sub(5, 3).ok());
  auto wrap = reader.sub(2, static_cast<std::size_t>(-1));
  ASSERT_FALSE(wrap.ok());
  EXPECT_EQ(wrap.error().id, "E-TEST-RANGE");
}

TEST(ByteReader, SeekAndSkipStayInsideTheSpan) {
  ByteReader reader(kSample, "E-TEST-TRUNCATED");
  EXPECT_TRUE(reader.seek(7).ok());
  EXPECT_TRUE(reader.at_end());
  EXPECT_FALSE(reader.seek(8).ok());
  EXPECT_TRUE(reader.seek(0).ok());
  EXPECT_TRUE(reader.skip(6).ok());
  EXPECT_FALSE(reader.skip(2).ok());
  EXPECT_EQ(reader.rest().size(), 1u);
}

TEST(ByteReader, EmptySpanFailsEveryRead) {
  ByteReader reader(ByteSpan{}, "E-TEST-TRUNCATED");
  EXPECT_FALSE(reader.u8().ok());
  EXPECT_FALSE(reader.u32().ok());
  EXPECT_TRUE(reader.bytes(0).ok());
}

}  // namespace
}  // namespace wolfsuite
