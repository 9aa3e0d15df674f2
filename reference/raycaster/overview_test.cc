#include "reference/raycaster/overview.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::set_code;
using testing::tiles;

constexpr int kEast = 0;
constexpr int kStaticObjectCode = 23;  // plane 1: the first static object
constexpr int kPatrolGuardEast = 112;

struct OverviewScene {
  Level level;
  Textures textures = testing::test_textures();
  Motion motion;

  explicit OverviewScene(const GameMap& map) : level(build_level(map, 0, false)) {}

  Frame draw(const View& view, int tile_pixels = kDefaultOverviewTilePixels) const {
    const Scene scene{level, textures, motion};
    return render_overview(scene, view, {tile_pixels, 320});
  }
};

std::uint8_t pixel(const Frame& frame, int x, int y) {
  return frame.pixels.at(static_cast<std::size_t>(y * frame.width + x));
}

int count(const Frame& frame, std::uint8_t colour, int min_x = 0, int max_x = 1 << 30) {
  int found = 0;
  for (int y = 0; y < frame.height; ++y) {
    for (int x = std::max(min_x, 0); x < std::min(max_x, frame.width); ++x) {
      found += pixel(frame, x, y) == colour ? 1 : 0;
    }
  }
  return found;
}

const View kMiddleEast{tiles(32.5), tiles(32.5), kEast};

TEST(Overview, IsSixtyFourTilesOfTilePixelsASide) {
  const OverviewScene scene(testing::walled_map());
  const Frame frame = scene.draw(kMiddleEast, 3);
  EXPECT_EQ(frame.width, 64 * 3);
  EXPECT_EQ(frame.height, 64 * 3);
  EXPECT_EQ(frame.pixels.size(), 192u * 192u);
  EXPECT_EQ(scene.draw(kMiddleEast, 0).width, 64);  // clamped to one pixel a tile
}

TEST(Overview, WallsAndFloorFillTheirTiles) {
  const OverviewScene scene(testing::walled_map());
  const Frame frame = scene.draw(kMiddleEast);
  EXPECT_EQ(pixel(frame, 0, 0), kOverviewWall);  // tile (0, 0), the edge wall
  EXPECT_EQ(pixel(frame, 63 * 8 + 7, 5), kOverviewWall);
  EXPECT_EQ(pixel(frame, 5 * 8, 5 * 8), kOverviewFloor);  // tile (5, 5), behind the view
  EXPECT_EQ(pixel(frame, 5 * 8 + 7, 5 * 8 + 7), kOverviewFloor);
}

TEST(Overview, ClosedDoorFillsItsTileAndAnOpenOneIsAFrame) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 50, 90);
  OverviewScene scene(map);
  ASSERT_EQ(scene.level.doors.size(), 1u);
  const Frame closed = scene.draw(kMiddleEast);
  EXPECT_EQ(pixel(closed, 10 * 8 + 4, 50 * 8 + 4), kOverviewDoor);
  scene.motion.door_open = {kDoorFullyOpen};
  const Frame open = scene.draw(kMiddleEast);
  EXPECT_EQ(pixel(open, 10 * 8, 50 * 8), kOverviewDoor);
  EXPECT_EQ(pixel(open, 10 * 8 + 4, 50 * 8 + 4), kOverviewFloor);
}

TEST(Overview, StaticsAreMarkedAtTheirTilesCentreAndActorsAtTheirPosition) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 20, 50, kStaticObjectCode);
  set_code(map, 1, 30, 50, kPatrolGuardEast);
  const OverviewScene scene(map);
  ASSERT_EQ(scene.level.statics.size(), 1u);
  ASSERT_EQ(scene.level.actors.size(), 1u);
  ASSERT_EQ(scene.level.actors[0].tile_x, 31);  // the engine moved its tile, not its position
  const Frame frame = scene.draw(kMiddleEast);
  // 2 x 2 squares (8 / 4 pixels) centred on pixel 20.5 * 8 = 164, 50.5 * 8 = 404.
  EXPECT_EQ(pixel(frame, 20 * 8 + 4, 50 * 8 + 4), kOverviewSprite);
  EXPECT_EQ(pixel(frame, 20 * 8 + 3, 50 * 8 + 3), kOverviewSprite);
  EXPECT_EQ(pixel(frame, 20 * 8, 50 * 8), kOverviewFloor);
  EXPECT_EQ(pixel(frame, 30 * 8 + 4, 50 * 8 + 4), kOverviewSprite);
  EXPECT_EQ(pixel(frame, 31 * 8 + 4, 50 * 8 + 4), kOverviewFloor);
  EXPECT_EQ(count(frame, kOverviewSprite), 2 * 2 * 2);
}

