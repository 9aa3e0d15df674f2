// cast_grid_ray (render.h): cell boundary by cell boundary through the map.
#include <algorithm>
#include <optional>

#include "reference/mac_bsp/render.h"

namespace wolfsuite {
namespace {

bool on_map(int x, int y) { return x >= 0 && y >= 0 && x < kMacMapSide && y < kMacMapSide; }

}  // namespace

MacRayHit cast_grid_ray(const MacLevel& level, const MacView& view, int column) {
  const MacRay ray = column_ray(view, column);
  const std::int64_t cell_units = 2 * kMacViewUnit;
  if (view.eye_x < 0 || view.eye_y < 0) return {};
  int x = static_cast<int>(view.eye_x / cell_units);
  int y = static_cast<int>(view.eye_y / cell_units);
  // Every step enters a new cell; a ray crosses at most 2 * 64 boundaries before leaving.
  for (int steps = 0; steps < 2 * kMacMapSide + 2 && on_map(x, y); ++steps) {
    const int next_x = ray.x > 0 ? 2 * (x + 1) : 2 * x;
    const int next_y = ray.y > 0 ? 2 * (y + 1) : 2 * y;
    const std::optional<MacCrossing> cross_x = cross_line(view, ray, true, next_x);
    const std::optional<MacCrossing> cross_y = cross_line(view, ray, false, next_y);
    if (!cross_x && !cross_y) break;
    const bool step_x = cross_x && (!cross_y || cross_x->t < cross_y->t);
    const MacCrossing crossing = step_x ? *cross_x : *cross_y;

    // A door cell the ray is in: its plane through the middle, if the ray meets it before
    // leaving the cell (seed 000 2.6).
    if (steps > 0 && is_door_cell(level, x, y)) {
      const bool passed_east_west = (level.cell(x, y) & 1) == 0;
      const int slab = 2 * (passed_east_west ? x : y) + 1;
      const std::optional<MacCrossing> door = cross_line(view, ray, passed_east_west, slab);
      if (door && !(crossing.t < door->t)) {
        MacRayHit hit;
        hit.hit = true;
        hit.cell_x = x;
        hit.cell_y = y;
        const std::int64_t step = passed_east_west ? ray.x : ray.y;
        hit.face = passed_east_west ? (step > 0 ? MacFacing::kWest : MacFacing::kEast)
                                    : (step > 0 ? MacFacing::kNorth : MacFacing::kSouth);
        hit.t = door->t;
        return hit;
      }
    }
    if (step_x) {
      x += ray.x > 0 ? 1 : -1;
    } else {
      y += ray.y > 0 ? 1 : -1;
    }
    if (!on_map(x, y)) break;
    const std::uint8_t code = level.cell(x, y);
    const bool solid = ((code & kMacWallBit) != 0 && !is_door_cell(level, x, y)) ||
                       ((code & kMacWallBit) == 0 && secret_wall_at(level, x, y).has_value());
    if (solid) {
      MacRayHit hit;
      hit.hit = true;
      hit.cell_x = x;
      hit.cell_y = y;
      hit.face = step_x ? (ray.x > 0 ? MacFacing::kWest : MacFacing::kEast)
                        : (ray.y > 0 ? MacFacing::kNorth : MacFacing::kSouth);
      hit.t = crossing.t;
      return hit;
    }
  }
  return {};
}

std::vector<MacRayHit> cast_mac_columns(const MacLevel& level, const MacView& view,
                                        MacRenderer renderer) {
  std::vector<MacRayHit> hits;
  hits.reserve(static_cast<std::size_t>(view.width));
  for (int column = 0; column < view.width; ++column) {
    hits.push_back(renderer == MacRenderer::kBsp ? cast_bsp_ray(level, view, column)
                                                 : cast_grid_ray(level, view, column));
  }
  return hits;
}

MacFrame render_mac_view(const MacLevel& level, const MacView& view, MacRenderer renderer) {
  MacView clamped = view;
  clamped.width = std::clamp(view.width, 1, kMacViewMaxSide);
  clamped.height = std::clamp(view.height, 1, kMacViewMaxSide);
  if (!mac_view_in_range(clamped)) {
    return draw_mac_columns(level, clamped,
                            std::vector<MacRayHit>(static_cast<std::size_t>(clamped.width)));
  }
  return draw_mac_columns(level, clamped, cast_mac_columns(level, clamped, renderer));
}

}  // namespace wolfsuite
