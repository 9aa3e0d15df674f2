#pragma once
// What pick-ups give the player (the engine's HealSelf, GiveAmmo, GiveWeapon, GiveExtraMan; and
// GivePoints, declared in player.h for the actors' kills).
#include "reference/sim/player.h"

namespace wolfsuite::sim {

inline constexpr int kMaxHealth = 100;
inline constexpr int kMaxAmmo = 99;
inline constexpr int kMaxLives = 9;
inline constexpr std::int32_t kExtraPoints = 40000;  // EXTRAPOINTS: a life every 40,000 points

void heal_self(World& world, int points);
// Ammo up to kMaxAmmo; with the knife out for lack of ammo (and not mid-attack) the chosen
// weapon comes back.
void give_ammo(World& world, int ammo);
// Six rounds, and the weapon when it is better than the best so far.
void give_weapon(World& world, WeaponType weapon);
void give_extra_life(World& world);

}  // namespace wolfsuite::sim
