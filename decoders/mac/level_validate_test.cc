#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "decoders/mac/level.h"
#include "decoders/mac/synthetic_first_encounter.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {
namespace {

// Level 1 of the synthetic set: a door each way, a secret block, a lift.
MacLevel valid_level() {
  Result<MacLevel> level = mac_level_from_sketch(synthetic_first_encounter_sketches()[0]);
  EXPECT_TRUE(level.ok());
  return level.ok() ? *level : MacLevel{};
}

std::string error_of(const MacLevel& level) {
  Findings findings;
  const Status status = validate_mac_level(level, findings);
  return status.ok() ? "ok" : status.error().id;
}

Findings findings_of(const MacLevel& level) {
  Findings findings;
  EXPECT_TRUE(validate_mac_level(level, findings).ok());
  return findings;
}

std::size_t last_segment(const MacLevel& level) {
  for (std::size_t i = level.bsp.size(); i-- > 0;) {
    if (level.bsp[i].terminal()) return i;
  }
  return 0;
}

TEST(ValidateMacLevel, ValidLevelHasNoFindings) { EXPECT_TRUE(findings_of(valid_level()).empty()); }

TEST(ValidateMacLevel, EmptyTreeIsAnError) {
  MacLevel level = valid_level();
  level.bsp.clear();
  EXPECT_EQ(error_of(level), "E-MAC-BSP-EMPTY");
}

TEST(ValidateMacLevel, ChildPastTheTableIsAnError) {
  MacLevel level = valid_level();
  level.bsp[0].second_child = static_cast<std::uint16_t>(level.bsp.size());
  EXPECT_EQ(error_of(level), "E-MAC-BSP-CHILD");
}

TEST(ValidateMacLevel, ChildPointingBackAtTheRootIsACycle) {
  MacLevel level = valid_level();
  level.bsp[0].second_child = 0;
  EXPECT_EQ(error_of(level), "E-MAC-BSP-CYCLE");
}

TEST(ValidateMacLevel, SharedSubtreeIsReachedTwice) {
  MacLevel level = valid_level();
  level.bsp[0].second_child = level.bsp[0].first_child;
  EXPECT_EQ(error_of(level), "E-MAC-BSP-CYCLE");
}

TEST(ValidateMacLevel, LastNodeWithoutItsLastFlagRunsOffTheTable) {
  MacLevel level = valid_level();
  const std::size_t last = last_segment(level);
  ASSERT_EQ(last + 1, level.bsp.size());
  level.bsp[last].flags &= static_cast<std::uint8_t>(~0x40);
  EXPECT_EQ(error_of(level), "E-MAC-BSP-LEAF-END");
}

TEST(ValidateMacLevel, CoordinateAbove128IsAnError) {
  MacLevel level = valid_level();
  level.bsp[last_segment(level)].end = 130;
  EXPECT_EQ(error_of(level), "E-MAC-BSP-COORDINATE");
}

TEST(ValidateMacLevel, ObjectOffTheMapIsAnError) {
  MacLevel level = valid_level();
  level.objects[0].y = 64;
  EXPECT_EQ(error_of(level), "E-MAC-OBJECT-CELL");
}

TEST(ValidateMacLevel, RoomNumberPastTheZoneTableIsAnError) {
  MacLevel level = valid_level();
  level.cell(1, 1) = 64;
  EXPECT_EQ(error_of(level), "E-MAC-ROOM-RANGE");
  MacLevel segment_room = valid_level();
  segment_room.bsp[last_segment(segment_room)].room = 70;
  EXPECT_EQ(error_of(segment_room), "E-MAC-ROOM-RANGE");
}

TEST(ValidateMacLevel, EntriesOutsideTheTreeAreUnreached) {
  MacLevel level = valid_level();
  level.bsp.push_back(level.bsp[last_segment(level)]);
  EXPECT_TRUE(findings_of(level).contains("W-MAC-BSP-UNREACHED"));
}

TEST(ValidateMacLevel, SegmentWithNoLengthIsAFinding) {
  MacLevel level = valid_level();
  MacBspEntry& segment = level.bsp[last_segment(level)];
  segment.end = segment.start;
  EXPECT_TRUE(findings_of(level).contains("W-MAC-SEGMENT-EMPTY"));
}

TEST(ValidateMacLevel, SegmentFacingAnotherRoomIsAFinding) {
  MacLevel level = valid_level();
  for (MacBspEntry& entry : level.bsp) {
    if (entry.terminal() && entry.map_ref < kMacDoorSideRef) {
      entry.room = static_cast<std::uint8_t>(entry.room + 1);
      break;
    }
  }
  EXPECT_TRUE(findings_of(level).contains("W-MAC-SEGMENT-FACING"));
}

TEST(ValidateMacLevel, DoorCodeWithoutItsObjectIsAFinding) {
  MacLevel level = valid_level();
  std::erase_if(level.objects, [](const MacObject& object) { return object.type == 0x5A; });
  EXPECT_TRUE(findings_of(level).contains("W-MAC-DOOR-OBJECT"));
}

TEST(ValidateMacLevel, DoorWithoutASlidingFaceIsAFinding) {
  MacLevel level = valid_level();
  for (MacBspEntry& entry : level.bsp) {
    if (entry.terminal() && entry.map_ref > kMacDoorSideRef) {
      entry.map_ref = kMacDoorSideRef;
      break;
    }
  }
  EXPECT_TRUE(findings_of(level).contains("W-MAC-DOOR-SEGMENTS"));
}

TEST(ValidateMacLevel, LiftObjectOnAnotherWallIsAFinding) {
  MacLevel level = valid_level();
  level.objects.push_back({0, 0, kMacLiftObject, 0});
  EXPECT_TRUE(findings_of(level).contains("W-MAC-LIFT-PANEL"));
}

TEST(ValidateMacLevel, SecretBlockWithoutTheBlockTwoCellsOnIsAFinding) {
  MacLevel level = valid_level();
  const auto secret = std::find_if(level.objects.begin(), level.objects.end(),
                                   [](const MacObject& o) { return o.type == kMacSecretObject; });
  ASSERT_NE(secret, level.objects.end());
  level.cell(secret->x, secret->y + 2) = 0x89;
  EXPECT_TRUE(findings_of(level).contains("W-MAC-SECRET-BLOCK"));
}

}  // namespace
}  // namespace wolfsuite
