#include "bench/engine_loop_renderer.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"
#include "reference/raycaster/weapon.h"

namespace wolfsuite::bench {

using namespace raycaster;  // a loop written in the reference model's terms

namespace {

constexpr int kTexels = 64;
constexpr int kLastTexel = 63;
constexpr int kHalfTexels = 32;

void clear_view(const Level& level, const Projection& projection, Frame& frame) {
  const std::size_t ceiling_bytes =
      static_cast<std::size_t>(projection.center_y) * static_cast<std::size_t>(frame.width);
  std::memset(frame.pixels.data(), level.ceiling, ceiling_bytes);
  std::memset(frame.pixels.data() + ceiling_bytes, level.floor,
              frame.pixels.size() - ceiling_bytes);
}

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

// The runs of opaque rows of each texel column of a sprite.
struct OpaqueRun {
  std::uint8_t first;
  std::uint8_t end;
};

void draw_shape(const SpriteImage& image, int view_x, int half, int wall_limit,
                const std::vector<WallPost>* posts, Frame& frame) {
  if (half <= 0) return;
  const Spans columns = texel_spans(view_x - half, half);
  const Spans rows = texel_spans(frame.height / 2 - half, half);
  const auto width = static_cast<std::size_t>(frame.width);
  for (int column = 0; column < kTexels; ++column) {
    const int first_x = std::max(0, columns.edge[static_cast<std::size_t>(column)]);
    const int end_x = std::min(frame.width, columns.edge[static_cast<std::size_t>(column) + 1]);
    if (first_x >= end_x) continue;
    // Opaque runs of this texel column.
    std::array<OpaqueRun, kTexels / 2 + 1> runs{};
    std::size_t run_count = 0;
    for (int row = 0; row < kTexels;) {
      while (row < kTexels && image.alpha[static_cast<std::size_t>(row * kTexels + column)] == 0)
        ++row;
      if (row == kTexels) break;
      const int first = row;
      while (row < kTexels && image.alpha[static_cast<std::size_t>(row * kTexels + column)] != 0)
        ++row;
      runs[run_count++] = {static_cast<std::uint8_t>(first), static_cast<std::uint8_t>(row)};
    }
    if (run_count == 0) continue;
    for (int x = first_x; x < end_x; ++x) {
      if (posts != nullptr && (*posts)[static_cast<std::size_t>(x)].height >= wall_limit) continue;
      std::uint8_t* out = frame.pixels.data() + x;
      for (std::size_t r = 0; r < run_count; ++r) {
        for (int row = runs[r].first; row < runs[r].end; ++row) {
          const int first_y = std::max(0, rows.edge[static_cast<std::size_t>(row)]);
          const int end_y = std::min(frame.height, rows.edge[static_cast<std::size_t>(row) + 1]);
          const std::uint8_t colour =
              image.pixels[static_cast<std::size_t>(row * kTexels + column)];
          for (int y = first_y; y < end_y; ++y) out[static_cast<std::size_t>(y) * width] = colour;
        }
      }
    }
  }
}

}  // namespace

const std::vector<std::uint8_t>& EngineLoopRenderer::scaler(int half) {
  const auto index = static_cast<std::size_t>(half);
  if (index >= scalers_.size()) {
    scalers_.resize(index + 1);
    scaler_built_.resize(index + 1, 0);
  }
  std::vector<std::uint8_t>& rows = scalers_[index];
  if (!scaler_built_[index]) {
    const int bottom = projection_.center_y + half - 1;
    const int first = std::max(0, projection_.center_y - half);
    const int last = std::min(projection_.height - 1, bottom);
    rows.clear();
    for (int y = first; y <= last; ++y) {
      rows.push_back(static_cast<std::uint8_t>(kLastTexel - kHalfTexels * (bottom - y) / half));
    }
    scaler_built_[index] = 1;
  }
  return rows;
}

raycaster::FrameReport EngineLoopRenderer::render(const raycaster::Scene& scene,
                                                  const raycaster::View& view,
                                                  const raycaster::RenderOptions& options,
                                                  raycaster::Frame& frame) {
  const int width = std::clamp(frame.width, 1, kMaxFrameSide);
  const int height = std::clamp(frame.height, 1, kMaxFrameSide);
  if (frame.width != width || frame.height != height) frame = Frame(width, height);
  if (projection_.width != width || projection_.height != height) {
    projection_ = make_projection(width, height);
    scalers_.clear();
    scaler_built_.clear();
  }
  const Eye eye = make_eye(view);
  clear_view(scene.level, projection_, frame);
  FrameReport report;
  wall_pass_.cast(scene, projection_, eye, report.posts, report.seen);
  const auto stride = static_cast<std::size_t>(width);
  for (int x = 0; x < width; ++x) {
    const WallPost& post = report.posts[static_cast<std::size_t>(x)];
    const int half = post.height >> 3;
    if (half <= 0) continue;
    const std::vector<std::uint8_t>& rows = scaler(half);
    std::uint8_t* out = frame.pixels.data() + x +
                        static_cast<std::size_t>(std::max(0, projection_.center_y - half)) * stride;
    const std::uint8_t* texels = texture_column(scene.textures, post);
    if (texels == nullptr) {
      for (std::size_t i = 0; i < rows.size(); ++i, out += stride) *out = kMissingTextureColour;
      continue;
    }
    for (const std::uint8_t row : rows) {
      *out = texels[row];
      out += stride;
    }
  }
  for (const ScaledObject& object : place_objects(scene, projection_, eye, options, report)) {
    if (const SpriteImage* image = sprite_image(scene.textures, object.sprite)) {
      draw_shape(*image, object.view_x, object.height >> 3, object.height, &report.posts, frame);
    }
  }
  for (const int sprite : overlay_sprites(options, scene.level.spear)) {
    if (const SpriteImage* image = sprite_image(scene.textures, sprite)) {
      draw_shape(*image, frame.width / 2, (frame.height + 1) >> 1, 0, nullptr, frame);
    }
  }
  return report;
}

}  // namespace wolfsuite::bench
