#include "decoders/mac/level.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "decoders/core/big_endian.h"
#include "decoders/core/byte_reader.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {
namespace {

// Offsets from the layout table in level.h, written independently of the encoder.
constexpr std::size_t kHeaderAt = 4160;
constexpr std::size_t kTablesAt = 4168;

MacLevel sketched(const std::vector<std::string>& rows) {
  Result<MacLevel> level = mac_level_from_sketch(rows);
  EXPECT_TRUE(level.ok()) << level.error().to_string();
  return level.ok() ? *level : MacLevel{};
}

MacLevel two_rooms() {
  return sketched({
      "#######",
      "#P..#.#",
      "#.S.|.#",
      "#...#o#",
      "###.#.#",
      "#.#.#.#",
      "#######",
  });
}

Bytes encoded(const MacLevel& level) {
  Result<Bytes> bytes = encode_mac_level(level);
  EXPECT_TRUE(bytes.ok()) << bytes.error().to_string();
  return bytes.ok() ? *bytes : Bytes{};
}

TEST(MacLevel, RoundTripsMapZonesObjectsAndTree) {
  const MacLevel level = two_rooms();
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(encoded(level), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, level);
  EXPECT_TRUE(findings.empty());
}

TEST(MacLevel, HeaderWordsAreBigEndianAndChildIndicesLittleEndian) {
  const MacLevel level = two_rooms();
  const Bytes bytes = encoded(level);
  EXPECT_EQ(load_be16(bytes, kHeaderAt), level.objects.size());
  EXPECT_EQ(load_be16(bytes, kHeaderAt + 2), kTablesAt);
  EXPECT_EQ(load_be16(bytes, kHeaderAt + 4), level.bsp.size());
  const std::size_t bsp_at = load_be16(bytes, kHeaderAt + 6);
  ASSERT_FALSE(level.bsp[0].terminal());
  // seed 000 2.5.2: the root's children are marked * (little-endian).
  EXPECT_EQ(load_u16le(bytes, bsp_at + 2), level.bsp[0].first_child);
  EXPECT_EQ(load_u16le(bytes, bsp_at + 4), level.bsp[0].second_child);
  EXPECT_EQ(level.bsp[0].first_child, 1);
}

TEST(MacLevel, SecretDoorObjectsTakeFourBytes) {
  const MacLevel level = two_rooms();
  const Bytes bytes = encoded(level);
  std::size_t expected = 0;
  for (const MacObject& object : level.objects) expected += object.type == 0x62 ? 4 : 3;
  EXPECT_EQ(load_be16(bytes, kHeaderAt + 6), kTablesAt + expected);
}

TEST(MacLevel, ShortResourceIsTruncated) {
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(Bytes(4167, 0x81), findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-LEVEL-TRUNCATED");
}

TEST(MacLevel, BspTablePastTheEndIsTruncated) {
  Bytes bytes = encoded(two_rooms());
  bytes.pop_back();
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-LEVEL-TRUNCATED");
}

TEST(MacLevel, TableInsideTheFixedPartIsAnOffsetError) {
  Bytes bytes = encoded(two_rooms());
  patch_be16(bytes, kHeaderAt + 6, 100);
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-LEVEL-TABLE-OFFSET");
}

TEST(MacLevel, OverlappingTablesAreAnOffsetError) {
  Bytes bytes = encoded(two_rooms());
  patch_be16(bytes, kHeaderAt + 6, kTablesAt + 3);
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-LEVEL-TABLE-OFFSET");
}

TEST(MacLevel, TrailingBytesAreALayoutFinding) {
  Bytes bytes = encoded(two_rooms());
  bytes.push_back(0);
  Findings findings;
  const Result<MacLevel> decoded = decode_mac_level(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-MAC-LEVEL-LAYOUT"));
  EXPECT_EQ(*decoded, two_rooms());
}

TEST(MacLevel, EncoderRejectsSegmentFieldsOnASplitEntry) {
  MacLevel level = two_rooms();
  level.bsp[0].room = 1;
  const Result<Bytes> bytes = encode_mac_level(level);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-MAC-LEVEL-ENCODE");
}

TEST(MacLevel, ProbeLikesOwnLevelsAndRejectsShortOnes) {
  EXPECT_EQ(probe_mac_level(encoded(two_rooms())), ProbeVerdict::kLikely);
  EXPECT_EQ(probe_mac_level(Bytes(100, 0)), ProbeVerdict::kNo);
}

TEST(MacLevel, CountsObjectsEntriesRoomsAndDoors) {
  const MacLevel level = two_rooms();
  const MacLevelCounts counts = count_mac_level(level);
  EXPECT_EQ(counts.objects, level.objects.size());
  EXPECT_EQ(counts.nodes + counts.segments, level.bsp.size());
  EXPECT_EQ(counts.leaves, counts.nodes + 1);  // a binary tree
  EXPECT_EQ(counts.rooms, 3u);                 // west room, east corridor, the closed cell
  EXPECT_EQ(counts.doors, 1u);
}

TEST(MacLevel, SketchedLevelValidatesWithoutFindings) {
  Findings findings;
  ASSERT_TRUE(validate_mac_level(two_rooms(), findings).ok());
  for (const Finding& finding : findings.items()) ADD_FAILURE() << finding.id << finding.message;
}

}  // namespace
}  // namespace wolfsuite
