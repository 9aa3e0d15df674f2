#include "reference/sim/player_movement.h"

#include <gtest/gtest.h>

#include "reference/sim/test_worlds.h"

namespace wolfsuite::sim {
namespace {

TEST(PlayerMovement, DemosMoveByTheOriginalFractionMultiplyWhichNeverReachesOne) {
  World world = testing::TestMap().player_at(20, 20).set_up();
  const std::int32_t start = world.player_obj().x;
  world.controls.y = -100 * kDemoTics;  // full speed forward for a demo frame
  control_movement(world, world.player);
  // 60,000 is capped to 2 * MINDIST - 1 = 45,055; times cos 0 = 1.0 taken as 65535/65536.
  EXPECT_EQ(world.player_obj().x - start, 45054);
  EXPECT_EQ(world.thrust_speed, 60000);
}

TEST(PlayerMovement, OutsideDemosTheRoundedMultiplyMovesTheWholeSpeed) {
  LevelOptions options;
  options.demo_rules = false;
  World world = testing::TestMap().player_at(20, 20).set_up(options);
  const std::int32_t start = world.player_obj().x;
  world.controls.y = -100 * kDemoTics;
  control_movement(world, world.player);
  EXPECT_EQ(world.player_obj().x - start, 45055);
}

TEST(PlayerMovement, TurningKeepsTheRemainderBelowADegreeForTheNextFrame) {
  World world = testing::TestMap().player_at(20, 20).set_up();
  world.controls.x = 50;  // 2.5 degrees to the right (clockwise)
  control_movement(world, world.player);
  EXPECT_EQ(world.player_obj().angle, 358);
  EXPECT_EQ(world.angle_frac, 10);
  control_movement(world, world.player);
  EXPECT_EQ(world.player_obj().angle, 355);
  EXPECT_EQ(world.angle_frac, 0);
}

TEST(PlayerMovement, AMoveIntoAWallKeepsOnlyItsPartAlongTheWall) {
  testing::TestMap test;
  test.player_at(20, 20);
  for (int y = 1; y < kMapSide - 1; ++y) test.floor(21, y) = testing::kWallCode;
  World world = test.set_up();
  Actor& player = world.player_obj();
  player.angle = 45;  // north-east, into the wall east
  world.controls.y = -100 * kDemoTics;
  const std::int32_t start_x = player.x;
  const std::int32_t start_y = player.y;
  for (int frame = 0; frame < 4; ++frame) control_movement(world, world.player);
  // ClipMove drops the x part of a move whose x part would bring the player within MINDIST of
  // the wall: the player does not slide up to it.
  EXPECT_EQ(player.x, start_x);
  EXPECT_LT(player.y, start_y - 4 * 30000);  // the north part of every move went through
}

}  // namespace
}  // namespace wolfsuite::sim
