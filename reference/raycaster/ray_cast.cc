#include "reference/raycaster/ray_cast.h"

#include <algorithm>
#include <optional>

namespace wolfsuite::raycaster {
namespace {

constexpr std::int64_t kTile = 1 << 16;
constexpr std::int64_t kHalfTile = 1 << 15;
constexpr int kTexelShift = 10;  // 16.16 fraction of a tile -> texel 0..63
// From anywhere in the view range a ray crosses at most 192 boundaries of each kind before it
// leaves the grid; past this it has left.
constexpr int kMaxCrossings = 512;

constexpr GridTile kEmptyTile{};
// Farther than any view's scale can draw a pixel of: scale < 2^29 at 8192 columns.
constexpr std::int64_t kNoWallDepth = std::int64_t{1} << 40;

int texel(std::int64_t fraction) { return static_cast<int>((fraction & 0xFFFF) >> kTexelShift); }

struct PushwallBlock {
  std::int64_t x0 = 0;  // north-west corner, 16.16
  std::int64_t y0 = 0;
  int tile_x[2] = {0, 0};  // the two tiles it spans
  int tile_y[2] = {0, 0};
  std::uint16_t code = 0;

  bool spans(int x, int y) const {
    return (x == tile_x[0] && y == tile_y[0]) || (x == tile_x[1] && y == tile_y[1]);
  }
};

std::optional<PushwallBlock> pushwall_block(const Motion& motion) {
  if (!motion.pushwall) return std::nullopt;
  const MovingPushwall& wall = *motion.pushwall;
  const auto [dx, dy] = push_step(wall.direction);
  if (!in_grid(wall.x, wall.y) || !in_grid(wall.x + dx, wall.y + dy)) return std::nullopt;
  const std::int64_t moved = std::clamp(wall.progress, 0, kPushwallSteps - 1) * (kTile / 64);
  PushwallBlock block;
  block.x0 = (std::int64_t{wall.x} << 16) + dx * moved;
  block.y0 = (std::int64_t{wall.y} << 16) + dy * moved;
  block.tile_x[0] = wall.x;
  block.tile_y[0] = wall.y;
  block.tile_x[1] = wall.x + dx;
  block.tile_y[1] = wall.y + dy;
  block.code = wall.code;
  return block;
}

// t = numerator / denominator along the ray, denominator > 0.
struct RayParameter {
  std::int64_t numerator = 0;
  std::int64_t denominator = 1;
};

bool before(const RayParameter& a, const RayParameter& b) {
  return a.numerator * b.denominator < b.numerator * a.denominator;
}

// Where the ray enters the slab [low, low + 1 tile) of one axis and where it leaves it; nullopt
// when it runs parallel outside it (inside it, the slab does not limit the ray).
struct SlabSpan {
  RayParameter enter;
  RayParameter leave;
  bool limits = true;
};

std::optional<SlabSpan> slab_span(std::int64_t origin, std::int64_t direction, std::int64_t low) {
  if (direction == 0) {
    if (origin < low || origin >= low + kTile) return std::nullopt;
    return SlabSpan{{}, {}, false};
  }
  const std::int64_t sign = direction > 0 ? 1 : -1;
  RayParameter first{(low - origin) * sign, direction * sign};
  RayParameter second{(low + kTile - origin) * sign, direction * sign};
  if (direction < 0) std::swap(first, second);
  return SlabSpan{first, second, true};
}

// The ray against the moving block: the face it enters first, if the eye is outside the block.
std::optional<WallHit> hit_block(const PushwallBlock& block, const Ray& ray,
                                 const Projection& projection) {
  const std::int64_t ox = projection.eye_x;
  const std::int64_t oy = projection.eye_y;
  const std::optional<SlabSpan> xs = slab_span(ox, ray.dx, block.x0);
  const std::optional<SlabSpan> ys = slab_span(oy, ray.dy, block.y0);
  if (!xs || !ys) return std::nullopt;
  // Both cannot be unlimited: the ray is never (0, 0).
  const bool enters_across_x = xs->limits && (!ys->limits || before(ys->enter, xs->enter));
  const RayParameter enter = enters_across_x ? xs->enter : ys->enter;
  RayParameter leave = xs->limits ? xs->leave : ys->leave;
  if (xs->limits && ys->limits && before(ys->leave, leave)) leave = ys->leave;
  if (enter.numerator <= 0 || !before(enter, leave)) return std::nullopt;

  WallHit hit;
  std::int64_t hit_x = 0;
  std::int64_t hit_y = 0;
  if (enters_across_x) {
    hit_x = ray.dx > 0 ? block.x0 : block.x0 + kTile;
    hit_y = oy + floor_div((hit_x - ox) * ray.dy, ray.dx);
    const int column = texel(std::clamp<std::int64_t>(hit_y - block.y0, 0, kTile - 1));
    hit.column = ray.dx < 0 ? 63 - column : column;
    hit.texture = (block.code - 1) * 2 + 1;
  } else {
    hit_y = ray.dy > 0 ? block.y0 : block.y0 + kTile;
    hit_x = ox + floor_div((hit_y - oy) * ray.dx, ray.dy);
    const int column = texel(std::clamp<std::int64_t>(hit_x - block.x0, 0, kTile - 1));
    hit.column = ray.dy > 0 ? 63 - column : column;
    hit.texture = (block.code - 1) * 2;
  }
  hit.depth = projection.depth(hit_x - ox, hit_y - oy);
  return hit;
}

// Where the ray meets the lines line0, line0 + step, line0 + 2 step, ... of one axis:
// origin_other + floor((line - origin) * num / den). Two ways to the same numbers.
struct InterceptLine {
  std::int64_t origin = 0;        // the eye's coordinate across the lines
  std::int64_t origin_other = 0;  // the eye's coordinate along them
  std::int64_t num = 0;           // the ray's component along the lines
  std::int64_t den = 1;           // the ray's component across them, not 0
  std::int64_t first = 0;         // the first line
  std::int64_t step = 0;          // +-1 tile
};

// One division per line: the plain way.
class DividingIntercepts {
 public:
  explicit DividingIntercepts(const InterceptLine& line) : line_(line), at_(line.first) {}
  std::int64_t value() const {
    return line_.origin_other + floor_div((at_ - line_.origin) * line_.num, line_.den);
  }
  void advance() { at_ += line_.step; }

