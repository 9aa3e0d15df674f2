#include "decoders/mac/map_list.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

MapList three_levels() {
  MapList list;
  list.first_level = 200;
  list.levels = {{1, 2, 90, 1, 1}, {2, 2, 120, 1, 2}, {0, 0, 180, 2, 1}};
  return list;
}

TEST(MapList, EncodesBigEndianWordsAsTheSeedLaysThemOut) {
  const Result<Bytes> bytes = encode_map_list(three_levels());
  ASSERT_TRUE(bytes.ok());
  ASSERT_EQ(bytes->size(), 4u + 3 * 10);
  EXPECT_EQ((*bytes)[0], 0);
  EXPECT_EQ((*bytes)[1], 3);
  EXPECT_EQ((*bytes)[2], 0);
  EXPECT_EQ((*bytes)[3], 200);
  EXPECT_EQ((*bytes)[4 + 10 + 5], 120);  // level 1's par time, low byte
}

TEST(MapList, RoundTrips) {
  const Result<Bytes> bytes = encode_map_list(three_levels());
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  const Result<MapList> decoded = decode_map_list(*bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, three_levels());
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(next_level_id(*decoded, 0), 201);
}

TEST(MapList, CountPastTheEndIsTruncated) {
  Bytes bytes = *encode_map_list(three_levels());
  bytes[1] = 4;
  Findings findings;
  const Result<MapList> decoded = decode_map_list(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-MAP-LIST-TRUNCATED");
  EXPECT_EQ(probe_map_list(bytes), ProbeVerdict::kNo);
}

TEST(MapList, TrailingBytesAreAFindingAndAreWrittenBack) {
  Bytes bytes = *encode_map_list(three_levels());
  bytes.push_back(0xEE);
  Findings findings;
  const Result<MapList> decoded = decode_map_list(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-MAC-MAP-LIST-TRAILING"));
  EXPECT_EQ(*encode_map_list(*decoded), bytes);
  EXPECT_EQ(probe_map_list(bytes), ProbeVerdict::kUnsure);
}

TEST(MapList, NextLevelOutsideTheListIsAValidationFinding) {
  MapList list = three_levels();
  Findings clean;
  validate_map_list(list, clean);
  EXPECT_TRUE(clean.empty());
  list.levels[1].alternate = 3;
  Findings findings;
  validate_map_list(list, findings);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-MAC-MAP-LIST-NEXT");
  EXPECT_EQ(findings.items()[0].offset, 14u);
}

}  // namespace
}  // namespace wolfsuite
