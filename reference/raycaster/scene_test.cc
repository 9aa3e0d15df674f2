#include "reference/raycaster/scene.h"

#include <gtest/gtest.h>

#include "decoders/wolf/synthetic_set.h"
#include "reference/raycaster/test_scenes.h"

namespace wolfsuite::raycaster {
namespace {

using testing::set_code;

TEST(Level, Plane0CodesBecomeWallsDoorsAndFloorTheWayTheEngineReadsThem) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 5, 5, 63);
  set_code(map, 0, 6, 5, 70);   // no texture pair, still solid in the engine
  set_code(map, 0, 7, 5, 106);  // ambush marker: floor
  set_code(map, 0, 8, 5, 0);
  set_code(map, 0, 9, 5, 91);
  const Level level = build_level(map, 0, false);
  EXPECT_EQ(level.at(5, 5), (GridTile{TileKind::kWall, 63, 0}));
  EXPECT_EQ(level.at(6, 5).kind, TileKind::kWall);
  EXPECT_EQ(level.at(7, 5).kind, TileKind::kEmpty);
  EXPECT_EQ(level.at(8, 5).kind, TileKind::kEmpty);
  EXPECT_EQ(level.at(9, 5), (GridTile{TileKind::kDoor, 0, 0}));
  EXPECT_EQ(level.at(10, 5).kind, TileKind::kEmpty);
  EXPECT_EQ(level.at(0, 0), (GridTile{TileKind::kWall, 1, 0}));
}

TEST(Level, DoorLocksPickTheirTexturePages) {
  GameMap map = testing::walled_map();
  set_code(map, 0, 2, 2, 90);
  set_code(map, 0, 4, 2, 94);   // silver key
  set_code(map, 0, 6, 2, 98);   // the lock no key opens
  set_code(map, 0, 8, 2, 100);  // elevator
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.doors.size(), 4u);
  EXPECT_EQ(level.doors[0], (LevelDoor{2, 2, 0}));
  EXPECT_EQ(level.doors[1].page, 6);
  EXPECT_EQ(level.doors[2].page, 6);
  EXPECT_EQ(level.doors[3].page, 4);
  EXPECT_EQ(level.at(8, 2).door, 3);
}

TEST(Level, ObjectsBecomeSpritesAtTheirTiles) {
  GameMap map = testing::walled_map();
  set_code(map, 1, 3, 4, 23 + 5);  // static object 5
  set_code(map, 1, 6, 7, 108);     // guard, standing, facing east
  set_code(map, 1, 8, 9, 124);     // dead guard
  set_code(map, 1, 10, 11, 19);    // player start: no sprite
  const Level level = build_level(map, 0, false);
  ASSERT_EQ(level.sprites.size(), 3u);
  EXPECT_EQ(level.sprites[0], (LevelSprite{3, 4, 2 + 5, false, 0}));
  EXPECT_EQ(level.sprites[1], (LevelSprite{6, 7, 50, true, 0}));
  EXPECT_EQ(level.sprites[2], (LevelSprite{8, 9, 95, false, 0}));
}

TEST(Level, CeilingColourComesFromTheEnginesPerLevelTable) {
  EXPECT_EQ(ceiling_colour(0, false), 0x1d);
  EXPECT_EQ(ceiling_colour(9, false), 0xbf);
  EXPECT_EQ(ceiling_colour(59, false), 0xdd);
  EXPECT_EQ(ceiling_colour(60, false), 0x1d);
  EXPECT_EQ(ceiling_colour(0, true), 0x6f);
  EXPECT_EQ(ceiling_colour(20, true), 0xdc);
  EXPECT_EQ(ceiling_colour(-1, true), 0x1d);
  EXPECT_EQ(build_level(testing::walled_map(), 9, false).floor, kFloorColour);
}

TEST(Level, TilesAMapDoesNotHaveAreEmpty) {
  GameMap small = new_game_map("Small", 10, 10);
  small.planes[0].assign(100, 1);
  small.planes[1].clear();
  const Level level = build_level(small, 0, false);
  EXPECT_EQ(level.at(9, 9).kind, TileKind::kWall);
  EXPECT_EQ(level.at(10, 9).kind, TileKind::kEmpty);
  EXPECT_EQ(level.at(9, 10).kind, TileKind::kEmpty);
  EXPECT_TRUE(level.sprites.empty());
}

TEST(Textures, WallsBeforeTheSpriteStartAndDoorsAreTheLastEight) {
  const Result<Vswap> vswap = synthetic_vswap();
  ASSERT_TRUE(vswap.ok());
  const Textures textures = build_textures(*vswap);
  EXPECT_EQ(textures.walls.size(), vswap->sprite_start);
  EXPECT_EQ(textures.sprites.size(), vswap->sound_start - vswap->sprite_start);
  EXPECT_EQ(textures.door_wall, vswap->sprite_start - 8);
  for (std::size_t sprite = 0; sprite < textures.sprites.size(); ++sprite) {
    EXPECT_EQ(textures.sprites[sprite].has_value(), !vswap->sparse(vswap->sprite_start + sprite))
        << sprite;
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
