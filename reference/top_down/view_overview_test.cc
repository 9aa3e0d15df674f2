#include "reference/top_down/view_overview.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::top_down {
namespace {

namespace rc = raycaster;
using rc::testing::set_code;
using rc::testing::tiles;

constexpr int kEast = 0;
constexpr int kStaticObjectCode = 23;  // plane 1: the first static object

struct OverviewScene {
  GameMap map;
  rc::Level level;
  rc::Textures textures = rc::testing::test_textures();
  rc::Motion motion;

  explicit OverviewScene(GameMap game_map)
      : map(std::move(game_map)), level(rc::build_level(map, 0, false)) {}

  RgbaImage draw(const rc::View& view) const {
    const rc::Scene scene{level, textures, motion};
    Result<RgbaImage> image = render_view_overview(map, false, scene, view, wolfenstein_palette(),
                                                   fixed_wall_colours(), 320);
    EXPECT_TRUE(image.ok());
    return image.ok() ? std::move(image).value() : RgbaImage{};
  }
};

int count(const RgbaImage& image, Rgb8 colour, int min_x = 0, int max_x = 1 << 30) {
  int found = 0;
  for (int y = 0; y < image.height; ++y) {
    for (int x = std::max(min_x, 0); x < std::min(max_x, image.width); ++x) {
      found += rgb_at(image, x, y) == colour ? 1 : 0;
    }
  }
  return found;
}

Rgb8 wall_colour(int code) {
  return rgb8_at(palette_to_rgb8(wolfenstein_palette()),
                 fixed_wall_colours()[static_cast<std::size_t>(code)]);
}

const rc::View kMiddleEast{tiles(32.5), tiles(32.5), kEast};

TEST(ViewOverview, IsTheMapOverviewOfTheSixtyFourTilesAtEightPixelsATile) {
  GameMap map = rc::testing::walled_map();
  set_code(map, 1, 20, 50, kStaticObjectCode);
  const OverviewScene scene(map);
  const RgbaImage image = scene.draw(kMiddleEast);
  EXPECT_EQ(image.width, 64 * kMapTilePixels);
  EXPECT_EQ(image.height, 64 * kMapTilePixels);
  const Result<RgbaImage> base = map_overview(map, rc::grid_contents(map, false),
                                              wolfenstein_palette(), fixed_wall_colours());
  ASSERT_TRUE(base.ok());
  // Away from the view, every pixel is the map overview's: walls, floor, the object's dot.
  for (const auto& [x, y] : {std::pair{0, 0}, {5 * 8 + 4, 5 * 8 + 4}, {20 * 8 + 3, 50 * 8 + 3}}) {
    EXPECT_EQ(rgb_at(image, x, y), rgb_at(*base, x, y)) << x << ", " << y;
  }
  EXPECT_EQ(rgb_at(image, 0, 0), wall_colour(1));  // the edge wall, in its colour
  EXPECT_EQ(rgb_at(image, 5 * 8, 5 * 8), key_colour("floor"));
}

TEST(ViewOverview, OpenedDoorsBarIsClearedByItsOpening) {
  GameMap map = rc::testing::walled_map();
  set_code(map, 0, 10, 50, 90);  // a vertical door: a north-south bar at x + 3, x + 4
  OverviewScene scene(map);
  ASSERT_EQ(scene.level.doors.size(), 1u);
  const Rgb8 bar = rgb_at(scene.draw(kMiddleEast), 10 * 8 + 3, 50 * 8);
  EXPECT_NE(bar, key_colour("floor"));
  scene.motion.door_open = {0x8000};  // half open: the bar's north half is floor
  const RgbaImage half = scene.draw(kMiddleEast);
  EXPECT_EQ(rgb_at(half, 10 * 8 + 3, 50 * 8 + 3), key_colour("floor"));
  EXPECT_EQ(rgb_at(half, 10 * 8 + 3, 50 * 8 + 4), bar);
  scene.motion.door_open = {rc::kDoorFullyOpen};
  EXPECT_EQ(rgb_at(scene.draw(kMiddleEast), 10 * 8 + 4, 50 * 8 + 7), key_colour("floor"));
}

TEST(ViewOverview, MovingPushwallIsDrawnAtItsOffsetInItsWallsColour) {
  GameMap map = rc::testing::walled_map();
  set_code(map, 0, 40, 10, 3);
  OverviewScene scene(map);
  scene.motion.pushwall = rc::MovingPushwall{40, 10, rc::PushDirection::kEast, 32, 3};
  const RgbaImage image = scene.draw(kMiddleEast);
  EXPECT_EQ(rgb_at(image, 40 * 8 + 3, 10 * 8), key_colour("floor"));  // the half it has left
  EXPECT_EQ(rgb_at(image, 40 * 8 + 4, 10 * 8), wall_colour(3));
  EXPECT_EQ(rgb_at(image, 41 * 8 + 3, 10 * 8 + 7), wall_colour(3));
  EXPECT_EQ(rgb_at(image, 41 * 8 + 4, 10 * 8), key_colour("floor"));
}

TEST(ViewOverview, EyeSitsFocalLengthBehindThePlayer) {
  const OverviewScene scene(rc::testing::walled_map());
  const RgbaImage image = scene.draw(kMiddleEast);
  // 32.5 tiles is pixel 260; the eye is 0x5700 / 0x10000 = 0.34 tiles west: 257.28.
  EXPECT_EQ(rgb_at(image, 260, 260), kViewPlayer);
  EXPECT_EQ(rgb_at(image, 259, 259), kViewPlayer);
  EXPECT_EQ(rgb_at(image, 257, 260), kViewEye);
  EXPECT_EQ(count(image, kViewEye), 1);
}

TEST(ViewOverview, ConeOpensAheadOnBothSidesOfTheView) {
  const OverviewScene scene(rc::testing::walled_map());
  const RgbaImage image = scene.draw(kMiddleEast);
  int above = 0;
  int below = 0;
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      if (rgb_at(image, x, y) != kViewCone) continue;
      EXPECT_GE(x, 257) << "cone pixel behind the eye at " << x << ", " << y;
      (y < 260 ? above : below) += 1;
    }
  }
  // Each line runs kViewConeDepth (16 tiles, 128 pixels) east, a few pixels under the player.
  EXPECT_GE(above, 100);
  EXPECT_GE(below, 100);
  EXPECT_EQ(count(image, kViewCone, (32 + 17) * 8), 0);
}

