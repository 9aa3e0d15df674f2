#include "decoders/wolf/manifest.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

GoldenManifest two_lumps() {
  GoldenManifest manifest;
  manifest.set = "wl1";
  manifest.add("map/1/name", Bytes{'E', '1', 'M', '2'});
  manifest.add("map/0/name", Bytes{'E', '1', 'M', '1'});
  return manifest;
}

TEST(GoldenManifest, JsonListsLumpsSortedWithSizeAndDigest) {
  const std::string json = manifest_to_json(two_lumps());
  EXPECT_LT(json.find("map/0/name"), json.find("map/1/name"));
  EXPECT_NE(json.find("\"schema\": \"wolfsuite-golden/1\""), std::string::npos);
  EXPECT_NE(json.find("\"size\": 4"), std::string::npos);
}

TEST(GoldenManifest, JsonRoundTripsToTheSameManifest) {
  const auto parsed = manifest_from_json(manifest_to_json(two_lumps()));
  ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
  EXPECT_EQ(*parsed, two_lumps());
}

TEST(GoldenManifest, OtherSchemaIsRejected) {
  const auto parsed = manifest_from_json(R"({"schema":"other/1","set":"x","lumps":{}})");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().id, "E-GOLDEN-JSON");
}

TEST(GoldenManifest, ComparisonNamesMissingExtraAndChangedLumps) {
  GoldenManifest expected = two_lumps();
  GoldenManifest actual = two_lumps();
  actual.lumps.erase("map/0/name");
  actual.add("map/1/name", Bytes{'X'});
  actual.add("map/2/name", Bytes{'Y'});
  const ManifestDifference difference = compare_manifests(expected, actual);
  EXPECT_EQ(difference.only_in_expected, std::vector<std::string>{"map/0/name"});
  EXPECT_EQ(difference.only_in_actual, std::vector<std::string>{"map/2/name"});
  EXPECT_EQ(difference.different, std::vector<std::string>{"map/1/name"});
}

}  // namespace
}  // namespace wolfsuite
