#include "decoders/build_engine/top_down_view.h"

#include <algorithm>
#include <string>

namespace wolfsuite {
namespace {

struct Point {
  std::int64_t x = 0;
  std::int64_t y = 0;
};

// Rounds towards negative infinity (C++ division rounds towards zero).
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  const std::int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

struct Box {
  Point min{INT64_MAX, INT64_MAX};
  Point max{INT64_MIN, INT64_MIN};
  bool empty() const { return min.x > max.x; }
  void add(std::int64_t x, std::int64_t y) {
    min = {std::min(min.x, x), std::min(min.y, y)};
    max = {std::max(max.x, x), std::max(max.y, y)};
  }
};

Box map_box(const BuildMap& map) {
  Box box;
  for (const BuildWall& wall : map.walls) box.add(wall.x, wall.y);
  if (!box.empty()) return box;
  for (const BuildSprite& sprite : map.sprites) box.add(sprite.x, sprite.y);
  box.add(map.posx, map.posy);
  return box;
}

// Map coordinates to pixels (top_down_view.h "Placement").
class Placement {
 public:
  Placement(const Box& box, std::uint32_t width, std::uint32_t height) : min_(box.min) {
    const std::int64_t span_x = std::max<std::int64_t>(box.max.x - box.min.x, 1);
    const std::int64_t span_y = std::max<std::int64_t>(box.max.y - box.min.y, 1);
    const std::int64_t room_x = width - 1;
    const std::int64_t room_y = height - 1;
    // room_x / span_x <= room_y / span_y, cross-multiplied (each product below 2^46).
    if (room_x * span_y <= room_y * span_x) {
      num_ = room_x;
      den_ = span_x;
    } else {
      num_ = room_y;
      den_ = span_y;
    }
    pad_ = {(room_x - span_x * num_ / den_) / 2, (room_y - span_y * num_ / den_) / 2};
  }
  Point operator()(std::int64_t x, std::int64_t y) const {
    return {pad_.x + floor_div((x - min_.x) * num_, den_),
            pad_.y + floor_div((y - min_.y) * num_, den_)};
  }

 private:
  Point min_;
  Point pad_;
  std::int64_t num_ = 0;
  std::int64_t den_ = 1;
};

class Canvas {
 public:
  Canvas(std::uint32_t width, std::uint32_t height)
      : view_{width, height, std::vector<std::uint8_t>(std::size_t{width} * height * 4)} {
    for (std::int64_t y = 0; y < height; ++y) {
      for (std::int64_t x = 0; x < width; ++x) set({x, y}, kViewBackground);
    }
  }
  void set(Point p, Rgba colour) {
    if (p.x < 0 || p.y < 0 || p.x >= view_.width || p.y >= view_.height) return;
    const std::size_t at = (static_cast<std::size_t>(p.y) * view_.width + p.x) * 4;
    view_.rgba[at] = colour.r;
    view_.rgba[at + 1] = colour.g;
    view_.rgba[at + 2] = colour.b;
    view_.rgba[at + 3] = colour.a;
  }
  // Bresenham's line, both ends included.
  void line(Point a, Point b, Rgba colour) {
    const std::int64_t dx = b.x > a.x ? b.x - a.x : a.x - b.x;
    const std::int64_t dy = b.y > a.y ? a.y - b.y : b.y - a.y;  // <= 0
    const std::int64_t step_x = a.x < b.x ? 1 : -1;
    const std::int64_t step_y = a.y < b.y ? 1 : -1;
    std::int64_t error = dx + dy;
    for (Point p = a;;) {
      set(p, colour);
      if (p.x == b.x && p.y == b.y) return;
      const std::int64_t twice = 2 * error;
      if (twice >= dy) {
        error += dy;
        p.x += step_x;
      }
      if (twice <= dx) {
        error += dx;
        p.y += step_y;
      }
    }
  }
  void span(std::int64_t y, std::int64_t x_first, std::int64_t x_last, Rgba colour) {
    const std::int64_t last = std::min<std::int64_t>(x_last, view_.width - 1);
    for (std::int64_t x = std::max<std::int64_t>(x_first, 0); x <= last; ++x) set({x, y}, colour);
  }
  TopDownView take() { return std::move(view_); }

