#include "reference/raycaster/fixed_trig.h"

#include <gtest/gtest.h>

#include <cmath>

namespace wolfsuite::raycaster {
namespace {

TEST(FixedTrig, EveryFineAngleIsTheRoundedSineWithinOneUnit) {
  // The integer series is the reference; libm only bounds it, it does not define it.
  for (int angle = 0; angle < kFineAngles; ++angle) {
    const double exact = std::sin(2.0 * M_PI * angle / kFineAngles) * 65536.0;
    EXPECT_LE(std::abs(fine_sin(angle) - exact), 0.5001) << "angle " << angle;
  }
}

TEST(FixedTrig, AxesAreExact) {
  EXPECT_EQ(fine_sin(0), 0);
  EXPECT_EQ(fine_sin(900), 65536);
  EXPECT_EQ(fine_sin(1800), 0);
  EXPECT_EQ(fine_sin(2700), -65536);
  EXPECT_EQ(fine_cos(0), 65536);
  EXPECT_EQ(fine_cos(1800), -65536);
}

TEST(FixedTrig, AnglesReduceModuloAFullTurn) {
  EXPECT_EQ(fine_sin(-900), fine_sin(2700));
  EXPECT_EQ(fine_sin(3600 + 123), fine_sin(123));
  EXPECT_EQ(fine_cos(-1), fine_cos(3599));
}

TEST(FixedTrig, SineAndCosineAreSymmetric) {
  for (int angle = 0; angle < kFineAngles; angle += 7) {
    EXPECT_EQ(fine_sin(angle), -fine_sin(-angle));
    EXPECT_EQ(fine_cos(angle), fine_cos(-angle));
    EXPECT_EQ(fine_sin(1800 - angle), fine_sin(angle));
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
