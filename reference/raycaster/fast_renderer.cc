#include "reference/raycaster/fast_renderer.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <utility>

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

// The first and past-the-last opaque texel row of each texel column of one sprite, found when a
// column is first drawn: most of a sprite is transparent, and its rows need no visit.
class OpaqueRows {
 public:
  explicit OpaqueRows(const SpriteImage& image) : image_(image) { known_.fill(false); }

  std::pair<int, int> of(int column) {
    const auto index = static_cast<std::size_t>(column);
    if (!known_[index]) {
      int first = kTexels;
      int end = 0;
      for (int row = 0; row < kTexels; ++row) {
        if (image_.alpha[static_cast<std::size_t>(row * kTexels + column)] == 0) continue;
        first = std::min(first, row);
        end = row + 1;
      }
      runs_[index] = {first, end};
      known_[index] = true;
    }
    return runs_[index];
  }

 private:
  const SpriteImage& image_;
  std::array<bool, kTexels> known_{};
  std::array<std::pair<int, int>, kTexels> runs_{};
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
  rows.resize(static_cast<std::size_t>(std::max(end - start, 0)));
  if (start >= end) return;
  TexelStepper row(start, top, height);
  for (std::uint8_t& texel_row : rows) {
    texel_row = static_cast<std::uint8_t>(row.texel());
    row.advance();
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

// A post whose height no neighbour shares: stepped while drawn, in one pass.
void step_post(const Projection& projection, int half_height, const std::uint8_t* texels,
               std::uint8_t* pixel, std::size_t stride) {
  const int height = 2 * half_height;
  const int top = projection.center_y - half_height;
  const int start = std::max(top, 0);
  const int end = std::min(top + height, projection.height);
  if (start >= end) return;
  pixel += static_cast<std::size_t>(start) * stride;
  if (texels == nullptr) {
    for (int y = start; y < end; ++y, pixel += stride) *pixel = kMissingTextureColour;
    return;
  }
  TexelStepper row(start, top, height);
  for (int y = start; y < end; ++y, pixel += stride, row.advance()) *pixel = texels[row.texel()];
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
  scaler_half_height_ = -1;  // the scaler depends on the frame's height too
  SeenTiles seen{};
  for (int x = 0; x < width; ++x) {
    const WallHit hit = cast_column_stepping(scene, projection, x, seen);
    wall_half_heights_[static_cast<std::size_t>(x)] = hit.half_height;
    const std::uint8_t* texels = texture_column(scene.textures, hit);
    std::uint8_t* top = frame.pixels.data() + x;
    // A height seen twice in a row is likely to run on: step it once, then reuse the rows.
    if (hit.half_height != scaler_half_height_ &&
        (x == 0 || hit.half_height != wall_half_heights_[static_cast<std::size_t>(x) - 1])) {
      step_post(projection, hit.half_height, texels, top, stride);
      continue;
    }
    if (hit.half_height != scaler_half_height_) {
      build_scaler(projection, hit.half_height, scaler_);
      scaler_half_height_ = hit.half_height;
    }
    draw_post(projection, hit.half_height, texels, scaler_, top, stride);
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
    OpaqueRows opaque(*sprite.image);
    TexelStepper texel_column(x_start, left, span);
    for (int x = x_start; x < x_end; ++x, texel_column.advance()) {
      if (wall_half_heights_[static_cast<std::size_t>(x)] > sprite.half_height) continue;
      const auto [first, end] = opaque.of(texel_column.texel());
      if (first >= end) continue;
      // The visible rows whose texel row lies in the column's opaque run.
      const auto from = std::lower_bound(sprite_rows_.begin(), sprite_rows_.end(), first * kTexels);
      const auto to = std::lower_bound(from, sprite_rows_.end(), end * kTexels);
      const std::uint8_t* alpha = sprite.image->alpha.data() + texel_column.texel();
      const std::uint8_t* pixels = sprite.image->pixels.data() + texel_column.texel();
      const auto first_row = static_cast<std::size_t>(y_start + (from - sprite_rows_.begin()));
      std::uint8_t* pixel = frame.pixels.data() + first_row * stride + x;
      for (auto texel = from; texel != to; ++texel, pixel += stride) {
        if (alpha[*texel] != 0) *pixel = pixels[*texel];
      }
    }
  }
}

void render_fast(const Scene& scene, const View& view, Frame& frame) {
  FastRenderer renderer;
  renderer.render(scene, view, frame);
}

}  // namespace wolfsuite::raycaster
