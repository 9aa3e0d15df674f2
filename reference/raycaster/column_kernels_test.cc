#include "reference/raycaster/column_kernels.h"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "decoders/fixtures/generators.h"

namespace wolfsuite::raycaster {
namespace {

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
              << isa_name(isa) << " " << test.width << "x" << test.height << " rows "
              << test.first_row << ".." << test.end_row << " at " << x << ", " << y;
        }
      }
    }
  }
}

// A column's plan as the renderer builds them: ceiling rows, then texel rows in any order (the
// kernels must not assume monotonic rows), then floor rows, with the chunk range that covers
// every row that is not all ceiling or all floor.
struct RandomPlan {
  std::vector<std::uint8_t> rows;
  ColumnPlan plan;
  std::array<std::uint8_t, 64> texels{};
};
RandomPlan random_plan(wolfsuite::testing::Rng& rng, std::size_t stride) {
  RandomPlan random;
  const auto top = static_cast<std::size_t>(rng.below(stride + 1));
  const auto end = top + static_cast<std::size_t>(rng.below(stride - top + 1));
  random.rows.resize(stride);
  for (std::size_t y = 0; y < stride; ++y) {
    random.rows[y] = y < top    ? kCeilingRow
                     : y >= end ? kFloorRow
                                : static_cast<std::uint8_t>(rng.below(64));
  }
  random.plan = {random.rows.data(), static_cast<int>(top / kColumnChunk),
                 static_cast<int>((end + kColumnChunk - 1) / kColumnChunk)};
  for (std::uint8_t& texel : random.texels) texel = static_cast<std::uint8_t>(rng.next());
  return random;
}

TEST(ColumnKernels, FillBandLooksUpEveryRowOfItsChunksAndLeavesTheOthers) {
  wolfsuite::testing::Rng rng(18);
  constexpr std::uint8_t kCeiling = 29;
  constexpr std::uint8_t kFloor = 25;
  constexpr std::uint8_t kUntouched = 0xA5;
  for (int trial = 0; trial < 200; ++trial) {
    const int chunks = 1 + static_cast<int>(rng.below(8));
    const std::size_t stride = static_cast<std::size_t>(chunks * kColumnChunk);
    const int count = 1 + static_cast<int>(rng.below(5));
    std::vector<RandomPlan> plans;
    std::vector<BandColumn> columns;
    plans.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
      plans.push_back(random_plan(rng, stride));
      columns.push_back({&plans.back().plan, plans.back().texels.data()});
    }
    // Any chunk range, empty ones too: the rows outside it must stay as they were.
    const int first_chunk = static_cast<int>(rng.below(static_cast<std::uint32_t>(chunks) + 1));
    const int end_chunk =
        first_chunk +
        static_cast<int>(rng.below(static_cast<std::uint32_t>(chunks - first_chunk) + 1));
    for (const Isa isa : kIsas) {
      if (!isa_supported(isa)) continue;
      std::vector<std::uint8_t> band(stride * static_cast<std::size_t>(count), kUntouched);
      fill_band_for(isa)(columns.data(), count, kCeiling, kFloor, first_chunk, end_chunk, stride,
                         band.data());
      for (int i = 0; i < count; ++i) {
        const std::vector<std::uint8_t>& rows = plans[static_cast<std::size_t>(i)].rows;
        for (std::size_t y = 0; y < stride; ++y) {
          const auto chunk = static_cast<int>(y / kColumnChunk);
          const std::uint8_t expected = chunk < first_chunk || chunk >= end_chunk ? kUntouched
                                        : rows[y] == kCeilingRow                  ? kCeiling
                                        : rows[y] == kFloorRow
                                            ? kFloor
                                            : plans[static_cast<std::size_t>(i)].texels[rows[y]];
          ASSERT_EQ(band[static_cast<std::size_t>(i) * stride + y], expected)
              << isa_name(isa) << " trial " << trial << " column " << i << " row " << y;
        }
      }
    }
  }
}

}  // namespace
}  // namespace wolfsuite::raycaster
