#pragma once
// The fast renderer's two inner loops, over a column-major band of the view (column x at
// columns[x * stride], `stride` a multiple of kColumnChunk rows):
// - fill_band draws the band's view columns (ceiling, wall post, floor) from their row plans;
// - transpose copies rows of the band into the row-major frame;
// - fill_rows writes rows of the frame that are ceiling or floor all across the band.
// Drawing column-major turns the engine's one-byte-per-row stores, a cache line each, into
// contiguous runs that vector units fill 32 bytes at a time. Each loop has a portable version
// and, on x86-64 CPUs that have it, an AVX2 one chosen at run time; both give the same bytes
// (column_kernels_test.cc, and renderer_test.cc renders through each against render_literal).
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wolfsuite::raycaster {

// avx512vbmi is AVX2's kernel set with the column lookup as one 64-entry byte permute
// (VPERMI2B, AVX-512 VBMI on 256-bit registers) in place of four 16-entry shuffles.
enum class Isa { portable, avx2, avx512vbmi };
inline constexpr Isa kIsas[] = {Isa::portable, Isa::avx2, Isa::avx512vbmi};
std::string_view isa_name(Isa isa);

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

// One view column of a band: its plan and the post's 64-byte texel column.
struct BandColumn {
  const ColumnPlan* plan = nullptr;
  const std::uint8_t* texels = nullptr;
};

// Draws rows [first_chunk, end_chunk) * kColumnChunk of each column of a band (column i at
// band[i * stride]): texels[rows[y]] for texel rows, else ceiling or floor. Rows outside that
// range are left as they are: the renderer fills the rows that are ceiling or floor across the
// whole band in the frame directly. One call per band, so the renderer takes the function once
// per frame and the kernel keeps its constants in registers across columns.
using FillBand = void (*)(const BandColumn* columns, int count, std::uint8_t ceiling,
                          std::uint8_t floor, int first_chunk, int end_chunk, std::size_t stride,
                          std::uint8_t* band);
FillBand fill_band_for(Isa isa);

// frame[y * frame_stride + x] = columns[x * stride + y] for x < width and first_row <= y <
// end_row, where first_row is a multiple of kColumnChunk and end_row <= stride.
void transpose(Isa isa, const std::uint8_t* columns, std::size_t stride, int width, int first_row,
               int end_row, std::uint8_t* frame, std::size_t frame_stride);

// frame[y * frame_stride + x] = colour for x < width and first_row <= y < end_row.
void fill_rows(Isa isa, std::uint8_t colour, int width, int first_row, int end_row,
               std::uint8_t* frame, std::size_t frame_stride);

}  // namespace wolfsuite::raycaster