 private:
  InterceptLine line_;
  std::int64_t at_;
};

// The quotient and remainder carried from line to line: one division to start, none per line.
class SteppingIntercepts {
 public:
  explicit SteppingIntercepts(const InterceptLine& line) {
    const std::int64_t sign = line.den < 0 ? -1 : 1;
    den_ = line.den * sign;
    const std::int64_t start = (line.first - line.origin) * line.num * sign;
    quotient_ = floor_div(start, den_);
    remainder_ = start - quotient_ * den_;
    const std::int64_t delta = line.step * line.num * sign;
    quotient_step_ = floor_div(delta, den_);
    remainder_step_ = delta - quotient_step_ * den_;
    origin_other_ = line.origin_other;
  }
  std::int64_t value() const { return origin_other_ + quotient_; }
  void advance() {
    quotient_ += quotient_step_;
    remainder_ += remainder_step_;
    if (remainder_ >= den_) {
      remainder_ -= den_;
      ++quotient_;
    }
  }

 private:
  std::int64_t den_ = 1;
  std::int64_t quotient_ = 0;
  std::int64_t remainder_ = 0;
  std::int64_t quotient_step_ = 0;
  std::int64_t remainder_step_ = 0;
  std::int64_t origin_other_ = 0;
};

template <typename Intercepts>
class ColumnCaster {
 public:
  ColumnCaster(const Scene& scene, const Projection& projection, const Ray& ray,
               const std::optional<PushwallBlock>& block, SeenTiles& seen)
      : scene_(scene), projection_(projection), ray_(ray), block_(block), seen_(seen) {}

