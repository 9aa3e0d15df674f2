#pragma once
// The engine's wall pass: one ray per view column, cast at the column's table angle
// (mid angle + pixel angle, engine_tables.h) and stepped through the tile map with the engine's
// fine tangents, boundary by boundary, until it meets something.
//
//   step            rule
//   start           from the eye's tile; the first crossings are the eye's distances to its
//                   tile's edges times the tangents (fixed_mul); x boundaries ("vertical") and
//                   y boundaries ("horizontal") alternate by which comes first: a vertical
//                   crossing yields to the horizontal one when the ray's y there has reached the
//                   next row (ties go to the horizontal crossing going south, to the vertical one
//                   going north; likewise x)
//   wall tile       hit on the crossed boundary; texel column from the intercept's bits 10..15,
//                   mirrored on a vertical crossing running west and on a horizontal crossing
//                   running south, so every face reads left to right
//   door tile       the door plane halfway into the tile: the ray hits it when half a step stays
//                   in the same row (column) and its position there is not below the door's
//                   opening, and never when the door is fully open; texture slid by the opening.
//                   Any door tile is a door across the crossing that meets it, whatever its
//                   orientation (W-MAP-DOOR-UNFRAMED)
//   pushwall tile   (64) the block offset by its progress, met on its front face, its side faces
//                   or its back, with the engine's comparisons, including from inside its tile
//   off the map     a tile (x, y) off the 64 x 64 grid is read where the engine reads it,
//                   byte x * 64 + y of the tile map (in_tile_array): the row north of row 0 is
//                   the previous column's row 63. A read outside the array, which the engine
//                   leaves undefined, is a post with no texture (kMissingTexture): the suite's
//                   convention, which reads_outside_tile_array finds
//   wall corner     before a crossing is checked: when it and the other kind's next crossing
//                   each lie one tile back from where the tile steps put them (rounding has sent
//                   the ray through a corner), the crossing's row (column) becomes the tile ahead,
//                   so the other crossing goes first; the moved row (column) is the one the
//                   tile, door and door-frame checks use until the ray moves on (README.md
//                   "Corners")
//   passed tiles    marked seen (the engine's spotvis), the only ones whose objects are drawn
//
// Wall heights are the engine's: heightnumerator / (depth >> 8), the depth of the hit along the
// view direction clamped to MINDIST, computed for every column on its own (the engine's frames
// show no height shared between neighbouring columns of a post).
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "reference/raycaster/engine_tables.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::raycaster {

inline constexpr int kMissingTexture = -1;

struct WallPost {
  int height = 0;              // eighths of a pixel (the engine's wallheight)
  int page = kMissingTexture;  // index into Textures::walls
  int texel_column = 0;        // 0..63
  friend bool operator==(const WallPost&, const WallPost&) = default;
};

using SeenTiles = std::array<std::uint8_t, kGridTiles>;  // [x][y], like the tile map

// Casts every column of the view: posts.size() becomes projection.width; `seen` gets the tiles
// the rays passed (it is not cleared first).
void cast_walls(const Scene& scene, const Projection& projection, const Eye& eye,
                std::vector<WallPost>& posts, SeenTiles& seen);

// Casts only `columns` of the view into their posts (posts.size() is the view width already):
// the fast wall pass (fast_ray_cast.h) hands over the rays it does not follow itself.
void cast_columns(const Scene& scene, const Projection& projection, const Eye& eye,
                  std::span<const int> columns, std::vector<WallPost>& posts, SeenTiles& seen);

// Did a ray of these posts end outside the tile array (the "off the map" rule above)? Such a view
// shows the suite's convention, not the engine's behaviour.
bool reads_outside_tile_array(std::span<const WallPost> posts);