int farthest_cone_column(const RgbaImage& image) {
  int farthest = -1;
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      if (rgb_at(image, x, y) == kViewCone) farthest = std::max(farthest, x);
    }
  }
  return farthest;
}

GameMap wall_across(int wall_x) {
  GameMap map = rc::testing::walled_map();
  for (int y = 1; y < 63; ++y) set_code(map, 0, wall_x, y, 1);
  return map;
}

TEST(ViewOverview, ConeStopsAtTheWallItsRaysHit) {
  const RgbaImage image = OverviewScene(wall_across(36)).draw(kMiddleEast);
  EXPECT_GT(count(image, kViewCone, 35 * 8, 36 * 8), 0);
  EXPECT_EQ(count(image, kViewCone, 36 * 8), 0);
}

TEST(ViewOverview, ConeEndsFartherWhenTheWallIsFarther) {
  // The wall's height at the edge columns stands for its depth: 4 tiles more depth put the ends
  // 4 tiles times cos 36 degrees (the edge rays' angle) farther east, 26 of 32 pixels.
  const int near = farthest_cone_column(OverviewScene(wall_across(36)).draw(kMiddleEast));
  const int far = farthest_cone_column(OverviewScene(wall_across(40)).draw(kMiddleEast));
  EXPECT_GE(far - near, 25);
  EXPECT_LE(far - near, 27);
}

TEST(ViewOverview, SameSceneGivesTheSameBytesAndAnglesReduceModuloATurn) {
  GameMap map = rc::testing::walled_map();
  set_code(map, 0, 10, 50, 90);
  set_code(map, 1, 20, 50, kStaticObjectCode);
  const OverviewScene scene(map);
  const rc::View oblique{tiles(20.25), tiles(40.75), 37};
  EXPECT_EQ(scene.draw(oblique), scene.draw(oblique));
  EXPECT_NE(scene.draw(oblique), scene.draw(kMiddleEast));
  EXPECT_EQ(scene.draw({oblique.x, oblique.y, 37 + 360}), scene.draw(oblique));
  EXPECT_EQ(scene.draw({oblique.x, oblique.y, 37 - 720}), scene.draw(oblique));
}

TEST(ViewOverview, ViewOutsideTheGridIsClipped) {
  const OverviewScene scene(rc::testing::walled_map());
  const RgbaImage image = scene.draw({tiles(-3), tiles(70), 45});
  EXPECT_EQ(image.width, 64 * kMapTilePixels);
  EXPECT_EQ(count(image, kViewPlayer), 0);
}

}  // namespace
}  // namespace wolfsuite::top_down
