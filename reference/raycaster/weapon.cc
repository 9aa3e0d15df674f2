#include "reference/raycaster/weapon.h"

#include <algorithm>

#include "reference/raycaster/sprite_numbers.h"

namespace wolfsuite::raycaster {
namespace {

constexpr int kFramesPerWeapon = 5;
constexpr int kWeaponSprites = 4 * kFramesPerWeapon;

}  // namespace

std::optional<int> weapon_sprite(Weapon weapon, int frame, bool spear) {
  if (weapon == Weapon::kNone) return std::nullopt;
  const int first = engine_sprite_count(spear) - kWeaponSprites;
  return first + static_cast<int>(weapon) * kFramesPerWeapon +
         std::clamp(frame, 0, kFramesPerWeapon - 1);
}

std::vector<int> overlay_sprites(const RenderOptions& options, bool spear) {
  std::vector<int> sprites;
  if (const std::optional<int> weapon = weapon_sprite(options.weapon, options.weapon_frame, spear)) {
    sprites.push_back(*weapon);
  }
  if (options.demo_playback) sprites.push_back(kDemoSprite);
  return sprites;
}

}  // namespace wolfsuite::raycaster
