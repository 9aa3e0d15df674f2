#include "reference/sim/actor_sight.h"

#include <gtest/gtest.h>

#include "reference/sim/actor_test_world.h"

namespace wolfsuite::sim {
namespace {

using testing::kGuardStandingEast;
using testing::put_door;
using testing::put_wall;
using testing::spawn_code;
using testing::test_world;

TEST(ActorSight, LineAcrossOpenFloorIsClearAndAWallStopsIt) {
  World world = test_world(14, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  EXPECT_TRUE(check_line(world, guard));
  put_wall(world, 12, 10);
  EXPECT_FALSE(check_line(world, guard));
}

TEST(ActorSight, DoorStopsTheLineOnlyWhileItsOpeningIsBelowTheCrossingCoordinate) {
  // The line crosses the door tile at y = 10.5 tiles = 2688 in 1/256 tile: the engine compares
  // that map coordinate with the door's opening (0..0xFFFF).
  World world = test_world(14, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  const int door = put_door(world, 12, 10, 0);
  EXPECT_FALSE(check_line(world, guard));
  world.doors[static_cast<std::size_t>(door)].position = 2687;
  EXPECT_FALSE(check_line(world, guard));
  world.doors[static_cast<std::size_t>(door)].position = 2688;
  EXPECT_TRUE(check_line(world, guard));
}

TEST(ActorSight, DiagonalLineIsTracedThroughTheTilesItCrosses) {
  World world = test_world(14, 14);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  EXPECT_TRUE(check_line(world, guard));
  put_wall(world, 12, 12);
  EXPECT_FALSE(check_line(world, guard));
}

TEST(ActorSight, PlayerBehindTheActorIsNotSeenUnlessClose) {
  World world = test_world(6, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);  // faces east, player west
  EXPECT_FALSE(check_sight(world, guard));
  testing::put_player_at(world, 9, 10);  // within 1.5 tiles: seen whatever the facing
  EXPECT_TRUE(check_sight(world, guard));
}

TEST(ActorSight, DiagonalFacingSeesAllRoundOnlyUnderDemoRules) {
  World demo = test_world(6, 14);
  const int guard = spawn_code(demo, kGuardStandingEast, 10, 10);
  demo.obj(guard).dir = Dir::kNorthEast;  // player south-west, behind it
  EXPECT_TRUE(check_sight(demo, guard));
  demo.demo_rules = false;
  EXPECT_FALSE(check_sight(demo, guard));
}

TEST(ActorSight, UnconnectedAreaSeesNothing) {
  World world = test_world(14, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  world.area_by_player[0] = false;
  EXPECT_FALSE(check_sight(world, guard));
}

TEST(ActorSight, NoticedGuardWaitsItsRandomReactionTimeThenChases) {
  World world = test_world(14, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  EXPECT_FALSE(sight_player(world, guard));
  const int reaction = 1 + kRandomTable[1] / 4;
  EXPECT_EQ(world.obj(guard).temp2, reaction);
  world.tics = reaction - 1;
  EXPECT_FALSE(sight_player(world, guard));
  world.tics = 1;
  EXPECT_TRUE(sight_player(world, guard));
  const Actor& chasing = world.obj(guard);
  EXPECT_EQ(chasing.state, kGuardChase1);
  EXPECT_EQ(chasing.speed, kPatrolSpeed * 3);
  EXPECT_EQ(chasing.flags & (kFlAttackMode | kFlFirstAttack), kFlAttackMode | kFlFirstAttack);
  EXPECT_EQ(world.random.index, 1);
}

TEST(ActorSight, AmbushingGuardIgnoresGunfireItCannotSee) {
  World world = test_world(6, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  world.obj(guard).flags |= kFlAmbush;
  world.made_noise = true;
  EXPECT_FALSE(sight_player(world, guard));
  EXPECT_EQ(world.obj(guard).temp2, 0);
  world.obj(guard).flags &= ~kFlAmbush;
  sight_player(world, guard);
  EXPECT_GT(world.obj(guard).temp2, 0);
}

}  // namespace
}  // namespace wolfsuite::sim
