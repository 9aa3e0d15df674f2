#include "reference/sim/random_table.h"

#include <gtest/gtest.h>

namespace wolfsuite::sim {
namespace {

TEST(RandomTable, EachDrawAdvancesTheIndexFirstThenReadsTheTable) {
  Random random;
  EXPECT_EQ(random.next(), 8);    // entry 1: the index 0 entry is never read first
  EXPECT_EQ(random.next(), 109);  // entry 2
  EXPECT_EQ(random.index, 2);
}

TEST(RandomTable, TheIndexWrapsAfterEntry255ToEntry0) {
  Random random;
  random.index = 255;
  EXPECT_EQ(random.next(), 0);
  EXPECT_EQ(random.index, 0);
}

TEST(RandomTable, TheTableIsTheEnginesByItsEndsAndSum) {
  EXPECT_EQ(kRandomTable.front(), 0);
  EXPECT_EQ(kRandomTable[255], 249);
  int sum = 0;
  for (const std::uint8_t value : kRandomTable) sum += value;
  EXPECT_EQ(sum, 32986);
}

}  // namespace
}  // namespace wolfsuite::sim