// Where the ray of a view column starts: its steps from tile to tile, its per-tile steps along
// the other axis (from the fine tangent table) and its first intercepts, from the eye's distances
// to the edges of its tile it leaves through.
struct RayStart {
  int x_tile_step = 0;  // +1 east, -1 west
  int y_tile_step = 0;  // +1 south, -1 north
  std::int32_t x_step = 0;  // x advance per y boundary, 16.16
  std::int32_t y_step = 0;  // y advance per x boundary
  int x_tile = 0;           // the first tiles across each kind of boundary
  int y_tile = 0;
  std::int32_t x_intercept = 0;  // x where the ray crosses the first y boundary
  std::int32_t y_intercept = 0;  // y where it crosses the first x boundary
};
// Inline: both wall passes call it once a column.
inline RayStart start_ray(const Projection& projection, const Eye& eye, int column) {
  const std::array<std::int32_t, kQuarterFine>& tangent = fine_tangents();
  // The view angle is in one turn and a pixel angle less than a quarter: one correction brings
  // the ray's angle into 0..3599, so every index below is in 0..899.
  int angle = eye.mid_angle + projection.pixel_angle[static_cast<std::size_t>(column)];
  if (angle < 0) angle += kFineAngles;
  if (angle >= kFineAngles) angle -= kFineAngles;
  const auto at = [](int index) { return static_cast<std::size_t>(index); };
  RayStart ray;
  std::int32_t x_partial = 0;
  std::int32_t y_partial = 0;
  // Quadrants of the fine angle: the tile steps, the per-tile steps from the tangent table, and
  // the eye's distances to the edges the ray leaves through.
  if (angle < kQuarterFine) {
    ray.x_tile_step = 1;
    ray.y_tile_step = -1;
    ray.x_step = tangent[at(kQuarterFine - 1 - angle)];
    ray.y_step = -tangent[at(angle)];
    x_partial = eye.x_partial_up;
    y_partial = eye.y_partial_down;
  } else if (angle < 2 * kQuarterFine) {
    ray.x_tile_step = -1;
    ray.y_tile_step = -1;
    ray.x_step = -tangent[at(angle - kQuarterFine)];
    ray.y_step = -tangent[at(2 * kQuarterFine - 1 - angle)];
    x_partial = eye.x_partial_down;
    y_partial = eye.y_partial_down;
  } else if (angle < 3 * kQuarterFine) {
    ray.x_tile_step = -1;
    ray.y_tile_step = 1;
    ray.x_step = -tangent[at(3 * kQuarterFine - 1 - angle)];
    ray.y_step = tangent[at(angle - 2 * kQuarterFine)];
    x_partial = eye.x_partial_down;
    y_partial = eye.y_partial_up;
  } else {
    ray.x_tile_step = 1;
    ray.y_tile_step = 1;
    ray.x_step = tangent[at(angle - 3 * kQuarterFine)];
    ray.y_step = tangent[at(kFineAngles - 1 - angle)];
    x_partial = eye.x_partial_up;
    y_partial = eye.y_partial_up;
  }
  ray.y_intercept = fixed_mul(ray.y_step, x_partial) + eye.y;
  ray.x_intercept = fixed_mul(ray.x_step, y_partial) + eye.x;
  ray.x_tile = eye.tile_x + ray.x_tile_step;
  ray.y_tile = eye.tile_y + ray.y_tile_step;
  return ray;
}

// The rules both wall passes follow (ColumnCaster in ray_cast.cc, fast_ray_cast.cc), in one place.
inline constexpr std::int32_t kGridExtent = kGridSide << 16;  // the grid's edge, 16.16
inline constexpr std::int32_t kHalfTile = 1 << 15;
inline constexpr int kTextureShift = 4;              // TEXTUREFROMFIXEDSHIFT: 16.16 -> texel * 64
inline constexpr std::int32_t kTextureMask = 0xFC0;  // 63 * 64: texel column * 64
// Door pages beside door_wall: normal 0, locked 6, elevator 4; + 1 across a vertical crossing.
inline constexpr int kDoorFrameHorizontal = 2;
inline constexpr int kDoorFrameVertical = 3;

inline int tile_of(std::int32_t fixed) { return fixed >> 16; }
// Texel column * 64 of a 16.16 position along a face.
inline int texel_offset(std::int32_t along) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(along) >> kTextureShift) &
         kTextureMask;
}

// The check at the top of each of the engine's loops: the crossing into the tile row (column)
// `int_tile` yields to the other kind's crossing into `tile` once it has reached it.
inline bool other_crossing_first(int int_tile, int tile, int tile_step) {
  return tile_step == -1 ? int_tile <= tile : int_tile >= tile;
}
// The engine's corner rule, checked before that: where the crossing about to be checked and the
// other kind's next crossing each lie one tile back from where the tile steps put them,
// fixed-point rounding has put the ray through a corner, and the engine counts the crossing in
// the tile ahead (README.md "Corners").
inline bool at_corner(int x_tile, int x_tile_step, int x_int_tile, int y_tile, int y_tile_step,
                      int y_int_tile) {
  return x_tile - x_tile_step == x_int_tile && y_tile - y_tile_step == y_int_tile;
}
// The door plane halfway into the tile `tile` stops the ray where the half step stays in the
// tile (else the doorway's side is met first) and the door is not open past that point; a door
// standing fully open passes every ray (the engine's dr_open, whatever the half step's bits).
inline bool door_stops(std::int32_t halfway, int tile, std::uint16_t opening) {
  return opening != kDoorFullyOpen && tile_of(halfway) == tile &&
         static_cast<std::uint16_t>(halfway) >= opening;
}

// vertwall / horizwall: the light page of wall byte b is (b - 1) * 2, the dark one + 1; byte 0
// (reachable only through the 0x40 flag) reads the engine's untouched entry 0.
inline int light_page(int wall) { return wall == 0 ? 0 : (wall - 1) * 2; }
inline int dark_page(int wall) { return wall == 0 ? 0 : (wall - 1) * 2 + 1; }

// The texels of a wall page, column after column, or nullptr when its texture is missing.
inline const std::uint8_t* wall_texels(const Textures& textures, int page) {
  if (page < 0 || static_cast<std::size_t>(page) >= textures.walls.size()) return nullptr;
  const std::optional<WallTexture>& texture = textures.walls[static_cast<std::size_t>(page)];
  return texture ? texture->data() : nullptr;
}

// The 64 bytes of a post's texel column, or nullptr when its texture is missing.
inline const std::uint8_t* texture_column(const Textures& textures, const WallPost& post) {
  const std::uint8_t* texels = wall_texels(textures, post.page);
  return texels != nullptr ? texels + post.texel_column * kWallSide : nullptr;
}

}  // namespace wolfsuite::raycaster
