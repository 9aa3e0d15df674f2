#pragma once
// The YM3014 DAC behind the YM3812: the chip sends each sample as a 10-bit mantissa (sign and 9
// bits) and a 3-bit exponent, so a value keeps only its 10 most significant bits: below 512 in
// magnitude it is exact, each doubling past that drops one more low bit (rounding toward minus
// infinity), up to 6 bits dropped from 16384. Sums beyond 16 bits saturate first.
#include <cstdint>

namespace wolfsuite::opl2 {

std::int16_t ym3014(std::int32_t sum);

}  // namespace wolfsuite::opl2
