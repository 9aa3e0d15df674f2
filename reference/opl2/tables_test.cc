#include "reference/opl2/tables.h"

#include <gtest/gtest.h>

#include <cmath>

namespace wolfsuite::opl2 {
namespace {

TEST(Opl2Tables, LogSineRomIsMinusLog2OfTheQuarterSineAtStepMiddles) {
  for (int i = 0; i < 256; ++i) {
    const double sine = std::sin((i + 0.5) * std::acos(-1.0) / 512);
    EXPECT_EQ(kLogSine[i], std::lround(-std::log2(sine) * 256)) << i;
  }
  EXPECT_EQ(kLogSine[0], 2137);
  EXPECT_EQ(kLogSine[255], 0);
}

TEST(Opl2Tables, ExponentRomIsTheFractionalPowerOfTwoIn10Bits) {
  for (int i = 0; i < 256; ++i) {
    EXPECT_EQ(kExponent[i], std::lround((std::exp2(i / 256.0) - 1) * 1024)) << i;
  }
  EXPECT_EQ(kExponent[255], 1018);
}

TEST(Opl2Tables, EnvelopeIncrementsNeverMoveAtRateZeroAndDoubleEveryFourRatesFrom48) {
  for (int step : kEnvelopeIncrement[0]) EXPECT_EQ(step, 0);
  for (int rate = 48; rate < 60; rate += 4) {
    for (int i = 0; i < 8; ++i) {
      EXPECT_EQ(kEnvelopeIncrement[rate + 4][i], 2 * kEnvelopeIncrement[rate][i]) << rate;
    }
  }
  for (int step : kEnvelopeIncrement[63]) EXPECT_EQ(step, 8);
}

TEST(Opl2Tables, KeyScaleLevelOfTheTopBlockRisesTo42Decibels) {
  EXPECT_EQ(kKeyScaleLevel[0], 0);
  EXPECT_EQ(kKeyScaleLevel[15] * 3 / 4, 42);  // 0.75 dB steps
}

}  // namespace
}  // namespace wolfsuite::opl2
