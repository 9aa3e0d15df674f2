// The wall pass against expectations worked out by hand from the engine's rules (projection.h,
// ray_cast.h): where the eye is, which face a ray meets, which page and texel column it shows and
// how high the post is.
#include "reference/raycaster/ray_cast.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "reference/raycaster/fast_ray_cast.h"
#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::kTestDoorWall;
using testing::set_code;
using testing::tiles;

constexpr int kEast = 0;
constexpr int kNorth = 90;
constexpr int kWest = 180;
constexpr int kSouth = 270;

// At 320 columns: scale = 160 * (0x5700 + 0x5800) / 0x8000 = 218, heightnumerator =
// (0x10000 * 218) >> 6.
constexpr int kWidth = 320;
constexpr std::int32_t kScale = 218;
constexpr std::int32_t kHeightNumerator = (0x10000 * kScale) >> 6;  // 223232
// One of the two middle columns (pixel angle 0, the view direction itself), and a multiple of 4,
// so the post builder computes its own height.
constexpr int kMiddle = kWidth / 2;

// 16.5 texels into a tile. The centre ray at fine angle 0 runs at the tangent of 0.05 degree, not
// along the axis (fine_tangent(0) = 57 units a tile, 48 on the way out of the eye's tile): over
// the 3.5 tiles of these scenes it drifts 48 + 3 * 57 = 219 units, a fifth of a texel, so a ray
// started half-way through texel 16 still meets texel 16.
constexpr double kTexel16 = 16.5 / 64;

int engine_height(std::int32_t depth) { return kHeightNumerator / (depth >> 8); }

// Depth of a face `distance` tiles ahead of the player, square to the view: the eye sits
// FOCALLENGTH behind the player.
std::int32_t depth_ahead(double distance) { return tiles(distance) + kFocalLength; }

struct Caster {
  Level level;
  Textures textures = testing::test_textures();
  Motion motion;
  SeenTiles seen{};

  explicit Caster(const GameMap& map) : level(build_level(map, 0, false)) {}

  // cast_walls' posts; every fast wall pass this CPU runs must give the same posts and seen tiles.
  std::vector<WallPost> cast(const View& view, int width = kWidth) {
    const Scene scene{level, textures, motion};
    const Projection projection = make_projection(width, 200);
    const Eye eye = make_eye(view);
    std::vector<WallPost> posts;
    SeenTiles seen_now{};
    cast_walls(scene, projection, eye, posts, seen_now);
    for (const RayStepping stepping :
         {RayStepping::one_by_one, RayStepping::lanes_avx2, RayStepping::lanes_avx512vl}) {
      FastWallPass fast(stepping);
      if (fast.stepping() != stepping) continue;  // not on this CPU
      std::vector<WallPost> fast_posts;
      SeenTiles fast_seen{};
      fast.cast(scene, projection, eye, fast_posts, fast_seen);
      EXPECT_EQ(fast_posts, posts) << "stepping " << static_cast<int>(stepping);
      EXPECT_EQ(fast_seen, seen_now) << "stepping " << static_cast<int>(stepping);
    }
    for (std::size_t i = 0; i < seen.size(); ++i) seen[i] |= seen_now[i];
    return posts;
  }
  WallPost centre(const View& view) { return cast(view).at(kMiddle); }
  bool was_seen(int x, int y) const { return seen[static_cast<std::size_t>(spot(x, y))] != 0; }
};

TEST(RayCast, WallAheadEastShowsItsDarkPageAtTheInterceptsTexelColumn) {
  ASSERT_EQ(make_projection(kWidth, 200).height_numerator, kHeightNumerator);
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 3);
  Caster caster(map);
  const WallPost post = caster.centre({tiles(10.5), tiles(32 + kTexel16), kEast});
  EXPECT_EQ(post.page, (3 - 1) * 2 + 1);  // an east-west crossing: the dark page
  EXPECT_EQ(post.texel_column, 16);
  // The face is at x = 14, 3.5 tiles ahead: depth 0x3_8000 + 0x5700 = 251648, 983 after >> 8.
  EXPECT_EQ(post.height, engine_height(depth_ahead(3.5)));
  EXPECT_EQ(post.height, 227);
}

