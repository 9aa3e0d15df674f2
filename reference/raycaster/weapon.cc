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

}  // namespace wolfsuite::raycaster
