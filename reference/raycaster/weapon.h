#pragma once
// The player's weapon over the view (DrawPlayerWeapon): the weapon's frame, scaled to the view's
// height + 1 and centred on column width / 2, over walls and objects; during demo playback the
// engine also draws its "DEMO" sprite (sprite 0) the same way.
//
// The weapon frames are the last 20 sprites of the engine's list (sprite_numbers.h), five per
// weapon (ready, then four attack frames) in the order knife, pistol, machine gun, chain gun.
#include <optional>
#include <vector>

#include "reference/raycaster/render_options.h"

namespace wolfsuite::raycaster {

inline constexpr int kDemoSprite = 0;  // SPR_DEMO

// nullopt for Weapon::kNone; frames outside 0..4 are clamped.
std::optional<int> weapon_sprite(Weapon weapon, int frame, bool spear);

// What the engine draws over the view, in its order: the weapon, then the DEMO sprite.
std::vector<int> overlay_sprites(const RenderOptions& options, bool spear);

}  // namespace wolfsuite::raycaster
