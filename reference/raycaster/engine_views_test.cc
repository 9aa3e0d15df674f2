#include "reference/raycaster/engine_views.h"

#include <gtest/gtest.h>

namespace wolfsuite::raycaster {
namespace {

TEST(EngineMotionText, DoorsNameATileOnTheGridAndAPosition) {
  const auto door = parse_engine_door("31,54,65535");
  ASSERT_TRUE(door.has_value());
  EXPECT_EQ(door->x, 31);
  EXPECT_EQ(door->y, 54);
  EXPECT_EQ(door->position, 65535);
  EXPECT_EQ(engine_door_text(*door), "31,54,65535");
  for (const char* bad : {"64,1,0", "1,1,65536", "1,1", "1,1,1,1", "", "a,1,1", "-1,1,1"}) {
    EXPECT_FALSE(parse_engine_door(bad).has_value()) << bad;
  }
}

TEST(EngineMotionText, PushwallsMoveOntoTheGridByLessThanATile) {
  const auto wall = parse_engine_pushwall("10,20,north,32");
  ASSERT_TRUE(wall.has_value());
  EXPECT_EQ(wall->direction, PushDirection::kNorth);
  EXPECT_EQ(wall->progress, 32);
  EXPECT_EQ(engine_pushwall_text(*wall), "10,20,north,32");
  for (const char* bad : {"63,5,east,1", "0,5,west,1", "10,20,up,1", "10,20,east,64", "10,20,east"}) {
    EXPECT_FALSE(parse_engine_pushwall(bad).has_value()) << bad;  // "63,5,east": off the grid
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
