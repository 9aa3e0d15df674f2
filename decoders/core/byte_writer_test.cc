#include "decoders/core/byte_writer.h"

#include <gtest/gtest.h>

#include "decoders/core/byte_reader.h"

namespace wolfsuite {
namespace {

TEST(ByteWriter, WritesLittleEndianThatTheReaderReadsBack) {
  ByteWriter writer;
  writer.u8(0x12);
  writer.u16(0xABCD);
  writer.u24(0x123456);
  writer.u32(0xDEADBEEF);
  writer.i16(-3);
  writer.i32(-70000);
  const Bytes out = writer.take();
  ASSERT_EQ(out.size(), 1u + 2 + 3 + 4 + 2 + 4);
  EXPECT_EQ(out[1], 0xCD);
  EXPECT_EQ(out[2], 0xAB);
  ByteReader reader(out, "E-TEST-TRUNCATED");
  EXPECT_EQ(*reader.u8(), 0x12);
  EXPECT_EQ(*reader.u16(), 0xABCD);
  EXPECT_EQ(*reader.u24(), 0x123456u);
  EXPECT_EQ(*reader.u32(), 0xDEADBEEFu);
  EXPECT_EQ(*reader.i16(), -3);
  EXPECT_EQ(*reader.i32(), -70000);
}

TEST(ByteWriter, PatchOverwritesAnEarlierField) {
  ByteWriter writer;
  writer.u32(0);
  writer.u16(0);
  writer.patch_u32(0, 0x01020304);
  writer.patch_u16(4, 0xA7A8);
  ByteReader reader(writer.view(), "E-TEST-TRUNCATED");
  EXPECT_EQ(*reader.u32(), 0x01020304u);
  EXPECT_EQ(*reader.u16(), 0xA7A8);
}

}  // namespace
}  // namespace wolfsuite
