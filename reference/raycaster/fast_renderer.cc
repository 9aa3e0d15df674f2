#include "reference/raycaster/fast_renderer.h"

#include <algorithm>
#include <cstring>

#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;

// (i - origin) * 64 / span for i = first, first + 1, ..., without a division per step.
class TexelStepper {
 public:
  TexelStepper(int first, int origin, int span)
      : span_(span),
        whole_(kTexels / span),
        part_(kTexels % span),
        texel_((first - origin) * kTexels / span),
        remainder_((first - origin) * kTexels % span) {}

  int texel() const { return texel_; }
  void advance() {
    texel_ += whole_;
    remainder_ += part_;
    if (remainder_ >= span_) {
      remainder_ -= span_;
      ++texel_;
    }
  }

 private:
  int span_;
  int whole_;
  int part_;
  int texel_;
  int remainder_;
};

// The engine's clear (ceiling above the middle row, floor below) as two fills.
void clear_screen(const Level& level, const Projection& projection, Frame& frame) {
  const std::size_t ceiling_bytes =
      static_cast<std::size_t>(projection.center_y) * static_cast<std::size_t>(frame.width);
  std::memset(frame.pixels.data(), level.ceiling, ceiling_bytes);
  std::memset(frame.pixels.data() + ceiling_bytes, level.floor, frame.pixels.size() - ceiling_bytes);
}

// The texel row of every visible row of a post `half_height` from the middle, like the engine's
// compiled scalers: one per height, reused while neighbouring columns keep it.
void build_scaler(const Projection& projection, int half_height, std::vector<std::uint8_t>& rows) {
  const int height = 2 * half_height;
  const int top = projection.center_y - half_height;
  const int start = std::max(top, 0);
  const int end = std::min(top + height, projection.height);
  rows.clear();
  if (start >= end) return;
  TexelStepper row(start, top, height);
  for (int y = start; y < end; ++y, row.advance()) {
    rows.push_back(static_cast<std::uint8_t>(row.texel()));
  }
}

void draw_post(const Projection& projection, int half_height, const std::uint8_t* texels,
               const std::vector<std::uint8_t>& rows, std::uint8_t* pixel, std::size_t stride) {
  pixel += static_cast<std::size_t>(std::max(projection.center_y - half_height, 0)) * stride;
  if (texels == nullptr) {
    for (std::size_t i = 0; i < rows.size(); ++i, pixel += stride) *pixel = kMissingTextureColour;
    return;
  }
  for (const std::uint8_t row : rows) {
    *pixel = texels[row];
    pixel += stride;
  }
}

}  // namespace

void FastRenderer::render(const Scene& scene, const View& view, Frame& frame) {
  const Projection projection = make_projection(frame.width, frame.height, view);
  if (frame.width != projection.width || frame.height != projection.height) {
    frame = Frame(projection.width, projection.height);
  }
  const int width = frame.width;
  const int height = frame.height;
  const auto stride = static_cast<std::size_t>(width);
  clear_screen(scene.level, projection, frame);
  wall_half_heights_.resize(stride);
  SeenTiles seen{};
  for (int x = 0; x < width; ++x) {
    const WallHit hit = cast_column_stepping(scene, projection, x, seen);
    wall_half_heights_[static_cast<std::size_t>(x)] = hit.half_height;
    if (x == 0 || hit.half_height != wall_half_heights_[static_cast<std::size_t>(x) - 1]) {
      build_scaler(projection, hit.half_height, scaler_);
    }
    draw_post(projection, hit.half_height, texture_column(scene.textures, hit), scaler_,
              frame.pixels.data() + x, stride);
  }

  for (const ProjectedSprite& sprite : project_sprites(scene, projection, seen)) {
    const int span = 2 * sprite.half_height;
    const int left = sprite.screen_x - sprite.half_height;
    const int top = projection.center_y - sprite.half_height;
    const int x_start = std::max(0, left);
    const int x_end = std::min(width, left + span);
    const int y_start = std::max(0, top);
    const int y_end = std::min(height, top + span);
    if (x_start >= x_end || y_start >= y_end) continue;
    sprite_rows_.resize(static_cast<std::size_t>(y_end - y_start));
    TexelStepper row(y_start, top, span);
    for (std::uint16_t& texel_row : sprite_rows_) {
      texel_row = static_cast<std::uint16_t>(row.texel() * kTexels);
      row.advance();
    }
    TexelStepper texel_column(x_start, left, span);
    for (int x = x_start; x < x_end; ++x, texel_column.advance()) {
      if (wall_half_heights_[static_cast<std::size_t>(x)] > sprite.half_height) continue;
      const std::uint8_t* alpha = sprite.image->alpha.data() + texel_column.texel();
      const std::uint8_t* pixels = sprite.image->pixels.data() + texel_column.texel();
      std::uint8_t* pixel = frame.pixels.data() + static_cast<std::size_t>(y_start) * stride + x;
      for (const std::uint16_t texel : sprite_rows_) {
        if (alpha[texel] != 0) *pixel = pixels[texel];
        pixel += stride;
      }
    }
  }
}

void render_fast(const Scene& scene, const View& view, Frame& frame) {
  FastRenderer renderer;
  renderer.render(scene, view, frame);
}

}  // namespace wolfsuite::raycaster
