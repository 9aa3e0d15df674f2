#include "reference/opl2/phase.h"

#include <gtest/gtest.h>

namespace wolfsuite::opl2 {
namespace {

TEST(Opl2Phase, IncrementIsFnumberShiftedByBlockTimesMultiple) {
  // Block 4, F-number 0x1fd, MULT 1: 0x1fd << 4 accumulator units a sample.
  EXPECT_EQ(phase_increment(4 << 10 | 0x1fd, 1, 0), 0x1fdu << 4);
  EXPECT_EQ(phase_increment(4 << 10 | 0x1fd, 0, 0), 0x1fdu << 3);  // MULT 0 is a half
  EXPECT_EQ(phase_increment(4 << 10 | 0x1fd, 15, 0), (0x1fdu << 4) * 15);
  EXPECT_EQ(phase_increment(7 << 10 | 0x3ff, 1, 0), 130944u);
}

TEST(Opl2Phase, VibratoMovesTheFnumberByItsTopBits) {
  // F-number 0x380 (top bits 7), deep +8 eighths: 8 * 7 / 2 = 28 quarter steps.
  EXPECT_EQ(phase_increment(0x380, 1, 8), (0x380u * 4 + 28) >> 2);
  EXPECT_EQ(phase_increment(0x380, 1, -8), (0x380u * 4 - 28) >> 2);
  EXPECT_EQ(phase_increment(0x07f, 1, 8), 0x07fu);  // top bits 0: no vibrato
}

}  // namespace
}  // namespace wolfsuite::opl2
