#include "reference/raycaster/ray_cast.h"

#include <algorithm>

namespace wolfsuite::raycaster {
namespace {

constexpr int kProgressShift = 10;  // 64ths of a tile in 16.16
// Every crossing moves the ray a tile on along one axis, and the walk ends at the first read
// outside the tile array (in_tile_array). Within the map's walls a ray ends after at most 65
// crossings of each kind; off the map's north or south side it may read on through other
// columns' rows. The bound lets it pass every byte of the array four times; a ray still going
// then (possible only on a map with open borders) ends as one off the array. Within it the
// intercepts stay below 2^30 (16.16), so their sums cannot overflow. The fast pass
// (fast_ray_cast.cc) hands every ray that leaves the grid to this one.
constexpr int kMaxCrossings = 4 * kGridTiles;

// The engine's 32-bit multiply, wrapping as its 32-bit registers do (a step of up to 75 tiles
// times 64 overflows; the engine shifts the wrapped product).
std::int32_t wrapping_mul(std::int32_t a, std::int32_t b) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) * static_cast<std::uint32_t>(b));
}

std::uint16_t fraction_of(std::int32_t fixed) { return static_cast<std::uint16_t>(fixed); }

class ColumnCaster {
 public:
  ColumnCaster(const Scene& scene, const Projection& projection, const Eye& eye,
               std::vector<WallPost>& posts, SeenTiles& seen)
      : scene_(scene),
        projection_(projection),
        eye_(eye),
        tiles_(tiles_in_motion(scene.level, scene.motion)),
        posts_(posts),
        seen_(seen) {
    if (scene.motion.pushwall) {
      const MovingPushwall& wall = *scene.motion.pushwall;
      pushwall_ = wall;
      pushwall_.progress = std::clamp(wall.progress, 0, kPushwallSteps - 1);
      has_pushwall_ = true;
    }
    eye_in_pushwall_back_ = tile_at(eye.tile_x, eye.tile_y) == kPushwallTile && has_pushwall_;
  }

  void cast(int column);
  // Adds the tiles the rays passed to `seen`.
  void report_seen() const {
    for (std::size_t i = 0; i < marks_.size(); ++i) {
      seen_[i] = static_cast<std::uint8_t>(seen_[i] | static_cast<std::uint8_t>(marks_[i]));
    }
  }

 private:
  // The engine's read of tilemap[x][y], wherever it lands in the array; 0 outside it.
  std::uint8_t tile_at(int x, int y) const {
    return in_tile_array(x, y) ? tiles_[static_cast<std::size_t>(spot(x, y))] : std::uint8_t{0};
  }
  std::uint16_t door_position(int tile) const {
    const int door = tile & 0x7F;
    return scene_.motion.door_opening(static_cast<std::size_t>(door));
  }
  int door_page(int tile) const {
    const auto door = static_cast<std::size_t>(tile & 0x7F);
    const int page = door < scene_.level.doors.size() ? scene_.level.doors[door].page : 0;
    return scene_.textures.door_wall + page;
  }
  bool at_corner() const {
    return raycaster::at_corner(x_tile_, x_tile_step_, x_int_tile_, y_tile_, y_tile_step_,
                                y_int_tile_);
  }
  // The engine's store to spotvis[x][y], laid out as the tile map.
  void mark_seen(int x, int y) {
    if (in_tile_array(x, y)) marks_[static_cast<std::size_t>(spot(x, y))] = Mark::kSeen;
  }
  int calc_height() const {
    return projection_.height_at(depth_of(eye_, x_intercept_, y_intercept_));
  }

  void start(int column);
  bool back_of_pushwall();
  bool vertical_crossing();  // true when the ray stopped
  bool horizontal_crossing();
  bool vertical_pushwall();  // true when hit, false when the ray passes
  bool horizontal_pushwall();
  void hit_vertical_wall();
  void hit_horizontal_wall();
  void hit_door(bool vertical);
  void stop_outside_array();
  void new_post(int texture, int page);

