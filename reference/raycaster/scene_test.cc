// The level as the engine's set-up leaves it (scene.h): the [x][y] tile map with its door bytes
// and frame flags, the static and actor lists, the ceiling colour; and the textures of a VSWAP.
#include "reference/raycaster/scene.h"

#include <gtest/gtest.h>

#include "decoders/wolf/synthetic_set.h"
#include "reference/raycaster/sprite_numbers.h"
#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::set_code;

constexpr std::int32_t kTileCentre = 1 << 15;
constexpr int kNoDirection = 8;

std::int32_t centre_of(int tile) { return (tile << 16) + kTileCentre; }

TEST(Level, Plane0CodesBelowTheAreaCodesAreTheTileByte) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 5, 5, 63);
  set_code(map, 0, 6, 5, 70);   // no texture pair, still solid in the engine
  set_code(map, 0, 7, 5, 105);  // the last code below the ambush marker
  set_code(map, 0, 8, 5, 0);
  set_code(map, 0, 9, 5, 107);  // area 0
  set_code(map, 0, 10, 5, 143);
  set_code(map, 0, 11, 5, 300);  // past the area codes: floor too
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(level.at(5, 5), 63);
  EXPECT_EQ(level.at(6, 5), 70);
  EXPECT_EQ(level.at(7, 5), 105);
  EXPECT_EQ(level.at(8, 5), 0);
  EXPECT_EQ(level.at(9, 5), 0);
  EXPECT_EQ(level.at(10, 5), 0);
  EXPECT_EQ(level.at(11, 5), 0);
  EXPECT_EQ(level.at(12, 5), 0);  // code 108 of walled_map
  EXPECT_EQ(level.at(0, 0), 1);
}

TEST(Level, TileMapIsIndexedXThenY) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 3, 40, 5);
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(spot(3, 40), 3 * 64 + 40);
  EXPECT_EQ(level.tiles[3 * 64 + 40], 5);
  EXPECT_EQ(level.tiles[40 * 64 + 3], 0);
  EXPECT_EQ(level.at(3, 40), 5);
}

TEST(Level, DoorsAreNumberedInMapOrderAndTheirTileHoldsTheNumber) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 20, 2, 90);
  set_code(map, 0, 3, 5, 91);
  set_code(map, 0, 10, 5, 100);
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.doors.size(), 3u);
  EXPECT_EQ(level.doors[0], (LevelDoor{20, 2, 0}));
  EXPECT_EQ(level.doors[1], (LevelDoor{3, 5, 0}));
  EXPECT_EQ(level.doors[2], (LevelDoor{10, 5, 4}));
  EXPECT_EQ(level.at(20, 2), kDoorTile | 0);
  EXPECT_EQ(level.at(3, 5), kDoorTile | 1);
  EXPECT_EQ(level.at(10, 5), kDoorTile | 2);
}

TEST(Level, DoorFrameFlagMarksTheTwoTilesTheFrameFaces) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 10, 10, 90);  // vertical: north and south
  set_code(map, 0, 10, 9, 5);
  set_code(map, 0, 10, 11, 5);
  set_code(map, 0, 20, 20, 91);  // horizontal: west and east; the east one is floor
  set_code(map, 0, 19, 20, 7);
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(level.at(10, 9), kDoorFrameFlag | 5);
  EXPECT_EQ(level.at(10, 11), kDoorFrameFlag | 5);
  EXPECT_EQ(level.at(9, 10), 0);
  EXPECT_EQ(level.at(11, 10), 0);
  EXPECT_EQ(level.at(19, 20), kDoorFrameFlag | 7);
  EXPECT_EQ(level.at(21, 20), kDoorFrameFlag);  // the engine flags floor as well
  EXPECT_EQ(level.at(20, 19), 0);
  EXPECT_EQ(level.at(20, 21), 0);
}

TEST(Level, DoorFrameOnTheMapEdgeFlagsOnlyTheTileOnTheGrid) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 5, 0, 90);  // vertical, on the north edge: its north tile is off the grid
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(level.at(5, 0), kDoorTile | 0);
  EXPECT_EQ(level.at(5, 1), kDoorFrameFlag);
  EXPECT_EQ(level.at(4, 0), 1);
}

TEST(Level, DoorLocksPickTheirTexturePages) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 2, 2, 90);
  set_code(map, 0, 4, 2, 92);    // gold key
  set_code(map, 0, 6, 2, 94);    // silver key
  set_code(map, 0, 8, 2, 98);    // the lock no key opens
  set_code(map, 0, 10, 2, 100);  // elevator
  set_code(map, 0, 12, 2, 101);  // elevator, horizontal
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.doors.size(), 6u);
  EXPECT_EQ(level.doors[0].page, 0);
  EXPECT_EQ(level.doors[1].page, 6);
  EXPECT_EQ(level.doors[2].page, 6);
  EXPECT_EQ(level.doors[3].page, 6);
  EXPECT_EQ(level.doors[4].page, 4);
  EXPECT_EQ(level.doors[5].page, 4);
}

