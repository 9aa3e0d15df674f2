// info, check, reencode, golden and extract on level files of the other engines' families
// (decoders/formats/registry.h): the synthetic ones our encoders make, broken copies of them, and
// the real file sets when present.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli_test_support.h"
#include "decoders/formats/registry.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/synthetic_bsp.h"
#include "decoders/wolf/manifest.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;

// The real sets of level files, each with its golden manifest golden/<set>.json.
constexpr const char* kRealLevelSets[] = {"build-eduke32-sdk-maps", "quake-bsp-ericw-tools-tests",
                                          "quake-pak-quakespasm"};

// Every single-file format's synthetic files: what `wolfsuite synthetic --levels` writes.
std::vector<NamedFile> synthetic_level_files() {
  std::vector<NamedFile> all;
  for (const Format* format : formats()) {
    if (format->shape() != UnitShape::kOneFile) continue;
    auto files = format->synthetic();
    EXPECT_TRUE(files.ok()) << files.error().to_string();
    if (files.ok()) all.insert(all.end(), files->begin(), files->end());
  }
  return all;
}

void write_synthetic_levels(const fs::path& folder) {
  fs::create_directories(folder);
  for (const NamedFile& file : synthetic_level_files()) write_bytes(folder / file.name, file.bytes);
}

TEST(SyntheticCommand, LevelsAreEverySingleFileFormatsFiles) {
  ScratchFolder scratch;
  const auto run = run_command({"synthetic", "--levels", (scratch / "levels").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const NamedFile& file : synthetic_level_files()) {
    EXPECT_EQ(read_bytes(scratch / "levels" / file.name), file.bytes) << file.name;
  }
}

TEST(InfoCommand, OneLevelFilePrintsItsFormatVersionAndCounts) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  const auto run = run_command({"info", "--json", (scratch / "sample_v7.map").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_EQ(json["schema"], "wolfsuite-info-file/1");
  EXPECT_EQ(json["format"], "build-map");
  EXPECT_EQ(json["version"], 7);
  EXPECT_EQ(json["counts"], nlohmann::json({{"sectors", 2}, {"walls", 8}, {"sprites", 2}}));
}

TEST(InfoCommand, FolderOfLevelFilesListsEveryFileWithItsFormat) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  const auto run = run_command({"info", "--json", scratch.path().string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_EQ(json["schema"], "wolfsuite-info/1");
  EXPECT_TRUE(json["sets"].empty());
  ASSERT_EQ(json["files"].size(), synthetic_level_files().size());
  for (const auto& file : json["files"]) {
    EXPECT_FALSE(file["format"].get<std::string>().empty());
    EXPECT_TRUE(file["counts"].is_object());
    EXPECT_TRUE(file["errors"].empty()) << file["file"];
  }
}

TEST(InfoCommand, AFileOfNoFormatIsAnError) {
  ScratchFolder scratch;
  write_bytes(scratch / "noise.bin", Bytes(64, 0x5A));
  const auto run = run_command({"info", (scratch / "noise.bin").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-FORMAT-UNKNOWN"), std::string::npos) << run.err;
}

TEST(CheckCommand, SyntheticLevelFilesAreLoadableWithoutFindings) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  const auto run = run_command({"check", "--json", scratch.path().string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  ASSERT_EQ(json["files"].size(), synthetic_level_files().size());
  for (const auto& file : json["files"]) {
    EXPECT_TRUE(file["loadable"].get<bool>()) << file["file"];
    EXPECT_TRUE(file["findings"].empty()) << file["file"] << ": " << file["findings"].dump();
  }
}

// Issue 16: ci/main shows the summary line alone, so it names the finding.
TEST(CheckCommand, TheSummaryLineNamesTheFindings) {
  ScratchFolder scratch;
  Bsp bsp = synthetic_box_bsp(true);
  bsp.clipnodes.clear();
  write_bytes(scratch / "no_clipnodes.bsp", encode_bsp(bsp).value());
  const auto run = run_command({"check", (scratch / "no_clipnodes.bsp").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(
      run.out.find(" (quake-bsp): loadable, 0 errors, 1 finding (W-QUAKE-BSP-NO-CLIPNODES)\n"),
      std::string::npos)
      << run.out;
}

TEST(CheckCommand, ACutShortLevelFileIsNotLoadable) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  Bytes grp = read_bytes(scratch / "sample.grp");
  grp.resize(grp.size() - 10);
  write_bytes(scratch / "sample.grp", grp);
  const auto run = run_command({"check", (scratch / "sample.grp").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-GRP-"), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("NOT loadable, 1 error (E-GRP-"), std::string::npos) << run.out;
}

TEST(ReencodeCommand, EverySyntheticLevelFileComesBackByteIdentical) {
  ScratchFolder scratch;
  for (const NamedFile& file : synthetic_level_files()) {
    write_bytes(scratch / file.name, file.bytes);
    const fs::path out = scratch / (file.name + ".out");
    const auto run = run_command(
        {"reencode", "--require-identical", (scratch / file.name).string(), out.string()});
    EXPECT_EQ(run.exit_code, 0) << file.name << ": " << run.err;
    EXPECT_EQ(read_bytes(out), file.bytes) << file.name;
  }
}

TEST(ReencodeCommand, ARejectedFileLeavesNoOutput) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  Bytes map = read_bytes(scratch / "sample_v7.map");
  map.resize(30);
  write_bytes(scratch / "cut.map", map);
  const auto run =
      run_command({"reencode", (scratch / "cut.map").string(), (scratch / "out.map").string()});
  EXPECT_NE(run.exit_code, 0);
  EXPECT_FALSE(fs::exists(scratch / "out.map"));
}

TEST(GoldenCommand, AFolderOfLevelFilesGetsEveryFilesLumps) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch.path());
  const auto run = run_command({"golden", "--name", "levels", scratch.path().string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto manifest = manifest_from_json(run.out);
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  EXPECT_EQ(manifest->set, "levels");
  EXPECT_EQ(manifest->lumps.count("sample_v7.map/walls"), 1u);
  EXPECT_EQ(manifest->lumps.at("sample_v7.map/walls").size, 8u * 32u);
  for (const NamedFile& file : synthetic_level_files()) {
    const auto first = manifest->lumps.lower_bound(file.name + "/");
    ASSERT_NE(first, manifest->lumps.end()) << file.name;
    EXPECT_TRUE(first->first.starts_with(file.name + "/")) << file.name << " has no lumps";
  }
}

TEST(ExtractCommand, ALevelFileGetsItsInfoAndImages) {
  ScratchFolder scratch;
  write_synthetic_levels(scratch / "in");
  const auto run =
      run_command({"extract", (scratch / "in").string(), (scratch / "out").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const fs::path map_out = scratch / "out" / "sample_v7.map";
  EXPECT_TRUE(fs::exists(map_out / "top_down.png"));
  const auto info = nlohmann::json::parse(read_bytes(map_out / "info.json"));
  EXPECT_EQ(info["format"], "build-map");
  EXPECT_EQ(info["written"], nlohmann::json::array({"top_down.png"}));
}

// Issue 7: `check` passes and `reencode` gives the input back on every real level file, and the
// golden manifest of every real set is the committed one.
TEST(LevelCommandsRealData, EveryRealFileChecksCleanReencodesIdenticallyAndMatchesItsGolden) {
  std::size_t files = 0;
  for (const char* set : kRealLevelSets) {
    const std::vector<fs::path> paths = wolfsuite::testing::real_set_files(set);
    if (paths.empty()) continue;
    ScratchFolder scratch;
    for (const fs::path& path : paths) {
      SCOPED_TRACE(path.string());
      ++files;
      EXPECT_EQ(run_command({"check", path.string()}).exit_code, 0);
      const fs::path out = scratch / path.filename().string();
      const auto run =
          run_command({"reencode", "--require-identical", path.string(), out.string()});
      EXPECT_EQ(run.exit_code, 0) << run.err;
    }
    const fs::path golden = fs::path(WOLFSUITE_SOURCE_DIR) / "golden" / (std::string(set) + ".json");
    const auto run = run_command({"golden", "--expect", golden.string(), "--name", set,
                                  paths.front().parent_path().string()});
    EXPECT_EQ(run.exit_code, 0) << set << ": " << run.err;
  }
  if (files == 0) GTEST_SKIP() << wolfsuite::testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite::cli
