#include "reference/raycaster/fast_ray_cast.h"

namespace wolfsuite::raycaster {
namespace {

// The wall tile or nothing (0) at (x, y), read as the engine does; 0 outside the array, as
// ColumnCaster's tile_at.
std::uint8_t tile_at(const TileMap& tiles, int x, int y) {
  return in_tile_array(x, y) ? tiles[static_cast<std::size_t>(spot(x, y))] : std::uint8_t{0};
}

// What a door tile shows: its opening (0 shut .. 0xFFFF open) and its page across a y boundary
// (+ 1 across an x boundary), as ColumnCaster's door_position and door_page.
std::uint16_t door_opening(const Scene& scene, std::uint8_t tile) {
  return scene.motion.door_opening(static_cast<std::size_t>(tile & 0x7F));
}
int door_page(const Scene& scene, std::uint8_t tile) {
  const auto door = static_cast<std::size_t>(tile & 0x7F);
  const int page = door < scene.level.doors.size() ? scene.level.doors[door].page : 0;
  return scene.textures.door_wall + page;
}

// A ray's first crossing: the engine enters its loop of x crossings with the check of its top
// (the corner rule, then whether a y crossing comes first).
RayPosition first_position(const RayStart& ray) {
  RayPosition position{ray.x_tile,
                       ray.y_tile,
                       ray.x_intercept,
                       ray.y_intercept,
                       tile_of(ray.x_intercept),
                       tile_of(ray.y_intercept)};
  if (at_corner(position.x_tile, ray.x_tile_step, position.x_int_tile, position.y_tile,
                ray.y_tile_step, position.y_int_tile)) {
    position.y_int_tile = position.y_tile;
  }
  position.vertical_run =
      !other_crossing_first(position.y_int_tile, position.y_tile, ray.y_tile_step);
  return position;
}

// The post of a ray, from `position` on, that crosses empty tiles and open parts of doors to a
// wall or a door, or false when it meets anything else first.
//
// The ray runs as the engine's two loops do: a run of x crossings while they come first, then a
// run of y crossings, and so on. A run's first crossing is taken without the check that ended
// the other run (the engine jumps into the other loop past its check). Every crossing moves
// x_tile or y_tile one tile on and the border checks end the ray once either leaves the grid, so
// no crossing count is needed: a ray makes at most 130 crossings, inside ColumnCaster's bound.
bool follow_ray(const Scene& scene, const Projection& projection, const Eye& eye,
                const RayStart& ray, RayPosition position, WallPost& post, SeenTiles& seen) {
  const TileMap& tiles = scene.level.tiles;
  const int x_tile_step = ray.x_tile_step;
  const int y_tile_step = ray.y_tile_step;
  const std::int32_t x_step = ray.x_step;
  const std::int32_t y_step = ray.y_step;
  int x_tile = position.x_tile;
  int y_tile = position.y_tile;
  std::int32_t x_intercept = position.x_intercept;
  std::int32_t y_intercept = position.y_intercept;
  int x_int_tile = position.x_int_tile;
  int y_int_tile = position.y_int_tile;
  const auto corner = [&] {
    return at_corner(x_tile, x_tile_step, x_int_tile, y_tile, y_tile_step, y_int_tile);
  };
  // The checks at the top of the engine's loops: the corner rule, then whether the other kind of
  // crossing comes first.
  const auto y_crossing_first = [&] {
    if (corner()) y_int_tile = y_tile;
    return other_crossing_first(y_int_tile, y_tile, y_tile_step);
  };
  const auto x_crossing_first = [&] {
    if (corner()) x_int_tile = x_tile;
    return other_crossing_first(x_int_tile, x_tile, x_tile_step);
  };
  bool vertical_run = position.vertical_run;
  for (;;) {
    if (vertical_run) {
      do {
        const int row = y_int_tile;
        if (y_intercept < 0 || y_intercept >= kGridExtent || x_tile < 0 || x_tile >= kGridSide ||
            row < 0 || row >= kGridSide) {
          return false;
        }
        const std::uint8_t tile = tiles[static_cast<std::size_t>(spot(x_tile, row))];
        if (tile != 0) {
          if ((tile & kDoorTile) != 0) {
            // The door plane halfway into the tile (vertical_crossing, hit_door)
            const std::int32_t halfway = y_intercept + (y_step >> 1);
            const std::uint16_t opening = door_opening(scene, tile);
            if (door_stops(halfway, row, opening)) {
              post = {projection.height_at(depth_of(eye, (x_tile << 16) | kHalfTile, halfway)),
                      door_page(scene, tile) + 1, texel_offset(halfway - opening) >> 6};
              return true;
            }
          } else if (tile == kPushwallTile) {
            return false;
          } else {
            // hit_vertical_wall
            int texture = texel_offset(y_intercept);
            x_intercept = x_tile << 16;
            if (x_tile_step == -1) {
              texture = kTextureMask - texture;
              x_intercept += kTileGlobal;
            }
            int page = dark_page(tile);
            if ((tile & kDoorFrameFlag) != 0) {
              const bool from_door = (tile_at(tiles, x_tile - x_tile_step, row) & kDoorTile) != 0;
              page = from_door ? scene.textures.door_wall + kDoorFrameVertical
                               : dark_page(tile & ~kDoorFrameFlag);
            }
            post = {projection.height_at(depth_of(eye, x_intercept, y_intercept)), page,
                    texture >> 6};
            return true;
          }
        }
        seen[static_cast<std::size_t>(spot(x_tile, row))] = 1;
        x_tile += x_tile_step;
        y_intercept += y_step;
        y_int_tile = tile_of(y_intercept);
      } while (!y_crossing_first());
    } else {
      do {
        const int col = x_int_tile;
        if (x_intercept < 0 || x_intercept >= kGridExtent || y_tile < 0 || y_tile >= kGridSide ||
            col < 0 || col >= kGridSide) {
          return false;
        }
        const std::uint8_t tile = tiles[static_cast<std::size_t>(spot(col, y_tile))];
        if (tile != 0) {
          if ((tile & kDoorTile) != 0) {
            const std::int32_t halfway = x_intercept + (x_step >> 1);
            const std::uint16_t opening = door_opening(scene, tile);
            if (door_stops(halfway, col, opening)) {
              post = {projection.height_at(depth_of(eye, halfway, (y_tile << 16) | kHalfTile)),
                      door_page(scene, tile), texel_offset(halfway - opening) >> 6};
              return true;
            }
          } else if (tile == kPushwallTile) {
            return false;
          } else {
            // hit_horizontal_wall
            int texture = texel_offset(x_intercept);
            y_intercept = y_tile << 16;
            if (y_tile_step == -1) {
              y_intercept += kTileGlobal;
            } else {
              texture = kTextureMask - texture;
            }
            int page = light_page(tile);
            if ((tile & kDoorFrameFlag) != 0) {
              const bool from_door = (tile_at(tiles, col, y_tile - y_tile_step) & kDoorTile) != 0;
              page = from_door ? scene.textures.door_wall + kDoorFrameHorizontal
                               : light_page(tile & ~kDoorFrameFlag);
            }
            post = {projection.height_at(depth_of(eye, x_intercept, y_intercept)), page,
                    texture >> 6};
            return true;
          }
        }
        seen[static_cast<std::size_t>(spot(col, y_tile))] = 1;
        y_tile += y_tile_step;
        x_intercept += x_step;
        x_int_tile = tile_of(x_intercept);
      } while (!x_crossing_first());
    }
    vertical_run = !vertical_run;
  }
}

}  // namespace

RayStepping FastWallPass::supported(RayStepping stepping) {
  if (stepping == RayStepping::lanes_avx512vl && !lane_set_supported(LaneSet::avx512vl)) {
    stepping = RayStepping::lanes_avx2;
  }
  if (stepping == RayStepping::lanes_avx2 && !lane_set_supported(LaneSet::avx2)) {
    stepping = RayStepping::one_by_one;
  }
  return stepping;
}

void FastWallPass::cast(const Scene& scene, const Projection& projection, const Eye& eye,
                        std::vector<WallPost>& posts, SeenTiles& seen) {
  if (scene.motion.pushwall) {
    cast_walls(scene, projection, eye, posts, seen);
    return;
  }
  posts.resize(static_cast<std::size_t>(projection.width));
  handed_over_.clear();
  if (stepping_ != RayStepping::one_by_one) {
    follow_in_lanes(scene, projection, eye, posts, seen);
  } else {
    for (int column = 0; column < projection.width; ++column) {
      const RayStart ray = start_ray(projection, eye, column);
      if (!follow_ray(scene, projection, eye, ray, first_position(ray),
                      posts[static_cast<std::size_t>(column)], seen)) {
        handed_over_.push_back(column);
      }
    }
  }
  cast_columns(scene, projection, eye, handed_over_, posts, seen);
}

void FastWallPass::follow_in_lanes(const Scene& scene, const Projection& projection, const Eye& eye,
                                   std::vector<WallPost>& posts, SeenTiles& seen) {
  lane_scene_.fill(scene);
  lanes_.cast(lane_scene_, projection, eye, posts, stops_, seen);
  // The rays that met a pushwall or the grid's edge go on from where their lane stopped.
  for (const LaneStop& stop : stops_) {
    if (!follow_ray(scene, projection, eye, stop.ray, stop.position,
                    posts[static_cast<std::size_t>(stop.column)], seen)) {
      handed_over_.push_back(stop.column);
    }
  }
}

}  // namespace wolfsuite::raycaster
