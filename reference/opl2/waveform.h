#pragma once
// From phase to signed level: the four OPL2 waveforms read the log-sine ROM, the envelope's
// attenuation is added in the log domain, and the exponent ROM turns the sum back into a linear
// level of 13 bits plus sign.
//
//   waveform  name        first half of the period    second half
//   0         sine        +sin                        -sin
//   1         half sine   +sin                        silent
//   2         abs sine    +sin                        +sin
//   3         pulse sine  +sin rising quarter, then silent, the same again
//
// "Silent" is ymfm's reading, which the reference PCM carries: the ROM's entry 0 (the smallest
// sine step, attenuation 2137) with a positive sign, so a full-level "silent" quarter still
// outputs +25. (The die has a true zero there.)
#include <cstdint>

namespace wolfsuite::opl2 {

struct LogLevel {
  std::uint32_t attenuation = 0;  // 4.8 fixed point, in factors of 2
  bool negative = false;
};

// `phase` is the 10-bit position in the period (higher bits ignored).
LogLevel waveform_level(int waveform, std::uint32_t phase);

// (1024 + kExponent[255 - fraction]) * 4 >> whole: 8168 at attenuation 0, 0 from 13 factors of 2.
std::int32_t linear_level(std::uint32_t attenuation);

// One operator's output: the waveform at `phase` attenuated by `envelope` (10-bit envelope steps,
// 1/64 of a factor of 2 each, 0.09375 dB), signed.
std::int32_t operator_output(int waveform, std::uint32_t phase, std::uint32_t envelope);

}  // namespace wolfsuite::opl2
