#include "reference/opl2/resample.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace wolfsuite::opl2 {
namespace {

constexpr int kHalfTaps = kResampleTaps / 2;
constexpr double kCutoffShare = 0.9;

double tap_weight(double distance, double cutoff) {
  const double x = cutoff * distance;
  const double sinc = x == 0 ? 1.0 : std::sin(std::numbers::pi * x) / (std::numbers::pi * x);
  const double angle = std::numbers::pi * distance / kHalfTaps;
  const double window = 0.42 + 0.5 * std::cos(angle) + 0.08 * std::cos(2 * angle);
  return cutoff * sinc * window;
}

// Q15 weights of every phase, kResampleTaps a phase: tap k reads input i - 15 + k for an output
// at i + phase / phases.
std::vector<std::int32_t> phase_weights(std::uint32_t phases, double cutoff) {
  std::vector<std::int32_t> weights(static_cast<std::size_t>(phases) * kResampleTaps);
  for (std::uint32_t phase = 0; phase < phases; ++phase) {
    const double fraction = static_cast<double>(phase) / phases;
    std::int32_t* row = weights.data() + static_cast<std::size_t>(phase) * kResampleTaps;
    double exact[kResampleTaps];
    double sum = 0;
    for (int k = 0; k < kResampleTaps; ++k) {
      exact[k] = tap_weight(k - (kHalfTaps - 1) - fraction, cutoff);
      sum += exact[k];
    }
    std::int32_t total = 0;
    for (int k = 0; k < kResampleTaps; ++k) {
      row[k] = static_cast<std::int32_t>(std::lround(exact[k] / sum * 32768.0));
      total += row[k];
    }
    row[kHalfTaps - 1] += 32768 - total;  // the tap at the output's integer position
  }
  return weights;
}

}  // namespace

std::vector<std::int16_t> resample(std::span<const std::int16_t> in, std::uint32_t from,
                                   std::uint32_t to) {
  if (from == to) return std::vector<std::int16_t>(in.begin(), in.end());
  const std::uint32_t divisor = std::gcd(from, to);
  const std::uint64_t step = from / divisor;  // input position advances step / phases a sample
  const std::uint32_t phases = to / divisor;
  const double cutoff = kCutoffShare * std::min(from, to) / from;
  const std::vector<std::int32_t> weights = phase_weights(phases, cutoff);
  const std::uint64_t count = (in.size() * std::uint64_t{to} + from - 1) / from;
  std::vector<std::int16_t> out(count);
  const auto size = static_cast<std::int64_t>(in.size());
  for (std::uint64_t n = 0; n < count; ++n) {
    const std::uint64_t position = n * step;
    const auto base = static_cast<std::int64_t>(position / phases) - (kHalfTaps - 1);
    const std::int32_t* row = weights.data() + (position % phases) * kResampleTaps;
    std::int64_t sum = 0;
    for (int k = 0; k < kResampleTaps; ++k) {
      const std::int64_t at = base + k;
      if (at >= 0 && at < size) sum += std::int64_t{row[k]} * in[static_cast<std::size_t>(at)];
    }
    const std::int64_t rounded = (sum + (1 << 14)) >> 15;
    out[n] = static_cast<std::int16_t>(std::clamp<std::int64_t>(rounded, -32768, 32767));
  }
  return out;
}

}  // namespace wolfsuite::opl2
