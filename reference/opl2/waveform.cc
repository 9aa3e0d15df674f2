#include "reference/opl2/waveform.h"

#include "reference/opl2/tables.h"

namespace wolfsuite::opl2 {
namespace {

// The sine over the whole period: the quarter ROM read forward, then backward, then the same
// negated.
LogLevel sine(std::uint32_t phase) {
  const std::uint32_t quarter_index = (phase & 0x100) != 0 ? ~phase & 0xff : phase & 0xff;
  return {kLogSine[quarter_index], (phase & 0x200) != 0};
}

constexpr LogLevel kSilent = {2137, false};  // kLogSine[0], see waveform.h

}  // namespace

LogLevel waveform_level(int waveform, std::uint32_t phase) {
  const LogLevel level = sine(phase);
  switch (waveform & 3) {
    case 0:
      return level;
    case 1:
      return (phase & 0x200) != 0 ? kSilent : level;
    case 2:
      return {level.attenuation, false};
    default:
      return (phase & 0x100) != 0 ? kSilent : LogLevel{level.attenuation, false};
  }
}

std::int32_t linear_level(std::uint32_t attenuation) {
  const std::uint32_t whole = attenuation >> 8;
  if (whole >= 16) return 0;
  const std::int32_t mantissa = (1024 + kExponent[255 - (attenuation & 0xff)]) << 2;
  return mantissa >> whole;
}

std::int32_t operator_output(int waveform, std::uint32_t phase, std::uint32_t envelope) {
  const LogLevel level = waveform_level(waveform, phase);
  const std::int32_t magnitude = linear_level(level.attenuation + (envelope << 2));
  return level.negative ? -magnitude : magnitude;
}

}  // namespace wolfsuite::opl2
