#include "reference/raycaster/sprites.h"

#include <algorithm>

#include "reference/raycaster/sprite_numbers.h"

namespace wolfsuite::raycaster {
namespace {

constexpr std::int64_t kTileCentre = 1 << 15;
// The engine turns its view angle by one degree per 8 of its 320 columns towards the object
// before it picks a rotation; at other widths the same share of the screen.
constexpr int kRotationColumnsPerDegree = 8;
constexpr int kEngineViewWidth = 320;

const SpriteImage* sprite_image(const Textures& textures, int sprite) {
  if (sprite < 0 || static_cast<std::size_t>(sprite) >= textures.sprites.size()) return nullptr;
  const std::optional<SpriteImage>& image = textures.sprites[static_cast<std::size_t>(sprite)];
  return image ? &*image : nullptr;
}

}  // namespace

std::vector<ProjectedSprite> project_sprites(const Scene& scene, const Projection& projection,
                                             const SeenTiles& seen) {
  std::vector<ProjectedSprite> projected;
  for (const LevelSprite& object : scene.level.sprites) {
    if (!seen[static_cast<std::size_t>(object.y) * kGridSide + object.x]) continue;
    const std::int64_t dx = (std::int64_t{object.x} << 16) + kTileCentre - projection.eye_x;
    const std::int64_t dy = (std::int64_t{object.y} << 16) + kTileCentre - projection.eye_y;
    const std::int64_t depth = projection.depth(dx, dy) - kActorSize;
    if (depth < kMinDistance) continue;
    const std::int64_t lateral = projection.lateral(dx, dy);
    const auto screen_x = static_cast<int>(
        projection.center_x + floor_div(lateral * projection.scale, depth * (1 << 16)));
    int sprite = object.sprite;
    if (object.rotates) {
      const auto turn = static_cast<int>(floor_div(std::int64_t{projection.center_x - screen_x} * kEngineViewWidth,
                                 std::int64_t{projection.width} * kRotationColumnsPerDegree));
      sprite += rotation_frame(projection.view_degrees + turn, object.direction);
    }
    const SpriteImage* image = sprite_image(scene.textures, sprite);
    if (image == nullptr) continue;
    projected.push_back({screen_x, projection.half_height(depth), image});
  }
  std::stable_sort(projected.begin(), projected.end(),
                   [](const ProjectedSprite& a, const ProjectedSprite& b) {
                     return a.half_height < b.half_height;
                   });
  return projected;
}

}  // namespace wolfsuite::raycaster
