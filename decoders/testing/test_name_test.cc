#include "decoders/testing/test_name.h"

#include <gtest/gtest.h>

namespace wolfsuite::testing {
namespace {

TEST(TestName, KeepsLettersDigitsAndUnderscoresAndMakesEverythingElseAnUnderscore) {
  EXPECT_EQ(test_name("q1_cube.bsp"), "q1_cube_bsp");
  EXPECT_EQ(test_name("E1M1 (v1.4)-x"), "E1M1__v1_4__x");
  EXPECT_EQ(test_name("\xC3\xA9t\xC3\xA9"), "__t__");
}

TEST(TestName, AnEmptyInputNameStillGivesAName) { EXPECT_EQ(test_name(""), "empty"); }

}  // namespace
}  // namespace wolfsuite::testing