TEST(Overview, MovingPushwallIsDrawnAtItsOffset) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 40, 10, 3);
  OverviewScene scene(map);
  scene.motion.pushwall = MovingPushwall{40, 10, PushDirection::kEast, 32, 3};
  const Frame frame = scene.draw(kMiddleEast);
  EXPECT_EQ(pixel(frame, 40 * 8 + 3, 10 * 8), kOverviewFloor);  // the half it has left
  EXPECT_EQ(pixel(frame, 40 * 8 + 4, 10 * 8), kOverviewPushwall);
  EXPECT_EQ(pixel(frame, 41 * 8 + 3, 10 * 8 + 7), kOverviewPushwall);
  EXPECT_EQ(pixel(frame, 41 * 8 + 4, 10 * 8), kOverviewFloor);
  EXPECT_EQ(count(frame, kOverviewPushwall), 8 * 8);
}

TEST(Overview, EyeSitsFocalLengthBehindThePlayer) {
  const OverviewScene scene(testing::walled_map());
  const Frame frame = scene.draw(kMiddleEast);
  // 32.5 tiles is pixel 260; the eye is 0x5700 / 0x10000 = 0.34 tiles west: 257.28.
  EXPECT_EQ(pixel(frame, 260, 260), kOverviewPlayer);
  EXPECT_EQ(pixel(frame, 259, 259), kOverviewPlayer);
  EXPECT_EQ(pixel(frame, 257, 260), kOverviewEye);
  EXPECT_EQ(count(frame, kOverviewEye), 1);
}

TEST(Overview, ConeOpensAheadOnBothSidesOfTheView) {
  const OverviewScene scene(testing::walled_map());
  const Frame frame = scene.draw(kMiddleEast);
  int above = 0;
  int below = 0;
  for (int y = 0; y < frame.height; ++y) {
    for (int x = 0; x < frame.width; ++x) {
      if (pixel(frame, x, y) != kOverviewCone) continue;
      EXPECT_GE(x, 257) << "cone pixel behind the eye at " << x << ", " << y;
      (y < 260 ? above : below) += 1;
    }
  }
  // Each line runs kOverviewConeDepth (16 tiles, 128 pixels) east, a few pixels under the player.
  EXPECT_GE(above, 100);
  EXPECT_GE(below, 100);
  EXPECT_EQ(count(frame, kOverviewCone, (32 + 17) * 8), 0);
}

int farthest_cone_column(const Frame& frame) {
  int farthest = -1;
  for (int y = 0; y < frame.height; ++y) {
    for (int x = 0; x < frame.width; ++x) {
      if (pixel(frame, x, y) == kOverviewCone) farthest = std::max(farthest, x);
    }
  }
  return farthest;
}

GameMap wall_across(int wall_x) {
  GameMap map = testing::walled_map();
  for (int y = 1; y < 63; ++y) set_code(map, 0, wall_x, y, 1);
  return map;
}

TEST(Overview, ConeStopsAtTheWallItsRaysHit) {
  const OverviewScene scene(wall_across(36));
  const Frame frame = scene.draw(kMiddleEast);
  EXPECT_GT(count(frame, kOverviewCone, 35 * 8, 36 * 8), 0);
  EXPECT_EQ(count(frame, kOverviewCone, 36 * 8), 0);
}

TEST(Overview, ConeEndsFartherWhenTheWallIsFarther) {
  // The wall's height at the edge columns stands for its depth: 4 tiles more depth put the ends
  // 4 tiles times cos 36 degrees (the edge rays' angle) farther east, 26 of 32 pixels.
  const int near = farthest_cone_column(OverviewScene(wall_across(36)).draw(kMiddleEast));
  const int far = farthest_cone_column(OverviewScene(wall_across(40)).draw(kMiddleEast));
  EXPECT_GE(far - near, 25);
  EXPECT_LE(far - near, 27);
}

TEST(Overview, SameSceneGivesTheSameBytes) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 50, 90);
  set_code(map, 1, 20, 50, kStaticObjectCode);
  const OverviewScene scene(map);
  const View oblique{tiles(20.25), tiles(40.75), 37};
  EXPECT_EQ(scene.draw(oblique), scene.draw(oblique));
  EXPECT_NE(scene.draw(oblique), scene.draw(kMiddleEast));
  // Angles are whole degrees, any integer, reduced modulo 360.
  EXPECT_EQ(scene.draw({oblique.x, oblique.y, 37 + 360}), scene.draw(oblique));
  EXPECT_EQ(scene.draw({oblique.x, oblique.y, 37 - 720}), scene.draw(oblique));
}

}  // namespace
}  // namespace wolfsuite::raycaster
