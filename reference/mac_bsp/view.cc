#include "reference/mac_bsp/view.h"

#include <algorithm>

namespace wolfsuite {
namespace {

// Floor division for a positive divisor.
std::int64_t floor_div(std::int64_t num, std::int64_t den) {
  return num >= 0 ? num / den : -((-num + den - 1) / den);
}

std::int64_t integer_sqrt(std::int64_t value) {
  std::int64_t root = 0;
  while ((root + 1) * (root + 1) <= value) ++root;
  return root;
}

}  // namespace

MacRay column_ray(const MacView& view, int column) {
  const std::int64_t across = 2 * std::int64_t{column} + 1 - view.width;
  return {view.dir_x * view.width + view.plane_x * across,
          view.dir_y * view.width + view.plane_y * across};
}

bool operator<(const MacRayParameter& a, const MacRayParameter& b) {
  return a.num * b.den < b.num * a.den;
}

std::optional<MacCrossing> cross_line(const MacView& view, const MacRay& ray, bool north_south,
                                      int line) {
  const std::int64_t eye = north_south ? view.eye_x : view.eye_y;
  const std::int64_t eye_along = north_south ? view.eye_y : view.eye_x;
  const std::int64_t step_along = north_south ? ray.y : ray.x;
  std::int64_t den = north_south ? ray.x : ray.y;
  std::int64_t num = line * kMacViewUnit - eye;
  if (den == 0) return std::nullopt;
  if (den < 0) {
    den = -den;
    num = -num;
  }
  if (num <= 0) return std::nullopt;
  // along = eye_along + (num / den) * step_along, kept times den.
  return MacCrossing{{num, den}, eye_along * den + num * step_along};
}

bool crossing_between(const MacCrossing& crossing, int lo, int hi) {
  return crossing.along_times_den > lo * kMacViewUnit * crossing.t.den &&
         crossing.along_times_den < hi * kMacViewUnit * crossing.t.den;
}

int crossing_cell(const MacCrossing& crossing) {
  return static_cast<int>(floor_div(crossing.along_times_den, 2 * kMacViewUnit * crossing.t.den));
}

std::uint8_t hit_wall_code(const MacLevel& level, const MacRayHit& hit) {
  const std::uint8_t code = level.cell(hit.cell_x, hit.cell_y);
  if ((code & kMacWallBit) != 0) return code;
  return secret_wall_at(level, hit.cell_x, hit.cell_y).value_or(kMacWallBit);
}

bool ray_touches_lattice_point(const MacView& view, int column) {
  const MacRay ray = column_ray(view, column);
  if (ray.x == 0) return view.eye_x % kMacViewUnit == 0;
  for (int line = 0; line <= kMacSegmentMax; ++line) {
    const std::optional<MacCrossing> crossing = cross_line(view, ray, true, line);
    if (!crossing || !crossing_between(*crossing, -1, kMacSegmentMax + 1)) continue;
    // The crossing's y is an integer segment coordinate when along * 1 / (den * unit) is whole.
    if (crossing->along_times_den % (kMacViewUnit * crossing->t.den) == 0) return true;
  }
  return false;
}

bool mac_view_in_range(const MacView& view) {
  const auto small = [](std::int64_t v) {
    return v >= -kMacViewMaxVector && v <= kMacViewMaxVector;
  };
  const std::int64_t map_end = kMacSegmentMax * kMacViewUnit;
  return view.eye_x >= 0 && view.eye_y >= 0 && view.eye_x <= map_end && view.eye_y <= map_end &&
         small(view.dir_x) && small(view.dir_y) && small(view.plane_x) && small(view.plane_y) &&
         (view.dir_x != 0 || view.dir_y != 0) && view.width >= 1 && view.height >= 1 &&
         view.width <= kMacViewMaxSide && view.height <= kMacViewMaxSide;
}

std::optional<MacView> mac_start_view(const MacLevel& level, int width, int height) {
  // Directions of $13..$16, y growing southwards; the plane is a quarter turn clockwise.
  constexpr std::int64_t kDirections[4][2] = {{0, -64}, {64, 0}, {0, 64}, {-64, 0}};
  for (const MacObject& object : level.objects) {
    if (object.type < 0x13 || object.type > 0x16 || object.x >= kMacMapSide ||
        object.y >= kMacMapSide) {
      continue;
    }
    const auto* direction = kDirections[object.type - 0x13];
    MacView view;
    view.eye_x = (2 * std::int64_t{object.x} + 1) * kMacViewUnit + kMacViewUnit / 8 + 1;
    view.eye_y = (2 * std::int64_t{object.y} + 1) * kMacViewUnit + kMacViewUnit / 8 + 3;
    view.dir_x = direction[0];
    view.dir_y = direction[1];
    view.plane_x = -direction[1] * 3 / 4;
    view.plane_y = direction[0] * 3 / 4;
    view.width = std::clamp(width, 1, kMacViewMaxSide);
    view.height = std::clamp(height, 1, kMacViewMaxSide);
    return nudged_off_lattice(view);
  }
  return std::nullopt;
}

MacView nudged_off_lattice(const MacView& view) {
  for (std::int64_t nudge = 0; nudge < kMacViewUnit; ++nudge) {
    MacView moved = view;
    moved.eye_x += nudge;
    if (moved.eye_x % kMacViewUnit == 0 || moved.eye_y % kMacViewUnit == 0) continue;
    bool clear = true;
    for (int column = 0; column < view.width && clear; ++column) {
      clear = !ray_touches_lattice_point(moved, column);
    }
    if (clear) return moved;
  }
  return view;
}

std::array<MacRgb, 256> mac_palette() {
  std::array<MacRgb, 256> palette{};
  palette[0] = {56, 56, 56};        // ceiling
  palette[0x80] = {112, 112, 112};  // floor
  for (int code = 0x81; code <= 0xFF; ++code) {
    // A colour per wall code from its bits; the darker shade at code - 0x80.
    const auto bright = MacRgb{static_cast<std::uint8_t>(64 + (code * 37) % 192),
                               static_cast<std::uint8_t>(64 + (code * 91) % 192),
                               static_cast<std::uint8_t>(64 + (code * 53) % 192)};
    palette[static_cast<std::size_t>(code)] = bright;
    palette[static_cast<std::size_t>(code - 0x80)] = {static_cast<std::uint8_t>(bright.r / 2),
                                                      static_cast<std::uint8_t>(bright.g / 2),
                                                      static_cast<std::uint8_t>(bright.b / 2)};
  }
  return palette;
}

MacFrame draw_mac_columns(const MacLevel& level, const MacView& view,
                          const std::vector<MacRayHit>& hits) {
  MacFrame frame;
  frame.width = view.width;
  frame.height = view.height;
  frame.palette = mac_palette();
  frame.pixels.assign(static_cast<std::size_t>(view.width) * view.height, 0);
  const std::int64_t dir_length =
      std::max<std::int64_t>(1, integer_sqrt(view.dir_x * view.dir_x + view.dir_y * view.dir_y));
  for (int x = 0; x < view.width && x < static_cast<int>(hits.size()); ++x) {
    const MacRayHit& hit = hits[static_cast<std::size_t>(x)];
    int wall_height = 0;
    std::uint8_t colour = 0;
    if (hit.hit) {
      // Perpendicular distance t * width * |dir| fine units; a cell is 2 units.
      const std::int64_t height = std::int64_t{view.height} * 2 * kMacViewUnit * hit.t.den /
                                  std::max<std::int64_t>(1, hit.t.num * view.width * dir_length);
      wall_height = static_cast<int>(std::min<std::int64_t>(height, view.height));
      const std::uint8_t code = hit_wall_code(level, hit);
      const bool east_or_west = hit.face == MacFacing::kEast || hit.face == MacFacing::kWest;
      colour = east_or_west ? code : static_cast<std::uint8_t>(code - 0x80);
    }
    const int top = (view.height - wall_height) / 2;
    for (int y = 0; y < view.height; ++y) {
      std::uint8_t pixel = y < view.height / 2 ? 0 : 0x80;
      if (y >= top && y < top + wall_height) pixel = colour;
      frame.pixels[static_cast<std::size_t>(y) * view.width + x] = pixel;
    }
  }
  return frame;
}

}  // namespace wolfsuite
