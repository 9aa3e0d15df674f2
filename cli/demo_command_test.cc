// `wolfsuite demo` and `wolfsuite trace-diff` on the synthetic set written to a scratch folder:
// traces in the engine's schema, pictures, video, the golden manifest, divergences, bad input.
#include "cli/demo_command.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;
using testing::write_synthetic_set;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(DemoCommand, ATraceHasTheHeaderTheSetUpLineAFrameLineEachAndTheEndLine) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const auto run = run_command({"demo", (scratch / "set").string(), "--demo", "0", "--trace", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_GE(lines.size(), 4u);
  const auto header = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(header["viewsize"], 19);
  EXPECT_EQ(header["view"], "304x152");
  EXPECT_EQ(header["demotics"], 4);
  EXPECT_EQ(nlohmann::json::parse(lines[1])["frame"], -1);
  EXPECT_EQ(nlohmann::json::parse(lines[2])["frame"], 0);
  EXPECT_EQ(nlohmann::json::parse(lines[2])["tics"], 4);
  const auto end = nlohmann::json::parse(lines.back());
  EXPECT_EQ(end["frames"], static_cast<int>(lines.size()) - 3);
  EXPECT_TRUE(end.contains("end"));
  EXPECT_TRUE(end.contains("objhash"));
}

TEST(DemoCommand, TheSameDemoPlaysToTheSameTraceAndTraceDiffAgrees) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const std::string set = (scratch / "set").string();
  ASSERT_EQ(run_command({"demo", set, "--demo", "1", "--trace", (scratch / "a.jsonl").string()}).exit_code, 0);
  ASSERT_EQ(run_command({"demo", set, "--demo", "1", "--trace", (scratch / "b.jsonl").string()}).exit_code, 0);
  EXPECT_EQ(read_bytes(scratch / "a.jsonl"), read_bytes(scratch / "b.jsonl"));
  const auto diff = run_command({"trace-diff", (scratch / "a.jsonl").string(), (scratch / "b.jsonl").string()});
  EXPECT_EQ(diff.exit_code, 0) << diff.out << diff.err;
  EXPECT_NE(diff.out.find("agree"), std::string::npos);
}

TEST(DemoCommand, TraceDiffNamesTheFirstDivergingFrameAndFieldAndExitsOne) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const std::string set = (scratch / "set").string();
  ASSERT_EQ(run_command({"demo", set, "--demo", "0", "--trace", (scratch / "a.jsonl").string()}).exit_code, 0);
  std::vector<std::string> lines = lines_of(std::string(
      reinterpret_cast<const char*>(read_bytes(scratch / "a.jsonl").data()), read_bytes(scratch / "a.jsonl").size()));
  ASSERT_GT(lines.size(), 12u);
  auto changed = nlohmann::ordered_json::parse(lines[10]);  // frame 8
  changed["health"] = 7;
  lines[10] = changed.dump();
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  write_bytes(scratch / "b.jsonl", Bytes(text.begin(), text.end()));
  const auto diff = run_command({"trace-diff", (scratch / "a.jsonl").string(), (scratch / "b.jsonl").string()});
  EXPECT_EQ(diff.exit_code, 1);
  EXPECT_NE(diff.out.find("line 11 (frame 8)"), std::string::npos) << diff.out;
  EXPECT_NE(diff.out.find("health: expected 100, actual 7"), std::string::npos) << diff.out;
  const auto json = run_command({"trace-diff", "--json", (scratch / "a.jsonl").string(), (scratch / "b.jsonl").string()});
  EXPECT_EQ(json.exit_code, 1);
  EXPECT_EQ(nlohmann::json::parse(json.out)["frame"], 8);
}

TEST(DemoCommand, FramesAreWrittenAsPngEveryNthFrameAndTheVideoAsY4m) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const auto run = run_command({"demo", (scratch / "set").string(), "--demo", "0", "--frames",
                                (scratch / "frames").string(), "--every", "50", "--video",
                                (scratch / "demo.y4m").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::exists(scratch / "frames" / "frame-00000.png"));
  EXPECT_TRUE(fs::exists(scratch / "frames" / "frame-00050.png"));
  EXPECT_FALSE(fs::exists(scratch / "frames" / "frame-00001.png"));
  const Bytes video = read_bytes(scratch / "demo.y4m");
  const std::string head(video.begin(), video.begin() + std::min<std::size_t>(video.size(), 64));
  EXPECT_EQ(head.rfind("YUV4MPEG2 W304 H152 F70:4 Ip A1:1 C444\nFRAME\n", 0), 0u) << head;
  const std::size_t frame_bytes = 6 + 3 * 304 * 152;
  EXPECT_EQ((video.size() - head.find("FRAME")) % frame_bytes, 0u);
  EXPECT_FALSE(fs::exists(scratch / "demo.y4m.partial"));
}

TEST(DemoCommand, ADemoFileInTheLumpsFormatPlaysOnTheSetsMap) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  // Map 0, size 4 + 3 * 3, then three frames: forward, turn, fire.
  write_bytes(scratch / "demo.bin", Bytes{0, 13, 0, 0, 0, 0, 0xC4, 0, 20, 0, 1, 0, 0});
  const auto run = run_command({"demo", (scratch / "set").string(), "--demo-file",
                                (scratch / "demo.bin").string(), "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto end = nlohmann::json::parse(run.out);
  EXPECT_EQ(end["frames"], 3);
  EXPECT_EQ(end["end"], "demo finished");
  EXPECT_EQ(end["demo_data_exhausted"], true);
}

TEST(DemoCommand, MissingDemosMapsAndBadDemoFilesAreCleanErrors) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const std::string set = (scratch / "set").string();
  const auto no_demo = run_command({"demo", set, "--demo", "42"});
  EXPECT_EQ(no_demo.exit_code, 1);
  EXPECT_NE(no_demo.err.find("E-DEMO-NO-DEMO"), std::string::npos) << no_demo.err;
  write_bytes(scratch / "far.bin", Bytes{90, 7, 0, 0, 0, 0, 0});
  const auto no_map = run_command({"demo", set, "--demo-file", (scratch / "far.bin").string()});
  EXPECT_EQ(no_map.exit_code, 1);
  EXPECT_NE(no_map.err.find("E-DEMO"), std::string::npos) << no_map.err;
  write_bytes(scratch / "short.bin", Bytes{0, 1});
  const auto truncated = run_command({"demo", set, "--demo-file", (scratch / "short.bin").string()});
  EXPECT_EQ(truncated.exit_code, 1);
  EXPECT_NE(truncated.err.find("E-DEMO-TRUNCATED"), std::string::npos) << truncated.err;
  EXPECT_EQ(run_command({"demo", set}).exit_code, 2);
  EXPECT_EQ(run_command({"demo", set, "--demo", "0", "--viewsize", "3"}).exit_code, 2);
}

TEST(DemoCommand, TheGoldenManifestNamesEveryDemoWithItsTraceHash) {
  ScratchFolder scratch;
  write_synthetic_set(scratch / "set");
  const auto run = run_command({"demo", (scratch / "set").string(), "--golden", "--name", "synthetic"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto manifest = nlohmann::json::parse(run.out);
  EXPECT_EQ(manifest["set"], "synthetic");
  ASSERT_FALSE(manifest["demos"].empty());
  EXPECT_EQ(manifest["demos"][0]["trace_sha256"].get<std::string>().size(), 64u);
}

}  // namespace
}  // namespace wolfsuite::cli
