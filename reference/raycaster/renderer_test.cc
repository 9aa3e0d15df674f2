// The literal and the fast renderer draw the same bytes (the differential test the fast one
// exists under), and the literal one draws what the engine draws.
#include <gtest/gtest.h>

#include <variant>

#include "decoders/testing/generators.h"
#include "decoders/testing/real_data.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/fixed_trig.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::set_code;
using testing::tiles;

struct Size {
  int width;
  int height;
};
// Odd sizes and extreme shapes catch rounding at the middle row and column.
constexpr Size kSizes[] = {{320, 200}, {61, 37}, {1, 1}, {7, 300}, {400, 3}};
constexpr int kRandomViewsPerMap = 24;

std::uint8_t pixel(const Frame& frame, int x, int y) {
  return frame.pixels[static_cast<std::size_t>(y * frame.width + x)];
}

// A random view anywhere in (and a little outside) the grid, with random door openings and, half
// the time, a pushwall in motion.
NamedView random_view(wolfsuite::testing::Rng& rng, const Level& level) {
  NamedView named;
  named.name = "random";
  named.view.x = static_cast<std::int64_t>(rng.below(72u << 16)) - (4 << 16);
  named.view.y = static_cast<std::int64_t>(rng.below(72u << 16)) - (4 << 16);
  named.view.angle = static_cast<int>(rng.below(kFineAngles));
  for (std::size_t door = 0; door < level.doors.size(); ++door) {
    named.motion.door_open.push_back(static_cast<std::uint16_t>(rng.below(0x10000)));
  }
  if (rng.chance(50)) {
    named.motion.pushwall =
        MovingPushwall{static_cast<int>(rng.below(64)), static_cast<int>(rng.below(64)),
                       static_cast<PushDirection>(rng.below(4)), static_cast<int>(rng.below(64)),
                       static_cast<std::uint16_t>(1 + rng.below(63))};
  }
  return named;
}

// Every golden view and kRandomViewsPerMap random ones of every map, at every size.
void expect_renderers_agree(const MapSet& maps, const Vswap& vswap, bool spear,
                            std::uint64_t seed) {
  const Textures textures = build_textures(vswap);
  wolfsuite::testing::Rng rng(seed);
  FastRenderer fast;
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    const auto* map = std::get_if<GameMap>(&maps.slots[slot]);
    if (map == nullptr) continue;
    const Level level = build_level(*map, static_cast<int>(slot), spear);
    std::vector<NamedView> views = golden_views(*map, level, spear);
    for (int i = 0; i < kRandomViewsPerMap; ++i) views.push_back(random_view(rng, level));
    for (const NamedView& named : views) {
      const Scene scene{level, textures, named.motion};
      for (const Size size : kSizes) {
        Frame literal(size.width, size.height);
        Frame fast_frame(size.width, size.height);
        render_literal(scene, named.view, literal);
        fast.render(scene, named.view, fast_frame);
        ASSERT_EQ(literal, fast_frame)
            << "map " << slot << " view " << named.name << " at " << format_position(named.view.x)
            << ", " << format_position(named.view.y) << " angle "
            << format_angle(named.view.angle) << ", " << size.width << "x" << size.height;
      }
    }
  }
}

TEST(Renderers, AgreeOnEveryViewOfTheSyntheticSet) {
  const Result<WolfSet> set = synthetic_set();
  ASSERT_TRUE(set.ok() && set->maps && set->vswap);
  expect_renderers_agree(*set->maps, *set->vswap, false, 1);
}

TEST(Renderers, AgreeOnEveryViewOfEveryRealMap) {
  bool compared = false;
  for (const DataSetFiles& real : wolfsuite::testing::real_wolf_sets()) {
    const std::optional<WolfSet> decoded = wolfsuite::testing::decode_real_set(real);
    ASSERT_TRUE(decoded.has_value()) << real.extension;
    const WolfSet& set = *decoded;
    if (!set.maps || !set.vswap || !set.version.version) continue;
    expect_renderers_agree(*set.maps, *set.vswap, version_facts(*set.version.version).spear, 2);
    compared = true;
  }
  if (!compared) GTEST_SKIP() << wolfsuite::testing::real_data_missing_message();
}