 private:
  TopDownView view_;
};

struct Edge {
  Point a;
  Point b;
};

// The walls each sector owns for filling: its range, when that range is inside the walls and
// claims no wall an earlier sector claimed (as validate_build_map's W-BUILD-MAP-WALLPTR check),
// so each wall is filled at most once and the fill is linear in the walls per row.
std::vector<std::vector<Edge>> sector_edges(const BuildMap& map, const std::vector<Point>& at) {
  std::vector<bool> claimed(map.walls.size(), false);
  std::vector<std::vector<Edge>> sectors;
  const auto wall_count = static_cast<std::int64_t>(map.walls.size());
  for (const BuildSector& sector : map.sectors) {
    const std::int64_t first = sector.wallptr;
    const std::int64_t end = first + sector.wallnum;
    if (sector.wallnum < 1 || first < 0 || end > wall_count) continue;
    std::vector<Edge> edges;
    bool overlaps = false;
    for (std::int64_t w = first; w < end && !overlaps; ++w) {
      overlaps = claimed[static_cast<std::size_t>(w)];
      claimed[static_cast<std::size_t>(w)] = true;
      const std::int64_t point2 = map.walls[static_cast<std::size_t>(w)].point2;
      if (point2 < 0 || point2 >= wall_count) continue;
      edges.push_back({at[static_cast<std::size_t>(w)], at[static_cast<std::size_t>(point2)]});
    }
    if (!overlaps) sectors.push_back(std::move(edges));
  }
  return sectors;
}

// Even-odd fill, sampled at pixel centres: row y samples at y + 1/2, so with doubled
// coordinates an edge from a to b (a.y != b.y) crosses the row when 2 a.y <= 2y + 1 < 2 b.y (a
// the upper end), at doubled x = 2 a.x + (b.x - a.x)(2y + 1 - 2 a.y) / (b.y - a.y); a pixel is
// inside when its doubled centre 2x + 1 lies in [crossing 2k, crossing 2k + 1).
void fill_sector(Canvas& canvas, const std::vector<Edge>& edges, std::int64_t height) {
  std::int64_t top = INT64_MAX;
  std::int64_t bottom = INT64_MIN;
  for (const Edge& e : edges) {
    top = std::min({top, e.a.y, e.b.y});
    bottom = std::max({bottom, e.a.y, e.b.y});
  }
  top = std::max<std::int64_t>(top, 0);
  bottom = std::min<std::int64_t>(bottom, height - 1);
  std::vector<std::int64_t> crossings;
  for (std::int64_t y = top; y <= bottom; ++y) {
    const std::int64_t sample = 2 * y + 1;
    crossings.clear();
    for (const Edge& e : edges) {
      const Point& upper = e.a.y < e.b.y ? e.a : e.b;
      const Point& lower = e.a.y < e.b.y ? e.b : e.a;
      if (upper.y == lower.y || sample < 2 * upper.y || sample >= 2 * lower.y) continue;
      crossings.push_back(
          2 * upper.x + floor_div((lower.x - upper.x) * (sample - 2 * upper.y), lower.y - upper.y));
    }
    std::sort(crossings.begin(), crossings.end());
    for (std::size_t i = 0; i + 1 < crossings.size(); i += 2) {
      // Pixels x with crossings[i] <= 2x + 1 < crossings[i + 1].
      canvas.span(y, floor_div(crossings[i], 2), floor_div(crossings[i + 1], 2) - 1,
                  kViewSectorFill);
    }
  }
}

}  // namespace

Rgba TopDownView::pixel(std::uint32_t x, std::uint32_t y) const {
  const std::size_t at = (std::size_t{y} * width + x) * 4;
  return {rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]};
}

Result<TopDownView> render_top_down_view(const BuildMap& map, std::uint32_t width,
                                         std::uint32_t height) {
  if (width == 0 || height == 0 || width > kMaxTopDownViewSide || height > kMaxTopDownViewSide) {
    return malformed("E-BUILD-VIEW-SIZE", 0,
                     std::to_string(width) + " x " + std::to_string(height) + "; each side 1.." +
                         std::to_string(kMaxTopDownViewSide));
  }
  const Placement place(map_box(map), width, height);
  std::vector<Point> at;
  at.reserve(map.walls.size());
  for (const BuildWall& wall : map.walls) at.push_back(place(wall.x, wall.y));

  Canvas canvas(width, height);
  for (const std::vector<Edge>& edges : sector_edges(map, at)) fill_sector(canvas, edges, height);
  for (const bool two_sided : {false, true}) {
    for (std::size_t w = 0; w < map.walls.size(); ++w) {
      const BuildWall& wall = map.walls[w];
      if ((wall.nextwall >= 0) != two_sided) continue;
      if (wall.point2 < 0 || static_cast<std::size_t>(wall.point2) >= map.walls.size()) continue;
      canvas.line(at[w], at[static_cast<std::size_t>(wall.point2)],
                  two_sided ? kViewTwoSidedWall : kViewOneSidedWall);
    }
  }
  for (const BuildSprite& sprite : map.sprites) {
    const Point centre = place(sprite.x, sprite.y);
    for (std::int64_t dy = -1; dy <= 1; ++dy) {
      for (std::int64_t dx = -1; dx <= 1; ++dx) {
        canvas.set({centre.x + dx, centre.y + dy}, kViewSprite);
      }
    }
  }
  const Point start = place(map.posx, map.posy);
  for (std::int64_t d = -2; d <= 2; ++d) {
    canvas.set({start.x + d, start.y}, kViewPlayerStart);
    canvas.set({start.x, start.y + d}, kViewPlayerStart);
  }
  return canvas.take();
}

}  // namespace wolfsuite
