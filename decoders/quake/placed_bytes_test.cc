#include "decoders/quake/placed_bytes.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

TEST(PlacedBytes, UncoveredBytesAreTheRunsNoRangeTouches) {
  const Bytes file = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  const auto gaps = uncovered_bytes(file, {{6, 8}, {2, 4}, {3, 5}, {9, 9}});
  // The empty range at 9 covers nothing, so 8 and 9 make one run.
  ASSERT_EQ(gaps.size(), 3u);
  EXPECT_EQ(gaps[0], (PlacedBytes{0, {0, 1}}));
  EXPECT_EQ(gaps[1], (PlacedBytes{5, {5}}));
  EXPECT_EQ(gaps[2], (PlacedBytes{8, {8, 9}}));
}

TEST(PlacedBytes, FindOverlapNamesTwoRangesSharingAByte) {
  EXPECT_FALSE(find_overlap({{0, 4}, {4, 8}, {8, 8}, {2, 2}}).has_value());
  const auto overlap = find_overlap({{0, 10}, {12, 14}, {8, 9}});
  ASSERT_TRUE(overlap.has_value());
  EXPECT_EQ(overlap->first, 0u);
  EXPECT_EQ(overlap->second, 2u);
  // A long range hides behind a short one that starts later.
  const auto hidden = find_overlap({{0, 100}, {10, 11}, {50, 60}});
  ASSERT_TRUE(hidden.has_value());
  EXPECT_EQ(hidden->first, 0u);
}

TEST(PlacedBytes, CanvasRefusesPiecesOutsideOrContradictingEarlierOnes) {
  Canvas canvas(6);
  EXPECT_TRUE(canvas.place(0, Bytes{1, 2, 3}));
  EXPECT_TRUE(canvas.place(2, Bytes{3, 4}));
  EXPECT_FALSE(canvas.place(1, Bytes{9}));
  EXPECT_FALSE(canvas.place(5, Bytes{1, 2}));
  EXPECT_FALSE(canvas.place(7, Bytes{}));
  EXPECT_EQ(canvas.take(), (Bytes{1, 2, 3, 4, 0, 0}));
}

}  // namespace
}  // namespace wolfsuite
