// info, check, golden, build and synthetic on the synthetic set written to a scratch folder, and
// on broken copies of it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_support.h"
#include "cli/set_report.h"
#include "decoders/core/byte_reader.h"
#include "decoders/wolf/manifest.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite::cli {
namespace {

using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;
using testing::write_synthetic_set;

TEST(InfoCommand, ReportsVersionAndCountsAsJson) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"info", "--json", scratch.path().string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_EQ(json["schema"], "wolfsuite-info/1");
  ASSERT_EQ(json["sets"].size(), 1u);
  const auto& set = json["sets"][0];
  EXPECT_EQ(set["version"], "wl1");
  EXPECT_EQ(set["counts"]["maps"]["present"], 2);
  EXPECT_EQ(set["counts"]["audio"]["music"], 27);
  EXPECT_EQ(set["missing_files"].size(), 0u);
}

TEST(CheckCommand, SyntheticSetIsLoadable) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"check", "--json", scratch.path().string()});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_TRUE(json["ok"].get<bool>());
  EXPECT_TRUE(json["sets"][0]["loadable"].get<bool>());
  EXPECT_TRUE(json["sets"][0]["errors"].empty());
}

TEST(CheckCommand, SummaryLineCountsInTheRightNumberAndNamesEveryId) {
  EXPECT_EQ(counted(1, "error"), "1 error");
  EXPECT_EQ(counted(0, "finding"), "0 findings");
  EXPECT_EQ(counted_with_ids("error", {}), "0 errors");
  EXPECT_EQ(counted_with_ids("finding", {"W-A"}), "1 finding (W-A)");
  EXPECT_EQ(counted_with_ids("finding", {"W-A", "W-B", "W-A"}), "3 findings (W-A x2, W-B)");

  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"check", scratch.path().string()});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  // The synthetic set leaves out maps and sounds the way the shareware files do.
  EXPECT_NE(run.out.find(": loadable, 0 errors, "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(" findings (W-MAPHEAD-OFFSET-ZERO x"), std::string::npos) << run.out;
}

TEST(CheckCommand, TruncatedVswapIsAnErrorWithItsId) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  Bytes vswap = read_bytes(scratch / "vswap.wl1");
  vswap.resize(vswap.size() / 2);
  write_bytes(scratch / "vswap.wl1", vswap);
  const auto run = run_command({"check", scratch.path().string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("wolfsuite: E-VSWAP-"), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("NOT loadable"), std::string::npos) << run.out;
}

TEST(CheckCommand, MissingFileMakesTheSetUnloadable) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  std::filesystem::remove(scratch / "audiot.wl1");
  const auto run = run_command({"check", scratch.path().string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-SET-MISSING-FILE"), std::string::npos) << run.err;
}

TEST(CheckCommand, FolderWithoutSetIsAnError) {
  ScratchFolder scratch;
  const auto run = run_command({"check", scratch.path().string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-SET-NOT-FOUND"), std::string::npos) << run.err;
}

TEST(GoldenCommand, PrintsTheManifestOfTheSet) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  const auto run = run_command({"golden", "--name", "synthetic", scratch.path().string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto manifest = manifest_from_json(run.out);
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  EXPECT_EQ(manifest->set, "synthetic");
  EXPECT_TRUE(manifest->lumps.contains("map/0/plane/0"));
  EXPECT_TRUE(manifest->lumps.contains("vswap/chunk/0"));
  EXPECT_TRUE(manifest->lumps.contains("audiot/music/0/imf") || manifest->lumps.size() > 100);
}

TEST(GoldenCommand, ExpectNamesTheLumpsThatDiffer) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const auto first =
      run_command({"golden", "-o", (scratch / "golden.json").string(), (scratch / "set").string()});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  const auto same = run_command(
      {"golden", "--expect", (scratch / "golden.json").string(), (scratch / "set").string()});
  EXPECT_EQ(same.exit_code, 0) << same.err;

  // The first letter of map 0's name (maps.h: the name is 22 bytes into the map header).
  const Bytes maphead = read_bytes(scratch / "set" / "maphead.wl1");
  Bytes gamemaps = read_bytes(scratch / "set" / "gamemaps.wl1");
  gamemaps.at(load_u32le(maphead, 2) + 22) ^= 0x20;
  write_bytes(scratch / "set" / "gamemaps.wl1", gamemaps);
  const auto changed = run_command(
      {"golden", "--expect", (scratch / "golden.json").string(), (scratch / "set").string()});
  EXPECT_EQ(changed.exit_code, 1);
  EXPECT_NE(changed.err.find("E-GOLDEN-MISMATCH: map/0/name differs"), std::string::npos)
      << changed.err;
}

TEST(GoldenCommand, SeveralSetsAreAmbiguousUntilSetNamesAnExtension) {
  ScratchFolder scratch;
  write_synthetic_set(scratch.path());
  for (const auto& entry : std::filesystem::directory_iterator(scratch.path())) {
    std::filesystem::path copy = entry.path();
    copy.replace_extension(".wl6");
    std::filesystem::copy_file(entry.path(), copy);
  }
  const auto ambiguous = run_command({"golden", scratch.path().string()});
  EXPECT_EQ(ambiguous.exit_code, 1);
  EXPECT_NE(ambiguous.err.find("E-SET-AMBIGUOUS"), std::string::npos) << ambiguous.err;
  EXPECT_NE(ambiguous.err.find("wl1, wl6"), std::string::npos) << ambiguous.err;
  const auto chosen = run_command({"golden", "--set", "WL6", scratch.path().string()});
  EXPECT_EQ(chosen.exit_code, 0) << chosen.err;
  const auto absent = run_command({"golden", "--set", "sod", scratch.path().string()});
  EXPECT_EQ(absent.exit_code, 1);
  EXPECT_NE(absent.err.find("E-SET-NOT-FOUND"), std::string::npos) << absent.err;
}

TEST(BuildCommand, RebuildsTheSyntheticSetByteForByte) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const auto run =
      run_command({"build", "--json", (scratch / "set").string(), (scratch / "rebuilt").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_EQ(json["sets"][0]["identical_files"], 8);
  EXPECT_TRUE(json["sets"][0]["manifest_equal"].get<bool>());
  EXPECT_EQ(read_bytes(scratch / "rebuilt" / "vswap.wl1"),
            read_bytes(scratch / "set" / "vswap.wl1"));
}

TEST(SyntheticCommand, WritesTheEightFilesTwiceTheSame) {
  ScratchFolder scratch;
  ASSERT_EQ(run_command({"synthetic", (scratch / "a").string()}).exit_code, 0);
  ASSERT_EQ(run_command({"synthetic", (scratch / "b").string()}).exit_code, 0);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(scratch / "a")) {
    EXPECT_EQ(read_bytes(entry.path()), read_bytes(scratch / "b" / entry.path().filename()));
    ++files;
  }
  EXPECT_EQ(files, 8);
}

}  // namespace
}  // namespace wolfsuite::cli
