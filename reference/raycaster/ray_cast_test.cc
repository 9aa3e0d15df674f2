#include "reference/raycaster/ray_cast.h"

#include <gtest/gtest.h>

#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::kTestDoorWall;
using testing::set_code;
using testing::tiles;

constexpr int kEast = 0;
constexpr int kNorth = 900;
constexpr int kWest = 1800;
constexpr int kSouth = 2700;

// The centre ray of a one-column projection points exactly along the view.
struct CentreRay {
  Level level;
  Textures textures = testing::test_textures();
  Motion motion;
  SeenTiles seen{};

  explicit CentreRay(const GameMap& map) : level(build_level(map, 0, false)) {}

  WallHit cast(double x, double y, int angle) {
    const Scene scene{level, textures, motion};
    const Projection projection = make_projection(1, 1, {tiles(x), tiles(y), angle});
    return cast_column(scene, projection, 0, seen);
  }
  bool was_seen(int x, int y) const { return seen[static_cast<std::size_t>(y * 64 + x)] != 0; }
};

std::int64_t eye_to(double wall, double player) {
  return tiles(wall) - (tiles(player) - kFocalLength);
}

TEST(RayCast, EastWestStepHitsTheDarkTextureAtTheExactIntercept) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 3);
  CentreRay ray(map);
  const WallHit hit = ray.cast(10.5, 32.25, kEast);
  EXPECT_EQ(hit.texture, (3 - 1) * 2 + 1);
  EXPECT_EQ(hit.column, 16);  // 0.25 of the way along the face
  EXPECT_EQ(hit.depth, eye_to(14, 10.5));
  EXPECT_EQ(hit.half_height, static_cast<int>(kFaceDistance / (2 * hit.depth)));
}

TEST(RayCast, NorthSouthStepHitsTheLightTexture) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 28, 2);
  CentreRay ray(map);
  const WallHit hit = ray.cast(10.25, 32.5, kNorth);
  EXPECT_EQ(hit.texture, (2 - 1) * 2);
  EXPECT_EQ(hit.column, 16);
  EXPECT_EQ(hit.depth, tiles(32.5) + kFocalLength - tiles(29));
}

TEST(RayCast, FacesSeenGoingWestOrSouthAreMirrored) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 6, 32, 3);
  set_code(map, 0, 10, 36, 2);
  CentreRay ray(map);
  EXPECT_EQ(ray.cast(10.5, 32.25, kWest).column, 63 - 16);
  EXPECT_EQ(ray.cast(10.25, 32.5, kSouth).column, 63 - 16);
}

TEST(RayCast, ClosedDoorIsAPlaneThroughTheTilesMiddle) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);  // vertical door, framed north and south
  set_code(map, 0, 14, 31, 1);
  set_code(map, 0, 14, 33, 1);
  CentreRay ray(map);
  const WallHit hit = ray.cast(10.5, 32.25, kEast);
  EXPECT_EQ(hit.texture, kTestDoorWall + 0 + 1);  // normal door, east-west step
  EXPECT_EQ(hit.column, 16);
  EXPECT_EQ(hit.depth, eye_to(14.5, 10.5));
}

TEST(RayCast, DoorOpeningSlidesTheTextureAndLetsRaysThroughTheOpenPart) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);
  CentreRay ray(map);
  ray.motion.door_open = {0x2000};
  const WallHit shut_part = ray.cast(10.5, 32.5, kEast);
  EXPECT_EQ(shut_part.texture, kTestDoorWall + 1);
  EXPECT_EQ(shut_part.column, (0x8000 - 0x2000) >> 10);
  const WallHit open_part = ray.cast(10.5, 32.0625, kEast);
  EXPECT_EQ(open_part.texture, 1);  // the east edge wall, code 1
  EXPECT_EQ(open_part.depth, eye_to(63, 10.5));
  EXPECT_TRUE(ray.was_seen(14, 32));
}

