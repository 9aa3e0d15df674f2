#include "reference/raycaster/literal_renderer.h"

#include <algorithm>
#include <vector>

#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/sprites.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kTexels = 64;

void put(Frame& frame, int x, int y, std::uint8_t colour) {
  frame.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(frame.width) +
               static_cast<std::size_t>(x)] = colour;
}

void clear_screen(const Level& level, const Projection& projection, Frame& frame) {
  for (int y = 0; y < frame.height; ++y) {
    for (int x = 0; x < frame.width; ++x) {
      put(frame, x, y, y < projection.center_y ? level.ceiling : level.floor);
    }
  }
}

void scale_post(const Projection& projection, int x, const WallHit& hit,
                const std::uint8_t* texels, Frame& frame) {
  const int height = 2 * hit.half_height;
  const int top = projection.center_y - hit.half_height;
  for (int y = std::max(0, top); y < std::min(frame.height, top + height); ++y) {
    const int row = (y - top) * kTexels / height;
    put(frame, x, y, texels != nullptr ? texels[row] : kMissingTextureColour);
  }
}

void scale_shape(const Projection& projection, const ProjectedSprite& sprite,
                 const std::vector<int>& wall_half_heights, Frame& frame) {
  const int height = 2 * sprite.half_height;
  const int left = sprite.screen_x - sprite.half_height;
  const int top = projection.center_y - sprite.half_height;
  for (int x = std::max(0, left); x < std::min(frame.width, left + height); ++x) {
    if (wall_half_heights[static_cast<std::size_t>(x)] > sprite.half_height) continue;
    const int column = (x - left) * kTexels / height;
    for (int y = std::max(0, top); y < std::min(frame.height, top + height); ++y) {
      const int row = (y - top) * kTexels / height;
      const auto texel = static_cast<std::size_t>(row * kTexels + column);
      if (sprite.image->alpha[texel] != 0) put(frame, x, y, sprite.image->pixels[texel]);
    }
  }
}

}  // namespace

void render_literal(const Scene& scene, const View& view, Frame& frame) {
  const Projection projection = make_projection(frame.width, frame.height, view);
  if (frame.width != projection.width || frame.height != projection.height) {
    frame = Frame(projection.width, projection.height);
  }
  clear_screen(scene.level, projection, frame);
  SeenTiles seen{};
  std::vector<int> wall_half_heights(static_cast<std::size_t>(frame.width));
  for (int x = 0; x < frame.width; ++x) {
    const WallHit hit = cast_column(scene, projection, x, seen);
    wall_half_heights[static_cast<std::size_t>(x)] = hit.half_height;
    scale_post(projection, x, hit, texture_column(scene.textures, hit), frame);
  }
  for (const ProjectedSprite& sprite : project_sprites(scene, projection, seen)) {
    scale_shape(projection, sprite, wall_half_heights, frame);
  }
}

}  // namespace wolfsuite::raycaster
