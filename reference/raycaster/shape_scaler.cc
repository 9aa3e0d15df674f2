#include "reference/raycaster/shape_scaler.h"

#include <algorithm>

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;
constexpr int kSpriteScaleFactor = 2;  // SPRITESCALEFACTOR: a texel spans 2s / 64 pixels

// View pixels [first, last) of texel `texel` at `start`, `span` = 2s pixels for 64 texels.
struct Span {
  int first;
  int last;
};
Span texel_span(int start, int span, int texel, int limit) {
  return {std::max(0, start + ((texel * span) >> 6)),
          std::min(limit, start + (((texel + 1) * span) >> 6))};
}

void draw(const SpriteImage& image, int view_x, int half, int wall_limit,
          const std::vector<WallPost>* posts, Frame& frame) {
  if (half <= 0) return;
  const int span = half * kSpriteScaleFactor;
  const int left = view_x - half;
  const int top = frame.height / 2 - half;
  for (int column = 0; column < kTexels; ++column) {
    const Span columns = texel_span(left, span, column, frame.width);
    for (int x = columns.first; x < columns.last; ++x) {
      if (posts != nullptr && (*posts)[static_cast<std::size_t>(x)].height >= wall_limit) continue;
      for (int row = 0; row < kTexels; ++row) {
        const auto texel = static_cast<std::size_t>(row * kTexels + column);
        if (image.alpha[texel] == 0) continue;
        const Span rows = texel_span(top, span, row, frame.height);
        for (int y = rows.first; y < rows.last; ++y) {
          frame.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(frame.width) +
                       static_cast<std::size_t>(x)] = image.pixels[texel];
        }
      }
    }
  }
}

}  // namespace

void scale_shape(const SpriteImage& image, int view_x, int height,
                 const std::vector<WallPost>& posts, Frame& frame) {
  draw(image, view_x, height >> 3, height, &posts, frame);
}

void simple_scale_shape(const SpriteImage& image, int view_x, int height, Frame& frame) {
  draw(image, view_x, height >> 1, 0, nullptr, frame);
}

}  // namespace wolfsuite::raycaster
