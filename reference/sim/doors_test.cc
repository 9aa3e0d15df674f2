#include "reference/sim/doors.h"

#include <gtest/gtest.h>

#include "reference/sim/test_worlds.h"

namespace wolfsuite::sim {
namespace {

// A vertical door (code 90) at (10, 10) in a north-south wall, areas 0 west and 1 east; the
// player stands west of it.
World door_world() {
  testing::TestMap test;
  for (int y = 1; y < kMapSide - 1; ++y) test.floor(10, y) = testing::kWallCode;
  for (int y = 1; y < kMapSide - 1; ++y) {
    for (int x = 11; x < kMapSide - 1; ++x) test.floor(x, y) = kAreaTile + 1;
  }
  test.floor(10, 10) = 90;
  test.player_at(5, 10);
  return test.set_up();
}

TEST(Doors, ADoorOpensIn16DemoFramesAndThenStopsBlocking) {
  World world = door_world();
  ASSERT_EQ(world.doors.size(), 1u);
  EXPECT_EQ(world.cell(10, 10), Cell{kBitDoor | 0});
  open_door(world, 0);
  for (int frame = 0; frame < 15; ++frame) move_doors(world);
  EXPECT_EQ(world.doors[0].action, DoorAction::kOpening);
  EXPECT_EQ(world.doors[0].position, 15 * (4 << 10));
  move_doors(world);
  EXPECT_EQ(world.doors[0].action, DoorAction::kOpen);
  EXPECT_EQ(world.doors[0].position, 0xFFFF);
  EXPECT_EQ(world.cell(10, 10), Cell{0});
}

TEST(Doors, OpeningJoinsTheAreasOnItsSidesAndClosingSeparatesThem) {
  World world = door_world();
  EXPECT_TRUE(world.area_by_player[0]);
  EXPECT_FALSE(world.area_by_player[1]);
  open_door(world, 0);
  move_doors(world);
  EXPECT_TRUE(world.area_by_player[1]);
  for (int frame = 0; frame < 16 + 75; ++frame) move_doors(world);  // open, then the 300-tic wait
  EXPECT_EQ(world.doors[0].action, DoorAction::kClosing);
  for (int frame = 0; frame < 16; ++frame) move_doors(world);
  EXPECT_EQ(world.doors[0].action, DoorAction::kClosed);
  EXPECT_FALSE(world.area_by_player[1]);
}

TEST(Doors, AnOpenDoorDoesNotCloseOnThePlayerOverlappingItsTile) {
  World world = door_world();
  open_door(world, 0);
  for (int frame = 0; frame < 16; ++frame) move_doors(world);
  Actor& player = world.player_obj();
  player.x = (9 << 16) + 0xB000;  // in the tile west of the door, within MINDIST of it
  player.tile_x = 9;
  for (int frame = 0; frame < 80; ++frame) move_doors(world);
  EXPECT_EQ(world.doors[0].action, DoorAction::kOpen);
}

TEST(Doors, ALockedDoorIgnoresAPlayerWithoutItsKey) {
  testing::TestMap test;
  test.floor(10, 10) = 92;  // vertical, gold key
  test.player_at(5, 10);
  World world = test.set_up();
  operate_door(world, 0);
  EXPECT_EQ(world.doors[0].action, DoorAction::kClosed);
  world.game.keys = 1;
  operate_door(world, 0);
  EXPECT_EQ(world.doors[0].action, DoorAction::kOpening);
}

}  // namespace
}  // namespace wolfsuite::sim
