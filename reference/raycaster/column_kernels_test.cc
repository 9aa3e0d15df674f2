#include "reference/raycaster/column_kernels.h"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "decoders/fixtures/generators.h"

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

TEST(ColumnKernels, TransposeWritesExactlyTheRowsAskedForFromTheirColumns) {
  wolfsuite::testing::Rng rng(17);
  struct Case {
    int width;
    int height;
    int first_row;  // a multiple of kColumnChunk
    int end_row;
  };
  // Whole and partial 16-column blocks and 32-row chunks, the engine's windows, and row ranges
  // that start past the first chunk or end inside one.
  constexpr Case kCases[] = {{1, 1, 0, 1},      {16, 32, 0, 32},    {17, 33, 0, 33},
                             {15, 31, 0, 31},   {320, 200, 0, 200}, {304, 152, 0, 152},
                             {33, 100, 32, 90}, {48, 65, 64, 65},   {32, 200, 96, 96}};
  constexpr std::uint8_t kUntouched = 0xA5;
  for (const Case test : kCases) {
    const std::size_t stride = stride_for(test.height);
    std::vector<std::uint8_t> columns(stride * static_cast<std::size_t>(test.width));
    for (std::uint8_t& byte : columns) byte = static_cast<std::uint8_t>(rng.next());
    // The frame is wider than the band: columns beyond it must stay untouched too.
    const auto frame_stride = static_cast<std::size_t>(test.width + 3);
    for (const Isa isa : kIsas) {
      if (!isa_supported(isa)) continue;
      std::vector<std::uint8_t> frame(frame_stride * static_cast<std::size_t>(test.height),
                                      kUntouched);
      transpose(isa, columns.data(), stride, test.width, test.first_row, test.end_row, frame.data(),
                frame_stride);
      for (int y = 0; y < test.height; ++y) {
        for (std::size_t x = 0; x < frame_stride; ++x) {
          const bool written =
              y >= test.first_row && y < test.end_row && x < static_cast<std::size_t>(test.width);
          const std::uint8_t expected =
              written ? columns[x * stride + static_cast<std::size_t>(y)] : kUntouched;
          ASSERT_EQ(frame[static_cast<std::size_t>(y) * frame_stride + x], expected)
              << name_of(isa) << " " << test.width << "x" << test.height << " rows "
              << test.first_row << ".." << test.end_row << " at " << x << ", " << y;
        }
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
      fill_column_for(isa)(plan, texels.data(), kCeiling, kFloor, stride, column.data());
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