  WallHit cast() {
    const std::int64_t ox = projection_.eye_x;
    const std::int64_t oy = projection_.eye_y;
    int tile_x = static_cast<int>(ox >> 16);
    int tile_y = static_cast<int>(oy >> 16);
    mark_seen(tile_x, tile_y);
    // A ray from an eye outside the grid passes the tiles outside until it enters it.
    bool entered = in_grid(tile_x, tile_y);
    const int step_x = ray_.dx > 0 ? 1 : -1;
    const int step_y = ray_.dy > 0 ? 1 : -1;
    // The next boundary of each kind and where the ray meets it.
    std::int64_t line_x = std::int64_t{step_x > 0 ? tile_x + 1 : tile_x} << 16;
    std::int64_t line_y = std::int64_t{step_y > 0 ? tile_y + 1 : tile_y} << 16;
    // A ray parallel to an axis never meets that axis's lines: den 1 keeps them defined.
    Intercepts y_on_lines_x({ox, oy, ray_.dy, ray_.dx != 0 ? ray_.dx : 1, line_x, step_x * kTile});
    Intercepts x_on_lines_y({oy, ox, ray_.dx, ray_.dy != 0 ? ray_.dy : 1, line_y, step_y * kTile});
    for (int crossing = 0; crossing < kMaxCrossings; ++crossing) {
      // At a corner the north-south step comes first.
      bool east_west = ray_.dy == 0;
      if (ray_.dx != 0 && ray_.dy != 0) {
        const std::int64_t y = y_on_lines_x.value();
        east_west = step_y > 0 ? y < line_y : y > line_y;
      }
      // Open floor, the common case, is decided here without building a hit.
      if (east_west) {
        tile_x += step_x;
        if (!entered && !in_grid(tile_x, tile_y)) {
          // still outside, on the way in
        } else if (is_open(tile_x, tile_y)) {
          mark_seen(tile_x, tile_y);
        } else if (const auto hit =
                       enter_east_west(tile_x, tile_y, step_x, line_x, y_on_lines_x.value())) {
          return *hit;
        }
        line_x += step_x * kTile;
        y_on_lines_x.advance();
      } else {
        tile_y += step_y;
        if (!entered && !in_grid(tile_x, tile_y)) {
          // still outside, on the way in
        } else if (is_open(tile_x, tile_y)) {
          mark_seen(tile_x, tile_y);
        } else if (const auto hit =
                       enter_north_south(tile_x, tile_y, step_y, line_y, x_on_lines_y.value())) {
          return *hit;
        }
        line_y += step_y * kTile;
        x_on_lines_y.advance();
      }
      entered = entered || in_grid(tile_x, tile_y);
    }
    // A ray that never meets the grid sees no wall at all.
    WallHit nothing;
    nothing.depth = kNoWallDepth;
    return nothing;
  }

 private:
  std::int64_t y_on_vertical(std::int64_t x) const {
    return projection_.eye_y + floor_div((x - projection_.eye_x) * ray_.dy, ray_.dx);
  }
  std::int64_t x_on_horizontal(std::int64_t y) const {
    return projection_.eye_x + floor_div((y - projection_.eye_y) * ray_.dx, ray_.dy);
  }

  void mark_seen(int x, int y) {
    if (in_grid(x, y)) seen_[static_cast<std::size_t>(y) * kGridSide + x] = 1;
  }

  // The tile as the ray meets it: the tiles a moving pushwall spans are empty.
  const GridTile& tile_at(int x, int y) const {
    if (block_ && block_->spans(x, y)) return kEmptyTile;
    return scene_.level.at(x, y);
  }

  bool is_open(int x, int y) const {
    return in_grid(x, y) && tile_at(x, y).kind == TileKind::kEmpty;
  }

  bool is_door(int x, int y) const {
    return in_grid(x, y) && tile_at(x, y).kind == TileKind::kDoor;
  }

  WallHit finish(std::int64_t x, std::int64_t y, int texture, int column) const {
    WallHit hit;
    hit.depth = projection_.depth(x - projection_.eye_x, y - projection_.eye_y);
    hit.texture = texture;
    hit.column = column;
    return hit;
  }

  WallHit edge_hit(std::int64_t x, std::int64_t y, int column) const {
    return finish(x, y, kMissingTexture, column);
  }

