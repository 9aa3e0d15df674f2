#pragma once
// Resampling the chip's 49716 Hz output to another rate (`wolfsuite play --rate`).
//
// The filter: a windowed-sinc low-pass interpolator. Output sample n sits exactly at input
// position n * from / to; with the ratio in lowest terms (from', to') it takes one of to' phases
// (fraction (n * from') mod to' / to'). Each phase has kResampleTaps taps, 16 input samples
// either side; tap weight h(t) = c sinc(c t) w(t) at distance t, with the cutoff c = 0.9 x the
// lower of the two rates over `from` (0.9 of the lower Nyquist frequency: 22.37 kHz at 49716 Hz,
// 19.85 kHz to 44100 Hz) and the Blackman window w(t) = 0.42 + 0.5 cos(pi t / 16) +
// 0.08 cos(2 pi t / 16). Weights are Q15, each phase's rounded to sum to exactly 32768 (DC
// passes unchanged); products are summed in 64-bit integers, rounded to nearest and clamped to
// 16 bits; input past either end reads as 0. The Blackman window keeps the stopband below about
// -70 dB, so downsampling does not fold the chip's aliases back into the audible band.
#include <cstdint>
#include <span>
#include <vector>

namespace wolfsuite::opl2 {

inline constexpr int kResampleTaps = 32;

// ceil(in.size() * to / from) samples; `in` itself when the rates are equal. Rates 1..10^6.
std::vector<std::int16_t> resample(std::span<const std::int16_t> in, std::uint32_t from,
                                   std::uint32_t to);

}  // namespace wolfsuite::opl2
