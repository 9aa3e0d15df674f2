#pragma once
// The view and how the world projects onto a width x height framebuffer, with the engine's
// constants: the eye sits FOCALLENGTH (0x5700) behind the player's position, the screen plane
// MINDIST (0x5800) in front of that, walls nearer than MINDIST draw as if at MINDIST, and the
// screen's width spans 1.0 tile at the distance FOCALLENGTH + MINDIST (about 72 degrees).
//
// Where we differ from the engine (reference/raycaster/README.md "Differences"): the engine casts
// the ray of a column at a precomputed angle (pixelangle, finetangent: floating-point tables of a
// 0.1 degree step, built for one view width); we cast along the exact direction through the
// column's centre, dir * (FOCALLENGTH + MINDIST) + right * lateral offset, all integers. That is
// the same ray up to the table's rounding, and it works at every width.
//
// Units: positions and distances are 16.16 fixed-point tiles (x east, y south), angles fine
// angles (tenths of a degree, 0 east, counter-clockwise).
#include <cstdint>

namespace wolfsuite::raycaster {

inline constexpr std::int64_t kFocalLength = 0x5700;
inline constexpr std::int64_t kMinDistance = 0x5800;
inline constexpr std::int64_t kFaceDistance = kFocalLength + kMinDistance;
inline constexpr std::int64_t kHalfScreenSpan = 0x8000;  // half a tile of lateral offset
// Sprites are pulled this much towards the viewer so their midpoint cannot sink into a wall
// (the engine's ACTORSIZE).
inline constexpr std::int64_t kActorSize = 0x4000;
// View positions are clamped to -64..128 tiles: every product of positions below stays far
// inside 64 bits, and nothing outside the grid is worth more room.
inline constexpr std::int64_t kMinViewPosition = -(std::int64_t{64} << 16);
inline constexpr std::int64_t kMaxViewPosition = std::int64_t{128} << 16;
// The largest framebuffer side we render (twice 4K): bounds every loop and product below.
inline constexpr int kMaxFrameSide = 8192;

struct View {
  std::int64_t x = 0;  // the player's position, 16.16 tiles
  std::int64_t y = 0;
  int angle = 0;       // fine angle, any integer (reduced modulo 3600)
};

struct Ray {
  std::int64_t dx = 0;  // 16.16 direction (not normalised)
  std::int64_t dy = 0;
};

struct Projection {
  int width = 0;
  int height = 0;
  int center_x = 0;
  int center_y = 0;
  int view_degrees = 0;  // the view angle in whole degrees 0..359, for sprite rotations
  std::int64_t eye_x = 0;
  std::int64_t eye_y = 0;
  std::int64_t dir_x = 0;  // unit view direction, 16.16
  std::int64_t dir_y = 0;
  std::int64_t right_x = 0;  // unit direction to the screen's right, 16.16
  std::int64_t right_y = 0;
  // Wall height in pixels at distance d (16.16) is scale / d: width * (FOCALLENGTH + MINDIST),
  // so that square pixels show a tile as wide as it is high.
  std::int64_t scale = 0;

  Ray ray(int column) const;
  // Distance along the view direction of a point relative to the eye (16.16).
  std::int64_t depth(std::int64_t dx, std::int64_t dy) const;
  std::int64_t lateral(std::int64_t dx, std::int64_t dy) const;
  // Half the height in pixels of a wall or sprite at `depth` (clamped to MINDIST); the drawn
  // height is twice this, centred on center_y.
  int half_height(std::int64_t depth) const;
};

// Width and height are clamped to 1..kMaxFrameSide, the position to the view range.
Projection make_projection(int width, int height, const View& view);

// Division rounding towards minus infinity, so that positions left and right of 0 behave alike.
inline std::int64_t floor_div(std::int64_t numerator, std::int64_t denominator) {
  std::int64_t quotient = numerator / denominator;
  if ((numerator % denominator != 0) && ((numerator < 0) != (denominator < 0))) --quotient;
  return quotient;
}

}  // namespace wolfsuite::raycaster
