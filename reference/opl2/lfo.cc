#include "reference/opl2/lfo.h"

#include "reference/opl2/tables.h"

namespace wolfsuite::opl2 {

void Lfo::step(bool tremolo_deep, bool vibrato_deep) {
  const std::uint32_t shifted = noise << 1;
  noise = shifted | ((shifted >> 23 ^ shifted >> 9 ^ shifted >> 8 ^ shifted >> 1) & 1);

  const std::uint32_t count = tremolo_count;
  tremolo_count = static_cast<std::uint16_t>(count + 1 >= kTremoloPeriod ? 0 : count + 1);
  const std::uint32_t triangle = count < kTremoloRise ? count : kTremoloPeriod + 63 - count;
  tremolo = triangle >> (tremolo_deep ? 7 : 9);

  const int eighth = vibrato_count >> 10 & 7;
  vibrato_count = static_cast<std::uint16_t>(vibrato_count + 1);
  vibrato = kVibratoEighths[eighth] >> (vibrato_deep ? 0 : 1);
}

}  // namespace wolfsuite::opl2