TEST(RayCast, WallAheadNorthShowsItsLightPage) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 28, 2);
  Caster caster(map);
  const WallPost post = caster.centre({tiles(10 + kTexel16), tiles(32.5), kNorth});
  EXPECT_EQ(post.page, (2 - 1) * 2);  // a north-south crossing: the light page
  EXPECT_EQ(post.texel_column, 16);   // going north a face reads west to east
  EXPECT_EQ(post.height, engine_height(depth_ahead(3.5)));  // the south face, y = 29
}

TEST(RayCast, FacesSeenGoingWestOrSouthAreMirrored) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 6, 32, 3);
  set_code(map, 0, 10, 36, 2);
  Caster caster(map);
  const WallPost west = caster.centre({tiles(10.5), tiles(32 + kTexel16), kWest});
  EXPECT_EQ(west.page, (3 - 1) * 2 + 1);
  EXPECT_EQ(west.texel_column, 63 - 16);
  EXPECT_EQ(west.height, engine_height(depth_ahead(3.5)));  // the east face, x = 7
  const WallPost south = caster.centre({tiles(10 + kTexel16), tiles(32.5), kSouth});
  EXPECT_EQ(south.page, (2 - 1) * 2);
  EXPECT_EQ(south.texel_column, 63 - 16);
  EXPECT_EQ(south.height, engine_height(depth_ahead(3.5)));
}

TEST(RayCast, TheTwoMiddleColumnsCastTheSameRay) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 3);
  Caster caster(map);
  const Projection projection = make_projection(kWidth, 200);
  EXPECT_EQ(projection.pixel_angle[kMiddle - 1], 0);
  EXPECT_EQ(projection.pixel_angle[kMiddle], 0);
  const std::vector<WallPost> posts = caster.cast({tiles(10.5), tiles(32 + kTexel16), kEast});
  EXPECT_EQ(posts[kMiddle - 1], posts[kMiddle]);
  // Their neighbours turn 2 fine angles (0.2 degree) each way: 0.9 texel over 3.8 tiles.
  EXPECT_EQ(posts[kMiddle - 2].texel_column, 15);
  EXPECT_EQ(posts[kMiddle + 1].texel_column, 17);
}

TEST(RayCast, WallSquareToTheViewHasOneHeightInEveryColumn) {
  GameMap map = testing::walled_map();
  for (int y = 1; y < 63; ++y) set_code(map, 0, 14, y, 3);
  Caster caster(map);
  // Depth is measured along the view direction, not along the ray: no fisheye.
  for (const WallPost& post : caster.cast({tiles(10.5), tiles(32.5), kEast})) {
    EXPECT_EQ(post.page, (3 - 1) * 2 + 1);
    EXPECT_EQ(post.height, engine_height(depth_ahead(3.5)));
  }
}

TEST(RayCast, ClosedDoorIsHitHalfwayIntoItsTileWithTheDoorPage) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);  // a normal vertical door, framed north and south
  set_code(map, 0, 14, 31, 1);
  set_code(map, 0, 14, 33, 1);
  set_code(map, 0, 10, 28, 91);  // a normal horizontal door
  Caster caster(map);
  const WallPost vertical = caster.centre({tiles(10.5), tiles(32 + kTexel16), kEast});
  EXPECT_EQ(vertical.page, kTestDoorWall + 0 + 1);  // + 1 across an east-west crossing
  EXPECT_EQ(vertical.texel_column, 16);
  EXPECT_EQ(vertical.height, engine_height(depth_ahead(4)));  // x = 14.5
  const WallPost horizontal = caster.centre({tiles(10 + kTexel16), tiles(32.5), kNorth});
  EXPECT_EQ(horizontal.page, kTestDoorWall + 0);
  EXPECT_EQ(horizontal.texel_column, 16);
  EXPECT_EQ(horizontal.height, engine_height(depth_ahead(4)));  // y = 28.5
}