  const Scene& scene_;
  const Projection& projection_;
  const Eye& eye_;
  TileMap tiles_;
  std::vector<WallPost>& posts_;
  SeenTiles& seen_;
  // The rays mark passed tiles here, not in seen_: a store through a byte array may alias this
  // caster's fields, which would then be written back and reloaded on every step of a ray; a
  // store of this enum type cannot.
  enum class Mark : std::uint8_t { kNot = 0, kSeen = 1 };  // the values of SeenTiles
  std::array<Mark, kGridTiles> marks_{};
  MovingPushwall pushwall_{};
  bool has_pushwall_ = false;
  bool eye_in_pushwall_back_ = false;

  // The ray.
  int column_ = 0;
  int x_tile_step_ = 0;
  int y_tile_step_ = 0;
  std::int32_t x_step_ = 0;
  std::int32_t y_step_ = 0;
  int x_tile_ = 0;
  int y_tile_ = 0;
  std::int32_t x_intercept_ = 0;
  std::int32_t y_intercept_ = 0;
  // The tiles of the intercepts (the engine's xinttile, yinttile): the rows and columns the
  // crossings are checked in. Kept apart from the intercepts because the corner rule moves them.
  int x_int_tile_ = 0;
  int y_int_tile_ = 0;
  std::int32_t texture_delta_ = 0;
  int tile_hit_ = 0;
};

void ColumnCaster::start(int column) {
  column_ = column;
  const RayStart ray = start_ray(projection_, eye_, column);
  x_tile_step_ = ray.x_tile_step;
  y_tile_step_ = ray.y_tile_step;
  x_step_ = ray.x_step;
  y_step_ = ray.y_step;
  x_tile_ = ray.x_tile;
  y_tile_ = ray.y_tile;
  x_intercept_ = ray.x_intercept;
  y_intercept_ = ray.y_intercept;
  x_int_tile_ = tile_of(x_intercept_);
  y_int_tile_ = tile_of(y_intercept_);
  texture_delta_ = 0;
}

void ColumnCaster::cast(int column) {
  start(column);
  if (eye_in_pushwall_back_ && back_of_pushwall()) return;
  bool vertical = true;
  bool skip_check = false;  // the engine jumps into the other loop past its check
  for (int crossing = 0; crossing < kMaxCrossings; ++crossing) {
    if (vertical) {
      if (!skip_check) {
        if (at_corner()) y_int_tile_ = y_tile_;
        if (other_crossing_first(y_int_tile_, y_tile_, y_tile_step_)) {
          vertical = false;
          skip_check = true;
          continue;
        }
      }
      skip_check = false;
      if (vertical_crossing()) return;
    } else {
      if (!skip_check) {
        if (at_corner()) x_int_tile_ = x_tile_;
        if (other_crossing_first(x_int_tile_, x_tile_, x_tile_step_)) {
          vertical = true;
          skip_check = true;
          continue;
        }
      }
      skip_check = false;
      if (horizontal_crossing()) return;
    }
  }
  stop_outside_array();
}

// Crossing the x boundary into tile (x_tile_, y_int_tile_).
bool ColumnCaster::vertical_crossing() {
  const int row = y_int_tile_;
  if (!in_tile_array(x_tile_, row)) {
    stop_outside_array();
    return true;
  }
  tile_hit_ = tile_at(x_tile_, row);
  if (tile_hit_ != 0) {
    bool hit = true;
    if (tile_hit_ & kDoorTile) {
      const std::int32_t halfway = y_intercept_ + (y_step_ >> 1);
      if (!door_stops(halfway, row, door_position(tile_hit_))) {
        hit = false;
      } else {
        y_intercept_ = halfway;
        x_intercept_ = (x_tile_ << 16) | kHalfTile;
        hit_door(true);
      }
    } else if (tile_hit_ == kPushwallTile) {
      hit = vertical_pushwall();
    } else {
      x_intercept_ = x_tile_ << 16;
      hit_vertical_wall();
    }
    if (hit) return true;
  }
  mark_seen(x_tile_, row);
  x_tile_ += x_tile_step_;
  y_intercept_ += y_step_;
  y_int_tile_ = tile_of(y_intercept_);
  return false;
}

