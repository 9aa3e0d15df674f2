// The engine's own playback of the wl1 demos (../shared/reference/demo-traces, recorded from the
// game's code): every field of every frame of all four demos, compared with our trace line by
// line (trace_diff.h names the first divergence).
#include <gtest/gtest.h>

#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace_diff.h"

namespace wolfsuite::sim {
namespace {

constexpr std::string_view kTraces = "demo-traces";

std::string describe(const TraceDivergence& at) {
  std::string text = "line " + std::to_string(at.line);
  if (at.frame) text += " (frame " + std::to_string(*at.frame) + ")";
  for (const FieldDifference& field : at.fields) {
    text += "\n  " + field.field + ": engine " + field.expected + ", ours " + field.actual;
  }
  return text;
}

TEST(DemoRecordings, EveryFieldOfEveryFrameOfTheFourWl1DemosIsTheEngines) {
  const std::optional<std::filesystem::path> dir = testing::engine_reference_folder(kTraces);
  if (!dir) GTEST_SKIP() << testing::engine_reference_missing_message(kTraces);
  std::optional<WolfSet> set;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (real.extension == "wl1") set = testing::decode_real_set(real);
  }
  if (!set || !set->maps || !set->vswap || !set->graphics) {
    GTEST_SKIP() << "no wl1 set: " << testing::real_data_missing_message();
  }
  const raycaster::Textures textures = raycaster::build_textures(*set->vswap);
  const std::vector<std::size_t> demos = demo_chunk_indices(*set->graphics);
  ASSERT_EQ(demos.size(), 4u);
  for (std::size_t k = 0; k < demos.size(); ++k) {
    Findings findings;
    const Result<Demo> demo = decode_demo(set->graphics->chunks[demos[k]].expanded, findings);
    ASSERT_TRUE(demo.ok()) << k;
    const GameMap* map = map_in_slot(*set->maps, demo->map);
    ASSERT_NE(map, nullptr) << k;
    TraceHeader header;
    header.game = "wl1";
    header.demo = static_cast<int>(k);
    PlaybackOptions options;
    options.shareware = true;
    const std::string ours = demo_trace(*map, *demo, options, textures, header);
    const std::optional<Bytes> engine =
        testing::read_gzip_file(*dir / ("wl1-demo" + std::to_string(k) + ".jsonl.gz"));
    ASSERT_TRUE(engine.has_value()) << k;
    const Result<TraceComparison> comparison = compare_traces(
        std::string_view(reinterpret_cast<const char*>(engine->data()), engine->size()), ours);
    ASSERT_TRUE(comparison.ok()) << comparison.error().message;
    EXPECT_FALSE(comparison->divergence.has_value())
        << "demo " << k << " diverges at " << describe(*comparison->divergence);
  }
}

}  // namespace
}  // namespace wolfsuite::sim
