#include "reference/sim/actor_movement.h"

#include <gtest/gtest.h>

#include "reference/sim/actor_test_world.h"

namespace wolfsuite::sim {
namespace {

using testing::kGuardStandingEast;
using testing::put_door;
using testing::put_wall;
using testing::spawn_code;
using testing::test_world;

TEST(ActorMovement, DemoRuleTakesTheDoorTileAndWaitsForTheDoor) {
  World world = test_world(40, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  const int door = put_door(world, 11, 10);
  ASSERT_TRUE(try_walk(world, guard));
  const Actor& walker = world.obj(guard);
  EXPECT_EQ(walker.tile_x, 11);
  EXPECT_EQ(walker.distance, -1 - door);
  EXPECT_EQ(world.doors[0].action, DoorAction::kOpening);
}

TEST(ActorMovement, FixedRuleWaitsInFrontOfTheDoor) {
  World world = test_world(40, 10, /*demo_rules=*/false);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  put_door(world, 11, 10);
  ASSERT_TRUE(try_walk(world, guard));
  EXPECT_EQ(world.obj(guard).tile_x, 10);
  EXPECT_EQ(world.obj(guard).distance, -1);
}

TEST(ActorMovement, DemoRuleReadsTheDoorNumberFromTheLowSixBits) {
  World world = test_world(40, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  put_door(world, 20, 20);
  put_door(world, 21, 20);
  world.cell(11, 10) = kBitDoor | 0x40 | 1;  // a tile code with bit 6 set
  ASSERT_TRUE(try_walk(world, guard));
  EXPECT_EQ(world.obj(guard).distance, -2);
  EXPECT_EQ(world.doors[1].action, DoorAction::kOpening);
}

TEST(ActorMovement, WallsAndShootableActorsBlockButCorpsesDoNot) {
  World world = test_world(40, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  put_wall(world, 11, 10);
  EXPECT_FALSE(try_walk(world, guard));
  world.tile(11, 10) = 0;
  world.cell(11, 10) = 0;
  const int other = spawn_code(world, kGuardStandingEast, 11, 10);
  world.obj(guard).dir = Dir::kEast;
  EXPECT_FALSE(try_walk(world, guard));
  world.obj(other).flags &= ~kFlShootable;
  EXPECT_TRUE(try_walk(world, guard));
  EXPECT_EQ(world.obj(guard).distance, kTileGlobal);
}

TEST(ActorMovement, DiagonalStepNeedsBothSideTilesFree) {
  World world = test_world(40, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  put_wall(world, 11, 10);
  world.obj(guard).dir = Dir::kNorthEast;
  EXPECT_FALSE(try_walk(world, guard));
  world.cell(11, 10) = 0;
  EXPECT_TRUE(try_walk(world, guard));
  EXPECT_EQ(world.obj(guard).tile_x, 11);
  EXPECT_EQ(world.obj(guard).tile_y, 9);
}

TEST(ActorMovement, ChaseHeadsAlongTheLongerAxisThenTheOther) {
  World world = test_world(13, 11);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  world.obj(guard).dir = Dir::kNone;
  select_chase_dir(world, guard);
  EXPECT_EQ(world.obj(guard).dir, Dir::kEast);
  EXPECT_EQ(world.random.index, 0);  // a direct way: no random search

  World blocked = test_world(13, 11);
  const int other = spawn_code(blocked, kGuardStandingEast, 10, 10);
  blocked.obj(other).dir = Dir::kNone;
  put_wall(blocked, 11, 10);
  select_chase_dir(blocked, other);
  EXPECT_EQ(blocked.obj(other).dir, Dir::kSouth);
}

TEST(ActorMovement, ChaseDoesNotTurnAroundWhileAnotherWayIsOpen) {
  World world = test_world(5, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);  // facing east, player west
  select_chase_dir(world, guard);
  EXPECT_NE(world.obj(guard).dir, Dir::kWest);
  EXPECT_EQ(world.obj(guard).dir, Dir::kEast);  // keeps its old direction
}

TEST(ActorMovement, MoveStopsShortOfThePlayer) {
  World world = test_world(12, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  ASSERT_TRUE(try_walk(world, guard));
  move_obj(world, guard, 0x8000);  // would end 1.5 tiles from the player: fine
  EXPECT_EQ(world.obj(guard).x, (10 << 16) + 0x8000 + 0x8000);
  EXPECT_EQ(world.obj(guard).distance, kTileGlobal - 0x8000);
  move_obj(world, guard, 0x8000);  // would end a tile from the player: taken back
  EXPECT_EQ(world.obj(guard).x, (10 << 16) + 0x8000 + 0x8000);
  EXPECT_EQ(world.obj(guard).distance, kTileGlobal - 0x8000);
}

TEST(ActorMovement, PatrolTurnsOnPathArrows) {
  World world = test_world(40, 40);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  world.set_object_code(10, 10, 90 + static_cast<int>(Dir::kSouth));
  select_path_dir(world, guard);
  EXPECT_EQ(world.obj(guard).dir, Dir::kSouth);
  EXPECT_EQ(world.obj(guard).tile_y, 11);
}

}  // namespace
}  // namespace wolfsuite::sim
