#include "reference/raycaster/projection.h"

#include <algorithm>

#include "reference/raycaster/fixed_trig.h"

namespace wolfsuite::raycaster {

Ray Projection::ray(int column) const {
  const std::int64_t offset =
      floor_div((2 * std::int64_t{column} + 1 - width) * kHalfScreenSpan, width);
  return {(dir_x * kFaceDistance + right_x * offset) >> 16,
          (dir_y * kFaceDistance + right_y * offset) >> 16};
}

std::int64_t Projection::depth(std::int64_t dx, std::int64_t dy) const {
  return (dx * dir_x + dy * dir_y) >> 16;
}

std::int64_t Projection::lateral(std::int64_t dx, std::int64_t dy) const {
  return (dx * right_x + dy * right_y) >> 16;
}

int Projection::half_height(std::int64_t distance) const {
  return static_cast<int>(scale / (2 * std::max(distance, kMinDistance)));
}

Projection make_projection(int width, int height, const View& view) {
  Projection projection;
  projection.width = std::clamp(width, 1, kMaxFrameSide);
  projection.height = std::clamp(height, 1, kMaxFrameSide);
  projection.center_x = projection.width / 2;
  projection.center_y = projection.height / 2;
  int angle = view.angle % kFineAngles;
  if (angle < 0) angle += kFineAngles;
  projection.view_degrees = angle / 10;
  // y grows south, so the direction of angle a is (cos a, -sin a); its right is (sin a, cos a).
  projection.dir_x = fine_cos(angle);
  projection.dir_y = -fine_sin(angle);
  projection.right_x = fine_sin(angle);
  projection.right_y = fine_cos(angle);
  const std::int64_t x = std::clamp(view.x, kMinViewPosition, kMaxViewPosition);
  const std::int64_t y = std::clamp(view.y, kMinViewPosition, kMaxViewPosition);
  projection.eye_x = x - ((kFocalLength * projection.dir_x) >> 16);
  projection.eye_y = y - ((kFocalLength * projection.dir_y) >> 16);
  projection.scale = std::int64_t{projection.width} * kFaceDistance;
  return projection;
}

}  // namespace wolfsuite::raycaster
