#include "reference/raycaster/fast_renderer.h"

#include <algorithm>
#include <cstring>

#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;
constexpr int kTransposeBlock = 16;

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

void draw_column(const Level& level, const Projection& projection, const WallHit& hit,
                 const std::uint8_t* texels, std::uint8_t* column) {
  const int height = 2 * hit.half_height;
  const int top = projection.center_y - hit.half_height;
  const int wall_start = std::clamp(top, 0, projection.height);
  const int wall_end = std::clamp(top + height, 0, projection.height);
  std::memset(column, level.ceiling, static_cast<std::size_t>(wall_start));
  if (wall_end > wall_start) {
    if (texels == nullptr) {
      std::memset(column + wall_start, kMissingTextureColour,
                  static_cast<std::size_t>(wall_end - wall_start));
    } else {
      TexelStepper row(wall_start, top, height);
      for (int y = wall_start; y < wall_end; ++y, row.advance()) column[y] = texels[row.texel()];
    }
  }
  // The wall is centred on the middle row, so every row past it is floor.
  std::memset(column + wall_end, level.floor, static_cast<std::size_t>(projection.height - wall_end));
}

void transpose(const std::vector<std::uint8_t>& columns, Frame& frame) {
  const int width = frame.width;
  const int height = frame.height;
  for (int x0 = 0; x0 < width; x0 += kTransposeBlock) {
    const int x1 = std::min(width, x0 + kTransposeBlock);
    for (int y0 = 0; y0 < height; y0 += kTransposeBlock) {
      const int y1 = std::min(height, y0 + kTransposeBlock);
      for (int y = y0; y < y1; ++y) {
        std::uint8_t* row = frame.pixels.data() + static_cast<std::size_t>(y) * width;
        for (int x = x0; x < x1; ++x) {
          row[x] = columns[static_cast<std::size_t>(x) * height + static_cast<std::size_t>(y)];
        }
      }
    }
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
  columns_.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  wall_half_heights_.resize(static_cast<std::size_t>(width));
  SeenTiles seen{};
  for (int x = 0; x < width; ++x) {
    const WallHit hit = cast_column(scene, projection, x, seen);
    wall_half_heights_[static_cast<std::size_t>(x)] = hit.half_height;
    draw_column(scene.level, projection, hit, texture_column(scene.textures, hit),
                columns_.data() + static_cast<std::size_t>(x) * height);
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
    for (int y = y_start; y < y_end; ++y, row.advance()) {
      sprite_rows_[static_cast<std::size_t>(y - y_start)] = static_cast<std::uint8_t>(row.texel());
    }
    TexelStepper texel_column(x_start, left, span);
    for (int x = x_start; x < x_end; ++x, texel_column.advance()) {
      if (wall_half_heights_[static_cast<std::size_t>(x)] > sprite.half_height) continue;
      std::uint8_t* column = columns_.data() + static_cast<std::size_t>(x) * height;
      const std::uint8_t* alpha = sprite.image->alpha.data() + texel_column.texel();
      const std::uint8_t* pixels = sprite.image->pixels.data() + texel_column.texel();
      for (int y = y_start; y < y_end; ++y) {
        const std::size_t texel = std::size_t{sprite_rows_[static_cast<std::size_t>(y - y_start)]} * kTexels;
        if (alpha[texel] != 0) column[y] = pixels[texel];
      }
    }
  }
  transpose(columns_, frame);
}

void render_fast(const Scene& scene, const View& view, Frame& frame) {
  FastRenderer renderer;
  renderer.render(scene, view, frame);
}

}  // namespace wolfsuite::raycaster
