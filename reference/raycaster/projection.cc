#include "reference/raycaster/projection.h"

#include <algorithm>

namespace wolfsuite::raycaster {

Projection make_projection(int width, int height) {
  Projection projection;
  projection.width = std::clamp(width, 1, kMaxFrameSide);
  projection.height = std::clamp(height, 1, kMaxFrameSide);
  projection.center_x = projection.width / 2 - 1;
  projection.center_y = projection.height / 2;
  projection.scale = static_cast<std::int32_t>(std::int64_t{projection.width / 2} *
                                               (kFocalLength + kMinDistance) / (kTileGlobal / 2));
  projection.height_numerator = (kTileGlobal * projection.scale) >> 6;
  projection.pixel_angle = pixel_angles(projection.width);
  return projection;
}

Eye make_eye(const View& view) {
  Eye eye;
  eye.angle = view.angle % kAngles;
  if (eye.angle < 0) eye.angle += kAngles;
  eye.mid_angle = eye.angle * (kFineAngles / kAngles);
  eye.sin = engine_sin(eye.angle);
  eye.cos = engine_cos(eye.angle);
  // y grows south: the way back from a player facing angle a is (-cos a, +sin a).
  const std::int32_t x = std::clamp(view.x, kMinViewPosition, kMaxViewPosition);
  const std::int32_t y = std::clamp(view.y, kMinViewPosition, kMaxViewPosition);
  eye.x = x - fixed_mul(kFocalLength, eye.cos);
  eye.y = y + fixed_mul(kFocalLength, eye.sin);
  eye.tile_x = eye.x >> 16;
  eye.tile_y = eye.y >> 16;
  eye.player_tile_x = x >> 16;
  eye.player_tile_y = y >> 16;
  eye.x_partial_down = eye.x & (kTileGlobal - 1);
  // The engine measures the way up to the next edge as 0xFFFF - down, one unit short of the
  // edge (engine_frames_test.cc: with the full distance, a column in 800 lands a texel or a
  // height unit off).
  eye.x_partial_up = (kTileGlobal - 1) - eye.x_partial_down;
  eye.y_partial_down = eye.y & (kTileGlobal - 1);
  eye.y_partial_up = (kTileGlobal - 1) - eye.y_partial_down;
  return eye;
}

}  // namespace wolfsuite::raycaster
