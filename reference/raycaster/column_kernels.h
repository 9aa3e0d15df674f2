#pragma once
// The fast renderer's two inner loops, over a column-major band of the view (column x at
// columns[x * stride], `stride` a multiple of kColumnChunk rows):
// - fill_column draws one whole view column (ceiling, wall post, floor) from a row plan;
// - transpose copies rows of the band into the row-major frame;
// - fill_rows writes rows of the frame that are ceiling or floor all across the band.
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
// `end_mixed_chunk` on are all floor; the ones between need the rows looked up, and all but the
// first and last of them hold texel rows only.
struct ColumnPlan {
  const std::uint8_t* rows = nullptr;
  int first_mixed_chunk = 0;
  int end_mixed_chunk = 0;
};

// Draws a column of `stride` rows: texels[rows[y]] for texel rows, else ceiling or floor.
// `texels` is the post's 64-byte texel column. Called once per view column, so the renderer
// takes the function once per frame.
using FillColumn = void (*)(const ColumnPlan& plan, const std::uint8_t* texels,
                            std::uint8_t ceiling, std::uint8_t floor, std::size_t stride,
                            std::uint8_t* column);
FillColumn fill_column_for(Isa isa);

// frame[y * frame_stride + x] = columns[x * stride + y] for x < width and first_row <= y <
// end_row, where first_row is a multiple of kColumnChunk and end_row <= stride.
void transpose(Isa isa, const std::uint8_t* columns, std::size_t stride, int width, int first_row,
               int end_row, std::uint8_t* frame, std::size_t frame_stride);

// frame[y * frame_stride + x] = colour for x < width and first_row <= y < end_row.
void fill_rows(Isa isa, std::uint8_t colour, int width, int first_row, int end_row,
               std::uint8_t* frame, std::size_t frame_stride);

}  // namespace wolfsuite::raycaster
