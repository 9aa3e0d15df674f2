#include "reference/mac_bsp/render.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "decoders/mac/synthetic_first_encounter.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {
namespace {

MacLevel sketched(const std::vector<std::string>& rows) {
  Result<MacLevel> level = mac_level_from_sketch(rows);
  EXPECT_TRUE(level.ok()) << level.error().to_string();
  return level.ok() ? *level : MacLevel{};
}

// The cell a secret block moves into: seen from there the block has no face in the tree (seed
// 000 2.8 gives it faces only towards the player), so the renderers are compared elsewhere.
std::set<std::pair<int, int>> behind_secret_blocks(const MacLevel& level) {
  std::set<std::pair<int, int>> behind;
  for (const MacObject& object : level.objects) {
    if (object.type != kMacSecretObject) continue;
    for (const auto& [dx, dy] : {std::pair{1, 0}, {0, 1}, {-1, 0}, {0, -1}}) {
      behind.insert({object.x + dx, object.y + dy});
    }
  }
  return behind;
}

struct Direction {
  int dir_x;
  int dir_y;
};
// Straight along each axis and oblique, all with a 90-degree-ish field of view.
constexpr Direction kDirections[] = {{0, -64},  {64, 0},    {0, 64},  {-64, 0},
                                     {45, -27}, {-37, -51}, {61, 19}, {-13, 58}};

MacView view_from(int cell_x, int cell_y, Direction direction, int width) {
  MacView view;
  view.eye_x = (2 * cell_x + 1) * kMacViewUnit + 137;
  view.eye_y = (2 * cell_y + 1) * kMacViewUnit - 211;
  view.dir_x = direction.dir_x;
  view.dir_y = direction.dir_y;
  view.plane_x = -direction.dir_y * 3 / 4;
  view.plane_y = direction.dir_x * 3 / 4;
  view.width = width;
  view.height = 32;
  return nudged_off_lattice(view);
}

bool off_lattice(const MacView& view) {
  for (int column = 0; column < view.width; ++column) {
    if (ray_touches_lattice_point(view, column)) return false;
  }
  return true;
}

struct Tally {
  std::size_t views = 0;
  std::size_t door_hits = 0;
  std::size_t secret_hits = 0;
  std::size_t wall_hits = 0;
};

class RenderersAgree : public ::testing::TestWithParam<std::size_t> {};

TEST_P(RenderersAgree, BspWalkAndGridRaycastSeeTheSameFacesFromEveryRoomCell) {
  const MacLevel level = sketched(synthetic_first_encounter_sketches()[GetParam()]);
  const std::set<std::pair<int, int>> skipped = behind_secret_blocks(level);
  Tally tally;
  for (int y = 0; y < kMacMapSide; ++y) {
    for (int x = 0; x < kMacMapSide; ++x) {
      if ((level.cell(x, y) & kMacWallBit) != 0 || secret_wall_at(level, x, y) ||
          skipped.count({x, y}) != 0) {
        continue;
      }
      for (const Direction direction : kDirections) {
        const MacView view = view_from(x, y, direction, 24);
        ASSERT_TRUE(off_lattice(view)) << "no eye off the lattice near cell " << x << "," << y;
        const std::vector<MacRayHit> bsp = cast_mac_columns(level, view, MacRenderer::kBsp);
        const std::vector<MacRayHit> grid = cast_mac_columns(level, view, MacRenderer::kGrid);
        for (int column = 0; column < view.width; ++column) {
          const MacRayHit& a = bsp[static_cast<std::size_t>(column)];
          const MacRayHit& b = grid[static_cast<std::size_t>(column)];
          ASSERT_EQ(a, b) << "cell " << x << "," << y << " dir " << direction.dir_x << ","
                          << direction.dir_y << " column " << column << ": bsp (" << a.cell_x << ","
                          << a.cell_y << " face " << static_cast<int>(a.face) << ") grid ("
                          << b.cell_x << "," << b.cell_y << " face " << static_cast<int>(b.face)
                          << ")";
          ASSERT_TRUE(b.hit);
          if (is_door_cell(level, b.cell_x, b.cell_y)) {
            ++tally.door_hits;
          } else if (secret_wall_at(level, b.cell_x, b.cell_y)) {
            ++tally.secret_hits;
          } else {
            ++tally.wall_hits;
          }
        }
        EXPECT_EQ(render_mac_view(level, view, MacRenderer::kBsp),
                  render_mac_view(level, view, MacRenderer::kGrid));
        ++tally.views;
      }
    }
  }
  EXPECT_GT(tally.views, 100u);
  EXPECT_GT(tally.door_hits, 0u);  // views down doorways
  EXPECT_GT(tally.wall_hits, 0u);
  if (GetParam() != 1) {
    EXPECT_GT(tally.secret_hits, 0u);  // levels 1 and 3 have a secret block
  }
}

INSTANTIATE_TEST_SUITE_P(SyntheticLevels, RenderersAgree, ::testing::Values(0, 1, 2));

TEST(MacRender, FaceStraightAheadIsDrawnWithHeightInverseToItsDistance) {
  const MacLevel level = sketched({"###", "#.#", "#P#", "###"});
  MacView view;
  view.eye_x = 3 * kMacViewUnit + 1;  // the middle of cell (1, 2), just off the lattice
  view.eye_y = 5 * kMacViewUnit + 1;
  view.width = 1;  // one column, straight along dir (north)
  view.height = 20;
  const std::vector<MacRayHit> hits = cast_mac_columns(level, view, MacRenderer::kBsp);
  ASSERT_TRUE(hits[0].hit);
  EXPECT_EQ(hits[0].cell_x, 1);
  EXPECT_EQ(hits[0].cell_y, 0);
  EXPECT_EQ(hits[0].face, MacFacing::kSouth);
  // 1.5 cells away: 20 * 2 / 3 rows, rounded down to 13, from row 3 to row 15.
  const MacFrame frame = render_mac_view(level, view);
  EXPECT_EQ(frame.pixels[2], 0);            // ceiling
  EXPECT_EQ(frame.pixels[3], 0x81 - 0x80);  // a south face: the darker shade of $81
  EXPECT_EQ(frame.pixels[15], 0x81 - 0x80);
  EXPECT_EQ(frame.pixels[16], 0x80);  // floor
  EXPECT_EQ(frame.palette, mac_palette());
}

// The comparison has teeth: one terminal node holding every segment (so some obscure others)
// makes the BSP walk take a face behind another for some column.
TEST(MacRender, TreeWithObscuringSegmentsInOneNodeDisagreesWithTheGrid) {
  MacLevel level = sketched(synthetic_first_encounter_sketches()[1]);
  std::vector<MacBspEntry> leaf;
  for (const MacBspEntry& entry : level.bsp) {
    if (!entry.terminal()) continue;
    leaf.push_back(entry);
    leaf.back().flags &= static_cast<std::uint8_t>(~0x40);
  }
  ASSERT_FALSE(leaf.empty());
  leaf.back().flags |= 0x40;
  level.bsp = leaf;
  bool disagree = false;
  for (const Direction direction : kDirections) {
    const MacView view = view_from(7, 3, direction, 24);
    disagree = disagree || cast_mac_columns(level, view, MacRenderer::kBsp) !=
                               cast_mac_columns(level, view, MacRenderer::kGrid);
  }
  EXPECT_TRUE(disagree);
}

TEST(MacRender, StartViewLooksFromThePlayerStartAndBothRenderersDrawIt) {
  const MacLevel level = sketched(synthetic_first_encounter_sketches()[0]);
  const std::optional<MacView> view = mac_start_view(level, 80, 50);
  ASSERT_TRUE(view.has_value());
  EXPECT_EQ(view->eye_x / (2 * kMacViewUnit), 1);  // P at (1, 1), facing north ($13)
  EXPECT_EQ(view->eye_y / (2 * kMacViewUnit), 1);
  EXPECT_LT(view->dir_y, 0);
  const MacFrame frame = render_mac_view(level, *view);
  EXPECT_EQ(frame.width, 80);
  EXPECT_EQ(frame.pixels.size(), 80u * 50u);
  EXPECT_EQ(frame, render_mac_view(level, *view, MacRenderer::kGrid));
  EXPECT_FALSE(mac_start_view(sketched({"###", "#.#", "###"})).has_value());
}

TEST(MacRender, ViewOffTheMapIsDrawnWithoutWalls) {
  const MacLevel level = sketched({"###", "#P#", "###"});
  MacView view;
  view.eye_x = -5;
  view.eye_y = 3 * kMacViewUnit + 7;
  view.width = 4;
  view.height = 4;
  const MacFrame frame = render_mac_view(level, view);
  EXPECT_EQ(frame.pixels, (std::vector<std::uint8_t>{0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x80, 0x80, 0x80,
                                                     0x80, 0x80, 0x80, 0x80}));
}

TEST(MacRender, BrokenTreeGivesNoHitInsteadOfLooping) {
  MacLevel level = sketched({"#####", "#P..#", "#.#.#", "#...#", "#####"});
  ASSERT_FALSE(level.bsp[0].terminal());
  level.bsp[0].first_child = 0;
  level.bsp[0].second_child = 0;
  MacView view;
  view.eye_x = 3 * kMacViewUnit + 5;
  view.eye_y = 3 * kMacViewUnit + 7;
  EXPECT_FALSE(cast_bsp_ray(level, view, 0).hit);
}

}  // namespace
}  // namespace wolfsuite
