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

namespace wolfsuite::opl2 {

struct Lfo {
  std::uint16_t tremolo_count = 0;
  std::uint16_t vibrato_count = 0;
  std::uint32_t noise = 1;
  // Outputs of the last step.
  std::uint32_t tremolo = 0;  // envelope steps
  int vibrato = 0;            // kVibratoEighths scaled for depth

  void step(bool tremolo_deep, bool vibrato_deep);
  int noise_bit() const { return static_cast<int>(noise >> 23 & 1); }
};

}  // namespace wolfsuite::opl2