// Crossing the y boundary into tile (x_int_tile_, y_tile_).
bool ColumnCaster::horizontal_crossing() {
  const int col = x_int_tile_;
  if (!in_tile_array(col, y_tile_)) {
    stop_outside_array();
    return true;
  }
  tile_hit_ = tile_at(col, y_tile_);
  if (tile_hit_ != 0) {
    bool hit = true;
    if (tile_hit_ & kDoorTile) {
      const std::int32_t halfway = x_intercept_ + (x_step_ >> 1);
      if (!door_stops(halfway, col, door_position(tile_hit_))) {
        hit = false;
      } else {
        x_intercept_ = halfway;
        y_intercept_ = (y_tile_ << 16) | kHalfTile;
        hit_door(false);
      }
    } else if (tile_hit_ == kPushwallTile) {
      hit = horizontal_pushwall();
    } else {
      y_intercept_ = y_tile_ << 16;
      hit_horizontal_wall();
    }
    if (hit) return true;
  }
  mark_seen(col, y_tile_);
  y_tile_ += y_tile_step_;
  x_intercept_ += x_step_;
  x_int_tile_ = tile_of(x_intercept_);
  return false;
}

// A pushwall met across an x boundary. Moving east or west, its face across the ray's way sits
// `progress` 64ths into the tile it leaves; moving north or south, the ray meets its side (the
// texture shifted by the progress) or its front or back face inside the tile.
bool ColumnCaster::vertical_pushwall() {
  const int progress = pushwall_.progress;
  const PushDirection direction = pushwall_.direction;
  const bool on_leaving_tile = x_tile_ == pushwall_.x && y_int_tile_ == pushwall_.y;
  if (direction == PushDirection::kEast || direction == PushDirection::kWest) {
    const bool west = direction == PushDirection::kWest;
    const int ahead = west ? kPushwallSteps - progress : progress;  // into the tile
    const int behind = west ? progress : kPushwallSteps - progress;
    const bool front = west ? !on_leaving_tile : on_leaving_tile;
    const int share = front ? ahead : behind;
    const std::int32_t along = y_intercept_ + (wrapping_mul(y_step_, share) >> 6);
    if (tile_of(along) != y_int_tile_) return false;
    x_intercept_ = front ? (x_tile_ << 16) + kTileGlobal - (behind << kProgressShift)
                         : (x_tile_ << 16) - (behind << kProgressShift);
    y_intercept_ = along;
    y_int_tile_ = tile_of(along);
    tile_hit_ = pushwall_.code;
    hit_vertical_wall();
    return true;
  }
  const bool south = direction == PushDirection::kSouth;
  const std::int32_t edge = (south ? progress : kPushwallSteps - progress) << kProgressShift;
  const std::int32_t fraction = fraction_of(y_intercept_);
  const bool before_edge = south ? fraction < edge : fraction > edge;
  if (before_edge == on_leaving_tile) {
    // The ray is beside the block here: it may meet the block's front or back face further on.
    const std::int32_t next = fraction + y_step_;
    const bool passes =
        before_edge ? (south ? next < edge : next > edge) : (south ? next > edge : next < edge);
    if (passes) return false;
    const std::int32_t row_start = wrapping_mul(y_int_tile_, kTileGlobal);
    if (before_edge) {
      y_intercept_ = south ? row_start + edge : row_start - kTileGlobal + edge;
      x_intercept_ -= wrapping_mul(x_step_, kPushwallSteps - progress) >> 6;
    } else {
      y_intercept_ = south ? row_start - ((kPushwallSteps - progress) << kProgressShift)
                           : row_start + ((kPushwallSteps - progress) << kProgressShift);
      x_intercept_ -= wrapping_mul(x_step_, progress) >> 6;
    }
    x_int_tile_ = tile_of(x_intercept_);
    tile_hit_ = pushwall_.code;
    hit_horizontal_wall();
    return true;
  }
  texture_delta_ = -edge;
  x_intercept_ = x_tile_ << 16;
  tile_hit_ = pushwall_.code;
  hit_vertical_wall();
  return true;
}

