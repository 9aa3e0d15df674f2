#pragma once
// The view and how the world projects onto a view window, with the engine's constants and its
// integer arithmetic (16.16 fixed point, tile units, x east, y south).
//
//   quantity          engine rule
//   eye               FOCALLENGTH (0x5700) behind the player's position along the view direction
//   centre column     width / 2 - 1 (the two middle columns both cast the centre ray)
//   centre row        height / 2
//   scale             (width / 2) * (FOCALLENGTH + MINDIST) / 0x8000, truncated (218 at 320)
//   heightnumerator   (0x10000 * scale) >> 6
//   height of a wall  heightnumerator / (depth >> 8) with depth clamped to MINDIST (0x5800): in
//   or an object      eighths of a pixel; half the drawn height in pixels is height >> 3
//   fixed multiply    (a * b + 0x8000) >> 16 in 64 bits (the engine's FixedMul)
//
// The player's angle is in whole degrees (0 east, counter-clockwise); rays use fine angles
// (engine_tables.h).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "reference/raycaster/engine_tables.h"

namespace wolfsuite::raycaster {

inline constexpr std::int32_t kFocalLength = 0x5700;
inline constexpr std::int32_t kMinDistance = 0x5800;
inline constexpr std::int32_t kTileGlobal = 1 << 16;
// Actors are pulled this far towards the viewer so their midpoint cannot sink into a wall
// (ACTORSIZE); static objects half as far (the engine's 0x2000 in TransformTile).
inline constexpr std::int32_t kActorSize = 0x4000;
inline constexpr std::int32_t kStaticSize = 0x2000;
// The largest view side we render (twice 4K): bounds every loop and product below.
inline constexpr int kMaxFrameSide = 8192;

inline std::int32_t fixed_mul(std::int32_t a, std::int32_t b) {
  return static_cast<std::int32_t>((std::int64_t{a} * b + 0x8000) >> 16);
}

// The engine's player stands on its 64 x 64 map; make_eye clamps a position to -64..128 tiles so
// that nothing outside that overflows (views off the map are drawn deterministically: every ray
// starts off the grid and ends on its border).
inline constexpr std::int32_t kMinViewPosition = -(64 << 16);
inline constexpr std::int32_t kMaxViewPosition = 128 << 16;

struct View {
  std::int32_t x = 0;  // the player's position, 16.16 tiles
  std::int32_t y = 0;
  int angle = 0;  // whole degrees, any integer (reduced modulo 360)
};

// What depends on the view window's size only.
struct Projection {
  int width = 0;
  int height = 0;
  int center_x = 0;
  int center_y = 0;
  std::int32_t scale = 0;
  std::int32_t height_numerator = 0;
  std::vector<std::int16_t> pixel_angle;  // per column, fine angles off the view direction

  // Projected height in eighths of a pixel of something at `depth` (16.16, clamped to MINDIST).
  int height_at(std::int32_t depth) const {
    return height_numerator / (std::max(depth, kMinDistance) >> 8);
  }
};

// Width and height are clamped to 1..kMaxFrameSide.
Projection make_projection(int width, int height);

// What depends on the view: the engine's viewx/viewy (the eye), its sine and cosine, and where
// the eye sits inside its tile.
struct Eye {
  int angle = 0;      // 0..359
  int mid_angle = 0;  // angle * 10, fine
  std::int32_t sin = 0;
  std::int32_t cos = 0;
  std::int32_t x = 0;
  std::int32_t y = 0;
  int tile_x = 0;  // the eye's tile (focaltx, focalty)
  int tile_y = 0;
  int player_tile_x = 0;  // the player's tile (the eye sits behind it)
  int player_tile_y = 0;
  std::int32_t x_partial_up = 0;    // distance to the tile's east edge
  std::int32_t x_partial_down = 0;  // distance from its west edge
  std::int32_t y_partial_up = 0;    // to its south edge
  std::int32_t y_partial_down = 0;  // from its north edge
};

Eye make_eye(const View& view);

// Depth (along the view direction) and lateral offset (to the right) of a point, as the engine's
// CalcHeight and TransformActor compute them.
inline std::int32_t depth_of(const Eye& eye, std::int32_t x, std::int32_t y) {
  return fixed_mul(x - eye.x, eye.cos) - fixed_mul(y - eye.y, eye.sin);
}
inline std::int32_t lateral_of(const Eye& eye, std::int32_t x, std::int32_t y) {
  return fixed_mul(y - eye.y, eye.cos) + fixed_mul(x - eye.x, eye.sin);
}

}  // namespace wolfsuite::raycaster