TEST(RayCast, OpeningDoorSlidesItsTextureAndLetsRaysThroughTheOpenPart) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);
  Caster caster(map);
  caster.motion.door_open = {0x2000};  // an eighth open: the door's first 8 texels are gone
  const WallPost shut_part = caster.centre({tiles(10.5), tiles(32 + kTexel16), kEast});
  EXPECT_EQ(shut_part.page, kTestDoorWall + 1);
  EXPECT_EQ(shut_part.texel_column, 16 - 8);
  EXPECT_EQ(shut_part.height, engine_height(depth_ahead(4)));
  // 0.0625 tiles into the row, inside the opening: on to the east edge wall (code 1) at x = 63.
  const View through{tiles(10.5), tiles(32.0625), kEast};
  const WallPost beyond = caster.centre(through);
  EXPECT_EQ(beyond.page, (1 - 1) * 2 + 1);
  EXPECT_EQ(beyond.height, engine_height(depth_ahead(52.5)));
  caster.seen = {};
  caster.cast(through, 2);  // the centre ray only
  EXPECT_TRUE(caster.was_seen(14, 32));
  EXPECT_FALSE(caster.was_seen(63, 32));
}

TEST(RayCast, FullyOpenDoorLetsEveryRayThrough) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);
  set_code(map, 0, 14, 31, 1);
  set_code(map, 0, 14, 33, 1);
  Caster caster(map);
  caster.motion.door_open = {kDoorFullyOpen};
  const std::vector<WallPost> posts = caster.cast({tiles(10.5), tiles(32.5), kEast});
  EXPECT_EQ(posts[kMiddle].page, (1 - 1) * 2 + 1);  // the east edge wall
  EXPECT_EQ(posts[kMiddle].height, engine_height(depth_ahead(52.5)));
  EXPECT_TRUE(std::none_of(posts.begin(), posts.end(),
                           [](const WallPost& post) { return post.page == kTestDoorWall + 1; }));
}

TEST(RayCast, LockedAndElevatorDoorsShowTheirPages) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 92);   // gold key, vertical
  set_code(map, 0, 10, 28, 101);  // elevator, horizontal
  set_code(map, 0, 6, 32, 98);    // the lock no key opens, vertical
  Caster caster(map);
  EXPECT_EQ(caster.centre({tiles(10.5), tiles(32.5), kEast}).page, kTestDoorWall + 6 + 1);
  EXPECT_EQ(caster.centre({tiles(10.5), tiles(32.5), kNorth}).page, kTestDoorWall + 4);
  EXPECT_EQ(caster.centre({tiles(10.5), tiles(32.5), kWest}).page, kTestDoorWall + 6 + 1);
}

TEST(RayCast, WallBesideADoorShowsTheFrameWhenTheRayComesFromTheDoorTile) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);  // vertical: frame faces north and south
  set_code(map, 0, 14, 31, 5);
  set_code(map, 0, 14, 33, 5);
  set_code(map, 0, 10, 28, 91);  // horizontal: frame faces east and west
  set_code(map, 0, 9, 28, 5);
  set_code(map, 0, 11, 28, 5);
  Caster caster(map);
  ASSERT_EQ(caster.level.at(14, 31), kDoorFrameFlag | 5);
  // From inside the door tiles (the eye 0.34 tiles behind the player is still in them).
  EXPECT_EQ(caster.centre({tiles(14.5), tiles(32.5), kNorth}).page, kTestDoorWall + 2);
  EXPECT_EQ(caster.centre({tiles(14.5), tiles(32.5), kSouth}).page, kTestDoorWall + 2);
  EXPECT_EQ(caster.centre({tiles(10.5), tiles(28.5), kEast}).page, kTestDoorWall + 3);
  EXPECT_EQ(caster.centre({tiles(10.5), tiles(28.5), kWest}).page, kTestDoorWall + 3);
}

TEST(RayCast, FramedWallReachedFromElsewhereShowsItsOwnPage) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 90);
  set_code(map, 0, 14, 31, 5);
  Caster caster(map);
  ASSERT_EQ(caster.level.at(14, 31), kDoorFrameFlag | 5);
  const WallPost post = caster.centre({tiles(10.5), tiles(31 + kTexel16), kEast});
  EXPECT_EQ(post.page, (5 - 1) * 2 + 1);
  EXPECT_EQ(post.texel_column, 16);
}