TEST(Renderers, AgreeOnGarbageTileCodesAndObjects) {
  wolfsuite::testing::Rng rng(3);
  GameMap map = new_game_map("Garbage");
  for (auto& plane : map.planes) {
    for (std::uint16_t& word : plane) word = static_cast<std::uint16_t>(rng.next());
  }
  for (std::size_t i = 0; i < map.planes[0].size(); i += 3) map.planes[0][i] = 108;
  MapSet maps = new_map_set({map});
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  expect_renderers_agree(maps, *vswap, false, 4);
  expect_renderers_agree(maps, *vswap, true, 5);
}

// Maps the engine would never load: every tile one door, every tile a wall, nothing at all (open
// edges everywhere, no player start). Under ASan this is also the proof that nothing is read
// outside the grid or the textures.
TEST(Renderers, AgreeOnDegenerateMaps) {
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  for (const std::uint16_t fill : {std::uint16_t{90}, std::uint16_t{91}, std::uint16_t{1},
                                   std::uint16_t{105}, std::uint16_t{0}}) {
    GameMap map = new_game_map("Degenerate");
    map.planes[0].assign(map.planes[0].size(), fill);
    SCOPED_TRACE(fill);
    expect_renderers_agree(new_map_set({map}), *vswap, false, fill);
  }
}

TEST(LiteralRenderer, CeilingAboveTheMiddleRowFloorBelowAndTheWallBetween) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 40, 32, 3);
  const Level level = build_level(map, 9, false);  // episode 1 map 10: ceiling 0xbf
  const Textures textures = testing::test_textures();
  const Motion motion;
  const Scene scene{level, textures, motion};
  const View view{tiles(32.5), tiles(32.5), 0};
  Frame frame(64, 40);
  render_literal(scene, view, frame);
  SeenTiles seen{};
  const WallHit hit = cast_column(scene, make_projection(64, 40, view), 32, seen);
  ASSERT_EQ(hit.texture, (3 - 1) * 2 + 1);
  ASSERT_EQ(hit.half_height, 2);  // 7.84 tiles from the eye: 4 rows round the middle row 20
  EXPECT_EQ(pixel(frame, 32, 0), 0xbf);
  EXPECT_EQ(pixel(frame, 32, 17), 0xbf);
  for (int y = 18; y < 22; ++y) {
    EXPECT_EQ(pixel(frame, 32, y), testing::test_texel(hit.texture, hit.column, (y - 18) * 16));
  }
  EXPECT_EQ(pixel(frame, 32, 22), kFloorColour);
  EXPECT_EQ(pixel(frame, 32, 39), kFloorColour);
}

TEST(LiteralRenderer, ObjectsDrawInFrontOfFartherWallsOnly) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 36, 32, 23);  // static object 0 (sprite 2 in the real numbering)
  Level level = build_level(map, 0, false);
  ASSERT_EQ(level.sprites.size(), 1u);
  level.sprites[0].sprite = 0;  // the test textures have two sprites
  const Textures textures = testing::test_textures();
  const Motion motion;
  Frame frame(64, 40);
  const View view{tiles(32.5), tiles(32.5), 0};
  render_literal({level, textures, motion}, view, frame);
  EXPECT_EQ(pixel(frame, 32, 20), 250);  // the bar, 4 tiles away, in front of the east wall

  set_code(map, 0, 34, 32, 2);  // a wall between the viewer and the object
  Level walled = build_level(map, 0, false);
  walled.sprites[0].sprite = 0;
  render_literal({walled, textures, motion}, view, frame);
  EXPECT_NE(pixel(frame, 32, 20), 250);
}

TEST(LiteralRenderer, FrameOutsideTheSizeRangeIsClamped) {
  const Level level = build_level(testing::walled_map(), 0, false);
  const Textures textures = testing::test_textures();
  const Motion motion;
  Frame frame;
  render_literal({level, textures, motion}, {tiles(32.5), tiles(32.5), 0}, frame);
  EXPECT_EQ(frame.width, 1);
  EXPECT_EQ(frame.height, 1);
  EXPECT_EQ(frame.pixels.size(), 1u);
}

}  // namespace
}  // namespace wolfsuite::raycaster
