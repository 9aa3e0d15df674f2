#include "decoders/build_engine/synthetic_maps.h"

#include <gtest/gtest.h>

#include "decoders/build_engine/build_map_convert.h"

namespace wolfsuite {
namespace {

TEST(SyntheticMaps, EveryVersionRoundTripsWithoutFindings) {
  for (std::int32_t version = 6; version <= 9; ++version) {
    const BuildMap map = synthetic_build_map(version);
    const Result<Bytes> bytes = encode_build_map(map);
    ASSERT_TRUE(bytes.ok()) << version;
    Findings findings;
    const Result<BuildMap> decoded = decode_build_map(*bytes, findings);
    ASSERT_TRUE(decoded.ok()) << version;
    EXPECT_EQ(*decoded, map);
    validate_build_map(*decoded, findings);
    EXPECT_TRUE(findings.empty()) << version << ": " << findings.items()[0].message;
    EXPECT_EQ(probe_build_map(*bytes), ProbeVerdict::kLikely);
  }
}

TEST(SyntheticMaps, Version6SlopesShowTheConversionRule) {
  const Result<BuildMap> v7 = convert_build_map_v6_to_v7(synthetic_build_map(6));
  ASSERT_TRUE(v7.ok());
  EXPECT_EQ(v7->sectors[1].ceilingheinum, 512);  // sloped: kept
  EXPECT_EQ(v7->sectors[1].floorheinum, 0);      // parallaxing, not sloped: cleared
}

TEST(SyntheticMaps, GrpHoldsTheFourVersionsAndDecodesWithoutFindings) {
  const Grp grp = synthetic_grp();
  ASSERT_EQ(grp.files.size(), 5u);
  EXPECT_EQ(grp_file_name(grp.files[0]), "SAMPLE6.MAP");
  EXPECT_EQ(grp_file_name(grp.files[4]), "READMEFI.TXT");
  const Result<Bytes> bytes = encode_grp(grp);
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  const Result<Grp> decoded = decode_grp(*bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, grp);
  EXPECT_TRUE(findings.empty());
  for (std::size_t i = 0; i < 4; ++i) {
    Findings map_findings;
    const Result<BuildMap> map = decode_build_map(grp.files[i].data, map_findings);
    ASSERT_TRUE(map.ok()) << i;
    EXPECT_EQ(map->version, static_cast<std::int32_t>(6 + i));
  }
}

}  // namespace
}  // namespace wolfsuite
