#include "reference/opl2/phase.h"

#include "reference/opl2/tables.h"

namespace wolfsuite::opl2 {

std::uint32_t phase_increment(int block_fnumber, int multiple, int vibrato) {
  const int fnumber = block_fnumber & 0x3ff;
  const int block = block_fnumber >> 10 & 7;
  const int adjustment = (vibrato * (fnumber >> 7)) >> 1;  // arithmetic: rounds down
  const auto quarters = static_cast<std::uint32_t>(fnumber * 4 + adjustment) & 0xfff;
  return ((quarters << block) >> 2) * kMultipleHalves[multiple] >> 1;
}

}  // namespace wolfsuite::opl2
