#include "decoders/wolf/wolf_set.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/manifest.h"

namespace wolfsuite {
namespace {

WolfSetFiles read_set(const DataSetFiles& paths) {
  WolfSetFiles files;
  files.extension = paths.extension;
  for (const auto& [stem, path] : paths.files) {
    auto bytes = read_file(path);
    EXPECT_TRUE(bytes.ok()) << path;
    if (bytes.ok()) files.files[stem] = std::move(*bytes);
  }
  return files;
}

std::string describe(const std::vector<FamilyError>& errors) {
  std::string text;
  for (const FamilyError& error : errors) text += error.error.to_string() + "\n";
  return text;
}

TEST(WolfSet, EveryRealSetDecodesAndChecksWithoutErrors) {
  const auto sets = testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const DataSetFiles& paths : sets) {
    SCOPED_TRACE(paths.folder.string());
    WolfSetReport report;
    const WolfSet set = decode_wolf_set(read_set(paths), report);
    check_wolf_set(set, report);
    EXPECT_TRUE(report.errors.empty()) << describe(report.errors);
    EXPECT_TRUE(report.missing_files.empty());
    ASSERT_TRUE(set.version.version.has_value());
    EXPECT_TRUE(set.version.matches_counts);
    EXPECT_EQ(version_facts(*set.version.version).tag, paths.extension);
  }
}

TEST(WolfSet, EveryRealSetReEncodesByteForByte) {
  const auto sets = testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const DataSetFiles& paths : sets) {
    SCOPED_TRACE(paths.folder.string());
    const WolfSetFiles files = read_set(paths);
    WolfSetReport report;
    const auto rebuilt = encode_wolf_set(decode_wolf_set(files, report));
    ASSERT_TRUE(rebuilt.ok()) << rebuilt.error().to_string();
    ASSERT_EQ(rebuilt->files.size(), 8u);
    for (const auto& [stem, bytes] : files.files) {
      EXPECT_TRUE(rebuilt->files.at(stem) == bytes) << stem << " differs";
    }
  }
}

// The checked-in manifests (golden/<version>.json) describe the releases named in the data's
// SOURCE.md files; a set of another version has none and is only reported.
TEST(WolfSet, RealSetManifestsEqualTheCheckedInGoldens) {
  const auto sets = testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  int compared = 0;
  for (const DataSetFiles& paths : sets) {
    SCOPED_TRACE(paths.folder.string());
    WolfSetReport report;
    const WolfSet set = decode_wolf_set(read_set(paths), report);
    ASSERT_TRUE(set.version.version.has_value());
    const std::string tag(version_facts(*set.version.version).tag);
    const std::filesystem::path golden =
        std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" / (tag + ".json");
    if (!std::filesystem::exists(golden)) {
      std::cout << "no checked-in manifest for " << tag << ": not compared\n";
      continue;
    }
    auto text = read_file(golden);
    ASSERT_TRUE(text.ok());
    auto expected = manifest_from_json(
        std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
    ASSERT_TRUE(expected.ok()) << expected.error().to_string();
    auto actual = golden_manifest(set, tag);
    ASSERT_TRUE(actual.ok()) << actual.error().to_string();
    const ManifestDifference difference = compare_manifests(*expected, *actual);
    EXPECT_TRUE(difference.empty())
        << difference.only_in_expected.size() << " missing, " << difference.only_in_actual.size()
        << " extra, " << difference.different.size() << " different"
        << (difference.different.empty() ? "" : ", first " + difference.different.front());
    ++compared;
  }
  EXPECT_GT(compared, 0) << "no set had a checked-in manifest";
}

TEST(WolfSet, EncodingAnEmptySetIsAnError) {
  const auto files = encode_wolf_set(WolfSet{});
  ASSERT_FALSE(files.ok());
  EXPECT_EQ(files.error().id, "E-SET-EMPTY");
}

TEST(WolfSet, MissingFilesAreListedAndOtherFamiliesStillDecode) {
  WolfSetFiles files;
  files.extension = "wl1";
  files.files["audiohed"] = Bytes(8, 0);
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(files, report);
  EXPECT_EQ(report.missing_files.size(), 7u);
  EXPECT_FALSE(set.maps.has_value());
  EXPECT_FALSE(set.audio.has_value());  // AUDIOT is missing
}

}  // namespace
}  // namespace wolfsuite
