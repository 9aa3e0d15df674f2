#include "decoders/quake/pak.h"

#include <gtest/gtest.h>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/quake/quake_real_data.h"

namespace wolfsuite {
namespace {

Pak two_entry_pak() {
  Pak pak;
  pak.entries.push_back(make_pak_entry("default.cfg", {'b', 'i', 'n', 'd'}).value());
  pak.entries.push_back(make_pak_entry("maps/start.ent", {'{', '}'}).value());
  return pak;
}

Bytes encoded(const Pak& pak) { return encode_pak(pak).value(); }

void patch_u32(Bytes& bytes, std::size_t at, std::uint32_t value) {
  for (std::size_t i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (8 * i));
}

TEST(Pak, CanonicalEncodingPutsDataAfterHeaderAndDirectoryLast) {
  const Bytes bytes = encoded(two_entry_pak());
  ASSERT_EQ(bytes.size(), 12u + 4 + 2 + 2 * 64);
  EXPECT_EQ(load_u32le(bytes, 4), 18u);
  EXPECT_EQ(load_u32le(bytes, 8), 128u);
  EXPECT_EQ(load_u32le(bytes, 18 + 56), 12u);
  EXPECT_EQ(load_u32le(bytes, 18 + 64 + 56), 16u);
}

TEST(Pak, DecodeOfEncodeGivesTheEntriesBack) {
  Findings findings;
  auto pak = decode_pak(encoded(two_entry_pak()), findings);
  ASSERT_TRUE(pak.ok()) << pak.error().to_string();
  EXPECT_TRUE(findings.empty());
  pak->layout.reset();
  EXPECT_EQ(*pak, two_entry_pak());
}

TEST(Pak, GapsBetweenEntriesAreKeptForAnIdenticalReencode) {
  Bytes bytes = encoded(two_entry_pak());
  // Move the directory 3 bytes further and fill the gap with bytes of our own.
  Bytes shifted(bytes.begin(), bytes.begin() + 18);
  shifted.insert(shifted.end(), {0xAA, 0xBB, 0xCC});
  shifted.insert(shifted.end(), bytes.begin() + 18, bytes.end());
  patch_u32(shifted, 4, 21);
  Findings findings;
  auto pak = decode_pak(shifted, findings);
  ASSERT_TRUE(pak.ok()) << pak.error().to_string();
  EXPECT_EQ(encoded(*pak), shifted);
}

TEST(Pak, ALayoutTheEntriesNoLongerFitFallsBackToTheCanonicalOne) {
  Findings findings;
  auto pak = decode_pak(encoded(two_entry_pak()), findings);
  ASSERT_TRUE(pak.ok());
  pak->entries[0].data.resize(100, 7);
  auto again = decode_pak(encoded(*pak), findings);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->entries[0].data.size(), 100u);
}

TEST(Pak, RejectsAWrongMagic) {
  Bytes bytes = encoded(two_entry_pak());
  bytes[0] = 'X';
  Findings findings;
  EXPECT_EQ(decode_pak(bytes, findings).error().id, "E-QUAKE-PAK-MAGIC");
}

TEST(Pak, RejectsAFileShorterThanTheHeader) {
  Findings findings;
  EXPECT_EQ(decode_pak(Bytes{'P', 'A', 'C', 'K', 0}, findings).error().id, "E-QUAKE-PAK-TRUNCATED");
}

TEST(Pak, RejectsADirectoryOutsideTheFileOrOfPartEntries) {
  Findings findings;
  Bytes outside = encoded(two_entry_pak());
  patch_u32(outside, 4, 1000);
  EXPECT_EQ(decode_pak(outside, findings).error().id, "E-QUAKE-PAK-DIRECTORY");
  Bytes partial = encoded(two_entry_pak());
  patch_u32(partial, 8, 100);
  EXPECT_EQ(decode_pak(partial, findings).error().id, "E-QUAKE-PAK-DIRECTORY");
}

TEST(Pak, RejectsMoreEntriesThanTheEngineLoads) {
  Pak pak;
  pak.entries.resize(kMaxPakEntries + 1);
  EXPECT_EQ(encode_pak(pak).error().id, "E-QUAKE-PAK-ENCODE");
  ByteWriter writer;
  for (const char c : kPakMagic) writer.u8(static_cast<std::uint8_t>(c));
  writer.u32(12);
  writer.u32(static_cast<std::uint32_t>((kMaxPakEntries + 1) * kPakEntryBytes));
  writer.fill((kMaxPakEntries + 1) * kPakEntryBytes, 0);
  Findings findings;
  const auto result = decode_pak(writer.view(), findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-PAK-ENTRY-LIMIT");
  EXPECT_EQ(result.error().kind, ErrorKind::kLimit);
}

TEST(Pak, RejectsAnEntryOutsideTheFile) {
  Bytes bytes = encoded(two_entry_pak());
  patch_u32(bytes, 18 + 60, 1000);
  Findings findings;
  const auto result = decode_pak(bytes, findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-PAK-ENTRY-RANGE");
  EXPECT_EQ(result.error().offset, 18u + 56);
}

TEST(Pak, RejectsOverlappingEntries) {
  Bytes bytes = encoded(two_entry_pak());
  patch_u32(bytes, 18 + 64 + 56, 14);  // entry 1 starts inside entry 0
  Findings findings;
  const auto result = decode_pak(bytes, findings);
  EXPECT_EQ(result.error().id, "E-QUAKE-PAK-OVERLAP");
  EXPECT_EQ(result.error().offset, 18u + 64);
  Bytes into_directory = encoded(two_entry_pak());
  patch_u32(into_directory, 18 + 56, 20);
  EXPECT_EQ(decode_pak(into_directory, findings).error().id, "E-QUAKE-PAK-OVERLAP");
}

TEST(Pak, NameQuirksAreFindingsAndKept) {
  Pak pak = two_entry_pak();
  pak.entries[0].name_field.fill('a');
  pak.entries[1].name_field[20] = 'x';
  pak.entries.push_back(pak.entries[1]);
  pak.entries.push_back(make_pak_entry("", {}).value());
  const Bytes bytes = encoded(pak);
  Findings findings;
  auto decoded = decode_pak(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-QUAKE-PAK-NAME-UNTERMINATED"));
  EXPECT_TRUE(findings.contains("W-QUAKE-PAK-NAME-PADDING"));
  EXPECT_TRUE(findings.contains("W-QUAKE-PAK-DUPLICATE-NAME"));
  EXPECT_TRUE(findings.contains("W-QUAKE-PAK-EMPTY-NAME"));
  EXPECT_EQ(pak_entry_name(decoded->entries[0]), std::string(56, 'a'));
  EXPECT_EQ(encoded(*decoded), bytes);
}

TEST(Pak, MakeEntryRefusesANameWithNoRoomForItsNul) {
  EXPECT_TRUE(make_pak_entry(std::string(55, 'a'), {}).ok());
  EXPECT_EQ(make_pak_entry(std::string(56, 'a'), {}).error().id, "E-QUAKE-PAK-ENCODE");
}

TEST(Pak, ProbeIsCertainOnAPakAndNoOnOtherBytes) {
  const Bytes bytes = encoded(two_entry_pak());
  EXPECT_EQ(probe_pak(bytes), ProbeVerdict::kCertain);
  EXPECT_EQ(probe_pak(ByteSpan(bytes).first(8)), ProbeVerdict::kLikely);
  EXPECT_EQ(probe_pak(Bytes{'K', 'e', 'n', 'S'}), ProbeVerdict::kNo);
}

TEST(PakRealData, QuakespasmPakHasTheEntriesOfItsSourceAndReencodesIdentically) {
  const auto bytes = testing::read_quake_file(testing::kQuakePakSet, "quakespasm.pak");
  if (!bytes) GTEST_SKIP() << testing::quake_data_missing(testing::kQuakePakSet);
  Findings findings;
  auto pak = decode_pak(*bytes, findings);
  ASSERT_TRUE(pak.ok()) << pak.error().to_string();
  EXPECT_TRUE(findings.empty());
  ASSERT_EQ(pak->entries.size(), 8u);
  EXPECT_EQ(pak_entry_name(pak->entries[0]), "gfx/conback.lmp");
  EXPECT_EQ(pak->entries[0].data.size(), 327688u);
  EXPECT_EQ(pak->layout->entry_offsets[0], 12u);
  EXPECT_EQ(pak_entry_name(pak->entries[7]), "default.cfg");
  EXPECT_EQ(pak->layout->entry_offsets[7], 555780u);
  EXPECT_EQ(pak->entries[7].data.size(), 2171u);
  EXPECT_EQ(pak->layout->directory_offset, 557952u);
  EXPECT_EQ(probe_pak(*bytes), ProbeVerdict::kCertain);
  EXPECT_EQ(encoded(*pak), *bytes);
}

}  // namespace
}  // namespace wolfsuite
