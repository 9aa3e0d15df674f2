#include "reference/sim/actor_states.h"

#include <gtest/gtest.h>

#include "reference/raycaster/sprite_numbers.h"

namespace wolfsuite::sim {
namespace {

TEST(ActorStates, GuardChaseCycleAlternatesThinkingAndPausingFrames) {
  struct Expected {
    StateId state;
    int tics;
    Think think;
    StateId next;
  };
  const Expected cycle[] = {
      {kGuardChase1, 10, Think::kChase, kGuardChase1s},
      {kGuardChase1s, 3, Think::kNone, kGuardChase2},
      {kGuardChase2, 8, Think::kChase, kGuardChase3},
      {kGuardChase3, 10, Think::kChase, kGuardChase3s},
      {kGuardChase3s, 3, Think::kNone, kGuardChase4},
      {kGuardChase4, 8, Think::kChase, kGuardChase1},
  };
  for (const Expected& row : cycle) {
    const StateInfo& info = state_info(row.state);
    EXPECT_EQ(info.tics, row.tics) << row.state;
    EXPECT_EQ(info.think, row.think) << row.state;
    EXPECT_EQ(info.next, row.next) << row.state;
    EXPECT_EQ(info.rotation, Rotation::kEight) << row.state;
  }
}

TEST(ActorStates, GuardFiresOnceAtTheEndOfTheMiddleShootingFrame) {
  EXPECT_EQ(state_info(kGuardShoot1).action, Think::kNone);
  EXPECT_EQ(state_info(kGuardShoot2).action, Think::kShoot);
  EXPECT_EQ(state_info(kGuardShoot3).action, Think::kNone);
  EXPECT_EQ(state_info(kGuardShoot3).next, kGuardChase1);
  EXPECT_EQ(
      state_info(kGuardShoot1).tics + state_info(kGuardShoot2).tics + state_info(kGuardShoot3).tics,
      60);
}

TEST(ActorStates, SsFiresFourTimesAndCorpsesLastForever) {
  int shots = 0;
  for (StateId state = kSsShoot1; state != kSsChase1; state = state_info(state).next) {
    shots += state_info(state).action == Think::kShoot;
  }
  EXPECT_EQ(shots, 4);
  EXPECT_EQ(state_info(kGuardDie4).tics, 0);
  EXPECT_EQ(state_info(kGuardDie4).next, kGuardDie4);
}

TEST(ActorStates, EveryNextStateIsInTheTableAndOnlyThePlayerThinksAsThePlayer) {
  for (StateId state = 0; state < kStateCount; ++state) {
    const StateInfo& info = state_info(state);
    EXPECT_EQ(info.id, state);
    EXPECT_TRUE(info.next == kNoState || (info.next >= 0 && info.next < kStateCount)) << state;
    if (info.think == Think::kPlayer) {
      EXPECT_EQ(state, kStatePlayer);
    }
    if (info.think == Think::kAttack) {
      EXPECT_EQ(state, kStateAttack);
    }
  }
}

TEST(ActorStates, SpriteNumbersAgreeWithTheRaycastersNumberingInBothGames) {
  World wolf;
  World spear;
  spear.spear = true;
  for (const World* world : {&wolf, &spear}) {
    const bool is_spear = world->spear;
    EXPECT_EQ(state_sprite(*world, kGuardStand),
              raycaster::enemy_first_sprite(EnemyKind::kGuard, false, is_spear));
    EXPECT_EQ(state_sprite(*world, kGuardPath1),
              raycaster::enemy_first_sprite(EnemyKind::kGuard, true, is_spear));
    EXPECT_EQ(state_sprite(*world, kDogPath1),
              raycaster::enemy_first_sprite(EnemyKind::kDog, true, is_spear));
    EXPECT_EQ(state_sprite(*world, kOfficerStand),
              raycaster::enemy_first_sprite(EnemyKind::kOfficer, false, is_spear));
    EXPECT_EQ(state_sprite(*world, kMutantStand),
              raycaster::enemy_first_sprite(EnemyKind::kMutant, false, is_spear));
    EXPECT_EQ(state_sprite(*world, kGuardDie4), raycaster::corpse_sprite(is_spear));
  }
  EXPECT_EQ(state_sprite(wolf, kBossStand), raycaster::boss_sprite(BossKind::kHansGrosse, false));
  EXPECT_EQ(state_sprite(wolf, kGretelStand),
            raycaster::boss_sprite(BossKind::kGretelGrosse, false));
  EXPECT_EQ(state_sprite(spear, kTransStand), raycaster::boss_sprite(BossKind::kTransGrosse, true));
  EXPECT_EQ(state_sprite(spear, kAngelStand),
            raycaster::boss_sprite(BossKind::kAngelOfDeath, true));
  EXPECT_EQ(state_sprite(wolf, kBlinkyChase1), raycaster::ghost_sprite(224, false));
  EXPECT_EQ(state_sprite(wolf, kGuardShoot1), 96);  // SPR_GRD_SHOOT1: after the dead frame 95
  EXPECT_EQ(state_sprite(wolf, kNoState), -2);
}

TEST(ActorStates, SpokenBossDeathsWaitLongerWithDigitisedSound) {
  World world;
  EXPECT_EQ(state_tics(world, kSchabbDie2), 140);
  world.digitized_sound = false;
  EXPECT_EQ(state_tics(world, kSchabbDie2), 5);
  EXPECT_EQ(state_tics(world, kTransDie01), 1);  // Spear's keep their table value
  EXPECT_EQ(state_tics(world, kGuardDie1), 15);
}

}  // namespace
}  // namespace wolfsuite::sim