TEST(RayCast, LockedAndElevatorDoorsUseTheirPages) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 92);  // gold key, vertical
  set_code(map, 0, 10, 28, 101);  // elevator, horizontal
  CentreRay ray(map);
  EXPECT_EQ(ray.cast(10.5, 32.5, kEast).texture, kTestDoorWall + 6 + 1);
  EXPECT_EQ(ray.cast(10.5, 32.5, kNorth).texture, kTestDoorWall + 4);
}

TEST(RayCast, WallBehindADoorShowsTheDoorFrame) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);
  set_code(map, 0, 15, 32, 5);
  set_code(map, 0, 10, 28, 91);
  set_code(map, 0, 10, 27, 5);
  CentreRay ray(map);
  ray.motion.door_open = {0xFFFF, 0xFFFF};
  EXPECT_EQ(ray.cast(10.5, 32.5, kEast).texture, kTestDoorWall + 3);
  EXPECT_EQ(ray.cast(10.5, 32.5, kNorth).texture, kTestDoorWall + 2);
}

TEST(RayCast, OpenMapEdgeShowsTheMissingTexture) {
  GameMap map = new_game_map("Open");  // all zero: no walls at all
  CentreRay ray(map);
  const WallHit hit = ray.cast(60.5, 10.5, kEast);
  EXPECT_EQ(hit.texture, kMissingTexture);
  EXPECT_EQ(hit.depth, eye_to(64, 60.5));
  EXPECT_EQ(texture_column(ray.textures, hit), nullptr);
}

TEST(RayCast, EyeOutsideTheGridSeesTheMapFromOutside) {
  GameMap map = testing::walled_map();
  CentreRay ray(map);
  const WallHit inwards = ray.cast(-5.5, 32.5, kEast);
  EXPECT_EQ(inwards.texture, (1 - 1) * 2 + 1);  // the west edge wall, code 1
  EXPECT_EQ(inwards.depth, eye_to(0, -5.5));
  const WallHit outwards = ray.cast(-5.5, 32.5, kWest);
  EXPECT_EQ(outwards.half_height, 0);  // nothing to meet
}

TEST(RayCast, MovingPushwallIsMetAtItsOffsetFace) {
  GameMap map = testing::walled_map();
  CentreRay ray(map);
  ray.motion.pushwall = MovingPushwall{14, 32, PushDirection::kEast, 32, 4};
  const WallHit front = ray.cast(10.5, 32.25, kEast);
  EXPECT_EQ(front.texture, (4 - 1) * 2 + 1);
  EXPECT_EQ(front.column, 16);
  EXPECT_EQ(front.depth, eye_to(14.5, 10.5));
  // Its north face, seen from above the tile it is moving into.
  const WallHit side = ray.cast(15.25, 28.5, kSouth);
  EXPECT_EQ(side.texture, (4 - 1) * 2);
  EXPECT_EQ(side.column, 63 - 48);  // x 15.25 is 0.75 along the block starting at 14.5
  EXPECT_EQ(side.depth, tiles(32) - (tiles(28.5) - kFocalLength));
}

TEST(RayCast, TilesTheRayPassesThroughAreSeenAndTheWallIsNot) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 3);
  CentreRay ray(map);
  ray.cast(10.5, 32.5, kEast);
  for (int x = 10; x <= 13; ++x) EXPECT_TRUE(ray.was_seen(x, 32)) << x;
  EXPECT_FALSE(ray.was_seen(14, 32));
  EXPECT_FALSE(ray.was_seen(12, 33));
}

TEST(RayCast, WallCodesPastTheTexturesAreMissing) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 60);
  CentreRay ray(map);
  const WallHit hit = ray.cast(10.5, 32.5, kEast);
  EXPECT_EQ(hit.texture, (60 - 1) * 2 + 1);
  EXPECT_EQ(texture_column(ray.textures, hit), nullptr);
}

TEST(RayCast, NearWallsAreClampedToMinDistance) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 11, 32, 3);
  CentreRay ray(map);
  const WallHit hit = ray.cast(10.999, 32.5, kEast);
  EXPECT_LT(hit.depth, kMinDistance);
  EXPECT_EQ(hit.half_height, static_cast<int>(kFaceDistance / (2 * kMinDistance)));
}

}  // namespace
}  // namespace wolfsuite::raycaster
