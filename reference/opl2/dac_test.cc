#include "reference/opl2/dac.h"

#include <gtest/gtest.h>

namespace wolfsuite::opl2 {
namespace {

TEST(Ym3014, KeepsValuesBelow512Exactly) {
  for (int value = -512; value < 512; ++value) EXPECT_EQ(ym3014(value), value);
}

TEST(Ym3014, KeepsTenSignificantBitsRoundingDown) {
  EXPECT_EQ(ym3014(513), 512);
  EXPECT_EQ(ym3014(-513), -514);
  EXPECT_EQ(ym3014(1027), 1024);
  EXPECT_EQ(ym3014(16383), 16352);  // 9 bits after the sign: 5 dropped
  EXPECT_EQ(ym3014(16384 + 63), 16384);
  EXPECT_EQ(ym3014(-16385), -16448);
}

TEST(Ym3014, SaturatesSumsPast16Bits) {
  EXPECT_EQ(ym3014(40000), 32704);
  EXPECT_EQ(ym3014(-40000), -32768);
}

}  // namespace
}  // namespace wolfsuite::opl2
