#pragma once
// The fast renderer's two inner loops, over a column-major view buffer (column x at
// columns[x * stride], `stride` a multiple of kColumnChunk rows):
// - fill_column draws one whole view column (ceiling, wall post, floor) from a row plan;
// - transpose copies the buffer into the row-major frame.
// Drawing column-major turns the engine's one-byte-per-row stores, a cache line each, into
// contiguous runs that vector units fill 32 bytes at a time. Each loop has a portable version
// and, on x86-64 CPUs that have it, an AVX2 one chosen at run time; both give the same bytes
// (column_kernels_test.cc, and renderer_test.cc renders through each against render_literal).
#include <cstddef>
#include <cstdint>

namespace wolfsuite::raycaster {

enum class Isa { portable, avx2 };

// The best instruction set this CPU runs.
Isa best_isa();
bool isa_supported(Isa isa);

inline constexpr int kColumnChunk = 32;  // rows per AVX2 register; stride is a multiple of it

// Row indices of a column plan: a texel row 0..63 of the post, or the ceiling or the floor.
inline constexpr std::uint8_t kCeilingRow = 64;
inline constexpr std::uint8_t kFloorRow = 65;

// What one view column shows, row by row, for one post height: `rows[y]` for every y of the
// stride. Chunks of kColumnChunk rows before `first_mixed_chunk` are all ceiling and those from
// `end_mixed_chunk` on are all floor; the ones between need the rows looked up.
struct ColumnPlan {
  const std::uint8_t* rows = nullptr;
  int first_mixed_chunk = 0;
  int end_mixed_chunk = 0;
};

// Draws a column of `stride` rows: texels[rows[y]] for texel rows, else ceiling or floor.
// `texels` is the post's 64-byte texel column.
void fill_column(Isa isa, const ColumnPlan& plan, const std::uint8_t* texels, std::uint8_t ceiling,
                 std::uint8_t floor, std::size_t stride, std::uint8_t* column);

// frame[y * width + x] = columns[x * stride + y] for x < width, y < height (height <= stride).
void transpose(Isa isa, const std::uint8_t* columns, std::size_t stride, int width, int height,
               std::uint8_t* frame);

}  // namespace wolfsuite::raycaster
