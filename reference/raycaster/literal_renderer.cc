#include "reference/raycaster/literal_renderer.h"

#include <algorithm>
#include <vector>

#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/shape_scaler.h"
#include "reference/raycaster/sprites.h"
#include "reference/raycaster/weapon.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kLastTexel = 63;
constexpr int kHalfTexels = 32;

void put(Frame& frame, int x, int y, std::uint8_t colour) {
  frame.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(frame.width) +
               static_cast<std::size_t>(x)] = colour;
}

void clear_view(const Level& level, const Projection& projection, Frame& frame) {
  for (int y = 0; y < frame.height; ++y) {
    for (int x = 0; x < frame.width; ++x) {
      put(frame, x, y, y < projection.center_y ? level.ceiling : level.floor);
    }
  }
}

void scale_post(const Projection& projection, int x, const WallPost& post,
                const std::uint8_t* texels, Frame& frame) {
  const int half = post.height >> 3;
  if (half <= 0) return;
  const int bottom = projection.center_y + half - 1;
  for (int y = std::max(0, projection.center_y - half); y <= std::min(frame.height - 1, bottom); ++y) {
    const int texel = kLastTexel - kHalfTexels * (bottom - y) / half;
    put(frame, x, y, texels != nullptr ? texels[texel] : kMissingTextureColour);
  }
}

}  // namespace

FrameReport render_literal(const Scene& scene, const View& view, const RenderOptions& options,
                           Frame& frame) {
  const Projection projection = make_projection(frame.width, frame.height);
  if (frame.width != projection.width || frame.height != projection.height) {
    frame = Frame(projection.width, projection.height);
  }
  const Eye eye = make_eye(view);
  clear_view(scene.level, projection, frame);
  FrameReport report;
  cast_walls(scene, projection, eye, report.posts, report.seen);
  for (int x = 0; x < frame.width; ++x) {
    const WallPost& post = report.posts[static_cast<std::size_t>(x)];
    scale_post(projection, x, post, texture_column(scene.textures, post), frame);
  }
  for (const ScaledObject& object : place_objects(scene, projection, eye, options, report)) {
    if (const SpriteImage* image = sprite_image(scene.textures, object.sprite)) {
      scale_shape(*image, object.view_x, object.height, report.posts, frame);
    }
  }
  for (const int sprite : overlay_sprites(options, scene.level.spear)) {
    if (const SpriteImage* image = sprite_image(scene.textures, sprite)) {
      simple_scale_shape(*image, frame.width / 2, frame.height + 1, frame);
    }
  }
  return report;
}

}  // namespace wolfsuite::raycaster