TEST(Level, DoorsPastTheSixtyFourthKeepTheirCodeAsTheTileByte) {
  GameMap map = testing::walled_map();
  for (int x = 1; x <= 60; ++x) set_code(map, 0, x, 2, 90);
  for (int x = 1; x <= 10; ++x) set_code(map, 0, x, 4, 90);
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.doors.size(), static_cast<std::size_t>(kMaxDoors));
  EXPECT_EQ(level.doors.back(), (LevelDoor{4, 4, 0}));
  EXPECT_EQ(level.at(4, 4), kDoorTile | 63);
  EXPECT_EQ(level.at(5, 4), 90);  // the 65th: the engine would have quit
}

TEST(Level, AmbushTilesAreFloorAfterTheObjectsArePlaced) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 7, 5, 106);
  set_code(map, 1, 7, 5, 108);  // a standing guard on it
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(level.at(7, 5), 0);
  ASSERT_EQ(level.actors.size(), 1u);
  EXPECT_EQ(level.actors[0].tile_x, 7);
  EXPECT_EQ(level.actors[0].tile_y, 5);
}

TEST(Level, StaticObjectsAreListedInMapOrderWithTheirSpriteAndBonus) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 3, 4, 23 + 5);   // hanged man: no bonus
  set_code(map, 1, 8, 2, 23 + 6);   // dog food
  set_code(map, 1, 1, 4, 23 + 26);  // clip
  set_code(map, 1, 5, 9, 23 + 34);  // bloody remains
  set_code(map, 1, 6, 9, 23 + 29);  // cross
  set_code(map, 1, 9, 9, 23 + 25);  // first aid
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.statics.size(), 6u);
  EXPECT_EQ(level.statics[0], (LevelStatic{8, 2, 2 + 6, Bonus::kHealth}));
  EXPECT_EQ(level.statics[1], (LevelStatic{1, 4, 2 + 26, Bonus::kAmmo}));
  EXPECT_EQ(level.statics[2], (LevelStatic{3, 4, 2 + 5, Bonus::kNone}));
  EXPECT_EQ(level.statics[3], (LevelStatic{5, 9, 2 + 34, Bonus::kGibs}));
  EXPECT_EQ(level.statics[4], (LevelStatic{6, 9, 2 + 29, Bonus::kAlways}));
  EXPECT_EQ(level.statics[5], (LevelStatic{9, 9, 2 + 25, Bonus::kHealth}));
  EXPECT_TRUE(level.actors.empty());
}

TEST(Level, SpearOnlyStaticsAreStaticsInSpearOnly) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 3, 4, 74);  // the Spear of Destiny (static 51)
  const Level spear = build_level(map, 0, true);
  ASSERT_EQ(spear.statics.size(), 1u);
  EXPECT_EQ(spear.statics[0], (LevelStatic{3, 4, 2 + 51, Bonus::kAlways}));
  EXPECT_TRUE(spear.spear);
  EXPECT_TRUE(build_level(map, 0, false).statics.empty());
}

TEST(Level, ActorsAreListedInSpawnOrderOnTheirTileCentres) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 6, 7, 108);   // guard, standing, facing east
  set_code(map, 1, 2, 7, 124);   // dead guard
  set_code(map, 1, 10, 3, 214);  // Hans Grosse
  set_code(map, 1, 4, 9, 181);   // guard, hard only, standing, facing north
  set_code(map, 1, 10, 11, 19);  // player start: not an actor
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.actors.size(), 4u);
  EXPECT_EQ(level.actors[0],
            (LevelActor{centre_of(10), centre_of(3), 10, 3,
                        *boss_sprite(BossKind::kHansGrosse, false), false, kNoDirection}));
  EXPECT_EQ(level.actors[1], (LevelActor{centre_of(2), centre_of(7), 2, 7, corpse_sprite(false),
                                         false, kNoDirection}));
  EXPECT_EQ(level.actors[2], (LevelActor{centre_of(6), centre_of(7), 6, 7, 50, true, 0}));
  EXPECT_EQ(level.actors[3], (LevelActor{centre_of(4), centre_of(9), 4, 9, 50, true, 2}));
}

TEST(Level, PatrollingActorsTileIsOneStepAlongItsPathButNotItsPosition) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 20, 20, 112);  // patrolling guard facing east
  set_code(map, 1, 30, 21, 113);  // north
  set_code(map, 1, 40, 22, 114);  // west
  set_code(map, 1, 50, 23, 115);  // south
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.actors.size(), 4u);
  const int walking = enemy_first_sprite(EnemyKind::kGuard, true, false);
  EXPECT_EQ(level.actors[0], (LevelActor{centre_of(20), centre_of(20), 21, 20, walking, true, 0}));
  EXPECT_EQ(level.actors[1], (LevelActor{centre_of(30), centre_of(21), 30, 20, walking, true, 2}));
  EXPECT_EQ(level.actors[2], (LevelActor{centre_of(40), centre_of(22), 39, 22, walking, true, 4}));
  EXPECT_EQ(level.actors[3], (LevelActor{centre_of(50), centre_of(23), 50, 24, walking, true, 6}));
}