  std::optional<WallHit> enter_east_west(int tile_x, int tile_y, int step_x, std::int64_t x,
                                         std::int64_t y) {
    const int column = step_x < 0 ? 63 - texel(y) : texel(y);
    if (!in_grid(tile_x, tile_y)) return edge_hit(x, y, column);
    const GridTile& tile = tile_at(tile_x, tile_y);
    if (tile.kind == TileKind::kWall) {
      const int texture = is_door(tile_x - step_x, tile_y) ? scene_.textures.door_wall + 3
                                                            : (tile.code - 1) * 2 + 1;
      return finish(x, y, texture, column);
    }
    if (tile.kind == TileKind::kDoor) {
      const std::int64_t middle = x + step_x * kHalfTile;
      const std::int64_t y_middle = y_on_vertical(middle);
      if ((y_middle >> 16) == tile_y) {
        if (const auto hit = door_hit(tile.door, middle, y_middle, y_middle, 1)) return hit;
      }
    }
    mark_seen(tile_x, tile_y);
    return std::nullopt;
  }

  std::optional<WallHit> enter_north_south(int tile_x, int tile_y, int step_y, std::int64_t y,
                                           std::int64_t x) {
    const int column = step_y > 0 ? 63 - texel(x) : texel(x);
    if (!in_grid(tile_x, tile_y)) return edge_hit(x, y, column);
    const GridTile& tile = tile_at(tile_x, tile_y);
    if (tile.kind == TileKind::kWall) {
      const int texture = is_door(tile_x, tile_y - step_y) ? scene_.textures.door_wall + 2
                                                            : (tile.code - 1) * 2;
      return finish(x, y, texture, column);
    }
    if (tile.kind == TileKind::kDoor) {
      const std::int64_t middle = y + step_y * kHalfTile;
      const std::int64_t x_middle = x_on_horizontal(middle);
      if ((x_middle >> 16) == tile_x) {
        if (const auto hit = door_hit(tile.door, x_middle, middle, x_middle, 0)) return hit;
      }
    }
    mark_seen(tile_x, tile_y);
    return std::nullopt;
  }

  // The door plane at (x, y); `along` is the coordinate along the plane.
  std::optional<WallHit> door_hit(std::uint16_t door, std::int64_t x, std::int64_t y,
                                  std::int64_t along, int page_offset) const {
    const std::int64_t fraction = along & 0xFFFF;
    const std::int64_t opening = scene_.motion.door_opening(door);
    if (fraction < opening) return std::nullopt;
    const int texture = scene_.textures.door_wall + scene_.level.doors[door].page + page_offset;
    return finish(x, y, texture, static_cast<int>((fraction - opening) >> kTexelShift));
  }

  const Scene& scene_;
  const Projection& projection_;
  const Ray& ray_;
  const std::optional<PushwallBlock>& block_;
  SeenTiles& seen_;
};

}  // namespace

namespace {

template <typename Intercepts>
WallHit cast_with(const Scene& scene, const Projection& projection, int column, SeenTiles& seen) {
  const Ray ray = projection.ray(column);
  const std::optional<PushwallBlock> block = pushwall_block(scene.motion);
  WallHit hit = ColumnCaster<Intercepts>(scene, projection, ray, block, seen).cast();
  if (block) {
    if (const std::optional<WallHit> moving = hit_block(*block, ray, projection)) {
      if (moving->depth < hit.depth) hit = *moving;
    }
  }
  hit.half_height = projection.half_height(hit.depth);
  return hit;
}

}  // namespace

WallHit cast_column(const Scene& scene, const Projection& projection, int column,
                    SeenTiles& seen) {
  return cast_with<DividingIntercepts>(scene, projection, column, seen);
}

WallHit cast_column_stepping(const Scene& scene, const Projection& projection, int column,
                             SeenTiles& seen) {
  return cast_with<SteppingIntercepts>(scene, projection, column, seen);
}

const std::uint8_t* texture_column(const Textures& textures, const WallHit& hit) {
  if (hit.texture < 0 || static_cast<std::size_t>(hit.texture) >= textures.walls.size()) {
    return nullptr;
  }
  const std::optional<WallTexture>& texture = textures.walls[static_cast<std::size_t>(hit.texture)];
  if (!texture) return nullptr;
  return texture->data() + static_cast<std::size_t>(hit.column) * kWallSide;
}

}  // namespace wolfsuite::raycaster
