#include "decoders/wolf/version.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

TEST(VersionFacts, SeedCountsPerVersion) {
  EXPECT_EQ(version_facts(GameVersion::kWl1).sound_effects, 87);
  EXPECT_EQ(version_facts(GameVersion::kWl6).music, 27);
  EXPECT_EQ(version_facts(GameVersion::kSdm).sound_effects, 81);
  EXPECT_EQ(version_facts(GameVersion::kSod).music, 24);
  EXPECT_EQ(version_facts(GameVersion::kSdm).maps, 2);
  EXPECT_EQ(version_facts(GameVersion::kWl6).maps, 60);
  EXPECT_EQ(version_facts(GameVersion::kSdm).demos, 1);
  for (const GameVersion version : kAllGameVersions) {
    EXPECT_EQ(version_facts(version).version, version);
  }
}

TEST(VersionFacts, TagLookupIgnoresCase) {
  EXPECT_EQ(version_from_tag("WL1"), GameVersion::kWl1);
  EXPECT_EQ(version_from_tag("sd3"), GameVersion::kSd3);
  EXPECT_EQ(version_from_tag("wl2"), std::nullopt);
}

TEST(DetectVersion, ShippedShareware) {
  const auto detection = detect_version({"WL1", 10, 289});
  EXPECT_EQ(detection.version, GameVersion::kWl1);
  EXPECT_TRUE(detection.matches_counts);
}

TEST(DetectVersion, CountsAloneFindTheVersion) {
  EXPECT_EQ(detect_version({"", 2, 268}).version, GameVersion::kSdm);
  EXPECT_EQ(detect_version({"dat", 60, 289}).version, GameVersion::kWl6);
  EXPECT_EQ(detect_version({"", 30, 289}).version, GameVersion::kWl3);
  EXPECT_EQ(detect_version({"", 21, 268}).version, GameVersion::kSod);
}

TEST(DetectVersion, MissionPackNamedByItsExtension) {
  EXPECT_EQ(detect_version({"SD2", 21, 268}).version, GameVersion::kSd2);
  EXPECT_EQ(detect_version({"sd3", 21, 268}).version, GameVersion::kSd3);
}

TEST(DetectVersion, ExtensionKeptWhenOnlyTheMapCountDiffers) {
  const auto detection = detect_version({"wl1", 2, 289});
  EXPECT_EQ(detection.version, GameVersion::kWl1);
  EXPECT_FALSE(detection.matches_counts);
}

TEST(DetectVersion, ExtensionOverruledByTheAudioFamily) {
  const auto detection = detect_version({"wl6", 2, 268});
  EXPECT_EQ(detection.version, GameVersion::kSdm);
  EXPECT_GE(detection.reasons.size(), 2u);
}

TEST(DetectVersion, UnknownCountsGiveNoVersion) {
  EXPECT_EQ(detect_version({"", 7, 100}).version, std::nullopt);
  EXPECT_EQ(detect_version({}).version, std::nullopt);
}

}  // namespace
}  // namespace wolfsuite
