#include "reference/sim/actor_spawn.h"

#include <gtest/gtest.h>

#include "reference/sim/actor_test_world.h"

namespace wolfsuite::sim {
namespace {

using testing::kDogPatrolEast;
using testing::kGuardPatrolEast;
using testing::kGuardStandingEast;
using testing::spawn_code;
using testing::test_world;

TEST(ActorSpawn, StandingGuardDrawsNoRandomNumberAndIsCounted) {
  World world = test_world();
  const int slot = spawn_code(world, kGuardStandingEast + 1, 10, 12);  // facing north
  const Actor& guard = world.obj(slot);
  EXPECT_EQ(guard.object_class, ActorClass::kGuard);
  EXPECT_EQ(guard.state, kGuardStand);
  EXPECT_EQ(guard.tic_count, 0);
  EXPECT_EQ(world.random.index, 0);
  EXPECT_EQ(guard.dir, Dir::kNorth);
  EXPECT_EQ(guard.hit_points, 25);
  EXPECT_EQ(guard.speed, kPatrolSpeed);
  EXPECT_EQ(guard.flags, kFlShootable);
  EXPECT_EQ(guard.x, (10 << 16) + 0x8000);
  EXPECT_EQ(world.cell(10, 12), actor_cell(slot));
  EXPECT_EQ(world.game.kill_total, 1);
}

TEST(ActorSpawn, HarderBandsAreSkippedBelowTheirDifficulty) {
  constexpr int kHardBand = 72;
  World medium = test_world();
  medium.game.difficulty = Difficulty::kMedium;
  EXPECT_TRUE(spawn_actor_for_code(medium, kGuardStandingEast + kHardBand, 10, 12));
  EXPECT_EQ(medium.game.kill_total, 0);
  EXPECT_EQ(medium.obj(medium.player).next, -1);

  World hard = test_world();
  EXPECT_TRUE(spawn_actor_for_code(hard, kGuardStandingEast + kHardBand, 10, 12));
  EXPECT_EQ(hard.game.kill_total, 1);
}

TEST(ActorSpawn, MutantAndBossHitPointsDependOnDifficulty) {
  constexpr int kMutantStanding = 216;
  constexpr int kHans = 214;
  World baby = test_world();
  baby.game.difficulty = Difficulty::kBaby;
  EXPECT_EQ(baby.obj(spawn_code(baby, kMutantStanding, 10, 12)).hit_points, 45);
  EXPECT_EQ(baby.obj(spawn_code(baby, kHans, 20, 12)).hit_points, 850);
  World hard = test_world();
  EXPECT_EQ(hard.obj(spawn_code(hard, kMutantStanding, 10, 12)).hit_points, 65);
  const Actor& hans = hard.obj(spawn_code(hard, kHans, 20, 12));
  EXPECT_EQ(hans.hit_points, 1200);
  EXPECT_EQ(hans.flags, kFlShootable | kFlAmbush);
  EXPECT_EQ(hans.dir, Dir::kNone);
}

TEST(ActorSpawn, AmbushFloorSetsTheFlagAndTakesTheLastValidNeighbourArea) {
  // Neighbours are read east, north, south, west; the last one with an area code wins.
  World world = test_world();
  world.set_floor_code(10, 12, kAmbushTile);
  world.set_floor_code(11, 12, kAreaTile + 5);  // east
  world.set_floor_code(10, 11, 1);              // north: a wall
  world.set_floor_code(10, 13, kAreaTile + 8);  // south
  world.set_floor_code(9, 12, 1);               // west: a wall
  const Actor& guard = world.obj(spawn_code(world, kGuardStandingEast, 10, 12));
  EXPECT_TRUE(guard.flags & kFlAmbush);
  EXPECT_EQ(guard.area, 8);
  EXPECT_EQ(world.floor_code(10, 12), kAreaTile + 8);
}

TEST(ActorSpawn, PatrolAlreadyHoldsTheNextTileAndStartsAtARandomTic) {
  World world = test_world();
  const int slot = spawn_code(world, kGuardPatrolEast + 1, 10, 12);  // heading north
  const Actor& guard = world.obj(slot);
  EXPECT_EQ(guard.tile_x, 10);
  EXPECT_EQ(guard.tile_y, 11);
  EXPECT_EQ(guard.y, (12 << 16) + 0x8000);  // still at the centre of its map tile
  EXPECT_EQ(world.cell(10, 12), 0u);
  EXPECT_EQ(world.cell(10, 11), actor_cell(slot));
  EXPECT_EQ(guard.distance, kTileGlobal);
  EXPECT_EQ(guard.active, Active::kYes);
  EXPECT_EQ(world.random.index, 1);
  EXPECT_EQ(guard.tic_count, kRandomTable[1] % 20);  // demo rule: no + 1
}

TEST(ActorSpawn, FirstTicCountGetsOneMoreOutsideDemos) {
  World world = test_world(32, 32, /*demo_rules=*/false);
  const Actor& dog = world.obj(spawn_code(world, kDogPatrolEast, 10, 12));
  EXPECT_EQ(dog.tic_count, kRandomTable[1] % 20 + 1);
  EXPECT_EQ(dog.speed, kDogSpeed);
  EXPECT_EQ(dog.object_class, ActorClass::kDog);
}

TEST(ActorSpawn, DeadGuardIsInertAndBlocksUnderDemoRules) {
  constexpr int kDeadGuard = 124;
  World demo = test_world();
  const Actor& corpse = demo.obj(spawn_code(demo, kDeadGuard, 10, 12));
  EXPECT_EQ(corpse.object_class, ActorClass::kInert);
  EXPECT_EQ(corpse.state, kGuardDie4);
  EXPECT_EQ(corpse.flags, 0u);
  EXPECT_EQ(demo.game.kill_total, 0);
  World fixed = test_world(32, 32, false);
  EXPECT_EQ(fixed.obj(spawn_code(fixed, kDeadGuard, 10, 12)).flags, kFlNonMark);
}

TEST(ActorSpawn, GhostsChaseAtOnceAndCountAsKilled) {
  World world = test_world();
  const Actor& ghost = world.obj(spawn_code(world, 225, 10, 12));  // Clyde
  EXPECT_EQ(ghost.state, kClydeChase1);
  EXPECT_EQ(ghost.dir, Dir::kEast);
  EXPECT_EQ(world.game.kill_total, 1);
  EXPECT_EQ(world.game.kill_count, 1);
  World spear = test_world();
  spear.spear = true;
  EXPECT_FALSE(spawn_actor_for_code(spear, 225, 10, 12));
}

TEST(ActorSpawn, CodesThatAreNotActorsAreLeftToTheCaller) {
  World world = test_world();
  EXPECT_FALSE(spawn_actor_for_code(world, 19, 10, 12));  // player start
  EXPECT_FALSE(spawn_actor_for_code(world, 23, 10, 12));  // a static
  EXPECT_FALSE(spawn_actor_for_code(world, 98, 10, 12));  // a secret wall
  EXPECT_EQ(world.obj(world.player).next, -1);
}

}  // namespace
}  // namespace wolfsuite::sim
