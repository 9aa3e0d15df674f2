#include "reference/top_down/build_map_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "reference/top_down/rgba_canvas.h"

namespace wolfsuite::top_down {
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

// Map coordinates to pixels (build_map_view.h "Placement").
class Placement {
 public:
  Placement(const Box& box, int width, int height) : min_(box.min) {
    const std::int64_t span_x = std::max<std::int64_t>(box.max.x - box.min.x, 1);
    const std::int64_t span_y = std::max<std::int64_t>(box.max.y - box.min.y, 1);
    const std::int64_t room_x = std::int64_t{width} - 1;
    const std::int64_t room_y = std::int64_t{height} - 1;
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
void fill_sector(RgbaCanvas& canvas, const std::vector<Edge>& edges, std::int64_t height) {
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
      const std::int64_t first = floor_div(crossings[i], 2);
      canvas.fill(first, y, floor_div(crossings[i + 1], 2) - first, 1, kBuildMapSectorFill);
    }
  }
}

}  // namespace

Result<RgbaImage> render_build_map_view(const BuildMap& map, int width, int height) {
  if (width < 1 || height < 1 || width > kMaxBuildMapViewSide || height > kMaxBuildMapViewSide) {
    return malformed("E-BUILD-VIEW-SIZE", 0,
                     std::to_string(width) + " x " + std::to_string(height) + "; each side 1.." +
                         std::to_string(kMaxBuildMapViewSide));
  }
  const Placement place(map_box(map), width, height);
  std::vector<Point> at;
  at.reserve(map.walls.size());
  for (const BuildWall& wall : map.walls) at.push_back(place(wall.x, wall.y));

  RgbaCanvas canvas(width, height);
  canvas.fill(0, 0, width, height, kBuildMapBackground);
  for (const std::vector<Edge>& edges : sector_edges(map, at)) fill_sector(canvas, edges, height);
  for (const bool two_sided : {false, true}) {
    for (std::size_t w = 0; w < map.walls.size(); ++w) {
      const BuildWall& wall = map.walls[w];
      if ((wall.nextwall >= 0) != two_sided) continue;
      if (wall.point2 < 0 || static_cast<std::size_t>(wall.point2) >= map.walls.size()) continue;
      const Point& to = at[static_cast<std::size_t>(wall.point2)];
      canvas.line(at[w].x, at[w].y, to.x, to.y,
                  two_sided ? kBuildMapTwoSidedWall : kBuildMapOneSidedWall);
    }
  }
  for (const BuildSprite& sprite : map.sprites) {
    const Point centre = place(sprite.x, sprite.y);
    canvas.fill(centre.x - 1, centre.y - 1, 3, 3, kBuildMapSprite);
  }
  const Point start = place(map.posx, map.posy);
  canvas.fill(start.x - 2, start.y, 5, 1, kBuildMapPlayerStart);
  canvas.fill(start.x, start.y - 2, 1, 5, kBuildMapPlayerStart);
  return canvas.take();
}

}  // namespace wolfsuite::top_down
