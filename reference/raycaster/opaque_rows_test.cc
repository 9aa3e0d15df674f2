#include "reference/raycaster/opaque_rows.h"

#include <gtest/gtest.h>

namespace wolfsuite::raycaster {
namespace {

TEST(OpaqueRows, BitRowOfColumnMaskIsThatTexelsAlpha) {
  SpriteImage image;
  image.alpha[static_cast<std::size_t>(0 * kSpriteSide + 5)] = kSpriteOpaque;
  image.alpha[static_cast<std::size_t>(63 * kSpriteSide + 5)] = kSpriteOpaque;
  image.alpha[static_cast<std::size_t>(10 * kSpriteSide + 63)] = kSpriteOpaque;
  const ColumnMasks masks = opaque_rows(image);
  EXPECT_EQ(masks[5], (std::uint64_t{1} << 63) | 1);
  EXPECT_EQ(masks[63], std::uint64_t{1} << 10);
  EXPECT_EQ(masks[0], 0U);
}

TEST(OpaqueRows, CacheNoticesAnImageChangedAtTheSameAddress) {
  SpriteImage image;
  OpaqueRowsCache cache;
  EXPECT_EQ(cache.of(image)[7], 0U);
  image.alpha[static_cast<std::size_t>(3 * kSpriteSide + 7)] = kSpriteOpaque;
  EXPECT_EQ(cache.of(image)[7], std::uint64_t{1} << 3);
  EXPECT_EQ(cache.of(image)[7], std::uint64_t{1} << 3);
}

}  // namespace
}  // namespace wolfsuite::raycaster
