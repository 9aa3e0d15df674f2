#include "reference/raycaster/engine_tables.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace wolfsuite::raycaster {
namespace {

constexpr double kEnginePi = 3.141592657;  // the engine's PI, not M_PI
constexpr int kQuarterTurn = kAngles / 4;
// The distance from the eye to the screen plane that spans the view, FOCALLENGTH + MINDIST.
constexpr double kFaceDistance = 0x5700 + 0x5800;
constexpr std::int32_t kViewGlobal = 0x10000;

// radtoint: FINEANGLES / 2 / PI divided in double (integers first, then by the double PI) and
// only then rounded to float. Dividing in float instead gives 572.9577637 for 572.9578247, and 21
// of the 900 fine tangents come out one unit off.
float radians_to_fine() { return static_cast<float>(kFineAngles / 2 / kEnginePi); }

std::array<std::int32_t, kAngles> make_sine_table() {
  std::array<std::int32_t, kAngles> table{};
  float angle = 0;
  const auto step = static_cast<float>(kEnginePi / 2 / kQuarterTurn);
  for (int degree = 0; degree < kQuarterTurn; ++degree) {
    // std::sin of a float is the float sine, as in the engine's C++ build.
    const auto value = static_cast<std::int32_t>(kFixedOne * std::sin(angle));
    table[static_cast<std::size_t>(degree)] = value;
    table[static_cast<std::size_t>(kAngles / 2 - degree)] = value;
    table[static_cast<std::size_t>((kAngles - degree) % kAngles)] = -value;
    table[static_cast<std::size_t>(kAngles / 2 + degree)] = -value;
    angle += step;
  }
  table[kQuarterTurn] = kFixedOne;
  table[3 * kQuarterTurn] = -kFixedOne;
  return table;
}

std::array<std::int32_t, kQuarterFine> make_fine_tangents() {
  std::array<std::int32_t, kQuarterFine> table{};
  const double radtoint = radians_to_fine();
  for (int i = 0; i < kQuarterFine / 2; ++i) {
    const double tangent = std::tan((i + 0.5) / radtoint);
    table[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(tangent * kFixedOne);
    table[static_cast<std::size_t>(kQuarterFine - 1 - i)] =
        static_cast<std::int32_t>((1 / tangent) * kFixedOne);
  }
  return table;
}

const std::array<std::int32_t, kAngles>& sine_table() {
  static const std::array<std::int32_t, kAngles> table = make_sine_table();
  return table;
}

}  // namespace

std::int32_t engine_sin(int degrees) {
  int reduced = degrees % kAngles;
  if (reduced < 0) reduced += kAngles;
  return sine_table()[static_cast<std::size_t>(reduced)];
}

std::int32_t engine_cos(int degrees) { return engine_sin(degrees % kAngles + kQuarterTurn); }

const std::array<std::int32_t, kQuarterFine>& fine_tangents() {
  static const std::array<std::int32_t, kQuarterFine> table = make_fine_tangents();
  return table;
}

std::int32_t fine_tangent(int index) {
  return fine_tangents()[static_cast<std::size_t>(std::clamp(index, 0, kQuarterFine - 1))];
}

std::vector<std::int16_t> pixel_angles(int width) {
  std::vector<std::int16_t> angles(static_cast<std::size_t>(std::max(width, 0)), 0);
  const int half = width / 2;
  const float radtoint = radians_to_fine();
  for (int i = 0; i < half; ++i) {
    // The engine divides in integers first, then by the face distance in floating point.
    const double tangent =
        static_cast<double>(std::int64_t{i} * kViewGlobal / width) / kFaceDistance;
    const auto angle = static_cast<float>(std::atan(tangent));
    const auto offset = static_cast<std::int16_t>(static_cast<int>(angle * radtoint));
    angles[static_cast<std::size_t>(half - 1 - i)] = offset;
    angles[static_cast<std::size_t>(half + i)] = static_cast<std::int16_t>(-offset);
  }
  return angles;
}

}  // namespace wolfsuite::raycaster
