#pragma once
// The chip-wide low-frequency oscillators and the rhythm noise, stepped once a sample before the
// operators.
//
// Tremolo: a counter over kTremoloPeriod samples; the triangle is the count while it is below
// kTremoloRise and (kTremoloPeriod + 63 - count) after, shifted right by 7 (deep) or 9; the value
// (0..52 or 0..13 envelope steps) is what the count was before this sample's step.
// Vibrato: a free-running 16-bit counter whose bits 10-12 pick kVibratoEighths (halved, rounding
// down, at the shallow depth), again from the count before the step.
// Noise: a 23-bit LFSR shifted left once a sample, its new bit 0 the XOR of bits 23, 9, 8 and 1
// (after the shift, seeded with 1); the rhythm drums read bit 23.
#include <cstdint>

#include "reference/opl2/tables.h"

namespace wolfsuite::opl2 {

struct Lfo {
  std::uint16_t tremolo_count = 0;
  std::uint16_t vibrato_count = 0;
  std::uint32_t noise = 1;
  // Outputs of the last step.
  std::uint32_t tremolo = 0;  // envelope steps
  int vibrato = 0;            // kVibratoEighths scaled for depth

  void step(bool tremolo_deep, bool vibrato_deep) {
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
  int noise_bit() const { return static_cast<int>(noise >> 23 & 1); }
};

}  // namespace wolfsuite::opl2
