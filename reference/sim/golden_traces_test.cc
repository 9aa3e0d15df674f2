// The committed demo traces (golden/demos/): every demo of the synthetic set, and of every real
// set present, replayed now gives the committed hashes. The wl1 hashes are those of traces equal
// to the engine's own playback (demo_recordings_test.cc).
#include "reference/sim/golden_traces.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/engine_build.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"

namespace wolfsuite::sim {
namespace {

std::filesystem::path golden_path(const std::string& set) {
  return std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" / "demos" / (set + ".json");
}

void expect_committed(const WolfSet& set, const std::string& tag, const PlaybackOptions& options) {
  ASSERT_TRUE(set.graphics && set.maps && set.vswap) << tag;
  const raycaster::Textures textures = raycaster::build_textures(*set.vswap);
  const Result<std::vector<GoldenTrace>> traces = golden_traces(*set.graphics, *set.maps, textures, options, tag);
  ASSERT_TRUE(traces.ok()) << traces.error().to_string();
  EXPECT_FALSE(traces->empty()) << tag;
  const Result<Bytes> committed = read_file(golden_path(tag));
  ASSERT_TRUE(committed.ok()) << committed.error().to_string();
  EXPECT_EQ(std::string(committed->begin(), committed->end()), golden_traces_json(tag, *traces))
      << "golden/demos/" << tag << ".json is not what the simulator plays: regenerate it with "
      << "`wolfsuite demo DIR --golden -o golden/demos/" << tag << ".json` and explain the change";
}

class GoldenSyntheticTraces : public ::testing::TestWithParam<GameVersion> {};

TEST_P(GoldenSyntheticTraces, EveryDemoPlaysToTheCommittedTrace) {
  const GameVersion game = GetParam();
  const Result<WolfSet> set = synthetic_set(game);
  ASSERT_TRUE(set.ok());
  PlaybackOptions options;
  options.spear = version_facts(game).spear;
  options.shareware = game == GameVersion::kWl1;
  expect_committed(*set, synthetic_set_name(game), options);
}

INSTANTIATE_TEST_SUITE_P(Games, GoldenSyntheticTraces, ::testing::ValuesIn(kEngineBuilds),
                         [](const auto& info) { return std::string(version_facts(info.param).tag); });

TEST(GoldenTraces, EveryDemoOfEveryRealSetPlaysToTheCommittedTrace) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    const auto version = version_from_tag(real.extension);
    if (!version || !std::filesystem::exists(golden_path(real.extension))) continue;
    const std::optional<WolfSet> set = testing::decode_real_set(real);
    ASSERT_TRUE(set.has_value()) << real.extension;
    PlaybackOptions options;
    options.spear = version_facts(*version).spear;
    options.shareware = *version == GameVersion::kWl1;
    expect_committed(*set, real.extension, options);
    compared = true;
  }
  if (!compared) GTEST_SKIP() << testing::real_data_missing_message();
}

TEST(GoldenTraces, AManifestReadsBackAsWritten) {
  const std::vector<GoldenTrace> traces = {{0, 2, 10, "player died", "ab"}, {1, 0, 3, "demo finished", "cd"}};
  const Result<std::vector<GoldenTrace>> parsed = parse_golden_traces(golden_traces_json("x", traces));
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(*parsed, traces);
  EXPECT_FALSE(parse_golden_traces("{\"schema\": \"other\"}").ok());
}

}  // namespace
}  // namespace wolfsuite::sim
