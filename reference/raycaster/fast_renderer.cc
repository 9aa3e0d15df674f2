#include "reference/raycaster/fast_renderer.h"

#include <algorithm>
#include <array>
#include <bit>

#include "reference/raycaster/opaque_rows.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"
#include "reference/raycaster/weapon.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;
constexpr int kLastTexel = 63;
constexpr int kHalfTexels = 32;

// View pixels [first, last) of every texel of a shape of half size `half` starting at `start`.
struct Spans {
  std::array<int, kTexels + 1> edge{};  // unclipped: texel t covers [edge[t], edge[t + 1])
};
Spans texel_spans(int start, int half) {
  Spans spans;
  const int span = 2 * half;
  for (int t = 0; t <= kTexels; ++t)
    spans.edge[static_cast<std::size_t>(t)] = start + ((t * span) >> 6);
  return spans;
}

// The column-major view being drawn.
struct ColumnView {
  std::uint8_t* columns;
  std::size_t stride;
  int width;
  int height;
};

// Draws each texel column once into `scratch` (a column of the view's stride) and copies its
// opaque runs into every view column it covers that no nearer wall hides.
void draw_shape(const SpriteImage& image, const ColumnMasks& opaque, int view_x, int half,
                int wall_limit, const std::vector<WallPost>* posts, const ColumnView& view,
                std::uint8_t* scratch) {
  if (half <= 0) return;
  const Spans columns = texel_spans(view_x - half, half);
  const Spans rows = texel_spans(view.height / 2 - half, half);
  auto row_edge = [&rows, &view](int texel_row) {
    return std::clamp(rows.edge[static_cast<std::size_t>(texel_row)], 0, view.height);
  };
  for (int column = 0; column < kTexels; ++column) {
    const int first_x = std::max(0, columns.edge[static_cast<std::size_t>(column)]);
    const int end_x = std::min(view.width, columns.edge[static_cast<std::size_t>(column) + 1]);
    const std::uint64_t mask = opaque[static_cast<std::size_t>(column)];
    if (first_x >= end_x || mask == 0) continue;
    // The opaque runs as view rows [first, end), and the column's pixels drawn once.
    std::array<std::array<int, 2>, kTexels / 2> runs{};
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
        const std::uint8_t colour = image.pixels[static_cast<std::size_t>(row * kTexels + column)];
        std::fill(scratch + row_edge(row), scratch + row_edge(row + 1), colour);
      }
    }
    for (int x = first_x; x < end_x; ++x) {
      if (posts != nullptr && (*posts)[static_cast<std::size_t>(x)].height >= wall_limit) continue;
      std::uint8_t* out = view.columns + static_cast<std::size_t>(x) * view.stride;
      for (std::size_t r = 0; r < run_count; ++r) {
        const auto [first_y, end_y] = runs[r];
        std::copy(scratch + first_y, scratch + end_y, out + first_y);
      }
    }
  }
}

}  // namespace

ColumnPlan FastRenderer::plan(int half) {
  const auto index = static_cast<std::size_t>(half);
  if (index >= plan_rows_.size()) plan_rows_.resize(index + 1);
  std::vector<std::uint8_t>& rows = plan_rows_[index];
  // The post covers rows center_y - half .. bottom, its texel rows counted from the bottom up
  // (the engine's scaler fills a post upwards); rows below the view are floor, never drawn.
  const int top = std::max(0, projection_.center_y - half);
  const int bottom = projection_.center_y + half - 1;
  const int wall_end = std::min(projection_.height, bottom + 1);
  if (rows.empty()) {
    rows.resize(stride_);
    for (std::size_t y = 0; y < stride_; ++y) {
      const int row = static_cast<int>(y);
      rows[y] = row < top ? kCeilingRow
                : row >= wall_end
                    ? kFloorRow
                    : static_cast<std::uint8_t>(kLastTexel - kHalfTexels * (bottom - row) / half);
    }
  }
  return {rows.data(), top / kColumnChunk, (wall_end + kColumnChunk - 1) / kColumnChunk};
}

FrameReport FastRenderer::render(const Scene& scene, const View& view, const RenderOptions& options,
                                 Frame& frame) {
  const int width = std::clamp(frame.width, 1, kMaxFrameSide);
  const int height = std::clamp(frame.height, 1, kMaxFrameSide);
  if (frame.width != width || frame.height != height) frame = Frame(width, height);
  if (projection_.width != width || projection_.height != height) {
    projection_ = make_projection(width, height);
    stride_ = static_cast<std::size_t>((height + kColumnChunk - 1) / kColumnChunk * kColumnChunk);
    columns_.assign(static_cast<std::size_t>(width) * stride_, 0);
    scratch_.assign(stride_, 0);
    plan_rows_.clear();
  }
  const Eye eye = make_eye(view);
  FrameReport report;
  cast_walls(scene, projection_, eye, report.posts, report.seen);
  static constexpr std::array<std::uint8_t, kTexels> kMissing = [] {
    std::array<std::uint8_t, kTexels> colours{};
    colours.fill(kMissingTextureColour);
    return colours;
  }();
  for (int x = 0; x < width; ++x) {
    const WallPost& post = report.posts[static_cast<std::size_t>(x)];
    const std::uint8_t* texels = texture_column(scene.textures, post);
    fill_column(isa_, plan(std::max(0, post.height >> 3)),
                texels != nullptr ? texels : kMissing.data(), scene.level.ceiling,
                scene.level.floor, stride_,
                columns_.data() + static_cast<std::size_t>(x) * stride_);
  }
  const ColumnView drawing{columns_.data(), stride_, width, height};
  for (const ScaledObject& object : place_objects(scene, projection_, eye, options, report)) {
    if (const SpriteImage* image = sprite_image(scene.textures, object.sprite)) {
      draw_shape(*image, opaque_rows_.of(*image), object.view_x, object.height >> 3, object.height,
                 &report.posts, drawing, scratch_.data());
    }
  }
  for (const int sprite : overlay_sprites(options, scene.level.spear)) {
    if (const SpriteImage* image = sprite_image(scene.textures, sprite)) {
      draw_shape(*image, opaque_rows_.of(*image), width / 2, (height + 1) >> 1, 0, nullptr, drawing,
                 scratch_.data());
    }
  }
  transpose(isa_, columns_.data(), stride_, width, height, frame.pixels.data());
  return report;
}

FrameReport render_fast(const Scene& scene, const View& view, const RenderOptions& options,
                        Frame& frame) {
  FastRenderer renderer;
  return renderer.render(scene, view, options, frame);
}

}  // namespace wolfsuite::raycaster