// The same across a y boundary, x and y exchanged.
bool ColumnCaster::horizontal_pushwall() {
  const int progress = pushwall_.progress;
  const PushDirection direction = pushwall_.direction;
  const bool on_leaving_tile = y_tile_ == pushwall_.y && x_int_tile_ == pushwall_.x;
  if (direction == PushDirection::kNorth || direction == PushDirection::kSouth) {
    const bool north = direction == PushDirection::kNorth;
    const int ahead = north ? kPushwallSteps - progress : progress;
    const int behind = north ? progress : kPushwallSteps - progress;
    const bool front = north ? !on_leaving_tile : on_leaving_tile;
    const int share = front ? ahead : behind;
    const std::int32_t along = x_intercept_ + (wrapping_mul(x_step_, share) >> 6);
    if (tile_of(along) != x_int_tile_) return false;
    y_intercept_ = front ? (y_tile_ << 16) + kTileGlobal - (behind << kProgressShift)
                         : (y_tile_ << 16) - (behind << kProgressShift);
    x_intercept_ = along;
    x_int_tile_ = tile_of(along);
    tile_hit_ = pushwall_.code;
    hit_horizontal_wall();
    return true;
  }
  const bool east = direction == PushDirection::kEast;
  const std::int32_t edge = (east ? progress : kPushwallSteps - progress) << kProgressShift;
  const std::int32_t fraction = fraction_of(x_intercept_);
  const bool before_edge = east ? fraction < edge : fraction > edge;
  if (before_edge == on_leaving_tile) {
    const std::int32_t next = fraction + x_step_;
    const bool passes =
        before_edge ? (east ? next < edge : next > edge) : (east ? next > edge : next < edge);
    if (passes) return false;
    const std::int32_t column_start = wrapping_mul(x_int_tile_, kTileGlobal);
    if (before_edge) {
      x_intercept_ = east ? column_start + edge : column_start - kTileGlobal + edge;
      y_intercept_ -= wrapping_mul(y_step_, kPushwallSteps - progress) >> 6;
    } else {
      x_intercept_ = east ? column_start - ((kPushwallSteps - progress) << kProgressShift)
                          : column_start + ((kPushwallSteps - progress) << kProgressShift);
      y_intercept_ -= wrapping_mul(y_step_, progress) >> 6;
    }
    y_int_tile_ = tile_of(y_intercept_);
    tile_hit_ = pushwall_.code;
    hit_vertical_wall();
    return true;
  }
  texture_delta_ = -edge;
  y_intercept_ = y_tile_ << 16;
  tile_hit_ = pushwall_.code;
  hit_horizontal_wall();
  return true;
}

// The eye inside the tile a pushwall moves into: a ray heading the way the block moves meets its
// back face inside the eye's own tile.
bool ColumnCaster::back_of_pushwall() {
  const int progress = pushwall_.progress;
  const PushDirection direction = pushwall_.direction;
  const std::int32_t back = (kPushwallSteps - progress);
  if ((direction == PushDirection::kEast && x_tile_step_ == 1) ||
      (direction == PushDirection::kWest && x_tile_step_ == -1)) {
    const std::int32_t along = y_intercept_ - (wrapping_mul(y_step_, back) >> 6);
    if (tile_of(along) != eye_.tile_y) return false;
    x_intercept_ = direction == PushDirection::kEast
                       ? (eye_.tile_x << 16) + (progress << kProgressShift)
                       : (eye_.tile_x << 16) - kTileGlobal + (back << kProgressShift);
    y_intercept_ = along;
    y_int_tile_ = tile_of(along);
    tile_hit_ = pushwall_.code;
    hit_vertical_wall();
    return true;
  }
  if ((direction == PushDirection::kSouth && y_tile_step_ == 1) ||
      (direction == PushDirection::kNorth && y_tile_step_ == -1)) {
    const std::int32_t along = x_intercept_ - (wrapping_mul(x_step_, back) >> 6);
    if (tile_of(along) != eye_.tile_x) return false;
    x_intercept_ = along;
    x_int_tile_ = tile_of(along);
    y_intercept_ = direction == PushDirection::kSouth
                       ? (eye_.tile_y << 16) + (progress << kProgressShift)
                       : (eye_.tile_y << 16) - kTileGlobal + (back << kProgressShift);
    tile_hit_ = pushwall_.code;
    hit_horizontal_wall();
    return true;
  }
  return false;
}