TEST(Level, CeilingColourComesFromTheEnginesPerLevelTable) {
  EXPECT_EQ(ceiling_colour(0, false), 0x1d);
  EXPECT_EQ(ceiling_colour(9, false), 0xbf);
  EXPECT_EQ(ceiling_colour(59, false), 0xdd);
  EXPECT_EQ(ceiling_colour(60, false), 0x1d);
  EXPECT_EQ(ceiling_colour(0, true), 0x6f);
  EXPECT_EQ(ceiling_colour(20, true), 0xdc);
  EXPECT_EQ(ceiling_colour(21, true), 0x1d);
  EXPECT_EQ(ceiling_colour(-1, true), 0x1d);
  const Level level = build_level(testing::walled_map(), 9, false);
  EXPECT_EQ(level.ceiling, 0xbf);
  EXPECT_EQ(level.floor, kFloorColour);
}

TEST(Level, TilesAMapDoesNotHaveAreFloor) {
  GameMap small = new_game_map("Small", 10, 10);
  small.planes[0].assign(100, 1);
  small.planes[1].clear();
  const Level level = build_level(small, 0, false);
  EXPECT_EQ(level.at(9, 9), 1);
  EXPECT_EQ(level.at(10, 9), 0);
  EXPECT_EQ(level.at(9, 10), 0);
  EXPECT_TRUE(level.statics.empty());
  EXPECT_TRUE(level.actors.empty());
}

TEST(Motion, MovingPushwallMarksTheTileItLeavesAndTheTileItEnters) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 5, 5, 3);
  const Level level = build_level(map, 0, false);
  Motion motion;
  motion.pushwall = MovingPushwall{5, 5, PushDirection::kSouth, 10, 3};
  const TileMap tiles = tiles_in_motion(level, motion);
  EXPECT_EQ(tiles[static_cast<std::size_t>(spot(5, 5))], kPushwallTile);
  EXPECT_EQ(tiles[static_cast<std::size_t>(spot(5, 6))], kPushwallTile);
  int changed = 0;
  for (std::size_t i = 0; i < tiles.size(); ++i) changed += tiles[i] != level.tiles[i] ? 1 : 0;
  EXPECT_EQ(changed, 2);
}

TEST(Motion, PushwallWhoseNextTileLeavesTheGridIsIgnored) {
  const Level level = build_level(testing::walled_map(), 0, false);
  Motion motion;
  motion.pushwall = MovingPushwall{63, 5, PushDirection::kEast, 10, 1};
  EXPECT_EQ(tiles_in_motion(level, motion), level.tiles);
  motion.pushwall = MovingPushwall{-1, 5, PushDirection::kEast, 10, 1};
  EXPECT_EQ(tiles_in_motion(level, motion), level.tiles);
}

TEST(Motion, DoorsWithoutAnOpeningAreClosed) {
  Motion motion;
  motion.door_open = {0x1234};
  EXPECT_EQ(motion.door_opening(0), 0x1234);
  EXPECT_EQ(motion.door_opening(1), 0);
  EXPECT_EQ(motion.door_opening(1000), 0);
}

TEST(Motion, PushStepsGoOneTileWithYGrowingSouth) {
  EXPECT_EQ(push_step(PushDirection::kNorth).dy, -1);
  EXPECT_EQ(push_step(PushDirection::kNorth).dx, 0);
  EXPECT_EQ(push_step(PushDirection::kEast).dx, 1);
  EXPECT_EQ(push_step(PushDirection::kEast).dy, 0);
  EXPECT_EQ(push_step(PushDirection::kSouth).dy, 1);
  EXPECT_EQ(push_step(PushDirection::kWest).dx, -1);
}

TEST(Textures, WallsBeforeTheSpriteStartAndDoorsAreTheLastEight) {
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  const Textures textures = build_textures(*vswap);
  EXPECT_EQ(textures.walls.size(), vswap->sprite_start);
  EXPECT_EQ(textures.sprites.size(), vswap->sound_start - vswap->sprite_start);
  EXPECT_EQ(textures.door_wall, static_cast<int>(vswap->sprite_start) - 8);
  for (std::size_t sprite = 0; sprite < textures.sprites.size(); ++sprite) {
    EXPECT_EQ(textures.sprites[sprite].has_value(), !vswap->sparse(vswap->sprite_start + sprite))
        << sprite;
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
