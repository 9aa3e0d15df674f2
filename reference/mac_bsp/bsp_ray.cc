// cast_bsp_ray (render.h): the tree front to back from the eye.
#include <optional>
#include <vector>

#include "reference/mac_bsp/render.h"

namespace wolfsuite {
namespace {

// Positive when the eye is on the side the segment faces (seed 000 2.5.1: segments facing away
// are not drawn).
bool faces_eye(const MacBspEntry& segment, const MacView& view) {
  const std::int64_t line = segment.position * kMacViewUnit;
  switch (segment.facing()) {
    case MacFacing::kEast:
      return view.eye_x > line;
    case MacFacing::kWest:
      return view.eye_x < line;
    case MacFacing::kSouth:
      return view.eye_y > line;
    case MacFacing::kNorth:
      return view.eye_y < line;
  }
  return false;
}

// The block behind the face: the column (north-south) or row a segment at `position` facing
// `facing` shows (odd positions are door faces through their cell's middle).
int cell_behind(int position, MacFacing facing) {
  return facing == MacFacing::kEast || facing == MacFacing::kSouth ? (position - 1) / 2
                                                                   : position / 2;
}

// The face the ray crosses among one terminal node's segments, from `first` to the one with the
// last flag; `budget` counts the entries looked at. The first one crossed is taken, unsorted, as
// the engine may: in a node whose segments cannot obscure each other, a ray crosses at most one
// segment facing the eye.
std::optional<MacRayHit> leaf_hit(const MacLevel& level, const MacView& view, const MacRay& ray,
                                  std::size_t first, std::size_t& budget) {
  for (std::size_t i = first; i < level.bsp.size() && budget > 0; ++i, --budget) {
    const MacBspEntry& segment = level.bsp[i];
    if (!segment.terminal()) break;
    if (faces_eye(segment, view)) {
      const bool north_south = segment.runs_north_south();
      const std::optional<MacCrossing> crossing =
          cross_line(view, ray, north_south, segment.position);
      if (crossing && crossing_between(*crossing, segment.start, segment.end)) {
        const int behind = cell_behind(segment.position, segment.facing());
        const int along = crossing_cell(*crossing);
        MacRayHit hit;
        hit.hit = true;
        hit.cell_x = north_south ? behind : along;
        hit.cell_y = north_south ? along : behind;
        hit.face = segment.facing();
        hit.t = crossing->t;
        if (hit.cell_x >= 0 && hit.cell_y >= 0 && hit.cell_x < kMacMapSide &&
            hit.cell_y < kMacMapSide) {
          return hit;
        }
      }
    }
    if (segment.last()) break;
  }
  return std::nullopt;
}

}  // namespace

MacRayHit cast_bsp_ray(const MacLevel& level, const MacView& view, int column) {
  const MacRay ray = column_ray(view, column);
  std::size_t budget = 2 * level.bsp.size();
  std::vector<std::size_t> stack;
  if (!level.bsp.empty()) stack.push_back(0);
  while (!stack.empty() && budget > 0) {
    const std::size_t index = stack.back();
    stack.pop_back();
    --budget;
    if (index >= level.bsp.size()) continue;
    const MacBspEntry& entry = level.bsp[index];
    if (entry.terminal()) {
      if (const std::optional<MacRayHit> hit = leaf_hit(level, view, ray, index, budget)) {
        return *hit;
      }
      continue;
    }
    const std::int64_t eye = entry.splits_north_south() ? view.eye_x : view.eye_y;
    const bool eye_in_first = eye > entry.position * kMacViewUnit;
    // The far child goes on the stack first so the near one is walked first.
    stack.push_back(eye_in_first ? entry.second_child : entry.first_child);
    stack.push_back(eye_in_first ? entry.first_child : entry.second_child);
  }
  return {};
}

}  // namespace wolfsuite