void ColumnCaster::new_post(int texture, int page) {
  posts_[static_cast<std::size_t>(column_)] = {calc_height(), page, texture >> 6};
}

void ColumnCaster::hit_vertical_wall() {
  int texture = texel_offset(y_intercept_ + texture_delta_);
  if (x_tile_step_ == -1) {
    texture = kTextureMask - texture;
    x_intercept_ += kTileGlobal;
  }
  const bool framed = (tile_hit_ & kDoorFrameFlag) != 0;
  int page = dark_page(tile_hit_);
  if (framed) {
    const bool from_door = tile_at(x_tile_ - x_tile_step_, y_int_tile_) & kDoorTile;
    page = from_door ? scene_.textures.door_wall + kDoorFrameVertical
                     : dark_page(tile_hit_ & ~kDoorFrameFlag);
  }
  new_post(texture, page);
}

void ColumnCaster::hit_horizontal_wall() {
  int texture = texel_offset(x_intercept_ + texture_delta_);
  if (y_tile_step_ == -1) {
    y_intercept_ += kTileGlobal;
  } else {
    texture = kTextureMask - texture;
  }
  const bool framed = (tile_hit_ & kDoorFrameFlag) != 0;
  int page = light_page(tile_hit_);
  if (framed) {
    const bool from_door = tile_at(x_int_tile_, y_tile_ - y_tile_step_) & kDoorTile;
    page = from_door ? scene_.textures.door_wall + kDoorFrameHorizontal
                     : light_page(tile_hit_ & ~kDoorFrameFlag);
  }
  new_post(texture, page);
}

void ColumnCaster::hit_door(bool vertical) {
  const std::int32_t along = vertical ? y_intercept_ : x_intercept_;
  const int texture = texel_offset(along - door_position(tile_hit_));
  new_post(texture, door_page(tile_hit_) + (vertical ? 1 : 0));
}

// The post of a ray whose next read falls outside the tile array (or that is still going at
// kMaxCrossings): the suite's convention, no texture, at the intercepts clamped to the grid.
void ColumnCaster::stop_outside_array() {
  x_intercept_ = std::clamp(x_intercept_, 0, kGridExtent);
  y_intercept_ = std::clamp(y_intercept_, 0, kGridExtent);
  tile_hit_ = -1;
  new_post(0, kMissingTexture);
}

}  // namespace

void cast_walls(const Scene& scene, const Projection& projection, const Eye& eye,
                std::vector<WallPost>& posts, SeenTiles& seen) {
  posts.assign(static_cast<std::size_t>(projection.width), WallPost{});
  ColumnCaster caster(scene, projection, eye, posts, seen);
  for (int column = 0; column < projection.width; ++column) caster.cast(column);
  caster.report_seen();
}

bool reads_outside_tile_array(std::span<const WallPost> posts) {
  return std::any_of(posts.begin(), posts.end(),
                     [](const WallPost& post) { return post.page == kMissingTexture; });
}

void cast_columns(const Scene& scene, const Projection& projection, const Eye& eye,
                  std::span<const int> columns, std::vector<WallPost>& posts, SeenTiles& seen) {
  if (columns.empty()) return;
  ColumnCaster caster(scene, projection, eye, posts, seen);
  for (const int column : columns) caster.cast(column);
  caster.report_seen();
}

}  // namespace wolfsuite::raycaster
