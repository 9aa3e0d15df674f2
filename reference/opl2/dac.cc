#include "reference/opl2/dac.h"

#include <algorithm>
#include <bit>

namespace wolfsuite::opl2 {

std::int16_t ym3014(std::int32_t sum) {
  const std::int32_t value = std::clamp(sum, -32768, 32767);
  // Magnitude bits below the sign: a negative value counts its leading ones.
  const auto magnitude = static_cast<std::uint32_t>(value < 0 ? ~value : value);
  const int width = std::bit_width(magnitude);  // 0..15
  const int dropped = std::max(width - 9, 0);
  return static_cast<std::int16_t>(value >> dropped << dropped);
}

}  // namespace wolfsuite::opl2
