// The committed golden frames (golden/frames/) are what the literal renderer draws today, and the
// fast renderer agrees on every one of them.
#include "reference/raycaster/golden_frames.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kGoldenWidth = 320;
constexpr int kGoldenHeight = 200;

std::filesystem::path golden_path(const std::string& set) {
  return std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" / "frames" / (set + ".json");
}

void expect_committed(const GoldenFrames& golden) {
  for (const GoldenFrame& frame : golden.frames) {
    EXPECT_TRUE(frame.fast_agrees) << "map " << frame.map << " view " << frame.named.name;
  }
  const Result<Bytes> committed = read_file(golden_path(golden.set));
  ASSERT_TRUE(committed.ok()) << committed.error().to_string();
  EXPECT_EQ(std::string(committed->begin(), committed->end()), golden_frames_json(golden))
      << "golden/frames/" << golden.set << ".json is not what the renderer draws: regenerate it "
      << "with `wolfsuite render DIR --golden --name " << golden.set << " -o golden/frames/"
      << golden.set << ".json` and "
      << "explain the change";
}

class GoldenSyntheticFrames : public ::testing::TestWithParam<GameVersion> {};

TEST_P(GoldenSyntheticFrames, AreTheCommittedOnes) {
  const GameVersion game = GetParam();
  const Result<WolfSet> set = synthetic_set(game);
  ASSERT_TRUE(set.ok() && set->maps && set->vswap);
  const GoldenFrames golden = golden_frames(*set->maps, *set->vswap, version_facts(game).spear,
                                            synthetic_set_name(game), kGoldenWidth, kGoldenHeight);
  EXPECT_GE(golden.frames.size(), synthetic_map_slots(game).size() * 7u);
  expect_committed(golden);
}

INSTANTIATE_TEST_SUITE_P(Games, GoldenSyntheticFrames, ::testing::ValuesIn(kEngineBuilds),
                         [](const auto& info) { return std::string(version_facts(info.param).tag); });

TEST(GoldenFrames, RealSetFramesAreTheCommittedOnes) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    const auto version = version_from_tag(real.extension);
    if (!version || !std::filesystem::exists(golden_path(real.extension))) continue;
    const std::optional<WolfSet> decoded = testing::decode_real_set(real);
    ASSERT_TRUE(decoded.has_value()) << real.extension;
    const WolfSet& set = *decoded;
    ASSERT_TRUE(set.maps && set.vswap) << real.extension;
    expect_committed(golden_frames(*set.maps, *set.vswap, version_facts(*version).spear,
                                   real.extension, kGoldenWidth, kGoldenHeight));
    compared = true;
  }
  if (!compared) GTEST_SKIP() << testing::real_data_missing_message();
}

// The views whose frames the engine recorded (golden/frames/wl1-engine-views.json): rendered again
// from the manifest's own view list, at view sizes 21 and 19, they give the committed manifest.
TEST(GoldenFrames, EngineViewFramesAreTheCommittedOnes) {
  const std::filesystem::path path = golden_path("wl1-engine-views");
  const Result<Bytes> committed = read_file(path);
  ASSERT_TRUE(committed.ok()) << committed.error().to_string();
  const std::string text(committed->begin(), committed->end());
  const Result<std::vector<EngineView>> views = parse_engine_views(text);
  ASSERT_TRUE(views.ok()) << views.error().to_string();
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (real.extension != "wl1") continue;
    const std::optional<WolfSet> set = testing::decode_real_set(real);
    ASSERT_TRUE(set && set->maps && set->vswap);
    const std::vector<EngineViewFrame> frames =
        engine_view_frames(*set->maps, *set->vswap, false, *views, kGoldenWidth, kGoldenHeight);
    EXPECT_EQ(frames.size(), 2 * views->size());
    for (const EngineViewFrame& frame : frames) EXPECT_TRUE(frame.fast_agrees) << frame.name;
    EXPECT_EQ(text, engine_view_frames_json("wl1", *views, frames))
        << path << " is not what the renderer draws: regenerate it with `wolfsuite render DIR "
        << "--golden --views " << path << " --name wl1 -o " << path << "`";
    return;
  }
  GTEST_SKIP() << testing::real_data_missing_message();
}

TEST(GoldenFrames, ManifestHasOneFramePerLineWithItsMotion) {
  GoldenFrames golden{"test", 2, 1, {}};
  GoldenFrame frame;
  frame.map = 3;
  frame.named = {"door", {(29 << 16) + (1 << 15), 57 << 16, 37}, {}};
  frame.doors_json = "[[1, 2, 65535]]";
  frame.sha256 = "ab";
  golden.frames = {frame, frame};
  EXPECT_EQ(golden_frames_json(golden),
            "{\"schema\": \"wolfsuite-frames/1\", \"set\": \"test\", \"size\": [2, 1], "
            "\"frames\": [\n"
            " {\"map\": 3, \"view\": \"door\", \"x\": \"29.5\", \"y\": \"57\", \"angle\": "
            "\"37\", \"doors\": [[1, 2, 65535]], \"sha256\": \"ab\"},\n"
            " {\"map\": 3, \"view\": \"door\", \"x\": \"29.5\", \"y\": \"57\", \"angle\": "
            "\"37\", \"doors\": [[1, 2, 65535]], \"sha256\": \"ab\"}]}\n");
}

}  // namespace
}  // namespace wolfsuite::raycaster
