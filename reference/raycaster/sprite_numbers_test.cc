#include "reference/raycaster/sprite_numbers.h"

#include <gtest/gtest.h>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite::raycaster {
namespace {

TEST(SpriteNumbers, StaticObjectsFollowSprDemoAndSprDeathcam) {
  EXPECT_EQ(static_sprite(0, false), 2);
  EXPECT_EQ(static_sprite(47, false), 49);
  EXPECT_EQ(static_sprite(48, false), std::nullopt);
  EXPECT_EQ(static_sprite(51, true), 53);
  EXPECT_EQ(static_sprite(52, true), std::nullopt);
  EXPECT_EQ(static_sprite(-1, true), std::nullopt);
}

TEST(SpriteNumbers, SpearShiftsEveryEnemyByItsFourExtraStatics) {
  EXPECT_EQ(enemy_first_sprite(EnemyKind::kGuard, false, false), 50);
  EXPECT_EQ(enemy_first_sprite(EnemyKind::kGuard, true, false), 58);
  EXPECT_EQ(enemy_first_sprite(EnemyKind::kDog, false, false), 99);
  EXPECT_EQ(enemy_first_sprite(EnemyKind::kOfficer, false, true), 242);
  EXPECT_EQ(corpse_sprite(false), 95);
  EXPECT_EQ(corpse_sprite(true), 99);
}

TEST(SpriteNumbers, BossesBelongToOneGame) {
  EXPECT_EQ(boss_sprite(BossKind::kHansGrosse, false), 296);
  EXPECT_EQ(boss_sprite(BossKind::kHansGrosse, true), std::nullopt);
  EXPECT_EQ(boss_sprite(BossKind::kAngelOfDeath, true), 385);
  EXPECT_EQ(boss_sprite(BossKind::kAngelOfDeath, false), std::nullopt);
  EXPECT_EQ(ghost_sprite(225, false), 292);  // Clyde's frames come third
  EXPECT_EQ(ghost_sprite(225, true), std::nullopt);
}

TEST(SpriteNumbers, EveryFrameLiesInsideTheEnginesList) {
  for (const bool spear : {false, true}) {
    for (const EnemyKind kind : {EnemyKind::kGuard, EnemyKind::kOfficer, EnemyKind::kSs,
                                 EnemyKind::kDog, EnemyKind::kMutant}) {
      EXPECT_LT(enemy_first_sprite(kind, true, spear) + 7, engine_sprite_count(spear));
    }
  }
  EXPECT_LT(boss_sprite(BossKind::kFettgesicht, false).value(), engine_sprite_count(false));
  EXPECT_LT(boss_sprite(BossKind::kAngelOfDeath, true).value(), engine_sprite_count(true));
}

TEST(SpriteNumbers, RotationFacesTheViewerWithFrameZero) {
  // An actor facing east seen by a viewer looking west (180 degrees) shows its front.
  EXPECT_EQ(rotation_frame(180, 0), 0);
  EXPECT_EQ(rotation_frame(0, 0), 4);    // seen from behind
  EXPECT_EQ(rotation_frame(270, 0), 2);  // viewer looking south at an east-facing actor
  EXPECT_EQ(rotation_frame(180 + 22, 0), 0);
  EXPECT_EQ(rotation_frame(180 + 23, 0), 1);
  EXPECT_EQ(rotation_frame(-720, 2), rotation_frame(0, 2));
}

TEST(SpriteNumbers, EngineListLengthIsTheSpriteCountOfRealSets) {
  bool compared = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    const auto version = version_from_tag(real.extension);
    if (!version || !real.file("vswap")) continue;
    const Result<Bytes> bytes = read_file(*real.file("vswap"));
    ASSERT_TRUE(bytes.ok());
    Findings findings;
    const Result<Vswap> vswap = decode_vswap(*bytes, findings);
    ASSERT_TRUE(vswap.ok());
    EXPECT_EQ(vswap->sound_start - vswap->sprite_start,
              engine_sprite_count(version_facts(*version).spear))
        << real.extension;
    compared = true;
  }
  if (!compared) GTEST_SKIP() << testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite::raycaster