TEST(RayCast, MovingPushwallFaceRecedesWithItsProgress) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 4);
  Caster caster(map);
  const View view{tiles(10.5), tiles(32 + kTexel16), kEast};
  // Moving east, its west face stands progress / 64 tiles into the tile it leaves.
  int previous_height = 1 << 30;
  for (const int progress : {0, 16, 32, 48, 63}) {
    caster.motion.pushwall = MovingPushwall{14, 32, PushDirection::kEast, progress, 4};
    const WallPost post = caster.centre(view);
    SCOPED_TRACE(progress);
    EXPECT_EQ(post.page, (4 - 1) * 2 + 1);
    EXPECT_EQ(post.texel_column, 16);
    EXPECT_EQ(post.height, engine_height(depth_ahead(3.5) + (progress << 10)));
    EXPECT_LT(post.height, previous_height);
    previous_height = post.height;
  }
  EXPECT_EQ(previous_height, engine_height(depth_ahead(3.5 + 63.0 / 64)));
}

TEST(RayCast, PushwallMovingNorthRecedesFromAViewerSouthOfIt) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 28, 4);
  Caster caster(map);
  const View view{tiles(10 + kTexel16), tiles(32.5), kNorth};
  caster.motion.pushwall = MovingPushwall{10, 28, PushDirection::kNorth, 0, 4};
  const WallPost resting = caster.centre(view);
  caster.motion.pushwall->progress = 40;
  const WallPost moved = caster.centre(view);
  EXPECT_EQ(resting.page, (4 - 1) * 2);
  EXPECT_EQ(moved.page, (4 - 1) * 2);
  EXPECT_EQ(resting.height, engine_height(depth_ahead(3.5)));
  EXPECT_EQ(moved.height, engine_height(depth_ahead(3.5) + (40 << 10)));
}

TEST(RayCast, TilesTheRaysPassAreSeenAndTheWallTheyHitIsNot) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 3);
  Caster caster(map);
  caster.seen[static_cast<std::size_t>(spot(1, 1))] = 1;  // seen tiles are not cleared
  caster.cast({tiles(10.5), tiles(32.5), kEast}, 2);      // two columns, both the centre ray
  EXPECT_TRUE(caster.was_seen(11, 32));
  EXPECT_TRUE(caster.was_seen(12, 32));
  EXPECT_TRUE(caster.was_seen(13, 32));
  EXPECT_FALSE(caster.was_seen(14, 32));  // the wall
  EXPECT_FALSE(caster.was_seen(10, 32));  // the eye's own tile: the rays start past it
  EXPECT_TRUE(caster.was_seen(1, 1));
  // The map is [x][y]: tile (11, 32) is byte 11 * 64 + 32.
  EXPECT_EQ(caster.seen[11 * 64 + 32], 1);
  EXPECT_EQ(std::count(caster.seen.begin(), caster.seen.end(), 1), 4);
}

TEST(RayCast, OpenMapEdgeGivesABorderPostWithoutTexture) {
  Caster caster(new_game_map("Open"));  // all zero: no walls at all
  const WallPost post = caster.centre({tiles(60.5), tiles(10.5), kEast});
  EXPECT_EQ(post.page, kMissingTexture);
  EXPECT_EQ(post.texel_column, 0);
  EXPECT_EQ(post.height, engine_height(depth_ahead(3.5)));  // at the grid's east edge, x = 64
  EXPECT_EQ(texture_column(caster.textures, post), nullptr);
}

TEST(RayCast, TextureColumnIsThePostsSixtyFourTexelsOrNothingPastTheTextures) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 14, 32, 60);
  Caster caster(map);
  const WallPost missing = caster.centre({tiles(10.5), tiles(32.5), kEast});
  EXPECT_EQ(missing.page, (60 - 1) * 2 + 1);  // past the 24 test walls
  EXPECT_EQ(texture_column(caster.textures, missing), nullptr);
  const WallPost present{100, 5, 16};
  const std::uint8_t* texels = texture_column(caster.textures, present);
  ASSERT_NE(texels, nullptr);
  EXPECT_EQ(texels[0], testing::test_texel(5, 16, 0));
  EXPECT_EQ(texels[63], testing::test_texel(5, 16, 63));
}

