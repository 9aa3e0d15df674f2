#include "reference/raycaster/band_shapes.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = kSpriteSide;

// scratch[first, end) = colour, eight bytes at a time and up to seven past `end` (the scratch
// column's slack, kScratchSlack): a texel row spans a few view rows, too few to pay for a memset
// call.
void fill_span(std::uint8_t* scratch, int first, int end, std::uint8_t colour) {
  const std::uint64_t pattern = std::uint64_t{colour} * 0x0101010101010101;
  for (int y = first; y < end; y += sizeof pattern)
    std::memcpy(scratch + y, &pattern, sizeof pattern);
}

TexelSpans texel_spans(int start, int half) {
  TexelSpans spans;
  const int span = 2 * half;
  for (int t = 0; t <= kTexels; ++t)
    spans.edge[static_cast<std::size_t>(t)] = start + ((t * span) >> 6);
  return spans;
}

}  // namespace

BandShape make_band_shape(const SpriteImage& image, const ColumnMasks& opaque, int view_x, int half,
                          int wall_limit, const std::vector<WallPost>* posts, int width,
                          int height) {
  BandShape shape;
  shape.image = &image;
  shape.opaque = &opaque;
  shape.columns = texel_spans(view_x - half, half);
  shape.rows = texel_spans(height / 2 - half, half);
  shape.posts = posts;
  shape.wall_limit = wall_limit;
  std::uint64_t any_column = 0;
  for (const std::uint64_t mask : opaque) any_column |= mask;
  if (half <= 0 || any_column == 0) return shape;  // covers nothing
  const int first_opaque = std::countr_zero(any_column);
  const int end_opaque = kTexels - std::countl_zero(any_column);
  shape.first_x = std::max(0, shape.columns.edge.front());
  shape.end_x = std::min(width, shape.columns.edge.back());
  shape.first_row = std::clamp(shape.rows.edge[static_cast<std::size_t>(first_opaque)], 0, height);
  shape.end_row = std::clamp(shape.rows.edge[static_cast<std::size_t>(end_opaque)], 0, height);
  return shape;
}

// Draws each texel column of the shape that crosses the band once into `scratch` (a column of the
// band's stride) and copies its opaque runs into every band column it covers that no nearer wall
// hides.
void draw_band_shape(const BandShape& shape, const Band& band, std::uint8_t* scratch) {
  // The texel rows' edges clipped to the band, once for all its texel columns.
  std::array<int, kTexels + 1> clipped_edge;
  for (std::size_t t = 0; t <= kTexels; ++t) {
    clipped_edge[t] = std::clamp(shape.rows.edge[t], 0, band.height);
  }
  const auto row_edge = [&clipped_edge](int texel_row) {
    return clipped_edge[static_cast<std::size_t>(texel_row)];
  };
  const int band_end = band.x0 + band.width;
  for (int column = 0; column < kTexels; ++column) {
    const int first_x = std::max(band.x0, shape.columns.edge[static_cast<std::size_t>(column)]);
    const int end_x = std::min(band_end, shape.columns.edge[static_cast<std::size_t>(column) + 1]);
    const std::uint64_t mask = (*shape.opaque)[static_cast<std::size_t>(column)];
    if (first_x >= end_x || mask == 0) continue;
    // The opaque runs as view rows [first, end), and the column's pixels drawn once.
    std::array<std::array<int, 2>, kTexels / 2> runs;  // only the first run_count are read
    std::size_t run_count = 0;
    for (std::uint64_t rest = mask; rest != 0;) {
      const int first = std::countr_zero(rest);
      const int end = first + std::countr_one(rest >> first);
      rest = end == kTexels ? 0 : rest & (~std::uint64_t{0} << end);
      const int first_y = row_edge(first);
      const int end_y = row_edge(end);
      if (first_y >= end_y) continue;
      runs[run_count++] = {first_y, end_y};
      for (int row = first; row < end; ++row) {
        const std::uint8_t colour =
            shape.image->pixels[static_cast<std::size_t>(row * kTexels + column)];
        // Rows go down the column, so each span's spill is overwritten by the next span or lies
        // outside the runs copied below.
        fill_span(scratch, row_edge(row), row_edge(row + 1), colour);
      }
    }
    for (int x = first_x; x < end_x; ++x) {
      if (shape.posts != nullptr &&
          (*shape.posts)[static_cast<std::size_t>(x)].height >= shape.wall_limit) {
        continue;
      }
      std::uint8_t* out = band.columns + static_cast<std::size_t>(x - band.x0) * band.stride;
      for (std::size_t r = 0; r < run_count; ++r) {
        const auto [first_y, end_y] = runs[r];
        std::copy(scratch + first_y, scratch + end_y, out + first_y);
      }
    }
  }
}

}  // namespace wolfsuite::raycaster
