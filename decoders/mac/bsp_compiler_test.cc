#include "decoders/mac/bsp_compiler.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "decoders/mac/synthetic_first_encounter.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {
namespace {

MacSegment segment(int position, int start, int end, MacFacing facing) {
  return {position, start, end, facing, 0, 0};
}

TEST(SegmentObscures, ParallelFacesFacingTheSameWayObscureFromTheNearSide) {
  const MacSegment near_face = segment(4, 0, 2, MacFacing::kWest);
  const MacSegment far_face = segment(10, 20, 22, MacFacing::kWest);
  EXPECT_TRUE(segment_obscures(near_face, far_face));
  EXPECT_FALSE(segment_obscures(far_face, near_face));
}

TEST(SegmentObscures, FacesOnOneLineOrFacingApartNeverObscure) {
  EXPECT_FALSE(
      segment_obscures(segment(4, 0, 2, MacFacing::kWest), segment(4, 6, 8, MacFacing::kWest)));
  EXPECT_FALSE(
      segment_obscures(segment(4, 0, 2, MacFacing::kWest), segment(2, 0, 2, MacFacing::kEast)));
  EXPECT_FALSE(
      segment_obscures(segment(2, 0, 2, MacFacing::kEast), segment(4, 0, 2, MacFacing::kWest)));
}

TEST(SegmentObscures, InsideCornerFacesDoNotObscureButOutsideCornerOnesDo) {
  // A room's north-west corner: its west wall faces east, its north wall faces south.
  const MacSegment west_wall = segment(2, 2, 8, MacFacing::kEast);
  const MacSegment north_wall = segment(2, 2, 8, MacFacing::kSouth);
  EXPECT_FALSE(segment_obscures(west_wall, north_wall));
  EXPECT_FALSE(segment_obscures(north_wall, west_wall));
  // A pillar's west face (facing west) and the wall behind the pillar to the north-east.
  const MacSegment pillar_west = segment(10, 10, 12, MacFacing::kWest);
  const MacSegment wall_beyond = segment(4, 8, 20, MacFacing::kSouth);
  EXPECT_TRUE(segment_obscures(pillar_west, wall_beyond));
}

// Half faces between an empty cell and a wall (not a door, not a secret block), as (line,
// facing, along): a split through a cell's middle (a door's line) may cut a segment there.
using UnitFace = std::tuple<int, int, int>;

std::map<UnitFace, int> covering_counts(const MacLevel& level) {
  std::map<UnitFace, int> counts;
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      if ((level.cell(x, y) & kMacWallBit) != 0 || secret_wall_at(level, x, y)) continue;
      const int steps[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
      for (const auto& step : steps) {
        const int nx = x + step[0];
        const int ny = y + step[1];
        if (nx < 0 || ny < 0 || nx >= kMacMapSide || ny >= kMacMapSide) continue;
        if ((level.cell(nx, ny) & kMacWallBit) == 0 || is_door_cell(level, nx, ny)) continue;
        const bool north_south = step[0] != 0;
        const int line =
            north_south ? 2 * x + (step[0] > 0 ? 2 : 0) : 2 * y + (step[1] > 0 ? 2 : 0);
        const MacFacing facing = north_south
                                     ? (step[0] > 0 ? MacFacing::kWest : MacFacing::kEast)
                                     : (step[1] > 0 ? MacFacing::kNorth : MacFacing::kSouth);
        const int along = 2 * (north_south ? y : x);
        counts[{line, static_cast<int>(facing), along}] = 0;
        counts[{line, static_cast<int>(facing), along + 1}] = 0;
      }
    }
  }
  for (const MacBspEntry& entry : level.bsp) {
    if (!entry.terminal()) continue;
    for (int along = entry.start; along < entry.end; ++along) {
      auto it = counts.find({entry.position, static_cast<int>(entry.facing()), along});
      if (it != counts.end()) ++it->second;
    }
  }
  return counts;
}

std::vector<std::vector<MacSegment>> terminal_nodes(const MacLevel& level) {
  std::vector<std::vector<MacSegment>> nodes(1);
  for (const MacBspEntry& entry : level.bsp) {
    if (!entry.terminal()) continue;
    nodes.back().push_back(
        {entry.position, entry.start, entry.end, entry.facing(), entry.map_ref, entry.room});
    if (entry.last()) nodes.emplace_back();
  }
  nodes.pop_back();
  return nodes;
}

