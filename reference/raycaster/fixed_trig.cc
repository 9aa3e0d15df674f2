#include "reference/raycaster/fixed_trig.h"

#include <array>

namespace wolfsuite::raycaster {
namespace {

__extension__ typedef __int128 Wide;  // products of two 60-bit fixed-point values
constexpr int kFractionBits = 60;
// pi / 2 in 60-bit fixed point, rounded to nearest.
constexpr std::int64_t kHalfPi = 1811004864519280711;
constexpr int kQuarterTurn = kFineAngles / 4;

// sin(x) for x in [0, pi/2], both in 60-bit fixed point: x - x^3/3! + x^5/5! - ...
std::int64_t series_sin(std::int64_t x) {
  const auto x_squared = static_cast<std::int64_t>((Wide{x} * x) >> kFractionBits);
  std::int64_t term = x;
  std::int64_t sum = x;
  for (std::int64_t n = 1; term != 0; ++n) {
    term = static_cast<std::int64_t>((Wide{term} * x_squared) >> kFractionBits);
    term /= (2 * n) * (2 * n + 1);
    sum += (n % 2 == 1) ? -term : term;
  }
  return sum;
}

// sin of 0 .. 90 degrees in steps of a fine angle, in 16.16.
std::array<std::int32_t, kQuarterTurn + 1> quarter_sine_table() {
  std::array<std::int32_t, kQuarterTurn + 1> table{};
  for (int k = 0; k <= kQuarterTurn; ++k) {
    const auto x = static_cast<std::int64_t>(Wide{kHalfPi} * k / kQuarterTurn);
    const std::int64_t rounding = std::int64_t{1} << (kFractionBits - 17);
    table[static_cast<std::size_t>(k)] =
        static_cast<std::int32_t>((series_sin(x) + rounding) >> (kFractionBits - 16));
  }
  return table;
}

}  // namespace

std::int32_t fine_sin(int angle) {
  static const std::array<std::int32_t, kQuarterTurn + 1> table = quarter_sine_table();
  int reduced = angle % kFineAngles;
  if (reduced < 0) reduced += kFineAngles;
  const int quadrant = reduced / kQuarterTurn;
  const int within = reduced % kQuarterTurn;
  switch (quadrant) {
    case 0:
      return table[static_cast<std::size_t>(within)];
    case 1:
      return table[static_cast<std::size_t>(kQuarterTurn - within)];
    case 2:
      return -table[static_cast<std::size_t>(within)];
    default:
      return -table[static_cast<std::size_t>(kQuarterTurn - within)];
  }
}

std::int32_t fine_cos(int angle) { return fine_sin(angle % kFineAngles + kQuarterTurn); }

}  // namespace wolfsuite::raycaster