TEST(RayCast, NearWallIsDrawnAsIfAtMinDistance) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 11, 32, 3);
  Caster caster(map);
  // The player 0x80 short of the wall: depth 0x5780, under MINDIST (0x5800).
  const WallPost post = caster.centre({tiles(11) - 0x80, tiles(32.5), kEast});
  EXPECT_EQ(post.page, (3 - 1) * 2 + 1);
  EXPECT_EQ(post.height, kHeightNumerator / (kMinDistance >> 8));  // 2536, not 223232 / 0x57
  EXPECT_EQ(post.height, 2536);
}

// The corner the engine's frame of wl1 map 6 (view m6-obl137, 320x200) shows in column 10: the
// ray at fine angle 1712 meets x = 23 at y = 42 + 17/65536, still in row 42, while its crossing
// into row 41 comes out at x = 23 exactly, one column east of where the x crossing puts it. The
// engine's corner rule takes the y crossing first: the north-facing side of tile (23, 41) at its
// first texel column, not the east face of (22, 42) at its last. Both wall passes agree.
TEST(RayCast, RayThroughAWallCornerTakesTheOtherCrossingFirstAsTheEngineDoes) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 22, 42, 3);  // the east face the ray would meet without the rule
  set_code(map, 0, 23, 41, 5);  // the face the engine shows
  Caster caster(map);
  const View view{2654208, 2916352, 137};  // the recorded view: (40.5, 44.5), 137 degrees
  constexpr std::size_t kColumn = 10;
  const std::vector<WallPost> posts = caster.cast(view);
  const WallPost post = posts.at(kColumn);
  EXPECT_EQ(post.page, (5 - 1) * 2);  // a y crossing: the light page of tile (23, 41)
  EXPECT_EQ(post.texel_column, 0);
  EXPECT_EQ(post.height, 58);  // the engine's recorded wallheight of that column

  const Scene scene{caster.level, caster.textures, caster.motion};
  std::vector<WallPost> fast_posts;
  SeenTiles fast_seen{};
  FastWallPass().cast(scene, make_projection(kWidth, 200), make_eye(view), fast_posts, fast_seen);
  EXPECT_EQ(fast_posts, posts);
  EXPECT_EQ(fast_seen, caster.seen);
}

// The engine indexes tilemap[x][y] as byte x * 64 + y, neither index checked: north of row 0 lies
// the previous column's row 63 (ray_cast.h "off the map").
TEST(RayCast, ARowNorthOfTheMapIsThePreviousColumnsLastRow) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 31, 63, 5);  // the south border below column 31
  set_code(map, 0, 32, 0, 108);  // the eye's tile on the north border, made floor
  Caster caster(map);
  const WallPost post = caster.centre({tiles(32 + kTexel16), tiles(0.5), kNorth});
  EXPECT_EQ(post.page, (5 - 1) * 2);  // met across the y boundary into "row -1" of column 32
  EXPECT_EQ(post.texel_column, 16);
  EXPECT_FALSE(reads_outside_tile_array(caster.cast({tiles(32 + kTexel16), tiles(0.5), kNorth})));
}

TEST(RayCast, ARayThatReadsOutsideTheTileArrayShowsNoTexture) {
  GameMap map = testing::walled_map();
  for (int y = 0; y < 64; ++y) set_code(map, 0, 0, y, 108);  // the west border opened
  Caster caster(map);
  const std::vector<WallPost> posts = caster.cast({tiles(0.5), tiles(32.5), kWest});
  EXPECT_EQ(posts.at(kMiddle).page, kMissingTexture);  // x = -1 reads before the array
  EXPECT_TRUE(reads_outside_tile_array(posts));
}

}  // namespace
}  // namespace wolfsuite::raycaster
