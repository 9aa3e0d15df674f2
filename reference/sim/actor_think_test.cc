#include "reference/sim/actor_think.h"

#include <gtest/gtest.h>

#include "reference/sim/actor_combat.h"
#include "reference/sim/actor_test_world.h"

namespace wolfsuite::sim {
namespace {

using testing::kGuardStandingEast;
using testing::kSsStandingEast;
using testing::spawn_code;
using testing::test_world;

TEST(ActorThink, SurplusTicsCarryIntoTheNextState) {
  World world = test_world(40, 40);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardDie2);
  world.obj(guard).tic_count = 1;
  do_actor(world, guard);  // 4 tics: 1 left in die2, 3 taken from die3's 15
  EXPECT_EQ(world.obj(guard).state, kGuardDie3);
  EXPECT_EQ(world.obj(guard).tic_count, 12);
}

TEST(ActorThink, StateWithoutTicsStopsTheCountAtZero) {
  World world = test_world(40, 40);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardDie3);
  world.obj(guard).tic_count = 2;
  do_actor(world, guard);
  EXPECT_EQ(world.obj(guard).state, kGuardDie4);
  EXPECT_EQ(world.obj(guard).tic_count, 0);
}

TEST(ActorThink, DeathScreamActionDrawsTheGuardsScream) {
  World world = test_world(40, 40);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardDie1);
  world.obj(guard).tic_count = 4;
  do_actor(world, guard);
  EXPECT_EQ(world.obj(guard).state, kGuardDie2);
  EXPECT_EQ(world.random.index, 1);
}

TEST(ActorThink, ObjectWhoseStateEndsIsRemoved) {
  World world = test_world(40, 40);
  const int puff = get_new_actor(world);
  world.obj(puff).state = kSmoke4;
  world.obj(puff).tic_count = 1;
  world.obj(puff).active = Active::kYes;
  world.obj(puff).flags = kFlNeverMark;
  do_actor(world, puff);
  EXPECT_FALSE(world.slot_used[static_cast<std::size_t>(puff)]);
  EXPECT_EQ(world.obj(world.player).next, -1);
}

TEST(ActorThink, InactiveActorOutsideThePlayersAreasDoesNothing) {
  World world = test_world(40, 40);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardDie2);
  world.area_by_player[0] = false;
  do_actor(world, guard);
  EXPECT_EQ(world.obj(guard).tic_count, 15);
  EXPECT_EQ(world.cell(10, 10), actor_cell(guard));
}

TEST(ActorThink, ChasingGuardBesideThePlayerFiresUnderTheDemoRule) {
  World world = test_world(11, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardChase1);
  world.obj(guard).flags |= kFlAttackMode;
  world.obj(guard).distance = 0x3FFF;  // less than a quarter tile of its step left
  do_actor(world, guard);
  EXPECT_EQ(world.obj(guard).state, kGuardShoot1);
  EXPECT_EQ(world.obj(guard).hidden, 0);
}

TEST(ActorThink, ChasingGuardWalksTowardsAPlayerOutOfSight) {
  World world = test_world(20, 10);
  testing::put_wall(world, 15, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  new_state(world, guard, kGuardChase1);
  world.obj(guard).speed = kPatrolSpeed * 3;
  world.obj(guard).dir = Dir::kNone;
  do_actor(world, guard);
  const Actor& chaser = world.obj(guard);
  EXPECT_EQ(chaser.hidden, 1);
  EXPECT_EQ(chaser.dir, Dir::kEast);
  EXPECT_EQ(chaser.tile_x, 11);
  EXPECT_EQ(chaser.x, (10 << 16) + 0x8000 + kPatrolSpeed * 3 * 4);
  EXPECT_EQ(world.cell(11, 10), actor_cell(guard));
  EXPECT_EQ(world.cell(10, 10), 0u);
}

TEST(ActorDamage, UnawareActorTakesDoubleDamageAndFlinchesByParity) {
  World world = test_world(20, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  damage_actor(world, guard, 5);  // doubled: 25 - 10 = 15, odd
  EXPECT_EQ(world.obj(guard).hit_points, 15);
  EXPECT_EQ(world.obj(guard).state, kGuardPain);
  EXPECT_TRUE(world.obj(guard).flags & kFlAttackMode);
  EXPECT_TRUE(world.made_noise);
  damage_actor(world, guard, 1);  // aware now: 14, even
  EXPECT_EQ(world.obj(guard).hit_points, 14);
  EXPECT_EQ(world.obj(guard).state, kGuardPain1);
}

TEST(ActorDamage, DeathScoresCountsDropsAClipAndFreesTheTile) {
  World world = test_world(20, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  damage_actor(world, guard, 20);
  const Actor& dead = world.obj(guard);
  EXPECT_EQ(dead.state, kGuardDie1);
  EXPECT_EQ(world.game.score, 100);
  EXPECT_EQ(world.game.kill_count, 1);
  EXPECT_EQ(dead.flags & (kFlShootable | kFlNonMark), kFlNonMark);
  EXPECT_EQ(world.cell(10, 10), 0u);
  ASSERT_EQ(world.statics.size(), 1u);
  EXPECT_EQ(world.statics[0].item, StaticType::kClip2);
  EXPECT_EQ(world.statics[0].tile_x, 10);
}

TEST(ActorDamage, SsDropsAMachineGunUntilThePlayerHasOne) {
  World world = test_world(20, 10);
  const int ss = spawn_code(world, kSsStandingEast, 10, 10);
  damage_actor(world, ss, 100);
  ASSERT_EQ(world.statics.size(), 1u);
  EXPECT_EQ(world.statics[0].item, StaticType::kMachineGun);
  world.game.best_weapon = WeaponType::kMachineGun;
  const int second = spawn_code(world, kSsStandingEast, 12, 10);
  damage_actor(world, second, 100);
  EXPECT_EQ(world.statics.back().item, StaticType::kClip2);
}

TEST(ActorDamage, ShotAtCloseRangeHurtsThePlayerByTheRandomTable) {
  World world = test_world(11, 10);
  const int guard = spawn_code(world, kGuardStandingEast, 10, 10);
  actor_shoot(world, guard);
  // Distance 1, standing player, not visible: chance 248; damage rnd >> 2.
  ASSERT_LT(kRandomTable[1], 248);
  EXPECT_EQ(world.game.health, 100 - (kRandomTable[2] >> 2));
  EXPECT_EQ(world.random.index, 2);
}

}  // namespace
}  // namespace wolfsuite::sim
