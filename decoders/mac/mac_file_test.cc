#include "decoders/mac/mac_file.h"

#include <gtest/gtest.h>

#include <string>

#include "decoders/core/big_endian.h"

namespace wolfsuite {
namespace {

Bytes small_fork() {
  ResourceFork fork;
  fork.resources.push_back({"BRGR", 146, std::nullopt, 0, Bytes{0, 0, 0, 200}});
  Result<Bytes> bytes = encode_resource_fork(fork);
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : Bytes{};
}

MacBinaryFile sample_binary() {
  MacBinaryFile file;
  file.name = "Levels";
  file.file_type = "MAPS";
  file.creator = "WOLF";
  file.finder_flags = 0x01;
  file.created = 0xA0000000;
  file.modified = 0xA0000001;
  file.data_fork = Bytes{1, 2, 3};
  file.resource_fork = small_fork();
  return file;
}

Bytes binary_bytes(const MacBinaryFile& file) {
  Result<Bytes> bytes = encode_macbinary(file);
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : Bytes{};
}

TEST(MacBinary, CrcIsCcittXmodem) {
  const std::string check = "123456789";
  // The published check value of CRC-16/XMODEM.
  EXPECT_EQ(
      macbinary_crc(ByteSpan(reinterpret_cast<const std::uint8_t*>(check.data()), check.size())),
      0x31C3);
}

TEST(MacBinary, RoundTripsHeaderFieldsAndBothForks) {
  const MacBinaryFile file = sample_binary();
  const Bytes bytes = binary_bytes(file);
  EXPECT_EQ(bytes.size() % 128, 0u);
  EXPECT_EQ(load_be32(bytes, 83), 3u);
  EXPECT_EQ(load_be32(bytes, 87), file.resource_fork.size());
  EXPECT_EQ(bytes[122], 129);
  Findings findings;
  const Result<MacBinaryFile> decoded = decode_macbinary(bytes, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, file);
  EXPECT_TRUE(findings.empty());
}

TEST(MacBinary, ResourceForkStartsAtTheNext128ByteBoundaryAfterTheDataFork) {
  const Bytes bytes = binary_bytes(sample_binary());
  EXPECT_EQ(load_be32(bytes, 256), 256u);  // the raw fork's data offset, at 128 + 128
}

TEST(MacBinary, BadCrcIsAFindingAndTheForksAreStillRead) {
  Bytes bytes = binary_bytes(sample_binary());
  bytes[125] ^= 0xFF;
  Findings findings;
  const Result<MacBinaryFile> decoded = decode_macbinary(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-MAC-MACBINARY-CRC"));
  EXPECT_EQ(probe_mac_resource_file(bytes), ProbeVerdict::kLikely);
}

TEST(MacBinary, NonZeroVersionByteIsAHeaderError) {
  Bytes bytes = binary_bytes(sample_binary());
  bytes[0] = 1;
  Findings findings;
  const Result<MacBinaryFile> decoded = decode_macbinary(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-MACBINARY-HEADER");
}

TEST(MacBinary, ForkLengthPastTheFileIsTruncated) {
  Bytes bytes = binary_bytes(sample_binary());
  patch_be32(bytes, 87, 100000);
  Findings findings;
  const Result<MacBinaryFile> decoded = decode_macbinary(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-MACBINARY-TRUNCATED");
  EXPECT_EQ(decoded.error().offset, 83u);
}

TEST(MacBinary, EncoderRejectsAnEmptyName) {
  MacBinaryFile file = sample_binary();
  file.name.clear();
  const Result<Bytes> bytes = encode_macbinary(file);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-MAC-MACBINARY-ENCODE");
}

AppleDoubleFile sample_double() {
  AppleDoubleFile file;
  file.entries.push_back({9, Bytes(32, 0)});
  file.entries.push_back({kAppleDoubleResourceFork, small_fork()});
  return file;
}

TEST(AppleDouble, RoundTripsEntries) {
  const AppleDoubleFile file = sample_double();
  const Bytes bytes = encode_apple_double(file);
  EXPECT_EQ(load_be32(bytes, 0), kAppleDoubleMagic);
  EXPECT_EQ(load_be16(bytes, 24), 2);
  Findings findings;
  const Result<AppleDoubleFile> decoded = decode_apple_double(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, file);
}

TEST(AppleDouble, EntryPastTheEndIsAnEntryError) {
  Bytes bytes = encode_apple_double(sample_double());
  patch_be32(bytes, 26 + 12 + 8, 1u << 20);
  Findings findings;
  const Result<AppleDoubleFile> decoded = decode_apple_double(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-APPLEDOUBLE-ENTRY");
  EXPECT_EQ(decoded.error().offset, 38u);
}

TEST(AppleDouble, EntriesSharingMoreBytesThanTheFileHoldsAreALimit) {
  AppleDoubleFile file;
  for (int i = 0; i < 4; ++i) file.entries.push_back({9, Bytes(100, 1)});
  Bytes bytes = encode_apple_double(file);
  for (std::size_t i = 1; i < 4; ++i) {  // every entry at the first one's 100 bytes, and more
    patch_be32(bytes, 26 + 12 * i + 4, load_be32(bytes, 26 + 4));
    patch_be32(bytes, 26 + 12 * i + 8, 400);
  }
  Findings findings;
  const Result<AppleDoubleFile> decoded = decode_apple_double(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-APPLEDOUBLE-SIZE-LIMIT");
  EXPECT_EQ(decoded.error().kind, ErrorKind::kLimit);
}

TEST(AppleDouble, EntryCountPastTheEndIsTruncated) {
  Bytes bytes = encode_apple_double(sample_double());
  patch_be16(bytes, 24, 0xFFFF);
  Findings findings;
  const Result<AppleDoubleFile> decoded = decode_apple_double(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-APPLEDOUBLE-TRUNCATED");
}

TEST(AppleDouble, WrongMagicIsAMagicError) {
  Bytes bytes = encode_apple_double(sample_double());
  bytes[3] = 0x00;  // AppleSingle's 0x00051600
  Findings findings;
  const Result<AppleDoubleFile> decoded = decode_apple_double(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-APPLEDOUBLE-MAGIC");
}

TEST(AppleDouble, UnknownVersionIsAFinding) {
  AppleDoubleFile file = sample_double();
  file.version = 0x00030000;
  Findings findings;
  ASSERT_TRUE(decode_apple_double(encode_apple_double(file), findings).ok());
  EXPECT_TRUE(findings.contains("W-MAC-APPLEDOUBLE-VERSION"));
}

TEST(MacResourceFile, DecodesTheSameForkFromRawMacBinaryAndAppleDouble) {
  const Bytes raw = small_fork();
  const Bytes binary = binary_bytes(sample_binary());
  const Bytes apple_double = encode_apple_double(sample_double());
  EXPECT_EQ(detect_mac_container(raw), MacContainer::kRawFork);
  EXPECT_EQ(detect_mac_container(binary), MacContainer::kMacBinary);
  EXPECT_EQ(detect_mac_container(apple_double), MacContainer::kAppleDouble);
  Findings findings;
  const Result<ResourceFork> from_raw = decode_mac_resource_file(raw, findings);
  const Result<ResourceFork> from_binary = decode_mac_resource_file(binary, findings);
  const Result<ResourceFork> from_double = decode_mac_resource_file(apple_double, findings);
  ASSERT_TRUE(from_raw.ok() && from_binary.ok() && from_double.ok());
  EXPECT_EQ(*from_raw, *from_binary);
  EXPECT_EQ(*from_raw, *from_double);
  EXPECT_EQ(probe_mac_resource_file(binary), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_mac_resource_file(apple_double), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_mac_resource_file(raw), ProbeVerdict::kLikely);
}

TEST(MacResourceFile, AppleDoubleWithoutEntryTwoHasNoFork) {
  AppleDoubleFile file;
  file.entries.push_back({9, Bytes(32, 0)});
  Findings findings;
  const Result<ResourceFork> decoded =
      decode_mac_resource_file(encode_apple_double(file), findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-APPLEDOUBLE-NO-FORK");
}

}  // namespace
}  // namespace wolfsuite
