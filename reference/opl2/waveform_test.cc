#include "reference/opl2/waveform.h"

#include <gtest/gtest.h>

namespace wolfsuite::opl2 {
namespace {

TEST(Opl2Waveform, FullLevelSinePeaksAt8168AndMirrorsNegative) {
  EXPECT_EQ(operator_output(0, 255, 0), 8168);
  EXPECT_EQ(operator_output(0, 256, 0), 8168);
  EXPECT_EQ(operator_output(0, 512 + 255, 0), -8168);
  EXPECT_EQ(operator_output(0, 100, 0), -operator_output(0, 612, 0));
}

TEST(Opl2Waveform, HalfAbsAndPulseSinesFollowTheDataSheet) {
  EXPECT_EQ(operator_output(1, 600, 0), operator_output(1, 0, 0));  // second half "silent"
  EXPECT_EQ(operator_output(2, 600, 0), operator_output(0, 600 - 512, 0));
  EXPECT_EQ(operator_output(3, 100, 0), operator_output(0, 100, 0));
  EXPECT_EQ(operator_output(3, 300, 0), operator_output(3, 0, 0));  // falling quarter "silent"
  EXPECT_EQ(operator_output(3, 612, 0), operator_output(0, 100, 0));
}

TEST(Opl2Waveform, SilentPartsAreTheSmallestSineStepAsYmfmReadsThem) {
  EXPECT_EQ(operator_output(1, 700, 0), 25);
  EXPECT_EQ(operator_output(1, 700, 64), 12);  // 6 dB of envelope halves it
  EXPECT_EQ(operator_output(1, 700, 320), 0);
}

TEST(Opl2Waveform, LinearLevelHalvesEvery256StepsOfAttenuation) {
  EXPECT_EQ(linear_level(0), 8168);
  EXPECT_EQ(linear_level(256), 4084);
  EXPECT_EQ(linear_level(12 * 256), 1);
  EXPECT_EQ(linear_level(13 * 256), 0);
}

}  // namespace
}  // namespace wolfsuite::opl2
