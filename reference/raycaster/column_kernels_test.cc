#include "reference/raycaster/column_kernels.h"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "decoders/testing/generators.h"

namespace wolfsuite::raycaster {
namespace {

constexpr Isa kIsas[] = {Isa::portable, Isa::avx2};

std::string name_of(Isa isa) { return isa == Isa::avx2 ? "avx2" : "portable"; }

std::size_t stride_for(int height) {
  return static_cast<std::size_t>((height + kColumnChunk - 1) / kColumnChunk * kColumnChunk);
}

TEST(ColumnKernels, PortableIsAlwaysSupportedAndTheBestIsSupported) {
  EXPECT_TRUE(isa_supported(Isa::portable));
  EXPECT_TRUE(isa_supported(best_isa()));
}

TEST(ColumnKernels, TransposeWritesEveryPixelOfTheFrameFromItsColumn) {
  wolfsuite::testing::Rng rng(17);
  struct Size {
    int width;
    int height;
  };
  // Whole and partial 16-column blocks and 32-row chunks, and the engine's windows.
  constexpr Size kSizes[] = {{1, 1},     {16, 32},   {17, 33},  {15, 31},
                             {320, 200}, {304, 152}, {33, 100}, {48, 65}};
  for (const Size size : kSizes) {
    const std::size_t stride = stride_for(size.height);
    std::vector<std::uint8_t> columns(stride * static_cast<std::size_t>(size.width));
    for (std::uint8_t& byte : columns) byte = static_cast<std::uint8_t>(rng.next());
    for (const Isa isa : kIsas) {
      if (!isa_supported(isa)) continue;
      // A sentinel after the frame: nothing may be written past height rows.
      std::vector<std::uint8_t> frame(
          static_cast<std::size_t>(size.width) * static_cast<std::size_t>(size.height) + 64, 0xA5);
      transpose(isa, columns.data(), stride, size.width, size.height, frame.data());
      for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) {
          ASSERT_EQ(frame[static_cast<std::size_t>(y * size.width + x)],
                    columns[static_cast<std::size_t>(x) * stride + static_cast<std::size_t>(y)])
              << name_of(isa) << " " << size.width << "x" << size.height << " at " << x << ", "
              << y;
        }
      }
      for (std::size_t i = frame.size() - 64; i < frame.size(); ++i) {
        ASSERT_EQ(frame[i], 0xA5) << name_of(isa) << " wrote past the frame";
      }
    }
  }
}

TEST(ColumnKernels, FillColumnLooksUpEveryRowOfThePlan) {
  wolfsuite::testing::Rng rng(18);
  constexpr std::uint8_t kCeiling = 29;
  constexpr std::uint8_t kFloor = 25;
  for (int trial = 0; trial < 200; ++trial) {
    const int chunks = 1 + static_cast<int>(rng.below(8));
    const std::size_t stride = static_cast<std::size_t>(chunks * kColumnChunk);
    // Ceiling rows, then texel rows in any order (the kernel must not assume monotonic rows),
    // then floor rows, with a chunk range that covers every row not all ceiling or all floor.
    const auto top = static_cast<std::size_t>(rng.below(stride + 1));
    const auto end = top + static_cast<std::size_t>(rng.below(stride - top + 1));
    std::vector<std::uint8_t> rows(stride);
    for (std::size_t y = 0; y < stride; ++y) {
      rows[y] = y < top    ? kCeilingRow
                : y >= end ? kFloorRow
                           : static_cast<std::uint8_t>(rng.below(64));
    }
    const ColumnPlan plan{rows.data(), static_cast<int>(top / kColumnChunk),
                          static_cast<int>((end + kColumnChunk - 1) / kColumnChunk)};
    std::array<std::uint8_t, 64> texels{};
    for (std::uint8_t& texel : texels) texel = static_cast<std::uint8_t>(rng.next());
    for (const Isa isa : kIsas) {
      if (!isa_supported(isa)) continue;
      std::vector<std::uint8_t> column(stride, 0);
      fill_column(isa, plan, texels.data(), kCeiling, kFloor, stride, column.data());
      for (std::size_t y = 0; y < stride; ++y) {
        const std::uint8_t expected = rows[y] == kCeilingRow ? kCeiling
                                      : rows[y] == kFloorRow ? kFloor
                                                             : texels[rows[y]];
        ASSERT_EQ(column[y], expected) << name_of(isa) << " trial " << trial << " row " << y;
      }
    }
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
