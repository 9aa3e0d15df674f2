// The engine's own frames (../shared/reference/engine-frames/wl1, recorded from the game's code):
// every view at both view sizes, every column's wall height, and the golden manifest of these
// views (golden/frames/wl1-engine-views.json) holding the engine's frame hashes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "decoders/fixtures/gzip.h"
#include "decoders/fixtures/real_data.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/literal_renderer.h"

namespace wolfsuite::raycaster {
namespace {

constexpr std::string_view kFrames = "engine-frames/wl1";

struct EngineFrames {
  std::filesystem::path dir;
  std::vector<EngineView> views;
  WolfSet set;
};

std::optional<EngineFrames> load_engine_frames(std::string& why) {
  const std::optional<std::filesystem::path> dir = wolfsuite::testing::engine_reference_folder(kFrames);
  if (!dir) {
    why = wolfsuite::testing::engine_reference_missing_message(kFrames);
    return std::nullopt;
  }
  for (const DataSetFiles& real : wolfsuite::testing::real_wolf_sets()) {
    if (real.extension != "wl1") continue;
    std::optional<WolfSet> set = wolfsuite::testing::decode_real_set(real);
    if (!set || !set->maps || !set->vswap) continue;
    const Result<Bytes> text = read_file(*dir / "views.json");
    if (!text.ok()) break;
    Result<std::vector<EngineView>> views = parse_engine_views(
        std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
    if (!views.ok()) break;
    return EngineFrames{*dir, std::move(*views), std::move(*set)};
  }
  why = "no wl1 set or no readable views.json: " + wolfsuite::testing::real_data_missing_message();
  return std::nullopt;
}

struct Size {
  int width;
  int height;
};
constexpr Size kEngineSizes[] = {{320, 200}, {304, 152}};

std::string stem_of(const EngineView& view, Size size) {
  return view.name + "." + std::to_string(size.width) + "x" + std::to_string(size.height);
}

TEST(EngineFrames, EveryViewAtBothViewSizesIsTheEnginesFramePixelForPixel) {
  std::string why;
  const std::optional<EngineFrames> engine = load_engine_frames(why);
  if (!engine) GTEST_SKIP() << why;
  const Textures textures = build_textures(*engine->set.vswap);
  FastRenderer fast;
  std::size_t pixels = 0;
  std::size_t differing = 0;
  std::size_t exact_frames = 0;
  std::size_t frames = 0;
  for (const EngineView& view : engine->views) {
    const GameMap* map = map_in_slot(*engine->set.maps, view.map);
    ASSERT_NE(map, nullptr) << view.name;
    const Level level = build_level(*map, view.map, false);
    const Motion motion = engine_view_motion(view, level);
    const Scene scene{level, textures, motion};
    for (const Size size : kEngineSizes) {
      const std::string stem = stem_of(view, size);
      const std::optional<Bytes> expected =
          wolfsuite::testing::read_gzip_file(engine->dir / (stem + ".raw.gz"));
      ASSERT_TRUE(expected.has_value()) << stem;
      const Result<Bytes> columns_text = read_file(engine->dir / (stem + ".json"));
      ASSERT_TRUE(columns_text.ok()) << stem;
      const nlohmann::json columns =
          nlohmann::json::parse(columns_text->begin(), columns_text->end());

      Frame frame(size.width, size.height);
      const FrameReport report = render_literal(scene, view.view, {}, frame);
      Frame fast_frame(size.width, size.height);
      const FrameReport fast_report = fast.render(scene, view.view, {}, fast_frame);
      EXPECT_EQ(frame, fast_frame) << stem << ": the fast renderer differs";
      EXPECT_EQ(report, fast_report) << stem << ": the fast renderer's report differs";

      ASSERT_EQ(expected->size(), frame.pixels.size()) << stem;
      std::size_t frame_differing = 0;
      for (std::size_t i = 0; i < frame.pixels.size(); ++i) {
        frame_differing += frame.pixels[i] != (*expected)[i] ? 1 : 0;
      }
      EXPECT_EQ(frame_differing, 0u) << stem << ": pixels differ from the engine's";
      const auto& heights = columns.at("wallheight");
      ASSERT_EQ(heights.size(), report.posts.size()) << stem;
      for (std::size_t x = 0; x < report.posts.size(); ++x) {
        EXPECT_EQ(report.posts[x].height, heights.at(x).get<int>()) << stem << " column " << x;
      }
      pixels += frame.pixels.size();
      differing += frame_differing;
      exact_frames += frame_differing == 0 ? 1 : 0;
      ++frames;
    }
  }
  std::cout << "engine frames: " << exact_frames << " of " << frames << " identical, "
            << (pixels - differing) << " of " << pixels << " pixels\n";
}

TEST(EngineFrames, ProjectionConstantsAndPixelAnglesAreTheEngines) {
  std::string why;
  const std::optional<EngineFrames> engine = load_engine_frames(why);
  if (!engine) GTEST_SKIP() << why;
  for (const Size size : kEngineSizes) {
    const std::string stem = stem_of(engine->views.front(), size);
    const Result<Bytes> text = read_file(engine->dir / (stem + ".json"));
    ASSERT_TRUE(text.ok()) << stem;
    const nlohmann::json columns = nlohmann::json::parse(text->begin(), text->end());
    const Projection projection = make_projection(size.width, size.height);
    EXPECT_EQ(projection.center_x, columns.at("centerx").get<int>());
    EXPECT_EQ(projection.center_y, columns.at("centery").get<int>());
    EXPECT_EQ(projection.scale, columns.at("scale").get<int>());
    EXPECT_EQ(projection.height_numerator, columns.at("heightnumerator").get<int>());
    const auto& angles = columns.at("pixelangle");
    ASSERT_EQ(angles.size(), projection.pixel_angle.size());
    for (std::size_t x = 0; x < angles.size(); ++x) {
      EXPECT_EQ(projection.pixel_angle[x], angles.at(x).get<int>()) << stem << " column " << x;
    }
  }
}

// The committed manifest holds the engine's hash of every frame, so a machine with the set but
// without the recordings checks the engine's frames (golden_frames_test.cc).
TEST(EngineFrames, GoldenManifestHoldsTheEnginesFrameHashes) {
  std::string why;
  const std::optional<EngineFrames> engine = load_engine_frames(why);
  if (!engine) GTEST_SKIP() << why;
  const Result<Bytes> text = read_file(std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" /
                                       "frames" / "wl1-engine-views.json");
  ASSERT_TRUE(text.ok()) << text.error().to_string();
  const nlohmann::json manifest = nlohmann::json::parse(text->begin(), text->end());
  std::size_t checked = 0;
  for (const nlohmann::json& view : manifest.at("views")) {
    for (const auto& [size_name, frame] : view.at("frames").items()) {
      const std::string stem = view.at("name").get<std::string>() + "." + size_name;
      const std::optional<Bytes> pixels =
          wolfsuite::testing::read_gzip_file(engine->dir / (stem + ".raw.gz"));
      ASSERT_TRUE(pixels.has_value()) << stem;
      EXPECT_EQ(frame.at("sha256").get<std::string>(), sha256_hex(*pixels)) << stem;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 2 * engine->views.size());
}

}  // namespace
}  // namespace wolfsuite::raycaster
