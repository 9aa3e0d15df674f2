#include "reference/opl2/resample.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace wolfsuite::opl2 {
namespace {

std::vector<std::int16_t> sine(double hz, std::uint32_t rate, std::size_t count, double level) {
  std::vector<std::int16_t> samples(count);
  for (std::size_t i = 0; i < count; ++i) {
    samples[i] = static_cast<std::int16_t>(
        std::lround(level * std::sin(2 * std::numbers::pi * hz * static_cast<double>(i) / rate)));
  }
  return samples;
}

double rms(const std::vector<std::int16_t>& samples, std::size_t from, std::size_t to) {
  double sum = 0;
  for (std::size_t i = from; i < to; ++i) sum += static_cast<double>(samples[i]) * samples[i];
  return std::sqrt(sum / static_cast<double>(to - from));
}

TEST(Resample, LengthIsTheRatioRoundedUpAndEqualRatesCopy) {
  const std::vector<std::int16_t> in(49716, 100);
  EXPECT_EQ(resample(in, 49716, 44100).size(), 44100u);
  EXPECT_EQ(resample(std::vector<std::int16_t>(3, 1), 49716, 44100).size(), 3u);
  EXPECT_EQ(resample(in, 49716, 49716), in);
}

TEST(Resample, DirectCurrentPassesUnchangedAwayFromTheEnds) {
  const std::vector<std::int16_t> out =
      resample(std::vector<std::int16_t>(10000, 1234), 49716, 48000);
  for (std::size_t i = 20; i + 20 < out.size(); ++i) ASSERT_EQ(out[i], 1234) << i;
}

TEST(Resample, KeepsAToneInTheBandAndRemovesOnePastTheNewNyquistFrequency) {
  const std::vector<std::int16_t> tone = resample(sine(1000, 49716, 49716, 10000), 49716, 44100);
  EXPECT_NEAR(rms(tone, 1000, 43000), 10000 / std::sqrt(2.0), 50);
  const std::vector<std::int16_t> expected = sine(1000, 44100, 44100, 10000);
  for (std::size_t i = 1000; i < 43000; i += 997) EXPECT_NEAR(tone[i], expected[i], 30) << i;
  // 15 kHz is past 11025 Hz: what is left of it is more than 60 dB down.
  const std::vector<std::int16_t> alias = resample(sine(15000, 49716, 49716, 10000), 49716, 22050);
  EXPECT_LT(rms(alias, 500, 21000), 10000 / std::sqrt(2.0) / 1000);
}

}  // namespace
}  // namespace wolfsuite::opl2
