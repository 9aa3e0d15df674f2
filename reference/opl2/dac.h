#pragma once
// The YM3014 DAC behind the YM3812: the chip sends each sample as a 10-bit mantissa (sign and 9
// bits) and a 3-bit exponent, so a value keeps only its 10 most significant bits: below 512 in
// magnitude it is exact, each doubling past that drops one more low bit (rounding toward minus
// infinity), up to 6 bits dropped from 16384. Sums beyond 16 bits saturate first.
#include <algorithm>
#include <bit>
#include <cstdint>

namespace wolfsuite::opl2 {

inline std::int16_t ym3014(std::int32_t sum) {
  const std::int32_t value = std::clamp(sum, -32768, 32767);
  // Magnitude bits below the sign: a negative value counts its leading ones.
  const auto magnitude = static_cast<std::uint32_t>(value < 0 ? ~value : value);
  const int width = std::bit_width(magnitude);  // 0..15
  const int dropped = std::max(width - 9, 0);
  return static_cast<std::int16_t>(value >> dropped << dropped);
}

}  // namespace wolfsuite::opl2
