#include "decoders/formats/registry.h"

#include <gtest/gtest.h>

#include <any>
#include <set>
#include <string>

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/grp.h"
#include "decoders/formats/format_test_support.h"
#include "decoders/formats/mac_formats.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/pak.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {
namespace {

using testing::listing_of;

std::vector<NamedFile> synthetic_of(std::string_view name) {
  auto files = find_format(name)->synthetic();
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return files.ok() ? std::move(files).value() : std::vector<NamedFile>{};
}

FormatInput one_file(const std::string& name, Bytes bytes) {
  return FormatInput{name, "", {InputFile{name, std::move(bytes), std::nullopt}}};
}

TEST(Registry, EveryEntryHasItsOwnNameAndIsFoundByIt) {
  std::set<std::string_view> names;
  for (const Format* format : formats()) {
    EXPECT_TRUE(names.insert(format->name()).second) << format->name() << " twice";
    EXPECT_EQ(find_format(format->name()), format);
  }
  EXPECT_EQ(find_format("doom-wad"), nullptr);
  EXPECT_EQ(names, (std::set<std::string_view>{"wolf-set", "build-map", "build-grp", "quake-bsp",
                                               "quake-pak", "mac-resource-fork"}));
}

TEST(Registry, EveryEntryDecodesToItsTypedModel) {
  const auto model_of = [](std::string_view name) {
    const std::vector<FoundUnit> units = find_units(listing_of("in", synthetic_of(name)));
    EXPECT_FALSE(units.empty()) << name;
    FormatReport report;
    return units.empty() ? std::any() : find_format(name)->decode(units.front().input, report);
  };
  EXPECT_EQ(model_of("wolf-set").type(), typeid(WolfSet));
  EXPECT_EQ(model_of("build-map").type(), typeid(BuildMap));
  EXPECT_EQ(model_of("build-grp").type(), typeid(Grp));
  EXPECT_EQ(model_of("quake-bsp").type(), typeid(Bsp));
  EXPECT_EQ(model_of("quake-pak").type(), typeid(Pak));
  EXPECT_EQ(model_of("mac-resource-fork").type(), typeid(MacForkContents));
}

TEST(Registry, AFileThatDoesNotDecodeGivesNoModelAndItsError) {
  FormatReport report;
  const std::any model =
      find_format("quake-pak")->decode(one_file("cut.pak", Bytes{'P', 'A', 'C', 'K'}), report);
  EXPECT_FALSE(model.has_value());
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0].error.id, "E-QUAKE-PAK-TRUNCATED");
}

TEST(Registry, BytesOfNoFormatAreNotDetected) {
  EXPECT_EQ(detect_file_format(one_file("empty", Bytes{}), ProbeVerdict::kUnsure), nullptr);
  EXPECT_EQ(detect_file_format(one_file("noise", Bytes(100, 0x5A)), ProbeVerdict::kUnsure),
            nullptr);
}

TEST(Registry, AFileSetEntryIsNeverDetectedForOneFile) {
  for (const NamedFile& file : synthetic_of("wolf-set")) {
    const Format* format = detect_file_format(one_file(file.name, file.bytes), ProbeVerdict::kNo);
    EXPECT_TRUE(format == nullptr || format->shape() == UnitShape::kOneFile) << file.name;
  }
}

TEST(Registry, SetsComeFirstThenFilesInPathOrder) {
  std::vector<NamedFile> named = synthetic_of("quake-bsp");
  for (NamedFile& file : synthetic_of("wolf-set")) named.push_back(std::move(file));
  for (NamedFile& file : synthetic_of("build-grp")) named.push_back(std::move(file));
  FolderListing listing = listing_of("in", named);
  listing.subfolders.push_back(listing_of("in/a", synthetic_of("quake-pak")));
  const std::vector<FoundUnit> units = find_units(listing);
  ASSERT_EQ(units.size(), 4u);
  EXPECT_EQ(units[0].format->name(), "wolf-set");
  EXPECT_EQ(units[0].input.location, "in");
  EXPECT_EQ(units[0].input.group, "wl1");
  EXPECT_EQ(units[1].input.location, std::filesystem::path("in/a/box.pak"));
  EXPECT_EQ(units[2].input.location, std::filesystem::path("in/box.bsp"));
  EXPECT_EQ(units[3].input.location, std::filesystem::path("in/sample.grp"));
}

TEST(Registry, SetsOfSubfoldersAreFoundOnlyWhenTheFolderHoldsNone) {
  FolderListing listing = listing_of("in", {});
  listing.subfolders.push_back(listing_of("in/a", synthetic_of("wolf-set")));
  listing.subfolders.push_back(listing_of("in/b", synthetic_of("wolf-set")));
  EXPECT_EQ(find_units(listing).size(), 2u);
  listing.files = listing_of("in", synthetic_of("wolf-set")).files;
  const std::vector<FoundUnit> units = find_units(listing);
  ASSERT_EQ(units.size(), 1u);
  EXPECT_EQ(units[0].input.location, "in");
}

// A set is found by the names the engine opens, even when nothing in its bytes speaks for it:
// check then says what is wrong.
TEST(Registry, ASetWhoseHeadersSayNothingIsStillFound) {
  const std::vector<FoundUnit> units =
      find_units(listing_of("in", {NamedFile{"MAPHEAD.WL1", Bytes{1, 2, 3}}}));
  ASSERT_EQ(units.size(), 1u);
  EXPECT_EQ(units[0].format->probe(units[0].input), ProbeVerdict::kUnsure);
  const FormatReport report = units[0].format->check(units[0].input);
  EXPECT_FALSE(report.loadable());
}

// In a folder a file needs its content to speak (likely); named, unsure is enough.
TEST(Registry, AFileInAFolderNeedsALikelyProbe) {
  Bytes map = synthetic_of("build-map").front().bytes;
  map.push_back(0);  // bytes after the sprites: a BUILD map has no magic to vouch for it
  const FormatInput input = one_file("odd.map", map);
  EXPECT_EQ(find_format("build-map")->probe(input), ProbeVerdict::kUnsure);
  EXPECT_EQ(detect_file_format(input, ProbeVerdict::kUnsure), find_format("build-map"));
  EXPECT_TRUE(find_units(listing_of("in", {NamedFile{"odd.map", map}})).empty());
}

TEST(Registry, AnUnreadableFileIsNoUnit) {
  FolderListing listing = listing_of("in", synthetic_of("quake-bsp"));
  listing.files.front().read_error = malformed("E-IO-READ", 0, "in/box.bsp: cannot open");
  EXPECT_TRUE(find_units(listing).empty());
}

}  // namespace
}  // namespace wolfsuite