class CompiledSketch : public ::testing::TestWithParam<std::size_t> {
 protected:
  MacLevel level() const {
    Result<MacLevel> level =
        mac_level_from_sketch(synthetic_first_encounter_sketches()[GetParam()]);
    EXPECT_TRUE(level.ok()) << level.error().to_string();
    return level.ok() ? *level : MacLevel{};
  }
};

TEST_P(CompiledSketch, EveryWallFaceBesideAnEmptyCellIsCoveredByExactlyOneSegment) {
  const std::map<UnitFace, int> counts = covering_counts(level());
  ASSERT_FALSE(counts.empty());
  for (const auto& [face, count] : counts) {
    EXPECT_EQ(count, 1) << "line " << std::get<0>(face) << " facing " << std::get<1>(face) << " at "
                        << std::get<2>(face);
  }
}

TEST_P(CompiledSketch, NoSegmentOfATerminalNodeObscuresAnother) {
  const auto nodes = terminal_nodes(level());
  ASSERT_FALSE(nodes.empty());
  for (const auto& node : nodes) {
    for (const MacSegment& a : node) {
      for (const MacSegment& b : node) EXPECT_FALSE(segment_obscures(a, b));
    }
  }
}

TEST_P(CompiledSketch, TreeValidatesWithoutFindingsAndRoundTrips) {
  const MacLevel compiled = level();
  Findings findings;
  ASSERT_TRUE(validate_mac_level(compiled, findings).ok());
  for (const Finding& finding : findings.items()) ADD_FAILURE() << finding.id << finding.message;
  const Result<Bytes> bytes = encode_mac_level(compiled);
  ASSERT_TRUE(bytes.ok());
  Findings decode_findings;
  const Result<MacLevel> decoded = decode_mac_level(*bytes, decode_findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, compiled);
}

INSTANTIATE_TEST_SUITE_P(SyntheticLevels, CompiledSketch, ::testing::Values(0, 1, 2));

TEST(BspCompiler, DoorsGetTwoSlidingFacesNumberedFromOneAndTwoSides) {
  const Result<MacLevel> level = mac_level_from_sketch({"#####", "#.|.#", "#####"});
  ASSERT_TRUE(level.ok());
  const Result<std::vector<MacSegment>> segments = level_segments(*level);
  ASSERT_TRUE(segments.ok());
  int sliding = 0;
  int sides = 0;
  for (const MacSegment& s : *segments) {
    if (s.map_ref == 0x81) {
      ++sliding;
      EXPECT_EQ(s.position, 5);  // through the middle of cell x = 2
    }
    if (s.map_ref == kMacDoorSideRef) ++sides;
  }
  EXPECT_EQ(sliding, 2);
  EXPECT_EQ(sides, 2);
}

TEST(BspCompiler, SecretBlockFacesSitOnBothSidesOfItsFirstCell) {
  const Result<MacLevel> level = mac_level_from_sketch({"######", "#.S.##", "######"});
  ASSERT_TRUE(level.ok());
  const Result<std::vector<MacSegment>> segments = level_segments(*level);
  ASSERT_TRUE(segments.ok());
  std::vector<int> positions;
  for (const MacSegment& s : *segments) {
    if (s.runs_north_south() && s.map_ref == 64 + 2 && s.facing == MacFacing::kWest) {
      positions.push_back(s.position);
    }
  }
  EXPECT_EQ(positions, (std::vector<int>{4, 6}));
}

TEST(BspCompiler, DoorNotBetweenTwoRoomsIsACompileError) {
  const Result<MacLevel> level = mac_level_from_sketch({"#####", "#.=.#", "#####"});
  ASSERT_FALSE(level.ok());
  EXPECT_EQ(level.error().id, "E-MAC-BSP-COMPILE");
}

TEST(BspCompiler, SecretBlockWithoutItsBlockTwoCellsOnIsACompileError) {
  const Result<MacLevel> level = mac_level_from_sketch({"########", "#..S...#", "########"});
  ASSERT_FALSE(level.ok());
  EXPECT_EQ(level.error().id, "E-MAC-BSP-COMPILE");
}

TEST(BspCompiler, MapWithoutFacesIsACompileError) {
  const Result<std::vector<MacBspEntry>> tree = compile_mac_bsp({});
  ASSERT_FALSE(tree.ok());
  EXPECT_EQ(tree.error().id, "E-MAC-BSP-COMPILE");
}

}  // namespace
}  // namespace wolfsuite
