#include "decoders/formats/wolf_set_format.h"

#include <gtest/gtest.h>

#include "decoders/formats/format_test_support.h"
#include "decoders/formats/registry.h"

namespace wolfsuite {
namespace {

using testing::BlankRenderers;
using testing::listing_of;
using testing::MemorySink;

std::vector<NamedFile> synthetic_set() {
  auto files = wolf_set_format().synthetic();
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return files.ok() ? std::move(files).value() : std::vector<NamedFile>{};
}

FormatInput set_without(std::string_view file_name) {
  std::vector<NamedFile> files = synthetic_set();
  std::erase_if(files, [&](const NamedFile& file) { return file.name == file_name; });
  const std::vector<FoundUnit> units = find_units(listing_of("in", files));
  EXPECT_EQ(units.size(), 1u);
  return units.empty() ? FormatInput{} : units.front().input;
}

TEST(WolfSetFormat, TheSetsFilesAreItsInputInStemOrder) {
  const FormatInput input = set_without("");
  EXPECT_EQ(input.group, "wl1");
  ASSERT_EQ(input.files.size(), 8u);
  EXPECT_EQ(input.files.front().path, std::filesystem::path("in/audiohed.wl1"));
  EXPECT_EQ(input.files.back().path, std::filesystem::path("in/vswap.wl1"));
  EXPECT_EQ(wolf_set_files(input).files.size(), 8u);
}

TEST(WolfSetFormat, CheckNamesEachMissingFileButInspectDoesNot) {
  const FormatInput input = set_without("audiot.wl1");
  const FormatReport checked = wolf_set_format().check(input);
  ASSERT_FALSE(checked.errors.empty());
  const FamilyError& missing = checked.errors.back();
  EXPECT_EQ(missing.error.id, "E-SET-MISSING-FILE");
  EXPECT_EQ(missing.family, "set");
  EXPECT_EQ(missing.file, "audiot");
  const FormatReport inspected = wolf_set_format().inspect(input);
  for (const FamilyError& error : inspected.errors) EXPECT_NE(error.error.id, "E-SET-MISSING-FILE");
  EXPECT_EQ(inspected.details["missing_files"], Json::array({"audiot"}));
}

TEST(WolfSetFormat, InspectSaysVersionGameFilesAndCountsInInfosOrder) {
  const FormatReport report = wolf_set_format().inspect(set_without(""));
  EXPECT_EQ(report.name, "wl1");
  EXPECT_EQ(report.version, "wl1");
  std::vector<std::string> keys;
  for (const auto& [key, value] : report.details.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"game", "version_reasons", "files", "missing_files",
                                            "counts", "map_names"}));
  EXPECT_EQ(report.details["files"]["vswap"], synthetic_set().back().bytes.size());
}

TEST(WolfSetFormat, ExtractCountsPerKindAndNamesTheSetInSetJson) {
  MemorySink sink;
  const Extraction extraction =
      wolf_set_format().extract(set_without(""), "wl1-sdm", BlankRenderers(), sink);
  EXPECT_TRUE(extraction.errors.empty());
  EXPECT_EQ(extraction.files.at("set"), 1u);
  EXPECT_GT(extraction.files.at("walls"), 0u);
  EXPECT_GT(sink.progress_steps, 0u);
  const Bytes& set_json = sink.files.at("set.json");
  const Json document = Json::parse(set_json.begin(), set_json.end());
  EXPECT_EQ(document["name"], "wl1-sdm");
  EXPECT_EQ(document["folder"], "in");
  EXPECT_EQ(document["files"]["walls"], extraction.files.at("walls"));
}

}  // namespace
}  // namespace wolfsuite
