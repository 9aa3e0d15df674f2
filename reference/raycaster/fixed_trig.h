#pragma once
// Sine and cosine of the engine's fine angles in 16.16 fixed point, computed with integers only.
//
// The original engine builds its sine and tangent tables with floating point at start-up; a
// reference that must give the same bytes on every machine and compiler cannot, because libm's sin
// is not correctly rounded everywhere. We compute the same quantity, sin(2 pi k / 3600) rounded to
// the nearest 1/65536, from a Taylor series in 60-bit fixed point (error far below 2^-16).
#include <cstdint>

namespace wolfsuite::raycaster {

// A full turn in fine angles (the engine's FINEANGLES): tenths of a degree.
inline constexpr int kFineAngles = 3600;
inline constexpr std::int64_t kFixedOne = 1 << 16;  // 1.0 in 16.16

// Any integer angle; it is reduced modulo kFineAngles first. Results lie in [-65536, 65536].
std::int32_t fine_sin(int angle);
std::int32_t fine_cos(int angle);

}  // namespace wolfsuite::raycaster
